package vectors

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBrokenFilesRefused: a vector file given by path is validated when it
// is loaded: a vector without anything to judge, or naming a profile,
// option, reading or variant that does not exist, is a load error, never a
// pass or n/a (issue 9, must never pass 4).
func TestBrokenFilesRefused(t *testing.T) {
	want := map[string]string{
		"moves-without-expect": "expect",
		"moves-empty-expect":   "expect",
		"apply-empty-expect":   "expect",
		"apply-empty-facts":    "facts",
		"illegal-empty-expect": "error",
		"unknown-profile":      "profile",
		"unknown-option":       "lapLimits",
		"unknown-reading":      "13-passes",
		"unknown-variant":      "variant",
	}
	names, _ := filepath.Glob("testdata/broken/*.json")
	if len(names) != len(want) {
		t.Fatalf("%d files in testdata/broken, want %d", len(names), len(want))
	}
	for _, p := range names {
		name := strings.TrimSuffix(filepath.Base(p), ".json")
		t.Run(name, func(t *testing.T) {
			_, err := LoadPaths([]string{p})
			if err == nil || !strings.Contains(err.Error(), want[name]) {
				t.Errorf("LoadPaths: %v, want an error naming %q", err, want[name])
			}
			// The meaning checks hold without the schema too (the decoder
			// alone, as for the embedded files).
			b, _ := os.ReadFile(p)
			if _, err := decodeBytes(b, true); err == nil {
				t.Errorf("decoding without the schema accepted %s", name)
			}
		})
	}
}
