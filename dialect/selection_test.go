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

// TestProbeOption: the option read back from a probe's ID and from its
// vectors' IDs; IDs of other vectors, and malformed ones, are no probe's.
func TestProbeOption(t *testing.T) {
	pr := Probe{Option: "lapLimit", Position: reference.Start(reference.Kiswahili, reference.SetupStandard)}
	tests := []struct {
		id     string
		option string
		ok     bool
	}{
		{pr.ID(), "lapLimit", true},
		{pr.ID() + ".12-passes", "lapLimit", true},
		{"probe.namuaHouseStop.209b5406d793.functional", "namuaHouseStop", true},
		{"dialect.lapLimit.1fa9f9165158.192-at-pickup", "", false},
		{"moves.kiswahili.default.aaa", "", false},
		{"probe.lapLimit", "", false},
		{"probe..abc", "", false},
	}
	for _, tt := range tests {
		if option, ok := ProbeOption(tt.id); option != tt.option || ok != tt.ok {
			t.Errorf("ProbeOption(%q) = %q, %v; want %q, %v", tt.id, option, ok, tt.option, tt.ok)
		}
	}
}
