package vectors

import (
	"testing"
	"time"
)

// TestVerifyCommittedFiles: the committed vectors agree with the reference
// as Verify recomputes them (the check `bao check --vectors` makes of a
// file it loads), and Verify leaves their canonical JSON unchanged.
func TestVerifyCommittedFiles(t *testing.T) {
	if testing.Short() {
		t.Skip("recomputes every vector")
	}
	files, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	before, err := EncodeAll(files)
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	if err := Verify(files, VerifyOptions{PerftBudget: DefaultPerftBudget}); err != nil {
		t.Fatal(err)
	}
	t.Logf("verified in %v", time.Since(start))
	after, err := EncodeAll(files)
	if err != nil {
		t.Fatal(err)
	}
	for n := range before {
		if string(before[n]) != string(after[n]) {
			t.Errorf("%s: Verify changed the file's JSON", n)
		}
	}
}
