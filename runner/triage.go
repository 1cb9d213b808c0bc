package runner

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"sync"

	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/reference"
)

// Triage: from thousands of failures to the broken rule. Every vector's
// spectrum is the set of rule IDs it exercises (its ruleIds and the rules the
// reference's trace of its moves passes through); the rules are ranked by
// the Ochiai coefficient over failing and passing vectors; failures that
// part from the reference at a step of the same rule, in the same way, form
// a class with one representative (a hand-written scenario where one fails,
// else the smallest board).

// Ways an engine's answer leaves the expected one (divergence.what).
const (
	diffWrong    = "wrong result"           // the board or outcome after a move differs
	diffRefused  = "refused a legal move"   // apply: an illegal-move error for a legal move
	diffMissing  = "missing move"           // moves: a legal move not listed
	diffExtra    = "extra move"             // moves: an illegal move listed
	diffAccepted = "played an illegal move" // illegal: no error
	diffErrKind  = "wrong error kind"       // illegal: an error of another kind
	diffOther    = "other"                  // perft counts, game over, move sets, bad lists
	diffEngine   = "engine error"           // crash, timeout, garbage
	diffInvalid  = "invalid result"         // the engine's successor is not a valid position (an engine error)
)

// divergence is where a failing vector's answer left the expected one, as
// the kinds record it: the request's position, the move concerned and the
// engine's result.
type divergence struct {
	what   string
	rules  json.RawMessage  // the rules object sent
	ref    *reference.Rules // the rules of the expectation, when rules does not say them all
	pos    json.RawMessage  // the position of the request
	move   json.RawMessage  // the move concerned, if any
	gotPos json.RawMessage  // the engine's position (diffWrong)
	gotOut json.RawMessage
	// step: the rule IDs of the first step of the reference's trace where
	// the answers part (set by the triage).
	listed []string   // the moves the engine listed (missing, extra), in notation
	cands  []stepCand // the steps where the answers may part (the triage's)
	step   *stepCand  // the chosen one
}

// diverge records how the engine's answer to req left the expected one.
func (j *job) diverge(req []byte, what string, move, gotPos, gotOut json.RawMessage) {
	pos := requestPosition(req)
	if pos == nil {
		pos = j.v.Position
	}
	j.res.div = &divergence{what: what, rules: j.rules, ref: j.refRules(), pos: pos, move: move, gotPos: gotPos, gotOut: gotOut}
}

// refRules returns the rules the job's expectation is computed under when
// the rules sent do not say them all (the engine's readings), else nil.
func (j *job) refRules() *reference.Rules {
	if j.dialect == nil {
		return nil
	}
	eff, _, err := j.dialect.Effective(j.ownRules)
	if err != nil {
		return nil
	}
	return &eff
}

// refRules returns the rules the reference answers a divergence under.
func (d *divergence) refRules() (reference.Rules, bool) {
	if d.ref != nil {
		return *d.ref, true
	}
	return resolveRules(d.rules)
}

// Class is a group of failures that part from the reference at a step of
// the same rule, in the same way.
type Class struct {
	// Rule is the rule of the step where the engine's answers leave the
	// reference's ("" for engine errors), Score its Ochiai suspiciousness.
	Rule  string  `json:"rule"`
	Score float64 `json:"score"`
	// Difference is how the answers differ: "wrong result", "missing move",
	// "extra move", "refused a legal move", "played an illegal move",
	// "wrong error kind", "other" or "engine error".
	Difference string `json:"difference"`
	// Vectors are the failing vectors of the class, simplest first.
	Vectors []string `json:"vectors"`
	// Representative is the one shown in full: a hand-written scenario
	// where one fails, else the smallest board.
	Representative string `json:"representative"`
	// Shrunk is the smallest position found that the engine still gets
	// wrong the same way (engine-derived representatives, --shrink).
	Shrunk *Shrunk `json:"shrunk,omitempty"`
}

// RuleScore is one rule's suspiciousness: the Ochiai coefficient
// ef/sqrt(F*(ef+ep)), with ef and ep the failing and passing vectors that
// exercise it and F all failing vectors.
type RuleScore struct {
	Rule    string  `json:"rule"`
	Score   float64 `json:"score"`
	Failing int     `json:"failing"`
	Passing int     `json:"passing"`
}

// citedRule matches the rule IDs an event's explanation cites ("DIR-1: ...").
var citedRule = regexp.MustCompile(`\b[A-Z][A-Z0-9]*(?:-[A-Z]+)*-[0-9]+[a-z]?\b`)

// eventRules returns the rule of an event and the rules its detail cites.
func eventRules(e *reference.Event, add func(string)) {
	if e.Rule != "" {
		add(e.Rule)
	}
	for _, id := range citedRule.FindAllString(e.Detail, -1) {
		add(id)
	}
}

// resolveRules turns a wire rules object into the reference's rules.
func resolveRules(raw json.RawMessage) (reference.Rules, bool) {
	var rj reference.RulesJSON
	if json.Unmarshal(raw, &rj) != nil {
		return reference.Rules{}, false
	}
	r, err := rj.Resolve()
	return r, err == nil
}

// maxSpectrumMoves bounds the moves of a moves vector traced for its spectrum.
const maxSpectrumMoves = 64

// spectrum returns the rule IDs a job exercises: the vector's ruleIds and
// the rules of the reference's traces of its moves.
func (j *job) spectrum() map[string]bool {
	out := map[string]bool{}
	add := func(id string) { out[id] = true }
	for _, id := range j.v.RuleIDs {
		add(id)
	}
	r, ok := resolveRules(j.rules)
	if ref := j.refRules(); ref != nil {
		r, ok = *ref, true
	}
	if !ok {
		return out
	}
	var p reference.Position
	if json.Unmarshal(j.v.Position, &p) != nil {
		return out
	}
	trace := func(p reference.Position, raw json.RawMessage) (reference.Position, bool) {
		var m reference.Move
		if json.Unmarshal(raw, &m) != nil {
			return p, false
		}
		res, ev, err := reference.ApplyTrace(r, p, m)
		for i := range ev {
			eventRules(&ev[i], add)
		}
		var ie *reference.IllegalMoveError
		if errors.As(err, &ie) {
			for _, id := range ie.Rules {
				add(id)
			}
		}
		return res.Position, err == nil
	}
	switch j.v.Kind {
	case "apply", "illegal":
		for _, mv := range j.v.Setup {
			if p, ok = trace(p, mv); !ok {
				return out
			}
		}
		trace(p, j.v.Move)
	case "moves":
		ms, err := reference.LegalMoves(r, p, nil)
		if err != nil {
			return out
		}
		for _, m := range ms[:min(len(ms), maxSpectrumMoves)] {
			_, ev, _ := reference.ApplyTrace(r, p, m)
			for i := range ev {
				eventRules(&ev[i], add)
			}
		}
	case "game":
		for _, s := range j.v.Expect.Steps {
			trace(p, s.Move)
			if json.Unmarshal(s.Position, &p) != nil {
				break
			}
		}
	}
	return out
}

// Cells of a position compared step by step (bit indexes of a cell set).
const (
	cellStore   = 32 // +side
	cellHouse   = 34 // +side
	cellToMove  = 36
	cellBlocked = 37
	cellMust    = 38
	cellLasting = 39
	cellOutcome = 40
)

// cellsDiff returns the set of cells where two positions differ.
func cellsDiff(a, b *reference.Position) uint64 {
	var d uint64
	for s := 0; s < 2; s++ {
		for i := 0; i < reference.RingSize; i++ {
			if a.Pits[s][i] != b.Pits[s][i] {
				d |= 1 << (s*16 + i)
			}
		}
		if a.Store[s] != b.Store[s] {
			d |= 1 << (cellStore + s)
		}
		if a.House[s] != b.House[s] {
			d |= 1 << (cellHouse + s)
		}
	}
	if a.ToMove != b.ToMove {
		d |= 1 << cellToMove
	}
	if a.Blocked != b.Blocked {
		d |= 1 << cellBlocked
	}
	if a.MustCapture != b.MustCapture {
		d |= 1 << cellMust
	}
	if a.Lasting != b.Lasting {
		d |= 1 << cellLasting
	}
	return d
}

// reasonRule is the rule of each way a game ends (features/RULES.md), for
// an outcome decided at the start of the opponent's turn, which no event of
// the move's trace records.
var reasonRule = map[reference.Reason]string{
	reference.ReasonFrontRowEmpty: "END-1",
	reference.ReasonNoLegalMove:   "END-2",
	reference.ReasonLapLimit:      "INF-1",
}

// stepCand is a step of the reference's trace where the engine's answer
// may have left the reference's: its rules and its text.
type stepCand struct {
	rules []string
	text  string
	event bool // a step of the trace (else a rule no event records)
}

// divergeAt finds where the engine's answer leaves the reference's, sets
// d.cands, and returns the class rule: the most suspicious candidate rule
// (score), with d.stepText its step. For a wrong result the answers
// part at the first event of the reference's trace that changes a cell the
// two results disagree on, or later: every event from there on is a
// candidate (a sowing with the event that started it: the capture that
// chose its kichwa, the relay, the safari); when no event touches those
// cells (the engine went on where the move ends, or stopped where it goes
// on), the event that ends the move. For a legal move the engine refused
// or left out, every event of the move; for an illegal move it played or
// listed, the rules the reference's refusal cites.
func divergeAt(r reference.Rules, d *divergence, score map[string]float64) string {
	d.cands = divergeCands(r, d)
	return d.choose(nil, score)
}

// divergeCands returns the candidate steps of a divergence, in trace order.
func divergeCands(r reference.Rules, d *divergence) []stepCand {
	var p reference.Position
	var m reference.Move
	if json.Unmarshal(d.pos, &p) != nil || json.Unmarshal(d.move, &m) != nil {
		return nil
	}
	var cands []stepCand
	event := func(ev []reference.Event, k int) {
		c := stepCand{text: fmt.Sprintf("%d. %s", k+1, ev[k]), event: true}
		eventRules(&ev[k], func(id string) { c.rules = append(c.rules, id) })
		cands = append(cands, c)
	}
	switch d.what {
	case diffWrong, diffInvalid:
		res, ev, err := reference.ApplyTrace(r, p, m)
		if err != nil || len(ev) == 0 {
			return nil
		}
		var gout reference.Outcome
		gp, ok := lenientPosition(d.gotPos)
		if !ok {
			return nil
		}
		json.Unmarshal(nullToEmpty(d.gotOut), &gout)
		diff := cellsDiff(&res.Position, &gp)
		if res.Outcome != gout {
			diff |= 1 << cellOutcome
		}
		prev := p
		first := -1
		for k := range ev {
			ch := cellsDiff(&prev, &ev[k].Board)
			if ev[k].Kind == reference.EvGameEnd || ev[k].Kind == reference.EvLapLimit {
				ch |= 1 << cellOutcome
			}
			if ev[k].Kind == reference.EvBlockSet || ev[k].Kind == reference.EvMustCapture {
				ch |= 1<<cellBlocked | 1<<cellMust | 1<<cellLasting
			}
			if ch&diff != 0 {
				first = k
				break
			}
			prev = ev[k].Board
		}
		if first < 0 {
			// The engine changed cells the reference's move never touches:
			// a block the move should have lifted (the position's own block
			// or obligation), or a move that goes on where the reference's
			// ends (or stops where it goes on).
			blocked := p.Blocked != reference.NoPit || p.MustCapture != reference.NoPit || p.Lasting != [2]reference.LastingBlock{}
			if diff&(1<<cellBlocked|1<<cellLasting) != 0 && blocked {
				cands = append(cands, stepCand{rules: reference.IllegalBlockedPit.Rules(), text: "the position's block (kutakatia) stands for one move only"})
			}
			if diff&(1<<cellMust) != 0 && p.MustCapture != reference.NoPit {
				cands = append(cands, stepCand{rules: reference.IllegalObligation.Rules(), text: "the obligation to capture stands for one move only"})
			}
			if diff&(1<<cellOutcome) != 0 {
				o := res.Outcome
				if !o.Over() {
					o = gout
				}
				if id := reasonRule[o.Reason]; id != "" {
					cands = append(cands, stepCand{rules: []string{id}, text: fmt.Sprintf("the game ends at the next turn (%s, %s)", o.Reason, id)})
				}
			}
			first = len(ev) - 1
			for k := len(ev) - 1; k >= 0; k-- {
				if kd := ev[k].Kind; kd == reference.EvMoveEnd || kd == reference.EvHouseStop || kd == reference.EvGameEnd || kd == reference.EvLapLimit {
					first = k
					break
				}
			}
		}
		if ev[first].Kind == reference.EvSow && first > 0 {
			first--
		}
		for k := first; k < len(ev); k++ {
			event(ev, k)
		}
	case diffRefused, diffMissing:
		_, ev, err := reference.ApplyTrace(r, p, m)
		if err != nil {
			return nil
		}
		for k := range ev {
			event(ev, k)
		}
	case diffExtra, diffAccepted, diffErrKind:
		_, err := reference.Apply(r, p, m)
		var ie *reference.IllegalMoveError
		if errors.As(err, &ie) {
			cands = append(cands, stepCand{rules: ie.Rules, text: ie.Reason})
		}
	}
	return cands
}

// candRules returns the candidate rules of a divergence, in trace order, and
// then extra ones (a scenario's own rule IDs).
func (d *divergence) candRules(extra []string) []string {
	var out []string
	for _, c := range d.cands {
		for _, id := range c.rules {
			if !slices.Contains(out, id) {
				out = append(out, id)
			}
		}
	}
	for _, id := range extra {
		if !slices.Contains(out, id) {
			out = append(out, id)
		}
	}
	return out
}

// choose returns the most suspicious of the candidate rules (and extra),
// and sets d.stepText to the first step that has it.
func (d *divergence) choose(extra []string, score map[string]float64) string {
	best := mostSuspicious(d.candRules(extra), score)
	d.step = nil
	for i, c := range d.cands {
		if slices.Contains(c.rules, best) {
			d.step = &d.cands[i]
			break
		}
	}
	if d.step == nil && len(d.cands) > 0 {
		d.step = &d.cands[0]
	}
	return best
}

// boardSize returns the seeds on the board and the occupied pits of a
// result's position, for picking the smallest representative.
func boardSize(pos json.RawMessage) (seeds, pits int) {
	var p reference.Position
	if json.Unmarshal(pos, &p) != nil {
		return 1 << 20, 1 << 20
	}
	for s := range p.Pits {
		for _, n := range p.Pits[s] {
			seeds += int(n)
			if n > 0 {
				pits++
			}
		}
	}
	return seeds, pits
}

// failing reports whether a result fails the run (an unexpected failure).
func failing(res *Result) bool {
	return (res.Status == Fail || res.Status == Error) && !res.Expected
}

// simpler orders failures simplest first: hand-written scenarios, then by
// kind (one move before a move list before a game before a move tree), then
// the smallest board.
func simpler(a, b *Result) int {
	as, bs := strings.HasPrefix(a.ID, "spec."), strings.HasPrefix(b.ID, "spec.")
	if as != bs {
		if as {
			return -1
		}
		return 1
	}
	return cmp.Or(kindRank(a.Kind)-kindRank(b.Kind), a.seeds-b.seeds, a.pits-b.pits, strings.Compare(a.ID, b.ID))
}

// triage ranks the rules and groups the failures of a finished run into
// classes, most suspicious first.
func (rep *Report) triage(jobs []*job) {
	var judged []*job
	for _, j := range jobs {
		st := j.res.Status
		if st == Pass && !j.res.Expected || failing(j.res) {
			judged = append(judged, j)
		}
		if failing(j.res) {
			pos := j.v.Position
			if j.res.div != nil {
				pos = j.res.div.pos
			}
			j.res.seeds, j.res.pits = boardSize(pos)
		}
	}
	nfail := 0
	for _, j := range judged {
		if failing(j.res) {
			nfail++
		}
	}
	if nfail == 0 {
		return
	}
	// The spectra, on every core.
	spectra := make([]map[string]bool, len(judged))
	var wg sync.WaitGroup
	workers := runtime.GOMAXPROCS(0)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; i < len(judged); i += workers {
				spectra[i] = judged[i].spectrum()
			}
		}()
	}
	wg.Wait()
	// A failing vector's spectrum is the steps where its answer may have
	// left the reference's (and a scenario's own rule IDs); a passing
	// vector's, every rule it exercises.
	fspec := make([][]string, len(judged))
	for i, j := range judged {
		res := j.res
		if !failing(res) {
			continue
		}
		var extra []string
		if j.v.Derived == "hand" {
			extra = j.v.RuleIDs
		}
		if d := res.div; d != nil {
			if r, ok := d.refRules(); ok {
				d.cands = divergeCands(r, d)
			}
			fspec[i] = d.candRules(extra)
		}
		if len(fspec[i]) == 0 {
			fspec[i] = slices.Sorted(maps.Keys(spectra[i]))
		}
	}
	ef, ep := map[string]int{}, map[string]int{}
	for i, j := range judged {
		if failing(j.res) {
			for _, id := range fspec[i] {
				ef[id]++
			}
			continue
		}
		for id := range spectra[i] {
			ep[id]++
		}
	}
	score := map[string]float64{}
	for id, f := range ef {
		score[id] = ochiai(f, ep[id], nfail)
		rep.Suspicious = append(rep.Suspicious, RuleScore{Rule: id, Score: round3(score[id]), Failing: f, Passing: ep[id]})
	}
	slices.SortFunc(rep.Suspicious, func(a, b RuleScore) int {
		return cmp.Or(cmp.Compare(b.Score, a.Score), b.Failing-a.Failing, strings.Compare(a.Rule, b.Rule))
	})
	// The classes.
	type key struct{ rule, what string }
	byKey := map[key]*Class{}
	members := map[*Class][]*Result{}
	for i, j := range judged {
		res := j.res
		if !failing(res) {
			continue
		}
		k := key{what: diffEngine}
		switch d := res.div; {
		case d != nil:
			k.what = d.what
			var extra []string
			if j.v.Derived == "hand" {
				extra = j.v.RuleIDs
			}
			k.rule = d.choose(extra, score)
		case res.Status == Error:
			k.what = engineErrorKind(res.Message)
		default:
			k.what = otherDifference(res.Message)
		}
		if k.rule == "" {
			k.rule = mostSuspicious(fspec[i], score)
		}
		c := byKey[k]
		if c == nil {
			c = &Class{Rule: k.rule, Score: round3(score[k.rule]), Difference: k.what}
			byKey[k] = c
		}
		members[c] = append(members[c], res)
	}
	for c, ms := range members {
		slices.SortFunc(ms, simpler)
		for _, m := range ms {
			c.Vectors = append(c.Vectors, m.ID)
		}
		c.Representative = ms[0].ID
		rep.Classes = append(rep.Classes, *c)
	}
	slices.SortFunc(rep.Classes, func(a, b Class) int {
		ae, be := strings.HasPrefix(a.Difference, diffEngine), strings.HasPrefix(b.Difference, diffEngine)
		if ae != be {
			if ae {
				return 1
			}
			return -1
		}
		return cmp.Or(cmp.Compare(b.Score, a.Score), len(b.Vectors)-len(a.Vectors), strings.Compare(a.Rule, b.Rule), strings.Compare(a.Difference, b.Difference))
	})
	idx := map[string]int{}
	for i := range rep.Classes {
		for _, id := range rep.Classes[i].Vectors {
			idx[id] = i + 1
		}
	}
	for i := range rep.Results {
		rep.Results[i].Class = idx[rep.Results[i].ID]
	}
	rep.score = score
}

// mostSuspicious returns the rule of ids with the highest score (the first
// on a tie).
func mostSuspicious(ids []string, score map[string]float64) string {
	best := ""
	for _, id := range ids {
		if best == "" || score[id] > score[best] {
			best = id
		}
	}
	return best
}

func round3(x float64) float64 { return math.Round(x*1000) / 1000 }

// divergeMoves records the first difference of a moves reply, by the
// canonical move keys of its wrong, missing and extra moves: a wrong result
// first (it says the most), then a missing move, then an extra one.
func (j *job) divergeMoves(req []byte, wrong, missing, extra []string, got map[string]protocol.Successor) {
	for _, l := range [][]string{wrong, missing, extra} {
		slices.Sort(l)
	}
	defer func() {
		if d := j.res.div; d != nil && d.what != diffWrong {
			for k := range got {
				d.listed = append(d.listed, keyText(k))
			}
			slices.Sort(d.listed)
		}
	}()
	switch {
	case len(wrong) > 0:
		g := got[wrong[0]]
		j.diverge(req, diffWrong, json.RawMessage(wrong[0]), g.Position, g.Outcome)
	case len(missing) > 0:
		j.diverge(req, diffMissing, json.RawMessage(missing[0]), nil, nil)
	case len(extra) > 0:
		j.diverge(req, diffExtra, json.RawMessage(extra[0]), nil, nil)
	}
}

// divergeSet records the first missing (else extra) move of a listed move
// set a scenario states.
func (j *job) divergeSet(req []byte, set []json.RawMessage, got map[string]protocol.Successor) {
	want := map[string]bool{}
	var missing, extra []string
	for _, m := range set {
		k, err := canonKey[bool](m, nil)
		if err != nil {
			return
		}
		want[k] = true
		if _, ok := got[k]; !ok {
			missing = append(missing, k)
		}
	}
	for k := range got {
		if !want[k] {
			extra = append(extra, k)
		}
	}
	j.divergeMoves(req, nil, missing, extra, got)
}

// otherDifference names a difference no divergence records, from the
// failure's message.
func otherDifference(msg string) string {
	switch {
	case strings.Contains(msg, "perft counts"):
		return "wrong perft counts"
	case strings.HasPrefix(msg, "after the move: "):
		return "wrong moves after the move"
	case strings.Contains(msg, "the game is over") || strings.Contains(msg, "the game goes on"):
		return "wrong game end"
	case strings.Contains(msg, "invalid move") || strings.Contains(msg, "twice"):
		return "bad move list"
	}
	return diffOther
}

// engineErrorKind names an engine error by the first words of its message
// ("engine error: timeout").
func engineErrorKind(msg string) string {
	parts := strings.SplitN(msg, ": ", 3)
	if len(parts) >= 2 && parts[0] == diffEngine {
		return parts[0] + ": " + parts[1]
	}
	return diffEngine
}

// divergeInvalid records, for a reply that breaks the protocol, the
// successor that is not a valid position: the result of the request's move
// (apply) or of the listed move whose position does not decode (moves).
func (j *job) divergeInvalid(req []byte, b *protocol.Reply) {
	if opOf(req) == protocol.OpApply {
		if b.Position != nil {
			if mv := requestMember(req, "move"); mv != nil {
				j.diverge(req, diffInvalid, mv, b.Position, b.Outcome)
			}
		}
		return
	}
	for _, s := range b.Moves {
		var p reference.Position
		if json.Unmarshal(s.Position, &p) != nil {
			j.diverge(req, diffInvalid, s.Move, s.Position, s.Outcome)
			return
		}
	}
}

// ochiai is the Ochiai coefficient of a rule exercised by ef failing and ep
// passing vectors, out of nfail failing vectors: ef/sqrt(nfail*(ef+ep)).
func ochiai(ef, ep, nfail int) float64 {
	if ef == 0 {
		return 0
	}
	return float64(ef) / math.Sqrt(float64(nfail)*float64(ef+ep))
}
