package dialect

import (
	"fmt"
	"strings"
	"testing"

	"github.com/baolakiswahili/conformance/reference"
)

// TestSelectionIsolated checks every committed probe again: its result
// differs between its option's readings and stays the same under every
// reading of every other option and under every profile.
func TestSelectionIsolated(t *testing.T) {
	ps, err := Selection()
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) == 0 {
		t.Fatal("no probes in selection.json")
	}
	ids := map[string]bool{}
	for _, pr := range ps {
		o, err := pr.OptionOf()
		if err != nil {
			t.Fatal(err)
		}
		if ids[pr.ID()] {
			t.Errorf("%s: twice in the selection", pr.ID())
		}
		ids[pr.ID()] = true
		_ = o
		if err := pr.Recheck(); err != nil {
			t.Errorf("%s (%s): %v", pr.ID(), pr.Origin, err)
		}
	}
}

// TestSelectionCounts logs the probes per option and reading (go test -v).
func TestSelectionCounts(t *testing.T) {
	ps, err := Selection()
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range reference.Options {
		pairs, readings := Counts(o, ps)
		var b strings.Builder
		for _, r := range o.Readings {
			fmt.Fprintf(&b, " %s=%d", r, readings[r])
		}
		var short []string
		for i, a := range o.Readings {
			for _, c := range o.Readings[i+1:] {
				if pairs[a+"|"+c] < Want {
					short = append(short, fmt.Sprintf("%s|%s=%d", a, c, pairs[a+"|"+c]))
				}
			}
		}
		t.Logf("%-20s%s  short pairs: %s", o.Name, b.String(), strings.Join(short, " "))
	}
}
