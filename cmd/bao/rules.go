package main

import (
	"context"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/baolakiswahili/conformance/reference"
)

func init() {
	register(command{name: "rules", summary: "list profiles, rule options, their disputes and readings", run: runRules})
}

// rulesOptionJSON describes one option in `bao rules --json`.
type rulesOptionJSON struct {
	Name     string   `json:"name"`
	Dispute  string   `json:"dispute"`
	Question string   `json:"question"`
	Readings []string `json:"readings"`
	Default  string   `json:"default"`
	// Meanings gives each reading's meaning in one line.
	Meanings map[string]string `json:"meanings"`
}

// rulesJSONOut is the whole of `bao rules --json`.
type rulesJSONOut struct {
	Profiles []string                     `json:"profiles"`
	Options  []rulesOptionJSON            `json:"options"`
	Selected map[string]map[string]string `json:"selected"` // profile -> option -> reading
	Rules    *reference.RulesJSON         `json:"rules,omitempty"`
	Resolved map[string]string            `json:"resolved,omitempty"`
}

// runRules implements `bao rules`: the profiles, every option with its
// dispute ID, question and readings, and a table of which reading each
// profile selects. With --profile or --option it also shows the rules those
// flags resolve to.
func runRules(_ context.Context, e *env, args []string) error {
	fs := newFlagSet(e, "rules", "[--json] [--profile NAME] [--option name=reading ...] [OPTION|DISPUTE-N]",
		"Lists the rules profiles, every rule option with its dispute and readings, and which\nreading each profile selects; with --profile or --option, the rules they resolve to.\nWith an option's name (taxation) or a dispute (DISPUTE-6, or 6): that option alone, each\nreading with its meaning and the profiles that play it.")
	asJSON := fs.Bool("json", false, "print JSON")
	rf := addRulesFlags(fs)
	pos, err := fs.parse(args)
	if err != nil {
		return helpOK(err)
	}
	if len(pos) > 1 {
		return usageError("rules: one option or dispute at a time, got %d arguments (see bao rules --help)", len(pos))
	}
	custom := rf.set(fs)
	resolved, err := rf.rules()
	if err != nil {
		return err
	}
	profiles := reference.ProfileNames()
	selected := map[string]map[string]string{}
	for _, name := range profiles {
		r, err := reference.Profile(name)
		if err != nil {
			return &exitError{code: 2, err: fmt.Errorf("rules: %w", err)}
		}
		selected[name] = r.OptionMap()
	}
	options := reference.Options
	if len(pos) == 1 {
		if options, err = optionsNamed(pos[0]); err != nil {
			return err
		}
	}
	if *asJSON {
		out := rulesJSONOut{Profiles: profiles, Selected: selected}
		for _, o := range options {
			m := map[string]string{}
			for _, rd := range o.Readings {
				m[rd] = o.Meaning(rd)
			}
			out.Options = append(out.Options, rulesOptionJSON{Name: o.Name, Dispute: o.Dispute, Question: o.Question, Readings: o.Readings, Default: o.Readings[0], Meanings: m})
		}
		if custom {
			out.Rules = &reference.RulesJSON{Profile: rf.profile, Options: rf.options}
			out.Resolved = resolved.OptionMap()
		}
		return writeJSON(e.stdout, out)
	}

	w := e.stdout
	if len(pos) == 1 {
		for _, o := range options {
			writeOption(w, o, profiles, selected, custom, resolved)
		}
		return nil
	}
	fmt.Fprintf(w, "Profiles: %s\n", strings.Join(profiles, ", "))
	fmt.Fprintln(w, "  default is the project's rulings; the others reproduce public programs (reference/PROFILES.md).")
	fmt.Fprintln(w, "  Select one with --profile NAME and override single options with --option name=reading.")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Readings selected by each profile ('.' = the default reading):")
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	head := "OPTION\tDISPUTE"
	for _, n := range profiles {
		head += "\t" + n
	}
	if custom {
		head += "\tselected"
	}
	fmt.Fprintln(tw, head)
	for _, o := range reference.Options {
		line := o.Name + "\t" + o.Dispute
		for i, n := range profiles {
			v := selected[n][o.Name]
			if i > 0 && v == o.Readings[0] {
				v = "."
			}
			line += "\t" + v
		}
		if custom {
			line += "\t" + o.Get(&resolved)
		}
		fmt.Fprintln(tw, line)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Options (the first reading is the default; bao rules OPTION says what each reading means):")
	for _, o := range reference.Options {
		fmt.Fprintf(w, "  %s (%s): %s\n", o.Name, o.Dispute, o.Question)
		fmt.Fprintf(w, "      readings: %s\n", strings.Join(o.Readings, ", "))
	}
	fmt.Fprintf(w, "\n%s\n", reference.LastingBlocksHelp)
	if custom {
		fmt.Fprintf(w, "\nSelected rules: %s\n", rf.describe())
		diff := resolved.Diff(reference.Rules{})
		if len(diff) == 0 {
			fmt.Fprintln(w, "  every option at its default reading")
		}
		for _, o := range reference.Options {
			if v, ok := diff[o.Name]; ok {
				fmt.Fprintf(w, "  %s=%s (default %s)\n", o.Name, v, o.Readings[0])
			}
		}
	}
	return nil
}

// optionsNamed finds the options an argument of `bao rules` names: an
// option's name, or a dispute (DISPUTE-6, dispute-6 or 6: every option that
// settles it).
func optionsNamed(arg string) ([]reference.Option, error) {
	if o, ok := reference.LookupOption(arg); ok {
		return []reference.Option{o}, nil
	}
	id := strings.ToUpper(arg)
	if !strings.HasPrefix(id, "DISPUTE-") {
		id = "DISPUTE-" + id
	}
	id = strings.Replace(id, "DISPUTE-0", "DISPUTE-", 1)
	var out []reference.Option
	for _, o := range reference.Options {
		if o.Dispute == id {
			out = append(out, o)
		}
	}
	if len(out) > 0 {
		return out, nil
	}
	names := reference.OptionNames()
	msg := fmt.Sprintf("rules: %q is neither an option nor a dispute with options", clip(arg))
	if s := reference.Suggest(arg, names); s != "" {
		msg += fmt.Sprintf(" (did you mean %q?)", s)
	}
	return nil, usageError("%s; the options are %s", msg, strings.Join(names, ", "))
}

// writeOption prints one option for a referee: its question, each reading
// with its meaning and the profiles that select it, and where the ruling is.
func writeOption(w io.Writer, o reference.Option, profiles []string, selected map[string]map[string]string, custom bool, resolved reference.Rules) {
	fmt.Fprintf(w, "%s (%s): %s\n", o.Name, o.Dispute, o.Question)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	for i, rd := range o.Readings {
		var by []string
		for _, p := range profiles {
			if selected[p][o.Name] == rd {
				by = append(by, p)
			}
		}
		tag := ""
		if i == 0 {
			tag = " (ruling)"
		}
		if custom && o.Get(&resolved) == rd {
			tag += " (selected)"
		}
		played := ""
		if len(by) > 0 {
			played = "  [" + strings.Join(by, ", ") + "]"
		}
		fmt.Fprintf(tw, "  %s%s\t%s%s\n", rd, tag, o.Meaning(rd), played)
	}
	tw.Flush()
	fmt.Fprintf(w, "  In brackets: the profiles that play the reading. The evidence and the ruling: features/RULINGS.md, %s.\n\n", o.Dispute)
}
