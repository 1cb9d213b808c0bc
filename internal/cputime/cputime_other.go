//go:build !unix

package cputime

import "time"

const measured = false

var start = time.Now()

// Used returns the wall time since the program started: this system's CPU
// time is not measured (Measured), and a difference of two readings still
// times the work, other programs' time included.
func Used() time.Duration { return time.Since(start) }
