package reference

import (
	"errors"
	"fmt"
)

// This file is how the rule files record their decisions in a traced move
// (ApplyTrace) and take one of them the other way (ApplyFlipped). A rule
// file decides in one line where the rule decides:
//
//	if s.decide(DecKulala, "SOW-7", before == 0, s.pit(last), before) { ... }
//
// Without a trace decide is its condition: the moves Apply, Moves and
// LegalMoves play are untouched, and the fast forms (fast_*.go) never
// decide. With a trace it also writes an EvDecision event, the rule, and in
// words the outcome taken and why; ApplyFlipped takes the k-th of them the
// other way and plays the rest of the move by the rules.

// Decision names a decision of the rules that a trace records (EvDecision).
// Each is a yes-or-no question one rule answers; Event.Held is the answer the
// move took. "The other way" is the other answer, with what follows from it
// as each kind says below: first for a decision that held, then for one that
// did not. Where the other answer cannot be played, ApplyFlipped says so
// (ErrCannotFlip).
type Decision uint8

// The decisions, in the order a move meets them: the start (legal.go,
// judgeStart), the play (play.go, sow.go, house.go), the obligation the
// move must fulfil (moves.go) and what the move leaves the opponent
// (kutakatia.go).
const (
	NoDecision Decision = iota // not a decision (an effect)

	// DecPhase (PHASE-1): held, a namua move (the mover's store holds seeds,
	// Bao la Kiswahili only). The other way: a namua position's move played
	// as a mtaji move (no hand seed, the store kept); a mtaji move cannot be
	// played as a namua one (the store is empty).
	DecPhase
	// DecHandSeedRow (NAMUA-1): held, the hand seed's pit is a front pit.
	// The other way: a front pit refused; a back pit takes the hand seed and
	// is sown as a kutakata.
	DecHandSeedRow
	// DecStartSeeds (SOW-8): held, the mtaji (or Hus) start pit holds 2 or
	// more. The other way: refused; a single seed lifted and sown.
	DecStartSeeds
	// DecSeedCap (SEEDCAP-2 when held, SEEDCAP-1 when not; MTAJI-3): held,
	// the start pit holds at most 15 seeds, so its first sowing may capture.
	// The other way: a pit of 15 or fewer is a takata; one of 16 or more
	// may start a capture.
	DecSeedCap
	// DecCaptureRow (CAP-7): held, a mtaji start's first sowing ends in the
	// front row. The other way: a front landing read as the back row (no
	// capture start); a back landing cannot be read as a front one (a back
	// pit faces no pit).
	DecCaptureRow
	// DecFacing (BOARD-8): held, the start's pit A_i faces a_(9-i) (always
	// held). The other way: the start is judged as if the opponent's pit of
	// the same number, a_i, faced A_i (whether it captures; the captures
	// then take the facing pits). With every decision alike it
	// (ApplyFlippedAlike), the whole move reads a_i as facing A_i: in its
	// capture start and in every marker and capture (a mirrored board).
	DecFacing
	// DecCaptureStart (NAMUA-2, CAP-1; DISPUTE-7 for the house in namua,
	// DISPUTE-27 in Hus): held, the start captures. The other way: a capture
	// start judged a kutakata (a namua capture, which has no direction, is
	// then refused), a kutakata start judged a capture (a namua kutakata,
	// which has a direction, is then refused; a mtaji one captures the pit
	// its first sowing ends at, empty or not).
	DecCaptureStart
	// DecCaptureCompulsory (CAP-2, MTAJI-2; DISPUTE-27 in Hus): held, another
	// start captures, so this kutakata is refused. The other way: the
	// kutakata is played although a capture exists; a start refused although
	// none does.
	DecCaptureCompulsory
	// DecBlockedStart (BLOCK-4): held, the kutakata starts from the pit
	// blocked by kutakatia, and is refused. The other way: played; refused.
	DecBlockedStart
	// DecLoneKichwa (NAMUA-9, MTAJI-5): held, the lone kichwa is sown
	// towards the back row, and refused (under DISPUTE-11's forbidden, the
	// only reading that refuses it; recorded for a lone kichwa's start
	// under every reading). The other way: played; refused.
	DecLoneKichwa
	// DecHouseStart (NAMUA-5, DISPUTE-6): held, the intact house may not take
	// the hand seed for a kutakata, and the move is refused. The other way:
	// played; refused.
	DecHouseStart
	// DecSingletons (NAMUA-8, DISPUTE-10): held, a single seed may not start a
	// namua kutakata while a front pit holds 2 or more, and the move is
	// refused. The other way: played; refused.
	DecSingletons
	// DecBackRow (MTAJI-4, DISPUTE-21): held, a back-row kutakata is barred
	// (a front pit holds 2 or more, or the front row is not empty), and the
	// move is refused. The other way: played; refused.
	DecBackRow
	// DecFunctional (HOUSE-2 at the start; HOUSE-3, HOUSE-4 or HOUSE-8 where
	// the move may stop in the house, whose count is theirs, DISPUTE-5):
	// held, the intact house holds 6 or more, as the rule reading it counts.
	// The other way: a functional house read as an ordinary pit, and the
	// other way round, by the rule that asked.
	DecFunctional
	// DecHouseOnly (NAMUA-6, NAMUA-5): held, the functional house is the
	// only non-empty front pit, so a namua kutakata gives it the hand seed
	// and it is taxed. Recorded for a kutakata from the functional house,
	// and from a single seed beside it, under the taxation readings that
	// ask it (DISPUTE-6: only-pit, any-count). The other way: the house
	// read as the only pit: from the house, played (and taxed); from
	// another pit, refused, the hand seed going into the house. Read as
	// not the only pit: from the house, refused (NAMUA-5).
	DecHouseOnly
	// DecTaxation (NAMUA-6, DISPUTE-6): held, the house taking the hand seed
	// for a kutakata is taxed: two seeds are sown. The other way: sown in
	// full; taxed.
	DecTaxation
	// DecKichwa (DIR-1 to DIR-4): held, the captured seeds enter at the left
	// kichwa (and are sown clockwise); not held, at the right one
	// (counter-clockwise). The other way: the other kichwa, and so the
	// other direction. (For DIR-2 the choice is the player's: the other way
	// is the kichwa the move did not name.)
	DecKichwa
	// DecCapture (CAP-1; HOUSE-4 at the functional house in a namua
	// capture move, CAP-5 in a kutakata, CAP-7 in the back row, DISPUTE-2
	// for a sowing too long): held, the sowing's end captures. The
	// other way: a marker not captured (the move goes on as the pit's count
	// says: kulala or relay); a capture where the rules make none (the facing
	// pit is taken, empty or not); a back pit read as the front pit of its
	// column (B3 as A3), which captures the pit that column faces where it is
	// a marker there (CAP-1), and the captured seeds enter at that front
	// pit's kichwa (DIR-1 to DIR-4).
	DecCapture
	// DecChain (CAP-6): held, a capture move that has captured may capture
	// again: recorded after a later capture (DecCapture held), with the
	// seeds the move has sown so far (always held; DISPUTE-2's cap is
	// DecCapture's). The other way: the chain stops, and the marker is not
	// captured (the move goes on as the pit's count says: kulala or relay).
	DecChain
	// DecHouseStop (HOUSE-3 for a kutakata, HOUSE-4 for a namua capture
	// move, HOUSE-8 in mtaji; DISPUTE-3, DISPUTE-8, DISPUTE-9): held, the move
	// stops in the intact house (a namua capture move: may stop, and does
	// unless it is a safari). The other way: the house as an ordinary pit
	// (capture, kulala or relay); a stop (or a safari, for a safari move).
	DecHouseStop
	// DecKulala (SOW-7 when held, KUEN-1 when not): held, the last seed fell
	// into an empty pit and the move ends. The other way: the lone seed is
	// lifted and sown on (a relay); the move ends in an occupied pit.
	DecKulala
	// DecBlockedEnd (BLOCK-4, KUEN-5; BLOCK-7 in namua): held, the
	// kutakata's sowing ends in the blocked pit, which ends the move. The
	// other way: it relays on; it ends. In a namua kutakata whose position
	// states a block that BLOCK-7 leaves unbound (DISPUTE-15), recorded
	// (not held) where a sowing ends in that pit: the other way, it ends
	// there.
	DecBlockedEnd
	// DecHouseDestroyed (HOUSE-1, DISPUTE-4): held, emptying the intact house
	// (a lift, a capture by the opponent, a taxation) destroys it. The other
	// way: the house stays intact (a successor with an empty intact house is
	// not a position the rules allow under DISPUTE-4's default, and then
	// cannot be played); destroyed.
	DecHouseDestroyed
	// DecLapLimit (INF-1; INF-2 for a repeated state; DISPUTE-13): held, the
	// move passes its limit and is lost (or, under Donkers' limit, is not
	// legal). Recorded where a limit stops the move and, for a move that
	// ends within its limit, once at its end. The other way: the move goes
	// on without the limit (an endless move, or one of more than 2^20
	// seeds, cannot be played); the move is lost on the limit.
	DecLapLimit
	// DecObligation (BLOCK-6, DISPUTE-19): held, the move does not capture
	// the pit the blocker's obligation names while another move does, and is
	// refused. The other way: played; refused.
	DecObligation
	// DecBlockFollows (BLOCK-1 after a capture move, BLOCK-7 in namua;
	// DISPUTE-15, DISPUTE-17): held, this move may set a block. Recorded
	// only where it does not hold (a move after which the block test is
	// made needs no decision to say so). The other way: the block test is
	// made all the same.
	DecBlockFollows
	// DecBlockDefence (BLOCK-5, DISPUTE-17): held, the opponent can capture,
	// so no block. The other way: the block test goes on; no block.
	DecBlockDefence
	// DecBlockTarget (BLOCK-1, DISPUTE-16): held, exactly one opponent pit is
	// threatened, the pit the decision names. The other way: no block;
	// without a single pit threatened there is nothing to block (cannot be
	// played).
	DecBlockTarget
	// DecBlockExempt (BLOCK-2, HOUSE-9, DISPUTE-18): held, the threatened pit
	// cannot be blocked. The other way: it is blocked; no block.
	DecBlockExempt
	// DecObligationSet (BLOCK-6): held, the blocked player made a kutakata
	// and the blocked pit holds seeds: the blocker must capture it in his
	// next move. The other way: no obligation; an obligation on the blocked
	// pit (an empty one cannot be played).
	DecObligationSet
	numDecisions
)

var decisionNames = [numDecisions]string{"", "phase", "hand-seed-row", "start-seeds", "seed-cap", "capture-row", "facing",
	"capture-start", "capture-compulsory", "blocked-start", "lone-kichwa", "house-start", "singletons", "back-row",
	"functional", "house-only", "taxation", "kichwa", "capture", "chain", "house-stop", "kulala", "blocked-end", "house-destroyed", "lap-limit",
	"obligation", "block-follows", "block-defence", "block-target", "block-exempt", "obligation-set"}

// String returns the decision's JSON name, such as "kulala" ("" for NoDecision).
func (d Decision) String() string {
	if d < numDecisions {
		return decisionNames[d]
	}
	return fmt.Sprintf("decision(%d)", uint8(d))
}

// DecisionKinds lists every decision in declaration order (NoDecision left out).
func DecisionKinds() []Decision {
	out := make([]Decision, 0, numDecisions-1)
	for d := NoDecision + 1; d < numDecisions; d++ {
		out = append(out, d)
	}
	return out
}

// ErrNoDecision is ApplyFlipped's error when the move has no decision k.
var ErrNoDecision = errors.New("no such decision")

// ErrCannotFlip is ApplyFlipped's error when the decision taken the other way
// cannot be played, or leaves a position the rules do not allow.
var ErrCannotFlip = errors.New("the other way cannot be played")

// flippedLimit bounds a move whose lap limit was taken the other way
// (DecLapLimit): without the limit it is played on to this many seeds.
const flippedLimit = 1 << 20

// decisions is the state of a traced move's decisions: how many were taken,
// which one to take the other way, and what taking it so changed. It lives
// on ApplyTrace's (and ApplyFlipped's) stack; sim.dec points at it.
type decisions struct {
	n       int    // decisions recorded so far
	flip    int    // the decision to take the other way (ApplyFlipped), or -1
	flipped bool   // it was taken so
	cannot  string // why the other way cannot be played ("": it can)
	cut     bool   // the trace reached MaxTraceEvents: no more decisions

	phase  Phase // the phase the start was judged in (DecPhase)
	mirror bool  // DecFacing flipped alike: a_i read as facing A_i in the whole move
	// startMirror: DecFacing flipped alone: a_i read as facing A_i in the
	// start's judgement only.
	startMirror bool
	fromStart   bool // a mtaji start: its first sowing's capture was decided at the start
	noLimit     bool // DecLapLimit flipped: the move goes on past its limit

	// alike (ApplyFlippedAlike) takes every later decision like the
	// flipped one the other way too: AlikeCount, of its kind and rule, taken
	// the same way, reading the same count; AlikeKind, of its kind and rule,
	// taken the same way.
	alike Alike
	like  Event // the decision flipped, as the rules took it
}

// Alike says which later decisions ApplyFlippedAlike takes the other way
// with the one flipped: a slip in the code of a rule errs wherever the rule
// reads what it read there, not once.
type Alike uint8

// The ways decisions are alike.
const (
	AlikeNone  Alike = iota // the one decision only (ApplyFlipped)
	AlikeCount              // of its kind and rule, taken the same way, reading the same count
	AlikeKind               // of its kind and rule, taken the same way
)

// decide is a decision of the rules: held is the rule's condition, and the
// result is the outcome the move takes. Without a trace it is held. With a
// trace it records the decision (d, the rule that decides, the pit and the
// count it reads) and returns held, or !held for the decision ApplyFlipped
// takes the other way.
func (s *sim) decide(d Decision, rule string, held bool, at Pit, n int) bool {
	if !s.tracing {
		return held
	}
	return s.decided(d, rule, held, at, n)
}

// decided is decide for a traced move.
func (s *sim) decided(d Decision, rule string, held bool, at Pit, n int) bool {
	dc := s.dec
	if rule == "" || (dc != nil && dc.cut) {
		return held // no rule of this variant decides; or the trace is cut
	}
	taken, flipped := held, false
	switch {
	case dc != nil && dc.n == dc.flip:
		taken, flipped, dc.flipped = !held, true, true
		dc.like = Event{Decision: d, Rule: rule, Held: held, Seeds: n}
	case dc != nil && dc.flipped && dc.alike != AlikeNone && dc.like.Decision == d && dc.like.Rule == rule && dc.like.Held == held &&
		(dc.alike == AlikeKind || dc.like.Seeds == n):
		taken, flipped = !held, true
	}
	e := Event{Kind: EvDecision, Rule: rule, Pit: at, Seeds: n, Decision: d, Held: taken, Flipped: flipped}
	if d == DecKichwa {
		e.Kichwa, e.Seeds = RightKichwa, 0
		if taken {
			e.Kichwa = LeftKichwa
		}
		e.Dir = e.Kichwa.Dir()
	}
	e.Detail = s.decisionText(&e, held)
	s.event(e)
	if dc != nil {
		dc.n++ // after event, which counts the effects as the trace less the decisions before this one
	}
	return taken
}

// cannot stops a move whose decision taken the other way cannot be played
// (ApplyFlipped's ErrCannotFlip says why).
func (s *sim) cannot(why string) {
	if s.dec != nil && s.dec.cannot == "" {
		s.dec.cannot = why
	}
	s.stopNow = true
}

// flippedMirror reports whether the move reads the facing pits mirrored
// (DecFacing taken the other way).
func (s *sim) flippedMirror() bool { return s.dec != nil && s.dec.mirror }

// facingOf returns the opponent's ring the move reads as facing front ring
// at: at.Facing() (BOARD-8), or at itself where DecFacing was taken the
// other way.
func (s *sim) facingOf(at Ring) Ring {
	if s.flippedMirror() {
		return at
	}
	return at.Facing()
}

// startDecided sets what judgeStart decided for a traced move that playFresh
// starts: the phase (DecPhase), the facing pits (DecFacing), and that a
// mtaji start's first sowing captures as the start was judged.
func (s *sim) startDecided(p *Position) {
	dc := s.dec
	s.phase = dc.phase
	if dc.mirror {
		// DecFacing taken the other way: front ring i is marked when the
		// opponent's ring i holds seeds, his non-empty front rings.
		s.facing = plainFrontRings(&p.Pits[s.me^1])
	}
	dc.fromStart = s.phase == Mtaji && p.Variant != Hus
}

// limitStops is the lap-limit decision (DecLapLimit, INF-1) where a limit
// stops the move after sown seeds: true, unless the limit is lifted, by
// this decision taken the other way or an earlier one.
func (s *sim) limitStops(sown int) bool {
	if s.noLimit() {
		return false
	}
	if s.decide(DecLapLimit, "INF-1", true, NoPit, sown) {
		return true
	}
	s.dec.noLimit = true // decide took it the other way, so s.dec is set
	s.limit, s.cycleCheck = flippedLimit, true
	return false
}

// noLimit reports whether the move's lap limit was lifted (DecLapLimit
// taken the other way).
func (s *sim) noLimit() bool { return s.dec != nil && s.dec.noLimit }

// withinLimit is the lap-limit decision of a traced move that ended within
// its limit (DecLapLimit, INF-1): taken the other way, the move is lost on
// the limit (under Donkers' limit, not legal). Under DISPUTE-13's cycle
// reading no count limits a move (INF-2 is decided where a state repeats).
func (s *sim) withinLimit() {
	if s.lapLoss || s.tooLong || s.out.Over() || s.r.LapLimit == LapCycle || s.noLimit() {
		return
	}
	if !s.decide(DecLapLimit, "INF-1", false, NoPit, s.sown) {
		return
	}
	if s.r.LapLimit == Lap100Illegal {
		s.tooLong = true
		return
	}
	s.lapLoss = true
	s.event(Event{Kind: EvLapLimit, Rule: "INF-1", Pit: NoPit, Seeds: s.sown, Detail: "the move is lost on its limit (taken the other way)"})
}

// facingDecided is a start's facing decision (DecFacing, BOARD-8) for the
// mover's front ring i: the opponent's ring the move reads as facing it,
// a_(9-i) for A_i, or a_i when the decision is taken the other way: for
// this judgement only, or, taken so with every decision alike it, for the
// whole move (startDecided).
func (s *sim) facingDecided(i Ring) Ring {
	if s.decide(DecFacing, "BOARD-8", true, s.pit(i), 0) {
		return s.facingOf(i)
	}
	// Taken the other way (decide did so, so s.dec is set): alone, for
	// this start's judgement only (the captures of the move take the
	// facing pits); with every decision alike it (ApplyFlippedAlike), for
	// the whole move: a mirrored board.
	if s.dec.alike == AlikeNone {
		s.dec.startMirror = true
	} else {
		s.dec.mirror = true
	}
	return i
}
