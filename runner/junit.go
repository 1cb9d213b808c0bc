package runner

import (
	"encoding/xml"
	"fmt"
	"io"
	"strings"
)

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
	Name       string           `xml:"name,attr"`
	Tests      int              `xml:"tests,attr"`
	Fails      int              `xml:"failures,attr"`
	Errors     int              `xml:"errors,attr"`
	Skipped    int              `xml:"skipped,attr"`
	Time       float64          `xml:"time,attr"`
	Properties *junitProperties `xml:"properties,omitempty"`
	Cases      []junitCase      `xml:"testcase"`
	SystemOut  string           `xml:"system-out,omitempty"`
}

type junitProperties struct {
	Property []junitProperty `xml:"property"`
}

type junitProperty struct {
	Name  string `xml:"name,attr"`
	Value string `xml:"value,attr"`
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

// WriteJUnit writes the report as JUnit XML: a first suite "triage" with no
// test case that summarises the failure classes (one property per class,
// and the list in its system-out), then one suite per vector file; a
// failure's message starts with its class. Expected failures are reported
// as skipped.
func (r *Report) WriteJUnit(w io.Writer) error {
	out := junitSuites{Time: r.Seconds}
	if len(r.Classes) > 0 {
		t := junitSuite{Name: "triage", Properties: &junitProperties{}}
		var b strings.Builder
		for i, c := range r.Classes {
			v := fmt.Sprintf("%s; %d %s; representative %s", c.Title, len(c.Vectors), plural(len(c.Vectors), "vector", "vectors"), c.Representative)
			if c.Shrunk != nil {
				v += fmt.Sprintf("; shrunk to %d board seeds in %d pits", c.Shrunk.Seeds, c.Shrunk.Pits)
			}
			t.Properties.Property = append(t.Properties.Property, junitProperty{Name: fmt.Sprintf("class %d", i+1), Value: v})
			fmt.Fprintf(&b, "class %d: %s\n", i+1, v)
		}
		t.SystemOut = b.String()
		out.Suites = append(out.Suites, t)
	}
	classOf := func(res *Result) string {
		if res.Class == 0 || res.Class > len(r.Classes) {
			return ""
		}
		return fmt.Sprintf("[class %d: %s] ", res.Class, r.Classes[res.Class-1].Title)
	}
	idx := map[string]int{}
	for k := range r.Results {
		res := &r.Results[k]
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
			c.Failure = &junitText{Message: classOf(res) + res.Message, Body: body}
			s.Fails++
		case res.Status == Error:
			c.Error = &junitText{Message: classOf(res) + res.Message, Body: body}
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
