package runner

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/baolakiswahili/conformance/dialect"
	"github.com/baolakiswahili/conformance/reference"
)

// The dialect table under a bug: a probe whose answer a bug of the main run
// explains says nothing of the reading the engine plays. Once the classes
// are known, each probe whose answer is the reference's with a decision
// taken the other way, a decision a bug class of the run is at (the same
// kind, at the same rule), is set aside, and the readings are inferred again
// from the other probes. A verdict that moves is marked uncertain, naming
// the class; where the readings the run was judged by move too, the run is
// judged again under them (Run).

// setAside infers the readings again without the probes the run's bugs
// explain. It reports whether the engine's readings changed.
func (rep *Report) setAside(ds *dialectState) bool {
	if ds == nil || ds.eng == nil || ds.mode != "inferred" || len(ds.cases) == 0 {
		return false
	}
	bugs := map[string]int{} // decision kind + rule -> class (1-based)
	for i, c := range rep.Classes {
		if c.Explanation == ExplBug && c.Decision != "" {
			k := c.Decision + " " + c.Rule
			if bugs[k] == 0 {
				bugs[k] = i + 1
			}
		}
	}
	// The bugs whose decision the engine takes the other way wherever it
	// matters (systematic) may also make a probe's answer look like
	// another reading's; a bug it mostly takes right only where it shows.
	systematic := map[string]int{}
	for i := range rep.Results {
		if fl := rep.Results[i].fl; fl != nil && fl.decision != nil && fl.decision.systematic {
			k := fl.decision.ev.Decision.String() + " " + fl.decision.ev.Rule
			if cl := bugs[k]; cl > 0 {
				systematic[k] = cl
			}
		}
	}
	if len(bugs) == 0 {
		return false
	}
	cases := slices.Clone(ds.cases)
	aside := map[string][]int{} // option -> classes of its set-aside probes
	for i := range cases {
		c := &cases[i]
		if !c.Answered || c.Unplayed {
			continue
		}
		if cl := explainedByBug(ds.eng.Fixed, c, bugs, systematic); cl > 0 {
			aside[c.Probe.Option] = append(aside[c.Probe.Option], cl)
			c.Answered = false
			c.Message = fmt.Sprintf("set aside: its answer is that of class %d's bug (%s)", cl, rep.Classes[cl-1].Title)
		}
	}
	if len(aside) == 0 {
		return false
	}
	rows, inferred := dialect.Infer(ds.base, ds.fixed, cases)
	byOption := map[string]dialect.Row{}
	for _, r := range rows {
		byOption[r.Option] = r
	}
	for i := range rep.Dialect {
		row := &rep.Dialect[i]
		cls, ok := aside[row.Option]
		if !ok {
			continue
		}
		slices.Sort(cls)
		cls = slices.Compact(cls)
		var names []string
		for _, c := range cls {
			names = append(names, fmt.Sprintf("class %d (%s)", c, rep.Classes[c-1].Title))
		}
		n := 0
		for _, c := range ds.cases {
			if c.Probe.Option == row.Option {
				n++
			}
		}
		was := row.Followed
		if nr, ok := byOption[row.Option]; ok && nr.Followed != dialect.Undetermined {
			sel, mr := row.Selectable, row.MainRun
			*row = nr
			row.Selectable, row.MainRun = sel, mr
		} else {
			// Every probe set aside: the reading assumed before any probe.
			o, _ := reference.LookupOption(row.Option)
			r := o.Get(&ds.base)
			row.Followed, row.Readings, row.Run = r, []string{r}, []string{r}
		}
		row.Uncertain = fmt.Sprintf("%d of its %d probes set aside: their answers are those of %s, a bug of your engine, not a reading (the probes said %s)", len(aside[row.Option]), n, strings.Join(names, "; "), was)
	}
	if inferred.Rules == ds.eng.Fixed {
		return false
	}
	ds.eng.Fixed = inferred.Rules
	ds.eng.Open = inferred.Open
	return true
}

// explainedByBug returns the class (1-based) whose decision, taken the other
// way, gives the engine's answer to the probe c under the rules r, or, for
// a systematic bug, under r with the probe's option at any of its
// readings; else 0. A bug may make an engine's answer look like another
// reading's (a lone kichwa's ban mirrored lets it sow towards the back
// row, as loneKichwa=end-of-move does).
func explainedByBug(r reference.Rules, c *dialect.Case, bugs, systematic map[string]int) int {
	if cl := explainedUnder(r, c, bugs); cl > 0 {
		return cl
	}
	if len(systematic) == 0 {
		return 0
	}
	o, ok := reference.LookupOption(c.Probe.Option)
	if !ok {
		return 0
	}
	for _, reading := range o.Readings {
		rr := r
		if reading == o.Get(&r) || o.Set(&rr, reading) != nil {
			continue
		}
		if cl := explainedUnder(rr, c, systematic); cl > 0 {
			return cl
		}
	}
	return 0
}

// explainedUnder is explainedByBug under the rules r alone.
func explainedUnder(r reference.Rules, c *dialect.Case, bugs map[string]int) int {
	p, m := c.Probe.Position, c.Probe.Move
	_, trace, _ := reference.ApplyTrace(r, p, m)
	for k, dec := range reference.Decisions(trace) {
		cl := bugs[dec.Decision.String()+" "+dec.Rule]
		if cl == 0 {
			continue
		}
		res, _, err := reference.ApplyFlipped(r, p, m, k)
		var ie *reference.IllegalMoveError
		var got dialect.Answer
		switch {
		case errors.As(err, &ie):
			got = dialect.Answer{Illegal: true}
		case err != nil:
			continue
		default:
			got = dialect.Answer{Result: res}
		}
		if c.Answer.SameUnder(got, r) {
			return cl
		}
	}
	return 0
}

// judgeAgain sends and judges again, after the readings moved (setAside),
// every vector whose expectation they change, and diagnoses and classes the
// run afresh.
func (rep *Report) judgeAgain(d *diagnosis, jobs []*job) {
	for _, j := range jobs {
		if j.dialect == nil || !j.inReport {
			continue
		}
		r := j.meaning()
		eff, _, err := d.ds.eng.Effective(j.orig.Rules)
		if err != nil || r != nil && *r == eff && j.res.Status != NA {
			continue
		}
		if j.res.Status == NA && !strings.HasPrefix(j.res.Message, "under your readings") {
			continue
		}
		d.rejudge(j)
	}
	for _, j := range jobs {
		if fl := j.res.fl; fl != nil {
			fl.expl, fl.decision, fl.coincides = nil, nil, ""
		}
	}
	rep.Classes, rep.Suspicious = nil, nil
}
