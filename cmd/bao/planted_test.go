package main

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// plantedReport is the part of `bao check --json` the planted-bug test reads.
type plantedReport struct {
	Verdict string
	Totals  map[string]int
	Results []struct {
		ID      string
		Status  string
		RuleIDs []string `json:"ruleIds"`
	}
	Classes []struct {
		Rule           string
		Difference     string
		Representative string
		Shrunk         *struct{ Seeds, Pits int }
	}
	Dialect []plantedRow
}

// plantedRow is one row of the report's dialect table.
type plantedRow struct {
	Option, Followed, Uncertain string
}

// spoiledVerdicts returns the rows of bug whose verdict differs from the
// one without the bug and is not marked uncertain.
func spoiledVerdicts(clean, bug []plantedRow) []string {
	want := map[string]string{}
	for _, r := range clean {
		want[r.Option] = r.Followed
	}
	var out []string
	for _, r := range bug {
		if w, ok := want[r.Option]; ok && r.Followed != w && r.Uncertain == "" {
			out = append(out, r.Option+": "+w+" without the bug, "+r.Followed+" with it")
		}
	}
	return out
}

// bugRunFlags select the vectors of a run with a planted bug: all of them
// but the three moves files of the other profiles' positions (the same kinds
// of position again, 6,000 of the 8,760 that apply) and perft beyond depth 3
// (the runner walks the engine's own tree: with capture-optional, whose tree
// is larger, one perft vector took 12 s and 110,000 requests). Every bug's
// rule is still named by a failing vector; the run without a bug is full.
var bugRunFlags = []string{
	"--skip", "moves.kiswahili.abstractplay,moves.kiswahili.bga,moves.kiswahili.donkers",
	"--max-perft-depth", "3",
	// Shrinking asks the engine; a small budget keeps the test quick.
	"--shrink", "2s",
}

// checkIndie runs `bao check --engine "INDIE -bug BUG"` in-process and returns
// its exit code, its stdout and its JSON report.
func checkIndie(t *testing.T, indie, bug string, flags ...string) (int, string, plantedReport) {
	t.Helper()
	engine := indie
	if bug != "" {
		engine += " -bug " + bug
	}
	js := filepath.Join(t.TempDir(), "report.json")
	var out, errb bytes.Buffer
	args := append([]string{"check", "--engine", engine, "--quiet", "--json", js}, flags...)
	err := run(context.Background(), &env{stdin: strings.NewReader(""), stdout: &out, stderr: &errb}, args)
	code := exitCode(err)
	var rep plantedReport
	b, rerr := os.ReadFile(js)
	if rerr != nil || json.Unmarshal(b, &rep) != nil {
		t.Fatalf("bao check (exit %d, %v) wrote no JSON report: %v\nstdout:\n%s\nstderr:\n%s", code, err, rerr, out.String(), errb.String())
	}
	return code, out.String(), rep
}

// TestPlantedBugs points `bao check` at an independent engine
// (testdata/indie, written from the rules, not from reference/): without a
// bug every vector that applies to it passes; with each planted bug the run
// fails and a failing vector names the rule the bug breaks (issue 25).
func TestPlantedBugs(t *testing.T) {
	if testing.Short() {
		t.Skip("builds testdata/indie and runs a full check per planted bug")
	}
	indie := filepath.Join(t.TempDir(), "indie")
	if out, err := exec.Command("go", "build", "-o", indie, "./testdata/indie").CombinedOutput(); err != nil {
		t.Fatalf("go build ./testdata/indie: %v\n%s", err, out)
	}

	// The table and the engine name the same bugs.
	out, err := exec.Command(indie, "-list-bugs").Output()
	if err != nil {
		t.Fatalf("indie -list-bugs: %v", err)
	}
	var engineBugs, tableBugs []string
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		engineBugs = append(engineBugs, strings.Fields(line)[0])
	}
	for _, b := range plantedBugs {
		tableBugs = append(tableBugs, b.flag)
	}
	slices.Sort(engineBugs)
	slices.Sort(tableBugs)
	if !slices.Equal(engineBugs, tableBugs) {
		t.Fatalf("indie -list-bugs names %v, the table %v", engineBugs, tableBugs)
	}

	// The runs are independent: two at a time (go test's -parallel is
	// GOMAXPROCS) keep both cores busy.
	// The run without a bug first: its dialect table is what each bug's
	// must keep, or mark uncertain.
	code, stdout, clean := checkIndie(t, indie, "")
	t.Run("no bug", func(t *testing.T) {
		rep := clean
		if code != 0 || rep.Totals["fail"] != 0 || rep.Totals["error"] != 0 {
			t.Fatalf("exit %d, totals %v, want every applicable vector to pass\n%s", code, rep.Totals, stdout)
		}
		// The engine plays Bao la Kiswahili under the default rules: the
		// vectors of that variant and those rules apply (about 8,700).
		if rep.Totals["pass"] < 8000 {
			t.Errorf("only %d vectors passed (totals %v): the run judged too little", rep.Totals["pass"], rep.Totals)
		}
	})

	for _, b := range plantedBugs {
		t.Run(b.flag, func(t *testing.T) {
			t.Parallel()
			code, stdout, rep := checkIndie(t, indie, b.flag, bugRunFlags...)
			if code != 1 {
				t.Fatalf("bug %s (%s): exit %d, want 1 (failures)\n%s", b.flag, b.what, code, stdout)
			}
			failed, withRule := 0, ""
			for _, r := range rep.Results {
				if r.Status != "fail" && r.Status != "error" {
					continue
				}
				failed++
				if withRule == "" && slices.Contains(r.RuleIDs, b.rule) {
					withRule = r.ID
				}
			}
			if failed == 0 {
				t.Fatalf("bug %s (%s): no vector failed (totals %v)", b.flag, b.what, rep.Totals)
			}
			if withRule == "" {
				t.Errorf("bug %s breaks %s (%s), but none of its %d failing vectors carries %s", b.flag, b.rule, b.what, failed, b.rule)
			}
			// The dialect table keeps the verdicts it had without the
			// bug, or marks them uncertain (issue 25).
			if len(rep.Dialect) == 0 {
				t.Errorf("bug %s: no dialect table", b.flag)
			}
			for _, s := range spoiledVerdicts(clean.Dialect, rep.Dialect) {
				t.Errorf("bug %s (%s): a verdict changed without being marked uncertain: %s", b.flag, b.what, s)
			}
			// The report's first screen leads to the bug: its first failure
			// class names the broken rule, and shows a small counterexample
			// (a hand-written scenario, or a board shrunk to 24 seeds or fewer).
			if len(rep.Classes) == 0 {
				t.Fatalf("bug %s: the report has no failure class", b.flag)
			}
			first := rep.Classes[0]
			// The broken rule, or the rule the table says the report names
			// instead (and why); where both may lead, either does.
			if first.Rule != b.rule && (b.class == "" || first.Rule != b.class) {
				t.Errorf("bug %s breaks %s: the first failure class is %s at %q, want %s", b.flag, b.rule, first.Difference, first.Rule, cmp.Or(b.class, b.rule))
			}
			small := strings.HasPrefix(first.Representative, "spec.") || first.Shrunk != nil && first.Shrunk.Seeds <= 24
			if !small && b.big == "" {
				t.Errorf("bug %s: the first class's representative %s is neither a scenario nor shrunk to 24 seeds or fewer (shrunk: %+v)", b.flag, first.Representative, first.Shrunk)
			}
			if b.big != "" && (small || first.Shrunk == nil) {
				t.Errorf("bug %s: the table says its counterexample is big (%s), but the representative is %s, shrunk %+v", b.flag, b.big, first.Representative, first.Shrunk)
			}
		})
	}
}
