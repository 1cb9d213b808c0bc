package cputime

import (
	"testing"
	"time"
)

// TestUsedCountsWork spins until Used has grown by 10 ms, and fails if it
// has not after 10 s of wall time (on a shared machine the process may get
// only a small share of a core, so the spin is measured in CPU time, not wall
// time); Used never goes backwards.
func TestUsedCountsWork(t *testing.T) {
	before := Used()
	start := time.Now()
	x := 0
	for Used()-before < 10*time.Millisecond {
		for i := 0; i < 1000; i++ {
			x++
		}
		if time.Since(start) > 10*time.Second {
			t.Fatalf("Used grew by %v over %v of spinning (%d loops)", Used()-before, time.Since(start), x)
		}
	}
	if after := Used(); after < before {
		t.Fatalf("Used went backwards: %v then %v", before, after)
	}
}
