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

// captureEndsShort reports whether the capture move of the side to move of p
// that starts at front ring i (mtaji: sowing pit i in direction d; namua:
// the hand seed into i, d NoDir) with kichwa choice kc (DIR-2: used only where
// the rules give the choice; NoKichwa there: either will do, one short move
// is enough) surely ends once the seeds of its first capture
// are sown, after at most 15 + 16 seeds. false means unsure: the move must be
// played. The start must be a capture start (mtajiCaptureStarts,
// namuaCaptures).
//
// The captured seeds (c of them) are sown from the kichwa; their last seed
// falls into an empty pit only if c ≤ 16 (a longer sowing puts a seed into
// every pit before it reaches that one) and the pit held none before that
// sowing: in namua, none before the move (the hand seed went into pit i,
// which held seeds already); in mtaji, the lifted pit i itself, or a pit
// that was empty and that the first sowing (pits i+d .. i+n·d, under a lap)
// did not reach.
func captureEndsShort(r *Rules, p *Position, i Ring, d Dir, kc Kichwa, namua bool) bool {
	me := p.ToMove & 1
	mine, opp := &p.Pits[me], &p.Pits[me^1]
	at, n, choice := i, uint8(0), 0
	if namua {
		choice = 1
	} else {
		n = mine[i&15]
		at = Ring((uint8(i) + n*uint8(d)) & (RingSize - 1)) // n < 16: less than a lap
		if at == HouseRing && p.Variant == Kiswahili && p.House[me] == HouseIntact {
			return false // the house may stop the move here (HOUSE-4, DISPUTE-8)
		}
		if r.MtajiFirstKichwa == MtajiKichwaFree {
			choice = 1
		}
	}
	cw := 0
	if d == CW {
		cw = 1
	}
	c := opp[at.Facing()&15] // the first capture (CAP-4)
	if c-1 >= RingSize {
		return false // none, or more than 16
	}
	// Its kichwa, as sim.kichwa chooses it.
	k := kichwaTable[choice][1][cw][at&7]
	if k == NoKichwa && kc == NoKichwa { // DIR-2: either kichwa will do
		return quietEnd(r, mine, opp, lastFromKichwa[LeftKichwa][c], i, d, n, namua) ||
			quietEnd(r, mine, opp, lastFromKichwa[RightKichwa][c], i, d, n, namua)
	}
	if k == NoKichwa {
		k = kc // DIR-2: the player's choice
	}
	return quietEnd(r, mine, opp, lastFromKichwa[k&3][c], i, d, n, namua)
}

// quietEnd reports whether the last of the captured seeds, falling into
// ring last (16: none, NoKichwa), ends the move (captureEndsShort): the pit
// held no seed before it and is no marker.
func quietEnd(r *Rules, mine, opp *[RingSize]uint8, last uint8, i Ring, d Dir, n uint8, namua bool) bool {
	if last >= RingSize {
		return false
	}
	// The pit held seeds before the last one: a relay or a capture.
	if dist := (last - uint8(i)) * uint8(d) & (RingSize - 1); namua || dist != 0 {
		if mine[last&15] != 0 || dist-1 < n { // dist-1 < n: the first sowing reached it
			return false
		}
	}
	// DISPUTE-22: an empty front pit captures when the pit it faces holds seeds.
	return r.Marker != MarkerFacingOnly || last >= 8 || opp[7-last&15] == 0
}

// lastFromKichwa[k][c] is the ring where the last of c seeds (1..16) entered
// at kichwa k and sown in its direction falls (Kichwa.Dir); for NoKichwa,
// 16, no ring.
var lastFromKichwa = func() (t [4][RingSize + 1]uint8) {
	for k := range t {
		for c := 1; c <= RingSize; c++ {
			t[k][c] = RingSize
			if kd := kichwaDir[k]; kd != NoDir {
				t[k][c] = uint8(kichwaRing[k].Step(Dir(c-1) * kd))
			}
		}
	}
	return t
}()

// mtajiProvenShort reports whether captureEndsShort proves one of the mtaji
// capture starts cw, ccw (mtajiCaptureStarts) short.
func mtajiProvenShort(r *Rules, p *Position, cw, ccw uint16) bool {
	for starts := cw; starts != 0; starts &= starts - 1 {
		i := Ring(bits.TrailingZeros16(starts))
		if captureEndsShort(r, p, i, CW, NoKichwa, false) {
			return true
		}
	}
	for starts := ccw; starts != 0; starts &= starts - 1 {
		i := Ring(bits.TrailingZeros16(starts))
		if captureEndsShort(r, p, i, CCW, NoKichwa, false) {
			return true
		}
	}
	return false
}

// namuaProvenShort reports whether captureEndsShort proves one of the namua
// capture starts set (namuaCaptures) short.
func namuaProvenShort(r *Rules, p *Position, set uint8) bool {
	for ; set != 0; set &= set - 1 {
		i := Ring(bits.TrailingZeros8(set))
		if captureEndsShort(r, p, i, NoDir, NoKichwa, true) {
			return true
		}
	}
	return false
}

// bareShort plays the capture move of the side to move of p that starts at
// front ring i (mtaji: sowing pit i in direction d; namua: the hand seed into
// i, d NoDir), with kichwa choice kc where the rules give one (DIR-2), by the
// bare sowing rules alone, on a copy of the two rows: sow (SOW-1), capture
// on a marker (CAP-1, CAP-4, DISPUTE-2's seed cap, DISPUTE-22), end in an
// empty pit (SOW-7), else relay (KUEN-1). It reports whether the move so
// played ends within limit seeds and never lands in the mover's intact
// house with seeds in it; false means unsure: the move must be played. It
// returns too the seeds the move so played sows.
//
// That is the move sim.play plays, or a beginning of it: on this path the
// readings can only end a move sooner (the game ends during the move,
// DISPUTE-11, DISPUTE-12, DISPUTE-32), and the house, whose rules would
// stop the move or offer a safari (HOUSE-3..5, DISPUTE-3, DISPUTE-8), is
// never reached with seeds in it (an empty house is an empty pit to them,
// inHouse). A capture move has no blocked pit (BLOCK-4) and, under Donkers'
// limit, no cycle check (DISPUTE-13). So the move played sows no more seeds
// than this, and reaches no stop in the house: it is short and has no
// safari twin.
func bareShort(r *Rules, p *Position, i Ring, d Dir, kc Kichwa, limit int) (short bool, sown int) {
	me := p.ToMove & 1
	// The mover's ring as two words in registers (pit x is byte x&7 of lo
	// or hi), and the opponent's front row reversed, so that byte x is the
	// pit facing the mover's front pit x (facingRings).
	lo, hi := binary.LittleEndian.Uint64(p.Pits[me][:8]), binary.LittleEndian.Uint64(p.Pits[me][8:])
	facing := bits.ReverseBytes64(binary.LittleEndian.Uint64(p.Pits[me^1][:8]))
	house := p.Variant == Kiswahili && p.House[me] == HouseIntact
	capMax := uint64(255) // no seed cap after the first sowing (DISPUTE-2)
	if r.CapScope == CapEverySowing {
		capMax = maxCaptureSeeds
	}
	choice := 0
	if p.Phase() == Namua || r.MtajiFirstKichwa == MtajiKichwaFree {
		choice = 1
	}
	sh := 8 * uint(i&7)
	first, dir, n, at := i.Step(d), d, uint64(p.Pits[me][i&15]), i
	firstCapture := 1
	switch {
	case p.Phase() == Namua:
		lo += 1 << sh // NAMUA-1: the hand seed (a front pit); NAMUA-2: the pit is captured from
		n = 0
	case i >= 8:
		hi &^= 0xFF << sh // MTAJI-1: the pit is lifted and sown
	default:
		lo &^= 0xFF << sh
	}
	for {
		if n > 0 {
			if sown += int(n); sown > limit {
				return false, sown
			}
			// SOW-1, as sow does it: whole laps, then a run of single seeds.
			laps := n / RingSize * onesPerByte
			run := &runs[(dir+1)>>1][first&(RingSize-1)][n%RingSize]
			lo += laps + run[0]
			hi += laps + run[1]
			at = Ring((uint8(first) + uint8(n-1)*uint8(dir)) & (RingSize - 1))
			sh = 8 * uint(at&7)
			w := lo
			if at >= 8 {
				w = hi
			}
			count := w >> sh & 0xFF
			// CAP-1, DISPUTE-22, as Rules.marked: a front pit facing a
			// non-empty pit, non-empty itself but under facing-only.
			marked := at < 8 && facing>>sh&0xFF != 0 && (count > 1 || r.Marker == MarkerFacingOnly)
			switch {
			case at == HouseRing && house && (count > 1 || marked):
				return false, sown // the house's rules decide here
			case marked && n <= capMax:
				// the capture, below
			case count == 1:
				return true, sown // SOW-7: the move ends (kulala)
			default:
				// KUEN-1: relay.
				n, first = count, at.Step(dir)
				if at >= 8 {
					hi &^= 0xFF << sh
				} else {
					lo &^= 0xFF << sh
				}
				continue
			}
		}
		// CAP-4: capture the facing pit; its seeds enter at the kichwa.
		cw := 0
		if dir == CW {
			cw = 1
		}
		k := kichwaTable[choice][firstCapture][cw][at&7]
		if k == NoKichwa {
			k = kc // DIR-2: the player's choice
		}
		n = facing >> sh & 0xFF
		facing &^= 0xFF << sh
		first, dir, firstCapture = kichwaRing[k&3], kichwaDir[k&3], 0
		if dir == NoDir || n == 0 {
			return false, sown
		}
	}
}
