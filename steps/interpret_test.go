package steps

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/baolakiswahili/conformance/reference"
)

func interpretTestdata(t *testing.T) *Feature {
	t.Helper()
	fs, err := InterpretFS(os.DirFS("testdata/interpret"))
	if err != nil {
		t.Fatal(err)
	}
	if len(fs) != 1 {
		t.Fatalf("%d features, want 1", len(fs))
	}
	return fs[0]
}

// TestInterpretScenario checks what the API tells about a scenario, against
// testdata/interpret/api.feature read by hand.
func TestInterpretScenario(t *testing.T) {
	f := interpretTestdata(t)
	if f.File != "api.feature" || f.Name != "The interpreter's API" || len(f.Scenarios) != 8 {
		t.Fatalf("feature %q %q with %d scenarios", f.File, f.Name, len(f.Scenarios))
	}
	sc := f.Scenarios[0]
	if sc.Err != nil {
		t.Fatal(sc.Err)
	}
	if sc.Ref() != "api.feature:8" || sc.Rule != "SOW-1 sowing" || sc.Feature != f.Name || sc.Name != "South opens with A6" {
		t.Errorf("place: %s rule %q feature %q name %q", sc.Ref(), sc.Rule, sc.Feature, sc.Name)
	}
	if !slices.Equal(sc.Tags, []string{"SOW-1", "EN"}) || !slices.Equal(sc.RuleIDs, []string{"SOW-1"}) {
		t.Errorf("tags %v rule ids %v", sc.Tags, sc.RuleIDs)
	}
	if sc.TextLine != 6 || !strings.HasPrefix(sc.Text, "    # South opens") || !strings.HasSuffix(sc.Text, "North has 0\n") {
		t.Errorf("text from line %d:\n%s", sc.TextLine, sc.Text)
	}
	if len(sc.Steps) != 6 || sc.Steps[2].Keyword != "When " || sc.Steps[2].Type != When || sc.Steps[2].Line != 11 || sc.Steps[4].Keyword != "And " || sc.Steps[4].Type != Then {
		t.Errorf("steps %+v", sc.Steps)
	}
	if sc.Profile != "default" || len(sc.Options) != 0 || sc.Given != reference.Start(reference.Kiswahili, reference.SetupStandard) {
		t.Errorf("givens: profile %q options %v", sc.Profile, sc.Options)
	}
	// The legal moves, as written, read in the given position.
	if len(sc.GivenFacts) != 1 {
		t.Fatalf("given facts %+v", sc.GivenFacts)
	}
	lm := sc.GivenFacts[0]
	if lm.Kind != FactLegalMoves || lm.Err != nil || !slices.Equal(lm.MoveTexts, []string{"A7<*", "A6>*", "A6<*", "A7>*"}) || len(lm.LegalMoves) != 4 {
		t.Errorf("legal moves fact %+v", lm)
	}
	if len(sc.Moves) != 1 {
		t.Fatalf("%d moves", len(sc.Moves))
	}
	m := sc.Moves[0]
	if m.Text != "A6>*" || m.JSON || m.Literal || m.Err != nil || m.Move.Pit.String() != "A6" || m.Move.Dir != reference.CW || m.Before != sc.Given {
		t.Errorf("move %+v", m)
	}
	if m.After.ToMove != reference.North || m.After.Seeds(mustPit(t, "A6")) != 0 || len(m.Trace) == 0 || m.Outcome.Over() {
		t.Errorf("after the move: %+v, trace %v", m.After, m.Trace)
	}
	if len(m.Facts) != 3 || m.Facts[0].Kind != FactToMove || m.Facts[0].Side != reference.North || m.Facts[0].Err != nil ||
		m.Facts[1].Kind != FactEvent || !m.Facts[1].Kind.Trace() || m.Facts[1].Err != nil {
		t.Fatalf("facts %+v", m.Facts)
	}
	// The start position stores 22 seeds each: the engine disagrees with 99.
	st := m.Facts[2]
	if st.Kind != FactStores || st.Stores != [2]int{99, 0} || st.Err == nil || !strings.Contains(st.Err.Error(), "want stores South 99, North 0") {
		t.Errorf("stores fact %+v", st)
	}
	if len(sc.Facts()) != 4 || sc.Position() != m.After || sc.Last() != m || !sc.Built() {
		t.Errorf("Facts %d, Position, Last", len(sc.Facts()))
	}
}

func mustPit(t *testing.T, s string) reference.Pit {
	t.Helper()
	p, err := reference.ParsePit(s)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestInterpretOutlineAndRecord checks the Examples rows of an outline, an
// illegal move read literally, and the moves of a game record.
func TestInterpretOutlineAndRecord(t *testing.T) {
	f := interpretTestdata(t)
	for i, reading := range []string{"cycle", "192-seeds"} {
		sc := f.Scenarios[1+i]
		if sc.Err != nil {
			t.Fatal(sc.Err)
		}
		ex := sc.Example
		if ex == nil || ex.Name != "both" || ex.Table != 1 || ex.Row != i+1 || ex.Line != int64(31+i) || !slices.Equal(ex.Tags, []string{"reading-cycle"}) ||
			!slices.Equal(ex.Header, []string{"reading"}) || !slices.Equal(ex.Values, []string{reading}) || sc.Line != ex.Line {
			t.Errorf("row %d: example %+v, line %d", i+1, ex, sc.Line)
		}
		if sc.Options["lapLimit"] != reading {
			t.Errorf("row %d: options %v", i+1, sc.Options)
		}
		// Default houses: intact while the house pit holds seeds (A5 6, a5 2).
		if sc.Given.House != [2]reference.HouseState{reference.HouseIntact, reference.HouseIntact} || sc.Given.Store != [2]uint8{22, 22} {
			t.Errorf("row %d: houses %v stores %v", i+1, sc.Given.House, sc.Given.Store)
		}
		m := sc.Moves[0]
		// Read literally: in the namua with a capture to make (A5 faces a5),
		// '>' names the right kichwa.
		if m.Err == nil || !m.Literal || m.LiteralErr != nil || m.Move.Pit.String() != "A1" || m.Move.Kichwa != reference.RightKichwa {
			t.Errorf("row %d: illegal move %+v", i+1, m)
		}
		if m.Illegal == nil || m.Illegal.Kind != reference.IllegalEmptyPit {
			t.Errorf("row %d: typed reason %+v", i+1, m.Illegal)
		}
		if il := m.Facts[0]; il.Kind != FactIllegal || il.Message != "A1 is empty" || il.Err != nil {
			t.Errorf("row %d: illegal fact %+v", i+1, il)
		}
	}
	// Only the text is refused: the move itself is legal, so there is no
	// typed reason (the export reports such a scenario, see vectors).
	marks := f.Scenarios[7]
	if m := marks.Last(); marks.Err != nil || m.Err == nil || !m.Literal || m.Illegal != nil || m.Facts[0].Err != nil {
		t.Errorf("marks: err %v, move %+v", marks.Err, m)
	}
	rec := f.Scenarios[3]
	if rec.Err != nil || len(rec.Moves) != 2 || rec.Moves[0].RecordLine != 1 || rec.Moves[1].Text != "a6>*" || rec.Moves[1].Index != 2 ||
		rec.Moves[1].Before != rec.Moves[0].After || rec.Moves[1].Step.Line != 37 {
		t.Errorf("record: err %v, moves %+v", rec.Err, rec.Moves)
	}
}

// TestInterpretErrors checks that a scenario the vocabulary cannot read has
// an error naming its file and line, and that the disagreements of issue 8
// are settled: a start position with a board and rows out of order are
// errors.
func TestInterpretErrors(t *testing.T) {
	f := interpretTestdata(t)
	for _, tt := range []struct {
		sc   int
		want string
	}{
		{4, `api.feature:51: step "South is to move": both a start position and a board are given`},
		{5, `api.feature:55: step "the board:": board row 1: want the label b, got "a"`},
		{6, `api.feature:65: step "the moon is full": unknown When step: not in the vocabulary of features/STEPS.md`},
	} {
		sc := f.Scenarios[tt.sc]
		if tt.sc == 4 && sc.Built() {
			t.Errorf("%s: Built() with a start position and a board", sc.Name)
		}
		if sc.Err == nil || !strings.Contains(sc.Err.Error(), tt.want) {
			t.Errorf("%s: error %v, want %q", sc.Name, sc.Err, tt.want)
		}
	}
}
