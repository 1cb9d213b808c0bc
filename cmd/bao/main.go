// Command bao is the command-line tool of the Bao la Kiswahili conformance
// suite: it shows positions, lists and plays moves, explains a move rule by
// rule, counts move trees (perft), serves the adapter protocol and checks
// other engines against the shared vectors.
//
// Each subcommand lives in its own file and registers itself in init.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/internal/version"
	"github.com/baolakiswahili/conformance/vectors"
)

// command is one subcommand.
type command struct {
	name    string
	summary string
	// run executes the command. It returns an exitError to choose the exit code.
	run func(ctx context.Context, env *env, args []string) error
}

// env carries the streams of one invocation, so tests can run commands in-process.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	// stderrIsTerminal reports whether progress output may be shown.
	stderrIsTerminal bool
}

var commands = map[string]command{}

func register(c command) { commands[c.name] = c }

// exitError carries an exit code: 1 for check failures, 2 for bad input or
// harness errors.
type exitError struct {
	code int
	err  error
	// said: the command has already written the message where the user reads
	// it (bao explain's answer on stdout), so main does not print it again.
	said bool
}

func (e *exitError) Error() string { return e.err.Error() }
func (e *exitError) Unwrap() error { return e.err }

// usageError marks bad input (exit code 2).
func usageError(format string, args ...any) error {
	return &exitError{code: 2, err: fmt.Errorf(format, args...)}
}

func main() {
	fi, _ := os.Stderr.Stat()
	e := &env{stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr,
		stderrIsTerminal: fi != nil && fi.Mode()&os.ModeCharDevice != 0}
	err := run(context.Background(), e, os.Args[1:])
	if err != nil {
		printError(os.Stderr, err)
		os.Exit(exitCodeOf(err))
	}
}

// printError writes a command's error on w (stderr), once: not when the
// command has already said it on stdout.
func printError(w io.Writer, err error) {
	var ee *exitError
	if errors.As(err, &ee) && ee.said {
		return
	}
	fmt.Fprintln(w, err)
}

// exitCodeOf is the exit code for err: the exitError's, else 2.
func exitCodeOf(err error) int {
	var ee *exitError
	if errors.As(err, &ee) {
		return ee.code
	}
	return 2
}

// run dispatches to a subcommand. Its error is the message main prints: one
// prefix, "bao NAME: ", and the user's input clipped to a short excerpt.
func run(ctx context.Context, e *env, args []string) error {
	if len(args) == 0 {
		usage(e.stderr)
		return &exitError{code: 2, err: errors.New("bao: no command given (see bao help)")}
	}
	switch args[0] {
	case "-h", "--help":
		usage(e.stdout)
		return nil
	case "--version", "version":
		fmt.Fprintln(e.stdout, versionText())
		return nil
	case "help":
		if len(args) == 1 {
			usage(e.stdout)
			return nil
		}
		if _, ok := commands[args[1]]; !ok {
			usage(e.stderr)
			return usageError("bao help: unknown command %q", clip(args[1]))
		}
		return run(ctx, e, []string{args[1], "--help"})
	}
	c, ok := commands[args[0]]
	if !ok {
		usage(e.stderr)
		return usageError("bao: unknown command %q (see bao help)", clip(args[0]))
	}
	if err := c.run(ctx, e, args[1:]); err != nil {
		var ee *exitError
		said := errors.As(err, &ee) && ee.said
		return &exitError{code: exitCodeOf(err), err: errors.New(message(c.name, err)), said: said}
	}
	return nil
}

// maxMessage bounds an error message; longer ones are cut.
const maxMessage = 1000

// longWord is a run of input too long to repeat in full (the places that
// echo input clip it themselves; this catches what package reference
// echoes).
var longWord = regexp.MustCompile(`[^\s]{` + strconv.Itoa(maxExcerpt+1) + `,}`)

// message is the one line main prints for a command's error: "bao NAME: "
// once, no "bao: " prefixes of package reference inside, long input
// clipped to a short excerpt.
func message(name string, err error) string {
	m := strings.TrimPrefix(plain(err), name+": ")
	return "bao " + name + ": " + clipWords(m)
}

// clipWords clips every long run of non-space characters in a message (see
// clip) and the message itself to maxMessage bytes.
func clipWords(m string) string {
	if len(m) > 1<<20 {
		m = m[:1<<20]
	}
	m = longWord.ReplaceAllStringFunc(m, clip)
	if len(m) > maxMessage {
		m = strings.ToValidUTF8(m[:maxMessage], "") + "…"
	}
	return m
}

// versionText is what bao --version prints: the suite's version (package
// version), then the module version and VCS revision Go recorded where they
// say more than the version itself.
func versionText() string {
	out := "bao " + version.Suite
	mod, rev, dirty := version.Build()
	var extra []string
	if mod != "" && mod != "(devel)" && mod != "v"+version.Suite {
		extra = append(extra, "module "+mod)
	}
	if rev != "" {
		if len(rev) > 12 {
			rev = rev[:12]
		}
		if dirty {
			rev += ", modified"
		}
		extra = append(extra, "revision "+rev)
	}
	if len(extra) > 0 {
		out += " (" + strings.Join(extra, ", ") + ")"
	}
	return out + fmt.Sprintf("; protocol v%d, vector format %d", protocol.Version, vectors.Format)
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: bao <command> [arguments]\n\ncommands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-10s %s\n", n, commands[n].summary)
	}
	fmt.Fprintln(w, "\nbao help COMMAND (or bao COMMAND --help) shows a command's usage; bao --version the version.")
}
