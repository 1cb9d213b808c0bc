package reference

import (
	"encoding/binary"
	"math/bits"
)

// This file holds what the verdict at the start of the opponent's turn under
// Donkers' limit (DISPUTE-13: hasShortMoveAfter, from passWords) reads of his
// pits, worked out once for every move of a position by the fast form of
// Moves (at the first successor that asks: hasMoveAfter) instead of once a
// successor: a move changes his pits only where it captures (empties) them,
// and those are known (the captured front rings). TestOppWords holds each
// part read from oppWords, and the verdict, to what hasShortMove works out on
// the successor itself, and TestMovesFastAgrees the successors to the general
// code's, under every profile, every option reading and random rule sets.

// oppWords is what hasShortMoveAfter reads of the pits of the side to move
// in a successor, worked out on his pits before the move (prepare).
type oppWords struct {
	ready       bool         // worked out for this position
	empty       uint16       // his empty pits (emptyRings)
	left, right uint32       // namua: kichwaEnds of empty
	land        landingWords // mtaji: the first landings of his pits (rowLandings)
}

// prepare works out o for side s of p, in the phase he will play.
func (o *oppWords) prepare(p *Position, s Side) {
	pits := &p.Pits[s&1]
	o.ready, o.empty = true, emptyRings(pits)
	if p.Variant == Kiswahili && p.Store[s&1] > 0 { // namua (Position.Phase)
		o.left, o.right = kichwaEnds(o.empty)
	} else {
		o.land[0], o.land[1] = rowLandings(binary.LittleEndian.Uint64(pits[:8]), ring0)
		o.land[2], o.land[3] = rowLandings(binary.LittleEndian.Uint64(pits[8:]), ring8)
	}
}

// mtajiStarts is mtajiStarts (legal.go) for the side whose pits are mine
// now, o worked out on them before a move that emptied his front rings
// captured: a pit emptied is no start, the others land where they did.
func (o *oppWords) mtajiStarts(r *Rules, mine, opp *[RingSize]uint8, captured uint8) (cw, ccw uint16) {
	markers := r.markerRings(mine, opp)
	if markers == 0 {
		return 0, 0
	}
	cw, ccw = o.land.on(uint8(markers))
	return cw &^ uint16(captured), ccw &^ uint16(captured)
}

// emptyRings returns the empty pits of mine: emptyRings(mine), or, with o
// worked out on them before a move that emptied the front rings captured,
// those of o and captured.
func (o *oppWords) emptyRings(mine *[RingSize]uint8, captured uint8) uint16 {
	if o == nil {
		return emptyRings(mine)
	}
	return o.empty | uint16(captured)
}

// namuaEndsShort returns the namua capture starts of the side to move of p
// (namuaCaptures) and whether namuaEndsShort proves one of them short, from
// o, worked out on his pits before a move that emptied his front rings
// captured: his empty pits are those of o and captured, and kichwaEnds, a
// permutation of bits, takes the captured ones and (DISPUTE-22's
// facing-only reading) the markers bit by bit.
func (o *oppWords) namuaEndsShort(r *Rules, p *Position, captured uint8) (set uint8, proven bool) {
	me := p.ToMove & 1
	facing := bits.ReverseBytes64(binary.LittleEndian.Uint64(p.Pits[me^1][:8]))
	occ := occupied(facing)
	set = namuaCapturesOf(r, p, me, ^uint8(o.empty)&^captured, occ)
	if set == 0 {
		return 0, false
	}
	// kichwaEnds: front ring j is bit j+1 of left, bit 8-j of right.
	left := o.left | uint32(captured)<<1
	right := o.right | uint32(bits.Reverse8(captured))<<1
	if r.Marker == MarkerFacingOnly { // quietEnds: no marker
		left &^= uint32(occ) << 1
		right &^= uint32(bits.Reverse8(occ)) << 1
	}
	return set, namuaProves(facing, left, right, set)
}
