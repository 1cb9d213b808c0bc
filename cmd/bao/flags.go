package main

// The one shape of every subcommand's flags: pflag, GNU style. Long flags take
// two dashes (--json, --seed=3 or --seed 3), a few have one-letter shorthands
// (-o, -n, -h); flags may come before, between or after the positional
// arguments; "--" ends the flags; a lone "-" is positional (stdin). --help
// (-h) prints the command's usage on stdout and exits 0. A command uses it
// like this:
//
//	fs := newFlagSet(e, "moves", "[flags] [POS]", "Lists the legal moves.")
//	asJSON := fs.Bool("json", false, "print JSON")
//	rf := addRulesFlags(fs)                 // --profile, --option name=reading
//	pos, err := fs.parse(args)              // the positional arguments
//	if err != nil {
//		return helpOK(err)                  // --help: exit 0; else exit 2
//	}

import (
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"github.com/spf13/pflag"

	"github.com/baolakiswahili/conformance/reference"
)

// flagSet is a command's flag set with its usage text.
type flagSet struct {
	*pflag.FlagSet
	e        *env
	name     string
	synopsis string // after "usage: bao NAME "
	about    string // what the command does, after the synopsis
	help     *bool
}

// newFlagSet returns the flag set of command name. synopsis is the usage
// line after "bao NAME"; about is the text under it (POS_HELP in it is
// replaced by the description of the POS argument).
func newFlagSet(e *env, name, synopsis, about string) *flagSet {
	fs := pflag.NewFlagSet("bao "+name, pflag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	fs.SortFlags = false
	fs.SetInterspersed(true)
	f := &flagSet{FlagSet: fs, e: e, name: name, synopsis: synopsis, about: about}
	f.help = fs.BoolP("help", "h", false, "show this help")
	return f
}

// usage prints the command's usage and flags on w.
func (fs *flagSet) usage(w io.Writer) {
	fmt.Fprintf(w, "usage: bao %s %s\n", fs.name, fs.synopsis)
	if fs.about != "" {
		fmt.Fprintf(w, "\n%s\n", strings.TrimRight(strings.ReplaceAll(fs.about, "POS_HELP", strings.TrimRight(positionHelp(), "\n")), "\n"))
	}
	fmt.Fprintf(w, "\nflags:\n%s", fs.FlagUsages())
}

// errHelp reports that --help was given: the command prints nothing more and
// succeeds.
var errHelp = errors.New("help requested")

// parse parses the flags wherever they appear among args and returns the
// positional arguments in order. --help prints the usage on stdout and
// returns errHelp; any other error is bad input (exit 2) naming the flag.
func (fs *flagSet) parse(args []string) ([]string, error) {
	for _, a := range args {
		if a == "--" {
			break
		}
		// "-seed" is read by pflag as the shorthands -s -e -e -d: say what
		// was meant instead.
		if name, _, _ := strings.Cut(strings.TrimPrefix(a, "-"), "="); len(a) > 2 && a[0] == '-' && a[1] != '-' && len(name) > 1 && fs.Lookup(name) != nil {
			return nil, usageError("%s: %s: long flags take two dashes: --%s (see bao %s --help)", fs.name, clip(a), a[1:], fs.name)
		}
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			fs.usage(fs.e.stdout)
			return nil, errHelp
		}
		return nil, usageError("%s: %s (see bao %s --help)", fs.name, flagProblem(err), fs.name)
	}
	if *fs.help {
		fs.usage(fs.e.stdout)
		return nil, errHelp
	}
	return fs.Args(), nil
}

// flagProblem says what is wrong in a flag parse error, in the user's words:
// a bad value is named with its flag and what the flag wants (pflag would
// say "strconv.ParseInt: parsing ...").
func flagProblem(err error) string {
	var bad *pflag.InvalidValueError
	if !errors.As(err, &bad) {
		return err.Error()
	}
	f := bad.GetFlag()
	want := bad.Unwrap().Error()
	var num *strconv.NumError
	switch {
	case f.Value.Type() == "bool":
		want = "want true or false"
	case f.Value.Type() == "duration":
		want = "want a duration such as 5s, 1m30s or 2h"
	case errors.As(err, &num) && errors.Is(num.Err, strconv.ErrRange):
		want = "out of range"
	case errors.As(err, &num):
		want = "want a whole number"
	}
	return fmt.Sprintf("--%s %q: %s", f.Name, clip(bad.GetValue()), want)
}

// noArgs returns an error when a command that takes no positional argument
// was given one.
func (fs *flagSet) noArgs(pos []string) error {
	if len(pos) > 0 {
		return usageError("%s: unexpected argument %q (see bao %s --help)", fs.name, clip(pos[0]), fs.name)
	}
	return nil
}

// helpOK turns errHelp into success.
func helpOK(err error) error {
	if errors.Is(err, errHelp) {
		return nil
	}
	return err
}

// optionFlags collects repeated --option name=reading flags: the one parser
// of rule options on the command line.
type optionFlags map[string]string

func (o optionFlags) String() string {
	names := make([]string, 0, len(o))
	for n := range o {
		names = append(names, n+"="+o[n])
	}
	sort.Strings(names)
	return strings.Join(names, ",")
}

// Type names the value in the usage text.
func (o optionFlags) Type() string { return "name=reading" }

// Set accepts one name=reading pair; a second, different reading for the same
// option is an error rather than a silent override.
func (o optionFlags) Set(s string) error {
	name, reading, ok := strings.Cut(s, "=")
	name, reading = strings.TrimSpace(name), strings.TrimSpace(reading)
	if !ok || name == "" || reading == "" {
		return errors.New("want name=reading (such as lapLimit=12-passes)")
	}
	if old, dup := o[name]; dup && old != reading {
		return fmt.Errorf("option %s given twice (%s and %s)", clip(name), clip(old), clip(reading))
	}
	o[name] = reading
	return nil
}

// rulesFlags are the --profile and --option flags shared by the commands.
type rulesFlags struct {
	profile string
	options optionFlags
}

// addRulesFlags registers --profile and --option on fs.
func addRulesFlags(fs *flagSet) *rulesFlags {
	rf := &rulesFlags{options: optionFlags{}}
	fs.StringVar(&rf.profile, "profile", "default", "the rules profile `NAME`: "+strings.Join(reference.ProfileNames(), ", "))
	fs.Var(rf.options, "option", "select a reading of a rule option (repeatable; see bao rules)")
	return rf
}

// set reports whether the user gave --profile or --option.
func (rf *rulesFlags) set(fs *flagSet) bool {
	return fs.Changed("profile") || fs.Changed("option")
}

// rules resolves the flags into reference.Rules; errors name the flag.
func (rf *rulesFlags) rules() (reference.Rules, error) {
	r, err := reference.Profile(rf.profile)
	if err != nil {
		return r, usageError("--profile: %s", plain(err))
	}
	r, err = r.WithOptions(rf.options)
	if err != nil {
		return r, usageError("--option: %s", strings.TrimPrefix(plain(err), "options."))
	}
	return r, nil
}

// describe names the rules in one line: the profile and the options that
// differ from it.
func (rf *rulesFlags) describe() string {
	s := "profile " + rf.profile
	if len(rf.options) > 0 {
		s += ", " + rf.options.String()
	}
	return s
}

// maxExcerpt is the most of a user's input an error message repeats.
const maxExcerpt = 60

// clip shortens a piece of user input for an error message: at most
// maxExcerpt bytes of it (on a rune boundary), then how long it was.
func clip(s string) string {
	if len(s) <= maxExcerpt {
		return s
	}
	cut := maxExcerpt
	for cut > 0 && s[cut]&0xC0 == 0x80 {
		cut--
	}
	return fmt.Sprintf("%s… (%d bytes)", s[:cut], len(s))
}

// plain is an error's message without the "bao: " prefixes of package
// reference.
func plain(err error) string {
	return strings.ReplaceAll(err.Error(), "bao: ", "")
}
