package main

import (
	"strings"
	"testing"
)

// TestEveryCommandHelp checks that --help, -h and `bao help CMD` print the
// command's usage on stdout and exit 0, for every command (issue 9: four
// commands exited 2 with "flag: help requested").
func TestEveryCommandHelp(t *testing.T) {
	if len(commands) < 9 {
		t.Fatalf("only %d commands registered", len(commands))
	}
	for name := range commands {
		for _, args := range [][]string{{name, "--help"}, {name, "-h"}, {"help", name}} {
			out, errOut, err := runBao(t, "", args...)
			if err != nil {
				t.Errorf("bao %s: exit %d (%v)", strings.Join(args, " "), exitCode(err), err)
				continue
			}
			if !strings.Contains(out+errOut, "usage: bao "+name) {
				t.Errorf("bao %s: no usage in the output:\n%s%s", strings.Join(args, " "), out, errOut)
			}
		}
	}
	_, _, err := runBao(t, "", "help", "nosuch")
	wantExit(t, err, 2, `bao help: unknown command "nosuch"`)
}

// TestVersion checks bao --version.
func TestVersion(t *testing.T) {
	for _, arg := range []string{"--version", "version"} {
		out, _, err := runBao(t, "", arg)
		if err != nil || !strings.HasPrefix(out, "bao ") || !strings.Contains(out, "protocol v1") {
			t.Errorf("bao %s: err %v, output %q", arg, err, out)
		}
	}
}

// TestOneShape checks that every command reads its flags the same way and
// reports errors with one prefix, "bao NAME: ", and no "bao: " inside.
func TestOneShape(t *testing.T) {
	tests := []struct {
		args []string
		want string // the whole first line of the message, or its start
	}{
		{[]string{"gen", "--variant", "chess"}, `bao gen: --variant: unknown variant "chess"`},
		{[]string{"gen", "-variant", "hus"}, "bao gen: -variant: long flags take two dashes: --variant"},
		{[]string{"moves", "-json"}, "bao moves: -json: long flags take two dashes: --json"},
		{[]string{"show", "--profile", "nosuch"}, `bao show: --profile: unknown profile "nosuch"`},
		{[]string{"moves", "--option", "lapLimit"}, `bao moves: invalid argument "lapLimit" for "--option" flag: want name=reading`},
		{[]string{"gen", "--option", "lapLimit=7"}, "bao gen: --option: "},
		{[]string{"vectors", "extra"}, `bao vectors: unexpected argument "extra"`},
		{[]string{"adapter", "extra"}, `bao adapter: unexpected argument "extra"`},
		{[]string{"rules", "--nope"}, "bao rules: unknown flag: --nope"},
		{[]string{"nosuch"}, `bao: unknown command "nosuch"`},
	}
	for _, tc := range tests {
		_, _, err := runBao(t, "", tc.args...)
		if err == nil {
			t.Errorf("bao %v: no error", tc.args)
			continue
		}
		msg := err.Error()
		if !strings.HasPrefix(msg, tc.want) {
			t.Errorf("bao %v:\n got %q\nwant %q...", tc.args, msg, tc.want)
		}
		if strings.Contains(msg, "bao: ") && !strings.HasPrefix(msg, "bao: unknown command") {
			t.Errorf("bao %v: a second prefix in %q", tc.args, msg)
		}
		if exitCode(err) != 2 {
			t.Errorf("bao %v: exit %d, want 2", tc.args, exitCode(err))
		}
	}
}
