package runner

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
	"sync"

	"github.com/baolakiswahili/conformance/dialect"
	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/reference"
	"github.com/baolakiswahili/conformance/vectors"
)

// The dialect pass, a thin caller of package dialect: before the main run,
// every isolated probe (probes.json) is sent once without its option, and
// dialect.Infer turns the answers into the dialect table and the readings
// the engine plays. The main run is then judged under the engine's own
// readings: those its hello declares (hello.dialect), else those the probes
// established (unless Options.NoInfer); a vector whose answer depends on a
// reading the probes did not settle is n/a (dialect.Engine.Plan).

// DialectRow is one row of the dialect table: the verdict on one option,
// with its probes (see package dialect for the vocabulary).
type DialectRow = dialect.Row

// DialectRun says how the main run was judged under the engine's readings.
type DialectRun struct {
	// Mode is "declared" (hello.dialect) or "inferred" (from the probes).
	Mode string `json:"mode"`
	// Readings are the engine's readings that differ from the default
	// rules, as "option=reading".
	Readings []string `json:"readings"`
	// Open are the options the probes did not settle, as
	// "option=a|b" (the readings the engine may play).
	Open []string `json:"open"`
	// Unsettled maps each open option to the vectors that are n/a because
	// their answer depends on it: a declared reading would settle them.
	Unsettled map[string][]string `json:"unsettled"`
	// Matched counts, for each open option, the unsettled vectors the
	// engine answered as each reading does (they settle it).
	Matched map[string]map[string]int `json:"matched"`
	// Pass and Fail count the vectors judged under those readings (Fail
	// includes errors); NA those that cannot be.
	Pass int `json:"pass"`
	Fail int `json:"fail"`
	NA   int `json:"na"`
	// Explained are the vectors whose own expectation the engine fails but
	// whose expectation under its readings it meets: failures a known
	// reading explains.
	Explained []Explained `json:"explained"`
	// Unexplained are the failures under the engine's readings: no known
	// reading explains them (the ones worth a bug report).
	Unexplained []string `json:"unexplained"`
}

// Explained is a vector a known reading explains.
type Explained struct {
	ID       string   `json:"id"`
	Readings []string `json:"readings"`
}

// dialectState is the dialect pass's state during a run.
type dialectState struct {
	eng     *dialect.Engine // nil: vectors are judged under their own rules
	mode    string
	changed map[*Result]*vectors.Vector // rewritten vectors whose answer changed: the original
	depends map[string][]string         // open option -> vectors n/a because of it
	matched map[string]map[string]int   // open option -> reading -> vectors whose answer the engine gave
	// mu guards matched: vectors are judged concurrently (judgeAll).
	mu sync.Mutex
	// notPlayed names the options whose row is n/a (a rule the engine
	// does not play): open, but not worth a line of the summary.
	notPlayed map[string]bool
	// cases are the probes and the engine's answers, base and fixed what
	// the inference started from (dialect_aside.go infers again without
	// the probes a bug explains).
	cases []dialect.Case
	base  reference.Rules
	fixed map[string]bool
}

// openJudge is how a vector whose answer depends on readings the probes
// did not settle is judged: against the answer of each possible reading.
type openJudge struct {
	why     string
	standIn []string      // the readings of the job's own expectation
	alts    []dialect.Alt // the others
}

// judgeOpen judges a vector that depends on unsettled readings (j.open),
// once j.kind.judge has judged it under the stand-in readings: an answer
// that is some possible reading's leaves it n/a (and counts for that
// reading); one that is no possible reading's stays a failure, which no
// reading explains.
func (j *job) judgeOpen(reqs [][]byte, replies []*protocol.Reply) {
	first := *j.res
	fresh := first
	fresh.Status, fresh.Message, fresh.Diff, fresh.Request, fresh.Board = Pass, "", "", "", ""
	var gave []string
	if first.Status == Pass {
		gave = append(gave, j.open.standIn...)
	}
	v := j.v
	for _, a := range j.open.alts {
		*j.res = fresh
		j.v = a.Vector
		// Under another reading the vector may be of another kind (a move
		// illegal under one reading is an apply under another): judge the
		// same replies by that kind, which asks the same requests.
		k := j.kind
		if ak, ok := kinds[a.Vector.Kind]; ok && a.Vector.Kind != v.Kind && !ak.multi(a.Vector) && ak.count(a.Vector) == len(replies) {
			k = ak
		}
		k.judge(j, reqs, replies)
		if j.res.Status == Pass {
			gave = append(gave, a.Reading)
		}
	}
	j.v = v
	if len(gave) == 0 {
		*j.res = first
		j.res.Message += " (it " + j.open.why + "; none of those readings gives your engine's answer)"
		return
	}
	*j.res = fresh
	j.res.Status = NA
	j.res.Message = "under your readings: " + j.open.why + "; your engine gives the answer of " + strings.Join(gave, ", ")
	if st := j.dstate; st != nil {
		st.mu.Lock()
		defer st.mu.Unlock()
		for _, g := range gave {
			opt, reading, _ := strings.Cut(g, "=")
			if st.matched[opt] == nil {
				st.matched[opt] = map[string]int{}
			}
			st.matched[opt][reading]++
		}
	}
}

// prepareDialect runs the probes (unless o.NoDialect) and returns the
// dialect table and how the main run is to be judged.
func prepareDialect(cs *copies, hello *protocol.Hello, files []*vectors.File, o Options) ([]DialectRow, *dialectState, error) {
	st := &dialectState{changed: map[*Result]*vectors.Vector{}, depends: map[string][]string{}, matched: map[string]map[string]int{}}
	base := reference.Rules{}
	fixed := map[string]bool{}
	var decl *dialect.Declaration
	if hello.Dialect != nil {
		decl = &dialect.Declaration{Profile: hello.Dialect.Profile, Options: hello.Dialect.Options}
	}
	if err := dialect.CheckHello(hello.Options, decl); err != nil {
		return nil, nil, err
	}
	if decl != nil {
		de, err := dialect.Declared(hello.Options, hello.Profiles, decl)
		if err != nil {
			return nil, nil, err
		}
		st.eng, st.mode, base = de, "declared", de.Fixed
		for _, opt := range reference.Options {
			if _, sel := hello.Options[opt.Name]; !sel {
				fixed[opt.Name] = true
			}
		}
	}
	if o.NoDialect {
		return nil, st, nil
	}
	rows, inferred, cases := runProbes(cs, hello, files, o.Run, base, fixed)
	st.cases, st.base, st.fixed = cases, base, fixed
	for i := range rows {
		_, rows[i].Selectable = hello.Options[rows[i].Option]
	}
	if st.eng == nil && !o.NoInfer && len(rows) > 0 {
		st.eng = &dialect.Engine{Fixed: inferred.Rules, Open: inferred.Open, Selectable: hello.Options, Profiles: hello.Profiles}
		st.mode = "inferred"
		st.notPlayed = map[string]bool{}
		for _, r := range rows {
			st.notPlayed[r.Option] = r.Followed == dialect.NA
		}
	}
	return rows, st, nil
}

// runProbes sends every probe of the selection whose vectors are among the
// selected ones (all of them when the filter selects none), once, without
// its option, and judges the answers.
func runProbes(cs *copies, hello *protocol.Hello, files []*vectors.File, filter string, base reference.Rules, fixed map[string]bool) ([]DialectRow, dialect.Inferred, []dialect.Case) {
	// The probes the --run filter selects; if it selects none, every probe
	// of the files (the inference needs them whatever the main run checks).
	want, all := map[string]bool{}, map[string]bool{}
	for _, f := range files {
		for i := range f.Vectors {
			v := &f.Vectors[i]
			if v.Dialect != nil && v.Dialect.Probe != "" {
				all[v.Dialect.Probe] = true
				if Select(v, filter) {
					want[v.Dialect.Probe] = true
				}
			}
		}
	}
	if len(want) == 0 {
		want = all
	}
	sel, err := dialect.Selection()
	if err != nil || len(want) == 0 {
		return nil, dialect.Inferred{Rules: base}, nil
	}
	var cases []dialect.Case
	var reqs [][]byte
	var classes []string // per request, for the timeouts (classOf)
	var idx []int
	rules := []byte(`{"profile":"default"}`)
	for _, p := range sel {
		if !want[p.ID()] {
			continue
		}
		c := dialect.Case{Probe: p}
		pj, _ := json.Marshal(p.Position)
		mj, _ := json.Marshal(p.Move)
		c.Request = "{" + string(applyReq(rules, pj, mj)) + "}"
		if !slices.Contains(hello.Variants, p.Position.Variant.String()) {
			c.Message = fmt.Sprintf("the engine does not support the variant %q", p.Position.Variant)
			c.Unplayed = true
		} else {
			reqs = append(reqs, applyReq(rules, pj, mj))
			classes = append(classes, "option "+p.Option)
			idx = append(idx, len(cases))
		}
		cases = append(cases, c)
	}
	step := 64 * len(cs.ts)
	for start := 0; start < len(reqs); start += step {
		end := min(start+step, len(reqs))
		replies := cs.spread(reqs[start:end], classes[start:end])
		for k, rp := range replies {
			probeAnswer(&cases[idx[start+k]], rp)
		}
	}
	rows, inferred := dialect.Infer(base, fixed, cases)
	return rows, inferred, cases
}

// probeAnswer decodes the engine's reply to a probe.
func probeAnswer(c *dialect.Case, rp Reply) {
	if rp.Err != nil {
		c.Message = "engine error: " + rp.Err.Error()
		return
	}
	b, err := protocol.DecodeReply(rp.Raw)
	if err != nil {
		c.Message = "engine error: " + ErrBadReply + ": " + err.Error()
		return
	}
	if b.Error != nil {
		if b.Error.Kind != protocol.KindIllegalMove {
			c.Message = "engine error: " + b.Error.Kind + ": " + b.Error.Message
			return
		}
		c.Answered, c.Answer = true, dialect.Answer{Illegal: true, Why: b.Error.Message}
		return
	}
	var res reference.Result
	if err := json.Unmarshal(b.Position, &res.Position); err != nil {
		c.Message = "engine error: bad position in the reply: " + err.Error()
		return
	}
	if err := json.Unmarshal(nullToEmpty(b.Outcome), &res.Outcome); err != nil {
		c.Message = "engine error: bad outcome in the reply: " + err.Error()
		return
	}
	c.Answered, c.Answer = true, dialect.Answer{Result: res}
}

func nullToEmpty(b json.RawMessage) json.RawMessage {
	if len(bytes.TrimSpace(b)) == 0 {
		return json.RawMessage("null")
	}
	return b
}

// plan decides how the main run sends and judges one vector under the
// engine's readings; rules, ok and why are what wireRules said.
func (st *dialectState) plan(j *job, hello *protocol.Hello, rules []byte, ok bool, why string) ([]byte, bool, string) {
	if st == nil || st.eng == nil || !slices.Contains(hello.Variants, j.v.Variant()) {
		return rules, ok, why
	}
	pl, err := st.eng.Plan(j.v)
	switch {
	case err != nil:
		return nil, false, "under your readings: " + err.Error()
	case len(pl.Depends) > 0:
		for _, o := range pl.Depends {
			st.depends[o] = append(st.depends[o], j.v.ID)
		}
		k, known := kinds[pl.Vector.Kind]
		if !known || k.multi(pl.Vector) {
			return nil, false, "under your readings: " + pl.NA
		}
		// Sent, and judged against every possible reading (judgeOpen).
		j.open = &openJudge{why: pl.NA, standIn: pl.StandIn, alts: pl.Alts}
		j.dstate = st
	case pl.NA != "":
		return nil, false, "under your readings: " + pl.NA
	}
	j.dialect, j.ownRules = st.eng, j.v.Rules // for the triage (refRules)
	if pl.Vector != j.v {
		if ok && pl.Changed {
			st.changed[j.res] = j.v
		}
		j.v = pl.Vector
	}
	return pl.Rules, true, ""
}

// summary tallies the main run under the engine's readings.
func (st *dialectState) summary(rep *Report) *DialectRun {
	if st == nil || st.eng == nil {
		return nil
	}
	dr := &DialectRun{Mode: st.mode, Readings: st.eng.Describe(), Open: st.eng.DescribeOpen(), Unsettled: st.depends, Matched: st.matched,
		Explained: []Explained{}, Unexplained: []string{}}
	dr.Open = slices.DeleteFunc(dr.Open, func(o string) bool {
		name, _, _ := strings.Cut(o, "=")
		return st.notPlayed[name] && len(st.depends[name]) == 0
	})
	if dr.Open == nil {
		dr.Open = []string{}
	}
	for i := range rep.Results {
		res := &rep.Results[i]
		orig, changed := st.changed[res]
		switch res.Status {
		case Pass:
			dr.Pass++
			if changed {
				dr.Explained = append(dr.Explained, Explained{ID: res.ID, Readings: st.eng.Explain(orig)})
			}
		case Fail, Error:
			if res.Expected {
				continue // an expected failure (--expect-fail) is no news
			}
			dr.Fail++
			dr.Unexplained = append(dr.Unexplained, res.ID)
			if changed {
				if ex := st.eng.Explain(orig); len(ex) > 0 {
					res.Message += " (expected answer recomputed under your readings " + strings.Join(ex, ", ") + ")"
				}
			}
		case NA:
			dr.NA++
		}
	}
	return dr
}

// writeDialect writes the dialect table and, under the engine's readings,
// the two groups of failures; details lists every probe.
func (r *Report) writeDialect(w io.Writer, details bool) {
	dialect.WriteTable(w, r.Dialect, details)
	r.writeFailingProbes(w)
	dr := r.DialectRun
	if dr == nil {
		return
	}
	fmt.Fprintf(w, "\nUnder your readings (%s: %s): %d pass, %d fail, %d n/a.\n", dr.Mode, orDefault(dr.Readings), dr.Pass, dr.Fail, dr.NA)
	if len(dr.Open) > 0 {
		fmt.Fprintf(w, "Not settled (no reading assumed; a vector that depends on one is n/a): %s\n", strings.Join(dr.Open, ", "))
		for _, o := range slices.Sorted(maps.Keys(dr.Unsettled)) {
			ids := dr.Unsettled[o]
			fmt.Fprintf(w, "  %s: %d vectors depend on it (n/a unless none of those readings gives your engine's answer), e.g. %s\n", o, len(ids), strings.Join(ids[:min(3, len(ids))], ", "))
			if m := dr.Matched[o]; len(m) > 0 {
				var parts []string
				for _, r := range slices.Sorted(maps.Keys(m)) {
					parts = append(parts, fmt.Sprintf("%s %d", r, m[r]))
				}
				fmt.Fprintf(w, "    your engine's answers on them are those of: %s (declare the reading in hello.dialect to be judged by it)\n", strings.Join(parts, ", "))
			}
		}
	}
	if len(dr.Explained) > 0 {
		fmt.Fprintf(w, "Failures a known reading explains (they pass under your readings): %d\n", len(dr.Explained))
		by := map[string]int{}
		for _, e := range dr.Explained {
			for _, r := range e.Readings {
				by[r]++
			}
		}
		var parts []string
		for _, r := range slices.Sorted(maps.Keys(by)) {
			parts = append(parts, fmt.Sprintf("%s %d", r, by[r]))
		}
		fmt.Fprintf(w, "  by reading: %s\n", strings.Join(parts, ", "))
		for i, e := range dr.Explained {
			if i == 20 && !details {
				fmt.Fprintf(w, "  ... and %d more (--json lists them all)\n", len(dr.Explained)-i)
				break
			}
			fmt.Fprintf(w, "  %s  %s\n", e.ID, strings.Join(e.Readings, ", "))
		}
	}
	fmt.Fprintf(w, "Failures no known reading explains: %d\n", len(dr.Unexplained))
}

// writeFailingProbes names, for each option of the dialect table whose probes
// (probe.OPTION.*) are among the run's failures, the failure classes they are
// in: a bug of the engine shown there may be what that verdict reflects, not a
// reading it plays.
func (r *Report) writeFailingProbes(w io.Writer) {
	if len(r.Dialect) == 0 {
		return
	}
	counts := map[string]map[int]int{} // option -> class (0: none) -> failing probes
	for _, res := range r.Results {
		if res.Status != Fail && res.Status != Error {
			continue
		}
		option, ok := dialect.ProbeOption(res.ID)
		if !ok {
			continue
		}
		if counts[option] == nil {
			counts[option] = map[int]int{}
		}
		counts[option][res.Class]++
	}
	var lines []string
	for _, d := range r.Dialect {
		byClass := counts[d.Option]
		if len(byClass) == 0 {
			continue
		}
		var parts []string
		for _, c := range slices.Sorted(maps.Keys(byClass)) {
			n := byClass[c]
			if c == 0 {
				parts = append(parts, fmt.Sprintf("%d in no class", n))
				continue
			}
			parts = append(parts, fmt.Sprintf("%d in class %d", n, c))
		}
		lines = append(lines, fmt.Sprintf("  %s %s: %s", d.Option, d.Followed, strings.Join(parts, ", ")))
	}
	if len(lines) > 0 {
		fmt.Fprintf(w, "Probes among the failures (the classes above): a bug shown there may be what the verdict reflects, not a reading your engine plays:\n%s\n", strings.Join(lines, "\n"))
	}
}

func orDefault(s []string) string {
	if len(s) == 0 {
		return "the default rules"
	}
	return strings.Join(s, ", ")
}
