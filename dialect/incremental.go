package dialect

import (
	"fmt"
	"slices"
	"strings"

	"github.com/baolakiswahili/conformance/reference"
)

// Refresh checks probes again under the current rules. A probe that still
// passes Check with the relaxations it was chosen with (moot readings allowed
// if it had any, as many dependencies as it had) is kept, its moot readings
// and dependencies as they are now; the others are broken, each with the
// error Check gave.
func Refresh(ps []Probe) (kept []Probe, broken []Broken) {
	for _, pr := range ps {
		o, err := pr.OptionOf()
		if err != nil {
			broken = append(broken, Broken{pr, err})
			continue
		}
		moot, deps, err := Check(o, pr.Position, pr.Move, len(pr.MootUnder) > 0, len(pr.DependsOn))
		if err != nil {
			broken = append(broken, Broken{pr, err})
			continue
		}
		pr.MootUnder, pr.DependsOn = moot, deps
		kept = append(kept, pr)
	}
	return kept, broken
}

// Broken is a probe that lost its isolation, and why.
type Broken struct {
	Probe Probe
	Err   error
}

// Short returns the pairs of readings that ps leave short, as
// "option a|b": fewer than want probes separate them, or every probe that
// separates them is moot under one same reading.
func Short(ps []Probe, want int) []string {
	s := newSearcher(want, nil)
	s.add(ps)
	var out []string
	for _, o := range reference.Options {
		for i := range o.Readings {
			for j := i + 1; j < len(o.Readings); j++ {
				if s.pairShort(pairKey{o.Name, i, j}) {
					out = append(out, fmt.Sprintf("%s %s|%s", o.Name, o.Readings[i], o.Readings[j]))
				}
			}
		}
	}
	return out
}

// Targets returns the options an incremental search looks at: those with a
// broken probe, those with a pair short in kept that was not already short
// when the selection was searched (knownShort, as Short gives it: a new
// reading, or a probe that became moot), and those named in also.
func Targets(kept []Probe, broken []Broken, knownShort []string, want int, also []string) (map[string]bool, error) {
	t := map[string]bool{}
	for _, b := range broken {
		t[b.Probe.Option] = true
	}
	for _, sp := range Short(kept, want) {
		if !slices.Contains(knownShort, sp) {
			name, _, _ := strings.Cut(sp, " ")
			t[name] = true
		}
	}
	for _, name := range also {
		if _, ok := reference.LookupOption(name); !ok {
			return nil, fmt.Errorf("probes: unknown option %q", name)
		}
		t[name] = true
	}
	return t, nil
}
