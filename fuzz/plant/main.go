// Command plant plants known bugs in a scratch copy of the module, one at a
// time, runs the test suites against each, and prints which tests catch it
// (issue 4: "the tests must be able to fail"). The committed engine is never
// touched: each bug is a text replacement applied to a copy.
//
// Usage (from the module root):
//
//	go run ./fuzz/plant [-pkgs ./reference,./fuzz,./steps] [-only P3] [-keep]
//
// The copy is made with `git archive HEAD`, so it tests the committed tree.
package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// plant is one bug: in file, old (which must occur exactly once) becomes new.
type plant struct {
	id, what, file, old, new string
}

var plants = []plant{
	{"P1", "a capture drops one captured seed", "reference/play.go",
		`return start, n, "CAP-4"`, `return start, n - 1, "CAP-4"`},
	{"P2", "a capture at the right kimbi (A7) enters at the left kichwa", "reference/play.go",
		"\tcase at >= RightKimbiRing:\n", "\tcase at == RightKimbiRing:\n\t\treturn LeftKichwa, \"DIR-1\", \"planted\"\n\tcase at >= RightKimbiRing:\n"},
	{"P3", "kutakatia never blocks (missing block)", "reference/moves.go",
		"next.Blocked = PitOf(them, target)", "next.Blocked = NoPit"},
	{"P4", "the seed cap is 16 instead of 15 (wrong cap)", "reference/legal.go",
		"const maxCaptureSeeds = 15", "const maxCaptureSeeds = 16"},
	{"P5", "a first sowing ending in an empty own pit counts as a capture (marker)", "reference/legal.go",
		"return before > 0 || r.Marker == MarkerFacingOnly", "return before >= 0 || r.Marker == MarkerFacingOnly"},
	{"P6", "a safari does not destroy the house", "reference/play.go",
		`s.destroyHouse(false, "safari")`, `_ = "safari"`},
	{"P7", "mtaji captures are not compulsory (kutakata listed beside them, played as kutakata)", "reference/legal.go",
		"\tif len(buf) > start {\n\t\treturn buf, true\n\t}\n\t// Kutakata", "\tif len(buf) > start && false {\n\t\treturn buf, true\n\t}\n\t// Kutakata"},
	{"P8", "the lap limit is 13 laps (208 seeds) instead of 12", "reference/play.go",
		"lapSeeds      = 12 * RingSize", "lapSeeds      = 13 * RingSize"},
	{"P9", "a last seed in an empty A1 relays instead of ending the move (kulala)", "reference/play.go",
		"\tif before == 0 {\n", "\tif before == 0 && last != 0 {\n"},
	{"P10", "a blocked pit may start a kutakata", "reference/legal.go",
		"if mine[i] < 2 || PitOf(me, i) == p.Blocked {", "if mine[i] < 2 {"},
	{"P11", "the house is functional from 5 seeds", "reference/position.go",
		"p.Pits[s][HouseRing] >= 6", "p.Pits[s][HouseRing] >= 5"},
	{"P12", "taxation sows 3 seeds instead of 2", "reference/play.go",
		"mine[start] -= 2", "mine[start] -= 3"},
	{"P13", "the hand seed is not taken from the store", "reference/play.go",
		"\t\ts.p.Store[s.me]--\n", "\t\t_ = s.p.Store[s.me]\n"},
	{"P14", "North only: a capture at a1 takes A2 instead of A8 (side-asymmetric facing)", "reference/play.go",
		"\tf := at.Facing()\n\tn := int(opp[f])\n", "\tf := at.Facing()\n\tif s.me == North && at == 0 && opp[1] > 0 {\n\t\tf = 1\n\t}\n\tn := int(opp[f])\n"},
}

func main() {
	pkgs := flag.String("pkgs", "./reference,./fuzz,./steps,./adapter,./vectors/...,./cmd/...", "comma-separated packages whose tests run against each plant")
	only := flag.String("only", "", "run only this plant ID")
	keep := flag.Bool("keep", false, "keep the scratch copies")
	timeout := flag.Duration("timeout", 10*time.Minute, "per-plant test timeout")
	flag.Parse()
	if err := run(strings.Split(*pkgs, ","), *only, *keep, *timeout, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "plant:", err)
		os.Exit(2)
	}
}

func run(pkgs []string, only string, keep bool, timeout time.Duration, out io.Writer) error {
	head, err := exec.Command("git", "rev-parse", "--short", "HEAD").Output()
	if err != nil {
		return fmt.Errorf("git rev-parse: %w", err)
	}
	fmt.Fprintf(out, "Planted bugs against %s (tests: %s)\n\n", strings.TrimSpace(string(head)), strings.Join(pkgs, " "))
	fmt.Fprintf(out, "| ID | planted bug | caught by |\n|---|---|---|\n")
	// Baseline: which tests already fail without a plant (they do not count).
	base, err := testTree(nil, pkgs, keep, timeout)
	if err != nil {
		return err
	}
	for _, p := range plants {
		if only != "" && p.id != only {
			continue
		}
		pl := p
		fails, err := testTree(&pl, pkgs, keep, timeout)
		if err != nil {
			fmt.Fprintf(out, "| %s | %s | error: %v |\n", p.id, p.what, err)
			continue
		}
		var caught []string
		for _, f := range fails {
			if !contains(base, f) {
				caught = append(caught, f)
			}
		}
		cell := "**not caught**"
		if len(caught) > 0 {
			cell = strings.Join(caught, ", ")
		}
		fmt.Fprintf(out, "| %s | %s | %s |\n", p.id, p.what, cell)
	}
	if len(base) > 0 {
		fmt.Fprintf(out, "\nFailing before any plant (ignored): %s\n", strings.Join(base, ", "))
	}
	return nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// testTree copies HEAD to a scratch directory, applies the plant (nil: none),
// runs the tests and returns the failing top-level tests as "pkg.Test".
func testTree(p *plant, pkgs []string, keep bool, timeout time.Duration) ([]string, error) {
	dir, err := os.MkdirTemp("", "bao-plant-")
	if err != nil {
		return nil, err
	}
	if !keep {
		defer os.RemoveAll(dir)
	}
	archive := exec.Command("sh", "-c", "git archive HEAD | tar -x -C "+dir)
	if b, err := archive.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("git archive: %v: %s", err, b)
	}
	if p != nil {
		path := filepath.Join(dir, p.file)
		src, err := os.ReadFile(path)
		if err != nil {
			return nil, err
		}
		if n := bytes.Count(src, []byte(p.old)); n != 1 {
			return nil, fmt.Errorf("%s: the text to replace occurs %d times (the engine changed: update the plant)", p.file, n)
		}
		if err := os.WriteFile(path, bytes.Replace(src, []byte(p.old), []byte(p.new), 1), 0o644); err != nil {
			return nil, err
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	args := append([]string{"test", "-count=1", "-json"}, pkgs...)
	cmd := exec.CommandContext(ctx, "go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-buildvcs=false")
	outp, _ := cmd.Output()
	failed := map[string]bool{}
	sc := bufio.NewScanner(bytes.NewReader(outp))
	sc.Buffer(make([]byte, 0, 1<<20), 1<<26)
	for sc.Scan() {
		var ev struct {
			Action, Package, Test, Output string
		}
		if json.Unmarshal(sc.Bytes(), &ev) != nil {
			continue
		}
		short := strings.TrimPrefix(ev.Package, "github.com/baolakiswahili/conformance/")
		switch {
		case ev.Action == "fail" && ev.Test != "" && !strings.Contains(ev.Test, "/"):
			failed[short+"."+ev.Test] = true
		case ev.Action == "fail" && ev.Test == "":
			failed[short+" (package)"] = true
		}
	}
	// A package that failed only through its tests is listed by them.
	var list []string
	for f := range failed {
		if strings.HasSuffix(f, " (package)") {
			pkg := strings.TrimSuffix(f, " (package)")
			has := false
			for g := range failed {
				if strings.HasPrefix(g, pkg+".") {
					has = true
				}
			}
			if has {
				continue
			}
			f = pkg + " (build or setup failed)"
		}
		list = append(list, f)
	}
	sort.Strings(list)
	return list, nil
}
