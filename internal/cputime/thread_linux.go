//go:build linux

package cputime

import (
	"syscall"
	"time"
)

// rusageThread is getrusage's RUSAGE_THREAD (Linux 2.6.26 and later).
const rusageThread = 1

// threadMeasured: Thread reads the calling thread's CPU time.
const threadMeasured = true

// Thread returns the CPU time the calling OS thread has used so far (user
// and system): getrusage(RUSAGE_THREAD). Lock the goroutine to its thread
// (runtime.LockOSThread) around the work timed, so that the two readings are
// of the same thread. It returns 0 if the call fails.
func Thread() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(rusageThread, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
