package compare

import (
	"bufio"
	"fmt"
	"os"
	"slices"
	"sort"
	"strings"

	"github.com/baolakiswahili/conformance/dialect"
	"github.com/baolakiswahili/conformance/reference"
)

// Options are what the page says besides the reports.
type Options struct {
	Title string
	// Date is the date the page gives for the runs (YYYY-MM-DD).
	Date string
	// Suite names the version of this repository the runs used (a commit), if given.
	Suite string
	// Commits are the engines' commits by engine name (hello.name); an engine without one
	// shows its hello version.
	Commits map[string]string
	// Known classifies failures by engine name and vector ID (ReadKnown): the class the
	// engine's harness README gives. Known[""] applies to every engine.
	Known map[string]map[string]string
}

// Counts tallies results by status.
type Counts struct {
	Pass, Fail, Error, Skip, NA int
}

// Total is the number of results counted.
func (c Counts) Total() int { return c.Pass + c.Fail + c.Error + c.Skip + c.NA }

func (c *Counts) add(status string) {
	switch status {
	case "pass":
		c.Pass++
	case "fail":
		c.Fail++
	case "error":
		c.Error++
	case "skip":
		c.Skip++
	default:
		c.NA++
	}
}

// Entry is one engine entered in the comparison, with its reports (at most
// one per mode).
type Entry struct {
	// Name is the engine's hello name, with the runs' label in brackets where they have one
	// ("donkers-bao (after)"); HelloName is the hello name alone.
	Name      string
	HelloName string
	Label     string
	Version   string
	Commit    string
	// Profile is the profile its hello declares as its dialect ("" if none).
	Profile string
	// DialectOptions are the readings its hello declares besides the profile.
	DialectOptions map[string]string
	Runs           map[Mode]*Run
	// Kinds tallies results per mode and vector kind; Totals per mode.
	Kinds  map[Mode]map[string]Counts
	Totals map[Mode]Counts
}

// Cell is what one engine does on one option.
type Cell struct {
	// Followed is the dialect verdict ("" when no report has a dialect row for it).
	Followed string
	// Profile is the reading the engine's declared profile (and dialect options) name.
	Profile string
}

// Agrees reports whether the verdict names the profile's reading (alone or among
// readings the probes cannot tell apart). "n/a" (the engine does not play the rule) and
// "undetermined" (no probe judged) contradict no reading.
func (c Cell) Agrees() bool {
	switch c.Followed {
	case "", "n/a", "undetermined":
		return true
	}
	return c.Profile == "" || slices.Contains(strings.Split(c.Followed, "|"), c.Profile)
}

// Dispute is one option's row: the project's ruling and each engine's reading.
type Dispute struct {
	Dispute, Option, Question, Ruling string
	Cells                             []Cell // one per engine, in Comparison.Engines order
}

// Group is a set of failing vectors with one explanation.
type Group struct {
	Class string
	IDs   []string
}

// Failures are the failures of one engine that no reading explains.
type Failures struct {
	Engine string
	// Mode is the run they come from: the dialect run when there is one.
	Mode   Mode
	Total  int
	Groups []Group
}

// Spoiled is a verdict of one engine whose own probes (the vectors probe.OPTION.*) fail
// in the run its failures come from: a bug the engine has may then be what the verdict
// shows, not a reading it follows.
type Spoiled struct {
	Engine, Dispute, Option string
	// Verdict is the cell as the dialect table shows it.
	Verdict string
	// Classes are the failing probes of the option, by their known class (as in Failures).
	Classes []Group
}

// Comparison is the whole page.
type Comparison struct {
	Title, Date, Suite string
	Engines            []*Entry
	Kinds              []string
	Disputes           []Dispute
	Failures           []Failures
	// Spoiled lists the verdicts whose own probes fail, by engine and then in the order
	// of Disputes.
	Spoiled []Spoiled
	// Changes compares labelled runs of one engine (before and after).
	Changes []Change
}

var kindOrder = []string{"moves", "apply", "illegal", "game", "perft", "probe"}

// Build compares the runs: one engine per hello name, at most one run per mode each.
func Build(runs []*Run, opt Options) (*Comparison, error) {
	c := &Comparison{Title: opt.Title, Date: opt.Date, Suite: opt.Suite}
	byName := map[string]*Entry{}
	kinds := map[string]bool{}
	for _, r := range runs {
		key := r.Hello.Name
		if r.Label != "" {
			key += " (" + r.Label + ")"
		}
		e := byName[key]
		if e == nil {
			e = &Entry{Name: key, HelloName: r.Hello.Name, Label: r.Label, Version: r.Hello.Version, Runs: map[Mode]*Run{},
				Kinds: map[Mode]map[string]Counts{}, Totals: map[Mode]Counts{}}
			if d := r.Hello.Dialect; d != nil {
				e.Profile, e.DialectOptions = d.Profile, d.Options
			}
			e.Commit = opt.Commits[e.HelloName]
			byName[key] = e
			c.Engines = append(c.Engines, e)
		}
		if old := e.Runs[r.Mode]; old != nil {
			return nil, fmt.Errorf("two %s reports of %s: %s and %s (to compare two runs of one engine, label them: before@%s after@%s)", r.Mode, e.Name, old.Path, r.Path, old.Path, r.Path)
		}
		e.Runs[r.Mode] = r
		by := map[string]Counts{}
		var total Counts
		for _, res := range r.Results {
			k := by[res.Kind]
			k.add(res.Status)
			by[res.Kind] = k
			total.add(res.Status)
			kinds[res.Kind] = true
		}
		e.Kinds[r.Mode], e.Totals[r.Mode] = by, total
	}
	for k := range kinds {
		c.Kinds = append(c.Kinds, k)
	}
	sort.Slice(c.Kinds, func(i, j int) bool {
		a, b := rank(c.Kinds[i]), rank(c.Kinds[j])
		if a != b {
			return a < b
		}
		return c.Kinds[i] < c.Kinds[j]
	})
	var err error
	if c.Disputes, err = disputes(c.Engines); err != nil {
		return nil, err
	}
	for _, e := range c.Engines {
		c.Failures = append(c.Failures, unexplained(e, opt.Known[e.HelloName], opt.Known[""]))
	}
	c.Spoiled = spoiled(c.Disputes, c.Failures)
	c.Changes = changes(c.Engines)
	return c, nil
}

// Change is what changed between two labelled runs of one engine in one mode: the
// vectors that now pass (fixed), those that no longer pass (broken), and the other
// changes of status (to or from n/a, skip, or between fail and error).
type Change struct {
	Engine, From, To string
	Mode             Mode
	Fixed, Broken    []string
	Other            int
}

// changes compares, for each engine with labelled runs, each run with the next one of the
// same mode, in the order the runs were given.
func changes(engines []*Entry) []Change {
	var out []Change
	for i, a := range engines {
		if a.Label == "" {
			continue
		}
		for _, b := range engines[i+1:] {
			if b.HelloName != a.HelloName || b.Label == "" {
				continue
			}
			for _, m := range []Mode{Default, Dialect} {
				ra, rb := a.Runs[m], b.Runs[m]
				if ra == nil || rb == nil {
					continue
				}
				ch := Change{Engine: a.HelloName, From: a.Label, To: b.Label, Mode: m}
				before := map[string]string{}
				for _, r := range ra.Results {
					before[r.ID] = r.Status
				}
				for _, r := range rb.Results {
					old, ok := before[r.ID]
					switch {
					case ok && old == r.Status:
					case r.Status == "pass" && (old == "fail" || old == "error"):
						ch.Fixed = append(ch.Fixed, r.ID)
					case old == "pass" && (r.Status == "fail" || r.Status == "error"):
						ch.Broken = append(ch.Broken, r.ID)
					default:
						ch.Other++
					}
				}
				sort.Strings(ch.Fixed)
				sort.Strings(ch.Broken)
				out = append(out, ch)
			}
			break // the next labelled run of this engine is compared with its own successor
		}
	}
	return out
}

func rank(kind string) int {
	if i := slices.Index(kindOrder, kind); i >= 0 {
		return i
	}
	return len(kindOrder)
}

// disputes builds one row per option of reference.Options, plus any option a report names
// that this build does not know (shown with an empty ruling).
func disputes(engines []*Entry) ([]Dispute, error) {
	var rows []Dispute
	index := map[string]int{}
	for _, o := range reference.Options {
		index[o.Name] = len(rows)
		rows = append(rows, Dispute{Dispute: o.Dispute, Option: o.Name, Question: o.Question, Ruling: o.Readings[0],
			Cells: make([]Cell, len(engines))})
	}
	for i, e := range engines {
		var prof *reference.Rules
		if e.Profile != "" {
			r, err := reference.Profile(e.Profile)
			if err != nil {
				return nil, fmt.Errorf("%s: hello.dialect.profile: %w", e.Name, err)
			}
			prof = &r
		}
		for _, o := range reference.Options {
			cell := &rows[index[o.Name]].Cells[i]
			if prof != nil {
				cell.Profile = o.Get(prof)
			}
			if r, ok := e.DialectOptions[o.Name]; ok {
				cell.Profile = r
			}
		}
		for _, row := range dialectRows(e) {
			j, ok := index[row.Option]
			if !ok {
				j = len(rows)
				index[row.Option] = j
				rows = append(rows, Dispute{Dispute: row.Dispute, Option: row.Option, Cells: make([]Cell, len(engines))})
			}
			rows[j].Cells[i].Followed = row.Followed
		}
	}
	return rows, nil
}

// dialectRows returns the engine's dialect table: from the dialect run if it has one,
// else from the default run.
func dialectRows(e *Entry) []Row {
	for _, m := range []Mode{Dialect, Default} {
		if r := e.Runs[m]; r != nil && len(r.Rows) > 0 {
			return r.Rows
		}
	}
	return nil
}

// unexplained collects the failures and errors of the engine's dialect run (its default
// run when it has none) that no reading explains, grouped by their known class.
func unexplained(e *Entry, known, shared map[string]string) Failures {
	f := Failures{Engine: e.Name, Mode: Dialect}
	r := e.Runs[Dialect]
	if r == nil {
		f.Mode, r = Default, e.Runs[Default]
	}
	groups := map[string][]string{}
	for _, res := range r.Results {
		if (res.Status != "fail" && res.Status != "error") || res.Explained != "" {
			continue
		}
		class := known[res.ID]
		if class == "" {
			class = shared[res.ID]
		}
		if class == "" {
			class = "not classified"
		}
		if res.Status == "error" {
			class = "error: " + class
		}
		groups[class] = append(groups[class], res.ID)
		f.Total++
	}
	for _, class := range sortedKeys(groups) {
		ids := groups[class]
		sort.Strings(ids)
		f.Groups = append(f.Groups, Group{Class: class, IDs: ids})
	}
	return f
}

// spoiled finds, for each engine's failures (in Engines order, as Build makes them), the
// disputes whose probes are among them.
func spoiled(rows []Dispute, failures []Failures) []Spoiled {
	var out []Spoiled
	for i, f := range failures {
		byOption := map[string][]Group{}
		for _, g := range f.Groups {
			perOption := map[string][]string{}
			for _, id := range g.IDs {
				if option, ok := dialect.ProbeOption(id); ok {
					perOption[option] = append(perOption[option], id)
				}
			}
			for option, ids := range perOption {
				byOption[option] = append(byOption[option], Group{Class: g.Class, IDs: ids})
			}
		}
		for _, d := range rows {
			if groups := byOption[d.Option]; len(groups) > 0 {
				verdict, _ := cellText(d.Cells[i])
				out = append(out, Spoiled{Engine: f.Engine, Dispute: d.Dispute, Option: d.Option, Verdict: verdict, Classes: groups})
			}
		}
	}
	return out
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// ReadKnown reads a known-failures file (bao check --expect-fail format) into classes by
// vector ID. A line's class is its trailing "# comment", else the comment block above it,
// its lines joined (a blank line ends a block).
func ReadKnown(path string, into map[string]string) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("known failures: %w", err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	block, inBlock := "", false
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "":
			block, inBlock = "", false
		case strings.HasPrefix(line, "#"):
			text := strings.TrimSpace(strings.TrimLeft(line, "#"))
			if !inBlock {
				block, inBlock = text, true
			} else if text != "" {
				block += " " + text
			}
		default:
			inBlock = false
			id, comment, _ := strings.Cut(line, "#")
			id = strings.TrimSpace(id)
			if strings.ContainsAny(id, " \t") {
				return fmt.Errorf("known failures %s:%d: %q is not one vector ID", path, n, id)
			}
			class := strings.TrimSpace(comment)
			if class == "" {
				class = block
			}
			into[id] = class
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("known failures %s: %w", path, err)
	}
	return nil
}
