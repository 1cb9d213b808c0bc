package runner

import (
	"fmt"
)

// A reading the probes missed: where the engine plays a reading on every
// vector that tells it apart (diagnose_reading.go finds it), that reading
// becomes the engine's, and the failures it changes are sent and judged
// again.

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
