package reference

import (
	"math/bits"
	"slices"
)

// This file lists the ways a move may start: which pits, directions and kichwa
// choices the rules allow at the start of a turn, before any sowing is played.
// Choices that only appear while the move is played (a safari) and duties that
// need the whole move (the blocker's obligation, BLOCK-6) are settled in moves.go.

// maxCandidates bounds the start choices of one position: 16 pits, 2
// directions, and 2 kichwas for a free first capture.
const maxCandidates = 64

// startList is room for every start of a position (maxCandidates), on a
// word boundary: a [maxCandidates]Move alone, a byte array, may sit at any
// stack address, and zeroing it and copying starts into it then split cache
// lines (W1 ran 5 % slower for it).
type startList struct {
	_ [0]uint64
	m [maxCandidates]Move
}

// firstLanding returns where the last of n seeds lifted from ring r and sown in
// direction d falls, and how many seeds that pit held just before it fell.
func firstLanding(pits *[RingSize]uint8, r Ring, n int, d Dir) (land Ring, before int) {
	k := uint8((n-1)%RingSize + 1)
	land = Ring((uint8(r) + k*uint8(d)) & (RingSize - 1))
	before = (n - 1) / RingSize
	if land != r {
		before += int(pits[land])
	}
	return land, before
}

// marks reports whether a last seed landing in front ring land, which held
// `before` seeds, is on a marker: an own non-empty front pit facing a non-empty
// opponent pit (CAP-1, DISPUTE-22).
func (r *Rules) marks(opp *[RingSize]uint8, land Ring, before int) bool {
	if !land.Front() || opp[land.Facing()] == 0 {
		return false
	}
	return before > 0 || r.Marker == MarkerFacingOnly
}

// marked is marks with the opponent's pits read from facing (facingRings),
// kept up to date by the move being played.
func (r *Rules) marked(facing uint8, land Ring, before int) bool {
	return facing>>land&1 != 0 && (before > 0 || r.Marker == MarkerFacingOnly)
}

// plainFacingRings returns, as a bit set over the front rings of the side
// facing opp, those facing a non-empty pit of opp (the first half of marks):
// front ring i faces the opponent's ring 7-i (Ring.Facing).
func plainFacingRings(opp *[RingSize]uint8) uint8 {
	var set uint8
	for i := Ring(0); i < 8; i++ {
		if opp[i.Facing()] != 0 {
			set |= 1 << i
		}
	}
	return set
}

// plainFrontRings returns the non-empty front pits of a side as a bit set.
func plainFrontRings(pits *[RingSize]uint8) uint8 {
	var set uint8
	for i := Ring(0); i < 8; i++ {
		if pits[i] != 0 {
			set |= 1 << i
		}
	}
	return set
}

// plainPairRings returns the rings holding 2 or more seeds, as a bit set.
func plainPairRings(pits *[RingSize]uint8) uint16 {
	var set uint16
	for i := Ring(0); i < RingSize; i++ {
		if pits[i] >= 2 {
			set |= 1 << i
		}
	}
	return set
}

// plainNoPairs reports whether no pit of the ring holds 2 or more seeds
// (END-2, DISPUTE-32).
func plainNoPairs(pits *[RingSize]uint8) bool {
	for _, n := range pits {
		if n >= 2 {
			return false
		}
	}
	return true
}

// markerRings returns, as a bit set over the rings, the front pits of mine
// where a last seed captures (marks): those facing a non-empty opponent pit
// and, unless DISPUTE-22's facing-only reading, non-empty themselves.
func (r *Rules) markerRings(mine, opp *[RingSize]uint8) uint16 {
	set := facingRings(opp)
	if r.Marker != MarkerFacingOnly {
		set &= frontRings(mine)
	}
	return uint16(set)
}

// plainMtajiStarts returns the mtaji capture starts of a side (MTAJI-1,
// CAP-8, SEEDCAP): the rings of 2 to 15 seeds whose first sowing ends on a
// marker (marks), clockwise (cw) and counter-clockwise (ccw), as bit sets. A
// start of 2 to 15 seeds sows less than a lap, so its last seed falls into a
// pit it has not sown: whether that pit is a marker is read on the position
// before the move.
func plainMtajiStarts(r *Rules, mine, opp *[RingSize]uint8) (cw, ccw uint16) {
	for i := Ring(0); i < RingSize; i++ {
		n := int(mine[i])
		if n < 2 || n > maxCaptureSeeds { // SEEDCAP-1..4
			continue
		}
		if land, before := firstLanding(mine, i, n, CW); r.marks(opp, land, before) {
			cw |= 1 << i
		}
		if land, before := firstLanding(mine, i, n, CCW); r.marks(opp, land, before) {
			ccw |= 1 << i
		}
	}
	return cw, ccw
}

// namuaCaptures returns the front rings where the namua hand seed captures
// (NAMUA-2, CAP-1, DISPUTE-7) as a bit set.
func namuaCaptures(r *Rules, p *Position, me Side) uint8 {
	return namuaCapturesOf(r, p, me, frontRings(&p.Pits[me]), facingRings(&p.Pits[me.Other()]))
}

// namuaCapturesOf is namuaCaptures from me's non-empty front rings (front)
// and the front rings facing a non-empty opponent pit (facing, facingRings).
func namuaCapturesOf(r *Rules, p *Position, me Side, front, facing uint8) uint8 {
	set := front & facing
	// DISPUTE-7: EN:199's letter lets the hand seed into the house only when it
	// is the last non-empty front pit.
	if r.NamuaHouseCapture == HouseCaptureForbidden && set&(1<<HouseRing) != 0 && p.House[me] == HouseIntact && bits.OnesCount8(front) > 1 {
		set &^= 1 << HouseRing
	}
	return set
}

// nonEmptyFront counts the non-empty front pits of a side.
func nonEmptyFront(pits *[RingSize]uint8) int {
	return bits.OnesCount8(frontRings(pits))
}

// pairsIn counts the rings from..to-1 holding 2 or more seeds.
func pairsIn(pits *[RingSize]uint8, from, to int) int {
	return bits.OnesCount16(pairRings(pits) >> from & (1<<(to-from) - 1))
}

// houseFunctionalBefore reports whether side s's house is functional at the
// start of a namua turn, before the hand seed (DISPUTE-5: selection and
// taxation count the seeds the house has).
func houseFunctionalBefore(p *Position, s Side) bool { return p.Functional(s) }

// maxCaptureSeeds is the largest pit that may start a mtaji capture (SEEDCAP,
// DISPUTE-1: 15 and 16 forbid the same captures).
const maxCaptureSeeds = 15

// centralRing reports whether front ring i is one of the four central pits,
// where a first capture may offer a kichwa choice (DIR-2).
func centralRing(i Ring) bool { return i >= 2 && i <= 5 }

// centralRings is the central pits (centralRing) as a bit set.
const centralRings = 0b0011_1100

// candidates appends to buf every way the side to move may start its move,
// with Safari false, and reports whether they are capture moves. It returns
// nothing when the side to move has no legal move.
func candidates(r *Rules, p *Position, buf []Move) ([]Move, bool) {
	me := p.ToMove
	mine := &p.Pits[me]
	if frontEmpty(mine) {
		return buf, false // END-1: the game is already over
	}
	switch {
	case p.Variant == Hus:
		return husCandidates(r, p, buf)
	case p.Phase() == Namua:
		return namuaCandidates(r, p, buf)
	}
	return mtajiCandidates(r, p, buf)
}

// plainNamuaCandidates lists namua starts: captures first (CAP-2), each
// front pit where the hand seed captures (namuaCaptures) by ring, a central
// one (DIR-2: the kichwa is the player's choice) with the left and the right
// kichwa, any other (DIR-1) without; else kutakata (kutakatas).
func plainNamuaCandidates(r *Rules, p *Position, buf []Move) ([]Move, bool) {
	me := p.ToMove
	// DISPUTE-23: under EN's letter a player without a pit of 2 or more loses
	// even in namua.
	if r.NamuaImmobility == ImmobilityAlways && noPairs(&p.Pits[me]) {
		return buf, false
	}
	if set := namuaCaptures(r, p, me); set != 0 {
		for i := Ring(0); i < 8; i++ {
			switch pit := PitOf(me, i); {
			case set&(1<<i) == 0:
			case centralRing(i):
				buf = append(buf, Move{Pit: pit, Kichwa: LeftKichwa}, Move{Pit: pit, Kichwa: RightKichwa})
			default:
				buf = append(buf, Move{Pit: pit})
			}
		}
		return buf, true
	}
	return kutakatas(r, p, uint16(namuaKutakataRings(r, p)), buf), false
}

// kutakatas appends the kutakata starts from each ring of set, the side to
// move's rings a kutakata may start from (namuaKutakataRings, NAMUA-3;
// mtajiKutakataRings, MTAJI-4): either way, but a lone kichwa outward
// (loneKichwaBack, MTAJI-5).
func kutakatas(r *Rules, p *Position, set uint16, buf []Move) []Move {
	me := p.ToMove
	mine := &p.Pits[me]
	occupied := nonEmptyFront(mine)
	for ; set != 0; set &= set - 1 {
		i := Ring(bits.TrailingZeros16(set))
		for _, d := range [2]Dir{CW, CCW} {
			if i.Front() && loneKichwaBack(r, mine, i, d, occupied) {
				continue
			}
			buf = append(buf, Move{Pit: PitOf(me, i), Dir: d})
		}
	}
	return buf
}

// plainMtajiCandidates lists mtaji (and Kujifunza) starts: a pit with 2 or
// more seeds (SOW-8); captures first (MTAJI-2): each pit of 2 to 15 seeds
// (SEEDCAP-1..4) whose first sowing, clockwise then counter-clockwise, ends
// on a marker (CAP-8, MTAJI-6), with the kichwa choice where DISPUTE-14's
// free reading gives one at a central pit (DIR-2); else kutakata (MTAJI-4,
// kutakatas).
func plainMtajiCandidates(r *Rules, p *Position, buf []Move) ([]Move, bool) {
	me := p.ToMove
	mine, opp := &p.Pits[me], &p.Pits[me.Other()]
	start := len(buf)
	for i := Ring(0); i < RingSize; i++ {
		n := int(mine[i])
		if n < 2 || n > maxCaptureSeeds { // SEEDCAP-1..4
			continue
		}
		for _, d := range [2]Dir{CW, CCW} {
			land, before := firstLanding(mine, i, n, d)
			if !r.marks(opp, land, before) { // CAP-8, MTAJI-6
				continue
			}
			pit := PitOf(me, i)
			if r.MtajiFirstKichwa == MtajiKichwaFree && centralRing(land) {
				buf = append(buf, Move{Pit: pit, Dir: d, Kichwa: LeftKichwa}, Move{Pit: pit, Dir: d, Kichwa: RightKichwa})
			} else {
				buf = append(buf, Move{Pit: pit, Dir: d})
			}
		}
	}
	if len(buf) > start {
		return buf, true
	}
	return kutakatas(r, p, mtajiKutakataRings(r, p), buf), false
}

// namuaKutakataRings returns, as a bit set over the front rings, the pits
// from which the side to move may start a namua kutakata when it has no
// capture (NAMUA-3): the non-empty front pits, but the intact house where
// houseMayStart forbids it (NAMUA-5, DISPUTE-6), the singletons where a pit
// of 2 or more must be played first (NAMUA-8, DISPUTE-10) and the blocked
// pit where kutakatia binds in namua too (BLOCK-4, option kutakataPhase).
// Each is sown either way, but a lone kichwa outward (loneKichwaBack).
func namuaKutakataRings(r *Rules, p *Position) uint8 {
	me := p.ToMove
	mine := &p.Pits[me]
	occ := frontRings(mine)
	set := occ
	functional := houseFunctionalBefore(p, me)
	if p.House[me] == HouseIntact && !houseMayStart(r, functional, bits.OnesCount8(occ) == 1) {
		set &^= 1 << HouseRing
	}
	restrict := false // NAMUA-8, DISPUTE-10
	switch r.NamuaSingletons {
	case SingletonsUnlessFunctional:
		restrict = !functional
	case SingletonsOnlyDestroyed:
		restrict = p.House[me] != HouseIntact
	}
	if restrict {
		pairs := uint8(pairRings(mine))
		n := bits.OnesCount8(pairs)
		if r.HouseStart == HouseStartAbstractPlay && p.House[me] == HouseIntact && mine[HouseRing] >= 2 {
			n-- // DISPUTE-6b, AbstractPlay: "2 or more first" leaves the house out
		}
		if n > 0 { // only singletons: any of them may be played
			set &= pairs
		}
	}
	if b := p.Blocked; r.KutakatiaPhase == KutakatiaBothPhases && r.Kutakatia == KutakatiaOn &&
		b.Valid() && b.Side() == me && b.Ring().Front() {
		set &^= 1 << b.Ring()
	}
	return set
}

// houseMayStart reports whether the intact house may take the hand seed for a
// namua kutakata (NAMUA-5, DISPUTE-6 and its part b): functional says it holds
// 6 or more, onlyPit that it is the only non-empty front pit.
func houseMayStart(r *Rules, functional, onlyPit bool) bool {
	if !functional && !onlyPit { // an inactive house beside other pits: DISPUTE-6b
		switch r.HouseStart {
		case HouseStartDonkers: // generatemoves: an ordinary start, whatever the taxation reading
			return true
		case HouseStartAbstractPlay: // moves: only when nothing else is occupied
			return false
		}
	}
	switch r.Taxation {
	case TaxOnlyPit: // NAMUA-5, NAMUA-6
		return !functional || onlyPit
	case TaxAnyCount: // EN:199 letter: the house only when it is the last pit
		return onlyPit
	}
	return true // TaxFree, WP:80: a functional house may always be taxed
}

// loneKichwaBack reports whether a kutakata from front ring i in direction d
// is barred because i is a kichwa and the only occupied front pit, and d leads
// into the back row (NAMUA-9, MTAJI-5, DISPUTE-11).
func loneKichwaBack(r *Rules, mine *[RingSize]uint8, i Ring, d Dir, occupied int) bool {
	if r.LoneKichwa != LoneKichwaForbidden || occupied != 1 {
		return false
	}
	return (i == LeftKichwaRing && d == CCW) || (i == RightKichwaRing && d == CW)
}

// mtajiKutakataRings returns, as a bit set, the rings from which the side to
// move may start a mtaji kutakata when it has no capture: the front row if
// any front pit holds 2 or more (MTAJI-4, DISPUTE-21), else the back row's
// pits of 2 or more; a blocked pit aside (BLOCK-4). Each is sown either way,
// but a lone kichwa outward (loneKichwaBack).
func mtajiKutakataRings(r *Rules, p *Position) uint16 {
	me := p.ToMove
	mine := &p.Pits[me]
	set := pairRings(mine)
	if set&0xff != 0 {
		set &= 0xff
	} else if r.BackRowKutakata == BackRowIfFrontEmpty && !frontEmpty(mine) {
		return 0
	}
	if p.Blocked != NoPit && p.Blocked.Side() == me && !noBlocking(r, p.Variant) {
		set &^= 1 << p.Blocked.Ring() // BLOCK-4: a blocked pit cannot start a kutakata (DISPUTE-31, DISPUTE-26: unless blocking is off)
	}
	return set
}

// husCandidates lists Hus Bao starts: any pit with 2 or more seeds, either row,
// either direction (VAR-HUS-2); with DISPUTE-27's compulsory reading, only
// starts whose first sowing captures when there are any.
func husCandidates(r *Rules, p *Position, buf []Move) ([]Move, bool) {
	me := p.ToMove
	mine, opp := &p.Pits[me], &p.Pits[me.Other()]
	start := len(buf)
	if r.HusOpening == HusCompulsoryCapture {
		for i := Ring(0); i < RingSize; i++ {
			n := int(mine[i])
			if n < 2 {
				continue
			}
			for _, d := range [2]Dir{CW, CCW} {
				if land, before := firstLanding(mine, i, n, d); r.marks(opp, land, before) {
					buf = append(buf, Move{Pit: PitOf(me, i), Dir: d})
				}
			}
		}
		if len(buf) > start {
			return buf, true
		}
	}
	occupied := nonEmptyFront(mine)
	for i := Ring(0); i < RingSize; i++ {
		if mine[i] < 2 {
			continue
		}
		for _, d := range [2]Dir{CW, CCW} {
			// DISPUTE-11 in Hus too: a lone kichwa sown outward would empty
			// the mover's own front row (issue 12).
			if i.Front() && loneKichwaBack(r, mine, i, d, occupied) {
				continue
			}
			buf = append(buf, Move{Pit: PitOf(me, i), Dir: d})
		}
	}
	return buf, false
}

// isStart reports whether m (with Safari false) is one of the starts
// candidates lists for p, and whether those are capture moves, without
// listing them where the rules decide it from m's own first sowing: a mtaji
// start whose first sowing captures (MTAJI-2, CAP-8) or a namua hand seed
// that captures (NAMUA-2) is legal, with its choices; any other start is
// legal only when no capture exists (CAP-2) and the kutakata rules allow it.
// It is exactly slices.Contains(candidates(r, p)...) (TestIsStart).
func isStart(r *Rules, p *Position, m Move) (legal, capture bool) {
	me := p.ToMove
	mine := &p.Pits[me]
	own := m.Pit.Valid() && m.Pit.Side() == me
	switch {
	case frontEmpty(mine):
		return false, false // END-1: no start at all
	case p.Variant == Hus:
	case p.Phase() == Namua:
		if r.NamuaImmobility == ImmobilityAlways {
			break // DISPUTE-23: candidates decide
		}
		// NAMUA-2 for one pit: a hand seed without a direction into a front
		// pit that captures (both it and the facing pit hold seeds) is a
		// capture start (namuaCaptures' test, the house left to it: DISPUTE-7).
		i := m.Pit.Ring()
		if own && m.Dir == NoDir && i.Front() && i != HouseRing && mine[i] != 0 && p.Pits[me.Other()][i.Facing()] != 0 {
			if centralRing(i) { // DIR-2
				return m.Kichwa == LeftKichwa || m.Kichwa == RightKichwa, true
			}
			return m.Kichwa == NoKichwa, true // DIR-1
		}
		if set := namuaCaptures(r, p, me); set != 0 {
			if !own || m.Dir != NoDir || !i.Front() || set&(1<<i) == 0 {
				return false, true // CAP-2: a capture must be played
			}
			if centralRing(i) { // DIR-2
				return m.Kichwa == LeftKichwa || m.Kichwa == RightKichwa, true
			}
			return m.Kichwa == NoKichwa, true // DIR-1
		}
		// NAMUA-3: a kutakata with a direction from a pit namuaCandidates lists.
		if !own || m.Kichwa != NoKichwa || (m.Dir != CW && m.Dir != CCW) || !i.Front() ||
			namuaKutakataRings(r, p)&(1<<i) == 0 {
			return false, false
		}
		return !loneKichwaBack(r, mine, i, m.Dir, nonEmptyFront(mine)), false
	default:
		if own && (m.Dir == CW || m.Dir == CCW) {
			if legal, ok := mtajiCaptureStart(r, p, m); ok {
				return legal, true
			}
		}
		if cw, ccw := mtajiStarts(r, mine, &p.Pits[me.Other()]); cw|ccw != 0 {
			return false, true // CAP-2, MTAJI-2: a capture must be played
		}
		return own && m.Kichwa == NoKichwa && mtajiKutakataStart(r, p, m), false
	}
	var buf startList
	cands, capture := candidates(r, p, buf.m[:0])
	return slices.Contains(cands, m), capture
}

// mtajiCaptureStart reports, for a mtaji start m of the side to move in a
// direction, whether its first sowing captures (ok) and then whether m's
// kichwa choice is the one the rules give (DIR-2, DISPUTE-14): the test of
// mtajiCandidates for one start.
func mtajiCaptureStart(r *Rules, p *Position, m Move) (legal, ok bool) {
	mine := &p.Pits[p.ToMove]
	i := m.Pit.Ring()
	n := int(mine[i])
	if n < 2 || n > maxCaptureSeeds { // SEEDCAP-1..4
		return false, false
	}
	land, before := firstLanding(mine, i, n, m.Dir)
	if !r.marks(&p.Pits[p.ToMove.Other()], land, before) { // CAP-8, MTAJI-6
		return false, false
	}
	if r.MtajiFirstKichwa == MtajiKichwaFree && centralRing(land) {
		return m.Kichwa == LeftKichwa || m.Kichwa == RightKichwa, true
	}
	return m.Kichwa == NoKichwa, true
}

// mtajiKutakataStart reports whether own start m with a direction is a
// kutakata mtajiCandidates lists when there is no capture (MTAJI-4,
// DISPUTE-21, BLOCK-4, MTAJI-5).
func mtajiKutakataStart(r *Rules, p *Position, m Move) bool {
	if m.Dir != CW && m.Dir != CCW {
		return false
	}
	mine := &p.Pits[p.ToMove]
	i := m.Pit.Ring()
	if pairsIn(mine, 0, 8) == 0 {
		if r.BackRowKutakata == BackRowIfFrontEmpty && !frontEmpty(mine) {
			return false
		}
		if i.Front() {
			return false
		}
	} else if !i.Front() {
		return false
	}
	if mine[i] < 2 || (m.Pit == p.Blocked && !noBlocking(r, p.Variant)) {
		return false
	}
	return !i.Front() || !loneKichwaBack(r, mine, i, m.Dir, nonEmptyFront(mine))
}

// lonePit reports whether front ring i is a kichwa and the only non-empty
// front pit, where a traced move decides the lone-kichwa rule
// (loneKichwaBack's question, NAMUA-9, MTAJI-5): under every reading of
// DISPUTE-11, though only loneKichwa=forbidden refuses a start there, so
// that the trace of a lone kichwa's move states the rule either way.
func lonePit(i Ring, occupied int) bool {
	return occupied == 1 && (i == LeftKichwaRing || i == RightKichwaRing)
}

// lowestPit returns side's pit at the lowest ring of set, or NoPit.
func lowestPit(side Side, set uint16) Pit {
	if set == 0 {
		return NoPit
	}
	return PitOf(side, Ring(bits.TrailingZeros16(set)))
}
