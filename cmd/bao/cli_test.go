package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/baolakiswahili/conformance/adapter"
	"github.com/baolakiswahili/conformance/internal/version"
)

// TestEveryCommandHelp checks that --help, -h and `bao help CMD` print the
// command's usage on stdout and exit 0, for every command (issue 9: four
// commands exited 2 with "flag: help requested").
func TestEveryCommandHelp(t *testing.T) {
	if len(commands) < 9 {
		t.Fatalf("only %d commands registered", len(commands))
	}
	for name := range commands {
		for _, args := range [][]string{{name, "--help"}, {name, "-h"}, {"help", name}} {
			out, errOut, err := runBao(t, "", args...)
			if err != nil {
				t.Errorf("bao %s: exit %d (%v)", strings.Join(args, " "), exitCode(err), err)
				continue
			}
			if !strings.HasPrefix(out, "usage: bao "+name) || errOut != "" {
				t.Errorf("bao %s: want the usage on stdout and nothing on stderr, got stdout:\n%s\nstderr:\n%s", strings.Join(args, " "), out, errOut)
			}
		}
	}
	_, _, err := runBao(t, "", "help", "nosuch")
	wantExit(t, err, 2, `bao help: unknown command "nosuch"`)
}

// TestVersion checks bao --version, and that the reference adapter's hello
// and every shipped vector file's header name the same version.
func TestVersion(t *testing.T) {
	for _, arg := range []string{"--version", "version"} {
		out, _, err := runBao(t, "", arg)
		if err != nil || !strings.HasPrefix(out, "bao "+version.Suite) || !strings.Contains(out, "protocol v1") {
			t.Errorf("bao %s: err %v, output %q, want it to start with \"bao %s\"", arg, err, out, version.Suite)
		}
	}
	if adapter.Version != version.Suite {
		t.Errorf("the hello's version %q, bao's %q", adapter.Version, version.Suite)
	}
	files, err := filepath.Glob("../../vectors/data/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no vector files: %v", err)
	}
	want := `,"version":"` + version.Suite + `","license":"MIT",`
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		head, _, _ := strings.Cut(string(b), "\n")
		if !strings.Contains(head, want) {
			t.Errorf("%s: header %.200q lacks %s", f, head, want)
		}
	}
}

// TestOneShape checks that every command reads its flags the same way and
// reports errors with one prefix, "bao NAME: ", and no "bao: " inside.
func TestOneShape(t *testing.T) {
	tests := []struct {
		args []string
		want string // the whole first line of the message, or its start
	}{
		{[]string{"gen", "--variant", "chess"}, `bao gen: --variant: unknown variant "chess"`},
		{[]string{"gen", "-variant", "hus"}, "bao gen: -variant: long flags take two dashes: --variant"},
		{[]string{"moves", "-json"}, "bao moves: -json: long flags take two dashes: --json"},
		{[]string{"show", "--profile", "nosuch"}, `bao show: --profile: unknown profile "nosuch"`},
		{[]string{"moves", "--option", "lapLimit"}, `bao moves: --option "lapLimit": want name=reading`},
		{[]string{"check", "--timeout", "x"}, `bao check: --timeout "x": want a duration such as 5s`},
		{[]string{"check", "--timeout", "0"}, `bao check: --timeout 0s: want a positive duration`},
		{[]string{"check", "--details", "many"}, `bao check: --details "many": want a whole number`},
		{[]string{"check", "--quiet=maybe"}, `bao check: --quiet "maybe": want true or false`},
		{[]string{"check", "-engine", "x"}, "bao check: -engine: long flags take two dashes: --engine"},
		{[]string{"check", "extra"}, `bao check: unexpected argument "extra"`},
		{[]string{"gen", "--option", "lapLimit=7"}, "bao gen: --option: "},
		{[]string{"vectors", "extra"}, `bao vectors: unexpected argument "extra"`},
		{[]string{"adapter", "extra"}, `bao adapter: unexpected argument "extra"`},
		{[]string{"rules", "--nope"}, "bao rules: unknown flag: --nope"},
		{[]string{"nosuch"}, `bao: unknown command "nosuch"`},
	}
	for _, tc := range tests {
		_, _, err := runBao(t, "", tc.args...)
		if err == nil {
			t.Errorf("bao %v: no error", tc.args)
			continue
		}
		msg := err.Error()
		if !strings.HasPrefix(msg, tc.want) {
			t.Errorf("bao %v:\n got %q\nwant %q...", tc.args, msg, tc.want)
		}
		if strings.Contains(msg, "bao: ") && !strings.HasPrefix(msg, "bao: unknown command") {
			t.Errorf("bao %v: a second prefix in %q", tc.args, msg)
		}
		if exitCode(err) != 2 {
			t.Errorf("bao %v: exit %d, want 2", tc.args, exitCode(err))
		}
	}
}

// TestGenRefusesImpossibleFilters: a filter no position of the variant can
// pass is refused at once (issue 9: -variant hus -phase namua ran 27 s and
// exited 0), and flag values are checked.
func TestGenRefusesImpossibleFilters(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--variant", "hus", "--phase", "namua"}, "no position can pass the filters: --phase namua: hus has no namua phase"},
		{[]string{"--variant", "kujifunza", "--phase", "namua"}, "kujifunza has no namua phase"},
		{[]string{"--variant", "hus", "--house", "intact"}, "--house intact: hus has no houses"},
		{[]string{"--house", "none"}, "--house none: every Bao la Kiswahili position has a house"},
		{[]string{"--count", "0"}, "--count 0: want at least 1"},
		{[]string{"-n", "-3"}, "--count -3: want at least 1"},
		{[]string{"--max-draws", "0"}, "--max-draws 0: want at least 1"},
		{[]string{"--min-chain", "-1"}, "--min-chain -1: want 0 or more"},
		{[]string{"--seed", "-1"}, `--seed "-1": want a whole number`},
	} {
		start := time.Now()
		_, _, err := runBao(t, "", append([]string{"gen"}, tc.args...)...)
		wantExit(t, err, 2, "bao gen: ", tc.want)
		if d := time.Since(start); d > time.Second {
			t.Errorf("gen %v took %s: refuse at once", tc.args, d)
		}
	}
}

// TestMessagesClipInput: an error message repeats at most a short excerpt of
// bad input (issue 9: the whole input, up to 100 MB, went to stderr).
func TestMessagesClipInput(t *testing.T) {
	huge := strings.Repeat("A6", 500000)
	for _, args := range [][]string{
		{"show", huge},
		{"show", `{"variant":"` + huge + `"}`},
		{"moves", `{"variant":"kiswahili","toMove":"` + huge + `"}`},
		{"play", "start", huge},
		{"play", "start", "a" + huge},
		{"play", "start", `{"pit":"` + huge + `"}`},
		{"explain", "start", huge},
		{"perft", "start", huge},
		{"gen", "--variant", huge},
		{"gen", "--phase", huge},
		{"rules", "--profile", huge},
		{"moves", "--option", huge},
		{"moves", "--option", "lapLimit=" + huge},
		{huge},
		{"help", huge},
	} {
		out, errOut, err := runBao(t, "", args...)
		if err == nil {
			t.Errorf("bao %.40s...: no error", strings.Join(args, " "))
			continue
		}
		if n := len(err.Error()) + len(errOut) + len(out); n > 2000 {
			t.Errorf("bao %.40s...: %d bytes of message and output: %.300s", strings.Join(args, " "), n, err.Error())
		}
	}
	out, _, err := runBao(t, "1: "+huge+" a6<*\n", "play", "--record", "-")
	if err == nil || len(err.Error())+len(out) > 2000 {
		t.Errorf("record: %d bytes", len(fmt.Sprint(err))+len(out))
	}
}

// TestNoGoNamesInMessages: messages name JSON kinds and fields, never Go
// types (issue 9: "want reference.positionJSON").
func TestNoGoNamesInMessages(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"show", `{"variant":"kiswahili","south":"x"}`}, "south: want an object, got JSON string"},
		{[]string{"show", `{"variant":"kiswahili","toMove":3}`}, "toMove: want a string, got JSON number"},
		{[]string{"show", `{"variant":"kiswahili","south":{"front":"x"}}`}, "south.front: want an array, got JSON string"},
		{[]string{"play", "start", `{"pit":5}`}, "pit: want a string, got JSON number"},
		{[]string{"play", "start", `[1]`}, "bao play: "},
	} {
		_, _, err := runBao(t, "", tc.args...)
		wantExit(t, err, 2, tc.want)
		if err != nil && (strings.Contains(err.Error(), "reference.") || strings.Contains(err.Error(), "Go value") || strings.Contains(err.Error(), "bufio.")) {
			t.Errorf("bao %v: a Go name in %q", tc.args, err)
		}
	}
}

// TestPlayRefusesTheOtherSidesRow: a row letter of the side not to move is an
// error on the command line (issue 9: `bao play start 'a6>*'` played A6).
func TestPlayRefusesTheOtherSidesRow(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"play", "start", "a6>*"}, "row a is North's, but South is to move (write A6>*)"},
		{[]string{"play", "start", "b1>"}, "row b is North's, but South is to move"},
		{[]string{"play", "start", "A6>*", "A6>*"}, "row A is South's, but North is to move (write a6>*)"},
		{[]string{"explain", "start", "a6>*"}, "row a is North's"},
	} {
		_, _, err := runBao(t, "", tc.args...)
		wantExit(t, err, 2, tc.want)
	}
	if _, _, err := runBao(t, "", "play", "start", "A6>*", "a6>*"); err != nil {
		t.Errorf("each side's own rows: %v", err)
	}
}

// TestNoScannerWordsInMessages: a line too long for a line reader is said in
// words (issue 9: "bufio.Scanner: token too long").
func TestNoScannerWordsInMessages(t *testing.T) {
	f := t.TempDir() + "/ids.txt"
	if err := os.WriteFile(f, []byte(strings.Repeat("x", 100000)+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, _, err := runBao(t, "", "check", "--expect-fail", f, "--engine", "false")
	wantExit(t, err, 2, "bao check: ")
	if err != nil && (strings.Contains(err.Error(), "bufio") || !strings.Contains(err.Error(), "line 1 is longer than")) {
		t.Errorf("want the long line named in words, got %q", err)
	}
}
