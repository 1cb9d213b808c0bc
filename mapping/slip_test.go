package mapping

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/baolakiswahili/conformance/reference"
)

// slipBase is the hand-checked position of TestMappingSlipTransforms: every count
// tells its pit apart, the stores and houses differ, and South's A2 is
// blocked with a1 to capture.
const slipBase = `
kiswahili south to move
north store 17 house destroyed
b 0 0 0 0 0 0 2 1
a 0 0 0 0 0 0 4 3
A 1 2 0 0 7 0 0 0
B 5 6 0 0 0 0 0 0
south store 16 house intact
blocked A2
mustCapture a1
`

// The rows of slipBase and their transforms, worked out by hand from the
// slips' comments (rows as the text form lists them: b8..b1, a8..a1,
// A1..A8, B1..B8).
const (
	rowB  = "b 0 0 0 0 0 0 2 1"
	rowA  = "a 0 0 0 0 0 0 4 3"
	rowSA = "A 1 2 0 0 7 0 0 0"
	rowSB = "B 5 6 0 0 0 0 0 0"
	// Each row read 8..1.
	revB  = "b 1 2 0 0 0 0 0 0"
	revA  = "a 3 4 0 0 0 0 0 0"
	revSA = "A 0 0 0 7 0 0 2 1"
	revSB = "B 0 0 0 0 0 0 6 5"
)

// board assembles a position text from its lines.
func board(toMove, north string, rows [4]string, south, blocked, must string) string {
	return "kiswahili " + toMove + " to move\nnorth " + north + "\n" + strings.Join(rows[:], "\n") +
		"\nsouth " + south + "\nblocked " + blocked + "\nmustCapture " + must + "\n"
}

// TestMappingSlipTransforms checks each slip's request and answer transforms on
// slipBase against the results its comment in Known gives, worked out by
// hand: the position and move the engine gets, and the move, side to move
// and winner the runner gets back from an engine's successor whose
// position is slipBase (for the exchanges, the answer's position is the
// request's: each is its own inverse).
func TestMappingSlipTransforms(t *testing.T) {
	const (
		northSt, southSt = "store 17 house destroyed", "store 16 house intact"
	)
	same := board("south", northSt, [4]string{rowB, rowA, rowSA, rowSB}, southSt, "A2", "a1")
	tests := []struct {
		slip string
		// request
		move, wantMove string
		wantPos        string
		// answer (position slipBase, winner South)
		answer, wantAnswer string
		wantToMove         string
		wantWinner         string
	}{
		{slip: "south-front-reversed", move: `{"pit":"A2","dir":"cw"}`, wantMove: `{"pit":"A7","dir":"cw"}`,
			wantPos: board("south", northSt, [4]string{rowB, rowA, revSA, rowSB}, southSt, "A7", "a1")},
		{slip: "south-back-reversed", move: `{"pit":"B2","dir":"ccw"}`, wantMove: `{"pit":"B7","dir":"ccw"}`,
			wantPos: board("south", northSt, [4]string{rowB, rowA, rowSA, revSB}, southSt, "A2", "a1")},
		{slip: "north-front-reversed", move: `{"pit":"a2","dir":"cw"}`, wantMove: `{"pit":"a7","dir":"cw"}`,
			wantPos: board("south", northSt, [4]string{rowB, revA, rowSA, rowSB}, southSt, "A2", "a8")},
		{slip: "north-back-reversed", move: `{"pit":"b2","dir":"ccw"}`, wantMove: `{"pit":"b7","dir":"ccw"}`,
			wantPos: board("south", northSt, [4]string{revB, rowA, rowSA, rowSB}, southSt, "A2", "a1")},
		{slip: "fronts-reversed", move: `{"pit":"A2","dir":"cw"}`, wantMove: `{"pit":"A7","dir":"cw"}`,
			wantPos: board("south", northSt, [4]string{rowB, revA, revSA, rowSB}, southSt, "A7", "a8")},
		{slip: "rows-reversed", move: `{"pit":"B2","dir":"ccw"}`, wantMove: `{"pit":"B7","dir":"ccw"}`,
			wantPos: board("south", northSt, [4]string{revB, revA, revSA, revSB}, southSt, "A7", "a8")},
		// Ai <-> Bi: the A row takes B's counts, a (listed a8..a1) takes b's (b8..b1).
		{slip: "front-back-swapped", move: `{"pit":"A2","dir":"cw"}`, wantMove: `{"pit":"B2","dir":"cw"}`,
			wantPos: board("south", northSt, [4]string{"b 0 0 0 0 0 0 4 3", "a 0 0 0 0 0 0 2 1", "A 5 6 0 0 0 0 0 0", "B 1 2 0 0 7 0 0 0"}, southSt, "B2", "b1")},
		{slip: "south-front-reversed-seeds", move: `{"pit":"A2","dir":"cw"}`, wantMove: `{"pit":"A2","dir":"cw"}`,
			wantPos: board("south", northSt, [4]string{rowB, rowA, revSA, rowSB}, southSt, "A2", "a1")},
		{slip: "south-back-reversed-seeds", move: `{"pit":"B2","dir":"ccw"}`, wantMove: `{"pit":"B2","dir":"ccw"}`,
			wantPos: board("south", northSt, [4]string{rowB, rowA, rowSA, revSB}, southSt, "A2", "a1")},
		{slip: "north-front-reversed-seeds", move: `{"pit":"a2","dir":"cw"}`, wantMove: `{"pit":"a2","dir":"cw"}`,
			wantPos: board("south", northSt, [4]string{rowB, revA, rowSA, rowSB}, southSt, "A2", "a1")},
		{slip: "north-back-reversed-seeds", move: `{"pit":"b2","dir":"ccw"}`, wantMove: `{"pit":"b2","dir":"ccw"}`,
			wantPos: board("south", northSt, [4]string{revB, rowA, rowSA, rowSB}, southSt, "A2", "a1")},
		{slip: "fronts-reversed-seeds", move: `{"pit":"A2","dir":"cw"}`, wantMove: `{"pit":"A2","dir":"cw"}`,
			wantPos: board("south", northSt, [4]string{rowB, revA, revSA, rowSB}, southSt, "A2", "a1")},
		{slip: "rows-reversed-seeds", move: `{"pit":"B2","dir":"ccw"}`, wantMove: `{"pit":"B2","dir":"ccw"}`,
			wantPos: board("south", northSt, [4]string{revB, revA, revSA, revSB}, southSt, "A2", "a1")},
		{slip: "front-back-swapped-seeds", move: `{"pit":"A2","dir":"cw"}`, wantMove: `{"pit":"A2","dir":"cw"}`,
			wantPos: board("south", northSt, [4]string{"b 0 0 0 0 0 0 4 3", "a 0 0 0 0 0 0 2 1", "A 5 6 0 0 0 0 0 0", "B 1 2 0 0 7 0 0 0"}, southSt, "A2", "a1")},
		// North gets South's A1..A8 (listed a8..a1: A8..A1) and South
		// North's a1..a8; stores and houses go along; toMove and the pits
		// that moves and blocks name stay.
		{slip: "sides-swapped", move: `{"pit":"A2","dir":"cw"}`, wantMove: `{"pit":"A2","dir":"cw"}`,
			wantPos: board("south", "store 16 house intact", [4]string{"b 0 0 0 0 0 0 6 5", "a 0 0 0 7 0 0 2 1", "A 3 4 0 0 0 0 0 0", "B 1 2 0 0 0 0 0 0"}, "store 17 house destroyed", "A2", "a1")},
		{slip: "to-move-flipped", move: `{"pit":"A2","dir":"cw"}`, wantMove: `{"pit":"A2","dir":"cw"}`,
			wantPos:    board("north", northSt, [4]string{rowB, rowA, rowSA, rowSB}, southSt, "A2", "a1"),
			wantToMove: "north", wantWinner: "north"},
		{slip: "stores-swapped", move: `{"pit":"A2","dir":"cw"}`, wantMove: `{"pit":"A2","dir":"cw"}`,
			wantPos: board("south", "store 16 house destroyed", [4]string{rowB, rowA, rowSA, rowSB}, "store 17 house intact", "A2", "a1")},
		{slip: "houses-swapped", move: `{"pit":"A2","dir":"cw"}`, wantMove: `{"pit":"A2","dir":"cw"}`,
			wantPos: board("south", "store 17 house intact", [4]string{rowB, rowA, rowSA, rowSB}, "store 16 house destroyed", "A2", "a1")},
		// One way: the request as sent; the successor keeps the mover.
		{slip: "to-move-kept", move: `{"pit":"A2","dir":"cw"}`, wantMove: `{"pit":"A2","dir":"cw"}`, wantPos: same,
			wantToMove: "north"},
		{slip: "dir-swapped", move: `{"pit":"A2","dir":"cw"}`, wantMove: `{"pit":"A2","dir":"ccw"}`, wantPos: same},
		{slip: "dir-swapped", move: `{"pit":"b2","dir":"ccw"}`, wantMove: `{"pit":"b2","dir":"cw"}`, wantPos: same},
		{slip: "front-dir-swapped", move: `{"pit":"A2","dir":"cw"}`, wantMove: `{"pit":"A2","dir":"ccw"}`, wantPos: same},
		{slip: "front-dir-swapped", move: `{"pit":"B2","dir":"ccw"}`, wantMove: `{"pit":"B2","dir":"ccw"}`, wantPos: same},
		{slip: "back-dir-swapped", move: `{"pit":"B2","dir":"ccw"}`, wantMove: `{"pit":"B2","dir":"cw"}`, wantPos: same},
		{slip: "back-dir-swapped", move: `{"pit":"A2","dir":"cw"}`, wantMove: `{"pit":"A2","dir":"cw"}`, wantPos: same},
		{slip: "south-dir-swapped", move: `{"pit":"B2","dir":"ccw"}`, wantMove: `{"pit":"B2","dir":"cw"}`, wantPos: same},
		{slip: "south-dir-swapped", move: `{"pit":"a2","dir":"cw"}`, wantMove: `{"pit":"a2","dir":"cw"}`, wantPos: same},
		{slip: "north-dir-swapped", move: `{"pit":"a2","dir":"cw"}`, wantMove: `{"pit":"a2","dir":"ccw"}`, wantPos: same},
		{slip: "north-dir-swapped", move: `{"pit":"A2","dir":"cw"}`, wantMove: `{"pit":"A2","dir":"cw"}`, wantPos: same},
		{slip: "kichwa-swapped", move: `{"pit":"A5","kichwa":"left"}`, wantMove: `{"pit":"A5","kichwa":"right"}`, wantPos: same},
		{slip: "kichwa-swapped", move: `{"pit":"A3","dir":"cw","kichwa":"right"}`, wantMove: `{"pit":"A3","dir":"cw","kichwa":"left"}`, wantPos: same},
		// One way: a request's kichwa as sent; an answer's namua capture
		// (kichwa, no dir) gets the dir of its arrow, < ccw and > cw.
		{slip: "kichwa-as-dir", move: `{"pit":"A5","kichwa":"left"}`, wantMove: `{"pit":"A5","kichwa":"left"}`, wantPos: same,
			answer: `{"pit":"A5","kichwa":"left"}`, wantAnswer: `{"pit":"A5","dir":"ccw"}`},
		{slip: "kichwa-as-dir", move: `{"pit":"a4","kichwa":"right"}`, wantMove: `{"pit":"a4","kichwa":"right"}`, wantPos: same,
			answer: `{"pit":"a4","kichwa":"right"}`, wantAnswer: `{"pit":"a4","dir":"cw"}`},
		{slip: "kichwa-as-dir", move: `{"pit":"A3","dir":"cw","kichwa":"left"}`, wantMove: `{"pit":"A3","dir":"cw","kichwa":"left"}`, wantPos: same,
			answer: `{"pit":"A3","dir":"cw","kichwa":"left"}`, wantAnswer: `{"pit":"A3","dir":"cw","kichwa":"left"}`},
	}
	base := mustText(t, slipBase)
	seen := map[string]bool{}
	for _, tt := range tests {
		seen[tt.slip] = true
		t.Run(tt.slip+" "+tt.move, func(t *testing.T) {
			ss, err := Lookup(tt.slip)
			if err != nil {
				t.Fatal(err)
			}
			m := mustMove(t, tt.move)
			gotPos, gotMove := ss.ToEngine(base, m)
			if got := text(t, gotPos); got != tt.wantPos {
				t.Errorf("request position:\n%s\nwant:\n%s", got, tt.wantPos)
			}
			if got := moveJSON(t, gotMove); got != tt.wantMove {
				t.Errorf("request move %s, want %s", got, tt.wantMove)
			}
			// The answer: the engine's successor slipBase after the move.
			answer, wantAnswer := tt.answer, tt.wantAnswer
			if answer == "" {
				answer, wantAnswer = tt.move, tt.wantMove
			}
			su := ss.FromEngine(reference.Successor{Move: mustMove(t, answer),
				Result: reference.Result{Position: base, Outcome: reference.Outcome{Winner: reference.South, Reason: reference.ReasonFrontRowEmpty}}})
			wantPos := tt.wantPos
			if tt.wantToMove != "" {
				wantPos = strings.Replace(same, "south to move", tt.wantToMove+" to move", 1)
			}
			if got := text(t, su.Position); got != wantPos {
				t.Errorf("answer position:\n%s\nwant:\n%s", got, wantPos)
			}
			if got := moveJSON(t, su.Move); got != wantAnswer {
				t.Errorf("answer move %s, want %s", got, wantAnswer)
			}
			wantWinner := "south"
			if tt.wantWinner != "" {
				wantWinner = tt.wantWinner
			}
			if su.Outcome.Winner.String() != wantWinner || su.Outcome.Reason != reference.ReasonFrontRowEmpty {
				t.Errorf("answer outcome %v, want %s wins by front-row-empty", su.Outcome, wantWinner)
			}
		})
	}
	for _, s := range Known {
		if !seen[s.Name] {
			t.Errorf("slip %s has no row in the table", s.Name)
		}
	}
}

// TestMappingSlipsRoundTrip: through an exchange and back, a position and a move
// are what they were (each exchange is its own inverse), for every slip but
// the one-way ones, and pairs in either order.
func TestMappingSlipsRoundTrip(t *testing.T) {
	base := mustText(t, slipBase)
	m := mustMove(t, `{"pit":"A5","dir":"cw","kichwa":"left"}`)
	for _, a := range Known {
		for _, b := range append([]*Slip{nil}, Known...) {
			ss := Slips{a}
			if b != nil {
				ss = append(ss, b)
			}
			if a.keepSide || a.kichwaAsDir || (b != nil && (b.keepSide || b.kichwaAsDir)) {
				continue
			}
			p, mv := ss.ToEngine(base, m)
			back := ss.FromEngine(reference.Successor{Move: mv, Result: reference.Result{Position: p}})
			if back.Position != base || back.Move != m {
				t.Errorf("%s: round trip gives %s %v, want slipBase %v", ss, text(t, back.Position), back.Move, m)
			}
		}
	}
}

// TestMappingLookup: names in order, spaces around commas, an empty list is no
// slip, an unknown name is an error that lists the known ones.
func TestMappingLookup(t *testing.T) {
	ss, err := Lookup(" dir-swapped, south-front-reversed ")
	if err != nil || ss.String() != "dir-swapped,south-front-reversed" {
		t.Errorf("Lookup: %v, %v", ss, err)
	}
	if ss.Text() != "cw and ccw swapped and South's front row read A8..A1" {
		t.Errorf("Text: %q", ss.Text())
	}
	if ss, err := Lookup(""); err != nil || len(ss) != 0 {
		t.Errorf("Lookup(\"\"): %v, %v", ss, err)
	}
	for _, bad := range []string{"dir-swaped", "dir-swapped,", ",", "DIR-SWAPPED"} {
		if _, err := Lookup(bad); err == nil || !strings.Contains(err.Error(), "kichwa-as-dir") {
			t.Errorf("Lookup(%q): %v, want an error listing the slips", bad, err)
		}
	}
	seen := map[string]bool{}
	for _, s := range Known {
		if seen[s.Name] || s.Text == "" || s.Check == "" {
			t.Errorf("slip %q: duplicate name, or no text or check", s.Name)
		}
		seen[s.Name] = true
	}
}

func mustText(t *testing.T, s string) reference.Position {
	t.Helper()
	p, err := reference.ParsePositionText(strings.TrimSpace(s))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func mustMove(t *testing.T, s string) reference.Move {
	t.Helper()
	var m reference.Move
	if err := json.Unmarshal([]byte(s), &m); err != nil {
		t.Fatal(err)
	}
	return m
}

func text(t *testing.T, p reference.Position) string {
	t.Helper()
	b, err := p.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func moveJSON(t *testing.T, m reference.Move) string {
	t.Helper()
	b, err := m.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
