package generate

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/baolakiswahili/conformance/reference"
	"github.com/baolakiswahili/conformance/vectors"
)

// The games and perft files: whole random games ply by ply, and move-tree
// counts of chosen positions.

// gamesFile plays seeded random games to their end (engine-derived).
func gamesFile() (*vectors.File, error) {
	f := &vectors.File{Format: vectors.Format, Name: "games",
		Description: "Engine-derived whole games: seeded random play from the start position to the end of the game; each ply is one apply from the previous expected position."}
	for _, prof := range exportProfiles {
		r, err := reference.Profile(prof)
		if err != nil {
			return nil, err
		}
		for _, v := range variants {
			n := 4
			if prof == "default" {
				n = 8
			}
			for g := 0; g < n; g++ {
				setup := reference.SetupStandard
				if v == reference.Kiswahili && g%2 == 1 {
					setup = reference.SetupMalawi
				}
				start := reference.Start(v, setup)
				rng := rand.New(rand.NewPCG(seedFor(prof, v), uint64(1000+g)))
				vec := vectors.Vector{
					ID:   fmt.Sprintf("game.%s.%s.%02d", v, prof, g),
					Kind: vectors.KindGame, Derived: vectors.DerivedEngine, Rules: reference.RulesJSON{Profile: prof},
					RuleIDs: []string{"END-1", "END-2"}, Tags: []string{"engine-derived", v.String(), "game"},
					Position: posJSON(&start),
				}
				if setup == reference.SetupMalawi {
					vec.Tags = append(vec.Tags, "malawi")
					vec.RuleIDs = append(vec.RuleIDs, "SETUP-4")
				}
				p := start
				for ply := 0; ply < 1000; ply++ {
					succ, err := reference.Moves(r, p, nil)
					if err != nil {
						return nil, err
					}
					if len(succ) == 0 {
						break
					}
					s := succ[rng.IntN(len(succ))]
					_, trace, err := reference.ApplyTrace(r, p, s.Move)
					if err != nil {
						return nil, err
					}
					for _, e := range reference.Effects(trace) { // the rules of its effects, not of its decisions
						if e.Rule != "" && !slices.Contains(vec.RuleIDs, e.Rule) {
							vec.RuleIDs = append(vec.RuleIDs, e.Rule)
						}
					}
					text, err := reference.FormatMove(r, p, s.Move)
					if err != nil {
						return nil, err
					}
					vec.Expect.Steps = append(vec.Expect.Steps, vectors.Step{Move: moveJSON(s.Move), MoveText: text, Position: posJSON(&s.Position), Outcome: outcomeJSON(s.Outcome)})
					if s.Outcome.Over() {
						vec.Description = fmt.Sprintf("%d plies; %s wins by %s.", ply+1, s.Outcome.Winner, s.Outcome.Reason)
						break
					}
					p = s.Position
				}
				slices.Sort(vec.RuleIDs)
				f.Vectors = append(f.Vectors, vec)
			}
		}
	}
	return f, nil
}

// perftMaxLeaves bounds the deepest perft count exported by default.
const perftMaxLeaves = 8000

// perftFile counts move trees from the start positions (and one mid-game
// position per variant) with divide at the deepest depth (engine-derived).
func perftFile(pools ...*pool) (*vectors.File, error) {
	f := &vectors.File{Format: vectors.Format, Name: "perft",
		Description: "Engine-derived perft counts: the number of move sequences of each depth (a move that ends the game is a leaf), with divide at the deepest depth. A move is a whole turn, relays included; moves that differ only in a choice (direction, kichwa, safari) count separately when their results may differ, exactly as the moves op lists them."}
	type start struct {
		name string
		p    reference.Position
	}
	starts := []start{
		{"kiswahili", reference.Start(reference.Kiswahili, reference.SetupStandard)},
		{"kiswahili-malawi", reference.Start(reference.Kiswahili, reference.SetupMalawi)},
		{"kujifunza", reference.Start(reference.Kujifunza, reference.SetupStandard)},
		{"hus", reference.Start(reference.Hus, reference.SetupStandard)},
	}
	for _, pl := range pools {
		for _, s := range pl.scattered() {
			if s.Features.Phase == "mtaji" && s.Features.Moves >= 6 && !s.Features.NearEnd {
				starts = append(starts, start{pl.variant.String() + "-mtaji", s.Position})
				break
			}
		}
	}
	for _, prof := range exportProfiles {
		r, err := reference.Profile(prof)
		if err != nil {
			return nil, err
		}
		for _, st := range starts {
			if prof != "default" && strings.HasSuffix(st.name, "-mtaji") {
				continue
			}
			pj := posJSON(&st.p)
			feat, _, err := Describe(r, st.p)
			if err != nil {
				return nil, err
			}
			vec := vectors.Vector{
				ID:   fmt.Sprintf("perft.%s.%s", st.name, prof),
				Kind: vectors.KindPerft, Derived: vectors.DerivedEngine, Rules: reference.RulesJSON{Profile: prof},
				RuleIDs: nonNil(feat.RuleIDs), Tags: []string{"engine-derived", st.p.Variant.String(), "perft"},
				Position: pj,
			}
			if strings.HasSuffix(st.name, "-mtaji") {
				vec.ID = fmt.Sprintf("perft.%s.%s.%s", st.name, prof, hashID(pj))
			}
			for d := 1; d <= 8; d++ {
				n, err := reference.Perft(r, st.p, d)
				if err != nil {
					return nil, err
				}
				if n > perftMaxLeaves && d > 2 {
					break
				}
				vec.Expect.Perft = append(vec.Expect.Perft, vectors.PerftCount{Depth: d, Nodes: n})
			}
			last := &vec.Expect.Perft[len(vec.Expect.Perft)-1]
			div, err := reference.PerftDivide(r, st.p, last.Depth)
			if err != nil {
				return nil, err
			}
			for _, e := range div {
				text, _ := reference.FormatMove(r, st.p, e.Move)
				last.Divide = append(last.Divide, vectors.DivideCount{Move: moveJSON(e.Move), Text: text, Nodes: e.Nodes})
			}
			vec.Description = fmt.Sprintf("perft(%d) = %d from %s under %q.", last.Depth, last.Nodes, st.name, prof)
			f.Vectors = append(f.Vectors, vec)
		}
	}
	return f, nil
}
