//go:build !plainrules

package reference

import (
	"encoding/binary"
	"math/bits"
)

// This file is the fast form of captureEndsShort (fast_shortproof.go) for the
// namua capture starts LegalMoves proves one by one (provenStart, fast_movesloop.go):
// the proof's bit sets (fast_shortmask.go: quietEnds, kichwaEnds) worked out once
// a position, then one bit read for each start and its kichwa;
// namuaEndsShort (fast_shortmask.go, the verdict under Donkers' limit) reads the
// same sets for a whole row of starts at once. Tests:
// TestNamuaEnds (namuaends_test.go: namuaEnds.proves = captureEndsShort for
// every namua capture start and kichwa choice of game positions, random
// deals and house deals under every profile, option reading and random rule
// sets), TestLegalMovesPlainStarts.

// namuaEnds is what every namua capture start of one position shares for
// captureEndsShort: the opponent's front row lined up with the mover's
// (facingRings' word) and, as bit sets over the number of captured seeds c,
// those whose last seed, entered at the left or the right kichwa, falls
// where the move ends (kichwaEnds of quietEnds).
type namuaEnds struct {
	facing      uint64 // byte i: the seeds of the opponent's pit facing the mover's front ring i
	left, right uint32 // bit c: c seeds entered at that kichwa end the move (quietEnd)
}

// prepare works out e for p, a namua position (its side to move).
func (e *namuaEnds) prepare(r *Rules, p *Position) {
	me := p.ToMove & 1
	e.facing = bits.ReverseBytes64(binary.LittleEndian.Uint64(p.Pits[me^1][:8]))
	markers := uint8(0) // under facing-only, the front pits that are markers (DISPUTE-22)
	if r.Marker == MarkerFacingOnly {
		markers = occupied(e.facing)
	}
	e.left, e.right = kichwaEnds(quietEnds(r, emptyRings(&p.Pits[me]), markers))
}

// proves is captureEndsShort(r, p, c.Pit.Ring(), c.Dir, c.Kichwa, true) for
// the namua capture start c of the prepared position: the hand seed into
// front pit i, which held seeds (NAMUA-1), captures the seeds of the pit
// facing it (NAMUA-2, CAP-4), which enter at the kichwa kichwaTable gives
// (DIR-1) or, at a central pit, at c's choice (DIR-2; either, when c has
// none); the move ends once they are sown when the last one falls where the
// move ends (nothing was sown before them).
func (e *namuaEnds) proves(c Move) bool {
	i := c.Pit.Ring() & 7
	var set uint32
	switch k := kichwaTable[1][1][0][i]; {
	case k == LeftKichwa, k == NoKichwa && c.Kichwa == LeftKichwa:
		set = e.left
	case k == RightKichwa, k == NoKichwa && c.Kichwa == RightKichwa:
		set = e.right
	default:
		set = e.left | e.right
	}
	// A set has no bit above 16: min(seeds, 63) reads a clear bit for more
	// seeds than a lap, with no shift of 64.
	return uint64(set)>>(min(e.facing>>(8*i)&0xFF, 63)&63)&1 != 0
}
