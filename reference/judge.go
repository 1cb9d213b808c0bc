package reference

// This file judges one move's start rule by rule for a traced move
// (ApplyTrace, ApplyFlipped): each rule that decides whether the start may
// be played is a decision of the trace (decide.go). isStart (legal.go) is
// the same question without a trace; TestJudgeStart holds the two equal.

// judgeStart is isStart for a traced move (ApplyTrace, ApplyFlipped), rule
// by rule: each rule that decides whether start m (Safari false) may be
// played, and whether it is a capture move, is a decision of the trace
// (decide.go), in the order whyIllegal explains a refusal. It answers legal
// as isStart does, and capture for a legal start (TestJudgeStart), with the
// kind of the breach for a start it refuses (for a well-formed move,
// whyIllegal's). The move's own faults (no pit, another side's pit, an empty
// pit, an unknown direction; a kichwa or direction that does not fit the
// start) are not decisions of the rules. It also sets what the play reads
// of the start's decisions: the phase (s.dec.phase) and the facing pits.
func (s *sim) judgeStart(p *Position, m Move) (legal, capture bool, why IllegalKind) {
	me := p.ToMove & 1
	s.p, s.me = *p, me
	switch {
	case !m.Pit.Valid():
		return false, false, IllegalNoPit
	case m.Pit.Side() != me:
		return false, false, IllegalOpponentPit
	case p.Seeds(m.Pit) == 0:
		return false, false, IllegalEmptyPit
	case m.Dir != NoDir && m.Dir != CW && m.Dir != CCW:
		return false, false, IllegalUnknownDirection
	}
	// PHASE-1: a namua move while the mover's store holds seeds.
	namua := p.Variant == Kiswahili && s.decide(DecPhase, "PHASE-1", p.Store[me] > 0, NoPit, int(p.Store[me]))
	s.dec.phase = Mtaji
	switch {
	case namua && p.Store[me] == 0:
		s.cannot("the store is empty: a namua move has no seed to enter (NAMUA-1)")
		return false, false, IllegalOther
	case p.Variant == Hus:
		return s.judgeHus(p, m)
	case namua:
		s.dec.phase = Namua
		return s.judgeNamua(p, m)
	}
	return s.judgeMtaji(p, m)
}

// judgeNamua is judgeStart in namua: the hand seed's pit (NAMUA-1), whether
// it captures (NAMUA-2, BOARD-8, DISPUTE-7), a capture elsewhere (CAP-2),
// then the kutakata rules: the blocked pit (BLOCK-4 under DISPUTE-15's
// both-phases reading), the lone kichwa (NAMUA-9), the house (NAMUA-5,
// HOUSE-2), the singletons (NAMUA-8).
func (s *sim) judgeNamua(p *Position, m Move) (legal, capture bool, why IllegalKind) {
	r := &s.r
	me := p.ToMove & 1
	mine, opp := &p.Pits[me], &p.Pits[me^1]
	i := m.Pit.Ring()
	if r.NamuaImmobility == ImmobilityAlways && noPairs(mine) {
		return false, false, IllegalOther // DISPUTE-23: no namua move at all (apply: the game is over)
	}
	// NAMUA-1: the hand seed goes into a non-empty front pit.
	if !s.decide(DecHandSeedRow, "NAMUA-1", i.Front(), m.Pit, int(mine[i])) {
		return false, false, IllegalNamuaBackRow
	}
	// NAMUA-2: the hand seed captures when its pit faces a non-empty pit
	// (BOARD-8; CAP-1: its own pit holds seeds, NAMUA-1).
	if !i.Front() {
		if s.decide(DecCaptureRow, "CAP-7", false, m.Pit, 0) {
			s.cannot("a back pit faces no opponent pit: it cannot capture")
			return false, false, IllegalOther
		}
	} else if f := s.facingDecided(i); s.decide(DecCaptureStart, "NAMUA-2", opp[f] != 0, m.Pit, int(mine[i])) {
		// DISPUTE-7: under EN:199's letter the house takes the hand seed for
		// a capture only as the last non-empty front pit.
		capture = i != HouseRing || r.NamuaHouseCapture != HouseCaptureForbidden || p.House[me] != HouseIntact ||
			s.decide(DecCaptureStart, "DISPUTE-7", nonEmptyFront(mine) == 1, m.Pit, int(mine[i]))
	}
	if capture {
		switch { // the move's form: no direction; a kichwa only at a central pit (DIR-2, DIR-1)
		case m.Dir != NoDir:
			return false, true, IllegalNamuaCaptureDirection
		case centralRing(i) && m.Kichwa == NoKichwa:
			return false, true, IllegalKichwaMissing
		case centralRing(i) && m.Kichwa != LeftKichwa && m.Kichwa != RightKichwa:
			return false, true, IllegalOther
		case !centralRing(i) && m.Kichwa != NoKichwa:
			return false, true, IllegalKichwaNotAChoice
		}
		return true, true, 0
	}
	// CAP-2: a capture elsewhere must be played.
	if set := namuaCaptures(r, p, me) &^ (1 << i); s.decide(DecCaptureCompulsory, "CAP-2", set != 0, lowestPit(me, uint16(set)), 0) {
		return false, true, IllegalCaptureCompulsory
	}
	// NAMUA-3: a kutakata; BLOCK-4 binds in namua under DISPUTE-15's both-phases reading.
	if b := p.Blocked; r.KutakatiaPhase == KutakatiaBothPhases && b.Valid() && b.Side() == me && !noBlocking(r, p.Variant) &&
		s.decide(DecBlockedStart, "BLOCK-4", m.Pit == b, m.Pit, 0) {
		return false, false, IllegalBlockedPit
	}
	occupied := nonEmptyFront(mine)
	if s.loneKichwaRefused("NAMUA-9", mine, m, occupied) {
		return false, false, IllegalLoneKichwa // NAMUA-9
	}
	functional := false // HOUSE-2, as NAMUA-5 and NAMUA-8 read it at the start of the turn (DISPUTE-5)
	if p.House[me] == HouseIntact && (i == HouseRing || (mine[i] == 1 && r.NamuaSingletons == SingletonsUnlessFunctional)) {
		functional = s.decide(DecFunctional, "HOUSE-2", houseFunctionalBefore(p, me), PitOf(me, HouseRing), int(mine[HouseRing]))
	}
	onlyPit := occupied == 1
	if functional && (r.Taxation == TaxOnlyPit || r.Taxation == TaxAnyCount) {
		// NAMUA-6: the functional house alone takes the hand seed and is taxed.
		onlyPit = s.decide(DecHouseOnly, "NAMUA-6", onlyPit, PitOf(me, HouseRing), int(mine[HouseRing]))
		if onlyPit && i != HouseRing {
			return false, false, IllegalOther // taken the other way: the hand seed must go into the house
		}
	}
	if i == HouseRing && p.House[me] == HouseIntact && s.decide(DecHouseStart, "NAMUA-5", !houseMayStart(r, functional, onlyPit), m.Pit, int(mine[i])) {
		return false, false, IllegalHouseKutakata // NAMUA-5, DISPUTE-6
	}
	if mine[i] == 1 && s.singletonsBarred(p, m.Pit, functional) {
		return false, false, IllegalNamuaSingleton // NAMUA-8, DISPUTE-10
	}
	switch { // the move's form: a direction, no kichwa
	case m.Kichwa != NoKichwa:
		return false, false, IllegalKichwaNotAChoice
	case m.Dir == NoDir:
		return false, false, IllegalDirectionMissing
	}
	return true, false, 0
}

// singletonsBarred is NAMUA-8 for a namua kutakata from a pit of one seed
// (namuaKutakataRings' test, DISPUTE-10), as a decision of the trace: while
// the house is not functional (or, by the reading, not destroyed), a single
// seed may not start a kutakata if a front pit holds 2 or more.
func (s *sim) singletonsBarred(p *Position, at Pit, functional bool) bool {
	r := &s.r
	me := p.ToMove & 1
	mine := &p.Pits[me]
	switch r.NamuaSingletons {
	case SingletonsUnlessFunctional:
		if functional {
			return false
		}
	case SingletonsOnlyDestroyed:
		if p.House[me] == HouseIntact {
			return false
		}
	default:
		return false // SingletonsNever
	}
	pairs := pairsIn(mine, 0, 8)
	if r.HouseStart == HouseStartAbstractPlay && p.House[me] == HouseIntact && mine[HouseRing] >= 2 {
		pairs-- // DISPUTE-6b, AbstractPlay: "2 or more first" leaves the house out
	}
	return s.decide(DecSingletons, "NAMUA-8", pairs > 0, at, pairs)
}

// judgeMtaji is judgeStart in mtaji (and Kujifunza): a pit of 2 or more
// (SOW-8), whether the first sowing captures (SEEDCAP-2, CAP-7, BOARD-8,
// CAP-1: MTAJI-1, CAP-8), a capture elsewhere (CAP-2, MTAJI-2), then the
// kutakata rules: the blocked pit (BLOCK-4), the lone kichwa (MTAJI-5), the
// back row (MTAJI-4, DISPUTE-21).
func (s *sim) judgeMtaji(p *Position, m Move) (legal, capture bool, why IllegalKind) {
	r := &s.r
	me := p.ToMove & 1
	mine, opp := &p.Pits[me], &p.Pits[me^1]
	i := m.Pit.Ring()
	n := int(mine[i])
	// SOW-8: a move starts by lifting a pit of 2 or more.
	if !s.decide(DecStartSeeds, "SOW-8", n >= 2, m.Pit, n) {
		return false, false, IllegalSingleSeed
	}
	// MTAJI-1, CAP-8: the first sowing decides whether the move captures; a
	// pit of more than 15 starts no capture. The rule cited is the one that
	// says so of this pit: a pit of at most 15 may capture (SEEDCAP-2); 16
	// end in the emptied start pit and more than 16 may not (SEEDCAP-1, the
	// primary text; SEEDCAP-4 the same).
	capRule := "SEEDCAP-2"
	if n > maxCaptureSeeds {
		capRule = "SEEDCAP-1"
	}
	if m.Dir != NoDir && s.decide(DecSeedCap, capRule, n <= maxCaptureSeeds, m.Pit, n) {
		land, before := firstLanding(mine, i, n, m.Dir)
		lp := PitOf(me, land)
		if s.decide(DecCaptureRow, "CAP-7", land.Front(), lp, 0) {
			if !land.Front() {
				s.cannot("a back pit faces no opponent pit: it cannot capture")
				return false, false, IllegalOther
			}
			f := s.facingDecided(land)
			if s.decide(DecCaptureStart, "CAP-1", opp[f] != 0 && (before > 0 || r.Marker == MarkerFacingOnly), lp, before) {
				// DIR-2, DISPUTE-14: a kichwa only where the reading gives the choice.
				free := r.MtajiFirstKichwa == MtajiKichwaFree && centralRing(land)
				switch {
				case free && m.Kichwa == NoKichwa:
					return false, true, IllegalKichwaMissing
				case free && m.Kichwa != LeftKichwa && m.Kichwa != RightKichwa:
					return false, true, IllegalOther
				case !free && m.Kichwa != NoKichwa:
					return false, true, IllegalKichwaNotAChoice
				}
				return true, true, 0
			}
		}
	}
	// CAP-2, MTAJI-2: a capture elsewhere must be played.
	cw, ccw := mtajiStarts(r, mine, opp)
	switch m.Dir {
	case CW:
		cw &^= 1 << i
	case CCW:
		ccw &^= 1 << i
	}
	if s.decide(DecCaptureCompulsory, "CAP-2", cw|ccw != 0, lowestPit(me, cw|ccw), 0) {
		return false, true, IllegalCaptureCompulsory
	}
	// MTAJI-4: a kutakata; BLOCK-4: not from the blocked pit (DISPUTE-31, DISPUTE-26).
	if b := p.Blocked; b.Valid() && b.Side() == me && !noBlocking(r, p.Variant) && s.decide(DecBlockedStart, "BLOCK-4", m.Pit == b, m.Pit, 0) {
		return false, false, IllegalBlockedPit
	}
	occupied := nonEmptyFront(mine)
	if s.loneKichwaRefused("MTAJI-5", mine, m, occupied) {
		return false, false, IllegalLoneKichwa // MTAJI-5
	}
	if !i.Front() {
		// MTAJI-4: the back row only when no front pit holds 2 or more;
		// DISPUTE-21: under RN's reading, only when the front row is empty.
		if pairs := pairsIn(mine, 0, 8); s.decide(DecBackRow, "MTAJI-4", pairs > 0, m.Pit, pairs) {
			return false, false, IllegalBackRowKutakata
		}
		if r.BackRowKutakata == BackRowIfFrontEmpty && s.decide(DecBackRow, "DISPUTE-21", !frontEmpty(mine), m.Pit, 0) {
			return false, false, IllegalBackRowFrontNotEmpty
		}
	}
	switch { // the move's form: a direction, no kichwa
	case m.Kichwa != NoKichwa:
		return false, false, IllegalKichwaNotAChoice
	case m.Dir == NoDir:
		return false, false, IllegalDirectionMissing
	}
	return true, false, 0
}

// judgeHus is judgeStart in Hus Bao (VAR-HUS-2): a pit of 2 or more
// (SOW-8); under DISPUTE-27's compulsory reading a start whose first sowing
// captures, else none while one exists; the lone kichwa (DISPUTE-11 in Hus).
func (s *sim) judgeHus(p *Position, m Move) (legal, capture bool, why IllegalKind) {
	r := &s.r
	me := p.ToMove & 1
	mine, opp := &p.Pits[me], &p.Pits[me^1]
	i := m.Pit.Ring()
	n := int(mine[i])
	if !s.decide(DecStartSeeds, "SOW-8", n >= 2, m.Pit, n) {
		return false, false, IllegalSingleSeed
	}
	if r.HusOpening == HusCompulsoryCapture {
		if m.Dir != NoDir {
			land, before := firstLanding(mine, i, n, m.Dir)
			if s.decide(DecCaptureStart, "DISPUTE-27", r.marks(opp, land, before), PitOf(me, land), before) {
				if m.Kichwa != NoKichwa {
					return false, true, IllegalKichwaNotAChoice
				}
				return true, true, 0
			}
		}
		var set uint16 // the other capturing starts (husCandidates)
		for j := Ring(0); j < RingSize; j++ {
			for _, d := range [2]Dir{CW, CCW} {
				if k := int(mine[j]); k >= 2 && (j != i || d != m.Dir) {
					if land, before := firstLanding(mine, j, k, d); r.marks(opp, land, before) {
						set |= 1 << j
					}
				}
			}
		}
		if s.decide(DecCaptureCompulsory, "CAP-2", set != 0, lowestPit(me, set), 0) {
			return false, true, IllegalCaptureCompulsory
		}
	}
	occupied := nonEmptyFront(mine)
	if s.loneKichwaRefused("MTAJI-5", mine, m, occupied) {
		return false, false, IllegalLoneKichwa // DISPUTE-11 in Hus too
	}
	switch {
	case m.Kichwa != NoKichwa:
		return false, false, IllegalKichwaNotAChoice
	case m.Dir == NoDir:
		return false, false, IllegalDirectionMissing
	}
	return true, false, 0
}

// loneKichwaRefused is the lone-kichwa decision of a kutakata start
// (DecLoneKichwa, rule NAMUA-9 or MTAJI-5): asked where the start is a
// kichwa and the only non-empty front pit (lonePit), under every reading of
// DISPUTE-11; it refuses the start towards the back row only under
// loneKichwa=forbidden (loneKichwaBack).
func (s *sim) loneKichwaRefused(rule string, mine *[RingSize]uint8, m Move, occupied int) bool {
	i := m.Pit.Ring()
	return i.Front() && m.Dir != NoDir && lonePit(i, occupied) &&
		s.decide(DecLoneKichwa, rule, loneKichwaBack(&s.r, mine, i, m.Dir, occupied), m.Pit, 0)
}
