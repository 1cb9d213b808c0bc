package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/baolakiswahili/conformance/internal/version"
	"github.com/baolakiswahili/conformance/runner"
	"github.com/baolakiswahili/conformance/vectors"
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

const checkAbout = `Runs the shared vectors against an engine that speaks the adapter protocol v1.
Exit status: 0 all passed, 1 failures or errors, 2 bad input or harness error.`

// checkFlags are the flags of bao check.
type checkFlags struct {
	engine       string
	timeout      time.Duration
	startTimeout time.Duration
	run          string
	skip         []string
	paths        []string
	expectFail   string
	jsonOut      string
	junitOut     string
	details      int
	noDialect    bool
	noInfer      bool
	maxTimeouts  int
	list         bool
	quiet        bool
	deadline     time.Duration
	maxPerft     int
	perftBudget  uint64
	shrink       time.Duration
	mapping      bool
	jobs         int
}

// addCheckFlags registers bao check's flags on fs, in the order --help lists
// them.
func addCheckFlags(fs *flagSet) *checkFlags {
	c := &checkFlags{}
	fs.StringVar(&c.engine, "engine", "", "run the engine `CMD` with sh -c; it must speak protocol v1 on stdin/stdout (default: this program's own bao adapter)")
	fs.DurationVar(&c.timeout, "timeout", 5*time.Second, "time limit for each reply")
	fs.DurationVar(&c.startTimeout, "start-timeout", runner.DefaultStartTimeout, "time limit for the engine to start and answer hello (each start and restart)")
	fs.StringVar(&c.run, "run", "", "only vectors matching: comma-separated ID prefixes, ID globs with *, or @tags (rule IDs and kinds work as tags)")
	fs.StringVar(&c.expectFail, "expect-fail", "", "file listing known failures, one vector ID per line (# comments); their failures do not fail the run, and their passes are reported")
	fs.StringVar(&c.jsonOut, "json", "", "write the full report as JSON to this file")
	fs.StringVar(&c.junitOut, "junit", "", "write the report as JUnit XML to this file")
	fs.IntVar(&c.details, "details", 20, "show at most this many failure classes in full (their simplest failure each)")
	fs.BoolVar(&c.noDialect, "no-dialect", false, "skip the dialect report (the isolated probes); without a declared dialect the vectors are then judged under their own rules")
	fs.BoolVar(&c.noInfer, "no-infer", false, "judge the vectors under their own rules, not under the readings the probes found (a dialect the hello declares is always used)")
	fs.IntVar(&c.maxTimeouts, "max-timeouts", 3, "a class of vectors (the option or rule family they are about) that times out twice in a row loses its other vectors, and the run goes on; give up on the engine when this many classes have, or time out in a row with no reply between")
	fs.StringArrayVar(&c.paths, "vectors", nil, "vector file or directory to run instead of the built-in vectors (repeatable)")
	fs.StringArrayVar(&c.skip, "skip", nil, "leave out the vectors matching these patterns (as --run; repeatable); --run also takes !pattern")
	fs.BoolVar(&c.list, "list", false, "print the IDs of the selected vectors and exit without running them")
	fs.BoolVar(&c.quiet, "quiet", false, "no progress on stderr")
	fs.DurationVar(&c.deadline, "deadline", 0, "stop the whole run after this long (the vectors not run are errors); 0: no limit")
	fs.IntVar(&c.maxPerft, "max-perft-depth", 0, "check perft vectors only up to this depth, for slow engines; 0: every depth")
	fs.Uint64Var(&c.perftBudget, "perft-budget", vectors.DefaultPerftBudget, "check each perft vector only to the depths a walk of at most `N` requests reaches (and verify --vectors files only so deep); 0: no limit")
	fs.IntVarP(&c.jobs, "jobs", "j", 1, "run `N` copies of the engine side by side (the probes, then the vectors; each vector's requests on one copy, in order): the same report, in less time for a slow engine on a machine with cores to spare")
	fs.DurationVar(&c.shrink, "shrink", 30*time.Second, "time budget for shrinking each failure class's engine-derived representative against the engine into a small regression vector; 0: off")
	fs.BoolVar(&c.mapping, "mapping", false, "only check the adapter's board mapping (a few asymmetric positions, a few seconds): print one line naming the slip found, or that the mapping looks right (exit 0), with the positions that show a slip (exit 1)")
	return c
}

// validate checks the flag values that pflag cannot: each error names its
// flag.
func (c *checkFlags) validate(fs *flagSet) error {
	switch {
	case c.timeout <= 0:
		return usageError("check: --timeout %s: want a positive duration", c.timeout)
	case c.startTimeout <= 0:
		return usageError("check: --start-timeout %s: want a positive duration", c.startTimeout)
	case c.deadline < 0:
		return usageError("check: --deadline %s: want 0 (no limit) or a positive duration", c.deadline)
	case c.maxPerft < 0:
		return usageError("check: --max-perft-depth %d: want 0 (every depth) or more", c.maxPerft)
	case c.shrink < 0:
		return usageError("check: --shrink %s: want 0 (off) or a positive duration", c.shrink)
	case c.jobs < 1:
		return usageError("check: --jobs %d: want 1 or more", c.jobs)
	case c.maxTimeouts < 1:
		return usageError("check: --max-timeouts %d: want 1 or more", c.maxTimeouts)
	case fs.Changed("engine") && strings.TrimSpace(c.engine) == "":
		return usageError("check: --engine: empty command")
	}
	// The report files are checked before the run, not after it.
	for _, o := range []struct{ flag, path string }{{"--json", c.jsonOut}, {"--junit", c.junitOut}} {
		if o.path != "" {
			if err := checkWritable(o.path); err != nil {
				return usageError("check: %s: %v", o.flag, err)
			}
		}
	}
	return nil
}

// engineCommand is the command line of the engine under test and the name
// the report gives it: --engine, or this binary's own reference adapter.
func (c *checkFlags) engineCommand() (cmdline, name string, err error) {
	if c.engine != "" {
		return c.engine, c.engine, nil
	}
	self, err := os.Executable()
	if err != nil {
		return "", "", &exitError{code: 2, err: fmt.Errorf("check: finding the bao binary for the reference adapter: %w", err)}
	}
	// The reference engine, run as a subprocess of this very binary: its
	// path may be a temporary one (go run), so the report names it by what
	// it is.
	return shellQuote(self) + " adapter", "bao adapter (the reference engine, bao " + version.Suite + ")", nil
}

// runCheck implements `bao check`.
func runCheck(ctx context.Context, e *env, args []string) error {
	fs := newFlagSet(e, "check", "[--engine CMD] [flags]", checkAbout)
	c := addCheckFlags(fs)
	pos, err := fs.parse(args)
	if err != nil {
		return helpOK(err)
	}
	if err := fs.noArgs(pos); err != nil {
		return err
	}
	if err := c.validate(fs); err != nil {
		return err
	}
	cmdline, name, err := c.engineCommand()
	if err != nil {
		return err
	}
	if c.mapping {
		return c.runMapping(e, fs, cmdline, name)
	}
	files, err := loadCheckVectors(c.paths, c.perftBudget)
	if err != nil {
		return err
	}
	expected, err := readExpectFail(e, c.expectFail, files)
	if err != nil {
		return err
	}
	filter := runner.SkipFilter(c.run, c.skip)
	if c.list {
		return listVectors(e, files, filter)
	}
	rep, err := c.runVectors(ctx, e, cmdline, files, runner.Options{Name: name, Run: filter, ExpectFail: expected, NoDialect: c.noDialect, NoInfer: c.noInfer, MaxPerftDepth: c.maxPerft, PerftBudget: c.perftBudget, Shrink: c.shrink})
	if err != nil {
		return err
	}
	if len(rep.Results) == 0 {
		return usageError("check: no vector matches --run %q", filter)
	}
	rep.ShowProbes = fs.Changed("details") // --details also lists every probe of the dialect table
	return c.writeReport(e, rep)
}

// loadCheckVectors loads the vector files of --vectors, or the built-in ones.
func loadCheckVectors(paths []string, perftBudget uint64) ([]*vectors.File, error) {
	var files []*vectors.File
	var err error
	if len(paths) > 0 {
		files, err = vectors.LoadPathsWith(paths, vectors.LoadOptions{PerftBudget: perftBudget})
	} else {
		files, err = vectors.Load()
	}
	if err != nil {
		return nil, usageError("check: loading vectors: %v", err)
	}
	return files, nil
}

// readExpectFail reads the --expect-fail file (none: an empty set) and warns
// on stderr about the IDs it lists that are no vector of files.
func readExpectFail(e *env, path string, files []*vectors.File) (map[string]bool, error) {
	if path == "" {
		return map[string]bool{}, nil
	}
	expected, err := readIDList(path)
	if err != nil {
		return nil, usageError("check: --expect-fail: %v", err)
	}
	if len(expected) == 0 {
		return expected, nil
	}
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
	return expected, nil
}

// listVectors prints the IDs of the vectors filter selects (--list).
func listVectors(e *env, files []*vectors.File, filter string) error {
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

// runVectors starts the engine and runs the vectors through it, with the
// progress, deadline and timeouts the flags ask for.
func (c *checkFlags) runVectors(ctx context.Context, e *env, cmdline string, files []*vectors.File, opts runner.Options) (*runner.Report, error) {
	if !c.quiet {
		opts.Progress = e.stderr
		if !e.stderrIsTerminal {
			opts.ProgressEvery = 5 * time.Second
		}
	}
	if c.deadline > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, c.deadline)
		defer cancel()
	}
	newClient := func() *runner.Client {
		cl := runner.NewClient(cmdline, c.timeout)
		cl.MaxTimeouts = c.maxTimeouts
		cl.StartTimeout = c.startTimeout
		return cl
	}
	client := newClient()
	defer client.Close()
	opts.Jobs = c.jobs
	opts.NewEngine = func() runner.Engine { return newClient() }
	rep, err := runner.Run(ctx, client, files, opts)
	if err != nil {
		return nil, &exitError{code: 2, err: fmt.Errorf("check: %w", err)}
	}
	return rep, nil
}

// writeReport prints the report, writes the --json and --junit files, and
// returns the run's verdict: nil when it passed, else exit 1.
func (c *checkFlags) writeReport(e *env, rep *runner.Report) error {
	rep.WriteText(e.stdout, c.details)
	if c.jsonOut != "" {
		if err := writeFileWith(c.jsonOut, rep.WriteJSON); err != nil {
			return &exitError{code: 2, err: fmt.Errorf("check: --json: %w", err)}
		}
	}
	if c.junitOut != "" {
		if err := writeFileWith(c.junitOut, rep.WriteJUnit); err != nil {
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
	n := 0
	for sc.Scan() {
		n++
		line := sc.Text()
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		if line = strings.TrimSpace(line); line != "" {
			out[line] = true
		}
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, fmt.Errorf("%s: line %d is longer than %d bytes (want one vector ID per line)", path, n+1, bufio.MaxScanTokenSize)
		}
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return out, nil
}

// checkWritable reports why a report could not be written to path: a
// directory that does not exist or cannot be written, or a path that is not a
// regular file. It writes nothing there (a file it creates to test is removed).
func checkWritable(path string) error {
	if st, err := os.Stat(path); err == nil {
		if !st.Mode().IsRegular() {
			return fmt.Errorf("%s is not a regular file", path)
		}
		f, err := os.OpenFile(path, os.O_WRONLY, 0)
		if err != nil {
			return err
		}
		return f.Close()
	}
	f, err := os.CreateTemp(filepath.Dir(path), ".bao-check-*")
	if err != nil {
		return fmt.Errorf("cannot write %s: %w", path, err)
	}
	f.Close()
	return os.Remove(f.Name())
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
