package steps

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/baolakiswahili/conformance/reference"
)

// Move is one move a scenario plays: a When step, or one move of a game
// record, with its result.
type Move struct {
	// Step is the When step that plays the move (for a game record, the
	// record's step); Index is the move's 1-based place in the scenario,
	// and RecordLine its line in the game record (0 outside a record).
	Step       Step
	Index      int
	RecordLine int
	// Text is the move as written: its notation, or for a JSON move its
	// JSON text (JSON is then true).
	Text string
	JSON bool
	// Move is the move as read in Before: a JSON move as decoded, a
	// notation as reference.ParseMove reads it. A notation that names no
	// legal move is read literally instead (Literal is true, see
	// ReadLiteralMove), so that the illegal move can still be sent to an
	// engine; LiteralErr is set when even that fails (Move is then zero).
	Move       reference.Move
	Literal    bool
	LiteralErr error
	// Before is the position the move is played from.
	Before reference.Position
	// Err is why the move was not played: reference.ParseMove's error for
	// a notation (the move is illegal or the text is not a move), or
	// reference.ApplyTrace's (a *reference.IllegalMoveError) for a JSON
	// move. After, Outcome and Trace are set only when Err is nil.
	Err error
	// Illegal is the typed reason when the move itself is illegal (its
	// kind, rule IDs and pits): from Err, or for a notation read literally
	// from playing Move. It is nil when the move was played, and when only
	// the text was refused (a legal move with wrong marks, or no move).
	Illegal *reference.IllegalMoveError
	// After is the position after the move, Outcome the outcome (the game
	// may end with the move) and Trace the events of the move in order.
	After   reference.Position
	Outcome reference.Outcome
	Trace   []reference.Event
	// Facts are the Thens written after this move (and before the next
	// one): facts about After, the outcome, the trace or why the move is
	// illegal.
	Facts []Fact
}

// FactKind is what a Then step states.
type FactKind int

// The kinds of fact. The fields of Fact each kind uses are listed.
const (
	FactBoard        FactKind = iota // Board: the 32 pits
	FactStores                       // Stores
	FactHouse                        // Side, House
	FactToMove                       // Side
	FactBlocked                      // Pit (reference.NoPit: "no pit is blocked")
	FactMustCapture                  // Pit (reference.NoPit: "no capture obligation")
	FactLasting                      // Pit and Turns: a lasting block (reference.NoPit: none stands), DISPUTE-20
	FactIllegal                      // Message: a text the move's error contains
	FactLegalMoves                   // MoveTexts (as written) and LegalMoves
	FactCaptureMoves                 // MoveTexts: the legal moves that capture (none: "cannot capture"); LegalMoves when they are all the legal moves
	FactNotationRN                   // MoveTexts[0]: the move in Nierse's notation
	FactOutcome                      // Over; when Over, Side (the winner) and Reason
	FactCapture                      // trace: Pit, Trace.Seeds, Trace.Kichwa (NoKichwa: any)
	FactRelay                        // trace: Pit, Trace.Seeds: a kuendelea lifting that many seeds from Pit
	FactCaptureBoard                 // trace: Pit, Board: the 32 pits right after the capture from Pit (the seeds in hand)
	FactEvent                        // trace: Trace.Event, Trace.Present, Pit (NoPit: anywhere)
	FactEventCount                   // trace: Trace.Event, Trace.Count
	FactSown                         // trace: Trace.Seeds, the seeds the move sowed
	FactTurn                         // trace: Pit (a capture), Trace.Reverses
)

var factKindNames = [...]string{"board", "stores", "house", "to-move", "blocked", "must-capture", "lasting-block", "illegal",
	"legal-moves", "capture-moves", "notation-rn", "outcome", "capture", "relay", "capture-board", "event", "event-count", "sown", "turn"}

func (k FactKind) String() string {
	if k >= 0 && int(k) < len(factKindNames) {
		return factKindNames[k]
	}
	return fmt.Sprintf("FactKind(%d)", int(k))
}

// Trace reports whether the fact is about a move's trace (and so cannot be
// observed through the protocol, which carries no trace).
func (k FactKind) Trace() bool { return k >= FactCapture }

// Fact is what one Then step states, read into values. A fact written before
// the first move is about the given position (Scenario.GivenFacts); one
// written after a move is about that move (Move.Facts).
type Fact struct {
	// Step is the Then step as written.
	Step Step
	Kind FactKind
	// Board are the seeds of the 32 pits, indexed by reference.Pit.
	Board [32]int
	// Stores are the seeds in store, indexed by reference.Side.
	Stores [2]int
	// Side is the side of a house or to-move fact, or the winner.
	Side  reference.Side
	House reference.HouseState
	// Pit is the blocked or must-capture pit, or the pit of a trace fact
	// (reference.NoPit when the fact names none).
	Pit reference.Pit
	// Turns is the count of moves a lasting block still stands (0: until
	// its pit is lifted or captured).
	Turns int
	// Message is the text the illegal move's error must contain.
	Message string
	// MoveTexts are the legal moves as written, in the order written;
	// LegalMoves are
	// the same moves read in the position the fact is about (nil when one
	// of them is not a legal move there: Err says which).
	// For a capture-moves fact, LegalMoves is set only when the moves
	// that capture are all the legal moves (CAP-1 makes them so whenever
	// one exists): the fact can then be checked as a legal-moves fact.
	MoveTexts  []string
	LegalMoves []reference.Move
	// Over, Side and Reason are the outcome: Over is false for "the game
	// goes on".
	Over   bool
	Reason reference.Reason
	// Trace are the details of a trace fact.
	Trace TraceFact
	// Err is nil when the reference engine agrees with the fact, and
	// otherwise says how it disagrees (with the positions involved).
	Err error
}

// TraceFact are the details of a fact about a move's trace.
type TraceFact struct {
	// Event is the event kind; Present is false for "has no ... event".
	Event   reference.EventKind
	Present bool
	// Count is the number of events (FactEventCount).
	Count int
	// Seeds are the seeds captured (FactCapture) or sown (FactSown).
	Seeds int
	// Kichwa is the kichwa a capture enters at (reference.NoKichwa: not
	// stated).
	Kichwa reference.Kichwa
	// Reverses is true for "reverses the direction", false for "keeps".
	Reverses bool
}

// check compares a fact with the reference engine and records the
// disagreement in f.Err. It returns an error only when the fact cannot be
// asked (a trace fact without a move, a fact after an illegal move that the
// fact needs played).
func (s *Scenario) check(f *Fact) error {
	last := s.Last()
	if f.Kind.Trace() || f.Kind == FactNotationRN {
		if last == nil {
			return errors.New("this step needs a move: add a When step")
		}
		if last.Err != nil {
			f.Err = fmt.Errorf("the move %q was not played: %v", last.Text, last.Err)
			return nil
		}
	}
	if f.Kind == FactIllegal {
		switch {
		case last.Err == nil:
			f.Err = fmt.Errorf("want the move %q to be illegal (%q), but it was played\n%s", last.Text, f.Message, s.describe())
		case !strings.Contains(last.Err.Error(), f.Message):
			f.Err = fmt.Errorf("want the move %q to be illegal with a reason containing %q, got: %v", last.Text, f.Message, last.Err)
		}
		return nil
	}
	if last != nil && last.Err != nil {
		f.Err = fmt.Errorf("the move %q was not played: %v", last.Text, last.Err)
		return nil
	}
	p := s.Position()
	switch f.Kind {
	case FactBoard:
		var got [32]int
		for q := range got {
			got[q] = p.Seeds(reference.Pit(q))
		}
		if got != f.Board {
			f.Err = fmt.Errorf("the board differs:\nwant:\n%sgot:\n%s%s", boardText(f.Board), boardText(got), s.describe())
		}
	case FactStores:
		if int(p.Store[reference.South]) != f.Stores[0] || int(p.Store[reference.North]) != f.Stores[1] {
			f.Err = fmt.Errorf("want stores South %d, North %d; got South %d, North %d\n%s", f.Stores[0], f.Stores[1], p.Store[reference.South], p.Store[reference.North], s.describe())
		}
	case FactHouse:
		if got := p.House[f.Side]; got != f.House {
			f.Err = fmt.Errorf("want %s's house %q, got %q\n%s", sideName(f.Side), f.House, got, s.describe())
		}
	case FactToMove:
		if p.ToMove != f.Side {
			f.Err = fmt.Errorf("want %s to move, got %s", sideName(f.Side), sideName(p.ToMove))
		}
	case FactBlocked:
		if p.Blocked != f.Pit {
			f.Err = fmt.Errorf("want %s blocked, got %s blocked\n%s", pitName(f.Pit), pitName(p.Blocked), s.describe())
		}
	case FactMustCapture:
		if p.MustCapture != f.Pit {
			f.Err = fmt.Errorf("want the side to move to have to capture %s, got %s\n%s", pitName(f.Pit), pitName(p.MustCapture), s.describe())
		}
	case FactLasting:
		f.Err = checkLasting(f, &p)
		if f.Err != nil {
			f.Err = fmt.Errorf("%w\n%s", f.Err, s.describe())
		}
	case FactLegalMoves:
		s.checkLegalMoves(f, p)
	case FactCaptureMoves:
		s.checkCaptureMoves(f, p)
	case FactNotationRN:
		got, err := reference.FormatMoveRN(s.Rules, last.Before, last.Move)
		if err != nil {
			f.Err = err
		} else if got != f.MoveTexts[0] {
			f.Err = fmt.Errorf("want the move written %q in Nierse's notation, got %q", f.MoveTexts[0], got)
		}
	case FactOutcome:
		s.checkOutcome(f)
	default:
		f.Err = checkTrace(f, last.Trace)
		if f.Err != nil {
			f.Err = fmt.Errorf("%w\n%s", f.Err, s.describe())
		}
	}
	return nil
}

func (s *Scenario) checkLegalMoves(f *Fact, p reference.Position) {
	got, err := reference.FormatMoves(s.Rules, p)
	if err != nil {
		f.Err = err
		return
	}
	sort.Strings(got)
	want := slices.Sorted(slices.Values(f.MoveTexts))
	if strings.Join(got, ", ") != strings.Join(want, ", ") {
		f.Err = fmt.Errorf("legal moves differ:\nwant: %s\ngot:  %s\nmissing: %s\nextra:   %s\n%s",
			strings.Join(want, ", "), strings.Join(got, ", "), strings.Join(minus(want, got), ", "), strings.Join(minus(got, want), ", "), s.describe())
	}
	moves := []reference.Move{}
	for _, t := range f.MoveTexts {
		m, err := reference.ParseMove(s.Rules, p, t)
		if err != nil {
			if f.Err == nil {
				f.Err = fmt.Errorf("legal move %q: %w", t, err)
			}
			return
		}
		moves = append(moves, m)
	}
	f.LegalMoves = moves
}

// checkCaptureMoves compares a capture-moves fact with the legal moves of p
// whose trace has a capture (a capture move, CAP-1; a kutakata never
// captures, CAP-5).
func (s *Scenario) checkCaptureMoves(f *Fact, p reference.Position) {
	legal, err := reference.LegalMoves(s.Rules, p, nil)
	if err != nil {
		f.Err = err
		return
	}
	got := []string{}
	all := len(legal) > 0
	for _, m := range legal {
		_, trace, err := reference.ApplyTrace(s.Rules, p, m)
		if err != nil {
			f.Err = fmt.Errorf("legal move %s: %w", m, err)
			return
		}
		if !slices.ContainsFunc(trace, func(e reference.Event) bool { return e.Kind == reference.EvCapture }) {
			all = false
			continue
		}
		t, err := reference.FormatMove(s.Rules, p, m)
		if err != nil {
			f.Err = fmt.Errorf("legal move %s: %w", m, err)
			return
		}
		got = append(got, t)
	}
	sort.Strings(got)
	want := slices.Sorted(slices.Values(f.MoveTexts))
	if strings.Join(got, ", ") != strings.Join(want, ", ") {
		if len(want) == 0 {
			f.Err = fmt.Errorf("want the side to move to have no capture, got the capture moves %s\n%s", strings.Join(got, ", "), s.describe())
		} else {
			f.Err = fmt.Errorf("capture moves differ:\nwant: %s\ngot:  %s\nmissing: %s\nextra:   %s\n%s",
				strings.Join(want, ", "), strings.Join(got, ", "), strings.Join(minus(want, got), ", "), strings.Join(minus(got, want), ", "), s.describe())
		}
		return
	}
	if !all || len(want) == 0 {
		return
	}
	moves := []reference.Move{}
	for _, t := range f.MoveTexts {
		m, err := reference.ParseMove(s.Rules, p, t)
		if err != nil {
			f.Err = fmt.Errorf("capture move %q: %w", t, err)
			return
		}
		moves = append(moves, m)
	}
	f.LegalMoves = moves
}

// checkOutcome compares an outcome fact with the outcome after the last move,
// or the status of the given position when no move was played.
func (s *Scenario) checkOutcome(f *Fact) {
	var o reference.Outcome
	if last := s.Last(); last != nil {
		o = last.Outcome
	} else {
		var err error
		if o, err = reference.Status(s.Rules, s.Given); err != nil {
			f.Err = err
			return
		}
	}
	switch {
	case !f.Over && o.Over():
		f.Err = fmt.Errorf("want the game to go on, got %s winning by %s\n%s", o.Winner, o.Reason, s.describe())
	case f.Over && !o.Over():
		f.Err = fmt.Errorf("want %s to win by %s, but the game goes on\n%s", sideName(f.Side), f.Reason, s.describe())
	case f.Over && (o.Winner != f.Side || o.Reason != f.Reason):
		f.Err = fmt.Errorf("want %s to win by %s, got %s winning by %s\n%s", sideName(f.Side), f.Reason, o.Winner, o.Reason, s.describe())
	}
}

func checkTrace(f *Fact, trace []reference.Event) error {
	switch f.Kind {
	case FactCapture:
		for _, e := range trace {
			if e.Kind == reference.EvCapture && e.Pit == f.Pit && e.Seeds == f.Trace.Seeds &&
				(f.Trace.Kichwa == reference.NoKichwa || e.Kichwa == f.Trace.Kichwa) {
				return nil
			}
		}
		want := fmt.Sprintf("a capture of %d seeds from %s", f.Trace.Seeds, f.Pit)
		if f.Trace.Kichwa != reference.NoKichwa {
			want += " entered at the " + f.Trace.Kichwa.String() + " kichwa"
		}
		return fmt.Errorf("want %s in the trace", want)
	case FactRelay:
		for _, e := range trace {
			if e.Kind == reference.EvKuendelea && e.Pit == f.Pit && e.Seeds == f.Trace.Seeds {
				return nil
			}
		}
		return fmt.Errorf("want a relay (kuendelea) of %d seeds from %s in the trace", f.Trace.Seeds, f.Pit)
	case FactCaptureBoard:
		for _, e := range trace {
			if e.Kind != reference.EvCapture || e.Pit != f.Pit {
				continue
			}
			var got [32]int
			for q := range got {
				got[q] = e.Board.Seeds(reference.Pit(q))
			}
			if got != f.Board {
				return fmt.Errorf("the board right after the capture from %s differs:\nwant:\n%sgot:\n%s", f.Pit, boardText(f.Board), boardText(got))
			}
			return nil
		}
		return fmt.Errorf("want a capture from %s in the trace", f.Pit)
	case FactEvent:
		found := slices.ContainsFunc(trace, func(e reference.Event) bool {
			return e.Kind == f.Trace.Event && (f.Pit == reference.NoPit || e.Pit == f.Pit)
		})
		if found == f.Trace.Present {
			return nil
		}
		at := ""
		if f.Pit != reference.NoPit {
			at = " at " + f.Pit.String()
		}
		if f.Trace.Present {
			return fmt.Errorf("want a %q event%s in the trace", f.Trace.Event, at)
		}
		return fmt.Errorf("want no %q event%s in the trace", f.Trace.Event, at)
	case FactEventCount:
		got := 0
		for _, e := range trace {
			if e.Kind == f.Trace.Event {
				got++
			}
		}
		if got != f.Trace.Count {
			return fmt.Errorf("want %d %q events in the trace, got %d", f.Trace.Count, f.Trace.Event, got)
		}
	case FactSown:
		got := 0
		for _, e := range trace {
			got = max(got, e.Sown)
		}
		if got != f.Trace.Seeds {
			return fmt.Errorf("want the move to sow %d seeds, got %d", f.Trace.Seeds, got)
		}
	case FactTurn:
		// The direction the captured seeds are sown in against the
		// direction of the sowing that captured (DIR-1, DIR-3, DIR-5).
		var before reference.Dir
		for _, e := range trace {
			switch {
			case e.Kind == reference.EvSow:
				before = e.Dir
			case e.Kind == reference.EvCapture && e.Pit == f.Pit:
				if before == reference.NoDir {
					return fmt.Errorf("the capture of %s ends no sowing (a namua capture by the store seed): it has no direction to keep or reverse", f.Pit)
				}
				if reversed := e.Dir == before.Reverse(); reversed != f.Trace.Reverses {
					how := "keep"
					if f.Trace.Reverses {
						how = "reverse"
					}
					return fmt.Errorf("want the capture of %s to %s the direction: the sowing went %s, the captured seeds go %s", f.Pit, how, before, e.Dir)
				}
				return nil
			}
		}
		return fmt.Errorf("want a capture of %s in the trace", f.Pit)
	}
	return nil
}

func sideName(s reference.Side) string {
	if s == reference.North {
		return "North"
	}
	return "South"
}

func pitName(p reference.Pit) string {
	if p == reference.NoPit {
		return "no pit"
	}
	return p.String()
}

func boardText(b [32]int) string {
	var s strings.Builder
	for _, label := range []byte("baAB") {
		pits, _ := reference.DiagramRowPits(label)
		fmt.Fprintf(&s, "  | %c |", label)
		for _, q := range pits {
			fmt.Fprintf(&s, " %2d |", b[q])
		}
		s.WriteByte('\n')
	}
	return s.String()
}

// splitMoves splits a comma-separated list of move texts, in the order
// written; "" is no move.
func splitMoves(s string) []string {
	out := []string{}
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}

func minus(a, b []string) []string {
	var out []string
	for _, s := range a {
		if !slices.Contains(b, s) {
			out = append(out, s)
		}
	}
	return out
}

var eventKinds = func() map[string]reference.EventKind {
	m := map[string]reference.EventKind{}
	for k := reference.EventKind(0); ; k++ {
		name := k.String()
		if strings.HasPrefix(name, "event(") {
			return m
		}
		m[name] = k
	}
}()

func eventKind(name string) (reference.EventKind, error) {
	k, ok := eventKinds[name]
	if !ok {
		names := make([]string, 0, len(eventKinds))
		for n := range eventKinds {
			names = append(names, n)
		}
		sort.Strings(names)
		return 0, fmt.Errorf("unknown event kind %q (want one of %s)", name, strings.Join(names, ", "))
	}
	return k, nil
}

// describe renders the current state for failure messages.
func (s *Scenario) describe() string {
	var b strings.Builder
	if m := s.Last(); m != nil {
		fmt.Fprintf(&b, "before the move %q:\n%s", m.Text, reference.FormatDiagram(m.Before))
		if m.Err == nil {
			b.WriteString("trace:\n")
			for _, e := range m.Trace {
				fmt.Fprintf(&b, "  %s\n", e)
			}
			fmt.Fprintf(&b, "after:\n%s", reference.FormatDiagram(m.After))
		}
	} else if s.built {
		b.WriteString(reference.FormatDiagram(s.Given))
	}
	return b.String()
}

// checkLasting compares a lasting-block fact with the position (DISPUTE-20).
func checkLasting(f *Fact, p *reference.Position) error {
	if f.Pit == reference.NoPit {
		for side := reference.South; side <= reference.North; side++ {
			if q := p.LastingPit(side); q != reference.NoPit {
				return fmt.Errorf("want no lasting block, got one on %s", q)
			}
		}
		return nil
	}
	b := p.Lasting[f.Pit.Side()]
	if got := p.LastingPit(f.Pit.Side()); got != f.Pit {
		return fmt.Errorf("want a lasting block on %s, got %s", f.Pit, pitName(got))
	}
	if int(b.Turns) != f.Turns {
		return fmt.Errorf("want the lasting block on %s to stand for %d more moves (0: until lifted), got %d", f.Pit, f.Turns, b.Turns)
	}
	return nil
}
