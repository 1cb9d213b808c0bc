package mapping

import (
	"fmt"
	"slices"
	"strings"
	"sync"
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

var (
	singleOnce, pairOnce sync.Once
	singles, pairs       []*candidate          // singles[0]: no slip
	bySig                map[string]*candidate // the first candidate of each prediction
)

// singleCandidates returns no slip, then each slip of Known that predicts
// other answers than the ones before it.
func singleCandidates() []*candidate {
	singleOnce.Do(func() {
		bySig = map[string]*candidate{}
		singles = addCandidates(nil, Slips{})
		for _, s := range Known {
			singles = addCandidates(singles, Slips{s})
		}
	})
	return singles
}

// pairCandidates returns each pair of slips (in both orders: an adapter's
// slips need not commute) that predicts other answers than every candidate
// before it. Computing them takes a few hundred milliseconds: Diagnose
// asks only when no single slip explains the answers.
func pairCandidates() []*candidate {
	singleCandidates()
	pairOnce.Do(func() {
		for i := range Known {
			for j := range Known {
				if i != j {
					pairs = addCandidates(pairs, Slips{Known[i], Known[j]})
				}
			}
		}
	})
	return pairs
}

// addCandidates predicts the probes' answers under ss and appends it to cs,
// unless an earlier candidate predicts the same: then ss joins its alike
// (if both are of one size) or is left out.
func addCandidates(cs []*candidate, ss Slips) []*candidate {
	ps := Probes()
	c := &candidate{slips: ss, preds: make([]Answer, len(ps))}
	var sig strings.Builder
	for i := range ps {
		c.preds[i] = Predict(ss, &ps[i])
		sig.WriteString(c.preds[i].signature())
		sig.WriteByte('\n')
	}
	if first, ok := bySig[sig.String()]; ok {
		// A pair that predicts what a single slip does is that slip's
		// effect: the single is named, and pairs never join a single's
		// alike (so it is complete, and safe to read, while another
		// goroutine computes the pairs).
		if len(first.slips) == len(ss) {
			first.alike = append(first.alike, ss)
		}
		return cs
	}
	bySig[sig.String()] = c
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
// Probes()[i]; missing answers count as no answer) and returns the
// finding. A set of slips explains the answers when all of them, or all
// but one, agree with what it predicts, at least two more agree with it
// than with the reference, and at least two of the answers that agree
// with it show it in more than the houses' and stores' states (the moves
// listed, a seed, the side to move or an outcome differ from the
// reference's: minShown). One slip is named when one explains the
// answers, unless a pair explains all of them and no single slip does; a
// pair, when it explains the answers and more agree with it than with any
// single slip. Otherwise the mapping looks right when at most half the
// probes differ from the reference, and is unexplained when more do.
//
// The houses' and stores' states after a move are what rule bugs get
// wrong most easily (a house left intact when it is emptied, a store
// seed taken from the wrong store): where a slip changes only them, a
// rule bug can change them alike, so they never name a slip alone.
func Diagnose(answers []Answer) Finding {
	ps := Probes()
	n := len(ps)
	answers = slices.Clone(answers)
	for len(answers) < n {
		answers = append(answers, Answer{Bad: "no answer"})
	}
	answers = answers[:n]
	none := singleCandidates()[0]
	f := Finding{Probes: n, AsSent: none.agreeing(answers)}
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
		one, oneAlts, k1 := bestOf(singleCandidates(), answers, least)
		if k1 == n {
			f.found(one, oneAlts, answers)
			return f
		}
		two, twoAlts, k2 := bestOf(pairCandidates(), answers, least)
		switch {
		case k2 == n:
			f.found(two, twoAlts, answers)
			return f
		case k1 >= 0:
			f.found(one, oneAlts, answers)
			return f
		case k2 >= 0:
			f.found(two, twoAlts, answers)
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
		f.Evidence = evidence(nil, answers, 1)
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
// many agree; -1 when there is none.
func bestOf(cs []*candidate, answers []Answer, least int) (*candidate, []*candidate, int) {
	var best []*candidate
	top := -1
	for _, c := range cs {
		if len(c.slips) == 0 {
			continue
		}
		k := c.agreeing(answers)
		if k < least || k < top || !c.shows(answers) {
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
// differ from the reference's in more than the houses' and stores' states.
func (c *candidate) shows(answers []Answer) bool {
	ref := singleCandidates()[0]
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
// answers as well.
func (f *Finding) found(c *candidate, alts []*candidate, answers []Answer) {
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
	f.Evidence = evidence(c, answers, 2)
}

// setKey names a set of slips whatever their order.
func setKey(ss Slips) string {
	names := ss.Names()
	slices.Sort(names)
	return strings.Join(names, ",")
}

// evidence picks up to most probes that show the slips of c: the engine's
// answer is the one c predicts and not the reference's (with c nil: any
// answer not the reference's). The answers that differ from the
// reference's in more than the houses and stores come first, then those
// with moves, the fewest moves first; a second probe is one of the other
// side to move.
func evidence(c *candidate, answers []Answer, most int) []Evidence {
	ps := Probes()
	ref := singleCandidates()[0]
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
