package dialect

import (
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/baolakiswahili/conformance/reference"
)

// Candidate is a position the search may take probes from.
type Candidate struct {
	Position reference.Position
	Origin   string
}

// Want is the number of probes the search looks for per pair of readings of
// an option (so at least Want per reading where the game allows it).
const Want = 5

// bucketCap bounds, on the search's first pass, the probes of one option taken
// from one variant and phase, so that probes spread across them.
const bucketCap = 2

// Search limits: near misses kept per option, mutants tried per near miss.
const (
	maxNearMisses = 400
	mutantsPer    = 30
)

type pairKey struct {
	opt  string
	a, b int
}

type searcher struct {
	want      int
	count     map[pairKey]int
	moots     map[pairKey][][]string // the moot lists of each pair's probes
	found     map[string][]Probe
	taken     map[string]map[reference.Position]bool
	bucket    map[string]int
	nearMiss  map[string][]Candidate
	progress  func(string)
	allowMoot bool
	maxDepend int
	capped    bool
	mutated   []Candidate
	// seen marks the options some candidate had a discriminating move for
	// on the first tier; the relaxed tiers skip the others (no relaxation
	// helps a reading that no position separates).
	seen  map[string]bool
	first bool
	// targets, when not nil, names the only options the search looks for;
	// every other option counts as satisfied.
	targets map[string]bool
}

// Search chooses probes from cands, in their order: for every option and every
// pair of its readings, up to want probes whose result separates the two
// readings, at most one per position and option. Its passes, each only for
// what is still missing: strictly isolated probes, at most bucketCap per
// option, variant and phase; strictly isolated probes; strictly isolated
// probes on seeded mutations of near misses (positions with a discriminating
// move that another reading disturbs: a seed moved from pit to pit); then the
// same three allowing probes that another reading makes moot, then probes
// that depend on one other option, then on two (Check).
// progress, when not nil, gets a line per pass.
func Search(cands []Candidate, want int, progress func(string)) []Probe {
	return newSearcher(want, progress).run(cands)
}

// SearchMore is the incremental search: it starts from kept (probes that
// still pass Check, see Refresh), and searches cands, as Search does, only
// for the options named in targets, until each of their pairs of readings has
// want probes. The kept probes come first in each option's list.
func SearchMore(kept []Probe, targets map[string]bool, cands []Candidate, want int, progress func(string)) []Probe {
	s := newSearcher(want, progress)
	s.add(kept)
	s.targets = targets
	return s.run(cands)
}

func newSearcher(want int, progress func(string)) *searcher {
	return &searcher{want: want, count: map[pairKey]int{}, moots: map[pairKey][][]string{}, found: map[string][]Probe{},
		taken: map[string]map[reference.Position]bool{}, bucket: map[string]int{},
		nearMiss: map[string][]Candidate{}, progress: progress, seen: map[string]bool{}}
}

// add counts probes already chosen as found.
func (s *searcher) add(ps []Probe) {
	for _, pr := range ps {
		o, err := pr.OptionOf()
		if err != nil {
			continue
		}
		for _, sp := range Separates(Under(reference.Rules{}, o, pr.Position, pr.Move)) {
			k := pairKey{o.Name, sp[0], sp[1]}
			s.count[k]++
			s.moots[k] = append(s.moots[k], pr.MootUnder)
		}
		s.found[o.Name] = append(s.found[o.Name], pr)
		if s.taken[o.Name] == nil {
			s.taken[o.Name] = map[reference.Position]bool{}
		}
		s.taken[o.Name][pr.Position] = true
		s.bucket[fmt.Sprintf("%s/%s/%s", o.Name, pr.Position.Variant, pr.Position.Phase())]++
		s.seen[o.Name] = true
	}
}

func (s *searcher) run(cands []Candidate) []Probe {
	for _, tier := range []struct {
		moot bool
		dep  int
	}{{false, 0}, {true, 0}, {true, 1}, {true, 2}} {
		if s.allSatisfied() {
			break
		}
		s.allowMoot, s.maxDepend = tier.moot, tier.dep
		s.first = !tier.moot && tier.dep == 0
		s.capped = true
		s.scan(cands, "capped")
		s.capped = false
		s.scan(cands, "all")
		if s.mutated == nil {
			s.mutated = append(s.mutants(), s.blockedVariants(cands)...)
		}
		s.scan(s.mutated, "mutants")
	}
	var out []Probe
	for _, o := range reference.Options {
		out = append(out, s.found[o.Name]...)
	}
	return out
}

// pairShort reports whether a pair of readings still needs probes: fewer
// than want separate it, or every probe separating it is moot under some
// reading (then an engine playing that reading could not be told).
func (s *searcher) pairShort(k pairKey) bool {
	if s.count[k] < s.want {
		return true
	}
	return len(s.uncovered(k)) > 0
}

// uncovered returns the readings under which every probe of the pair is moot,
// but for readings that switch a rule off (Off: an engine playing one has no
// use for the option's probes, its verdict is n/a there); and, as "profile
// name", the profiles under which every probe is moot, by the profile itself
// or by one of its readings (an engine playing the profile could not be
// told).
func (s *searcher) uncovered(k pairKey) map[string]bool {
	out := map[string]bool{}
	for _, ms := range s.moots[k] {
		for _, r := range ms {
			if _, reading, ok := strings.Cut(r, "="); !ok || !Off(reading) {
				out[r] = true
			}
		}
	}
	if len(s.moots[k]) > 0 {
		for _, name := range reference.ProfileNames()[1:] {
			out["profile "+name] = true
		}
	}
	for r := range out {
		for _, ms := range s.moots[k] {
			if !mootFor(ms, r) {
				delete(out, r)
				break
			}
		}
	}
	return out
}

// mootFor reports whether a probe moot under the readings ms says nothing
// for an engine playing r: a reading "option=reading", or "profile name"
// (the profile, or any reading it plays).
func mootFor(ms []string, r string) bool {
	if slices.Contains(ms, r) {
		return true
	}
	name, ok := strings.CutPrefix(r, "profile ")
	if !ok {
		return false
	}
	rules, err := reference.Profile(name)
	if err != nil {
		return false
	}
	for _, m := range ms {
		opt, reading, ok := strings.Cut(m, "=")
		if !ok {
			continue
		}
		if o, found := reference.LookupOption(opt); found && o.Get(&rules) == reading {
			return true
		}
	}
	return false
}

func (s *searcher) allSatisfied() bool {
	for _, o := range reference.Options {
		if !s.satisfied(o) {
			return false
		}
	}
	return true
}

func (s *searcher) satisfied(o reference.Option) bool {
	if s.targets != nil && !s.targets[o.Name] {
		return true
	}
	for i := range o.Readings {
		for j := i + 1; j < len(o.Readings); j++ {
			if s.pairShort(pairKey{o.Name, i, j}) {
				return false
			}
		}
	}
	return true
}

// useful reports whether a probe separating pairs, moot under moot, adds
// to what the search still needs.
func (s *searcher) useful(o reference.Option, pairs [][2]int, moot []string) bool {
	for _, pr := range pairs {
		k := pairKey{o.Name, pr[0], pr[1]}
		if s.count[k] < s.want {
			return true
		}
		for r := range s.uncovered(k) {
			if !mootFor(moot, r) {
				return true
			}
		}
	}
	return false
}

func (s *searcher) scan(cands []Candidate, name string) {
	var def []reference.Successor
	for ci, c := range cands {
		p := c.Position
		var err error
		def, err = reference.Moves(reference.Rules{}, p, def[:0])
		if err != nil {
			continue
		}
		for _, o := range reference.Options {
			if s.satisfied(o) || s.taken[o.Name][p] || !s.first && !s.seen[o.Name] {
				continue
			}
			bk := fmt.Sprintf("%s/%s/%s", o.Name, p.Variant, p.Phase())
			if s.capped && s.bucket[bk] >= bucketCap {
				continue
			}
			if !differs(o, p, def) {
				continue
			}
			s.seen[o.Name] = true
			missed := false
			for _, m := range Discriminating(o, p) {
				pairs := Separates(Under(reference.Rules{}, o, p, m))
				if !s.useful(o, pairs, nil) {
					continue
				}
				moot, deps, err := Check(o, p, m, s.allowMoot, s.maxDepend)
				if err != nil {
					missed = true
					continue
				}
				if !s.useful(o, pairs, moot) {
					continue
				}
				for _, pr := range pairs {
					k := pairKey{o.Name, pr[0], pr[1]}
					s.count[k]++
					s.moots[k] = append(s.moots[k], moot)
				}
				s.found[o.Name] = append(s.found[o.Name], Probe{Option: o.Name, Position: p, Move: m, Origin: c.Origin, MootUnder: moot, DependsOn: deps})
				if s.taken[o.Name] == nil {
					s.taken[o.Name] = map[reference.Position]bool{}
				}
				s.taken[o.Name][p] = true
				s.bucket[bk]++
				missed = false
				break
			}
			if missed && !s.allowMoot && s.mutated == nil && len(s.nearMiss[o.Name]) < maxNearMisses {
				s.nearMiss[o.Name] = append(s.nearMiss[o.Name], c)
			}
		}
		if s.progress != nil && ci%20000 == 19999 {
			s.progress(fmt.Sprintf("%s (moot %v, depend %d): %d/%d candidates, %d probes", name, s.allowMoot, s.maxDepend, ci+1, len(cands), s.total()))
		}
	}
	if s.progress != nil {
		s.progress(fmt.Sprintf("%s (moot %v, depend %d) done: %d candidates, %d probes", name, s.allowMoot, s.maxDepend, len(cands), s.total()))
	}
}

// mutants returns seeded mutations of the near misses of every option still
// short of probes: one to three seeds moved, each from a non-empty pit to
// another pit of the board; invalid positions are dropped.
func (s *searcher) mutants() []Candidate {
	var out []Candidate
	for _, o := range reference.Options {
		if s.satisfied(o) {
			continue
		}
		h := fnv.New64a()
		h.Write([]byte(o.Name))
		rng := rand.New(rand.NewPCG(h.Sum64(), 7))
		for _, c := range s.nearMiss[o.Name] {
			for k := 0; k < mutantsPer; k++ {
				p := c.Position
				for n := 1 + rng.IntN(3); n > 0; n-- {
					fs, fr := rng.IntN(2), rng.IntN(reference.RingSize)
					if p.Pits[fs][fr] == 0 {
						continue
					}
					ts, tr := rng.IntN(2), rng.IntN(reference.RingSize)
					p.Pits[fs][fr]--
					p.Pits[ts][tr]++
				}
				if p == c.Position || p.Validate() != nil {
					continue
				}
				out = append(out, Candidate{Position: p, Origin: c.Origin + ", seeds moved"})
			}
		}
	}
	return out
}

// blockedVariants returns, while some option is short of probes, hand-built
// positions no random game reaches: candidates without a block, with a block
// stated on one front pit of the side to move (a kutakatia whose blocker's
// move is not shown, as the dispute scenarios state them); at most
// maxNearMisses per phase, seeded.
func (s *searcher) blockedVariants(cands []Candidate) []Candidate {
	short := false
	for _, o := range reference.Options {
		short = short || !s.satisfied(o)
	}
	if !short {
		return nil
	}
	rng := rand.New(rand.NewPCG(11, 13))
	var out []Candidate
	per := map[reference.Phase]int{}
	for _, c := range cands {
		p := c.Position
		if p.Blocked != reference.NoPit || p.MustCapture != reference.NoPit || per[p.Phase()] >= maxNearMisses || p.Variant != reference.Kiswahili {
			continue
		}
		var fronts []reference.Ring
		for r := reference.Ring(0); r < 8; r++ {
			if p.Pits[p.ToMove][r] > 0 {
				fronts = append(fronts, r)
			}
		}
		if len(fronts) < 2 {
			continue
		}
		p.Blocked = reference.PitOf(p.ToMove, fronts[rng.IntN(len(fronts))])
		if p.Validate() != nil {
			continue
		}
		per[p.Phase()]++
		out = append(out, Candidate{Position: p, Origin: c.Origin + ", block stated"})
	}
	return out
}

func (s *searcher) total() int {
	n := 0
	for _, ps := range s.found {
		n += len(ps)
	}
	return n
}

// differs reports whether some reading of o changes p's legal moves or their
// results (a quick test before looking at single moves).
func differs(o reference.Option, p reference.Position, def []reference.Successor) bool {
	var buf [256]reference.Successor
	for _, reading := range o.Readings[1:] {
		var r reference.Rules
		if err := o.Set(&r, reading); err != nil {
			panic(err)
		}
		alt, err := reference.Moves(r, p, buf[:0])
		if err != nil {
			continue
		}
		if len(alt) != len(def) {
			return true
		}
		for i := range alt {
			if alt[i] != def[i] {
				return true
			}
		}
	}
	return false
}

// Counts returns, for the probes of option o, how many separate each pair
// of its readings (keyed "a|b") and how many can tell each reading from
// some other (keyed by the reading).
func Counts(o reference.Option, ps []Probe) (pairs, readings map[string]int) {
	pairs, readings = map[string]int{}, map[string]int{}
	for _, pr := range ps {
		if pr.Option != o.Name {
			continue
		}
		ans := Under(reference.Rules{}, o, pr.Position, pr.Move)
		seen := map[int]bool{}
		for _, s := range Separates(ans) {
			pairs[o.Readings[s[0]]+"|"+o.Readings[s[1]]]++
			seen[s[0]], seen[s[1]] = true, true
		}
		for i := range seen {
			readings[o.Readings[i]]++
		}
	}
	return pairs, readings
}
