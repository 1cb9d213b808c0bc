// Package harnesstest runs the public engines' adapters (harnesses/<engine>) from Go tests:
// an environment variable names the command that starts an adapter; where it is unset the
// test is skipped with the reason. It speaks protocol v1 to the adapter directly, for the
// hand-checked mapping tests, and runs `bao check` against it, for the conformance runs.
package harnesstest

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"
)

// Engine returns the engine command named by the environment variable env, or skips the
// test, saying which variable is unset and where the harness README explains the build.
func Engine(t testing.TB, env, readme string) string {
	t.Helper()
	cmd := strings.TrimSpace(os.Getenv(env))
	if cmd == "" {
		t.Skipf("skipped: %s is not set, so there is no engine command to run (building the adapter is described in %s)", env, readme)
	}
	return cmd
}

// Session is one running adapter process spoken to in protocol v1.
type Session struct {
	cmd    *exec.Cmd
	in     io.WriteCloser
	out    *bufio.Reader
	nextID int
}

// Start runs the engine command with sh -c and stops it when the test ends.
func Start(t testing.TB, engine string) *Session {
	t.Helper()
	c := exec.Command("sh", "-c", engine)
	c.Stderr = os.Stderr
	in, err := c.StdinPipe()
	if err != nil {
		t.Fatalf("engine %q: stdin: %v", engine, err)
	}
	out, err := c.StdoutPipe()
	if err != nil {
		t.Fatalf("engine %q: stdout: %v", engine, err)
	}
	if err := c.Start(); err != nil {
		t.Fatalf("engine %q: start: %v", engine, err)
	}
	s := &Session{cmd: c, in: in, out: bufio.NewReaderSize(out, 1<<20)}
	t.Cleanup(func() {
		_ = in.Close()
		done := make(chan struct{})
		go func() { _ = c.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			_ = c.Process.Kill()
			<-done
		}
	})
	return s
}

// Call sends one request (op and its fields; the id is added) and decodes the reply into
// reply. It fails the test on a broken pipe, a reply that is not JSON or a wrong id.
func (s *Session) Call(t testing.TB, req map[string]any, reply any) {
	t.Helper()
	s.nextID++
	req["id"] = s.nextID
	b, err := json.Marshal(req)
	if err != nil {
		t.Fatalf("request: %v", err)
	}
	if _, err := s.in.Write(append(b, '\n')); err != nil {
		t.Fatalf("request %s: %v", b, err)
	}
	type line struct {
		s   string
		err error
	}
	ch := make(chan line, 1)
	go func() { l, err := s.out.ReadString('\n'); ch <- line{l, err} }()
	var got line
	select {
	case got = <-ch:
	case <-time.After(30 * time.Second):
		t.Fatalf("request %s: no reply in 30s", b)
	}
	if got.err != nil {
		t.Fatalf("request %s: reading the reply: %v", b, got.err)
	}
	var id struct {
		ID int `json:"id"`
	}
	if err := json.Unmarshal([]byte(got.s), &id); err != nil || id.ID != s.nextID {
		t.Fatalf("request %s: reply %q: want JSON with id %d (%v)", b, got.s, s.nextID, err)
	}
	if err := json.Unmarshal([]byte(got.s), reply); err != nil {
		t.Fatalf("request %s: reply %q: %v", b, got.s, err)
	}
}

// Result is one vector's line of a `bao check --json` report (the fields these tests use).
type Result struct {
	ID      string `json:"id"`
	Kind    string `json:"kind"`
	Status  string `json:"status"`
	Message string `json:"message"`
}

// Report is the part of a `bao check --json` report these tests use.
type Report struct {
	Engine  string          `json:"engine"`
	Hello   json.RawMessage `json:"hello"`
	Results []Result        `json:"results"`
}

// Count returns how many results have the status.
func (r *Report) Count(status string) int {
	n := 0
	for _, x := range r.Results {
		if x.Status == status {
			n++
		}
	}
	return n
}

var (
	buildOnce sync.Once
	baoPath   string
	buildErr  error
)

// bao builds cmd/bao once per test binary.
func bao(t testing.TB) string {
	t.Helper()
	buildOnce.Do(func() {
		_, file, _, _ := runtime.Caller(0)
		root := filepath.Join(filepath.Dir(file), "..", "..")
		dir, err := os.MkdirTemp("", "bao-harness")
		if err != nil {
			buildErr = err
			return
		}
		baoPath = filepath.Join(dir, "bao")
		c := exec.Command("go", "build", "-o", baoPath, "./cmd/bao")
		c.Dir = root
		if out, err := c.CombinedOutput(); err != nil {
			buildErr = fmt.Errorf("go build ./cmd/bao: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return baoPath
}

// Check runs `bao check --engine engine --json FILE args...` and returns the report. The
// exit status 1 (failures) is not an error here: the caller judges the results.
func Check(t testing.TB, engine string, args ...string) *Report {
	t.Helper()
	out := filepath.Join(t.TempDir(), "report.json")
	argv := append([]string{"check", "--engine", engine, "--json", out, "--details", "0"}, args...)
	c := exec.Command(bao(t), argv...)
	text, err := c.CombinedOutput()
	var exit *exec.ExitError
	if err != nil && !(errors.As(err, &exit) && exit.ExitCode() == 1) {
		t.Fatalf("bao %s: %v\n%s", strings.Join(argv, " "), err, text)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatalf("bao check wrote no report: %v\n%s", err, text)
	}
	var rep Report
	if err := json.Unmarshal(b, &rep); err != nil {
		t.Fatalf("report %s: %v", out, err)
	}
	return &rep
}
