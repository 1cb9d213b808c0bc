package reference

import (
	"maps"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestMtajiEnds checks mtajiEnds.proves against captureEndsShort, start by
// start, for every mtaji capture start candidates lists (each kichwa choice
// where the player chooses, DISPUTE-14) and, there, the start without a
// choice too (either kichwa), and every start with each kichwa given where
// the rules choose (captureEndsShort ignores it), on positions of random
// games and random deals (Kiswahili, Kujifunza) and house deals under every
// profile, every option reading and random rule sets. It also checks that
// both answers occur.
func TestMtajiEnds(t *testing.T) {
	rng := rand.New(rand.NewPCG(23, 23))
	sets := proofRuleSets(t, rng)
	var starts, proven int
	for _, name := range slices.Sorted(maps.Keys(sets)) { // in order: the same positions every run
		r := sets[name]
		pos := append(playedPositions(r, Kiswahili, 80, 11), playedPositions(r, Kujifunza, 30, 11)...)
		for range 80 {
			pos = append(pos, randomPosition(rng, Kiswahili), randomPosition(rng, Kujifunza), houseDeal(rng))
		}
		for i := range pos {
			p := &pos[i]
			if p.validateFor(&r) != nil || turnStartOutcome(&r, p).Over() || p.Phase() != Mtaji {
				continue
			}
			var buf [maxCandidates]Move
			cands, capture := candidates(&r, p, buf[:0])
			if !capture {
				continue
			}
			var e mtajiEnds
			e.prepare(&r, p)
			for _, c := range cands {
				tries := []Move{c}
				for _, k := range []Kichwa{NoKichwa, LeftKichwa, RightKichwa} {
					if k != c.Kichwa {
						m := c
						m.Kichwa = k
						tries = append(tries, m)
					}
				}
				for _, m := range tries {
					want := captureEndsShort(&r, p, m.Pit.Ring(), m.Dir, m.Kichwa, false)
					if got := e.proves(m); got != want {
						t.Fatalf("%s: position %s, start %s (kichwa %v): mtajiEnds %v, captureEndsShort %v", name, mustJSON(t, p), m, m.Kichwa, got, want)
					}
					starts++
					if want {
						proven++
					}
				}
			}
		}
	}
	t.Logf("%d rule sets, %d mtaji capture starts, %d proven short", len(sets), starts, proven)
	if proven == 0 || proven == starts {
		t.Errorf("%d of %d starts proven: the test sees only one answer", proven, starts)
	}
}
