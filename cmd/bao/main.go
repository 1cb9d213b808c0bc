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
	"sort"
	"strings"
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
		fmt.Fprintln(os.Stderr, "bao:", strings.TrimPrefix(err.Error(), "bao: "))
		var ee *exitError
		if errors.As(err, &ee) {
			os.Exit(ee.code)
		}
		os.Exit(2)
	}
}

// run dispatches to a subcommand.
func run(ctx context.Context, e *env, args []string) error {
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		usage(e.stdout)
		if len(args) == 0 {
			return &exitError{code: 2, err: errors.New("no command given")}
		}
		return nil
	}
	c, ok := commands[args[0]]
	if !ok {
		usage(e.stderr)
		return usageError("unknown command %q", args[0])
	}
	return c.run(ctx, e, args[1:])
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
}
