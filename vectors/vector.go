// Package vectors is the format of the shared test vectors of the Bao
// conformance suite: the vector types and their JSON Schema
// (schema/vectors.schema.json), decoding, validation and loading of the
// committed files (data/), and their encoding. The files are built by package
// vectors/generate; the runner behind `bao check` is package runner.
//
// A vector file is one JSON object {"format":1,"name":...,"vectors":[...]}
// with one vector per line. Every vector has a stable ID (never renumbered
// or reused), a kind, the rules it is played under, the rule IDs it
// exercises, tags, and whether its expectation was derived by hand (from the
// Gherkin specification) or computed by the reference engine.
//
// Kinds:
//   - apply: play one move; expect the whole next position and outcome, or
//     only the facts a scenario states (board, stores, houses, side to move,
//     block, obligation, outcome, the next legal moves).
//   - illegal: play one move; expect an "illegal-move" error.
//   - moves: list the legal moves; expect the full set with each move's
//     position and outcome, or (hand-derived) just the set of moves.
//   - game: a whole game, one apply per ply from the expected positions.
//   - perft: move-tree counts per depth from a position, with divide.
package vectors

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"slices"

	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/internal/strictjson"
	"github.com/baolakiswahili/conformance/reference"
)

// Format is the version of the vector file format.
const Format = 1

// Kinds of vector.
const (
	KindApply   = "apply"
	KindIllegal = "illegal"
	KindMoves   = "moves"
	KindGame    = "game"
	KindPerft   = "perft"
)

// How an expectation was derived.
const (
	DerivedHand   = "hand"   // restated from the sources in a Gherkin scenario
	DerivedEngine = "engine" // computed by the reference engine
)

// File is one vector file.
type File struct {
	Format      int    `json:"format"`
	Name        string `json:"name"`
	Description string `json:"description"`
	// Version is the suite's version that wrote the file (package version).
	Version string `json:"version,omitempty"`
	// License is the SPDX identifier of the file's licence (LICENSE).
	License string   `json:"license,omitempty"`
	Vectors []Vector `json:"vectors"`
	// Skipped lists scenarios that could not be exported, and why.
	Skipped []Skipped `json:"skipped,omitempty"`
}

// Skipped is a scenario the exporter could not turn into a vector.
type Skipped struct {
	ID     string `json:"id"`
	Source string `json:"source"`
	Reason string `json:"reason"`
}

// Vector is one test: a request (or a few) and what the answer must be.
// Positions and moves are kept as canonical JSON (json.RawMessage), so the
// runner can send them as they are and compare answers byte for byte before
// it decodes anything.
type Vector struct {
	ID          string              `json:"id"`
	Kind        string              `json:"kind"`
	Description string              `json:"description,omitempty"`
	Derived     string              `json:"derived"`
	Source      string              `json:"source,omitempty"`
	Rules       reference.RulesJSON `json:"rules"`
	RuleIDs     []string            `json:"ruleIds"`
	Tags        []string            `json:"tags,omitempty"`
	// Dialect, for a vector that pins one reading of a disputed point: the
	// option and reading it exercises. Vectors of the same option are used
	// together by the dialect report.
	Dialect  *Dialect        `json:"dialect,omitempty"`
	Position json.RawMessage `json:"position"`
	// Setup are moves played first (apply, illegal), each from the position
	// the engine itself returned for the one before; the expectation is
	// about the last move, Move.
	Setup []json.RawMessage `json:"setup,omitempty"`
	// Move is the move played (apply, illegal) and MoveText its notation.
	Move     json.RawMessage `json:"move,omitempty"`
	MoveText string          `json:"moveText,omitempty"`
	Expect   Expect          `json:"expect"`
	// Unchecked lists what the source scenario states that the protocol
	// cannot observe (trace facts); the runner does not check it.
	Unchecked []string `json:"unchecked,omitempty"`
}

// Dialect names the reading of a disputed point a vector pins.
type Dialect struct {
	Dispute string `json:"dispute"`
	Option  string `json:"option"`
	Reading string `json:"reading"`
	// Probe, for an isolated probe (probes.json), is the probe's ID, shared
	// by the vectors of its readings.
	Probe string `json:"probe,omitempty"`
}

// Expect is what the engine must answer. Which fields are set depends on the kind.
type Expect struct {
	// apply: the whole next position and the outcome (engine-derived), or facts.
	Position json.RawMessage `json:"position,omitempty"`
	Outcome  json.RawMessage `json:"outcome,omitempty"`
	Facts    *Facts          `json:"facts,omitempty"`
	// illegal: the error kind ("illegal-move") and, for people, why.
	Error   string `json:"error,omitempty"`
	Message string `json:"message,omitempty"`
	// moves: the full successor set, or (hand-derived) the set of moves.
	Moves   []Successor       `json:"moves,omitempty"`
	MoveSet []json.RawMessage `json:"moveSet,omitempty"`
	// MoveTexts are the moves of MoveSet in notation, for people.
	MoveTexts []string `json:"moveTexts,omitempty"`
	// GameOver (moves, hand-derived): whether the side to move has no legal
	// move left (true: the moves list is empty).
	GameOver *bool `json:"gameOver,omitempty"`
	// game: the plies.
	Steps []Step `json:"steps,omitempty"`
	// perft: counts per depth.
	Perft []PerftCount `json:"perft,omitempty"`

	lazyMoves []byte // Moves, still raw (embedded files: split when judged)
}

// Facts are the parts of the next position a scenario states. Nil fields are
// not checked. Blocked and MustCapture are a pit name or "none".
type Facts struct {
	Board       *Board            `json:"board,omitempty"`
	Stores      *Stores           `json:"stores,omitempty"`
	House       map[string]string `json:"house,omitempty"`
	ToMove      string            `json:"toMove,omitempty"`
	Blocked     string            `json:"blocked,omitempty"`
	MustCapture string            `json:"mustCapture,omitempty"`
	// Outcome is null (the game goes on) or {"winner","reason"}; absent: not checked.
	Outcome json.RawMessage `json:"outcome,omitempty"`
	// MoveSet is the set of legal moves in the next position.
	MoveSet   []json.RawMessage `json:"moveSet,omitempty"`
	MoveTexts []string          `json:"moveTexts,omitempty"`
}

// Board is the 32 pits, in the position JSON's layout.
type Board struct {
	South Rows `json:"south"`
	North Rows `json:"north"`
}

// Rows are one side's front and back rows, pits 1..8 from the owner's left.
type Rows struct {
	Front [8]int `json:"front"`
	Back  [8]int `json:"back"`
}

// Stores are the seeds in each side's store.
type Stores struct {
	South int `json:"south"`
	North int `json:"north"`
}

// Successor is one legal move with its result.
type Successor struct {
	Move     json.RawMessage `json:"move"`
	Position json.RawMessage `json:"position"`
	Outcome  json.RawMessage `json:"outcome"`
}

// Step is one ply of a game vector: the move and its expected result. The
// move is played from the previous step's expected position.
type Step struct {
	Move     json.RawMessage `json:"move"`
	MoveText string          `json:"moveText,omitempty"`
	Position json.RawMessage `json:"position"`
	Outcome  json.RawMessage `json:"outcome"`
}

// PerftCount is the number of leaves at one depth, and optionally the count
// under each legal move (divide).
type PerftCount struct {
	Depth  int           `json:"depth"`
	Nodes  uint64        `json:"nodes"`
	Divide []DivideCount `json:"divide,omitempty"`
}

// DivideCount is the perft count below one move.
type DivideCount struct {
	Move  json.RawMessage `json:"move"`
	Text  string          `json:"text,omitempty"`
	Nodes uint64          `json:"nodes"`
}

// Variant returns the variant named in the vector's position.
func (v *Vector) Variant() string {
	var buf [8]protocol.Member
	if ms, ok := protocol.SplitObjectTrusted(v.Position, buf[:0]); ok {
		for _, m := range ms {
			if m.Key == "variant" {
				if s, ok := protocol.PlainString(m.Value); ok {
					return s
				}
			}
		}
	}
	var p struct {
		Variant string `json:"variant"`
	}
	json.Unmarshal(v.Position, &p)
	return p.Variant
}

// HasTag reports whether the vector carries tag t (without '@').
func (v *Vector) HasTag(t string) bool { return slices.Contains(v.Tags, t) }

// Decode reads one vector file. Positions and moves are compacted, so they
// compare byte for byte with canonical encodings.
func Decode(r io.Reader) (*File, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("vectors: reading file: %w", err)
	}
	var f File
	if err := strictjson.Unmarshal(b, &f); err != nil {
		return nil, fmt.Errorf("vectors: decoding file: %w", err)
	}
	if err := f.check(); err != nil {
		return nil, err
	}
	return &f, nil
}

func compactRaw(p *json.RawMessage, field string) error {
	if len(*p) == 0 || bytes.IndexAny(*p, " \t\r\n") < 0 {
		return nil
	}
	var b bytes.Buffer
	if err := json.Compact(&b, *p); err != nil {
		return fmt.Errorf("%s: %w", field, err)
	}
	*p = b.Bytes()
	return nil
}

func (v *Vector) compact() error {
	raws := []struct {
		p    *json.RawMessage
		name string
	}{{&v.Position, "position"}, {&v.Move, "move"}, {&v.Expect.Position, "expect.position"}, {&v.Expect.Outcome, "expect.outcome"}}
	for i := range v.Expect.Moves {
		s := &v.Expect.Moves[i]
		raws = append(raws, struct {
			p    *json.RawMessage
			name string
		}{&s.Move, "expect.moves.move"}, struct {
			p    *json.RawMessage
			name string
		}{&s.Position, "expect.moves.position"}, struct {
			p    *json.RawMessage
			name string
		}{&s.Outcome, "expect.moves.outcome"})
	}
	for _, r := range raws {
		if err := compactRaw(r.p, r.name); err != nil {
			return err
		}
	}
	if len(v.Position) == 0 {
		return fmt.Errorf("position: missing")
	}
	switch v.Kind {
	case KindApply, KindIllegal:
		if len(v.Move) == 0 {
			return fmt.Errorf("move: missing (a %s vector plays a move)", v.Kind)
		}
	case KindMoves:
	case KindGame:
		if len(v.Expect.Steps) == 0 {
			return fmt.Errorf("expect.steps: missing (a game vector has at least one ply)")
		}
	case KindPerft:
		if len(v.Expect.Perft) == 0 {
			return fmt.Errorf("expect.perft: missing (a perft vector has at least one depth)")
		}
		for i, c := range v.Expect.Perft {
			if c.Depth != i+1 {
				return fmt.Errorf("expect.perft[%d].depth: %d, want %d (depths 1, 2, ... in order)", i, c.Depth, i+1)
			}
		}
	default:
		return fmt.Errorf("kind: unknown kind %q", v.Kind)
	}
	return nil
}

// Encode writes f in the canonical layout: the header fields, then one
// vector per line, so diffs and greps work vector by vector.
func Encode(w io.Writer, f *File) error {
	var b bytes.Buffer
	b.WriteString(`{"format":`)
	fmt.Fprint(&b, f.Format)
	b.WriteString(`,"name":`)
	writeJSON(&b, f.Name)
	b.WriteString(`,"description":`)
	writeJSON(&b, f.Description)
	if f.Version != "" {
		b.WriteString(`,"version":`)
		writeJSON(&b, f.Version)
	}
	if f.License != "" {
		b.WriteString(`,"license":`)
		writeJSON(&b, f.License)
	}
	if len(f.Skipped) > 0 {
		b.WriteString(`,"skipped":`)
		if err := writeJSON(&b, f.Skipped); err != nil {
			return err
		}
	}
	b.WriteString(`,"vectors":[`)
	for i := range f.Vectors {
		if err := f.Vectors[i].Expect.materialize(); err != nil {
			return err
		}
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString("\n")
		if err := writeJSON(&b, &f.Vectors[i]); err != nil {
			return fmt.Errorf("vectors: encoding %s: %w", f.Vectors[i].ID, err)
		}
	}
	b.WriteString("\n]}\n")
	_, err := w.Write(b.Bytes())
	return err
}

func writeJSON(b *bytes.Buffer, v any) error {
	enc := json.NewEncoder(b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return err
	}
	b.Truncate(b.Len() - 1) // the encoder's newline
	return nil
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
}
