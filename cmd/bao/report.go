package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/baolakiswahili/conformance/compare"
)

func init() {
	register(command{
		name:    "report",
		summary: "compare engines: turn bao check --json reports into one Markdown (and HTML) page",
		run:     runReport,
	})
}

const reportAbout = `Turns bao check --json reports of several engines into one page: which reading of each
disputed rule every engine follows (and which verdicts rest on probes the engine fails),
pass/fail per vector kind under the default rules and under each engine's own dialect, and
the failures no reading explains, with vector IDs.

Each REPORT is a file written by bao check --json, optionally prefixed with the rules its
vectors were judged under: default=FILE or dialect=FILE (without a prefix: dialect when the
report has a "dialectRun", the engine's own readings, else default). Reports are grouped by the engine's hello name; give at
most one report per engine and mode, or label the runs to compare two runs of one engine (before and after a fix):
LABEL@FILE or LABEL@MODE=FILE, such as before@old.json after@new.json. Labelled runs are columns of their own, and
a section lists the vectors that now pass and those that no longer pass.`

// runReport implements `bao report`.
func runReport(_ context.Context, e *env, args []string) error {
	fs := newFlagSet(e, "report", "[flags] REPORT.json...", reportAbout)
	out := fs.StringP("output", "o", "", "write the Markdown page to this file (default: standard output)")
	htmlOut := fs.String("html", "", "also write the page as HTML to this file")
	title := fs.String("title", "Bao engines compared", "the page's title")
	date := fs.String("date", time.Now().UTC().Format("2006-01-02"), "the date of the runs, YYYY-MM-DD")
	suite := fs.String("suite", "", "the version of this repository the runs used (a commit), shown on the page")
	commits := fs.StringArray("commit", nil, "an engine's commit, NAME=COMMIT (NAME as in its hello; repeatable)")
	known := fs.StringArray("known", nil, "NAME=FILE: a known-failures file (bao check --expect-fail format) whose comments classify the failures of the engine NAME (as in its hello); a FILE alone applies to every engine (repeatable)")
	reports, err := fs.parse(args) // [LABEL@][MODE=]FILE each
	if err != nil {
		return helpOK(err)
	}
	if len(reports) == 0 {
		return usageError("report: no report given (see bao report --help)")
	}
	if _, err := time.Parse("2006-01-02", *date); err != nil {
		return usageError("report: --date %q: want YYYY-MM-DD", *date)
	}
	opt := compare.Options{Title: *title, Date: *date, Suite: *suite, Commits: map[string]string{}, Known: map[string]map[string]string{}}
	for _, c := range *commits {
		name, sha, ok := strings.Cut(c, "=")
		if !ok || name == "" || sha == "" {
			return usageError("report: --commit %q: want NAME=COMMIT", c)
		}
		opt.Commits[name] = sha
	}
	for _, k := range *known {
		name, file, ok := strings.Cut(k, "=")
		if !ok {
			name, file = "", k
		}
		if opt.Known[name] == nil {
			opt.Known[name] = map[string]string{}
		}
		if err := compare.ReadKnown(file, opt.Known[name]); err != nil {
			return usageError("report: --known: %v", err)
		}
	}
	var runs []*compare.Run
	for _, spec := range reports {
		r, err := compare.Load(spec)
		if err != nil {
			return usageError("report: %v", err)
		}
		runs = append(runs, r)
	}
	c, err := compare.Build(runs, opt)
	if err != nil {
		return usageError("report: %v", err)
	}
	var md bytes.Buffer
	if err := c.WriteMarkdown(&md); err != nil {
		return fmt.Errorf("report: %w", err)
	}
	if *out == "" {
		if _, err := e.stdout.Write(md.Bytes()); err != nil {
			return fmt.Errorf("report: %w", err)
		}
	} else if err := os.WriteFile(*out, md.Bytes(), 0o644); err != nil {
		return fmt.Errorf("report: %w", err)
	}
	if *htmlOut != "" {
		var h bytes.Buffer
		if err := c.WriteHTML(&h); err != nil {
			return fmt.Errorf("report: html: %w", err)
		}
		if err := os.WriteFile(*htmlOut, h.Bytes(), 0o644); err != nil {
			return fmt.Errorf("report: %w", err)
		}
	}
	return nil
}
