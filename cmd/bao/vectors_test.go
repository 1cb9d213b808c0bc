package main

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/baolakiswahili/conformance/vectors"
)

// smallExport replaces the export with two tiny files for the duration of a
// test.
func smallExport(t *testing.T, names ...string) {
	t.Helper()
	old := exportVectors
	t.Cleanup(func() { exportVectors = old })
	exportVectors = func(context.Context) ([]*vectors.File, error) {
		var out []*vectors.File
		for _, n := range names {
			out = append(out, &vectors.File{Format: vectors.Format, Name: n, Description: "test", Vectors: []vectors.Vector{}})
		}
		return out, nil
	}
}

func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range ents {
		out = append(out, e.Name())
	}
	return out
}

// TestVectorsRemovesOnlyItsFiles: bao vectors -o DIR removes only the files
// its earlier run wrote there (its MANIFEST), never an unrelated *.json
// (issue 9: it deleted every *.json in DIR).
func TestVectorsRemovesOnlyItsFiles(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "mine.json"), []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	smallExport(t, "a", "b")
	if _, _, err := runBao(t, "", "vectors", "-o", dir); err != nil {
		t.Fatal(err)
	}
	if got, want := dirNames(t, dir), []string{"MANIFEST", "a.json", "b.json", "mine.json"}; !slices.Equal(got, want) {
		t.Fatalf("after the first export: %v, want %v", got, want)
	}
	// The next export no longer has b: b goes, mine stays.
	smallExport(t, "a")
	if _, _, err := runBao(t, "", "vectors", "--out", dir); err != nil {
		t.Fatal(err)
	}
	if got, want := dirNames(t, dir), []string{"MANIFEST", "a.json", "mine.json"}; !slices.Equal(got, want) {
		t.Errorf("after the second export: %v, want %v", got, want)
	}
}

// TestVectorsStatsWritesNothing: --stats counts, it does not write (issue 9).
func TestVectorsStatsWritesNothing(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	smallExport(t, "a")
	out, _, err := runBao(t, "", "vectors", "--stats", "-o", dir)
	if err != nil || out == "" {
		t.Fatalf("err %v, output %q", err, out)
	}
	if _, err := os.Stat(dir); !os.IsNotExist(err) {
		t.Errorf("--stats created %s (%v)", dir, err)
	}
}
