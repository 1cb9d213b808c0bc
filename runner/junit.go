package runner

import (
	"encoding/xml"
	"io"
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
