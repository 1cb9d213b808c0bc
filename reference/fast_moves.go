//go:build !plainrules

package reference

import (
	"encoding/binary"
	"math/bits"
)

// This file is the fast form of Moves' loop (moves.go: legalPlays, sim.play,
// sowFrom, finishInto) for the positions whose moves no rare rule can touch
// on their common path. What every move of the position shares is worked out
// once (fastMoves: the words of the two rows a move changes, the marker
// reading, the limits, the kichwa table's row, the flags); each move is then
// played by playWords with its whole state in locals, calling nothing, and
// its successor written straight from the words into the caller's Successor
// (finishWords, in fast_finish.go) with the end-of-move tests (END-1,
// DISPUTE-32) on the words. Apply and ApplyLegal play their one move by it
// too (playLegal, fast_apply.go).
//
// It plays exactly as sowFrom does (sow.go), in the same order (a
// capture, kulala, the blocked pit, a relay), and gives up on every rare
// turn: the move's seed limit (DISPUTE-13), a sowing ending in the mover's
// intact house that relays from it (HOUSE-1), a start lifting it, and a
// capture that may do more than move seeds (afterCapture: the mover's house
// lost, the opponent's front row emptied under DISPUTE-12's other
// readings, DISPUTE-32's immobility). Of the house's turns it plays those
// without a decision (inHouse read once a position): a capture from the
// house that takes precedence over a stop (DISPUTE-8), a kutakata stopping
// there (HOUSE-3: takataStops), kulala in an empty one; and DISPUTE-12's
// sow-then-end (clearedFront). Where a capture move's sowing ends in the
// intact house with the choice to stop or go on (HOUSE-4, HOUSE-5: inHouse's
// decision, captureStop), it plays the stop and leaves the safari twin to
// the general code (stoppedInHouse, playSafari). A move given up is played
// again from its start by the general code (sim.play), which then also
// decides its safari twin, so nothing here needs to be exact about those
// turns, only about noticing them.
//
// TestMovesFastAgrees compares moves with movesGeneral (the general loop) on
// positions of random games and random deals under every profile, every
// option reading and random rule sets; TestMovesFastHouse on deals with the
// mover's house intact under every combination of the house's readings;

// fastMoves is what every move of one position shares.
type fastMoves struct {
	w             ringWords // the mover's ring and the opponent's front row, before the move
	facing        uint8     // the mover's front rings facing a non-empty opponent pit
	limit         int       // seeds the move may sow (DISPUTE-13)
	capMax        int       // the largest sowing that may capture (DISPUTE-2)
	facingOnly    bool      // DISPUTE-22: an empty pit facing a non-empty one is a marker
	blockRing     Ring      // the mover's blocked pit, if the block binds a kutakata; else 0xFF
	choice        int       // kichwaTable's first index (1: a central capture offers a choice)
	namuaCapture  bool      // a namua capture move (NAMUA-1, NAMUA-2): the hand seed sown, then the capture (one flag, not two branches)
	hand          int       // the seeds a start adds to its pit's (NAMUA-1: the hand seed, 1 in namua; 0 in mtaji)
	capture       bool      // capture moves (CAP-5)
	rareCapture   bool      // every capture may do more than move seeds (HouseLostAtFirstCapture)
	immobileEnd   bool      // DISPUTE-32 during-move readings
	oppVerdict    uint8     // how passWords judges the opponent's turn: oppNamua (quickHasMove, else hasMove), oppMtaji (oppMtajiMoves) or 0 (hasMove)
	oppPairs      uint8     // oppMtaji: the opponent's front rings of 2 or more seeds (pairRings)
	oppBackPairs  bool      // oppMtaji: with no front pair, his back row starts a kutakata (DISPUTE-21 no-front-pair, a back pit of 2 or more)
	noBlock       bool      // setBlock sets no block after any move of the position (blocksNothing)
	blockWords    bool      // passWords may ask blockWords instead of setBlock for a move that captured nothing
	oppLands      uint8     // blockWords: the opponent's front rings where his mtaji capture starts land, markers of his if they face a seed
	store         [2]uint8  // the stores after every move of the position (NAMUA-1: the mover's hand seed taken)
	oppBack       uint64    // the opponent's back row (rings 8-15), which no move changes
	moverImmobile bool      // DISPUTE-32 during-move: the mover with no pit of 2 or more after his move has lost (immobile, his store after the move aside)
	lasting       bool      // lastingBlocks has work (DISPUTE-20: a reading where blocks last, or a lasting block stated)
	quiet         uint16    // finishWords skips passWords when quiet less the rings captured is not 0 (see prepareFast)
	houseTakes    bool      // a capture from the intact house is made, never a stop (DISPUTE-8 only-if-facing-empty)
	houseRing     uint16    // the mover's intact house as a ring set (1 << HouseRing where its rules may apply, else 0)
	houseStop     uint8     // a capture move ending in the intact house may stop there (captureStop, HOUSE-4): bit 1 with 6 or more seeds in it after the last (DISPUTE-5: the count then), bit 0 with fewer
	takataStop    uint8     // how a kutakata ending in the intact house stops (takataStops): takataNever, takataAt6 or takataAlways
	sowThenEnd    bool      // DISPUTE-12 sow-then-end: a capture emptying the opponent's front row ends the move after its sowing

	// playWords' own: a capture may leave the opponent immobile (oppMayFreeze).
	oppFreezes bool
	// capture and facingOnly as bits (1 where true), for playWords' capture test.
	capBit, facingBit uint
	// The opponent's house if intact (capturing it destroys it, HOUSE-1), as
	// a ring set (1 << HouseRing, else 0): finishWords' one test of the rings
	// captured.
	oppHouseRing uint8
}

// fastMoves.oppVerdict: quickHasMove's cases, worked out once a position (the
// opponent's pits change only by captures, his store not at all).
const (
	oppNamua = 1 + iota // quickHasMove's namua case
	oppMtaji            // quickHasMove's mtaji case
)

// playWords' ends.
const (
	gaveUp         = iota // a rare turn: the general code plays the move (playGeneral)
	ended                 // the move ended: its successor is the words left
	stoppedInHouse        // HOUSE-4: the words are the stop in the intact house; HOUSE-5's safari twin is the general code's (playSafari)
)

// fastMoves.takataStop: takataStops for the position, the house's count
// after the last seed aside (DISPUTE-5 at-decision).
const (
	takataNever  = iota // the house is relayed from: given up (HOUSE-1 may destroy it)
	takataAt6           // the move ends there if the house then holds 6 or more
	takataAlways        // the move ends there
)

// allSown is a ring with a seed in every pit: every front pit faces it.
var allSown = [RingSize]uint8{1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}

// prepareFast works out fastMoves for p, whose moves s plays (s.setRules
// done), and reports whether playWords may play them (preparePlay), their
// successors then written by finishWords (prepareFinish). f must be zero
// (preparePlay).
func (s *sim) prepareFast(p *Position, capture bool, f *fastMoves) bool {
	if !s.preparePlay(p, capture, f) {
		return false
	}
	s.prepareFinish(p, capture, f)
	return true
}

// preparePlay works out the fields of f that playWords reads, for p, whose
// moves s plays (s.setRules done), and reports whether playWords may play
// them: not Hus, no reading watching every sowing, no cycle check, and no
// house that the end of the move may take away (DISPUTE-3d,
// lost-when-namua-ends). The house's rules (HOUSE-3, HOUSE-4) are asked of
// house.go once for the position's kind of move (captureStopsAt,
// takataStopsAt). It also sets the fields of s that finishWords' calls read
// (setBlock, setObligation, lastingBlocks). f must be zero, as every caller
// declares it (a fresh variable, prepared once): preparePlay and
// prepareFinish set only the fields that are not. (Zeroing it again here
// cost Apply 3 % of its time: 144 bytes stored twice.)
func (s *sim) preparePlay(p *Position, capture bool, f *fastMoves) bool {
	r := &s.r
	me := p.ToMove & 1
	if p.Variant == Hus || s.readingsWatch || r.LapLimit == LapCycle ||
		(r.BlockDuration == BlockUntilLifted && p.Lasting[me].On) {
		return false
	}
	if r.HouseLostAtCapture == HouseLostWhenNamuaEnds && p.House[me] == HouseIntact && p.Store[me] <= 1 {
		return false
	}
	// (blockApplies reads s.p.Variant alone; sim.play, playing a move
	// given up, leaves these fields as they are for this position.)
	s.me, s.phase, s.capture, s.tracing, s.p.Variant = me, p.Phase(), capture, false, p.Variant
	f.w, f.facing = wordsOf(p, me), fastFacingRings(&p.Pits[me^1])
	f.limit, f.capMax = s.limit, safetySeeds
	f.facingOnly, f.blockRing = r.Marker == MarkerFacingOnly, 0xFF
	f.capture = capture
	if s.phase == Namua {
		f.namuaCapture, f.hand = capture, 1
	}
	if capture {
		f.capBit = 1
	}
	if f.facingOnly {
		f.facingBit = 1
	}
	watchHouse := p.Variant == Kiswahili && p.House[me] == HouseIntact // its rules may apply
	f.rareCapture, f.immobileEnd = r.HouseLostAtCapture == HouseLostAtFirstCapture, r.Immobility != ImmobileAtTurnStart
	if p.House[me^1] == HouseIntact {
		f.oppHouseRing = 1 << HouseRing
	}
	f.houseTakes = r.HouseStop != StopAlways
	if watchHouse {
		f.houseRing = 1 << HouseRing
	}
	f.sowThenEnd = r.FrontRowEmpty == FrontRowSowThenEnd
	// The house's rules, read only where the mover's house is intact
	// (playWords asks them there alone), for the moves of the position's kind.
	switch {
	case !watchHouse:
	case !capture:
		// HOUSE-3, DISPUTE-3a, DISPUTE-9: takataStops, asked once for
		// both counts; DISPUTE-5: a kutakata counts at the move's start
		// (houseCountOK) or after the last seed.
		switch {
		case takataStopsAt(r, s.phase, false):
			f.takataStop = takataAlways
		case !takataStopsAt(r, s.phase, true):
			f.takataStop = takataNever
		case r.HouseCount == CountAtMoveStart && p.Pits[me][HouseRing] >= 6:
			f.takataStop = takataAlways
		case r.HouseCount == CountAtMoveStart:
			f.takataStop = takataNever
		default:
			f.takataStop = takataAt6
		}
	default:
		// HOUSE-4, HOUSE-8, DISPUTE-9 (inHouse): captureStop, asked once
		// for both counts. (It answers no in mtaji under DISPUTE-3b's stops
		// reading, where the move ends in the house without a choice: given
		// up.)
		if captureStopsAt(r, s.phase, false) {
			f.houseStop |= 1
		}
		if captureStopsAt(r, s.phase, true) {
			f.houseStop |= 2
		}
	}
	if r.CapScope == CapEverySowing {
		f.capMax = maxCaptureSeeds
	}
	if s.phase == Namua || r.MtajiFirstKichwa == MtajiKichwaFree {
		f.choice = 1
	}
	// Every move of p leaves the same variant, side to move and stores
	// (NAMUA-1: the mover's hand seed), all blocksNothing reads.
	// (In a local: a byte of f stored and its pair loaded would wait.)
	store := p.Store
	if s.phase == Namua {
		store[me]--
	}
	f.store = store
	f.oppFreezes = f.immobileEnd && oppMayFreeze(r, p, me, store)
	if !capture && p.Blocked != NoPit && p.Blocked.Side() == me && s.blockApplies() {
		f.blockRing = p.Blocked.Ring()
	}
	return true
}

// prepareFinish works out the fields of f that finishWords and passWords
// read, for p, whose moves s plays (preparePlay done): how the opponent's
// turn is judged (END-2), whether a block may be set (BLOCK-1, BLOCK-7) and
// its common case (blockWords), DISPUTE-32's judgement of the mover.
func (s *sim) prepareFinish(p *Position, capture bool, f *fastMoves) {
	r := &s.r
	me := p.ToMove & 1
	store := f.store
	oppSure := false                 // the opponent surely has a move (no block standing)
	if r.LapLimit != Lap100Illegal { // else hasMove proves a short move (DISPUTE-13)
		f.oppVerdict = oppMtaji
		if p.Variant == Kiswahili && p.Store[me^1] > 0 {
			f.oppVerdict = oppNamua
			oppSure = namuaSurelyMoves(r, NoPit) // no block standing (quiet)
		}
		if f.oppVerdict == oppMtaji { // (oppPairs, oppBackPairs: its fields)
			pairs := fastPairRings(&p.Pits[me^1])
			f.oppPairs = uint8(pairs)
			f.oppBackPairs = r.BackRowKutakata == BackRowIfNoFrontPair && pairs>>8 != 0
			// oppMtajiMoves without a block standing (quiet): a front
			// pair of his left starts a move, and with none left his
			// back-row pair does (MTAJI-4, DISPUTE-21 no-front-pair).
			oppSure = f.oppBackPairs
		}
	}
	nextPhase := Mtaji // the opponent's phase after the move
	if p.Variant == Kiswahili && store[me^1] > 0 {
		nextPhase = Namua
	}
	f.noBlock = s.noBlockAfter(p.Variant, nextPhase, store)
	f.oppBack = binary.LittleEndian.Uint64(p.Pits[me^1][8:])
	f.moverImmobile = f.immobileEnd && !storeSpares(r, p.Variant, store, me)
	f.lasting = r.BlockDuration != BlockOneMove || p.Lasting[0] != (LastingBlock{}) || p.Lasting[1] != (LastingBlock{})
	// passWords' common case, as one bit test in finishWords (the flags
	// below are the position's, and a chain of branches on them
	// mispredicts from one position to the next): passWords sets nothing
	// (no block stands in p, none is set: noBlock, no lasting block) and
	// the opponent surely has a move (oppSure: bit 8, which no capture
	// clears; in mtaji, a front pair of his left uncaptured: oppPairs).
	if p.Blocked == NoPit && f.noBlock && !f.lasting {
		switch {
		case oppSure:
			f.quiet = 1 << 8
		case f.oppVerdict == oppMtaji:
			f.quiet = uint16(f.oppPairs)
		}
	}
	// setBlock's common case (blockWords): a block of one move (not a lasting
	// one on the opponent's pit, DISPUTE-20), the first targets counted
	// (DISPUTE-16), the mover in mtaji after his move and the opponent in
	// mtaji (canCapture's mtaji case).
	if !f.noBlock && r.BlockCount == BlockOneFirstTarget && nextPhase == Mtaji &&
		(p.Variant != Kiswahili || store[me] == 0) &&
		!(p.Lasting[me^1].On && r.BlockDuration == BlockUntilLifted) {
		f.blockWords = true
		// His starts against a row of seeds facing every front pit: those
		// whose first sowing ends on a pit that is a marker of his
		// whatever the mover's front row holds.
		his := &p.Pits[me^1]
		f.oppLands = landedOn(his, uint8(fastMarkerRings(r, his, &allSown)))
	}
}

// oppMayFreeze reports whether a capture by side me may leave the opponent
// immobile under DISPUTE-32's during-move readings (immobileAfterCapture): as
// immobile judges him, unless the stores spare him (storeSpares; stores are
// those of every move of p once the hand seed is taken, NAMUA-1, as they
// stand at any capture of the move), or a pit of his back row, which no move
// of me changes, holds 2 or more seeds.
func oppMayFreeze(r *Rules, p *Position, me Side, stores [2]uint8) bool {
	them := (me ^ 1) & 1
	if storeSpares(r, p.Variant, stores, them) {
		return false
	}
	return fastPairRings(&p.Pits[them])>>8 == 0
}

// playWords plays move m of the prepared position as sowFrom would and
// returns the words it leaves, the opponent rings captured (a bit set), the
// first one (or noTarget), and how the move ended (how): gaveUp (see the top of
// the file), ended, or stoppedInHouse.
func (f *fastMoves) playWords(m *Move) (w ringWords, captured uint8, first int8, how uint8) {
	// The loop's state is held in machine words (uint, int), not in the
	// package's byte types (Ring, Dir, bit sets of uint8): the compiler
	// spills a byte and loads it back to widen it, on the sowing's chain.
	w = f.w
	facing, firstRing := uint(f.facing), int(noTarget)
	start, dir := uint(m.Pit.Ring()&15), int(m.Dir)
	at, n := start, 0 // where the next sowing starts (a ring), its seeds
	budget := f.limit // the seeds the move may still sow (DISPUTE-13)
	switch {
	case f.namuaCapture:
		// NAMUA-1, NAMUA-2: the hand seed into the front pit, then the
		// capture of the facing pit.
		w.lo += 1 << ((start & 7) * 8)
		goto capture
	case uint(f.houseRing)>>start&1 != 0: // (one test, not a branch on the pit first)
		return w, 0, noTarget, gaveUp // lifting the intact house (taxation, HOUSE-1)
	}
	// MTAJI-1, NAMUA-3: lift the pit (with the hand seed in namua: an add,
	// not a branch on the phase) and sow it.
	w, n = w.emptied(start)
	n += f.hand
	at = (start + uint(dir)) & (RingSize - 1) // Ring.Step
	// The loop, written with labels: a sowing, then the decision after it;
	// a capture's seeds are sown from the kichwa.
sowing:
	// (n > budget, as unsigned with n-1: a sowing of no seeds, which only a
	// wrong candidate could start, is given up too, not looped for ever.)
	if uint(n-1) >= uint(budget) {
		return w, 0, noTarget, gaveUp // INF-1, DISPUTE-13
	}
	{
		budget -= n
		end := (at + uint(n-1)*uint(dir)) & (RingSize - 1) // the ring of the last seed
		// The seeds the last pit held before the last seed fell: what it
		// held before the sowing, and one for each whole lap sown before
		// the last seed ((n-1)/16, SOW-1), read from the words before the
		// sowing, so that the decision does not wait for the sowing's sum.
		word := w.lo
		if end >= 8 {
			word = w.hi
		}
		before := int(word>>((end&7)*8)&0xff) + int(uint(n-1)/RingSize)
		w = w.sown(at, dir, n) // SOW-1
		// CAP-1, CAP-5, DISPUTE-2, DISPUTE-22 (marked), worked out as bits
		// and not as a chain of branches on the facing pit and the count,
		// whose outcomes are data: only the decision itself branches.
		capBit := facing >> end & f.capBit & (uint(-before)>>(bits.UintSize-1) | f.facingBit)
		capBit &^= uint(f.capMax-n) >> (bits.UintSize - 1) // DISPUTE-2: more than capMax seeds
		captures := capBit != 0
		if uint(f.houseRing)>>end&1 != 0 && (captures && !f.houseTakes || !captures && before > 0) {
			// inHouse: HOUSE-4's stop or safari (a decision), HOUSE-3's
			// stop of a kutakata, else a relay lifting the house (HOUSE-1).
			if f.capture {
				full := 0 // DISPUTE-5: the house's count now
				if before+1 >= 6 {
					full = 1
				}
				if f.houseStop>>full&1 != 0 {
					return w, capturedBy(f.facing, facing), int8(firstRing), stoppedInHouse // HOUSE-4 (the stop; HOUSE-5's safari is the twin)
				}
				return w, 0, noTarget, gaveUp // HOUSE-1: a relay lifting the house; DISPUTE-3b
			}
			if f.takataStop == takataNever || (f.takataStop == takataAt6 && before+1 < 6) {
				return w, 0, noTarget, gaveUp // HOUSE-1
			}
			return w, capturedBy(f.facing, facing), int8(firstRing), ended // HOUSE-3, KUEN-4: the kutakata ends in the house
		}
		switch {
		case captures:
			// CAP-1, CAP-6, KUEN-2 (captures); from the intact house too
			// (HOUSE-4, DISPUTE-8: capture takes precedence).
			at = end
			goto capture
		case before == 0:
			return w, capturedBy(f.facing, facing), int8(firstRing), ended // SOW-7: kulala (in the house too: inHouse)
		case end == uint(f.blockRing):
			return w, capturedBy(f.facing, facing), int8(firstRing), ended // BLOCK-4, KUEN-5
		}
		// KUEN-1: relay. (Its seeds, before+1, read again from the words:
		// taken from before, they would put the choice of the word before
		// reads on the loop's chain, where the compiler branches on the
		// ring's half instead of a CMOV.)
		w, n = w.emptied(end)
		at = (end + uint(dir)) & (RingSize - 1) // Ring.Step
		goto sowing
	}
capture:
	{
		// CAP-4 (captureAt): take the pit facing at (Ring.Facing); its
		// seeds enter at the kichwa (DIR-1..DIR-4, kichwaTable).
		t := 7 - at
		shift := (t & 7) * 8
		n = int(w.opp >> shift & 0xff)
		w.opp &^= 0xff << shift
		facing &^= 1 << at
		firstIdx := 0
		if firstRing == noTarget {
			firstRing, firstIdx = int(t), 1
		}
		cw := 0
		if dir == int(CW) {
			cw = 1
		}
		k := kichwaStart[f.choice][firstIdx][cw][at&7]
		if k == 0 {
			k = kichwaChosen[m.Kichwa&3] // DIR-2: the player's choice
		}
		// (A capture of the opponent's intact house destroys it, HOUSE-1:
		// finishWords writes that from captured, oppHouseRing.)
		if f.rareCapture || (w.opp == 0 && !f.sowThenEnd) || (f.oppFreezes && w.opp&^onesPerByte == 0) {
			return w, 0, noTarget, gaveUp // afterCapture may do more
		}
		dir, at = int(k>>4), uint(k&15)
		if w.opp != 0 {
			goto sowing
		}
		// END-4, DISPUTE-12 sow-then-end (clearedFront): the opponent's
		// front row is empty: the captured seeds are sown and the move ends.
		if n > budget {
			return w, 0, noTarget, gaveUp // INF-1, DISPUTE-13
		}
		return w.sown(at, dir, n), capturedBy(f.facing, facing), int8(firstRing), ended
	}
}

// capturedBy is the set of the opponent's front rings a move playWords
// played captured, from the mover's front rings facing seeds before it
// (facing) and after it (left). A capture from front ring i takes the
// opponent's ring 7-i (Ring.Facing), which held seeds (CAP-1: a sowing
// captures only where facing has i; NAMUA-2: a namua capture start faces
// seeds), and clears i in left; nothing else does. (One register less in
// playWords' loop than a set of its own: the loop's state then stays in
// registers.)
func capturedBy(facing uint8, left uint) uint8 {
	return bits.Reverse8(facing &^ uint8(left))
}

// kichwaStart[choice][first][cw][at] is where a capture's seeds enter and
// which way they go (the kichwa of kichwaTable, then kichwaRing and
// kichwaDir), packed in one byte for playWords: the ring in the low four
// bits, the direction (CW 1, CCW -1) above them; 0 where the player chooses
// the kichwa (kichwaChosen). One table load on the capture's path instead of
// two in a row.
var kichwaStart = func() (t [2][2][2][8]int8) {
	for choice := range 2 {
		for first := range 2 {
			for cw := range 2 {
				for at := range 8 {
					if k := kichwaTable[choice][first][cw][at]; k != NoKichwa {
						t[choice][first][cw][at] = kichwaChosen[k&3]
					}
				}
			}
		}
	}
	return t
}()

// kichwaChosen is kichwaStart's byte for a kichwa (the player's choice,
// DIR-2).
var kichwaChosen = func() (t [4]int8) {
	for k := range t {
		t[k] = int8(kichwaDir[k])<<4 | int8(kichwaRing[k])
	}
	return t
}()
