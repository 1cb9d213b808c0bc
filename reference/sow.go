package reference

// This file is the loop every move runs through once its start is played
// (play.go); its fast form for the common moves is playWords
// (fast_moves.go). Each sowing ends in one decision, made here once, in
// the order the rules give it:
//
//	the mover's intact house   HOUSE-3, HOUSE-4, HOUSE-5 (house.go decides, rarely)
//	a capture                  CAP-1, CAP-6, KUEN-2 (captures: the one capture test)
//	an empty pit: the end      SOW-7 (kulala)
//	the blocked pit: the end   BLOCK-4, KUEN-5
//	else a relay               KUEN-1
//
// Readings that look at every sowing (a trace, BGA's passes, DISPUTE-11) and
// the cycle check of DISPUTE-13 are behind flags worked out once per move.

// sowFrom sows n seeds from ring first onward and follows the move to its
// end. rule names the rule that started the sowing (for the trace).
func (s *sim) sowFrom(first Ring, n int, rule string) {
	mine := &s.p.Pits[s.me&1]
	for n > 0 {
		if s.sown+n > s.limit && !s.overLimit(n, rule) {
			return // INF-1, DISPUTE-13: the move is too long
		}
		sow(mine, first, n, s.dir) // SOW-1
		last := lastSown(first, n, s.dir)
		s.sown += n
		if s.watchSowing && !s.sowed(first, last, n, rule) {
			return
		}
		if s.stopNow {
			s.traceEnd() // END-4: traced after the sowing of the captured seeds
			return       // DISPUTE-11, DISPUTE-12: the game ended with this sowing
		}
		before := int(mine[last]) - 1
		capture := s.captures(last, before, n)
		if last == HouseRing && s.watchHouse {
			switch s.inHouse(before, n, capture) {
			case houseStops:
				return
			case houseSafari:
				first, n, rule = s.safari()
				continue
			}
		}
		switch {
		case capture:
			first, n, rule = s.captureAt(last, s.firstTarget == noTarget)
		case s.decide(DecKulala, kulalaRule(before), before == 0, s.pit(last), before):
			// SOW-7: the last seed fell into an empty pit (kulala).
			if s.tracing {
				s.event(Event{Kind: EvMoveEnd, Rule: "SOW-7", Pit: s.pit(last), Detail: reasonKulala})
			}
			return
		case s.blockRing != 0xFF && s.decide(DecBlockedEnd, "BLOCK-4", last == s.blockRing, s.pit(last), 0),
			last == s.unboundRing && s.decide(DecBlockedEnd, "BLOCK-7", false, s.pit(last), 0):
			// BLOCK-4, KUEN-5: a kutakata ends in the blocked pit.
			if s.tracing {
				s.event(Event{Kind: EvMoveEnd, Rule: "BLOCK-4", Pit: s.pit(last), Detail: reasonBlocked})
			}
			return
		default:
			// KUEN-1: relay: lift the pit and sow on.
			if s.cycleCheck && s.endless(last) {
				return // DISPUTE-13: the move would never end
			}
			n, first, rule = s.lift(last, "KUEN-1", true), last.Step(s.dir), "KUEN-1"
		}
	}
}

// captures is the one capture test, used after every sowing: the last seed of
// a sowing of n seeds fell into own ring last, which held `before` seeds.
// It captures when the move may capture (CAP-5, CAP-6: a capture move; always
// in Hus), the sowing is not too long to capture (DISPUTE-2) and the pit is a
// marker (CAP-1, DISPUTE-22: marks, shared with the move starts in legal.go;
// here as marked, on the opponent's pits the move has left, s.facing). A
// traced move takes the same test decision by decision (capturesDecided).
func (s *sim) captures(last Ring, before, n int) bool {
	if s.tracing {
		return s.capturesDecided(last, before, n)
	}
	return s.mayCapture && n <= s.capMax && s.r.marked(s.facing, last, before)
}

// capturesDecided is captures for a traced move, each rule that decides a
// decision of the trace (DecCapture): a mtaji move's first sowing captures
// as its start was judged (CAP-8, judgeStart); a kutakata captures nowhere,
// not even on a marker (CAP-5); a sowing ending in the back row never
// captures (CAP-7); nor does one too long to (DISPUTE-2); else a marker
// captures (CAP-1), and after a capture, again (CAP-6, DecChain).
func (s *sim) capturesDecided(last Ring, before, n int) bool {
	marker := s.r.marked(s.facing, last, before)
	switch {
	case s.dec != nil && s.dec.fromStart:
		s.dec.fromStart = false
		return s.capture
	case !s.mayCapture:
		return marker && s.decide(DecCapture, "CAP-5", false, s.pit(last), before)
	case !last.Front():
		// Taken the other way, the back pit is read as the front pit of its
		// column, whose facing pit it captures if it is a marker there
		// (captureAt then captures as from that front pit).
		return s.decide(DecCapture, "CAP-7", false, s.pit(last), before) && s.r.marked(s.facing, last.Column(), before)
	case n > s.capMax:
		return marker && s.decide(DecCapture, "DISPUTE-2", false, s.pit(last), before)
	}
	rule := "CAP-1"
	if last == HouseRing && s.phase == Namua && s.p.House[s.me] == HouseIntact && s.houseCountOK() {
		// The functional house in a namua capture move: the stop-or-safari
		// choice comes only where it faces an empty pit (HOUSE-4), so
		// whether it captures first is HOUSE-4's question too.
		rule = "HOUSE-4"
	}
	captures := s.decide(DecCapture, rule, marker, s.pit(last), before)
	if captures && s.captured != 0 {
		// CAP-6: the seeds of a capture, once sown, capture again.
		return s.decide(DecChain, "CAP-6", true, s.pit(last), s.sown)
	}
	return captures
}

// kulalaRule names the rule that decides a sowing ending in an own pit that
// held `before` seeds when it does not capture: SOW-7 when the pit was empty
// (the move ends), KUEN-1 when it was not (relay).
func kulalaRule(before int) string {
	if before == 0 {
		return "SOW-7"
	}
	return "KUEN-1"
}

// lift empties ring i into the hand (SOW-3, KUEN-1) and returns its seeds.
// What else a pick-up may do (a trace, the house, DISPUTE-11) is in lifted.
func (s *sim) lift(i Ring, rule string, relay bool) int {
	mine := &s.p.Pits[s.me&1]
	n := int(mine[i&15])
	mine[i&15] = 0
	if s.watchSowing || (i == HouseRing && s.watchHouse) {
		s.lifted(i, n, rule, relay)
	}
	return n
}

// lastSown returns the ring where the last of n seeds sown from ring first
// in direction d falls: n-1 pits on, around the ring of 16.
func lastSown(first Ring, n int, d Dir) Ring {
	return Ring((uint8(first) + uint8(n-1)*uint8(d)) & (RingSize - 1))
}

// plainSow puts n seeds one by one into the pits of ring from first onward
// in direction d (SOW-1).
func plainSow(ring *[RingSize]uint8, first Ring, n int, d Dir) {
	for at := first; n > 0; n-- {
		ring[at]++
		at = at.Step(d)
	}
}
