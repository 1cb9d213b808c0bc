package book

import (
	"bytes"
	"fmt"
	"html/template"
	"regexp"
	"strconv"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
)

// Area is a rule area of RULES.md ("## Capture") with its rules in order.
type Area struct {
	Title string
	Slug  string
	Intro template.HTML
	Rules []*Rule
}

// Rule is one rule of RULES.md.
type Rule struct {
	ID          string
	Title       string
	Body        template.HTML
	Sources     []Citation
	Informative string
	Area        *Area
	// Scenarios are drawn on the rule's page; Also are drawn elsewhere.
	Scenarios []*Scenario
	Also      []*Scenario
}

// CiteGroup is the citations of a rule in one source, in order.
type CiteGroup struct {
	Code string // EN, DE, FR, WP, RN
	Refs []string
}

// Cites groups the rule's citations by source, in order.
func (r *Rule) Cites() []CiteGroup {
	var out []CiteGroup
	for _, c := range r.Sources {
		if n := len(out); n > 0 && out[n-1].Code == c.Code {
			out[n-1].Refs = append(out[n-1].Refs, c.Where)
			continue
		}
		out = append(out, CiteGroup{Code: c.Code, Refs: []string{c.Where}})
	}
	return out
}

// Citation is one source of a rule: the source's tag and the place in the
// published document ("p.13 §Blocking (l.248)", a rule number for FR, a
// section and diagram for RN).
type Citation struct {
	Code  string
	Where string
}

// SourceDoc is one of the five rule sources, as SOURCES.md at the root of the
// repository describes it.
type SourceDoc struct {
	Tag, Author, Title, Date, Language string
	Published                          string // where it is published, in words
	URL                                string // shown as text: the book links nowhere outside itself
	Cited                              string // how a citation finds its place
}

// SourceDocs lists the five sources in the order of SOURCES.md.
var SourceDocs = []SourceDoc{
	{Tag: "EN", Author: "Alexander Rühl", Title: `Rules "Bao la Kiswahili"`, Date: "29/08/2021", Language: "English",
		Published: "PDF, 16 pages: the rules of his Board Game Arena game, in its repository (BaoLaKiswahili-Rules.pdf at commit deea7a6)",
		URL:       "https://github.com/geziefer/baolakiswahili/blob/deea7a6c37b63d30d17a72890fa6257a35daef65/baolakiswahili/misc/BaoLaKiswahili-Rules.pdf",
		Cited:     "page and section heading: EN p.13 §Blocking; ex.2 is the section's second example, fn.6 footnote 6 (p.15)"},
	{Tag: "DE", Author: "Alexander Rühl", Title: "Spielregeln „Bao la Kiswahili“", Date: "18/04/2021", Language: "German",
		Published: "PDF, 16 pages, the original of EN, in the same repository (BaoLaKiswahili-Regeln.pdf at commit c6b2f4a)",
		URL:       "https://github.com/geziefer/baolakiswahili/blob/c6b2f4a8b8ecbf5318f92d98aff01f5226ad761e/baolakiswahili/misc/BaoLaKiswahili-Regeln.pdf",
		Cited:     "page and section heading, as for EN: DE p.13 §Blockieren"},
	{Tag: "FR", Author: "Jeroen Donkers (after Alex de Voogt), translated by Roland Hahn", Title: "numbered rules of Bao la Kiswahili (1-5 and an appendix)", Date: "undated", Language: "French",
		Published: "revised from Donkers' rules page at Maastricht University, no longer online",
		URL:       "http://www.fdg.unimaas.nl/educ/donkers/games/Bao/rules.html",
		Cited:     "rule number: FR 4.2.1.2; FR appendix for the notation"},
	{Tag: "WP", Author: "Wikipedia contributors", Title: `"Bao (game)"`, Date: "revision not identified, after 2017-11-03", Language: "English",
		Published: "English Wikipedia",
		URL:       "https://en.wikipedia.org/wiki/Bao_(game)",
		Cited:     "section and paragraph: WP §The nyumba ¶1; before the headings our copy keeps, the paragraph's first words"},
	{Tag: "RN", Author: "Rob Nierse (after Alex de Voogt)", Title: `"Bao"`, Date: "undated (1997 or later)", Language: "English",
		Published: "an article on The Game Cabinet, with diagrams 1-25",
		URL:       "http://www.gamecabinet.com/rules/Bao.html",
		Cited:     "section and diagram: RN §Kichwa and Kimbi, d.9; RN d.21"},
}

// sourcesHref is where a link to SOURCES.md points in the book.
var sourcesHref = strings.NewReplacer(`href="../SOURCES.md#`, `href="sources.html#`, `href="../SOURCES.md"`, `href="sources.html"`)

// parseSources reads a rule's "Sources:" line: groups "[EN](../SOURCES.md#en)
// place; place; [DE](…) place." A place without a tag before it belongs to
// the tag before it.
func parseSources(line string) ([]Citation, error) {
	body := strings.TrimSpace(strings.TrimPrefix(line, "Sources:"))
	body = strings.TrimSuffix(body, ".")
	var out []Citation
	code := ""
	for _, part := range strings.Split(body, "; ") {
		part = strings.TrimSpace(part)
		if m := citeTagRE.FindStringSubmatch(part); m != nil {
			code, part = m[1], strings.TrimSpace(m[2])
		}
		if code == "" || part == "" {
			return nil, fmt.Errorf("a citation must be a source tag link ([EN](../SOURCES.md#en)) and a place, got %q", part)
		}
		out = append(out, Citation{Code: code, Where: part})
	}
	return out, nil
}

// Dispute is one "## DISPUTE-n" section of RULINGS.md.
type Dispute struct {
	N        int
	Title    string
	Question template.HTML
	// Rulings are the ruling in a sentence each, in players' words: the
	// headline of the "**Ruling: …**" paragraph, or the italic statement
	// of each item of a "**Rulings.**" list.
	Rulings  []template.HTML
	Body     template.HTML
	Outlines []*Outline
}

// Outline groups the scenarios of one disputed position: the rows of one
// Scenario Outline, one per reading.
type Outline struct {
	Name     string
	Option   string
	Readings []*Scenario
}

var md = goldmark.New(goldmark.WithExtensions(extension.Table))

// markdown renders Markdown to HTML; the sources are the project's own files.
func markdown(s string) template.HTML {
	var b bytes.Buffer
	if err := md.Convert([]byte(s), &b); err != nil {
		return template.HTML(template.HTMLEscapeString(s))
	}
	return template.HTML(sourcesHref.Replace(b.String())) //nolint:gosec // our own Markdown
}

var (
	ruleHead  = regexp.MustCompile(`^### ([A-Z][A-Z0-9-]*-[0-9]+[a-z]?): (.*)$`)
	citeTagRE = regexp.MustCompile(`^\[(EN|DE|FR|WP|RN)\]\(\.\./SOURCES\.md#(?:en|de|fr|wp|rn)\)\s*(.*)$`)
	slugBadRE = regexp.MustCompile(`[^a-z0-9]+`)
)

func slug(s string) string {
	return strings.Trim(slugBadRE.ReplaceAllString(strings.ToLower(s), "-"), "-")
}

// ParseRules reads RULES.md: its preamble and its areas with their rules.
func ParseRules(src string) (template.HTML, []*Area, error) {
	var pre []string
	var areas []*Area
	var area *Area
	var rule *Rule
	var body []string
	flush := func() {
		if rule != nil {
			rule.Body = markdown(strings.Join(body, "\n"))
		} else if area != nil {
			area.Intro = markdown(strings.Join(body, "\n"))
		}
		body = nil
	}
	for _, line := range strings.Split(src, "\n") {
		switch {
		case strings.HasPrefix(line, "## "):
			flush()
			rule = nil
			area = &Area{Title: strings.TrimPrefix(line, "## ")}
			area.Slug = "area-" + slug(area.Title)
			areas = append(areas, area)
		case strings.HasPrefix(line, "### "):
			flush()
			m := ruleHead.FindStringSubmatch(line)
			if m == nil || area == nil {
				return "", nil, fmt.Errorf("book: RULES.md: a rule heading must be \"### ID: Title\" inside an area, got %q", line)
			}
			rule = &Rule{ID: m[1], Title: m[2], Area: area}
			area.Rules = append(area.Rules, rule)
		case area == nil:
			if !strings.HasPrefix(line, "# ") {
				pre = append(pre, line)
			}
		case rule != nil && strings.HasPrefix(line, "Sources:"):
			cs, err := parseSources(line)
			if err != nil {
				return "", nil, fmt.Errorf("book: RULES.md: %s: %w", rule.ID, err)
			}
			rule.Sources = cs
		case rule != nil && strings.HasPrefix(line, "Informative:"):
			rule.Informative = strings.TrimSpace(strings.TrimPrefix(line, "Informative:"))
		default:
			body = append(body, line)
		}
	}
	flush()
	if len(areas) == 0 {
		return "", nil, fmt.Errorf("book: RULES.md: no rule areas found")
	}
	return markdown(strings.Join(pre, "\n")), areas, nil
}

var disputeHead = regexp.MustCompile(`^## DISPUTE-([0-9]+): (.*)$`)

// ParseRulings reads RULINGS.md: its preamble (sources, profiles, summary)
// and its disputes.
func ParseRulings(src string) (template.HTML, []*Dispute, error) {
	var pre, body []string
	var ds []*Dispute
	var d *Dispute
	flush := func() {
		if d == nil {
			return
		}
		// The question is shown on its own; the rest is the body.
		var rest []string
		for _, para := range strings.Split(strings.Join(body, "\n"), "\n\n") {
			if p := strings.TrimSpace(para); strings.HasPrefix(p, "**Question.**") {
				d.Question = markdown(strings.TrimSpace(strings.TrimPrefix(p, "**Question.**")))
				continue
			}
			d.Rulings = append(d.Rulings, rulingLines(strings.TrimSpace(para))...)
			rest = append(rest, para)
		}
		d.Body = markdown(strings.Join(rest, "\n\n"))
		body = nil
	}
	for _, line := range strings.Split(src, "\n") {
		if m := disputeHead.FindStringSubmatch(line); m != nil {
			flush()
			n, _ := strconv.Atoi(m[1])
			d = &Dispute{N: n, Title: m[2]}
			ds = append(ds, d)
			continue
		}
		if d == nil {
			if !strings.HasPrefix(line, "# ") {
				pre = append(pre, line)
			}
			continue
		}
		body = append(body, line)
	}
	flush()
	if len(ds) == 0 {
		return "", nil, fmt.Errorf("book: RULINGS.md: no \"## DISPUTE-n\" sections found")
	}
	return markdown(strings.Join(pre, "\n")), ds, nil
}

var (
	rulingHead  = regexp.MustCompile(`(?s)^\*\*Ruling(?: \([^)]*\))?: (.+?)\*\*`)
	rulingPlain = regexp.MustCompile(`(?s)^\*\*Ruling\.\*\* (.+?[.;])(?:\s|$)`)
	rulingItem  = regexp.MustCompile(`(?s)\n- \(([a-z])\) \*(.+?)\*`)
)

// rulingLines returns the ruling of a RULINGS.md paragraph in a sentence
// each (none when the paragraph is not a ruling).
func rulingLines(p string) []template.HTML {
	one := func(s string) template.HTML {
		s = strings.TrimRight(strings.Join(strings.Fields(s), " "), ".:;")
		if s != "" && s[0] >= 'a' && s[0] <= 'z' {
			s = strings.ToUpper(s[:1]) + s[1:]
		}
		h := string(markdown(s))
		h = strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(h), "<p>"), "</p>"))
		return template.HTML(h) //nolint:gosec // the project's own Markdown
	}
	switch {
	case strings.HasPrefix(p, "**Rulings.**"):
		var out []template.HTML
		for _, m := range rulingItem.FindAllStringSubmatch("\n"+p, -1) {
			out = append(out, "("+template.HTML(m[1])+") "+one(m[2]))
		}
		return out
	case rulingHead.MatchString(p):
		m := rulingHead.FindStringSubmatchIndex(p)
		head := p[m[2]:m[3]]
		// A headline too short to stand alone ("both conditions", "the
		// text") takes the sentence after it.
		if len(head) < 30 {
			if n := nextSentence.FindStringSubmatch(p[m[1]:]); n != nil {
				head = strings.TrimRight(head, ".:") + ": " + n[1]
			}
		}
		return []template.HTML{one(short(head))}
	case rulingPlain.MatchString(p):
		return []template.HTML{one(short(rulingPlain.FindStringSubmatch(p)[1]))}
	}
	return nil
}

var nextSentence = regexp.MustCompile(`(?s)^\s*(?:\([^)]*\)\s*)?([A-Z].+?\.)(?:\s|$)`)

// short cuts a ruling of more than 200 characters at its first colon.
func short(s string) string {
	if len(s) > 200 {
		if i := strings.IndexByte(s, ':'); i > 0 && i < 200 {
			return s[:i]
		}
	}
	return s
}
