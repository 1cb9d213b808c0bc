//go:build !plainrules

package reference

import (
	"encoding/binary"
	"math/bits"
)

// This file proves, without sim.play, that a capture move stays within
// Donkers' 100-seed limit (DISPUTE-13) and reaches no stop in the house (so
// has no safari twin, HOUSE-5): hasShortMove and legalMoves (moves.go) play a
// capture start only where both proofs fail. Two proofs, the cheap one first:
//
//   - captureEndsShort, by arithmetic on the position before the move: the
//     first sowing (mtaji) or the hand seed (namua), the capture it makes,
//     and the sowing of the captured seeds from the kichwa, whose last seed
//     falls into an empty pit that is no marker: the move ends there (SOW-7,
//     kulala), after at most 15 + 16 seeds;
//   - bareShort, which plays the move by the bare sowing rules on the
//     mover's row held in two registers, until it ends within the limit or
//     reaches the mover's intact house with seeds in it (unsure; for
//     legalMoves, bareWalk and houseStopSure tell a namua move that surely
//     stops there with a choice: a move and its safari twin, HOUSE-4, HOUSE-5).
//
// Both follow the path of the move as the bare rules give it, and on a
// capture move's path the readings can only end the move sooner, never
// lengthen it or send it elsewhere, as long as the path does not land in the
// mover's intact house with seeds in it (but for a capture there, below):
//
//   - the first sowing of a mtaji capture start (2..15 seeds, under a lap)
//     ends on a marker of the position before the move (that is what makes
//     it a capture start), so it captures, unless the house stops the move
//     there (HOUSE-4, DISPUTE-8: the proofs give up on that house);
//   - a capture may end the game (DISPUTE-12, DISPUTE-32): the move stops at
//     once or after the captured seeds are sown, or (play-out) goes on as
//     before; readings that watch every sowing (DISPUTE-11) only stop it;
//     the lap limits and the cycle check (DISPUTE-13) only end it as a loss;
//   - the seed cap of later sowings (DISPUTE-2 every-sowing) and the
//     facing-only marker (DISPUTE-22) are followed, not assumed away; an
//     empty house is an empty pit to the house's rules (inHouse); a capture
//     move has no blocked pit (BLOCK-4);
//   - a sowing whose last seed makes the house a marker captures there
//     (inHouse lets the capture go first), as on any other pit: bareWalk
//     follows it, but under DISPUTE-8's stop-always reading, where the owner
//     may stop instead (HOUSE-4).
//
// So the move sim.play plays is the proven path or a beginning of it: it sows
// no more seeds and reaches no stop in the house. A reading added later that
// changes a capture move's path must be followed here too; the tests
// (shortproof_test.go) play every start under every option's readings and
// under random combinations of them, and fail if it is not.

// captureEndsShort reports whether the capture move of the side to move of p
// that starts at ring i (mtaji: sowing pit i in direction d; namua: the hand
// seed into front pit i, d NoDir) with kichwa choice kc (DIR-2: used only where
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

// bareShort plays the capture move of the side to move of p that starts at
// ring i (mtaji: sowing pit i in direction d; namua: the hand seed into front
// pit i, d NoDir), with kichwa choice kc where the rules give one (DIR-2), by the
// bare sowing rules alone, on a copy of the two rows: sow (SOW-1), capture
// on a marker (CAP-1, CAP-4, DISPUTE-2's seed cap, DISPUTE-22), end in an
// empty pit (SOW-7), else relay (KUEN-1). It reports whether the move so
// played ends within limit seeds and never lands in the mover's intact
// house with seeds in it but to capture there (outside DISPUTE-8's
// stop-always reading); false means unsure: the move must be played. It
// returns too the seeds the move so played sows.
//
// The move sim.play plays is this path or a beginning of it (the file's
// comment says why): it sows no more seeds and reaches no stop in the house.
func bareShort(r *Rules, p *Position, i Ring, d Dir, kc Kichwa, limit int) (short bool, sown int) {
	end, sown := bareWalk(r, p, i, d, kc, limit)
	return end == bareEnds, sown
}

// bareEnd is how bareWalk's path ends.
type bareEnd uint8

const (
	bareUnsure    bareEnd = iota // the move must be played
	bareEnds                     // it ends within the limit, no stop in the house (bareShort)
	bareHouseStop                // a namua move that surely stops in the house (houseStopSure)
	bareHouseLow                 // bareWalk: the path's first landing in the house leaves 2..5 seeds, no capture there
	bareHouseFull                // bareWalk: the same with 6 or more seeds
)

// bareWalk is bareShort's walk. A landing in the mover's intact house that
// captures there is a capture (inHouse), but under DISPUTE-8's stop-always
// reading (unsure). Where the path lands there with seeds in it otherwise,
// it reports bareHouseLow or bareHouseFull when no capture on the way has
// emptied the opponent's front row (facing, which only loses seeds, is not
// 0), for houseStopSure. Only values are worked out there, no call: a call
// in the loop slowed hasShortMove's walks.
func bareWalk(r *Rules, p *Position, i Ring, d Dir, kc Kichwa, limit int) (end bareEnd, sown int) {
	me := p.ToMove & 1
	// The mover's ring as two words in registers (pit x is byte x&7 of lo
	// or hi), and the opponent's front row reversed, so that byte x is the
	// pit facing the mover's front pit x (facingRings).
	lo, hi := binary.LittleEndian.Uint64(p.Pits[me][:8]), binary.LittleEndian.Uint64(p.Pits[me][8:])
	facing := bits.ReverseBytes64(binary.LittleEndian.Uint64(p.Pits[me^1][:8]))
	houseAt := Ring(0xFF) // the mover's intact house, where its rules decide; else none
	if p.Variant == Kiswahili && p.House[me] == HouseIntact {
		houseAt = HouseRing
	}
	// CAP-1, DISPUTE-22 (Rules.marked): a front pit facing a non-empty pit
	// is a marker when it holds minCount seeds or more, the last one
	// included: one before it, or under facing-only none.
	minCount := uint64(2)
	if r.Marker == MarkerFacingOnly {
		minCount = 1
	}
	// DISPUTE-8: a sowing that captures in the house is a capture there
	// (inHouse), as anywhere on the path, unless EN's letter (stop-always)
	// lets the owner stop instead.
	houseCaptures := r.HouseStop != StopAlways
	capMax := uint64(255) // no seed cap after the first sowing (DISPUTE-2)
	if r.CapScope == CapEverySowing {
		capMax = maxCaptureSeeds
	}
	choice := 0
	if p.Phase() == Namua || r.MtajiFirstKichwa == MtajiKichwaFree {
		choice = 1
	}
	kichwas := &kichwaTable[choice][1] // the first capture's row; then [0]
	sh := 8 * uint(i&7)
	first, dir, n, at := i.Step(d), d, uint64(p.Pits[me][i&15]), i
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
				return bareUnsure, sown
			}
			// Where the last seed falls, and how many the pit then holds:
			// those before, one for each lap and the last seed's own (the
			// seeds of whole laps end on the pit before first), read
			// before the sowing below so that what follows need not wait
			// for it.
			at = Ring((uint8(first) + uint8(n-1)*uint8(dir)) & (RingSize - 1))
			sh = 8 * uint(at&7)
			w, fw := lo, facing // a back pit faces none
			if at >= 8 {
				w, fw = hi, 0
			}
			count := w>>sh&0xFF + (n+RingSize-1)/RingSize
			// SOW-1, as sow does it: whole laps, then a run of single seeds.
			laps := n / RingSize * onesPerByte
			run := &runs[(dir+1)>>1][first&(RingSize-1)][n%RingSize]
			lo += laps + run[0]
			hi += laps + run[1]
			// CAP-1, DISPUTE-22, as Rules.marked: a front pit facing a
			// non-empty pit, non-empty itself but under facing-only.
			marked := fw>>sh&0xFF != 0 && count >= minCount
			captures := marked && n <= capMax
			switch {
			case at == houseAt && (count > 1 || marked) && !(captures && houseCaptures):
				// The house's rules decide here (houseStopSure).
				switch {
				case captures || count <= 1 || facing == 0:
					return bareUnsure, sown
				case count < 6:
					return bareHouseLow, sown
				}
				return bareHouseFull, sown
			case captures:
				// the capture, below (in the house too: inHouse captures)
			case count == 1:
				return bareEnds, sown // SOW-7: the move ends (kulala)
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
		k := kichwas[(dir+1)>>1][at&7] // [1]: clockwise
		if k == NoKichwa {
			k = kc // DIR-2: the player's choice
		}
		n = facing >> sh & 0xFF
		facing &^= 0xFF << sh
		first, dir, kichwas = kichwaRing[k&3], kichwaDir[k&3], &kichwaTable[choice][0]
		if dir == NoDir || n == 0 {
			return bareUnsure, sown
		}
	}
}

// houseStopSure reports whether a namua capture move of p whose bare path
// ended as end (bareWalk: its first landing in the mover's intact house,
// where it captures nothing, had seeds before the last one, and no capture
// on the way emptied the opponent's front row) surely stops there with a
// choice, so that its safari is a second move (HOUSE-4, HOUSE-5), as inHouse
// decides: captureStop wants 6 or more seeds after the last one (DISPUTE-5
// at-decision: a capture move counts them then under either reading), or an
// intact house of any count (DISPUTE-9b any-count).
//
// The move sim.play plays follows the bare path up to there, unless a
// reading ends it sooner (the file's comment); every such reading is
// excluded: a capture that empties the opponent's front row (DISPUTE-12,
// bareWalk), DISPUTE-32's during-move readings, DISPUTE-11's loses, and the
// lap limits that watch sowings or cycles (DISPUTE-13; the seed limits are
// no nearer than bareWalk's 100 seeds, and Donkers' limit is legalMoves' to
// mind). The last two cannot end a capture move within 100 seeds (no lone
// kichwa is lifted, 512 sowings or a cycle need more); they are excluded all
// the same. In namua no reading destroys the mover's house on the way
// (HOUSE-1; DISPUTE-3c reads mtaji captures; a capture move lifts the house
// only from a relay there, which is this landing).
func houseStopSure(r *Rules, p *Position, end bareEnd) bool {
	switch {
	case p.Phase() != Namua || end < bareHouseLow:
		return false
	case !captureStopsAt(r, Namua, end == bareHouseFull):
		return false // DISPUTE-9: no functional house, no choice
	}
	switch r.LapLimit {
	case Lap12Passes, LapCycle, LapRelays512:
		return false
	}
	return r.Immobility == ImmobileAtTurnStart && r.LoneKichwa != LoneKichwaLoses &&
		(r.BlockDuration != BlockUntilLifted || !p.Lasting[p.ToMove&1].On)
}
