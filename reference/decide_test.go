package reference

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"
)

// judgePositions returns the positions the decision tests play: positions of
// random games under r in every variant, random deals, and random deals with
// a block and an obligation stated, each valid under r with its game going on.
func judgePositions(r Rules, n int, seed uint64) []Position {
	var pos []Position
	every := func(ps []Position, k int) {
		for i := 0; i < len(ps); i += k {
			pos = append(pos, ps[i])
		}
	}
	every(playedPositions(r, Kiswahili, 12*n, seed), 12) // namua and mtaji
	every(playedPositions(r, Hus, 2*n, seed), 8)
	every(playedPositions(r, Kujifunza, 2*n, seed), 8)
	rng := rand.New(rand.NewPCG(seed, 77))
	for i := 0; i < n; i++ {
		v := []Variant{Kiswahili, Kiswahili, Kiswahili, Hus, Kujifunza}[rng.IntN(5)]
		p := randomPosition(rng, v)
		mine := &p.Pits[p.ToMove]
		switch i % 4 {
		case 1: // a lone kichwa: the mover's other front seeds go to his back row
			k := Ring(7 * rng.IntN(2))
			mine[k] = max(mine[k], 1)
			for f := Ring(0); f < 8; f++ {
				if f != k {
					mine[15-f] += mine[f]
					mine[f] = 0
				}
			}
		case 2: // no front pair (the excess of the mover's front pits goes to his back row) and no marker
			theirs := &p.Pits[p.ToMove.Other()]
			keep := Ring(rng.IntN(8))
			for f := Ring(0); f < 8; f++ {
				if f != keep && f != 7-keep {
					mine[15-f] += mine[f]
					mine[f] = 0
				}
				if mine[f] > 1 {
					mine[15-f] += mine[f] - 1
					mine[f] = 1
				}
				if mine[f] > 0 {
					theirs[15-f.Facing()] += theirs[f.Facing()]
					theirs[f.Facing()] = 0
				}
			}
		}
		for s := range p.House {
			if p.House[s] == HouseIntact && p.Pits[s][HouseRing] == 0 {
				p.House[s] = HouseDestroyed
			}
		}
		pos = append(pos, p)
	}
	// Each position again with a block on a front pit of the side to move,
	// and in some an obligation on one of the other side's.
	for _, p := range pos[:len(pos):len(pos)] {
		if f := rng.IntN(8); p.Variant != Hus && p.Pits[p.ToMove][f] > 0 {
			p.Blocked = PitOf(p.ToMove, Ring(f))
			if f := rng.IntN(8); rng.IntN(2) == 0 && p.Pits[p.ToMove.Other()][f] > 0 {
				p.MustCapture = PitOf(p.ToMove.Other(), Ring(f))
			}
			pos = append(pos, p)
		}
	}
	out := pos[:0]
	for _, p := range pos {
		q := p
		if q.validateFor(&r) == nil && !turnStartOutcome(&r, &q).Over() {
			out = append(out, q)
		}
	}
	return out
}

// formKinds are the refusals of a move's own form, which no rule decides.
var formKinds = []IllegalKind{IllegalOther, IllegalNoPit, IllegalOpponentPit, IllegalEmptyPit, IllegalUnknownDirection,
	IllegalNamuaCaptureDirection, IllegalKichwaMissing, IllegalKichwaNotAChoice, IllegalDirectionMissing}

// TestJudgeStart holds judgeStart, the start judged decision by decision
// for a traced move, to isStart: the same legality for every move of game
// positions and random deals (with blocks and obligations) under every
// rule set, the same capture for a legal start; for a refused start whose
// breach is a rule's, the kind whyIllegal names, and the last decision of
// the trace is taken by a rule that kind cites.
func TestJudgeStart(t *testing.T) {
	moves := everyMove()
	checked, kinds := 0, map[IllegalKind]int{}
	for name, r := range ruleSets(t) {
		for _, p := range judgePositions(r, 30, 11) {
			for _, m := range moves {
				legal, capture := isStart(&r, &p, m)
				var s sim
				s.setRules(&r)
				d := decisions{flip: -1}
				s.tracing, s.dec = true, &d
				jl, jc, why := s.judgeStart(&p, m)
				if jl != legal || (legal && jc != capture) || d.cannot != "" {
					t.Fatalf("%s: %v in %v: judgeStart %v %v (%s), isStart %v %v\n%v", name, m, p, jl, jc, d.cannot, legal, capture, s.trace)
				}
				checked++
				if legal {
					continue
				}
				var buf startList
				cands, c := candidates(&r, &p, buf.m[:0])
				if len(cands) == 0 {
					continue // no move at all: apply says the game is over
				}
				var ie *IllegalMoveError
				if !errors.As(whyIllegal(&r, &p, m, cands, c), &ie) {
					t.Fatalf("%s: %v: whyIllegal is not an IllegalMoveError", name, m)
				}
				if slices.Contains(formKinds, ie.Kind) || slices.Contains(formKinds, why) {
					continue
				}
				if ie.Kind != why {
					t.Fatalf("%s: %v in %v: judgeStart refuses it as %s, whyIllegal as %s\n%v", name, m, p, why, ie.Kind, s.trace)
				}
				kinds[why]++
				if n := len(s.trace); n == 0 || s.trace[n-1].Kind != EvDecision || !slices.Contains(why.Rules(), s.trace[n-1].Rule) {
					t.Fatalf("%s: %v in %v: refused as %s (%v), the trace ends %v", name, m, p, why, why.Rules(), s.trace)
				}
			}
		}
	}
	t.Logf("%d moves judged; refusals by a rule: %v", checked, kinds)
	// (DISPUTE-21's refusal, back-row-front-not-empty, is not among them: a
	// side with a non-empty front row and no front pair has no move at all
	// under that reading, and apply answers that the game is over.)
	for _, k := range []IllegalKind{IllegalNamuaBackRow, IllegalSingleSeed, IllegalCaptureCompulsory, IllegalBlockedPit,
		IllegalLoneKichwa, IllegalHouseKutakata, IllegalNamuaSingleton, IllegalBackRowKutakata} {
		if kinds[k] == 0 {
			t.Errorf("no move refused as %s: the test does not reach it", k)
		}
	}
}
