//go:build !plainrules

package reference

import (
	"encoding/binary"
	"math/bits"
	"slices"
)

// This file holds the fast forms of legal.go's sets and lists: the same
// sets as bit sets read from the ring's 64-bit words (one byte a pit), and
// the capture starts of namuaCandidates and mtajiCandidates copied from
// tables (fast_startmoves.go). fast_legal_test.go holds each to its plain
// form (TestMtajiCandidates, TestNamuaCandidates, TestLegalSets).

// fastFrontRings is plainFrontRings on the front row's word.
func fastFrontRings(pits *[RingSize]uint8) uint8 {
	return occupied(binary.LittleEndian.Uint64(pits[:8]))
}

// fastFrontEmpty is plainFrontEmpty on the front row's word.
func fastFrontEmpty(pits *[RingSize]uint8) bool {
	return binary.LittleEndian.Uint64(pits[:8]) == 0
}

// fastFacingRings returns, as a bit set over the front rings of the side facing
// opp, those facing a non-empty pit of opp (the first half of marks). Front
// ring i faces the opponent's ring 7-i: reversing the opponent's front row
// lines the facing pits up, byte for byte.
func fastFacingRings(opp *[RingSize]uint8) uint8 {
	return occupied(bits.ReverseBytes64(binary.LittleEndian.Uint64(opp[:8])))
}

// fastMarkerRings is markerRings (legal.go) on words.
func fastMarkerRings(r *Rules, mine, opp *[RingSize]uint8) uint16 {
	set := fastFacingRings(opp)
	if r.Marker != MarkerFacingOnly {
		set &= occupied(binary.LittleEndian.Uint64(mine[:8]))
	}
	return uint16(set)
}

// fastMtajiStarts is plainMtajiStarts (legal.go) for the eight pits of a
// row at once (landingOn, fast_landing.go).
func fastMtajiStarts(r *Rules, mine, opp *[RingSize]uint8) (cw, ccw uint16) {
	markers := fastMarkerRings(r, mine, opp)
	if markers == 0 {
		return 0, 0
	}
	return landingOn(mine, uint8(markers))
}

// occupied returns a bit set with bit i set when byte i of w (a row of eight
// pits) is not zero.
func occupied(w uint64) uint8 {
	const lo7, hi = 0x7f7f7f7f7f7f7f7f, 0x8080808080808080
	flags := (((w & lo7) + lo7) | w) & hi // the high bit of each non-zero byte
	return uint8(((flags >> 7) * 0x0102040810204080) >> 56)
}

// fastNoPairs is plainNoPairs on words: it reports whether no pit of the ring holds 2 or more seeds (END-2,
// DISPUTE-32): a byte is 2 or more when a bit above its lowest is set, and
// so is the OR of the ring's two words.
func fastNoPairs(pits *[RingSize]uint8) bool {
	const notOne = ^uint64(onesPerByte)
	return (binary.LittleEndian.Uint64(pits[:8])|binary.LittleEndian.Uint64(pits[8:]))&notOne == 0
}

// fastNamuaCandidates is plainNamuaCandidates (legal.go) with the capture
// starts copied from tables.
func fastNamuaCandidates(r *Rules, p *Position, buf []Move) ([]Move, bool) {
	me := p.ToMove
	mine := &p.Pits[me]
	// DISPUTE-23: under EN's letter a player without a pit of 2 or more loses
	// even in namua.
	if r.NamuaImmobility == ImmobilityAlways && fastNoPairs(mine) {
		return buf, false
	}
	// namuaCaptures, written out (a call here cost more than its work).
	front := occupied(binary.LittleEndian.Uint64(mine[:8]))
	if set := namuaCapturesOf(r, p, me, front, fastFacingRings(&p.Pits[me.Other()])); set != 0 {
		// By ring, a central pit (DIR-2: free kichwa choice) gives a left
		// and a right kichwa move, the others (DIR-1: kichwa or kimbi, the
		// kichwa on that side) one move without a kichwa. Without a loop
		// over the rings: the moves are copied from namuaCaptureRuns
		// (fast_startmoves.go), the low half's run, then the high half's over
		// the low one's tail.
		n := len(buf)
		buf = slices.Grow(buf, 2*8)
		out := (*[2 * 8]Move)(buf[n : n+2*8])
		runs := &namuaCaptureRuns[me&1]
		lo, hi := &runs[0][set&15], &runs[1][set>>4]
		*(*[8]Move)(out[:8]) = lo.moves
		k := lo.n & 7
		*(*[8]Move)(out[k : k+8]) = hi.moves
		k += hi.n
		return buf[:n+k], true
	}
	return kutakatas(r, p, uint16(namuaKutakataRings(r, p)), buf), false // NAMUA-3
}

// fastMtajiCandidates is plainMtajiCandidates (legal.go) with the capture
// starts found a row at once (fastMtajiStarts) and copied from tables.
func fastMtajiCandidates(r *Rules, p *Position, buf []Move) ([]Move, bool) {
	me := p.ToMove
	mine, opp := &p.Pits[me], &p.Pits[me.Other()]
	// Captures (CAP-8, MTAJI-6, SEEDCAP-1..4), by ring, clockwise first.
	if cw, ccw := fastMtajiStarts(r, mine, opp); cw|ccw != 0 {
		if r.MtajiFirstKichwa == MtajiKichwaFree {
			return mtajiFreeCaptures(mine, me, cw, ccw, buf), true
		}
		// Without a branch a ring (which way it starts is data, and a
		// branch on it mispredicts): both moves are written, each kept
		// by the count advancing over it or not.
		// The moves are copied from mtajiStartMoves (fast_startmoves.go).
		n := len(buf)
		buf = slices.Grow(buf, 2*RingSize)
		out := (*[2 * RingSize]Move)(buf[n : n+2*RingSize])
		moves := &mtajiStartMoves[me&1]
		k := 0
		for starts := cw | ccw; starts != 0; starts &= starts - 1 {
			i := uint(bits.TrailingZeros16(starts))
			ms := &moves[i&(RingSize-1)]
			out[k&(2*RingSize-1)] = ms[0]
			k += int(cw >> i & 1)
			out[k&(2*RingSize-1)] = ms[1]
			k += int(ccw >> i & 1)
		}
		return buf[:n+k], true
	}
	return kutakatas(r, p, mtajiKutakataRings(r, p), buf), false // MTAJI-4
}

// mtajiFreeCaptures appends the mtaji capture starts cw, ccw (bit sets over
// mine's rings) of side me as mtajiCandidates lists them under DISPUTE-14's
// free reading: a start whose first sowing ends in a central pit offers the
// kichwa choice (DIR-2), by ring, clockwise first.
func mtajiFreeCaptures(mine *[RingSize]uint8, me Side, cw, ccw uint16, buf []Move) []Move {
	for starts := cw | ccw; starts != 0; starts &= starts - 1 {
		i := Ring(bits.TrailingZeros16(starts))
		pit := PitOf(me, i)
		for _, d := range [2]Dir{CW, CCW} {
			if (d == CW && cw&(1<<i) == 0) || (d == CCW && ccw&(1<<i) == 0) {
				continue
			}
			if land, _ := firstLanding(mine, i, int(mine[i]), d); centralRing(land) {
				buf = append(buf, Move{Pit: pit, Dir: d, Kichwa: LeftKichwa}, Move{Pit: pit, Dir: d, Kichwa: RightKichwa})
			} else {
				buf = append(buf, Move{Pit: pit, Dir: d})
			}
		}
	}
	return buf
}

// fastPairRings is plainPairRings on the ring's two words.
func fastPairRings(pits *[RingSize]uint8) uint16 {
	const notOne = ^uint64(onesPerByte)
	return uint16(occupied(binary.LittleEndian.Uint64(pits[:8])&notOne)) | uint16(occupied(binary.LittleEndian.Uint64(pits[8:])&notOne))<<8
}
