package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

// TestJobsSameReport runs `bao check --jobs 1` and `--jobs 4` on a slow
// engine (testdata/quirky, 5 ms a reply, mixing two readings so that the
// report has failures, classes and a diagnosis): the JSON reports are the
// same, times aside, and four copies side by side take less wall time.
func TestJobsSameReport(t *testing.T) {
	if testing.Short() {
		t.Skip("builds testdata/quirky and runs two checks")
	}
	bin := filepath.Join(t.TempDir(), "quirky")
	if out, err := exec.Command("go", "build", "-o", bin, "./testdata/quirky").CombinedOutput(); err != nil {
		t.Fatalf("go build ./testdata/quirky: %v\n%s", err, out)
	}
	check := func(jobs string) (map[string]any, time.Duration) {
		js := filepath.Join(t.TempDir(), "report.json")
		var out, errb bytes.Buffer
		t0 := time.Now()
		err := run(context.Background(), &env{stdin: strings.NewReader(""), stdout: &out, stderr: &errb},
			[]string{"check", "--engine", bin + " -delay 5ms -mixed-lone-kichwa", "--quiet", "--json", js, "--jobs", jobs, "--run", "spec.,probe.,moves.kiswahili.default.0"})
		wall := time.Since(t0)
		b, rerr := os.ReadFile(js)
		var rep map[string]any
		if rerr != nil || json.Unmarshal(b, &rep) != nil {
			t.Fatalf("--jobs %s (%v) wrote no JSON report: %v\n%s", jobs, err, rerr, errb.String())
		}
		return withoutTimes(rep).(map[string]any), wall
	}
	one, wall1 := check("1")
	four, wall4 := check("4")
	if !reflect.DeepEqual(one, four) {
		for k := range one {
			if !reflect.DeepEqual(one[k], four[k]) {
				t.Errorf("--jobs 4's report differs from --jobs 1's in %q", k)
			}
		}
	}
	if one["verdict"] != "FAIL" || len(one["classes"].([]any)) == 0 {
		t.Errorf("verdict %v: the run should have failures to compare", one["verdict"])
	}
	if wall4 > wall1*4/5 {
		t.Errorf("--jobs 4 took %v, --jobs 1 %v: want it faster", wall4, wall1)
	}
	t.Logf("--jobs 1: %v; --jobs 4: %v", wall1, wall4)
}

// withoutTimes returns a decoded JSON value without its "seconds" members.
func withoutTimes(v any) any {
	switch t := v.(type) {
	case map[string]any:
		out := map[string]any{}
		for k, x := range t {
			if k != "seconds" {
				out[k] = withoutTimes(x)
			}
		}
		return out
	case []any:
		out := make([]any, len(t))
		for i, x := range t {
			out[i] = withoutTimes(x)
		}
		return out
	}
	return v
}
