//go:build !plainrules

package reference

// This file proves, by arithmetic on the position before the move and
// without playing it, that a capture move stays within Donkers' 100-seed
// limit (DISPUTE-13) and reaches no stop in the house (so has no safari
// twin, HOUSE-5): captureEndsShort follows the first sowing (mtaji) or the
// hand seed (namua), the capture it makes, and the sowing of the captured
// seeds from the kichwa, whose last seed falls into an empty pit that is no
// marker: the move ends there (SOW-7, kulala), after at most 15 + 16 seeds.
// hasShortMove and LegalMoves (fast_verdict.go, fast_movesloop.go) ask it
// first, then the fast form of the move (playWords), and play a start only
// where both fail.
//
// The proof follows the path of the move as the bare rules give it, and on
// a capture move's path the readings can only end the move sooner, never
// lengthen it or send it elsewhere, as long as the path does not land in
// the mover's intact house:
//
//   - the first sowing of a mtaji capture start (2..15 seeds, under a lap)
//     ends on a marker of the position before the move (that is what makes
//     it a capture start), so it captures, unless the house stops the move
//     there (HOUSE-4, DISPUTE-8: the proof gives up on that house);
//   - a capture may end the game (DISPUTE-12, DISPUTE-32): the move stops at
//     once or after the captured seeds are sown, or (play-out) goes on as
//     before; readings that watch every sowing (DISPUTE-11) only stop it;
//     the lap limits and the cycle check (DISPUTE-13) only end it as a loss;
//   - the facing-only marker (DISPUTE-22) is followed, not assumed away; an
//     empty house is an empty pit to the house's rules (inHouse); a capture
//     move has no blocked pit (BLOCK-4).
//
// So the move sim.play plays is the proven path or a beginning of it. A
// reading added later that changes a capture move's path must be followed
// here too; the tests (fast_shortproof_test.go) play every start under every
// option's readings and under random combinations of them, and fail if it
// is not.

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
