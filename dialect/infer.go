package dialect

import (
	"fmt"
	"slices"
	"strings"

	"github.com/baolakiswahili/conformance/reference"
)

// Case is one probe and what the engine answered when it was sent without
// the probe's option.
type Case struct {
	Probe Probe
	// Answered says the engine gave a result or refused the move as
	// illegal (Answer); otherwise Message says what went wrong.
	Answered bool
	Answer   Answer
	Message  string
	// Unplayed says the engine does not play the probe's variant (its
	// hello does not list it): an option whose every probe is unplayed is
	// a rule the engine does not play ("n/a").
	Unplayed bool
	// Request is the request sent, for people.
	Request string
}

// Inferred is what the probes established for the main run: one reading per
// option, and the options whose reading they did not establish.
type Inferred struct {
	// Rules holds the established reading of every option; for an open
	// option, one of its possible readings (a stand-in: a vector is judged
	// only where every possible reading gives one answer).
	Rules reference.Rules
	// Open maps each option the probes did not settle to the readings the
	// engine may play: those the probes left apart ("cycle|relays-512"),
	// those probes of an uncertain verdict support, or every reading where
	// the row is none, undetermined or n/a.
	Open map[string][]string
}

// judge scores combinations of readings against the engine's answers.
type judge struct {
	cases []Case
	// judged are the indexes of the cases with an answer to judge.
	judged []int
	cache  map[scoreKey]bool
	scores map[reference.Rules]int
}

type scoreKey struct {
	i int
	r reference.Rules
}

// explains reports whether the engine's answer to case i is the reference
// engine's under rules r.
func (j *judge) explains(i int, r reference.Rules) bool {
	k := scoreKey{i, r}
	if v, ok := j.cache[k]; ok {
		return v
	}
	c := &j.cases[i]
	v := c.Answer.SameUnder(AnswerOf(r, c.Probe.Position, c.Probe.Move), r)
	j.cache[k] = v
	return v
}

// score counts the judged probes whose answer the rules r explain: the
// engine's answer is the reference engine's under r, every option at r's
// reading at once (so options that interact are judged together).
func (j *judge) score(r reference.Rules) int {
	if s, ok := j.scores[r]; ok {
		return s
	}
	n := 0
	for _, i := range j.judged {
		if j.explains(i, r) {
			n++
		}
	}
	j.scores[r] = n
	return n
}

// climb improves r one option, then one pair of options, at a time until no
// change explains more probes; the options in hold keep their reading. Ties
// keep the current reading.
func (j *judge) climb(r reference.Rules, hold map[string]bool) (reference.Rules, int) {
	best := j.score(r)
	var free []reference.Option
	for _, o := range reference.Options {
		if !hold[o.Name] {
			free = append(free, o)
		}
	}
	for changed := true; changed; {
		changed = false
		for _, o := range free {
			for _, reading := range o.Readings {
				t := r
				_ = o.Set(&t, reading)
				if s := j.score(t); s > best {
					r, best, changed = t, s, true
				}
			}
		}
		if changed {
			continue
		}
		for _, pr := range interacting {
			o1, ok1 := reference.LookupOption(pr[0])
			o2, ok2 := reference.LookupOption(pr[1])
			if !ok1 || !ok2 || hold[pr[0]] || hold[pr[1]] {
				continue
			}
			for _, a := range o1.Readings {
				for _, b := range o2.Readings {
					t := r
					_ = o1.Set(&t, a)
					_ = o2.Set(&t, b)
					if s := j.score(t); s > best {
						r, best, changed = t, s, true
					}
				}
			}
		}
	}
	return r, best
}

// interacting are the pairs of options whose readings act together on some
// probes (one probe's answers depend on the other option, or a reading of
// one makes the other's probes moot): a reading of one alone may explain
// fewer probes than the pair. Infer adds the pairs the selection records
// (Probe.DependsOn, Probe.MootUnder).
var interacting = [][2]string{
	{"houseStart", "houseDestroyedBy"},
	{"houseStart", "taxation"},
	{"houseDestroyedBy", "taxation"},
	{"blockTrigger", "blockDuration"},
	{"mtajiHouseTakata", "houseLostAtCapture"},
	{"mtajiHouseCapture", "houseLostAtCapture"},
	{"kutakatia", "kutakatiaPhase"},
}

// Interacting returns the pairs of options whose readings act together on
// some probes (a copy): a reading of one alone may explain less than the
// pair.
func Interacting() [][2]string { return slices.Clone(interacting) }

// neighbours reports whether options a and b interact (a pair of interacting).
func neighbours(a, b string) bool {
	return slices.Contains(interacting, [2]string{a, b}) || slices.Contains(interacting, [2]string{b, a})
}

func addInteracting(ps []Probe) {
	for _, p := range ps {
		others := slices.Clone(p.DependsOn)
		for _, m := range p.MootUnder {
			if name, _, ok := strings.Cut(m, "="); ok {
				others = append(others, name)
			}
		}
		for _, o := range others {
			if o != p.Option && !neighbours(p.Option, o) {
				interacting = append(interacting, [2]string{p.Option, o})
			}
		}
	}
}

func init() {
	if ps, err := Selection(); err == nil {
		addInteracting(ps)
	}
}

// Infer judges the probes and returns one row per option that has probes,
// in the order of reference.Options, and what they establish for the run.
// base holds the readings known beforehand (a declared dialect, else the
// default rules); fixed names the options whose reading is declared, which
// are never inferred.
//
// It chooses the combination of readings that explains the most probes: an
// engine's answer to a probe is explained by rules r when it is the
// reference engine's under r, every option at once, so a probe whose answers
// change with another option's reading is judged under the reading chosen
// for it. The search climbs from base, one option and then one interacting
// pair at a time. An option's verdict names every reading with which some
// combination explains as many probes as the best (the probes cannot tell
// them apart); it is uncertain when probes of the option give no reading's
// answer, or another reading's.
func Infer(base reference.Rules, fixed map[string]bool, cases []Case) ([]Row, Inferred) {
	j := &judge{cases: cases, cache: map[scoreKey]bool{}, scores: map[reference.Rules]int{}}
	for i, c := range cases {
		if c.Answered && !c.Unplayed {
			j.judged = append(j.judged, i)
		}
	}
	best, top := j.climb(base, fixed)
	byOpt := map[string][]int{}
	for i, c := range cases {
		byOpt[c.Probe.Option] = append(byOpt[c.Probe.Option], i)
	}
	inf := Inferred{Rules: best, Open: map[string][]string{}}
	var rows []Row
	for _, o := range reference.Options {
		idx := byOpt[o.Name]
		if len(idx) == 0 {
			if !fixed[o.Name] {
				inf.Open[o.Name] = slices.Clone(o.Readings)
			}
			continue
		}
		// The readings with which some combination explains as many
		// probes as the best one.
		var tied []string
		scores := make([]int, len(o.Readings))
		most := 0
		for k, reading := range o.Readings {
			t := best
			_ = o.Set(&t, reading)
			if j.score(t) < top {
				// The options that act with o may make up for it.
				hold := map[string]bool{o.Name: true}
				for _, q := range reference.Options {
					if !neighbours(o.Name, q.Name) || fixed[q.Name] {
						hold[q.Name] = true
					}
				}
				t, _ = j.climb(t, hold)
			}
			scores[k] = j.score(t)
			most = max(most, scores[k])
		}
		for k, reading := range o.Readings {
			if scores[k] == most {
				tied = append(tied, reading)
			}
		}
		row := judgeOption(best, o, cases, idx, tied)
		// A bug may mimic a reading: an uncertain verdict replaces the
		// reading known beforehand only by a lead larger than the probes
		// a bug may have spoiled; else the run assumes neither, and leaves
		// the verdict's readings and that one open (a vector whose answer
		// depends on which of them is played is n/a): it never judges by a
		// reading the table does not name.
		was := o.Get(&base)
		if k := slices.Index(o.Readings, was); !fixed[o.Name] && row.Uncertain != "" && len(row.Readings) > 0 &&
			!slices.Contains(row.Readings, was) && most-scores[k] <= row.Unmatched+row.Contradicting {
			row.Run = append(slices.Clone(row.Readings), was)
			row.Uncertain += fmt.Sprintf("; the run leaves %s open: %s leads %s by %d probes, no more than these", strings.Join(row.Run, ", "), row.Followed, was, most-scores[k])
		}
		if !fixed[o.Name] && row.Followed == None && row.Unmatched > 0 {
			// No probe gives any reading's answer: nothing speaks for one
			// reading more than another, so the run assumes none of them
			// (a vector whose answer depends on the reading is n/a, one
			// whose answer no reading gives fails).
			row.Run = slices.Clone(o.Readings)
			row.Uncertain += "; the run assumes no reading"
		}
		if fixed[o.Name] {
			row.Declared = o.Get(&base)
		} else {
			if len(row.Run) > 1 {
				inf.Open[o.Name] = row.Run
			}
			if len(row.Run) > 0 && !slices.Contains(row.Run, o.Get(&inf.Rules)) {
				_ = o.Set(&inf.Rules, row.Run[0])
			}
		}
		rows = append(rows, row)
	}
	spoiled(rows, cases, best)
	return rows, inf
}

// spoiled marks uncertain the verdicts judged under another option's
// uncertain or unsettled reading: a row whose probes depend on it, or that
// is n/a because its probes are moot under it.
func spoiled(rows []Row, cases []Case, best reference.Rules) {
	doubt := map[string]bool{}
	for _, r := range rows {
		doubt[r.Option] = r.Uncertain != "" || len(r.Run) > 1 && r.Followed != NA
	}
	for i := range rows {
		r := &rows[i]
		if r.Declared != "" || r.Uncertain != "" {
			continue
		}
		var on []string
		for _, c := range cases {
			p := c.Probe
			if p.Option != r.Option {
				continue
			}
			others := slices.Clone(p.DependsOn)
			if r.Followed == NA || r.Followed == Undetermined {
				for _, m := range p.MootUnder {
					if name, reading, ok := strings.Cut(m, "="); ok {
						if o, found := reference.LookupOption(name); found && o.Get(&best) == reading {
							others = append(others, name)
						}
					}
				}
			}
			for _, name := range others {
				if doubt[name] && !slices.Contains(on, name) {
					on = append(on, name)
				}
			}
		}
		if len(on) > 0 && (len(r.Readings) > 0 || r.Followed == NA || r.Followed == Undetermined) {
			slices.Sort(on)
			r.Uncertain = "judged under the reading of " + strings.Join(on, ", ") + ", itself uncertain or unsettled"
		}
	}
}

// variantOnly names the options that belong to one variant: an engine that
// does not play that variant does not play the rule ("n/a").
var variantOnly = map[string]string{
	"husOpening":        "hus",       // DISPUTE-27: the Hus opening
	"kujifunzaBlocking": "kujifunza", // DISPUTE-26: kutakatia in Kujifunza
}

// judgeOption makes o's row: each probe judged under the rules d (the best
// combination) with o at each reading, and the verdict from tied (the
// readings some best combination plays).
func judgeOption(d reference.Rules, o reference.Option, cs []Case, idx []int, tied []string) Row {
	row := Row{Dispute: o.Dispute, Option: o.Name, Probes: []ProbeRow{}, Readings: []string{}}
	moot, unplayed := 0, 0
	unplayedVariants := []string{}
	exps := make([][]Answer, len(idx))
	for k, i := range idx {
		c := cs[i]
		p := c.Probe
		pr := ProbeRow{ID: p.ID(), Variant: p.Position.Variant.String(), Phase: p.Position.Phase().String(),
			Move: p.Move.String(), Status: Unjudged, Pass: []string{}, Fail: []string{}}
		exp := Under(d, o, p.Position, p.Move)
		exps[k] = exp
		switch {
		case c.Unplayed:
			unplayed++
			if v := pr.Variant; !slices.Contains(unplayedVariants, v) {
				unplayedVariants = append(unplayedVariants, v)
			}
			pr.Message = c.Message
		case AllSame(exp):
			moot++
			pr.Message = "moot under your readings: every reading gives the same answer"
		case !c.Answered:
			pr.Message = c.Message
		default:
			pr.Status = Judged
			for j, r := range o.Readings {
				under := d
				_ = o.Set(&under, r)
				if c.Answer.SameUnder(exp[j], under) {
					pr.Pass = append(pr.Pass, r)
				} else {
					pr.Fail = append(pr.Fail, r)
				}
			}
		}
		row.Probes = append(row.Probes, pr)
	}
	// The rule is not played when it belongs to one variant the engine
	// does not play (every probe is in it); otherwise unplayed probes are
	// only unjudged.
	notPlayed := unplayed > 0 && unplayed == len(idx) && len(unplayedVariants) == 1 &&
		variantOnly[o.Name] == unplayedVariants[0]
	judged, matched := 0, 0
	for _, pr := range row.Probes {
		if pr.Status == Judged {
			judged++
			if len(pr.Pass) > 0 {
				matched++
			}
		}
	}
	switch {
	case notPlayed:
		row.Followed = NA
		row.Reason = "the engine does not play the variant " + unplayedVariants[0] +
			" (its hello does not list it), the only variant this rule belongs to"
	case moot > 0 && moot == len(idx):
		row.Followed = NA
		row.Reason = "the engine's readings make this rule moot on every probe (it does not play it)"
	case judged == 0:
		row.Followed = Undetermined
		row.Reason = "no probe could be judged"
		for _, pr := range row.Probes {
			if pr.Message != "" {
				row.Reason += ": " + pr.Message
				break
			}
		}
	case matched == 0 || len(tied) == 0:
		row.Followed = None
	default:
		row.Readings = tied
		row.Followed = strings.Join(tied, "|")
	}
	if len(row.Readings) > 1 {
		// Readings left apart: say whether probes that tell them apart
		// went unjudged (engine errors) rather than not existing.
		n, msg := 0, ""
		for k, pr := range row.Probes {
			if pr.Status == Judged || cs[idx[k]].Unplayed || !separatesAmong(o, exps[k], row.Readings) {
				continue
			}
			if msg == "" {
				msg = pr.Message
			}
			n++
		}
		if n > 0 {
			row.Reason = fmt.Sprintf("%d %s that tell them apart could not be judged (%s)", n, plural(n, "probe", "probes"), clip(msg, 160))
		}
	}
	for i := range row.Probes {
		pr := &row.Probes[i]
		if pr.Status != Judged {
			continue
		}
		switch {
		case len(pr.Pass) == 0:
			row.Unmatched++
		case len(row.Readings) > 0 && !overlaps(pr.Pass, row.Readings):
			row.Contradicting++
		}
	}
	// What the run may assume: the verdict's readings (a contradicting
	// probe's reading is refuted by the probes that decided the verdict:
	// it shows a deviation, not a reading); every reading when the row
	// names none.
	if len(row.Readings) == 0 {
		row.Run = slices.Clone(o.Readings)
	} else {
		row.Run = slices.Clone(row.Readings)
	}
	if row.Followed == None && row.Unmatched > 0 {
		row.Uncertain = fmt.Sprintf("every judged probe (%d) gives no reading's answer: a bug may hide the reading played", row.Unmatched)
	}
	if len(row.Readings) > 0 && (row.Unmatched > 0 || row.Contradicting > 0) {
		var why []string
		if row.Unmatched > 0 {
			why = append(why, fmt.Sprintf("%d %s no reading's answer", row.Unmatched, plural(row.Unmatched, "probe gives", "probes give")))
		}
		if row.Contradicting > 0 {
			var others []string
			for _, pr := range row.Probes {
				if pr.Status == Judged && !overlaps(pr.Pass, row.Readings) {
					for _, r := range pr.Pass {
						if !slices.Contains(others, r) {
							others = append(others, r)
						}
					}
				}
			}
			why = append(why, fmt.Sprintf("%d %s the answer of %s", row.Contradicting, plural(row.Contradicting, "probe gives", "probes give"), strings.Join(others, " or ")))
		}
		row.Uncertain = strings.Join(why, "; ")
	}
	// The probes shown in full: those that give no reading's answer or
	// contradict the verdict, and every judged probe of a "none" row.
	for i := range row.Probes {
		pr := &row.Probes[i]
		if pr.Status != Judged || len(pr.Pass) > 0 && row.Followed != None && overlaps(pr.Pass, row.Readings) {
			continue
		}
		c := cs[idx[i]]
		t, _ := c.Probe.Position.MarshalText()
		pr.Board = string(t)
		pr.Request = c.Request
		pr.Expected = map[string]string{}
		for j, r := range o.Readings {
			pr.Expected[r] = AnswerText(exps[i][j])
		}
		pr.Got = AnswerText(c.Answer)
	}
	return row
}

// separatesAmong reports whether the answers exp (one per reading of o)
// differ between two of the readings rs.
func separatesAmong(o reference.Option, exp []Answer, rs []string) bool {
	first := -1
	for i, r := range o.Readings {
		if !slices.Contains(rs, r) {
			continue
		}
		if first < 0 {
			first = i
		} else if !exp[i].Same(exp[first]) {
			return true
		}
	}
	return false
}

func overlaps(a, b []string) bool {
	for _, x := range a {
		if slices.Contains(b, x) {
			return true
		}
	}
	return false
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// AnswerText renders an answer for people: the board after the move and the
// outcome, or "illegal move".
func AnswerText(a Answer) string {
	if a.Illegal {
		return "illegal move"
	}
	t, _ := a.Result.Position.MarshalText()
	out := "the game goes on"
	if o := a.Result.Outcome; o.Over() {
		out = fmt.Sprintf("%s wins by %s", o.Winner, o.Reason)
	}
	return strings.TrimRight(string(t), "\n") + "\noutcome: " + out
}
