package book

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"io/fs"
	"path"
	"regexp"
	"sort"
	"strconv"
	"strings"

	gherkin "github.com/cucumber/gherkin/go/v26"
	"github.com/cucumber/godog"
	messages "github.com/cucumber/messages/go/v21"

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

var (
	ruleTagRE = regexp.MustCompile(`^@([A-Z][A-Z0-9]*(-[A-Z]+)*-[0-9]+[a-z]?)$`)
	disputeRE = regexp.MustCompile(`^@dispute-([0-9]+)$`)
)

// LoadScenarios reads every .feature file of fsys and runs every scenario
// with the interpreter of package steps, in file order.
func LoadScenarios(fsys fs.FS) ([]*Scenario, error) {
	var names []string
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".feature") {
			names = append(names, p)
		}
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("book: listing features: %w", err)
	}
	sort.Strings(names)
	var all []*Scenario
	byKey := map[string][]*Scenario{}
	for _, n := range names {
		src, err := fs.ReadFile(fsys, n)
		if err != nil {
			return nil, fmt.Errorf("book: %w", err)
		}
		sc, err := parseFeature(n, src)
		if err != nil {
			return nil, fmt.Errorf("book: %s: %w", n, err)
		}
		for _, s := range sc {
			k := key(s.File, s.Name, s.Steps)
			byKey[k] = append(byKey[k], s)
		}
		all = append(all, sc...)
	}
	if err := run(fsys, byKey); err != nil {
		return nil, err
	}
	return all, nil
}

func key(file, name string, st []Step) string {
	var b strings.Builder
	b.WriteString(path.Clean(file) + "\x00" + name)
	for _, s := range st {
		b.WriteString("\x00" + s.Text)
		for _, r := range s.Table {
			b.WriteString("\x01" + strings.Join(r, "\x02"))
		}
	}
	return b.String()
}

// parseFeature lists the scenarios of one feature file, outline rows expanded.
func parseFeature(name string, src []byte) ([]*Scenario, error) {
	ids := &messages.Incrementing{}
	doc, err := gherkin.ParseGherkinDocument(bytes.NewReader(src), ids.NewId)
	if err != nil {
		return nil, err
	}
	if doc.Feature == nil {
		return nil, nil
	}
	lines := strings.Split(string(src), "\n")
	type node struct {
		line    int
		tagLine int
		example string
	}
	nodes := map[string]node{}
	keywords := map[string]string{}
	add := func(sc *messages.Scenario) {
		tl := int(sc.Location.Line)
		for _, t := range sc.Tags {
			if l := int(t.Location.Line); l < tl {
				tl = l
			}
		}
		nodes[sc.Id] = node{line: int(sc.Location.Line), tagLine: tl}
		for _, st := range sc.Steps {
			keywords[st.Id] = strings.TrimSpace(st.Keyword)
		}
		for _, ex := range sc.Examples {
			exName := ex.Name
			for _, row := range ex.TableBody {
				nodes[row.Id] = node{line: int(row.Location.Line), example: exName}
			}
		}
	}
	for _, c := range doc.Feature.Children {
		if c.Scenario != nil {
			add(c.Scenario)
		}
		if c.Rule != nil {
			for _, rc := range c.Rule.Children {
				if rc.Scenario != nil {
					add(rc.Scenario)
				}
			}
		}
	}
	var out []*Scenario
	for _, pk := range gherkin.Pickles(*doc, name, ids.NewId) {
		head := nodes[pk.AstNodeIds[0]]
		s := &Scenario{File: name, Feature: doc.Feature.Name, Line: head.line, Name: pk.Name}
		if len(pk.AstNodeIds) > 1 {
			row := nodes[pk.AstNodeIds[len(pk.AstNodeIds)-1]]
			s.Line, s.Example = row.line, row.example
		}
		s.Comment = commentAbove(lines, head.tagLine)
		for _, t := range pk.Tags {
			s.Tags = append(s.Tags, t.Name)
			switch {
			case ruleTagRE.MatchString(t.Name):
				s.RuleIDs = append(s.RuleIDs, strings.TrimPrefix(t.Name, "@"))
			case disputeRE.MatchString(t.Name):
				s.Dispute, _ = strconv.Atoi(disputeRE.FindStringSubmatch(t.Name)[1])
			case strings.HasPrefix(t.Name, "@option-"):
				s.Option = strings.TrimPrefix(t.Name, "@option-")
			case strings.HasPrefix(t.Name, "@reading-"):
				s.Reading = strings.TrimPrefix(t.Name, "@reading-")
			}
		}
		for _, st := range pk.Steps {
			kw := ""
			if len(st.AstNodeIds) > 0 {
				kw = keywords[st.AstNodeIds[0]]
			}
			step := Step{Keyword: kw, Text: st.Text}
			if a := st.Argument; a != nil {
				if a.DataTable != nil {
					for _, r := range a.DataTable.Rows {
						var cells []string
						for _, c := range r.Cells {
							cells = append(cells, c.Value)
						}
						step.Table = append(step.Table, cells)
					}
				}
				if a.DocString != nil {
					step.Doc = a.DocString.Content
				}
			}
			s.Steps = append(s.Steps, step)
		}
		out = append(out, s)
	}
	return out, nil
}

// commentAbove returns the comment block that ends just above line (1-based).
func commentAbove(lines []string, line int) string {
	var c []string
	for i := line - 2; i >= 0; i-- {
		t := strings.TrimSpace(lines[i])
		if !strings.HasPrefix(t, "#") {
			break
		}
		c = append([]string{strings.TrimSpace(strings.TrimPrefix(t, "#"))}, c...)
	}
	return strings.Join(c, "\n")
}

// run executes every scenario with the steps of package steps and records the
// interpreter's World of each into the matching Scenario.
func run(fsys fs.FS, byKey map[string][]*Scenario) error {
	used := map[string]int{}
	var missing []string
	opts := godog.Options{Format: "progress", Output: io.Discard, NoColors: true, FS: fsys, Paths: []string{"."}, Strict: true}
	suite := godog.TestSuite{Name: "book", Options: &opts, ScenarioInitializer: func(sc *godog.ScenarioContext) {
		steps.InitializeScenario(sc)
		sc.After(func(ctx context.Context, pk *godog.Scenario, err error) (context.Context, error) {
			var st []Step
			for _, s := range pk.Steps {
				step := Step{Text: s.Text}
				if a := s.Argument; a != nil && a.DataTable != nil {
					for _, r := range a.DataTable.Rows {
						var cells []string
						for _, c := range r.Cells {
							cells = append(cells, c.Value)
						}
						step.Table = append(step.Table, cells)
					}
				}
				st = append(st, step)
			}
			k := key(pk.Uri, pk.Name, st)
			list := byKey[k]
			i := used[k]
			if i >= len(list) {
				missing = append(missing, pk.Uri+": "+pk.Name)
				return ctx, nil
			}
			used[k] = i + 1
			record(list[i], steps.FromContext(ctx), err)
			return ctx, nil
		})
	}}
	suite.Run() // failures are recorded per scenario
	if len(missing) > 0 {
		return fmt.Errorf("book: %d scenarios run by godog not found in the feature files, first %s", len(missing), missing[0])
	}
	return nil
}

func record(s *Scenario, w *steps.World, err error) {
	s.Err = err
	if w == nil {
		return
	}
	s.Rules, s.Given, s.After, s.Moves = w.Rules, w.Given, w.Pos, w.Moves
	s.Built = w.Given.Total() > 0
	s.Played = w.Played()
	s.Before, s.MoveErr, s.Move, s.Outcome, s.Trace = w.Before, w.MoveErr, w.Move, w.Outcome, w.Trace
	if !s.Played {
		s.Before = w.Given
	}
}
