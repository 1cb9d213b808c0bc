package reference

import "encoding/binary"

// This file ends a move the fast form of Moves played (movesfast.go): the
// successor written straight from the words playWords left (finishWords, the
// fast form of finishInto, moves.go) and the turn passed with the verdict read
// from what prepareFast worked out (passWords, the fast form of passTurn).
// TestMovesFastAgrees holds both to the general code.

// finishWords is finishInto for a move playWords played from orig, its
// words w: the successor written straight from the words into res (no
// position of the sim in between). Such a move leaves the houses as they
// were (it gave up where they change) and sets an outcome during the move
// only by emptying the opponent's front row (DISPUTE-12 sow-then-end), so of
// finishInto's tests only that, END-1 and DISPUTE-32 after the move remain,
// on the words.
func (s *sim) finishWords(orig *Position, res *Result, w ringWords, f *fastMoves) {
	me, them := s.me&1, (s.me^1)&1
	next := &res.Position
	*next = *orig
	binary.LittleEndian.PutUint64(next.Pits[me][:8], w.lo)
	binary.LittleEndian.PutUint64(next.Pits[me][8:], w.hi)
	binary.LittleEndian.PutUint64(next.Pits[them][:8], w.opp)
	if f.namua {
		next.Store[me]-- // NAMUA-1: the hand seed
	}
	next.ToMove, next.Blocked, next.MustCapture = them, NoPit, NoPit
	res.Outcome = Outcome{}
	switch {
	case w.opp == 0:
		// DISPUTE-12 sow-then-end (clearedFront): the game ended with the
		// capture that emptied the opponent's front row (playWords plays
		// on no other capture emptying it; his row held seeds at the start).
		res.Outcome = Outcome{Winner: me, Reason: ReasonFrontRowEmpty}
	case w.lo == 0:
		// END-1 after the move: the mover's own front row is empty.
		res.Outcome = Outcome{Winner: them, Reason: ReasonFrontRowEmpty}
	case f.immobileEnd && immobile(&s.r, next, me):
		// DISPUTE-32: the mover has left himself no pit with 2 or more seeds.
		res.Outcome = Outcome{Winner: them, Reason: ReasonNoLegalMove}
	}
	s.passWords(orig, res, f, w.opp, s.captured)
}

// passWords is passTurn for finishWords: the same steps, with the verdict at
// the start of the opponent's turn read from what prepareFast worked out.
// His pits changed only where captured (emptied), so quickHasMove's answer
// is read from his front pairs before the move less those captured; where it
// is unsure, hasMove decides, as in passTurn.
func (s *sim) passWords(orig *Position, res *Result, f *fastMoves, opp uint64, captured uint8) {
	next := &res.Position
	if res.Outcome.Over() {
		// The successor contract: the game ended during the move, so the
		// move sets no block or obligation, and none stands.
		next.Lasting = [2]LastingBlock{}
		return
	}
	if orig.Blocked != NoPit { // else setObligation has nothing to do
		s.setObligation(orig, next) // BLOCK-6
	}
	if !f.noBlock {
		s.setBlock(next) // BLOCK-1
	}
	if s.r.BlockDuration != BlockOneMove || next.Lasting[0] != (LastingBlock{}) || next.Lasting[1] != (LastingBlock{}) {
		s.lastingBlocks(next) // DISPUTE-20
	}
	// END-1, END-2 at the start of the opponent's turn.
	them := (s.me ^ 1) & 1
	quick := false
	switch f.oppVerdict {
	case oppMtaji:
		quick = unblockedPairs(next, them, f.oppPairs&^captured) != 0
	case oppNamua:
		quick = namuaSurelyMoves(&s.r, next)
	}
	switch {
	case opp == 0:
		res.Outcome = Outcome{Winner: s.me, Reason: ReasonFrontRowEmpty}
	case !quick && !hasMoveAfter(&s.r, next, &f.opp, orig, captured):
		res.Outcome = Outcome{Winner: s.me, Reason: ReasonNoLegalMove}
	}
}
