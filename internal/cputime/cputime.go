// Package cputime reads the CPU time this process has used, all threads
// together. On a shared machine the wall time of a measurement also counts
// the time other programs ran; the CPU time counts the work. The benchmarks
// in reference/ and reference/libbench, the side-by-side harness
// (harnesses/donkers) and `bao perft` time their work with it.
package cputime

// Measured reports whether this system measures a process's CPU time. Where
// it does not, Used returns the wall time since the program started.
const Measured = measured
