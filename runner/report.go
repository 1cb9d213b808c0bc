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

// maxClassesListed bounds the classes listed on the first screen.
const maxClassesListed = 12

// WriteText writes the human report. The first screen is the verdict, the
// most suspicious rules and the failure classes with their representatives
// in full (up to maxDetails); then every failure, simplest first, one line
// each; unexpected passes; the summary tables; the dialect table; the
// verdict again.
func (r *Report) WriteText(w io.Writer, maxDetails int) {
	w = escWriter{w} // no engine's or file's string reaches the terminal raw (escape.go)
	fail, upass := r.Failed()
	all, _ := r.tallyApart(func(res *Result) string { return "" })
	r.writeVerdict(w, all, len(upass))
	r.writeMapping(w)
	r.writeHealth(w)
	r.writeReadings(w)
	byID := map[string]*Result{}
	for i := range r.Results {
		byID[r.Results[i].ID] = &r.Results[i]
	}
	if len(r.Classes) > 0 {
		fmt.Fprintf(w, "\nFailure classes (the engine's health first where it holds half the failures, then readings, then rules by the step where the answers part):\n")
		for i, c := range r.Classes {
			if i == maxClassesListed {
				fmt.Fprintf(w, "  ... and %d more classes (--json lists them all)\n", len(r.Classes)-i)
				break
			}
			fmt.Fprintf(w, "  %2d. %s  %d %s, e.g. %s\n", i+1, c.Title, len(c.Vectors), plural(len(c.Vectors), "vector", "vectors"), c.Representative)
		}
	}
	if len(r.Suspicious) > 0 {
		fmt.Fprintf(w, "\nMost suspicious rules (Ochiai over the failures no health, reading or nondeterminism explains; a second opinion; features/RULES.md):\n")
		for _, s := range r.Suspicious[:min(5, len(r.Suspicious))] {
			fmt.Fprintf(w, "  %-10s %.2f  in %d failing and %d passing vectors\n", s.Rule, s.Score, s.Failing, s.Passing)
		}
	}
	for i, c := range r.Classes {
		if i == maxDetails {
			break
		}
		res := byID[c.Representative]
		fmt.Fprintf(w, "\n=== Class %d: %s, %d %s; its simplest:\n", i+1, c.Title, len(c.Vectors), plural(len(c.Vectors), "vector", "vectors"))
		c.writeEvidence(w)
		writeFailure(w, res)
		if sh := c.Shrunk; sh != nil {
			writeShrunk(w, sh)
		}
	}
	if len(fail) > 0 {
		slices.SortStableFunc(fail, func(a, b Result) int { return simpler(&a, &b) })
		fmt.Fprintf(w, "\nEvery failure, simplest first (%d; --json has them in full):\n", len(fail))
		for i, res := range fail {
			if i == 200 {
				fmt.Fprintf(w, "  ... and %d more\n", len(fail)-i)
				break
			}
			cl := ""
			if res.Class > 0 {
				cl = fmt.Sprintf("[class %d] ", res.Class)
			}
			fmt.Fprintf(w, "  %-5s %s  %s%s\n", strings.ToUpper(string(res.Status)), res.ID, cl, clip(res.Message, 100))
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
	// The tables count expected failures (--expect-fail) apart.
	all, byKind := r.tallyApart(func(res *Result) string { return res.Kind })
	_, byVariant := r.tallyApart(func(res *Result) string { return res.Variant })
	_, byFile := r.tallyApart(func(res *Result) string { return res.File })
	xfail := all[expectedFail] > 0
	// One tabwriter for the three tables, so their columns line up.
	var tb bytes.Buffer
	tw := tabwriter.NewWriter(&tb, 0, 0, 2, ' ', 0)
	row := func(name string, c Counts) {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%d\t%d", name, c[Pass], c[Fail], c[Error], c[Skip], c[NA])
		if xfail {
			fmt.Fprintf(tw, "\t%d", c[expectedFail])
		}
		fmt.Fprintln(tw)
	}
	table := func(title string, by map[string]Counts) {
		fmt.Fprintf(tw, "\t\t\t\t\t\n%s\tpass\tfail\terror\tskip\tn/a", title)
		if xfail {
			fmt.Fprint(tw, "\texpected failures")
		}
		fmt.Fprintln(tw)
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
		if c[NA] > 0 && c[NA] == c[Pass]+c[Fail]+c[Error]+c[Skip]+c[NA]+c[expectedFail] {
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
	for _, e := range r.ProtocolErrors {
		fmt.Fprintf(w, "Protocol error: %s\n", e)
	}
	fmt.Fprintln(w)
	r.writeVerdict(w, all, len(upass))
}

// writeVerdict writes the verdict line: the counts, leaving out the
// expected failures (counted apart), and why vectors were skipped.
func (r *Report) writeVerdict(w io.Writer, all Counts, upass int) {
	verdict := "PASS"
	if !r.Passed() {
		verdict = "FAIL"
	}
	expected := all[expectedFail]
	skips := map[string]int{}
	for _, res := range r.Results {
		if res.Status == Skip {
			why, _, _ := strings.Cut(res.Message, ":")
			skips[why]++
		}
	}
	fails, errs := all[Fail], all[Error]
	fmt.Fprintf(w, "%s: %d vectors, %d passed, %d failed, %d errors, %d skipped, %d n/a", verdict, len(r.Results), all[Pass], fails, errs, all[Skip], all[NA])
	if expected > 0 || upass > 0 {
		fmt.Fprintf(w, " (and %d expected failures; %d unexpected passes)", expected, upass)
	}
	fmt.Fprintf(w, "; %d requests in %.2fs\n", r.Requests, r.Seconds)
	for _, why := range slices.Sorted(maps.Keys(skips)) {
		fmt.Fprintf(w, "  skipped %d: %s\n", skips[why], why)
	}
}

// expectedFail counts, in the text tables, the failures and errors the
// expect-fail file lists.
const expectedFail Status = "expected"

// tallyApart is Tally with the expected failures counted apart.
func (r *Report) tallyApart(key func(*Result) string) (Counts, map[string]Counts) {
	all := Counts{}
	by := map[string]Counts{}
	for i := range r.Results {
		res := &r.Results[i]
		st := res.Status
		if res.Expected && (st == Fail || st == Error) {
			st = expectedFail
		}
		all[st]++
		k := key(res)
		if by[k] == nil {
			by[k] = Counts{}
		}
		by[k][st]++
	}
	return all, by
}

// title names a bug's class: its difference, the rule of the first
// decision that differs (or of the step where the answers part) and, for
// a class no decision names, its suspicion (Ochiai over the rules the
// vectors cite, which may not cite the rule a decision names).
func (c Class) title() string {
	switch {
	case c.Rule == "":
		return c.Difference
	case c.Decision != "":
		return fmt.Sprintf("%s at %s, the decision %q taken the other way", c.Difference, c.Rule, c.Decision)
	}
	return fmt.Sprintf("%s at %s (suspicion %.2f; no single decision explains it)", c.Difference, c.Rule, c.Score)
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// writeFailure writes one failure in full.
func writeFailure(w io.Writer, res *Result) {
	if res == nil {
		return
	}
	fmt.Fprintf(w, "%s %s  [%s; rules %s]\n", strings.ToUpper(string(res.Status)), res.ID, res.Kind, strings.Join(res.RuleIDs, " "))
	if res.Source != "" {
		fmt.Fprintf(w, "  scenario %s: %s\n", res.Source, res.Description)
	}
	fmt.Fprintf(w, "  %s\n", res.Message)
	if len(res.Tags) > 0 {
		fmt.Fprintf(w, "  tags: %s\n", strings.Join(res.Tags, " "))
	}
	drawn := ""
	if res.div != nil {
		drawn = drawDivergence(res.div)
	}
	switch {
	case drawn != "":
		io.WriteString(w, indent(drawn, "  "))
	case res.Board != "":
		fmt.Fprintf(w, "  board:\n%s", indent(res.Board, "    "))
	}
	if res.Diff != "" && (res.div == nil || drawn == "" || res.div.what == diffRefused || res.div.what == diffAccepted && res.div.gotPos == nil) {
		label := "expected vs actual"
		if strings.HasPrefix(res.Diff, "protocol.schema.json") {
			label = "the protocol schema on the reply"
		}
		fmt.Fprintf(w, "  %s:\n%s", label, indent(res.Diff, "    "))
	}
	if res.Request != "" {
		label := "request (to replay it)"
		if res.div != nil && res.Kind == "apply" && res.div.what != diffWrong && res.div.what != diffRefused && res.div.what != diffInvalid {
			label = "request (the move; the moves above are those of the position it returns)"
		}
		fmt.Fprintf(w, "  %s: %s\n", label, clip(res.Request, 1500))
	}
	if strings.TrimSpace(res.Stderr) != "" {
		fmt.Fprintf(w, "  engine stderr (tail):\n%s", indent(res.Stderr, "    "))
	}
}

// writeShrunk writes a shrunk counterexample and its vector file.
func writeShrunk(w io.Writer, sh *Shrunk) {
	how := "a fixed point"
	if !sh.Complete {
		how = "the budget ran out (--shrink)"
	}
	fmt.Fprintf(w, "\n  Shrunk against your engine: %d seeds on the board in %d pits (from %d in %d), %d requests in %.1fs, until %s:\n", sh.Seeds, sh.Pits, sh.FromSeeds, sh.FromPits, sh.Requests, sh.Seconds, how)
	if sh.msg != "" {
		fmt.Fprintf(w, "    %s\n", sh.msg)
	}
	if sh.div != nil {
		io.WriteString(w, indent(drawDivergence(sh.div), "    "))
	}
	fmt.Fprintf(w, "  As a regression vector (save it as a file; bao check --vectors FILE runs it):\n    %s\n", sh.File)
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
