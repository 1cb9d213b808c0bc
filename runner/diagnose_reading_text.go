package runner

import (
	"cmp"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/baolakiswahili/conformance/reference"
)

// What a reading class and a dialect row say of a reading the main run
// showed: the class's title, where the engine plays which reading (a mixed
// row), and the context of the step where two readings part.

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
				if row.Uncertain == "" {
					// The probes' reading is not the one played everywhere.
					row.Uncertain = fmt.Sprintf("the main run shows the engine playing %s on %d failing %s, and the probes' reading on vectors it passes (%s)", s.reading, n, plural(n, "vector", "vectors"), rc.Where)
				}
			case rc.Declared:
				row.MainRun = fmt.Sprintf("plays %s on %d failing vectors (the hello declares %s)", s.reading, n, row.Followed)
			default:
				row.MainRun = fmt.Sprintf("plays %s on %d failing vectors, and no vector it passes tells %s apart", s.reading, n, s.reading)
			}
		}
	}
}
