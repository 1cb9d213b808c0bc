package harnesstest

import (
	"bufio"
	"os"
	"sort"
	"strings"
	"testing"
)

// Side is one player's half of a protocol v1 position.
type Side struct {
	Front []int  `json:"front"`
	Back  []int  `json:"back"`
	Store int    `json:"store"`
	House string `json:"house"`
}

// Position is a protocol v1 position.
type Position struct {
	Variant     string  `json:"variant"`
	ToMove      string  `json:"toMove"`
	South       Side    `json:"south"`
	North       Side    `json:"north"`
	Blocked     *string `json:"blocked"`
	MustCapture *string `json:"mustCapture"`
}

// Move is a protocol v1 move.
type Move struct {
	Pit    string `json:"pit"`
	Dir    string `json:"dir,omitempty"`
	Kichwa string `json:"kichwa,omitempty"`
	Safari bool   `json:"safari,omitempty"`
}

// String writes m as "A6 cw", "A4 left" or "A5 cw safari", the keys Moves uses.
func (m Move) String() string {
	s := m.Pit + " " + m.Dir + m.Kichwa
	if m.Safari {
		s += " safari"
	}
	return s
}

// Successor is one entry of a moves reply.
type Successor struct {
	Move     Move            `json:"move"`
	Position Position        `json:"position"`
	Outcome  *map[string]any `json:"outcome"`
}

// ErrorReply is the error object of a reply.
type ErrorReply struct {
	Kind    string `json:"kind"`
	Message string `json:"message"`
}

// MovesReply is the reply to a moves request.
type MovesReply struct {
	Moves []Successor `json:"moves"`
	Error *ErrorReply `json:"error"`
}

// Row returns its arguments as a row of pit counts.
func Row(xs ...int) []int { return xs }

// Start returns the Bao la Kiswahili start position (SETUP-1), South to move.
func StartPosition() Position {
	return Position{
		Variant: "kiswahili", ToMove: "south",
		South: Side{Front: Row(0, 0, 0, 0, 6, 2, 2, 0), Back: make([]int, 8), Store: 22, House: "intact"},
		North: Side{Front: Row(0, 0, 0, 0, 6, 2, 2, 0), Back: make([]int, 8), Store: 22, House: "intact"},
	}
}

// Moves sends a moves request under rules and returns the successors by Move.String.
// An error reply fails the test.
func (s *Session) Moves(t testing.TB, rules map[string]any, p Position) map[string]Successor {
	t.Helper()
	var r MovesReply
	s.Call(t, map[string]any{"op": "moves", "rules": rules, "position": p}, &r)
	if r.Error != nil {
		t.Fatalf("moves: error %s: %s", r.Error.Kind, r.Error.Message)
	}
	out := map[string]Successor{}
	for _, m := range r.Moves {
		out[m.Move.String()] = m
	}
	return out
}

// Keys returns the sorted keys of a Moves result.
func Keys(m map[string]Successor) []string {
	k := make([]string, 0, len(m))
	for x := range m {
		k = append(k, x)
	}
	sort.Strings(k)
	return k
}

// KnownFailures reads a known-failures file: one vector ID a line, the rest of the line
// after # its class; blank lines and lines starting with # are skipped. It returns the class
// of each ID.
func KnownFailures(t testing.TB, path string) map[string]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	known := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		id, class, _ := strings.Cut(line, "#")
		known[strings.TrimSpace(id)] = strings.TrimSpace(class)
	}
	if err := sc.Err(); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return known
}
