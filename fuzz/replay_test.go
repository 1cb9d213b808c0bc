package fuzz

import (
	"strings"

	bao "github.com/baolakiswahili/conformance/reference"
)

// sowInfo is what the replay knows about the last sowing.
type sowInfo struct {
	last   bao.Ring // where the last seed fell
	before int      // seeds in that pit just before it fell
	n      int      // seeds sown
	first  bool     // the first sowing of the move
	caught bool     // the sowing of captured seeds (it follows a capture)
}

// replay replays the trace with an independent model of the board: every
// event's own fields (pit, seeds, direction, kichwa) must explain the change
// from the previous Event.Board to this one, with the seeds in hand counted
// (conservation at every step), and the decisions after each sowing must
// follow the rules: capture on a marker in a capture move (CAP-1, CAP-6),
// stop on an empty pit (SOW-7), relay otherwise (KUEN-1), the kichwa choice
// (DIR-1..DIR-4), the lap limit (INF-1, DISPUTE-13).
func (c *moveCtx) replay(lapLoss bool) {
	c.t.Helper()
	p, r := c.p, c.r
	me, opp := p.ToMove, p.ToMove.Other()
	hus := p.Variant == bao.Hus
	namua := p.Phase() == bao.Namua
	house := bao.PitOf(me, bao.HouseRing)

	b := p // the model board
	hand := 0
	dir := c.m.Dir
	var ls sowInfo
	haveNext := false
	var nextStart bao.Ring
	var nextDir bao.Dir
	sown, passes, captures := 0, 0, 0
	handAt := bao.Ring(255)
	gameEnded, moveOver, sowAfterEnd := false, false, false
	lapRule := ""
	sownAtEnd := -1 // seeds sown when the game ended during the move
	seedsCaught := false
	// mustDestroy is an intact house the previous event emptied: the next
	// event must destroy it (HOUSE-1, DISPUTE-4).
	mustDestroy := bao.NoPit

	for i, e := range c.ev {
		if e.Rule == "" || strings.HasPrefix(e.Kind.String(), "event(") {
			c.fail("event %d: kind %s without a rule ID", i, e.Kind)
		}
		prev := bao.EventKind(255)
		if i > 0 {
			prev = c.ev[i-1].Kind
		}
		// Under houseLostAtCapture=lost-when-namua-ends the owner's house is
		// lost at the end of every move he makes with an empty store, the
		// move that ends the game included (Donkers' performmove clears
		// ownsnyumba after the move stops, whatever stopped it): that one
		// event may follow the last sowing, as the move's last event.
		endOfMoveHouse := e.Kind == bao.EvHouseDestroyed && i == len(c.ev)-1 &&
			r.HouseLostAtCapture == bao.HouseLostWhenNamuaEnds && e.Pit == house && c.res.Position.Store[me] == 0
		if sowAfterEnd && !endOfMoveHouse {
			c.fail("event %d (%s) after the last sowing of a finished game", i, e.Kind)
		}
		if prev == bao.EvSow && !gameEnded {
			c.decide(i, ls, e.Kind, &b)
		}
		if mustDestroy != bao.NoPit && (e.Kind != bao.EvHouseDestroyed || e.Pit != mustDestroy) {
			c.fail("event %d (%s): the intact house %s was emptied by the previous event but not destroyed (HOUSE-1)", i, e.Kind, mustDestroy)
		}
		mustDestroy = bao.NoPit
		// seedsCaught: the hand holds captured seeds (a capture, maybe
		// followed by the house it took being destroyed) until they are sown.
		switch e.Kind {
		case bao.EvCapture:
			seedsCaught = true
		case bao.EvHouseDestroyed, bao.EvSow:
		default:
			seedsCaught = false
		}
		pending := bao.NoPit
		housesBefore := b.House
		var housePits [2]uint8
		for s := range 2 {
			housePits[s] = b.Pits[s][bao.HouseRing]
		}
		switch e.Kind {
		case bao.EvHandSeed:
			if i != 0 || !namua || e.Pit.Side() != me || !e.Pit.Ring().Front() || e.Seeds != 1 {
				c.fail("event %d: bad hand seed %s", i, e)
			}
			b.Store[me]--
			b.Pits[me][e.Pit.Ring()]++
			handAt = e.Pit.Ring()
		case bao.EvPickUp, bao.EvTaxation:
			ok := (i == 0 && !namua) || (i == 1 && namua && prev == bao.EvHandSeed)
			if !ok || e.Pit != c.m.Pit || e.Dir != c.m.Dir || hand != 0 {
				c.fail("event %d: %s out of place", i, e)
			}
			n := b.Seeds(e.Pit)
			if e.Kind == bao.EvTaxation {
				if e.Pit != house || e.Seeds != 2 || n < 2 {
					c.fail("event %d: bad taxation %s (house holds %d)", i, e, n)
				}
				b.SetSeeds(e.Pit, n-2)
				hand = 2
			} else {
				if e.Seeds != n || n < 2 {
					c.fail("event %d: %s, but the pit holds %d", i, e, n)
				}
				b.SetSeeds(e.Pit, 0)
				hand = n
			}
			haveNext, nextStart, nextDir = true, e.Pit.Ring().Step(e.Dir), e.Dir
		case bao.EvSow:
			if moveOver || !haveNext || e.Pit.Side() != me || e.Pit.Ring() != nextStart || e.Dir != nextDir {
				c.fail("event %d: sowing %s does not follow from the previous event (want from ring %d dir %s)", i, e, nextStart, nextDir)
			}
			if e.Seeds != hand || hand <= 0 {
				c.fail("event %d: sows %d seeds with %d in hand", i, e.Seeds, hand)
			}
			at := nextStart
			for k := 1; ; k++ {
				b.Pits[me][at]++
				if at == c.m.Pit.Ring() {
					passes++
				}
				if k == e.Seeds {
					break
				}
				at = at.Step(e.Dir)
			}
			if e.Last != bao.PitOf(me, at) {
				c.fail("event %d: last seed in %s, the model says %s", i, e.Last, bao.PitOf(me, at))
			}
			ls = sowInfo{last: at, before: int(b.Pits[me][at]) - 1, n: e.Seeds, first: sown == 0, caught: seedsCaught}
			seedsCaught = false
			sown += e.Seeds
			hand, haveNext, dir = 0, false, e.Dir
			if gameEnded {
				sowAfterEnd = true
			}
		case bao.EvCapture:
			f := e.Pit.Ring()
			if moveOver || hand != 0 || e.Pit.Side() != opp || !f.Front() {
				c.fail("event %d: capture %s out of place", i, e)
			}
			at := f.Facing()
			fromSow := prev == bao.EvSow && ls.last == at
			fromHand := namua && i == 1 && prev == bao.EvHandSeed && handAt == at
			if !fromSow && !fromHand {
				c.fail("event %d: capture of %s, but the last seed is not in the facing pit", i, e.Pit)
			}
			n := b.Seeds(e.Pit)
			if e.Seeds != n || n == 0 {
				c.fail("event %d: captures %d, the pit holds %d", i, e.Seeds, n)
			}
			b.SetSeeds(e.Pit, 0)
			if hus {
				if e.Dir != dir {
					c.fail("event %d: hus capture changes direction", i)
				}
				hand = n + int(b.Pits[me][at])
				b.Pits[me][at] = 0
				haveNext, nextStart, nextDir = true, at.Step(dir), dir
			} else {
				want := c.kichwa(at, captures == 0, namua, dir)
				if e.Kichwa != want || e.Dir != want.Dir() {
					c.fail("event %d: capture at %s enters at the %s kichwa, dir %s; the rules say the %s kichwa", i, bao.PitOf(me, at), e.Kichwa, e.Dir, want)
				}
				hand = n
				start := bao.LeftKichwaRing
				if want == bao.RightKichwa {
					start = bao.RightKichwaRing
				}
				haveNext, nextStart, nextDir = true, start, want.Dir()
			}
			captures++
		case bao.EvKuendelea, bao.EvSafari:
			if moveOver || prev != bao.EvSow || e.Pit != bao.PitOf(me, ls.last) {
				c.fail("event %d: %s is not at the last pit of the previous sowing", i, e)
			}
			n := b.Seeds(e.Pit)
			if e.Seeds != n || n < 2 {
				c.fail("event %d: %s lifts %d, the pit holds %d", i, e.Kind, e.Seeds, n)
			}
			if e.Kind == bao.EvSafari {
				if e.Pit != house || !c.m.Safari {
					c.fail("event %d: safari at %s, move safari=%v", i, e.Pit, c.m.Safari)
				}
				pending = e.Pit // the board of the safari event still shows the seeds
			} else {
				b.SetSeeds(e.Pit, 0)
				hand = n
			}
			haveNext, nextStart, nextDir = true, ls.last.Step(dir), dir
		case bao.EvHouseStop, bao.EvMoveEnd:
			if moveOver || prev != bao.EvSow || e.Pit != bao.PitOf(me, ls.last) {
				c.fail("event %d: %s is not at the last pit of the previous sowing", i, e)
			}
			if e.Kind == bao.EvHouseStop && (e.Pit != house || c.m.Safari) {
				c.fail("event %d: house stop at %s, move safari=%v", i, e.Pit, c.m.Safari)
			}
			moveOver = true
		case bao.EvHouseDestroyed:
			s := e.Pit.Side()
			if e.Pit.Ring() != bao.HouseRing || b.House[s] != bao.HouseIntact {
				c.fail("event %d: %s destroys a house that is %s", i, e, b.House[s])
			}
			b.House[s] = bao.HouseDestroyed
		case bao.EvBlockSet:
			if e.Pit != c.res.Position.Blocked {
				c.fail("event %d: block set at %s, the result blocks %s", i, e.Pit, c.res.Position.Blocked)
			}
		case bao.EvMustCapture:
			if e.Pit != c.res.Position.MustCapture {
				c.fail("event %d: must capture %s, the result says %s", i, e.Pit, c.res.Position.MustCapture)
			}
		case bao.EvGameEnd:
			// Only the front-row-empty end keeps the captured seeds in hand
			// (DISPUTE-12 end-in-hand); DISPUTE-32's end sows them first.
			if r.FrontRowEmpty == bao.FrontRowEndInHand && hand > 0 && strings.Contains(e.Detail, "in hand") {
				b.Store[me] += uint8(hand)
				hand, haveNext = 0, false
			}
			gameEnded = true
			sownAtEnd = sown
			if prev == bao.EvSow && ls.caught && r.LoneKichwa != bao.LoneKichwaLoses {
				// DISPUTE-12 sow-then-end, DISPUTE-32: the game ended with
				// the capture; its seeds were sown before the event.
				sownAtEnd = sown - ls.n
			}
		case bao.EvLapLimit:
			lapRule = e.Rule
			if !lapLoss {
				c.fail("event %d: lap-limit event without a lap-limit loss", i)
			}
		default:
			c.fail("event %d: unknown kind %d", i, e.Kind)
		}
		if e.Board.Pits != b.Pits || e.Board.Store != b.Store || e.Board.House != b.House {
			c.fail("event %d (%s): the board %s differs from the replayed board %s", i, e, js(e.Board), js(b))
		}
		if e.Sown != sown {
			c.fail("event %d (%s): Sown=%d, but the sowings so far hold %d seeds", i, e.Kind, e.Sown, sown)
		}
		if e.Board.Total()+hand != bao.TotalSeeds {
			c.fail("event %d (%s): %d seeds on the board and %d in hand", i, e, e.Board.Total(), hand)
		}
		if pending != bao.NoPit {
			hand = b.Seeds(pending)
			b.SetSeeds(pending, 0)
		}
		// Which emptyings of an intact house destroy it: a capture by the
		// opponent, a safari and a taxation that empties it always; a lift
		// (move start or relay) under houseDestroyedBy=any-emptying.
		if p.Variant == bao.Kiswahili {
			for s := bao.South; s <= bao.North; s++ {
				if housesBefore[s] != bao.HouseIntact || housePits[s] == 0 || b.Pits[s][bao.HouseRing] != 0 {
					continue
				}
				switch e.Kind {
				case bao.EvCapture, bao.EvSafari, bao.EvTaxation:
					mustDestroy = bao.PitOf(s, bao.HouseRing)
				case bao.EvPickUp, bao.EvKuendelea:
					if r.HouseDestroyedBy == bao.DestroyedByAnyEmptying {
						mustDestroy = bao.PitOf(s, bao.HouseRing)
					}
				}
			}
		}
	}
	if mustDestroy != bao.NoPit {
		c.fail("the trace ends after emptying the intact house %s without destroying it", mustDestroy)
	}
	if len(c.ev) > 0 && c.ev[len(c.ev)-1].Kind == bao.EvSow && !gameEnded {
		c.fail("the trace ends with a sowing but no decision")
	}
	// The lap limit, as the profile says (INF-1, DISPUTE-13).
	switch r.LapLimit {
	case bao.Lap192Seeds:
		// A sowing after the game ended (DISPUTE-12 sow-then-end) is not
		// counted: the game is over before it.
		if sownAtEnd >= 0 && sownAtEnd <= 192 {
			break
		}
		if !lapLoss && sown > 192 {
			c.fail("the move sowed %d seeds, more than 192", sown)
		}
		if lapLoss && sown+hand <= 192 {
			c.fail("lap-limit loss after %d+%d seeds, within 192", sown, hand)
		}
	case bao.Lap100Illegal:
		if sown > 100 {
			c.fail("a legal move sowed %d seeds, more than 100", sown)
		}
	case bao.Lap12Passes:
		// BGA counts passes in a Kiswahili or Kujifunza kutakata only: a
		// capture move or a Hus move loses only when endless.
		counted := !c.captureMove && c.p.Variant != bao.Hus
		if counted && !lapLoss && passes >= 12 && sownAtEnd < 0 {
			c.fail("a kutakata passed its start pit %d times without losing", passes)
		}
		if counted && lapLoss && passes < 12 && lapRule != "INF-2" {
			c.fail("lap-limit loss after %d passes", passes)
		}
		if !counted && lapLoss && lapRule != "INF-2" {
			c.fail("a capture move or a Hus move lost by passes, not by a cycle")
		}
	case bao.LapCycle:
		if lapLoss && lapRule != "INF-2" {
			c.fail("under the cycle reading only an endless move loses (rule %s)", lapRule)
		}
	case bao.Lap192AtPickup:
		// AbstractPlay: the loss comes at a relay or safari pick-up, after
		// more than 192 seeds.
		if lapLoss {
			k := len(c.ev) - 2
			if sown <= 192 || k < 0 || (c.ev[k].Kind != bao.EvKuendelea && c.ev[k].Kind != bao.EvSafari) {
				c.fail("192-at-pickup: lap-limit loss after %d seeds, not at a pick-up past 192", sown)
			}
		}
	case bao.LapRelays512:
		sowings := 0
		for _, e := range c.ev {
			if e.Kind == bao.EvSow {
				sowings++
			}
		}
		if sowings > 513 || (lapLoss && sowings != 513) {
			c.fail("relays-512: %d sowings (lap-limit loss %v)", sowings, lapLoss)
		}
	}
	if lapLoss {
		return
	}
	q := c.res.Position
	if hand != 0 {
		c.fail("the move ends with %d seeds in hand", hand)
	}
	if q.Pits != b.Pits || q.Store != b.Store {
		c.fail("the result %s differs from the replayed trace %s", js(q), js(b))
	}
	donkers := namua && q.Store[me] == 0 && r.HouseLostAtCapture == bao.HouseLostWhenNamuaEnds
	for s := range 2 {
		if q.House[s] != b.House[s] && !(donkers && bao.Side(s) == me && q.House[s] == bao.HouseDestroyed) {
			c.fail("%s's house is %s, the trace says %s", bao.Side(s), q.House[s], b.House[s])
		}
	}
}

// kichwa is the kichwa where captured seeds must enter (DIR-1..DIR-4).
func (c *moveCtx) kichwa(at bao.Ring, first, namua bool, dir bao.Dir) bao.Kichwa {
	switch {
	case at <= bao.LeftKimbiRing:
		return bao.LeftKichwa
	case at >= bao.RightKimbiRing:
		return bao.RightKichwa
	case first && (namua || c.r.MtajiFirstKichwa == bao.MtajiKichwaFree):
		return c.m.Kichwa
	case dir == bao.CW:
		return bao.LeftKichwa
	case dir == bao.CCW:
		return bao.RightKichwa
	}
	return bao.NoKichwa
}

// decide checks what follows the sowing ls (event index i, kind next).
func (c *moveCtx) decide(i int, ls sowInfo, next bao.EventKind, b *bao.Position) {
	c.t.Helper()
	p, r := c.p, c.r
	me, opp := p.ToMove, p.ToMove.Other()
	hus := p.Variant == bao.Hus
	marker := ls.last.Front() && b.Pits[opp][ls.last.Facing()] > 0 && (ls.before > 0 || r.Marker == bao.MarkerFacingOnly)
	capAllowed := hus || c.captureMove
	if !hus && r.CapScope == bao.CapEverySowing && ls.n > 15 {
		capAllowed = false
	}
	houseHere := p.Variant == bao.Kiswahili && ls.last == bao.HouseRing && b.House[me] == bao.HouseIntact
	if c.captureMove && ls.first && p.Phase() != bao.Namua && !marker {
		c.fail("event %d: the first sowing of a capture move does not end on a marker", i)
	}
	switch {
	case next == bao.EvGameEnd:
		// The lone kichwa's loss (DISPUTE-11) ends the game after any
		// sowing; a capture that ends it (DISPUTE-12 sow-then-end,
		// DISPUTE-32) after the sowing of its seeds.
		if r.LoneKichwa != bao.LoneKichwaLoses && !ls.caught {
			c.fail("event %d: the game ends right after a sowing", i)
		}
	case next == bao.EvLapLimit:
		if r.LapLimit != bao.Lap12Passes && r.LapLimit != bao.LapCycle && r.LapLimit != bao.LapRelays512 {
			c.fail("event %d: lap-limit after a sowing under %v", i, r.LapLimit)
		}
	case capAllowed && marker:
		if next != bao.EvCapture && !(next == bao.EvHouseStop && houseHere && r.HouseStop == bao.StopAlways) {
			c.fail("event %d: the last seed is on a marker in a capture move, but %s follows, not a capture (CAP-6)", i, next)
		}
	case next == bao.EvCapture:
		c.fail("event %d: a capture without a marker, or in a kutakata", i)
	case ls.before == 0:
		if next != bao.EvMoveEnd {
			c.fail("event %d: the last seed fell into an empty pit, but %s follows (SOW-7)", i, next)
		}
	case next == bao.EvMoveEnd:
		if !houseHere && (bao.PitOf(me, ls.last) != p.Blocked || c.r.Kutakatia == bao.KutakatiaOff) {
			c.fail("event %d: the move ends on a pit of %d+1 seeds that is neither the house nor blocked (KUEN-1)", i, ls.before)
		}
	case next == bao.EvHouseStop || next == bao.EvSafari:
		if !houseHere || !c.captureMove {
			c.fail("event %d: %s outside a functional house in a capture move", i, next)
		}
	case next != bao.EvKuendelea:
		c.fail("event %d: %s follows a sowing", i, next)
	}
}
