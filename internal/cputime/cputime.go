// Package cputime reads the CPU time this process has used, all threads
// together (Used), or the calling thread alone (Thread). On a shared
// machine the wall time of a measurement also counts the time other programs
// ran; the CPU time counts the work. The benchmarks in reference/ and
// reference/libbench and `bao perft` time their work with Used; the
// side-by-side harness (harnesses/donkers) times its loops with Thread, since
// the Go runtime's own threads (sysmon polling every 20 µs for a millisecond
// after the process waited on a pipe) are not the engine's work.
package cputime

// Measured reports whether this system measures a process's CPU time. Where
// it does not, Used returns the wall time since the program started.
const Measured = measured

// ThreadMeasured reports whether Thread reads the calling thread's CPU time
// (Linux); where it does not, Thread is Used.
const ThreadMeasured = threadMeasured
