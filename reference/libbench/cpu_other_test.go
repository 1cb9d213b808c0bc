//go:build !unix

package libbench_test

import "time"

var wallStart = time.Now()

// cpuTime falls back to the wall time where getrusage is missing.
func cpuTime() time.Duration { return time.Since(wallStart) }
