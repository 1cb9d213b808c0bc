package generate

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/baolakiswahili/conformance/vectors"
	"hash/fnv"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
	"sync"

	probes "github.com/baolakiswahili/conformance/dialect"
	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/internal/version"
	"github.com/baolakiswahili/conformance/reference"
)

// This file builds the engine-derived vectors: moves, dialect, illegal, game
// and perft. Everything is seeded and ordered, so Export returns the same
// bytes on every run.

// Profiles whose vectors are exported, "default" first.
var exportProfiles = []string{"default", "donkers", "bga", "abstractplay"}

var variants = []reference.Variant{reference.Kiswahili, reference.Kujifunza, reference.Hus}

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

func posJSON(p *reference.Position) json.RawMessage { return protocol.AppendPosition(nil, p) }

func moveJSON(m reference.Move) json.RawMessage { return protocol.AppendMove(nil, m) }

func outcomeJSON(o reference.Outcome) json.RawMessage { return protocol.AppendOutcome(nil, o) }

// hashID returns a short stable hash of the given parts.
func hashID(parts ...[]byte) string {
	h := fnv.New64a()
	for _, p := range parts {
		h.Write(p)
		h.Write([]byte{0})
	}
	return fmt.Sprintf("%012x", h.Sum64()&0xffffffffffff)
}

func rulesKey(rj reference.RulesJSON) []byte {
	b, _ := json.Marshal(rj)
	return b
}

func seedFor(profile string, v reference.Variant) uint64 {
	h := fnv.New64a()
	h.Write([]byte(profile))
	return h.Sum64() ^ uint64(v+1)*0x9e3779b97f4a7c15
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

// Export builds every vector file, in a fixed order: the Gherkin
// specification (hand-derived), then the engine-derived files.
func Export(ctx context.Context) ([]*vectors.File, error) {
	spec, err := ExportSpec()
	if err != nil {
		return nil, err
	}
	gen, err := exportEngine(ctx)
	if err != nil {
		return nil, err
	}
	files := append(spec, gen...)
	for _, f := range files {
		f.Version, f.License = version.Suite, version.License
	}
	return files, nil
}

// Encoded renders every exported file: file name -> bytes.
func Encoded(ctx context.Context) (map[string][]byte, error) {
	files, err := Export(ctx)
	if err != nil {
		return nil, err
	}
	return vectors.EncodeAll(files)
}

func exportEngine(ctx context.Context) ([]*vectors.File, error) {
	// Draw the pools in parallel; each is deterministic on its own.
	type key struct {
		profile string
		v       reference.Variant
	}
	pools := map[key]*pool{}
	var mu sync.Mutex
	var wg sync.WaitGroup
	var firstErr error
	sem := make(chan struct{}, 2)
	for _, prof := range exportProfiles {
		for _, v := range variants {
			wg.Add(1)
			go func() {
				defer wg.Done()
				sem <- struct{}{}
				defer func() { <-sem }()
				pl, err := drawPool(ctx, prof, v, planFor(prof, v).budget)
				mu.Lock()
				defer mu.Unlock()
				if err != nil && firstErr == nil {
					firstErr = err
				}
				pools[key{prof, v}] = pl
			}()
		}
	}
	wg.Wait()
	if firstErr != nil {
		return nil, firstErr
	}
	var files []*vectors.File
	// Moves vectors, one file per variant and profile.
	movesFiles := make([]*vectors.File, 0, len(exportProfiles)*len(variants))
	var merr error
	for _, prof := range exportProfiles {
		for _, v := range variants {
			pl := pools[key{prof, v}]
			f := &vectors.File{Format: vectors.Format, Name: fmt.Sprintf("moves-%s-%s", v, prof),
				Description: fmt.Sprintf("Engine-derived: the full legal move set, with each move's position and outcome, of %s positions reached by seeded random play under the %q profile.", v, prof)}
			movesFiles = append(movesFiles, f)
			wg.Add(1)
			go func() {
				defer wg.Done()
				sem <- struct{}{}
				defer func() { <-sem }()
				rj := reference.RulesJSON{Profile: prof}
				for _, s := range pick(pl.scattered(), planFor(prof, v).count) {
					vec, err := movesVector(fmt.Sprintf("moves.%s.%s", v, prof), rj, pl.rules, s.Position)
					if err != nil {
						mu.Lock()
						merr = errors.Join(merr, err)
						mu.Unlock()
						return
					}
					f.Vectors = append(f.Vectors, vec)
				}
				sortVectors(f.Vectors)
			}()
		}
	}
	wg.Wait()
	if merr != nil {
		return nil, merr
	}
	files = append(files, movesFiles...)
	var all []*pool
	for _, prof := range exportProfiles {
		for _, v := range variants {
			all = append(all, pools[key{prof, v}])
		}
	}
	dialect, err := dialectFile(all)
	if err != nil {
		return nil, err
	}
	illegalF, err := illegalFile(all)
	if err != nil {
		return nil, err
	}
	games, err := gamesFile()
	if err != nil {
		return nil, err
	}
	perft, err := perftFile(pools[key{"default", reference.Kiswahili}], pools[key{"default", reference.Kujifunza}], pools[key{"default", reference.Hus}])
	if err != nil {
		return nil, err
	}
	probesF, err := probes.ProbesFile() // the isolated probes: package dialect
	if err != nil {
		return nil, err
	}
	return append(files, dialect, probesF, illegalF, games, perft), nil
}

func sortVectors(vs []vectors.Vector) {
	sort.SliceStable(vs, func(i, j int) bool { return vs[i].ID < vs[j].ID })
}

// dialectFile finds, for every option and non-default reading, positions
// where the reading changes the legal moves or their results, and exports one
// moves vector per reading for each (engine-derived).
func dialectFile(pools []*pool) (*vectors.File, error) {
	const perReading = 4
	const scanBudget = 12000
	f := &vectors.File{Format: vectors.Format, Name: "dialect",
		Description: "Engine-derived dialect vectors: for every disputed point, positions where its readings disagree, with one moves vector per reading (same position, rules naming the reading). The dialect report runs them without the option to see which reading an engine follows."}
	// Candidates: each pool's rare features first, the pools interleaved.
	var lists [][]Sample
	for _, pl := range pools {
		lists = append(lists, rareFirst(pl.scattered()))
	}
	cands := interleave(lists)
	seenGroup := map[string]bool{}
	for _, o := range reference.Options {
		for ri := 1; ri < len(o.Readings); ri++ {
			alt, err := reference.Rules{}.WithOptions(map[string]string{o.Name: o.Readings[ri]})
			if err != nil {
				return nil, err
			}
			found := 0
			scan := func(cands []Sample, budget int) error {
				for i := 0; i < len(cands) && i < budget && found < perReading; i++ {
					p := cands[i].Position
					if sameMoves(reference.Rules{}, alt, p) {
						continue
					}
					gid := hashID(posJSON(&p), []byte(o.Name))
					if seenGroup[gid] {
						continue
					}
					seenGroup[gid] = true
					found++
					for _, reading := range o.Readings {
						rj := reference.RulesJSON{Profile: "default", Options: map[string]string{o.Name: reading}}
						r, _ := rj.Resolve()
						vec, err := movesVector("dialect."+o.Name+"."+gid, rj, r, p)
						if err != nil {
							return err
						}
						vec.ID = "dialect." + o.Name + "." + gid + "." + reading
						vec.Dialect = &vectors.Dialect{Dispute: o.Dispute, Option: o.Name, Reading: reading}
						vec.Tags = append(vec.Tags, strings.ToLower(o.Dispute), "option-"+o.Name, "reading-"+reading)
						vec.Description = fmt.Sprintf("%s %s: under the reading %q.", o.Dispute, o.Question, reading)
						f.Vectors = append(f.Vectors, vec)
					}
				}
				return nil
			}
			if err := scan(cands, scanBudget); err != nil {
				return nil, err
			}
			if found < perReading {
				// Positions the default rules rarely reach may be common
				// under the reading itself: play random games under it.
				v := reference.Kiswahili
				switch o.Name {
				case "kujifunzaBlocking":
					v = reference.Kujifunza
				case "husOpening":
					v = reference.Hus
				}
				var own []Sample
				err := Random(context.Background(), Options{Variant: v, Rules: alt, Seed: seedFor(o.Name+"="+o.Readings[ri], v)}, func(s Sample) bool {
					own = append(own, s)
					return len(own) < 6000
				})
				if err != nil {
					return nil, err
				}
				if err := scan(rareFirst(scatter(own)), len(own)); err != nil {
					return nil, err
				}
			}
		}
	}
	return f, nil
}

// interleave takes one sample from each list in turn.
func interleave(lists [][]Sample) []Sample {
	var out []Sample
	for i := 0; ; i++ {
		added := false
		for _, l := range lists {
			if i < len(l) {
				out = append(out, l[i])
				added = true
			}
		}
		if !added {
			return out
		}
	}
}

// rareFirst moves the samples with rare features to the front, keeping the order otherwise.
func rareFirst(samples []Sample) []Sample {
	var rare, rest []Sample
	for _, s := range samples {
		ft := s.Features
		if ft.Blocked || ft.MustCapture || ft.LapLimit || ft.House == "intact" || ft.MaxSown > 64 || loneFront(&s.Position) {
			rare = append(rare, s)
		} else {
			rest = append(rest, s)
		}
	}
	return append(rare, rest...)
}

// sameMoves reports whether two rule sets give p the same legal moves with the same results.
func sameMoves(a, b reference.Rules, p reference.Position) bool {
	sa, err1 := reference.Moves(a, p, nil)
	sb, err2 := reference.Moves(b, p, nil)
	if err1 != nil || err2 != nil || len(sa) != len(sb) {
		return err1 == nil && err2 == nil && len(sa) == len(sb)
	}
	for i := range sa {
		if sa[i] != sb[i] {
			return false
		}
	}
	return true
}

// loneFront reports whether the side to move has exactly one non-empty front pit.
func loneFront(p *reference.Position) bool {
	n := 0
	for i := 0; i < 8; i++ {
		if p.Pits[p.ToMove][i] > 0 {
			n++
		}
	}
	return n == 1
}

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
					for _, e := range trace {
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
