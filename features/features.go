// Package features holds the executable specification of Bao la Kiswahili:
// the Gherkin feature files (one per rule area and variant, the worked
// examples under worked/ and the disputed points under disputes/), the rule
// index RULES.md and the rulings RULINGS.md.
//
// Everything is embedded in FS, so the step definitions and the vector
// exporter read the specification without depending on where the module's
// files lie on disk.
package features

import "embed"

// FS holds every .feature file of this directory and its subdirectories, with
// RULES.md and RULINGS.md, at their paths relative to this directory (for
// example "capture.feature", "worked/rn-diagrams.feature", "RULES.md").
// The patterns take the files of this directory and of every direct
// subdirectory, so new files under worked/ or disputes/ are embedded without
// a change here; the steps' tests check that no .feature or .md file on disk
// is missing from FS.
//
//go:embed *.md *.feature */*.feature
var FS embed.FS
