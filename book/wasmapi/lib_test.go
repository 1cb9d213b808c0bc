package wasmapi

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/baolakiswahili/conformance/internal/version"
	"github.com/baolakiswahili/conformance/reference"
)

// TestCall runs each library function on good and bad input: the answers
// derived by hand (the four opening moves; A6<* leaves A3..A5 at 1 1 7 and
// South's store at 21) and each failure's kind.
func TestCall(t *testing.T) {
	start := reference.Start(reference.Kiswahili, reference.SetupStandard)
	sj, _ := json.Marshal(start)
	pos := string(sj)
	rules := `{"profile":"default"}`
	for _, c := range []struct {
		fn   string
		args []string
		want []string // substrings of the answer
	}{
		{"version", nil, []string{`"api":1`, `"suite":"` + version.Suite + `"`}},
		{"start", []string{"kiswahili"}, []string{`"toMove":"south"`, `"store":22`}},
		{"parse", []string{pos}, []string{`"variant":"kiswahili"`}},
		{"moves", []string{pos, rules}, []string{`"text":"A6>*"`, `"text":"A6<*"`, `"text":"A7>*"`, `"text":"A7<*"`}},
		{"apply", []string{pos, rules, "A6<*"}, []string{`"front":[0,0,1,1,7,0,2,0]`, `"store":21`, `"outcome":null`}},
		{"explain", []string{pos, rules, `{"pit":"A6","dir":"ccw"}`}, []string{`"text":"pick-up A6 (3)"`, `"hand":3`}},
		{"readings", []string{pos, rules, "A6<*"}, []string{`"tried":`, `"changed":`}},
		{"vector", []string{pos, rules, "A6<*"}, []string{`"vector":`, `\"kind\": \"apply\"`}},
		{"options", nil, []string{`"mtajiHouseTakata"`}},
		// Failures: each names its kind.
		{"nosuch", nil, []string{`"kind":"bad-call"`, `no function \"nosuch\"`}},
		{"moves", nil, []string{`"kind":"bad-call"`}},
		{"moves", []string{`{"variant":"kiswahili"}`, rules}, []string{`"kind":"bad-position"`}},
		{"moves", []string{strings.Replace(pos, `"store":22`, `"store":23`, 1), rules}, []string{`"kind":"bad-position"`}},
		{"moves", []string{pos, `{"profile":"nosuch"}`}, []string{`"kind":"bad-rules"`}},
		{"moves", []string{pos, `{`}, []string{`"kind":"bad-rules"`, "rules JSON"}},
		{"apply", []string{pos, rules}, []string{`"kind":"bad-call"`, "a move is needed"}},
		{"apply", []string{pos, rules, "A1>"}, []string{`"kind":"illegal-move"`, "A1 is empty"}},
		{"apply", []string{pos, rules, `{"pit":"Z9"}`}, []string{`"kind":"bad-move"`}},
		{"explain", []string{pos, rules, "xyz"}, []string{`"kind":"bad-move"`}},
	} {
		got := Call(c.fn, c.args...)
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s(%.40q): the answer lacks %s:\n%.600s", c.fn, c.args, w, got)
			}
		}
		if !json.Valid([]byte(got)) {
			t.Errorf("%s: the answer is not JSON: %.200s", c.fn, got)
		}
	}
	// apply's position is moves' successor for the same move.
	var ms MovesAnswer
	if err := json.Unmarshal([]byte(Call("moves", pos, rules)), &ms); err != nil || len(ms.Moves) != 4 {
		t.Fatalf("moves: %v, %d moves", err, len(ms.Moves))
	}
	var ap Successor
	if err := json.Unmarshal([]byte(Call("apply", pos, rules, "A6<*")), &ap); err != nil {
		t.Fatal(err)
	}
	for _, m := range ms.Moves {
		if m.Text == "A6<*" && m.Position != ap.Position {
			t.Errorf("apply A6<* and moves disagree:\n%v\n%v", m.Position, ap.Position)
		}
	}
	if f := ap.Position.Pits[reference.South]; f[2] != 1 || f[3] != 1 || f[4] != 7 || f[5] != 0 || ap.Position.Store[reference.South] != 21 {
		t.Errorf("after A6<*: South's front %v store %d, want A3..A6 1 1 7 0 and store 21", f[:8], ap.Position.Store[reference.South])
	}
}
