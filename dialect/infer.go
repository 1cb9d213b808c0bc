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

// Infer judges the probes and returns one row per option that has probes,
// in the order of reference.Options, and the readings the engine plays.
// base holds the readings known beforehand (a declared dialect, else the
// default rules); fixed names the options whose reading is declared, which
// are never inferred. Expected answers are the reference engine's under
// base with the probe's option at each reading; a probe on which every
// reading gives one answer there (the engine's readings make it moot) is
// not judged. It runs in rounds: first with the probes that depend on no other
// option, then with all of them, under the readings the rounds before found,
// until the readings stay the same.
func Infer(base reference.Rules, fixed map[string]bool, cases []Case) ([]Row, reference.Rules) {
	byOpt := map[string][]Case{}
	for _, c := range cases {
		byOpt[c.Probe.Option] = append(byOpt[c.Probe.Option], c)
	}
	known := map[string]bool{}
	for k := range fixed {
		known[k] = true
	}
	round := func(d reference.Rules, dependent bool) ([]Row, reference.Rules) {
		var rows []Row
		next := d
		for _, o := range reference.Options {
			cs := byOpt[o.Name]
			if len(cs) == 0 {
				continue
			}
			row := judgeOption(d, o, cs, dependent, known)
			rows = append(rows, row)
			if fixed[o.Name] {
				continue
			}
			if r := pick(row.Readings, o.Get(&d)); r != "" {
				_ = o.Set(&next, r)
			}
		}
		return rows, next
	}
	rows, d1 := round(base, false)
	for _, r := range rows {
		if r.Single() {
			known[r.Option] = true
		}
	}
	rows, d2 := round(d1, true)
	// A dependent probe may wait for a reading that another option's
	// dependent probes find (houseStart's wait for taxation's): judge again
	// under the readings found until they stay the same.
	for range reference.Options {
		for _, r := range rows {
			if r.Single() {
				known[r.Option] = true
			}
		}
		again, next := round(d2, true)
		rows = again
		if next == d2 {
			break
		}
		d2 = next
	}
	for i := range rows {
		rows[i].Declared = ""
		if fixed[rows[i].Option] {
			o, _ := reference.LookupOption(rows[i].Option)
			rows[i].Declared = o.Get(&base)
		}
	}
	return rows, d2
}

// pick returns the reading a verdict stands for when the main run is judged:
// the one reading, or of several that the probes cannot tell apart the
// current one if listed, else the first; "" for none, undetermined, n/a.
func pick(rs []string, current string) string {
	switch {
	case len(rs) == 0:
		return ""
	case slices.Contains(rs, current):
		return current
	}
	return rs[0]
}

// variantOnly names the options that belong to one variant: an engine that
// does not play that variant does not play the rule ("n/a").
var variantOnly = map[string]string{
	"husOpening":        "hus",       // DISPUTE-27: the Hus opening
	"kujifunzaBlocking": "kujifunza", // DISPUTE-26: kutakatia in Kujifunza
}

func judgeOption(d reference.Rules, o reference.Option, cs []Case, dependent bool, known map[string]bool) Row {
	row := Row{Dispute: o.Dispute, Option: o.Name, Probes: []ProbeRow{}}
	moot, waiting, unplayed := 0, 0, 0
	unplayedVariants := []string{}
	exps := make([][]Answer, len(cs))
	for i, c := range cs {
		p := c.Probe
		pr := ProbeRow{ID: p.ID(), Variant: p.Position.Variant.String(), Phase: p.Position.Phase().String(),
			Move: p.Move.String(), Status: Unjudged, Pass: []string{}, Fail: []string{}}
		var missing []string
		for _, dep := range p.DependsOn {
			if !known[dep] {
				missing = append(missing, dep)
			}
		}
		exp := Under(d, o, p.Position, p.Move)
		exps[i] = exp
		switch {
		case len(p.DependsOn) > 0 && (!dependent || len(missing) > 0):
			waiting++
			pr.Message = "depends on the reading of " + strings.Join(missing, ", ") + ", which the probes did not determine"
			if !dependent {
				pr.Message = "depends on " + strings.Join(p.DependsOn, ", ") + ": judged once they are known"
			}
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
				if c.Answer.Same(exp[j]) {
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
	notPlayed := unplayed > 0 && unplayed == len(cs) && len(unplayedVariants) == 1 &&
		variantOnly[o.Name] == unplayedVariants[0]
	row.Followed, row.Readings = verdict(o.Readings, row.Probes, notPlayed || moot > 0 && moot == len(cs))
	if row.Readings == nil {
		row.Readings = []string{}
	}
	switch {
	case row.Followed == NA && notPlayed:
		row.Reason = "the engine does not play the variant " + unplayedVariants[0] +
			" (its hello does not list it), the only variant this rule belongs to"
	case row.Followed == NA:
		row.Reason = "the engine's readings make this rule moot on every probe (it does not play it)"
	case row.Followed == Undetermined:
		row.Reason = "no probe could be judged"
		for _, pr := range row.Probes {
			if pr.Message != "" {
				row.Reason += ": " + pr.Message
				break
			}
		}
	}
	for i := range row.Probes {
		pr := &row.Probes[i]
		if pr.Status == Judged && len(pr.Pass) == 0 {
			row.Unmatched++
		}
	}
	if row.Followed == None || row.Unmatched > 0 {
		for i := range row.Probes {
			pr := &row.Probes[i]
			if pr.Status != Judged || row.Followed != None && len(pr.Pass) > 0 {
				continue
			}
			c := cs[i]
			t, _ := c.Probe.Position.MarshalText()
			pr.Board = string(t)
			pr.Request = c.Request
			pr.Expected = map[string]string{}
			for j, r := range o.Readings {
				pr.Expected[r] = AnswerText(exps[i][j])
			}
			pr.Got = AnswerText(c.Answer)
		}
	}
	return row
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
