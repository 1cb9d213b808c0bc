//go:build !plainrules

package reference

import (
	"encoding/binary"
	"math/bits"
)

// This file holds the fast forms of Apply (moves.go's apply, the general
// code): applyPlain, Apply's path for the common position of a game, and
// ApplyLegal, Apply for a move LegalMoves has just listed, with playLegal,
// which plays a legal start for both as Moves' fast form does (fast_moves.go)
// or else by the sim, and finishPlain, finishInto's common case for the
// sim's play. Both play the move as apply does and
// fall back to apply wherever they are not sure, so that every error stays
// apply's. Tests: TestApplyPlain (applyplain_test.go: Apply = apply on every
// move, legal or not, of game positions and random, corrupted positions
// under every rule set), TestApplyLegal, the illegal-move vectors (go test
// ./vectors) and illegal_test.go.

// applyPlain is apply (without a trace) for a position that plainValid
// accepts: validateFor finds nothing to say or to add, and no obligation
// binds (BLOCK-6 needs MustCapture). It reports ok only when m is a legal
// move of p and res is apply's result; for any other move or a game that is
// over it reports false, and apply must say why. It writes the result
// into res (Apply's own), only when it reports ok.
func applyPlain(r *Rules, p *Position, m Move, res *Result) bool {
	if turnStartOutcome(r, p).Over() {
		return false
	}
	base := m
	base.Safari = false
	legal, capture := isStart(r, p, base)
	if !legal {
		return false
	}
	return playLegal(r, p, m, capture, res)
}

// playLegal plays start m of p (capture: whether it is a capture move, as
// isStart says), a legal start of a position that states no block,
// obligation or lasting block, into res. It plays it as Moves' fast form
// plays it (fast_moves.go: prepareFast, playWords, finishWords; the safari
// twin aside, HOUSE-5), which costs less than the sim's play and finish for
// one move too, and where that form gives up as applyPlain always did
// (playFresh, finishPlain). It reports false where m is no move: over
// Donkers' limit (DISPUTE-13), or a safari where the move reaches no stop
// in the house (HOUSE-4); apply says why. TestApplyPlain and TestApplyLegal
// hold it to apply; TestMovesFastAgrees holds the fast form to the general
// code.
func playLegal(r *Rules, p *Position, m Move, capture bool, res *Result) bool {
	var s sim
	s.setRules(r)
	var f fastMoves
	if !m.Safari && s.prepareFast(p, capture, &f) {
		if w, captured, first, how := f.playWords(&m); how != gaveUp {
			// (A stop in the house, stoppedInHouse, is this move: the
			// safari is another.)
			s.captured, s.firstTarget = captured, first
			s.finishWords(p, res, w, &f)
			return true
		}
	}
	// (prepareFast set only fields of s that playFresh sets again.)
	s.playFresh(p, m, capture, false)
	if s.tooLong || (m.Safari && !s.decision) {
		return false // DISPUTE-13, HOUSE-4: apply says why
	}
	s.finishPlain(p, res)
	return true
}

// quickTurn's and quickStart's verdicts on a position (and a move).
const (
	quickNo    = iota // not a position plainValid accepts, or not sure: the plainValid path
	quickValid        // plainValid accepts the position (quickStart: the start is for applyPlain to judge)
	quickOn           // quickTurn: plainValid accepts it and its game goes on (turnStartOutcome)
	quickLegal        // quickStart: that, and m is a legal start (isStart): play it
)

// quickTurn is plainValid and turnStartOutcome in one pass over a Bao la
// Kiswahili position's words, for LegalMoves and Apply (quickStart): it
// answers quickOn where plainValid accepts p and neither front row is empty
// and no DISPUTE-32 immobility of the other side ends the game (END-1,
// END-2: turnStartOutcome); quickValid where plainValid accepts p but the
// game may be over; quickNo elsewhere (another variant, a position plainValid
// may refuse). mine and theirs are the front rows of the side to move and of
// the other side, as words. TestQuickStart holds it to the two.
func quickTurn(r *Rules, p *Position) (verdict int, mine, theirs uint64) {
	if p.ToMove > North || p.Variant != Kiswahili || p.Blocked != NoPit || p.MustCapture != NoPit ||
		p.Lasting[0].On || p.Lasting[1].On {
		return quickNo, 0, 0
	}
	h0, h1 := p.House[0], p.House[1]
	if (h0 != HouseIntact && h0 != HouseDestroyed) || (h1 != HouseIntact && h1 != HouseDestroyed) {
		return quickNo, 0, 0
	}
	w0, w1 := binary.LittleEndian.Uint64(p.Pits[0][:8]), binary.LittleEndian.Uint64(p.Pits[0][8:])
	w2, w3 := binary.LittleEndian.Uint64(p.Pits[1][:8]), binary.LittleEndian.Uint64(p.Pits[1][8:])
	if laneSum(lanePairs(w0)+lanePairs(w1)+lanePairs(w2)+lanePairs(w3)+uint64(p.Store[0])+uint64(p.Store[1])) != TotalSeeds {
		return quickNo, 0, 0
	}
	if r.HouseDestroyedBy == DestroyedByAnyEmptying &&
		((h0 == HouseIntact && p.Pits[0][HouseRing] == 0) || (h1 == HouseIntact && p.Pits[1][HouseRing] == 0)) {
		return quickNo, 0, 0 // HOUSE-1: an emptied house is destroyed
	}
	// plainValid holds. END-1 for both sides, DISPUTE-32 (turnStartOutcome):
	mine, theirs = w0, w2
	if p.ToMove == North {
		mine, theirs = w2, w0
	}
	if mine == 0 || theirs == 0 || (r.Immobility != ImmobileAtTurnStart && immobile(r, p, p.ToMove.Other())) {
		return quickValid, mine, theirs
	}
	return quickOn, mine, theirs
}

// quickStart is quickTurn and isStart in one pass, for Apply: it answers
// quickLegal where quickTurn answers quickOn and m is a legal start
// (isStart), capture saying whether it is a capture move: a namua hand seed
// that captures (NAMUA-2, with its kichwa choice, DIR-1, DIR-2; into the
// house where DISPUTE-7's reading lets it); a namua
// kutakata where no hand seed captures (CAP-2, NAMUA-3: namuaKutakataRings,
// loneKichwaBack); a mtaji start whose first sowing captures (MTAJI-2,
// CAP-8, mtajiCaptureStart); a mtaji kutakata where no start captures
// (MTAJI-4, mtajiKutakataStart). It answers quickValid where plainValid
// accepts p but the game may be over or m is none of those (applyPlain
// judges it, an illegal kichwa choice included); quickNo where quickTurn
// does: Apply's path through plainValid. Where it answers quickLegal, so
// would the three, so that Apply's results and errors are theirs
// (TestQuickStart, TestApplyPlain).
func quickStart(r *Rules, p *Position, m Move) (verdict int, capture bool) {
	v, mine, theirs := quickTurn(r, p)
	switch {
	case v != quickOn:
		return v, false
	case m.Pit>>4 != Pit(p.ToMove):
		return quickValid, false
	}
	i := m.Pit.Ring()
	if p.Store[p.ToMove&1] > 0 { // namua (Phase)
		if r.NamuaImmobility == ImmobilityAlways || i >= 8 {
			return quickValid, false // DISPUTE-23 (isStart asks candidates); a back pit starts no namua move
		}
		if m.Dir == NoDir {
			// isStart's NAMUA-2 test: the hand seed without a direction
			// into a front pit that holds seeds and faces seeds; into the
			// house, where namuaCaptures keeps it (DISPUTE-7).
			switch {
			case i == HouseRing:
				if namuaCapturesOf(r, p, p.ToMove, occupied(mine), occupied(bits.ReverseBytes64(theirs)))>>HouseRing&1 == 0 {
					return quickValid, false
				}
			case mine>>(8*i)&0xFF == 0 || theirs>>(8*(7-i))&0xFF == 0:
				return quickValid, false
			}
			k := NoKichwa
			if centralRing(i) { // DIR-2: the player's choice
				k = m.Kichwa
				if k != LeftKichwa && k != RightKichwa {
					return quickValid, false
				}
			}
			if m.Kichwa != k { // DIR-1: none
				return quickValid, false
			}
			return quickLegal, true
		}
		// NAMUA-3: a kutakata, legal only where no hand seed captures
		// (CAP-2: namuaCaptures, from the words quickTurn read).
		front := occupied(mine)
		if (m.Dir != CW && m.Dir != CCW) || m.Kichwa != NoKichwa || namuaCapturesOf(r, p, p.ToMove, front, occupied(bits.ReverseBytes64(theirs))) != 0 ||
			namuaKutakataRings(r, p)&(1<<i) == 0 ||
			loneKichwaBack(r, &p.Pits[p.ToMove], i, m.Dir, bits.OnesCount8(front)) {
			return quickValid, false
		}
		return quickLegal, false
	}
	if m.Dir != CW && m.Dir != CCW {
		return quickValid, false
	}
	legal, ok := mtajiCaptureStart(r, p, m)
	switch {
	case ok && legal:
		return quickLegal, true
	case ok:
		return quickValid, false
	}
	// MTAJI-4: a kutakata, legal only where no start captures (CAP-2,
	// MTAJI-2: mtajiStarts finds none; landedOn, whether any first sowing
	// ends on a marker, is the same test without the starts).
	me := p.ToMove
	mineP := &p.Pits[me]
	if landedOn(mineP, uint8(fastMarkerRings(r, mineP, &p.Pits[me.Other()]))) != 0 ||
		m.Kichwa != NoKichwa || !mtajiKutakataStart(r, p, m) {
		return quickValid, false
	}
	return quickLegal, false
}

// finishPlain is finishInto (moves.go) for a move applyPlain or ApplyLegal
// played from orig, a position that states no block, obligation or lasting
// block (plainValid's and ApplyLegal's first test), so that setObligation
// (BLOCK-6) and lastingBlocks (DISPUTE-20) have nothing to do. In its common
// case (the move ended normally: no lap loss, no outcome during the move,
// DISPUTE-12's play-out not reached; DISPUTE-3d's lost-when-namua-ends does
// not take the mover's house; the move can set no block, blocksNothing: a
// capture, or namua under BLOCK-7; blocks last one move) what is left is the
// successor, written field by field (the pits as the words fastSow stored:
// a whole-Position copy would load 16 bytes across those 8-byte stores and
// wait for them), END-1 for both sides, DISPUTE-32's judgement of the mover
// and the opponent's verdict (END-2, hasMove). Any other move goes through
// finishInto. TestApplyPlain holds it to apply, TestApplyLegal ApplyLegal
// to Apply.
func (s *sim) finishPlain(orig *Position, res *Result) {
	r := &s.r
	me, them := s.me&1, (s.me^1)&1
	v, stores := s.p.Variant, s.p.Store
	nextPhase := Mtaji
	if v == Kiswahili && stores[them] > 0 {
		nextPhase = Namua
	}
	if s.lapLoss || s.out.Over() || s.oppCleared || r.BlockDuration != BlockOneMove ||
		(stores[me] == 0 && r.HouseLostAtCapture == HouseLostWhenNamuaEnds && s.p.House[me] == HouseIntact) ||
		!s.noBlockAfter(v, nextPhase, stores) {
		s.finishInto(orig, res)
		return
	}
	next := &res.Position
	myFront := binary.LittleEndian.Uint64(s.p.Pits[me][:8])
	theirFront := binary.LittleEndian.Uint64(s.p.Pits[them][:8])
	binary.LittleEndian.PutUint64(next.Pits[me][:8], myFront)
	binary.LittleEndian.PutUint64(next.Pits[me][8:], binary.LittleEndian.Uint64(s.p.Pits[me][8:]))
	binary.LittleEndian.PutUint64(next.Pits[them][:8], theirFront)
	binary.LittleEndian.PutUint64(next.Pits[them][8:], binary.LittleEndian.Uint64(s.p.Pits[them][8:]))
	next.Variant, next.ToMove, next.Store, next.House = v, them, stores, s.p.House
	next.Blocked, next.MustCapture, next.Lasting = NoPit, NoPit, [2]LastingBlock{}
	switch {
	case myFront == 0:
		// END-1 after the move: the mover's own front row is empty.
		res.Outcome = Outcome{Winner: them, Reason: ReasonFrontRowEmpty}
	case r.Immobility != ImmobileAtTurnStart && immobile(r, next, me):
		// DISPUTE-32 (Donkers' checkWinner, BGA's updateScores): the mover
		// has left himself no pit with 2 or more seeds.
		res.Outcome = Outcome{Winner: them, Reason: ReasonNoLegalMove}
	case theirFront == 0:
		// END-1 at the start of the opponent's turn.
		res.Outcome = Outcome{Winner: me, Reason: ReasonFrontRowEmpty}
	case !fastHasMove(r, next):
		// END-2 at the start of the opponent's turn.
		res.Outcome = Outcome{Winner: me, Reason: ReasonNoLegalMove}
	default:
		res.Outcome = Outcome{}
	}
}

// fastApplyLegal is ApplyLegal's fast path (dispatch_fast.go): it does not
// test again what the listing established, and plays the move by
// playLegal. It reports whether it wrote the result into res; else
// ApplyLegal asks Apply. A position with a block, an obligation or a lasting
// block, a Hus Bao position and a move that no legal move is like (not an
// own pit; a mtaji move without a direction; a namua one without a
// direction, which is a capture, not from the front row) go through Apply
// in full. (Any other move ends: playWords gives up a sowing of no seeds,
// and the seeds a move sows are bounded, TestApplyLegalNeverPanics.)
func fastApplyLegal(r *Rules, p *Position, m Move, res *Result) bool {
	if p.ToMove > North || p.Blocked != NoPit || p.MustCapture != NoPit || p.Lasting[0].On || p.Lasting[1].On ||
		p.Variant == Hus || !m.Pit.Valid() || m.Pit.Side() != p.ToMove || m.Dir < CCW || m.Dir > CW {
		return false
	}
	// Whether m is a capture move, read from its own start as isStart reads
	// it for a legal move: a namua capture is the hand seed without a
	// direction (NAMUA-2), a mtaji capture a start whose first sowing ends
	// on a marker (MTAJI-2, CAP-8).
	var capture bool
	if p.Phase() == Namua {
		capture = m.Dir == NoDir
		if capture && !m.Pit.Ring().Front() {
			return false
		}
	} else {
		if m.Dir == NoDir {
			return false
		}
		_, capture = mtajiCaptureStart(r, p, m)
	}
	// false: not a legal move (DISPUTE-13, HOUSE-4): Apply says why.
	return playLegal(r, p, m, capture, res)
}

// lanePairs adds the bytes of w pairwise into four 16-bit lanes.
func lanePairs(w uint64) uint64 {
	const lanes = 0x00ff00ff00ff00ff
	return w&lanes + (w>>8)&lanes
}

// laneSum adds the four 16-bit lanes of x (their sum must fit in 16 bits):
// the multiplication adds them into the top lane.
func laneSum(x uint64) int { return int((x * 0x0001000100010001) >> 48) }

// byteSum returns the sum of the eight bytes of w.
func byteSum(w uint64) int { return laneSum(lanePairs(w)) }

// fastTotal is plainTotal (position.go) on words: the bytes of the four
// words of pits are added pairwise into 16-bit lanes (each lane at most
// 4×2×255 + 2×255 seeds with the stores, so no lane overflows), and
// laneSum adds the four lanes once.
func fastTotal(p *Position) int {
	x := uint64(p.Store[0]) + uint64(p.Store[1])
	for s := range p.Pits {
		x += lanePairs(binary.LittleEndian.Uint64(p.Pits[s][:8])) + lanePairs(binary.LittleEndian.Uint64(p.Pits[s][8:]))
	}
	return laneSum(x)
}

// fastPitsOver is plainPitsOver (position.go) on words: the high bit of
// each byte is set when its low seven bits plus 63 pass 127, or when it
// was set already.
func fastPitsOver(pits *[RingSize]uint8) bool {
	const lo7, hi, add = 0x7f7f7f7f7f7f7f7f, 0x8080808080808080, (0x80 - TotalSeeds - 1) * onesPerByte
	over := func(w uint64) uint64 { return ((w & lo7) + add) | w }
	return (over(binary.LittleEndian.Uint64(pits[:8]))|over(binary.LittleEndian.Uint64(pits[8:])))&hi != 0
}
