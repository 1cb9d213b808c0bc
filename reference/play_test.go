package reference

import (
	"math/rand/v2"
	"testing"
)

// TestPlayAgreesWithTrace checks a move played untraced against the same
// move traced (the readings that watch every sowing then always look):
// every start choice, with and without a safari, of
// positions of random games and of random deals (long moves, Donkers' limit,
// the lap limit) in every variant, under every profile and every option
// reading, is played without a trace and with one; the two moves must leave
// the same state.
func TestPlayAgreesWithTrace(t *testing.T) {
	rng := rand.New(rand.NewPCG(10, 10))
	played := 0
	for name, r := range ruleSets(t) {
		var pos []Position
		for _, v := range []Variant{Kiswahili, Kujifunza, Hus} {
			pos = append(pos, playedPositions(r, v, 150, 3)...)
			for range 300 {
				if p := randomPosition(rng, v); p.validateFor(&r) == nil && !turnStartOutcome(&r, &p).Over() && !cycleSearched(&r, &p) {
					pos = append(pos, p)
				}
			}
		}
		var a, b sim
		a.setRules(&r)
		b.setRules(&r)
		for i := range pos {
			p := &pos[i]
			var buf [maxCandidates]Move
			cands, capture := candidates(&r, p, buf[:0])
			for _, c := range cands {
				for _, safari := range []bool{false, true} {
					c.Safari = safari
					a.play(p, c, capture, false)
					b.play(p, c, capture, true)
					played++
					if got, want := simState(&a), simState(&b); got != want {
						t.Fatalf("%s: position %s, move %+v:\nuntraced %+v\ntraced   %+v", name, mustJSON(t, p), c, got, want)
					}
				}
			}
		}
	}
	t.Logf("%d moves played", played)
}

// playedState is what a played move leaves for finish and the callers of play.
type playedState struct {
	p                                                      Position
	out                                                    Outcome
	stopNow, oppCleared, lapLoss, tooLong, decision, empty bool
	captured, facing                                       uint8
	firstTarget                                            int8
	sown                                                   int
	dir                                                    Dir
}

func simState(s *sim) playedState {
	return playedState{s.p, s.out, s.stopNow, s.oppCleared, s.lapLoss, s.tooLong, s.decision, s.ownEmpty,
		s.captured, s.facing, s.firstTarget, s.sown, s.dir}
}
