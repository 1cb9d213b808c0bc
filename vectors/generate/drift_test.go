package generate

import (
	"context"
	"flag"
	"github.com/baolakiswahili/conformance/vectors"
	"path/filepath"
	"strings"
	"testing"
)

// dataDir is the committed vector files, seen from this package.
var dataDir = filepath.Join("..", vectors.DataDir)

var update = flag.Bool("update", false, "rewrite the committed vector files in data/ from a fresh export")

// TestVectorsUpToDate exports every vector in memory and compares it with the
// committed files: CI fails when the engine, the features or the exporter
// changed and `go test ./vectors/generate -update` (or `bao vectors`) was not run.
func TestVectorsUpToDate(t *testing.T) {
	if testing.Short() {
		t.Skip("exports every vector")
	}
	files, err := Encoded(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := vectors.WriteDir(dataDir, files); err != nil {
			t.Fatal(err)
		}
		return
	}
	diffs, err := vectors.Drift(dataDir, files)
	if err != nil {
		t.Fatal(err)
	}
	if len(diffs) > 0 {
		t.Errorf("the committed vectors differ from a fresh export (run `go test ./vectors/generate -run TestVectorsUpToDate -update`):\n%s", strings.Join(diffs, "\n"))
	}
}
