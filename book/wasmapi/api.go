// Package engine is what the book's interactive board asks of the reference
// engine: read a position (JSON or the text form), list the legal moves, play
// a move step by step with the rule of each step, find the readings of the
// disputed rules that change a move (as `bao explain --readings` does), and
// draw each step with package board. Every answer is a JSON-ready value, so
// the WebAssembly main only passes strings.
package wasmapi

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/baolakiswahili/conformance/book/board"
	"github.com/baolakiswahili/conformance/reference"
)

// MaxSteps bounds the steps drawn for one move; a longer trace is cut.
const MaxSteps = 600

// Parse reads a position in JSON (position JSON v1) or in the text form.
func Parse(s string) (reference.Position, error) {
	t := strings.TrimSpace(s)
	if t == "" {
		return reference.Position{}, fmt.Errorf("position: empty")
	}
	if t[0] == '{' {
		var p reference.Position
		if err := json.Unmarshal([]byte(t), &p); err != nil {
			return p, fmt.Errorf("position JSON: %w", err)
		}
		return p, nil
	}
	p, err := reference.ParsePositionText(t)
	if err != nil {
		return p, fmt.Errorf("position text: %w", err)
	}
	return p, nil
}

// Start returns a start position: variant kiswahili, kujifunza or hus; setup
// "malawi" for the Malawi house.
func Start(variant, setup string) (reference.Position, error) {
	v, err := reference.ParseVariant(variant)
	if err != nil {
		return reference.Position{}, err
	}
	s := reference.SetupStandard
	if setup == "malawi" {
		s = reference.SetupMalawi
	}
	return reference.Start(v, s), nil
}

// MoveInfo is one legal move.
type MoveInfo struct {
	Text string         `json:"text"`
	Pit  string         `json:"pit"`
	Move reference.Move `json:"move"`
}

// Legal is the answer to "which moves are legal here".
type Legal struct {
	Moves   []MoveInfo         `json:"moves"`
	Outcome *reference.Outcome `json:"outcome,omitempty"`
	Over    string             `json:"over,omitempty"`
	SVG     string             `json:"svg"`
	Diagram string             `json:"diagram"`
	JSON    json.RawMessage    `json:"position"`
	Text    string             `json:"text"`
	Error   string             `json:"error,omitempty"`
}

// LegalMoves lists the legal moves of p and draws p, with the pits of
// selected (a pit name, or "") highlighted.
func LegalMoves(r reference.Rules, p reference.Position, selected string) Legal {
	out := Legal{Moves: []MoveInfo{}}
	movable := map[reference.Pit]bool{}
	err := p.Validate()
	if err == nil {
		out.Moves, out.Outcome, err = legal(r, p, movable)
		if out.Outcome != nil {
			out.Over = outcomeText(*out.Outcome)
		}
	}
	if err != nil {
		out.Error = strings.TrimPrefix(err.Error(), "bao: ")
	}
	sel := reference.NoPit
	if selected != "" {
		if q, err := reference.ParsePit(selected); err == nil {
			sel = q
		}
	}
	over := ""
	if out.Outcome != nil {
		over = out.Over
	}
	out.SVG = board.SVG(p, board.Marks{ID: "live", Title: "The board", Interactive: true, Movable: movable, Selected: sel, Active: reference.NoPit, Over: over})
	out.Diagram = board.Diagram(p, over)
	out.JSON, _ = json.Marshal(p)
	tx, _ := p.MarshalText()
	out.Text = string(tx)
	return out
}

// legal lists the legal moves of a valid position, marking their pits.
func legal(r reference.Rules, p reference.Position, movable map[reference.Pit]bool) ([]MoveInfo, *reference.Outcome, error) {
	moves := []MoveInfo{}
	st, err := reference.Status(r, p)
	if err != nil {
		return moves, nil, err
	}
	if st.Over() {
		return moves, &st, nil
	}
	succ, err := reference.Moves(r, p, nil)
	if err != nil {
		return moves, nil, err
	}
	for _, s := range succ {
		t, err := reference.FormatMove(r, p, s.Move)
		if err != nil {
			return moves, nil, err
		}
		moves = append(moves, MoveInfo{Text: t, Pit: s.Move.Pit.String(), Move: s.Move})
		movable[s.Move.Pit] = true
	}
	return moves, nil, nil
}

// Step is one drawn step of a move.
type Step struct {
	Rule    string `json:"rule"`
	Kind    string `json:"kind"`
	Text    string `json:"text"`
	Hand    int    `json:"hand"`
	SVG     string `json:"svg"`
	Diagram string `json:"diagram"`
}

// Played is the answer to "play this move".
type Played struct {
	Text     string             `json:"text,omitempty"`
	Error    string             `json:"error,omitempty"`
	Steps    []Step             `json:"steps"`
	Cut      int                `json:"cut,omitempty"`
	Position json.RawMessage    `json:"position,omitempty"`
	Outcome  *reference.Outcome `json:"outcome,omitempty"`
	Result   string             `json:"result,omitempty"`
}

// Play plays move (any notation ParseMove reads, or move JSON) from p under
// r and draws every step of its trace.
func Play(r reference.Rules, p reference.Position, move string) Played {
	out := Played{Steps: []Step{}}
	m, err := ParseMove(r, p, move)
	if err == nil {
		var res reference.Result
		var trace []reference.Event
		res, trace, err = reference.ApplyTrace(r, p, m)
		if err == nil {
			trace = slices.DeleteFunc(trace, func(e reference.Event) bool { return !e.ForReader() }) // the steps a reader needs
			out.Text, _ = reference.FormatMove(r, p, m)
			if len(trace) > MaxSteps {
				out.Cut = len(trace) - MaxSteps
				trace = trace[:MaxSteps]
			}
			for i, e := range trace {
				sw, capt := board.FromTrace(trace[:i+1])
				active := e.Pit
				if e.Kind == reference.EvSow && e.Last.Valid() {
					active = e.Last
				}
				before := p
				over := ""
				if e.Kind == reference.EvGameEnd {
					over = outcomeText(res.Outcome)
				}
				hand := Hand(e.Board)
				out.Steps = append(out.Steps, Step{Rule: e.Rule, Kind: e.Kind.String(), Text: e.String(), Hand: hand, Diagram: reference.FormatDiagram(e.Board),
					SVG: board.SVG(e.Board, board.Marks{ID: fmt.Sprintf("step%d", i), Title: e.String(), Sowings: sw, Captured: capt, Flows: board.Flows(trace[:i+1]), Prev: &before, Selected: reference.NoPit, Active: active, Hand: hand, Over: over})})
			}
			// The last step is the result: the position after the move,
			// with the other side to move (the trace's boards are mid-move).
			sw, capt := board.FromTrace(trace)
			before := p
			out.Steps = append(out.Steps, Step{Kind: "result", Text: "Result: " + outcomeText(res.Outcome), Diagram: board.Diagram(res.Position, overOf(res.Outcome)),
				SVG: board.SVG(res.Position, board.Marks{ID: "result", Title: "After " + out.Text, Sowings: sw, Captured: capt, Flows: board.Flows(trace), Prev: &before, Selected: reference.NoPit, Active: reference.NoPit, Over: overOf(res.Outcome)})})
			out.Position, _ = json.Marshal(res.Position)
			out.Outcome = &res.Outcome
			out.Result = outcomeText(res.Outcome)
			return out
		}
	}
	out.Error = strings.TrimPrefix(err.Error(), "bao: ")
	return out
}

// ParseMove reads move text or move JSON.
func ParseMove(r reference.Rules, p reference.Position, s string) (reference.Move, error) {
	s = strings.TrimSpace(s)
	if strings.HasPrefix(s, "{") {
		var m reference.Move
		if err := json.Unmarshal([]byte(s), &m); err != nil {
			return m, fmt.Errorf("move JSON: %w", err)
		}
		return m, nil
	}
	return reference.ParseMove(r, p, s)
}

// overOf is what a board says of a game that is over, or "".
func overOf(o reference.Outcome) string {
	if !o.Over() {
		return ""
	}
	return outcomeText(o)
}

func outcomeText(o reference.Outcome) string {
	if !o.Over() {
		return "the game goes on"
	}
	w := "South"
	if o.Winner == reference.North {
		w = "North"
	}
	return fmt.Sprintf("%s wins by %s", w, o.Reason)
}

// Rules resolves a rules object (profile and options).
func Rules(rj reference.RulesJSON) (reference.Rules, error) { return rj.Resolve() }

// OptionInfo describes a rule option for the board's controls.
type OptionInfo struct {
	Name     string   `json:"name"`
	Dispute  string   `json:"dispute"`
	Question string   `json:"question"`
	Readings []string `json:"readings"`
}

// Catalogue lists the profiles (with the reading of every option each
// selects) and the options.
type Catalogue struct {
	Profiles map[string]map[string]string `json:"profiles"`
	Names    []string                     `json:"names"`
	Options  []OptionInfo                 `json:"options"`
}

// Options returns the catalogue of profiles and options.
func Options() Catalogue {
	c := Catalogue{Profiles: map[string]map[string]string{}, Names: reference.ProfileNames()}
	for _, n := range c.Names {
		r, _ := reference.Profile(n)
		c.Profiles[n] = r.OptionMap()
	}
	for _, o := range reference.Options {
		c.Options = append(c.Options, OptionInfo{Name: o.Name, Dispute: o.Dispute, Question: o.Question, Readings: o.Readings})
	}
	return c
}

// looseSide and loosePosition read position JSON v1 without validating it,
// so that a board being edited can be drawn while it is not yet valid.
type looseSide struct {
	Front []int  `json:"front"`
	Back  []int  `json:"back"`
	Store int    `json:"store"`
	House string `json:"house"`
}

type loosePosition struct {
	Variant     string    `json:"variant"`
	ToMove      string    `json:"toMove"`
	South       looseSide `json:"south"`
	North       looseSide `json:"north"`
	Blocked     string    `json:"blocked"`
	MustCapture string    `json:"mustCapture"`
}

// ParseLoose reads a position like Parse but also returns a position that
// is not valid (wrong seed total, say), with the reason, so it can be drawn.
// A text it cannot read at all is an error with a zero position.
func ParseLoose(s string) (p reference.Position, invalid error, err error) {
	t := strings.TrimSpace(s)
	if t == "" || t[0] != '{' {
		p, err = Parse(s)
		return p, nil, err
	}
	if p, err = Parse(s); err == nil {
		return p, nil, nil
	}
	var lp loosePosition
	if json.Unmarshal([]byte(t), &lp) != nil {
		return p, nil, err
	}
	q := reference.Position{Blocked: reference.NoPit, MustCapture: reference.NoPit}
	if q.Variant, err = reference.ParseVariant(lp.Variant); err != nil {
		return q, nil, fmt.Errorf("position JSON: variant: %w", err)
	}
	if q.ToMove, err = reference.ParseSide(lp.ToMove); err != nil {
		return q, nil, fmt.Errorf("position JSON: toMove: %w", err)
	}
	for side, sj := range []looseSide{lp.South, lp.North} {
		if len(sj.Front) != 8 || len(sj.Back) != 8 {
			return q, nil, fmt.Errorf("position JSON: %s: front and back need 8 counts each", reference.Side(side))
		}
		for i := 0; i < 8; i++ {
			q.Pits[side][i] = clamp(sj.Front[i])
			q.Pits[side][15-i] = clamp(sj.Back[i])
		}
		q.Store[side] = clamp(sj.Store)
		if h, herr := reference.ParseHouseState(sj.House); herr == nil {
			q.House[side] = h
		}
	}
	if pit, perr := reference.ParsePit(lp.Blocked); perr == nil {
		q.Blocked = pit
	}
	if pit, perr := reference.ParsePit(lp.MustCapture); perr == nil {
		q.MustCapture = pit
	}
	inv := q.Validate()
	if inv == nil {
		inv = err
	}
	return q, inv, nil
}

func clamp(n int) uint8 {
	if n < 0 {
		return 0
	}
	if n > 255 {
		return 255
	}
	return uint8(n)
}
