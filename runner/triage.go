package runner

import (
	"cmp"
	"encoding/json"
	"errors"
	"maps"
	"math"
	"regexp"
	"slices"
	"strings"

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

// Class is a group of failures that part from the reference at a step of
// the same rule, in the same way.
type Class struct {
	// Explanation is what the class's failures are put down to (diagnose.go):
	// "health", "nondeterminism", "reading", "bug" or "broken vector";
	// Title names the class as the report does.
	Explanation string `json:"explanation"`
	Title       string `json:"title"`
	// Health, Flaky and Reading hold the evidence of their kinds.
	Health  *HealthClass  `json:"health,omitempty"`
	Flaky   *FlakyClass   `json:"nondeterminism,omitempty"`
	Reading *ReadingClass `json:"reading,omitempty"`
	// Decision, for a bug, is the kind of the first decision of the rules
	// whose other way gives the engine's answers (reference.Decision's
	// name), which names the class with its rule; "" where no single
	// decision explains them (the class is then at the step where the
	// answers part, the most suspicious rule of its steps).
	Decision string `json:"decision,omitempty"`
	// Coincides counts, for a bug, the vectors of the class on which the
	// engine's answer is also another reading's, by reading: readings it
	// does not play (the vectors it passes say so), given by chance.
	Coincides map[string]int `json:"coincides,omitempty"`
	// Rule is the rule of the step where the engine's answers leave the
	// reference's (a bug's; "" for the other explanations), Score its
	// Ochiai suspiciousness.
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
		ev = reference.Effects(ev) // the rules a vector exercises: its effects'
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
			ev = reference.Effects(ev)
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

// reasonRule is the rule of each way a game ends (features/RULES.md), for
// an outcome decided at the start of the opponent's turn, which no event of
// the move's trace records.
var reasonRule = map[reference.Reason]string{
	reference.ReasonFrontRowEmpty: "END-1",
	reference.ReasonNoLegalMove:   "END-2",
	reference.ReasonLapLimit:      "INF-1",
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
// classes: each explained failure (diagnose.go) goes to the class of its
// explanation; the rest are bugs, grouped by the step where the answers part
// and ranked by Ochiai over them alone (a failure some health, reading or
// nondeterminism explains says nothing of a rule).
func (rep *Report) triage(jobs []*job) {
	var judged []*job
	nfail, nbug := 0, 0
	for _, j := range jobs {
		res := j.res
		if failing(res) {
			nfail++
			pos := j.v.Position
			if res.div != nil {
				pos = res.div.pos
			}
			res.seeds, res.pits = boardSize(pos)
			if explained(res) {
				continue
			}
			nbug++
		}
		if res.Status == Pass && !res.Expected || failing(res) {
			judged = append(judged, j)
		}
	}
	if nfail == 0 {
		return
	}
	score := map[string]float64{}
	fspec := make([][]string, len(judged))
	if nbug > 0 {
		score = rep.rank(judged, fspec, nbug)
	}
	// The classes.
	type key struct{ kind, key, rule, what string }
	byKey := map[key]*Class{}
	members := map[*Class][]*Result{}
	add := func(k key, res *Result, mk func() *Class) *Class {
		c := byKey[k]
		if c == nil {
			c = mk()
			byKey[k] = c
		}
		members[c] = append(members[c], res)
		return c
	}
	for _, j := range jobs {
		res := j.res
		if !failing(res) || !explained(res) {
			continue
		}
		e := res.fl.expl
		add(key{kind: e.kind, key: e.key}, res, func() *Class {
			return &Class{Explanation: e.kind, Title: e.title, Difference: string(res.fl.diff), Health: e.health, Flaky: e.flaky, Reading: e.reading}
		})
	}
	for i, j := range judged {
		res := j.res
		if !failing(res) {
			continue
		}
		k := key{kind: ExplBug, what: string(res.fl.diff)}
		var extra []string
		if j.v.Derived == "hand" {
			extra = j.v.RuleIDs
		}
		dec := res.fl.decision
		if d := res.div; d != nil {
			k.what = string(d.what)
			k.rule = d.choose(extra, score)
			if dec != nil {
				// The first decision whose other way gives the engine's
				// answer names the class (Ochiai is the second opinion).
				k.rule, k.key = dec.ev.Rule, dec.ev.Decision.String()
				d.decision = dec
			}
		}
		if k.rule == "" {
			k.rule = mostSuspicious(fspec[i], score)
		}
		c := add(k, res, func() *Class {
			c := &Class{Explanation: ExplBug, Rule: k.rule, Score: round3(score[k.rule]), Difference: k.what, Decision: k.key}
			c.Title = c.title()
			return c
		})
		if r := res.fl.coincides; r != "" {
			if c.Coincides == nil {
				c.Coincides = map[string]int{}
			}
			c.Coincides[r]++
		}
	}
	for c, ms := range members {
		slices.SortFunc(ms, simpler)
		for _, m := range ms {
			c.Vectors = append(c.Vectors, m.ID)
		}
		c.Representative = ms[0].ID
		if c.Explanation == ExplReading {
			if c.Rule = partingRule(ms, c.Reading); c.Rule != "" {
				c.Title = strings.Replace(c.Title, "reading: ", "reading at "+c.Rule+": ", 1)
			}
		}
		rep.Classes = append(rep.Classes, *c)
	}
	rep.orderClasses(nfail)
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

// orderClasses orders the classes: the engine's health and nondeterminism
// first where they hold half the failures or more, else last; a reading the
// engine plays throughout (judged by a declared one) next; then the mixed
// readings before the bugs where they hold as many failures as the bugs, else
// after them (a reading a few failures give by chance does not hide a bug's
// hundreds); bugs a decision names first, then the others, each by size.
func (rep *Report) orderClasses(nfail int) {
	process, mixed, bugs := 0, 0, 0
	for _, c := range rep.Classes {
		switch {
		case c.Explanation == ExplHealth || c.Explanation == ExplFlaky:
			process += len(c.Vectors)
		case c.Explanation == ExplReading && c.Reading.Contradicting > 0:
			mixed += len(c.Vectors)
		case c.Explanation == ExplBug:
			bugs += len(c.Vectors)
		}
	}
	rank := func(c Class) int {
		switch {
		case c.Explanation == ExplHealth || c.Explanation == ExplFlaky:
			if 2*process >= nfail {
				return 0
			}
			return 6
		case c.Explanation == ExplReading && c.Reading.Contradicting == 0:
			return 1
		case c.Explanation == ExplReading:
			if mixed >= bugs {
				return 2
			}
			return 4
		case c.Explanation == ExplBug:
			return 3
		}
		return 5
	}
	// Among bugs, those a decision names (the first decision whose other
	// way gives the engine's answers) count twenty times their size, those
	// a decision about other moves names (leaves) five times, those no
	// decision names once: a named class comes first unless one no
	// decision names is twenty times larger (then it is most of what the
	// engine does wrong, and the reader should see it first). Ochiai is
	// the second opinion.
	weight := func(c Class) int {
		switch {
		case c.Explanation != ExplBug, c.Decision == "":
			return len(c.Vectors)
		case leaves[c.Decision]:
			return 5 * len(c.Vectors)
		}
		return 20 * len(c.Vectors)
	}
	slices.SortFunc(rep.Classes, func(a, b Class) int {
		return cmp.Or(rank(a)-rank(b), weight(b)-weight(a), len(b.Vectors)-len(a.Vectors), cmp.Compare(b.Score, a.Score), strings.Compare(a.Rule, b.Rule), strings.Compare(a.Title, b.Title))
	})
}

// partingRule returns the rule of the first decision at which the reference's
// traces under the judged readings and under the class's readings part, on
// most of the results' moves; where no decision parts, of the first step
// where the answers part.
func partingRule(ms []*Result, rc *ReadingClass) string {
	var a alt
	for _, s := range rc.Readings {
		name, reading, _ := strings.Cut(s, "=")
		if o, ok := reference.LookupOption(name); ok {
			a = append(a, setting{o, reading})
		}
	}
	count := map[string]int{}
	best := ""
	for _, m := range ms {
		d := m.div
		if d == nil {
			continue
		}
		id := ""
		if r, ok := d.refRules(); ok {
			id = partingDecision(r, a.on(r), d)
			if id == "" && d.cands == nil {
				d.cands = divergeCands(r, d)
			}
		}
		if id == "" && len(d.cands) > 0 && len(d.cands[0].rules) > 0 {
			id = d.cands[0].rules[0]
		}
		if id == "" {
			continue
		}
		count[id]++
		if best == "" || count[id] > count[best] || count[id] == count[best] && id < best {
			best = id
		}
	}
	return best
}

// partingDecision returns the rule of the first decision of the divergence's
// move that the rules r and alt take differently, or "".
func partingDecision(r, alt reference.Rules, d *divergence) string {
	p, err := protocol.DecodePosition(d.pos)
	var m reference.Move
	if err != nil || json.Unmarshal(d.move, &m) != nil {
		return ""
	}
	_, e1, _ := reference.ApplyTrace(r, p, m)
	_, e2, _ := reference.ApplyTrace(alt, p, m)
	d1, d2 := reference.Decisions(e1), reference.Decisions(e2)
	same := func(x, y reference.Event) bool { return x.Decision == y.Decision && x.Rule == y.Rule && x.Pit == y.Pit }
	for i := range min(len(d1), len(d2)) {
		x, y := d1[i], d2[i]
		if same(x, y) && x.Held == y.Held {
			continue
		}
		// Where the two readings ask different questions, one asks a
		// question the other does not: a lap limit checked at each pickup,
		// say, which ends the move there. The parting decision is that
		// one: the last of its reading's list, or one the other list asks
		// next.
		if !same(x, y) {
			switch {
			case i+1 == len(d2) || i+1 < len(d2) && same(d2[i+1], x):
				return y.Rule
			case i+1 == len(d1) || i+1 < len(d1) && same(d1[i+1], y):
				return x.Rule
			}
		}
		return x.Rule
	}
	// One list goes on where the other ends: the first decision only one
	// reading takes.
	switch n := min(len(d1), len(d2)); {
	case len(d1) > n:
		return d1[n].Rule
	case len(d2) > n:
		return d2[n].Rule
	}
	return ""
}

// leaves are the decisions that read other moves than the one judged: what
// a move leaves the opponent (a block, the obligation) reads the opponent's
// captures, and a kutakata refused because a capture exists (CAP-2) reads
// the mover's other starts. A bug anywhere in the captures changes them, so
// a class they name comes after those the move's own decisions name.
var leaves = map[string]bool{
	reference.DecCaptureCompulsory.String(): true,
	reference.DecBlockFollows.String():      true,
	reference.DecBlockDefence.String():      true,
	reference.DecBlockTarget.String():       true,
	reference.DecBlockExempt.String():       true,
	reference.DecObligationSet.String():     true,
}

// explained reports whether a failure has an explanation other than a bug.
func explained(res *Result) bool {
	return res.fl != nil && res.fl.expl != nil
}

// rank computes the spectra of the judged vectors and ranks the rules by
// Ochiai over the nbug failures no other explanation takes; fspec gets each
// failing vector's spectrum. It returns the scores by rule.
func (rep *Report) rank(judged []*job, fspec [][]string, nbug int) map[string]float64 {
	spectra := make([]map[string]bool, len(judged))
	parallel(len(judged), func(i int) { spectra[i] = judged[i].spectrum() })
	// A failing vector's spectrum is the steps where its answer may have
	// left the reference's (and a scenario's own rule IDs); a passing
	// vector's, every rule it exercises.
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
		score[id] = ochiai(f, ep[id], nbug)
		rep.Suspicious = append(rep.Suspicious, RuleScore{Rule: id, Score: round3(score[id]), Failing: f, Passing: ep[id]})
	}
	slices.SortFunc(rep.Suspicious, func(a, b RuleScore) int {
		return cmp.Or(cmp.Compare(b.Score, a.Score), b.Failing-a.Failing, strings.Compare(a.Rule, b.Rule))
	})
	return score
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

// ochiai is the Ochiai coefficient of a rule exercised by ef failing and ep
// passing vectors, out of nfail failing vectors: ef/sqrt(nfail*(ef+ep)).
func ochiai(ef, ep, nfail int) float64 {
	if ef == 0 {
		return 0
	}
	return float64(ef) / math.Sqrt(float64(nfail)*float64(ef+ep))
}
