//go:build !plainrules

package reference

import "encoding/binary"

// This file is the fast form of sowFrom (sow.go): the same loop for the moves
// no per-sowing reading watches (no trace, no pass count, no cycle check, not
// Hus), with the mover's 16 pits and the opponent's front row held in three
// 64-bit words (one byte a pit) for the whole move instead of in the
// position. A sowing is a word addition (sow's runs), the count of the pit
// where it ended a shift of a register, a relay's lift and a capture's take a
// masked clear: no pit goes through memory between two sowings (a byte
// stored into a pit and the word of its row loaded right after stall the
// CPU: the store cannot be forwarded to the wider load).
//
// It decides each sowing exactly as sowFrom does, in the same order (the
// house, a capture, kulala, the blocked pit, a relay), and it hands every
// rare turn to the general code with the words written back: the move's seed
// limit (overLimit: sowFrom plays the rest of the move), a sowing ending in
// the mover's intact house (inHouse, safari, lifted), and a capture that may
// do more than move seeds (afterCapture: a house captured or lost, the
// opponent's front row emptied, DISPUTE-32's immobility).
// TestPlayAgreesWithTrace plays every start untraced (here) and traced
// (sowFrom) under every profile and option reading and compares the results;
// the vectors and the fuzz properties check the rest.

// startWords is playFresh's start (play.go) in sowFast's words, for a move
// no reading watches (no trace, no pass count, no cycle check, not Hus): a
// namua capture (NAMUA-1, NAMUA-2: the hand seed, then the capture of the
// facing pit, captureWords), a namua kutakata (NAMUA-3: the pit with the new
// seed lifted and sown) or a mtaji start (MTAJI-1), but a start from the
// mover's intact house (taxation, HOUSE-1: playFresh's way). It reports
// whether it played the move; playFresh has set up s.
func (s *sim) startWords(p *Position, m Move, capture bool) bool {
	if s.watchSowing || s.cycleCheck || p.Variant == Hus {
		return false
	}
	start := m.Pit.Ring()
	s.dir = m.Dir
	switch {
	case s.phase == Namua && capture:
		s.p.Store[s.me]--
		w := wordsOf(p, s.me)
		w.lo += 1 << (uint(start&7) * 8) // a namua capture starts in the front row
		w, first, n, dir, stop := s.captureWords(w, start, s.dir)
		if stop {
			return true // captureWords wrote the words back
		}
		s.dir = dir
		s.sowFast(w, first, n, "CAP-4")
	case start == HouseRing && s.watchHouse:
		return false // the intact house, which may be taxed or destroyed
	case s.phase == Namua:
		s.p.Store[s.me]--
		w := wordsOf(p, s.me)
		s.sowFast(w, start.Step(s.dir), w.lift(start)+1, "NAMUA-3")
	default:
		w := wordsOf(p, s.me)
		s.sowFast(w, start.Step(s.dir), w.lift(start), "MTAJI-1")
	}
	return true
}

// ringWords holds the pits a move changes: the mover's ring as two words
// (rings 0-7, 8-15) and the opponent's front row (rings 0-7).
type ringWords struct{ lo, hi, opp uint64 }

// load reads the words from the position being played.
func (s *sim) load() ringWords { return wordsOf(&s.p, s.me) }

// wordsOf reads the words of side me's move from p.
func wordsOf(p *Position, me Side) ringWords {
	mine, opp := &p.Pits[me&1], &p.Pits[(me^1)&1]
	return ringWords{binary.LittleEndian.Uint64(mine[:8]), binary.LittleEndian.Uint64(mine[8:]), binary.LittleEndian.Uint64(opp[:8])}
}

// lift empties ring i of the mover's words and returns its seeds (SOW-3).
func (w *ringWords) lift(i Ring) int {
	shift := uint(i&7) * 8
	if i >= 8 {
		n := int(w.hi >> shift & 0xff)
		w.hi &^= 0xff << shift
		return n
	}
	n := int(w.lo >> shift & 0xff)
	w.lo &^= 0xff << shift
	return n
}

// emptied returns w with the mover's ring i emptied and the seeds it held
// (SOW-3): lift on the words as values, the word chosen by a mask, not a
// branch (the ring's half is data, and a branch on it mispredicts). (lift,
// on a pointer, would keep playWords' and sowFast's words in memory: a store
// and a load on every sowing.)
func (w ringWords) emptied(i uint) (ringWords, int) {
	shift, hi := (i&7)*8, -uint64(i>>3&1) // hi: ring i is in w.hi
	n := int((w.lo&^hi | w.hi&hi) >> shift & 0xff)
	w.lo &^= 0xff << shift &^ hi
	w.hi &^= 0xff << shift & hi
	return w, n
}

// sown returns w with n seeds sown from ring at in direction dir (1 or -1)
// (SOW-1: n/16 laps add to every pit, the rest one seed to each of the next
// n%16 pits: sow's runs).
func (w ringWords) sown(at uint, dir int, n int) ringWords {
	// (n is never negative: as unsigned, a shift and a mask, and no
	// bounds check.)
	laps := uint64(uint(n)/RingSize) * onesPerByte
	run := &runs[uint(dir+1)>>1&1][at&(RingSize-1)][uint(n)%RingSize]
	w.lo += laps + run[0]
	w.hi += laps + run[1]
	return w
}

// store writes the words back into the position being played.
func (s *sim) store(w ringWords) {
	mine, opp := &s.p.Pits[s.me&1], &s.p.Pits[(s.me^1)&1]
	binary.LittleEndian.PutUint64(mine[:8], w.lo)
	binary.LittleEndian.PutUint64(mine[8:], w.hi)
	binary.LittleEndian.PutUint64(opp[:8], w.opp)
}

// sowFast is sowFrom for a move startWords plays (see the top of the file),
// the mover's pits and the opponent's front row given as w.
func (s *sim) sowFast(w ringWords, first Ring, n int, rule string) {
	dir := s.dir
	for n > 0 {
		if s.sown+n > s.limit {
			// INF-1, DISPUTE-13: the general loop judges the limit.
			s.store(w)
			s.dir = dir
			s.sowFrom(first, n, rule)
			return
		}
		w = w.sown(uint(first), int(dir), n) // SOW-1
		s.sown += n
		last := Ring((uint8(first) + uint8(n-1)*uint8(dir)) & (RingSize - 1))
		if s.stopNow {
			break // DISPUTE-11, DISPUTE-12: the game ended with this sowing
		}
		word := w.lo
		if last >= 8 {
			word = w.hi
		}
		before := int(word>>((last&7)*8)&0xff) - 1 // the last pit before its seed
		inHouse := false
		if last == HouseRing && s.watchHouse {
			// HOUSE-3, HOUSE-4, HOUSE-5: the house decides (inHouse).
			inHouse = true
			s.store(w)
			s.dir = dir
			switch s.inHouse(before, n) {
			case houseStops:
				return
			case houseSafari:
				first, n, rule = s.safari()
				dir = s.dir
				w = s.load()
				continue
			}
		}
		switch {
		case s.captures(last, before, n):
			var stop bool
			if w, first, n, dir, stop = s.captureWords(w, last, dir); stop {
				return
			}
			rule = "CAP-4"
		case before == 0:
			// SOW-7: the last seed fell into an empty pit (kulala).
			s.store(w)
			s.dir = dir
			return
		case last == s.blockRing:
			// BLOCK-4, KUEN-5: a kutakata ends in the blocked pit.
			s.store(w)
			s.dir = dir
			return
		default:
			// KUEN-1: relay: lift the pit and sow on.
			w, n = w.emptied(uint(last))
			first, rule = last.Step(dir), "KUEN-1"
			if inHouse {
				// HOUSE-1, DISPUTE-4: lifting the intact house (lifted).
				s.store(w)
				s.lifted(last, n, "KUEN-1", true)
			}
		}
	}
	s.store(w)
	s.dir = dir
}

// captureWords is captureAt on the words w, for a sowing in direction dir
// that ended in front ring at: it takes the facing pit (CAP-4) and returns
// the words, where its seeds are sown from, how many and in which direction
// (the kichwa: DIR-1..DIR-4, kichwaTable), and whether the move stops at once
// (afterCapture, for the captures that may do more than move seeds).
func (s *sim) captureWords(w ringWords, at Ring, dir Dir) (ringWords, Ring, int, Dir, bool) {
	f := at.Facing()
	shift := uint(f&7) * 8
	n := int(w.opp >> shift & 0xff)
	w.opp &^= 0xff << shift
	s.captured |= 1 << f
	s.facing &^= 1 << at
	firstCapture := s.firstTarget == noTarget
	if firstCapture {
		s.firstTarget = int8(f)
	}
	k := s.kichwa(at, firstCapture, dir)
	dir = kichwaDir[k&3]
	// (Under DISPUTE-32's during-move readings the opponent is immobile only
	// when no pit of his holds 2 or more: none of his front row, to begin.)
	if s.r.HouseLostAtCapture == HouseLostAtFirstCapture || w.opp == 0 ||
		(f == HouseRing && s.p.House[(s.me^1)&1] == HouseIntact) ||
		(s.r.Immobility != ImmobileAtTurnStart && w.opp&^onesPerByte == 0) {
		// A capture that may do more than move seeds.
		s.store(w)
		s.dir = dir
		if s.afterCapture(f, n, w.opp == 0) {
			return w, 0, 0, dir, true
		}
		w = s.load()
	}
	return w, kichwaRing[k&3], n, dir, false
}

// fastSow is plainSow (sow.go) on the ring's two words: n seeds from ring
// first onward in direction d (SOW-1), the pit of the last returned. The seeds fill a
// run of consecutive pits: whole laps add n/16 to every pit, and the rest one
// seed to each of the next n%16 pits. Both are added to the ring's 16 bytes at
// once, as two 64-bit words (no byte can overflow: a pit never holds more
// than 64 seeds).
func fastSow(ring *[RingSize]uint8, first Ring, n int, d Dir) Ring {
	laps := uint64(n/RingSize) * onesPerByte
	run := &runs[(d+1)>>1][first&(RingSize-1)][n%RingSize]
	binary.LittleEndian.PutUint64(ring[0:8], binary.LittleEndian.Uint64(ring[0:8])+laps+run[0])
	binary.LittleEndian.PutUint64(ring[8:16], binary.LittleEndian.Uint64(ring[8:16])+laps+run[1])
	return Ring((uint8(first) + uint8(n-1)*uint8(d)) & (RingSize - 1))
}

// onesPerByte has a 1 in each byte of a word.
const onesPerByte = 0x0101010101010101

// runs[d][first][k] holds, as the two 64-bit words of a ring, one seed in
// each of the k pits from first onward in direction d (0: CCW, 1: CW).
var runs = func() (t [2][RingSize][RingSize][2]uint64) {
	for d := 0; d < 2; d++ {
		for first := 0; first < RingSize; first++ {
			for k := 0; k < RingSize; k++ {
				r := first
				for i := 0; i < k; i++ {
					t[d][first][k][r/8] += 1 << (8 * (r % 8))
					r = (r + 2*d - 1 + RingSize) % RingSize
				}
			}
		}
	}
	return t
}()

// kichwa is kichwaFor's choice, looked up in kichwaTable: a capture's
// kichwa depends on where it is, and the branches of kichwaFor's tests are
// hard to predict.
func (s *sim) kichwa(at Ring, first bool, dir Dir) Kichwa {
	choice, firstIdx, cw := 0, 0, 0
	if s.phase == Namua || s.r.MtajiFirstKichwa == MtajiKichwaFree {
		choice = 1
	}
	if first {
		firstIdx = 1
	}
	if dir == CW {
		cw = 1
	}
	k := kichwaTable[choice][firstIdx][cw][at&7]
	if k == NoKichwa {
		k = s.move.Kichwa // DIR-2: the player's choice
	}
	return k
}

// kichwaTable[choice][first][cw][at] is kichwaFor's kichwa for a capture at
// front ring at: choice 1 where the player may choose at a central pit
// (NoKichwa: he chose), first 1 for the move's first capture, cw 1 when
// sowing clockwise. Built from kichwaFor itself.
var kichwaTable = func() (t [2][2][2][8]Kichwa) {
	for choice := range 2 {
		for first := range 2 {
			for cw := range 2 {
				s := sim{phase: Mtaji, dir: CCW}
				if choice == 1 {
					s.phase = Namua
				}
				if cw == 1 {
					s.dir = CW
				}
				for at := Ring(0); at < 8; at++ {
					t[choice][first][cw][at], _, _ = s.kichwaFor(at, first == 1)
				}
			}
		}
	}
	return t
}()

// kichwaRing and kichwaDir are where seeds entered at a kichwa are sown
// from, and in which direction (Kichwa.Dir), indexed by Kichwa.
var (
	kichwaRing = [4]Ring{LeftKichwaRing, LeftKichwaRing, RightKichwaRing, LeftKichwaRing}
	kichwaDir  = [4]Dir{NoDir, LeftKichwa.Dir(), RightKichwa.Dir(), NoDir}
)
