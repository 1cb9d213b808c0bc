package vectors

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

// buildBao builds the bao command into a temporary directory once per test binary.
func buildBao(t testing.TB) string {
	t.Helper()
	baoOnce.Do(func() {
		dir, err := os.MkdirTemp("", "vectors-bao-")
		if err != nil {
			baoErr = err
			return
		}
		baoPath = filepath.Join(dir, "bao")
		out, err := exec.Command("go", "build", "-o", baoPath, "../cmd/bao").CombinedOutput()
		if err != nil {
			baoErr = err
			t.Logf("go build: %s", out)
		}
	})
	if baoErr != nil {
		t.Fatalf("building bao: %v", baoErr)
	}
	return baoPath
}

// TestThroughput runs every vector except perft against the reference
// adapter as a subprocess and reports vectors per second, load included.
// Set BAO_THROUGHPUT=N to fail below N vectors per second.
func TestThroughput(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	bao := buildBao(t)
	start := time.Now()
	files, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	loaded := time.Since(start)
	rep, err := Run(context.Background(), files, Options{Engine: bao + " adapter", Run: "moves,illegal,dialect,game,spec", NoDialect: true})
	if err != nil {
		t.Fatal(err)
	}
	total := time.Since(start)
	fail, _ := rep.Failed()
	if len(fail) > 0 {
		t.Errorf("%d vectors failed against the reference adapter; first: %s: %s", len(fail), fail[0].ID, fail[0].Message)
	}
	rate := float64(len(rep.Results)) / total.Seconds()
	t.Logf("%d vectors (%d requests): load %v, total %v: %.0f vectors/s end to end", len(rep.Results), rep.Requests, loaded, total, rate)
	if min := os.Getenv("BAO_THROUGHPUT"); min != "" {
		var want float64
		if _, err := fmt.Sscan(min, &want); err == nil && rate < want {
			t.Errorf("throughput %.0f vectors/s, want at least %.0f", rate, want)
		}
	}
}

var (
	baoOnce sync.Once
	baoPath string
	baoErr  error
)
