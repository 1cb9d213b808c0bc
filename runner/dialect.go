package runner

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/baolakiswahili/conformance/dialect"
	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/reference"
	"github.com/baolakiswahili/conformance/vectors"
)

// The dialect pass: before the main run, every isolated probe (probes.json)
// is sent once without its option, and package dialect turns the answers
// into the dialect table and the readings the engine plays. The main run is
// then judged under the engine's own readings: those its hello declares
// (hello.dialect), else those the probes found (unless Options.NoInfer).

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
}

// prepareDialect runs the probes (unless o.NoDialect) and returns the
// dialect table and how the main run is to be judged.
func prepareDialect(eng Engine, hello *protocol.Hello, files []*vectors.File, o Options) ([]DialectRow, *dialectState, error) {
	st := &dialectState{changed: map[*Result]*vectors.Vector{}}
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
	rows, inferred := runProbes(eng, hello, files, o.Run, base, fixed)
	for i := range rows {
		_, rows[i].Selectable = hello.Options[rows[i].Option]
	}
	if st.eng == nil && !o.NoInfer && len(rows) > 0 {
		st.eng = &dialect.Engine{Fixed: inferred, Selectable: hello.Options, Profiles: hello.Profiles}
		st.mode = "inferred"
	}
	return rows, st, nil
}

// runProbes sends every probe of the selection whose vectors are among the
// selected ones (all of them when the filter selects none), once, without
// its option, and judges the answers.
func runProbes(eng Engine, hello *protocol.Hello, files []*vectors.File, filter string, base reference.Rules, fixed map[string]bool) ([]DialectRow, reference.Rules) {
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
		return nil, base
	}
	var cases []dialect.Case
	var reqs [][]byte
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
			idx = append(idx, len(cases))
		}
		cases = append(cases, c)
	}
	for start := 0; start < len(reqs); start += 64 {
		end := min(start+64, len(reqs))
		replies := eng.Do(reqs[start:end])
		for k, rp := range replies {
			answer(&cases[idx[start+k]], rp)
		}
	}
	return dialect.Infer(base, fixed, cases)
}

// answer decodes the engine's reply to a probe.
func answer(c *dialect.Case, rp Reply) {
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
	case pl.NA != "":
		return nil, false, "under your readings: " + pl.NA
	}
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
	dr := &DialectRun{Mode: st.mode, Readings: st.eng.Describe(), Explained: []Explained{}, Unexplained: []string{}}
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
			dr.Fail++
			dr.Unexplained = append(dr.Unexplained, res.ID)
			if changed {
				res.Message += " (expected answer recomputed under your readings " + strings.Join(st.eng.Explain(orig), ", ") + ")"
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
	if len(r.Dialect) > 0 {
		fmt.Fprintf(w, "\nDialect (isolated probes sent without their option; which reading the engine plays):\n")
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", "dispute", "option", "follows", "probes (judged: passed per reading)")
		for _, d := range r.Dialect {
			follows := d.Followed
			if d.Followed == dialect.None && len(d.Readings) == 0 {
				follows = "none (no known reading)"
			}
			if d.Declared != "" {
				follows += " (declared " + d.Declared + ")"
			}
			if d.Selectable {
				follows += " (selectable)"
			}
			if d.Unmatched > 0 && d.Followed != dialect.None {
				follows += fmt.Sprintf(" (%d %s no reading)", d.Unmatched, map[bool]string{true: "probe matches", false: "probes match"}[d.Unmatched == 1])
			}
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", d.Dispute, d.Option, follows, probeSummary(d))
		}
		tw.Flush()
		for _, d := range r.Dialect {
			if d.Reason != "" && details {
				fmt.Fprintf(w, "  %s: %s\n", d.Option, d.Reason)
			}
			shown := 0
			for _, p := range d.Probes {
				if details {
					state := p.Status
					if p.Status == dialect.Judged {
						state = "pass " + orDash(p.Pass) + "; fail " + orDash(p.Fail)
					} else if p.Message != "" {
						state += ": " + p.Message
					}
					fmt.Fprintf(w, "  %s %s %s %s: %s\n", d.Option, p.ID, p.Phase, p.Move, state)
				}
				// A probe that matches no reading, and a probe of a
				// "none" row, is shown in full: the first of each row
				// (all of them with --details).
				if p.Status == dialect.Judged && p.Board != "" && (len(p.Pass) == 0 || d.Followed == dialect.None) && (details || shown == 0) {
					shown++
					what := "matches no reading"
					if len(p.Pass) > 0 {
						what = "gives the answer of " + strings.Join(p.Pass, ", ") + ", which other probes contradict"
					}
					label := "NONE"
					if d.Followed != dialect.None {
						label = "NO READING"
					}
					fmt.Fprintf(w, "\n%s %s: probe %s (%s %s), move %s %s\n", label, d.Option, p.ID, p.Variant, p.Phase, p.Move, what)
					fmt.Fprintf(w, "  board:\n%s", indent(p.Board, "    "))
					fmt.Fprintf(w, "  request: %s\n", clip(p.Request, 1500))
					for _, reading := range slices.Sorted(maps.Keys(p.Expected)) {
						fmt.Fprintf(w, "  under %s:\n%s", reading, indent(p.Expected[reading], "    "))
					}
					fmt.Fprintf(w, "  your engine:\n%s", indent(p.Got, "    "))
				}
			}
		}
	}
	if dr := r.DialectRun; dr != nil {
		fmt.Fprintf(w, "\nUnder your readings (%s: %s): %d pass, %d fail, %d n/a.\n", dr.Mode, orDefault(dr.Readings), dr.Pass, dr.Fail, dr.NA)
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
}

func probeSummary(d DialectRow) string {
	judged := 0
	pass := map[string]int{}
	for _, p := range d.Probes {
		if p.Status != dialect.Judged {
			continue
		}
		judged++
		for _, r := range p.Pass {
			pass[r]++
		}
	}
	o, _ := reference.LookupOption(d.Option)
	var parts []string
	for _, r := range o.Readings {
		parts = append(parts, fmt.Sprintf("%s %d/%d", r, pass[r], judged))
	}
	return fmt.Sprintf("%d of %d judged: %s", judged, len(d.Probes), strings.Join(parts, ", "))
}

func orDash(s []string) string {
	if len(s) == 0 {
		return "-"
	}
	return strings.Join(s, ",")
}

func orDefault(s []string) string {
	if len(s) == 0 {
		return "the default rules"
	}
	return strings.Join(s, ", ")
}
