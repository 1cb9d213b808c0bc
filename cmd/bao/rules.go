package main

import (
	"context"
	"fmt"
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
	fs := newFlagSet(e, "rules", "[--json] [--profile NAME] [--option name=reading ...]",
		"Lists the rules profiles, every rule option with its dispute and readings, and which\nreading each profile selects; with --profile or --option, the rules they resolve to.")
	asJSON := fs.Bool("json", false, "print JSON")
	rf := addRulesFlags(fs)
	pos, err := fs.parse(args)
	if err != nil {
		return helpOK(err)
	}
	if err := fs.noArgs(pos); err != nil {
		return err
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
	if *asJSON {
		out := rulesJSONOut{Profiles: profiles, Selected: selected}
		for _, o := range reference.Options {
			out.Options = append(out.Options, rulesOptionJSON{Name: o.Name, Dispute: o.Dispute, Question: o.Question, Readings: o.Readings, Default: o.Readings[0]})
		}
		if custom {
			out.Rules = &reference.RulesJSON{Profile: rf.profile, Options: rf.options}
			out.Resolved = resolved.OptionMap()
		}
		return writeJSON(e.stdout, out)
	}

	w := e.stdout
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
	fmt.Fprintln(w, "Options (the first reading is the default):")
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
