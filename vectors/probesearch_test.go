package vectors

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"flag"

	"github.com/baolakiswahili/conformance/probes"
)

var searchProbes = flag.Bool("search-probes", false, "search the probes again and rewrite ../probes/selection.json (slow)")

// TestProbeSearch chooses the isolated dialect probes and writes the
// selection; it runs only with -search-probes.
func TestProbeSearch(t *testing.T) {
	if !*searchProbes {
		t.Skip("the probe search runs only with -search-probes")
	}
	files, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	cands, err := ProbeCandidates(context.Background(), files)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d candidate positions", len(cands))
	ps := probes.Search(cands, probes.Want, func(s string) { t.Log(s) })
	b, err := probes.EncodeSelection(ps)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join("..", "probes", probes.SelectionFile), b, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d probes written", len(ps))
}
