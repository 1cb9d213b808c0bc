package reference

import "fmt"

// EventKind classifies the steps of a traced move.
type EventKind uint8

// Event kinds, in the order a move can produce them.
const (
	EvHandSeed       EventKind = iota // a seed from the store goes into a front pit (NAMUA-1)
	EvPickUp                          // all seeds of a pit are lifted to start a sowing
	EvSow                             // a sowing: Pit is its first pit, Last its last, Seeds how many
	EvCapture                         // the facing pit's seeds are captured
	EvKuendelea                       // a relay: the last pit's seeds are lifted and sowing goes on
	EvHouseStop                       // the move stops in the house
	EvSafari                          // the house's seeds are sown onward
	EvTaxation                        // two seeds are taken from the house
	EvHouseDestroyed                  // the house becomes an ordinary pit for good
	EvMoveEnd                         // the move ends (Detail says why)
	EvBlockSet                        // kutakatia: an opponent pit is blocked for his next move
	EvMustCapture                     // the blocked player made a kutakata: the blocker must capture the pit next
	EvGameEnd                         // the game is over
	EvLapLimit                        // the move would be longer than the lap limit
	EvTruncated                       // the trace stops here: the move goes on (MaxTraceEvents)
	EvDecision                        // a decision of the rules: Decision says which, Held how it went, Detail why
)

// MaxTraceEvents bounds a trace: an endless move under the "cycle" reading
// of DISPUTE-13 can take 10^8 sowings before its cycle is found. The bound
// counts the effects (every event but the decisions): the events after it
// are not recorded, decisions included, and the last recorded effect says
// so. Decisions that precede it are not counted, so a trace's effects
// (Effects) are the same with or without its decisions.
const MaxTraceEvents = 20000

var eventNames = [...]string{"hand-seed", "pick-up", "sow", "capture", "kuendelea", "house-stop", "safari", "taxation", "house-destroyed", "move-end", "block-set", "must-capture", "game-end", "lap-limit", "truncated", "decision"}

// String returns the JSON name of k.
func (k EventKind) String() string {
	if int(k) < len(eventNames) {
		return eventNames[k]
	}
	return fmt.Sprintf("event(%d)", uint8(k))
}

// Event is one step of a traced move, with the rule that made it happen and
// the whole position right after it. A step is an effect (a seed placed,
// a sowing, a capture, the end of the move, a block) or a decision of the
// rules (EvDecision): where a rule chose how the move goes on, with the
// rule that chose, and Detail saying the outcome taken and why.
type Event struct {
	Kind   EventKind
	Rule   string // rule ID, such as "CAP-4"
	Pit    Pit    // the pit acted on (sowing: its first pit; a decision: the pit it reads)
	Last   Pit    // for a sowing: where its last seed fell
	Seeds  int    // seeds moved, captured or placed (a decision: the count it reads)
	Dir    Dir    // direction of a sowing
	Kichwa Kichwa // for a capture: the kichwa the seeds enter at (a kichwa decision: the one taken)
	Sown   int    // seeds sown so far in this move (laps = Sown/16)
	Detail string // a short explanation in words
	Board  Position

	// For a decision (EvDecision): which one, whether its condition held
	// as the move took it (Decision's comment says what holding means),
	// and, in ApplyFlipped's trace, whether it was taken the other way.
	Decision Decision
	Held     bool
	Flipped  bool
}

// String renders the event as one line of text.
func (e Event) String() string {
	s := fmt.Sprintf("[%s] %s", e.Rule, e.Kind)
	switch e.Kind {
	case EvDecision:
		return s + ": " + e.Detail
	case EvSow:
		s += fmt.Sprintf(" %d from %s %s, last seed in %s", e.Seeds, e.Pit, e.Dir, e.Last)
	case EvCapture:
		if e.Kichwa == NoKichwa { // Hus Bao: no kichwa (VAR-HUS-3)
			s += fmt.Sprintf(" %d from %s, sown on %s", e.Seeds, e.Pit, e.Dir)
		} else {
			s += fmt.Sprintf(" %d from %s, entered at the %s kichwa", e.Seeds, e.Pit, e.Kichwa)
		}
	default:
		if e.Pit.Valid() {
			s += " " + e.Pit.String()
		}
		if e.Seeds > 0 {
			s += fmt.Sprintf(" (%d)", e.Seeds)
		}
	}
	if e.Detail != "" {
		s += ": " + e.Detail
	}
	return s
}

// Effects returns the events of a trace that are not decisions, in order: the
// trace as it was before decisions were recorded (consumers that collect
// what a move did, not why, read these).
func Effects(events []Event) []Event {
	var out []Event
	for _, e := range events {
		if e.Kind != EvDecision {
			out = append(out, e)
		}
	}
	return out
}

// Decisions returns the decision events of a trace, in order: the k-th of
// them is the decision ApplyFlipped(r, p, m, k) takes the other way.
func Decisions(events []Event) []Event {
	var out []Event
	for _, e := range events {
		if e.Kind == EvDecision {
			out = append(out, e)
		}
	}
	return out
}

// ForReader reports whether a reader following a move step by step (the
// book's boards) needs event e: every effect, and the decisions whose
// outcome no effect shows: a house that does not stop the move or is not
// taxed, no block because the opponent can capture (BLOCK-5) or the pit
// cannot be blocked (BLOCK-2), a namua sowing that goes on through a pit
// the position blocks (BLOCK-7), and any decision taken the other way. The
// rest (every capture-or-relay test, the phase, the legality of the start)
// are in the full trace (bao explain).
func (e Event) ForReader() bool {
	if e.Kind != EvDecision || e.Flipped {
		return true
	}
	switch e.Decision {
	case DecHouseStop, DecTaxation:
		return !e.Held
	case DecBlockDefence, DecBlockExempt:
		return e.Held
	case DecBlockedEnd:
		return e.Rule == "BLOCK-7"
	}
	return false
}
