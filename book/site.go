package book

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"html/template"
	"io/fs"
	"os"
	"path/filepath"

	"strconv"
	"strings"

	"github.com/baolakiswahili/conformance/book/board"
	"github.com/baolakiswahili/conformance/internal/version"
	"github.com/baolakiswahili/conformance/reference"
)

//go:embed templates/*.html static/*
var assets embed.FS

// Stats counts what a build produced.
type Stats struct {
	Pages     int
	Boards    int
	Scenarios int
	Rules     int
	Disputes  int // dispute pages
	Drawn     int // disputes with a board per reading
	Errata    int
}

// Site is a built book: file names (relative, slash-separated) and contents.
type Site struct {
	Files map[string][]byte
	Stats Stats
	// Scenarios are the scenarios drawn, as run by the interpreter.
	Scenarios []*Scenario
}

// WriteDir writes the site into dir, creating it.
func (s *Site) WriteDir(dir string) error {
	for name, b := range s.Files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return fmt.Errorf("book: %w", err)
		}
		if err := os.WriteFile(p, b, 0o644); err != nil {
			return fmt.Errorf("book: %w", err)
		}
	}
	return nil
}

type builder struct {
	pre       template.HTML
	areas     []*Area
	rules     map[string]*Rule
	rulingPre template.HTML
	disputes  []*Dispute
	scenarios []*Scenario
	worked    map[string][]*Scenario
	workedOrd []string
	tmpl      *template.Template
	site      *Site
	search    []searchEntry
}

type searchEntry struct {
	T string `json:"t"` // title
	U string `json:"u"` // URL
	K string `json:"k"` // kind
	X string `json:"x"` // text searched
}

// Build generates the book from fsys, which holds RULES.md, RULINGS.md and
// the .feature files (package features' FS).
func Build(fsys fs.FS) (*Site, error) {
	rulesSrc, err := fs.ReadFile(fsys, "RULES.md")
	if err != nil {
		return nil, fmt.Errorf("book: %w", err)
	}
	rulingsSrc, err := fs.ReadFile(fsys, "RULINGS.md")
	if err != nil {
		return nil, fmt.Errorf("book: %w", err)
	}
	b := &builder{rules: map[string]*Rule{}, worked: map[string][]*Scenario{}, site: &Site{Files: map[string][]byte{}}}
	if b.pre, b.areas, err = ParseRules(string(rulesSrc)); err != nil {
		return nil, err
	}
	for _, a := range b.areas {
		for _, r := range a.Rules {
			b.rules[r.ID] = r
		}
	}
	if b.rulingPre, b.disputes, err = ParseRulings(string(rulingsSrc)); err != nil {
		return nil, err
	}
	if b.scenarios, err = LoadScenarios(fsys); err != nil {
		return nil, err
	}
	if err := b.place(); err != nil {
		return nil, err
	}
	b.linkAll()
	if b.tmpl, err = template.New("").Funcs(template.FuncMap{
		"suiteVersion": func() string { return version.Suite },
		"ruleHref":     b.ruleHref,
		"view":         b.view,
		"reading":      readingInfo,
		"lower":        strings.ToLower,
	}).ParseFS(assets, "templates/*.html"); err != nil {
		return nil, fmt.Errorf("book: templates: %w", err)
	}
	if err := b.pages(); err != nil {
		return nil, err
	}
	static, _ := fs.Sub(assets, "static")
	if err := fs.WalkDir(static, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(static, p)
		b.site.Files[p] = data
		return err
	}); err != nil {
		return nil, fmt.Errorf("book: static files: %w", err)
	}
	idx, _ := json.Marshal(b.search)
	hrefs := map[string]string{}
	for id := range b.rules {
		hrefs[id] = b.ruleHref(id)
	}
	rj, _ := json.Marshal(hrefs)
	b.site.Files["search-index.js"] = []byte("window.BAO_SEARCH=" + string(idx) + ";\nwindow.BAO_RULES=" + string(rj) + ";\n")
	b.site.Scenarios = b.scenarios
	st := &b.site.Stats
	st.Scenarios, st.Rules, st.Errata = len(b.scenarios), len(b.rules), len(Errata)
	for name, data := range b.site.Files {
		if strings.HasSuffix(name, ".html") {
			st.Pages++
			st.Boards += bytes.Count(data, []byte(`<svg xmlns="http://www.w3.org/2000/svg" class="board"`))
		}
	}
	return b.site, nil
}

// place assigns every scenario to the page that draws it: a dispute page, a
// worked-examples page, or the page of its first rule.
func (b *builder) place() error {
	byDispute := map[int]*Dispute{}
	for _, d := range b.disputes {
		byDispute[d.N] = d
	}
	for _, s := range b.scenarios {
		switch {
		case s.Dispute > 0:
			d := byDispute[s.Dispute]
			if d == nil {
				return fmt.Errorf("book: features/%s:%d: @dispute-%d has no section in RULINGS.md", s.File, s.Line, s.Dispute)
			}
			var o *Outline
			for _, x := range d.Outlines {
				if x.Name == s.Name && x.Readings[0].File == s.File {
					o = x
				}
			}
			if o == nil {
				o = &Outline{Name: s.Name, Option: s.Option}
				d.Outlines = append(d.Outlines, o)
			}
			o.Readings = append(o.Readings, s)
		case strings.HasPrefix(s.File, "worked/"):
			if _, ok := b.worked[s.File]; !ok {
				b.workedOrd = append(b.workedOrd, s.File)
			}
			b.worked[s.File] = append(b.worked[s.File], s)
		default:
			if len(s.RuleIDs) == 0 {
				return fmt.Errorf("book: features/%s:%d: scenario %q has no rule ID tag", s.File, s.Line, s.Name)
			}
			r := b.rules[s.RuleIDs[0]]
			if r == nil {
				return fmt.Errorf("book: features/%s:%d: unknown rule %s", s.File, s.Line, s.RuleIDs[0])
			}
			r.Scenarios = append(r.Scenarios, s)
		}
		for i, id := range s.RuleIDs {
			r := b.rules[id]
			if r == nil {
				return fmt.Errorf("book: features/%s:%d: unknown rule %s", s.File, s.Line, id)
			}
			if i > 0 || s.Dispute > 0 || strings.HasPrefix(s.File, "worked/") {
				r.Also = append(r.Also, s)
			}
		}
	}
	for _, d := range b.disputes {
		for _, o := range d.Outlines {
			shared := len(o.Readings) > 1 && o.Option != ""
			for _, s := range o.Readings {
				r0 := o.Readings[0]
				if !s.Built || !s.Played || s.MoveErr != nil || s.Before != r0.Before || len(s.Moves) != len(r0.Moves) || (s.Played && s.Moves[len(s.Moves)-1] != r0.Moves[len(r0.Moves)-1]) {
					shared = false
				}
			}
			for _, s := range o.Readings {
				s.SharedBefore = shared
			}
		}
	}
	return nil
}

// ruleHref is the link to a rule's anchor.
func (b *builder) ruleHref(id string) string {
	if r := b.rules[id]; r != nil {
		return r.Area.Slug + ".html#" + id
	}
	return "index.html#rule-index"
}

// pageOf returns the page that draws scenario s.
func (b *builder) pageOf(s *Scenario) string {
	switch {
	case s.Dispute > 0:
		return fmt.Sprintf("dispute-%d.html", s.Dispute)
	case strings.HasPrefix(s.File, "worked/"):
		return workedSlug(s.File) + ".html"
	default:
		return b.rules[s.RuleIDs[0]].Area.Slug + ".html"
	}
}

func workedSlug(file string) string {
	return "worked-" + slug(strings.TrimSuffix(strings.TrimPrefix(file, "worked/"), ".feature"))
}

// Reading describes one reading of an option for the dispute pages.
type Reading struct {
	Ruling   bool
	Profiles []string
	Question string
	Dispute  string
}

func readingInfo(option, reading string) Reading {
	o, ok := reference.LookupOption(option)
	if !ok {
		return Reading{}
	}
	out := Reading{Ruling: len(o.Readings) > 0 && o.Readings[0] == reading, Question: o.Question, Dispute: o.Dispute}
	for _, n := range reference.ProfileNames() {
		r, err := reference.Profile(n)
		if err == nil && o.Get(&r) == reading {
			out.Profiles = append(out.Profiles, n)
		}
	}
	return out
}

type page struct {
	Title   string
	Name    string
	Nav     []navLink
	Content any
	B       *builder
}

type navLink struct {
	Href, Text string
}

func (b *builder) render(name, tmpl, title string, content any) error {
	var buf bytes.Buffer
	p := page{Title: title, Name: name, Content: content, B: b}
	if err := b.tmpl.ExecuteTemplate(&buf, tmpl, p); err != nil {
		return fmt.Errorf("book: %s: %w", name, err)
	}
	b.site.Files[name] = buf.Bytes()
	return nil
}

// Link is a titled link.
type Link struct {
	Href, Text string
}

// AlsoLink links to a scenario drawn on another page.
func (b *builder) AlsoLink(s *Scenario) Link {
	t := s.Name
	if s.Example != "" {
		t += " (" + s.Example + ")"
	}
	return Link{Href: b.pageOf(s) + "#" + s.Anchor(), Text: t}
}

// SourceList is the five rule sources, for the sources page.
func (b *builder) SourceList() []SourceDoc { return SourceDocs }

// Areas, Disputes, WorkedPages and Errata are used by the templates.
func (b *builder) Areas() []*Area { return b.areas }

// StartBoard draws the start position with the pits of its legal moves
// outlined, for the index's first screen.
func (b *builder) StartBoard() template.HTML {
	p := reference.Start(reference.Kiswahili, reference.SetupStandard)
	movable := map[reference.Pit]bool{}
	if succ, err := reference.Moves(defaultRules(), p, nil); err == nil {
		for _, m := range succ {
			movable[m.Move.Pit] = true
		}
	}
	return template.HTML(board.SVG(p, board.Marks{ID: "start", Title: "The start position of Bao la Kiswahili", Movable: movable, Selected: reference.NoPit, Active: reference.NoPit})) //nolint:gosec // generated SVG
}

// Disputes lists the disputes of RULINGS.md.
func (b *builder) Disputes() []*Dispute { return b.disputes }

// Pre is the preamble of RULES.md.
func (b *builder) Pre() template.HTML { return b.pre }

// RulingPre is the preamble of RULINGS.md.
func (b *builder) RulingPre() template.HTML { return b.rulingPre }

// WorkedPages lists the worked-example pages.
func (b *builder) WorkedPages() []Link {
	var out []Link
	for _, f := range b.workedOrd {
		out = append(out, Link{Href: workedSlug(f) + ".html", Text: b.worked[f][0].Feature})
	}
	return out
}

// RuleIDs lists every rule ID in the order of the rules.
func (b *builder) RuleIDs() []*Rule {
	var out []*Rule
	for _, a := range b.areas {
		out = append(out, a.Rules...)
	}
	return out
}

// ErrataList returns the errata with links.
func (b *builder) ErrataList() []ErratumView {
	var out []ErratumView
	for _, e := range Errata {
		v := ErratumView{Erratum: e}
		if e.Scenario != "" {
			for _, s := range b.scenarios {
				if strings.Contains(s.Name, e.Scenario) {
					v.Link = b.AlsoLink(s)
					sv := b.view(s)
					if n := len(sv.Figures); n > 0 {
						f := sv.Figures[n-1]
						f.Caption = "As it should be: " + f.Caption + " (" + s.Name + ")"
						v.Figure = &f
						pos := s.Before
						if s.Played && s.MoveErr == nil {
							pos = s.After
						}
						v.PrintedBoard = printedFigure(e, pos, f.Caption)
					}
					break
				}
			}
		}
		if e.Dispute > 0 {
			v.DisputeHref = fmt.Sprintf("dispute-%d.html", e.Dispute)
		}
		out = append(out, v)
	}
	return out
}

// ScenarioGroup lists scenarios of one page for the board's picker.
type ScenarioGroup struct {
	Title string
	Items []Link
}

// ScenarioPicker lists every scenario that sets up a position, by page, with
// the link that opens it on the board.
func (b *builder) ScenarioPicker() []ScenarioGroup {
	var out []ScenarioGroup
	idx := map[string]int{}
	for _, s := range b.scenarios {
		if !s.Built {
			continue
		}
		page := b.pageOf(s)
		title := s.Feature
		if s.Dispute == 0 && !strings.HasPrefix(s.File, "worked/") {
			title = b.rules[s.RuleIDs[0]].Area.Title
		}
		i, ok := idx[page]
		if !ok {
			i = len(out)
			idx[page] = i
			out = append(out, ScenarioGroup{Title: title})
		}
		name := s.Name
		if s.Example != "" {
			name += " [" + s.Example + "]"
		}
		out[i].Items = append(out[i].Items, Link{Href: b.view(s).BoardURL, Text: name})
	}
	return out
}

// printedFigure draws the board a source printed for an erratum in a
// diagram: the corrected position pos with the misprinted pits as printed
// (shaded as changed), or nil for an erratum in words.
func printedFigure(e Erratum, pos reference.Position, _ string) *Figure {
	if e.PrintedPits == "" {
		return nil
	}
	printed := pos
	var names []string
	for _, f := range strings.Fields(e.PrintedPits) {
		name, count, ok := strings.Cut(f, "=")
		q, err := reference.ParsePit(name)
		n, err2 := strconv.Atoi(count)
		if !ok || err != nil || err2 != nil || n < 0 || n > 255 {
			continue
		}
		printed.Pits[q.Side()][q.Ring()] = uint8(n)
		names = append(names, fmt.Sprintf("%s = %d", name, n))
	}
	cap := "As printed (" + e.Code + "): " + strings.Join(names, ", ") + ", shaded"
	return &Figure{Kind: "printed", Caption: cap, Text: reference.FormatDiagram(printed),
		SVG: template.HTML(board.SVG(printed, board.Marks{ID: "printed-" + slug(e.Source), Title: cap, Prev: &pos, Selected: reference.NoPit, Active: reference.NoPit}))} //nolint:gosec // generated SVG
}

// ErratumView is an erratum with its links.
type ErratumView struct {
	Erratum
	Link         Link
	Figure       *Figure
	PrintedBoard *Figure
	DisputeHref  string
}

func (b *builder) pages() error {
	if err := b.render("index.html", "index.html", "Bao la Kiswahili: the rules, illustrated", nil); err != nil {
		return err
	}
	for _, a := range b.areas {
		if err := b.render(a.Slug+".html", "area.html", a.Title, a); err != nil {
			return err
		}
		for _, r := range a.Rules {
			b.search = append(b.search, searchEntry{T: r.ID + ": " + r.Title, U: a.Slug + ".html#" + r.ID, K: "rule", X: plain(string(r.Body))})
		}
		for _, r := range a.Rules {
			for _, s := range r.Scenarios {
				b.search = append(b.search, searchEntry{T: s.Name, U: a.Slug + ".html#" + s.Anchor(), K: "scenario", X: strings.Join(s.RuleIDs, " ")})
			}
		}
	}
	if err := b.render("disputes.html", "disputes.html", "Disputes and rulings", nil); err != nil {
		return err
	}
	for _, d := range b.disputes {
		name := fmt.Sprintf("dispute-%d.html", d.N)
		if err := b.render(name, "dispute.html", fmt.Sprintf("DISPUTE-%d: %s", d.N, d.Title), d); err != nil {
			return err
		}
		b.search = append(b.search, searchEntry{T: fmt.Sprintf("DISPUTE-%d: %s", d.N, d.Title), U: name, K: "dispute", X: plain(string(d.Question))})
		b.site.Stats.Disputes++
		if len(d.Outlines) > 0 {
			b.site.Stats.Drawn++
		}
	}
	for _, f := range b.workedOrd {
		sc := b.worked[f]
		if err := b.render(workedSlug(f)+".html", "worked.html", sc[0].Feature, sc); err != nil {
			return err
		}
		for _, s := range sc {
			b.search = append(b.search, searchEntry{T: s.Name, U: workedSlug(f) + ".html#" + s.Anchor(), K: "worked example", X: strings.Join(s.Tags, " ")})
		}
	}
	if err := b.render("errata.html", "errata.html", "Errata in the sources", nil); err != nil {
		return err
	}
	if err := b.render("sources.html", "sources.html", "The sources", nil); err != nil {
		return err
	}
	b.search = append(b.search, searchEntry{T: "The sources", U: "sources.html", K: "page"})
	b.search = append(b.search, searchEntry{T: "Errata in the sources", U: "errata.html", K: "page"}, searchEntry{T: "Interactive board", U: "board.html", K: "page"})
	for _, e := range Errata {
		b.search = append(b.search, searchEntry{T: "Erratum " + e.Code + ": " + e.Source, U: "errata.html", K: "erratum", X: e.Printed + " " + e.Should + " " + e.Why})
	}
	return b.render("board.html", "board.html", "The interactive board", nil)
}

// plain strips tags from HTML, for the search index.
func plain(h string) string {
	var b strings.Builder
	in := false
	for _, r := range h {
		switch {
		case r == '<':
			in = true
		case r == '>':
			in = false
			b.WriteByte(' ')
		case !in:
			b.WriteRune(r)
		}
	}
	return strings.Join(strings.Fields(b.String()), " ")
}
