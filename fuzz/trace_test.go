package fuzz

import (
	"strings"

	bao "github.com/baolakiswahili/conformance/reference"
)

// moveCtx is one played move under check.
type moveCtx struct {
	t   tb
	r   bao.Rules
	p   bao.Position // before the move
	m   bao.Move
	res bao.Result
	ev  []bao.Event

	captureMove bool // set by check: the oracle says this is a capture move
}

func (c *moveCtx) fail(format string, args ...any) {
	c.t.Helper()
	var b strings.Builder
	for i, e := range c.ev {
		b.WriteString("\n  ")
		b.WriteString(string(rune('0' + i%10)))
		b.WriteString(" ")
		b.WriteString(e.String())
	}
	c.t.Fatalf(format+"\nrules %v\nposition %s\nmove %s\nresult %s %+v\ntrace:%s",
		append(args, c.r.Diff(bao.Rules{}), js(c.p), mj(c.m), js(c.res.Position), c.res.Outcome, b.String())...)
}

// captureExists is an independent oracle for CAP-2/MTAJI-2: does the side to
// move have a capturing start? It sows the first sowing itself instead of
// asking the engine. For Hus it answers for the compulsory reading.
func captureExists(r bao.Rules, p bao.Position) bool {
	me := p.ToMove
	mine, opp := p.Pits[me], p.Pits[me.Other()]
	if p.Variant == bao.Kiswahili && p.Store[me] > 0 {
		front := 0
		for i := range 8 {
			if mine[i] > 0 {
				front++
			}
		}
		for i := range 8 {
			if mine[i] == 0 || opp[7-i] == 0 {
				continue
			}
			if i == 4 && r.NamuaHouseCapture == bao.HouseCaptureForbidden && p.House[me] == bao.HouseIntact && front > 1 {
				continue // DISPUTE-7, EN:199 letter
			}
			return true
		}
		return false
	}
	for i := range 16 {
		n := int(mine[i])
		if n < 2 || (n > 15 && p.Variant != bao.Hus) {
			continue
		}
		for _, d := range []int{1, -1} {
			c := mine
			c[i] = 0
			at := i
			for range n {
				at = (at + d + 16) % 16
				c[at]++
			}
			if at < 8 && opp[7-at] > 0 && (c[at] > 1 || r.Marker == bao.MarkerFacingOnly) {
				return true
			}
		}
	}
	return false
}

// check runs every per-move invariant.
func (c *moveCtx) check(st *stats) {
	c.t.Helper()
	p, res, r := c.p, c.res, c.r
	me, them := p.ToMove, p.ToMove.Other()
	namua := p.Phase() == bao.Namua
	endInHand := r.FrontRowEmpty == bao.FrontRowEndInHand && res.Outcome.Over() && res.Outcome.Reason == bao.ReasonFrontRowEmpty && res.Outcome.Winner == me

	lapEvent := false
	captured := false
	for _, e := range c.ev {
		switch e.Kind {
		case bao.EvLapLimit:
			lapEvent = true
		case bao.EvCapture:
			captured = true
		}
	}
	if st != nil && captured {
		st.captures++
	}
	// CAP-2 (non-Hus): capture moves exactly when a capture exists.
	if p.Variant != bao.Hus || r.HusOpening == bao.HusCompulsoryCapture {
		exists := captureExists(r, p)
		if !exists && captured && p.Variant != bao.Hus {
			c.fail("a capture in a move although no capturing start exists")
		}
		if exists && namua && (len(c.ev) < 2 || c.ev[1].Kind != bao.EvCapture) {
			c.fail("a namua capture exists, but this move does not start with one")
		}
		c.captureMove = exists
	}
	q := res.Position
	if q.Total() != bao.TotalSeeds {
		c.fail("the result holds %d seeds", q.Total())
	}
	// Lap-limit losses leave the position as it was.
	if res.Outcome.Reason == bao.ReasonLapLimit {
		if st != nil {
			st.lapLosses++
		}
		if res.Outcome.Winner != them {
			c.fail("lap-limit loss won by the mover")
		}
		// The successor contract (RULINGS.md): the move is not made, the
		// turn passes, and nothing binds.
		want := p
		want.ToMove, want.Blocked, want.MustCapture, want.Lasting = them, bao.NoPit, bao.NoPit, [2]bao.LastingBlock{}
		if q != want {
			c.fail("a lap-limit loss must leave the board unchanged, with %s to move", them)
		}
		if !lapEvent {
			c.fail("lap-limit outcome without a lap-limit event")
		}
		if r.LapLimit == bao.Lap100Illegal {
			c.fail("under 100-seeds-illegal an over-long move is illegal, not a loss")
		}
		c.replay(true)
		return
	}
	if lapEvent {
		c.fail("lap-limit event but outcome %+v", res.Outcome)
	}
	if q.ToMove != them {
		c.fail("the result has %s to move, want %s", q.ToMove, them)
	}
	if err := q.Validate(); err != nil && !endInHand {
		c.fail("the result is not a valid position: %v", err)
	}
	// Stores only go down, by one per namua move of their owner.
	wantStore := p.Store
	if namua {
		wantStore[me]--
	}
	if endInHand {
		if q.Store[them] != wantStore[them] || q.Store[me] < wantStore[me] {
			c.fail("end-in-hand: stores %v, want %v plus captured seeds for %s", q.Store, wantStore, me)
		}
	} else if q.Store != wantStore {
		c.fail("stores %v, want %v", q.Store, wantStore)
	}
	// Houses: destroyed stays destroyed, none stays none, and every loss is traced.
	for s := bao.South; s <= bao.North; s++ {
		before, after := p.House[s], q.House[s]
		switch {
		case before == after:
		case before == bao.HouseIntact && after == bao.HouseDestroyed:
			traced := false
			for _, e := range c.ev {
				if e.Kind == bao.EvHouseDestroyed && e.Pit == bao.PitOf(s, bao.HouseRing) {
					traced = true
				}
			}
			donkers := s == me && namua && q.Store[me] == 0 && r.HouseLostAtCapture == bao.HouseLostWhenNamuaEnds
			if !traced && !donkers {
				c.fail("%s's house was destroyed without a house-destroyed event", s)
			}
		default:
			c.fail("%s's house went from %s to %s", s, before, after)
		}
	}
	// DISPUTE-3(d): the house is lost when its owner's namua ends (Donkers)
	// or at his first capture in mtaji (FR 3.2).
	if p.House[me] == bao.HouseIntact && q.House[me] != bao.HouseDestroyed {
		if r.HouseLostAtCapture == bao.HouseLostWhenNamuaEnds && namua && q.Store[me] == 0 {
			c.fail("lost-when-namua-ends: %s's last namua move leaves his house %s", me, q.House[me])
		}
		if r.HouseLostAtCapture == bao.HouseLostAtFirstCapture && !namua && captured {
			c.fail("lost-at-first-capture: %s captured in mtaji but his house is %s", me, q.House[me])
		}
	}
	// A kutakata never changes the opponent's pits; no move adds seeds to them.
	if !captured && q.Pits[them] != p.Pits[them] {
		c.fail("a move without a capture changed %s's pits", them)
	}
	sum := func(a [16]uint8) (n int) {
		for _, v := range a {
			n += int(v)
		}
		return n
	}
	if sum(q.Pits[them]) > sum(p.Pits[them]) {
		c.fail("the move added seeds to %s's side", them)
	}
	// Outcome.
	o := res.Outcome
	if r.LoneKichwa == bao.LoneKichwaEndOfMove && q.FrontEmpty(me) && !o.Over() {
		c.fail("end-of-move (DISPUTE-11): %s's front row is empty after his move, but the game goes on", me)
	}
	switch {
	case !o.Over():
		if st, err := bao.Status(r, q); err != nil || st.Over() {
			c.fail("the game goes on, but Status of the result is %+v, %v", st, err)
		}
	case o.Reason == bao.ReasonFrontRowEmpty && o.Winner == me:
		if !q.FrontEmpty(them) {
			c.fail("%s wins by front-row-empty but %s's front row is not empty", me, them)
		}
	case o.Reason == bao.ReasonFrontRowEmpty && o.Winner == them:
		if r.LoneKichwa == bao.LoneKichwaForbidden {
			c.fail("the mover loses by emptying his own front row, which loneKichwa=forbidden prevents")
		}
		if r.LoneKichwa == bao.LoneKichwaEndOfMove && !q.FrontEmpty(me) {
			c.fail("end-of-move: the mover loses but his front row is not empty")
		}
	case o.Reason == bao.ReasonNoLegalMove && o.Winner == me:
		if q.FrontEmpty(them) {
			c.fail("no-legal-move although %s's front row is empty (front-row-empty)", them)
		}
		if succ, err := bao.Moves(r, q, nil); err != nil || len(succ) > 0 {
			c.fail("no-legal-move, but %s has %d moves (%v)", them, len(succ), err)
		}
	case o.Reason == bao.ReasonNoLegalMove && o.Winner == them:
		// DISPUTE-32 during-move: the mover left himself no pit of 2 or more.
		if r.Immobility == bao.ImmobileAtTurnStart {
			c.fail("the mover loses by no-legal-move, which only immobility=during-move allows")
		}
		for _, n := range q.Pits[me] {
			if n >= 2 {
				c.fail("immobility: the mover loses but still has a pit of %d", n)
				break
			}
		}
	default:
		c.fail("unexpected outcome %+v", o)
	}
	c.replay(false)
	c.checkBlock()
}
