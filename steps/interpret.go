package steps

import (
	"bytes"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"

	gherkin "github.com/cucumber/gherkin/go/v26"
	messages "github.com/cucumber/messages/go/v21"

	"github.com/baolakiswahili/conformance/reference"
)

// This file is the interpreter's API: a parsed feature file becomes a list of
// interpreted scenarios. The godog step definitions (godog_test.go), the
// vector export (package vectors/generate) and the book all read scenarios
// through it; the vocabulary itself is in vocabulary.go.

// Feature is one interpreted .feature file.
type Feature struct {
	// File is the path of the file inside the file system it was read
	// from, with forward slashes ("capture.feature",
	// "disputes/dispute-08-house-stop.feature").
	File string
	// Name is the feature's title (the text after "Feature:").
	Name string
	// Description is the free text under the Feature line, as written.
	Description string
	// Tags are the feature's own tags, without "@".
	Tags []string
	// Scenarios are the scenarios in file order; a Scenario Outline gives
	// one Scenario per row of each of its Examples tables.
	Scenarios []*Scenario
}

// Scenario is one interpreted scenario, or one Examples row of an outline.
//
// Every field up to Steps describes the scenario as written; the fields from
// Profile on are the interpretation. A scenario is interpreted step by step
// in order: the Givens (which must come first) set up the rules and the
// position; each When plays a move from the current position; each Then
// states a fact, which is checked against the reference engine (Fact.Err).
// Interpretation stops at the first step that cannot be interpreted: an
// unknown step, a bad argument, a Given after a When, a move after an
// illegal move or after the end of the game. Err then says why and where;
// the fields filled so far stay valid.
type Scenario struct {
	// File is the feature file, as in Feature.File; Line is the line of
	// the Scenario keyword, or for an outline's row the line of that row.
	// Ref names the pair as "file:line".
	File string
	Line int64
	// Feature is the title of the feature the scenario belongs to, and
	// Rule the title of its "Rule:" block ("" outside one).
	Feature string
	Rule    string
	// Name is the scenario's name, outline parameters substituted.
	Name string
	// Description is the free text under the Scenario line, as written.
	Description string
	// Tags are all the scenario's tags without "@" (feature, rule,
	// scenario and Examples tags, in that order, each once).
	Tags []string
	// RuleIDs are the tags that are rule IDs of features/RULES.md (CAP-1,
	// VAR-KUJ-3), in the order of Tags.
	RuleIDs []string
	// Example is the Examples row this scenario was made from, or nil.
	Example *ExampleRow
	// Text is the scenario as written in the file: the comment lines right
	// above it, its tags, its keyword line, its steps with their tables
	// and doc strings and, for an outline, all its Examples tables. Its
	// first line is line TextLine of the file.
	Text     string
	TextLine int64
	// Steps are the scenario's steps in order, outline parameters
	// substituted.
	Steps []Step

	// Profile and Options are the rules as the Givens name them: the
	// profile ("default" unless given) and the rule options set with
	// `Given the option "x" is "y"` (empty when none; never nil).
	Profile string
	Options map[string]string
	// Rules are the rules they resolve to.
	Rules reference.Rules
	// Given is the position the Givens describe.
	Given reference.Position
	// GivenFacts are the Thens written before the first move: facts about
	// the given position.
	GivenFacts []Fact
	// Moves are the moves played, in order: one per When step, or one per
	// move of a game record.
	Moves []*Move
	// Err is nil when every step was interpreted; otherwise a *StepError
	// naming the file, the line and the step.
	Err error

	// The Givens as written, turned into Rules and Given when first used.
	variant    reference.Variant
	variantSet bool
	start      *reference.Position
	board      *[32]int
	stores     *[2]int
	house      [2]*reference.HouseState
	toMove     reference.Side
	blocked    string
	mustCap    string
	built      bool

	stepErr map[string]error // godog: the result of each step, by pickle step id
}

// Ref returns "file:line", the scenario's place for messages.
func (s *Scenario) Ref() string { return fmt.Sprintf("%s:%d", s.File, s.Line) }

// Built reports whether the Givens were turned into Rules and Given: false
// when interpretation stopped before (an unknown Given, an invalid position),
// and for a scenario without steps.
func (s *Scenario) Built() bool { return s.built }

// Last returns the last move played, or nil when no When step was
// interpreted.
func (s *Scenario) Last() *Move {
	if len(s.Moves) == 0 {
		return nil
	}
	return s.Moves[len(s.Moves)-1]
}

// Position returns the current position: the given position, or the position
// after the last move played (the position before it when it was illegal).
func (s *Scenario) Position() reference.Position {
	if m := s.Last(); m != nil {
		if m.Err != nil {
			return m.Before
		}
		return m.After
	}
	return s.Given
}

// Facts returns every fact of the scenario: the given position's, then each
// move's, in the order written.
func (s *Scenario) Facts() []Fact {
	out := slices.Clone(s.GivenFacts)
	for _, m := range s.Moves {
		out = append(out, m.Facts...)
	}
	return out
}

// ExampleRow is the Examples row an outline's scenario was made from.
type ExampleRow struct {
	// Name is the Examples table's name as written ("" when it has none),
	// Table its 1-based index among the outline's Examples tables, and
	// Tags the table's own tags without "@".
	Name  string
	Table int
	Tags  []string
	// Row is the 1-based index of the row in its table (the header is not
	// counted) and Line its line in the file.
	Row  int
	Line int64
	// Header and Values are the table's column names and this row's cells.
	Header []string
	Values []string
}

// StepType is what a step does: set up, act or state.
type StepType int

// Step types. "And" and "But" take the type of the step before them.
const (
	Given StepType = iota // set up the rules and the position
	When                  // play a move
	Then                  // state a fact
)

func (t StepType) String() string {
	switch t {
	case Given:
		return "Given"
	case When:
		return "When"
	case Then:
		return "Then"
	}
	return fmt.Sprintf("StepType(%d)", int(t))
}

// Step is one step of a scenario as written.
type Step struct {
	// Keyword is the keyword as written, with its trailing space ("Given ",
	// "And "); Type is what it resolves to.
	Keyword string
	Type    StepType
	// Text is the step's text after the keyword, outline parameters
	// substituted.
	Text string
	// Line is the step's line in the file (0 when unknown).
	Line int64
	// Table is the step's data table, one slice of cells per row (nil when
	// it has none); DocString its doc string ("" when it has none).
	Table     [][]string
	DocString string

	id string // the pickle step's id
}

// StepError is an error in interpreting one step: it names the file, the
// line and the step.
type StepError struct {
	File string
	Line int64
	Step string
	Err  error
}

func (e *StepError) Error() string {
	return fmt.Sprintf("%s:%d: step %q: %v", e.File, e.Line, e.Step, e.Err)
}

func (e *StepError) Unwrap() error { return e.Err }

// InterpretFS interprets every .feature file of fsys (searched recursively),
// in path order. It fails only when a file cannot be read or parsed as
// Gherkin; a scenario that cannot be interpreted carries its own Err.
func InterpretFS(fsys fs.FS) ([]*Feature, error) {
	var names []string
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".feature") {
			names = append(names, p)
		}
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("steps: %w", err)
	}
	slices.Sort(names)
	out := make([]*Feature, 0, len(names))
	for _, n := range names {
		src, err := fs.ReadFile(fsys, n)
		if err != nil {
			return nil, fmt.Errorf("steps: %w", err)
		}
		f, err := InterpretFeature(n, src)
		if err != nil {
			return nil, err
		}
		out = append(out, f)
	}
	return out, nil
}

// InterpretFeature parses the Gherkin source of one feature file, named file,
// and interprets each of its scenarios (each Examples row of an outline).
// It fails only when src is not Gherkin.
func InterpretFeature(file string, src []byte) (*Feature, error) {
	file = path.Clean(strings.ReplaceAll(file, "\\", "/"))
	ids := &messages.Incrementing{}
	doc, err := gherkin.ParseGherkinDocument(bytes.NewReader(src), ids.NewId)
	if err != nil {
		return nil, fmt.Errorf("steps: %s: %w", file, err)
	}
	f := &Feature{File: file}
	if doc.Feature == nil {
		return f, nil
	}
	f.Name, f.Description, f.Tags = doc.Feature.Name, doc.Feature.Description, tagNames(doc.Feature.Tags)
	ix := indexDocument(doc, strings.Split(string(src), "\n"))
	for _, pk := range gherkin.Pickles(*doc, file, ids.NewId) {
		f.Scenarios = append(f.Scenarios, interpret(pk, file, ix))
	}
	return f, nil
}

// InterpretPickle interprets one pickle (a scenario as godog runs it) without
// its document: lines, keywords, Text and Example are unknown. The godog
// step definitions use it.
func InterpretPickle(pk *messages.Pickle) *Scenario {
	return interpret(pk, pk.Uri, nil)
}

// docIndex maps the AST nodes of a document to what a Scenario tells about
// them.
type docIndex struct {
	scenarios map[string]scenarioNode
	rows      map[string]*ExampleRow
	steps     map[string]stepNode
}

type scenarioNode struct {
	sc       *messages.Scenario
	feature  string
	rule     string
	text     string
	textLine int64
}

type stepNode struct {
	keyword string
	line    int64
}

func indexDocument(doc *messages.GherkinDocument, lines []string) *docIndex {
	ix := &docIndex{scenarios: map[string]scenarioNode{}, rows: map[string]*ExampleRow{}, steps: map[string]stepNode{}}
	comments := map[int64]bool{}
	for _, c := range doc.Comments {
		comments[c.Location.Line] = true
	}
	add := func(sc *messages.Scenario, rule string) {
		start, end := sc.Location.Line, sc.Location.Line
		for _, t := range sc.Tags {
			start = min(start, t.Location.Line)
		}
		for comments[start-1] {
			start--
		}
		for _, st := range sc.Steps {
			ix.steps[st.Id] = stepNode{keyword: st.Keyword, line: st.Location.Line}
			end = max(end, st.Location.Line)
			if st.DataTable != nil && len(st.DataTable.Rows) > 0 {
				end = max(end, st.DataTable.Rows[len(st.DataTable.Rows)-1].Location.Line)
			}
			if st.DocString != nil {
				end = max(end, st.DocString.Location.Line+int64(strings.Count(st.DocString.Content, "\n"))+2)
			}
		}
		for ti, ex := range sc.Examples {
			var header []string
			if ex.TableHeader != nil {
				for _, c := range ex.TableHeader.Cells {
					header = append(header, c.Value)
				}
			}
			for ri, row := range ex.TableBody {
				vals := make([]string, len(row.Cells))
				for i, c := range row.Cells {
					vals[i] = c.Value
				}
				ix.rows[row.Id] = &ExampleRow{Name: ex.Name, Table: ti + 1, Tags: tagNames(ex.Tags), Row: ri + 1, Line: row.Location.Line, Header: header, Values: vals}
				end = max(end, row.Location.Line)
			}
		}
		text := ""
		if int(end) <= len(lines) {
			text = strings.Join(lines[start-1:end], "\n") + "\n"
		}
		ix.scenarios[sc.Id] = scenarioNode{sc: sc, feature: doc.Feature.Name, rule: rule, text: text, textLine: start}
	}
	for _, c := range doc.Feature.Children {
		if c.Scenario != nil {
			add(c.Scenario, "")
		}
		if c.Rule != nil {
			for _, rc := range c.Rule.Children {
				if rc.Scenario != nil {
					add(rc.Scenario, c.Rule.Name)
				}
			}
		}
	}
	return ix
}

// interpret builds the Scenario of one pickle; ix may be nil.
func interpret(pk *messages.Pickle, file string, ix *docIndex) *Scenario {
	s := &Scenario{File: file, Name: pk.Name, Profile: "default", Options: map[string]string{}, toMove: reference.South, stepErr: map[string]error{}}
	for _, t := range pk.Tags {
		name := strings.TrimPrefix(t.Name, "@")
		if slices.Contains(s.Tags, name) {
			continue
		}
		s.Tags = append(s.Tags, name)
		if ruleIDPattern.MatchString(name) {
			s.RuleIDs = append(s.RuleIDs, name)
		}
	}
	if ix != nil && len(pk.AstNodeIds) > 0 {
		if n, ok := ix.scenarios[pk.AstNodeIds[0]]; ok {
			s.Line, s.Feature, s.Rule, s.Description = n.sc.Location.Line, n.feature, n.rule, n.sc.Description
			s.Text, s.TextLine = n.text, n.textLine
		}
		if len(pk.AstNodeIds) > 1 {
			if r, ok := ix.rows[pk.AstNodeIds[len(pk.AstNodeIds)-1]]; ok {
				s.Example = r
				s.Line = r.Line
			}
		}
	}
	prev := Given
	for _, ps := range pk.Steps {
		st := Step{Text: ps.Text, id: ps.Id}
		switch ps.Type {
		case messages.PickleStepType_CONTEXT:
			st.Type = Given
		case messages.PickleStepType_ACTION:
			st.Type = When
		case messages.PickleStepType_OUTCOME:
			st.Type = Then
		default:
			st.Type = prev
		}
		prev = st.Type
		if ix != nil && len(ps.AstNodeIds) > 0 {
			n := ix.steps[ps.AstNodeIds[0]]
			st.Keyword, st.Line = n.keyword, n.line
		}
		if a := ps.Argument; a != nil {
			if a.DataTable != nil {
				for _, r := range a.DataTable.Rows {
					cells := make([]string, len(r.Cells))
					for i, c := range r.Cells {
						cells[i] = c.Value
					}
					st.Table = append(st.Table, cells)
				}
			}
			if a.DocString != nil {
				st.DocString = a.DocString.Content
			}
		}
		s.Steps = append(s.Steps, st)
	}
	for i := range s.Steps {
		st := &s.Steps[i]
		if err := s.step(st); err != nil {
			s.Err = &StepError{File: file, Line: st.Line, Step: st.Text, Err: err}
			s.stepErr[st.id] = s.Err
			break
		}
	}
	if s.Err == nil {
		// A scenario of Givens only still has its rules and position.
		if err := s.build(); err != nil && len(s.Steps) > 0 {
			st := s.Steps[len(s.Steps)-1]
			s.Err = &StepError{File: file, Line: st.Line, Step: st.Text, Err: err}
			s.stepErr[st.id] = s.Err
		}
	}
	return s
}
