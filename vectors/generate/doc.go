// Package generate builds the shared test vectors that package vectors
// defines and loads: the hand-derived files from the Gherkin specification
// (ExportSpec), the engine-derived ones from seeded random play (Export:
// moves, dialect, probes, illegal, games, perft), and the position generator
// behind `bao gen` (Random).
//
// The committed files in ../data are this package's output; its drift test
// (TestVectorsUpToDate) exports every file in memory and fails when one
// differs, and `go test ./vectors/generate -run TestVectorsUpToDate -update`
// (or `bao vectors`) writes them again. The export is deterministic: the same
// engine, features and exporter give the same bytes.
//
// The runner (package runner, `bao check`) needs only package vectors; this
// package, with the Gherkin interpreter (package steps) it reads the
// specification through, stays out of its link.
package generate
