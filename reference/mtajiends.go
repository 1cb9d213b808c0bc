package reference

import (
	"encoding/binary"
	"math/bits"
)

// This file is the fast form of captureEndsShort (shortproof.go) for the
// mtaji capture starts legalMoves proves one by one (plainStart, moves.go):
// what every start of a position shares (the facing row, the pits where a
// move ends, the house, the kichwa table) worked out once, then
// mtajiEndsShort's arithmetic (shortmask.go) for one start and its kichwa.
// namuaEnds (namuaends.go) is the same for namua. Tests: TestMtajiEnds
// (mtajiends_test.go: mtajiEnds.proves = captureEndsShort for every mtaji
// capture start and kichwa choice of game positions and random deals under
// every profile, option reading and random rule sets),
// TestLegalMovesPlainStarts.

// mtajiEnds is what every mtaji capture start of one position shares for
// captureEndsShort.
type mtajiEnds struct {
	mine    [RingSize]uint8 // the mover's pits (a copy: a pointer would make p escape)
	facing  uint64          // byte i: the seeds of the opponent's pit facing the mover's front ring i
	ends    uint16          // quietEnds: the pits where a last seed ends the move
	markers uint16          // under facing-only, the front rings that are markers (DISPUTE-22); else 0
	house   uint16          // the mover's intact house's ring, where a first sowing proves nothing; else 0xFFFF
	sel     *[2][8]uint8    // kichwaSel's row for the rules' first-kichwa reading (DISPUTE-14)
}

// prepare works out e for p, a mtaji position (its side to move).
func (e *mtajiEnds) prepare(r *Rules, p *Position) {
	me := p.ToMove & 1
	e.mine = p.Pits[me]
	e.facing = bits.ReverseBytes64(binary.LittleEndian.Uint64(p.Pits[me^1][:8]))
	e.markers = 0
	if r.Marker == MarkerFacingOnly {
		e.markers = uint16(occupied(e.facing))
	}
	e.ends = quietEnds(r, emptyRings(&e.mine), uint8(e.markers))
	e.house = 0xFFFF
	if p.Variant == Kiswahili && p.House[me] == HouseIntact {
		e.house = uint16(HouseRing)
	}
	e.sel = &kichwaSel[0]
	if r.MtajiFirstKichwa == MtajiKichwaFree {
		e.sel = &kichwaSel[1]
	}
}

// proves is captureEndsShort(r, p, c.Pit.Ring(), c.Dir, c.Kichwa, false)
// for the mtaji capture start c of the prepared position, as
// mtajiEndsShort works it out: pit i's n seeds (2..15) sown in direction d
// land on the marker at = i+n·d, whose facing pit's seeds are captured
// (CAP-4) and enter at the kichwa kichwaTable gives (DIR-1, DIR-4) or, where
// the player chooses (DIR-2, DISPUTE-14), at c's choice (either, when c has
// none); the move ends where their last seed falls into a pit of ends that
// the first sowing did not reach, or into pit i itself. A landing in the
// intact house proves nothing (HOUSE-4, DISPUTE-8).
func (e *mtajiEnds) proves(c Move) bool {
	i := uint16(c.Pit.Ring() & (RingSize - 1))
	n := uint16(e.mine[i])
	// The first sowing's pits as a bit set: rings i+1 .. i+n (clockwise)
	// or i-n .. i-1 (counter-clockwise).
	lap := uint16(1)<<(n&(RingSize-1)) - 1
	sown, at, dir := bits.RotateLeft16(lap<<1, int(i)), (i+n)&(RingSize-1), 0
	if c.Dir == CCW {
		sown, at, dir = bits.RotateLeft16(lap<<(RingSize-n), int(i)), (i-n)&(RingSize-1), 1
	}
	if at == e.house || n >= RingSize {
		return false
	}
	ends := (e.ends | uint16(1)<<i&^e.markers) &^ sown
	// The c captured seeds' last one falls into ring c-1 from the left
	// kichwa, 8-c from the right one (lastFromKichwa), c ≤ 16.
	seeds := uint16(e.facing>>(8*at)) & 0xFF
	k := uint16(e.sel[dir][at&7]) // 1 left, 2 right, 3 either
	if k == 3 && c.Kichwa != NoKichwa {
		k = uint16(c.Kichwa) & 3 // DIR-2: the player's choice
	}
	proof := k&1&(ends>>((seeds-1)&(RingSize-1))) | k>>1&(ends>>((8-seeds)&(RingSize-1)))
	return proof&1 != 0 && seeds-1 < RingSize
}
