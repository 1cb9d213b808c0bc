// Package libbench_test measures workload W1 (issue 10: every legal move of
// each committed benchmark position, with its successor and verdict,
// through Moves into a reused buffer) in a test binary that links the
// reference engine as a library, without its test files, as the donkers
// harness (harnesses/donkers: w1Ours), `bao` and every program that embeds
// the engine do.
//
// The reference package's own BenchmarkW1 runs in a binary that also holds
// the package's test files, which sort among the engine's files and so move
// its functions (the linker lays out a package's functions file by file):
// its hot loops then lie elsewhere, and a change can gain in one layout and
// not in the other. Compare two commits here as well as there (and, as
// notes/speed.md says, with -ldflags=-funcalign=64).
package libbench_test

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/baolakiswahili/conformance/internal/cputime"
	"github.com/baolakiswahili/conformance/reference"
)

// positionsFile is the reference's committed benchmark input.
const positionsFile = "../testdata/bench-positions.jsonl"

// positions reads the committed benchmark positions.
func positions(tb testing.TB) []reference.Position {
	tb.Helper()
	f, err := os.Open(filepath.FromSlash(positionsFile))
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var out []reference.Position
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		var p reference.Position
		if err := json.Unmarshal(sc.Bytes(), &p); err != nil {
			tb.Fatalf("%s:%d: %v", positionsFile, line, err)
		}
		out = append(out, p)
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return out
}

// BenchmarkW1Lib is W1 as the harness's w1Ours runs it: one operation is
// one position (its loop as w1Ours's, every position in turn, no division),
// CPU time a position and successors per CPU second reported beside the
// wall time.
func BenchmarkW1Lib(b *testing.B) {
	pos := positions(b)
	for _, name := range []string{"default", "donkers"} {
		r, err := reference.Profile(name)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(name, func(b *testing.B) {
			buf := make([]reference.Successor, 0, 128)
			succ, i := 0, 0
			b.ReportAllocs()
			b.ResetTimer()
			start := cputime.Used()
			for range b.N {
				out, _ := reference.Moves(r, pos[i], buf[:0])
				succ += len(out)
				if i++; i == len(pos) {
					i = 0
				}
			}
			cpu := (cputime.Used() - start).Seconds()
			b.ReportMetric(cpu*1e9/float64(b.N), "cpu-ns/op")
			if cpu > 0 {
				b.ReportMetric(float64(succ)/cpu, "successors/cpu-s")
			}
		})
	}
}

// TestPositions checks that the benchmark's input is there and whole, so
// that a moved file fails here and not only when benchmarks run.
func TestPositions(t *testing.T) {
	if n := len(positions(t)); n != 3000 {
		t.Fatalf("%s: %d positions, want 3000 (testdata/README.md)", positionsFile, n)
	}
}
