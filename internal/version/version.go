// Package version is the one place the suite's version is written. The bao
// command, the reference adapter's hello, the vector files' headers and the
// book all print it, so they agree; CHANGELOG.md's newest entry and the git
// tag (v + Suite) carry the same number (TestChangelog holds them together).
package version

import "runtime/debug"

// Suite is the version of this suite: the spec, the vectors, the reference
// engine and the bao command, released together.
const Suite = "0.2.0"

// License is the SPDX identifier of the licence of the code and the vectors
// (LICENSE).
const License = "MIT"

// Build describes the build of the running program: the module version Go
// recorded (v0.2.0 for `go install …@v0.2.0` or a clean checkout at the tag;
// a pseudo-version or "(devel)" otherwise) and the VCS revision, if known.
func Build() (module, revision string, modified bool) {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "", "", false
	}
	module = bi.Main.Version
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			revision = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	return module, revision, modified
}
