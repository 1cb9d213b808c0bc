//go:build !plainrules

package reference

import (
	"encoding/binary"
	"math/bits"
)

// This file is the fast form of captureEndsShort (fast_shortproof.go) for the
// verdict under Donkers' limit (hasShortMove, DISPUTE-13): the same proof,
// for every capture start of a position at once, from bit sets over the
// ring instead of one start's pit counts and tables. TestEndsShortMasks
// (shortmask_test.go) holds it equal to captureEndsShort, start by start,
// under every profile, every option reading and random rule sets.
//
// The proof's last step asks whether the last of c captured seeds, entered
// at a kichwa, falls into a pit where the move ends (quietEnd): a pit that
// held no seed and is no marker. With those pits as a bit set over the ring
// (quietEnds), that is one bit: ring c-1 from the left kichwa, 8-c from the
// right one. In namua the set is the same for every start, so it is read
// from each kichwa for every c at once (kichwaEnds); in mtaji each start
// takes out the pits its first sowing filled.

// quietEnds returns, as a bit set over the ring, the pits of the side to
// move where a last seed ends the move (quietEnd): the empty ones (empty:
// emptyRings), but under DISPUTE-22's facing-only reading not a front pit
// facing a non-empty pit (a marker: markers is facingRings of the opponent,
// read only under that reading).
func quietEnds(r *Rules, empty uint16, markers uint8) uint16 {
	ends := empty
	if r.Marker == MarkerFacingOnly {
		ends &^= uint16(markers)
	}
	return ends
}

// emptyRings returns the empty pits of a side as a bit set over the ring.
func emptyRings(pits *[RingSize]uint8) uint16 {
	return ^(uint16(occupied(binary.LittleEndian.Uint64(pits[:8]))) | uint16(occupied(binary.LittleEndian.Uint64(pits[8:])))<<8)
}

// kichwaEnds returns, as bit sets over c (1..16), the numbers of seeds whose
// last one, entered at the left kichwa (ring 0, sown clockwise: it falls into
// ring c-1) or at the right one (ring 7, counter-clockwise: ring 8-c mod 16),
// falls into a pit of ends (lastFromKichwa). Bit 0 and the bits above 16
// are clear: no seed, or more than a lap, proves nothing.
func kichwaEnds(ends uint16) (left, right uint32) {
	left = uint32(ends) << 1
	// Reverse16 puts ring 15-j at bit j; rotating by 8 puts ring 7-j there.
	right = uint32(bits.RotateLeft16(bits.Reverse16(ends), -8)) << 1
	return left, right
}

// namuaEndsShort reports whether captureEndsShort proves one
// of the namua capture starts set (namuaCaptures, front rings) short. The
// hand seed goes into front pit i, which held seeds, and captures the c
// seeds of the pit it faces; they enter at the kichwa on the side of i
// (DIR-1: rings 0, 1 left, 6, 7 right) or, at a central pit, at either
// (DIR-2: the player's choice, one short move is enough). Nothing was sown
// before them, so the pits where the move ends are those of quietEnds
// (namuaEnds.prepare works out those sets, namuaends.go).
func namuaEndsShort(r *Rules, p *Position, set8 uint8) bool {
	var e namuaEnds
	e.prepare(r, p)
	return namuaProves(e.facing, e.left, e.right, set8)
}

// namuaProves is namuaEndsShort's last step: whether, for a front ring of
// set8, bit c of its kichwa's set of kichwaEnds is set (c: the seeds of the
// pit facing it, byte i of facing).
func namuaProves(facing uint64, l32, r32 uint32, set8 uint8) bool {
	left, right := uint64(l32), uint64(r32)
	both := left | right
	// Front ring i: the seeds c captured from the pit facing it (CAP-4),
	// proven when bit c of its kichwa's set is (DIR-1: rings 0, 1 left, 6, 7
	// right; DIR-2: either at a central pit). A set has no bit above 16:
	// min(c, 63) reads a clear bit for any c above, with no shift of 64.
	proves := func(set uint64, i uint) uint64 {
		return set >> (min(facing>>(8*i)&0xFF, 63) & 63) & uint64(set8>>i)
	}
	ok := proves(left, 0) | proves(left, 1) | proves(both, 2) | proves(both, 3) |
		proves(both, 4) | proves(both, 5) | proves(right, 6) | proves(right, 7)
	return ok&1 != 0
}

// mtajiEndsShort reports whether captureEndsShort proves one of
// the mtaji capture starts cw, ccw (mtajiCaptureStarts) short. A start at
// ring i of n seeds (2..15, less than a lap) in direction d lands on the
// marker at = i+n·d, whose facing pit's c seeds are captured (CAP-4) and
// enter at the kichwa kichwaTable gives for a first capture there (DIR-1,
// DIR-4; at a central pit the player's choice under DISPUTE-14's free
// reading: either, one short move is enough). The move ends where their
// last seed falls into a pit of quietEnds that the first sowing did not
// reach (rings i+d .. i+n·d), or into the lifted pit i itself (quietEnd).
// A landing in the mover's intact house proves nothing (HOUSE-4, DISPUTE-8).
func mtajiEndsShort(r *Rules, p *Position, cw, ccw uint16) bool {
	me := p.ToMove & 1
	mine := &p.Pits[me]
	facing := bits.ReverseBytes64(binary.LittleEndian.Uint64(p.Pits[me^1][:8]))
	markers := uint16(0) // under facing-only, the front pits that are markers
	if r.Marker == MarkerFacingOnly {
		markers = uint16(occupied(facing))
	}
	ends := quietEnds(r, emptyRings(mine), uint8(markers)) // the pits where the move ends
	house := uint16(0xFFFF)                                // a landing ring that proves nothing: none
	if p.Variant == Kiswahili && p.House[me] == HouseIntact {
		house = uint16(HouseRing)
	}
	sel := &kichwaSel[0]
	if r.MtajiFirstKichwa == MtajiKichwaFree {
		sel = &kichwaSel[1]
	}
	for dir := range 2 { // 0: clockwise, 1: counter-clockwise
		starts := cw
		if dir == 1 {
			starts = ccw
		}
		for ; starts != 0; starts &= starts - 1 {
			i := uint16(bits.TrailingZeros16(starts))
			n := uint16(mine[i&(RingSize-1)])
			// The first sowing's pits as a bit set: rings i+1 .. i+n
			// (clockwise) or i-n .. i-1 (counter-clockwise).
			lap := uint16(1)<<n - 1
			sown, at := bits.RotateLeft16(lap<<1, int(i)), (i+n)&(RingSize-1)
			if dir == 1 {
				sown, at = bits.RotateLeft16(lap<<(RingSize-n), int(i)), (i-n)&(RingSize-1)
			}
			if at == house {
				continue
			}
			e := (ends | uint16(1)<<i&^markers) &^ sown
			// The c captured seeds' last one falls into ring c-1 from the
			// left kichwa, 8-c from the right one (lastFromKichwa), c ≤ 16.
			c := uint16(facing>>(8*at)) & 0xFF
			k := uint16(sel[dir][at&7])
			proof := k&1&(e>>((c-1)&(RingSize-1))) | k>>1&(e>>((8-c)&(RingSize-1)))
			if proof&1 != 0 && c-1 < RingSize {
				return true
			}
		}
	}
	return false
}

// kichwaSel[choice][dir][at] is kichwaTable's kichwa for a mtaji start's
// first capture at front ring at (choice 1 under DISPUTE-14's free reading;
// dir 0 clockwise, 1 counter-clockwise) as bits: 1 the left kichwa, 2 the
// right one, 3 either (the player's choice).
var kichwaSel = func() (t [2][2][8]uint8) {
	for choice := range 2 {
		for dir := range 2 {
			for at := range 8 {
				switch kichwaTable[choice][1][1-dir][at] {
				case LeftKichwa:
					t[choice][dir][at] = 1
				case RightKichwa:
					t[choice][dir][at] = 2
				default:
					t[choice][dir][at] = 3
				}
			}
		}
	}
	return t
}()
