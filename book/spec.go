package book

import (
	"fmt"
	"io/fs"
	"regexp"
	"strconv"
	"strings"

	"github.com/baolakiswahili/conformance/reference"
	"github.com/baolakiswahili/conformance/steps"
)

// Scenario is one scenario of the specification, or one Examples row of an
// outline, as the book shows it: where it is written, its tags, its steps as
// text, and what the project's one interpreter (package steps) did with it.
type Scenario struct {
	File    string // path in features.FS, such as "capture.feature"
	Feature string // the feature's name
	Line    int    // line of the scenario, or of the Examples row
	Name    string
	Example string // the Examples table's name (outline rows)
	Tags    []string
	RuleIDs []string
	Dispute int    // n of @dispute-n, or 0
	Option  string // @option-<name>
	Reading string // @reading-<reading>
	Comment string // the comment lines written just above the scenario
	Steps   []Step // the steps, with outline placeholders filled in

	// What the interpreter did.
	Err     error // the scenario failed (the book still shows it)
	Built   bool  // a position was set up
	Rules   reference.Rules
	Given   reference.Position
	Moves   []string
	Before  reference.Position // before the last move
	Played  bool
	MoveErr error
	Move    reference.Move
	After   reference.Position
	Outcome reference.Outcome
	Trace   []reference.Event

	// SharedBefore is set on the readings of a dispute outline that all
	// start from the same position: the page draws it once for all.
	SharedBefore bool
}

// Step is one step of a scenario as written.
type Step struct {
	Keyword string
	Text    string
	Table   [][]string
	Doc     string
}

// Anchor returns the scenario's element id, unique in the book.
func (s *Scenario) Anchor() string {
	f := strings.TrimSuffix(s.File, ".feature")
	f = strings.NewReplacer("/", "-", ".", "-").Replace(f)
	return fmt.Sprintf("s-%s-%d", f, s.Line)
}

var disputeRE = regexp.MustCompile(`^@dispute-([0-9]+)$`)

// LoadScenarios reads every .feature file of fsys with the project's one
// interpreter (package steps), in file order.
func LoadScenarios(fsys fs.FS) ([]*Scenario, error) {
	feats, err := steps.InterpretFS(fsys)
	if err != nil {
		return nil, fmt.Errorf("book: %w", err)
	}
	var out []*Scenario
	for _, f := range feats {
		for _, sc := range f.Scenarios {
			out = append(out, fromSteps(sc))
		}
	}
	return out, nil
}

// fromSteps turns an interpreted scenario into what the book shows.
func fromSteps(sc *steps.Scenario) *Scenario {
	s := &Scenario{File: sc.File, Feature: sc.Feature, Line: int(sc.Line), Name: sc.Name, RuleIDs: sc.RuleIDs}
	if sc.Example != nil {
		s.Example = sc.Example.Name
	}
	for _, t := range sc.Tags {
		s.Tags = append(s.Tags, "@"+t)
		switch {
		case disputeRE.MatchString("@" + t):
			s.Dispute, _ = strconv.Atoi(disputeRE.FindStringSubmatch("@" + t)[1])
		case strings.HasPrefix(t, "option-"):
			s.Option = strings.TrimPrefix(t, "option-")
		case strings.HasPrefix(t, "reading-"):
			s.Reading = strings.TrimPrefix(t, "reading-")
		}
	}
	// The comment block the scenario's text starts with: its derivation.
	var comment []string
	for _, l := range strings.Split(sc.Text, "\n") {
		t := strings.TrimSpace(l)
		if !strings.HasPrefix(t, "#") {
			break
		}
		comment = append(comment, strings.TrimSpace(strings.TrimPrefix(t, "#")))
	}
	s.Comment = strings.Join(comment, "\n")
	for _, st := range sc.Steps {
		s.Steps = append(s.Steps, Step{Keyword: strings.TrimSpace(st.Keyword), Text: st.Text, Table: st.Table, Doc: st.DocString})
	}
	s.Err = sc.Err
	for _, f := range sc.Facts() {
		if f.Err != nil && s.Err == nil {
			s.Err = fmt.Errorf("%s: %w", f.Step.Text, f.Err)
		}
	}
	s.Rules, s.Given, s.Before, s.After = sc.Rules, sc.Given, sc.Given, sc.Position()
	s.Built = sc.Given.Total() > 0
	for _, m := range sc.Moves {
		s.Moves = append(s.Moves, m.Text)
	}
	if m := sc.Last(); m != nil {
		s.Played = true
		s.Before, s.MoveErr, s.Move, s.Outcome, s.Trace = m.Before, m.Err, m.Move, m.Outcome, m.Trace
	}
	return s
}
