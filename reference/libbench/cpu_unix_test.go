//go:build unix

package libbench_test

import (
	"syscall"
	"time"
)

// cpuTime returns the CPU time this process has used: on a shared machine
// the wall time of a benchmark counts the time other programs ran.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
