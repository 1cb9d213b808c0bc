package reference

// This file holds the rules of the house (house.feature): when a move whose
// last seed falls into the mover's intact house stops there or goes on
// (HOUSE-3, HOUSE-4, HOUSE-5, DISPUTE-3, DISPUTE-5, DISPUTE-8, DISPUTE-9),
// taxation (NAMUA-6, DISPUTE-6) and the house's destruction (HOUSE-1).

// houseAction is what the house makes of a sowing that ended in it.
type houseAction uint8

const (
	houseOn     houseAction = iota // the ordinary rules decide (capture, kulala, block, relay)
	houseStops                     // the move ends in the house
	houseSafari                    // the move goes on from the house (HOUSE-5)
)

// inHouse decides a sowing of n seeds whose last seed fell into the mover's
// intact house, which held `before` seeds; capture is the capture test's
// answer (captures).
func (s *sim) inHouse(before, n int, capture bool) houseAction {
	house := s.pit(HouseRing)
	if capture {
		if s.r.HouseStop == StopAlways && s.decide(DecHouseStop, "HOUSE-4", s.captureStop(), house, s.houseCount()) {
			// DISPUTE-8, EN:193 letter: the owner may stop although he could capture.
			s.decision = true
			if !s.move.Safari {
				if s.tracing {
					s.event(Event{Kind: EvHouseStop, Rule: "HOUSE-4", Pit: s.pit(HouseRing), Detail: "the owner stops in the house instead of capturing"})
				}
				return houseStops
			}
		}
		return houseOn // the capture
	}
	if before == 0 {
		return houseOn // kulala
	}
	if s.capture && s.phase == Mtaji && s.r.MtajiHouseCapture == MtajiCaptureStops {
		// DISPUTE-3b, Donkers: the move ends in the house, whatever it
		// holds; no safari is offered.
		if !s.decide(DecHouseStop, "HOUSE-8", true, house, s.houseCount()) {
			return houseOn
		}
		if s.tracing {
			s.event(Event{Kind: EvHouseStop, Rule: "HOUSE-4", Pit: s.pit(HouseRing), Detail: "the owner's capture move ends in the house (mtajiHouseCapture=stops)"})
		}
		return houseStops
	}
	if s.capture && s.decide(DecHouseStop, houseStopRule(s.phase), s.captureStop(), house, s.houseCount()) {
		// HOUSE-4: stop or safari (HOUSE-8: in mtaji only under DISPUTE-3b's choice reading).
		s.decision = true
		if s.move.Safari {
			return houseSafari
		}
		if s.tracing {
			s.event(Event{Kind: EvHouseStop, Rule: "HOUSE-4", Pit: s.pit(HouseRing), Detail: "the owner stops in the house"})
		}
		return houseStops
	}
	if !s.capture && s.decide(DecHouseStop, "HOUSE-3", s.takataStops(), house, s.houseCount()) {
		// HOUSE-3, KUEN-4: a kutakata ends in the functional house.
		if s.tracing {
			s.event(Event{Kind: EvMoveEnd, Rule: "HOUSE-3", Pit: s.pit(HouseRing), Detail: reasonHouse})
		}
		return houseStops
	}
	return houseOn
}

// safari empties the house and sows its seeds on (HOUSE-5); the house is
// destroyed. It returns the next sowing.
func (s *sim) safari() (Ring, int, string) {
	mine := &s.p.Pits[s.me&1]
	k := int(mine[HouseRing])
	if s.tracing {
		s.event(Event{Kind: EvSafari, Rule: "HOUSE-5", Pit: s.pit(HouseRing), Seeds: k, Detail: "the owner goes on: safari"})
	}
	mine[HouseRing] = 0
	s.destroyHouse(false, "safari")
	return HouseRing.Step(s.dir), k, "HOUSE-5"
}

// houseCountOK applies DISPUTE-5 to the stop rules: the house's count after the
// last seed landed, or, for a kutakata under at-move-start, at the start of the
// move (BGA's executeMove keeps wasNyumbaFunctional for its kutakata only; the
// stop-or-safari choice of a capture move counts the house as it is then).
func (s *sim) houseCountOK() bool { return s.houseCount() >= 6 }

// houseCount is the count of the mover's house the stop rules read
// (houseCountOK, DISPUTE-5).
func (s *sim) houseCount() int {
	if s.r.HouseCount == CountAtMoveStart && !s.capture {
		return int(s.houseAt0)
	}
	return int(s.p.Pits[s.me&1][HouseRing])
}

// functional is houseCountOK as a decision of the trace (DecFunctional: the
// house is functional with 6 or more, HOUSE-2), cited by the stop rule that
// asks it (HOUSE-3, HOUSE-4, HOUSE-8): when that rule counts the house is
// its question (DISPUTE-5).
func (s *sim) functional(rule string) bool {
	return s.decide(DecFunctional, rule, s.houseCountOK(), s.pit(HouseRing), s.houseCount())
}

// houseStopRule names the rule that decides whether a capture move stops in
// the house: HOUSE-4 in namua, HOUSE-8 in mtaji.
func houseStopRule(phase Phase) string {
	if phase == Namua {
		return "HOUSE-4"
	}
	return "HOUSE-8"
}

// captureStop reports whether a capture move whose last seed fell into the
// intact house may stop there (HOUSE-4, HOUSE-8, DISPUTE-3b, DISPUTE-9).
func (s *sim) captureStop() bool {
	return captureStopsAt(&s.r, s.phase, s.functional(houseStopRule(s.phase)))
}

// captureStopsAt is captureStop for a move in phase whose house passes the
// count test (houseCountOK) when countOK: the rule itself, so that the fast
// form (prepareFast) asks it for both counts.
func captureStopsAt(r *Rules, phase Phase, countOK bool) bool {
	if phase == Namua && r.NamuaHouseStop == NamuaStopAnyCount {
		return true // DISPUTE-9b, Donkers (performmove, rule 2.5b): an owned house of any count
	}
	if !countOK {
		return false
	}
	return phase == Namua || r.MtajiHouseCapture == MtajiCaptureChoice
}

// takataStops reports whether a kutakata whose last seed fell into the intact
// house ends there (HOUSE-3, DISPUTE-3a, DISPUTE-9; stops-in-mtaji: BGA's
// executeMove stops a mtaji kutakata in a possessed house of any count).
func (s *sim) takataStops() bool { return takataStopsAt(&s.r, s.phase, s.functional("HOUSE-3")) }

// takataStopsAt is takataStops for a kutakata in phase whose house passes
// the count test (houseCountOK) when countOK: the rule itself, so that the
// fast form (prepareFast) asks it for both counts.
func takataStopsAt(r *Rules, phase Phase, countOK bool) bool {
	if phase == Mtaji && r.MtajiHouseTakata == MtajiTakataRelays {
		return false
	}
	return countOK || r.InactiveHouse == InactiveStops ||
		(r.InactiveHouse == InactiveStopsInMtaji && phase == Mtaji)
}

// taxed reports whether a namua kutakata into the intact house is a taxation
// under DISPUTE-6 (the hand seed is already in the house).
func (s *sim) taxed() bool {
	if s.r.Taxation == TaxAnyCount {
		// The last front pit, whatever its count; beside other pits (which
		// houseStart=donkers allows below 6) it is sown in full.
		return nonEmptyFront(&s.p.Pits[s.me&1]) == 1
	}
	return s.houseAt0 >= 6
}

// destroyHouse destroys the mover's house, or the opponent's when captured (HOUSE-1).
func (s *sim) destroyHouse(captured bool, why string) {
	side := s.me
	if captured {
		side = s.me.Other()
	}
	s.p.House[side] = HouseDestroyed
	if side == s.me {
		s.watchHouse = false
	}
	if s.tracing {
		s.event(Event{Kind: EvHouseDestroyed, Rule: "HOUSE-1", Pit: PitOf(side, HouseRing), Detail: why})
	}
}
