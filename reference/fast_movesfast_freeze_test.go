//go:build !plainrules

package reference

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestMovesFastOppFreezes checks moves' fast form against the general loop
// where a capture may leave the opponent with no pit of 2 or more under
// DISPUTE-32's during-move readings (playWords gives up there unless
// oppMayFreeze says he cannot be left immobile: a back-row pit of 2 or more,
// namua's seeds in his store). Random deals rarely leave the opponent so
// close to immobile, so the opponent's rows are drawn of 0s and 1s, a front
// pit of 2 or more to be captured and, in half the positions, one back pit
// of 2 or more; the mover gets the rest. It also checks that some captures
// froze the opponent and that the fast form played captures beside a back
// pair.
func TestMovesFastOppFreezes(t *testing.T) {
	rng := rand.New(rand.NewPCG(32, 32))
	base, err := Profile("donkers")
	if err != nil {
		t.Fatal(err)
	}
	var froze, played int
	for _, im := range []Immobility{ImmobileDuringMove, ImmobileDuringMoveSharedPhase} {
		for _, ni := range []NamuaImmobility{ImmobilityMtajiOnly, ImmobilityAlways} {
			r := base
			r.Immobility, r.NamuaImmobility = im, ni
			for k := range 20000 {
				v := []Variant{Kiswahili, Kujifunza}[k%2]
				p, ok := nearlyImmobile(rng, v)
				if !ok || p.validateFor(&r) != nil || turnStartOutcome(&r, &p).Over() {
					continue
				}
				got, want := moves(&r, &p, staleBuffer(make([]Successor, 128))), generalMoves(&r, &p)
				if !slices.Equal(got, want) {
					t.Fatalf("immobility %d, namua immobility %d: position %s: fast and general successors differ", im, ni, mustJSON(t, &p))
				}
				for _, s := range want {
					if s.Outcome.Reason == ReasonNoLegalMove && s.Outcome.Winner == p.ToMove {
						froze++
					}
				}
				if pairRings(&p.Pits[p.ToMove.Other()])>>8 != 0 {
					played += fastPlayed(&r, &p)
				}
			}
		}
	}
	t.Logf("%d successors froze the opponent; %d moves played by playWords beside his back pair", froze, played)
	if froze == 0 || played == 0 {
		t.Error("no capture froze the opponent, or none was played beside a back pair: the test checks nothing")
	}
}

// nearlyImmobile deals a position of variant v whose side not to move holds
// 0 or 1 seed a pit but one front pit of 2 to 5 and, half the time, one back
// pit of 2 to 4; the mover holds the rest. It reports false where the mover
// has too few seeds for that.
func nearlyImmobile(rng *rand.Rand, v Variant) (Position, bool) {
	p := randomPosition(rng, v)
	them := p.ToMove.Other()
	for i := range p.Pits[them] {
		p.Pits[them][i] = uint8(rng.IntN(2))
	}
	p.Pits[them][rng.IntN(8)] = uint8(2 + rng.IntN(4))
	if rng.IntN(2) == 0 {
		p.Pits[them][8+rng.IntN(8)] = uint8(2 + rng.IntN(3))
	}
	total := int(p.Store[0]) + int(p.Store[1])
	for s := range p.Pits {
		for _, n := range p.Pits[s] {
			total += int(n)
		}
	}
	mine := &p.Pits[p.ToMove]
	for ; total < TotalSeeds; total++ {
		mine[rng.IntN(RingSize)]++
	}
	for i := rng.IntN(RingSize); total > TotalSeeds; i = (i + 1) % RingSize {
		if mine[i] > 0 {
			mine[i]--
			total--
		}
		if i == RingSize-1 && noPits(mine) {
			return p, false
		}
	}
	for s := range p.House {
		if p.House[s] == HouseIntact && p.Pits[s][HouseRing] == 0 {
			p.House[s] = HouseDestroyed
		}
	}
	return p, true
}

// noPits reports whether the ring is empty.
func noPits(pits *[RingSize]uint8) bool {
	for _, n := range pits {
		if n != 0 {
			return false
		}
	}
	return true
}
