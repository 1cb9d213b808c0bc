//go:build !plainrules

package reference

import "encoding/binary"

// This file proves, without sim.play, that a kutakata move stays within
// Donkers' 100-seed limit (DISPUTE-13): legalMoves' plainStart (moves.go)
// and hasShortMove's last search (verdict.go) play a kutakata start only
// where kutakataShort cannot tell. It is the kutakata's counterpart of
// bareWalk (shortproof.go), and simpler: a kutakata captures nothing.
// Tests: TestKutakataShort (kutakatawalk_test.go: every kutakata start of
// game positions and random deals under every rule set of proofRuleSets,
// played, against kutakataShort), TestLegalMovesPlainStarts.
//
// The walk follows the bare sowing rules alone: sow (SOW-1), end in an
// empty pit (SOW-7), else relay (KUEN-1). On a kutakata's path the
// readings and the other rules can only end the move sooner, never
// lengthen it or send it elsewhere:
//
//   - a kutakata captures nothing (CAP-5; Hus is left out);
//   - the blocked pit ends a kutakata that lands in it (BLOCK-4, KUEN-5);
//   - a landing in the mover's intact house with seeds in it either ends
//     the move (HOUSE-3, KUEN-4, takataStops) or relays as in any other pit
//     (the house lifted is destroyed, HOUSE-1: a plain pit from then on); a
//     landing there in an empty house is kulala, as anywhere;
//   - the readings that watch every sowing or lift (DISPUTE-11's lone
//     kichwa, the lap limits' passes, relays and cycles: DISPUTE-13) only
//     end the move, as a loss;
//   - the start: a mtaji kutakata lifts its pit (MTAJI-1; lifting the
//     intact house destroys it, HOUSE-1), a namua kutakata adds the hand
//     seed first (NAMUA-1, NAMUA-3); a namua kutakata into the intact house
//     may be a taxation (NAMUA-6), which sows two seeds only: unsure.
//
// So the move sim.play plays is the walked path or a beginning of it: it
// sows no more seeds, and is within the limit when the walk is.

// kutakataShort reports whether the kutakata start c of p (a start of
// candidates when it lists no capture) surely ends within limit seeds,
// and the seeds the walk sowed (the move's, unless a rule above ends it
// sooner). false means unsure: the move must be played.
func kutakataShort(p *Position, c Move, limit int) (short bool, sown int) {
	me := p.ToMove & 1
	i := c.Pit.Ring() & (RingSize - 1)
	var w [2]uint64 // the mover's ring: pit x is byte x&7 of w[x>>3]
	w[0] = binary.LittleEndian.Uint64(p.Pits[me][:8])
	w[1] = binary.LittleEndian.Uint64(p.Pits[me][8:])
	n := uint64(p.Pits[me][i])
	if p.Phase() == Namua {
		if i == HouseRing && p.Variant == Kiswahili && p.House[me] == HouseIntact {
			return false, 0 // NAMUA-6: maybe a taxation
		}
		n++ // NAMUA-1, NAMUA-3: the hand seed, then the whole pit
	}
	if n == 0 {
		return false, 0 // no start of candidates: no move to walk
	}
	w[i>>3] &^= 0xFF << (8 * uint(i&7)) // lifted
	dir := c.Dir
	first := i.Step(dir)
	for {
		if sown += int(n); sown > limit {
			return false, sown
		}
		// Where the last seed falls and how many the pit then holds, read
		// before the sowing, as bareWalk does.
		at := Ring((uint8(first) + uint8(n-1)*uint8(dir)) & (RingSize - 1))
		sh := 8 * uint(at&7)
		count := w[at>>3]>>sh&0xFF + (n+RingSize-1)/RingSize
		// SOW-1, as sow does it: whole laps, then a run of single seeds.
		laps := n / RingSize * onesPerByte
		run := &runs[(dir+1)>>1][first&(RingSize-1)][n%RingSize]
		w[0] += laps + run[0]
		w[1] += laps + run[1]
		if count == 1 {
			return true, sown // SOW-7: the move ends (kulala)
		}
		// KUEN-1: relay.
		n, first = count, at.Step(dir)
		w[at>>3] &^= 0xFF << sh
	}
}
