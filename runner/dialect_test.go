package runner

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/baolakiswahili/conformance/dialect"
	"github.com/baolakiswahili/conformance/reference"
	"github.com/baolakiswahili/conformance/vectors"
)

// fixedEngine is the reference engine playing fixed rules whatever the
// request says: an engine with its own dialect, declared or not.
type fixedEngine struct {
	rules reference.Rules
	hello string
	n     int
}

func (e *fixedEngine) Start() ([]byte, error) { return []byte(e.hello), nil }
func (e *fixedEngine) Stats() Stats           { return Stats{Requests: e.n} }
func (e *fixedEngine) Close()                 {}

func (e *fixedEngine) Violations() []Violation { return nil }

func (e *fixedEngine) Do(reqs [][]byte) []Reply {
	out := make([]Reply, len(reqs))
	for i, r := range reqs {
		e.n++
		var req struct {
			Op       string
			Position reference.Position
			Move     reference.Move
		}
		if err := json.Unmarshal([]byte("{"+string(r)+"}"), &req); err != nil {
			out[i].Raw = []byte(`{"id":1,"error":{"kind":"bad-request","message":"x"}}`)
			continue
		}
		var b []byte
		switch req.Op {
		case "moves":
			succ, _ := reference.Moves(e.rules, req.Position, nil)
			type mv struct {
				Move     reference.Move     `json:"move"`
				Position reference.Position `json:"position"`
				Outcome  reference.Outcome  `json:"outcome"`
			}
			ms := []mv{}
			for _, s := range succ {
				ms = append(ms, mv{s.Move, s.Position, s.Outcome})
			}
			b, _ = json.Marshal(map[string]any{"id": 1, "moves": ms})
		case "apply":
			res, err := reference.Apply(e.rules, req.Position, req.Move)
			if err != nil {
				b, _ = json.Marshal(map[string]any{"id": 1, "error": map[string]string{"kind": "illegal-move", "message": err.Error()}})
			} else {
				b, _ = json.Marshal(map[string]any{"id": 1, "position": res.Position, "outcome": res.Outcome})
			}
		}
		out[i].Raw = b
	}
	return out
}

const fakeVariants = `"variants":["kiswahili","kujifunza","hus"]`

var (
	sampleOnce  sync.Once
	sampleFiles []*vectors.File
	sampleErr   error
)

// dialectSample is every probe and a slice of every other file (loaded once;
// the runs only read it).
func dialectSample(t *testing.T) []*vectors.File {
	t.Helper()
	sampleOnce.Do(func() { sampleFiles, sampleErr = loadDialectSample() })
	if sampleErr != nil {
		t.Fatal(sampleErr)
	}
	return sampleFiles
}

func loadDialectSample() ([]*vectors.File, error) {
	files, err := vectors.Load()
	if err != nil {
		return nil, err
	}
	var out []*vectors.File
	for _, f := range files {
		g := *f
		if f.Name != "probes" {
			n := 60
			if strings.HasPrefix(f.Name, "moves-kiswahili-") {
				n = 300
			}
			g.Vectors = g.Vectors[:min(n, len(g.Vectors))]
			var vs []vectors.Vector
			for _, v := range g.Vectors {
				if v.Kind != vectors.KindPerft {
					vs = append(vs, v)
				}
			}
			g.Vectors = vs
		}
		out = append(out, &g)
	}
	return out, nil
}

func runFixed(t *testing.T, profile, hello string, o Options) *Report {
	t.Helper()
	r, err := reference.Profile(profile)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Run(context.Background(), &fixedEngine{rules: r, hello: hello}, dialectSample(t), o)
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

// TestInferredDialect: the reference engine under each profile, pretending
// to play the default rules (no options, no dialect in its hello). The
// table must name the profile's readings, and under them every vector
// passes: the failures the vectors' own rules give are all explained.
func TestInferredDialect(t *testing.T) {
	for _, prof := range []string{"donkers", "abstractplay", "bga"} {
		t.Run(prof, func(t *testing.T) {
			rep := runFixed(t, prof, `{"id":0,"name":"fake",`+fakeVariants+`,"options":{}}`, Options{Name: "fake " + prof})
			r, _ := reference.Profile(prof)
			// houseStart (DISPUTE-6b): "ordinary" defers to taxation, so its
			// probes cannot always separate it from "donkers", and the
			// hand-built probes that can depend on houseDestroyedBy
			// (features/RULINGS.md; notes/readings.md). For donkers the
			// inferred dialect then keeps "ordinary", and vectors that need
			// houseStart=donkers fail under it: a known limit, logged.
			houseStartLimit := row(rep.Dialect, "houseStart") == "ordinary|donkers"
			for _, row := range rep.Dialect {
				o, _ := reference.LookupOption(row.Option)
				if row.Option == "houseStart" && houseStartLimit {
					continue
				}
				// inactiveHouse (DISPUTE-9): under mtajiHouseTakata=relays
				// (abstractplay) "stops-in-mtaji" plays as "ordinary": its
				// mtaji probes are moot and the row names both.
				if row.Option == "inactiveHouse" && prof == "abstractplay" && row.Followed == "ordinary|stops-in-mtaji" {
					continue
				}
				if want := o.Get(&r); row.Followed != want {
					t.Errorf("%s follows %q, want %q", row.Option, row.Followed, want)
				}
			}
			if houseStartLimit && r.HouseStart != reference.HouseStartOrdinary {
				t.Logf("houseStart: the probes say ordinary|donkers; %d failures under the inferred readings (known limit)", rep.DialectRun.Fail)
				return
			}
			dr := rep.DialectRun
			if dr == nil || dr.Mode != "inferred" {
				t.Fatalf("dialect run %+v, want inferred", dr)
			}
			if want := strings.Join(mapPairs(r.Diff(reference.Rules{})), ","); strings.Join(dr.Readings, ",") != want {
				t.Errorf("readings %v, want %s", dr.Readings, want)
			}
			if dr.Fail != 0 || len(dr.Unexplained) != 0 {
				t.Errorf("%d failures under its own readings, want 0: %v", dr.Fail, dr.Unexplained[:min(5, len(dr.Unexplained))])
			}
			if len(dr.Explained) == 0 {
				t.Error("no failure explained by a reading")
			}
			for _, e := range dr.Explained {
				if len(e.Readings) == 0 {
					t.Errorf("%s explained by no reading", e.ID)
				}
			}
			// Without inference the same vectors fail under their own rules.
			// Every vector a reading explains fails under its own rules,
			// but where the reading is blockDuration's: under a vector's
			// rules that play no lasting blocks, the "blocks" of its
			// position are not sent and those of the engine's successors
			// mean nothing (compared by meaning).
			plain := runFixed(t, prof, `{"id":0,"name":"fake",`+fakeVariants+`,"options":{}}`, Options{Name: "fake", NoInfer: true})
			if plain.DialectRun != nil {
				t.Errorf("--no-infer: dialect run %+v", plain.DialectRun)
			}
			status := map[string]Status{}
			for _, r := range plain.Results {
				status[r.ID] = r.Status
			}
			for _, e := range dr.Explained {
				if status[e.ID] != Fail && !slices.ContainsFunc(e.Readings, func(r string) bool { return strings.HasPrefix(r, "blockDuration=") }) {
					t.Errorf("--no-infer: %s (explained by %v) is %s, want a failure", e.ID, e.Readings, status[e.ID])
				}
			}
		})
	}
}

func mapPairs(m map[string]string) []string {
	var out []string
	for k, v := range m {
		out = append(out, k+"="+v)
	}
	sortStrings(out)
	return out
}

func sortStrings(s []string) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

// TestDeclaredDialect: an engine that declares the readings it plays is
// judged under them; one that declares readings it does not play fails,
// and the table shows what it plays.
func TestDeclaredDialect(t *testing.T) {
	rep := runFixed(t, "donkers", `{"id":0,"name":"fake",`+fakeVariants+`,"options":{},"dialect":{"profile":"donkers"}}`, Options{Name: "fake"})
	dr := rep.DialectRun
	if dr == nil || dr.Mode != "declared" || dr.Fail != 0 || dr.Pass == 0 {
		t.Fatalf("dialect run %+v, want declared with no failure", dr)
	}
	for _, row := range rep.Dialect {
		if row.Declared == "" {
			t.Errorf("%s: no declared reading", row.Option)
		}
	}
	// It declares BGA's lap limit but plays Donkers'.
	rep = runFixed(t, "donkers", `{"id":0,"name":"fake",`+fakeVariants+`,"options":{},"dialect":{"profile":"donkers","options":{"lapLimit":"12-passes"}}}`, Options{Name: "fake"})
	if rep.DialectRun.Fail == 0 {
		t.Error("an engine that does not play its declared lap limit passes")
	}
	for _, row := range rep.Dialect {
		if row.Option == "lapLimit" && (row.Followed != "100-seeds-illegal" || row.Declared != "12-passes") {
			t.Errorf("lapLimit row: follows %q, declared %q", row.Followed, row.Declared)
		}
	}
}

// TestBadDialectHello: unknown or contradictory declarations are errors
// that name the field.
func TestBadDialectHello(t *testing.T) {
	for _, tc := range []struct{ hello, want string }{
		{`"options":{},"dialect":{"options":{"lapLimt":"12-passes"}}`, "hello.dialect.options.lapLimt"},
		{`"options":{},"dialect":{"options":{"lapLimit":"13-passes"}}`, "13-passes"},
		{`"options":{},"dialect":{"profile":"nobody"}`, "hello.dialect.profile"},
		{`"options":{"lapLimit":["192-seeds"]},"dialect":{"options":{"lapLimit":"12-passes"}}`, "also listed as selectable"},
		{`"options":{"kutakatiaPhas":["mtaji-only"]}`, "hello.options"},
	} {
		eng := &fixedEngine{hello: `{"id":0,"name":"fake",` + fakeVariants + `,` + tc.hello + `}`}
		_, err := Run(context.Background(), eng, dialectSample(t)[:1], Options{Name: "fake"})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want one naming %q", tc.hello, err, tc.want)
		}
	}
}

// row returns the verdict of option opt in a dialect table, or "".
func row(rows []DialectRow, opt string) string {
	for _, r := range rows {
		if r.Option == opt {
			return r.Followed
		}
	}
	return ""
}

// erringEngine is a fixedEngine that answers an engine error on the given
// positions (as AbstractPlay's adapter does on a lap-limit loss).
type erringEngine struct {
	fixedEngine
	bad map[probeKey]bool
}

type probeKey struct {
	p reference.Position
	m reference.Move
}

func (e *erringEngine) Do(reqs [][]byte) []Reply {
	out := e.fixedEngine.Do(reqs)
	for i, r := range reqs {
		var req struct {
			Position reference.Position
			Move     reference.Move
		}
		if json.Unmarshal([]byte("{"+string(r)+"}"), &req) == nil && e.bad[probeKey{req.Position, req.Move}] {
			out[i].Raw = []byte(`{"id":1,"error":{"kind":"bad-position","message":"lost seeds"}}`)
		}
	}
	return out
}

// TestUnsettledReadingJudged: an engine playing AbstractPlay's readings
// errs on the lap-limit probes that tell 192-at-pickup from cycle, so
// lapLimit stays open. The vectors whose answer depends on it are judged
// against each possible reading: the engine gives 192-at-pickup's answers
// (the tally says so), and no vector fails but those it errs on.
func TestUnsettledReadingJudged(t *testing.T) {
	r, _ := reference.Profile("abstractplay")
	lap, _ := reference.LookupOption("lapLimit")
	sel, err := dialect.Selection()
	if err != nil {
		t.Fatal(err)
	}
	bad := map[probeKey]bool{}
	for _, p := range sel {
		if p.Option == "lapLimit" {
			if ans := dialect.Under(r, lap, p.Position, p.Move); !ans[2].Same(ans[4]) {
				bad[probeKey{p.Position, p.Move}] = true
			}
		}
	}
	eng := &erringEngine{fixedEngine{rules: r, hello: `{"id":0,"name":"fake",` + fakeVariants + `,"options":{}}`}, bad}
	rep, err := Run(context.Background(), eng, dialectSample(t), Options{Name: "fake"})
	if err != nil {
		t.Fatal(err)
	}
	dr := rep.DialectRun
	if dr == nil || !slices.ContainsFunc(dr.Open, func(o string) bool { return strings.HasPrefix(o, "lapLimit=") }) {
		t.Fatalf("dialect run %+v, want lapLimit open", dr)
	}
	if m := dr.Matched["lapLimit"]; m["192-at-pickup"] == 0 || m["192-at-pickup"] <= m["cycle"] {
		t.Errorf("lapLimit tally %v, want 192-at-pickup's answers above all", m)
	}
	for _, res := range rep.Results {
		if (res.Status == Fail || res.Status == Error) && !strings.HasPrefix(res.ID, "probe.lapLimit.") {
			t.Errorf("%s: %s %s", res.ID, res.Status, res.Message)
		}
	}
}
