package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/baolakiswahili/conformance/reference"
)

// startDiagram is the start position drawn by hand from SETUP-1 as the
// sources print it from South's seat (RN diagram 2): North's row a reads
// a8..a1, so its house a5 is the 4th column and a6, a7 (2 each) are left of it.
const startDiagram = `North  store 22  house intact
     8   7   6   5   4   3   2   1
 b   0   0   0   0   0   0   0   0
 a   0   2   2 [ 6]  0   0   0   0
   --------------------------------
 A   0   0   0   0 [ 6]  2   2   0
 B   0   0   0   0   0   0   0   0
     1   2   3   4   5   6   7   8
South  store 22  house intact
South to move (namua)
`

// northLost is a mtaji position where North, to move, has an empty front
// row: South has won (END-1).
const northLost = `{"variant":"kiswahili","toMove":"north",
 "south":{"front":[4,4,4,4,4,4,4,4],"back":[4,4,4,4,4,4,4,4],"store":0,"house":"destroyed"},
 "north":{"front":[0,0,0,0,0,0,0,0],"back":[0,0,0,0,0,0,0,0],"store":0,"house":"destroyed"},
 "blocked":null,"mustCapture":null}`

func TestShow(t *testing.T) {
	out, _, err := runBao(t, "", "show")
	if err != nil {
		t.Fatal(err)
	}
	if out != startDiagram {
		t.Errorf("bao show:\n%s\nwant:\n%s", out, startDiagram)
	}
	// The same from a file given by name and from stdin.
	for _, args := range [][]string{{"show", "start"}, {"show", "-"}} {
		got, _, err := runBao(t, startJSON, args...)
		if err != nil || got != startDiagram {
			t.Errorf("bao %v: err %v\n%s", args, err, got)
		}
	}
}

func TestShowJSONAndText(t *testing.T) {
	out, _, err := runBao(t, "", "show", "--json", "start")
	if err != nil {
		t.Fatal(err)
	}
	var got, want map[string]any
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	json.Unmarshal([]byte(startJSON), &want)
	if gb, _ := json.Marshal(got); string(gb) != mustJSON(t, want) {
		t.Errorf("bao show --json:\n%s\nwant %s", out, mustJSON(t, want))
	}
	// The text form reads back to the same position.
	text, _, err := runBao(t, "", "show", "--text", "malawi-start")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text, "A 0 0 0 0 8 2 2 0") || !strings.Contains(text, "south store 20 house intact") {
		t.Errorf("malawi text form:\n%s", text)
	}
	again, _, err := runBao(t, text, "show", "--json", "-")
	if err != nil {
		t.Fatal(err)
	}
	var p reference.Position
	if err := json.Unmarshal([]byte(again), &p); err != nil {
		t.Fatal(err)
	}
	if p != reference.Start(reference.Kiswahili, reference.SetupMalawi) {
		t.Errorf("text round trip: %+v", p)
	}
}

func TestShowVariantsAndGameOver(t *testing.T) {
	out, _, err := runBao(t, "", "show", "kujifunza-start")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(out, "Variant: kujifunza\n") || !strings.Contains(out, " A   2   2   2   2   2   2   2   2\n") || strings.Contains(out, "store") {
		t.Errorf("kujifunza:\n%s", out)
	}
	out, _, err = runBao(t, "", "show", northLost)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "North to move (mtaji)") || !strings.Contains(out, "Game over: South wins (front-row-empty)") {
		t.Errorf("game over:\n%s", out)
	}
}

func TestShowErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"show", "start", "start"}, "at most one position"},
		{[]string{"show", "--json", "--text"}, "exclude each other"},
		{[]string{"show", "nowhere.json"}, `position "nowhere.json"`},
		{[]string{"show", "--profile", "x"}, "--profile"},
		{[]string{"show", `{"variant":"kiswahili"}`}, "toMove: missing"},
	} {
		_, _, err := runBao(t, "", tc.args...)
		wantExit(t, err, 2, tc.want)
	}
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestShowBlockAndObligation(t *testing.T) {
	// A made-up mtaji position with a block and an obligation; the last line
	// names both (FormatDiagram).
	pos := `{"variant":"kiswahili","toMove":"south",
	 "south":{"front":[2,2,2,2,2,2,2,2],"back":[2,2,2,2,2,2,2,2],"store":0,"house":"destroyed"},
	 "north":{"front":[2,2,2,2,2,2,2,2],"back":[2,2,2,2,2,2,2,2],"store":0,"house":"destroyed"},
	 "blocked":"A3","mustCapture":"a4"}`
	out, _, err := runBao(t, "", "show", pos)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(out, "South to move (mtaji); A3 is blocked (kutakatia); must capture a4\n") || strings.Contains(out, "[") {
		t.Errorf("bao show:\n%s", out)
	}
	_, _, err = runBao(t, "", "show", strings.Replace(pos, `"blocked":"A3"`, `"blocked":"a3"`, 1))
	wantExit(t, err, 2, "blocked: a3 is not a front pit of the side to move")
}
