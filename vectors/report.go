package vectors

import (
	"encoding/json"
	"encoding/xml"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
)

// WriteText writes the human report: each unexpected failure in detail (up
// to maxDetails; the rest by ID), unexpected passes, the summary tables and
// the dialect table.
func (r *Report) WriteText(w io.Writer, maxDetails int) {
	fail, upass := r.Failed()
	for i, res := range fail {
		if i >= maxDetails {
			if i == maxDetails {
				fmt.Fprintf(w, "\n%d more failures (use --json for all details):\n", len(fail)-maxDetails)
			}
			if i >= maxDetails+200 {
				fmt.Fprintf(w, "  ... and %d more\n", len(fail)-i)
				break
			}
			fmt.Fprintf(w, "  %-5s %s  %s\n", strings.ToUpper(string(res.Status)), res.ID, clip(res.Message, 100))
			continue
		}
		fmt.Fprintf(w, "\n%s %s  [%s; rules %s]\n", strings.ToUpper(string(res.Status)), res.ID, res.Kind, strings.Join(res.RuleIDs, " "))
		fmt.Fprintf(w, "  %s\n", res.Message)
		if len(res.Tags) > 0 {
			fmt.Fprintf(w, "  tags: %s\n", strings.Join(res.Tags, " "))
		}
		if res.Board != "" {
			fmt.Fprintf(w, "  board:\n%s", indent(res.Board, "    "))
		}
		if res.Request != "" {
			fmt.Fprintf(w, "  request: %s\n", clip(res.Request, 1500))
		}
		if res.Diff != "" {
			fmt.Fprintf(w, "  expected vs actual:\n%s", indent(res.Diff, "    "))
		}
		if strings.TrimSpace(res.Stderr) != "" {
			fmt.Fprintf(w, "  engine stderr (tail):\n%s", indent(res.Stderr, "    "))
		}
	}
	if len(upass) > 0 {
		fmt.Fprintf(w, "\nUnexpected passes (listed in the expect-fail file; remove them):\n")
		for _, res := range upass {
			fmt.Fprintf(w, "  PASS %s\n", res.ID)
		}
	}
	fmt.Fprintf(w, "\nEngine: %s\n", r.Engine)
	if len(r.Hello) > 0 {
		var h struct{ Name, Version string }
		json.Unmarshal(r.Hello, &h)
		fmt.Fprintf(w, "Hello:  %s %s\n", h.Name, h.Version)
	}
	all, byKind := r.Tally(func(res *Result) string { return res.Kind })
	_, byVariant := r.Tally(func(res *Result) string { return res.Variant })
	_, byFile := r.Tally(func(res *Result) string { return res.File })
	table := func(title string, by map[string]Counts) {
		fmt.Fprintf(w, "\n%-28s %7s %7s %7s %7s %7s\n", title, "pass", "fail", "error", "skip", "n/a")
		for _, k := range slices.Sorted(maps.Keys(by)) {
			c := by[k]
			fmt.Fprintf(w, "%-28s %7d %7d %7d %7d %7d\n", k, c[Pass], c[Fail], c[Error], c[Skip], c[NA])
		}
	}
	table("kind", byKind)
	table("variant", byVariant)
	table("file", byFile)
	fmt.Fprintf(w, "%-28s %7d %7d %7d %7d %7d\n", "total", all[Pass], all[Fail], all[Error], all[Skip], all[NA])
	if len(r.Dialect) > 0 {
		fmt.Fprintf(w, "\nDialect (dialect vectors sent without their option; which reading the engine follows):\n")
		fmt.Fprintf(w, "%-12s %-20s %-26s %s\n", "dispute", "option", "follows", "vectors passed per reading")
		for _, d := range r.Dialect {
			var parts []string
			for _, s := range d.Readings {
				parts = append(parts, fmt.Sprintf("%s %d/%d", s.Reading, s.Passed, s.Total))
			}
			follows := d.Followed
			if d.Declared {
				follows += " (selectable)"
			}
			fmt.Fprintf(w, "%-12s %-20s %-26s %s\n", d.Dispute, d.Option, follows, strings.Join(parts, ", "))
		}
	}
	if r.Restarts > 0 {
		fmt.Fprintf(w, "\nThe engine was restarted %d times.\n", r.Restarts)
	}
	if r.GaveUp != "" {
		fmt.Fprintf(w, "The runner gave up on the engine: %s.\n", r.GaveUp)
	}
	expected := 0
	for _, res := range r.Results {
		if res.Expected && (res.Status == Fail || res.Status == Error) {
			expected++
		}
	}
	verdict := "PASS"
	if len(fail) > 0 || len(upass) > 0 {
		verdict = "FAIL"
	}
	fmt.Fprintf(w, "\n%s: %d vectors, %d passed, %d failed, %d errors, %d skipped, %d n/a", verdict, len(r.Results), all[Pass], all[Fail], all[Error], all[Skip], all[NA])
	if expected > 0 || len(upass) > 0 {
		fmt.Fprintf(w, " (%d expected failures, %d unexpected passes)", expected, len(upass))
	}
	fmt.Fprintf(w, "; %d requests in %.2fs\n", r.Requests, r.Seconds)
}

func indent(s, pre string) string {
	s = strings.TrimRight(s, "\n")
	return pre + strings.ReplaceAll(s, "\n", "\n"+pre) + "\n"
}

// WriteJSON writes the whole report as JSON.
func (r *Report) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", " ")
	enc.SetEscapeHTML(false)
	return enc.Encode(r)
}

type junitSuites struct {
	XMLName xml.Name     `xml:"testsuites"`
	Tests   int          `xml:"tests,attr"`
	Fails   int          `xml:"failures,attr"`
	Errors  int          `xml:"errors,attr"`
	Skipped int          `xml:"skipped,attr"`
	Time    float64      `xml:"time,attr"`
	Suites  []junitSuite `xml:"testsuite"`
}

type junitSuite struct {
	Name    string      `xml:"name,attr"`
	Tests   int         `xml:"tests,attr"`
	Fails   int         `xml:"failures,attr"`
	Errors  int         `xml:"errors,attr"`
	Skipped int         `xml:"skipped,attr"`
	Time    float64     `xml:"time,attr"`
	Cases   []junitCase `xml:"testcase"`
}

type junitCase struct {
	Name      string     `xml:"name,attr"`
	Classname string     `xml:"classname,attr"`
	Time      float64    `xml:"time,attr"`
	Failure   *junitText `xml:"failure,omitempty"`
	Error     *junitText `xml:"error,omitempty"`
	Skipped   *junitText `xml:"skipped,omitempty"`
	SystemErr string     `xml:"system-err,omitempty"`
}

type junitText struct {
	Message string `xml:"message,attr"`
	Body    string `xml:",chardata"`
}

// WriteJUnit writes the report as JUnit XML: one suite per vector file.
// Expected failures are reported as skipped.
func (r *Report) WriteJUnit(w io.Writer) error {
	out := junitSuites{Time: r.Seconds}
	idx := map[string]int{}
	for _, res := range r.Results {
		i, ok := idx[res.File]
		if !ok {
			i = len(out.Suites)
			idx[res.File] = i
			out.Suites = append(out.Suites, junitSuite{Name: res.File})
		}
		s := &out.Suites[i]
		c := junitCase{Name: res.ID, Classname: res.File, Time: res.Seconds}
		body := res.Message + "\n" + res.Diff + "\n" + res.Request
		switch {
		case res.Expected && (res.Status == Fail || res.Status == Error):
			c.Skipped = &junitText{Message: "expected failure: " + res.Message}
			s.Skipped++
		case res.Status == Pass && res.Expected:
			c.Failure = &junitText{Message: "unexpected pass: listed in the expect-fail file", Body: res.ID}
			s.Fails++
		case res.Status == Fail:
			c.Failure = &junitText{Message: res.Message, Body: body}
			s.Fails++
		case res.Status == Error:
			c.Error = &junitText{Message: res.Message, Body: body}
			c.SystemErr = res.Stderr
			s.Errors++
		case res.Status == Skip || res.Status == NA:
			c.Skipped = &junitText{Message: string(res.Status) + ": " + res.Message}
			s.Skipped++
		}
		s.Tests++
		s.Time += res.Seconds
		s.Cases = append(s.Cases, c)
	}
	for _, s := range out.Suites {
		out.Tests += s.Tests
		out.Fails += s.Fails
		out.Errors += s.Errors
		out.Skipped += s.Skipped
	}
	if _, err := io.WriteString(w, xml.Header); err != nil {
		return err
	}
	enc := xml.NewEncoder(w)
	enc.Indent("", " ")
	if err := enc.Encode(out); err != nil {
		return err
	}
	_, err := io.WriteString(w, "\n")
	return err
}
