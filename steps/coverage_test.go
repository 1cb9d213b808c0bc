package steps

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestCheckCoverageFixtures(t *testing.T) {
	tests := []struct {
		dir  string
		want []string // substrings that must each appear in one problem
		not  []string // substrings no problem may contain
	}{
		{dir: "ok", not: []string{"rule CAP-1", "rule CAP-2", "END-3", "@option-capScope @reading-first-sowing", "@option-capScope @reading-every-sowing"}},
		{dir: "missing-rule", want: []string{"rule CAP-2 (Capture is compulsory) has no scenario"}, not: []string{"END-3"}},
		{dir: "bad-tags", want: []string{"tag @CAP-99 names no rule", "tag @cap-1 is neither", "tag @option-nosuch names no rule option", "tag @reading-nosuch names no reading"}},
		{dir: "no-then", want: []string{"scenario has no Then step", "(two): scenario names no rule ID"}},
	}
	for _, tt := range tests {
		t.Run(tt.dir, func(t *testing.T) {
			c, err := CheckCoverage(os.DirFS(filepath.Join("testdata", "coverage", tt.dir)))
			if err != nil {
				t.Fatal(err)
			}
			all := strings.Join(c.Problems(), "\n")
			for _, w := range tt.want {
				if !strings.Contains(all, w) {
					t.Errorf("want a problem containing %q, got:\n%s", w, all)
				}
			}
			for _, n := range tt.not {
				if strings.Contains(all, n) {
					t.Errorf("want no problem containing %q, got:\n%s", n, all)
				}
			}
			if got := c.Exempt["END-3"]; got != "not a move." {
				t.Errorf("END-3 exempt reason = %q, want %q", got, "not a move.")
			}
		})
	}
}

func TestParseRulesErrors(t *testing.T) {
	tests := []struct {
		name, md, want string
	}{
		{"empty", "# nothing\n", "no rules found"},
		{"duplicate", "### CAP-1: a\n### CAP-1: b\n", "listed twice"},
		{"bad heading", "### CAP-1: a\n### Capture\n", "is not \"### ID: title\""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseRules([]byte(tt.md))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("ParseRules(%q) error = %v, want it to contain %q", tt.md, err, tt.want)
			}
		})
	}
}
