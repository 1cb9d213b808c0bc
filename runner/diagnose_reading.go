package runner

import (
	"cmp"
	"encoding/json"
	"fmt"
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
	var wg sync.WaitGroup
	workers := runtime.GOMAXPROCS(0)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; i < len(todo); i += workers {
				r := *todo[i].meaning()
				ok, err := dialect.Tells(todo[i].v, r, a.on(r))
				tells[i] = ok && err == nil
			}
		}()
	}
	wg.Wait()
	var out []*job
	for i, t := range tells {
		if t {
			out = append(out, todo[i])
		}
	}
	return out
}

// title names a reading class.
func (rc *ReadingClass) title() string {
	var disp []string
	for _, dsp := range rc.Disputes {
		if !slices.Contains(disp, dsp) {
			disp = append(disp, dsp)
		}
	}
	t := fmt.Sprintf("reading: plays %s here (%s), not %s", strings.Join(rc.Readings, " with "), strings.Join(disp, ", "), strings.Join(rc.Judged, " with "))
	switch {
	case rc.Contradicting > 0:
		t += fmt.Sprintf("; mixed: %d vectors it passes need %s", rc.Contradicting, strings.Join(rc.Judged, " with "))
	case rc.Declared:
		t += "; your hello declares the other"
	}
	return t
}

// where says where a mixed engine plays each reading: the phase of the
// position and the step of the reference's trace where the two readings
// part, counted over the failures js (reading a) and the vectors contra
// (the judged reading).
func where(a alt, js, contra []*job) string {
	side := func(list []*job) (map[string]int, map[string]int) {
		phase, ctx := map[string]int{}, map[string]int{}
		for _, j := range list {
			ph, c := partContext(j, a)
			phase[ph]++
			ctx[ph+", "+c]++
		}
		return phase, ctx
	}
	pf, cf := side(js)
	pc, cc := side(contra)
	usePhase := len(pf) == 1 && len(pc) == 1 && !maps.Equal(pf, pc)
	say := func(reading string, phase, ctx map[string]int, n int) string {
		if usePhase {
			return fmt.Sprintf("%s in %s (%d vectors)", reading, slices.Collect(maps.Keys(phase))[0], n)
		}
		keys := slices.SortedFunc(maps.Keys(ctx), func(x, y string) int { return cmp.Or(ctx[y]-ctx[x], strings.Compare(x, y)) })
		var parts []string
		for _, k := range keys[:min(2, len(keys))] {
			parts = append(parts, fmt.Sprintf("in %s (%d)", k, ctx[k]))
		}
		return fmt.Sprintf("%s %s", reading, strings.Join(parts, ", "))
	}
	var mine, theirs []string
	for _, s := range a {
		mine = append(mine, s.reading)
	}
	base := contra[0].meaning()
	for _, s := range a {
		theirs = append(theirs, s.opt.Get(base))
	}
	return "mixed: " + say(strings.Join(mine, "+"), pf, cf, len(js)) + "; " + say(strings.Join(theirs, "+"), pc, cc, len(contra))
}

// partContext returns the phase of a job's position and the step where the
// reference's traces under its judged rules and under a part: the event
// before the first that differs.
func partContext(j *job, a alt) (phase, ctx string) {
	req := j.v.Position
	var q query
	if fl := j.res.fl; fl != nil && fl.req != nil {
		if qq, ok := queryOf(fl.req); ok {
			q = qq
			req = nil
		}
	}
	if req != nil {
		if err := json.Unmarshal(req, &q.pos); err != nil {
			return "?", "no step of the move parts"
		}
	}
	phase = q.pos.Phase().String()
	r := *j.meaning()
	ra := a.on(r)
	moves := []reference.Move{q.mv}
	if q.op != "apply" || j.res.fl == nil {
		ms, err := reference.LegalMoves(r, q.pos, nil)
		if err != nil {
			return phase, "where no step of the move parts"
		}
		ms2, _ := reference.LegalMoves(ra, q.pos, nil)
		for _, m := range ms2 {
			if !slices.Contains(ms, m) {
				return phase, "a move legal under one reading only"
			}
		}
		moves = ms
	}
	for _, m := range moves {
		_, e1, err1 := reference.ApplyTrace(r, q.pos, m)
		_, e2, err2 := reference.ApplyTrace(ra, q.pos, m)
		e1, e2 = reference.Effects(e1), reference.Effects(e2) // where the moves part: their effects
		if (err1 == nil) != (err2 == nil) {
			return phase, "a move legal under one reading only"
		}
		for k := 0; k < min(len(e1), len(e2)); k++ {
			x, y := e1[k], e2[k]
			if x.Kind == y.Kind && x.Rule == y.Rule && x.Pit == y.Pit && x.Board == y.Board {
				continue
			}
			if k == 0 {
				return phase, "at the start of the move"
			}
			prev := e1[k-1]
			return phase, fmt.Sprintf("after a %s [%s]", prev.Kind, prev.Rule)
		}
		if len(e1) != len(e2) {
			return phase, "at the end of the move"
		}
	}
	return phase, "where no step of the move parts"
}

// inferAgain makes a the engine's readings (the probes missed them: the
// engine plays a on every vector that tells it apart), and sends and judges
// again every failure not explained yet whose expectation a changes.
func (d *diagnosis) inferAgain(a alt, explained []*job) {
	eng := d.ds.eng
	eng.Fixed = a.on(eng.Fixed)
	for _, s := range a {
		delete(eng.Open, s.opt.Name)
	}
	d.reinferred = append(d.reinferred, a)
	passed := 0
	for _, j := range d.failures() {
		r := j.meaning()
		if r == nil || *r == a.on(*r) {
			continue
		}
		d.rejudge(j)
		if j.res.Status == Pass {
			passed++
			j.res.Message = "passes under " + a.key() + ", which the main run showed your engine plays (the probes had not)"
		}
	}
	for _, s := range a {
		for i := range d.rep.Dialect {
			row := &d.rep.Dialect[i]
			if row.Option != s.opt.Name {
				continue
			}
			row.MainRun = fmt.Sprintf("%s: inferred again from the main run (the probes said %s): %d failing vectors give its answers, and none the engine passes tells it apart; judged again, %d passed", s.reading, row.Followed, len(explained), passed)
			row.Followed, row.Readings, row.Run = s.reading, []string{s.reading}, []string{s.reading}
		}
	}
}

// rejudge sends and judges a job again under the engine's readings as they
// stand now, in place.
func (d *diagnosis) rejudge(j *job) {
	*j = *d.again(j, j.res)
}

// again returns a job for j's vector sent and judged anew under the
// engine's readings as they stand now, its result in res (which it resets).
func (d *diagnosis) again(j *job, res *Result) *job {
	old := *j.res
	*res = Result{ID: old.ID, File: old.File, Kind: old.Kind, Variant: old.Variant, RuleIDs: old.RuleIDs, Tags: old.Tags,
		Expected: old.Expected, Source: old.Source, Description: old.Description}
	nj := &job{file: j.file, v: j.orig, orig: j.orig, res: res, maxPerft: j.maxPerft, perftBudget: j.perftBudget, inReport: true, ctx: j.ctx}
	if ok, _ := prepareOne(nj, d.hello, d.ds); ok && nj.res.Status == "" {
		if nj.kind.multi(nj.v) {
			nj.kind.run(d.eng, nj)
		} else {
			runBatch(d.eng, []*job{nj})
		}
	}
	return nj
}

// noteRow says on the dialect rows of a's options what the main run showed.
func (d *diagnosis) noteRow(a alt, rc *ReadingClass, n int) {
	for _, s := range a {
		for i := range d.rep.Dialect {
			row := &d.rep.Dialect[i]
			if row.Option != s.opt.Name {
				continue
			}
			switch {
			case rc.Where != "":
				row.MainRun = rc.Where
			case rc.Declared:
				row.MainRun = fmt.Sprintf("plays %s on %d failing vectors (the hello declares %s)", s.reading, n, row.Followed)
			default:
				row.MainRun = fmt.Sprintf("plays %s on %d failing vectors, and no vector it passes tells %s apart", s.reading, n, s.reading)
			}
		}
	}
}
