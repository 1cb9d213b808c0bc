package cputime

import (
	"testing"
	"time"
)

// TestUsedCountsWork spins for 50 ms of wall time and expects Used to have
// grown by at least a fifth of it where the system measures CPU time (the
// machine may be shared), and never to go backwards.
func TestUsedCountsWork(t *testing.T) {
	before := Used()
	end := time.Now().Add(50 * time.Millisecond)
	x := 0
	for time.Now().Before(end) {
		x++
	}
	after := Used()
	switch {
	case after < before:
		t.Fatalf("Used went backwards: %v then %v", before, after)
	case Measured && after-before < 10*time.Millisecond:
		t.Fatalf("Used grew by %v over 50 ms of spinning (%d loops)", after-before, x)
	case !Measured && after-before < 50*time.Millisecond:
		t.Fatalf("Used grew by %v over 50 ms of wall time, where it is the wall time", after-before)
	}
}
