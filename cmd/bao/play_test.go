package main

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/baolakiswahili/conformance/reference"
)

// openingFinal is the position after 1: A6>* a6<* 2: A5> a3>, derived by hand:
//  1. A6>*: A6 2+1 = 3 sown clockwise into A7, A8, B8 (B8 was empty: end).
//     a6<*: a6 2+1 = 3 sown counter-clockwise into a5, a4, a3 (a3 empty: end).
//  2. A5>: the hand seed goes into the house (7), which faces a4 = 1: capture
//     (NAMUA-7); '>' enters the seed at the right kichwa A8 (1 -> 2), which
//     faces the empty a1, so A8's 2 seeds relay counter-clockwise into A7 (4)
//     and A6 (was empty: end).
//     a3>: a3 = 1+1 faces A6 = 1, the only capture; '>' is North's right
//     kichwa a8 (empty: the seed stays, end).
const openingFinal = `North  store 20  house intact
     8   7   6   5   4   3   2   1
 b   0   0   0   0   0   0   0   0
 a   1   2   0 [ 7]  0   2   0   0
   --------------------------------
 A   0   0   0   0 [ 7]  0   4   0
 B   0   0   0   0   0   0   0   1
     1   2   3   4   5   6   7   8
South  store 20  house intact
South to move (namua)
Outcome: the game goes on
`

func TestPlayMoves(t *testing.T) {
	out, _, err := runBao(t, "", "play", "A6>*", "a6<*", "A5>", "a3>")
	if err != nil {
		t.Fatal(err)
	}
	want := "move 1: South A6>*\nmove 2: North a6<*\nmove 3: South A5>\nmove 4: North a3>\n\n" + openingFinal
	if out != want {
		t.Errorf("bao play:\n%s\nwant:\n%s", out, want)
	}
	// The same with a position argument, JSON moves and other notations
	// (Nierse's A6R* is A6>*; "a6 ccw" is a6<).
	out, _, err = runBao(t, "", "play", "--quiet", "start", `{"pit":"A6","dir":"cw"}`, "a6 ccw", "A5R", `{"pit":"a3","kichwa":"right"}`)
	if err != nil {
		t.Fatal(err)
	}
	if out != openingFinal {
		t.Errorf("bao play --quiet with JSON moves:\n%s", out)
	}
}

func TestPlayJSON(t *testing.T) {
	out, _, err := runBao(t, "", "play", "--json", "A6>*", "a6<*", "A5>", "a3>")
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		Position reference.Position
		Outcome  *reference.Outcome
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	var want reference.Position
	json.Unmarshal([]byte(`{"variant":"kiswahili","toMove":"south",
		"south":{"front":[0,0,0,0,7,0,4,0],"back":[0,0,0,0,0,0,0,1],"store":20,"house":"intact"},
		"north":{"front":[0,0,2,0,7,0,2,1],"back":[0,0,0,0,0,0,0,0],"store":20,"house":"intact"},
		"blocked":null,"mustCapture":null}`), &want)
	if got.Position != want || got.Outcome != nil {
		t.Errorf("bao play --json: %s", out)
	}
}

func TestPlayIllegal(t *testing.T) {
	// After A6>* a6<*, South must capture a4 with the house (CAP-2): A7< is
	// a kutakata and illegal. A move on the command line: bad input, exit 2.
	out, _, err := runBao(t, "", "play", "A6>*", "a6<*", `{"pit":"A7","dir":"ccw"}`)
	wantExit(t, err, 2, "move 3 (South", "capture is compulsory (CAP-2)", "A5 captures a4")
	if !strings.Contains(out, "Position before the failing move:") || !strings.Contains(out, " a   0   2   0 [ 7]  1   1   0   0\n") {
		t.Errorf("the position before the failing move is not shown:\n%s", out)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"play", "A4>*"}, "A4 is empty"},
		{[]string{"play", "A6"}, "ambiguous"},
		{[]string{"play", "A6>*", `{"pit":"A6","dir":"cw"}`}, "belongs to south, and north is to move"},
		{[]string{"play", "Z9"}, "cannot read move"},
		{[]string{"play", `{"pit":"A6","dir":"up"}`}, "move.dir"},
		{[]string{"play"}, "no moves given"},
		{[]string{"play", "start"}, "no moves given"},
	} {
		_, _, err := runBao(t, "", tc.args...)
		wantExit(t, err, 2, tc.want)
	}
}

func TestPlayAfterGameOver(t *testing.T) {
	_, _, err := runBao(t, "", "play", "testdata/nierse-d21.json", "A1+", "a7>")
	wantExit(t, err, 2, "move 2 (a7>): the game is already over: South wins (front-row-empty)")
}

func TestPlayRecord(t *testing.T) {
	out, _, err := runBao(t, "", "play", "--record", "testdata/record-opening.txt")
	if err != nil {
		t.Fatal(err)
	}
	want := "record line 5, move 1: South A6>*\nrecord line 5, move 1: North a6<*\n" +
		"record line 6, move 2: South A5>\nrecord line 6, move 2: North a3>\n\n" + openingFinal
	if out != want {
		t.Errorf("bao play --record:\n%s\nwant:\n%s", out, want)
	}
	// From stdin.
	data, err := os.ReadFile("testdata/record-opening.txt")
	if err != nil {
		t.Fatal(err)
	}
	out, _, err = runBao(t, string(data), "play", "--quiet", "--record", "-")
	if err != nil || out != openingFinal {
		t.Errorf("record from stdin: %v\n%s", err, out)
	}
}

func TestPlayRecordIllegal(t *testing.T) {
	// a4 was captured by A5> just before: North's a4>* is illegal. The record
	// does not replay: exit 1, naming the line, move number, side and reason.
	_, _, err := runBao(t, "", "play", "--record", "testdata/record-illegal.txt")
	wantExit(t, err, 1, "record line 3, move 2 (North, a4>*)", "a4 is empty")
}

func TestPlayRecordFromPosition(t *testing.T) {
	// After A6>* North is to move: the first line's South move is "...".
	afterA6 := `{"variant":"kiswahili","toMove":"north",
		"south":{"front":[0,0,0,0,6,0,3,1],"back":[0,0,0,0,0,0,0,1],"store":21,"house":"intact"},
		"north":{"front":[0,0,0,0,6,2,2,0],"back":[0,0,0,0,0,0,0,0],"store":22,"house":"intact"},
		"blocked":null,"mustCapture":null}`
	out, _, err := runBao(t, "1: ... a6<*\n2: A5> a3>\n", "play", "--quiet", "--from", afterA6, "--record", "-")
	if err != nil || out != openingFinal {
		t.Errorf("record from a position: %v\n%s", err, out)
	}
	_, _, err = runBao(t, "1: A6>* a6<*\n", "play", "--from", afterA6, "--record", "-")
	wantExit(t, err, 2, "North is to move", `"..."`)
	_, _, err = runBao(t, "1: A6>* a6<*\n2: ... a3>\n", "play", "--record", "-")
	wantExit(t, err, 2, "stands for no move")
}

func TestPlayRecordUnreadable(t *testing.T) {
	for _, tc := range []struct{ record, want string }{
		{"1: A6>* a6<*\nthe game was adjourned\n", "is not a move line"},
		{"Header only\n", "no move lines"},
		{"1: A6>* a6<* a5<*\n", "want one or two moves"},
	} {
		_, _, err := runBao(t, tc.record, "play", "--record", "-")
		wantExit(t, err, 2, tc.want)
	}
	_, _, err := runBao(t, "", "play", "--record", "testdata/no-such-record.txt")
	wantExit(t, err, 2, "no-such-record.txt")
	_, _, err = runBao(t, "", "play", "--record", "testdata/record-opening.txt", "A6>*")
	wantExit(t, err, 2, "unexpected argument")
	_, _, err = runBao(t, "", "play", "--from", "-", "--record", "-")
	wantExit(t, err, 2, "cannot both come from stdin")
}

// TestPlayRecordNumbering: the moves of a record are numbered 1, 2, 3, ...
// (NOTATION-2); a gap, a 0 or a number too long for any game is an error
// naming the line (issue 9: they were warnings, or read silently).
func TestPlayRecordNumbering(t *testing.T) {
	out, _, err := runBao(t, "1: A6>* a6<*\n2: A5> a3>\n", "play", "--quiet", "--record", "-")
	if err != nil || out != openingFinal {
		t.Fatalf("err %v\n%s", err, out)
	}
	for _, tc := range []struct{ record, want string }{
		{"1: A6>* a6<*\n3: A5> a3>\n", "line 2: move number 3, want 2"},
		{"0: A6>* a6<*\n", "line 1: move number 0, want 1"},
		{"1: A6>* a6<*\n0: A5> a3>\n", "line 2: move number 0, want 2"},
		{"2: A6>* a6<*\n", "line 1: move number 2, want 1"},
		{"12345678901234567890123: A6>* a6<*\n", "line 1: move number 12345678901234567890123, want 1"},
	} {
		_, _, err := runBao(t, tc.record, "play", "--quiet", "--record", "-")
		wantExit(t, err, 2, tc.want)
	}
}
