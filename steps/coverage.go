package steps

import (
	"bufio"
	"bytes"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"sort"
	"strings"

	gherkin "github.com/cucumber/gherkin/go/v26"
	messages "github.com/cucumber/messages/go/v21"

	"github.com/baolakiswahili/conformance/reference"
)

// Rule is one entry of the rule index RULES.md.
type Rule struct {
	ID    string
	Title string
	// Informative is the reason the rule has no effect on play, or "".
	Informative string
}

// ScenarioRef names one scenario: file, line and name.
type ScenarioRef struct {
	File string
	Line int64
	Name string
}

func (s ScenarioRef) String() string { return fmt.Sprintf("%s:%d (%s)", s.File, s.Line, s.Name) }

// Coverage is what CheckCoverage found in the specification.
type Coverage struct {
	Rules []Rule
	// ByRule lists the scenarios tagged with each rule ID.
	ByRule map[string][]ScenarioRef
	// ByFile counts the scenarios of each feature file (an outline counts
	// once per Examples row).
	ByFile map[string]int
	// Readings maps "option=reading" to the Examples tables in
	// features/disputes tagged @option-<option> @reading-<reading>.
	Readings map[string][]ScenarioRef
	// Exempt maps the informative rules without a scenario to the reason.
	Exempt map[string]string

	problems []string
}

// Problems lists everything that makes the specification incomplete:
// rules without a scenario, unknown tags, readings without Examples,
// scenarios without a Then step. Each problem is one line.
func (c *Coverage) Problems() []string { return c.problems }

func (c *Coverage) problem(format string, args ...any) {
	c.problems = append(c.problems, fmt.Sprintf(format, args...))
}

// Tags that are not rule IDs, allowed by pattern.
var (
	ruleIDPattern = regexp.MustCompile(`^[A-Z]+(-[A-Z]+)*-[0-9]+$`)
	otherTags     = []*regexp.Regexp{
		regexp.MustCompile(`^(EN|DE|FR|WP|RN)$`),       // sources
		regexp.MustCompile(`^RN-d[0-9]+$`),             // Nierse's diagrams
		regexp.MustCompile(`^(EN|DE|FR|WP|RN)-ex$`),    // worked examples of a source
		regexp.MustCompile(`^dispute-[0-9]+$`),         // DISPUTE-n of RULINGS.md
		regexp.MustCompile(`^option-[A-Za-z0-9]+$`),    // a rule option (checked below)
		regexp.MustCompile(`^reading-[a-z0-9-]+$`),     // one of its readings (checked below)
		regexp.MustCompile(`^engine-bug$`),             // the engine disagrees with the hand derivation
		regexp.MustCompile(`^(informative|slow|wip)$`), // bookkeeping
	}
	ruleHeading = regexp.MustCompile(`^###\s+([A-Z]+(?:-[A-Z]+)*-[0-9]+)\s*[:—-]\s*(.*)$`)
)

// ParseRules reads the rule index: every "### ID: title" heading is a rule;
// a line "Informative: reason" below it marks the rule informative.
func ParseRules(md []byte) ([]Rule, error) {
	var rules []Rule
	seen := map[string]bool{}
	sc := bufio.NewScanner(bytes.NewReader(md))
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	line := 0
	for sc.Scan() {
		line++
		t := strings.TrimSpace(sc.Text())
		if m := ruleHeading.FindStringSubmatch(t); m != nil {
			if seen[m[1]] {
				return nil, fmt.Errorf("RULES.md:%d: rule %s is listed twice", line, m[1])
			}
			seen[m[1]] = true
			rules = append(rules, Rule{ID: m[1], Title: m[2]})
			continue
		}
		if strings.HasPrefix(t, "###") {
			return nil, fmt.Errorf("RULES.md:%d: heading %q is not \"### ID: title\"", line, t)
		}
		if r, ok := strings.CutPrefix(t, "Informative:"); ok && len(rules) > 0 {
			rules[len(rules)-1].Informative = strings.TrimSpace(r)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("RULES.md: %w", err)
	}
	if len(rules) == 0 {
		return nil, fmt.Errorf("RULES.md: no rules found (want \"### ID: title\" headings)")
	}
	return rules, nil
}

// CheckCoverage reads RULES.md and every .feature file of fsys and reports
// how the rules and the rule options are covered by scenarios.
func CheckCoverage(fsys fs.FS) (*Coverage, error) {
	md, err := fs.ReadFile(fsys, "RULES.md")
	if err != nil {
		return nil, fmt.Errorf("coverage: %w", err)
	}
	rules, err := ParseRules(md)
	if err != nil {
		return nil, fmt.Errorf("coverage: %w", err)
	}
	c := &Coverage{Rules: rules, ByRule: map[string][]ScenarioRef{}, ByFile: map[string]int{},
		Readings: map[string][]ScenarioRef{}, Exempt: map[string]string{}}
	known := map[string]bool{}
	for _, r := range rules {
		known[r.ID] = true
	}
	var files []string
	err = fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.HasSuffix(p, ".feature") {
			files = append(files, p)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("coverage: %w", err)
	}
	sort.Strings(files)
	for _, f := range files {
		if err := c.scanFile(fsys, f, known); err != nil {
			return nil, err
		}
	}
	for _, r := range rules {
		if len(c.ByRule[r.ID]) > 0 {
			continue
		}
		if r.Informative != "" {
			c.Exempt[r.ID] = r.Informative
			continue
		}
		c.problem("rule %s (%s) has no scenario", r.ID, r.Title)
	}
	var missing []string
	for _, o := range reference.Options {
		for _, rd := range o.Readings {
			if len(c.Readings[o.Name+"="+rd]) == 0 {
				missing = append(missing, fmt.Sprintf("@option-%s @reading-%s (%s)", o.Name, rd, o.Dispute))
			}
		}
	}
	if len(missing) > 0 {
		c.problem("%d option readings have no Examples table in disputes/: %s", len(missing), strings.Join(missing, ", "))
	}
	return c, nil
}

func (c *Coverage) scanFile(fsys fs.FS, file string, known map[string]bool) error {
	src, err := fs.ReadFile(fsys, file)
	if err != nil {
		return fmt.Errorf("coverage: %w", err)
	}
	doc, err := gherkin.ParseGherkinDocument(bytes.NewReader(src), (&messages.Incrementing{}).NewId)
	if err != nil {
		return fmt.Errorf("coverage: %s: %w", file, err)
	}
	if doc.Feature == nil {
		c.problem("%s: no Feature", file)
		return nil
	}
	dispute := path.Dir(file) == "disputes"
	featureTags := tagNames(doc.Feature.Tags)
	c.checkTags(file, doc.Feature.Location.Line, featureTags, known)
	var scan func(children []*messages.FeatureChild, inherited []string)
	scan = func(children []*messages.FeatureChild, inherited []string) {
		for _, ch := range children {
			switch {
			case ch.Rule != nil:
				rt := tagNames(ch.Rule.Tags)
				c.checkTags(file, ch.Rule.Location.Line, rt, known)
				kids := make([]*messages.FeatureChild, 0, len(ch.Rule.Children))
				for _, rc := range ch.Rule.Children {
					kids = append(kids, &messages.FeatureChild{Scenario: rc.Scenario, Background: rc.Background})
				}
				scan(kids, append(append([]string(nil), inherited...), rt...))
			case ch.Scenario != nil:
				c.scanScenario(file, ch.Scenario, inherited, known, dispute)
			}
		}
	}
	scan(doc.Feature.Children, featureTags)
	return nil
}

func (c *Coverage) scanScenario(file string, s *messages.Scenario, inherited []string, known map[string]bool, dispute bool) {
	ref := ScenarioRef{File: file, Line: s.Location.Line, Name: s.Name}
	st := tagNames(s.Tags)
	c.checkTags(file, s.Location.Line, st, known)
	tags := append(append([]string(nil), inherited...), st...)
	hasThen := false
	for _, step := range s.Steps {
		if step.KeywordType == messages.StepKeywordType_OUTCOME {
			hasThen = true
		}
	}
	if !hasThen {
		c.problem("%s: scenario has no Then step: it asserts nothing", ref)
	}
	runs := 1
	if len(s.Examples) > 0 {
		runs = 0
	}
	ids := map[string]bool{}
	for _, t := range tags {
		if ruleIDPattern.MatchString(t) {
			ids[t] = true
		}
	}
	for _, ex := range s.Examples {
		et := tagNames(ex.Tags)
		c.checkTags(file, ex.Location.Line, et, known)
		runs += len(ex.TableBody)
		all := append(append([]string(nil), tags...), et...)
		for _, t := range et {
			if ruleIDPattern.MatchString(t) {
				ids[t] = true
			}
		}
		if len(ex.TableBody) == 0 {
			continue
		}
		var opt, rd []string
		for _, t := range all {
			if v, ok := strings.CutPrefix(t, "option-"); ok {
				opt = append(opt, v)
			}
			if v, ok := strings.CutPrefix(t, "reading-"); ok {
				rd = append(rd, v)
			}
		}
		if dispute {
			for _, o := range opt {
				for _, r := range rd {
					k := o + "=" + r
					c.Readings[k] = append(c.Readings[k], ScenarioRef{File: file, Line: ex.Location.Line, Name: s.Name})
				}
			}
		}
	}
	c.ByFile[file] += runs
	hasRule := false
	for id := range ids {
		if known[id] {
			c.ByRule[id] = append(c.ByRule[id], ref)
			hasRule = true
		}
	}
	if !hasRule {
		c.problem("%s: scenario names no rule ID of RULES.md", ref)
	}
}

// checkTags reports tags that name an unknown rule ID, an unknown option or
// reading, or fit none of the allowed patterns.
func (c *Coverage) checkTags(file string, line int64, tags []string, known map[string]bool) {
	for _, t := range tags {
		switch {
		case ruleIDPattern.MatchString(t):
			if !known[t] {
				c.problem("%s:%d: tag @%s names no rule of RULES.md", file, line, t)
			}
			continue
		case strings.HasPrefix(t, "option-"):
			if _, ok := reference.LookupOption(strings.TrimPrefix(t, "option-")); !ok {
				c.problem("%s:%d: tag @%s names no rule option (reference.Options)", file, line, t)
			}
			continue
		case strings.HasPrefix(t, "reading-"):
			if !anyReading(strings.TrimPrefix(t, "reading-")) {
				c.problem("%s:%d: tag @%s names no reading of any rule option", file, line, t)
			}
			continue
		}
		ok := false
		for _, p := range otherTags {
			if p.MatchString(t) {
				ok = true
				break
			}
		}
		if !ok {
			c.problem("%s:%d: tag @%s is neither a rule ID nor an allowed tag (sources, RN-dN, EN-ex, dispute-N, option-*, reading-*, engine-bug)", file, line, t)
		}
	}
}

func anyReading(r string) bool {
	for _, o := range reference.Options {
		for _, x := range o.Readings {
			if x == r {
				return true
			}
		}
	}
	return false
}

func tagNames(tags []*messages.Tag) []string {
	out := make([]string, len(tags))
	for i, t := range tags {
		out[i] = strings.TrimPrefix(t.Name, "@")
	}
	return out
}
