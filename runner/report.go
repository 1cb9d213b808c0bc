package runner

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
	"text/tabwriter"
)

// WriteText writes the human report: each unexpected failure in detail (up
// to maxDetails; the rest by ID), unexpected passes, the summary tables and
// the dialect table.
func (r *Report) WriteText(w io.Writer, maxDetails int) {
	w = escWriter{w} // no engine's or file's string reaches the terminal raw (escape.go)
	fail, upass := r.Failed()
	// Simplest failures first: one move before a move list before a game
	// before a move tree.
	slices.SortStableFunc(fail, func(a, b Result) int { return kindRank(a.Kind) - kindRank(b.Kind) })
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
			label := "expected vs actual"
			if strings.HasPrefix(res.Diff, "protocol.schema.json") {
				label = "the protocol schema on the reply"
			}
			fmt.Fprintf(w, "  %s:\n%s", label, indent(res.Diff, "    "))
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
		fmt.Fprintf(w, "Hello:  %s %s\n", oneLine(h.Name), oneLine(h.Version))
	}
	for _, n := range r.Notes {
		fmt.Fprintf(w, "Note:   %s\n", n)
	}
	all, byKind := r.Tally(func(res *Result) string { return res.Kind })
	_, byVariant := r.Tally(func(res *Result) string { return res.Variant })
	_, byFile := r.Tally(func(res *Result) string { return res.File })
	// One tabwriter for the three tables, so their columns line up.
	var tb bytes.Buffer
	tw := tabwriter.NewWriter(&tb, 0, 0, 2, ' ', 0)
	row := func(name string, c Counts) {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%d\t%d\n", name, c[Pass], c[Fail], c[Error], c[Skip], c[NA])
	}
	table := func(title string, by map[string]Counts) {
		fmt.Fprintf(tw, "\t\t\t\t\t\n%s\tpass\tfail\terror\tskip\tn/a\n", title)
		for _, k := range slices.Sorted(maps.Keys(by)) {
			row(k, by[k])
		}
	}
	table("kind", byKind)
	table("variant", byVariant)
	// Files where every vector is n/a are folded into one line.
	var naFiles []string
	naCount := 0
	for k, c := range byFile {
		if c[NA] > 0 && c[NA] == c[Pass]+c[Fail]+c[Error]+c[Skip]+c[NA] {
			naFiles = append(naFiles, k)
			naCount += c[NA]
			delete(byFile, k)
		}
	}
	slices.Sort(naFiles)
	table("file", byFile)
	row("total", all)
	tw.Flush()
	for _, ln := range strings.SplitAfter(tb.String(), "\n") {
		io.WriteString(w, strings.TrimRight(ln, " \n"))
		if strings.HasSuffix(ln, "\n") {
			io.WriteString(w, "\n")
		}
	}
	if len(naFiles) > 0 {
		fmt.Fprintf(w, "n/a files (all %d vectors n/a): %s\n", naCount, strings.Join(naFiles, ", "))
	}
	r.writeDialect(w, r.ShowProbes)
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
	for _, e := range r.ProtocolErrors {
		fmt.Fprintf(w, "Protocol error: %s\n", e)
	}
	verdict := "PASS"
	if !r.Passed() {
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

// kindRank orders vector kinds from the simplest to judge to the hardest.
func kindRank(kind string) int {
	switch kind {
	case "apply", "illegal":
		return 0
	case "moves":
		return 1
	case "game":
		return 2
	case "perft":
		return 3
	}
	return 4
}

// WriteJSON writes the whole report as JSON, with its totals and verdict.
// Nothing is HTML-escaped (a move "A6>" stays "A6>").
func (r *Report) WriteJSON(w io.Writer) error {
	r.Totals, _ = r.Tally(func(*Result) string { return "" })
	for _, st := range []Status{Pass, Fail, Error, Skip, NA} {
		r.Totals[st] += 0
	}
	r.Verdict = "PASS"
	if !r.Passed() {
		r.Verdict = "FAIL"
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", " ")
	enc.SetEscapeHTML(false)
	return enc.Encode(r)
}
