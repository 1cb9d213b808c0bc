package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/baolakiswahili/conformance/reference"
)

func TestRulesTable(t *testing.T) {
	out, _, err := runBao(t, "", "rules")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "Profiles: default, abstractplay, bga, donkers\n") {
		t.Errorf("profiles line missing:\n%s", out)
	}
	// Every option appears in the table with its dispute, and in the list
	// with its question and readings.
	for _, o := range reference.Options {
		if !strings.Contains(out, o.Name+"  ") || !strings.Contains(out, o.Dispute) {
			t.Errorf("table lacks %s (%s)", o.Name, o.Dispute)
		}
		if !strings.Contains(out, o.Name+" ("+o.Dispute+"): "+o.Question) || !strings.Contains(out, "readings: "+strings.Join(o.Readings, ", ")) {
			t.Errorf("option list lacks %s", o.Name)
		}
	}
	// The table's lapLimit row: default 192-seeds, abstractplay
	// 192-at-pickup, bga 12-passes, donkers 100-seeds-illegal
	// (reference/profile.go).
	for _, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(line, "lapLimit ") {
			if f := strings.Fields(line); strings.Join(f, " ") != "lapLimit DISPUTE-13 192-seeds 192-at-pickup 12-passes 100-seeds-illegal" {
				t.Errorf("lapLimit row: %q", line)
			}
		}
	}
}

func TestRulesSelected(t *testing.T) {
	out, _, err := runBao(t, "", "rules", "--profile", "bga", "--option", "lapLimit=cycle")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Selected rules: profile bga, lapLimit=cycle", "lapLimit=cycle (default 192-seeds)", "houseCount=at-move-start (default at-decision)"} {
		if !strings.Contains(out, want) {
			t.Errorf("lacks %q:\n%s", want, out)
		}
	}
}

func TestRulesJSON(t *testing.T) {
	out, _, err := runBao(t, "", "rules", "--json", "--option", "marker=facing-only")
	if err != nil {
		t.Fatal(err)
	}
	var got rulesJSONOut
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	if len(got.Options) != len(reference.Options) || len(got.Profiles) != 4 {
		t.Errorf("options %d profiles %v", len(got.Options), got.Profiles)
	}
	if got.Selected["donkers"]["blockObligation"] != "none" || got.Selected["default"]["blockObligation"] != "anywhere" {
		t.Errorf("selected: %v", got.Selected)
	}
	if got.Resolved["marker"] != "facing-only" || got.Rules.Options["marker"] != "facing-only" {
		t.Errorf("resolved: %v %v", got.Resolved, got.Rules)
	}
	for _, o := range got.Options {
		if o.Default != o.Readings[0] || o.Dispute == "" || o.Question == "" {
			t.Errorf("option %+v", o)
		}
	}
}

func TestRulesErrors(t *testing.T) {
	_, _, err := runBao(t, "", "rules", "extra")
	wantExit(t, err, 2, `"extra" is neither an option nor a dispute with options`)
	_, _, err = runBao(t, "", "rules", "taxation", "lapLimit")
	wantExit(t, err, 2, `one option or dispute at a time`)
	_, _, err = runBao(t, "", "rules", "--profile", "ludii")
	wantExit(t, err, 2, `unknown profile "ludii"`)
}

// TestRulesOption: `bao rules OPTION` (or a dispute) shows one option, each
// reading with its meaning and the profiles that play it (reference/profile.go:
// donkers taxes any count, the others only the lone pit).
func TestRulesOption(t *testing.T) {
	cases := []struct {
		args []string
		want []string
	}{
		{[]string{"rules", "taxation"}, []string{
			"taxation (DISPUTE-6): When is the house taxed?",
			"only-pit (ruling)", "[default, abstractplay, bga]",
			"any-count", "whatever its count", "[donkers]",
			"free", "features/RULINGS.md, DISPUTE-6"}},
		{[]string{"rules", "DISPUTE-3"}, []string{"mtajiHouseTakata (DISPUTE-3)", "mtajiHouseCapture (DISPUTE-3)", "houseLostAtCapture (DISPUTE-3)"}},
		{[]string{"rules", "13"}, []string{"lapLimit (DISPUTE-13)", "192-at-pickup", "[abstractplay]"}},
		{[]string{"rules", "--profile", "bga", "lapLimit"}, []string{"12-passes (selected)"}},
	}
	for _, c := range cases {
		out, _, err := runBao(t, "", c.args...)
		if err != nil {
			t.Errorf("%v: %v", c.args, err)
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(out, w) {
				t.Errorf("%v: lacks %q:\n%s", c.args, w, out)
			}
		}
		if strings.Contains(out, "Profiles:") {
			t.Errorf("%v: printed the whole table:\n%s", c.args, out)
		}
	}
}

// TestEveryReadingHasAMeaning: a referee reading `bao rules OPTION` finds a
// meaning for every reading of every option.
func TestEveryReadingHasAMeaning(t *testing.T) {
	for _, o := range reference.Options {
		for _, r := range o.Readings {
			if o.Meaning(r) == "" {
				t.Errorf("%s=%s has no meaning (reference/meanings.go)", o.Name, r)
			}
		}
	}
}

// TestNameSuggestions: misspelt profile, option, reading and `bao rules`
// arguments get a suggestion, and the message is whole.
func TestNameSuggestions(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"rules", "taxaton"}, `"taxaton" is neither an option nor a dispute with options (did you mean "taxation"?)`},
		{[]string{"rules", "--profile", "bgx"}, `unknown profile "bgx" (did you mean "bga"?); the profiles are default, abstractplay, bga, donkers`},
		{[]string{"moves", "--option", "taxaton=only-pit", "start"}, `taxaton: unknown option (did you mean "taxation"?)`},
		{[]string{"moves", "--option", "lapLimit=12-pases", "start"}, `no reading "12-pases" (did you mean "12-passes"?)`},
		{[]string{"rules", "nothing-like-it"}, `the options are capScope,`},
	}
	for _, c := range cases {
		_, _, err := runBao(t, "", c.args...)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: got %v, want an error containing %q", c.args, err, c.want)
		}
		if err != nil && strings.Contains(err.Error(), "did you mean") && c.args[1] == "nothing-like-it" {
			t.Errorf("%v: suggested a name for nonsense: %v", c.args, err)
		}
	}
}
