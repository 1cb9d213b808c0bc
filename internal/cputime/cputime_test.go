package cputime

import (
	"runtime"
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

// TestThreadCountsOwnWork spins on a locked thread while another goroutine
// spins too: Thread grows by the spin of its own thread and by no more than
// Used, which counts both (on a machine with one core the two may match);
// and Thread is the thread's exact CPU time: read over and over while the
// thread spins, it grows in steps of the work between two readings (a few
// microseconds), never in scheduler ticks (a clock counting ticks, as
// getrusage's RUSAGE_THREAD does, stands still and then jumps by a
// millisecond or more). The thread's being preempted on a busy machine does
// not make a step: its CPU time stands still while it waits.
func TestThreadCountsOwnWork(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if ThreadMeasured {
		var largest time.Duration
		readings := 0
		first := Thread()
		last := first
		wall := time.Now()
		for last-first < 5*time.Millisecond && time.Since(wall) < 10*time.Second {
			for i := 0; i < 1000; i++ {
				local++
			}
			now := Thread()
			if now < last {
				t.Fatalf("Thread went backwards: %v then %v", last, now)
			}
			if now != last {
				readings++
			}
			largest = max(largest, now-last)
			last = now
		}
		if largest > 500*time.Microsecond || readings < 100 {
			t.Fatalf("Thread grew by %v over a spin in %d distinct readings, its largest step %v: not the thread's exact CPU time", last-first, readings, largest)
		}
	}
	stop := make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		for {
			select {
			case <-stop:
				return
			default:
			}
			for i := 0; i < 10000; i++ {
				sink++
			}
		}
	}()
	beforeT, beforeU := Thread(), Used()
	start := time.Now()
	for Thread()-beforeT < 20*time.Millisecond && time.Since(start) < 10*time.Second {
		for i := 0; i < 1000; i++ {
			local++
		}
	}
	dt, du := Thread()-beforeT, Used()-beforeU
	close(stop)
	<-done
	if dt < 20*time.Millisecond {
		t.Fatalf("Thread grew by %v over %v of spinning", dt, time.Since(start))
	}
	if ThreadMeasured && dt > du {
		t.Fatalf("Thread grew by %v, more than the process's Used (%v)", dt, du)
	}
	t.Logf("thread %v, process %v (the other goroutine's spin)", dt, du)
}

var sink, local int
