package reference

import (
	"encoding/binary"
	"math/bits"
)

// This file is the fast form of captureEndsShort (shortproof.go) for the
// verdict under Donkers' limit (hasShortMove, DISPUTE-13): the same proof,
// for every capture start of a position at once, from bit sets over the
// ring instead of one start's pit counts and tables. TestEndsShortMasks
// (shortmask_test.go) holds it equal to captureEndsShort, start by start,
// under every profile, every option reading and random rule sets.
//
// The proof's last step asks whether the last of c captured seeds, entered
// at a kichwa, falls into a pit where the move ends (quietEnd): a pit that
// held no seed and is no marker. With those pits as a bit set over the ring
// (ends), the answer for every c at once is ends read from the kichwa's
// ring in its direction (kichwaEnds); a start then costs one shift.

// quietEnds returns, as a bit set over the ring, the pits of mine where a
// last seed ends the move (quietEnd): empty ones, but under DISPUTE-22's
// facing-only reading not a front pit facing a non-empty pit (a marker:
// facing is facingRings of the opponent).
func quietEnds(r *Rules, mine *[RingSize]uint8, facing uint8) uint16 {
	ends := ^(uint16(occupied(binary.LittleEndian.Uint64(mine[:8]))) | uint16(occupied(binary.LittleEndian.Uint64(mine[8:])))<<8)
	if r.Marker == MarkerFacingOnly {
		ends &^= uint16(facing)
	}
	return ends
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
// before them, so the pits where the move ends are those of quietEnds.
func namuaEndsShort(r *Rules, p *Position, set uint8) bool {
	me := p.ToMove & 1
	facing := bits.ReverseBytes64(binary.LittleEndian.Uint64(p.Pits[me^1][:8]))
	left, right := kichwaEnds(quietEnds(r, &p.Pits[me], occupied(facing)))
	both := left | right
	proof := [8]uint32{left, left, both, both, both, both, right, right}
	var ok uint32
	for i := range 8 {
		c := facing >> (8 * i) & 0xFF // the seeds captured from the pit facing ring i (CAP-4)
		ok |= proof[i] >> c & uint32(set>>i)
	}
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
	// The pits where the move ends, and the same reversed (ring 15-j at bit
	// j), for the right kichwa, which sows counter-clockwise (kichwaEnds).
	ends := quietEnds(r, mine, uint8(markers))
	rends, rmarkers := bits.Reverse16(ends), bits.Reverse16(markers)
	house := uint16(0xFFFF) // a landing ring that proves nothing: none
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
			// The first sowing's pits as bit sets: a = rings i+1 .. i+n
			// (clockwise), b = rings i-n .. i-1 (counter-clockwise), each
			// reversed by the other rotated.
			lap := uint16(1)<<n - 1
			a, b := lap<<1, lap<<(RingSize-n)
			sown, rsown, at := bits.RotateLeft16(a, int(i)), bits.RotateLeft16(b, int(15-i)), (i+n)&(RingSize-1)
			if dir == 1 {
				sown, rsown, at = bits.RotateLeft16(b, int(i)), bits.RotateLeft16(a, int(15-i)), (i-n)&(RingSize-1)
			}
			if at == house {
				continue
			}
			e := (ends | uint16(1)<<i&^markers) &^ sown
			re := (rends | uint16(1)<<(15-i)&^rmarkers) &^ rsown
			left, right := uint32(e)<<1, uint32(bits.RotateLeft16(re, -8))<<1 // kichwaEnds
			k := sel[dir][at&7]
			proof := left&-uint32(k&1) | right&-uint32(k>>1)
			if c := facing >> (8 * at) & 0xFF; proof>>c&1 != 0 {
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
