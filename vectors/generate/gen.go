package generate

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/baolakiswahili/conformance/reference"
)

// Sample is one generated position with what it exercises.
type Sample struct {
	Position reference.Position `json:"position"`
	Features Features           `json:"features"`
	// Game and Ply say where the position was met: game number and plies
	// played from the start position.
	Game int `json:"game"`
	Ply  int `json:"ply"`
}

// Features describe a position for filtering and tagging. All are computed
// with the reference engine (engine-derived).
type Features struct {
	Variant string `json:"variant"`
	Phase   string `json:"phase"` // namua or mtaji (of the side to move)
	// House is the house of the side to move: "functional" (intact, 6 or
	// more), "intact" (intact, fewer than 6), "destroyed" or "none".
	House       string `json:"house"`
	Blocked     bool   `json:"blocked"`
	MustCapture bool   `json:"mustCapture"`
	Moves       int    `json:"moves"`
	// Capture says whether the legal moves are capture moves.
	Capture bool `json:"capture"`
	// MaxChain is the most captures one legal move makes.
	MaxChain int `json:"maxChain"`
	// MaxSown is the most seeds one legal move sows.
	MaxSown int `json:"maxSown"`
	// LapLimit: a legal move loses by the lap limit, or a start is left out
	// for its length (Donkers' 100-seed limit).
	LapLimit bool `json:"lapLimit"`
	// NearEnd: some legal move ends the game.
	NearEnd bool `json:"nearEnd"`
	// RuleIDs are the rules the legal moves' traces name, sorted.
	RuleIDs []string `json:"ruleIds"`
}

// Tags returns the feature tags of a generated vector.
func (f Features) Tags() []string {
	t := []string{f.Variant, f.Phase, "house-" + f.House}
	if f.Blocked {
		t = append(t, "blocked")
	}
	if f.MustCapture {
		t = append(t, "must-capture")
	}
	if f.Capture {
		t = append(t, "capture")
	} else {
		t = append(t, "kutakata")
	}
	if f.MaxChain >= LongChain {
		t = append(t, "long-chain")
	}
	if f.LapLimit {
		t = append(t, "lap-limit")
	}
	if f.NearEnd {
		t = append(t, "near-end")
	}
	return t
}

// LongChain is the number of captures in one move from which a chain counts as long.
const LongChain = 4

// Describe computes the features of p under r.
func Describe(r reference.Rules, p reference.Position) (Features, []reference.Successor, error) {
	f := Features{Variant: p.Variant.String(), Phase: p.Phase().String()}
	me := p.ToMove
	switch {
	case p.House[me] == reference.HouseNone:
		f.House = "none"
	case p.House[me] == reference.HouseDestroyed:
		f.House = "destroyed"
	case p.Functional(me):
		f.House = "functional"
	default:
		f.House = "intact"
	}
	f.Blocked = p.Blocked != reference.NoPit
	f.MustCapture = p.MustCapture != reference.NoPit
	succ, err := reference.Moves(r, p, nil)
	if err != nil {
		return f, nil, err
	}
	f.Moves = len(succ)
	rules := map[string]bool{}
	for _, s := range succ {
		_, trace, err := reference.ApplyTrace(r, p, s.Move)
		if err != nil {
			return f, nil, fmt.Errorf("vectors: replaying %s: %w", s.Move, err)
		}
		chain := 0
		for _, e := range reference.Effects(trace) { // what the move did (its decisions are not features)
			rules[e.Rule] = true
			switch e.Kind {
			case reference.EvCapture:
				chain++
			case reference.EvLapLimit:
				f.LapLimit = true
			}
			if e.Sown > f.MaxSown {
				f.MaxSown = e.Sown
			}
			if e.Kind == reference.EvCapture {
				f.Capture = true
			}
		}
		if chain > f.MaxChain {
			f.MaxChain = chain
		}
		if s.Outcome.Over() {
			f.NearEnd = true
			if s.Outcome.Reason == reference.ReasonLapLimit {
				f.LapLimit = true
			}
		}
	}
	if r.LapLimit == reference.Lap100Illegal {
		r2 := r
		r2.LapLimit = reference.Lap192Seeds
		if all, err := reference.Moves(r2, p, nil); err == nil && len(all) != len(succ) {
			f.LapLimit = true
		}
	}
	for id := range rules {
		if id != "" {
			f.RuleIDs = append(f.RuleIDs, id)
		}
	}
	slices.Sort(f.RuleIDs)
	return f, succ, nil
}

// Options configure the generator.
type Options struct {
	Variant reference.Variant
	Rules   reference.Rules
	Seed    uint64
	// MaxPlies ends a random game early (0: 400).
	MaxPlies int
}

// Random plays seeded random games from the variant's start positions
// (Kiswahili alternates the standard and the Malawi setup) and calls yield
// with every position met before the game ends, with its features. It stops
// when yield returns false or ctx is done. The sequence depends only on the
// options.
func Random(ctx context.Context, o Options, yield func(Sample) bool) error {
	maxPlies := o.MaxPlies
	if maxPlies <= 0 {
		maxPlies = 400
	}
	for game := 0; ; game++ {
		if err := ctx.Err(); err != nil {
			return err
		}
		rng := rand.New(rand.NewPCG(o.Seed, uint64(game)))
		setup := reference.SetupStandard
		if o.Variant == reference.Kiswahili && game%2 == 1 {
			setup = reference.SetupMalawi
		}
		p := reference.Start(o.Variant, setup)
		for ply := 0; ply < maxPlies; ply++ {
			f, succ, err := Describe(o.Rules, p)
			if err != nil {
				return err
			}
			if len(succ) == 0 {
				break
			}
			if !yield(Sample{Position: p, Features: f, Game: game, Ply: ply}) {
				return nil
			}
			next := succ[rng.IntN(len(succ))]
			if next.Outcome.Over() {
				break
			}
			p = next.Position
		}
	}
}

// Filter selects generated samples (bao gen's flags). Zero values match all.
type Filter struct {
	Phase       string // namua or mtaji
	House       string // functional, intact, destroyed or none
	Blocked     bool   // only positions with an active block
	MustCapture bool   // only positions with an obligation
	MinChain    int    // only positions where some move captures at least this often
	LapLimit    bool   // only lap-limit cases
	NearEnd     bool   // only positions where some move ends the game
}

// Match reports whether f passes the filter.
func (fl Filter) Match(f Features) bool {
	switch {
	case fl.Phase != "" && !strings.EqualFold(fl.Phase, f.Phase):
		return false
	case fl.House != "" && !strings.EqualFold(fl.House, f.House):
		return false
	case fl.Blocked && !f.Blocked, fl.MustCapture && !f.MustCapture:
		return false
	case f.MaxChain < fl.MinChain:
		return false
	case fl.LapLimit && !f.LapLimit, fl.NearEnd && !f.NearEnd:
		return false
	}
	return true
}
