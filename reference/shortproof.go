package reference

import (
	"encoding/binary"
	"math/bits"
)

// This file proves, without playing it, that a capture move stays within
// Donkers' 100-seed limit (DISPUTE-13): hasShortMove and legalMoves (moves.go)
// play a capture start only where this proof fails.
//
// The proof follows the move by arithmetic on the position before it: the
// first sowing (mtaji) or the hand seed (namua), the capture it makes, and
// the sowing of the captured seeds from the kichwa. When the last of those
// seeds falls into an empty pit that is not a marker, the move ends there
// (SOW-7, kulala), after at most 15 + 16 seeds (captureEndsShort). The readings can only end a
// move earlier on that path, never make it longer or leave it:
//
//   - the first sowing of a mtaji capture start (2..15 seeds, less than a
//     lap) ends on a marker of the position before the move (that is what
//     makes it a capture start), so it captures, unless the house stops the
//     move there (HOUSE-4, DISPUTE-8); no seed cap (DISPUTE-2) bars it;
//   - the capture may end the game (DISPUTE-12, DISPUTE-32): the move stops
//     after the captured seeds are sown, or at once;
//   - a last seed falling into an empty pit captures only under DISPUTE-22's
//     facing-only reading, and only when the pit it faces is not empty: the
//     proof asks that it be empty; the house treats an empty house like any
//     empty pit (inHouse); a kutakata's blocked pit does not matter (this is
//     a capture move); readings that watch every sowing can only stop it.
//
// The proof asks too that a mtaji first sowing not end in the mover's intact
// house: then the move reaches no stop in the house (HOUSE-4) on its way, so
// it has no safari twin (HOUSE-5), and LegalMoves need not play it to know.

// shortProof holds what the proof reads of one position, worked out once for
// all of its capture starts.
type shortProof struct {
	mine, opp *[RingSize]uint8
	// quiet holds the rings where a last seed falling into an empty pit ends
	// the move: all of them, but under DISPUTE-22's facing-only reading
	// only the back row and the front pits facing an empty pit.
	quiet uint16
	// empty holds the quiet rings that are empty before the move.
	empty     uint16
	namua     bool
	choice    int  // kichwaTable's first index: the first capture's kichwa may be the player's choice
	houseRisk bool // a mtaji first sowing ending in the mover's intact house may stop there
}

// newShortProof prepares the proof for the capture starts of p's side to move.
func newShortProof(r *Rules, p *Position) shortProof {
	me := p.ToMove & 1
	b := shortProof{mine: &p.Pits[me], opp: &p.Pits[me^1], quiet: 0xFFFF, namua: p.Phase() == Namua}
	if r.Marker == MarkerFacingOnly {
		b.quiet &^= uint16(facingRings(b.opp))
	}
	b.empty = b.quiet &^ (uint16(occupied(binary.LittleEndian.Uint64(b.mine[:8]))) | uint16(occupied(binary.LittleEndian.Uint64(b.mine[8:])))<<8)
	if b.namua || r.MtajiFirstKichwa == MtajiKichwaFree {
		b.choice = 1
	}
	b.houseRisk = p.Variant == Kiswahili && p.House[me] == HouseIntact
	return b
}

// ends reports whether the capture move that starts at front ring i (mtaji:
// sowing pit i in direction d; namua: the hand seed into i, d NoDir) surely
// ends once the seeds of its first capture are sown, after at most 15 + 16
// seeds. The first capture's kichwa is the rules' own or, where the rules
// give the player the choice (DIR-2), kc, or either when kc is NoKichwa.
// false means unsure: the move must be played. i must be a capture start
// (mtajiCaptureStarts, namuaCaptures).
//
// The captured seeds (c of them) are sown from the kichwa; their last seed
// falls into an empty pit only if c ≤ 16 (a longer sowing puts a seed into
// every pit before it reaches that one) and the pit held none before that
// sowing: in namua, none before the move (the hand seed went into pit i,
// which held seeds already); in mtaji, the lifted pit i itself, or a pit
// that was empty and that the first sowing (pits i+d .. i+n·d, under a lap)
// did not reach.
func (b *shortProof) ends(i Ring, d Dir, kc Kichwa) bool {
	at, cw, free := i, 0, b.empty
	if d == CW {
		cw = 1
	}
	if !b.namua {
		n := b.mine[i&15]
		at = Ring((uint8(i) + n*uint8(d)) & (RingSize - 1)) // n < 16: less than a lap
		if at == HouseRing && b.houseRisk {
			return false // the house may stop the move here (HOUSE-4, DISPUTE-8)
		}
		// The lifted pit is empty; the sown pits i+d .. i+n·d are not.
		sown := bits.RotateLeft16(1<<n-1, int(i)+1)
		if d == CCW {
			sown = bits.RotateLeft16(1<<n-1, int(i)-int(n))
		}
		free = (free | 1<<i&b.quiet) &^ sown
	}
	c := b.opp[at.Facing()&15] // the first capture (CAP-4)
	if c-1 >= RingSize {
		return false // none, or more than 16
	}
	// Its kichwa, as sim.kichwa chooses it.
	k := kichwaTable[b.choice][1][cw][at&7]
	if k == NoKichwa && kc == NoKichwa {
		return free>>lastFromKichwa[LeftKichwa][c]&1 != 0 || free>>lastFromKichwa[RightKichwa][c]&1 != 0
	}
	if k == NoKichwa {
		k = kc // DIR-2: the player's choice
	}
	return free>>lastFromKichwa[k&3][c]&1 != 0
}

// lastFromKichwa[k][c] is the ring where the last of c seeds (1..16) entered
// at kichwa k and sown in its direction falls (Kichwa.Dir); for NoKichwa,
// ring 16, which no bit set holds.
var lastFromKichwa = func() (t [4][RingSize + 1]uint8) {
	for k := range t {
		for c := 1; c <= RingSize; c++ {
			t[k][c] = 16
			if kd := kichwaDir[k]; kd != NoDir {
				t[k][c] = uint8(kichwaRing[k].Step(Dir(c-1) * kd))
			}
		}
	}
	return t
}()

// captureEndsShort is shortProof.ends for one start of p.
func captureEndsShort(r *Rules, p *Position, i Ring, d Dir, kc Kichwa) bool {
	b := newShortProof(r, p)
	return b.ends(i, d, kc)
}

// mtajiProvenShort reports whether one of the mtaji capture starts cw, ccw
// (mtajiCaptureStarts) surely ends short (shortProof.ends).
func mtajiProvenShort(r *Rules, p *Position, cw, ccw uint16) bool {
	b := newShortProof(r, p)
	for starts := cw; starts != 0; starts &= starts - 1 {
		if b.ends(Ring(bits.TrailingZeros16(starts)), CW, NoKichwa) {
			return true
		}
	}
	for starts := ccw; starts != 0; starts &= starts - 1 {
		if b.ends(Ring(bits.TrailingZeros16(starts)), CCW, NoKichwa) {
			return true
		}
	}
	return false
}

// namuaProvenShort reports whether one of the namua capture starts set
// (namuaCaptures) surely ends short (shortProof.ends).
func namuaProvenShort(r *Rules, p *Position, set uint8) bool {
	b := newShortProof(r, p)
	for ; set != 0; set &= set - 1 {
		if b.ends(Ring(bits.TrailingZeros8(set)), NoDir, NoKichwa) {
			return true
		}
	}
	return false
}
