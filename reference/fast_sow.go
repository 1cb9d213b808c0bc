//go:build !plainrules

package reference

import "encoding/binary"

// This file holds the sowing on 64-bit words (one byte a pit): fastSow,
// sow's fast form (SOW-1 as two word additions), and ringWords, the mover's
// ring and the opponent's front row as three words, on which playWords
// (fast_moves.go) plays a whole move in registers; and the kichwa table
// playWords and the proofs read (kichwaFor's answers, DIR-1..DIR-4).
// TestLegalSets holds fastSow to plainSow; TestMovesFastAgrees holds
// playWords to the rule files' loop.

// ringWords holds the pits a move changes: the mover's ring as two words
// (rings 0-7, 8-15) and the opponent's front row (rings 0-7).
type ringWords struct{ lo, hi, opp uint64 }

// wordsOf reads the words of side me's move from p.
func wordsOf(p *Position, me Side) ringWords {
	mine, opp := &p.Pits[me&1], &p.Pits[(me^1)&1]
	return ringWords{binary.LittleEndian.Uint64(mine[:8]), binary.LittleEndian.Uint64(mine[8:]), binary.LittleEndian.Uint64(opp[:8])}
}

// emptied returns w with the mover's ring i emptied and the seeds it held
// (SOW-3): lift on the words as values, the word chosen by a mask, not a
// branch (the ring's half is data, and a branch on it mispredicts). (A method on
// a pointer would keep playWords' words in memory: a store and a load on
// every sowing.)
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

// fastSow is plainSow (sow.go) on the ring's two words: n seeds from ring
// first onward in direction d (SOW-1). The seeds fill a
// run of consecutive pits: whole laps add n/16 to every pit, and the rest one
// seed to each of the next n%16 pits. Both are added to the ring's 16 bytes at
// once, as two 64-bit words (no byte can overflow: a pit never holds more
// than 64 seeds).
func fastSow(ring *[RingSize]uint8, first Ring, n int, d Dir) {
	laps := uint64(n/RingSize) * onesPerByte
	run := &runs[(d+1)>>1][first&(RingSize-1)][n%RingSize]
	binary.LittleEndian.PutUint64(ring[0:8], binary.LittleEndian.Uint64(ring[0:8])+laps+run[0])
	binary.LittleEndian.PutUint64(ring[8:16], binary.LittleEndian.Uint64(ring[8:16])+laps+run[1])
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
