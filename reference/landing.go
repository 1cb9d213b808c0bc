package reference

import "encoding/binary"

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
// test pit by pit).
// For each pit (a byte of a row's word) the landing ring is worked out by
// byte-wise arithmetic, and markers' bit at that ring is read by shifting a
// copy of markers in each byte by the landing's three low bits, one bit of
// the shift at a time (a back ring is no marker).
func landingOn(mine *[RingSize]uint8, markers uint8) (cw, ccw uint16) {
	const (
		low4  = 0x0F0F0F0F0F0F0F0F
		ring0 = 0x0706050403020100 // the rings of the front row, byte by byte
		ring8 = 0x0F0E0D0C0B0A0908 // of the back row
		lap   = 0x1010101010101010
		h7    = 0x7F7F7F7F7F7F7F7F
		flags = 0x8080808080808080
	)
	m := uint64(markers) * onesPerByte
	// at returns, as bit 0 of each byte, markers' bit at ring l (0..15):
	// a copy of markers in each byte shifted right by l's three low bits,
	// the largest step first, keeping at each step only the low bits the
	// next steps still read (so no bit crosses into another byte).
	at := func(l uint64) uint64 {
		v := m
		s := l >> 2 & onesPerByte // bytes whose ring has bit 2 set,
		s = s<<4 - s              // as 0x0F
		v ^= (v ^ v>>4) & s
		s = l >> 1 & onesPerByte // bit 1, as 0x03
		s |= s << 1
		v ^= (v ^ v>>2) & s
		s = l & onesPerByte // bit 0
		v ^= (v ^ v>>1) & s
		return v &^ (l >> 3) & onesPerByte // a back ring is no marker
	}
	// row returns the starts of one row (ring holds its rings' numbers).
	row := func(w, ring uint64) (cw, ccw uint16) {
		n := w & low4 // the seeds modulo a lap: the landing is the same
		// 2..15 seeds (SEEDCAP): a bit of 0x0E set, none of 0xF0. Adding
		// 0x7F to a byte below 0x80 sets its high bit when it is not zero.
		two := (w&0x0E0E0E0E0E0E0E0E + h7) & flags
		sixteen := ((w&0xF0F0F0F0F0F0F0F0)>>1 + h7) & flags
		start := (two &^ sixteen) >> 7
		hc := at((ring+n)&low4) & start
		ha := at(((ring|lap)-n)&low4) & start
		const gather = 0x0102040810204080 // bit 0 of byte i to bit 56+i
		return uint16(hc * gather >> 56), uint16(ha * gather >> 56)
	}
	cl, al := row(binary.LittleEndian.Uint64(mine[:8]), ring0)
	ch, ah := row(binary.LittleEndian.Uint64(mine[8:]), ring8)
	return cl | ch<<8, al | ah<<8
}
