//go:build !plainrules

package reference

import (
	"encoding/binary"
	"math/bits"
)

// This file ends a move the fast form of Moves played (fast_moves.go): the
// successor written straight from the words playWords left (finishWords, the
// fast form of finishInto, moves.go) and the turn passed with the verdict read
// from what prepareFast worked out (passWords, the fast form of passTurn).
// TestMovesFastAgrees holds both to the general code.

// finishWords is finishInto for a move playWords played from orig, its
// words w: the successor written straight from the words into res (no
// position of the sim in between), each field once. Such a move leaves the
// houses as they were (it gave up where they change) and sets an outcome
// during the move only by emptying the opponent's front row (DISPUTE-12
// sow-then-end), so of finishInto's tests only that, END-1 and DISPUTE-32
// after the move remain, on the words.
func (s *sim) finishWords(orig *Position, res *Result, w ringWords, f *fastMoves) {
	me, them := s.me&1, (s.me^1)&1
	next := &res.Position
	next.Variant, next.ToMove = orig.Variant, them
	binary.LittleEndian.PutUint64(next.Pits[me][:8], w.lo)
	binary.LittleEndian.PutUint64(next.Pits[me][8:], w.hi)
	binary.LittleEndian.PutUint64(next.Pits[them][:8], w.opp)
	binary.LittleEndian.PutUint64(next.Pits[them][8:], f.oppBack)
	next.Store, next.House = f.store, orig.House // NAMUA-1: the hand seed (prepareFast)
	next.Blocked, next.MustCapture = NoPit, NoPit
	if s.captured&f.oppHouseRing != 0 {
		// HOUSE-1 (afterCapture): the move captured the opponent's intact
		// house, which is destroyed. Nothing prepareFast worked out for
		// his turn reads his house (noBlockAfter, namuaSurelyMoves,
		// oppMtajiMoves' pairs and starts; blockWords is asked only for a
		// move that captured nothing; setBlock and hasMove read next).
		next.House[them] = HouseDestroyed
	}
	var out Outcome
	switch {
	case w.opp == 0:
		// DISPUTE-12 sow-then-end (clearedFront): the game ended with the
		// capture that emptied the opponent's front row (playWords plays
		// on no other capture emptying it; his row held seeds at the start).
		out = Outcome{Winner: me, Reason: ReasonFrontRowEmpty}
	case w.lo == 0:
		// END-1 after the move: the mover's own front row is empty.
		out = Outcome{Winner: them, Reason: ReasonFrontRowEmpty}
	case f.moverImmobile && (w.lo|w.hi)&^onesPerByte == 0:
		// DISPUTE-32 (immobile): the mover has left himself no pit with 2
		// or more seeds.
		out = Outcome{Winner: them, Reason: ReasonNoLegalMove}
	}
	if out.Over() {
		// The successor contract: the game ended during the move, so the
		// move sets no block or obligation, and none stands.
		next.Lasting, res.Outcome = [2]LastingBlock{}, out
		return
	}
	next.Lasting = orig.Lasting
	if f.quiet&^uint16(s.captured) != 0 {
		// passWords' common case: no obligation, block or lasting block
		// to set (prepareFast), and the opponent surely has a move
		// (quickHasMove: namuaSurelyMoves, or a front pair of his left
		// uncaptured, no pit of his being blocked): one test (f.quiet).
		res.Outcome = Outcome{}
		return
	}
	s.passWords(orig, res, f, w, s.captured)
}

// passWords is passTurn for finishWords, for a move that did not end the
// game: the same steps, with the verdict at the start of the opponent's turn
// read from what prepareFast worked out. His pits changed only where
// captured (emptied), so in mtaji his verdict is read from his pairs before
// the move less those captured, and from his capture starts where that does
// not decide (oppMtajiMoves); in namua quickHasMove's answer, where it is
// unsure hasMove's, as in passTurn.
func (s *sim) passWords(orig *Position, res *Result, f *fastMoves, w ringWords, captured uint8) {
	next := &res.Position
	if orig.Blocked != NoPit { // else setObligation has nothing to do
		s.setObligation(orig, next) // BLOCK-6
	}
	switch {
	case f.noBlock:
	case f.blockWords && captured == 0:
		s.blockWords(next, f, w.lo) // BLOCK-1
	default:
		s.setBlock(next) // BLOCK-1
	}
	if f.lasting {
		s.lastingBlocks(next) // DISPUTE-20
	}
	// END-2 at the start of the opponent's turn (END-1 was w.opp == 0).
	them := (s.me ^ 1) & 1
	moves := false
	switch f.oppVerdict {
	case oppMtaji:
		moves = oppMtajiMoves(&s.r, next, them, f, f.oppPairs&^captured)
	case oppNamua:
		moves = namuaSurelyMoves(&s.r, next.Blocked) || fastHasMove(&s.r, next)
	default:
		moves = fastHasMove(&s.r, next)
	}
	res.Outcome = Outcome{}
	if !moves {
		res.Outcome = Outcome{Winner: s.me, Reason: ReasonNoLegalMove}
	}
}

// oppMtajiMoves is hasMove for the opponent (them) in mtaji, at the start of
// his turn after a move the fast form played, his front row not empty: it
// answers as mtajiCandidates would list (MTAJI-2, MTAJI-4), without listing.
// pairs are his front rings of 2 or more after the move (prepareFast's
// oppPairs less those captured). A front pair that is not blocked always
// starts a capture or a kutakata (unblockedPairs: quickHasMove's mtaji case);
// with no front pair at all, a back-row pair starts a kutakata under
// DISPUTE-21's no-front-pair reading (oppBackPairs: his back row does not
// change during the move); else only a capture start can (mtajiStarts).
func oppMtajiMoves(r *Rules, next *Position, them Side, f *fastMoves, pairs uint8) bool {
	switch {
	case unblockedPairs(next, them, pairs) != 0:
		return true
	case pairs == 0 && f.oppBackPairs:
		return true // MTAJI-4, DISPUTE-21: a back-row kutakata
	}
	cw, ccw := fastMtajiStarts(r, &next.Pits[them], &next.Pits[them^1])
	return cw|ccw != 0
}

// blockWords is setBlock (BLOCK-1, BLOCK-5, BLOCK-2) in its common case, for
// a move of a position where prepareFast found it (blockWords: a block of one
// move, the first targets counted, both sides in mtaji) that captured
// nothing, so that the opponent's pits are as they were before the move. His
// capture starts then land where they did before it (prepareFast's oppLands),
// and he can capture (BLOCK-5: no block) when one of those rings faces a pit
// of the mover that holds seeds; that exit, the common one, comes first. The
// mover's captures are read as threat does (mtajiTargets), his markers from
// the opponent's unchanged front row (f.facing) and the mover's front word lo.
func (s *sim) blockWords(next *Position, f *fastMoves, lo uint64) {
	r := &s.r
	me, them := s.me&1, (s.me^1)&1
	if r.BlockTrigger != BlockWithoutDefenceCheck && f.oppLands&fastFacingRings(&next.Pits[me]) != 0 {
		return // BLOCK-5: no block when the opponent can capture
	}
	markers := f.facing // CAP-1, DISPUTE-22 (markerRings)
	if !f.facingOnly {
		markers &= occupied(lo)
	}
	if markers == 0 {
		return
	}
	target, ok := oneTarget(bits.Reverse8(landedOn(&next.Pits[me], markers))) // front ring i faces ring 7-i
	if !ok || exempt(r, next, them, target) {
		return
	}
	next.Blocked = PitOf(them, target)
}
