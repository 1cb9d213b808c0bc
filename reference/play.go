package reference

import (
	"encoding/binary"
	"fmt"
)

// onesPerByte has a 1 in each byte; spread[m] has a 1 in byte i for each bit i of m.
const onesPerByte = 0x0101010101010101

var spread = func() (t [256]uint64) {
	for m := range t {
		for i := 0; i < 8; i++ {
			if m&(1<<i) != 0 {
				t[m] |= 1 << (8 * i)
			}
		}
	}
	return t
}()

// This file plays one move: the sowing and capture state machine. It assumes
// the move's start was found legal by candidates (legal.go) and works on a
// copy of the position.

// Limits on the length of one move (INF-1, DISPUTE-13).
const (
	lapSeeds      = 12 * RingSize // 192: 12 laps of the mover's 16 pits
	donkersLimit  = 100           // Donkers' default movelimit
	lapPasses     = 12            // BGA: passes over the start pit
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
	mayCapture  bool // captures happen in this move (a capture move, or Hus)
	capMax      int  // the largest sowing that may capture (DISPUTE-2)
	watchHouse  bool // the mover's house is intact: its rules may apply
	blockRing   Ring // the mover's blocked pit, if the block binds this kutakata; else 0xFF
	cycleCheck  bool // relays are checked for an endless cycle (DISPUTE-13)
	limit       int  // seeds the move may sow (DISPUTE-13)
	watchSowing bool // a reading looks at every sowing (afterPlace)

	tracing bool
	trace   []Event
	// Brent's cycle detection on the relay state (DISPUTE-13 "cycle"): the
	// state saved last, how many relays since, and the current power of two.
	saved        relayState
	power, since int
}

func (s *sim) event(e Event) {
	if !s.tracing {
		return
	}
	if len(s.trace) >= MaxTraceEvents-1 {
		if len(s.trace) == MaxTraceEvents-1 {
			s.trace = append(s.trace, Event{Kind: EvTruncated, Rule: "INF-2", Pit: NoPit, Last: NoPit, Sown: s.sown, Board: s.p,
				Detail: "the trace is cut here; the move goes on until it ends or its cycle is found"})
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
	default:
		s.limit = safetySeeds
	}
	s.watchSowing = r.LapLimit == Lap12Passes || r.LoneKichwa == LoneKichwaLoses
}

// play plays move m from position p into s, under the rules of setRules.
// capture says whether m's start is a capture move (from candidates).
// Legality is checked by the caller.
func (s *sim) play(p *Position, m Move, capture bool, tracing bool) {
	r := &s.r
	// Field by field: cheaper than building a whole new sim and copying it.
	s.p, s.me, s.phase, s.capture, s.move, s.tracing = *p, p.ToMove&1, p.Phase(), capture, m, tracing
	s.sown, s.passes, s.captured, s.firstTarget, s.decision = 0, 0, 0, noTarget, false
	s.out, s.stopNow, s.oppCleared, s.lapLoss, s.tooLong, s.ownEmpty = Outcome{}, false, false, false, false, false
	s.trace, s.power, s.since = nil, 0, 0
	v := p.Variant
	s.mayCapture = capture || v == Hus
	s.capMax = safetySeeds
	if r.CapScope == CapEverySowing && v != Hus {
		s.capMax = maxCaptureSeeds
	}
	s.watchHouse = v == Kiswahili && p.House[s.me] == HouseIntact
	s.blockRing = 0xFF
	if !capture && p.Blocked != NoPit && p.Blocked.Side() == s.me && s.blockApplies() {
		s.blockRing = p.Blocked.Ring()
	}
	s.cycleCheck = r.LapLimit == LapCycle || (r.LapLimit == Lap12Passes && capture)
	s.houseAt0 = p.Pits[s.me][HouseRing]
	s.startRing = m.Pit.Ring()
	mine := &s.p.Pits[s.me]
	start := m.Pit.Ring()
	s.dir = m.Dir
	switch {
	case p.Variant == Hus:
		n := int(mine[start])
		s.lift(start, n, "VAR-HUS-2", false)
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
		if start == HouseRing && p.House[s.me] == HouseIntact && s.taxed() {
			// NAMUA-6: taxation: exactly two seeds leave the house.
			mine[start] -= 2
			if s.tracing {
				s.event(Event{Kind: EvTaxation, Rule: "NAMUA-6", Pit: m.Pit, Seeds: 2, Dir: s.dir, Detail: "the house is taxed: two seeds are sown, the rest stay"})
			}
			if mine[start] == 0 {
				s.destroyHouse(false, "taxation emptied it")
			}
			s.sowFrom(start.Step(s.dir), 2, "NAMUA-6")
			return
		}
		// NAMUA-3: lift the pit with the new seed and sow it.
		n := int(mine[start])
		s.lift(start, n, "NAMUA-3", false)
		s.sowFrom(start.Step(s.dir), n, "NAMUA-3")
	default:
		// MTAJI-1, SOW-8: lift a pit of 2 or more and sow it.
		n := int(mine[start])
		s.lift(start, n, "MTAJI-1", false)
		s.sowFrom(start.Step(s.dir), n, "MTAJI-1")
	}
}

// taxed reports whether a namua kutakata into the intact house is a taxation
// under DISPUTE-6 (the hand seed is already in the house).
func (s *sim) taxed() bool {
	if s.r.Taxation == TaxAnyCount {
		return true
	}
	return s.houseAt0 >= 6
}

// lift empties ring i into the hand (SOW-3, KUEN-1).
func (s *sim) lift(i Ring, n int, rule string, relay bool) {
	mine := &s.p.Pits[s.me]
	mine[i] = 0
	kind := EvPickUp
	if relay {
		kind = EvKuendelea
	}
	if s.tracing {
		s.event(Event{Kind: kind, Rule: rule, Pit: s.pit(i), Seeds: n, Dir: s.dir})
	}
	if i == HouseRing && s.watchHouse {
		// HOUSE-1, DISPUTE-4: any emptying destroys the house; under EN's
		// letter only a safari (going on from it in a capture move) does.
		if s.r.HouseDestroyedBy == DestroyedByAnyEmptying || (relay && s.capture) {
			s.destroyHouse(false, "it was emptied")
		}
	}
	if s.r.LoneKichwa == LoneKichwaLoses && i.Front() && frontEmpty(mine) {
		s.ownEmpty = true // only this reading looks at the front row mid-move
	}
}

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

// sowFrom sows n seeds from ring first onward and follows the move to its end:
// relays, captures, stops (the loop of SOW-7, KUEN-1, CAP-6).
func (s *sim) sowFrom(first Ring, n int, rule string) {
	if !s.tracing && !s.watchSowing && !s.cycleCheck {
		s.sowFast(first, n)
		return
	}
	for n > 0 {
		last, ok := s.place(first, n, rule)
		if !ok || s.stopNow {
			return
		}
		first, n, rule = s.afterSowing(last, n)
	}
}

// sowFast is sowFrom for the common case, when no trace is kept and no
// reading watches every sowing: the same rules as place and afterSowing, in
// one loop over local variables, because this loop is where the engine spends
// its time. Every rare case (the house, a stop choice) goes through
// afterSowing itself.
func (s *sim) sowFast(first Ring, n int) {
	mine, opp := &s.p.Pits[s.me&1], &s.p.Pits[(s.me^1)&1]
	facingOnly := s.r.Marker == MarkerFacingOnly
	for n > 0 {
		if s.sown+n > s.limit && !s.overLimit(n) {
			return
		}
		last := sow(mine, first, n, s.dir) // SOW-1
		s.sown += n
		if s.stopNow {
			return
		}
		before := int(mine[last]) - 1
		switch {
		case last == HouseRing && s.watchHouse:
			first, n, _ = s.afterSowing(last, n) // the house's rules
		case s.mayCapture && last < 8 && opp[last.Facing()] != 0 && (before > 0 || facingOnly) && n <= s.capMax:
			// CAP-1, CAP-6, KUEN-2
			if s.p.Variant == Hus {
				first, n, _ = s.husCapture(last)
			} else {
				first, n, _ = s.captureAt(last, s.firstTarget == noTarget)
			}
		case before == 0, last == s.blockRing:
			return // SOW-7 kulala; BLOCK-4
		default:
			// KUEN-1: relay (never the house: see the first case).
			n = int(mine[last])
			mine[last] = 0
			first = last.Step(s.dir)
		}
	}
}

// place puts n seeds into consecutive pits from ring first in s.dir (SOW-1).
// It enforces the lap limit and returns the ring of the last seed.
func (s *sim) place(first Ring, n int, rule string) (Ring, bool) {
	if s.sown+n > s.limit && !s.overLimit(n) {
		return 0, false
	}
	last := sow(&s.p.Pits[s.me&1], first, n, s.dir)
	s.sown += n
	if s.tracing {
		s.event(Event{Kind: EvSow, Rule: rule, Pit: s.pit(first), Last: s.pit(last), Seeds: n, Dir: s.dir})
	}
	if s.watchSowing {
		return last, s.afterPlace(first, n)
	}
	return last, true
}

// sow puts n seeds one by one into the pits of ring from first onward in
// direction d (SOW-1) and returns the pit of the last seed. The seeds fill a
// run of consecutive pits: whole laps add n/16 to every pit, and the rest one
// seed to each of the next n%16 pits. Both are added to the ring's 16 bytes at
// once, as two 64-bit words (no byte can overflow: a pit never holds more
// than 64 seeds).
func sow(ring *[RingSize]uint8, first Ring, n int, d Dir) Ring {
	laps := uint64(n/RingSize) * onesPerByte
	run := &runs[(d+1)>>1][first&(RingSize-1)][n%RingSize]
	binary.LittleEndian.PutUint64(ring[0:8], binary.LittleEndian.Uint64(ring[0:8])+laps+run[0])
	binary.LittleEndian.PutUint64(ring[8:16], binary.LittleEndian.Uint64(ring[8:16])+laps+run[1])
	return Ring((uint8(first) + uint8(n-1)*uint8(d)) & (RingSize - 1))
}

// runs[d][first][k] holds, as the two 64-bit words of a ring, one seed in
// each of the k pits from first onward in direction d (0: CCW, 1: CW).
var runs = func() (t [2][RingSize][RingSize][2]uint64) {
	for d := 0; d < 2; d++ {
		for first := 0; first < RingSize; first++ {
			for k := 0; k < RingSize; k++ {
				r := first
				for i := 0; i < k; i++ {
					t[d][first][k][r/8] += 1 << (8 * (r % 8))
					r = (r + 2*d - 1 + RingSize) % RingSize
				}
			}
		}
	}
	return t
}()

// overLimit handles a sowing that would pass the move's seed limit
// (DISPUTE-13); it reports whether the sowing may go ahead anyway.
func (s *sim) overLimit(n int) bool {
	if s.r.LapLimit == Lap100Illegal {
		// Donkers: a move of more than 100 seeds is not legal, even one that
		// has just won (he checks after every sowing); no need to go on.
		s.tooLong = true
		return false
	}
	if s.out.Over() {
		return true // the game is won: the lap limit no longer applies
	}
	// INF-1: more than 12 laps: the move is not made and the mover loses.
	s.lapLoss = true
	if s.tracing {
		s.event(Event{Kind: EvLapLimit, Rule: "INF-1", Pit: NoPit, Seeds: s.sown + n, Detail: fmt.Sprintf("the move would sow more than %d seeds", s.limit)})
	}
	return false
}

// afterPlace applies the rare readings that look at every sowing: BGA's
// passes over the start pit (DISPUTE-13) and the mover's own empty front
// row (DISPUTE-11). It reports whether the move goes on.
func (s *sim) afterPlace(first Ring, n int) bool {
	if s.r.LapLimit == Lap12Passes {
		d := uint8(s.dir)
		s.passes += n / RingSize
		if off := int((uint8(s.startRing) - uint8(first)) * d & 15); off < n%RingSize {
			s.passes++
		}
		if !s.capture && s.passes >= lapPasses && !s.out.Over() {
			s.lapLoss = true
			if s.tracing {
				s.event(Event{Kind: EvLapLimit, Rule: "INF-1", Pit: NoPit, Seeds: s.sown, Detail: "the kutakata passed its start pit 12 times"})
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

func (s *sim) end(winner Side, reason Reason, why string) {
	s.out = Outcome{Winner: winner, Reason: reason}
	s.stopNow = true
	if s.tracing {
		s.event(Event{Kind: EvGameEnd, Rule: "END-4", Pit: NoPit, Detail: why})
	}
}

// afterSowing decides what the last seed of a sowing of n seeds, in ring last,
// does: capture, stop, or relay. It returns the next sowing (n == 0: the move
// is over).
func (s *sim) afterSowing(last Ring, n int) (Ring, int, string) {
	mine, opp := &s.p.Pits[s.me&1], &s.p.Pits[(s.me^1)&1]
	before := int(mine[last&15]) - 1
	if s.mayCapture && last < 8 && opp[last.Facing()&15] != 0 && (before > 0 || s.r.Marker == MarkerFacingOnly) && n <= s.capMax {
		// CAP-1, CAP-6, KUEN-2: a capture (DISPUTE-2, DISPUTE-22).
		if last == HouseRing && s.watchHouse && s.r.HouseStop == StopAlways && s.captureStop() {
			// DISPUTE-8, EN:193 letter: the owner may stop although he could capture.
			s.decision = true
			if !s.move.Safari {
				if s.tracing {
					s.event(Event{Kind: EvHouseStop, Rule: "HOUSE-4", Pit: s.pit(last), Detail: "the owner stops in the house instead of capturing"})
				}
				return 0, 0, ""
			}
		}
		if s.p.Variant == Hus {
			return s.husCapture(last)
		}
		return s.captureAt(last, s.firstTarget == noTarget)
	}
	if before == 0 {
		if s.tracing {
			s.event(Event{Kind: EvMoveEnd, Rule: "SOW-7", Pit: s.pit(last), Detail: reasonKulala})
		}
		return 0, 0, ""
	}
	if last == HouseRing && s.watchHouse {
		if s.capture && s.captureStop() {
			// HOUSE-4: stop or safari.
			s.decision = true
			if !s.move.Safari {
				if s.tracing {
					s.event(Event{Kind: EvHouseStop, Rule: "HOUSE-4", Pit: s.pit(last), Detail: "the owner stops in the house"})
				}
				return 0, 0, ""
			}
			k := int(mine[last])
			if s.tracing {
				s.event(Event{Kind: EvSafari, Rule: "HOUSE-5", Pit: s.pit(last), Seeds: k, Detail: "the owner goes on: safari"})
			}
			mine[last] = 0
			s.destroyHouse(false, "safari")
			return last.Step(s.dir), k, "HOUSE-5"
		}
		if !s.capture && s.takataStops() {
			// HOUSE-3, KUEN-4: a kutakata ends in the functional house.
			if s.tracing {
				s.event(Event{Kind: EvMoveEnd, Rule: "HOUSE-3", Pit: s.pit(last), Detail: reasonHouse})
			}
			return 0, 0, ""
		}
	}
	if last == s.blockRing {
		// BLOCK-4, KUEN-5: a kutakata ends in the blocked pit.
		if s.tracing {
			s.event(Event{Kind: EvMoveEnd, Rule: "BLOCK-4", Pit: s.pit(last), Detail: reasonBlocked})
		}
		return 0, 0, ""
	}
	// KUEN-1: relay.
	k := int(mine[last])
	if s.cycleCheck {
		if s.repeats(last) {
			s.lapLoss = true
			if s.tracing {
				s.event(Event{Kind: EvLapLimit, Rule: "INF-2", Pit: s.pit(last), Detail: "the move repeats a state: it would never end"})
			}
			return 0, 0, ""
		}
	}
	s.lift(last, k, "KUEN-1", true)
	return last.Step(s.dir), k, "KUEN-1"
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

// blockApplies reports whether the position's block binds this move (DISPUTE-15).
func (s *sim) blockApplies() bool {
	return s.phase == Mtaji || s.r.KutakatiaPhase == KutakatiaBothPhases
}

// houseCountOK applies DISPUTE-5 to the stop rules: the house's count after the
// last seed landed, or at the start of the move.
func (s *sim) houseCountOK() bool {
	if s.r.HouseCount == CountAtMoveStart {
		return s.houseAt0 >= 6
	}
	return s.p.Pits[s.me][HouseRing] >= 6
}

// captureStop reports whether a capture move whose last seed fell into the
// intact house may stop there (HOUSE-4, HOUSE-8, DISPUTE-3b, DISPUTE-9).
func (s *sim) captureStop() bool {
	if !s.houseCountOK() {
		return false
	}
	return s.phase == Namua || s.r.MtajiHouseCapture == MtajiCaptureChoice
}

// takataStops reports whether a kutakata whose last seed fell into the intact
// house ends there (HOUSE-3, DISPUTE-3a, DISPUTE-9).
func (s *sim) takataStops() bool {
	if s.phase == Mtaji && s.r.MtajiHouseTakata == MtajiTakataRelays {
		return false
	}
	return s.houseCountOK() || s.r.InactiveHouse == InactiveStops
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
	opp := &s.p.Pits[s.me.Other()]
	f, n := s.take(at)
	k, rule, why := s.kichwaFor(at, first)
	s.dir = k.Dir()
	if s.tracing {
		s.event(Event{Kind: EvCapture, Rule: "CAP-4", Pit: PitOf(s.me.Other(), f), Seeds: n, Kichwa: k, Dir: s.dir, Detail: rule + ": " + why})
	}
	if f == HouseRing && s.p.House[s.me.Other()] == HouseIntact {
		s.destroyHouse(true, "captured by the opponent")
	}
	if s.phase == Mtaji && s.r.HouseLostAtCapture == HouseLostAtFirstCapture && s.p.House[s.me] == HouseIntact {
		s.destroyHouse(false, "its owner captured in mtaji (FR 3.2)")
	}
	start := LeftKichwaRing
	if k == RightKichwa {
		start = RightKichwaRing
	}
	if frontEmpty(opp) {
		if r := s.clearedFront(n); r {
			return 0, 0, ""
		}
	}
	return start, n, "CAP-4"
}

// take empties the opponent pit facing front ring at (CAP-4) and records the
// capture: which pit, and whether it was the move's first.
func (s *sim) take(at Ring) (Ring, int) {
	opp := &s.p.Pits[s.me.Other()]
	f := at.Facing()
	n := int(opp[f])
	opp[f] = 0
	s.captured |= 1 << f
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
	if s.tracing {
		s.event(Event{Kind: EvGameEnd, Rule: "END-4", Pit: NoPit, Detail: "the opponent's front row is empty: the captured seeds are sown and the game ends"})
	}
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
	return at.Step(s.dir), n, "VAR-HUS-3"
}
