package runner

import (
	"testing"

	"github.com/baolakiswahili/conformance/vectors"
)

// TestSelect: --run selects by ID prefix, glob and tag; "!pattern" and
// --skip exclude; tags match whatever their case (issue 9, must say what
// happened).
func TestSelect(t *testing.T) {
	v := &vectors.Vector{ID: "moves.kiswahili.bga.0a1b", Kind: "moves", RuleIDs: []string{"CAP-1"}, Tags: []string{"near-end", "Mtaji"}}
	tests := []struct {
		filter string
		want   bool
	}{
		{"", true},
		{"moves.kiswahili", true},
		{"moves.hus", false},
		{"*.bga.*", true},
		{"moves.*.default.*", false},
		{"@near-end", true},
		{"@NEAR-END", true},
		{"@cap-1", true},
		{"@mtaji", true},
		{"@MOVES", true},
		{"!moves.kiswahili", false},
		{"!@cap-1", false},
		{"!*.bga.*", false},
		{"!illegal", true},
		{"moves,!@near-end", false},
		{"illegal,!@near-end", false},
		{"moves.hus,moves.kiswahili", true},
		{SkipFilter("moves", []string{"*.bga.*"}), false},
		{SkipFilter("", []string{"illegal,perft"}), true},
		{SkipFilter("", []string{"@Near-End"}), false},
	}
	for _, tc := range tests {
		if got := Select(v, tc.filter); got != tc.want {
			t.Errorf("Select(%q) = %v, want %v", tc.filter, got, tc.want)
		}
	}
}
