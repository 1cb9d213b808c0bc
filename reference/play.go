package reference

import "fmt"

// This file plays one move: its start (the hand seed, taxation, the first
// lift), the captures, the limits on a move's length and the readings that
// watch every sowing. The loop that sows and decides after each sowing is
// in sow.go, the house's rules in house.go. play assumes the move's start was found
// legal by candidates (legal.go) and works on a copy of the position.

// Limits on the length of one move (INF-1, DISPUTE-13).
const (
	lapSeeds      = 12 * RingSize // 192: 12 laps of the mover's 16 pits
	donkersLimit  = 100           // Donkers' default movelimit
	lapPasses     = 12            // BGA: passes over the start pit
	relayLimit    = 512           // nkkmd: sowings after the first (MAX_RELAY)
	safetySeeds   = 1 << 40       // a bound no move reaches: cycles are found first (repeats)
	noTarget      = -1
	reasonKulala  = "the last seed fell into an empty pit (kulala)"
	reasonHouse   = "the last seed fell into the functional house"
	reasonBlocked = "the last seed fell into the blocked pit"
)

// sim is the state of one move being played. It lives on the caller's stack.
type sim struct {
	r       Rules    // a copy: a pointer here would make every sim escape
	p       Position // the position being changed
	me      Side
	phase   Phase
	capture bool // a capture move (CAP-5): captures are allowed
	dir     Dir
	move    Move

	sown      int   // seeds sown so far (lap limit)
	passes    int   // seeds dropped into the start pit (BGA lap count)
	startRing Ring  // where the move started
	houseAt0  uint8 // the mover's house count at the start of the move (DISPUTE-5)

	captured    uint8 // opponent front rings captured, as a bit set
	facing      uint8 // the mover's front rings facing a non-empty opponent pit, as a bit set (marks)
	firstTarget int8  // the first ring captured, or noTarget

	decision bool // a stop-or-safari point was reached

	out        Outcome // set when the game ends during the move
	stopNow    bool    // end the move after the current sowing (DISPUTE-11, DISPUTE-12)
	oppCleared bool    // FrontRowPlayOut: the opponent's front row was emptied
	lapLoss    bool    // the move broke the lap limit: it is not made, the mover loses
	tooLong    bool    // the move sows more than Donkers' limit
	ownEmpty   bool    // the mover's front row was empty during the move (DISPUTE-11)

	// Flags fixed for the whole move, worked out once in play so that the
	// per-sowing loop tests plain fields.
	mayCapture bool // captures happen in this move (a capture move, or Hus)
	capMax     int  // the largest sowing that may capture (DISPUTE-2)
	watchHouse bool // the mover's house is intact: its rules may apply
	blockRing  Ring // the mover's blocked pit, if the block binds this kutakata; else 0xFF
	// unboundRing is, in a traced namua kutakata, the mover's pit the
	// position blocks where BLOCK-7 leaves the block unbound; else 0xFF.
	unboundRing Ring
	cycleCheck  bool // relays are checked for an endless cycle (DISPUTE-13)
	watchSowing bool // a trace, or a reading that looks at every sowing (sowed, lifted)
	// (The two flags here fill the padding before limit: sim stays 248
	// bytes with dec below.)
	readingsWatch bool // a reading looks at every sowing (set with the rules)
	limit         int  // seeds the move may sow (DISPUTE-13)

	sowings     int    // sowings so far (DISPUTE-13 relays-512)
	liftedRings uint16 // the mover's rings lifted so far, when watched (DISPUTE-20 until-lifted)

	tracing bool
	trace   []Event
	dec     *decisions // a traced move's decisions (decide.go), or nil
	endWhy  string     // a game-end event to trace after the current sowing (endAfterSowing)
	// Brent's cycle detection on the relay state (DISPUTE-13 "cycle"): the
	// state saved last, how many relays since, and the current power of two.
	saved        relayState
	power, since int
}

func (s *sim) event(e Event) {
	if !s.tracing {
		return
	}
	effects := len(s.trace) // MaxTraceEvents counts the effects, not the decisions
	if s.dec != nil {
		effects -= s.dec.n
	}
	if effects >= MaxTraceEvents-1 && (e.Kind != EvDecision || s.dec == nil) {
		if effects == MaxTraceEvents-1 && e.Kind != EvDecision {
			s.trace = append(s.trace, Event{Kind: EvTruncated, Rule: "INF-2", Pit: NoPit, Last: NoPit, Sown: s.sown, Board: s.p,
				Detail: "the trace is cut here; the move goes on until it ends or its cycle is found"})
			if s.dec != nil {
				s.dec.cut = true
			}
		}
		return
	}
	e.Sown = s.sown
	e.Board = s.p
	if e.Kind != EvSow {
		e.Last = NoPit
	}
	if e.Pit == 0 && e.Kind == EvGameEnd {
		e.Pit = NoPit
	}
	s.trace = append(s.trace, e)
}

func (s *sim) pit(r Ring) Pit { return PitOf(s.me, r) }

// setRules prepares s to play moves under r: a sim is reused for every move
// of a position, so the rules and what follows from them are set once.
func (s *sim) setRules(r *Rules) {
	s.r = *r
	switch r.LapLimit {
	case Lap192Seeds:
		s.limit = lapSeeds
	case Lap100Illegal:
		s.limit = donkersLimit
	case Lap192AtPickup:
		s.limit = lapSeeds // overLimit lets every sowing but a relay's pass
	default:
		s.limit = safetySeeds
	}
	s.readingsWatch = r.LapLimit == Lap12Passes || r.LapLimit == LapRelays512 || r.LoneKichwa == LoneKichwaLoses
}

// play plays move m from position p into s, under the rules of setRules.
// capture says whether m's start is a capture move (from candidates).
// Legality is checked by the caller.
func (s *sim) play(p *Position, m Move, capture bool, tracing bool) {
	// Field by field: cheaper than building a whole new sim and copying it.
	s.sown, s.passes, s.captured, s.decision = 0, 0, 0, false
	s.out, s.stopNow, s.oppCleared, s.lapLoss, s.tooLong, s.ownEmpty = Outcome{}, false, false, false, false, false
	s.trace, s.power, s.since, s.endWhy = nil, 0, 0, ""
	s.sowings, s.liftedRings = 0, 0
	s.playFresh(p, m, capture, tracing)
}

// playFresh is play for a sim that has played no move since it was
// declared (its zero value, then setRules): the move's counters and flags
// are zero already, so only what a move sets from p and m is written.
func (s *sim) playFresh(p *Position, m Move, capture bool, tracing bool) {
	r := &s.r
	s.p, s.me, s.phase, s.capture, s.move, s.tracing = *p, p.ToMove&1, p.Phase(), capture, m, tracing
	s.firstTarget = noTarget
	s.facing = facingRings(&p.Pits[s.me^1])
	if s.dec != nil {
		s.startDecided(p) // a traced move: the phase and the facing pits as its start was judged (decide.go)
	}
	// DISPUTE-20 until-lifted: a lasting block on the mover's pit ends when he
	// lifts it, so his pick-ups are watched.
	s.watchSowing = tracing || s.readingsWatch || (r.BlockDuration == BlockUntilLifted && p.Lasting[s.me].On)
	v := p.Variant
	s.mayCapture = capture || v == Hus
	s.capMax = safetySeeds
	if r.CapScope == CapEverySowing && v != Hus {
		s.capMax = maxCaptureSeeds
	}
	s.watchHouse = v == Kiswahili && p.House[s.me] == HouseIntact
	s.blockRing, s.unboundRing = 0xFF, 0xFF
	if !capture && p.Blocked != NoPit && p.Blocked.Side() == s.me {
		switch {
		case s.blockApplies():
			s.blockRing = p.Blocked.Ring()
		case tracing && !noBlocking(r, v):
			s.unboundRing = p.Blocked.Ring() // BLOCK-7, DISPUTE-15
		}
	}
	s.cycleCheck = r.LapLimit == LapCycle || (r.LapLimit == Lap12Passes && s.mayCapture)
	s.houseAt0 = p.Pits[s.me][HouseRing]
	s.startRing = m.Pit.Ring()
	mine := &s.p.Pits[s.me]
	start := m.Pit.Ring()
	s.dir = m.Dir
	switch {
	case p.Variant == Hus:
		n := s.lift(start, "VAR-HUS-2", false)
		s.sowFrom(start.Step(s.dir), n, "VAR-HUS-2")
	case s.phase == Namua:
		// NAMUA-1: one seed from the store into a non-empty front pit.
		s.p.Store[s.me]--
		mine[start]++
		if s.tracing {
			s.event(Event{Kind: EvHandSeed, Rule: "NAMUA-1", Pit: m.Pit, Seeds: 1})
		}
		if capture {
			// NAMUA-2: the seeded pit is not sown; the facing pit is captured.
			first, n, _ := s.captureAt(start, true)
			if n > 0 {
				s.sowFrom(first, n, "CAP-4")
			}
			return
		}
		if start == HouseRing && p.House[s.me] == HouseIntact && s.decide(DecTaxation, "NAMUA-6", s.taxed(), m.Pit, int(s.houseAt0)) {
			// NAMUA-6: taxation: exactly two seeds leave the house.
			mine[start] -= 2
			if s.tracing {
				s.event(Event{Kind: EvTaxation, Rule: "NAMUA-6", Pit: m.Pit, Seeds: 2, Dir: s.dir, Detail: "the house is taxed: two seeds are sown, the rest stay"})
			}
			if mine[start] == 0 && s.decide(DecHouseDestroyed, "HOUSE-1", true, m.Pit, 0) {
				s.destroyHouse(false, "taxation emptied it")
			}
			s.sowFrom(start.Step(s.dir), 2, "NAMUA-6")
			return
		}
		// NAMUA-3: lift the pit with the new seed and sow it.
		n := s.lift(start, "NAMUA-3", false)
		s.sowFrom(start.Step(s.dir), n, "NAMUA-3")
	default:
		// MTAJI-1, SOW-8: lift a pit of 2 or more and sow it.
		n := s.lift(start, "MTAJI-1", false)
		s.sowFrom(start.Step(s.dir), n, "MTAJI-1")
	}
}

// overLimit handles a sowing of n seeds that would pass the move's seed limit
// (DISPUTE-13); rule names the rule the sowing follows. It reports whether the
// sowing may go ahead anyway.
func (s *sim) overLimit(n int, rule string) bool {
	if s.dec != nil && s.dec.noLimit {
		s.cannot(fmt.Sprintf("without its limit the move sows more than %d seeds", flippedLimit))
		s.lapLoss = true
		return false
	}
	if s.r.LapLimit == Lap100Illegal {
		// Donkers: a move of more than 100 seeds is not legal, even one that
		// has just won (he checks after every sowing); no need to go on.
		if !s.limitStops(s.sown + n) {
			return true // DecLapLimit taken the other way (ApplyFlipped)
		}
		s.tooLong = true
		return false
	}
	if s.out.Over() {
		return true // the game is won: the lap limit no longer applies
	}
	if s.r.LapLimit == Lap192AtPickup && (s.sown <= lapSeeds || (rule != "KUEN-1" && rule != "HOUSE-5")) {
		// AbstractPlay (processMove): the count is tested only when a pit is
		// lifted to go on (a relay, a safari), on the seeds sown before it.
		return true
	}
	// INF-1: more than 12 laps: the move is not made and the mover loses.
	if !s.limitStops(s.sown + n) {
		return true // DecLapLimit taken the other way (ApplyFlipped)
	}
	s.lapLoss = true
	if s.tracing {
		s.event(Event{Kind: EvLapLimit, Rule: "INF-1", Pit: NoPit, Seeds: s.sown + n, Detail: fmt.Sprintf("the move would sow more than %d seeds", s.limit)})
	}
	return false
}

// sowed records a sowing of n seeds from ring first to ring last in the
// trace and applies the rare readings that look at every sowing: BGA's
// passes over the start pit (DISPUTE-13) and the mover's own empty front
// row (DISPUTE-11). It reports whether the move goes on.
func (s *sim) sowed(first, last Ring, n int, rule string) bool {
	if s.tracing {
		s.event(Event{Kind: EvSow, Rule: rule, Pit: s.pit(first), Last: s.pit(last), Seeds: n, Dir: s.dir})
	}
	if s.r.LapLimit == Lap12Passes {
		d := uint8(s.dir)
		s.passes += n / RingSize
		if off := int((uint8(s.startRing) - uint8(first)) * d & 15); off < n%RingSize {
			s.passes++
		}
		if !s.mayCapture && s.passes >= lapPasses && !s.out.Over() && s.limitStops(s.sown) {
			s.lapLoss = true
			if s.tracing {
				s.event(Event{Kind: EvLapLimit, Rule: "INF-1", Pit: NoPit, Seeds: s.sown, Detail: "the kutakata passed its start pit 12 times"})
			}
			return false
		}
	}
	if s.r.LapLimit == LapRelays512 {
		// nkkmd (applyMove, MAX_RELAY): after the first sowing, 512 more; the
		// move loses if the last of them ends in an occupied pit.
		s.sowings++
		if s.sowings > relayLimit && s.p.Pits[s.me&1][last&15] > 1 && !s.out.Over() && s.limitStops(s.sown) {
			s.lapLoss = true
			if s.tracing {
				s.event(Event{Kind: EvLapLimit, Rule: "INF-1", Pit: NoPit, Seeds: s.sown, Detail: "the move goes on after 512 sowings beyond its first"})
			}
			return false
		}
	}
	if s.ownEmpty && s.r.LoneKichwa == LoneKichwaLoses && !s.out.Over() {
		// DISPUTE-11 (EN, BGA): the mover emptied his own front row: the
		// sowing is finished and he has lost.
		s.end(s.me.Other(), ReasonFrontRowEmpty, "the mover emptied his own front row")
	}
	return true
}

// lifted records a pick-up of n seeds from ring i (a relay when relay is
// set) and applies what a pick-up may do besides: destroy the house
// (HOUSE-1, DISPUTE-4) or empty the mover's own front row (DISPUTE-11).
func (s *sim) lifted(i Ring, n int, rule string, relay bool) {
	if s.tracing {
		kind := EvPickUp
		if relay {
			kind = EvKuendelea
		}
		s.event(Event{Kind: kind, Rule: rule, Pit: s.pit(i), Seeds: n, Dir: s.dir})
	}
	s.liftedRings |= 1 << (i & 15)
	if i == HouseRing && s.watchHouse {
		// HOUSE-1, DISPUTE-4: any emptying destroys the house; under EN's
		// letter only a safari (going on from it in a capture move) does.
		if s.decide(DecHouseDestroyed, "HOUSE-1", s.r.HouseDestroyedBy == DestroyedByAnyEmptying || (relay && s.capture), s.pit(i), 0) {
			s.destroyHouse(false, "it was emptied")
		}
	}
	if s.r.LoneKichwa == LoneKichwaLoses && !relay && s.p.Variant != Hus && frontEmpty(&s.p.Pits[s.me]) &&
		((i == LeftKichwaRing && s.dir == CCW) || (i == RightKichwaRing && s.dir == CW)) {
		// DISPUTE-11 (EN:278, BGA): the move lifts the lone kichwa and sows it
		// towards the back row. A lone pit sown inwards refills the front row
		// with its first seed, and Hus Bao has no kichwa.
		s.ownEmpty = true
	}
}

func (s *sim) end(winner Side, reason Reason, why string) {
	s.out = Outcome{Winner: winner, Reason: reason}
	s.stopNow = true
	if s.tracing {
		s.event(Event{Kind: EvGameEnd, Rule: "END-4", Pit: NoPit, Detail: why})
	}
}

// endless applies DISPUTE-13's cycle reading before a relay from ring at: a
// move that repeats a state would never end; it is not made and the mover
// loses (INF-2).
func (s *sim) endless(at Ring) bool {
	if !s.repeats(at) {
		return false
	}
	if !s.decide(DecLapLimit, "INF-2", true, s.pit(at), s.sown) {
		s.cannot("the move repeats a state: it would never end")
	}
	s.lapLoss = true
	if s.tracing {
		s.event(Event{Kind: EvLapLimit, Rule: "INF-2", Pit: s.pit(at), Detail: "the move repeats a state: it would never end"})
	}
	return true
}

// relayState is all that decides how a relay goes on: the mover's pits, the
// pit being lifted, the direction and whether the house is still intact.
// (The opponent's side changes only by a capture, which restarts the search.)
type relayState [RingSize + 2]uint8

// repeats reports whether the move has entered a cycle of relays: it would
// never end. Brent's algorithm compares each relay state with one saved at
// a power-of-two distance, so it needs no memory and no bound: the states
// are finite, so every endless move is found.
func (s *sim) repeats(at Ring) bool {
	var key relayState
	copy(key[:], s.p.Pits[s.me][:])
	key[RingSize] = uint8(at)
	key[RingSize+1] = uint8(s.dir+1) << 1
	if s.watchHouse {
		key[RingSize+1] |= 1
	}
	if s.power > 0 && key == s.saved {
		return true
	}
	if s.since == s.power {
		s.saved, s.since = key, 0
		s.power = max(1, 2*s.power)
	}
	s.since++
	return false
}

// kichwaFor chooses where captured seeds enter (DIR-1..DIR-5).
func (s *sim) kichwaFor(at Ring, first bool) (Kichwa, string, string) {
	switch {
	case at <= LeftKimbiRing:
		return LeftKichwa, "DIR-1", "captured at a kichwa or kimbi: the kichwa on that side"
	case at >= RightKimbiRing:
		return RightKichwa, "DIR-1", "captured at a kichwa or kimbi: the kichwa on that side"
	case first && s.phase == Namua:
		return s.move.Kichwa, "DIR-2", "first capture of a namua move at a central pit: the player's choice"
	case first && s.r.MtajiFirstKichwa == MtajiKichwaFree:
		return s.move.Kichwa, "DIR-2", "first capture at a central pit: the player's choice (DISPUTE-14)"
	case first:
		if s.dir == CW {
			return LeftKichwa, "DIR-4", "first mtaji capture at a central pit: the direction of the first sowing is kept"
		}
		return RightKichwa, "DIR-4", "first mtaji capture at a central pit: the direction of the first sowing is kept"
	case s.dir == CW:
		return LeftKichwa, "DIR-3", "capture at a central pit: the kichwa that keeps the direction"
	default:
		return RightKichwa, "DIR-3", "capture at a central pit: the kichwa that keeps the direction"
	}
}

// captureAt captures the pit facing front ring at (CAP-4) and returns where
// the captured seeds are sown from and how many.
func (s *sim) captureAt(at Ring, first bool) (Ring, int, string) {
	// A back pit captures only where a trace took CAP-7 the other way
	// (capturesDecided): as the front pit of its column.
	at = at.Column()
	if s.p.Variant == Hus {
		return s.husCapture(at) // VAR-HUS-3
	}
	opp := &s.p.Pits[s.me.Other()]
	k, rule, why := s.kichwaFor(at, first)
	k = kichwaOf(s.decide(DecKichwa, rule, k == LeftKichwa, s.pit(at), 0)) // DIR-1..DIR-4, before the seeds are taken
	f, n := s.take(at)
	s.dir = k.Dir()
	if s.tracing {
		s.event(Event{Kind: EvCapture, Rule: "CAP-4", Pit: PitOf(s.me.Other(), f), Seeds: n, Kichwa: k, Dir: s.dir, Detail: rule + ": " + why})
	}
	if s.afterCapture(f, n, frontEmpty(opp)) {
		return 0, 0, ""
	}
	return kichwaEntry(k), n, "CAP-4"
}

// afterCapture applies what a capture of n seeds from opponent ring f may do
// besides moving the seeds: destroy a house (HOUSE-1, DISPUTE-3d), end the
// game when it emptied the opponent's front row (cleared; DISPUTE-12) or
// left him immobile (DISPUTE-32). It reports whether the move stops at once.
func (s *sim) afterCapture(f Ring, n int, cleared bool) bool {
	if f == HouseRing && s.p.House[s.me.Other()] == HouseIntact && s.decide(DecHouseDestroyed, "HOUSE-1", true, PitOf(s.me.Other(), f), 0) {
		s.destroyHouse(true, "captured by the opponent")
	}
	if s.phase == Mtaji && s.r.HouseLostAtCapture == HouseLostAtFirstCapture && s.p.House[s.me] == HouseIntact {
		s.destroyHouse(false, "its owner captured in mtaji (FR 3.2)")
	}
	if cleared && s.clearedFront(n) {
		return true
	}
	if s.r.Immobility != ImmobileAtTurnStart {
		s.immobileAfterCapture()
	}
	return false
}

// kichwaOf returns the left kichwa, or the right one.
func kichwaOf(left bool) Kichwa {
	if left {
		return LeftKichwa
	}
	return RightKichwa
}

// kichwaEntry is the front pit where seeds entered at kichwa k are sown
// from (DIR-1..DIR-5): the kichwa itself, A1 or A8.
func kichwaEntry(k Kichwa) Ring {
	if k == RightKichwa {
		return RightKichwaRing
	}
	return LeftKichwaRing
}

// immobileAfterCapture applies DISPUTE-32's during-move reading after a
// capture (Donkers' checkLoss, BGA's getScore): if the opponent is judged by
// END-2 and has no pit with 2 or more seeds left, the captured seeds are sown
// and the game ends.
func (s *sim) immobileAfterCapture() {
	if s.out.Over() || s.oppCleared || !immobile(&s.r, &s.p, s.me.Other()) {
		return
	}
	if s.r.Immobility == ImmobileDuringMoveSharedPhase && s.phase == Namua && s.p.Variant == Kiswahili &&
		s.r.NamuaImmobility != ImmobilityAlways {
		return // BGA: the shared phase switches after the move (stNextPlayer), so a namua move judges by namua's rule
	}
	s.out = Outcome{Winner: s.me, Reason: ReasonNoLegalMove}
	s.stopNow = true // after the captured seeds are sown
	s.endAfterSowing("the opponent has no pit with 2 or more seeds: the captured seeds are sown and the game ends")
}

// endAfterSowing records, for the trace, the end of the game a capture has
// decided (END-4): the captured seeds are sown first, so the event follows
// their sowing (sowFrom writes it then, traceEnd).
func (s *sim) endAfterSowing(why string) {
	if s.tracing {
		s.endWhy = why
	}
}

// traceEnd writes the game-end event endAfterSowing recorded, once the
// sowing of the captured seeds is in the trace.
func (s *sim) traceEnd() {
	if s.endWhy != "" {
		s.event(Event{Kind: EvGameEnd, Rule: "END-4", Pit: NoPit, Detail: s.endWhy})
		s.endWhy = ""
	}
}

// immobile reports whether side is judged by END-2 (in mtaji, or always under
// DISPUTE-23's reading) and has no pit with 2 or more seeds. Under
// during-move-shared-phase (BGA) namua lasts for both sides until both stores
// are empty.
func immobile(r *Rules, p *Position, side Side) bool {
	return !storeSpares(r, p.Variant, p.Store, side) && noPairs(&p.Pits[side])
}

// storeSpares reports whether side is not judged by END-2 by its stores
// (stores: both sides'): in Bao la Kiswahili a side in namua (seeds in its
// store) is not, unless DISPUTE-23's reading judges it always, and under
// during-move-shared-phase (BGA) neither side is while either store holds
// seeds. The rule of immobile, asked alone by Moves' fast form (prepareFast),
// which knows the stores after every move of a position.
func storeSpares(r *Rules, v Variant, stores [2]uint8, side Side) bool {
	return v == Kiswahili && r.NamuaImmobility != ImmobilityAlways &&
		(stores[side&1] > 0 || r.Immobility == ImmobileDuringMoveSharedPhase && stores[(side^1)&1] > 0)
}

// take empties the opponent pit facing front ring at (CAP-4) and records the
// capture: which pit, and whether it was the move's first.
func (s *sim) take(at Ring) (Ring, int) {
	opp := &s.p.Pits[s.me.Other()]
	f := s.facingOf(at) // BOARD-8 (DecFacing)
	n := int(opp[f])
	opp[f] = 0
	s.captured |= 1 << f
	s.facing &^= 1 << at
	if s.firstTarget == noTarget {
		s.firstTarget = int8(f)
	}
	s.power, s.since = 0, 0 // a capture changes the state: a cycle must start again
	return f, n
}

// clearedFront applies DISPUTE-12 when a capture of n seeds has emptied the
// opponent's front row; it reports whether the move stops at once.
func (s *sim) clearedFront(n int) bool {
	switch s.r.FrontRowEmpty {
	case FrontRowEndInHand:
		s.p.Store[s.me] += uint8(n)
		s.end(s.me, ReasonFrontRowEmpty, "the opponent's front row is empty; the captured seeds stay in hand")
		return true
	case FrontRowPlayOut:
		s.oppCleared = true
		return false
	}
	s.out = Outcome{Winner: s.me, Reason: ReasonFrontRowEmpty}
	s.stopNow = true // after the captured seeds are sown
	s.endAfterSowing("the opponent's front row is empty: the captured seeds are sown and the game ends")
	return false
}

// husCapture is the Hus Bao capture (VAR-HUS-3): the last pit's seeds and the
// captured seeds are sown on together from the next pit.
func (s *sim) husCapture(at Ring) (Ring, int, string) {
	mine, opp := &s.p.Pits[s.me], &s.p.Pits[s.me.Other()]
	f, c := s.take(at)
	n := c + int(mine[at])
	mine[at] = 0
	if s.tracing {
		s.event(Event{Kind: EvCapture, Rule: "VAR-HUS-3", Pit: PitOf(s.me.Other(), f), Seeds: c, Dir: s.dir, Detail: fmt.Sprintf("sown on with the %d seeds of %s", n-c, s.pit(at))})
	}
	if frontEmpty(opp) {
		if s.clearedFront(n) {
			return 0, 0, ""
		}
	}
	if s.r.Immobility != ImmobileAtTurnStart {
		s.immobileAfterCapture()
	}
	return at.Step(s.dir), n, "VAR-HUS-3"
}
