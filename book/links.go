package book

import (
	"fmt"
	"html/template"
	"regexp"
	"strings"
)

var (
	refRE = regexp.MustCompile(`\b(DISPUTE-([0-9]+)|[A-Z][A-Z0-9]*(?:-[A-Z]+)*-[0-9]+[a-z]?)\b`)
	tagRE = regexp.MustCompile(`<[^>]*>`)
)

// linkRefs links the rule IDs and dispute numbers named in rendered text to
// their pages, outside links, headings and code.
func (b *builder) linkRefs(h template.HTML) template.HTML {
	s := string(h)
	var out strings.Builder
	skip := 0 // depth inside <a>, <h1>..<h6>, <code>
	last := 0
	for _, loc := range tagRE.FindAllStringIndex(s, -1) {
		text := s[last:loc[0]]
		if skip == 0 {
			text = b.linkText(text)
		}
		out.WriteString(text)
		tag := s[loc[0]:loc[1]]
		out.WriteString(tag)
		name := strings.ToLower(strings.TrimLeft(strings.Fields(strings.Trim(tag, "<>/ ") + " x")[0], "/"))
		if name == "a" || name == "code" || (len(name) == 2 && name[0] == 'h' && name[1] >= '1' && name[1] <= '6') {
			if strings.HasPrefix(tag, "</") {
				skip--
			} else {
				skip++
			}
		}
		last = loc[1]
	}
	rest := s[last:]
	if skip == 0 {
		rest = b.linkText(rest)
	}
	out.WriteString(rest)
	return template.HTML(out.String()) //nolint:gosec // our own HTML, links added
}

func (b *builder) linkText(text string) string {
	return refRE.ReplaceAllStringFunc(text, func(m string) string {
		if strings.HasPrefix(m, "DISPUTE-") {
			var n int
			if _, err := fmt.Sscanf(m, "DISPUTE-%d", &n); err == nil && b.hasDispute(n) {
				return fmt.Sprintf(`<a href="dispute-%d.html">%s</a>`, n, m)
			}
			return m
		}
		if _, ok := b.rules[m]; ok {
			return `<a href="` + b.ruleHref(m) + `">` + m + `</a>`
		}
		return m
	})
}

func (b *builder) hasDispute(n int) bool {
	for _, d := range b.disputes {
		if d.N == n {
			return true
		}
	}
	return false
}

// linkAll links the references in every rendered text of the book.
func (b *builder) linkAll() {
	b.pre = b.linkRefs(b.pre)
	b.rulingPre = b.linkRefs(b.rulingPre)
	for _, a := range b.areas {
		a.Intro = b.linkRefs(a.Intro)
		for _, r := range a.Rules {
			r.Body = b.linkRefs(r.Body)
		}
	}
	for _, d := range b.disputes {
		d.Question = b.linkRefs(d.Question)
		d.Body = b.linkRefs(d.Body)
	}
}
