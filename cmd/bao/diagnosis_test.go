package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// diagnosisReport is the part of `bao check --json` TestDiagnosisFirstScreen
// reads.
type diagnosisReport struct {
	Verdict string
	Totals  map[string]int
	Classes []struct {
		Explanation string
		Title       string
		Vectors     []string
		Health      *struct {
			Kind   string
			Seq    int
			Shared []string
		}
		Reading *struct {
			Readings      []string
			Contradicting int
		}
	}
	Dialect []struct {
		Option, Followed, MainRun string
	}
}

// row returns the dialect row of an option.
func (r *diagnosisReport) row(option string) (followed, mainRun string) {
	for _, d := range r.Dialect {
		if d.Option == option {
			return d.Followed, d.MainRun
		}
	}
	return "", ""
}

// TestDiagnosisFirstScreen points `bao check` at testdata/quirky, an engine
// whose flags reproduce what real engines were seen to do (issue 33), and
// checks the first screen of each report: no failure a reading explains is
// shown as a rule's bug, the dialect row says what the engine does, and the
// engine's health comes first where it applies.
func TestDiagnosisFirstScreen(t *testing.T) {
	if testing.Short() {
		t.Skip("builds testdata/quirky and runs a full check per flag")
	}
	bin := filepath.Join(t.TempDir(), "quirky")
	if out, err := exec.Command("go", "build", "-o", bin, "./testdata/quirky").CombinedOutput(); err != nil {
		t.Fatalf("go build ./testdata/quirky: %v\n%s", err, out)
	}
	for _, c := range []struct {
		flags string
		check func(t *testing.T, rep *diagnosisReport, text string)
	}{
		// A strict adapter that refuses unknown fields is sent no "blocks":
		// under the readings it plays they mean nothing.
		{"-strict-positions", func(t *testing.T, rep *diagnosisReport, text string) {
			if rep.Verdict != "PASS" {
				t.Errorf("verdict %s, want PASS: an honest v1 engine is never sent a field added after v1", rep.Verdict)
			}
		}},
		{"-exit-every 40", func(t *testing.T, rep *diagnosisReport, text string) {
			// quirky counts its hello: it answers 39 requests and dies at
			// the 40th after each start.
			if len(rep.Classes) != 1 || rep.Classes[0].Health == nil || rep.Classes[0].Health.Kind != "crash" || rep.Classes[0].Health.Seq != 40 {
				t.Errorf("classes %+v, want one: crashes at request 40 after each start", rep.Classes)
			}
			if !strings.Contains(text, "came at request 40 after the engine's start, whatever the position") {
				t.Errorf("the first screen does not say when the engine dies")
			}
		}},
		{"-flaky 0.02 -seed 1", func(t *testing.T, rep *diagnosisReport, text string) {
			if len(rep.Classes) != 1 || rep.Classes[0].Explanation != "nondeterminism" {
				t.Errorf("classes %+v, want one: nondeterminism", titles(rep))
			}
			if !strings.Contains(text, "Engine health: nondeterministic: asked again, ") {
				t.Errorf("the first screen does not say the engine is nondeterministic")
			}
		}},
		// Lasting blocks written in the short form mean what the long form
		// means: the engine plays until-lifted, and passes.
		{"-lasting-short", func(t *testing.T, rep *diagnosisReport, text string) {
			if f, _ := rep.row("blockDuration"); rep.Verdict != "PASS" || f != "until-lifted" {
				t.Errorf("verdict %s, blockDuration %q; want PASS under until-lifted", rep.Verdict, f)
			}
		}},
		{"-mixed-lone-kichwa", func(t *testing.T, rep *diagnosisReport, text string) {
			_, main := rep.row("loneKichwa")
			if !strings.Contains(main, "forbidden in mtaji") || !strings.Contains(main, "end-of-move in namua") || !strings.HasPrefix(main, "mixed: ") {
				t.Errorf("loneKichwa row %q, want mixed: forbidden in mtaji, end-of-move in namua", main)
			}
			allReadings(t, rep, "loneKichwa=")
		}},
		{"-house-namua-start", func(t *testing.T, rep *diagnosisReport, text string) {
			_, main := rep.row("houseDestroyedBy")
			if !strings.HasPrefix(main, "mixed: capture-or-safari in namua") || !strings.Contains(main, "any-emptying") {
				t.Errorf("houseDestroyedBy row %q, want mixed: capture-or-safari after a namua start, any-emptying elsewhere", main)
			}
			allReadings(t, rep, "houseDestroyedBy=")
		}},
		{"-lap-per-sowing", func(t *testing.T, rep *diagnosisReport, text string) {
			allReadings(t, rep, "lapLimit=")
			if _, main := rep.row("lapLimit"); !strings.HasPrefix(main, "mixed: ") {
				t.Errorf("lapLimit row %q: the engine plays no one reading", main)
			}
		}},
	} {
		t.Run(c.flags, func(t *testing.T) {
			t.Parallel()
			js := filepath.Join(t.TempDir(), "report.json")
			var out, errb bytes.Buffer
			err := run(context.Background(), &env{stdin: strings.NewReader(""), stdout: &out, stderr: &errb},
				[]string{"check", "--engine", bin + " " + c.flags, "--quiet", "--json", js, "--shrink", "0"})
			b, rerr := os.ReadFile(js)
			var rep diagnosisReport
			if rerr != nil || json.Unmarshal(b, &rep) != nil {
				t.Fatalf("bao check (%v) wrote no JSON report: %v\n%s", err, rerr, errb.String())
			}
			text := out.String()
			if i := strings.Index(text, "\nEvery failure"); i > 0 {
				text = text[:i] // the first screen
			}
			c.check(t, &rep, text)
			if t.Failed() {
				t.Logf("the first screen:\n%s", text[:min(len(text), 5000)])
			}
		})
	}
}

// allReadings checks that every class of rep is a reading of one option.
func allReadings(t *testing.T, rep *diagnosisReport, prefix string) {
	t.Helper()
	if len(rep.Classes) == 0 {
		t.Errorf("no failure class: the engine plays no one reading")
	}
	for _, c := range rep.Classes {
		if c.Reading == nil || !strings.HasPrefix(c.Reading.Readings[0], prefix) {
			t.Errorf("class %q (%s, %d vectors): want every failure filed under %s", c.Title, c.Explanation, len(c.Vectors), strings.TrimSuffix(prefix, "="))
		}
	}
}

// titles lists the classes' titles.
func titles(rep *diagnosisReport) []string {
	var out []string
	for _, c := range rep.Classes {
		out = append(out, c.Title)
	}
	return out
}
