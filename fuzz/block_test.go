package fuzz

import (
	bao "github.com/baolakiswahili/conformance/reference"
)

// firstTargets is an independent oracle for "which opponent pits could the
// side to move capture first" (BLOCK-1 with DISPUTE-16's first-target
// reading): it sows each capturing start's first sowing itself.
func firstTargets(r bao.Rules, p bao.Position) map[bao.Ring]bool {
	me := p.ToMove
	mine, opp := p.Pits[me], p.Pits[me.Other()]
	out := map[bao.Ring]bool{}
	pairs, front := 0, 0
	for i := range 16 {
		if mine[i] >= 2 {
			pairs++
		}
		if i < 8 && mine[i] > 0 {
			front++
		}
	}
	if front == 0 {
		return out
	}
	if p.Variant == bao.Kiswahili && p.Store[me] > 0 {
		if r.NamuaImmobility == bao.ImmobilityAlways && pairs == 0 {
			return out
		}
		for i := range 8 {
			if mine[i] == 0 || opp[7-i] == 0 {
				continue
			}
			if i == 4 && r.NamuaHouseCapture == bao.HouseCaptureForbidden && p.House[me] == bao.HouseIntact && front > 1 {
				continue
			}
			out[bao.Ring(7-i)] = true
		}
		return out
	}
	for i := range 16 {
		n := int(mine[i])
		if n < 2 || n > 15 {
			continue
		}
		for _, d := range []int{1, -1} {
			c := mine
			c[i] = 0
			at := i
			for range n {
				at = (at + d + 16) % 16
				c[at]++
			}
			if at < 8 && opp[7-at] > 0 && (c[at] > 1 || r.Marker == bao.MarkerFacingOnly) {
				out[bao.Ring(7-at)] = true
			}
		}
	}
	return out
}

// checkBlock checks the block and the obligation of a result that goes on
// against the kutakatia rules (BLOCK-1, -2, -5, -6, -7; DISPUTE-15..19, 26),
// for the readings the oracle covers (blockCount=first-target).
func (c *moveCtx) checkBlock() {
	c.t.Helper()
	r, p, q := c.r, c.p, c.res.Position
	me, them := p.ToMove, p.ToMove.Other()
	if c.res.Outcome.Over() {
		return
	}
	if r.BlockDuration != bao.BlockOneMove || p.Lasting != ([2]bao.LastingBlock{}) {
		// DISPUTE-20's lasting blocks are not in this oracle: the reference
		// tests (TestSuccessorContract) and disputes/dispute-20 cover them.
		return
	}
	want := bao.NoPit
	applies := true
	switch {
	case r.Kutakatia == bao.KutakatiaOff: // DISPUTE-31: no block at all
		applies = false
	case p.Variant == bao.Hus:
		applies = false
	case p.Variant == bao.Kujifunza && r.KujifunzaBlocking == bao.KujifunzaNoBlocking: // VAR-KUJ-3
		applies = false
	case r.KutakatiaPhase == bao.KutakatiaMtajiOnly && (p.Phase() == bao.Namua || q.Phase() == bao.Namua): // BLOCK-7
		applies = false
	case r.KutakatiaPhase == bao.KutakatiaStoresEmpty && q.Store[0]+q.Store[1] != 0:
		applies = false
	case c.captureMove && r.BlockTrigger != bao.BlockAfterAnyMove: // BLOCK-1: after a kutakata
		applies = false
	}
	if applies {
		probe := q
		probe.ToMove = me
		probe.Blocked, probe.MustCapture = bao.NoPit, bao.NoPit
		targets := c.threats(probe)
		defended := r.BlockTrigger != bao.BlockWithoutDefenceCheck && captureExists(r, q) // BLOCK-5
		if len(targets) == 1 && !defended {
			for t := range targets {
				if !c.exempt(q, them, t) {
					want = bao.PitOf(them, t)
				}
			}
		}
	}
	if q.Blocked != want {
		c.fail("the result blocks %s; the kutakatia rules say %s", q.Blocked, want)
	}
	// BLOCK-6: the blocked player made a kutakata (any move under
	// no-defence-check): the blocker must capture the pit in his next move,
	// unless blockObligation=none or the pit is empty now.
	if r.KutakatiaPhase == bao.KutakatiaStoresEmpty {
		return
	}
	wantMust := bao.NoPit
	if p.Blocked != bao.NoPit && blocksBind(r, p.Variant) && r.BlockObligation != bao.ObligationNone &&
		(p.Phase() == bao.Mtaji || r.KutakatiaPhase == bao.KutakatiaBothPhases) &&
		(!c.captureMove || r.BlockTrigger == bao.BlockWithoutDefenceCheck) && q.Seeds(p.Blocked) > 0 {
		wantMust = p.Blocked
	}
	if q.MustCapture != wantMust {
		c.fail("the result obliges %s to capture %s; BLOCK-6 says %s", them, q.MustCapture, wantMust)
	}
}

// exempt applies BLOCK-2 and DISPUTE-18: pits of side s in q that cannot be
// blocked.
func (c *moveCtx) exempt(q bao.Position, s bao.Side, t bao.Ring) bool {
	r := c.r
	pits := q.Pits[s]
	if t == bao.HouseRing && q.House[s] == bao.HouseIntact && (pits[t] >= 6 || r.BlockExceptions == bao.ExceptOwnedHouse) {
		return true // a functional (or, FR 5.1.1.1, any owned) house
	}
	front, pairs, allPairs := 0, 0, 0
	for i := range 16 {
		if i < 8 && pits[i] > 0 {
			front++
		}
		if i < 8 && pits[i] >= 2 {
			pairs++
		}
		if pits[i] >= 2 {
			allPairs++
		}
	}
	if r.BlockExceptions != bao.ExceptDE && front == 1 {
		return true // the only non-empty front pit
	}
	if r.BlockExceptions == bao.ExceptWholeSide {
		pairs = allPairs
	}
	return pits[t] >= 2 && pairs == 1 // the only pit with 2 or more
}

// blocksBind reports whether a block or obligation stated in a position of
// variant v binds under r: kutakatia is played (DISPUTE-31), not in Hus, and in
// Kujifunza only under kujifunzaBlocking=on (DISPUTE-26).
func blocksBind(r bao.Rules, v bao.Variant) bool {
	return r.Kutakatia == bao.KutakatiaOn && v != bao.Hus && (v != bao.Kujifunza || r.KujifunzaBlocking == bao.KujifunzaBlocks)
}

// checkKutakataStarts checks the mtaji kutakata starts against the rules
// (MTAJI-4, SOW-8, BLOCK-4, DISPUTE-11, DISPUTE-21) when no capture exists:
// every front pit of 2 or more in both directions, or, with no such pit, the
// back row's. Positions with an obligation or the 100-seed limit (which
// remove moves for other reasons) are left out, and so are those whose game
// is over before the side to move plays (otherLost: it has no move at all).
func checkKutakataStarts(t tb, r bao.Rules, p bao.Position, succ []bao.Successor) {
	t.Helper()
	if p.Variant == bao.Hus || p.Phase() == bao.Namua || captureExists(r, p) || p.FrontEmpty(p.ToMove) ||
		p.MustCapture != bao.NoPit || r.LapLimit == bao.Lap100Illegal || otherLost(r, p) {
		return
	}
	mine := p.Pits[p.ToMove]
	front, pairs := 0, 0
	for i := range 8 {
		if mine[i] > 0 {
			front++
		}
		if mine[i] >= 2 {
			pairs++
		}
	}
	want := map[bao.Move]bool{}
	lo, hi := 0, 8
	if pairs == 0 {
		lo, hi = 8, 16
		if r.BackRowKutakata == bao.BackRowIfFrontEmpty && front > 0 {
			lo, hi = 0, 0
		}
	}
	for i := lo; i < hi; i++ {
		pit := bao.PitOf(p.ToMove, bao.Ring(i))
		if mine[i] < 2 || (pit == p.Blocked && blocksBind(r, p.Variant)) {
			continue
		}
		for _, d := range []bao.Dir{bao.CW, bao.CCW} {
			lone := front == 1 && ((i == 0 && d == bao.CCW) || (i == 7 && d == bao.CW))
			if lone && r.LoneKichwa == bao.LoneKichwaForbidden {
				continue
			}
			want[bao.Move{Pit: pit, Dir: d}] = true
		}
	}
	got := map[bao.Move]bool{}
	for _, s := range succ {
		m := s.Move
		m.Safari = false
		got[m] = true
	}
	for m := range want {
		if !got[m] {
			t.Fatalf("kutakata %s is missing from the legal moves of %s", mj(m), js(p))
		}
	}
	for m := range got {
		if !want[m] {
			t.Fatalf("%s is legal, but no kutakata rule allows it, in %s", mj(m), js(p))
		}
	}
}

// checkNamuaStarts checks the namua kutakata starts against the rules when no
// namua capture exists (NAMUA-3, -5, -6, -8, -9; DISPUTE-6, -10, -11, -15,
// -23): every non-empty front pit in both directions, except the house while
// taxation does not allow it, singletons while pits of 2 or more must be
// used, the blocked pit under kutakatiaPhase=both-phases, and a lone kichwa
// towards the back row. Positions with an obligation or the 100-seed limit
// are left out, and so are those whose game is over before the side to move
// plays (otherLost).
func checkNamuaStarts(t tb, r bao.Rules, p bao.Position, succ []bao.Successor) {
	t.Helper()
	if p.Variant != bao.Kiswahili || p.Phase() != bao.Namua || captureExists(r, p) ||
		p.MustCapture != bao.NoPit || r.LapLimit == bao.Lap100Illegal || otherLost(r, p) ||
		(r.KutakatiaPhase == bao.KutakatiaStoresEmpty && p.Blocked != bao.NoPit) {
		return
	}
	me := p.ToMove
	mine := p.Pits[me]
	front, frontPairs, allPairs := 0, 0, 0
	for i := range 16 {
		if i < 8 && mine[i] > 0 {
			front++
		}
		if mine[i] >= 2 {
			allPairs++
			if i < 8 {
				frontPairs++
			}
		}
	}
	want := map[bao.Move]bool{}
	immobile := r.NamuaImmobility == bao.ImmobilityAlways && allPairs == 0
	functional := p.House[me] == bao.HouseIntact && mine[bao.HouseRing] >= 6
	restrict := false
	switch r.NamuaSingletons {
	case bao.SingletonsUnlessFunctional:
		restrict = !functional
	case bao.SingletonsOnlyDestroyed:
		restrict = p.House[me] != bao.HouseIntact
	}
	if r.HouseStart == bao.HouseStartAbstractPlay && p.House[me] == bao.HouseIntact && mine[bao.HouseRing] >= 2 {
		frontPairs-- // DISPUTE-6b: AbstractPlay's "2 or more first" leaves the house out
	}
	if frontPairs == 0 {
		restrict = false
	}
	for i := 0; i < 8 && !immobile && front > 0; i++ {
		pit := bao.PitOf(me, bao.Ring(i))
		n := mine[i]
		if n == 0 || (r.KutakatiaPhase == bao.KutakatiaBothPhases && r.Kutakatia == bao.KutakatiaOn && pit == p.Blocked) {
			continue
		}
		if i == int(bao.HouseRing) && p.House[me] == bao.HouseIntact && !functional && front > 1 && r.HouseStart != bao.HouseStartOrdinary {
			// DISPUTE-6b: a house below 6 beside other pits: Donkers starts
			// it, AbstractPlay does not, whatever the taxation reading.
			if r.HouseStart == bao.HouseStartAbstractPlay {
				continue
			}
		} else if i == int(bao.HouseRing) && p.House[me] == bao.HouseIntact {
			switch r.Taxation {
			case bao.TaxOnlyPit:
				if functional && front > 1 {
					continue
				}
			case bao.TaxAnyCount:
				if front > 1 {
					continue
				}
			}
		}
		if restrict && n < 2 {
			continue
		}
		for _, d := range []bao.Dir{bao.CW, bao.CCW} {
			lone := front == 1 && ((i == 0 && d == bao.CCW) || (i == 7 && d == bao.CW))
			if lone && r.LoneKichwa == bao.LoneKichwaForbidden {
				continue
			}
			want[bao.Move{Pit: pit, Dir: d}] = true
		}
	}
	got := map[bao.Move]bool{}
	for _, s := range succ {
		m := s.Move
		m.Safari = false
		got[m] = true
	}
	for m := range want {
		if !got[m] {
			t.Fatalf("namua kutakata %s is missing from the legal moves (%d listed)\nrules %v\nposition %s", mj(m), len(succ), r.Diff(bao.Rules{}), js(p))
		}
	}
	for m := range got {
		if !want[m] {
			t.Fatalf("%s is legal, but no namua kutakata rule allows it\nrules %v\nposition %s", mj(m), r.Diff(bao.Rules{}), js(p))
		}
	}
}

// checkObligation checks BLOCK-6 and DISPUTE-19 when the side to move must
// capture a pit: the legal moves are exactly those of the same position
// without the obligation that capture it (anywhere in the move, or first
// under blockObligation=first-capture), read from their traces; when none
// does, all of them (the defensive fallback).
func checkObligation(t tb, r bao.Rules, p bao.Position, succ []bao.Successor) {
	t.Helper()
	if p.MustCapture == bao.NoPit {
		return
	}
	free := p
	free.MustCapture = bao.NoPit
	all, err := bao.Moves(r, free, nil)
	if err != nil {
		t.Fatalf("Moves without the obligation: %v", err)
	}
	binds := r.BlockObligation != bao.ObligationNone && blocksBind(r, p.Variant)
	var fulfil []bao.Move
	for _, s := range all {
		_, ev, err := bao.ApplyTrace(r, free, s.Move)
		if err != nil {
			t.Fatalf("ApplyTrace(%s) without the obligation: %v", mj(s.Move), err)
		}
		first := true
		for _, e := range ev {
			if e.Kind != bao.EvCapture {
				continue
			}
			if e.Pit == p.MustCapture && (first || r.BlockObligation != bao.ObligationFirstCapture) {
				fulfil = append(fulfil, s.Move)
				break
			}
			first = false
		}
	}
	want := map[bao.Move]bool{}
	if binds && len(fulfil) > 0 {
		for _, m := range fulfil {
			want[m] = true
		}
	} else {
		for _, s := range all {
			want[s.Move] = true
		}
	}
	if len(succ) != len(want) {
		t.Fatalf("%d legal moves under the obligation to capture %s, the rules give %d (%d fulfil it)\nrules %v\nposition %s", len(succ), p.MustCapture, len(want), len(fulfil), r.Diff(bao.Rules{}), js(p))
	}
	for _, s := range succ {
		if !want[s.Move] {
			t.Fatalf("%s is legal although it does not capture %s (BLOCK-6)\nrules %v\nposition %s", mj(s.Move), p.MustCapture, r.Diff(bao.Rules{}), js(p))
		}
	}
}

// threats returns the opponent pits that count as harvests of the side to
// move of probe under DISPUTE-16: the first targets of its capture starts
// (first-target), the first target of its only capturing move (capture-move:
// a central namua capture or a free mtaji kichwa is two moves), or every pit
// captured anywhere by its capture moves played out (any-target, read from
// the engine's traces, which the replay checks; capturedBeforeLimit).
func (c *moveCtx) threats(probe bao.Position) map[bao.Ring]bool {
	r := c.r
	targets := firstTargets(r, probe)
	switch r.BlockCount {
	case bao.BlockOneCaptureMove:
		moves := 0
		namua := probe.Variant == bao.Kiswahili && probe.Store[probe.ToMove] > 0
		for _, s := range captureStarts(r, probe) {
			if s.central && (namua || r.MtajiFirstKichwa == bao.MtajiKichwaFree) {
				moves += 2
			} else {
				moves++
			}
		}
		if moves != 1 {
			return nil
		}
	case bao.BlockOneTargetAnywhere:
		if len(targets) == 0 {
			return nil
		}
		all := map[bao.Ring]bool{}
		for _, st := range captureStarts(r, probe) {
			ms := []bao.Move{st.move}
			if st.central && (probe.Phase() == bao.Namua || r.MtajiFirstKichwa == bao.MtajiKichwaFree) {
				l, rt := st.move, st.move
				l.Kichwa, rt.Kichwa = bao.LeftKichwa, bao.RightKichwa
				ms = []bao.Move{l, rt}
			}
			for _, m := range ms {
				for _, t := range capturedBeforeLimit(r, probe, m) {
					all[t] = true
				}
			}
		}
		return all
	}
	return targets
}

// capturedBeforeLimit returns the opponent rings that move m of probe
// captures, read from the engine's trace. Under lapLimit=100-seeds-illegal
// a capture move counts though it would sow more than 100 seeds (RULINGS.md,
// DISPUTE-16), with the captures it makes before the sowing that would pass
// the limit: the move is replayed under 192-seeds, which plays it the same
// way up to there, and its trace is cut at that sowing. A move the engine
// does not play (the probe over, an illegal start) captures nothing.
func capturedBeforeLimit(r bao.Rules, probe bao.Position, m bao.Move) []bao.Ring {
	limit := 0
	if r.LapLimit == bao.Lap100Illegal {
		r.LapLimit, limit = bao.Lap192Seeds, 100
	}
	_, ev, err := bao.ApplyTrace(r, probe, m)
	if err != nil {
		return nil
	}
	var out []bao.Ring
	sown := 0
	for _, e := range ev {
		switch e.Kind {
		case bao.EvSow:
			sown += e.Seeds
			if limit > 0 && sown > limit {
				return out
			}
		case bao.EvCapture:
			out = append(out, e.Pit.Ring())
		}
	}
	return out
}

// captureStart is a capturing start found by the oracle.
type captureStart struct {
	move    bao.Move // kichwa left out
	central bool     // the first capture is at a central pit (DIR-2)
}

// captureStarts lists the capturing starts of the side to move of p, sowing
// the first sowing itself (like firstTargets).
func captureStarts(r bao.Rules, p bao.Position) []captureStart {
	me := p.ToMove
	mine, opp := p.Pits[me], p.Pits[me.Other()]
	var out []captureStart
	front, pairs := 0, 0
	for i := range 16 {
		if i < 8 && mine[i] > 0 {
			front++
		}
		if mine[i] >= 2 {
			pairs++
		}
	}
	if front == 0 {
		return nil
	}
	if p.Variant == bao.Kiswahili && p.Store[me] > 0 {
		if r.NamuaImmobility == bao.ImmobilityAlways && pairs == 0 {
			return nil
		}
		for i := range 8 {
			if mine[i] == 0 || opp[7-i] == 0 {
				continue
			}
			if i == 4 && r.NamuaHouseCapture == bao.HouseCaptureForbidden && p.House[me] == bao.HouseIntact && front > 1 {
				continue
			}
			out = append(out, captureStart{move: bao.Move{Pit: bao.PitOf(me, bao.Ring(i))}, central: i >= 2 && i <= 5})
		}
		return out
	}
	for i := range 16 {
		n := int(mine[i])
		if n < 2 || n > 15 {
			continue
		}
		for _, d := range []bao.Dir{bao.CW, bao.CCW} {
			cp := mine
			cp[i] = 0
			at := i
			for range n {
				at = (at + int(d) + 16) % 16
				cp[at]++
			}
			if at < 8 && opp[7-at] > 0 && (cp[at] > 1 || r.Marker == bao.MarkerFacingOnly) {
				out = append(out, captureStart{move: bao.Move{Pit: bao.PitOf(me, bao.Ring(i)), Dir: d}, central: at >= 2 && at <= 5})
			}
		}
	}
	return out
}
