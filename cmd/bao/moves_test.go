package main

import (
	"encoding/json"
	"sort"
	"strings"
	"testing"

	"github.com/baolakiswahili/conformance/reference"
)

func sortedLines(s string) []string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	sort.Strings(lines)
	return lines
}

func TestMovesStart(t *testing.T) {
	// Start (default profile): no capture (A5, A6, A7 face a4, a3, a2, all
	// empty), so kutakata from A6 or A7 either way; the functional house may
	// not take the hand seed while other front pits are occupied (NAMUA-5).
	out, _, err := runBao(t, "", "moves", "start")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"A6<*", "A6>*", "A7<*", "A7>*"}
	if got := sortedLines(out); strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("bao moves start: %q, want %q", got, want)
	}
}

func TestMovesKujifunza(t *testing.T) {
	// Kujifunza start, 2 in every pit: a 2-seed sowing captures when it ends
	// on a front pit (all non-empty, all facing non-empty pits): A1..A6
	// clockwise, A3..A8 counter-clockwise, B1 and B2 clockwise (to A1, A2),
	// B8 and B7 counter-clockwise (to A8, A7). Back-row arrows are mirrored:
	// clockwise runs leftwards along the back row (NOTATION-1).
	out, _, err := runBao(t, "", "moves", "kujifunza-start")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"A1>", "A2>", "A3>", "A4>", "A5>", "A6>", "A3<", "A4<", "A5<", "A6<", "A7<", "A8<", "B1<", "B2<", "B8>", "B7>"}
	sort.Strings(want)
	if got := sortedLines(out); strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("bao moves kujifunza-start:\n%q\nwant\n%q", got, want)
	}
}

func TestMovesJSON(t *testing.T) {
	out, _, err := runBao(t, "", "moves", "--json", "start")
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		Moves []struct {
			Move     reference.Move     `json:"move"`
			Position reference.Position `json:"position"`
			Outcome  *reference.Outcome `json:"outcome"`
		} `json:"moves"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	if len(got.Moves) != 4 {
		t.Fatalf("want 4 moves, got %d", len(got.Moves))
	}
	// A6>*: the hand seed makes A6 3; sown clockwise into A7, A8, B8; B8 was
	// empty, so the move ends (SOW-7). South's store drops to 21.
	var want reference.Position
	if err := json.Unmarshal([]byte(`{"variant":"kiswahili","toMove":"north",
		"south":{"front":[0,0,0,0,6,0,3,1],"back":[0,0,0,0,0,0,0,1],"store":21,"house":"intact"},
		"north":{"front":[0,0,0,0,6,2,2,0],"back":[0,0,0,0,0,0,0,0],"store":22,"house":"intact"},
		"blocked":null,"mustCapture":null}`), &want); err != nil {
		t.Fatal(err)
	}
	found := false
	for _, m := range got.Moves {
		if m.Move.String() == "A6>" {
			found = true
			if m.Position != want {
				t.Errorf("A6>* leads to %+v, want %+v", m.Position, want)
			}
			if m.Outcome != nil && m.Outcome.Over() {
				t.Errorf("A6>* ends the game: %+v", m.Outcome)
			}
		}
	}
	if !found {
		t.Errorf("A6> missing from %s", out)
	}
	if !strings.Contains(out, `"outcome":null`) {
		t.Errorf("outcome of an ongoing game should be null: %s", out)
	}
}

func TestMovesResults(t *testing.T) {
	out, _, err := runBao(t, "", "moves", "--results")
	if err != nil {
		t.Fatal(err)
	}
	// A6>* leaves South's front row 0 0 0 0 [6] 0 3 1 and B8 = 1 (see TestMovesJSON).
	if !strings.Contains(out, "A6>*\nNorth  store 22  house intact\n") ||
		!strings.Contains(out, " A   0   0   0   0 [ 6]  0   3   1\n B   0   0   0   0   0   0   0   1\n") ||
		strings.Count(out, "North to move (namua)") != 4 {
		t.Errorf("bao moves --results:\n%s", out)
	}
}

func TestMovesGameOverAndErrors(t *testing.T) {
	out, errOut, err := runBao(t, "", "moves", northLost)
	if err != nil {
		t.Fatal(err)
	}
	if out != "" || !strings.Contains(errOut, "no legal moves: South wins (front-row-empty)") {
		t.Errorf("game over: stdout %q stderr %q", out, errOut)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"moves", "start", "extra"}, "at most one position"},
		{[]string{"moves", "--option", "nope=1"}, "unknown option"},
		{[]string{"moves", "missing-file"}, `position "missing-file"`},
	} {
		_, _, err := runBao(t, "", tc.args...)
		wantExit(t, err, 2, tc.want)
	}
}

func TestMovesRN(t *testing.T) {
	// Nierse's notation (RN:351): L/R for the direction, * for takasa.
	// A6>* (clockwise, to the right) is A6R*.
	out, _, err := runBao(t, "", "moves", "--rn")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"A6L*", "A6R*", "A7L*", "A7R*"}
	if got := sortedLines(out); strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("bao moves --rn: %q, want %q", got, want)
	}
}
