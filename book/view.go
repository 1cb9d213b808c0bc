package book

import (
	"encoding/json"
	"fmt"
	"html/template"
	"net/url"
	"regexp"
	"strings"

	"github.com/baolakiswahili/conformance/book/board"
	"github.com/baolakiswahili/conformance/reference"
)

// Figure is one drawn board with its caption and text alternative.
type Figure struct {
	Kind    string // "before", "after", "position"
	SVG     template.HTML
	Caption string
	Text    string // the text diagram
}

// TraceLine is one event of a trace, its rule linked.
type TraceLine struct {
	Rule string
	Href string
	Text string
}

// ScenarioView is what a page shows for one scenario.
type ScenarioView struct {
	S       *Scenario
	Anchor  string
	Title   string
	Where   string
	Figures []Figure
	// Series draws a long move sowing by sowing, one small board each;
	// SeriesMore counts the sowings left undrawn.
	Series     []Figure
	SeriesMore int
	// SeriesSrc, when set, is the script that holds the series' boards,
	// drawn when the reader opens them (the page stays light).
	SeriesSrc string
	// LongTrace is set when the trace is long enough to fold away.
	LongTrace bool
	Gherkin   string
	Comment   string
	// EngineNote holds what the comment says of engines' internals
	// (Donkers' performmove and the like), moved out of the players' text.
	EngineNote []string
	Trace      []TraceLine
	MoveText   string
	Result     string // outcome, illegal move, or legal moves
	Legal      string
	BoardURL   string
	Failed     string
	Rules      []RuleLink
}

// RuleLink links a rule ID to its page.
type RuleLink struct {
	ID   string
	Href string
}

// gherkinText renders the steps of s as Gherkin.
func gherkinText(s *Scenario) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\nScenario: %s\n", strings.Join(s.Tags, " "), s.Name)
	for _, st := range s.Steps {
		fmt.Fprintf(&b, "  %s %s\n", st.Keyword, st.Text)
		for _, r := range st.Table {
			b.WriteString("    |")
			for _, c := range r {
				fmt.Fprintf(&b, " %-2s |", c)
			}
			b.WriteByte('\n')
		}
		if st.Doc != "" {
			b.WriteString("    \"\"\"\n")
			for _, l := range strings.Split(st.Doc, "\n") {
				b.WriteString("    " + l + "\n")
			}
			b.WriteString("    \"\"\"\n")
		}
	}
	return b.String()
}

func outcomeText(o reference.Outcome) string {
	if !o.Over() {
		return "the game goes on"
	}
	return fmt.Sprintf("%s wins by %s", sideWord(o.Winner), o.Reason)
}

// overText is what a board says of a game that is over ("South wins by
// front-row-empty"), or "" while it goes on.
func overText(o reference.Outcome) string {
	if !o.Over() {
		return ""
	}
	return outcomeText(o)
}

func sideWord(s reference.Side) string {
	if s == reference.North {
		return "North"
	}
	return "South"
}

var ruleRef = regexp.MustCompile(`^\[([A-Z][A-Z0-9-]*-[0-9]+[a-z]?)\] (.*)$`)

// view prepares scenario s for a page; href links a rule ID to its anchor.
func (b *builder) view(s *Scenario) ScenarioView {
	v := ScenarioView{S: s, Anchor: s.Anchor(), Title: s.Name, Gherkin: gherkinText(s)}
	v.Comment, v.EngineNote = engineNotes(s.Comment)
	if s.Example != "" {
		v.Title += " — reading " + s.Example
	}
	v.Where = fmt.Sprintf("features/%s:%d", s.File, s.Line)
	for _, id := range s.RuleIDs {
		v.Rules = append(v.Rules, RuleLink{ID: id, Href: b.ruleHref(id)})
	}
	if s.Err != nil {
		v.Failed = s.Err.Error()
	}
	if !s.Built {
		return v
	}
	before := s.Before
	cap := "The position"
	if s.Played {
		cap = "Before"
		if len(s.Moves) > 1 {
			cap = fmt.Sprintf("Before move %d of %d", len(s.Moves), len(s.Moves))
		}
	}
	if !s.SharedBefore {
		v.Figures = append(v.Figures, b.beforeFigure(s, cap, v.Anchor))
	}
	rj := reference.RulesJSON{Profile: "default", Options: s.Rules.Diff(defaultRules())}
	move := ""
	if s.Played {
		move = s.Moves[len(s.Moves)-1]
	}
	switch {
	case s.Played && s.MoveErr == nil:
		if t, err := reference.FormatMove(s.Rules, before, s.Move); err == nil {
			move = t
		}
		v.MoveText = move
		sw, capt := board.FromTrace(s.Trace)
		after := fmt.Sprintf("After %s", move)
		if len(sw) > maxPaths {
			// Too many paths for one board: the after board marks the
			// captures, and the sowings are drawn one by one.
			after += fmt.Sprintf(" (its %d sowings are drawn one by one below)", len(sw))
			v.Series = series(v.Anchor, s.Trace)
			if len(v.Series) > maxSeries {
				v.SeriesMore = len(v.Series) - maxSeries
				v.Series = v.Series[:maxSeries]
			}
			v.SeriesSrc = b.seriesFile(v.Anchor, v.Series)
			sw = nil
		}
		v.Figures = append(v.Figures, Figure{Kind: "after", Caption: after, Text: board.Diagram(s.After, overText(s.Outcome)),
			SVG: template.HTML(board.SVG(s.After, board.Marks{ID: v.Anchor + "-a", Title: after + ": " + s.Name, Sowings: sw, Captured: capt, Flows: board.Flows(s.Trace), Prev: &before, Selected: reference.NoPit, Active: reference.NoPit, Over: overText(s.Outcome)}))}) //nolint:gosec // generated SVG
		for _, e := range s.Trace {
			if !e.ForReader() {
				continue // a decision the effects show (bao explain lists every one)
			}
			line := TraceLine{Text: e.String()}
			if m := ruleRef.FindStringSubmatch(line.Text); m != nil {
				line.Rule, line.Href, line.Text = m[1], b.ruleHref(m[1]), m[2]
			}
			v.Trace = append(v.Trace, line)
		}
		v.Result = "Outcome: " + outcomeText(s.Outcome)
		v.LongTrace = len(v.Trace) > longTrace
	case s.Played:
		v.MoveText = move
		v.Result = fmt.Sprintf("The move %s is illegal: %s", move, strings.TrimPrefix(s.MoveErr.Error(), "bao: "))
	default:
		if st, err := reference.Status(s.Rules, before); err == nil && st.Over() {
			v.Result = "Outcome: " + outcomeText(st)
		}
		if ms, err := reference.FormatMoves(s.Rules, before); err == nil {
			v.Legal = strings.Join(ms, ", ")
			if v.Legal == "" {
				v.Legal = "none"
			}
		}
	}
	v.BoardURL = boardURL(before, rj, move)
	return v
}

// boardURL opens a position on the interactive board.
func boardURL(p reference.Position, rj reference.RulesJSON, move string) string {
	pj, _ := json.Marshal(p)
	q := url.Values{}
	q.Set("pos", string(pj))
	if len(rj.Options) > 0 || (rj.Profile != "" && rj.Profile != "default") {
		r, _ := json.Marshal(rj)
		q.Set("rules", string(r))
	}
	if move != "" {
		q.Set("move", move)
	}
	return "board.html#" + q.Encode()
}

func defaultRules() reference.Rules {
	r, _ := reference.Profile("default")
	return r
}

// beforeFigure draws the position a scenario starts from.
// A position no move is played from has the pits that start a legal move
// outlined (they differ between readings).
func (b *builder) beforeFigure(s *Scenario, caption, id string) Figure {
	var movable map[reference.Pit]bool
	over := ""
	if st, err := reference.Status(s.Rules, s.Before); err == nil {
		over = overText(st)
	}
	if !s.Played {
		if succ, err := reference.Moves(s.Rules, s.Before, nil); err == nil {
			movable = map[reference.Pit]bool{}
			for _, m := range succ {
				movable[m.Move.Pit] = true
			}
			if len(movable) > 0 {
				caption += " (pits outlined in blue start a legal move)"
			}
		}
	}
	return Figure{Kind: "before", Caption: caption, Text: board.Diagram(s.Before, over),
		SVG: template.HTML(board.SVG(s.Before, board.Marks{ID: id + "-b", Title: caption + ": " + s.Name, Movable: movable, Selected: reference.NoPit, Active: reference.NoPit, Over: over}))} //nolint:gosec // generated SVG
}

// SharedFigure draws the position all readings of an outline start from, or
// returns nil when they do not share one.
func (b *builder) SharedFigure(o *Outline) *Figure {
	if len(o.Readings) == 0 || !o.Readings[0].SharedBefore {
		return nil
	}
	s := o.Readings[0]
	cap := "The position, under every reading"
	if s.Played {
		move := s.Moves[len(s.Moves)-1]
		if t, err := reference.FormatMove(s.Rules, s.Before, s.Move); err == nil {
			move = t
		}
		cap = "The position before " + move + ", the same under every reading"
	}
	f := b.beforeFigure(s, cap, s.Anchor()+"-shared")
	f.Kind = "shared"
	return &f
}

// maxPaths is the most sowings drawn on one board, maxSeries the most
// small boards drawn for one move, and longTrace the most trace lines shown
// unfolded.
const (
	maxPaths  = 3
	maxSeries = 12
	longTrace = 40
)

// series draws a move sowing by sowing: after each sowing (or hand seed),
// the board with that sowing's path and the captures that fed it.
func series(anchor string, trace []reference.Event) []Figure {
	var out []Figure
	n := 0
	since := 0 // first event after the previous sowing
	for i, e := range trace {
		if e.Kind != reference.EvSow && e.Kind != reference.EvHandSeed {
			continue
		}
		n++
		part := trace[since : i+1]
		since = i + 1
		sw, capt := board.FromTrace(part)
		var one []board.Sowing
		if len(sw) > 0 {
			last := sw[len(sw)-1]
			last.N = n
			one = []board.Sowing{last}
		}
		var rules []string
		for _, x := range part {
			rules = append(rules, x.Rule)
		}
		cap := fmt.Sprintf("%d. %s", n, strings.TrimPrefix(e.String(), "["+e.Rule+"] "))
		if len(capt) > 0 {
			cap = fmt.Sprintf("%d. after capturing: %s", n, strings.TrimPrefix(e.String(), "["+e.Rule+"] "))
		}
		out = append(out, Figure{Kind: "step", Caption: cap + " (" + e.Rule + ")", Text: reference.FormatDiagram(e.Board),
			SVG: template.HTML(board.SVG(e.Board, board.Marks{ID: fmt.Sprintf("%s-s%d", anchor, n), Title: cap, Sowings: one, Captured: capt, Flows: board.Flows(part), Mini: true, Selected: reference.NoPit, Active: reference.NoPit}))}) //nolint:gosec // generated SVG
	}
	return out
}

// seriesFile writes the boards of a series into a script of their own,
// series/ANCHOR.js, which book.js loads when the reader opens the series,
// and returns its name ("" when the builder writes no site: the series is
// then drawn in the page).
func (b *builder) seriesFile(anchor string, figs []Figure) string {
	if b.site == nil {
		return ""
	}
	var h strings.Builder
	for _, f := range figs {
		fmt.Fprintf(&h, `<figure class="fig mini" data-board="%s"><figcaption>%s</figcaption>%s</figure>`, f.Kind, template.HTMLEscapeString(f.Caption), f.SVG)
	}
	id, _ := json.Marshal(anchor)
	body, _ := json.Marshal(h.String())
	name := "series/" + anchor + ".js"
	b.site.Files[name] = []byte("window.BAO_SERIES(" + string(id) + ", " + string(body) + ");\n")
	return name
}

// internals are words of engines' source code that a player need not read.
var internals = regexp.MustCompile(`(?s)\s*\(([^()]*\b(?:performmove|generatemoves|onlynyumba)\b[^()]*)\)`)

// engineNotes moves the parentheses of a comment that name engines'
// internals out of it: the comment in players' words, and the notes.
func engineNotes(c string) (string, []string) {
	var notes []string
	for _, m := range internals.FindAllStringSubmatch(c, -1) {
		notes = append(notes, strings.Join(strings.Fields(m[1]), " "))
	}
	return internals.ReplaceAllString(c, ""), notes
}
