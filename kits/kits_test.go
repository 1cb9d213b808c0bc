package kits

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/baolakiswahili/conformance/internal/version"
	baojs "github.com/baolakiswahili/conformance/js"
)

// required reports whether a missing toolchain for kit must fail its test
// rather than skip it: BAO_KITS_REQUIRED is 1 or lists the kit.
func required(kit string) bool {
	v := os.Getenv("BAO_KITS_REQUIRED")
	if v == "1" {
		return true
	}
	for _, k := range strings.Split(v, ",") {
		if strings.TrimSpace(k) == kit {
			return true
		}
	}
	return false
}

// missing skips the test, or fails it when the kit is required, saying why.
func missing(t *testing.T, kit, why string) {
	t.Helper()
	if required(kit) {
		t.Fatalf("BAO_KITS_REQUIRED=%s: %s", os.Getenv("BAO_KITS_REQUIRED"), why)
	}
	t.Skip(why)
}

var shared struct {
	once sync.Once
	dir  string // a directory for the whole test binary
	err  error
	bao  sync.Once
	baoP string
	baoE error
	js   sync.Once
	jsP  string
	jsE  error
}

func sharedDir(t *testing.T) string {
	t.Helper()
	shared.once.Do(func() { shared.dir, shared.err = os.MkdirTemp("", "bao-kits-") })
	if shared.err != nil {
		t.Fatal(shared.err)
	}
	return shared.dir
}

func TestMain(m *testing.M) {
	code := m.Run()
	if shared.dir != "" {
		os.RemoveAll(shared.dir)
	}
	os.Exit(code)
}

// baoBinary builds cmd/bao once for the test binary.
func baoBinary(t *testing.T) string {
	t.Helper()
	dir := sharedDir(t)
	shared.bao.Do(func() {
		goTool, err := exec.LookPath("go")
		if err != nil {
			shared.baoE = fmt.Errorf("building bao needs the go command: %w", err)
			return
		}
		shared.baoP = filepath.Join(dir, "bao")
		cmd := exec.Command(goTool, "build", "-o", shared.baoP, "./cmd/bao")
		cmd.Dir = ".."
		if out, err := cmd.CombinedOutput(); err != nil {
			shared.baoE = fmt.Errorf("go build ./cmd/bao: %v\n%s", err, out)
		}
	})
	if shared.baoE != nil {
		t.Fatal(shared.baoE)
	}
	return shared.baoP
}

// jsLibrary builds the reference engine's JavaScript library (js/) once.
func jsLibrary(t *testing.T) string {
	t.Helper()
	dir := sharedDir(t)
	shared.js.Do(func() {
		shared.jsP = filepath.Join(dir, "jsdist")
		ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
		defer cancel()
		_, shared.jsE = baojs.Build(ctx, "..", shared.jsP)
	})
	if shared.jsE != nil {
		t.Fatal(shared.jsE)
	}
	return shared.jsP
}

// copyKit copies the kit's source files into a fresh directory and returns
// it: the kit's tests write nothing into the source tree, and go test's
// cache sees every file the tests use.
func copyKit(t *testing.T, kit string) string {
	t.Helper()
	src := kit
	dst := filepath.Join(t.TempDir(), kit)
	err := filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		switch d.Name() {
		case "target", "__pycache__", "node_modules", "Cargo.lock":
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), b, info.Mode().Perm())
	})
	if err != nil {
		t.Fatalf("copying kit %s: %v", kit, err)
	}
	return dst
}

// mutate replaces the one occurrence of old in the copied file.
func mutate(t *testing.T, file, old, new string) {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if n := bytes.Count(b, []byte(old)); n != 1 {
		t.Fatalf("%s holds %q %d times, want once (the negative control must be updated with the kit)", file, old, n)
	}
	if err := os.WriteFile(file, bytes.Replace(b, []byte(old), []byte(new), 1), 0o644); err != nil {
		t.Fatal(err)
	}
}

// run runs a command in dir and returns its combined output; it fails the
// test when the command fails.
func run(t *testing.T, dir string, env []string, name string, args ...string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	start := time.Now()
	out, err := cmd.CombinedOutput()
	t.Logf("%s %s: %.1fs", filepath.Base(name), strings.Join(args, " "), time.Since(start).Seconds())
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
	}
	return string(out)
}

func shellQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

func engineCommand(args ...string) string {
	q := make([]string, len(args))
	for i, a := range args {
		q[i] = shellQuote(a)
	}
	return strings.Join(q, " ")
}

// report is the part of bao check's JSON report the tests read.
type report struct {
	Verdict string         `json:"verdict"`
	Totals  map[string]int `json:"totals"`
	Hello   struct {
		Name string `json:"name"`
	} `json:"hello"`
}

// check runs bao check on engine (a shell command, run in dir) with extra
// flags and returns its exit status and JSON report.
func check(t *testing.T, dir, engine string, flags ...string) (int, report) {
	t.Helper()
	bao := baoBinary(t)
	js := filepath.Join(t.TempDir(), "report.json")
	args := append([]string{"check", "--quiet", "--shrink", "0", "--engine", engine, "--json", js}, flags...)
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, bao, args...)
	cmd.Dir = dir
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	start := time.Now()
	err := cmd.Run()
	code := 0
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		code = exit.ExitCode()
	case err != nil:
		t.Fatalf("bao check: %v", err)
	}
	var r report
	b, rerr := os.ReadFile(js)
	if rerr == nil {
		rerr = json.Unmarshal(b, &r)
	}
	if rerr != nil {
		t.Fatalf("bao check %s (exit %d) wrote no readable report: %v\n%s", strings.Join(flags, " "), code, rerr, tail(out.String()))
	}
	t.Logf("bao check %s: exit %d, %s %v in %.1fs", described(flags), code, r.Verdict, r.Totals, time.Since(start).Seconds())
	if code == 2 {
		t.Fatalf("bao check: exit 2 (bad input or harness error)\n%s", tail(out.String()))
	}
	if code == 1 && r.Verdict == "PASS" {
		t.Fatalf("bao check: exit 1 with verdict PASS\n%s", tail(out.String()))
	}
	t.Cleanup(func() {
		if t.Failed() {
			t.Logf("bao check's report:\n%s", tail(out.String()))
		}
	})
	return code, r
}

func tail(s string) string {
	if len(s) > 6000 {
		return "...\n" + s[len(s)-6000:]
	}
	return s
}

// fullRun reports whether the kits' end-to-end checks run every vector:
// in CI (BAO_KITS_REQUIRED set, as .ci/run does) or with BAO_KITS_FULL=1.
// Otherwise they run the vectors of fullSubset, so that `go test ./...`
// stays quick on a developer's machine.
func fullRun() bool {
	return os.Getenv("BAO_KITS_REQUIRED") != "" || os.Getenv("BAO_KITS_FULL") == "1"
}

// fullSubset selects, outside CI, every hand-written scenario, every probe
// and dialect vector, the games and illegal moves, and a sixteenth of each
// variant's default moves (their IDs' first hex digit 0): every rule, option
// and variant, about a fifth of the vectors.
const fullSubset = "spec.,probe.,dialect.,game.,illegal.,moves.kiswahili.default.0,moves.kujifunza.default.0,moves.hus.default.0,moves.kiswahili.donkers.0,moves.kiswahili.bga.0,moves.kiswahili.abstractplay.0"

// passesAll runs the vectors through engine, the stand-in named name (every
// vector in CI, fullSubset elsewhere), and requires them all to pass: the
// stand-in declares every variant, option and profile, so none may be n/a,
// and only the vectors with nothing the protocol can observe are skipped.
func passesAll(t *testing.T, dir, name, engine string) {
	t.Helper()
	var flags []string
	least := 15000 // 15,281 of 15,288 today
	if !fullRun() {
		flags, least = []string{"--run", fullSubset}, 2000
	}
	code, r := check(t, dir, engine, flags...)
	if r.Hello.Name != name {
		t.Fatalf("bao check checked %q, not the stand-in %q", r.Hello.Name, name)
	}
	if code != 0 || r.Verdict != "PASS" {
		t.Fatalf("bao check through the kit: exit %d, verdict %s, %v", code, r.Verdict, r.Totals)
	}
	if r.Totals["fail"] != 0 || r.Totals["error"] != 0 || r.Totals["n/a"] != 0 {
		t.Errorf("totals %v: want no failure, error or n/a", r.Totals)
	}
	if r.Totals["pass"] < least || r.Totals["skip"] > 10 {
		t.Errorf("totals %v: want at least %d vectors passed and the few unobservable ones skipped", r.Totals, least)
	}
}

// breaksOnBadBackRow is the negative control: with the kit's reading of the
// back row broken in the copy (B8..B1 read as B1..B8), the stand-in must fail
// the sowing scenarios, since it converts with its own table.
func breaksOnBadBackRow(t *testing.T, dir, name, engine string) {
	t.Helper()
	code, r := check(t, dir, engine, "--no-dialect", "--run", "spec.sowing")
	if r.Hello.Name != name {
		t.Fatalf("bao check checked %q, not the stand-in %q", r.Hello.Name, name)
	}
	if code != 1 || r.Totals["fail"] == 0 {
		t.Errorf("with the kit's back row read backwards, bao check --run spec.sowing: exit %d, %v; want failures (the stand-in undoes the kit's mistake)", code, r.Totals)
	}
}

var nodeVersion = regexp.MustCompile(`^v(\d+)\.`)

// TestJavaScriptKit runs kits/js's unit tests with node --test, type-checks
// the TypeScript example where tsc is on PATH, and checks the kit end to end
// with the reference engine's JavaScript library behind its board array
// (test/standin.mjs): every vector passes, and the negative control fails.
func TestJavaScriptKit(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		missing(t, "js", "node is not on PATH (apt-get install -y nodejs): the JavaScript kit cannot be tested")
	}
	out, err := exec.Command(node, "--version").Output()
	m := nodeVersion.FindSubmatch(out)
	if err != nil || m == nil {
		t.Fatalf("node --version: %v %q", err, out)
	}
	if major, _ := strconv.Atoi(string(m[1])); major < 18 {
		missing(t, "js", fmt.Sprintf("node %s is older than 18, which the JavaScript kit needs", bytes.TrimSpace(out)))
	}
	dir := copyKit(t, "js")
	var pkg struct {
		Version string `json:"version"`
	}
	if b, err := os.ReadFile(filepath.Join(dir, "package.json")); err != nil || json.Unmarshal(b, &pkg) != nil || pkg.Version != version.Suite {
		t.Errorf("kits/js/package.json: version %q, want the suite's %s (%v)", pkg.Version, version.Suite, err)
	}
	unit := run(t, dir, nil, node, "--test", "test/kit.test.mjs")
	if !regexp.MustCompile(`(?m)^# pass [1-9]`).MatchString(unit) || !strings.Contains(unit, "\n# fail 0") {
		t.Fatalf("node --test: no passing tests, or failures:\n%s", unit)
	}
	if tsc, err := exec.LookPath("tsc"); err == nil {
		run(t, dir, nil, tsc, "--noEmit", "--strict", "--target", "es2022", "--module", "nodenext", "--moduleResolution", "nodenext", "test/typecheck.ts")
	} else {
		t.Log("tsc is not on PATH: the TypeScript example (test/typecheck.ts) is not type-checked")
	}
	dist := jsLibrary(t)
	engine := engineCommand(node, "test/standin.mjs", dist)
	passesAll(t, dir, "kit-js-standin", engine)
	mutate(t, filepath.Join(dir, "bao-kit.mjs"), "(row === 'front' ? k : 15 - k)", "(row === 'front' ? k : 8 + k)")
	breaksOnBadBackRow(t, dir, "kit-js-standin", engine)
}

// TestPythonKit runs kits/python's unit tests and checks the kit end to end
// with `bao adapter` behind its board array (tests/standin.py): every
// vector passes, and the negative control fails.
func TestPythonKit(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		missing(t, "python", "python3 is not on PATH (apt-get install -y python3): the Python kit cannot be tested")
	}
	dir := copyKit(t, "python")
	b, err := os.ReadFile(filepath.Join(dir, "bao_kit.py"))
	if err != nil || !strings.Contains(string(b), fmt.Sprintf("__version__ = %q", version.Suite)) {
		t.Errorf("kits/python/bao_kit.py: want __version__ = %q (the suite's version)", version.Suite)
	}
	env := []string{"PYTHONDONTWRITEBYTECODE=1"}
	unit := run(t, dir, env, py, "-m", "unittest", "discover", "-s", "tests", "-v")
	if !regexp.MustCompile(`(?m)^Ran [1-9]\d* tests?`).MatchString(unit) || !regexp.MustCompile(`(?m)^OK$`).MatchString(unit) {
		t.Fatalf("python3 -m unittest: no tests ran, or not OK:\n%s", unit)
	}
	engine := "PYTHONDONTWRITEBYTECODE=1 " + engineCommand(py, "tests/standin.py", baoBinary(t))
	passesAll(t, dir, "kit-python-standin", engine)
	mutate(t, filepath.Join(dir, "bao_kit.py"), `(k if row == "front" else 15 - k)`, `(k if row == "front" else 8 + k)`)
	breaksOnBadBackRow(t, dir, "kit-python-standin", engine)
}

// debianRegistry is where Debian's librust-*-dev packages put their crates.
const debianRegistry = "/usr/share/cargo/registry"

// TestRustKit builds kits/rust offline against Debian's packaged crates
// (debian-registry.toml), runs cargo test, and checks the kit end to end
// with `bao adapter` behind its board array (examples/standin.rs): every
// vector passes, and the negative control fails.
func TestRustKit(t *testing.T) {
	cargo := os.Getenv("BAO_KITS_CARGO")
	if cargo == "" {
		var err error
		if cargo, err = exec.LookPath("cargo"); err != nil {
			missing(t, "rust", "cargo is not on PATH (apt-get install -y cargo librust-serde-json-dev): the Rust kit cannot be tested")
		}
	}
	if found, _ := filepath.Glob(filepath.Join(debianRegistry, "serde_json-*")); len(found) == 0 {
		missing(t, "rust", "serde_json is not in "+debianRegistry+" (apt-get install -y librust-serde-json-dev): the Rust kit's test builds offline against Debian's crates")
	}
	dir := copyKit(t, "rust")
	b, err := os.ReadFile(filepath.Join(dir, "Cargo.toml"))
	if err != nil || !strings.Contains(string(b), fmt.Sprintf("\nversion = %q\n", version.Suite)) {
		t.Errorf("kits/rust/Cargo.toml: want version = %q (the suite's version)", version.Suite)
	}
	target := filepath.Join(t.TempDir(), "target")
	env := []string{"CARGO_TARGET_DIR=" + target, "CARGO_TERM_COLOR=never"}
	cfg := []string{"--config", "debian-registry.toml"}
	t.Log(strings.TrimSpace(run(t, dir, env, cargo, "--version")))
	unit := run(t, dir, env, cargo, append(cfg, "test", "--offline")...)
	if !regexp.MustCompile(`test result: ok\. [1-9]\d* passed; 0 failed`).MatchString(unit) {
		t.Fatalf("cargo test: no passing tests:\n%s", unit)
	}
	build := func() string {
		run(t, dir, env, cargo, append(cfg, "build", "--offline", "--example", "standin")...)
		return filepath.Join(target, "debug", "examples", "standin")
	}
	engine := engineCommand(build(), baoBinary(t))
	passesAll(t, dir, "kit-rust-standin", engine)
	mutate(t, filepath.Join(dir, "src", "lib.rs"), `if row == "front" { k } else { 15 - k }`, `if row == "front" { k } else { 8 + k }`)
	breaksOnBadBackRow(t, dir, "kit-rust-standin", engineCommand(build(), baoBinary(t)))
}

func described(flags []string) string {
	if len(flags) == 0 {
		return "(every vector)"
	}
	return strings.Join(flags, " ")
}
