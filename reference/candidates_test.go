package reference

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// everyMove lists every move a caller may pass, legal or not: each pit (and
// none), each direction (and a bad one), each kichwa choice.
func everyMove() []Move {
	var out []Move
	for pit := Pit(0); pit <= 32; pit++ {
		p := pit
		if pit == 32 {
			p = NoPit
		}
		for _, d := range []Dir{NoDir, CW, CCW, 2} {
			for _, k := range []Kichwa{NoKichwa, LeftKichwa, RightKichwa} {
				out = append(out, Move{Pit: p, Dir: d, Kichwa: k})
			}
		}
	}
	return out
}

// TestIsStart checks Apply's legality test of one start against the list of
// candidates, for every move on positions of random games in every variant
// and on random deals (few seeds too: lone kichwas), under every profile and
// every option reading.
func TestIsStart(t *testing.T) {
	all := everyMove()
	checked := 0
	rng := rand.New(rand.NewPCG(14, 14))
	for name, r := range ruleSets(t) {
		var pos []Position
		for _, v := range []Variant{Kiswahili, Kujifunza, Hus} {
			pos = append(pos, playedPositions(r, v, 120, 7)...)
			for range 150 {
				pos = append(pos, randomPosition(rng, v))
			}
		}
		for i := range pos {
			p := &pos[i]
			var buf [maxCandidates]Move
			cands, capture := candidates(&r, p, buf[:0])
			for _, m := range all {
				legal, c := isStart(&r, p, m)
				want := slices.Contains(cands, m)
				if legal != want || (want && c != capture) {
					t.Fatalf("%s: position %s, move %+v: isStart %v, %v; candidates %v, %v", name, mustJSON(t, p), m, legal, c, want, capture)
				}
				checked++
			}
		}
	}
	t.Logf("%d starts checked", checked)
}

// TestPlainValid checks validateFor's quick test: it passes only positions
// the full checks pass, on positions of random games changed at random
// (corrupt: a byte or two of any field), under both readings of DISPUTE-4; and it passes
// most positions of games.
func TestPlainValid(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 6))
	var pos []Position
	for _, v := range []Variant{Kiswahili, Kujifunza, Hus} {
		pos = append(pos, playedPositions(Rules{}, v, 300, 9)...)
	}
	plain := 0
	for k := range 400000 {
		p := pos[k%len(pos)]
		if k >= len(pos) {
			corrupt(rng, &p)
		}
		var r Rules
		r.HouseDestroyedBy = HouseDestroyedBy(k % 2)
		if p.plainValid(&r) {
			plain++
			if err := p.checkFor(&r); err != nil {
				t.Fatalf("%+v: plainValid, but %v", p, err)
			}
		}
	}
	if plain < len(pos)/2 {
		t.Errorf("plainValid passed %d positions: want most positions of games", plain)
	}
}

// cycleSearched reports whether a move of p under r is searched for a cycle
// (DISPUTE-13: the cycle reading, and the 12-pass reading's capture and Hus
// moves; sim.cycleCheck). Tests that play the moves of random deals skip
// such deals: one can hold an endless move whose cycle is tens of millions
// of relays long (one found had 86,461,794), seconds to minutes to find. The
// cycle search has its scenarios (dispute-13) and the fuzz oracle.
func cycleSearched(r *Rules, p *Position) bool {
	switch r.LapLimit {
	case LapCycle:
		return true
	case Lap12Passes:
		var buf [maxCandidates]Move
		_, capture := candidates(r, p, buf[:0])
		return capture || p.Variant == Hus
	}
	return false
}

// randomPosition deals the 64 seeds at random (in namua, some stay in the
// stores): boards where long moves, and no short one, are common.
func randomPosition(rng *rand.Rand, v Variant) Position {
	p := Position{Variant: v, ToMove: Side(rng.IntN(2)), Blocked: NoPit, MustCapture: NoPit}
	left := TotalSeeds
	if v == Kiswahili {
		p.House = [2]HouseState{HouseState(1 + rng.IntN(2)), HouseState(1 + rng.IntN(2))}
		if rng.IntN(2) == 0 {
			big := 1 + 19*rng.IntN(2) // full boards, or a game's early namua
			p.Store[p.ToMove] = uint8(1 + rng.IntN(big))
			p.Store[1-p.ToMove] = uint8(rng.IntN(big))
			left -= int(p.Store[0]) + int(p.Store[1])
		}
	}
	spread := 1 + rng.IntN(32)
	for ; left > 0; left-- {
		k := rng.IntN(spread)
		p.Pits[k/16%2][k%16]++
	}
	for s := range p.House {
		if p.House[s] == HouseIntact && p.Pits[s][HouseRing] == 0 {
			p.House[s] = HouseDestroyed
		}
	}
	return p
}

// TestFastPathsZeroAllocs checks that the paths of this file allocate
// nothing: LegalMoves and Apply of every legal move (isStart's fall-back to
// the list included), under the default rules and profile donkers (whose
// verdicts use hasShortMove), in every variant.
func TestFastPathsZeroAllocs(t *testing.T) {
	for _, prof := range []string{"default", "donkers"} {
		r, err := Profile(prof)
		if err != nil {
			t.Fatal(err)
		}
		var pos []Position
		for _, v := range []Variant{Kiswahili, Kujifunza, Hus} {
			pos = append(pos, playedPositions(r, v, 100, 13)...)
		}
		mb := make([]Move, 0, maxSuccessors)
		if n := testing.AllocsPerRun(5, func() {
			for i := range pos {
				mb, _ = LegalMoves(r, pos[i], mb[:0])
				for _, m := range mb {
					if _, err := Apply(r, pos[i], m); err != nil {
						t.Fatal(err)
					}
				}
			}
		}); n != 0 {
			t.Errorf("%s: LegalMoves and Apply allocate %v times per run of %d positions, want 0", prof, n, len(pos))
		}
		if n := testing.AllocsPerRun(5, func() {
			for i := range pos {
				mb, _ = LegalMoves(r, pos[i], mb[:0])
				for _, m := range mb {
					if _, err := ApplyLegal(r, pos[i], m); err != nil {
						t.Fatal(err)
					}
				}
			}
		}); n != 0 {
			t.Errorf("%s: ApplyLegal allocates %v times per run of %d positions, want 0", prof, n, len(pos))
		}
	}
}

// TestNoPairs checks the word-wide test for a pit of 2 or more against
// pairsIn, on rings of mostly 0 and 1 with now and then a bigger pit.
func TestNoPairs(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 11))
	var none int
	for range 50000 {
		var ring [RingSize]uint8
		for i := range ring {
			ring[i] = uint8(rng.IntN(2))
			if rng.IntN(40) == 0 {
				ring[i] = uint8(rng.IntN(65))
			}
		}
		want := pairsIn(&ring, 0, RingSize) == 0
		if got := noPairs(&ring); got != want {
			t.Fatalf("%v: noPairs %v, want %v", ring, got, want)
		}
		if want {
			none++
		}
	}
	if none == 0 || none == 50000 {
		t.Errorf("noPairs always %v: the test does not reach both answers", none != 0)
	}
}

// TestPairsIn checks the word-wide count of pits with 2 or more seeds
// against counting them, over every range of rings.
func TestPairsIn(t *testing.T) {
	rng := rand.New(rand.NewPCG(10, 10))
	for range 20000 {
		var ring [RingSize]uint8
		for i := range ring {
			ring[i] = uint8(rng.IntN(4) * rng.IntN(20))
		}
		for from := 0; from <= RingSize; from++ {
			for to := from; to <= RingSize; to++ {
				want := 0
				for i := from; i < to; i++ {
					if ring[i] >= 2 {
						want++
					}
				}
				if got := pairsIn(&ring, from, to); got != want {
					t.Fatalf("%v, %d..%d: pairsIn %d, want %d", ring, from, to, got, want)
				}
			}
		}
	}
}
