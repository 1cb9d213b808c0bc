package main

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"
)

func runCmd(t *testing.T, args ...string) (string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	err := run(context.Background(), &env{stdin: strings.NewReader(""), stdout: &out, stderr: &errb}, args)
	return out.String(), exitCode(err)
}

func TestGenCommand(t *testing.T) {
	a, code := runCmd(t, "gen", "-n", "5", "--seed", "3", "--phase", "mtaji", "--house", "destroyed")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	b, _ := runCmd(t, "gen", "-n", "5", "--seed", "3", "--phase", "mtaji", "--house", "destroyed")
	if a != b {
		t.Error("the same seed gave different positions")
	}
	lines := strings.Split(strings.TrimSpace(a), "\n")
	if len(lines) != 5 {
		t.Fatalf("%d lines, want 5", len(lines))
	}
	for _, l := range lines {
		var s struct {
			Position map[string]any
			Features struct {
				Phase, House string
			}
		}
		if err := json.Unmarshal([]byte(l), &s); err != nil {
			t.Fatal(err)
		}
		if s.Features.Phase != "mtaji" || s.Features.House != "destroyed" {
			t.Errorf("filtered sample has features %+v", s.Features)
		}
	}
	c, _ := runCmd(t, "gen", "-n", "5", "--seed", "4", "--phase", "mtaji", "--house", "destroyed")
	if c == a {
		t.Error("different seeds gave the same positions")
	}
	out, code := runCmd(t, "gen", "-n", "2", "--variant", "kujifunza", "--min-chain", "3")
	if code != 0 || strings.Count(out, "\n") != 2 {
		t.Errorf("min-chain: exit %d, output %q", code, out)
	}
	// Issue 26: fewer positions than asked is a failure (exit 1), with those found printed.
	out, code = runCmd(t, "gen", "--min-chain", "1000", "-n", "1", "--max-draws", "200")
	if code != 1 || out != "" {
		t.Errorf("--min-chain 1000: exit %d, output %q; want exit 1 and nothing", code, out)
	}
	out, code = runCmd(t, "gen", "-n", "3", "--max-draws", "2")
	if code != 1 || strings.Count(out, "\n") != 2 {
		t.Errorf("-n 3 --max-draws 2: exit %d, output %q; want exit 1 and the 2 positions found", code, out)
	}
	for _, bad := range [][]string{{"gen", "--variant", "chess"}, {"gen", "--phase", "end"}, {"gen", "--option", "lapLimit"}, {"gen", "--option", "lapLimit=7"}, {"gen", "-n", "0"}, {"gen", "x"}} {
		if _, code := runCmd(t, bad...); code != 2 {
			t.Errorf("%v: exit %d, want 2", bad, code)
		}
	}
}

func TestVectorsCommandFlags(t *testing.T) {
	if _, code := runCmd(t, "vectors", "--nope"); code != 2 {
		t.Errorf("bad flag: exit %d, want 2", code)
	}
	if _, code := runCmd(t, "vectors", "extra"); code != 2 {
		t.Errorf("extra argument: exit %d, want 2", code)
	}
}
