package reference

import (
	"encoding/binary"
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

// facingRings returns, as a bit set over the front rings of the side facing
// opp, those facing a non-empty pit of opp (the first half of marks). Front
// ring i faces the opponent's ring 7-i: reversing the opponent's front row
// lines the facing pits up, byte for byte.
func facingRings(opp *[RingSize]uint8) uint8 {
	return occupied(bits.ReverseBytes64(binary.LittleEndian.Uint64(opp[:8])))
}

// marked is marks with the opponent's pits read from facing (facingRings),
// kept up to date by the move being played.
func (r *Rules) marked(facing uint8, land Ring, before int) bool {
	return facing>>land&1 != 0 && (before > 0 || r.Marker == MarkerFacingOnly)
}

// markerRings returns, as a bit set over the rings, the front pits of mine
// where a last seed captures (marks): those facing a non-empty opponent pit
// and, unless DISPUTE-22's facing-only reading, non-empty themselves.
func (r *Rules) markerRings(mine, opp *[RingSize]uint8) uint16 {
	set := facingRings(opp)
	if r.Marker != MarkerFacingOnly {
		set &= occupied(binary.LittleEndian.Uint64(mine[:8]))
	}
	return uint16(set)
}

// mtajiCaptureStarts returns the mtaji capture starts of a side (MTAJI-1,
// CAP-8, SEEDCAP): the rings whose first sowing ends on a marker (marks),
// clockwise (cw) and counter-clockwise (ccw), and the rings where those
// sowings end (landed), as bit sets. A start of 2 to 15 seeds (SEEDCAP) sows
// less than a lap, so its last seed falls into a pit it has not sown: whether
// that pit is a marker is read on the position before the move.
func mtajiCaptureStarts(r *Rules, mine, opp *[RingSize]uint8) (cw, ccw, landed uint16) {
	cw, ccw = mtajiStarts(r, mine, opp)
	return cw, ccw, landings(mine, cw, ccw)
}

// landings returns, as a bit set, the rings where the first sowings of the
// starts cw and ccw of mine (bit sets, pits of 2 to 15 seeds: less than a
// lap) end.
func landings(mine *[RingSize]uint8, cw, ccw uint16) (landed uint16) {
	for starts := cw; starts != 0; starts &= starts - 1 {
		i := uint(bits.TrailingZeros16(starts))
		landed |= 1 << ((i + uint(mine[i&(RingSize-1)])) & (RingSize - 1))
	}
	for starts := ccw; starts != 0; starts &= starts - 1 {
		i := uint(bits.TrailingZeros16(starts))
		landed |= 1 << ((i - uint(mine[i&(RingSize-1)])) & (RingSize - 1))
	}
	return landed
}

// mtajiStarts is mtajiCaptureStarts without the landings.
func mtajiStarts(r *Rules, mine, opp *[RingSize]uint8) (cw, ccw uint16) {
	markers := r.markerRings(mine, opp)
	if markers == 0 {
		return 0, 0
	}
	return landingOn(mine, uint8(markers))
}

// bigRings returns the rings holding more than maxCaptureSeeds (15) seeds,
// which may not start a mtaji capture (SEEDCAP), as a bit set.
//
// The mask below tests for 16 or more: maxCaptureSeeds must be 15.
var _ = [1]struct{}{}[maxCaptureSeeds-15]

func bigRings(pits *[RingSize]uint8) uint16 {
	const sixteenOrMore = 0xF0F0F0F0F0F0F0F0
	return uint16(occupied(binary.LittleEndian.Uint64(pits[:8])&sixteenOrMore)) | uint16(occupied(binary.LittleEndian.Uint64(pits[8:])&sixteenOrMore))<<8
}

// houseFunctionalBefore reports whether side s's house is functional at the
// start of a namua turn, before the hand seed (DISPUTE-5: selection and
// taxation count the seeds the house has).
func houseFunctionalBefore(p *Position, s Side) bool { return p.Functional(s) }

// namuaCaptures returns the front rings where the namua hand seed captures
// (NAMUA-2, CAP-1, DISPUTE-7) as a bit set.
func namuaCaptures(r *Rules, p *Position, me Side) uint8 {
	return namuaCapturesOf(r, p, me, occupied(binary.LittleEndian.Uint64(p.Pits[me][:8])), facingRings(&p.Pits[me.Other()]))
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

func nonEmptyFront(pits *[RingSize]uint8) int {
	return bits.OnesCount8(occupied(binary.LittleEndian.Uint64(pits[:8])))
}

// occupied returns a bit set with bit i set when byte i of w (a row of eight
// pits) is not zero.
func occupied(w uint64) uint8 {
	const lo7, hi = 0x7f7f7f7f7f7f7f7f, 0x8080808080808080
	flags := (((w & lo7) + lo7) | w) & hi // the high bit of each non-zero byte
	return uint8(((flags >> 7) * 0x0102040810204080) >> 56)
}

// noPairs reports whether no pit of the ring holds 2 or more seeds (END-2,
// DISPUTE-32): a byte is 2 or more when a bit above its lowest is set, and
// so is the OR of the ring's two words.
func noPairs(pits *[RingSize]uint8) bool {
	const notOne = ^uint64(onesPerByte)
	return (binary.LittleEndian.Uint64(pits[:8])|binary.LittleEndian.Uint64(pits[8:]))&notOne == 0
}

// pairsIn counts the rings from..to-1 holding 2 or more seeds.
func pairsIn(pits *[RingSize]uint8, from, to int) int {
	mask := uint32(1)<<(to-from) - 1
	return bits.OnesCount32(uint32(pairRings(pits)) >> from & mask)
}

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

// namuaCandidates lists namua starts: captures first (CAP-2), else kutakata.
func namuaCandidates(r *Rules, p *Position, buf []Move) ([]Move, bool) {
	me := p.ToMove
	mine := &p.Pits[me]
	// DISPUTE-23: under EN's letter a player without a pit of 2 or more loses
	// even in namua.
	if r.NamuaImmobility == ImmobilityAlways && noPairs(mine) {
		return buf, false
	}
	// namuaCaptures, written out (a call here cost more than its work).
	front := occupied(binary.LittleEndian.Uint64(mine[:8]))
	if set := namuaCapturesOf(r, p, me, front, facingRings(&p.Pits[me.Other()])); set != 0 {
		// By ring, a central pit (DIR-2: free kichwa choice) gives a left
		// and a right kichwa move, the others (DIR-1: kichwa or kimbi, the
		// kichwa on that side) one move without a kichwa. Without a loop
		// over the rings: the moves are copied from namuaCaptureRuns
		// (startmoves.go), the low half's run, then the high half's over
		// the low one's tail.
		n := len(buf)
		buf = slices.Grow(buf, 2*8)
		out := (*[2 * 8]Move)(buf[n : n+2*8])
		runs := &namuaCaptureRuns[me&1]
		lo, hi := &runs[0][set&15], &runs[1][set>>4]
		*(*[8]Move)(out[:8]) = lo.moves
		k := lo.n & 7
		*(*[8]Move)(out[k : k+8]) = hi.moves
		k += hi.n
		return buf[:n+k], true
	}
	// NAMUA-3: kutakata from a non-empty front pit, either way.
	occupied := bits.OnesCount8(front)
	for set := namuaKutakataRings(r, p); set != 0; set &= set - 1 {
		i := Ring(bits.TrailingZeros8(set))
		for _, d := range [2]Dir{CW, CCW} {
			if loneKichwaBack(r, mine, i, d, occupied) {
				continue
			}
			buf = append(buf, Move{Pit: PitOf(me, i), Dir: d})
		}
	}
	return buf, false
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
	occ := occupied(binary.LittleEndian.Uint64(mine[:8]))
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

// mtajiCandidates lists mtaji (and Kujifunza) starts: a pit with 2 or more
// seeds (SOW-8); captures first (MTAJI-2), else kutakata (MTAJI-4).
func mtajiCandidates(r *Rules, p *Position, buf []Move) ([]Move, bool) {
	me := p.ToMove
	mine, opp := &p.Pits[me], &p.Pits[me.Other()]
	// Captures (CAP-8, MTAJI-6, SEEDCAP-1..4), by ring, clockwise first.
	if cw, ccw := mtajiStarts(r, mine, opp); cw|ccw != 0 {
		if r.MtajiFirstKichwa == MtajiKichwaFree {
			return mtajiFreeCaptures(mine, me, cw, ccw, buf), true
		}
		// Without a branch a ring (which way it starts is data, and a
		// branch on it mispredicts): both moves are written, each kept
		// by the count advancing over it or not.
		// The moves are copied from mtajiStartMoves (startmoves.go).
		n := len(buf)
		buf = slices.Grow(buf, 2*RingSize)
		out := (*[2 * RingSize]Move)(buf[n : n+2*RingSize])
		moves := &mtajiStartMoves[me&1]
		k := 0
		for starts := cw | ccw; starts != 0; starts &= starts - 1 {
			i := uint(bits.TrailingZeros16(starts))
			ms := &moves[i&(RingSize-1)]
			out[k&(2*RingSize-1)] = ms[0]
			k += int(cw >> i & 1)
			out[k&(2*RingSize-1)] = ms[1]
			k += int(ccw >> i & 1)
		}
		return buf[:n+k], true
	}
	occupied := nonEmptyFront(mine)
	for set := mtajiKutakataRings(r, p); set != 0; set &= set - 1 {
		i := Ring(bits.TrailingZeros16(set))
		for _, d := range [2]Dir{CW, CCW} {
			if i.Front() && loneKichwaBack(r, mine, i, d, occupied) {
				continue
			}
			buf = append(buf, Move{Pit: PitOf(me, i), Dir: d})
		}
	}
	return buf, false
}

// mtajiFreeCaptures appends the mtaji capture starts cw, ccw (bit sets over
// mine's rings) of side me as mtajiCandidates lists them under DISPUTE-14's
// free reading: a start whose first sowing ends in a central pit offers the
// kichwa choice (DIR-2), by ring, clockwise first.
func mtajiFreeCaptures(mine *[RingSize]uint8, me Side, cw, ccw uint16, buf []Move) []Move {
	for starts := cw | ccw; starts != 0; starts &= starts - 1 {
		i := Ring(bits.TrailingZeros16(starts))
		pit := PitOf(me, i)
		for _, d := range [2]Dir{CW, CCW} {
			if (d == CW && cw&(1<<i) == 0) || (d == CCW && ccw&(1<<i) == 0) {
				continue
			}
			if land, _ := firstLanding(mine, i, int(mine[i]), d); centralRing(land) {
				buf = append(buf, Move{Pit: pit, Dir: d, Kichwa: LeftKichwa}, Move{Pit: pit, Dir: d, Kichwa: RightKichwa})
			} else {
				buf = append(buf, Move{Pit: pit, Dir: d})
			}
		}
	}
	return buf
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

// pairRings returns the rings holding 2 or more seeds, as a bit set.
func pairRings(pits *[RingSize]uint8) uint16 {
	const notOne = ^uint64(onesPerByte)
	return uint16(occupied(binary.LittleEndian.Uint64(pits[:8])&notOne)) | uint16(occupied(binary.LittleEndian.Uint64(pits[8:])&notOne))<<8
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
	var buf [maxCandidates]Move
	cands, capture := candidates(r, p, buf[:0])
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
