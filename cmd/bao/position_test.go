package main

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/baolakiswahili/conformance/reference"
)

// runBao runs one bao command in-process with stdin and returns stdout,
// stderr and the error.
func runBao(t *testing.T, stdin string, args ...string) (string, string, error) {
	t.Helper()
	var out, errb bytes.Buffer
	e := &env{stdin: strings.NewReader(stdin), stdout: &out, stderr: &errb}
	err := run(context.Background(), e, args)
	return out.String(), errb.String(), err
}

// exitCode is the code main would exit with for err.
func exitCode(err error) int {
	if err == nil {
		return 0
	}
	var ee *exitError
	if errors.As(err, &ee) {
		return ee.code
	}
	return 2
}

// wantExit fails the test unless err carries the exit code and every
// fragment appears in its message.
func wantExit(t *testing.T, err error, code int, fragments ...string) {
	t.Helper()
	if got := exitCode(err); got != code {
		t.Fatalf("exit code %d, want %d (error: %v)", got, code, err)
	}
	for _, f := range fragments {
		if err == nil || !strings.Contains(err.Error(), f) {
			t.Errorf("error %v does not contain %q", err, f)
		}
	}
}

// startJSON is the standard start position (SETUP-1) written by hand: 6 in
// the house, 2 in each of the two pits to its right, 22 in store.
const startJSON = `{"variant":"kiswahili","toMove":"south",
 "south":{"front":[0,0,0,0,6,2,2,0],"back":[0,0,0,0,0,0,0,0],"store":22,"house":"intact"},
 "north":{"front":[0,0,0,0,6,2,2,0],"back":[0,0,0,0,0,0,0,0],"store":22,"house":"intact"},
 "blocked":null,"mustCapture":null}`

func TestFlagsAnywhere(t *testing.T) {
	tests := []struct {
		name     string
		args     []string
		wantPos  []string
		wantJSON bool
	}{
		{"flags first", []string{"--json", "start"}, []string{"start"}, true},
		{"flags last", []string{"start", "--json"}, []string{"start"}, true},
		{"flags between", []string{"a", "--json", "b"}, []string{"a", "b"}, true},
		{"stdin dash is positional", []string{"-", "--json"}, []string{"-"}, true},
		{"double dash ends flags", []string{"a", "--", "--json"}, []string{"a", "--json"}, false},
		{"no arguments", nil, nil, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fs := newFlagSet(&env{stdout: &bytes.Buffer{}}, "x", "", "")
			j := fs.Bool("json", false, "")
			pos, err := fs.parse(tc.args)
			if err != nil {
				t.Fatal(err)
			}
			if strings.Join(pos, "|") != strings.Join(tc.wantPos, "|") || *j != tc.wantJSON {
				t.Errorf("got %q json=%v, want %q json=%v", pos, *j, tc.wantPos, tc.wantJSON)
			}
		})
	}
}

func TestLoadPosition(t *testing.T) {
	dir := t.TempDir()
	jsonFile := filepath.Join(dir, "start.json")
	if err := os.WriteFile(jsonFile, []byte(startJSON), 0o644); err != nil {
		t.Fatal(err)
	}
	textFile := filepath.Join(dir, "start.txt")
	text := "kiswahili south to move\nnorth store 22 house intact\nb 0 0 0 0 0 0 0 0\na 0 2 2 6 0 0 0 0\nA 0 0 0 0 6 2 2 0\nB 0 0 0 0 0 0 0 0\nsouth store 22 house intact\n"
	if err := os.WriteFile(textFile, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	start := reference.Start(reference.Kiswahili, reference.SetupStandard)
	for _, tc := range []struct{ name, arg, stdin string }{
		{"name", "start", ""},
		{"json file", jsonFile, ""},
		{"text file", textFile, ""},
		{"stdin json", "-", startJSON},
		{"stdin text", "-", text},
		{"inline json", startJSON, ""},
		// Issue 26: integral numbers written with a fraction or exponent.
		{"counts as floats", strings.Replace(strings.Replace(startJSON, `"store":22`, `"store":22.0`, 1), `[0,0,0,0,6,2,2,0]`, `[0.0,0,0,0,6e0,2,2,0]`, 1), ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, err := loadPosition(&env{stdin: strings.NewReader(tc.stdin)}, tc.arg)
			if err != nil {
				t.Fatal(err)
			}
			if p != start {
				t.Errorf("got %+v, want the start position", p)
			}
		})
	}
	// The named variants, checked against their setups by hand.
	for _, tc := range []struct {
		name                string
		variant             reference.Variant
		a5, a6, store, pits int
	}{
		{"kujifunza-start", reference.Kujifunza, 2, 2, 0, 2},
		{"hus-start", reference.Hus, 2, 2, 0, 2},
		{"malawi-start", reference.Kiswahili, 8, 2, 20, 0},
	} {
		p, err := loadPosition(&env{}, tc.name)
		if err != nil {
			t.Fatal(err)
		}
		a5, _ := reference.ParsePit("A5")
		a6, _ := reference.ParsePit("A6")
		b1, _ := reference.ParsePit("B1")
		if p.Variant != tc.variant || p.Seeds(a5) != tc.a5 || p.Seeds(a6) != tc.a6 || int(p.Store[0]) != tc.store || p.Seeds(b1) != tc.pits {
			t.Errorf("%s: got %+v", tc.name, p)
		}
	}
}

func TestLoadPositionErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte(strings.Replace(startJSON, `"front":[0,0,0,0,6,2,2,0]`, `"front":[0,0,0,6,2,2,0]`, 1)), 0o644)
	for _, tc := range []struct{ name, arg, stdin, want string }{
		{"unknown name", "begin", "", `position "begin": not a position name`},
		{"empty stdin", "-", "", "position from stdin: empty input"},
		{"wrong row length names the field", bad, "", "south.front: want 8 pits, got 7"},
		{"unknown field", `{"variant":"kiswahili","colour":1}`, "", `colour: unknown key`},
		// Issue 26: the CLI's inputs are read as strictly as engine replies.
		{"key in another case", strings.Replace(startJSON, `"toMove"`, `"tomove"`, 1), "", `tomove: unknown key (did you mean "toMove"?)`},
		{"nested key in another case", strings.Replace(startJSON, `"front"`, `"FRONT"`, 1), "", `south.FRONT: unknown key (did you mean "front"?)`},
		{"key twice", strings.Replace(startJSON, `"toMove":"south"`, `"toMove":"north","toMove":"south"`, 1), "", "toMove: duplicate key"},
		{"a fraction", strings.Replace(startJSON, `"store":22`, `"store":21.5`, 1), "", "south.store: want an integer, got 21.5"},
		{"seed total", strings.Replace(startJSON, `"store":22`, `"store":21`, 1), "", "holds 63 seeds"},
		{"text form error names the line", "-", "kiswahili south moves\n", "line 1"},
		{"garbage", "-", "{not json", "position from stdin"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := loadPosition(&env{stdin: strings.NewReader(tc.stdin)}, tc.arg)
			wantExit(t, err, 2, tc.want)
		})
	}
}

func TestRulesFlags(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		want string // error fragment; "" for success
	}{
		{"default", nil, ""},
		{"profile", []string{"--profile", "bga"}, ""},
		{"option", []string{"--option", "lapLimit=cycle", "--option", "marker=facing-only"}, ""},
		{"same option twice, same reading", []string{"--option", "lapLimit=cycle", "--option", "lapLimit=cycle"}, ""},
		{"unknown profile", []string{"--profile", "nkkmd"}, `--profile: unknown profile "nkkmd"`},
		{"unknown option", []string{"--option", "speed=fast"}, "--option: speed: unknown option"},
		{"unknown reading", []string{"--option", "lapLimit=13"}, `no reading "13"`},
		{"no equals sign", []string{"--option", "lapLimit"}, "want name=reading"},
		{"conflicting readings", []string{"--option", "lapLimit=cycle", "--option", "lapLimit=12-passes"}, "given twice"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fs := newFlagSet(&env{stdout: &bytes.Buffer{}}, "x", "", "")
			rf := addRulesFlags(fs)
			_, err := fs.parse(tc.args)
			if err == nil {
				_, err = rf.rules()
			}
			if tc.want == "" {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			wantExit(t, err, 2, tc.want)
		})
	}
	fs := newFlagSet(&env{stdout: &bytes.Buffer{}}, "x", "", "")
	rf := addRulesFlags(fs)
	if _, err := fs.parse([]string{"--profile", "donkers", "--option", "lapLimit=cycle"}); err != nil {
		t.Fatal(err)
	}
	r, err := rf.rules()
	if err != nil {
		t.Fatal(err)
	}
	// The option overrides the profile; the profile's other readings stay.
	if r.LapLimit != reference.LapCycle || r.BlockObligation != reference.ObligationNone {
		t.Errorf("donkers + lapLimit=cycle: got %+v", r)
	}
}

func TestHelpAndUnknownCommand(t *testing.T) {
	out, _, err := runBao(t, "", "help")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []string{"show", "moves", "play", "explain", "perft", "rules"} {
		if !strings.Contains(out, "  "+c) {
			t.Errorf("bao help does not list %s:\n%s", c, out)
		}
	}
	for _, c := range []string{"show", "moves", "play", "explain", "perft", "rules"} {
		out, _, err := runBao(t, "", c, "-h")
		if err != nil || !strings.HasPrefix(out, "usage: bao "+c) {
			t.Errorf("bao %s -h: err %v, output %q", c, err, out)
		}
		_, _, err = runBao(t, "", c, "--no-such-flag")
		wantExit(t, err, 2, "unknown flag: --no-such-flag")
	}
}

// TestBadInputNeverPanics feeds odd arguments and stdin to every command of
// this file set: each must return (usually exit 2), never panic.
func TestBadInputNeverPanics(t *testing.T) {
	odd := []string{"", "-", "--", "{", "}", "{}", "[]", "null", `{"variant":"hus"}`, "A", "A0", "A9>", "b8<<", "+", "*", "**", "a5R>>",
		"--option", "--option=", "--option==", "--profile=", "--from", "--record", "1", "-1", "31", "99999999999999999999",
		"start", "hus-start", "testdata/nierse-d21.json", "testdata/record-opening.txt", "testdata", "\x00", "A6>*\nA6<*"}
	stdins := []string{"", "{", startJSON, "kiswahili south to move\n", "1: A6>* a6<*\n", "\xff\xfe"}
	for _, cmd := range []string{"show", "moves", "play", "explain", "perft", "rules"} {
		for i, a := range odd {
			for _, b := range []string{"", odd[(i*7+3)%len(odd)], odd[(i*5+1)%len(odd)]} {
				args := []string{cmd, a}
				if b != "" {
					args = append(args, b)
				}
				func() {
					defer func() {
						if r := recover(); r != nil {
							t.Errorf("bao %q panicked: %v", args, r)
						}
					}()
					runBao(t, stdins[(i+len(b))%len(stdins)], args...)
				}()
			}
		}
	}
}

// TestMoveArgStrict (issue 26): a move given as JSON on the command line is
// read as strictly as an engine's.
func TestMoveArgStrict(t *testing.T) {
	p := reference.Start(reference.Kiswahili, reference.SetupStandard)
	r := reference.Rules{}
	for arg, want := range map[string]string{
		`{"Pit":"A5","kichwa":"left"}`:            `Pit: unknown key (did you mean "pit"?)`,
		`{"pit":"A5","pit":"A6","kichwa":"left"}`: "pit: duplicate key",
	} {
		if _, err := parseMoveArg(r, p, arg); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: error %v, want %q", arg, err, want)
		}
	}
	if m, err := parseMoveArg(r, p, `{"pit":"A5","kichwa":"left"}`); err != nil || m.Kichwa != reference.LeftKichwa {
		t.Errorf("the canonical move: %v %v", m, err)
	}
}
