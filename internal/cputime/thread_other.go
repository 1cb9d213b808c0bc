//go:build !linux

package cputime

import "time"

// threadMeasured: this system has no per-thread CPU clock here; Thread is
// Used.
const threadMeasured = false

// Thread returns what Used returns: this system's per-thread CPU time is not
// read (ThreadMeasured), so the time of the process's other threads counts
// too.
func Thread() time.Duration { return Used() }
