package vectors

import (
	"context"
	"flag"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the committed vector files in data/ from a fresh export")

// TestVectorsUpToDate exports every vector in memory and compares it with the
// committed files: CI fails when the engine, the features or the exporter
// changed and `go test ./vectors -update` (or `bao vectors`) was not run.
func TestVectorsUpToDate(t *testing.T) {
	if testing.Short() {
		t.Skip("exports every vector")
	}
	files, err := Encoded(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := WriteDir(DataDir, files); err != nil {
			t.Fatal(err)
		}
		return
	}
	diffs, err := Drift(DataDir, files)
	if err != nil {
		t.Fatal(err)
	}
	if len(diffs) > 0 {
		t.Errorf("the committed vectors differ from a fresh export (run `go test ./vectors -run TestVectorsUpToDate -update`):\n%s", strings.Join(diffs, "\n"))
	}
}
