package reference

import (
	"fmt"
	"math/bits"
)

// This file is the engine's public entry: Apply, Moves and Status, and what
// happens between two moves (outcome, kutakatia, the blocker's obligation).

// maxSuccessors bounds the legal moves of one position: every start choice,
// each with and without a safari.
const maxSuccessors = 2 * maxCandidates

// Status returns the outcome of p for the side to move at the start of its
// turn: its front row is empty (END-1) or it has no legal move (END-2).
func Status(r Rules, p Position) (Outcome, error) {
	if err := p.Validate(); err != nil {
		return Outcome{}, err
	}
	return status(&r, &p), nil
}

func status(r *Rules, p *Position) Outcome {
	if p.FrontEmpty(p.ToMove) {
		return Outcome{Winner: p.ToMove.Other(), Reason: ReasonFrontRowEmpty}
	}
	if !hasMove(r, p) {
		return Outcome{Winner: p.ToMove.Other(), Reason: ReasonNoLegalMove}
	}
	return Outcome{}
}

// hasMove reports whether the side to move has a legal move.
func hasMove(r *Rules, p *Position) bool {
	if quickHasMove(r, p) {
		return true
	}
	var buf [maxCandidates]Move
	cands, capture := candidates(r, p, buf[:0])
	if r.LapLimit != Lap100Illegal {
		return len(cands) > 0
	}
	var s sim
	s.setRules(r)
	for _, m := range cands {
		s.play(p, m, capture, false)
		if !s.tooLong {
			return true
		}
	}
	return false
}

// Apply plays move m in position p under rules r and returns the next position
// and the outcome. An illegal move returns an error wrapping ErrIllegalMove
// that says why; p is never changed.
func Apply(r Rules, p Position, m Move) (Result, error) {
	res, _, err := apply(&r, &p, m, false)
	return res, err
}

// ApplyTrace is Apply that also returns the events of the move, each with the
// rule that caused it and the position after it.
func ApplyTrace(r Rules, p Position, m Move) (Result, []Event, error) {
	return apply(&r, &p, m, true)
}

func apply(r *Rules, p *Position, m Move, tracing bool) (Result, []Event, error) {
	if err := p.Validate(); err != nil {
		return Result{}, nil, err
	}
	if o := status(r, p); o.Over() {
		return Result{}, nil, fmt.Errorf("bao: %w: %s has already lost (%s)", ErrGameOver, p.ToMove, o.Reason)
	}
	var buf [maxCandidates]Move
	cands, capture := candidates(r, p, buf[:0])
	base := m
	base.Safari = false
	found := false
	for _, c := range cands {
		if c == base {
			found = true
			break
		}
	}
	if !found {
		return Result{}, nil, whyIllegal(r, p, m, cands, capture)
	}
	var s sim
	s.setRules(r)
	s.play(p, m, capture, tracing)
	if m.Safari && !s.decision {
		return Result{}, nil, illegal(IllegalNoSafari, p.ToMove, m)
	}
	if r.LapLimit == Lap100Illegal && s.tooLong {
		return Result{}, nil, illegal(IllegalMoveLimit, p.ToMove, m)
	}
	if t, ok := obligation(r, p); ok && !s.fulfils(r, t) {
		if other, ok := someFulfils(r, p, cands, capture, t); ok {
			return Result{}, nil, illegalBecause(IllegalObligation, p.ToMove, m, other, PitOf(p.ToMove.Other(), t))
		}
	}
	res := s.finish(p)
	return res, s.trace, nil
}

// obligation returns the opponent ring the side to move must capture this
// move (BLOCK-6, DISPUTE-19), if any.
func obligation(r *Rules, p *Position) (Ring, bool) {
	if p.MustCapture == NoPit || r.BlockObligation == ObligationNone || p.Variant == Hus {
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

// someFulfils finds a legal move that fulfils the obligation. When none does,
// the normal rules apply (the defensive fallback of DISPUTE-19).
func someFulfils(r *Rules, p *Position, cands []Move, capture bool, t Ring) (Move, bool) {
	var s sim
	s.setRules(r)
	for _, c := range cands {
		for _, safari := range [2]bool{false, true} {
			c.Safari = safari
			s.play(p, c, capture, false)
			if safari && !s.decision {
				break
			}
			if r.LapLimit == Lap100Illegal && s.tooLong {
				continue
			}
			if s.fulfils(r, t) {
				return c, true
			}
		}
	}
	return Move{}, false
}

// Moves appends to buf every legal move of p, each once in canonical form,
// with its result. It returns buf unchanged (no moves) when the game is over.
// With a buffer of capacity 128 it does not allocate.
func Moves(r Rules, p Position, buf []Successor) ([]Successor, error) {
	if err := p.Validate(); err != nil {
		return buf, err
	}
	return moves(&r, &p, buf), nil
}

func moves(r *Rules, p *Position, buf []Successor) []Successor {
	out := buf
	if p.FrontEmpty(p.ToMove) {
		return out
	}
	var cb [maxCandidates]Move
	cands, capture := candidates(r, p, cb[:0])
	t, oblige := obligation(r, p)
	var hits [maxSuccessors]bool
	start, anyHit := len(out), false
	var s sim
	s.setRules(r)
	for _, c := range cands {
		for _, safari := range [2]bool{false, true} {
			c.Safari = safari
			s.play(p, c, capture, false)
			if safari && !s.decision {
				break
			}
			if r.LapLimit == Lap100Illegal && s.tooLong {
				continue
			}
			if oblige && s.fulfils(r, t) {
				hits[len(out)-start] = true
				anyHit = true
			}
			out = append(out, Successor{Move: c})
			s.finishInto(p, &out[len(out)-1].Result)
		}
	}
	if anyHit {
		// BLOCK-6: only moves that capture the blocked pit.
		kept := start
		for i := start; i < len(out); i++ {
			if hits[i-start] {
				out[kept] = out[i]
				kept++
			}
		}
		out = out[:kept]
	}
	return out
}

// LegalMoves appends every legal move of p to buf, as Moves lists them.
func LegalMoves(r Rules, p Position, buf []Move) ([]Move, error) {
	var sb [maxSuccessors]Successor
	succ, err := Moves(r, p, sb[:0])
	for _, s := range succ {
		buf = append(buf, s.Move)
	}
	return buf, err
}

// finish turns the played move into the next position and outcome: the
// lap-limit loss, the end of the game, the block and the obligation.
func (s *sim) finish(orig *Position) Result {
	var res Result
	s.finishInto(orig, &res)
	return res
}

// finishInto is finish writing into res, so that Moves fills its buffer in place.
func (s *sim) finishInto(orig *Position, res *Result) {
	me, them := s.me, s.me.Other()
	if s.lapLoss {
		// DISPUTE-13: the move is not made; the board stays as it was.
		res.Position, res.Outcome = *orig, Outcome{Winner: them, Reason: ReasonLapLimit}
		return
	}
	next := &res.Position
	*next = s.p
	next.ToMove = them
	next.Blocked = NoPit
	next.MustCapture = NoPit
	res.Outcome = Outcome{}
	if s.phase == Namua && next.Store[me] == 0 && s.r.HouseLostAtCapture == HouseLostWhenNamuaEnds && next.House[me] == HouseIntact {
		next.House[me] = HouseDestroyed // Donkers: the house is an ordinary pit in mtaji
	}
	switch {
	case s.out.Over():
		res.Outcome = s.out
		return
	case s.oppCleared: // DISPUTE-12 play-out: judged after the move
		res.Outcome = Outcome{Winner: me, Reason: ReasonFrontRowEmpty}
		return
	case s.r.LoneKichwa == LoneKichwaEndOfMove && next.FrontEmpty(me):
		res.Outcome = Outcome{Winner: them, Reason: ReasonFrontRowEmpty}
		return
	}
	// BLOCK-6: the blocked player made a kutakata: the blocker must capture the
	// blocked pit in his next move.
	if orig.Blocked != NoPit && s.blockApplies() && s.r.BlockObligation != ObligationNone &&
		(!s.capture || s.r.BlockTrigger == BlockWithoutDefenceCheck) && next.Seeds(orig.Blocked) > 0 {
		next.MustCapture = orig.Blocked
		if s.tracing {
			s.event(Event{Kind: EvMustCapture, Rule: "BLOCK-6", Pit: orig.Blocked, Detail: fmt.Sprintf("%s must capture %s in his next move", them, orig.Blocked)})
		}
	}
	s.setBlock(next)
	switch {
	case next.FrontEmpty(them):
		res.Outcome = Outcome{Winner: me, Reason: ReasonFrontRowEmpty}
	case !hasMove(&s.r, next):
		res.Outcome = Outcome{Winner: me, Reason: ReasonNoLegalMove}
	}
}

// setBlock applies kutakatia (BLOCK-1, BLOCK-2, BLOCK-5) after the mover's
// move: if exactly one of the opponent's pits is threatened, it is blocked
// for the opponent's next move.
func (s *sim) setBlock(next *Position) {
	r := &s.r
	switch {
	case next.Variant == Hus:
		return
	case next.Variant == Kujifunza && r.KujifunzaBlocking == KujifunzaNoBlocking: // VAR-KUJ-3
		return
	case r.KutakatiaPhase == KutakatiaMtajiOnly && (s.phase == Namua || next.Phase() == Namua): // BLOCK-7
		return
	case r.KutakatiaPhase == KutakatiaStoresEmpty && next.Store[0]+next.Store[1] != 0:
		return
	case s.capture && r.BlockTrigger != BlockAfterAnyMove: // BLOCK-1: after a kutakata
		return
	}
	me, them := s.me, s.me.Other()
	probe := *next
	probe.ToMove = me
	probe.Blocked, probe.MustCapture = NoPit, NoPit
	target, ok := threat(r, &probe)
	if !ok {
		return
	}
	if r.BlockTrigger != BlockWithoutDefenceCheck && canCapture(r, next) {
		return // BLOCK-5: no block when the opponent can capture
	}
	if exempt(r, next, them, target) {
		return
	}
	next.Blocked = PitOf(them, target)
	if s.tracing {
		s.event(Event{Kind: EvBlockSet, Rule: "BLOCK-1", Pit: next.Blocked, Detail: fmt.Sprintf("%s is the only pit %s could capture next: %s may not empty it by a kutakata", next.Blocked, me, them)})
	}
}

// threat returns the single opponent ring the side to move of probe could
// capture, under DISPUTE-16's reading of "exactly one harvest".
func threat(r *Rules, probe *Position) (Ring, bool) {
	if r.BlockCount == BlockOneFirstTarget && probe.Phase() == Mtaji {
		// The common case, without listing the moves.
		set := mtajiTargets(r, &probe.Pits[probe.ToMove], &probe.Pits[probe.ToMove.Other()])
		if bits.OnesCount8(set) != 1 {
			return 0, false
		}
		return Ring(bits.TrailingZeros8(set)), true
	}
	var buf [maxCandidates]Move
	cands, capture := candidates(r, probe, buf[:0])
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

// quickHasMove recognises the common positions that surely have a legal move
// without listing the moves; it returns false when unsure.
func quickHasMove(r *Rules, p *Position) bool {
	mine := &p.Pits[p.ToMove]
	if frontEmpty(mine) || r.LapLimit == Lap100Illegal {
		return false
	}
	switch {
	case p.Variant == Hus:
		return pairsIn(mine, 0, RingSize) > 0
	case p.Phase() == Namua:
		// A non-empty front row always offers a namua move, unless a reading
		// bars some of them: EN's letter on taxation (an inactive house that
		// may not take the seed still counts as a pit of 2 for NAMUA-8),
		// immobility in namua, a namua block.
		return r.Taxation != TaxAnyCount && r.NamuaImmobility == ImmobilityMtajiOnly &&
			(p.Blocked == NoPit || r.KutakatiaPhase == KutakatiaMtajiOnly)
	}
	// Mtaji: a front pit of 2 or more that is not blocked always starts a
	// capture or a kutakata (a lone kichwa keeps its inward direction).
	for i := Ring(0); i < 8; i++ {
		if mine[i] >= 2 && PitOf(p.ToMove, i) != p.Blocked {
			return true
		}
	}
	return false
}

// canCapture reports whether the side to move of p has a capture move.
func canCapture(r *Rules, p *Position) bool {
	if p.Phase() == Mtaji && !p.FrontEmpty(p.ToMove) {
		return mtajiTargets(r, &p.Pits[p.ToMove], &p.Pits[p.ToMove.Other()]) != 0
	}
	var buf [maxCandidates]Move
	_, capture := candidates(r, p, buf[:0])
	return capture
}

// mtajiTargets returns, as a bit set, the opponent front rings that the
// mtaji capture starts of a side capture first (MTAJI-1, CAP-8, SEEDCAP). It
// stops once it has found two.
func mtajiTargets(r *Rules, mine, opp *[RingSize]uint8) uint8 {
	var set uint8
	for i := Ring(0); i < RingSize; i++ {
		n := int(mine[i])
		if n < 2 || n > maxCaptureSeeds {
			continue
		}
		for _, d := range [2]Dir{CW, CCW} {
			if land, before := firstLanding(mine, i, n, d); r.marks(opp, land, before) {
				set |= 1 << land.Facing()
				if set&(set-1) != 0 {
					return set
				}
			}
		}
	}
	return set
}
