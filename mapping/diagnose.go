package mapping

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/baolakiswahili/conformance/reference"
)

// Verdicts of a Finding.
const (
	// Right: no slip explains the answers better than the mapping as sent.
	Right = "right"
	// Slipped: one slip, or two, explain the answers.
	Slipped = "slip"
	// Unexplained: most answers differ from the reference's and no slip
	// explains them.
	Unexplained = "unexplained"
	// NotJudged: too few answers to judge (engine errors, or no probe could
	// be sent).
	NotJudged = "not-judged"
)

// Finding is what the mapping check found: a verdict, the slips that
// explain the answers (if any), how many probes agree, and the line the
// report prints.
type Finding struct {
	// Verdict is Right, Slipped, Unexplained or NotJudged.
	Verdict string `json:"verdict"`
	// Slips names the slips found (Verdict Slipped), the adapter's
	// outermost first.
	Slips []string `json:"slips,omitempty"`
	// Alternatives are other slips, or pairs of slips, that explain the
	// answers as well: the probes cannot tell them apart.
	Alternatives [][]string `json:"alternatives,omitempty"`
	// Agree counts the probes whose answer is the one Slips predict (with
	// no slip found: the reference's answer).
	Agree int `json:"agree"`
	// AsSent counts the probes whose answer is the reference's.
	AsSent int `json:"asSent"`
	// Probes is the number of probes.
	Probes int `json:"probes"`
	// Readings names the readings the predictions were computed under
	// (Readings), when not the default rules.
	Readings string `json:"readings,omitempty"`
	// Differ lists the probes whose answer is not the reference's.
	Differ []string `json:"differ,omitempty"`
	// Line is the finding in one line, starting "Mapping: ".
	Line string `json:"line"`
	// Evidence holds one or two probes that show the slip found (the
	// engine's answer is the slip's and not the reference's), or, when the
	// answers are unexplained, one whose answer is not the reference's.
	Evidence []Evidence `json:"evidence,omitempty"`
}

// Evidence is one probe shown in full: what was sent and the three
// answers.
type Evidence struct {
	Probe string `json:"probe"`
	About string `json:"about"`
	// Request is the request sent, as a JSON object without the id.
	Request string `json:"request"`
	// Engine, Slip and Reference are the engine's answer, the answer the
	// slips found predict (nil when none was found) and the reference's.
	Engine    Answer  `json:"engine"`
	Slip      *Answer `json:"slip,omitempty"`
	Reference Answer  `json:"reference"`
}

// candidate is a set of slips with the answers it predicts, and the other
// sets that predict the same answers on every probe.
type candidate struct {
	slips Slips
	preds []Answer
	alike []Slips
}

// ruleCandidates are the candidates under one rule set: what an engine
// that plays those readings answers behind no slip, each slip and each
// pair of slips. They are computed once per rule set (candidatesUnder) and
// kept for the life of the process: a run sees a few rule sets (the
// default rules, the profiles, the engine's declared or inferred readings).
type ruleCandidates struct {
	rules                reference.Rules
	singleOnce, pairOnce sync.Once
	single, pair         []*candidate          // single[0]: no slip
	bySig                map[string]*candidate // the first candidate of each prediction
}

var (
	candidatesMu sync.Mutex
	candidatesBy = map[reference.Rules]*ruleCandidates{}
)

// candidatesUnder returns the candidates under r, computed as they are
// asked for.
func candidatesUnder(r reference.Rules) *ruleCandidates {
	candidatesMu.Lock()
	defer candidatesMu.Unlock()
	rc := candidatesBy[r]
	if rc == nil {
		rc = &ruleCandidates{rules: r}
		candidatesBy[r] = rc
	}
	return rc
}

// singles returns no slip, then each slip of Known that predicts other
// answers than the ones before it.
func (rc *ruleCandidates) singles() []*candidate {
	rc.singleOnce.Do(func() {
		rc.bySig = map[string]*candidate{}
		rc.single = rc.add(nil, Slips{})
		for _, s := range Known {
			rc.single = rc.add(rc.single, Slips{s})
		}
	})
	return rc.single
}

// none returns the candidate of no slip: the reference's answers under
// the rule set.
func (rc *ruleCandidates) none() *candidate { return rc.singles()[0] }

// pairs returns each pair of slips (in both orders: an adapter's slips
// need not commute) that predicts other answers than every candidate
// before it. Computing them takes a tenth of a second or so: DiagnoseUnder
// asks only when no single slip explains the answers.
func (rc *ruleCandidates) pairs() []*candidate {
	rc.singles()
	rc.pairOnce.Do(func() {
		for i := range Known {
			for j := range Known {
				if i != j {
					rc.pair = rc.add(rc.pair, Slips{Known[i], Known[j]})
				}
			}
		}
	})
	return rc.pair
}

// add predicts the probes' answers under ss and appends it to cs, unless
// an earlier candidate predicts the same: then ss joins its alike (if both
// are of one size) or is left out.
func (rc *ruleCandidates) add(cs []*candidate, ss Slips) []*candidate {
	ps := Probes()
	c := &candidate{slips: ss, preds: make([]Answer, len(ps))}
	var sig strings.Builder
	for i := range ps {
		c.preds[i] = PredictUnder(ss, &ps[i], rc.rules)
		sig.WriteString(c.preds[i].signature())
		sig.WriteByte('\n')
	}
	if first, ok := rc.bySig[sig.String()]; ok {
		// A pair that predicts what a single slip does is that slip's
		// effect: the single is named, and pairs never join a single's
		// alike (so it is complete, and safe to read, while another
		// goroutine computes the pairs).
		if len(first.slips) == len(ss) {
			first.alike = append(first.alike, ss)
		}
		return cs
	}
	rc.bySig[sig.String()] = c
	return append(cs, c)
}

// signature is the answer as one string: equal answers (Equal) have equal
// signatures.
func (a *Answer) signature() string {
	switch {
	case a.Bad != "":
		return "bad"
	case a.Refused:
		return "refused"
	}
	var b strings.Builder
	for _, s := range a.Successors {
		b.WriteString(s.key())
		b.WriteByte(';')
	}
	return b.String()
}

// agreeing counts the answers equal to c's predictions.
func (c *candidate) agreeing(answers []Answer) int {
	n := 0
	for i := range c.preds {
		if i < len(answers) && answers[i].Equal(&c.preds[i]) {
			n++
		}
	}
	return n
}

// Diagnose judges an engine's answers to the probes (answers[i] to
// Probes()[i]; missing answers count as no answer) against what an engine
// that plays the default rules answers, and returns the finding: it is
// DiagnoseUnder with the default rules.
func Diagnose(answers []Answer) Finding { return DiagnoseUnder(answers, reference.Rules{}) }

// DiagnoseUnder judges an engine's answers to the probes (answers[i] to
// Probes()[i]; missing answers count as no answer) against what an engine
// that plays r answers behind no slip, each slip and each pair of slips
// (PredictUnder), and returns the finding. The probes' answers as sent are
// the same under every reading, but the positions a slip makes of them
// need not be: behind a slip, an engine that plays its own readings
// answers what the reference answers under them. The answers are compared
// by their meaning under r (Answer.Under: under blockDuration=until-lifted
// a blocked pit is a lasting block whether or not the answer lists it).
//
// A set of slips explains the answers when all of them, or all but one,
// agree with what it predicts, at least two more agree with it than with
// the reference, and at least two of the answers that agree with it show
// it in more than the houses' and stores' states (the moves listed, a
// seed, the side to move or an outcome differ from the reference's:
// minShown). One slip is named when one explains the answers, unless a
// pair explains all of them and no single slip does; a pair, when it
// explains the answers and more agree with it than with any single slip.
// Otherwise the mapping looks right when at most half the probes differ
// from the reference, and is unexplained when more do.
//
// The houses' and stores' states after a move are what rule bugs get
// wrong most easily (a house left intact when it is emptied, a store
// seed taken from the wrong store): where a slip changes only them, a
// rule bug can change them alike, so they never name a slip alone.
//
// Under readings other than the default, Finding.Readings names them
// (Readings) and the line ends so: "... board mapping (predicted under
// profile abstractplay)", "looks right (14 of 14 mapping positions agree;
// predicted under profile abstractplay)".
func DiagnoseUnder(answers []Answer, r reference.Rules) Finding {
	f := diagnose(answers, r)
	if f.Readings != "" && f.Verdict != NotJudged {
		if strings.HasSuffix(f.Line, ")") {
			f.Line = strings.TrimSuffix(f.Line, ")") + "; predicted under " + f.Readings + ")"
		} else {
			f.Line += " (predicted under " + f.Readings + ")"
		}
	}
	return f
}

// DiagnoseAmong returns the best of the findings of DiagnoseUnder under
// each rule set of rs (the default rules when rs is empty), for an engine
// whose readings are not known: a finding that names a slip beats one that
// names none, and of two that name one, the one with more answers
// agreeing; otherwise the earlier rule set's finding stands. So the first
// rule set should be the likeliest (the engine's inferred readings, or the
// default rules). A slip every answer agrees with ends the search: no
// later finding can beat it.
func DiagnoseAmong(answers []Answer, rs []reference.Rules) Finding {
	if len(rs) == 0 {
		return DiagnoseUnder(answers, reference.Rules{})
	}
	best := DiagnoseUnder(answers, rs[0])
	for _, r := range rs[1:] {
		if best.Verdict == Slipped && best.Agree == best.Probes {
			break // none can have more agreeing: the others need not be predicted
		}
		f := DiagnoseUnder(answers, r)
		if f.Verdict == Slipped && (best.Verdict != Slipped || f.Agree > best.Agree) {
			best = f
		}
	}
	return best
}

// Readings names a rule set for a finding's line: "profile abstractplay"
// when it is a profile's readings, "profile bga with lapLimit=100-seeds-illegal"
// when it is a profile's with one or two readings changed (the profile
// whose readings differ least; "the default rules" is the profile
// default), else its readings that differ from the default ones, as
// "readings option=reading, ..." in the order of reference.Options.
func Readings(r reference.Rules) string {
	name, least := "", 3
	for _, n := range reference.ProfileNames() {
		p, _ := reference.Profile(n)
		if d := len(r.Diff(p)); d < least {
			name, least = n, d
		}
	}
	if name == "" {
		return "readings " + strings.Join(diffList(r, reference.Rules{}), ", ")
	}
	s := "profile " + name
	if name == "default" {
		s = "the default rules"
	}
	if least == 0 {
		return s
	}
	p, _ := reference.Profile(name)
	return s + " with " + strings.Join(diffList(r, p), ", ")
}

// diffList lists the readings of r that differ from base's, as
// "option=reading", in the order of reference.Options.
func diffList(r, base reference.Rules) []string {
	d := r.Diff(base)
	var out []string
	for _, o := range reference.Options {
		if v, ok := d[o.Name]; ok {
			out = append(out, o.Name+"="+v)
		}
	}
	return out
}

// diagnose is DiagnoseUnder without the readings in the line.
func diagnose(answers []Answer, r reference.Rules) Finding {
	ps := Probes()
	n := len(ps)
	answers = slices.Clone(answers)
	for len(answers) < n {
		answers = append(answers, Answer{Bad: "no answer"})
	}
	answers = answers[:n]
	for i := range answers {
		answers[i] = answers[i].Under(r)
	}
	rc := candidatesUnder(r)
	none := rc.none()
	f := Finding{Probes: n, AsSent: none.agreeing(answers)}
	if r != (reference.Rules{}) {
		f.Readings = Readings(r)
	}
	for i := range ps {
		if !answers[i].Equal(&none.preds[i]) {
			f.Differ = append(f.Differ, ps[i].ID)
		}
	}
	answered, why := 0, ""
	for i := range answers {
		if answers[i].Bad == "" {
			answered++
		} else if why == "" {
			why = ps[i].ID + ": " + answers[i].Bad
		}
	}
	if n == 0 || 2*answered < n {
		f.Verdict = NotJudged
		f.Line = fmt.Sprintf("Mapping: not judged (%d of %d mapping positions were answered", answered, n)
		if why != "" {
			f.Line += "; " + why
		}
		f.Line += ")"
		return f
	}
	// A set of slips explains the answers when at most one disagrees
	// with it, two more agree with it than with the reference (with all
	// but one agreeing as sent, none can), and the answers show it in
	// more than the houses and stores (bestOf leaves out the others).
	if f.AsSent < n-1 {
		least := max(n-1, f.AsSent+2)
		one, oneAlts, k1 := bestOf(rc.singles(), answers, least, none)
		if k1 == n {
			f.found(one, oneAlts, answers, none)
			return f
		}
		two, twoAlts, k2 := bestOf(rc.pairs(), answers, least, none)
		switch {
		case k2 == n:
			f.found(two, twoAlts, answers, none)
			return f
		case k1 >= 0:
			f.found(one, oneAlts, answers, none)
			return f
		case k2 >= 0:
			f.found(two, twoAlts, answers, none)
			return f
		}
	}
	f.Agree = f.AsSent
	switch d := n - f.AsSent; {
	case d == 0:
		f.Verdict = Right
		f.Line = fmt.Sprintf("Mapping: looks right (%d of %d mapping positions agree)", n, n)
	case d == 1:
		f.Verdict = Right
		f.Line = fmt.Sprintf("Mapping: looks right (no slip explains the 1 of %d positions that differs; it is the engine's own, see the failures)", n)
	case 2*d <= n:
		f.Verdict = Right
		f.Line = fmt.Sprintf("Mapping: looks right (no slip explains the %d of %d positions that differ; they are the engine's own, see the failures)", d, n)
	default:
		f.Verdict = Unexplained
		f.Line = fmt.Sprintf("Mapping: unexplained (%d of %d mapping positions differ and no slip explains them): check your adapter's board mapping, or see the failures", d, n)
		f.Evidence = evidence(nil, none, answers, 1)
	}
	return f
}

// minShown is how many of the answers that agree with a set of slips must
// show it in more than the houses' and stores' states for it to be named
// (Diagnose). Every slip shows itself so on three probes or more
// (TestMappingSlipsIdentifiable), so a bug of the engine's own on one of
// them leaves two.
const minShown = 2

// bestOf returns, of the candidates of cs (not no slip) with which least
// answers or more agree and which those answers show (shows), the one
// with which the most agree, the others with which as many agree, and how
// many agree; -1 when there is none. ref is the candidate of no slip.
func bestOf(cs []*candidate, answers []Answer, least int, ref *candidate) (*candidate, []*candidate, int) {
	var best []*candidate
	top := -1
	for _, c := range cs {
		if len(c.slips) == 0 {
			continue
		}
		k := c.agreeing(answers)
		if k < least || k < top || !c.shows(answers, ref) {
			continue
		}
		if k > top {
			top, best = k, nil
		}
		best = append(best, c)
	}
	if best == nil {
		return nil, nil, -1
	}
	return best[0], best[1:], top
}

// shows reports whether minShown or more of the answers that agree with c
// differ from the reference's (ref's) in more than the houses' and stores'
// states.
func (c *candidate) shows(answers []Answer, ref *candidate) bool {
	n := 0
	for i := range c.preds {
		if i < len(answers) && answers[i].Equal(&c.preds[i]) && !c.preds[i].sameButFlags(&ref.preds[i]) {
			n++
		}
	}
	return n >= minShown
}

// sameButFlags reports whether a and b are the same answer but for the
// houses' and stores' states of their successors: both refusals, or the
// same moves whose successors have the same seeds in every pit, the same
// side to move, blocks and outcome. An answer that cannot be compared is
// the same as nothing.
func (a *Answer) sameButFlags(b *Answer) bool {
	if a.Bad != "" || b.Bad != "" {
		return false
	}
	if a.Refused || b.Refused {
		return a.Refused == b.Refused
	}
	if len(a.Successors) != len(b.Successors) {
		return false
	}
	for i := range a.Successors {
		x, y := &a.Successors[i], &b.Successors[i]
		if x.Move != y.Move || x.Outcome != y.Outcome || withoutFlags(x.Position) != withoutFlags(y.Position) {
			return false
		}
	}
	return true
}

// withoutFlags returns a position's canonical JSON (protocol's encoding,
// whose sides end `],"store":N,"house":"S"}`) without the stores and
// houses.
func withoutFlags(pos string) string {
	var b strings.Builder
	for {
		i := strings.Index(pos, `],"store":`)
		if i < 0 {
			break
		}
		j := strings.Index(pos[i:], `"}`)
		if j < 0 {
			break
		}
		b.WriteString(pos[:i+1])
		pos = pos[i+j+1:]
	}
	b.WriteString(pos)
	return b.String()
}

// found fills f for the slips of c, with the alternatives that explain the
// answers as well; ref is the candidate of no slip.
func (f *Finding) found(c *candidate, alts []*candidate, answers []Answer, ref *candidate) {
	f.Verdict = Slipped
	f.Slips = c.slips.Names()
	f.Agree = c.agreeing(answers)
	var altText []string
	// The same slips in another order are not another explanation.
	seen := map[string]bool{setKey(c.slips): true}
	add := func(ss Slips) {
		if len(ss) == len(c.slips) && !seen[setKey(ss)] {
			seen[setKey(ss)] = true
			f.Alternatives = append(f.Alternatives, ss.Names())
			altText = append(altText, ss.Text())
		}
	}
	for _, a := range c.alike {
		add(a)
	}
	for _, a := range alts {
		add(a.slips)
		for _, b := range a.alike {
			add(b)
		}
	}
	var checks []string
	for _, s := range c.slips {
		if !slices.Contains(checks, s.Check) {
			checks = append(checks, s.Check)
		}
	}
	with := c.slips.Text()
	if len(altText) > 0 {
		with += " (or " + strings.Join(altText, "; or ") + ": the mapping positions cannot tell them apart)"
	}
	f.Line = fmt.Sprintf("Mapping: with %s, %d of %d mapping positions agree (%d as sent): check your adapter's %s",
		with, f.Agree, f.Probes, f.AsSent, strings.Join(checks, " and "))
	f.Evidence = evidence(c, ref, answers, 2)
}

// setKey names a set of slips whatever their order.
func setKey(ss Slips) string {
	names := ss.Names()
	slices.Sort(names)
	return strings.Join(names, ",")
}

// evidence picks up to most probes that show the slips of c: the engine's
// answer is the one c predicts and not the reference's, ref's (with c nil:
// any answer not the reference's). The answers that differ from the
// reference's in more than the houses and stores come first, then those
// with moves, the fewest moves first; a second probe is one of the other
// side to move.
func evidence(c, ref *candidate, answers []Answer, most int) []Evidence {
	ps := Probes()
	var idx []int
	for i := range ps {
		if answers[i].Equal(&ref.preds[i]) {
			continue
		}
		if c == nil || (answers[i].Equal(&c.preds[i]) && !c.preds[i].Equal(&ref.preds[i])) {
			idx = append(idx, i)
		}
	}
	// A refusal or an empty list shows less than a list of moves, and a
	// house or a store less than the moves or the seeds.
	size := func(i int) int {
		n := len(answers[i].Successors) + len(ref.preds[i].Successors)
		if len(answers[i].Successors) == 0 {
			n += 1000
		}
		if answers[i].sameButFlags(&ref.preds[i]) {
			n += 2000
		}
		return n
	}
	slices.SortStableFunc(idx, func(a, b int) int { return size(a) - size(b) })
	var pick []int
	for _, i := range idx {
		if len(pick) == 0 || (len(pick) < most && ps[i].Position.ToMove != ps[pick[0]].Position.ToMove) {
			pick = append(pick, i)
		}
	}
	out := make([]Evidence, 0, len(pick))
	for _, i := range pick {
		e := Evidence{Probe: ps[i].ID, About: ps[i].About, Request: "{" + string(ps[i].Request()) + "}",
			Engine: answers[i], Reference: ref.preds[i]}
		if c != nil {
			e.Slip = &c.preds[i]
		}
		out = append(out, e)
	}
	return out
}
