package reference

import (
	"errors"
	"fmt"
	"slices"
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
// empties a front row ends the game. (In Hus, under DISPUTE-11's readings
// that let a lone kichwa be sown outward, the mover loses with that move too;
// a given Hus position with the other side's front row empty is judged at
// that side's turn.) Under DISPUTE-32's during-move reading, a position
// whose other side has no pit with 2 or more seeds (END-2) is over too.
func Status(r Rules, p Position) (Outcome, error) {
	if err := p.validateFor(&r); err != nil {
		return Outcome{}, err
	}
	return status(&r, &p), nil
}

func status(r *Rules, p *Position) Outcome {
	if o := turnStartOutcome(r, p); o.Over() {
		return o
	}
	if !hasMove(r, p) {
		return Outcome{Winner: p.ToMove.Other(), Reason: ReasonNoLegalMove} // END-2
	}
	return Outcome{}
}

// turnStartOutcome judges a position before the side to move plays: END-1,
// the side to move has lost when its front row is empty; outside Hus, the
// other side has when its own is. Under DISPUTE-32's during-move readings the
// other side has also lost when it is judged by END-2 and has no pit with 2
// or more seeds: the move that left it so ended the game (Donkers'
// checkWinner tests both sides after every move), so a given position like
// that is already over, whatever the side to move could do.
func turnStartOutcome(r *Rules, p *Position) Outcome {
	if p.FrontEmpty(p.ToMove) {
		return Outcome{Winner: p.ToMove.Other(), Reason: ReasonFrontRowEmpty}
	}
	if p.Variant != Hus && p.FrontEmpty(p.ToMove.Other()) {
		return Outcome{Winner: p.ToMove, Reason: ReasonFrontRowEmpty}
	}
	if r.Immobility != ImmobileAtTurnStart && immobile(r, p, p.ToMove.Other()) {
		return Outcome{Winner: p.ToMove, Reason: ReasonNoLegalMove}
	}
	return Outcome{}
}

// gameOver is Apply's error for a position where the game is already over.
func gameOver(o Outcome) error {
	return fmt.Errorf("bao: %w: %s has already lost (%s)", ErrGameOver, o.Winner.Other(), o.Reason)
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
func Apply(r Rules, p Position, m Move) (res Result, err error) {
	if applyFast(&r, &p, m, &res) {
		return res, nil // dispatch_*.go: the fast forms played it (never under plainrules)
	}
	res, _, err = apply(&r, &p, m, nil)
	return res, err
}

// ApplyLegal is Apply for a move that LegalMoves (or Moves) has just listed
// for p under r, as a search loop plays them: it need not test again what
// the listing established, that p is valid and its game goes on and that m
// is one of its legal moves (with its kichwa and safari choices, within the
// move limit, fulfilling the blocker's obligation). For such a move its
// result is Apply's. Given any other move or position it returns a result
// of no meaning, or Apply's error, but never panics: use Apply for moves
// and positions from elsewhere (a user, a file, another program).
func ApplyLegal(r Rules, p Position, m Move) (res Result, err error) {
	if applyLegalFast(&r, &p, m, &res) {
		return res, nil // dispatch_*.go: the fast forms played it (never under plainrules)
	}
	return Apply(r, p, m)
}

// ApplyTrace is Apply that also returns the events of the move, each with the
// rule that caused it and the position after it: its effects, and the
// decisions of the rules (EvDecision), from the judgement of its start to
// the block it leaves. For an illegal move it returns the decisions up to
// the refusal with the error (an *IllegalMoveError, as Apply's).
func ApplyTrace(r Rules, p Position, m Move) (Result, []Event, error) {
	d := decisions{flip: -1}
	return apply(&r, &p, m, &d)
}

// ApplyFlipped plays m in p under r as ApplyTrace does, with one decision of
// the rules taken the other way: the k-th decision event (EvDecision) of
// ApplyTrace(r, p, m)'s trace, counting from 0 (Decisions). Everything else
// is played by the rules. Each Decision's comment says what "the other way"
// is: every decision is a yes-or-no question, so its other way is the other
// answer (for the kichwa, the other kichwa and direction; for the facing
// pit, a_i read as facing A_i). The trace returned is the flipped move's,
// the flipped decision marked (Event.Flipped).
//
// A flipped legality decision may make an illegal move legal (it is then
// played on) or a legal one illegal (an *IllegalMoveError, with the
// decisions up to the refusal). Where the other way cannot be played (a
// back pit facing nothing, a namua move with an empty store, an endless
// move), or leaves a position the rules do not allow, the error wraps
// ErrCannotFlip and says why. k = -1 takes no decision the other way: the
// answer is ApplyTrace's (and so Apply's). Any other k that is not a
// decision of the move (below -1, or not less than the number of its
// decision events) gives an error wrapping ErrNoDecision. Errors of the
// position (ErrBadPosition) and a game already over (ErrGameOver) are
// Apply's. ApplyFlipped never panics.
func ApplyFlipped(r Rules, p Position, m Move, k int) (Result, []Event, error) {
	return ApplyFlippedAlike(r, p, m, k, AlikeNone)
}

// ApplyFlippedAlike is ApplyFlipped with every later decision alike the k-th
// (as alike says) taken the other way too: how a slip in the code of one
// rule plays out over a whole move (a marker of one seed never captured,
// every kutakata's marker captured). The trace marks each decision taken
// the other way.
func ApplyFlippedAlike(r Rules, p Position, m Move, k int, alike Alike) (Result, []Event, error) {
	if k == -1 {
		return ApplyTrace(r, p, m)
	}
	if k < 0 {
		return Result{}, nil, fmt.Errorf("bao: %w: decision %d (decisions count from 0; -1 takes none the other way)", ErrNoDecision, k)
	}
	d := decisions{flip: k, alike: alike}
	res, trace, err := apply(&r, &p, m, &d)
	switch {
	case d.cannot != "":
		return Result{}, trace, fmt.Errorf("bao: %w: decision %d %s: %s", ErrCannotFlip, k, flippedText(trace), d.cannot)
	case !d.flipped:
		if errors.Is(err, ErrBadPosition) || errors.Is(err, ErrGameOver) {
			return Result{}, trace, err
		}
		return Result{}, trace, fmt.Errorf("bao: %w: decision %d: the move has %d decisions", ErrNoDecision, k, d.n)
	case err != nil:
		return res, trace, err
	}
	if verr := res.Position.validateFor(&r); verr != nil {
		return Result{}, trace, fmt.Errorf("bao: %w: decision %d %s leaves a position the rules do not allow: %v", ErrCannotFlip, k, flippedText(trace), verr)
	}
	return res, trace, nil
}

// flippedText names the decision a flipped trace took the other way.
func flippedText(trace []Event) string {
	for _, e := range trace {
		if e.Kind == EvDecision && e.Flipped {
			return fmt.Sprintf("(%s, %s)", e.Decision, e.Rule)
		}
	}
	return ""
}

// apply is Apply's general path; with d (ApplyTrace, ApplyFlipped) it traces
// the move and its decisions, the start judged rule by rule (judgeStart).
func apply(r *Rules, p *Position, m Move, d *decisions) (Result, []Event, error) {
	if err := p.validateFor(r); err != nil {
		return Result{}, nil, err
	}
	if o := turnStartOutcome(r, p); o.Over() {
		return Result{}, nil, gameOver(o)
	}
	base := m
	base.Safari = false
	var s sim
	s.setRules(r)
	var legalStart, capture bool
	var why IllegalKind
	if d != nil {
		s.tracing, s.dec = true, d
		if legalStart, capture, why = s.judgeStart(p, base); d.cannot != "" {
			return Result{}, s.trace, nil // ApplyFlipped says why
		}
	} else {
		legalStart, capture = isStart(r, p, base)
	}
	if legalStart {
		s.playFresh(p, m, capture, d != nil)
		if d != nil {
			s.withinLimit() // INF-1: the count against the limit, a decision of the trace
		}
	}
	// A legal start within Donkers' limit shows that the side to move has a
	// move; else it may have none (END-2), and that is the answer.
	if !legalStart || s.tooLong {
		if !hasMove(r, p) {
			return Result{}, Decisions(s.trace), gameOver(Outcome{Winner: p.ToMove.Other(), Reason: ReasonNoLegalMove})
		}
		if !legalStart {
			var buf startList
			cands, capture := candidates(r, p, buf.m[:0])
			err := whyIllegal(r, p, m, cands, capture)
			if d != nil && d.flipped {
				err = flippedRefusal(err, why, p.ToMove, m) // the refusal the flipped decision made
			}
			return Result{}, Decisions(s.trace), err
		}
	}
	if m.Safari && !s.decision {
		return Result{}, Decisions(s.trace), illegal(IllegalNoSafari, p.ToMove, m) // HOUSE-4
	}
	if s.tooLong {
		return Result{}, Decisions(s.trace), illegal(IllegalMoveLimit, p.ToMove, m) // DISPUTE-13
	}
	if t, ok := obligation(r, p); ok && (d != nil || !s.fulfils(r, t)) {
		var buf startList
		cands, _ := candidates(r, p, buf.m[:0])
		other, found := Move{}, false
		if !s.fulfils(r, t) {
			other, found = someFulfils(r, p, cands, capture, t)
		}
		// BLOCK-6, DISPUTE-19: the move must capture the blocked pit, if some move does.
		if s.decide(DecObligation, "BLOCK-6", found, PitOf(p.ToMove.Other(), t), 0) {
			return Result{}, Decisions(s.trace), illegalBecause(IllegalObligation, p.ToMove, m, other, PitOf(p.ToMove.Other(), t))
		}
	}
	res := s.finish(p)
	return res, s.trace, nil
}

// flippedRefusal is the error of a start refused after a decision taken the
// other way: whyIllegal's where it names the breach judgeStart found (why),
// else one of that kind.
func flippedRefusal(err error, why IllegalKind, me Side, m Move) error {
	var ie *IllegalMoveError
	if errors.As(err, &ie) && ie.Kind == why {
		return err
	}
	return illegal(why, me, m)
}

// Moves appends to buf every legal move of p, each once in canonical form,
// with its result. It returns buf unchanged (no moves) when the game is over.
// With a buffer of capacity 128 it does not allocate. The order of the moves
// is the same for the same position and rules, but it is not part of the
// contract and may change between versions: compare move lists as sets (as
// the vectors' runner does) or sort them (by String, say) where an order
// matters, as in a playout that must be reproduced.
func Moves(r Rules, p Position, buf []Successor) ([]Successor, error) {
	if quickGoesOn(&r, &p) {
		return movesOn(&r, &p, buf), nil // dispatch_*.go: a common position, its checks in one pass (never under plainrules)
	}
	if err := p.validateFor(&r); err != nil {
		return buf, err
	}
	return moves(&r, &p, buf), nil
}

// moves is Moves for a position validateFor accepts.
func moves(r *Rules, p *Position, buf []Successor) []Successor {
	if turnStartOutcome(r, p).Over() {
		return buf // the game is over (END-1; END-2 under DISPUTE-32 during-move)
	}
	return movesOn(r, p, buf)
}

// plainMovesOn is moves for a position whose game goes on
// (turnStartOutcome): every start played (legalPlays), the obligation
// followed where it binds (BLOCK-6), each move with its result.
func plainMovesOn(r *Rules, p *Position, buf []Successor) []Successor {
	var cb startList
	cands, capture := candidates(r, p, cb.m[:0])
	t, oblige := bindingObligation(r, p, cands, capture)
	var s sim
	s.setRules(r)
	return s.movesGeneral(r, p, cands, capture, t, oblige, buf)
}

// movesGeneral is moves' loop for every position: each start played by
// legalPlays, the obligation (BLOCK-6) followed where t binds.
func (s *sim) movesGeneral(r *Rules, p *Position, cands []Move, capture bool, t Ring, oblige bool, buf []Successor) []Successor {
	// One iterator for the whole loop (a loop variable would be copied at
	// every iteration).
	it := legalPlays{p: p, cands: cands, capture: capture}
	for s.next(&it) {
		if oblige && !s.fulfils(r, t) {
			continue // BLOCK-6: only moves that capture the blocked pit
		}
		buf = slices.Grow(buf, 1)[:len(buf)+1] // finishInto writes every field
		out := &buf[len(buf)-1]
		out.Move = it.move
		s.finishInto(p, &out.Result)
	}
	return buf
}

// LegalMoves appends every legal move of p to buf, as Moves lists them (in
// its order), without their results. It plays a move only where its
// legality depends on how it goes: the blocker's obligation (BLOCK-6), a stop in the house
// that makes a safari a second move (HOUSE-4, HOUSE-5), and Donkers' move
// limit (DISPUTE-13). Elsewhere every start choice is a legal move.
func LegalMoves(r Rules, p Position, buf []Move) ([]Move, error) {
	if quickGoesOn(&r, &p) {
		return legalMovesOn(&r, &p, buf), nil // dispatch_*.go: a common position, its checks in one pass (never under plainrules)
	}
	if err := p.validateFor(&r); err != nil {
		return buf, err
	}
	return legalMoves(&r, &p, buf), nil
}

func legalMoves(r *Rules, p *Position, buf []Move) []Move {
	if turnStartOutcome(r, p).Over() {
		return buf // the game is over (END-1; END-2 under DISPUTE-32 during-move)
	}
	return legalMovesOn(r, p, buf)
}

// plainLegalMovesOn is legalMoves for a position whose game goes on at
// the start of the turn (turnStartOutcome): every start played (legalPlays:
// a safari twin where a start reached a stop in the house, no move over
// Donkers' limit), the obligation followed where it binds (BLOCK-6).
func plainLegalMovesOn(r *Rules, p *Position, buf []Move) []Move {
	var cb startList
	cands, capture := candidates(r, p, cb.m[:0])
	t, oblige := bindingObligation(r, p, cands, capture)
	var s sim
	s.setRules(r)
	for it := (legalPlays{p: p, cands: cands, capture: capture}); s.next(&it); {
		if oblige && !s.fulfils(r, t) {
			continue // BLOCK-6: only moves that capture the blocked pit
		}
		buf = append(buf, it.move)
	}
	return buf
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
	next := &res.Position
	if s.lapLoss {
		// DISPUTE-13: the move is not made; the board stays as it was, and
		// the turn passes (the successor contract, RULINGS.md).
		*next, res.Outcome = *orig, Outcome{Winner: them, Reason: ReasonLapLimit}
		next.ToMove, next.Blocked, next.MustCapture, next.Lasting = them, NoPit, NoPit, [2]LastingBlock{}
		return
	}
	if s.p.Store[me] == 0 && s.r.HouseLostAtCapture == HouseLostWhenNamuaEnds && s.p.House[me] == HouseIntact {
		// Donkers' performmove: after every move of a player whose store
		// is empty (his last namua move, or any mtaji move of a given
		// position that still states his house), the house is no longer
		// owned; during the move it kept its privileges.
		s.destroyHouse(false, "its owner's store is empty: no longer owned (DISPUTE-3d, lost-when-namua-ends)")
	}
	*next = s.p
	next.ToMove = them
	next.Blocked = NoPit
	next.MustCapture = NoPit
	res.Outcome = Outcome{}
	switch {
	case s.out.Over():
		res.Outcome = s.out
	case s.oppCleared: // DISPUTE-12 play-out: judged after the move
		res.Outcome = Outcome{Winner: me, Reason: ReasonFrontRowEmpty}
	case next.FrontEmpty(me):
		// END-1 after the move: the mover's own front row is empty (DISPUTE-11
		// end-of-move; in Hus under loses, which Hus checks only here).
		res.Outcome = Outcome{Winner: them, Reason: ReasonFrontRowEmpty}
	case s.r.Immobility != ImmobileAtTurnStart && immobile(&s.r, next, me):
		// DISPUTE-32 (Donkers' checkWinner, BGA's updateScores): the mover
		// has left himself no pit with 2 or more seeds.
		res.Outcome = Outcome{Winner: them, Reason: ReasonNoLegalMove}
	}
	s.passTurn(orig, res)
}

// passTurn ends finishInto (and finishWords): unless the game ended with
// the move, the obligation, the block and the lasting blocks the move sets,
// then the verdict at the start of the opponent's turn.
func (s *sim) passTurn(orig *Position, res *Result) {
	me, them := s.me, s.me.Other()
	next := &res.Position
	if res.Outcome.Over() {
		// The successor contract: the game ended during the move, so the
		// move sets no block or obligation, and none stands.
		next.Lasting = [2]LastingBlock{}
		return
	}
	s.setObligation(orig, next) // BLOCK-6
	s.setBlock(next)            // BLOCK-1
	// Each side's block alone: the whole array would be compared by a runtime call.
	if s.r.BlockDuration != BlockOneMove || next.Lasting[0] != (LastingBlock{}) || next.Lasting[1] != (LastingBlock{}) {
		s.lastingBlocks(next) // DISPUTE-20
	}
	// The turn passes; the game may end here, at the start of the
	// opponent's turn (END-1, END-2): the successor then keeps the block and
	// obligation the move set, which Status reads as this outcome.
	switch {
	case next.FrontEmpty(them):
		res.Outcome = Outcome{Winner: me, Reason: ReasonFrontRowEmpty}
	case !hasMove(&s.r, next):
		res.Outcome = Outcome{Winner: me, Reason: ReasonNoLegalMove}
	}
}
