package reference

import (
	"fmt"
)

// This file is the engine's public entry: Apply, Moves and Status, and what
// happens between two moves (outcome, kutakatia, the blocker's obligation).

// maxSuccessors bounds the legal moves of one position: every start choice,
// each with and without a safari.
const maxSuccessors = 2 * maxCandidates

// Status returns the outcome of p for the side to move at the start of its
// turn: its front row is empty (END-1) or it has no legal move (END-2). In
// Bao la Kiswahili and Kujifunza a position where the other side's front row
// is empty is over too: that side has lost (END-1), since every move that
// empties a front row ends the game. (In Hus a mover may empty his own front
// row; he loses at the start of his next turn.)
func Status(r Rules, p Position) (Outcome, error) {
	if err := p.validateFor(&r); err != nil {
		return Outcome{}, err
	}
	return status(&r, &p), nil
}

func status(r *Rules, p *Position) Outcome {
	if p.FrontEmpty(p.ToMove) {
		return Outcome{Winner: p.ToMove.Other(), Reason: ReasonFrontRowEmpty}
	}
	if p.Variant != Hus && p.FrontEmpty(p.ToMove.Other()) {
		return Outcome{Winner: p.ToMove, Reason: ReasonFrontRowEmpty}
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
	// DISPUTE-13, Donkers: a move over the limit is no move; find one within.
	var s sim
	s.setRules(r)
	return s.next(&legalPlays{p: p, cands: cands, capture: capture})
}

// legalPlays walks the legal moves of a position by playing each of them:
// every start choice of candidates, stopping where the move may stop, and,
// when it reached a stop in the house (HOUSE-4), the same start going on
// with a safari (HOUSE-5). A move over Donkers' limit is no move at all
// (DISPUTE-13). This is the one loop over starts and safaris: Moves, the
// search for a move that fulfils the obligation (BLOCK-6) and hasMove use it.
type legalPlays struct {
	p       *Position
	cands   []Move // from candidates
	capture bool   // the candidates are capture moves
	i       int    // the next candidate
	safari  bool   // the last candidate stopped in the house: its safari is next
	move    Move   // the move next has just played
}

// next plays the next legal move into s and reports whether there was one.
func (s *sim) next(it *legalPlays) bool {
	for {
		var c Move
		switch {
		case it.safari:
			c = it.cands[it.i-1]
			c.Safari, it.safari = true, false
		case it.i < len(it.cands):
			c = it.cands[it.i]
			it.i++
		default:
			return false
		}
		s.play(it.p, c, it.capture, false)
		// A safari exists only where the move reached a stop in the house;
		// the stopping move reaches it on the same path, so it tells.
		it.safari = !c.Safari && s.decision
		if !s.tooLong {
			it.move = c
			return true
		}
	}
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
	if err := p.validateFor(r); err != nil {
		return Result{}, nil, err
	}
	if o := status(r, p); o.Over() {
		return Result{}, nil, fmt.Errorf("bao: %w: %s has already lost (%s)", ErrGameOver, o.Winner.Other(), o.Reason)
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

// Moves appends to buf every legal move of p, each once in canonical form,
// with its result. It returns buf unchanged (no moves) when the game is over.
// With a buffer of capacity 128 it does not allocate.
func Moves(r Rules, p Position, buf []Successor) ([]Successor, error) {
	if err := p.validateFor(&r); err != nil {
		return buf, err
	}
	return moves(&r, &p, buf), nil
}

func moves(r *Rules, p *Position, buf []Successor) []Successor {
	out := buf
	if p.FrontEmpty(p.ToMove) || (p.Variant != Hus && p.FrontEmpty(p.ToMove.Other())) {
		return out // the game is over (END-1, see status)
	}
	var cb [maxCandidates]Move
	cands, capture := candidates(r, p, cb[:0])
	t, oblige := obligation(r, p)
	var hits [maxSuccessors]bool
	start, anyHit := len(out), false
	var s sim
	s.setRules(r)
	for it := (legalPlays{p: p, cands: cands, capture: capture}); s.next(&it); {
		if oblige && s.fulfils(r, t) {
			hits[len(out)-start] = true
			anyHit = true
		}
		out = append(out, Successor{Move: it.move})
		s.finishInto(p, &out[len(out)-1].Result)
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
	s.setObligation(orig, next) // BLOCK-6
	s.setBlock(next)            // BLOCK-1
	switch {
	case next.FrontEmpty(them):
		res.Outcome = Outcome{Winner: me, Reason: ReasonFrontRowEmpty}
	case !hasMove(&s.r, next):
		res.Outcome = Outcome{Winner: me, Reason: ReasonNoLegalMove}
	}
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
