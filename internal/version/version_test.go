package version

import (
	"os"
	"regexp"
	"testing"
)

// TestChangelog: the newest entry of CHANGELOG.md is this version, so the
// tag made from it (v + Suite) and the program agree.
func TestChangelog(t *testing.T) {
	b, err := os.ReadFile("../../CHANGELOG.md")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^## ([0-9]+\.[0-9]+\.[0-9]+) \(\d{4}-\d{2}-\d{2}\)$`).FindSubmatch(b)
	if m == nil {
		t.Fatal("CHANGELOG.md has no entry headed \"## X.Y.Z (YYYY-MM-DD)\"")
	}
	if string(m[1]) != Suite {
		t.Errorf("CHANGELOG.md's newest entry is %s, version.Suite is %s", m[1], Suite)
	}
}
