package wasmapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/baolakiswahili/conformance/internal/version"
	"github.com/baolakiswahili/conformance/reference"
)

// APIVersion is the version of the JavaScript library's API (js/README.md):
// it changes when a documented function's arguments or answers change in a
// way an existing caller would notice. New functions and new members of an
// answer do not change it.
const APIVersion = 1

// Failure is the answer of a library function that failed: Kind is one of
// bad-call, bad-position, bad-rules, bad-move and illegal-move.
type Failure struct {
	Error struct {
		Kind    string `json:"kind"`
		Message string `json:"message"`
	} `json:"error"`
}

func fail(kind string, err error) Failure {
	var f Failure
	f.Error.Kind, f.Error.Message = kind, strings.TrimPrefix(err.Error(), "bao: ")
	return f
}

// VersionInfo is the answer of version().
type VersionInfo struct {
	API    int    `json:"api"`
	Suite  string `json:"suite"`
	Module string `json:"module"`
}

// Version returns the API version, the suite's version (the one bao
// --version prints) and the module version Go recorded for the build
// ("(devel)" for a build from a checkout).
func Version() VersionInfo {
	v := VersionInfo{API: APIVersion, Suite: version.Suite, Module: "(devel)"}
	if m, _, _ := version.Build(); m != "" {
		v.Module = m
	}
	return v
}

// Successor is one legal move with the position after it.
type Successor struct {
	Move     reference.Move     `json:"move"`
	Text     string             `json:"text"`
	Position reference.Position `json:"position"`
	Outcome  *reference.Outcome `json:"outcome"`
}

// MovesAnswer is the answer of moves(): every legal move once, and the
// outcome when the game is already over (then there are no moves).
type MovesAnswer struct {
	Moves   []Successor        `json:"moves"`
	Outcome *reference.Outcome `json:"outcome"`
}

// ExplainStep is one event of a move's trace: the rule applied, the kind of
// event, the sentence bao explain prints, the seeds the mover holds in hand
// after it, and the board after it as a text diagram.
type ExplainStep struct {
	Rule    string `json:"rule"`
	Kind    string `json:"kind"`
	Text    string `json:"text"`
	Hand    int    `json:"hand"`
	Diagram string `json:"diagram"`
}

// ExplainAnswer is the answer of explain(): the move's steps and its result.
type ExplainAnswer struct {
	Successor
	Steps []ExplainStep `json:"steps"`
}

func outcomePtr(o reference.Outcome) *reference.Outcome {
	if !o.Over() {
		return nil
	}
	return &o
}

// args reads a position and rules from a call's first two arguments.
func args(a []string) (reference.Position, reference.Rules, *Failure) {
	if len(a) < 1 {
		f := fail("bad-call", fmt.Errorf("a position is needed"))
		return reference.Position{}, reference.Rules{}, &f
	}
	p, err := Parse(a[0])
	if err == nil {
		err = p.Validate()
	}
	if err != nil {
		f := fail("bad-position", err)
		return p, reference.Rules{}, &f
	}
	var rj reference.RulesJSON
	if len(a) > 1 && strings.TrimSpace(a[1]) != "" {
		if err := json.Unmarshal([]byte(a[1]), &rj); err != nil {
			f := fail("bad-rules", fmt.Errorf("rules JSON: %w", err))
			return p, reference.Rules{}, &f
		}
	}
	r, err := rj.Resolve()
	if err != nil {
		f := fail("bad-rules", err)
		return p, r, &f
	}
	return p, r, nil
}

// move reads the move argument (move text or move JSON).
func move(r reference.Rules, p reference.Position, a []string) (reference.Move, *Failure) {
	if len(a) < 3 || strings.TrimSpace(a[2]) == "" {
		f := fail("bad-call", fmt.Errorf("a move is needed"))
		return reference.Move{}, &f
	}
	m, err := ParseMove(r, p, a[2])
	if err != nil {
		kind := "bad-move"
		if errors.Is(err, reference.ErrIllegalMove) {
			kind = "illegal-move"
		}
		f := fail(kind, err)
		return m, &f
	}
	return m, nil
}

// Moves lists every legal move of p under r with the position after it.
func Moves(r reference.Rules, p reference.Position) (MovesAnswer, error) {
	out := MovesAnswer{Moves: []Successor{}}
	st, err := reference.Status(r, p)
	if err != nil {
		return out, err
	}
	if st.Over() {
		out.Outcome = &st
		return out, nil
	}
	succ, err := reference.Moves(r, p, nil)
	if err != nil {
		return out, err
	}
	for _, s := range succ {
		t, err := reference.FormatMove(r, p, s.Move)
		if err != nil {
			return out, err
		}
		out.Moves = append(out.Moves, Successor{Move: s.Move, Text: t, Position: s.Position, Outcome: outcomePtr(s.Outcome)})
	}
	return out, nil
}

// Hand is the seeds a mid-move board holds in nobody's pit or store: the
// seeds in the mover's hand.
func Hand(b reference.Position) int {
	n := int(b.Store[0]) + int(b.Store[1])
	for s := 0; s < 2; s++ {
		for i := 0; i < 16; i++ {
			n += int(b.Pits[s][i])
		}
	}
	if h := reference.TotalSeeds - n; h > 0 {
		return h
	}
	return 0
}

// Call runs the library function name on JSON string arguments and returns
// its JSON answer: what the WebAssembly build's baoEngine object does for
// each of its functions, callable from Go so that it is tested natively.
func Call(name string, a ...string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(call(name, a)); err != nil {
		b.Reset()
		_ = enc.Encode(fail("bad-call", err))
	}
	return strings.TrimSuffix(b.String(), "\n")
}

func call(name string, a []string) any {
	arg := func(i int) string {
		if i < len(a) {
			return a[i]
		}
		return ""
	}
	switch name {
	case "version":
		return Version()
	case "options":
		return Options()
	case "start":
		p, err := Start(arg(0), arg(1))
		if err != nil {
			return fail("bad-call", err)
		}
		return p
	case "parse":
		p, err := Parse(arg(0))
		if err == nil {
			err = p.Validate()
		}
		if err != nil {
			return fail("bad-position", err)
		}
		return p
	case "moves":
		p, r, f := args(a)
		if f != nil {
			return *f
		}
		ms, err := Moves(r, p)
		if err != nil {
			return fail("bad-position", err)
		}
		return ms
	case "apply", "explain":
		p, r, f := args(a)
		if f != nil {
			return *f
		}
		m, f := move(r, p, a)
		if f != nil {
			return *f
		}
		res, trace, err := reference.ApplyTrace(r, p, m)
		if err != nil {
			return fail("illegal-move", err)
		}
		t, _ := reference.FormatMove(r, p, m)
		s := Successor{Move: m, Text: t, Position: res.Position, Outcome: outcomePtr(res.Outcome)}
		if name == "apply" {
			return s
		}
		out := ExplainAnswer{Successor: s, Steps: []ExplainStep{}}
		for _, e := range trace {
			out.Steps = append(out.Steps, ExplainStep{Rule: e.Rule, Kind: e.Kind.String(), Text: strings.TrimPrefix(e.String(), "["+e.Rule+"] "), Hand: Hand(e.Board), Diagram: reference.FormatDiagram(e.Board)})
		}
		return out
	case "readings":
		p, r, f := args(a)
		if f != nil {
			return *f
		}
		if _, f := move(r, p, a); f != nil {
			return *f
		}
		rd := CompareReadings(r, p, arg(2))
		for i := range rd.Changed {
			rd.Changed[i].SVG = ""
		}
		return rd
	case "vector":
		p, err := Parse(arg(0))
		if err != nil {
			return fail("bad-position", err)
		}
		var rj reference.RulesJSON
		if s := arg(1); strings.TrimSpace(s) != "" {
			if err := json.Unmarshal([]byte(s), &rj); err != nil {
				return fail("bad-rules", fmt.Errorf("rules JSON: %w", err))
			}
		}
		v, err := Vector(rj, p, arg(2))
		if err != nil {
			return fail("bad-move", err)
		}
		return map[string]string{"vector": string(v)}
	}
	return fail("bad-call", fmt.Errorf("no function %q (the functions: %s)", name, strings.Join(Functions, ", ")))
}

// Functions are the library's functions, in the order of js/README.md.
var Functions = []string{"version", "options", "start", "parse", "moves", "apply", "explain", "readings", "vector"}
