package main

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/baolakiswahili/conformance/book/wasmapi"
	"github.com/baolakiswahili/conformance/reference"
)

func init() {
	register(command{name: "explain", summary: "play one move step by step with rule IDs; --readings: which disputed readings change it", run: runExplain})
}

// readingChange is how one alternative reading changes a move.
type readingChange struct {
	Option   string   `json:"option"`
	Dispute  string   `json:"dispute"`
	Reading  string   `json:"reading"`
	Selected string   `json:"selected"`
	Legal    bool     `json:"legal"`
	Error    string   `json:"error,omitempty"`
	Move     string   `json:"move,omitempty"`
	Changes  []string `json:"changes"`
	result   reference.Result
}

// explainJSON is `bao explain --json`.
type explainJSON struct {
	Move     *reference.Move     `json:"move,omitempty"`
	Text     string              `json:"text,omitempty"`
	Error    string              `json:"error,omitempty"`
	Events   []reference.Event   `json:"events,omitempty"`
	Position *reference.Position `json:"position,omitempty"`
	Outcome  *reference.Outcome  `json:"outcome,omitempty"`
	Readings *readingsJSON       `json:"readings,omitempty"`
}

// readingsJSON is the --readings part of `bao explain --json`.
type readingsJSON struct {
	Tried     int             `json:"tried"`
	Unchanged int             `json:"unchanged"`
	Changed   []readingChange `json:"changed"`
}

// runExplain implements `bao explain [POS] MOVE`: the move's trace, one event
// per line with its rule ID, the board after each step, and the outcome.
// With --readings it replays the move under every reading the selected rules
// do not select, one option at a time, and reports the readings that change
// legality, board, outcome or block.
func runExplain(_ context.Context, e *env, args []string) error {
	fs := newFlagSet(e, "explain", "[flags] [POS] MOVE",
		"Plays MOVE step by step, each event with its rule ID and the board after it.\n"+
			"MOVE is text (A6>*, A1+, A5R>) or move JSON. An illegal move is explained and exits 2.\n\n"+
			"POS_HELP")
	asJSON := fs.Bool("json", false, "print the move, its events (with boards), the result and the readings as JSON")
	readings := fs.Bool("readings", false, "replay the move under every other reading of every option and report what changes")
	noBoards := fs.Bool("no-boards", false, "do not print the board after each step")
	rf := addRulesFlags(fs)
	pos, err := fs.parse(args)
	if err != nil {
		return helpOK(err)
	}
	var posArg, moveArg string
	switch len(pos) {
	case 1:
		posArg, moveArg = "start", pos[0]
	case 2:
		posArg, moveArg = pos[0], pos[1]
	case 0:
		return usageError("explain: no move given (usage: bao explain [POS] MOVE)")
	default:
		return usageError("explain: want [POS] MOVE, got %d arguments", len(pos))
	}
	p, r, err := loadWithRules(e, posArg, rf)
	if err != nil {
		return err
	}

	// The move under the selected rules.
	var (
		m      reference.Move
		res    reference.Result
		events []reference.Event
	)
	m, moveErr := parseMoveArg(r, p, moveArg)
	if moveErr == nil {
		res, events, moveErr = reference.ApplyTrace(r, p, m)
	}

	var changes []readingChange
	tried := 0
	if *readings {
		changes, tried = compareReadingsProgress(e.stderr, r, p, moveArg, m, moveErr == nil, res)
	}

	if *asJSON {
		out := explainJSON{}
		if moveErr != nil {
			out.Error = strings.ReplaceAll(moveErr.Error(), "bao: ", "")
		} else {
			out.Move, out.Text, out.Events = &m, formatMove(r, p, m), events
			out.Position, out.Outcome = &res.Position, &res.Outcome
		}
		if *readings {
			out.Readings = &readingsJSON{Tried: tried, Unchanged: tried - len(changes), Changed: changes}
			if out.Readings.Changed == nil {
				out.Readings.Changed = []readingChange{}
			}
		}
		if err := writeJSON(e.stdout, out); err != nil {
			return err
		}
	} else {
		w := e.stdout
		fmt.Fprintf(w, "Position (%s):\n", rf.describe())
		writePosition(w, &p)
		fmt.Fprintln(w)
		if moveErr != nil {
			fmt.Fprintf(w, "Move %s by %s is not legal: %s\n", clip(moveArg), sideName(p.ToMove), clipWords(plain(moveErr)))
		} else {
			writeTrace(w, r, p, m, events, res, *noBoards)
		}
		if *readings {
			base := ""
			if moveErr == nil {
				base = formatMove(r, p, m)
			}
			writeReadings(w, moveArg, base, changes, tried)
		}
	}
	if moveErr != nil {
		// The answer above says why the move is not legal; exit 2 without
		// saying it a second time on stderr.
		return &exitError{code: 2, err: fmt.Errorf("explain: %s", strings.ReplaceAll(moveErr.Error(), "bao: ", "")), said: true}
	}
	return nil
}

// writeTrace prints the events of a move, each with its rule ID, the board
// after it, and the result.
func writeTrace(w io.Writer, r reference.Rules, p reference.Position, m reference.Move, events []reference.Event, res reference.Result, noBoards bool) {
	text := formatMove(r, p, m)
	kind := "capture move, " + p.Phase().String()
	switch {
	case p.Variant == reference.Hus:
		kind = "hus"
	case strings.HasSuffix(text, "*"):
		kind = "kutakata, " + p.Phase().String()
	}
	fmt.Fprintf(w, "Move %s by %s (%s):\n", text, sideName(p.ToMove), kind)
	for i, ev := range events {
		fmt.Fprintf(w, "%2d. %s\n", i+1, ev.String())
		if noBoards || !boardChanges(events, i, p) {
			continue
		}
		var b strings.Builder
		writeBoard(&b, &ev.Board)
		for _, line := range strings.Split(strings.TrimRight(b.String(), "\n"), "\n") {
			fmt.Fprintf(w, "      %s\n", strings.TrimRight(line, " "))
		}
		if hand := reference.TotalSeeds - ev.Board.Total(); hand > 0 {
			fmt.Fprintf(w, "      (%s in hand)\n", plural(hand, "seed"))
		}
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Result:")
	if !res.Outcome.Over() {
		writePosition(w, &res.Position)
		fmt.Fprintf(w, "Outcome: %s\n", outcomeText(res.Outcome))
		return
	}
	// The game is over: nobody is to move (the successor's toMove is the
	// protocol's convention, not a turn).
	if res.Position.Variant != reference.Kiswahili {
		fmt.Fprintf(w, "Variant: %s\n", res.Position.Variant)
	}
	writeBoard(w, &res.Position)
	fmt.Fprintf(w, "Game over: %s\n", outcomeText(res.Outcome))
}

// boardChanges reports whether event i changed the board (pits, stores or
// houses) since the previous event, so unchanged boards are not repeated.
func boardChanges(events []reference.Event, i int, start reference.Position) bool {
	prev := start
	if i > 0 {
		prev = events[i-1].Board
	}
	b := events[i].Board
	return b.Pits != prev.Pits || b.Store != prev.Store || b.House != prev.House
}

// compareReadings replays the move under every reading not selected in r,
// one option at a time, and returns those that change anything, and how
// many readings were tried. The move text is read again under each reading,
// since the same text may name a different move (or none) there.
func compareReadings(r reference.Rules, p reference.Position, moveArg string, baseMove reference.Move, baseLegal bool, base reference.Result) ([]readingChange, int) {
	return compareReadingsProgress(io.Discard, r, p, moveArg, baseMove, baseLegal, base)
}

// compareReadingsProgress is compareReadings reporting its progress on w.
func compareReadingsProgress(w io.Writer, r reference.Rules, p reference.Position, moveArg string, baseMove reference.Move, baseLegal bool, base reference.Result) ([]readingChange, int) {
	var out []readingChange
	tried, total := 0, 0
	for _, o := range reference.Options {
		total += len(o.Readings) - 1
	}
	prog := newProgress(w)
	for _, o := range reference.Options {
		sel := o.Get(&r)
		for _, rd := range o.Readings {
			if rd == sel {
				continue
			}
			tried++
			prog.say("bao explain: reading %d of %d: %s=%s", tried, total, o.Name, rd)
			r2 := r
			if err := o.Set(&r2, rd); err != nil {
				continue
			}
			c := readingChange{Option: o.Name, Dispute: o.Dispute, Reading: rd, Selected: sel}
			m, err := parseMoveArg(r2, p, moveArg)
			if err == nil {
				c.result, err = reference.Apply(r2, p, m)
			}
			if err != nil {
				c.Error = strings.ReplaceAll(err.Error(), "bao: ", "")
				if !baseLegal {
					continue
				}
				// The reading may ask for a choice the text does not make
				// (a kichwa under DISPUTE-14): compare each completion too.
				alts := completions(r2, p, baseMove)
				if len(alts) == 0 {
					c.Changes = []string{"the move is illegal: " + c.Error}
					out = append(out, c)
					continue
				}
				c.Changes = []string{"as written the move is illegal: " + c.Error}
				for _, a := range alts {
					text := formatMove(r2, p, a.Move)
					d := diffResults(base, a.Result, false)
					if len(d) == 0 {
						c.Changes = append(c.Changes, text+": the same result")
						continue
					}
					c.Changes = append(c.Changes, text+": "+strings.Join(d, "; "))
				}
				out = append(out, c)
				continue
			}
			c.Legal = true
			c.Move = formatMove(r2, p, m)
			if !baseLegal {
				c.Changes = []string{"the move is legal: " + outcomeText(c.result.Outcome)}
				c.Changes = append(c.Changes, diffResults(reference.Result{Position: p}, c.result, true)...)
				out = append(out, c)
				continue
			}
			if d := diffResults(base, c.result, false); len(d) > 0 {
				c.Changes = d
				out = append(out, c)
			}
		}
	}
	return out, tried
}

// completions lists the legal moves under r that start like m (pit,
// direction, safari) but add a kichwa choice m does not make.
func completions(r reference.Rules, p reference.Position, m reference.Move) []reference.Successor {
	if m.Kichwa != reference.NoKichwa {
		return nil
	}
	succ, err := reference.Moves(r, p, nil)
	if err != nil {
		return nil
	}
	var out []reference.Successor
	for _, s := range succ {
		if s.Move.Pit == m.Pit && s.Move.Dir == m.Dir && s.Move.Safari == m.Safari && s.Move.Kichwa != reference.NoKichwa {
			out = append(out, s)
		}
	}
	return out
}

// diffResults describes how result b differs from a: outcome, then the
// position's changes (wasmapi.PositionChanges, shared with the book's board).
// With boardOnly the outcome is left out (the caller reports it).
func diffResults(a, b reference.Result, boardOnly bool) []string {
	var out []string
	if !boardOnly && a.Outcome != b.Outcome {
		out = append(out, fmt.Sprintf("outcome: %s instead of %s", outcomeText(b.Outcome), outcomeText(a.Outcome)))
	}
	return append(out, wasmapi.PositionChanges(&a.Position, &b.Position)...)
}

// writeReadings prints the --readings report. base is the move's canonical
// text under the selected rules, "" when it is illegal there.
func writeReadings(w io.Writer, moveArg string, base string, changes []readingChange, tried int) {
	baseLegal := base != ""
	fmt.Fprintln(w)
	what := "change the result of"
	if !baseLegal {
		what = "make legal"
	}
	fmt.Fprintf(w, "Readings that %s %s (each option changed alone; %d other readings tried):\n", what, moveArg, tried)
	if len(changes) == 0 {
		fmt.Fprintln(w, "  none: every other reading gives the same result.")
		return
	}
	for _, c := range changes {
		fmt.Fprintf(w, "  --option %s=%s (%s; selected: %s)", c.Option, c.Reading, c.Dispute, c.Selected)
		if c.Legal && c.Move != "" && baseLegal && c.Move != base {
			fmt.Fprintf(w, " as %s", c.Move)
		}
		fmt.Fprintln(w)
		for _, d := range c.Changes {
			fmt.Fprintf(w, "      %s\n", d)
		}
	}
	fmt.Fprintf(w, "The other %d readings give the same result.\n", tried-len(changes))
}

// plural writes n and the noun, with an s unless n is 1.
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// progressAfter is how long a command works in silence before it reports
// progress on stderr, and then how often at most.
var progressAfter = 2 * time.Second

// progress reports on stderr what a long computation is doing: nothing for
// the first progressAfter, then a line at most every progressAfter (issue 9:
// explain --readings on a long position printed nothing for 207 s).
type progress struct {
	w    io.Writer
	last time.Time
}

func newProgress(w io.Writer) *progress { return &progress{w: w, last: time.Now()} }

// say prints the line when progressAfter has passed since the last one.
func (p *progress) say(format string, args ...any) {
	if now := time.Now(); now.Sub(p.last) >= progressAfter {
		fmt.Fprintf(p.w, format+"\n", args...)
		p.last = now
	}
}
