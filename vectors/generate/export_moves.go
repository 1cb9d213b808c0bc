package generate

import (
	"context"
	"hash/fnv"
	"sort"

	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/reference"
	"github.com/baolakiswahili/conformance/vectors"
)

// The moves files: random positions drawn per variant and profile, scattered
// over the features that make a position rare, each exported with its
// successor list.

// movesPlan says how many moves vectors to export per variant and profile,
// and how many random positions to draw them from.
type movesPlan struct {
	count, budget int
}

func planFor(profile string, v reference.Variant) movesPlan {
	if profile == "default" {
		return movesPlan{count: 2000, budget: 40000}
	}
	switch v {
	case reference.Kiswahili:
		return movesPlan{count: 2000, budget: 30000}
	}
	return movesPlan{count: 200, budget: 8000}
}

// pool is the random positions drawn for one variant and profile.
type pool struct {
	profile string
	variant reference.Variant
	rules   reference.Rules
	samples []Sample
	sc      []Sample // samples in scattered order, computed once
}

// scattered returns the pool's samples in scattered order.
func (pl *pool) scattered() []Sample {
	if pl.sc == nil {
		pl.sc = scatter(pl.samples)
	}
	return pl.sc
}

func drawPool(ctx context.Context, profile string, v reference.Variant, budget int) (*pool, error) {
	r, err := reference.Profile(profile)
	if err != nil {
		return nil, err
	}
	pl := &pool{profile: profile, variant: v, rules: r}
	seen := map[reference.Position]bool{}
	err = Random(ctx, Options{Variant: v, Rules: r, Seed: seedFor(profile, v)}, func(s Sample) bool {
		if !seen[s.Position] {
			seen[s.Position] = true
			pl.samples = append(pl.samples, s)
		}
		return len(pl.samples) < budget
	})
	return pl, err
}

// scatter returns the samples in a stable pseudo-random order: by a hash of
// the position, so consecutive plies of one game do not cluster.
func scatter(samples []Sample) []Sample {
	hs := make([]uint64, len(samples))
	idx := make([]int, len(samples))
	for i := range samples {
		h := fnv.New64a()
		h.Write(protocol.AppendPosition(nil, &samples[i].Position))
		hs[i], idx[i] = h.Sum64(), i
	}
	sort.SliceStable(idx, func(a, b int) bool { return hs[idx[a]] < hs[idx[b]] })
	out := make([]Sample, len(samples))
	for i, j := range idx {
		out[i] = samples[j]
	}
	return out
}

// category quotas for moves vectors, rarest first.
type quota struct {
	name  string
	match func(f Features) bool
	share int // per mille of the count
}

var quotas = []quota{
	{"blocked", func(f Features) bool { return f.Blocked }, 100},
	{"must-capture", func(f Features) bool { return f.MustCapture }, 100},
	{"lap-limit", func(f Features) bool { return f.LapLimit }, 50},
	{"house-intact", func(f Features) bool { return f.House == "intact" }, 50},
	{"long-chain", func(f Features) bool { return f.MaxChain >= LongChain }, 120},
	{"near-end", func(f Features) bool { return f.NearEnd }, 120},
	{"kutakata", func(f Features) bool { return !f.Capture }, 100},
	{"house-functional", func(f Features) bool { return f.House == "functional" }, 100},
	{"house-destroyed", func(f Features) bool { return f.House == "destroyed" }, 100},
	{"namua", func(f Features) bool { return f.Phase == "namua" }, 150},
	{"mtaji", func(f Features) bool { return f.Phase == "mtaji" }, 200},
}

// pick selects n samples: each quota up to its share, rare ones first, then
// the rest in scattered order.
func pick(sc []Sample, n int) []Sample {
	taken := make([]bool, len(sc))
	var out []Sample
	for _, q := range quotas {
		want := n * q.share / 1000
		got := 0
		for i := range sc {
			if got >= want || len(out) >= n {
				break
			}
			if !taken[i] && q.match(sc[i].Features) {
				taken[i] = true
				out = append(out, sc[i])
				got++
			}
		}
	}
	for i := range sc {
		if len(out) >= n {
			break
		}
		if !taken[i] {
			taken[i] = true
			out = append(out, sc[i])
		}
	}
	return out
}

// movesVector builds an engine-derived moves vector.
func movesVector(prefix string, rj reference.RulesJSON, r reference.Rules, p reference.Position) (vectors.Vector, error) {
	f, succ, err := Describe(r, p)
	if err != nil {
		return vectors.Vector{}, err
	}
	pj := posJSON(&p)
	v := vectors.Vector{
		ID: prefix + "." + hashID(pj, rulesKey(rj)), Kind: vectors.KindMoves, Derived: vectors.DerivedEngine,
		Rules: rj, RuleIDs: nonNil(f.RuleIDs), Tags: append([]string{"engine-derived"}, f.Tags()...),
		Position: pj,
	}
	if len(succ) == 0 {
		// An empty list would vanish from the JSON: say it.
		over := true
		v.Expect.GameOver = &over
	}
	v.Expect.Moves = make([]vectors.Successor, 0, len(succ))
	for i := range succ {
		v.Expect.Moves = append(v.Expect.Moves, vectors.Successor{Move: moveJSON(succ[i].Move), Position: posJSON(&succ[i].Position), Outcome: outcomeJSON(succ[i].Outcome)})
	}
	return v, nil
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}
