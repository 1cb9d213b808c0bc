//go:build !plainrules

package reference

import "math/bits"

// This file is the fast form of the verdict (verdict.go: plainHasMove):
// quickHasMove answers the common positions by a few word tests; under
// Donkers' move limit (DISPUTE-13) hasShortMove looks for one move within
// the limit, by the proofs of fast_shortproof.go first (for all capture
// starts at once: fast_shortmask.go). TestHasShortMove holds it to
// plainHasMove.

// fastHasMove is plainHasMove (verdict.go) by quickHasMove's word tests
// for the common positions and, under Donkers' move limit (DISPUTE-13),
// by hasShortMove's proofs (fast_shortproof.go, fast_shortmask.go) before
// any move is played.
func fastHasMove(r *Rules, p *Position) bool {
	if r.LapLimit == Lap100Illegal {
		return hasShortMove(r, p) // quickHasMove never answers under the limit
	}
	if quickHasMove(r, p) {
		return true
	}
	var buf startList
	cands, _ := candidates(r, p, buf.m[:0])
	return len(cands) > 0
}

// playsShort reports whether the capture start m, played, stays within
// Donkers' limit (DISPUTE-13), with the left kichwa and then the right one
// when eitherKichwa (DIR-2), else as given.
func (s *sim) playsShort(p *Position, m Move, eitherKichwa bool) bool {
	if eitherKichwa {
		m.Kichwa = LeftKichwa
		if s.play(p, m, true, false); !s.tooLong {
			return true
		}
		m.Kichwa = RightKichwa
	}
	s.play(p, m, true, false)
	return !s.tooLong
}

// hasShortMove is hasMove under Donkers' limit (DISPUTE-13): a move over the
// limit is no move, so a start counts once it is found within the limit. It
// stops at the first such move. The capture starts (mtaji, or a namua hand
// seed) are taken as bit sets, without listing them, and tried by the
// 2-sowing proof for all of them at once (fast_shortmask.go), then one by one by
// the fast form of one move (playWords, wordsPlay), and only then played;
// the kutakata starts by endsAtOnce first (one that ends with its first
// sowing, SOW-7, sows at most 64 seeds: tested without listing the starts),
// then by playWords, and only then played. (A safari never helps: a move that stops in the house sows no
// more, and one that never stops there has no safari.)
func hasShortMove(r *Rules, p *Position) bool {
	me := p.ToMove
	mine, opp := &p.Pits[me], &p.Pits[me.Other()]
	switch {
	case p.Variant == Hus || fastFrontEmpty(mine):
		// the general search below
	case p.Phase() == Mtaji:
		if cw, ccw := fastMtajiStarts(r, mine, opp); cw|ccw != 0 {
			return mtajiEndsShort(r, p, cw, ccw) || mtajiPlaysShort(r, p, cw, ccw)
		}
		if mtajiKutakataEndsAtOnce(r, p) {
			return true // a kutakata of mtajiCandidates that endsAtOnce
		}
	case r.NamuaImmobility != ImmobilityAlways: // namua
		if set := namuaCaptures(r, p, me); set != 0 {
			return namuaEndsShort(r, p, set) || namuaPlaysShort(r, p, set)
		}
		if namuaKutakataEndsAtOnce(r, p) {
			return true // a kutakata of namuaCandidates that endsAtOnce
		}
	}
	var buf startList
	cands, capture := candidates(r, p, buf.m[:0])
	var wp wordsPlay
	if !capture && p.Variant != Hus {
		for _, c := range cands {
			if wp.play(r, p, c, false) != gaveUp {
				return true // a kutakata the fast form plays within the limit
			}
		}
	}
	s := &wp.s
	s.setRules(r)
	return s.next(&legalPlays{p: p, cands: cands, capture: capture})
}

// mtajiPlaysShort reports whether one of the mtaji capture starts cw, ccw
// (mtajiStarts) stays within Donkers' limit: by playWords first, on every
// start (nearly always the first answers), then by sim.play (playsShort).
func mtajiPlaysShort(r *Rules, p *Position, cw, ccw uint16) bool {
	var wp wordsPlay
	if mtajiStartsShort(r, p, cw, ccw, &wp, nil) {
		return true
	}
	s := &wp.s
	s.setRules(r)
	return mtajiStartsShort(r, p, cw, ccw, nil, s)
}

// mtajiStartsShort is mtajiPlaysShort's loop over the starts: by wp's
// playWords when s is nil, else by playing each start with s.
func mtajiStartsShort(r *Rules, p *Position, cw, ccw uint16, wp *wordsPlay, s *sim) bool {
	me := p.ToMove
	mine := &p.Pits[me]
	for _, d := range [2]Dir{CW, CCW} {
		starts := cw
		if d == CCW {
			starts = ccw
		}
		for ; starts != 0; starts &= starts - 1 {
			i := Ring(bits.TrailingZeros16(starts))
			land, _ := firstLanding(mine, i, int(mine[i]), d)
			// DIR-2, DISPUTE-14: either kichwa at a central pit.
			either := r.MtajiFirstKichwa == MtajiKichwaFree && centralRing(land)
			m := Move{Pit: PitOf(me, i), Dir: d}
			if s == nil && wp.short(r, p, m, true, either) || s != nil && s.playsShort(p, m, either) {
				return true
			}
		}
	}
	return false
}

// namuaPlaysShort reports whether one of the namua capture starts set
// (namuaCaptures) stays within Donkers' limit, as mtajiPlaysShort does.
func namuaPlaysShort(r *Rules, p *Position, set uint8) bool {
	var wp wordsPlay
	for s := set; s != 0; s &= s - 1 {
		i := Ring(bits.TrailingZeros8(s))
		if wp.short(r, p, Move{Pit: PitOf(p.ToMove, i)}, true, centralRing(i)) { // DIR-2: either kichwa at a central pit
			return true
		}
	}
	s := &wp.s
	s.setRules(r)
	for ; set != 0; set &= set - 1 {
		i := Ring(bits.TrailingZeros8(set))
		if s.playsShort(p, Move{Pit: PitOf(p.ToMove, i)}, centralRing(i)) {
			return true
		}
	}
	return false
}

// mtajiKutakataEndsAtOnce reports whether one of the kutakata starts that
// mtajiCandidates lists for p (when it has no capture) ends with its first
// sowing: the test of endsAtOnce, on the rings of mtajiKutakataRings,
// without listing the starts. false means unsure.
func mtajiKutakataEndsAtOnce(r *Rules, p *Position) bool {
	mine := &p.Pits[p.ToMove]
	occupied := nonEmptyFront(mine)
	for set := mtajiKutakataRings(r, p); set != 0; set &= set - 1 {
		i := Ring(bits.TrailingZeros16(set))
		for _, d := range [2]Dir{CW, CCW} {
			if i.Front() && loneKichwaBack(r, mine, i, d, occupied) {
				continue // MTAJI-5, DISPUTE-11
			}
			if _, before := firstLanding(mine, i, int(mine[i]), d); before == 0 {
				return true
			}
		}
	}
	return false
}

// namuaKutakataEndsAtOnce is mtajiKutakataEndsAtOnce in namua: whether one
// of the kutakata starts namuaCandidates lists for p (when it has no
// capture: the rings of namuaKutakataRings, either way) ends with its first
// sowing, the test of endsAtOnce (the hand seed and the pit's seeds sown,
// the last into an empty pit; a start in the intact house may be taxed:
// unsure). false means unsure.
func namuaKutakataEndsAtOnce(r *Rules, p *Position) bool {
	me := p.ToMove
	mine := &p.Pits[me]
	occupied := nonEmptyFront(mine)
	set := namuaKutakataRings(r, p)
	if p.House[me] == HouseIntact {
		set &^= 1 << HouseRing // NAMUA-6: a taxation, not a sowing
	}
	for ; set != 0; set &= set - 1 {
		i := Ring(bits.TrailingZeros8(set))
		for _, d := range [2]Dir{CW, CCW} {
			if loneKichwaBack(r, mine, i, d, occupied) {
				continue // NAMUA-9, DISPUTE-11
			}
			if _, before := firstLanding(mine, i, int(mine[i])+1, d); before == 0 {
				return true // NAMUA-1, NAMUA-3: the hand seed, then the whole pit
			}
		}
	}
	return false
}

// quickHasMove recognises the common positions that surely have a legal move
// without listing the moves; it returns false when unsure.
func quickHasMove(r *Rules, p *Position) bool {
	mine := &p.Pits[p.ToMove]
	if fastFrontEmpty(mine) {
		return false
	}
	if r.LapLimit == Lap100Illegal {
		return false // DISPUTE-13: only a move within the limit counts (hasMove)
	}
	switch {
	case p.Variant == Hus:
		return !fastNoPairs(mine)
	case p.Phase() == Namua:
		return namuaSurelyMoves(r, p.Blocked)
	}
	return unblockedPairs(p, p.ToMove, uint8(fastPairRings(mine))) != 0
}

// namuaSurelyMoves is quickHasMove's namua case, for a side to move whose
// front row is not empty, blocked the position's blocked pit: it always
// offers a namua move, unless a reading bars some of them: EN's letter on
// taxation (an inactive house that may not take the seed still counts as a
// pit of 2 for NAMUA-8), immobility in namua, a namua block.
func namuaSurelyMoves(r *Rules, blocked Pit) bool {
	return r.Taxation != TaxAnyCount && r.NamuaImmobility == ImmobilityMtajiOnly &&
		(blocked == NoPit || r.KutakatiaPhase == KutakatiaMtajiOnly)
}

// unblockedPairs is quickHasMove's mtaji case: pairs, side's front pits of 2
// or more as a bit set, without the pit blocked in p. In mtaji such a pit
// always starts a capture or a kutakata (a lone kichwa keeps its inward
// direction).
func unblockedPairs(p *Position, side Side, pairs uint8) uint8 {
	if p.Blocked != NoPit && p.Blocked.Side() == side {
		pairs &^= 1 << p.Blocked.Ring()
	}
	return pairs
}
