//go:build !plainrules

package reference

import (
	"maps"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestNamuaEnds checks namuaEnds.proves against captureEndsShort, start by
// start, for every namua capture start candidates lists (each kichwa choice
// at a central pit) and, at a central pit, the start without a choice too
// (either kichwa), on positions of random games, random deals and house
// deals under every profile, every option reading and random rule sets. It
// also checks that both answers occur.
func TestNamuaEnds(t *testing.T) {
	rng := rand.New(rand.NewPCG(22, 22))
	sets := proofRuleSets(t, rng)
	var starts, proven int
	for _, name := range slices.Sorted(maps.Keys(sets)) { // in order: the same positions every run
		r := sets[name]
		pos := playedPositions(r, Kiswahili, 80, 11)
		for range 80 {
			pos = append(pos, randomPosition(rng, Kiswahili), houseDeal(rng))
		}
		for i := range pos {
			p := &pos[i]
			if p.validateFor(&r) != nil || turnStartOutcome(&r, p).Over() || p.Phase() != Namua {
				continue
			}
			var buf [maxCandidates]Move
			cands, capture := candidates(&r, p, buf[:0])
			if !capture {
				continue
			}
			var e namuaEnds
			e.prepare(&r, p)
			for _, c := range cands {
				tries := []Move{c}
				if c.Kichwa != NoKichwa {
					either := c
					either.Kichwa = NoKichwa
					tries = append(tries, either)
				}
				for _, m := range tries {
					want := captureEndsShort(&r, p, m.Pit.Ring(), m.Dir, m.Kichwa, true)
					if got := e.proves(m); got != want {
						t.Fatalf("%s: position %s, start %s (kichwa %v): namuaEnds %v, captureEndsShort %v", name, mustJSON(t, p), m, m.Kichwa, got, want)
					}
					starts++
					if want {
						proven++
					}
				}
			}
		}
	}
	t.Logf("%d rule sets, %d namua capture starts, %d proven short", len(sets), starts, proven)
	if proven == 0 || proven == starts {
		t.Errorf("%d of %d starts proven: the test sees only one answer", proven, starts)
	}
}
