//go:build !plainrules

package reference

import (
	"encoding/binary"
	"maps"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestQuickStart holds the one-pass tests of LegalMoves and Apply
// (quickTurn, quickStart, fast_apply.go) to what they stand for, and
// LegalMoves to its general path (validateFor, legalMoves) and to Moves: where
// quickTurn answers quickOn, plainValid accepts the position and
// turnStartOutcome lets the game go on, where quickValid plainValid accepts
// it; for quickStart, where it answers quickLegal, plainValid accepts
// the position, turnStartOutcome lets the game go on and isStart finds the
// move a legal start, a capture move where quickStart says so; where it answers quickValid, plainValid
// accepts the position. Every move a caller may pass (the legal ones, each
// with the safari flag flipped, and a sample of all) on positions of random
// games, random deals and corrupted copies of both, in every variant, under
// every profile, every option reading and random rule sets.
func TestQuickStart(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 21))
	all := everyMove()
	sets := proofRuleSets(t, rng)
	counts := [4]int{}
	for _, name := range slices.Sorted(maps.Keys(sets)) {
		r := sets[name]
		pos := quickPositions(rng, r, 30, 60)
		for i := range pos {
			p := &pos[i]
			switch v, mine, theirs := quickTurn(&r, p); {
			case v != quickNo && !p.plainValid(&r):
				t.Fatalf("%s: position %+v: quickTurn %d, plainValid false", name, *p, v)
			case v == quickOn && turnStartOutcome(&r, p).Over():
				t.Fatalf("%s: position %+v: quickTurn says the game goes on; turnStartOutcome %+v", name, *p, turnStartOutcome(&r, p))
			case v != quickNo && (mine != binary.LittleEndian.Uint64(p.Pits[p.ToMove][:8]) ||
				theirs != binary.LittleEndian.Uint64(p.Pits[p.ToMove.Other()][:8])):
				t.Fatalf("%s: position %+v: quickTurn's front rows %x, %x", name, *p, mine, theirs)
			}
			// LegalMoves, which asks quickTurn first, = its general path.
			q := *p
			var want []Move
			wantErr := q.validateFor(&r)
			if wantErr == nil {
				want = legalMoves(&r, &q, nil)
			}
			lm, err := LegalMoves(r, *p, nil)
			if !slices.Equal(lm, want) || (err == nil) != (wantErr == nil) || (err != nil && err.Error() != wantErr.Error()) {
				t.Fatalf("%s: position %+v: LegalMoves %v, %v; general path %v, %v", name, *p, lm, err, want, wantErr)
			}
			// As Moves lists them (it plays every move)...
			if wantErr == nil {
				var succ []Move
				for _, sc := range moves(&r, &q, nil) {
					succ = append(succ, sc.Move)
				}
				if !slices.Equal(lm, succ) {
					t.Fatalf("%s: position %+v: LegalMoves %v; Moves %v", name, *p, lm, succ)
				}
			}
			// ...and into a buffer with room (the candidates are listed into
			// it, legalMovesOn) after three moves already there.
			pre := []Move{{Pit: 1}, {Pit: 2}, {Pit: 3}}
			big, err2 := LegalMoves(r, *p, append(make([]Move, 0, len(pre)+maxSuccessors), pre...))
			if !slices.Equal(big[:3], pre) || !slices.Equal(big[3:], want) || (err2 == nil) != (err == nil) {
				t.Fatalf("%s: position %+v: LegalMoves into a large buffer %v, %v; general path %v, %v", name, *p, big, err2, want, wantErr)
			}
			if err != nil {
				lm = nil
			}
			for _, m := range probeMoves(rng, lm, all, 30) {
				v, capture := quickStart(&r, p, m)
				counts[v]++
				if v == quickNo {
					continue
				}
				if !p.plainValid(&r) {
					t.Fatalf("%s: position %+v, move %+v: quickStart %d, plainValid false", name, *p, m, v)
				}
				if v != quickLegal {
					continue
				}
				base := m
				base.Safari = false
				legal, c := isStart(&r, p, base)
				if o := turnStartOutcome(&r, p); o.Over() || !legal || c != capture {
					t.Fatalf("%s: position %+v, move %+v: quickLegal (capture %v); turnStartOutcome %+v, isStart %v, %v",
						name, *p, m, capture, o, legal, c)
				}
			}
		}
	}
	t.Logf("quickStart: %d no, %d valid, %d legal", counts[quickNo], counts[quickValid], counts[quickLegal])
	if counts[quickLegal] == 0 || counts[quickValid] == 0 {
		t.Fatal("a verdict never given: the test tests nothing")
	}
}

// flatten leaves side s of p no pit of 2 or more (immobile in mtaji, and
// under DISPUTE-23's always reading in namua too): each pit's seeds but one
// go to a random pit of the other side.
func flatten(rng *rand.Rand, p *Position, s Side) {
	for i, n := range p.Pits[s] {
		if n > 1 {
			p.Pits[s][i] = 1
			p.Pits[s.Other()][rng.IntN(RingSize)] += n - 1
		}
	}
}

// loneKichwa leaves the side to move one occupied front pit, a kichwa,
// facing an empty pit (the other front seeds moved to a back pit of its
// own, the facing ones to a back pit of the other side's), so that
// DISPUTE-11's lone kichwa (loneKichwaBack) comes up in a namua kutakata
// too. A house emptied by it is destroyed, as randomPosition makes them.
func loneKichwa(rng *rand.Rand, p *Position) {
	me, c := p.ToMove, Ring(7*rng.IntN(2))
	mine, theirs := &p.Pits[me], &p.Pits[me.Other()]
	b := 8 + Ring(rng.IntN(8))
	for i := Ring(0); i < 8; i++ {
		if i != c {
			mine[b] += mine[i]
			mine[i] = 0
		}
	}
	if mine[c] == 0 && mine[b] > 0 {
		mine[c], mine[b] = 1, mine[b]-1
	}
	f := c.Facing()
	theirs[b] += theirs[f]
	theirs[f] = 0
	for s := range p.House {
		if p.House[s] == HouseIntact && p.Pits[s][HouseRing] == 0 {
			p.House[s] = HouseDestroyed
		}
	}
}

// quickPositions returns TestQuickStart's and TestMovesQuickTurn's positions
// under r: in every variant, the positions of random games (played per
// variant, playedPositions) and dealt random deals, every other one with a
// side flattened to 0 or 1 seeds a pit (so that the immobility readings,
// DISPUTE-32 and DISPUTE-23, come up), without the deals whose moves search
// for a cycle; then a corrupted copy of each.
func quickPositions(rng *rand.Rand, r Rules, played, dealt int) []Position {
	var pos []Position
	for _, v := range []Variant{Kiswahili, Kujifunza, Hus} {
		pos = append(pos, playedPositions(r, v, played, 9)...)
		for k := range dealt {
			p := randomPosition(rng, v)
			switch k % 4 {
			case 1, 3:
				flatten(rng, &p, Side(k/2%2))
			case 2:
				loneKichwa(rng, &p)
			}
			if !cycleSearched(&r, &p) {
				pos = append(pos, p)
			}
		}
	}
	for i := range len(pos) {
		p := pos[i]
		corrupt(rng, &p)
		pos = append(pos, p)
	}
	return pos
}
