package runner

import (
	"cmp"
	"encoding/json"
	"maps"
	"runtime"
	"slices"
	"strings"
	"sync"

	"github.com/baolakiswahili/conformance/dialect"
	"github.com/baolakiswahili/conformance/mapping"
	"github.com/baolakiswahili/conformance/reference"
)

// Readings: before a failure is counted as a bug, the reference is asked
// whether another reading gives the engine's answer: of any option, and of
// two options at once (the options interact). This is model-based
// diagnosis: the candidate diagnoses are the readings and their pairs.
//
// Where one does, the failure is that reading's. If the engine plays it on
// every vector that tells it from the reading the vector was judged by (no
// passing vector contradicts it), the probes missed it: the readings are
// inferred again, and the vectors are sent and judged again under them.
// Where the engine plays it here and the other reading there, it plays
// neither: the failures stay failures, filed under the dispute, and the
// dialect row says where each reading is played ("mixed: ..."). Where no
// reading or pair explains a failure, it goes on to the next question.

// ReadingClass is a class of failures that another reading explains.
type ReadingClass struct {
	// Readings give the engine's answers, as "option=reading" (one, or two
	// options set at once); Disputes are their disputes (RULINGS.md).
	Readings []string `json:"readings"`
	Disputes []string `json:"disputes"`
	// Judged are the readings of those options the vectors were judged by.
	Judged []string `json:"judged"`
	// Contradicting counts the vectors the engine passes under Judged that
	// Readings would fail: where it plays the judged reading. With none,
	// the engine plays Readings throughout.
	Contradicting int `json:"contradicting"`
	// Where says, for a mixed engine, where it plays each reading.
	Where string `json:"where,omitempty"`
	// Declared is set when the engine's hello declares its readings: a
	// reading it plays is then never inferred again.
	Declared bool `json:"declared,omitempty"`
}

// readingQuestion explains failures by other readings.
type readingQuestion struct{}

// setting is one option at one reading.
type setting struct {
	opt     reference.Option
	reading string
}

// alt is a candidate diagnosis: one or two settings.
type alt []setting

func (a alt) key() string {
	var parts []string
	for _, s := range a {
		parts = append(parts, s.opt.Name+"="+s.reading)
	}
	return strings.Join(parts, "+")
}

// on returns r with the settings of a.
func (a alt) on(r reference.Rules) reference.Rules {
	for _, s := range a {
		_ = s.opt.Set(&r, s.reading)
	}
	return r
}

// maxReadingRounds bounds the rounds of inferring again (each may explain
// failures the one before judged under a reading the engine does not play).
const maxReadingRounds = 3

// Sampling: a group of failures (the same difference, the same kind of
// vector) of which fewer than a quarter of the first readingSample get a
// reading is not asked further (a bug makes thousands of failures no
// reading explains, and a few a reading explains by chance).
const readingSample = 40

func (readingQuestion) explain(d *diagnosis) {
	if m := d.rep.Mapping; m != nil && m.Verdict == mapping.Slipped {
		return // through a slipped mapping, a reading matches by chance
	}
	for round := 0; round < maxReadingRounds; round++ {
		cands := d.readingCandidates()
		if len(cands) == 0 {
			return
		}
		if !d.settleReadings(cands, round == maxReadingRounds-1) {
			return
		}
	}
}

// readingCandidates returns, for each failure some reading explains, the
// candidate diagnoses (their keys), the simplest first.
func (d *diagnosis) readingCandidates() map[*job][]alt {
	type group struct{ tried, found int }
	groups := map[string]*group{}
	out := map[*job][]alt{}
	var mu sync.Mutex
	var todo []*job
	for _, j := range d.failures() {
		if fl := j.res.fl; !fl.diff.health() && (fl.reply != nil && fl.req != nil || fl.perft != nil) && j.meaning() != nil {
			todo = append(todo, j)
		}
	}
	// In order, sampling groups; the candidates of one failure are found on
	// every core.
	workers := runtime.GOMAXPROCS(0)
	for start := 0; start < len(todo); start += 4 * workers {
		batch := todo[start:min(start+4*workers, len(todo))]
		var run []*job
		for _, j := range batch {
			g := groups[string(j.res.fl.diff)+" "+j.v.Kind]
			if g == nil {
				g = &group{}
				groups[string(j.res.fl.diff)+" "+j.v.Kind] = g
			}
			if g.tried >= readingSample && 4*g.found < g.tried {
				continue // a bug's failures, with a reading by chance here and there
			}
			g.tried++
			run = append(run, j)
		}
		var wg sync.WaitGroup
		for _, j := range run {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if as := explainByReadings(j); len(as) > 0 {
					mu.Lock()
					out[j] = as
					mu.Unlock()
				}
			}()
		}
		wg.Wait()
		for _, j := range run {
			if out[j] != nil {
				groups[string(j.res.fl.diff)+" "+j.v.Kind].found++
			}
		}
	}
	return out
}

// explainByReadings returns the readings (one option, else two) under which
// the reference gives the engine's answer to the failing request.
func explainByReadings(j *job) []alt {
	fl := j.res.fl
	base := *j.meaning()
	if fl.perft != nil {
		return perftByReadings(j, base)
	}
	q, ok := queryOf(fl.req)
	if !ok {
		return nil
	}
	got, ok := engineAnswer(q.op, fl.reply)
	if !ok {
		return nil
	}
	ref0, ok := refAnswer(base, q)
	if !ok || ref0.same(got, &base) {
		return nil // the request's answer is the reference's: the failure lies elsewhere
	}
	gives := func(a alt) (same, differs bool) {
		r := a.on(base)
		if r == base {
			return false, false
		}
		ans, ok := refAnswer(r, q)
		if !ok {
			return false, false
		}
		return ans.same(got, &r), !ans.same(ref0, &r)
	}
	var singles []alt
	sensitive := map[string]bool{}
	for _, o := range reference.Options {
		for _, reading := range o.Readings {
			if reading == o.Get(&base) {
				continue
			}
			a := alt{{o, reading}}
			same, differs := gives(a)
			if same {
				singles = append(singles, a)
			}
			if differs {
				sensitive[o.Name] = true
			}
		}
	}
	if len(singles) > 0 {
		return singles
	}
	// Two options at once: those whose reading changes this answer, and
	// the options that interact with them.
	var pool []reference.Option
	for _, o := range reference.Options {
		if sensitive[o.Name] || slices.ContainsFunc(dialect.Interacting(), func(p [2]string) bool {
			return p[0] == o.Name && sensitive[p[1]] || p[1] == o.Name && sensitive[p[0]]
		}) {
			pool = append(pool, o)
		}
	}
	var pairs []alt
	for i, o1 := range pool {
		for _, o2 := range pool[i+1:] {
			for _, r1 := range o1.Readings {
				for _, r2 := range o2.Readings {
					if r1 == o1.Get(&base) || r2 == o2.Get(&base) {
						continue
					}
					a := alt{{o1, r1}, {o2, r2}}
					if same, _ := gives(a); same {
						pairs = append(pairs, a)
					}
				}
			}
		}
	}
	return pairs
}

// perftByReadings returns the readings of one option under which the
// reference's move tree has the engine's leaf counts (a perft vector; two
// options at once would grow too many trees).
func perftByReadings(j *job, base reference.Rules) []alt {
	var p reference.Position
	if json.Unmarshal(j.v.Position, &p) != nil {
		return nil
	}
	counts := func(r reference.Rules) bool {
		for d, n := range j.res.fl.perft {
			got, err := reference.Perft(r, p, d)
			if err != nil || got != n {
				return false
			}
		}
		return true
	}
	var out []alt
	for _, o := range reference.Options {
		for _, reading := range o.Readings {
			if reading == o.Get(&base) {
				continue
			}
			a := alt{{o, reading}}
			if r := a.on(base); r != base && counts(r) {
				out = append(out, a)
			}
		}
	}
	return out
}

// settleReadings chooses the diagnosis of each explained failure, checks
// each diagnosis against the vectors the engine passes, infers the readings
// again where the engine plays one throughout (and judges the vectors
// again), and files the rest under their dispute. It reports whether the
// readings were inferred again (another round may explain more).
func (d *diagnosis) settleReadings(cands map[*job][]alt, last bool) bool {
	// The diagnosis that explains the most failures wins each failure's
	// choice; the option a vector is about wins a tie.
	count := map[string]int{}
	byKey := map[string]alt{}
	for _, as := range cands {
		for _, a := range as {
			count[a.key()]++
			byKey[a.key()] = a
		}
	}
	chosen := map[string][]*job{}
	for j, as := range cands {
		best := slices.MaxFunc(as, func(a, b alt) int {
			return cmp.Or(cmp.Compare(count[a.key()], count[b.key()]), cmp.Compare(d.own(a), d.own(b)), cmp.Compare(aboutOption(j, a), aboutOption(j, b)), strings.Compare(b.key(), a.key()))
		})
		best = d.beyondOwn(best)
		byKey[best.key()] = best
		chosen[best.key()] = append(chosen[best.key()], j)
	}
	keys := slices.SortedFunc(maps.Keys(chosen), func(a, b string) int { return cmp.Or(len(chosen[b])-len(chosen[a]), strings.Compare(a, b)) })
	type settled struct {
		a      alt
		js     []*job
		contra []*job
	}
	var all []settled
	for _, k := range keys {
		a, js := byKey[k], chosen[k]
		contra := d.contradicting(a, js)
		if len(contra) == 0 && d.canInfer() && !last {
			// The engine plays a throughout: infer again, judge again,
			// and ask about what still fails in another round.
			d.inferAgain(a, js)
			return true
		}
		all = append(all, settled{a, js, contra})
	}
	for _, s := range all {
		if chance(len(s.js), len(s.contra)) || samePlaces(s.a, s.js, s.contra) {
			// Twenty times as many vectors say the engine plays the
			// judged reading: a bug that gives this reading's answer
			// here. It stays a bug, and says so.
			for _, j := range s.js {
				j.res.fl.coincides = s.a.key()
			}
			continue
		}
		rc := &ReadingClass{Contradicting: len(s.contra), Declared: d.ds != nil && d.ds.mode == "declared"}
		base := s.js[0].meaning()
		for _, st := range s.a {
			rc.Readings = append(rc.Readings, st.opt.Name+"="+st.reading)
			rc.Disputes = append(rc.Disputes, st.opt.Dispute)
			rc.Judged = append(rc.Judged, st.opt.Name+"="+st.opt.Get(base))
		}
		if len(s.contra) > 0 {
			rc.Where = where(s.a, s.js, s.contra)
		}
		d.noteRow(s.a, rc, len(s.js))
		e := &explanation{kind: ExplReading, key: s.a.key(), reading: rc, title: rc.title()}
		for _, j := range s.js {
			j.res.fl.expl = e
		}
	}
	return false
}

// own counts the settings of a that are readings the engine may play by
// the probes (its inferred reading, or one of an option they left open).
func (d *diagnosis) own(a alt) int {
	n := 0
	for _, s := range a {
		if d.mayPlay(s) {
			n++
		}
	}
	return n
}

// mayPlay reports whether the probes allow the engine a setting.
func (d *diagnosis) mayPlay(s setting) bool {
	if d.ds == nil || d.ds.eng == nil {
		return false
	}
	if open := d.ds.eng.Open[s.opt.Name]; len(open) > 0 {
		return slices.Contains(open, s.reading)
	}
	return s.opt.Get(&d.ds.eng.Fixed) == s.reading
}

// beyondOwn leaves out of a the settings the engine may play by the probes
// (a vector judged by another of an open option's readings, say): the
// diagnosis is the rest. When every setting is the engine's own, a stays.
func (d *diagnosis) beyondOwn(a alt) alt {
	var out alt
	for _, s := range a {
		if !d.mayPlay(s) {
			out = append(out, s)
		}
	}
	if len(out) == 0 {
		return a
	}
	return out
}

// chance reports whether a reading n failures give is one the engine plays
// only by chance: twenty times as many vectors it passes need the reading
// they were judged by (a bug that happens to give another reading's answer
// on a few vectors, not a dialect).
func chance(n, contradicting int) bool { return 20*n < contradicting }

// samePlaces reports whether the engine gives reading a's answer mostly
// where it also gives the judged reading's: more than half of the failures
// js are in a place (the phase, and the step where the two readings part,
// partContext) where some vector it passes (contra) needs the judged
// reading. A mixed engine plays each reading in places of its own (the lone
// kichwa forbidden in mtaji, allowed in namua); a bug gives another
// reading's answer here and there, in the same places.
func samePlaces(a alt, js, contra []*job) bool {
	places := map[string]bool{}
	for _, j := range contra {
		ph, c := partContext(j, a)
		places[ph+", "+c] = true
	}
	n := 0
	for _, j := range js {
		if ph, c := partContext(j, a); places[ph+", "+c] {
			n++
		}
	}
	return 2*n > len(js)
}

// aboutOption is 1 when a's first option is the one the vector is about
// (the option it pins or its rules name), else 0.
func aboutOption(j *job, a alt) int {
	name := a[0].opt.Name
	if dv := j.orig.Dialect; dv != nil && dv.Option == name {
		return 1
	}
	if _, ok := j.orig.Rules.Options[name]; ok {
		return 1
	}
	return 0
}

// canInfer reports whether the run may infer the engine's readings again:
// it was judged under readings the probes inferred (not declared in the
// hello, not --no-infer).
func (d *diagnosis) canInfer() bool {
	return d.ds != nil && d.ds.eng != nil && d.ds.mode == "inferred"
}

// contradicting returns the vectors the engine passed that a tells apart
// from the readings they were judged by: where the engine did not play a.
// Only vectors of the variants of the failures js are asked.
func (d *diagnosis) contradicting(a alt, js []*job) []*job {
	variants := map[string]bool{}
	for _, j := range js {
		variants[j.v.Variant()] = true
	}
	var todo []*job
	for _, j := range d.jobs {
		if j.res.Status == Pass && variants[j.v.Variant()] && j.meaning() != nil {
			todo = append(todo, j)
		}
	}
	tells := make([]bool, len(todo))
	parallel(len(todo), func(i int) {
		r := *todo[i].meaning()
		ok, err := dialect.Tells(todo[i].v, r, a.on(r))
		tells[i] = ok && err == nil
	})
	var out []*job
	for i, t := range tells {
		if t {
			out = append(out, todo[i])
		}
	}
	return out
}
