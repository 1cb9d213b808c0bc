package reference

import (
	"fmt"
	"slices"
	"strings"
)

// IllegalKind names the way a move is illegal: which rule it breaks. Its
// String is a stable name (the vectors name illegal moves after it).
type IllegalKind uint8

// The ways a move can be illegal, from the plainest to the subtlest.
const (
	IllegalOther                 IllegalKind = iota // no reason more precise than "not a legal move"
	IllegalNoPit                                    // the move names no pit
	IllegalOpponentPit                              // the pit belongs to the side not to move
	IllegalEmptyPit                                 // the pit is empty
	IllegalUnknownDirection                         // the direction is not cw or ccw
	IllegalNamuaBackRow                             // NAMUA-1: the hand seed goes into a front pit
	IllegalSingleSeed                               // SOW-8: a move starts from a pit of 2 or more
	IllegalNamuaCaptureDirection                    // a namua capture has no direction
	IllegalKichwaMissing                            // DIR-2: a central first capture needs a kichwa
	IllegalKichwaNotAChoice                         // DIR-1, DIR-3, DIR-4: the kichwa is forced
	IllegalDirectionMissing                         // the move needs a direction
	IllegalCaptureCompulsory                        // CAP-2: a capture exists and must be played
	IllegalHusCaptureCompulsory                     // DISPUTE-27: Hus, a capturing start must be played
	IllegalBlockedPit                               // BLOCK-4: the pit is blocked (kutakatia)
	IllegalLoneKichwa                               // NAMUA-9, MTAJI-5: the lone kichwa may not sow backwards
	IllegalHouseKutakata                            // NAMUA-5: the house takes the hand seed only when it is alone
	IllegalNamuaSingleton                           // NAMUA-8: a kutakata from a single seed while a pair exists
	IllegalBackRowKutakata                          // MTAJI-4: a kutakata starts in the front row
	IllegalBackRowFrontNotEmpty                     // DISPUTE-21: the back row only when the front row is empty
	IllegalNoSafari                                 // HOUSE-4: the move never stops in the house
	IllegalMoveLimit                                // DISPUTE-13: Donkers' 100-seed move limit
	IllegalObligation                               // BLOCK-6: the blocker must capture the blocked pit
	IllegalOtherNamua                               // a namua move that breaks no rule more precise
	numIllegalKinds
)

// illegalKinds gives each kind its stable name and the rule IDs it cites.
// Kinds that need no rule beyond the board's (a pit that is not the mover's,
// an empty pit) cite none.
var illegalKinds = [numIllegalKinds]struct {
	name  string
	rules []string
}{
	IllegalOther:                 {"other", nil},
	IllegalNoPit:                 {"no-pit", nil},
	IllegalOpponentPit:           {"opponent-pit", nil},
	IllegalEmptyPit:              {"empty-pit", nil},
	IllegalUnknownDirection:      {"unknown-direction", nil},
	IllegalNamuaBackRow:          {"namua-back-row", []string{"NAMUA-1"}},
	IllegalSingleSeed:            {"single-seed", []string{"SOW-8"}},
	IllegalNamuaCaptureDirection: {"namua-capture-direction", nil},
	IllegalKichwaMissing:         {"kichwa-missing", []string{"DIR-2"}},
	IllegalKichwaNotAChoice:      {"kichwa-not-a-choice", []string{"DIR-1", "DIR-3", "DIR-4"}},
	IllegalDirectionMissing:      {"direction-missing", nil},
	IllegalCaptureCompulsory:     {"capture-compulsory", []string{"CAP-2"}},
	IllegalHusCaptureCompulsory:  {"hus-capture-compulsory", []string{"DISPUTE-27"}},
	IllegalBlockedPit:            {"blocked-pit", []string{"BLOCK-4"}},
	IllegalLoneKichwa:            {"lone-kichwa", []string{"NAMUA-9", "MTAJI-5"}},
	IllegalHouseKutakata:         {"house-kutakata", []string{"NAMUA-5"}},
	IllegalNamuaSingleton:        {"namua-singleton", []string{"NAMUA-8"}},
	IllegalBackRowKutakata:       {"back-row-kutakata", []string{"MTAJI-4"}},
	IllegalBackRowFrontNotEmpty:  {"back-row-front-not-empty", []string{"DISPUTE-21"}},
	IllegalNoSafari:              {"no-safari", []string{"HOUSE-4"}},
	IllegalMoveLimit:             {"move-limit", []string{"DISPUTE-13"}},
	IllegalObligation:            {"obligation", []string{"BLOCK-6"}},
	IllegalOtherNamua:            {"other-namua", nil},
}

// String returns the kind's stable name, such as "empty-pit".
func (k IllegalKind) String() string {
	if k < numIllegalKinds {
		return illegalKinds[k].name
	}
	return fmt.Sprintf("illegal-kind(%d)", uint8(k))
}

// Rules returns the rule IDs the kind cites (none for the plain kinds).
func (k IllegalKind) Rules() []string {
	if k < numIllegalKinds {
		return slices.Clone(illegalKinds[k].rules)
	}
	return nil
}

// IllegalKinds lists every kind in declaration order.
func IllegalKinds() []IllegalKind {
	out := make([]IllegalKind, numIllegalKinds)
	for i := range out {
		out[i] = IllegalKind(i)
	}
	return out
}

// IllegalMoveError explains why a move is not legal: the kind of breach, the
// rule IDs it cites and the pits involved. Reason, the text for people, is
// built from these fields alone.
type IllegalMoveError struct {
	Move    Move
	Kind    IllegalKind
	Rules   []string // the rule IDs Reason cites (Kind.Rules)
	Side    Side     // the side to move
	Pit     Pit      // the pit the move starts from (NoPit when it names none)
	Target  Pit      // the opponent pit a compulsory capture or the obligation names, or NoPit
	Example Move     // a legal move that shows the rule (capture-compulsory, obligation)
	Reason  string
}

func (e *IllegalMoveError) Error() string {
	return "bao: illegal move " + e.Move.String() + ": " + e.Reason
}

// Unwrap lets errors.Is(err, ErrIllegalMove) match.
func (e *IllegalMoveError) Unwrap() error { return ErrIllegalMove }

// illegal builds the error for move m of the side to move me.
func illegal(kind IllegalKind, me Side, m Move) *IllegalMoveError {
	e := &IllegalMoveError{Move: m, Kind: kind, Rules: kind.Rules(), Side: me, Pit: m.Pit, Target: NoPit}
	if !m.Pit.Valid() {
		e.Pit = NoPit
	}
	e.Reason = e.reason()
	return e
}

// illegalBecause is illegal for the kinds that point at another move: the
// capture (or obligation) example and the opponent pit it takes.
func illegalBecause(kind IllegalKind, me Side, m Move, example Move, target Pit) *IllegalMoveError {
	e := illegal(kind, me, m)
	e.Example, e.Target = example, target
	e.Reason = e.reason()
	return e
}

// reason builds the message from the error's fields.
func (e *IllegalMoveError) reason() string {
	ids := strings.Join(e.Rules, ", ")
	switch e.Kind {
	case IllegalNoPit:
		return "no pit given"
	case IllegalOpponentPit:
		return fmt.Sprintf("%s belongs to %s, and %s is to move", e.Pit, e.Side.Other(), e.Side)
	case IllegalEmptyPit:
		return fmt.Sprintf("%s is empty", e.Pit)
	case IllegalUnknownDirection:
		return fmt.Sprintf("unknown direction %d", e.Move.Dir)
	case IllegalNamuaBackRow:
		return fmt.Sprintf("in namua the hand seed goes into a front pit (%s), not %s", ids, e.Pit)
	case IllegalSingleSeed:
		return fmt.Sprintf("%s holds a single seed: a move starts from a pit with 2 or more (%s)", e.Pit, ids)
	case IllegalNamuaCaptureDirection:
		return "a namua capture has no direction: give the kichwa for a central pit, or nothing"
	case IllegalKichwaMissing:
		return fmt.Sprintf("the capture is at a central pit: choose the left or the right kichwa (%s)", ids)
	case IllegalKichwaNotAChoice:
		return fmt.Sprintf("the kichwa is not a choice here (%s): leave it out", ids)
	case IllegalDirectionMissing:
		return "give a direction, cw or ccw"
	case IllegalCaptureCompulsory:
		return fmt.Sprintf("capture is compulsory (%s): %s", ids, describeCapture(e.Example, e.Target))
	case IllegalHusCaptureCompulsory:
		return fmt.Sprintf("a capturing start exists and must be played (%s)", ids)
	case IllegalBlockedPit:
		return fmt.Sprintf("%s is blocked (kutakatia, %s)", e.Pit, ids)
	case IllegalLoneKichwa:
		return fmt.Sprintf("%s is the only non-empty front pit: sowing it towards the back row would empty the front row (%s)", e.Pit, ids)
	case IllegalHouseKutakata:
		return fmt.Sprintf("the house may take the hand seed for a kutakata only when it is the only non-empty front pit (%s)", ids)
	case IllegalNamuaSingleton:
		return fmt.Sprintf("%s holds a single seed: with the house not functional a kutakata starts from a pit with 2 or more while there is one (%s)", e.Pit, ids)
	case IllegalBackRowKutakata:
		return fmt.Sprintf("%s is in the back row: a kutakata starts in the front row while a front pit holds 2 or more seeds (%s)", e.Pit, ids)
	case IllegalBackRowFrontNotEmpty:
		return fmt.Sprintf("the back row may be sown only when the front row is empty (%s, RN §Mtaji Stage: Takasa)", ids)
	case IllegalNoSafari:
		return fmt.Sprintf("the move never stops in the house, so there is no safari to choose (%s)", ids)
	case IllegalMoveLimit:
		return fmt.Sprintf("the move sows more than %d seeds (%s, Donkers' move limit)", donkersLimit, ids)
	case IllegalObligation:
		return fmt.Sprintf("%s must capture %s, blocked by his last move (kutakatia, %s): for example %s", e.Side, e.Target, ids, e.Example)
	case IllegalOtherNamua:
		return "not a legal namua move"
	}
	return "not a legal move"
}

// describeCapture says in words what capture start c, which takes opponent
// pit t first, does: a namua capture has no direction.
func describeCapture(c Move, t Pit) string {
	if c.Dir == NoDir {
		return fmt.Sprintf("the hand seed in %s captures %s", c.Pit, t)
	}
	dir := "clockwise"
	if c.Dir == CCW {
		dir = "counter-clockwise"
	}
	return fmt.Sprintf("%s %s captures %s", c.Pit, dir, t)
}

// whyIllegal explains why m is not among the legal starts cands of p. The
// checks go from the plainest reason (wrong pit) to the subtlest (a rule
// option), so the message names the rule a player broke.
func whyIllegal(r *Rules, p *Position, m Move, cands []Move, capture bool) error {
	me := p.ToMove
	if !m.Pit.Valid() {
		return illegal(IllegalNoPit, me, m)
	}
	if m.Pit.Side() != me {
		return illegal(IllegalOpponentPit, me, m)
	}
	n := p.Seeds(m.Pit)
	ring := m.Pit.Ring()
	if n == 0 {
		return illegal(IllegalEmptyPit, me, m)
	}
	if m.Dir != NoDir && m.Dir != CW && m.Dir != CCW {
		return illegal(IllegalUnknownDirection, me, m)
	}
	namua := p.Phase() == Namua && p.Variant != Hus
	if namua && !ring.Front() {
		return illegal(IllegalNamuaBackRow, me, m)
	}
	if !namua && n < 2 {
		return illegal(IllegalSingleSeed, me, m)
	}
	// Is the same start legal with other choices? Then the choices are wrong.
	for _, c := range cands {
		if c.Pit != m.Pit {
			continue
		}
		switch {
		case namua && capture && m.Dir != NoDir:
			return illegal(IllegalNamuaCaptureDirection, me, m)
		case c.Kichwa != NoKichwa && m.Kichwa == NoKichwa:
			return illegal(IllegalKichwaMissing, me, m) // DIR-2
		case c.Kichwa == NoKichwa && m.Kichwa != NoKichwa:
			return illegal(IllegalKichwaNotAChoice, me, m) // DIR-1, DIR-3, DIR-4
		case c.Dir != NoDir && m.Dir == NoDir:
			return illegal(IllegalDirectionMissing, me, m)
		}
	}
	if capture && len(cands) > 0 { // CAP-2
		return illegalBecause(IllegalCaptureCompulsory, me, m, cands[0], PitOf(me.Other(), firstTarget(p, cands[0])))
	}
	if p.Variant == Hus {
		if ring.Front() && m.Dir != NoDir && loneKichwaBack(r, &p.Pits[me], ring, m.Dir, nonEmptyFront(&p.Pits[me])) {
			return illegal(IllegalLoneKichwa, me, m) // DISPUTE-11 in Hus too
		}
		if r.HusOpening == HusCompulsoryCapture {
			return illegal(IllegalHusCaptureCompulsory, me, m) // DISPUTE-27
		}
		return illegal(IllegalOther, me, m)
	}
	mine := &p.Pits[me]
	if m.Pit == p.Blocked && !noBlocking(r, p.Variant) && (!namua || r.KutakatiaPhase == KutakatiaBothPhases) {
		return illegal(IllegalBlockedPit, me, m) // BLOCK-4, DISPUTE-15
	}
	occupied := nonEmptyFront(mine)
	if ring.Front() && m.Dir != NoDir && loneKichwaBack(r, mine, ring, m.Dir, occupied) {
		return illegal(IllegalLoneKichwa, me, m) // NAMUA-9, MTAJI-5
	}
	if namua {
		if ring == HouseRing && p.House[me] == HouseIntact {
			return illegal(IllegalHouseKutakata, me, m) // NAMUA-5
		}
		if n == 1 {
			return illegal(IllegalNamuaSingleton, me, m) // NAMUA-8
		}
		return illegal(IllegalOtherNamua, me, m)
	}
	if !ring.Front() && pairsIn(mine, 0, 8) > 0 {
		return illegal(IllegalBackRowKutakata, me, m) // MTAJI-4
	}
	if !ring.Front() && r.BackRowKutakata == BackRowIfFrontEmpty {
		return illegal(IllegalBackRowFrontNotEmpty, me, m) // DISPUTE-21
	}
	return illegal(IllegalOther, me, m)
}
