package reference

import "fmt"

// whyIllegal explains why m is not among the legal starts cands of p. The
// checks go from the plainest reason (wrong pit) to the subtlest (a rule
// option), so the message names the rule a player broke.
func whyIllegal(r *Rules, p *Position, m Move, cands []Move, capture bool) error {
	me := p.ToMove
	if !m.Pit.Valid() {
		return illegal(m, "no pit given")
	}
	if m.Pit.Side() != me {
		return illegal(m, "%s belongs to %s, and %s is to move", m.Pit, me.Other(), me)
	}
	n := p.Seeds(m.Pit)
	ring := m.Pit.Ring()
	if n == 0 {
		return illegal(m, "%s is empty", m.Pit)
	}
	if m.Dir != NoDir && m.Dir != CW && m.Dir != CCW {
		return illegal(m, "unknown direction %d", m.Dir)
	}
	namua := p.Phase() == Namua && p.Variant != Hus
	if namua && !ring.Front() {
		return illegal(m, "in namua the hand seed goes into a front pit (NAMUA-1), not %s", m.Pit)
	}
	if !namua && n < 2 {
		return illegal(m, "%s holds a single seed: a move starts from a pit with 2 or more (SOW-8)", m.Pit)
	}
	// Is the same start legal with other choices? Then the choices are wrong.
	for _, c := range cands {
		if c.Pit != m.Pit {
			continue
		}
		switch {
		case namua && capture && m.Dir != NoDir:
			return illegal(m, "a namua capture has no direction: give the kichwa for a central pit, or nothing")
		case c.Kichwa != NoKichwa && m.Kichwa == NoKichwa:
			return illegal(m, "the capture is at a central pit: choose the left or the right kichwa (DIR-2)")
		case c.Kichwa == NoKichwa && m.Kichwa != NoKichwa:
			return illegal(m, "the kichwa is not a choice here (DIR-1, DIR-3, DIR-4): leave it out")
		case c.Dir != NoDir && m.Dir == NoDir:
			return illegal(m, "give a direction, cw or ccw")
		}
	}
	if capture {
		if len(cands) > 0 {
			return illegal(m, "capture is compulsory (CAP-2): %s", describeCapture(p, cands[0]))
		}
	}
	if p.Variant == Hus {
		if r.HusOpening == HusCompulsoryCapture {
			return illegal(m, "a capturing start exists and must be played (DISPUTE-27)")
		}
		return illegal(m, "not a legal move")
	}
	mine := &p.Pits[me]
	if m.Pit == p.Blocked && (!namua || r.KutakatiaPhase == KutakatiaBothPhases) {
		return illegal(m, "%s is blocked (kutakatia, BLOCK-4)", m.Pit)
	}
	occupied := nonEmptyFront(mine)
	if ring.Front() && m.Dir != NoDir && loneKichwaBack(r, mine, ring, m.Dir, occupied) {
		return illegal(m, "%s is the only non-empty front pit: sowing it towards the back row would empty the front row (NAMUA-9, MTAJI-5)", m.Pit)
	}
	if namua {
		if ring == HouseRing && p.House[me] == HouseIntact {
			return illegal(m, "the house may take the hand seed for a kutakata only when it is the only non-empty front pit (NAMUA-5)")
		}
		if n == 1 {
			return illegal(m, "%s holds a single seed: with the house not functional a kutakata starts from a pit with 2 or more while there is one (NAMUA-8)", m.Pit)
		}
		return illegal(m, "not a legal namua move")
	}
	if !ring.Front() && pairsIn(mine, 0, 8) > 0 {
		return illegal(m, "%s is in the back row: a kutakata starts in the front row while a front pit holds 2 or more seeds (MTAJI-4)", m.Pit)
	}
	if !ring.Front() && r.BackRowKutakata == BackRowIfFrontEmpty {
		return illegal(m, "the back row may be sown only when the front row is empty (DISPUTE-21, RN:336)")
	}
	return illegal(m, "not a legal move")
}

// describeCapture says in words what capture start c does, for error messages.
func describeCapture(p *Position, c Move) string {
	me := p.ToMove
	t := PitOf(me.Other(), firstTarget(p, c))
	if p.Phase() == Namua {
		return fmt.Sprintf("the hand seed in %s captures %s", c.Pit, t)
	}
	dir := "clockwise"
	if c.Dir == CCW {
		dir = "counter-clockwise"
	}
	return fmt.Sprintf("%s %s captures %s", c.Pit, dir, t)
}
