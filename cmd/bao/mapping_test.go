package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/baolakiswahili/conformance/mapping"
)

// buildTestdata builds the engine of testdata/NAME into a temporary
// directory and returns its path.
func buildTestdata(t *testing.T, name string) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds testdata/" + name)
	}
	bin := filepath.Join(t.TempDir(), name)
	if out, err := exec.Command("go", "build", "-o", bin, "./testdata/"+name).CombinedOutput(); err != nil {
		t.Fatalf("go build ./testdata/%s: %v\n%s", name, err, out)
	}
	return bin
}

// checkMapping runs `bao check --mapping --engine ENGINE` in-process and
// returns its exit code, its stdout's first line and all of it.
func checkMapping(t *testing.T, engine string, flags ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	args := append([]string{"check", "--mapping", "--engine", engine}, flags...)
	err := run(context.Background(), &env{stdin: strings.NewReader(""), stdout: &out, stderr: &errb}, args)
	first, _, _ := strings.Cut(out.String(), "\n")
	return exitCode(err), first, out.String()
}

// TestCheckMappingSlips: `bao check --mapping` on the reference adapter
// behind each slip of the mapping check (testdata/slipped) names that slip
// in its line, with every mapping position agreeing, shows a position that
// shows it, and exits 1; on two slips at once it names both; with no slip
// the mapping looks right (exit 0).
func TestCheckMappingSlips(t *testing.T) {
	slipped := buildTestdata(t, "slipped")
	code, line, _ := checkMapping(t, slipped)
	if code != 0 || line != "Mapping: looks right (14 of 14 mapping positions agree)" {
		t.Fatalf("no slip: exit %d, %q", code, line)
	}
	// The lines of some slips in full, their counts as sent worked out by
	// hand in mapping's TestMappingDiagnoseSingleSlips.
	full := map[string]string{
		"dir-swapped":  "Mapping: with cw and ccw swapped, 14 of 14 mapping positions agree (4 as sent): check your adapter's directions",
		"to-move-kept": "Mapping: with the side to move not changed in successors, 14 of 14 mapping positions agree (0 as sent): check your adapter's successors' side to move",
	}
	for _, s := range mapping.Known {
		t.Run(s.Name, func(t *testing.T) {
			t.Parallel()
			code, line, out := checkMapping(t, slipped+" -slip "+s.Name)
			if code != 1 || !strings.HasPrefix(line, "Mapping: with "+s.Text+", 14 of 14 mapping positions agree (") {
				t.Fatalf("exit %d, %q\nwant exit 1 naming %q", code, line, s.Text)
			}
			if w, ok := full[s.Name]; ok && line != w {
				t.Errorf("line %q\nwant %q", line, w)
			}
			if !strings.Contains(out, "\nMapping position m") || !strings.Contains(out, `we sent: {"op":"moves"`) {
				t.Errorf("no position shown:\n%s", out)
			}
		})
	}
	for _, pair := range []struct{ slips, line string }{
		{"south-front-reversed,dir-swapped", "Mapping: with South's front row read A8..A1 and cw and ccw swapped, 14 of 14 mapping positions agree ("},
		{"stores-swapped,houses-swapped", "Mapping: with the stores read from the other side and the houses read from the other side, 14 of 14 mapping positions agree ("},
		{"sides-swapped,south-front-reversed", "Mapping: with South and North swapped (pits, stores and houses) and South's front row read A8..A1, 14 of 14 mapping positions agree ("},
		{"to-move-kept,kichwa-as-dir", "Mapping: with the side to move not changed in successors and a namua capture's kichwa written as a direction, 14 of 14 mapping positions agree ("},
	} {
		t.Run(pair.slips, func(t *testing.T) {
			t.Parallel()
			code, line, _ := checkMapping(t, slipped+" -slip "+pair.slips)
			if code != 1 || !strings.HasPrefix(line, pair.line) {
				t.Errorf("exit %d, %q\nwant exit 1, %q...", code, line, pair.line)
			}
		})
	}
}

// TestCheckMappingIndieBugs: the planted bugs of testdata/indie (an
// independent engine; every bug its -list-bugs names, so that bugs added
// later are covered) are rule bugs, not mapping slips: `bao check
// --mapping` names no slip for any of them, and without a bug the mapping
// looks right.
func TestCheckMappingIndieBugs(t *testing.T) {
	indie := buildTestdata(t, "indie")
	out, err := exec.Command(indie, "-list-bugs").Output()
	if err != nil {
		t.Fatalf("indie -list-bugs: %v", err)
	}
	code, line, _ := checkMapping(t, indie)
	if code != 0 || line != "Mapping: looks right (14 of 14 mapping positions agree)" {
		t.Fatalf("no bug: exit %d, %q", code, line)
	}
	for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		bug := strings.Fields(l)[0]
		t.Run(bug, func(t *testing.T) {
			t.Parallel()
			_, line, _ := checkMapping(t, indie+" -bug "+bug)
			if !strings.HasPrefix(line, "Mapping: ") || strings.HasPrefix(line, "Mapping: with ") {
				t.Errorf("%q: a rule bug taken for a slip", line)
			}
		})
	}
}

// TestCheckMappingCommand: `bao check --mapping` of the built command, on
// its own reference adapter (no --engine), looks right and exits 0; --json
// writes the finding; the flags that choose vectors are refused (exit 2).
func TestCheckMappingCommand(t *testing.T) {
	bao := buildBao(t)
	js := filepath.Join(t.TempDir(), "mapping.json")
	cmd := exec.Command(bao, "check", "--mapping", "--json", js)
	out, err := cmd.Output()
	if err != nil || string(out) != "Mapping: looks right (14 of 14 mapping positions agree)\n" {
		t.Fatalf("bao check --mapping: %v, %q", err, out)
	}
	var rep struct {
		Engine  string
		Mapping mapping.Finding
	}
	b, err := os.ReadFile(js)
	if err != nil || json.Unmarshal(b, &rep) != nil || rep.Mapping.Verdict != mapping.Right || rep.Mapping.Agree != 14 || !strings.Contains(rep.Engine, "reference") {
		t.Errorf("--json: %v %s", err, b)
	}
	for _, flag := range [][]string{{"--list"}, {"--run", "perft"}, {"--vectors", "x.json"}, {"--junit", filepath.Join(t.TempDir(), "r.xml")}} {
		var stdout, stderr bytes.Buffer
		err := run(context.Background(), &env{stdin: strings.NewReader(""), stdout: &stdout, stderr: &stderr}, append([]string{"check", "--mapping", "--engine", bao + " adapter"}, flag...))
		var ee *exitError
		if !errors.As(err, &ee) || ee.code != 2 || !strings.Contains(err.Error(), "--mapping and "+flag[0]) {
			t.Errorf("--mapping %v: %v", flag, err)
		}
	}
	// An engine that is none: exit 2, naming it.
	code, _, _ := checkMapping(t, "echo hello")
	if code != 2 {
		t.Errorf("echo hello: exit %d, want 2", code)
	}
}
