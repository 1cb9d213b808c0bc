package wasmapi

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/baolakiswahili/conformance/book/board"
	"github.com/baolakiswahili/conformance/reference"
)

// Change is how one other reading of one option changes a move: the
// question `bao explain --readings` answers, one option changed at a time.
type Change struct {
	Option   string   `json:"option"`
	Dispute  string   `json:"dispute"`
	Reading  string   `json:"reading"`
	Selected string   `json:"selected"`
	Legal    bool     `json:"legal"`
	Move     string   `json:"move,omitempty"`
	Error    string   `json:"error,omitempty"`
	Changes  []string `json:"changes"`
	Result   string   `json:"result,omitempty"`
	SVG      string   `json:"svg,omitempty"`
}

// Readings is the answer to "which readings change this move".
type Readings struct {
	Tried   int      `json:"tried"`
	Changed []Change `json:"changed"`
}

// CompareReadings replays move under every reading r does not select, one
// option at a time, and returns those that change legality, board, stores,
// houses, side to move, block, obligation or outcome, each drawn.
func CompareReadings(r reference.Rules, p reference.Position, move string) Readings {
	out := Readings{Changed: []Change{}}
	bm, berr := ParseMove(r, p, move)
	var base reference.Result
	if berr == nil {
		base, berr = reference.Apply(r, p, bm)
	}
	for _, o := range reference.Options {
		sel := o.Get(&r)
		for _, rd := range o.Readings {
			if rd == sel {
				continue
			}
			out.Tried++
			r2 := r
			if o.Set(&r2, rd) != nil {
				continue
			}
			c := Change{Option: o.Name, Dispute: o.Dispute, Reading: rd, Selected: sel}
			m, err := ParseMove(r2, p, move)
			var res reference.Result
			var trace []reference.Event
			if err == nil {
				res, trace, err = reference.ApplyTrace(r2, p, m)
			}
			switch {
			case err != nil && berr != nil:
				continue
			case err != nil:
				c.Error = strings.TrimPrefix(err.Error(), "bao: ")
				c.Changes = []string{"the move is illegal: " + c.Error}
			case berr != nil:
				c.Legal = true
				c.Move, _ = reference.FormatMove(r2, p, m)
				c.Changes = append([]string{"the move is legal: " + outcomeText(res.Outcome)}, diff(reference.Result{Position: p}, res, true)...)
			default:
				d := diff(base, res, false)
				if len(d) == 0 {
					continue
				}
				c.Legal = true
				c.Move, _ = reference.FormatMove(r2, p, m)
				c.Changes = d
			}
			if c.Legal {
				c.Result = outcomeText(res.Outcome)
				sw, capt := board.FromTrace(trace)
				c.SVG = board.SVG(res.Position, board.Marks{ID: "rd-" + o.Name + "-" + rd, Title: fmt.Sprintf("%s under %s=%s", c.Move, o.Name, rd), Sowings: sw, Captured: capt, Flows: board.Flows(trace), Prev: &p, Selected: reference.NoPit, Active: reference.NoPit, Over: overOf(res.Outcome)})
			}
			out.Changed = append(out.Changed, c)
		}
	}
	return out
}

// diff describes how result b differs from a (the words of bao explain).
func diff(a, b reference.Result, boardOnly bool) []string {
	var out []string
	if !boardOnly && a.Outcome != b.Outcome {
		out = append(out, fmt.Sprintf("outcome: %s instead of %s", outcomeText(b.Outcome), outcomeText(a.Outcome)))
	}
	return append(out, PositionChanges(&a.Position, &b.Position)...)
}

// PositionChanges describes how position pb differs from pa, in the words
// of bao explain --readings: pits (in diagram order), stores, houses, side to
// move, block, obligation and lasting blocks. The book's board and the CLI
// both use it.
func PositionChanges(pa, pb *reference.Position) []string {
	var out []string
	var pits []string
	for _, label := range []byte("baAB") {
		row, _ := reference.DiagramRowPits(label)
		for _, q := range row {
			if x, y := pa.Seeds(q), pb.Seeds(q); x != y {
				pits = append(pits, fmt.Sprintf("%s %d→%d", q, x, y))
			}
		}
	}
	if len(pits) > 0 {
		out = append(out, "pits: "+strings.Join(pits, ", "))
	}
	for _, s := range []reference.Side{reference.South, reference.North} {
		if pa.Store[s] != pb.Store[s] {
			out = append(out, fmt.Sprintf("%s store: %d→%d", s, pa.Store[s], pb.Store[s]))
		}
		if pa.House[s] != pb.House[s] {
			out = append(out, fmt.Sprintf("%s house: %s→%s", s, pa.House[s], pb.House[s]))
		}
	}
	if pa.ToMove != pb.ToMove {
		out = append(out, fmt.Sprintf("to move: %s→%s", pa.ToMove, pb.ToMove))
	}
	if pa.Blocked != pb.Blocked {
		out = append(out, fmt.Sprintf("blocked: %s→%s", pitOrNone(pa.Blocked), pitOrNone(pb.Blocked)))
	}
	if pa.MustCapture != pb.MustCapture {
		out = append(out, fmt.Sprintf("must capture: %s→%s", pitOrNone(pa.MustCapture), pitOrNone(pb.MustCapture)))
	}
	if pa.Lasting != pb.Lasting { // DISPUTE-20
		out = append(out, fmt.Sprintf("lasting blocks: %s→%s", textOrNone(pa.LastingText()), textOrNone(pb.LastingText())))
	}
	return out
}

func textOrNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

func pitOrNone(q reference.Pit) string {
	if q == reference.NoPit {
		return "none"
	}
	return q.String()
}

// Vector returns an "apply" vector of the shared vector format for move
// played from p under rj (engine-derived), or a "moves" vector when move is
// empty, ready to paste into a vector file.
func Vector(rj reference.RulesJSON, p reference.Position, move string) (json.RawMessage, error) {
	r, err := rj.Resolve()
	if err != nil {
		return nil, err
	}
	pj, err := json.Marshal(p)
	if err != nil {
		return nil, err
	}
	type expect struct {
		Position  json.RawMessage    `json:"position,omitempty"`
		Outcome   *reference.Outcome `json:"outcome,omitempty"`
		Error     string             `json:"error,omitempty"`
		Message   string             `json:"message,omitempty"`
		MoveTexts []string           `json:"moveTexts,omitempty"`
	}
	v := struct {
		ID       string              `json:"id"`
		Kind     string              `json:"kind"`
		Derived  string              `json:"derived"`
		Rules    reference.RulesJSON `json:"rules"`
		RuleIDs  []string            `json:"ruleIds"`
		Position json.RawMessage     `json:"position"`
		Move     *reference.Move     `json:"move,omitempty"`
		MoveText string              `json:"moveText,omitempty"`
		Expect   expect              `json:"expect"`
	}{ID: "book.board", Derived: "engine", Rules: rj, RuleIDs: []string{}, Position: pj}
	if strings.TrimSpace(move) == "" {
		v.Kind = "moves"
		v.Expect.MoveTexts, err = reference.FormatMoves(r, p)
		if err != nil {
			return nil, err
		}
		return marshal(v)
	}
	m, err := ParseMove(r, p, move)
	if err != nil {
		return nil, err
	}
	v.Move, v.MoveText = &m, move
	res, err := reference.Apply(r, p, m)
	if err != nil {
		v.Kind = "illegal"
		v.Expect.Error, v.Expect.Message = "illegal-move", strings.TrimPrefix(err.Error(), "bao: ")
		return marshal(v)
	}
	v.Kind = "apply"
	v.MoveText, _ = reference.FormatMove(r, p, m)
	v.Expect.Position, _ = json.Marshal(res.Position)
	v.Expect.Outcome = &res.Outcome
	return marshal(v)
}

// marshal indents v without escaping <, > and & (move texts hold them).
func marshal(v any) (json.RawMessage, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimRight(b.Bytes(), "\n"), nil
}
