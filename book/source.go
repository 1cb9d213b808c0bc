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

// CiteGroup is the citations of a rule in one source file.
type CiteGroup struct {
	Code string
	File string
	Refs []string
}

// Cites groups the rule's citations by source file, in order.
func (r *Rule) Cites() []CiteGroup {
	var out []CiteGroup
	for _, c := range r.Sources {
		code, rest, _ := strings.Cut(c.Note, " ")
		ref := c.Lines
		if rest != "" {
			ref = rest + " (line " + c.Lines + ")"
			if c.Lines == "" {
				ref = rest
			}
		}
		if n := len(out); n > 0 && out[n-1].File == c.File {
			out[n-1].Refs = append(out[n-1].Refs, ref)
			continue
		}
		out = append(out, CiteGroup{Code: code, File: c.File, Refs: []string{ref}})
	}
	return out
}

// Citation is one source of a rule: the file, its lines or section, and the
// source's code with any section number ("FR rule 1.3").
type Citation struct {
	File  string
	Lines string
	Note  string
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
	return template.HTML(b.String()) //nolint:gosec // our own Markdown
}

var (
	ruleHead  = regexp.MustCompile(`^### ([A-Z][A-Z0-9-]*-[0-9]+[a-z]?): (.*)$`)
	citeRE    = regexp.MustCompile("`([^`:]+)(?::([^`]*))?`\\s*(?:\\(([^)]*)\\))?")
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
			for _, c := range citeRE.FindAllStringSubmatch(line, -1) {
				rule.Sources = append(rule.Sources, Citation{File: c[1], Lines: c[2], Note: c[3]})
			}
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
