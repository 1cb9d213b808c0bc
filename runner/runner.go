// Package runner is the conformance runner behind `bao check`: it sends the
// shared vectors (package vectors) to an engine under test through an
// Engine (a subprocess speaking protocol v1, or the reference adapter
// in-process), judges every reply, and reports the results as text, JSON
// or JUnit XML, with a dialect table of the disputed points.
//
// Each vector kind lives in its own file (kind_*.go): the requests it sends
// and how it judges the replies. Adding a vector kind is one new file that
// registers a kind.
package runner

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/baolakiswahili/conformance/dialect"
	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/mapping"
	"github.com/baolakiswahili/conformance/reference"
	"github.com/baolakiswahili/conformance/vectors"
)

// Status is the result of one vector.
type Status string

// Per-vector results.
const (
	Pass  Status = "pass"
	Fail  Status = "fail"
	Error Status = "error" // the engine crashed, timed out or answered garbage
	Skip  Status = "skip"  // nothing the protocol can observe
	NA    Status = "n/a"   // the engine's hello does not support the variant or option
)

// Result is the outcome of one vector.
type Result struct {
	ID       string   `json:"id"`
	File     string   `json:"file"`
	Kind     string   `json:"kind"`
	Variant  string   `json:"variant"`
	RuleIDs  []string `json:"ruleIds"`
	Tags     []string `json:"tags,omitempty"`
	Status   Status   `json:"status"`
	Expected bool     `json:"expectedFailure,omitempty"` // listed in the expect-fail file
	Message  string   `json:"message,omitempty"`
	Diff     string   `json:"diff,omitempty"`
	Request  string   `json:"request,omitempty"`
	Board    string   `json:"board,omitempty"`
	Stderr   string   `json:"stderr,omitempty"`
	Seconds  float64  `json:"seconds"`
	// Source is where a hand-written vector's scenario is (feature file and
	// line); Description says what it shows.
	Source      string `json:"source,omitempty"`
	Description string `json:"description,omitempty"`
	// Class is the failure class (1-based index into Report.Classes) of
	// a failure, 0 for the rest.
	Class int `json:"class,omitempty"`

	div         *divergence // where the answer left the expected one
	fl          *failure    // the failure, typed (failure.go)
	seeds, pits int         // the failing request's board size
}

// Options configure a run.
type Options struct {
	// Name names the engine in the report (its command line).
	Name       string
	Run        string // --run filter (see Select)
	ExpectFail map[string]bool
	// Progress, when not nil, gets a progress line now and then.
	Progress io.Writer
	// NoDialect skips the dialect report (the probes); with no declared
	// dialect the main run is then judged under each vector's own rules.
	NoDialect bool
	// NoInfer judges the main run under each vector's own rules even when
	// the probes found the engine's readings (a declared dialect is always
	// used).
	NoInfer bool
	// MaxPerftDepth caps perft vectors at this depth (0: every depth), for
	// slow engines.
	MaxPerftDepth int
	// PerftBudget caps the moves requests of one perft vector: the depths
	// whose walk would need more are not checked (vectors.PerftDepth; 0:
	// no cap). `bao check` sets vectors.DefaultPerftBudget unless told.
	PerftBudget uint64
	// ProgressEvery, with Progress, writes a progress line (not a
	// rewritten one) at most this often: for logs, when stderr is not a
	// terminal.
	ProgressEvery time.Duration
	// NoMapping skips the mapping check: its probes, sent before the
	// dialect probes and the vectors, and judged under the readings the
	// engine plays once they are known.
	NoMapping bool
	// Jobs is how many copies of the engine run side by side (0 or 1: one);
	// NewEngine makes each copy after the first (copies.go).
	Jobs      int
	NewEngine func() Engine
	// Shrink is the time budget for shrinking the engine-derived
	// representative of each failure class against the engine (0: none).
	Shrink time.Duration
}

// Report is the outcome of a run.
type Report struct {
	// Verdict is PASS or FAIL, as the text report and the exit status say.
	Verdict string `json:"verdict"`
	// Totals count the results by status.
	Totals  Counts          `json:"totals"`
	Engine  string          `json:"engine"`
	Hello   json.RawMessage `json:"hello,omitempty"`
	Results []Result        `json:"results"`
	// Suspicious ranks the rule IDs by how strongly the failing vectors
	// exercise them against the passing ones (Ochiai), most suspicious
	// first; Classes group the failures by where they part from the
	// reference, most suspicious first.
	Suspicious []RuleScore  `json:"suspicious,omitempty"`
	Classes    []Class      `json:"classes,omitempty"`
	Dialect    []DialectRow `json:"dialect,omitempty"`
	// Mapping is the mapping check's finding (runner/mapping.go), when it
	// ran: whether one slip of an adapter's board mapping explains the
	// engine's answers.
	Mapping *mapping.Finding `json:"mapping,omitempty"`
	// DialectRun, when the main run was judged under the engine's own
	// readings, counts and classifies its results.
	DialectRun *DialectRun `json:"dialectRun,omitempty"`
	// ShowProbes lists every probe in the text dialect table.
	ShowProbes bool `json:"-"`
	// ProtocolErrors are protocol errors that no vector of the report
	// owns (a second reply to a request of the dialect pass).
	ProtocolErrors []string `json:"protocolErrors,omitempty"`
	// Notes are things the engine does that the protocol tolerates and its
	// author may want to know (a byte-order mark before the hello, the
	// classes of vectors it hung on).
	Notes    []string `json:"notes,omitempty"`
	Restarts int      `json:"restarts"`
	GaveUp   string   `json:"gaveUp,omitempty"`
	Requests int      `json:"requests"`
	Seconds  float64  `json:"seconds"`

	score map[string]float64 // Suspicious, by rule
}

// Counts tallies results by status.
type Counts map[Status]int

// Tally counts the results, overall and by a key function.
func (r *Report) Tally(key func(*Result) string) (Counts, map[string]Counts) {
	all := Counts{}
	by := map[string]Counts{}
	for i := range r.Results {
		res := &r.Results[i]
		all[res.Status]++
		k := key(res)
		if by[k] == nil {
			by[k] = Counts{}
		}
		by[k][res.Status]++
	}
	return all, by
}

// Passed reports whether the run passes: no unexpected failure or error,
// no unexpected pass, no protocol error.
func (r *Report) Passed() bool {
	fail, upass := r.Failed()
	return len(fail) == 0 && len(upass) == 0 && len(r.ProtocolErrors) == 0
}

// Failed returns the results that fail the run: failures and errors not
// listed as expected, and listed vectors that passed (unexpected passes).
func (r *Report) Failed() (unexpected []Result, unexpectedPass []Result) {
	for _, res := range r.Results {
		switch {
		case (res.Status == Fail || res.Status == Error) && !res.Expected:
			unexpected = append(unexpected, res)
		case res.Status == Pass && res.Expected:
			unexpectedPass = append(unexpectedPass, res)
		}
	}
	return
}

// batchRequests is how many requests are pipelined in one batch.
const batchRequests = 256

// Run runs the vectors of files against the engine and returns the report.
// It returns an error only when the engine cannot be started at all or its
// hello is not one the runner can work with.
func Run(ctx context.Context, eng Engine, files []*vectors.File, o Options) (*Report, error) {
	start := time.Now()
	raw, err := eng.Start()
	if err != nil {
		var ee *EngineError
		if errors.As(err, &ee) && strings.TrimSpace(ee.Stderr) != "" {
			return nil, fmt.Errorf("starting engine %q: %w\nthe engine's stderr (tail):\n%s", o.Name, err, indent(ee.Stderr, "  "))
		}
		return nil, fmt.Errorf("starting engine %q: %w", o.Name, err)
	}
	hello, err := ParseHello(raw)
	if err != nil {
		return nil, fmt.Errorf("engine %q: %w", o.Name, err)
	}
	rep := &Report{Engine: o.Name, Hello: raw}
	cs, err := startCopies(eng, raw, o.Jobs, o.NewEngine)
	if err != nil {
		return nil, fmt.Errorf("engine %q: %w", o.Name, err)
	}
	defer cs.close()
	eng = cs.first()
	var mappingAnswers []mapping.Answer
	if !o.NoMapping {
		// Before anything else: a slip of the adapter's mapping would
		// make every answer wrong (runner/mapping.go). The answers are
		// judged once the readings the engine plays are known (below).
		mappingAnswers, rep.Mapping = askMapping(eng, hello)
	}
	var jobs []*job
	for _, f := range files {
		for i := range f.Vectors {
			v := &f.Vectors[i]
			if !Select(v, o.Run) {
				continue
			}
			rep.Results = append(rep.Results, Result{ID: v.ID, File: f.Name, Kind: v.Kind, Variant: v.Variant(), RuleIDs: v.RuleIDs, Tags: v.Tags, Expected: o.ExpectFail[v.ID], Source: v.Source, Description: v.Description})
			jobs = append(jobs, &job{file: f.Name, v: v, maxPerft: o.MaxPerftDepth, perftBudget: o.PerftBudget})
		}
	}
	for i, j := range jobs {
		j.res = &rep.Results[i]
	}
	prog := newProgress(o.Progress, o.ProgressEvery, len(jobs))
	if !o.NoDialect {
		prog.say("running the dialect probes")
	}
	var ds *dialectState
	rep.Dialect, ds, err = prepareDialect(cs, hello, files, o)
	if err != nil {
		return nil, fmt.Errorf("engine %q: %w", o.Name, err)
	}
	if mappingAnswers != nil {
		// Under the readings the hello declares or the probes inferred
		// (ds.eng), before the main run is judged: the diagnosis asks
		// the mapping's verdict (diagnose_reading.go).
		rep.Mapping = diagnoseMapping(mappingAnswers, ds.eng)
	}
	if err := prepare(jobs, hello, ds); err != nil {
		return nil, fmt.Errorf("engine %q: %w", o.Name, err)
	}
	for _, j := range jobs {
		j.inReport = true
	}
	mainStart := time.Now()
	cs.run(ctx, jobs, prog)
	prog.tick(len(jobs), "")
	prog.end()
	vs, owners := cs.violations()
	for i, v := range vs {
		if j := owners[i]; j != nil && j.inReport {
			j.res.Status, j.res.Message = Error, "engine error: "+ErrTwice+": "+v.Message
			j.res.fl = &failure{diff: healthEngine, engine: &EngineError{Kind: ErrTwice, Message: v.Message}}
			continue
		}
		rep.ProtocolErrors = append(rep.ProtocolErrors, v.Message)
	}
	for i := range rep.Results {
		// A message is one line of the report: an engine's text in it
		// cannot add lines (escape.go).
		rep.Results[i].Message = oneLine(rep.Results[i].Message)
	}
	rep.Notes = cs.notes()
	if n := jobsNote(time.Since(mainStart).Seconds(), time.Duration(cs.waited.Load()).Seconds(), len(cs.ts)); n != "" {
		rep.Notes = append(rep.Notes, n)
	}
	d := rep.diagnose(eng, hello, jobs, ds)
	rep.triage(jobs)
	if rep.setAside(ds) {
		// A bug moved the readings the run was judged by: judge again
		// under the readings the other probes give.
		rep.judgeAgain(d, jobs)
		rep.diagnose(eng, hello, jobs, ds)
		rep.triage(jobs)
	}
	rep.DialectRun = ds.summary(rep)
	var fixed *reference.Rules
	if ds != nil && ds.eng != nil {
		fixed = &ds.eng.Fixed
	}
	rep.shrinkClasses(eng, o.Shrink, fixed)
	st := cs.stats()
	rep.Restarts, rep.GaveUp, rep.Requests = st.Restarts, st.GaveUp, st.Requests
	rep.Seconds = time.Since(start).Seconds()
	return rep, nil
}

// interrupted says why a run stopped before a vector.
func interrupted(ctx context.Context) string {
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return "not run: the run's deadline (--deadline) passed"
	}
	return "not run: the run was interrupted"
}

// prepare decides, before anything is sent, the rules object of each job,
// and which jobs are n/a (the engine does not support them) or skipped. A
// run in which no selected vector applies to the engine is an error: it
// would otherwise pass without checking anything.
// Under the engine's own readings (ds), ds.plan has the last word.
func prepare(jobs []*job, hello *protocol.Hello, ds *dialectState) error {
	why := map[string]int{}
	applies := 0
	for _, j := range jobs {
		if ok, reason := prepareOne(j, hello, ds); !ok {
			why[reason]++
			continue
		}
		applies++
	}
	if applies > 0 || len(jobs) == 0 {
		return nil
	}
	reasons := slices.SortedFunc(maps.Keys(why), func(a, b string) int { return cmp.Or(why[b]-why[a], strings.Compare(a, b)) })
	var parts []string
	for _, r := range reasons[:min(3, len(reasons))] {
		parts = append(parts, fmt.Sprintf("%d: %s", why[r], r))
	}
	return fmt.Errorf("no selected vector applies to this engine, so nothing would be checked (hello variants %v; %s)", hello.Variants, strings.Join(parts, "; "))
}

// prepareOne decides the rules object of one job, whether it applies to the
// engine (ok false: n/a, with the reason) and whether it is skipped. The
// position sent is in the form the rules it is judged by give meaning to
// (dialect.SendForm).
func prepareOne(j *job, hello *protocol.Hello, ds *dialectState) (ok bool, reason string) {
	if j.orig == nil {
		j.orig = j.v
	}
	rules, ok, reason := wireRules(j.v, hello)
	rules, ok, reason = ds.plan(j, hello, rules, ok, reason)
	if !ok {
		j.res.Status, j.res.Message = NA, reason
		return false, reason
	}
	if j.dialect == nil {
		if own, err := j.v.Rules.Resolve(); err == nil {
			j.v = dialect.SendForm(j.v, own)
		}
	}
	j.rules = rules
	k, known := kinds[j.v.Kind]
	if !known {
		j.res.Status, j.res.Message = Error, fmt.Sprintf("the runner does not know the vector kind %q", j.v.Kind)
		j.res.fl = &failure{diff: diffBroken}
		return true, ""
	}
	j.kind = k
	if msg := k.skip(j.v); msg != "" {
		j.res.Status, j.res.Message = Skip, msg
	}
	return true, ""
}

// tracker remembers which job each request id belonged to, so that a
// protocol error found later (a second reply) is charged to its vector.
type tracker struct {
	Engine
	ids map[int64]*job
	cur *job // the multi-round job being run, if any
}

func (t *tracker) Do(reqs [][]byte) []Reply {
	var classes []string
	if t.cur != nil {
		classes = slices.Repeat([]string{classOf(t.cur.v)}, len(reqs))
	}
	return t.DoClassed(reqs, classes)
}

// DoClassed passes the requests' classes on to the engine.
func (t *tracker) DoClassed(reqs [][]byte, classes []string) []Reply {
	out := doClassed(t.Engine, reqs, classes)
	if t.cur != nil {
		for _, rp := range out {
			t.ids[rp.ID] = t.cur
		}
	}
	return out
}

// sent is a batch whose replies are in.
type sent struct {
	batch   []*job
	reqs    [][]byte
	replies []Reply
	spans   []int
	per     float64
}

// sendBatch sends the requests of single-round jobs in one pipelined batch.
func sendBatch(eng Engine, batch []*job) *sent {
	if len(batch) == 0 {
		return nil
	}
	t0 := time.Now()
	var reqs [][]byte
	var classes []string
	spans := make([]int, len(batch))
	for i, j := range batch {
		r := j.kind.requests(j)
		reqs = append(reqs, r...)
		spans[i] = len(r)
		for range r {
			classes = append(classes, classOf(j.v))
		}
	}
	replies := doClassed(eng, reqs, classes)
	if t, ok := eng.(*tracker); ok {
		k := 0
		for i, j := range batch {
			for _, rp := range replies[k : k+spans[i]] {
				t.ids[rp.ID] = j
			}
			k += spans[i]
		}
	}
	return &sent{batch: batch, reqs: reqs, replies: replies, spans: spans, per: time.Since(t0).Seconds() / float64(len(batch))}
}

// runBatch sends a batch and judges it on this goroutine.
func runBatch(eng Engine, batch []*job) {
	if s := sendBatch(eng, batch); s != nil {
		s.judgeAll()
	}
}

func (s *sent) judgeAll() {
	k := 0
	for i, j := range s.batch {
		j.judgeReplies(s.reqs[k:k+s.spans[i]], s.replies[k:k+s.spans[i]])
		j.res.Seconds = s.per
		j.sent = nil // a failure keeps its own (failure.go)
		k += s.spans[i]
	}
}

// judgeReplies turns the replies of a single-round vector into a verdict:
// an engine error or an undecodable reply is an error; the rest goes to the
// vector's kind.
func (j *job) judgeReplies(reqs [][]byte, replies []Reply) {
	for i, rp := range replies {
		if rp.Err != nil {
			j.engineError(reqs[i], rp)
			if len(replies) > 1 {
				j.res.Message = fmt.Sprintf("ply %d: %s", i+1, j.res.Message)
			}
			return
		}
	}
	if err := j.v.Expect.Materialize(); err != nil {
		j.fail(Error, diffBroken, reqs[0], "the vector is broken: %v", err)
		return
	}
	bodies := make([]*protocol.Reply, len(replies))
	for i, rp := range replies {
		b := j.decode(reqs[i], rp)
		if b == nil {
			return
		}
		bodies[i] = b
	}
	j.res.Status = Pass
	j.kind.judge(j, reqs, bodies)
	if j.open != nil {
		j.judgeOpen(reqs, bodies)
	}
}
