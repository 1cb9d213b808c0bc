package reference

import (
	"fmt"
	"math/bits"
)

// This file is kutakatia, the block, in the order of kutakatia.feature:
// which pit a kutakata blocks (BLOCK-1, BLOCK-3, DISPUTE-16), which pits
// cannot be blocked (BLOCK-2, DISPUTE-18), no block when the opponent can
// capture (BLOCK-5, DISPUTE-17), what a block forbids (BLOCK-4, DISPUTE-15),
// the blocker's obligation (BLOCK-6, DISPUTE-19) and the phase blocking
// belongs to (BLOCK-7). Where the block acts elsewhere: candidates skip the
// blocked pit (legal.go), a kutakata ends in it (sow.go), whyIllegal names it
// (illegal.go).

// --- BLOCK-1: a kutakata that leaves exactly one capture blocks that pit ---

// setBlock applies kutakatia (BLOCK-1, BLOCK-2, BLOCK-5) after the mover's
// move: if exactly one of the opponent's pits is threatened, it is blocked
// for the opponent's next move.
func (s *sim) setBlock(next *Position) {
	if s.blocksNothing(next) {
		// BLOCK-1: a block follows a kutakata; BLOCK-7: in mtaji. (Traced,
		// a decision: which of them says so.)
		if !s.tracing || !s.decide(DecBlockFollows, s.noBlockRule(next), false, NoPit, 0) {
			return
		}
	}
	r := &s.r
	me, them := s.me, s.me.Other()
	// BLOCK-5 first: the opponent can capture far more often than the mover
	// threatens exactly one pit, and it is the cheaper test. A traced move
	// asks in the rules' order, BLOCK-1 before BLOCK-5 (the same answer):
	// its trace states first whether a pit is threatened at all.
	defended := r.BlockTrigger != BlockWithoutDefenceCheck
	if defended && !s.tracing && canCapture(r, next) {
		return // BLOCK-5: no block when the opponent can capture
	}
	var target Ring
	var ok bool
	lasting := next.Lasting[them].On && r.BlockDuration == BlockUntilLifted
	if !lasting && r.BlockCount == BlockOneFirstTarget && (next.Variant != Kiswahili || next.Store[me] == 0) {
		// threat's common case (the mover in mtaji, no obligation), read on
		// next itself: no probe to build.
		target, ok = oneTarget(mtajiTargets(r, &next.Pits[me], &next.Pits[them]))
	} else {
		probe := *next
		probe.ToMove = me
		probe.Blocked, probe.MustCapture = NoPit, NoPit
		if lasting {
			// DISPUTE-20 until-lifted: a block of the mover's still stands on the
			// opponent's pit, so his next captures must take it (BLOCK-6); only
			// those count (AbstractPlay's getBlocked lists them with moves()).
			probe.MustCapture = PitOf(them, next.Lasting[them].Ring)
		}
		target, ok = threat(r, &probe)
	}
	if !s.decide(DecBlockTarget, "BLOCK-1", ok, blockPit(them, target, ok), 0) {
		return // BLOCK-1: no block unless exactly one pit is threatened
	}
	if !ok {
		s.cannot("no single pit is threatened: there is no pit to block")
		return
	}
	if defended && s.tracing && s.decide(DecBlockDefence, "BLOCK-5", canCapture(r, next), NoPit, 0) {
		return // BLOCK-5: no block when the opponent can capture
	}
	if s.decide(DecBlockExempt, exemptRule(next, them, target), exempt(r, next, them, target), PitOf(them, target), 0) {
		return
	}
	next.Blocked = PitOf(them, target)
	if s.tracing {
		s.event(Event{Kind: EvBlockSet, Rule: "BLOCK-1", Pit: next.Blocked, Detail: fmt.Sprintf("%s is the only pit %s could capture next: %s may not empty it by a kutakata", next.Blocked, me, them)})
	}
}

// noBlockRule names the rule by which blocksNothing holds for the move s
// played, leading to next, as a decision of the trace (DecBlockFollows): a
// capture move (BLOCK-1), namua (BLOCK-7, DISPUTE-15), or "" where the
// variant or reading plays no kutakatia at all.
func (s *sim) noBlockRule(next *Position) string {
	r := &s.r
	switch {
	case noBlocking(r, next.Variant):
		return ""
	case r.KutakatiaPhase == KutakatiaMtajiOnly && (s.phase == Namua || next.Phase() == Namua),
		r.KutakatiaPhase == KutakatiaStoresEmpty && next.Store[0]+next.Store[1] != 0:
		return "BLOCK-7"
	}
	return "BLOCK-1"
}

// blockPit is the pit of side at ring t when ok, else NoPit.
func blockPit(side Side, t Ring, ok bool) Pit {
	if !ok {
		return NoPit
	}
	return PitOf(side, t)
}

// blocksNothing reports whether the move s played, leading to next, can set
// no block whatever the board: the variant, readings and phases without
// kutakatia, and a capture move (BLOCK-1: a block follows a kutakata). It
// reads of next only what every move of a position shares (its variant, the
// phase of the side to move, the stores), so Moves' fast form asks it once
// a position (prepareFast).
func (s *sim) blocksNothing(next *Position) bool {
	return s.noBlockAfter(next.Variant, next.Phase(), next.Store)
}

// noBlockAfter is blocksNothing for a successor of variant v, its side to
// move in phase nextPhase, its stores stores.
func (s *sim) noBlockAfter(v Variant, nextPhase Phase, stores [2]uint8) bool {
	r := &s.r
	switch {
	case v == Hus, r.Kutakatia == KutakatiaOff: // DISPUTE-31
		return true
	case v == Kujifunza && r.KujifunzaBlocking == KujifunzaNoBlocking: // VAR-KUJ-3
		return true
	case r.KutakatiaPhase == KutakatiaMtajiOnly && (s.phase == Namua || nextPhase == Namua): // BLOCK-7
		return true
	case r.KutakatiaPhase == KutakatiaStoresEmpty && stores[0]+stores[1] != 0:
		return true
	case s.capture && r.BlockTrigger != BlockAfterAnyMove: // BLOCK-1: after a kutakata
		return true
	}
	return false
}

// threat returns the single opponent ring the side to move of probe could
// capture, under DISPUTE-16's reading of "exactly one harvest". Where an
// obligation binds probe's side to move (a lasting block, DISPUTE-20), only
// the captures that fulfil it count.
func threat(r *Rules, probe *Position) (Ring, bool) {
	if probe.MustCapture != NoPit {
		return obligedThreat(r, probe)
	}
	if r.BlockCount == BlockOneFirstTarget && probe.Phase() == Mtaji {
		// The common case, without listing the moves.
		return oneTarget(mtajiTargets(r, &probe.Pits[probe.ToMove], &probe.Pits[probe.ToMove.Other()]))
	}
	var buf startList
	cands, capture := candidates(r, probe, buf.m[:0])
	if !capture || len(cands) == 0 {
		return 0, false
	}
	var set uint8
	switch r.BlockCount {
	case BlockOneCaptureMove:
		if len(cands) != 1 {
			return 0, false
		}
		set = 1 << firstTarget(probe, cands[0])
	case BlockOneTargetAnywhere:
		var s sim
		s.setRules(r)
		for _, c := range cands {
			s.play(probe, c, true, false)
			set |= s.captured
		}
	default:
		for _, c := range cands {
			set |= 1 << firstTarget(probe, c)
		}
	}
	if bits.OnesCount8(set) != 1 {
		return 0, false
	}
	return Ring(bits.TrailingZeros8(set)), true
}

// oneTarget returns the ring of a set of opponent rings that holds exactly
// one (DISPUTE-16: "exactly one harvest").
func oneTarget(set uint8) (Ring, bool) {
	if bits.OnesCount8(set) != 1 {
		return 0, false
	}
	return Ring(bits.TrailingZeros8(set)), true
}

// obligedThreat is threat for a side bound by an obligation (BLOCK-6): the
// captures it may play are those that fulfil it, or all of them when none
// does (DISPUTE-19's fallback).
func obligedThreat(r *Rules, probe *Position) (Ring, bool) {
	var buf startList
	cands, capture := candidates(r, probe, buf.m[:0])
	if !capture || len(cands) == 0 {
		return 0, false
	}
	t, oblige := bindingObligation(r, probe, cands, capture)
	var s sim
	s.setRules(r)
	var set uint8
	n := 0
	for it := (legalPlays{p: probe, cands: cands, capture: capture}); s.next(&it); {
		if (oblige && !s.fulfils(r, t)) || it.move.Safari {
			continue
		}
		n++
		if r.BlockCount == BlockOneTargetAnywhere {
			set |= s.captured
		} else if s.firstTarget != noTarget {
			set |= 1 << s.firstTarget
		}
	}
	if (r.BlockCount == BlockOneCaptureMove && n != 1) || bits.OnesCount8(set) != 1 {
		return 0, false
	}
	return Ring(bits.TrailingZeros8(set)), true
}

// firstTarget returns the opponent ring that capture start m captures first.
func firstTarget(p *Position, m Move) Ring {
	i := m.Pit.Ring()
	if p.Phase() == Namua {
		return i.Facing()
	}
	mine := &p.Pits[p.ToMove]
	land, _ := firstLanding(mine, i, int(mine[i]), m.Dir)
	return land.Facing()
}

// plainMtajiTargets returns, as a bit set, the opponent front rings that
// the mtaji capture starts of a side capture first (MTAJI-1, CAP-8,
// SEEDCAP): those facing where the starts' first sowings end.
func plainMtajiTargets(r *Rules, mine, opp *[RingSize]uint8) uint8 {
	cw, ccw := mtajiStarts(r, mine, opp)
	var set uint8
	for i := Ring(0); i < RingSize; i++ {
		for _, d := range [2]Dir{CW, CCW} {
			if (d == CW && cw&(1<<i) == 0) || (d == CCW && ccw&(1<<i) == 0) {
				continue
			}
			land, _ := firstLanding(mine, i, int(mine[i]), d)
			set |= 1 << land.Facing()
		}
	}
	return set
}

// --- BLOCK-2: pits that cannot be blocked ---

// exempt applies BLOCK-2 and DISPUTE-18: pits that cannot be blocked.
func exempt(r *Rules, p *Position, side Side, t Ring) bool {
	pits := &p.Pits[side]
	if t == HouseRing && p.House[side] == HouseIntact {
		if p.Functional(side) || r.BlockExceptions == ExceptOwnedHouse {
			return true
		}
	}
	if r.BlockExceptions != ExceptDE && nonEmptyFront(pits) == 1 {
		return true
	}
	if pits[t] >= 2 {
		hi := 8
		if r.BlockExceptions == ExceptWholeSide {
			hi = RingSize
		}
		if pairsIn(pits, 0, hi) == 1 {
			return true
		}
	}
	return false
}

// exemptRule is the rule that exempts (or would exempt) pit t of side from a
// block: HOUSE-9 for the intact house, BLOCK-2 for the other pits it names.
func exemptRule(p *Position, side Side, t Ring) string {
	if t == HouseRing && p.House[side] == HouseIntact {
		return "HOUSE-9"
	}
	return "BLOCK-2"
}

// --- BLOCK-5: no block when the threatened player can capture ---

// canCapture reports whether the side to move of p has a capture move.
func canCapture(r *Rules, p *Position) bool {
	if p.Phase() == Mtaji && !p.FrontEmpty(p.ToMove) {
		cw, ccw := mtajiStarts(r, &p.Pits[p.ToMove], &p.Pits[p.ToMove.Other()])
		return cw|ccw != 0
	}
	var buf startList
	_, capture := candidates(r, p, buf.m[:0])
	return capture
}

// --- BLOCK-4: the blocked pit cannot start, and ends, a kutakata ---

// blockApplies reports whether the position's block binds this move: in
// mtaji, and in namua too under DISPUTE-15's both-phases reading (BLOCK-7).
func (s *sim) blockApplies() bool {
	return !noBlocking(&s.r, s.p.Variant) && (s.phase == Mtaji || s.r.KutakatiaPhase == KutakatiaBothPhases)
}

// noBlocking reports whether variant v is played without kutakatia under r
// (Hus; DISPUTE-31 off; Kujifunza under DISPUTE-26 off): no block is set, and a
// position's block and obligation bind nothing.
func noBlocking(r *Rules, v Variant) bool {
	return r.Kutakatia == KutakatiaOff || v == Hus || v == Kujifunza && r.KujifunzaBlocking == KujifunzaNoBlocking
}

// --- BLOCK-6: the blocker must then capture the blocked pit ---

// setObligation applies BLOCK-6 after the mover's move from orig: when the
// blocked player made a kutakata (or any move, under DISPUTE-17's reading
// without the defence check) and the blocked pit still holds seeds, the
// blocker must capture it in his next move.
func (s *sim) setObligation(orig, next *Position) {
	if orig.Lasting[s.me&1].On && s.r.BlockDuration != BlockOneMove {
		return // a lasting block: lastingBlocks sets the obligation (DISPUTE-20)
	}
	if orig.Blocked == NoPit || !s.blockApplies() || s.r.BlockObligation == ObligationNone {
		return
	}
	if s.decide(DecObligationSet, "BLOCK-6", (!s.capture || s.r.BlockTrigger == BlockWithoutDefenceCheck) && next.Seeds(orig.Blocked) > 0, orig.Blocked, next.Seeds(orig.Blocked)) {
		if next.Seeds(orig.Blocked) == 0 {
			s.cannot(orig.Blocked.String() + " is empty: there is nothing to capture")
			return
		}
		next.MustCapture = orig.Blocked
		if s.tracing {
			s.event(Event{Kind: EvMustCapture, Rule: "BLOCK-6", Pit: orig.Blocked, Detail: fmt.Sprintf("%s must capture %s in his next move", s.me.Other(), orig.Blocked)})
		}
	}
}

// obligation returns the opponent ring the side to move must capture this
// move (BLOCK-6, DISPUTE-19), if any.
func obligation(r *Rules, p *Position) (Ring, bool) {
	if p.MustCapture == NoPit || r.BlockObligation == ObligationNone || noBlocking(r, p.Variant) {
		return 0, false
	}
	return p.MustCapture.Ring(), true
}

// fulfils reports whether the played move captured ring t as the obligation requires.
func (s *sim) fulfils(r *Rules, t Ring) bool {
	if r.BlockObligation == ObligationFirstCapture {
		return s.firstTarget == int8(t)
	}
	return s.captured&(1<<t) != 0
}

// bindingObligation returns the opponent ring every legal move of p must
// capture (BLOCK-6), if the obligation binds: only a capture move captures,
// and under DISPUTE-19's defensive fallback the obligation binds only when
// some legal move fulfils it.
func bindingObligation(r *Rules, p *Position, cands []Move, capture bool) (Ring, bool) {
	t, ok := obligation(r, p)
	if !ok || !capture {
		return 0, false
	}
	_, ok = someFulfils(r, p, cands, capture, t)
	return t, ok
}

// someFulfils finds a legal move that fulfils the obligation. When none does,
// the normal rules apply (the defensive fallback of DISPUTE-19).
func someFulfils(r *Rules, p *Position, cands []Move, capture bool, t Ring) (Move, bool) {
	var s sim
	s.setRules(r)
	for it := (legalPlays{p: p, cands: cands, capture: capture}); s.next(&it); {
		if s.fulfils(r, t) {
			return it.move, true
		}
	}
	return Move{}, false
}

// --- DISPUTE-20: blocks that outlast one move ---

// lastingBlocks carries the lasting blocks into next after the mover's move
// from orig (DISPUTE-20, blockDuration), once setObligation and setBlock have
// run. Under one-move there are none. Under until-lifted (AbstractPlay) a
// block ends when its pit is emptied or lifted, or when its owner captures
// the pit facing it; under player-changes (BGA) it stands for three player
// changes. A new block replaces the one standing on the same side. A block
// standing on the new mover's pit blocks him (next.Blocked); under
// player-changes BLOCK-2 exempting the pit now ends it, under until-lifted it
// does not (AbstractPlay tests BLOCK-2 only when it sets a block, in
// getBlocked); one standing on the mover's pit binds the new mover's
// obligation (BLOCK-6).
func (s *sim) lastingBlocks(next *Position) {
	r := &s.r
	if r.BlockDuration == BlockOneMove || noBlocking(r, next.Variant) {
		next.Lasting = [2]LastingBlock{}
		return
	}
	me, them := s.me, s.me.Other()
	for _, side := range [2]Side{me, them} {
		b := next.Lasting[side]
		if !b.On {
			continue
		}
		end := next.Pits[side][b.Ring&15] == 0
		switch r.BlockDuration {
		case BlockUntilLifted:
			if side == me {
				end = end || s.liftedRings&(1<<b.Ring) != 0 || s.captured&(1<<b.Ring.Facing()) != 0
			}
		case BlockPlayerChanges:
			// A block stated without a count (Turns 0) stands until its
			// pit is lifted or captured, as the position JSON says; only a
			// counted block counts down.
			if b.Turns > 0 {
				b.Turns--
				end = end || b.Turns == 0
			}
		}
		if end {
			b = LastingBlock{}
		}
		next.Lasting[side] = b
	}
	if next.Blocked != NoPit { // set by this move (setBlock)
		b := LastingBlock{On: true, Ring: next.Blocked.Ring()}
		if r.BlockDuration == BlockPlayerChanges {
			b.Turns = playerChanges - 1
		}
		next.Lasting[them] = b
	} else if b := next.Lasting[them]; b.On {
		if r.BlockDuration != BlockUntilLifted && exempt(r, next, them, b.Ring) {
			next.Lasting[them] = LastingBlock{}
		} else {
			next.Blocked = PitOf(them, b.Ring)
		}
	}
	if b := next.Lasting[me]; b.On && r.BlockObligation != ObligationNone {
		next.MustCapture = PitOf(me, b.Ring)
		if s.tracing {
			s.event(Event{Kind: EvMustCapture, Rule: "BLOCK-6", Pit: next.MustCapture, Detail: fmt.Sprintf("%s must capture %s, blocked by a block that still stands (DISPUTE-20)", them, next.MustCapture)})
		}
	}
}

// statedBlocksLast reads, under until-lifted (DISPUTE-20), the blocked and
// mustCapture pits a position states as the lasting blocks they are under
// that reading: every block stands until its pit is lifted or captured
// (AbstractPlay stores each one), also where the position lists no "blocks".
func (p *Position) statedBlocksLast(r *Rules) {
	if r.BlockDuration != BlockUntilLifted || r.Kutakatia == KutakatiaOff || p.Variant == Hus {
		return
	}
	for _, q := range [2]Pit{p.Blocked, p.MustCapture} {
		if q != NoPit && !p.Lasting[q.Side()].On {
			p.Lasting[q.Side()] = LastingBlock{On: true, Ring: q.Ring()}
		}
	}
}

// Canonical returns p in the one form that means what p means under r, as a
// position to play from and as a successor, so that two positions are the
// same position under r exactly when their canonical forms are equal. The
// forms differ under blockDuration=until-lifted (DISPUTE-20): there the
// blocked and mustCapture pits are lasting blocks whether or not the
// position lists them in "blocks" (statedBlocksLast). Under every other
// reading each form means something of its own. (A block listed with a
// count of moves is another answer under until-lifted too: it says the
// block lasts that long, which that reading never says. Under a reading
// that plays no lasting blocks, the "blocks" of a position to play from are
// not read, UnreadBlocks; but a successor that lists one says a block lasts,
// which such a reading never says: as a successor it is another answer.)
func (p Position) Canonical(r Rules) Position {
	if r.BlockDuration == BlockUntilLifted && !noBlocking(&r, p.Variant) {
		p.statedBlocksLast(&r)
	}
	return p
}

// UnreadBlocks reports whether r reads nothing of the lasting blocks p lists
// when a move is played from p (blockDuration one-move, kutakatia off, Hus,
// Kujifunza without blocking): p plays as p without them.
func (p *Position) UnreadBlocks(r Rules) bool {
	return p.Lasting != [2]LastingBlock{} && (r.BlockDuration == BlockOneMove || noBlocking(&r, p.Variant))
}

// playerChanges is how long a block stands under BGA's reading of DISPUTE-20
// (kutakatiaMoves = 3, one less at every player change).
const playerChanges = 3
