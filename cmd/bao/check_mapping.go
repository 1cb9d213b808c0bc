package main

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/baolakiswahili/conformance/mapping"
	"github.com/baolakiswahili/conformance/runner"
)

// mappingExcludes are the flags of bao check that choose or record vectors:
// --mapping sends none.
var mappingExcludes = []string{"list", "run", "skip", "vectors", "expect-fail", "junit"}

// runMapping implements `bao check --mapping`: it starts the engine, reads
// its hello and runs the mapping check alone (runner.CheckMapping: under
// the readings the hello declares, else the best finding of the default
// rules and each profile, since no dialect probe is sent). It prints the
// finding's line, and for a slip the positions that show it;
// exit 0 when the mapping looks right, 1 when a slip is found or the
// answers cannot be judged or explained, 2 when the engine cannot be
// started or its hello cannot be read.
func (c *checkFlags) runMapping(e *env, fs *flagSet, cmdline, name string) error {
	for _, f := range mappingExcludes {
		if fs.Changed(f) {
			return usageError("check: --mapping and --%s exclude each other (--mapping sends no vectors)", f)
		}
	}
	client := runner.NewClient(cmdline, c.timeout)
	client.MaxTimeouts = c.maxTimeouts
	client.StartTimeout = c.startTimeout
	defer client.Close()
	raw, err := client.Start()
	if err != nil {
		var ee *runner.EngineError
		if errors.As(err, &ee) && strings.TrimSpace(ee.Stderr) != "" {
			return &exitError{code: 2, err: fmt.Errorf("check: starting engine %q: %w\nthe engine's stderr (tail):\n%s", name, err, ee.Stderr)}
		}
		return &exitError{code: 2, err: fmt.Errorf("check: starting engine %q: %w", name, err)}
	}
	hello, err := runner.ParseHello(raw)
	if err != nil {
		return &exitError{code: 2, err: fmt.Errorf("check: engine %q: %w", name, err)}
	}
	f, err := runner.CheckMapping(client, hello)
	if err != nil {
		return &exitError{code: 2, err: fmt.Errorf("check: engine %q: %w", name, err)}
	}
	fmt.Fprintln(e.stdout, f.Line)
	f.WriteDetails(e.stdout)
	if c.jsonOut != "" {
		out := struct {
			Engine  string           `json:"engine"`
			Mapping *mapping.Finding `json:"mapping"`
		}{name, f}
		if err := writeFileWith(c.jsonOut, func(w io.Writer) error { return writeJSON(w, out) }); err != nil {
			return &exitError{code: 2, err: fmt.Errorf("check: --json: %w", err)}
		}
	}
	if f.Verdict == mapping.Right {
		return nil
	}
	return &exitError{code: 1, said: true, err: fmt.Errorf("check: --mapping: %s", f.Line)}
}
