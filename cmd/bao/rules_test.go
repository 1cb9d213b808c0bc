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
	wantExit(t, err, 2, `unexpected argument "extra"`)
	_, _, err = runBao(t, "", "rules", "--profile", "ludii")
	wantExit(t, err, 2, `unknown profile "ludii"`)
}
