package reference

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
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

// side is one side of a hand-made position for the decision tests: front
// pits 1..8 and back pits 1..8 from the owner's left, store, house.
type side struct {
	front, back [8]uint8
	store       uint8
	house       HouseState
}

// handPos builds a Bao la Kiswahili position from the two sides.
func handPos(toMove Side, south, north side) Position {
	p := Position{Variant: Kiswahili, ToMove: toMove, Blocked: NoPit, MustCapture: NoPit}
	for s, sd := range [2]side{south, north} {
		for i := 0; i < 8; i++ {
			p.Pits[s][i] = sd.front[i]   // A1..A8: rings 0..7
			p.Pits[s][15-i] = sd.back[i] // B1..B8: rings 15..8
		}
		p.Store[s], p.House[s] = sd.store, sd.house
	}
	return p
}

// TestDecisionFlips plays hand-derived moves: each case names a decision of
// the move's trace (its index among the decisions, its kind, rule and
// answer) and the result of taking it the other way, derived by hand as the
// one-line engine bug it stands for would play it. The derivations are in
// the comments; bao explain POS MOVE shows the decisions.
func TestDecisionFlips(t *testing.T) {
	const D = HouseDestroyed
	// F: namua, South to move; South's only seeds on the board: A2 = 1;
	// North's front a2 = 3, a7 = 2. A2 faces a7 (BOARD-8), so the hand seed
	// in A2 captures a7 (NAMUA-2), the only capture.
	f := handPos(South, side{front: [8]uint8{0, 1}, store: 29, house: D},
		side{front: [8]uint8{0, 3, 0, 0, 0, 0, 2}, store: 29, house: D})
	// L: mtaji, South's lone kichwa A1 = 3 (and B5 = 1); North 60 seeds in
	// its front row. A1 ccw would sow into B1, B2, B3 (MTAJI-5 bars it); no
	// capture exists (A1 cw ends in empty A4).
	l := handPos(South, side{front: [8]uint8{3}, back: [8]uint8{0, 0, 0, 0, 1}, house: D},
		side{front: [8]uint8{8, 8, 8, 8, 8, 8, 6, 6}, house: D})
	// H: mtaji, South A3 = 2 and the functional house A5 = 6; North's seeds
	// face neither (a4, a6 empty): no capture. A3 cw sows A4, A5: the
	// kutakata's last seed falls into the functional house (7) and the
	// move ends there (HOUSE-3).
	h := handPos(South, side{front: [8]uint8{0, 0, 2, 0, 6}, house: HouseIntact},
		side{front: [8]uint8{8, 8, 8, 0, 0, 0, 8, 8}, back: [8]uint8{2, 2, 2, 2, 2, 2, 2, 2}, house: D})
	// B: mtaji, South A2 = 2, A6 = 2; North a5 = 2 and 58 seeds in piles of
	// more than 15 (b6..b8), which start no capture. A6 ccw sows A5, A4
	// (kulala). Then A2 cw would end in A4 (1), facing a5: the only pit
	// South threatens (BLOCK-1); North cannot capture (BLOCK-5 does not
	// hold: a5's sowings end in empty a7 and a3); but a5 is North's only
	// non-empty front pit, so it cannot be blocked (BLOCK-2).
	b := handPos(South, side{front: [8]uint8{0, 2, 0, 0, 0, 2}, house: D},
		side{front: [8]uint8{0, 0, 0, 0, 2}, back: [8]uint8{0, 0, 0, 0, 0, 18, 20, 20}, house: D})
	// C: mtaji, South A3 = 2, A5 = 1, B8 = 1; North a1 = 3, a4 = 9, a6 = 2
	// and 4 + 6×7 in its back row. A3 cw sows A4, A5: A5 held 1 and faces
	// a4 (9), a capture; central, the first capture keeps the direction
	// (DIR-4): a4's 9 seeds enter at A1, clockwise, A1..A8 and B8 (2):
	// the back row captures nothing (CAP-7), so B8 relays into B7, B6
	// (kulala).
	c := handPos(South, side{front: [8]uint8{0, 0, 2, 0, 1}, back: [8]uint8{0, 0, 0, 0, 0, 0, 0, 1}, house: D},
		side{front: [8]uint8{3, 0, 0, 9, 0, 2}, back: [8]uint8{4, 6, 6, 6, 6, 6, 6, 6}, house: D})
	// N: namua, South A1 = 1 and the functional house A5 = 6; North a8 = 5,
	// a4 = 2, a1 = 1. The hand seed in A1 captures a8 (NAMUA-2), entered at
	// the left kichwa (DIR-1): A1 3, A2, A3, A4 1, and the house A5 7; A5
	// faces a4 (2), so the house captures before any stop-or-safari choice
	// (HOUSE-4).
	n := handPos(South, side{front: [8]uint8{1, 0, 0, 0, 6}, store: 25, house: HouseIntact},
		side{front: [8]uint8{1, 0, 0, 2, 0, 0, 0, 5}, store: 24, house: D})
	// F2: mtaji, South A2 = 2, A4 = 1; North a5 = 3 (facing A4) and 58
	// seeds in piles of more than 15 (b6..b8), which start no capture.
	// A2> ends in A4 (1), which faces a5 (3): a capture.
	f2 := handPos(South, side{front: [8]uint8{0, 2, 0, 1}, house: D},
		side{front: [8]uint8{0, 0, 0, 0, 3}, back: [8]uint8{0, 0, 0, 0, 0, 18, 20, 20}, house: D})
	// H: namua, South A2 = 1 and the functional house A5 = 6; North a8 = 2.
	// The house is not the only non-empty front pit (A2), so it may not take
	// the hand seed (NAMUA-5).
	h2 := handPos(South, side{front: [8]uint8{0, 1, 0, 0, 6}, store: 27, house: HouseIntact},
		side{front: [8]uint8{0, 0, 0, 0, 0, 0, 0, 2}, store: 28, house: D})
	// NB: namua, South A1 = 1, A3 = 2 (stated blocked), the functional
	// house A5 = 8, A6 = 1; North a8, a6, a4, a3 empty: no capture (the
	// scenario of DISPUTE-15 "a namua kutakata ends in a pit the position
	// blocks"). A1> sows A2, A3 (3): a block binds only in mtaji
	// (BLOCK-7), so A3 relays on.
	nb := handPos(South, side{front: [8]uint8{1, 0, 2, 0, 8, 1}, store: 10, house: HouseIntact},
		side{front: [8]uint8{2, 2, 0, 0, 8}, back: [8]uint8{2, 2, 2, 2, 3, 3, 3, 3}, store: 10, house: HouseIntact})
	nb.Blocked = PitOf(South, 2)
	// CH: mtaji, North to move. b7> (3 seeds) sows b8, a8, a7 (1 -> 2), a
	// marker facing A2 (1): the capture enters at North's right kichwa a8
	// (3 -> 4), a marker facing A1 (4): the chain captures again (CAP-6).
	ch := handPos(North, side{front: [8]uint8{4, 1, 2, 3, 3, 4, 1, 3}, back: [8]uint8{2, 1, 1, 0, 2, 0, 3}, house: D},
		side{front: [8]uint8{1, 0, 6, 0, 0, 7, 1, 2}, back: [8]uint8{0, 3, 1, 2, 3, 0, 3, 5}, house: D})
	start := Start(Kiswahili, SetupStandard)

	for _, tc := range []struct {
		alike  Alike // the later decisions alike it taken the other way too
		name   string
		p      Position
		move   string
		k      int // the decision taken the other way
		d      Decision
		rule   string
		held   bool
		legal  bool   // the move is legal as the rules judge it
		want   string // the result taken the other way: rows of its diagram (FormatDiagram, diagramLines), or ErrCannotFlip's words
		winner string // the outcome taken the other way ("" while the game goes on)
		cannot bool   // the other way cannot be played (ErrCannotFlip)
	}{
		// The facing pit read as a_i instead of a_(9-i) (a mirrored board):
		// the hand seed in A2 reads a2 (3): still a capture, of a2's 3
		// seeds, entered at the left kichwa (DIR-1): A1 1, A2 3, A3 1; A3
		// was empty: kulala. (Rules: phase 0, hand-seed row 1, facing 2.)
		{name: "facing", alike: AlikeKind, p: f, move: "A2<", k: 2, d: DecFacing, rule: "BOARD-8", held: true, legal: true,
			want: "a 0 2 0 0 0 0 0 0|A 1 3 1 0 0 0 0 0"},
		// The facing pit read as a_i in the start's judgement only: A2>
		// ends in A4, read as facing a4 (empty): no capture start, and no
		// other start captures (A2< ends in the back row; A4's single seed
		// starts nothing), so a kutakata: A2's 2 seeds into A3, A4 (2, a
		// marker, but a kutakata captures nowhere: relay) into A5, A6
		// (kulala). a5 keeps its 3. (Decisions: phase 0, SOW-8 1, seed
		// cap 2, capture row 3, facing 4.)
		{name: "facing at the start", p: f2, move: "A2>", k: 4, d: DecFacing, rule: "BOARD-8", held: true, legal: true,
			want: "a 0 0 0 3 0 0 0 0|A 0 0 1 0 1 1 0 0"},
		// The kimbi capture entered at the right kichwa (DIR-1 the other
		// way): a7's 2 seeds go into A8, A7 counter-clockwise; A7 was
		// empty: kulala. A2 keeps its 2 (the hand seed's pit is not sown).
		{name: "kichwa", p: f, move: "A2<", k: 4, d: DecKichwa, rule: "DIR-1", held: true, legal: true,
			want: "a 0 0 0 0 0 0 3 0|A 0 2 0 0 0 0 1 1"},
		// The namua capture missed (NAMUA-2 the other way): A2>* is then a
		// kutakata, and no other start captures (CAP-2): A2 (2 with the hand
		// seed) sown into A3, A4; kulala.
		{name: "capture start", p: f, move: "A2>*", k: 3, d: DecCaptureStart, rule: "NAMUA-2", held: true,
			legal: false, want: "a 0 2 0 0 0 0 3 0|A 0 0 1 1 0 0 0 0"},
		// The phase the other way: a namua kutakata played as a mtaji one,
		// without the hand seed: A6's 2 seeds into A7 (3) and A8 (1); the
		// store keeps its 22.
		{name: "phase", p: start, move: "A6>*", k: 0, d: DecPhase, rule: "PHASE-1", held: true, legal: true,
			want: "a 0 2 2 6 0 0 0 0|A 0 0 0 0 6 0 3 1|South store 22"},
		// A mtaji move cannot be a namua one: the store is empty.
		{name: "phase to namua", p: l, move: "A1>*", k: 0, d: DecPhase, rule: "PHASE-1", held: false, legal: true,
			want: "the store is empty", cannot: true},
		// The lone kichwa sown towards the back row (MTAJI-5 the other way):
		// A1's 3 seeds into B1, B2, B3; kulala in B3; South's front row is
		// empty: North wins (END-1). Decisions: phase 0, SOW-8 1, seed cap
		// 2, capture row 3 (B3: the back row), CAP-2 4, lone kichwa 5.
		{name: "lone kichwa", p: l, move: "A1<*", k: 5, d: DecLoneKichwa, rule: "MTAJI-5", held: true, legal: false,
			want: "A 0 0 0 0 0 0 0 0|B 1 1 1 0 1 0 0 0", winner: "north"},
		// A first sowing ending in the back row read as a front one: a back
		// pit faces nothing.
		{name: "capture row", p: l, move: "A1<*", k: 3, d: DecCaptureRow, rule: "CAP-7", held: false, legal: false,
			want: "faces no opponent pit", cannot: true},
		// The kutakata not stopped by the functional house (HOUSE-3 the
		// other way): the house's 7 seeds relay on (KUEN-1), which destroys
		// it (HOUSE-1): A6, A7, A8, B8, B7, B6, B5; kulala in B5. Decisions:
		// phase 0, SOW-8 1, seed cap 2, capture row 3, facing 4, capture
		// start 5, CAP-2 6; in the house HOUSE-2 7, HOUSE-3 8.
		{name: "house stop", p: h, move: "A3>*", k: 8, d: DecHouseStop, rule: "HOUSE-3", held: true, legal: true,
			want: "A 0 0 0 1 0 1 1 1|B 0 0 0 0 1 1 1 1|South store 0 house destroyed"},
		// The only front pit of North's with seeds blocked all the same
		// (BLOCK-2 the other way): North has no move left (END-2). Decisions:
		// phase 0, SOW-8 1, seed cap 2, capture row 3, facing 4, capture
		// start 5, CAP-2 6, kulala 7, lap limit 8, BLOCK-1 9, BLOCK-5 10,
		// BLOCK-2 11.
		{name: "block exempt", p: b, move: "A6<*", k: 11, d: DecBlockExempt, rule: "BLOCK-2", held: true, legal: true,
			want: "a 0 0 0 2 0 0 0 0|A 0 2 0 1 1 0 0 0|a5 is blocked", winner: "south"},
		// The back pit B8 read as A8, the front pit of its column (CAP-7
		// the other way): B8 held 1 and A8 faces a1 (3), so a1 is captured;
		// A8 is the right kichwa (DIR-1): its 3 seeds into A8, A7, A6 (2,
		// held 1, facing empty a3: relay) into A5, A4 (3, facing empty a5:
		// relay) into A3, A2, A1 (2, facing empty a8: relay) into B1, B2
		// (kulala). B8 keeps its 2.
		{name: "back-row capture", p: c, move: "A3>", k: 7, d: DecCapture, rule: "CAP-7", held: false, legal: true,
			want: "a 0 0 2 0 0 0 0 0|A 0 2 2 0 4 0 2 2|B 1 1 0 0 0 0 0 2"},
		// The house's capture not taken (HOUSE-4 the other way): the
		// namua capture move stops in the functional house (7), as where
		// it faces an empty pit, and the store has given one seed.
		{name: "house capture", p: n, move: "A1", k: 5, d: DecCapture, rule: "HOUSE-4", held: true, legal: true,
			want: "a 0 0 0 0 2 0 0 1|A 3 1 1 1 7 0 0 0|South store 24 house intact"},
		// The house read as the only non-empty front pit (NAMUA-6 the
		// other way): A5<* is played and taxed: the hand seed makes 7, two
		// seeds are sown into A4, A3 (kulala), 5 stay. (Decisions: phase
		// 0, hand-seed row 1, facing 2, NAMUA-2 3, CAP-2 4, HOUSE-2 5.)
		{name: "house only", p: h2, move: "A5<*", k: 6, d: DecHouseOnly, rule: "NAMUA-6", held: false, legal: false,
			want: "A 0 1 1 1 5 0 0 0|South store 26"},
		// The stated block read as binding in namua (BLOCK-7 the other
		// way): the kutakata ends in A3 (3); A4..A8 as they were.
		// (Decisions: ... HOUSE-2 5, NAMUA-6 6, KUEN-1 7 at A3.)
		{name: "namua block", p: nb, move: "A1>*", k: 8, d: DecBlockedEnd, rule: "BLOCK-7", held: false, legal: true,
			want: "A 0 1 3 0 8 1 0 0|South store 9"},
		// The chain stopped (CAP-6 the other way): a8 (4) is not
		// captured from but relayed: a7 3, a6 8, a5 1, a4 0 -> 1 (kulala).
		// A1 keeps its 4. (Decisions: phase 0, SOW-8 1, seed cap 2,
		// capture row 3, facing 4, CAP-1 5, DIR-1 6, CAP-1 7 at a8.)
		{name: "chain", p: ch, move: "b7>", k: 8, d: DecChain, rule: "CAP-6", held: true, legal: true,
			want: "b 6 0 0 3 2 1 3 0|a 0 3 8 1 1 6 0 1|A 4 0 2 3 3 4 1 3"},
		// The last seed in empty B7 relayed (SOW-7 the other way): B7's lone
		// seed is sown into B6, empty: kulala there.
		{name: "kulala", p: start, move: "A7>*", k: 5, d: DecKulala, rule: "SOW-7", held: true, legal: true,
			want: "A 0 0 0 0 6 2 0 1|B 0 0 0 0 0 1 0 1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if err := tc.p.validateFor(&Rules{}); err != nil {
				t.Fatalf("the position is not valid: %v", err)
			}
			m, err := ParseMove(Rules{}, tc.p, tc.move)
			if err != nil && !tc.legal {
				// ParseMove reads legal moves only: a South kutakata "A2>*" literally.
				m, err = Move{Pit: mustPit(t, tc.move[:2]), Dir: map[byte]Dir{'>': CW, '<': CCW}[tc.move[2]]}, nil
			}
			if err != nil {
				t.Fatal(err)
			}
			_, ev, err := ApplyTrace(Rules{}, tc.p, m)
			if (err == nil) != tc.legal {
				t.Fatalf("ApplyTrace: %v, want legal %v", err, tc.legal)
			}
			dec := Decisions(ev)
			if tc.k >= len(dec) {
				t.Fatalf("%d decisions, want decision %d: %v", len(dec), tc.k, dec)
			}
			if e := dec[tc.k]; e.Decision != tc.d || e.Rule != tc.rule || e.Held != tc.held {
				t.Fatalf("decision %d is %s %s held=%v (%s), want %s %s held=%v\n%v", tc.k, e.Decision, e.Rule, e.Held, e.Detail, tc.d, tc.rule, tc.held, dec)
			}
			res, fl, err := ApplyFlippedAlike(Rules{}, tc.p, m, tc.k, tc.alike)
			if tc.cannot {
				if !errors.Is(err, ErrCannotFlip) || !strings.Contains(err.Error(), tc.want) {
					t.Fatalf("ApplyFlipped: %v, want ErrCannotFlip saying %q", err, tc.want)
				}
				return
			}
			if err != nil {
				t.Fatalf("ApplyFlipped: %v\n%v", err, fl)
			}
			if n := len(Decisions(fl)); n <= tc.k || !Decisions(fl)[tc.k].Flipped {
				t.Errorf("the flipped trace does not mark decision %d", tc.k)
			}
			text := FormatDiagram(res.Position)
			for _, w := range strings.Split(tc.want, "|") {
				if !strings.Contains(diagramLines(text), w) {
					t.Errorf("taken the other way the result lacks %q:\n%s", w, text)
				}
			}
			if got := res.Outcome.Winner.String(); (tc.winner == "") == res.Outcome.Over() || (tc.winner != "" && got != tc.winner) {
				t.Errorf("outcome %+v, want winner %q", res.Outcome, tc.winner)
			}
		})
	}
}

// diagramLines flattens a diagram for the tests' row fragments: each row's
// label and counts separated by one space ("A 1 3 1 0 0 0 0 0"; North's
// rows run from pit 8 to pit 1, as seen from South), a side's line as
// "South store 0 house destroyed", a block as "a5 is blocked".
func diagramLines(text string) string {
	return strings.Join(strings.Fields(strings.NewReplacer("[", " ", "]", " ").Replace(text)), " ")
}

// TestFlipProperties plays moves of game positions and random deals (with
// blocks and obligations) under every rule set, legal and illegal, and
// takes each of their decisions the other way in turn. With none taken so
// (k = -1) ApplyFlipped answers as Apply; its trace's effects are
// ApplyTrace's. Taken so, it never panics, and either errs cleanly (an
// illegal move, ErrCannotFlip, or ErrNoDecision past the last decision) or
// returns a position the rules allow; the decisions before the k-th are the
// unflipped trace's, and the k-th is the same question answered the other
// way.
func TestFlipProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(34, 1))
	all := everyMove()
	flips, errs, played := 0, map[string]int{}, 0
	for name, r := range ruleSets(t) {
		pos := judgePositions(r, 8, 34)
		for range pos {
			p := &pos[rng.IntN(len(pos))]
			ms, _ := LegalMoves(r, *p, nil)
			for j := 0; j < 3; j++ {
				ms = append(ms, all[rng.IntN(len(all))])
			}
			for _, m := range ms[max(0, len(ms)-6):] {
				want, wantErr := Apply(r, *p, m)
				got, ev, err := ApplyFlipped(r, *p, m, -1)
				if got != want || (err == nil) != (wantErr == nil) || (err != nil && err.Error() != wantErr.Error()) {
					t.Fatalf("%s: %v in %v: ApplyFlipped(-1) %+v, %v; Apply %+v, %v", name, m, *p, got, err, want, wantErr)
				}
				base := Decisions(ev)
				for k := 0; k <= len(base); k++ {
					res, fl, err := ApplyFlipped(r, *p, m, k)
					flips++
					switch {
					case k == len(base):
						if !errors.Is(err, ErrNoDecision) {
							t.Fatalf("%s: %v in %v: ApplyFlipped(%d) past the last decision: %v", name, m, *p, k, err)
						}
						continue
					case err != nil:
						var ie *IllegalMoveError
						switch {
						case errors.As(err, &ie):
							errs["illegal"]++
						case errors.Is(err, ErrCannotFlip):
							errs["cannot"]++
						default:
							t.Fatalf("%s: %v in %v: ApplyFlipped(%d) (%s): %v", name, m, *p, k, base[k], err)
						}
					default:
						played++
						if verr := res.Position.validateFor(&r); verr != nil {
							t.Fatalf("%s: %v in %v: ApplyFlipped(%d) leaves an invalid position: %v", name, m, *p, k, verr)
						}
					}
					dec := Decisions(fl)
					if len(dec) <= k {
						if err == nil || !errors.Is(err, ErrCannotFlip) {
							t.Fatalf("%s: %v in %v: ApplyFlipped(%d): its trace has %d decisions", name, m, *p, k, len(dec))
						}
						continue
					}
					for i := 0; i <= k; i++ {
						a, b := base[i], dec[i]
						if a.Decision != b.Decision || a.Rule != b.Rule || a.Pit != b.Pit || (a.Held != b.Held) != (i == k) || b.Flipped != (i == k) {
							t.Fatalf("%s: %v in %v: ApplyFlipped(%d): decision %d is %s, unflipped %s", name, m, *p, k, i, b, a)
						}
					}
					// Alike: the same flip, and then every later decision
					// like it the other way too, each marked; never a panic,
					// an error of the kinds above or a valid position.
					for _, alike := range []Alike{AlikeCount, AlikeKind} {
						res, fl, err := ApplyFlippedAlike(r, *p, m, k, alike)
						var ie *IllegalMoveError
						switch {
						case err != nil && !errors.As(err, &ie) && !errors.Is(err, ErrCannotFlip):
							t.Fatalf("%s: %v in %v: ApplyFlippedAlike(%d, %d): %v", name, m, *p, k, alike, err)
						case err == nil:
							if verr := res.Position.validateFor(&r); verr != nil {
								t.Fatalf("%s: %v in %v: ApplyFlippedAlike(%d, %d) leaves an invalid position: %v", name, m, *p, k, alike, verr)
							}
						}
						like := base[k]
						for i, e := range Decisions(fl) {
							if i > k && e.Flipped && (e.Decision != like.Decision || e.Rule != like.Rule) {
								t.Fatalf("%s: %v in %v: ApplyFlippedAlike(%d, %d) flipped %s, unlike %s", name, m, *p, k, alike, e, like)
							}
						}
					}
				}
			}
		}
	}
	t.Logf("%d decisions taken the other way: %d played, refused or not playable %v", flips, played, errs)
	if played == 0 || errs["illegal"] == 0 || errs["cannot"] == 0 {
		t.Errorf("the flips reached too little: %d played, %v", played, errs)
	}
}

// TestTraceDecisionsOnly checks ApplyTrace's events of an illegal move: the
// decisions up to the refusal, no effect. (The move's effects are the same
// with or without the decisions: TestJudgeStart and the vectors hold the
// rest.)
func TestTraceDecisionsOnly(t *testing.T) {
	p := handPos(South, side{front: [8]uint8{3}, back: [8]uint8{0, 0, 0, 0, 1}, house: HouseDestroyed},
		side{front: [8]uint8{8, 8, 8, 8, 8, 8, 6, 6}, house: HouseDestroyed})
	_, ev, err := ApplyTrace(Rules{}, p, Move{Pit: mustPit(t, "A1"), Dir: CCW})
	var ie *IllegalMoveError
	if !errors.As(err, &ie) || ie.Kind != IllegalLoneKichwa {
		t.Fatalf("A1 ccw: %v, want the lone kichwa refused", err)
	}
	if len(ev) == 0 || len(Effects(ev)) != 0 {
		t.Fatalf("the trace of an illegal move: %v, want decisions only", ev)
	}
	if last := ev[len(ev)-1]; last.Decision != DecLoneKichwa || last.Rule != "MTAJI-5" || !last.Held {
		t.Errorf("the last decision %s, want the lone kichwa's (MTAJI-5)", last)
	}
}

// TestForReaderUnboundBlock: a reader following the namua kutakata of
// DISPUTE-15 ("a namua kutakata ends in a pit the position blocks") sees why
// the sowing goes on through A3 (BLOCK-7), and none of the capture-or-relay
// tests no effect needs.
func TestForReaderUnboundBlock(t *testing.T) {
	p := handPos(South, side{front: [8]uint8{1, 0, 2, 0, 8, 1}, store: 10, house: HouseIntact},
		side{front: [8]uint8{2, 2, 0, 0, 8}, back: [8]uint8{2, 2, 2, 2, 3, 3, 3, 3}, store: 10, house: HouseIntact})
	p.Blocked = PitOf(South, 2)
	_, trace, err := ApplyTrace(Rules{}, p, Move{Pit: PitOf(South, 0), Dir: CW})
	if err != nil {
		t.Fatal(err)
	}
	var shown []string
	for _, e := range Decisions(trace) {
		if e.ForReader() {
			shown = append(shown, fmt.Sprintf("%s %s %s %v", e.Decision, e.Rule, e.Pit, e.Held))
		}
	}
	if want := []string{"blocked-end BLOCK-7 A3 false"}; !slices.Equal(shown, want) {
		t.Errorf("the reader's decisions are %q, want %q", shown, want)
	}
}
