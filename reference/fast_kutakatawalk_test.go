//go:build !plainrules

package reference

import (
	"maps"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestKutakataShort checks kutakataShort against playing the move: every
// kutakata start it finds short, played under Donkers' limit (DISPUTE-13),
// is within the limit and sows no more seeds than the walk (the same
// seeds, unless a rule ends the move sooner: kutakatawalk.go's list).
// Every kutakata start of candidates of the positions and rule sets of
// TestBareShort (random games and deals, every option's readings, random
// rule sets), each in both phases' forms; both answers must be reached and
// the unproven starts must include moves over the limit.
func TestKutakataShort(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 16))
	var proven, unprovenShort, unprovenLong, sooner int
	sets := proofRuleSets(t, rng)
	for _, name := range slices.Sorted(maps.Keys(sets)) {
		r := sets[name]
		r.LapLimit = Lap100Illegal
		var s sim
		s.setRules(&r)
		for _, p := range proofPositions(&r, rng) {
			if p.Variant == Hus {
				continue
			}
			var buf [maxCandidates]Move
			cands, capture := candidates(&r, &p, buf[:0])
			if capture {
				continue
			}
			for _, c := range cands {
				got, sown := kutakataShort(&p, c, donkersLimit)
				s.play(&p, c, false, false)
				switch {
				case got && s.tooLong:
					t.Fatalf("%s: position %s, move %s: kutakataShort finds it short (%d seeds), played it is too long",
						name, mustJSON(t, &p), c, sown)
				case got && s.sown > sown:
					t.Fatalf("%s: position %s, move %s: kutakataShort sows %d seeds, the move played %d",
						name, mustJSON(t, &p), c, sown, s.sown)
				case got && s.sown < sown:
					sooner++ // a rule ended it sooner (the house, the block, a reading)
					proven++
				case got:
					proven++
				case s.tooLong:
					unprovenLong++
				default:
					unprovenShort++
				}
			}
		}
	}
	t.Logf("%d kutakata starts found short (%d of them ended sooner played); not found: %d short, %d over the limit",
		proven, sooner, unprovenShort, unprovenLong)
	if proven == 0 || unprovenLong == 0 || sooner == 0 {
		t.Error("an answer is never reached: the test does not check both sides")
	}
}
