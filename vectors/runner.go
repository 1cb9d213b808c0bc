package vectors

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/baolakiswahili/conformance/adapter"
	"github.com/baolakiswahili/conformance/reference"
	"github.com/google/go-cmp/cmp"
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
}

// Options configure a run.
type Options struct {
	Engine     string        // shell command of the engine
	Timeout    time.Duration // per request (0: 5s)
	Run        string        // --run filter (see Select)
	ExpectFail map[string]bool
	// Progress, when not nil, gets a progress line now and then.
	Progress io.Writer
	// MaxTimeouts: consecutive timeouts before giving up on the engine (0: 3).
	MaxTimeouts int
	// NoDialect skips the dialect report.
	NoDialect bool
}

// Report is the outcome of a run.
type Report struct {
	Engine   string          `json:"engine"`
	Hello    json.RawMessage `json:"hello,omitempty"`
	Results  []Result        `json:"results"`
	Dialect  []DialectRow    `json:"dialect,omitempty"`
	Restarts int             `json:"restarts"`
	GaveUp   string          `json:"gaveUp,omitempty"`
	Requests int             `json:"requests"`
	Seconds  float64         `json:"seconds"`
}

// DialectRow says which reading of one disputed point the engine follows
// when it is not told: the dialect vectors of each reading were sent without
// the option.
type DialectRow struct {
	Dispute  string         `json:"dispute"`
	Option   string         `json:"option"`
	Readings []ReadingScore `json:"readings"`
	// Followed is the reading whose vectors all passed, "none", or several
	// joined by "|" when the vectors cannot tell them apart.
	Followed string `json:"followed"`
	// Declared says whether the engine's hello lists the option.
	Declared bool `json:"declared"`
}

// ReadingScore counts the dialect vectors of one reading that passed.
type ReadingScore struct {
	Reading string `json:"reading"`
	Passed  int    `json:"passed"`
	Total   int    `json:"total"`
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

// job is one vector being run.
type job struct {
	file string
	v    *Vector
	res  *Result
	// rules is the rules object sent to the engine.
	rules json.RawMessage
}

// Run runs the vectors of files against the engine and returns the report.
// It returns an error only when the engine cannot be started at all.
func Run(ctx context.Context, files []*File, o Options) (*Report, error) {
	start := time.Now()
	c := NewClient(o.Engine, o.Timeout)
	c.MaxTimeouts = o.MaxTimeouts
	defer c.Close()
	if err := c.Start(); err != nil {
		return nil, fmt.Errorf("vectors: starting engine %q: %w", o.Engine, err)
	}
	rep := &Report{Engine: o.Engine, Hello: c.HelloRaw}
	var jobs []*job
	for _, f := range files {
		for i := range f.Vectors {
			v := &f.Vectors[i]
			if !Select(v, o.Run) {
				continue
			}
			rep.Results = append(rep.Results, Result{ID: v.ID, File: f.Name, Kind: v.Kind, Variant: v.Variant(), RuleIDs: v.RuleIDs, Tags: v.Tags, Expected: o.ExpectFail[v.ID]})
			jobs = append(jobs, &job{file: f.Name, v: v})
		}
	}
	for i, j := range jobs {
		j.res = &rep.Results[i]
	}
	total := len(jobs)
	lastProgress := time.Now()
	progress := func(done int) {
		if o.Progress == nil || time.Since(lastProgress) < 200*time.Millisecond && done < total {
			return
		}
		lastProgress = time.Now()
		fmt.Fprintf(o.Progress, "\r%d/%d vectors ", done, total)
	}
	// Replies are judged on another goroutine while the engine works on the
	// next batch.
	judge := newJudge()
	var batch []*job
	flush := func() {
		judge.add(sendBatch(c, batch))
		batch = nil
	}
	pendingReqs := 0
	for i, j := range jobs {
		if ctx.Err() != nil {
			j.res.Status, j.res.Message = Error, "interrupted"
			continue
		}
		rules, ok, why := wireRules(j.v, c.Hello)
		if !ok {
			j.res.Status, j.res.Message = NA, why
			continue
		}
		j.rules = rules
		if msg := skipReason(j.v); msg != "" {
			j.res.Status, j.res.Message = Skip, msg
			continue
		}
		if singleRound(j.v) {
			batch = append(batch, j)
			pendingReqs += requestCount(j.v)
			if pendingReqs >= 256 {
				flush()
				pendingReqs = 0
				progress(i + 1)
			}
			continue
		}
		flush()
		judge.wait()
		pendingReqs = 0
		t0 := time.Now()
		runMulti(c, j)
		j.res.Seconds = time.Since(t0).Seconds()
		progress(i + 1)
	}
	flush()
	judge.wait()
	progress(total)
	if o.Progress != nil {
		fmt.Fprintln(o.Progress)
	}
	if !o.NoDialect {
		rep.Dialect = runDialect(c, files, o.Run)
	}
	rep.Restarts, rep.GaveUp, rep.Requests = c.Restarts, c.GaveUp(), c.Requests
	rep.Seconds = time.Since(start).Seconds()
	return rep, nil
}

// wireRules returns the rules object to send for v, or why the engine does
// not support the vector (n/a). A profile the engine does not list is sent as
// the default profile plus the options that make it.
func wireRules(v *Vector, h *adapter.Hello) (json.RawMessage, bool, string) {
	variant := v.Variant()
	if !slices.Contains(h.Variants, variant) {
		return nil, false, fmt.Sprintf("the engine does not support the variant %q", variant)
	}
	rj := v.Rules
	opts := map[string]string{}
	if rj.Profile != "" && rj.Profile != "default" && !slices.Contains(h.Profiles, rj.Profile) {
		base, err := reference.Profile(rj.Profile)
		if err != nil {
			return nil, false, fmt.Sprintf("unknown profile %q", rj.Profile)
		}
		maps.Copy(opts, base.Diff(reference.Rules{}))
		rj = reference.RulesJSON{Profile: "default"}
	}
	maps.Copy(opts, v.Rules.Options)
	for _, name := range slices.Sorted(maps.Keys(opts)) {
		if !slices.Contains(h.Options[name], opts[name]) {
			return nil, false, fmt.Sprintf("the engine does not support the option %s=%s", name, opts[name])
		}
	}
	if len(opts) > 0 {
		rj.Options = opts
	}
	if rj.Profile == "" {
		rj.Profile = "default"
	}
	b, _ := json.Marshal(rj)
	return b, true, ""
}

func skipReason(v *Vector) string {
	e := &v.Expect
	switch v.Kind {
	case KindMoves:
		if !e.hasMoves() && e.MoveSet == nil && e.GameOver == nil && len(v.Unchecked) > 0 {
			return "nothing the protocol can observe: " + strings.Join(v.Unchecked, "; ")
		}
	}
	return ""
}

func singleRound(v *Vector) bool {
	switch v.Kind {
	case KindPerft:
		return false
	case KindApply, KindIllegal:
		return len(v.Setup) == 0 && (v.Expect.Facts == nil || v.Expect.Facts.MoveSet == nil)
	}
	return true
}

func requestCount(v *Vector) int {
	if v.Kind == KindGame {
		return len(v.Expect.Steps)
	}
	return 1
}

func movesReq(rules, pos json.RawMessage) []byte {
	b := make([]byte, 0, len(pos)+len(rules)+48)
	b = append(b, `"op":"moves","rules":`...)
	b = append(b, rules...)
	b = append(b, `,"position":`...)
	b = append(b, pos...)
	return b
}

func applyReq(rules, pos, move json.RawMessage) []byte {
	b := make([]byte, 0, len(pos)+len(rules)+len(move)+64)
	b = append(b, `"op":"apply","rules":`...)
	b = append(b, rules...)
	b = append(b, `,"position":`...)
	b = append(b, pos...)
	b = append(b, `,"move":`...)
	b = append(b, move...)
	return b
}

// requests builds the requests of a single-round vector.
func (j *job) requests() [][]byte {
	v := j.v
	switch v.Kind {
	case KindMoves:
		return [][]byte{movesReq(j.rules, v.Position)}
	case KindApply, KindIllegal:
		return [][]byte{applyReq(j.rules, v.Position, v.Move)}
	case KindGame:
		out := make([][]byte, len(v.Expect.Steps))
		pos := v.Position
		for i, s := range v.Expect.Steps {
			out[i] = applyReq(j.rules, pos, s.Move)
			pos = s.Position
		}
		return out
	}
	return nil
}

func runBatch(c *Client, batch []*job) {
	sendBatch(c, batch).judgeAll()
}

// sent is a batch whose replies are in.
type sent struct {
	batch   []*job
	reqs    [][]byte
	replies []Reply
	spans   []int
	per     float64
}

func sendBatch(c *Client, batch []*job) *sent {
	if len(batch) == 0 {
		return nil
	}
	t0 := time.Now()
	var reqs [][]byte
	spans := make([]int, len(batch))
	for i, j := range batch {
		r := j.requests()
		reqs = append(reqs, r...)
		spans[i] = len(r)
	}
	replies := c.Do(reqs)
	return &sent{batch: batch, reqs: reqs, replies: replies, spans: spans, per: time.Since(t0).Seconds() / float64(len(batch))}
}

func (s *sent) judgeAll() {
	if s == nil {
		return
	}
	k := 0
	for i, j := range s.batch {
		j.judge(s.reqs[k:k+s.spans[i]], s.replies[k:k+s.spans[i]])
		j.res.Seconds = s.per
		k += s.spans[i]
	}
}

// judge judges sent batches on other goroutines.
type judge struct {
	wg sync.WaitGroup
}

func newJudge() *judge { return &judge{} }

func (j *judge) add(s *sent) {
	if s == nil {
		return
	}
	j.wg.Add(1)
	go func() {
		defer j.wg.Done()
		s.judgeAll()
	}()
}

func (j *judge) wait() { j.wg.Wait() }

// replyBody is a decoded reply.
type replyBody struct {
	MovesP   *[]Successor    `json:"moves"`
	Moves    []Successor     `json:"-"`
	Position json.RawMessage `json:"position"`
	Outcome  json.RawMessage `json:"outcome"`
	Error    *struct {
		Kind    string `json:"kind"`
		Message string `json:"message"`
	} `json:"error"`
	movesSet bool
}

func decodeReply(raw []byte) (*replyBody, error) {
	var b replyBody
	if fastReply(raw, &b) {
		return &b, nil
	}
	b = replyBody{}
	if err := json.Unmarshal(raw, &b); err != nil {
		return nil, fmt.Errorf("reply is not the protocol's shape: %v", err)
	}
	if b.MovesP != nil {
		b.Moves, b.movesSet = *b.MovesP, true
	}
	return &b, nil
}

// fastReply splits a reply with the adapter's scanner; false: use encoding/json.
func fastReply(raw []byte, b *replyBody) bool {
	var buf [6]adapter.Member
	ms, ok := adapter.SplitObject(raw, buf[:0])
	if !ok {
		return false
	}
	for _, m := range ms {
		switch m.Key {
		case "moves":
			if string(m.Value) == "null" {
				continue
			}
			els, ok := adapter.SplitArrayTrusted(m.Value, nil)
			if !ok {
				return false
			}
			b.movesSet = true
			b.Moves = make([]Successor, len(els))
			var mb [4]adapter.Member
			for i, e := range els {
				sm, ok := adapter.SplitObjectTrusted(e, mb[:0])
				if !ok {
					return false
				}
				for _, x := range sm {
					switch x.Key {
					case "move":
						b.Moves[i].Move = x.Value
					case "position":
						b.Moves[i].Position = x.Value
					case "outcome":
						b.Moves[i].Outcome = x.Value
					}
				}
			}
		case "position":
			b.Position = m.Value
		case "outcome":
			b.Outcome = m.Value
		case "error":
			return false // rare: let encoding/json decode it
		}
	}
	return true
}

func (j *job) fail(st Status, req []byte, format string, args ...any) {
	j.res.Status = st
	j.res.Message = fmt.Sprintf(format, args...)
	j.res.Request = clip(`{"id":N,`+string(req)+`}`, 4000)
	var p reference.Position
	if err := json.Unmarshal(j.v.Position, &p); err == nil {
		j.res.Board = reference.FormatDiagram(p)
	}
}

func (j *job) engineError(req []byte, e *EngineError) {
	j.fail(Error, req, "engine error: %s", e.Error())
	j.res.Stderr = e.Stderr
}

// judge compares the replies of a single-round vector with its expectation.
func (j *job) judge(reqs [][]byte, replies []Reply) {
	v := j.v
	for i, rp := range replies {
		if rp.Err != nil {
			j.engineError(reqs[i], rp.Err)
			if v.Kind == KindGame {
				j.res.Message = fmt.Sprintf("ply %d: %s", i+1, j.res.Message)
			}
			return
		}
	}
	bodies := make([]*replyBody, len(replies))
	for i, rp := range replies {
		b, err := decodeReply(rp.Raw)
		if err != nil {
			j.fail(Error, reqs[i], "engine error: %s: %s", ErrBadReply, err)
			return
		}
		bodies[i] = b
	}
	j.res.Status = Pass
	switch v.Kind {
	case KindIllegal:
		j.judgeIllegal(reqs[0], bodies[0])
	case KindApply:
		j.judgeApply(reqs[0], bodies[0], nil)
	case KindMoves:
		j.judgeMoves(reqs[0], bodies[0])
	case KindGame:
		for i, s := range v.Expect.Steps {
			b := bodies[i]
			if b.Error != nil {
				j.fail(Fail, reqs[i], "ply %d (%s): the engine refused the move: %s: %s", i+1, s.MoveText, b.Error.Kind, b.Error.Message)
				return
			}
			if msg, diff := compareResult(s.Position, s.Outcome, b.Position, b.Outcome); msg != "" {
				j.fail(Fail, reqs[i], "ply %d (%s): %s", i+1, s.MoveText, msg)
				j.res.Diff = diff
				return
			}
		}
	}
}

func (j *job) judgeIllegal(req []byte, b *replyBody) {
	switch {
	case b.Error == nil:
		j.fail(Fail, req, "the engine played a move that is illegal (%s)", j.v.Expect.Message)
		if b.Position != nil {
			j.res.Diff = diffLines([]string{"error: illegal-move"}, posLines(b.Position, b.Outcome))
		}
	case b.Error.Kind != adapter.KindIllegalMove:
		j.fail(Fail, req, "want error kind illegal-move (%s), got %s: %s", j.v.Expect.Message, b.Error.Kind, b.Error.Message)
	}
}

// compareResult compares an expected position and outcome with the engine's.
func compareResult(wantPos, wantOut, gotPos, gotOut json.RawMessage) (msg, diff string) {
	if gotOut == nil {
		gotOut = json.RawMessage("null")
	}
	if bytes.Equal(wantPos, gotPos) && bytes.Equal(wantOut, gotOut) {
		return "", ""
	}
	if gotPos == nil {
		return "the reply has no position", ""
	}
	var wp, gp reference.Position
	if err := json.Unmarshal(wantPos, &wp); err != nil {
		return "the vector's position is invalid: " + err.Error(), ""
	}
	if err := json.Unmarshal(gotPos, &gp); err != nil {
		return "the engine's position is invalid: " + err.Error(), ""
	}
	var wo, gout reference.Outcome
	if err := json.Unmarshal(wantOut, &wo); err != nil {
		return "the vector's outcome is invalid: " + err.Error(), ""
	}
	if err := json.Unmarshal(gotOut, &gout); err != nil {
		return "the engine's outcome is invalid: " + err.Error(), ""
	}
	if wp == gp && wo == gout {
		return "", ""
	}
	return "wrong result", diffLines(posLinesP(&wp, wo), posLinesP(&gp, gout))
}

// posLines renders a position and outcome as text lines for diffs.
func posLines(pos, out json.RawMessage) []string {
	var p reference.Position
	if err := json.Unmarshal(pos, &p); err != nil {
		return []string{"invalid position: " + err.Error(), string(pos)}
	}
	var o reference.Outcome
	if out != nil {
		json.Unmarshal(out, &o)
	}
	return posLinesP(&p, o)
}

func posLinesP(p *reference.Position, o reference.Outcome) []string {
	t, _ := p.MarshalText()
	lines := strings.Split(strings.TrimRight(string(t), "\n"), "\n")
	if o.Over() {
		lines = append(lines, fmt.Sprintf("outcome: %s wins by %s", o.Winner, o.Reason))
	} else {
		lines = append(lines, "outcome: the game goes on")
	}
	return lines
}

func diffLines(want, got any) string {
	return "-expected +actual\n" + cmp.Diff(want, got)
}

// moveKey decodes a move and returns its canonical text.
func moveKey(raw json.RawMessage) (string, error) {
	var m reference.Move
	if err := json.Unmarshal(raw, &m); err != nil {
		return "", err
	}
	return m.String(), nil
}

// canonKey returns the canonical JSON of a move; known holds canonical keys
// that are taken as they are.
func canonKey(raw json.RawMessage, known map[string]Successor) (string, error) {
	if _, ok := known[string(raw)]; ok {
		return string(raw), nil
	}
	var m reference.Move
	if err := json.Unmarshal(raw, &m); err != nil {
		return "", err
	}
	return string(adapter.AppendMove(nil, m)), nil
}

// keyText turns a canonical move JSON key into its text.
func keyText(k string) string {
	t, err := moveKey(json.RawMessage(k))
	if err != nil {
		return k
	}
	return t
}

func (j *job) judgeMoves(req []byte, b *replyBody) {
	v := j.v
	if b.Error != nil {
		j.fail(Fail, req, "the engine refused to list the moves: %s: %s", b.Error.Kind, b.Error.Message)
		return
	}
	if !b.movesSet {
		j.fail(Error, req, "engine error: %s: the reply has no moves field", ErrBadReply)
		return
	}
	if err := v.Expect.materialize(); err != nil {
		j.fail(Error, req, "the vector is broken: %v", err)
		return
	}
	want := make(map[string]Successor, len(v.Expect.Moves))
	for _, s := range v.Expect.Moves {
		want[string(s.Move)] = s
	}
	got := make(map[string]Successor, len(b.Moves))
	for _, s := range b.Moves {
		k, err := canonKey(s.Move, want)
		if err != nil {
			j.fail(Fail, req, "the engine listed an invalid move %s: %v", s.Move, err)
			return
		}
		if _, dup := got[k]; dup {
			j.fail(Fail, req, "the engine listed the move %s twice", keyText(k))
			return
		}
		got[k] = s
	}
	if g := v.Expect.GameOver; g != nil && *g != (len(got) == 0) {
		if *g {
			j.fail(Fail, req, "the game is over for the side to move, but the engine lists %d moves", len(got))
		} else {
			j.fail(Fail, req, "the game goes on, but the engine lists no move")
		}
		return
	}
	if v.Expect.MoveSet != nil {
		j.compareMoveSet(req, v.Expect.MoveSet, v.Expect.MoveTexts, got, "")
		return
	}
	if v.Expect.Moves == nil {
		return
	}
	wantD, gotD := map[string][]string{}, map[string][]string{}
	var missing, extra, wrong []string
	for k, w := range want {
		g, ok := got[k]
		if !ok {
			missing = append(missing, keyText(k))
			wantD[keyText(k)] = posLines(w.Position, w.Outcome)
			continue
		}
		if msg, _ := compareResult(w.Position, w.Outcome, g.Position, g.Outcome); msg != "" {
			wrong = append(wrong, keyText(k))
			wantD[keyText(k)] = posLines(w.Position, w.Outcome)
			gotD[keyText(k)] = posLines(g.Position, g.Outcome)
		}
	}
	for k, g := range got {
		if _, ok := want[k]; !ok {
			extra = append(extra, keyText(k))
			gotD[keyText(k)] = posLines(g.Position, g.Outcome)
		}
	}
	if len(missing)+len(extra)+len(wrong) == 0 {
		return
	}
	sort.Strings(missing)
	sort.Strings(extra)
	sort.Strings(wrong)
	var parts []string
	if len(missing) > 0 {
		parts = append(parts, "missing moves "+strings.Join(missing, " "))
	}
	if len(extra) > 0 {
		parts = append(parts, "extra moves "+strings.Join(extra, " "))
	}
	if len(wrong) > 0 {
		parts = append(parts, "wrong results for "+strings.Join(wrong, " "))
	}
	j.fail(Fail, req, "%s", strings.Join(parts, "; "))
	j.res.Diff = diffLines(wantD, gotD)
}

func (j *job) compareMoveSet(req []byte, set []json.RawMessage, texts []string, got map[string]Successor, what string) {
	want := map[string]bool{}
	for _, m := range set {
		k, _ := canonKey(m, nil)
		want[keyText(k)] = true
	}
	have := map[string]bool{}
	for k := range got {
		have[keyText(k)] = true
	}
	if maps.Equal(want, have) {
		return
	}
	j.fail(Fail, req, "%swrong set of legal moves (expected %s)", what, strings.Join(texts, ", "))
	j.res.Diff = diffLines(slices.Sorted(maps.Keys(want)), slices.Sorted(maps.Keys(have)))
}

// judgeApply checks an apply reply; next is the reply to the follow-up moves
// request for facts.moveSet, if any.
func (j *job) judgeApply(req []byte, b *replyBody, next *replyBody) {
	e := &j.v.Expect
	if b.Error != nil {
		j.fail(Fail, req, "the engine refused the move: %s: %s", b.Error.Kind, b.Error.Message)
		return
	}
	if b.Position == nil {
		j.fail(Error, req, "engine error: %s: the reply has neither a position nor an error", ErrBadReply)
		return
	}
	if e.Position != nil {
		out := e.Outcome
		if out == nil {
			out = json.RawMessage("null")
		}
		if msg, diff := compareResult(e.Position, out, b.Position, b.Outcome); msg != "" {
			j.fail(Fail, req, "%s", msg)
			j.res.Diff = diff
		}
		return
	}
	if e.Facts == nil {
		return // legal, nothing else stated
	}
	var gp reference.Position
	if err := json.Unmarshal(b.Position, &gp); err != nil {
		j.fail(Fail, req, "the engine's position is invalid: %v", err)
		return
	}
	var gout reference.Outcome
	if b.Outcome != nil {
		if err := json.Unmarshal(b.Outcome, &gout); err != nil {
			j.fail(Fail, req, "the engine's outcome is invalid: %v", err)
			return
		}
	}
	want, got := factLines(e.Facts, &gp, gout)
	if !slices.Equal(want, got) {
		j.fail(Fail, req, "the result differs from the facts the scenario states")
		j.res.Diff = diffLines(want, got)
		return
	}
	if e.Facts.MoveSet != nil && next != nil {
		if next.Error != nil {
			j.fail(Fail, req, "the engine refused to list the moves after the move: %s: %s", next.Error.Kind, next.Error.Message)
			return
		}
		m := map[string]Successor{}
		for _, s := range next.Moves {
			k, err := canonKey(s.Move, nil)
			if err != nil {
				j.fail(Fail, req, "the engine listed an invalid move %s: %v", s.Move, err)
				return
			}
			m[k] = s
		}
		j.compareMoveSet(req, e.Facts.MoveSet, e.Facts.MoveTexts, m, "after the move: ")
	}
}

// factLines renders the stated facts and the same facts of the engine's result.
func factLines(f *Facts, p *reference.Position, o reference.Outcome) (want, got []string) {
	add := func(name, w, g string) {
		want = append(want, name+": "+w)
		got = append(got, name+": "+g)
	}
	if f.Board != nil {
		for _, side := range []struct {
			name string
			rows Rows
			s    reference.Side
		}{{"south", f.Board.South, reference.South}, {"north", f.Board.North, reference.North}} {
			var front, back [8]int
			for i := 0; i < 8; i++ {
				front[i] = int(p.Pits[side.s][i])
				back[i] = int(p.Pits[side.s][15-i])
			}
			add(side.name+".front", fmt.Sprint(side.rows.Front), fmt.Sprint(front))
			add(side.name+".back", fmt.Sprint(side.rows.Back), fmt.Sprint(back))
		}
	}
	if f.Stores != nil {
		add("stores", fmt.Sprintf("south %d north %d", f.Stores.South, f.Stores.North), fmt.Sprintf("south %d north %d", p.Store[0], p.Store[1]))
	}
	for _, s := range slices.Sorted(maps.Keys(f.House)) {
		side, _ := reference.ParseSide(s)
		add(s+".house", f.House[s], p.House[side].String())
	}
	if f.ToMove != "" {
		add("toMove", f.ToMove, p.ToMove.String())
	}
	pitName := func(q reference.Pit) string {
		if q == reference.NoPit {
			return "none"
		}
		return q.String()
	}
	if f.Blocked != "" {
		add("blocked", f.Blocked, pitName(p.Blocked))
	}
	if f.MustCapture != "" {
		add("mustCapture", f.MustCapture, pitName(p.MustCapture))
	}
	if f.Outcome != nil {
		var wo reference.Outcome
		json.Unmarshal(f.Outcome, &wo)
		add("outcome", outcomeText(wo), outcomeText(o))
	}
	return want, got
}

func outcomeText(o reference.Outcome) string {
	if !o.Over() {
		return "the game goes on"
	}
	return fmt.Sprintf("%s wins by %s", o.Winner, o.Reason)
}

// runMulti runs a vector that needs several rounds of requests.
func runMulti(c *Client, j *job) {
	v := j.v
	switch v.Kind {
	case KindApply, KindIllegal:
		do := func(req []byte) *replyBody {
			rp := c.Do([][]byte{req})[0]
			if rp.Err != nil {
				j.engineError(req, rp.Err)
				return nil
			}
			b, err := decodeReply(rp.Raw)
			if err != nil {
				j.fail(Error, req, "engine error: %s: %s", ErrBadReply, err)
				return nil
			}
			return b
		}
		pos := v.Position
		for i, mv := range v.Setup {
			req := applyReq(j.rules, pos, mv)
			b := do(req)
			if b == nil {
				return
			}
			if b.Error != nil || b.Position == nil {
				msg := "no position"
				if b.Error != nil {
					msg = b.Error.Kind + ": " + b.Error.Message
				}
				j.fail(Fail, req, "setup move %d was refused: %s", i+1, msg)
				return
			}
			pos = b.Position
		}
		req := applyReq(j.rules, pos, v.Move)
		b := do(req)
		if b == nil {
			return
		}
		j.res.Status = Pass
		if v.Kind == KindIllegal {
			j.judgeIllegal(req, b)
			return
		}
		if b.Error != nil || b.Position == nil || v.Expect.Facts == nil || v.Expect.Facts.MoveSet == nil {
			j.judgeApply(req, b, nil)
			return
		}
		b2 := do(movesReq(j.rules, b.Position))
		if b2 == nil {
			return
		}
		j.judgeApply(req, b, b2)
	case KindPerft:
		j.runPerft(c)
	}
}

// runPerft walks the engine's move tree with moves requests, level by level.
func (j *job) runPerft(c *Client) {
	v := j.v
	want := v.Expect.Perft
	maxDepth := want[len(want)-1].Depth
	type node struct {
		pos  json.RawMessage
		root int // index of the root move it descends from, -1 for the root
	}
	level := []node{{pos: v.Position, root: -1}}
	var rootKeys []string
	var divide []uint64
	var got []PerftCount
	for d := 1; d <= maxDepth; d++ {
		var next []node
		var leaves uint64
		for start := 0; start < len(level); start += 256 {
			end := min(start+256, len(level))
			reqs := make([][]byte, 0, end-start)
			for _, n := range level[start:end] {
				reqs = append(reqs, movesReq(j.rules, n.pos))
			}
			replies := c.Do(reqs)
			for i, rp := range replies {
				if rp.Err != nil {
					j.engineError(reqs[i], rp.Err)
					j.res.Message = fmt.Sprintf("depth %d: %s", d, j.res.Message)
					return
				}
				b, err := decodeReply(rp.Raw)
				if err == nil && b.Error != nil {
					err = fmt.Errorf("error %s: %s", b.Error.Kind, b.Error.Message)
				}
				if err != nil {
					j.fail(Fail, reqs[i], "depth %d: %v", d, err)
					return
				}
				n := level[start+i]
				for _, s := range b.Moves {
					root := n.root
					if d == 1 {
						k, err := moveKey(s.Move)
						if err != nil {
							j.fail(Fail, reqs[i], "the engine listed an invalid move %s: %v", s.Move, err)
							return
						}
						root = len(rootKeys)
						rootKeys = append(rootKeys, k)
						divide = append(divide, 0)
					}
					leaves++
					if d == maxDepth {
						divide[root]++
					}
					if d < maxDepth && (len(s.Outcome) == 0 || string(s.Outcome) == "null") {
						next = append(next, node{pos: s.Position, root: root})
					}
				}
			}
		}
		got = append(got, PerftCount{Depth: d, Nodes: leaves})
		level = next
	}
	if maxDepth == 1 {
		for i := range divide {
			divide[i] = 1
		}
	}
	wantC, gotC := map[int]uint64{}, map[int]uint64{}
	for _, w := range want {
		wantC[w.Depth] = w.Nodes
	}
	for _, g := range got {
		if _, ok := wantC[g.Depth]; ok {
			gotC[g.Depth] = g.Nodes
		}
	}
	j.res.Status = Pass
	if maps.Equal(wantC, gotC) {
		return
	}
	req := movesReq(j.rules, v.Position)
	j.fail(Fail, req, "perft counts differ")
	wantDiv, gotDiv := map[string]uint64{}, map[string]uint64{}
	for _, dc := range want[len(want)-1].Divide {
		k, _ := moveKey(dc.Move)
		wantDiv[k] = dc.Nodes
	}
	for i, k := range rootKeys {
		gotDiv[k] = divide[i]
	}
	j.res.Diff = diffLines(map[string]any{"perft": wantC, "divide": wantDiv}, map[string]any{"perft": gotC, "divide": gotDiv})
}

// runDialect runs the dialect vectors without their option and scores each reading.
func runDialect(c *Client, files []*File, filter string) []DialectRow {
	type key struct{ dispute, option string }
	scores := map[key]map[string]*ReadingScore{}
	var order []key
	var jobs []*job
	var keys []key
	var readings []string
	for _, f := range files {
		for i := range f.Vectors {
			v := &f.Vectors[i]
			if v.Dialect == nil || !Select(v, filter) {
				continue
			}
			stripped := *v
			stripped.Rules = reference.RulesJSON{Profile: v.Rules.Profile}
			for k, r := range v.Rules.Options {
				if k != v.Dialect.Option {
					if stripped.Rules.Options == nil {
						stripped.Rules.Options = map[string]string{}
					}
					stripped.Rules.Options[k] = r
				}
			}
			rules, ok, _ := wireRules(&stripped, c.Hello)
			if !ok {
				continue
			}
			k := key{v.Dialect.Dispute, v.Dialect.Option}
			if scores[k] == nil {
				scores[k] = map[string]*ReadingScore{}
				order = append(order, k)
			}
			if scores[k][v.Dialect.Reading] == nil {
				scores[k][v.Dialect.Reading] = &ReadingScore{Reading: v.Dialect.Reading}
			}
			j := &job{file: f.Name, v: &stripped, res: &Result{}, rules: rules}
			jobs = append(jobs, j)
			keys = append(keys, k)
			readings = append(readings, v.Dialect.Reading)
		}
	}
	var batch []*job
	for _, j := range jobs {
		if singleRound(j.v) {
			batch = append(batch, j)
			if len(batch) >= 64 {
				runBatch(c, batch)
				batch = batch[:0]
			}
		} else {
			runMulti(c, j)
		}
	}
	runBatch(c, batch)
	for i, j := range jobs {
		s := scores[keys[i]][readings[i]]
		s.Total++
		if j.res.Status == Pass {
			s.Passed++
		}
	}
	var rows []DialectRow
	for _, k := range order {
		row := DialectRow{Dispute: k.dispute, Option: k.option}
		if c.Hello != nil {
			_, row.Declared = c.Hello.Options[k.option]
		}
		var followed []string
		o, _ := reference.LookupOption(k.option)
		names := o.Readings
		for _, n := range slices.Sorted(maps.Keys(scores[k])) {
			if !slices.Contains(names, n) {
				names = append(names, n)
			}
		}
		for _, n := range names {
			s := scores[k][n]
			if s == nil {
				continue
			}
			row.Readings = append(row.Readings, *s)
			if s.Passed == s.Total && s.Total > 0 {
				followed = append(followed, n)
			}
		}
		row.Followed = "none"
		if len(followed) > 0 {
			row.Followed = strings.Join(followed, "|")
		}
		rows = append(rows, row)
	}
	sort.SliceStable(rows, func(a, b int) bool { return disputeNum(rows[a].Dispute) < disputeNum(rows[b].Dispute) })
	return rows
}

func disputeNum(d string) int {
	var n int
	fmt.Sscanf(strings.TrimPrefix(strings.ToUpper(d), "DISPUTE-"), "%d", &n)
	return n
}
