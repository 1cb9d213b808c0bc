package runner

import (
	"context"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/baolakiswahili/conformance/vectors"
)

// TestThroughput runs every vector except perft against the reference
// adapter in-process and reports vectors per second, load included.
// Set BAO_THROUGHPUT=N to fail below N vectors per second.
func TestThroughput(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	start := time.Now()
	files, err := vectors.Load()
	if err != nil {
		t.Fatal(err)
	}
	loaded := time.Since(start)
	rep, err := Run(context.Background(), NewLocal(), files, Options{Name: "in-process reference adapter", Run: "moves,illegal,dialect,game,spec", NoDialect: true, NoMapping: true})
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
