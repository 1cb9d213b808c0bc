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
)

// MaxTraceEvents bounds a trace: an endless move under the "cycle" reading
// of DISPUTE-13 can take 10^8 sowings before its cycle is found. The events
// after the bound are not recorded; the last recorded event says so.
const MaxTraceEvents = 20000

var eventNames = [...]string{"hand-seed", "pick-up", "sow", "capture", "kuendelea", "house-stop", "safari", "taxation", "house-destroyed", "move-end", "block-set", "must-capture", "game-end", "lap-limit", "truncated"}

// String returns the JSON name of k.
func (k EventKind) String() string {
	if int(k) < len(eventNames) {
		return eventNames[k]
	}
	return fmt.Sprintf("event(%d)", uint8(k))
}

// Event is one step of a traced move, with the rule that made it happen and
// the whole position right after it.
type Event struct {
	Kind   EventKind
	Rule   string // rule ID, such as "CAP-4"
	Pit    Pit    // the pit acted on (sowing: its first pit)
	Last   Pit    // for a sowing: where its last seed fell
	Seeds  int    // seeds moved, captured or placed
	Dir    Dir    // direction of a sowing
	Kichwa Kichwa // for a capture: the kichwa the seeds enter at
	Sown   int    // seeds sown so far in this move (laps = Sown/16)
	Detail string // a short explanation in words
	Board  Position
}

// String renders the event as one line of text.
func (e Event) String() string {
	s := fmt.Sprintf("[%s] %s", e.Rule, e.Kind)
	switch e.Kind {
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
