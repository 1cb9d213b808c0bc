package reference

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestDocTour keeps the package's tour of its files (doc.go) true: every
// non-test Go file of the package is listed exactly once, every listed file
// exists, and every test the tour names is a test of the package.
func TestDocTour(t *testing.T) {
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	listed := map[string]int{}
	for _, m := range regexp.MustCompile(`(?m)^//\t([a-z0-9_]+\.go)\b`).FindAllStringSubmatch(string(doc), -1) {
		listed[m[1]]++
	}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") || f == "doc.go" {
			continue
		}
		if listed[f] != 1 {
			t.Errorf("doc.go's tour lists %s %d times, want once", f, listed[f])
		}
	}
	for f := range listed {
		if !slices.Contains(files, f) {
			t.Errorf("doc.go's tour lists %s, which is not a file of the package", f)
		}
	}
	tests := map[string]bool{}
	testFiles, err := filepath.Glob("*_test.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range testFiles {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range regexp.MustCompile(`(?m)^func (Test\w+)\(`).FindAllStringSubmatch(string(src), -1) {
			tests[m[1]] = true
		}
	}
	named := regexp.MustCompile(`\bTest[A-Z]\w+`).FindAllString(string(doc), -1)
	if len(named) == 0 {
		t.Fatal("doc.go's tour names no test")
	}
	for _, name := range named {
		if !tests[name] {
			t.Errorf("doc.go's tour names %s, which is not a test of the package", name)
		}
	}
}
