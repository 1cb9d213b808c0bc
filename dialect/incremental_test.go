package dialect

import (
	"slices"
	"testing"
)

// TestRefreshKeepsTheSelection: under the rules as they are, every committed
// probe is still isolated, so an incremental search has nothing to do.
func TestRefreshKeepsTheSelection(t *testing.T) {
	ps, err := Selection()
	if err != nil {
		t.Fatal(err)
	}
	kept, broken := Refresh(ps)
	if len(broken) > 0 || len(kept) != len(ps) {
		t.Fatalf("kept %d of %d, broken %v", len(kept), len(ps), broken)
	}
	short, err := SelectionShort()
	if err != nil {
		t.Fatal(err)
	}
	if got := Short(ps, Want); !slices.Equal(got, short) {
		t.Errorf("short pairs %v, the selection records %v", got, short)
	}
	targets, err := Targets(kept, nil, short, Want, nil)
	if err != nil || len(targets) != 0 {
		t.Errorf("targets %v (%v), want none", targets, err)
	}
	if _, err := Targets(kept, nil, short, Want, []string{"noSuchOption"}); err == nil {
		t.Error("Targets accepted an unknown option")
	}
}

// TestSearchMoreRefillsOnlyTheBrokenOption drops two probes of one option as
// if a rule change had broken them: the incremental search looks only at that
// option, keeps every other probe as it is, and refills the option from the
// dropped probes' positions.
func TestSearchMoreRefillsOnlyTheBrokenOption(t *testing.T) {
	ps, err := Selection()
	if err != nil {
		t.Fatal(err)
	}
	const opt = "namuaHouseStop"
	var kept []Probe
	var broken []Broken
	var cands []Candidate
	for _, pr := range ps {
		if pr.Option == opt && len(broken) < 2 {
			broken = append(broken, Broken{Probe: pr})
			cands = append(cands, Candidate{Position: pr.Position, Origin: pr.Origin})
			continue
		}
		kept = append(kept, pr)
	}
	if len(broken) != 2 {
		t.Fatalf("the selection has %d probes of %s", len(broken), opt)
	}
	short, _ := SelectionShort()
	targets, err := Targets(kept, broken, short, Want, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(targets) != 1 || !targets[opt] {
		t.Fatalf("targets %v, want only %s", targets, opt)
	}
	got := SearchMore(kept, targets, cands, Want, nil)
	var others, mine []string
	for _, pr := range got {
		if pr.Option == opt {
			mine = append(mine, pr.ID())
			if err := pr.Recheck(); err != nil {
				t.Errorf("%s: %v", pr.ID(), err)
			}
			continue
		}
		others = append(others, pr.ID())
	}
	var want []string
	for _, pr := range kept {
		if pr.Option != opt {
			want = append(want, pr.ID())
		}
	}
	if !slices.Equal(others, want) {
		t.Errorf("the other options' probes changed: %d, want the %d kept", len(others), len(want))
	}
	if len(mine) < Want {
		t.Errorf("%s has %d probes after the search, want %d", opt, len(mine), Want)
	}
	if slices.Contains(Short(got, Want), opt+" functional|any-count") {
		t.Errorf("%s is still short", opt)
	}
}
