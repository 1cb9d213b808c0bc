package generate

import (
	"context"
	"encoding/json"
	"fmt"
	"github.com/baolakiswahili/conformance/vectors"
	"strings"

	"github.com/baolakiswahili/conformance/probes"
	"github.com/baolakiswahili/conformance/reference"
)

// This file gathers the candidate positions of the probe search: hand-built
// positions (the Gherkin scenarios' boards and the dialect vectors) and
// seeded random play under every profile and under every single non-default
// reading, in every variant. The search itself is probes.Search; it runs
// only when asked (`go test ./vectors/generate -run TestProbeSearch -search-probes`),
// never as part of the export, which derives probes.json from the committed
// selection.

// probeBudget is the number of random positions drawn per source.
func probeBudget(v reference.Variant, underReading bool) int {
	switch {
	case v == reference.Kiswahili && !underReading:
		return 3000
	case v == reference.Kiswahili:
		return 1500
	case underReading:
		return 300
	}
	return 1000
}

// ProbeCandidates returns the positions the probe search looks at, in a fixed
// order: the hand-built ones first, then the random sources interleaved.
func ProbeCandidates(ctx context.Context, files []*vectors.File) ([]probes.Candidate, error) {
	var hand []probes.Candidate
	seen := map[reference.Position]bool{}
	for _, f := range files {
		if !strings.HasPrefix(f.Name, "spec-") && f.Name != "dialect" {
			continue
		}
		for i := range f.Vectors {
			var p reference.Position
			if err := json.Unmarshal(f.Vectors[i].Position, &p); err != nil || seen[p] {
				continue
			}
			seen[p] = true
			hand = append(hand, probes.Candidate{Position: p, Origin: f.Name})
		}
	}
	type source struct {
		name  string
		rules reference.Rules
		v     reference.Variant
		n     int
	}
	var sources []source
	for _, prof := range exportProfiles {
		r, err := reference.Profile(prof)
		if err != nil {
			return nil, err
		}
		for _, v := range variants {
			sources = append(sources, source{"profile " + prof, r, v, probeBudget(v, false)})
		}
	}
	for _, o := range reference.Options {
		for _, reading := range o.Readings[1:] {
			var r reference.Rules
			if err := o.Set(&r, reading); err != nil {
				return nil, err
			}
			for _, v := range variants {
				sources = append(sources, source{o.Name + "=" + reading, r, v, probeBudget(v, true)})
			}
		}
	}
	lists := make([][]probes.Candidate, len(sources))
	for i, s := range sources {
		origin := fmt.Sprintf("random %s %s", s.v, s.name)
		err := Random(ctx, Options{Variant: s.v, Rules: s.rules, Seed: seedFor("probe "+s.name, s.v)}, func(smp Sample) bool {
			if !seen[smp.Position] {
				seen[smp.Position] = true
				lists[i] = append(lists[i], probes.Candidate{Position: smp.Position, Origin: origin})
			}
			return len(lists[i]) < s.n
		})
		if err != nil {
			return nil, fmt.Errorf("vectors: probe candidates from %s: %w", origin, err)
		}
	}
	out := hand
	for k := 0; ; k++ {
		added := false
		for _, l := range lists {
			if k < len(l) {
				out = append(out, l[k])
				added = true
			}
		}
		if !added {
			return out, nil
		}
	}
}
