package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/baolakiswahili/conformance/internal/version"
	"github.com/baolakiswahili/conformance/runner"
	"github.com/baolakiswahili/conformance/vectors"
	"github.com/spf13/pflag"
)

func init() {
	register(command{
		name:    "check",
		summary: "run the shared vectors against an engine (default: the reference adapter)",
		run:     runCheck,
	})
}

// shellQuote quotes s for sh.
func shellQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

func runCheck(ctx context.Context, e *env, args []string) error {
	fs := pflag.NewFlagSet("check", pflag.ContinueOnError)
	fs.SetOutput(e.stderr)
	fs.SortFlags = false
	engine := fs.String("engine", "", "engine command line, run with sh -c; it must speak protocol v1 on stdin/stdout (default: this program's own `bao adapter`)")
	timeout := fs.Duration("timeout", 5*time.Second, "time limit for each reply")
	runFilter := fs.String("run", "", "only vectors matching: comma-separated ID prefixes, ID globs with *, or @tags (rule IDs and kinds work as tags)")
	expectFail := fs.String("expect-fail", "", "file listing known failures, one vector ID per line (# comments); their failures do not fail the run, and their passes are reported")
	jsonOut := fs.String("json", "", "write the full report as JSON to this file")
	junitOut := fs.String("junit", "", "write the report as JUnit XML to this file")
	details := fs.Int("details", 20, "show at most this many failures in full")
	noDialect := fs.Bool("no-dialect", false, "skip the dialect report (the isolated probes); without a declared dialect the vectors are then judged under their own rules")
	noInfer := fs.Bool("no-infer", false, "judge the vectors under their own rules, not under the readings the probes found (a dialect the hello declares is always used)")
	maxTimeouts := fs.Int("max-timeouts", 3, "give up on the engine after this many timeouts in a row")
	paths := fs.StringArray("vectors", nil, "vector file or directory to run instead of the built-in vectors (repeatable)")
	skip := fs.StringArray("skip", nil, "leave out the vectors matching these patterns (as --run; repeatable); --run also takes !pattern")
	list := fs.Bool("list", false, "print the IDs of the selected vectors and exit without running them")
	quiet := fs.Bool("quiet", false, "no progress on stderr")
	deadline := fs.Duration("deadline", 0, "stop the whole run after this long (the vectors not run are errors); 0: no limit")
	maxPerft := fs.Int("max-perft-depth", 0, "check perft vectors only up to this depth, for slow engines; 0: every depth")
	fs.Usage = func() {
		fmt.Fprintln(e.stderr, "usage: bao check [--engine CMD] [flags]\n\nRuns the shared vectors against an engine that speaks the adapter protocol v1.\nExit status: 0 all passed, 1 failures or errors, 2 bad input or harness error.\n\nflags:")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			return nil
		}
		return usageError("check: %v", err)
	}
	if fs.NArg() > 0 {
		return usageError("check: unexpected argument %q", fs.Arg(0))
	}
	if *timeout <= 0 || *deadline < 0 || *maxPerft < 0 || *maxTimeouts < 1 {
		return usageError("check: --timeout must be positive, --deadline and --max-perft-depth not negative, --max-timeouts at least 1")
	}
	if fs.Changed("engine") && strings.TrimSpace(*engine) == "" {
		return usageError("check: --engine: empty command")
	}
	filter := runner.SkipFilter(*runFilter, *skip)
	cmdline, name := *engine, *engine
	if cmdline == "" {
		// The reference engine, run as a subprocess of this very binary: its
		// path may be a temporary one (go run), so the report names it by
		// what it is.
		name = "bao adapter (the reference engine, bao " + version.Suite + ")"
		self, err := os.Executable()
		if err != nil {
			return &exitError{code: 2, err: fmt.Errorf("check: finding the bao binary for the reference adapter: %w", err)}
		}
		cmdline = shellQuote(self) + " adapter"
	}
	var files []*vectors.File
	var err error
	if len(*paths) > 0 {
		files, err = vectors.LoadPaths(*paths)
	} else {
		files, err = vectors.Load()
	}
	if err != nil {
		return usageError("check: loading vectors: %v", err)
	}
	expected := map[string]bool{}
	if *expectFail != "" {
		expected, err = readIDList(*expectFail)
		if err != nil {
			return usageError("check: --expect-fail: %v", err)
		}
	}
	if len(expected) > 0 {
		known := map[string]bool{}
		for _, f := range files {
			for i := range f.Vectors {
				known[f.Vectors[i].ID] = true
			}
		}
		for id := range expected {
			if !known[id] {
				fmt.Fprintf(e.stderr, "bao check: --expect-fail lists %q, which is no vector\n", id)
			}
		}
	}
	if *list {
		n := 0
		for _, f := range files {
			for i := range f.Vectors {
				if runner.Select(&f.Vectors[i], filter) {
					fmt.Fprintln(e.stdout, f.Vectors[i].ID)
					n++
				}
			}
		}
		if n == 0 {
			return usageError("check: no vector matches --run %q", filter)
		}
		return nil
	}
	opts := runner.Options{Name: name, Run: filter, ExpectFail: expected, NoDialect: *noDialect, NoInfer: *noInfer, MaxPerftDepth: *maxPerft}
	if !*quiet {
		opts.Progress = e.stderr
		if !e.stderrIsTerminal {
			opts.ProgressEvery = 5 * time.Second
		}
	}
	if *deadline > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, *deadline)
		defer cancel()
	}
	client := runner.NewClient(cmdline, *timeout)
	client.MaxTimeouts = *maxTimeouts
	defer client.Close()
	rep, err := runner.Run(ctx, client, files, opts)
	if err != nil {
		return &exitError{code: 2, err: fmt.Errorf("check: %w", err)}
	}
	if len(rep.Results) == 0 {
		return usageError("check: no vector matches --run %q", filter)
	}
	rep.ShowProbes = fs.Changed("details") // --details also lists every probe of the dialect table
	rep.WriteText(e.stdout, *details)
	if *jsonOut != "" {
		if err := writeFileWith(*jsonOut, rep.WriteJSON); err != nil {
			return &exitError{code: 2, err: fmt.Errorf("check: --json: %w", err)}
		}
	}
	if *junitOut != "" {
		if err := writeFileWith(*junitOut, rep.WriteJUnit); err != nil {
			return &exitError{code: 2, err: fmt.Errorf("check: --junit: %w", err)}
		}
	}
	if !rep.Passed() {
		fail, upass := rep.Failed()
		return &exitError{code: 1, err: fmt.Errorf("check: %d failures or errors, %d unexpected passes, %d other protocol errors", len(fail), len(upass), len(rep.ProtocolErrors))}
	}
	return nil
}

// readIDList reads one ID per line; blank lines and # comments are ignored.
func readIDList(path string) (map[string]bool, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	out := map[string]bool{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		if line = strings.TrimSpace(line); line != "" {
			out[line] = true
		}
	}
	return out, sc.Err()
}

func writeFileWith(path string, write func(w io.Writer) error) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := write(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// stringList is a repeatable string flag of the standard flag package (gen
// uses it until it moves to pflag).
type stringList []string

func (s *stringList) String() string     { return strings.Join(*s, ",") }
func (s *stringList) Set(v string) error { *s = append(*s, v); return nil }
