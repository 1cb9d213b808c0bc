package runner

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/baolakiswahili/conformance/vectors"
)

var (
	faultyOnce sync.Once
	faultyPath string
	faultyErr  error
)

// buildFaulty builds testdata/faulty, the deliberately broken engine.
func buildFaulty(t testing.TB) string {
	t.Helper()
	faultyOnce.Do(func() {
		dir, err := os.MkdirTemp("", "vectors-faulty-")
		if err != nil {
			faultyErr = err
			return
		}
		faultyPath = filepath.Join(dir, "faulty")
		out, err := exec.Command("go", "build", "-o", faultyPath, "./testdata/faulty").CombinedOutput()
		if err != nil {
			faultyErr = err
			t.Logf("go build: %s", out)
		}
	})
	if faultyErr != nil {
		t.Fatalf("building the faulty engine: %v", faultyErr)
	}
	return faultyPath
}

// sample takes the first n vectors of every committed file (perft: the
// smallest ones only, to keep the tests quick).
func sample(t testing.TB, n int) []*vectors.File {
	t.Helper()
	files, err := vectors.Load()
	if err != nil {
		t.Fatal(err)
	}
	var out []*vectors.File
	for _, f := range files {
		g := *f
		var vs []vectors.Vector
		for _, v := range f.Vectors {
			if f.Name == "probes" {
				// Every taxation probe: enough to tell its three readings apart.
				if strings.HasPrefix(v.ID, "probe.taxation.") {
					vs = append(vs, v)
				}
				continue
			}
			if len(vs) >= n {
				break
			}
			if f.Name == "dialect" && !strings.HasPrefix(v.ID, "dialect.taxation.") {
				continue
			}
			if v.Kind == vectors.KindPerft && !strings.HasPrefix(v.ID, "perft.kiswahili.") {
				continue
			}
			if v.Kind == vectors.KindPerft {
				v.Expect.Perft = v.Expect.Perft[:min(3, len(v.Expect.Perft))]
			}
			vs = append(vs, v)
		}
		g.Vectors = vs
		out = append(out, &g)
	}
	return out
}

func count(rep *Report) Counts {
	c, _ := rep.Tally(func(*Result) string { return "" })
	return c
}

func firstWith(rep *Report, st Status) *Result {
	for i := range rep.Results {
		if rep.Results[i].Status == st {
			return &rep.Results[i]
		}
	}
	return nil
}

func TestRunnerAgainstFaultyEngines(t *testing.T) {
	if testing.Short() {
		t.Skip("builds programs")
	}
	faulty := buildFaulty(t)
	files := sample(t, 12)
	const filter = "illegal,moves,game,perft,dialect,probe"
	nvec := 0
	for _, f := range files {
		for i := range f.Vectors {
			if Select(&f.Vectors[i], filter) {
				nvec++
			}
		}
	}
	tests := []struct {
		name    string
		args    string
		timeout time.Duration
		check   func(t *testing.T, rep *Report)
	}{
		{"reference behaviour", "", 5 * time.Second, func(t *testing.T, rep *Report) {
			if c := count(rep); c[Pass] != nvec {
				r := firstWith(rep, Fail)
				if r == nil {
					r = firstWith(rep, Error)
				}
				t.Errorf("counts %v, want all %d passing; first: %+v", c, nvec, r)
			}
		}},
		{"hangs from the start", "-fault=hang-always", 300 * time.Millisecond, func(t *testing.T, rep *Report) {
			c := count(rep)
			if c[Pass] != 0 || c[Error] != nvec {
				t.Errorf("counts %v, want %d errors", c, nvec)
			}
			if rep.GaveUp == "" {
				t.Error("the runner did not give up on a hung engine")
			}
			// The probes go first: their timeouts make the runner give up.
			if r := firstWith(rep, Error); r == nil || !strings.Contains(r.Message, "timeout") && !strings.Contains(r.Message, "timed out") {
				t.Errorf("first error %+v, want a timeout", r)
			}
		}},
		{"hangs now and then", "-fault=hang -after=60", 300 * time.Millisecond, func(t *testing.T, rep *Report) {
			c := count(rep)
			if c[Error] == 0 || c[Pass] < nvec/2 {
				t.Errorf("counts %v: want some timeouts and mostly passes", c)
			}
			if rep.Restarts == 0 {
				t.Error("no restart after a timeout")
			}
		}},
		{"crashes mid-run", "-fault=crash -after=40", 5 * time.Second, func(t *testing.T, rep *Report) {
			c := count(rep)
			r := firstWith(rep, Error)
			if r == nil || !strings.Contains(r.Message, "crash") || !strings.Contains(r.Stderr, "boom") {
				t.Fatalf("first error %+v: want a crash with the stderr tail", r)
			}
			if c[Pass] < nvec/2 || rep.Restarts == 0 {
				t.Errorf("counts %v, restarts %d: the run did not go on after the crash", c, rep.Restarts)
			}
		}},
		{"prints garbage", "-fault=garbage -after=25", 5 * time.Second, func(t *testing.T, rep *Report) {
			r := firstWith(rep, Error)
			if r == nil || !strings.Contains(r.Message, "garbage") {
				t.Fatalf("first error %+v, want garbage", r)
			}
			if c := count(rep); c[Pass] < nvec/2 || c[Fail] != 0 {
				t.Errorf("counts %v", c)
			}
		}},
		{"oversized line", "-fault=oversized -after=30", 5 * time.Second, func(t *testing.T, rep *Report) {
			r := firstWith(rep, Error)
			if r == nil || !strings.Contains(r.Message, "oversized") {
				t.Fatalf("first error %+v, want oversized", r)
			}
		}},
		{"wrong positions", "-fault=wrongpos", 5 * time.Second, func(t *testing.T, rep *Report) {
			r := firstWith(rep, Fail)
			if r == nil || r.Diff == "" || r.Board == "" || r.Request == "" {
				t.Fatalf("first failure %+v, want a diff, board and request", r)
			}
			moves := map[string]int{}
			for _, f := range files {
				for _, v := range f.Vectors {
					v.Expect.Materialize()
					moves[v.ID] = len(v.Expect.Moves)
				}
			}
			for _, res := range rep.Results {
				if res.Kind == vectors.KindMoves && res.Status == Pass && moves[res.ID] > 0 {
					t.Errorf("%s passed with wrong positions", res.ID)
				}
			}
		}},
		{"a move too many", "-fault=extramove", 5 * time.Second, func(t *testing.T, rep *Report) {
			r := firstWith(rep, Fail)
			if r == nil || !strings.Contains(r.Message, "extra moves B2") {
				t.Fatalf("first failure %+v, want extra moves", r)
			}
		}},
		{"a move too few", "-fault=missingmove", 5 * time.Second, func(t *testing.T, rep *Report) {
			r := firstWith(rep, Fail)
			if r == nil || !strings.Contains(r.Message, "missing moves") {
				t.Fatalf("first failure %+v, want missing moves", r)
			}
		}},
		{"another reading", "-fault=dialect -option=taxation=any-count", 5 * time.Second, func(t *testing.T, rep *Report) {
			c := count(rep)
			if c[NA] == 0 {
				t.Errorf("counts %v: vectors with profiles or options should be n/a for an engine without options", c)
			}
			found := false
			for _, d := range rep.Dialect {
				if d.Option == "taxation" {
					found = true
					if d.Followed != "any-count" || d.Selectable || d.Declared != "" {
						t.Errorf("taxation row %+v, want any-count followed, not declared", d)
					}
				}
			}
			if !found {
				t.Errorf("no taxation row in the dialect report: %+v", rep.Dialect)
			}
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			cmd := faulty + " " + tc.args
			start := time.Now()
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			c := NewClient(cmd, tc.timeout)
			defer c.Close()
			rep, err := Run(ctx, c, files, Options{Name: cmd, Run: filter})
			if err != nil {
				t.Fatal(err)
			}
			if d := time.Since(start); d > 15*time.Second {
				t.Errorf("the run took %v", d)
			}
			if len(rep.Results) != nvec {
				t.Errorf("%d results, want %d", len(rep.Results), nvec)
			}
			tc.check(t, rep)
		})
	}
}
