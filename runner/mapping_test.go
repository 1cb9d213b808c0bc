package runner

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/mapping"
	"github.com/baolakiswahili/conformance/reference"
	"github.com/baolakiswahili/conformance/vectors"
)

// TestCheckMapping sends the mapping probes through the Engine interface:
// the reference adapter looks right; one whose listed moves come back with
// cw and ccw exchanged (what an adapter with the directions swapped
// answers to a moves request) is found with that slip; one that does not
// play Kiswahili, or answers garbage, is not judged.
func TestCheckMapping(t *testing.T) {
	kiswahili := &protocol.Hello{Name: "x", Variants: []string{"kiswahili"}}
	swapDirs := func(_ int, _ []byte, reply []byte) []byte {
		return editJSON(reply, func(m map[string]any) {
			moves, _ := m["moves"].([]any)
			for _, s := range moves {
				mv := s.(map[string]any)["move"].(map[string]any)
				switch mv["dir"] {
				case "cw":
					mv["dir"] = "ccw"
				case "ccw":
					mv["dir"] = "cw"
				}
			}
		})
	}
	garbage := func(int, []byte, []byte) []byte { return []byte("not json") }
	tests := []struct {
		name    string
		eng     Engine
		hello   *protocol.Hello
		verdict string
		line    string
	}{
		{"reference", NewLocal(), kiswahili, mapping.Right, "Mapping: looks right (14 of 14 mapping positions agree)"},
		{"directions swapped", &fake{Local: NewLocal(), edit: swapDirs}, kiswahili, mapping.Slipped,
			"Mapping: with cw and ccw swapped, 14 of 14 mapping positions agree (4 as sent): check your adapter's directions"},
		{"no kiswahili", NewLocal(), &protocol.Hello{Name: "x", Variants: []string{"hus"}}, mapping.NotJudged,
			"Mapping: not judged (the engine does not play kiswahili, the variant of the mapping positions)"},
		{"garbage", &fake{Local: NewLocal(), edit: garbage}, kiswahili, mapping.NotJudged,
			"Mapping: not judged (0 of 14 mapping positions were answered; m01: unreadable reply: the reply is not a JSON object: not json)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := CheckMapping(tt.eng, tt.hello)
			if err != nil {
				t.Fatal(err)
			}
			if f.Verdict != tt.verdict || f.Line != tt.line {
				t.Errorf("%s: %s\nwant %s: %s", f.Verdict, f.Line, tt.verdict, tt.line)
			}
		})
	}
	if _, err := CheckMapping(nil, kiswahili); err == nil || !strings.Contains(err.Error(), "mapping check") {
		t.Errorf("no engine: %v", err)
	}
}

// apSlippedLine is the mapping line for AbstractPlay's readings behind the
// seeds of South's front row copied reversed, predicted under its profile
// (mapping's TestMappingAbstractPlaySlipped: under the default rules the
// answers are unexplained).
const apSlippedLine = "Mapping: with the seeds of South's front row read A8..A1 (the pits of moves read right), 14 of 14 mapping positions agree (2 as sent): check your adapter's board mapping (predicted under profile abstractplay)"

// apSlipped returns the reference engine playing profile abstractplay
// behind south-front-reversed-seeds, with the hello's members after the
// variants (options, dialect).
func apSlipped(t *testing.T, hello string) Engine {
	t.Helper()
	ap, err := reference.Profile("abstractplay")
	if err != nil {
		t.Fatal(err)
	}
	ss, err := mapping.Lookup("south-front-reversed-seeds")
	if err != nil {
		t.Fatal(err)
	}
	return &slippedEngine{fixedEngine{rules: ap, hello: `{"id":0,"name":"fake",` + fakeVariants + `,` + hello + `}`}, ss}
}

// TestCheckMappingUnderReadings: the mapping check alone predicts under
// the readings the engine plays. An engine that plays AbstractPlay's
// readings behind a slip and declares them is found with the slip under
// them; one that declares none is found under the profile whose readings
// explain its answers (the default rules and each profile are tried); one
// that declares the default rules it does not play is judged under them
// alone, where the slip explains 10 answers of 14 (unexplained). The
// reference adapter looks right under every declaration.
func TestCheckMappingUnderReadings(t *testing.T) {
	unexplained := "Mapping: unexplained (12 of 14 mapping positions differ and no slip explains them): check your adapter's board mapping, or see the failures"
	for _, tt := range []struct {
		name, hello, line string
	}{
		{"declared", `"options":{},"dialect":{"profile":"abstractplay"}`, apSlippedLine},
		{"not declared", `"options":{}`, apSlippedLine},
		{"declared default", `"options":{},"dialect":{"profile":"default"}`, unexplained},
	} {
		t.Run(tt.name, func(t *testing.T) {
			eng := apSlipped(t, tt.hello)
			raw, _ := eng.Start()
			hello, err := ParseHello(raw)
			if err != nil {
				t.Fatal(err)
			}
			f, err := CheckMapping(eng, hello)
			if err != nil {
				t.Fatal(err)
			}
			if f.Line != tt.line {
				t.Errorf("%s\nwant %s", f.Line, tt.line)
			}
			f, err = CheckMapping(NewLocal(), hello)
			if err != nil || f.Verdict != mapping.Right || f.Agree != 14 {
				t.Errorf("the reference adapter with this hello: %v %+v", err, f)
			}
		})
	}
	bad := &protocol.Hello{Name: "x", Variants: []string{"kiswahili"}, Dialect: &protocol.Dialect{Profile: "nobody"}}
	if _, err := CheckMapping(NewLocal(), bad); err == nil || !strings.Contains(err.Error(), "hello.dialect.profile") {
		t.Errorf("a dialect of an unknown profile: %v", err)
	}
}

// TestRunMappingUnderReadings: in a full run the mapping probes are sent
// first and judged once the readings are known. AbstractPlay's readings
// behind a slip are found with the slip when the hello declares them and
// when the dialect probes infer readings (through the slip they infer
// others than AbstractPlay's, and the profiles are tried after them); and
// the slip found keeps the reading question from explaining failures by
// readings, which it does in the same run without the mapping check.
func TestRunMappingUnderReadings(t *testing.T) {
	var files []*vectors.File
	for _, f := range dialectSample(t) {
		if strings.HasPrefix(f.Name, "moves-kiswahili-") || f.Name == "probes" {
			files = append(files, f)
		}
	}
	run := func(hello string, o Options) *Report {
		t.Helper()
		o.Name = "fake"
		rep, err := Run(context.Background(), apSlipped(t, hello), files, o)
		if err != nil {
			t.Fatal(err)
		}
		return rep
	}
	readings := func(rep *Report) int {
		n := 0
		for _, c := range rep.Classes {
			if c.Reading != nil {
				n++
			}
		}
		return n
	}
	declared := `"options":{},"dialect":{"profile":"abstractplay"}`
	rep := run(declared, Options{NoDialect: true})
	if rep.Mapping == nil || rep.Mapping.Line != apSlippedLine {
		t.Errorf("declared: mapping %+v", rep.Mapping)
	}
	if n := readings(rep); n != 0 {
		t.Errorf("declared, the slip found: %d classes explained by readings", n)
	}
	if rep := run(declared, Options{NoDialect: true, NoMapping: true}); rep.Mapping != nil || readings(rep) == 0 {
		t.Errorf("declared, no mapping check: mapping %v, %d classes explained by readings, want some", rep.Mapping, readings(rep))
	}
	// The inference needs the dialect probes; a few vectors of the main
	// run are enough.
	files = files[:0]
	for _, f := range dialectSample(t) {
		switch {
		case f.Name == "probes":
			files = append(files, f)
		case strings.HasPrefix(f.Name, "moves-kiswahili-"):
			g := *f
			g.Vectors = g.Vectors[:min(20, len(g.Vectors))]
			files = append(files, &g)
		}
	}
	rep = run(`"options":{}`, Options{})
	if rep.Mapping == nil || rep.Mapping.Line != apSlippedLine || rep.DialectRun == nil || rep.DialectRun.Mode != "inferred" {
		t.Errorf("inferred: mapping %+v, dialect run %+v", rep.Mapping, rep.DialectRun)
	}
}

// slippedEngine is the reference engine playing fixed rules behind an
// adapter with mapping slips (mapping.Slips): each moves and apply request
// reaches it through the slips, and its answers come back through them,
// as cmd/bao/testdata/slipped does out of process.
type slippedEngine struct {
	fixedEngine
	slips mapping.Slips
}

func (e *slippedEngine) Do(reqs [][]byte) []Reply {
	out := make([]Reply, len(reqs))
	for i, r := range reqs {
		e.n++
		out[i].Raw = e.answer(r)
	}
	return out
}

// answer answers one request (its members after the id).
func (e *slippedEngine) answer(r []byte) []byte {
	var req struct {
		Op       string
		Position json.RawMessage
		Move     json.RawMessage
	}
	refuse := func(kind string, err error) []byte {
		b, _ := json.Marshal(map[string]any{"id": 1, "error": map[string]string{"kind": kind, "message": err.Error()}})
		return b
	}
	if err := json.Unmarshal([]byte("{"+string(r)+"}"), &req); err != nil {
		return refuse("bad-request", err)
	}
	p, err := protocol.DecodePosition(req.Position)
	if err != nil {
		return refuse("bad-position", err)
	}
	m := reference.Move{Pit: reference.NoPit}
	if req.Op == "apply" {
		if err := json.Unmarshal(req.Move, &m); err != nil {
			return refuse("bad-request", err)
		}
	}
	ep, em := e.slips.ToEngine(p, m)
	b := []byte(`{"id":1`)
	switch req.Op {
	case "moves":
		succ, err := reference.Moves(e.rules, ep, nil)
		if err != nil {
			return refuse("bad-position", err)
		}
		b = append(b, `,"moves":[`...)
		for i := range succ {
			su := e.slips.FromEngine(succ[i])
			if i > 0 {
				b = append(b, ',')
			}
			b = protocol.AppendSuccessor(b, &su)
		}
		b = append(b, ']')
	case "apply":
		res, err := reference.Apply(e.rules, ep, em)
		if err != nil {
			return refuse("illegal-move", err)
		}
		res = e.slips.FromEngineResult(res)
		b = append(b, `,"position":`...)
		b = protocol.AppendPosition(b, &res.Position)
		b = append(b, `,"outcome":`...)
		b = protocol.AppendOutcome(b, res.Outcome)
	default:
		return refuse("unsupported", errors.New("op "+req.Op))
	}
	return append(b, '}')
}

// TestOpenAsProfile: the options the probes left open stand at the reading
// of the profile nearest to the settled ones where the engine may play it
// (BGA's settled readings with its lone-kichwa and lap-limit readings open
// are profile bga), and at the vector's reading where it may not.
func TestOpenAsProfile(t *testing.T) {
	bga, err := reference.Profile("bga")
	if err != nil {
		t.Fatal(err)
	}
	set := func(r reference.Rules, kv ...string) reference.Rules {
		for i := 0; i < len(kv); i += 2 {
			o, _ := reference.LookupOption(kv[i])
			if err := o.Set(&r, kv[i+1]); err != nil {
				t.Fatal(err)
			}
		}
		return r
	}
	asked := set(bga, "loneKichwa", "forbidden", "lapLimit", "192-seeds") // the vector's readings of the open options
	for _, tc := range []struct {
		name string
		open map[string][]string
		want reference.Rules
	}{
		{"both open, bga's among them", map[string][]string{"loneKichwa": {"loses", "end-of-move"}, "lapLimit": {"12-passes", "cycle", "relays-512"}}, bga},
		{"bga's lap limit not among the open ones", map[string][]string{"loneKichwa": {"loses", "end-of-move"}, "lapLimit": {"cycle", "relays-512"}}, set(bga, "lapLimit", "192-seeds")},
		{"nothing open", nil, asked},
	} {
		if got := openAsProfile(asked, tc.open); got != tc.want {
			t.Errorf("%s: %v, want %v (differs in %v)", tc.name, got, tc.want, got.Diff(tc.want))
		}
	}
}
