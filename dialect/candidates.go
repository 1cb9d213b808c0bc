package dialect

import (
	"context"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"strings"

	"github.com/baolakiswahili/conformance/reference"
	"github.com/baolakiswahili/conformance/vectors"
)

// This file gathers the candidate positions of the probe search: hand-built
// positions (the Gherkin scenarios' boards and the dialect vectors) and
// seeded random play under every profile and under every single non-default
// reading, in every variant. The search itself is Search; it runs only when
// asked (`go test ./dialect -run TestProbeSearch -search-probes`), never as
// part of the export, which derives probes.json from the committed selection.

// RandomPlay plays seeded random games in variant v under rules r and gives
// yield each position reached, until yield returns false (the vector
// generator's Generate, passed in by the caller: the generator's package
// imports this one).
type RandomPlay func(ctx context.Context, v reference.Variant, r reference.Rules, seed uint64, yield func(reference.Position) bool) error

// candidateProfiles and candidateVariants are the random sources' rules and
// variants, in the order the search takes them.
var (
	candidateProfiles = []string{"default", "donkers", "bga", "abstractplay"}
	candidateVariants = []reference.Variant{reference.Kiswahili, reference.Kujifunza, reference.Hus}
)

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

// candidateSeed is the seed of one random source (the generator's seedFor).
func candidateSeed(name string, v reference.Variant) uint64 {
	h := fnv.New64a()
	h.Write([]byte(name))
	return h.Sum64() ^ uint64(v+1)*0x9e3779b97f4a7c15
}

// ProbeCandidates returns the positions the probe search looks at, in a fixed
// order: the hand-built ones first (the boards of files's spec-* and dialect
// vectors), then the random sources interleaved.
func ProbeCandidates(ctx context.Context, files []*vectors.File, play RandomPlay) ([]Candidate, error) {
	var hand []Candidate
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
			hand = append(hand, Candidate{Position: p, Origin: f.Name})
		}
	}
	type source struct {
		name  string
		rules reference.Rules
		v     reference.Variant
		n     int
	}
	var sources []source
	for _, prof := range candidateProfiles {
		r, err := reference.Profile(prof)
		if err != nil {
			return nil, err
		}
		for _, v := range candidateVariants {
			sources = append(sources, source{"profile " + prof, r, v, probeBudget(v, false)})
		}
	}
	for _, o := range reference.Options {
		for _, reading := range o.Readings[1:] {
			var r reference.Rules
			if err := o.Set(&r, reading); err != nil {
				return nil, err
			}
			for _, v := range candidateVariants {
				sources = append(sources, source{o.Name + "=" + reading, r, v, probeBudget(v, true)})
			}
		}
	}
	lists := make([][]Candidate, len(sources))
	for i, s := range sources {
		origin := fmt.Sprintf("random %s %s", s.v, s.name)
		err := play(ctx, s.v, s.rules, candidateSeed("probe "+s.name, s.v), func(p reference.Position) bool {
			if !seen[p] {
				seen[p] = true
				lists[i] = append(lists[i], Candidate{Position: p, Origin: origin})
			}
			return len(lists[i]) < s.n
		})
		if err != nil {
			return nil, fmt.Errorf("dialect: probe candidates from %s: %w", origin, err)
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
