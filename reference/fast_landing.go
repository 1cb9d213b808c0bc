//go:build !plainrules

package reference

import (
	"encoding/binary"
	"math/bits"
)

// This file is the fast form of the mtaji capture-start test (MTAJI-1,
// CAP-8, SEEDCAP: a pit of 2..15 seeds whose first sowing ends on a marker)
// for mtajiCaptureStarts (legal.go): the eight pits of a row at once, by
// byte-wise arithmetic on the row's word, without a loop over the pits.
// TestLandingOn (landing_test.go) holds it to the test pit by pit
// (captureStartsByPit) on random rows.

// landingOn returns, as bit sets over the rings, the starts of mine (pits
// of 2 to maxCaptureSeeds seeds, SEEDCAP) whose first sowing clockwise (cw)
// or counter-clockwise (ccw) ends on a ring of markers (front rings, a bit
// set), on the eight pits of a row at once (TestLandingOn: equal to the
// test pit by pit): the landings of each row (rowLandings), then markers'
// bit at each, both rows at once (nibbleMarkerAt).
func landingOn(mine *[RingSize]uint8, markers uint8) (cw, ccw uint16) {
	lc, la := rowLandings(binary.LittleEndian.Uint64(mine[:8]), ring0)
	hc, ha := rowLandings(binary.LittleEndian.Uint64(mine[8:]), ring8)
	// Both rows in one word, a landing a nibble: ring i's in the low
	// nibble of byte i, ring 8+i's in the high one (rowLandings' bytes
	// are below 16).
	lo, hi := uint64(markers&0xF)*onesPerNibble, uint64(markers>>4)*onesPerNibble
	c, a := nibbleMarkerAt(lo, hi, lc|hc<<4), nibbleMarkerAt(lo, hi, la|ha<<4)
	return gatherBits(c&onesPerByte) | gatherBits(c>>4&onesPerByte)<<8,
		gatherBits(a&onesPerByte) | gatherBits(a>>4&onesPerByte)<<8
}

// onesPerNibble has 1 in every nibble.
const onesPerNibble = 0x1111111111111111

// nibbleMarkerAt returns, as bit 0 of each nibble, the bit of markers at
// the ring in that nibble of l (0..15; a back ring is no marker), 16
// landings at once: lo and hi hold markers' low and high four bits in
// every nibble. The ring's bit 2 picks the half, then bits 1 and 0 shift
// it right within the nibble, keeping at each step only the low bits the
// next steps still read (so no bit crosses into another nibble).
func nibbleMarkerAt(lo, hi, l uint64) uint64 {
	v := lo ^ (lo^hi)&((l>>2&onesPerNibble)*0xF)
	v ^= (v ^ v>>2) & ((l >> 1 & onesPerNibble) * 3)
	v ^= (v ^ v>>1) & (l & onesPerNibble)
	return v &^ (l >> 3) & onesPerNibble
}

const (
	low4  = 0x0F0F0F0F0F0F0F0F // the low four bits of each byte
	ring0 = 0x0706050403020100 // the rings of the front row, byte by byte
	ring8 = 0x0F0E0D0C0B0A0908 // of the back row
)

// rowLandings returns, byte by byte, the ring where the first sowing of
// each pit of a row (its word w; ring holds its rings' numbers) ends,
// clockwise and counter-clockwise, by byte-wise arithmetic; a pit that is
// no start (not 2..15 seeds, SEEDCAP) reads as a back ring (bit 3 set),
// where no marker lies.
func rowLandings(w, ring uint64) (cw, ccw uint64) {
	const (
		lap   = 0x1010101010101010
		h7    = 0x7F7F7F7F7F7F7F7F
		flags = 0x8080808080808080
	)
	n := w & low4 // the seeds modulo a lap: the landing is the same
	// 2..15 seeds (SEEDCAP): a bit of 0x0E set, none of 0xF0. Adding 0x7F
	// to a byte below 0x80 sets its high bit when it is not zero.
	two := (w&0x0E0E0E0E0E0E0E0E + h7) & flags
	sixteen := ((w&0xF0F0F0F0F0F0F0F0)>>1 + h7) & flags
	none := (^two | sixteen) & flags >> 4 // bit 3 of each byte that is no start
	return (ring+n)&low4 | none, ((ring|lap)-n)&low4 | none
}

// gatherBits returns bit 0 of each byte of v (the others clear) as a byte.
func gatherBits(v uint64) uint16 {
	const gather = 0x0102040810204080 // bit 0 of byte i to bit 56+i
	return uint16(v * gather >> 56)
}

// landedOn returns, as a bit set, the rings of markers (front rings) where
// the first sowing of some start of mine (a pit of 2 to maxCaptureSeeds
// seeds, SEEDCAP), either way, ends: landings(mine, landingOn(mine,
// markers)) without the starts. A marker is landed on exactly when some
// start's landing is that ring, so the landings of every start are worked
// out as one bit per byte (ringBit) and markers keeps those that matter:
// no per-start loop, and no marker read at each landing (nibbleMarkerAt).
// TestLandedOn holds it to landings(mine, landingOn(mine, markers)).
func landedOn(mine *[RingSize]uint8, markers uint8) uint8 {
	lc, la := rowLandings(binary.LittleEndian.Uint64(mine[:8]), ring0)
	hc, ha := rowLandings(binary.LittleEndian.Uint64(mine[8:]), ring8)
	v := ringBit(lc) | ringBit(la) | ringBit(hc) | ringBit(ha)
	v |= v >> 32
	v |= v >> 16
	v |= v >> 8
	return uint8(v) & markers
}

// ringBit returns, in each byte of l (a ring 0..15 as rowLandings gives
// it: bit 3 set for a back ring or no start), the bit of that ring when it
// is a front ring (1 << ring), else 0: from 1 in each byte of a front ring,
// doubled where bit 0 of the ring is set, times 4 where bit 1, times 16
// where bit 2 (the largest byte, 0x80, stays in its byte).
func ringBit(l uint64) uint64 {
	v := onesPerByte &^ (l >> 3)
	v += (v & (l >> 2)) * 15 // where bit 2: times 16 (0x01 → 0x10)
	v += (v & ((l >> 1 & onesPerByte) * 0xFF)) * 3
	v += v & ((l & onesPerByte) * 0xFF)
	return v
}

// mtajiCaptureStarts returns the mtaji capture starts of a side (MTAJI-1,
// CAP-8, SEEDCAP): the rings whose first sowing ends on a marker (marks),
// clockwise (cw) and counter-clockwise (ccw), and the rings where those
// sowings end (landed), as bit sets. A start of 2 to 15 seeds (SEEDCAP) sows
// less than a lap, so its last seed falls into a pit it has not sown: whether
// that pit is a marker is read on the position before the move.
func mtajiCaptureStarts(r *Rules, mine, opp *[RingSize]uint8) (cw, ccw, landed uint16) {
	cw, ccw = fastMtajiStarts(r, mine, opp)
	return cw, ccw, landings(mine, cw, ccw)
}

// landings returns, as a bit set, the rings where the first sowings of the
// starts cw and ccw of mine (bit sets, pits of 2 to 15 seeds: less than a
// lap) end.
func landings(mine *[RingSize]uint8, cw, ccw uint16) (landed uint16) {
	for starts := cw; starts != 0; starts &= starts - 1 {
		i := uint(bits.TrailingZeros16(starts))
		landed |= 1 << ((i + uint(mine[i&(RingSize-1)])) & (RingSize - 1))
	}
	for starts := ccw; starts != 0; starts &= starts - 1 {
		i := uint(bits.TrailingZeros16(starts))
		landed |= 1 << ((i - uint(mine[i&(RingSize-1)])) & (RingSize - 1))
	}
	return landed
}

// fastMtajiTargets is plainMtajiTargets (kutakatia.go) from the landings
// of the starts as a bit set: front ring i faces ring 7-i.
func fastMtajiTargets(r *Rules, mine, opp *[RingSize]uint8) uint8 {
	_, _, landed := mtajiCaptureStarts(r, mine, opp)
	return bits.Reverse8(uint8(landed))
}
