package runner

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// The text report carries strings an engine or a vector file chose (a hello
// name, an error message, a stderr tail, tags). None of them may move the
// cursor, clear the screen or forge a line of the report: the text report
// is written through escWriter, which writes every control character but
// the line break and the tab as a visible escape, and one-line fields go
// through oneLine.

// isControl reports whether r is a character that acts on a terminal rather
// than showing: C0 and C1 controls, DEL, and the bidi overrides that reorder
// what a reader sees.
func isControl(r rune) bool {
	return r < 0x20 || r >= 0x7f && r < 0xa0 || r >= 0x202a && r <= 0x202e || r >= 0x2066 && r <= 0x2069 || r == 0xfeff
}

func escapeRune(b *strings.Builder, r rune) {
	if r < 0x100 {
		fmt.Fprintf(b, `\x%02x`, r)
		return
	}
	fmt.Fprintf(b, `\u%04x`, r)
}

// oneLine returns s with every control character escaped, line breaks
// included: a field that the report prints on one line stays on it.
func oneLine(s string) string {
	if !strings.ContainsFunc(s, isControl) {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\t':
			b.WriteString(`\t`)
		case isControl(r):
			escapeRune(&b, r)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// escWriter escapes the control characters of what is written to it, but
// line breaks and tabs (the report's own layout).
type escWriter struct{ w io.Writer }

func (e escWriter) Write(p []byte) (int, error) {
	clean := true
	for i := 0; i < len(p); {
		r, n := utf8.DecodeRune(p[i:])
		if r != '\n' && r != '\t' && isControl(r) {
			clean = false
			break
		}
		i += n
	}
	if clean {
		return e.w.Write(p)
	}
	var b strings.Builder
	for _, r := range string(p) {
		if r != '\n' && r != '\t' && isControl(r) {
			escapeRune(&b, r)
			continue
		}
		b.WriteRune(r)
	}
	if _, err := io.WriteString(e.w, b.String()); err != nil {
		return 0, err
	}
	return len(p), nil
}
