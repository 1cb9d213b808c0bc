package dialect

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/baolakiswahili/conformance/reference"
	"github.com/baolakiswahili/conformance/vectors"
)

func loadVectors(t *testing.T) []*vectors.File {
	t.Helper()
	files, err := vectors.Load()
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// TestRewriteAgainstOutlines: the dispute outlines state, by hand, one
// Examples table per reading on the same position and move. The vector of
// reading 0, recomputed under another reading, must state what that
// reading's own hand-derived vector states.
func TestRewriteAgainstOutlines(t *testing.T) {
	type key struct{ option, pos, move, setup string }
	groups := map[key]map[string]*vectors.Vector{}
	for _, f := range loadVectors(t) {
		if !strings.HasPrefix(f.Name, "spec-disputes-") {
			continue
		}
		for i := range f.Vectors {
			v := &f.Vectors[i]
			if v.Dialect == nil || (v.Kind != vectors.KindApply && v.Kind != vectors.KindIllegal) {
				continue
			}
			setup, _ := json.Marshal(v.Setup)
			k := key{v.Dialect.Option, string(v.Position), string(v.Move), string(setup)}
			if groups[k] == nil {
				groups[k] = map[string]*vectors.Vector{}
			}
			groups[k][v.Dialect.Reading] = v
		}
	}
	checked := 0
	for k, g := range groups {
		o, _ := reference.LookupOption(k.option)
		def := g[o.Readings[0]]
		if def == nil {
			continue
		}
		for _, reading := range o.Readings[1:] {
			want := g[reading]
			if want == nil {
				continue
			}
			var eff reference.Rules
			if err := o.Set(&eff, reading); err != nil {
				t.Fatal(err)
			}
			stripped := *def
			stripped.Dialect = nil
			got, _, na, err := Rewrite(&stripped, eff)
			if err != nil || na != "" {
				t.Errorf("%s under %s=%s: %v %s", def.ID, o.Name, reading, err, na)
				continue
			}
			checked++
			if want.Kind == vectors.KindIllegal || got.Kind == vectors.KindIllegal {
				if got.Kind != want.Kind {
					t.Errorf("%s under %s=%s: kind %s, %s says %s", def.ID, o.Name, reading, got.Kind, want.ID, want.Kind)
				}
				continue
			}
			compareFacts(t, def.ID+" under "+o.Name+"="+reading, got.Expect.Facts, want.Expect.Facts)
		}
	}
	if checked < 10 {
		t.Errorf("only %d outline pairs checked", checked)
	}
}

// compareFacts compares the facts both state.
func compareFacts(t *testing.T, what string, got, want *vectors.Facts) {
	t.Helper()
	if got == nil || want == nil {
		return
	}
	eq := func(a, b any) bool {
		x, _ := json.Marshal(a)
		y, _ := json.Marshal(b)
		return bytes.Equal(x, y)
	}
	check := func(name string, both bool, a, b any) {
		if both && !eq(a, b) {
			t.Errorf("%s: %s = %s, the outline says %s", what, name, js(a), js(b))
		}
	}
	check("board", got.Board != nil && want.Board != nil, got.Board, want.Board)
	check("stores", got.Stores != nil && want.Stores != nil, got.Stores, want.Stores)
	check("toMove", got.ToMove != "" && want.ToMove != "", got.ToMove, want.ToMove)
	check("blocked", got.Blocked != "" && want.Blocked != "", got.Blocked, want.Blocked)
	check("mustCapture", got.MustCapture != "" && want.MustCapture != "", got.MustCapture, want.MustCapture)
	check("outcome", got.Outcome != nil && want.Outcome != nil, json.RawMessage(got.Outcome), json.RawMessage(want.Outcome))
	for s, h := range want.House {
		if g, ok := got.House[s]; ok && g != h {
			t.Errorf("%s: %s house %s, the outline says %s", what, s, g, h)
		}
	}
}

// TestRewriteKinds: a vector under its own rules is returned as it is; a
// vector pinning another reading is n/a; engine-derived moves, game and
// perft vectors are recomputed, and a recomputation under the vector's own
// rules changes nothing.
func TestRewriteKinds(t *testing.T) {
	seen := map[string]bool{}
	for _, f := range loadVectors(t) {
		for i := range f.Vectors {
			v := &f.Vectors[i]
			kind := v.Kind + "/" + v.Derived
			if seen[kind] || len(v.Setup) > 0 && seen[kind+"/setup"] {
				continue
			}
			seen[kind] = true
			if len(v.Setup) > 0 {
				seen[kind+"/setup"] = true
			}
			own, err := v.Rules.Resolve()
			if err != nil {
				t.Fatal(err)
			}
			out, changed, na, err := Rewrite(v, own)
			if err != nil || na != "" || out != v || changed {
				t.Errorf("%s under its own rules: changed %v na %q err %v", v.ID, changed, na, err)
			}
			// Force a recomputation: a rules value equal in effect but
			// not in form is impossible, so strip the rules and use the
			// reading-free copy's own rules.
			c := *v
			c.Dialect = nil
			c.Rules = reference.RulesJSON{Profile: "bga"}
			if own == (reference.Rules{}) {
				c.Rules = reference.RulesJSON{Profile: "donkers"}
			}
			out, changed, na, err = Rewrite(&c, own)
			if err != nil {
				t.Errorf("%s: %v", v.ID, err)
				continue
			}
			if na != "" {
				continue // a setup or game move illegal under the other rules cannot happen here: own is v's rules
			}
			if changed {
				a, _ := json.Marshal(v.Expect)
				b, _ := json.Marshal(out.Expect)
				t.Errorf("%s recomputed under its own rules changed:\n%s\n%s", v.ID, a, b)
			}
		}
	}
	for _, k := range []string{"moves/engine", "apply/hand", "illegal/engine", "game/engine", "perft/engine"} {
		if !seen[k] {
			t.Errorf("no %s vector checked", k)
		}
	}
}

func TestRewritePinned(t *testing.T) {
	v := &vectors.Vector{ID: "x", Kind: vectors.KindApply, Rules: reference.RulesJSON{Profile: "default", Options: map[string]string{"lapLimit": "12-passes"}},
		Dialect: &vectors.Dialect{Dispute: "DISPUTE-13", Option: "lapLimit", Reading: "12-passes"}}
	_, _, na, err := Rewrite(v, reference.Rules{})
	if err != nil || !strings.Contains(na, "pins lapLimit=12-passes; your engine plays lapLimit=192-seeds") {
		t.Errorf("na %q err %v", na, err)
	}
}

// TestRewriteForeignBlocks: a position whose lasting block is of another kind
// than the engine's blockDuration reading is n/a (DISPUTE-20), both ways; under
// one-move every block reads as a block of the next move.
func TestRewriteForeignBlocks(t *testing.T) {
	pos := func(block string) json.RawMessage {
		return json.RawMessage(`{"variant":"kiswahili","toMove":"south",` +
			`"south":{"front":[0,0,0,0,3,1,0,0],"back":[0,0,0,0,0,0,0,0],"store":0,"house":"destroyed"},` +
			`"north":{"front":[2,0,0,0,0,0,2,0],"back":[0,0,0,56,0,0,0,0],"store":0,"house":"destroyed"},` +
			`"blocked":null,"mustCapture":"a1","blocks":[` + block + `]}`)
	}
	for _, tc := range []struct {
		block, profile, want string
	}{
		{`{"pit":"a1","turns":1}`, "abstractplay", "lasts 1 more moves (blockDuration=player-changes); your engine plays blockDuration=until-lifted"},
		{`{"pit":"a1"}`, "bga", "stands until it is lifted (blockDuration=until-lifted); your engine plays blockDuration=player-changes"},
		{`{"pit":"a1","turns":1}`, "default", ""},
		{`{"pit":"a1"}`, "default", ""},
	} {
		v := &vectors.Vector{ID: "x", Kind: vectors.KindMoves, Derived: vectors.DerivedEngine, Rules: reference.RulesJSON{Profile: "donkers"}, Position: pos(tc.block)}
		eff, err := reference.Profile(tc.profile)
		if err != nil {
			t.Fatal(err)
		}
		_, _, na, err := Rewrite(v, eff)
		if err != nil || !strings.Contains(na, tc.want) || (tc.want == "") != (na == "") {
			t.Errorf("%s under %s: na %q err %v, want %q", tc.block, tc.profile, na, err, tc.want)
		}
	}
}

// TestPlanOpen: an option the probes did not settle feeds no reading into
// the run. The lap-limit outlines (features/disputes, written by hand) state
// different answers per reading on one position: with lapLimit open, each of
// them is n/a naming lapLimit; a four-seed capture that no lap limit
// touches is judged.
func TestPlanOpen(t *testing.T) {
	lap, _ := reference.LookupOption("lapLimit")
	all := &Engine{Open: map[string][]string{"lapLimit": lap.Readings}}
	files := loadVectors(t)
	byID := map[string]*vectors.Vector{}
	outlines := 0
	for _, f := range files {
		for i := range f.Vectors {
			v := &f.Vectors[i]
			byID[v.ID] = v
			if f.Name != "spec-disputes-dispute-13-lap-limit.json" && f.Name != "spec-disputes-dispute-13-lap-limit" {
				continue
			}
			if v.Dialect == nil || v.Dialect.Option != "lapLimit" {
				continue
			}
			outlines++
			pl, err := all.Plan(v)
			if err != nil {
				t.Fatal(err)
			}
			if pl.NA == "" || len(pl.Depends) != 1 || pl.Depends[0] != "lapLimit" || !strings.Contains(pl.NA, "lapLimit: 192-seeds, 12-passes") {
				t.Errorf("%s: plan %q depends %v, want n/a naming lapLimit", v.ID, pl.NA, pl.Depends)
			}
		}
	}
	if outlines == 0 {
		t.Fatal("no lap-limit outline vectors")
	}
	small := byID["spec.board-setup.a-capture-at-the-right-kimbi-enters-at-the-right-kichwa-and"]
	if small == nil {
		t.Fatal("the four-seed kimbi scenario is gone")
	}
	if pl, err := all.Plan(small); err != nil || pl.NA != "" || pl.Vector == nil {
		t.Errorf("%s: plan %+v (%v), want it judged", small.ID, pl, err)
	}
}
