// Package compare turns `bao check --json` reports of several engines into one comparison:
// which reading of each disputed rule every engine follows, how many vectors of each kind it
// passes under the project's default rules and under its own dialect, and the failures no
// reading explains, with their vector IDs. cmd/bao's `report` subcommand writes it as Markdown
// (harnesses/REPORT.md) and HTML.
package compare

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
)

// Mode says under which rules a report's vectors were judged.
type Mode string

// Modes.
const (
	// Default: every vector judged under its own rules (the project's rulings, or the
	// profile or options the vector names), as `bao check` does without a dialect.
	Default Mode = "default"
	// Dialect: every vector judged under the engine's own readings (declared in its hello,
	// or inferred from the probes).
	Dialect Mode = "dialect"
)

// ParseMode parses "default" or "dialect".
func ParseMode(s string) (Mode, error) {
	switch Mode(s) {
	case Default, Dialect:
		return Mode(s), nil
	}
	return "", fmt.Errorf("unknown mode %q (want default or dialect)", s)
}

// Hello is the part of an engine's hello the comparison shows.
type Hello struct {
	Name     string   `json:"name"`
	Version  string   `json:"version"`
	Variants []string `json:"variants"`
	Dialect  *struct {
		Profile string            `json:"profile"`
		Options map[string]string `json:"options"`
	} `json:"dialect"`
}

// Result is one vector's result (the fields the comparison uses).
type Result struct {
	ID      string `json:"id"`
	Kind    string `json:"kind"`
	Variant string `json:"variant"`
	Status  string `json:"status"`
	Message string `json:"message"`
	// Explained names the readings that explain the vector's failure under its own rules
	// (the report's dialectRun.explained); empty when none does.
	Explained string `json:"-"`
}

// Row is one dialect row: the reading the engine follows on one option.
type Row struct {
	Dispute  string `json:"dispute"`
	Option   string `json:"option"`
	Followed string `json:"followed"`
	// Probes are counted, not shown: the page links to the reports for them.
	Probes []json.RawMessage `json:"probes"`
}

// Run is one `bao check --json` report.
type Run struct {
	Path string
	// Label names this run of its engine ("before", "after"): runs of one engine with
	// different labels are compared side by side as separate columns.
	Label  string
	Mode   Mode
	Engine string // the command line the runner started
	Hello  Hello
	// Results are the vectors' results; Rows the dialect table.
	Results []Result
	Rows    []Row
	// GaveUp says why the runner stopped waiting for the engine, if it did.
	GaveUp string
	// DialectMode is how the dialect run's readings were found: "declared" (the hello) or
	// "inferred" (the probes); DialectReadings are those that differ from the default rules.
	DialectMode     string
	DialectReadings []string
}

// report is the JSON a report file holds. Only the fields used here are decoded; the
// report's other fields (totals, verdict, probes' details) are left alone.
type report struct {
	Engine  *string         `json:"engine"`
	Hello   json.RawMessage `json:"hello"`
	Results []Result        `json:"results"`
	Dialect json.RawMessage `json:"dialect"`
	GaveUp  string          `json:"gaveUp"`
	// DialectRun is present when the vectors were judged under the engine's own readings.
	DialectRun *struct {
		Mode      string   `json:"mode"`
		Readings  []string `json:"readings"`
		Explained []struct {
			ID       string   `json:"id"`
			Readings []string `json:"readings"`
		} `json:"explained"`
	} `json:"dialectRun"`
}

// Load reads a report. spec is a file name, optionally prefixed with its mode
// ("default=ap.json", "dialect=ap.json"). Without a prefix the mode is dialect when the
// report has a "dialectRun" (its vectors judged under the engine's readings), else default.
// A label before "@" ("before@ap.json", "after@dialect=ap.json") names one run of an
// engine, so that two runs of the same engine (before and after a fix) can be compared.
func Load(spec string) (*Run, error) {
	label := ""
	if i := strings.IndexByte(spec, '@'); i > 0 && !strings.ContainsAny(spec[:i], "/=") {
		label, spec = spec[:i], spec[i+1:]
	}
	path, mode := spec, Mode("")
	if i := strings.IndexByte(spec, '='); i > 0 {
		if m, err := ParseMode(spec[:i]); err == nil {
			path, mode = spec[i+1:], m
		}
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("report %s: %w", path, err)
	}
	var rep report
	if err := json.Unmarshal(b, &rep); err != nil {
		return nil, fmt.Errorf("report %s: not a bao check --json report: %w", path, err)
	}
	if rep.Engine == nil || rep.Results == nil {
		return nil, fmt.Errorf("report %s: not a bao check --json report: no %q or %q field", path, "engine", "results")
	}
	run := &Run{Path: path, Label: label, Mode: mode, Engine: *rep.Engine, Results: rep.Results, GaveUp: rep.GaveUp}
	if run.Mode == "" {
		run.Mode = Default
		if rep.DialectRun != nil {
			run.Mode = Dialect
		}
	}
	if d := rep.DialectRun; d != nil {
		run.DialectMode, run.DialectReadings = d.Mode, d.Readings
		explained := map[string]string{}
		for _, x := range d.Explained {
			explained[x.ID] = strings.Join(x.Readings, ", ")
		}
		for i := range run.Results {
			run.Results[i].Explained = explained[run.Results[i].ID]
		}
	}
	if len(rep.Hello) > 0 {
		if err := json.Unmarshal(rep.Hello, &run.Hello); err != nil {
			return nil, fmt.Errorf("report %s: hello: %w", path, err)
		}
	}
	if run.Hello.Name == "" {
		run.Hello.Name = run.Engine
	}
	if len(rep.Dialect) > 0 && string(rep.Dialect) != "null" {
		if err := decodeRows(rep.Dialect, &run.Rows); err != nil {
			return nil, fmt.Errorf("report %s: dialect: %w", path, err)
		}
	}
	for i, r := range run.Results {
		if r.ID == "" || r.Status == "" {
			return nil, fmt.Errorf("report %s: results[%d]: no id or status", path, i)
		}
	}
	return run, nil
}

// decodeRows reads the dialect table: a list of rows, or an object holding them in "rows".
func decodeRows(raw json.RawMessage, rows *[]Row) error {
	if err := json.Unmarshal(raw, rows); err == nil {
		return nil
	}
	var obj struct {
		Rows []Row `json:"rows"`
	}
	if err := json.Unmarshal(raw, &obj); err != nil {
		return err
	}
	*rows = obj.Rows
	return nil
}
