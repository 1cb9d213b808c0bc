package wasmapi

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/baolakiswahili/conformance/reference"
)

func defaults(t *testing.T) reference.Rules {
	t.Helper()
	r, err := reference.Profile("default")
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestParse reads both forms and reports bad input by field.
func TestParse(t *testing.T) {
	start := reference.Start(reference.Kiswahili, reference.SetupStandard)
	j, _ := json.Marshal(start)
	txt, _ := start.MarshalText()
	for _, in := range []string{string(j), string(txt)} {
		p, err := Parse(in)
		if err != nil || p != start {
			t.Errorf("Parse(%.30q): %v", in, err)
		}
	}
	for _, bad := range []string{"", "{", "kiswahili south to move\n"} {
		if _, err := Parse(bad); err == nil {
			t.Errorf("Parse(%q) succeeded", bad)
		}
	}
	// An edited board with 65 seeds is drawn, and said to be invalid.
	bad := strings.Replace(string(j), `"store":22`, `"store":23`, 1)
	p, inv, err := ParseLoose(bad)
	if err != nil || inv == nil || p.Store[reference.South] != 23 {
		t.Errorf("ParseLoose of 65 seeds: store %d, invalid %v, err %v", p.Store[reference.South], inv, err)
	}
	l := LegalMoves(defaults(t), p, "")
	if l.Error == "" || l.SVG == "" || len(l.Moves) != 0 {
		t.Errorf("an invalid position: error %q, %d moves, svg %d bytes", l.Error, len(l.Moves), len(l.SVG))
	}
}

// TestLegalAndPlay: the four opening moves (features/STEPS.md), and A6<* step by
// step: hand seed into A6 (3), lifted, sown A5, A4, A3 (NAMUA-1, NAMUA-3,
// SOW-7).
func TestLegalAndPlay(t *testing.T) {
	r := defaults(t)
	start := reference.Start(reference.Kiswahili, reference.SetupStandard)
	l := LegalMoves(r, start, "A6")
	var texts []string
	for _, m := range l.Moves {
		texts = append(texts, m.Text)
	}
	if strings.Join(texts, ", ") != "A6>*, A6<*, A7>*, A7<*" {
		t.Errorf("legal moves %v", texts)
	}
	pl := Play(r, start, "A6<*")
	if pl.Error != "" || len(pl.Steps) != 5 || pl.Steps[4].Kind != "result" {
		t.Fatalf("A6<*: error %q, %d steps", pl.Error, len(pl.Steps))
	}
	var rules []string
	for _, s := range pl.Steps[:4] {
		rules = append(rules, s.Rule)
	}
	if strings.Join(rules, " ") != "NAMUA-1 NAMUA-3 NAMUA-3 SOW-7" {
		t.Errorf("rules of the steps: %v", rules)
	}
	var after reference.Position
	if err := json.Unmarshal(pl.Position, &after); err != nil {
		t.Fatal(err)
	}
	for pit, want := range map[string]int{"A3": 1, "A4": 1, "A5": 7, "A6": 0, "A7": 2} {
		q, _ := reference.ParsePit(pit)
		if after.Seeds(q) != want {
			t.Errorf("after A6<*: %s = %d, want %d", pit, after.Seeds(q), want)
		}
	}
	if bad := Play(r, start, "A1>"); bad.Error == "" {
		t.Error("A1> from the start was played")
	}
}

// TestReadingsAndVector: DISPUTE-3(a)'s position (mtaji, South A2 3, house
// A5 8): A2> ends in the house; only mtajiHouseTakata=relays (and the
// options that end the house's privileges) change it.
func TestReadingsAndVector(t *testing.T) {
	txt := "kiswahili south to move\nnorth store 0 house destroyed\nb 6 6 6 6 6 7 7 7\na 0 0 0 0 0 0 0 2\nA 0 3 0 0 8 0 0 0\nB 0 0 0 0 0 0 0 0\nsouth store 0 house intact\n"
	p, err := Parse(txt)
	if err != nil {
		t.Fatal(err)
	}
	rd := CompareReadings(defaults(t), p, "A2>")
	found := false
	for _, c := range rd.Changed {
		if c.Option == "mtajiHouseTakata" && c.Reading == "relays" {
			found = c.Legal && c.SVG != "" && strings.Contains(strings.Join(c.Changes, ";"), "south house: intact→destroyed")
		}
	}
	if !found || rd.Tried < 20 {
		t.Errorf("readings of A2>: tried %d, changed %+v", rd.Tried, rd.Changed)
	}
	v, err := Vector(reference.RulesJSON{Profile: "default"}, p, "A2>")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"kind": "apply"`, `"moveText": "A2>*"`, `"derived": "engine"`} {
		if !strings.Contains(string(v), want) {
			t.Errorf("vector lacks %s:\n%s", want, v)
		}
	}
}
