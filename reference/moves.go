package reference

import (
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
	switch v, capture := quickStart(&r, &p, m); v {
	case quickLegal:
		if playLegal(&r, &p, m, capture, &res) {
			return res, nil
		}
	case quickValid:
		if applyPlain(&r, &p, m, &res) {
			return res, nil
		}
	default:
		if p.plainValid(&r) && applyPlain(&r, &p, m, &res) {
			return res, nil
		}
	}
	res, _, err = apply(&r, &p, m, false)
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
	if o := turnStartOutcome(r, p); o.Over() {
		return Result{}, nil, gameOver(o)
	}
	base := m
	base.Safari = false
	legalStart, capture := isStart(r, p, base)
	var s sim
	s.setRules(r)
	if legalStart {
		s.play(p, m, capture, tracing)
	}
	// A legal start within Donkers' limit shows that the side to move has a
	// move; else it may have none (END-2), and that is the answer.
	if !legalStart || s.tooLong {
		if !hasMove(r, p) {
			return Result{}, nil, gameOver(Outcome{Winner: p.ToMove.Other(), Reason: ReasonNoLegalMove})
		}
		if !legalStart {
			var buf [maxCandidates]Move
			cands, capture := candidates(r, p, buf[:0])
			return Result{}, nil, whyIllegal(r, p, m, cands, capture)
		}
	}
	if m.Safari && !s.decision {
		return Result{}, nil, illegal(IllegalNoSafari, p.ToMove, m) // HOUSE-4
	}
	if s.tooLong {
		return Result{}, nil, illegal(IllegalMoveLimit, p.ToMove, m) // DISPUTE-13
	}
	if t, ok := obligation(r, p); ok && !s.fulfils(r, t) {
		var buf [maxCandidates]Move
		cands, _ := candidates(r, p, buf[:0])
		if other, ok := someFulfils(r, p, cands, capture, t); ok {
			return Result{}, nil, illegalBecause(IllegalObligation, p.ToMove, m, other, PitOf(p.ToMove.Other(), t))
		}
	}
	res := s.finish(p)
	return res, s.trace, nil
}

// Moves appends to buf every legal move of p, each once in canonical form,
// with its result. It returns buf unchanged (no moves) when the game is over.
// With a buffer of capacity 128 it does not allocate. The order of the moves
// is the same for the same position and rules, but it is not part of the
// contract and may change between versions: compare move lists as sets (as
// the vectors' runner does) or sort them (by String, say) where an order
// matters, as in a playout that must be reproduced.
func Moves(r Rules, p Position, buf []Successor) ([]Successor, error) {
	// quickTurn (applylegal.go): plainValid and turnStartOutcome in one
	// pass for the common position of a game.
	if v, _, _ := quickTurn(&r, &p); v == quickOn {
		return movesOn(&r, &p, buf), nil
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

// movesOn is moves for a position whose game goes on (turnStartOutcome).
func movesOn(r *Rules, p *Position, buf []Successor) []Successor {
	var cb [maxCandidates]Move
	cands, capture := candidates(r, p, cb[:0])
	var t Ring
	oblige := false
	if p.MustCapture != NoPit { // else no obligation binds (obligation): no call
		t, oblige = bindingObligation(r, p, cands, capture)
	}
	var s sim
	s.setRules(r)
	var f fastMoves
	if oblige || !s.prepareFast(p, capture, &f) {
		return s.movesGeneral(r, p, cands, capture, t, oblige, buf)
	}
	// The fast form (movesfast.go); a move it gives up is played again by
	// playGeneral, which also finds its safari twin; a stop in the house it
	// played has its twin played by playSafari.
	buf = slices.Grow(buf, len(cands))
	for i := range cands {
		c := &cands[i]
		if w, captured, first, how := f.playWords(c); how != gaveUp {
			buf = buf[:len(buf)+1] // room for every candidate (Grow); playGeneral grows it itself
			out := &buf[len(buf)-1]
			out.Move = *c
			s.captured, s.firstTarget, s.liftedRings = captured, first, 0
			s.finishWords(p, &out.Result, w, &f)
			if how == stoppedInHouse { // HOUSE-4: the stop; HOUSE-5: its safari twin
				buf = s.playSafari(p, *c, capture, buf)
				buf = slices.Grow(buf, len(cands)-i-1)
			}
			continue
		}
		buf = s.playGeneral(p, *c, capture, buf)
		buf = slices.Grow(buf, len(cands)-i-1)
	}
	return buf
}

// playGeneral appends start c of p to buf, as legalPlays plays it: the move
// and, when it reached a stop in the house (HOUSE-4), its safari twin
// (HOUSE-5), each unless it is over Donkers' limit (DISPUTE-13).
func (s *sim) playGeneral(p *Position, c Move, capture bool, buf []Successor) []Successor {
	s.play(p, c, capture, false)
	safari := s.decision
	if !s.tooLong {
		buf = slices.Grow(buf, 1)[:len(buf)+1]
		out := &buf[len(buf)-1]
		out.Move = c
		s.finishInto(p, &out.Result)
	}
	if safari {
		buf = s.playSafari(p, c, capture, buf)
	}
	return buf
}

// playSafari appends the safari twin (HOUSE-5) of start c of p to buf, as
// legalPlays plays it, unless it is over Donkers' limit (DISPUTE-13): c
// reached a stop in the house with the choice to go on (HOUSE-4).
func (s *sim) playSafari(p *Position, c Move, capture bool, buf []Successor) []Successor {
	c.Safari = true
	if s.play(p, c, capture, false); !s.tooLong {
		buf = slices.Grow(buf, 1)[:len(buf)+1]
		out := &buf[len(buf)-1]
		out.Move = c
		s.finishInto(p, &out.Result)
	}
	return buf
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
	// quickTurn (applylegal.go): plainValid and turnStartOutcome in one
	// pass for the common position of a game.
	if v, _, _ := quickTurn(&r, &p); v == quickOn {
		return legalMovesOn(&r, &p, buf), nil
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

// legalMovesOn is legalMoves for a position whose game goes on at the
// start of the turn (turnStartOutcome).
func legalMovesOn(r *Rules, p *Position, buf []Move) []Move {
	// The candidates are listed into buf itself where they surely fit: in
	// the common case they are the answer, neither copied nor in an array
	// zeroed first. Elsewhere buf is written below, so they are copied out.
	n := len(buf)
	var cands []Move
	var capture bool
	if cap(buf)-n >= maxCandidates {
		cands, capture = candidates(r, p, buf)
	} else {
		var cb [maxCandidates]Move
		listed, c := candidates(r, p, cb[:0])
		cands, capture = append(buf, listed...), c // in buf too, so that both cases go on alike
	}
	buf, cands = cands[:n], cands[n:]
	var t Ring
	oblige := false
	if p.MustCapture != NoPit { // else no obligation (obligation): no call
		t, oblige = bindingObligation(r, p, cands, capture)
	}
	if !oblige && !safariPossible(r, p, capture) && r.LapLimit != Lap100Illegal {
		return buf[:n+len(cands)] // every start is a move, and the only one
	}
	if oblige {
		var cb [maxCandidates]Move
		starts := cb[:copy(cb[:], cands)]
		var s sim
		s.setRules(r)
		for it := (legalPlays{p: p, cands: starts, capture: capture}); s.next(&it); {
			if !s.fulfils(r, t) {
				continue // BLOCK-6: only moves that capture the blocked pit
			}
			buf = append(buf, it.move)
		}
		return buf
	}
	// The starts whose move may be over Donkers' limit (DISPUTE-13) or may
	// reach a stop in the house (HOUSE-4: its safari is a second move) are
	// played, as legalPlays plays them, unless plainStart proves what they are.
	var ne *namuaEnds // captureEndsShort for every namua capture start at once
	if capture && p.Phase() == Namua && p.Variant != Hus {
		ne = &namuaEnds{}
		ne.prepare(r, p)
	}
	// The starts plainStart proves moves without a twin (bareEnds) stay where
	// candidates listed them: where it proves them all, the common case, the
	// list is the answer, with nothing copied and no sim.
	j, end := 0, bareEnds
	for ; j < len(cands); j++ {
		if end = plainStart(r, p, cands[j], capture, ne); end != bareEnds {
			break
		}
	}
	if j == len(cands) {
		return buf[:n+j]
	}
	// From start j on buf is written over the list (a twin, or a start not
	// made), so the rest of it is copied out first; end is start j's.
	buf = buf[:n+j]
	var cb [maxCandidates]Move
	rest := cb[:copy(cb[:], cands[j:])]
	var s sim
	s.setRules(r)
	for k, c := range rest {
		if k > 0 {
			end = plainStart(r, p, c, capture, ne)
		}
		switch end {
		case bareEnds:
			buf = append(buf, c)
			continue
		case bareHouseStop:
			// HOUSE-4: the stop, within 100 seeds, and its safari.
			buf = s.appendSafari(r, p, c, capture, append(buf, c))
			continue
		}
		if s.play(p, c, capture, false); !s.tooLong {
			buf = append(buf, c)
		}
		if s.decision { // HOUSE-5: the same start going on with a safari
			buf = s.appendSafari(r, p, c, capture, buf)
		}
	}
	return buf
}

// appendSafari appends the safari twin of start c (HOUSE-5), whose move
// reaches a stop in the house, to buf. Only Donkers' limit (DISPUTE-13)
// makes a move no move (tooLong), so only under it is the safari played.
func (s *sim) appendSafari(r *Rules, p *Position, c Move, capture bool, buf []Move) []Move {
	c.Safari = true
	if r.LapLimit == Lap100Illegal {
		if s.play(p, c, capture, false); s.tooLong {
			return buf
		}
	}
	return append(buf, c)
}

// plainStart reports, without playing it, what start c of p surely is:
// bareEnds, a move within Donkers' limit that reaches no stop in the house
// (so has no safari twin): a kutakata that, walked by the bare sowing
// rules, ends within the limit (kutakataShort, kutakatawalk.go), or a
// capture whose move ends once its first capture is sown (captureEndsShort)
// or, played by the bare sowing rules, ends short without reaching the
// house (bareShort); bareHouseStop, a namua capture that stops
// in the house with a choice within 100 seeds (HOUSE-4, houseStopSure), so
// a move with a safari twin; bareUnsure, unsure. ne, for a namua capture
// position, is its namuaEnds (captureEndsShort for all its starts at once);
// else nil.
func plainStart(r *Rules, p *Position, c Move, capture bool, ne *namuaEnds) bareEnd {
	if p.Variant == Hus {
		return bareUnsure
	}
	if capture {
		if ne != nil {
			if ne.proves(c) { // captureEndsShort, read from the position's sets
				return bareEnds
			}
		} else if captureEndsShort(r, p, c.Pit.Ring(), c.Dir, c.Kichwa, p.Phase() == Namua) {
			return bareEnds
		}
		switch end, _ := bareWalk(r, p, c.Pit.Ring(), c.Dir, c.Kichwa, donkersLimit); {
		case end == bareEnds:
			return bareEnds
		case houseStopSure(r, p, end):
			return bareHouseStop
		}
		return bareUnsure
	}
	if short, _ := kutakataShort(p, c, donkersLimit); short {
		return bareEnds
	}
	return bareUnsure
}

// safariPossible reports whether a move of p may reach a stop in the house,
// where going on (a safari) is a second legal move (HOUSE-4, HOUSE-5, the
// decisions of inHouse): only a capture move of a player whose house is
// intact, in namua or under DISPUTE-3b's reading that lets a mtaji capture
// stop there.
func safariPossible(r *Rules, p *Position, capture bool) bool {
	return capture && p.Variant == Kiswahili && p.House[p.ToMove] == HouseIntact &&
		(p.Phase() == Namua || r.MtajiHouseCapture == MtajiCaptureChoice)
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
