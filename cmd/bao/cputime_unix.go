//go:build unix

package main

import (
	"syscall"
	"time"
)

// processCPU returns the CPU time this process has used, all threads
// together: on a shared machine it measures the work where the wall time
// also counts the time other programs ran.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
