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
	"sync"
	"testing"
	"time"

	"github.com/baolakiswahili/conformance/vectors"
)

var (
	builtOnce sync.Once
	builtBao  string
	builtErr  error
)

// buildBao builds this command, for tests that need a real subprocess.
func buildBao(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the bao binary")
	}
	builtOnce.Do(func() {
		dir, err := os.MkdirTemp("", "bao-cmd-test-")
		if err != nil {
			builtErr = err
			return
		}
		builtBao = filepath.Join(dir, "bao")
		if out, err := exec.Command("go", "build", "-o", builtBao, ".").CombinedOutput(); err != nil {
			builtErr = errors.New(string(out))
		}
	})
	if builtErr != nil {
		t.Fatalf("go build: %v", builtErr)
	}
	return builtBao
}

// TestMain removes the binary the tests built.
func TestMain(m *testing.M) {
	code := m.Run()
	if builtBao != "" {
		os.RemoveAll(filepath.Dir(builtBao))
	}
	os.Exit(code)
}

func TestCheckCommand(t *testing.T) {
	bao := buildBao(t)
	dir := t.TempDir()
	xfail := filepath.Join(dir, "xfail.txt")
	os.WriteFile(xfail, []byte("# known failures\nperft.kujifunza.default\n"), 0o644)
	engine := bao + " adapter"
	tests := []struct {
		name string
		args []string
		code int
		want string // in stdout
	}{
		{"reference passes", []string{"check", "--engine", engine, "--run", "perft.kujifunza,@illegal-empty-pit,spec.capture"}, 0, "PASS:"},
		{"json and junit", []string{"check", "--engine", engine, "--run", "game.hus.default.00", "--json", filepath.Join(dir, "r.json"), "--junit", filepath.Join(dir, "r.xml")}, 0, "PASS:"},
		{"unexpected pass", []string{"check", "--engine", engine, "--run", "perft.kujifunza.default", "--expect-fail", xfail}, 1, "Unexpected passes"},
		{"engine that is not one", []string{"check", "--engine", "echo hello", "--run", "perft"}, 2, ""},
		{"no vector matches", []string{"check", "--engine", engine, "--run", "no-such-vector"}, 2, ""},
		{"bad vectors path", []string{"check", "--engine", engine, "--vectors", filepath.Join(dir, "missing.json")}, 2, ""},
		{"bad flag", []string{"check", "--frobnicate"}, 2, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			err := run(context.Background(), &env{stdin: strings.NewReader(""), stdout: &out, stderr: &errb}, tc.args)
			if got := exitCode(err); got != tc.code {
				t.Fatalf("exit code %d (%v), want %d\nstdout:\n%s\nstderr:\n%s", got, err, tc.code, out.String(), errb.String())
			}
			if !strings.Contains(out.String(), tc.want) {
				t.Errorf("stdout lacks %q:\n%s", tc.want, out.String())
			}
		})
	}
	var rep struct {
		Results []struct{ ID, Status string }
	}
	b, err := os.ReadFile(filepath.Join(dir, "r.json"))
	if err != nil || json.Unmarshal(b, &rep) != nil || len(rep.Results) != 1 || rep.Results[0].Status != "pass" {
		t.Errorf("JSON report: %v %s", err, b)
	}
	if x, err := os.ReadFile(filepath.Join(dir, "r.xml")); err != nil || !bytes.Contains(x, []byte(`<testcase name="game.hus.default.00"`)) {
		t.Errorf("JUnit report: %v %s", err, x)
	}
}

// TestCheckDefaultEngine runs `bao check` as a real subprocess with no
// --engine: it re-executes itself as the adapter.
func TestCheckDefaultEngine(t *testing.T) {
	bao := buildBao(t)
	out, err := exec.Command(bao, "check", "--run", "perft.hus,illegal.game-over").CombinedOutput()
	if err != nil {
		t.Fatalf("bao check: %v\n%s", err, out)
	}
	if !bytes.Contains(out, []byte("PASS:")) || !bytes.Contains(out, []byte("bao-reference")) {
		t.Errorf("output:\n%s", out)
	}
}

// TestCheckSelectionFlags: --list prints the selected IDs without running
// them; --skip and --run '!pattern' exclude; tags match whatever their
// case; --quiet silences the progress lines written to a stderr that is not
// a terminal; --deadline stops the run; --max-perft-depth caps perft (issue
// 9, must say what happened).
func TestCheckSelectionFlags(t *testing.T) {
	bao := buildBao(t)
	engine := bao + " adapter"
	check := func(args ...string) (string, string, int) {
		var out, errb bytes.Buffer
		err := run(context.Background(), &env{stdin: strings.NewReader(""), stdout: &out, stderr: &errb}, append([]string{"check"}, args...))
		return out.String(), errb.String(), exitCode(err)
	}
	out, _, code := check("--list", "--run", "illegal", "--skip", "*.hus.*", "--engine", "/nonexistent")
	ids := strings.Fields(out)
	if code != 0 || len(ids) < 10 {
		t.Fatalf("--list: exit %d, %d IDs", code, len(ids))
	}
	for _, id := range ids {
		if !strings.HasPrefix(id, "illegal.") || strings.Contains(id, ".hus.") {
			t.Errorf("--list printed %s", id)
		}
	}
	out2, _, _ := check("--list", "--run", "illegal,!*.hus.*")
	if out2 != out {
		t.Errorf("--run '!pattern' and --skip select differently")
	}
	lower, _, _ := check("--list", "--run", "@illegal-empty-pit")
	upper, _, _ := check("--list", "--run", "@ILLEGAL-EMPTY-PIT")
	if lower == "" || lower != upper {
		t.Errorf("tags: %q vs %q", lower, upper)
	}
	_, stderr, code := check("--engine", engine, "--run", "illegal.empty-pit", "--no-dialect")
	if code != 0 || !strings.Contains(stderr, "bao check: ") || !strings.Contains(stderr, " vectors") {
		t.Errorf("progress on a stderr that is not a terminal: exit %d, stderr %q", code, stderr)
	}
	_, stderr, _ = check("--engine", engine, "--run", "illegal.empty-pit", "--no-dialect", "--quiet")
	if stderr != "" {
		t.Errorf("--quiet: stderr %q", stderr)
	}
	out, _, code = check("--engine", engine, "--run", "illegal.empty-pit", "--no-dialect", "--quiet", "--deadline", "1ns")
	if code != 1 || !strings.Contains(out, "deadline") {
		t.Errorf("--deadline 1ns: exit %d\n%s", code, out)
	}
	out, _, code = check("--engine", engine, "--run", "perft.kiswahili", "--no-dialect", "--quiet", "--max-perft-depth", "2")
	if code != 0 || !strings.Contains(out, "PASS") {
		t.Errorf("--max-perft-depth 2: exit %d\n%s", code, out)
	}
	if _, _, code = check("--timeout", "-1s"); code != 2 {
		t.Errorf("--timeout -1s: exit %d, want 2", code)
	}
	if _, _, code = check("--engine", ""); code != 2 {
		t.Errorf("--engine '': exit %d, want 2", code)
	}
}

// TestCheckOutputPathsFirst (issue 26): a report path that cannot be written
// is refused before the engine is started, not after the whole run.
func TestCheckOutputPathsFirst(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct{ flag, path string }{
		{"--json", filepath.Join(dir, "no-such-dir", "r.json")},
		{"--junit", filepath.Join(dir, "no-such-dir", "r.xml")},
		{"--json", dir}, // a directory
	} {
		t.Run(tc.flag+" "+tc.path, func(t *testing.T) {
			var out, errb bytes.Buffer
			start := time.Now()
			// An engine that never answers: a check after the run would wait
			// out the hello's timeout first.
			err := run(context.Background(), &env{stdin: strings.NewReader(""), stdout: &out, stderr: &errb}, []string{"check", "--engine", "sleep 30", "--quiet", tc.flag, tc.path})
			if code := exitCode(err); code != 2 || !strings.Contains(err.Error(), tc.flag) {
				t.Fatalf("exit %d (%v), want 2 naming %s", code, err, tc.flag)
			}
			if d := time.Since(start); d > 2*time.Second {
				t.Errorf("refused after %v: the engine was started first", d)
			}
			if entries, _ := os.ReadDir(dir); len(entries) != 0 {
				t.Errorf("left %v behind", entries)
			}
		})
	}
}

// TestCheckVerifiesVectorFiles (issue 26): a --vectors file that the
// reference contradicts stops the run before the engine is judged (exit 2),
// naming the vector; one the reference agrees with runs.
func TestCheckVerifiesVectorFiles(t *testing.T) {
	files, err := vectors.Load()
	if err != nil {
		t.Fatal(err)
	}
	var v vectors.Vector
	for _, f := range files {
		for _, x := range f.Vectors {
			if x.Kind == vectors.KindIllegal && len(x.Setup) == 0 && v.ID == "" {
				v = x
			}
		}
	}
	dir := t.TempDir()
	write := func(name string, v vectors.Vector) string {
		var b bytes.Buffer
		vectors.Encode(&b, &vectors.File{Format: vectors.Format, Name: name, Vectors: []vectors.Vector{v}})
		p := filepath.Join(dir, name+".json")
		os.WriteFile(p, b.Bytes(), 0o644)
		return p
	}
	good := write("good", v)
	bad := v
	bad.Kind, bad.Expect = vectors.KindMoves, vectors.Expect{MoveSet: []json.RawMessage{v.Move}}
	badPath := write("bad", bad)
	check := func(p string) (string, error) {
		var out, errb bytes.Buffer
		err := run(context.Background(), &env{stdin: strings.NewReader(""), stdout: &out, stderr: &errb}, []string{"check", "--engine", "sleep 30", "--quiet", "--vectors", p})
		return out.String(), err
	}
	if _, err := check(badPath); exitCode(err) != 2 || !strings.Contains(err.Error(), "vector "+v.ID) || !strings.Contains(err.Error(), "contradicts") {
		t.Errorf("a contradicted file: exit %d (%v), want 2 naming the vector", exitCode(err), err)
	}
	// The same ID in two files of one directory.
	if _, err := check(dir); exitCode(err) != 2 || !strings.Contains(err.Error(), "already used") {
		t.Errorf("one ID twice: exit %d (%v)", exitCode(err), err)
	}
	bao := buildBao(t)
	if out, err := exec.Command(bao, "check", "--quiet", "--no-dialect", "--vectors", good).CombinedOutput(); err != nil || !strings.Contains(string(out), "PASS") {
		t.Errorf("a good file: %v\n%s", err, out)
	}
}
