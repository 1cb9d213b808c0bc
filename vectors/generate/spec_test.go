package generate

import (
	"encoding/json"
	"github.com/baolakiswahili/conformance/vectors"
	"os"
	"slices"
	"strings"
	"testing"
)

// TestExportSpecSample exports testdata/spec/sample.feature and checks each
// vector against what the scenarios state (read by hand from the file).
func TestExportSpecSample(t *testing.T) {
	files, err := ExportSpecFS(os.DirFS("testdata/spec"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 1 {
		t.Fatalf("%d files, want 1", len(files))
	}
	f := files[0]
	byID := map[string]*vectors.Vector{}
	var ids []string
	for i := range f.Vectors {
		byID[f.Vectors[i].ID] = &f.Vectors[i]
		ids = append(ids, f.Vectors[i].ID)
	}
	want := []string{
		"spec.sample.south-opens-with-a6-to-the-right.before",
		"spec.sample.south-opens-with-a6-to-the-right",
		"spec.sample.two-openings-in-a-row.after-move-1",
		"spec.sample.two-openings-in-a-row",
		"spec.sample.an-empty-pit-cannot-be-played",
		"spec.sample.a-side-without-front-seeds-has-lost",
		"spec.sample.a-reading-per-table.reading-192-seeds-1",
		"spec.sample.a-reading-per-table.reading-cycle-1",
		"spec.sample.north-s-answers-after-a-json-move",
	}
	if !slices.Equal(ids, want) {
		t.Fatalf("ids:\n%s\nwant:\n%s", strings.Join(ids, "\n"), strings.Join(want, "\n"))
	}
	if len(f.Skipped) != 0 {
		t.Errorf("skipped = %+v, want none", f.Skipped)
	}

	b := byID["spec.sample.south-opens-with-a6-to-the-right.before"]
	if b.Kind != vectors.KindMoves || len(b.Expect.MoveSet) != 4 || b.Derived != vectors.DerivedHand {
		t.Errorf("before: %+v", b)
	}
	v := byID["spec.sample.south-opens-with-a6-to-the-right"]
	if v.Kind != vectors.KindApply || string(v.Move) != `{"pit":"A6","dir":"cw"}` || v.MoveText != "A6>*" {
		t.Errorf("move %s %q", v.Move, v.MoveText)
	}
	if !slices.Equal(v.RuleIDs, []string{"NAMUA-3", "SOW-1"}) || !slices.Contains(v.Tags, "EN") || !strings.HasPrefix(v.Source, "features/sample.feature:") {
		t.Errorf("rule ids %v tags %v source %s", v.RuleIDs, v.Tags, v.Source)
	}
	fc := v.Expect.Facts
	if fc == nil || fc.Board == nil || fc.Stores == nil || fc.ToMove != "north" {
		t.Fatalf("facts %+v", fc)
	}
	// Rows as the scenario prints them: A 0 0 0 0 6 0 3 1, B 0 0 0 0 0 0 0 1,
	// a (a8..a1) 0 2 2 6 0 0 0 0, so North's front a1..a8 is 0 0 0 0 6 2 2 0.
	if fc.Board.South.Front != [8]int{0, 0, 0, 0, 6, 0, 3, 1} || fc.Board.South.Back != [8]int{0, 0, 0, 0, 0, 0, 0, 1} ||
		fc.Board.North.Front != [8]int{0, 0, 0, 0, 6, 2, 2, 0} || *fc.Stores != (vectors.Stores{South: 21, North: 22}) {
		t.Errorf("board %+v stores %+v", fc.Board, fc.Stores)
	}
	if len(v.Unchecked) != 1 || !strings.Contains(v.Unchecked[0], "trace") {
		t.Errorf("unchecked %v", v.Unchecked)
	}

	mid := byID["spec.sample.two-openings-in-a-row.after-move-1"]
	last := byID["spec.sample.two-openings-in-a-row"]
	if len(mid.Setup) != 0 || mid.Expect.Facts.ToMove != "north" {
		t.Errorf("after move 1: setup %v facts %+v", mid.Setup, mid.Expect.Facts)
	}
	if len(last.Setup) != 1 || string(last.Setup[0]) != `{"pit":"A6","dir":"cw"}` || string(last.Move) != `{"pit":"a6","dir":"cw"}` ||
		last.Expect.Facts.ToMove != "south" || string(last.Expect.Facts.Outcome) != "null" {
		t.Errorf("last: setup %s move %s facts %+v", last.Setup, last.Move, last.Expect.Facts)
	}

	il := byID["spec.sample.an-empty-pit-cannot-be-played"]
	if il.Kind != vectors.KindIllegal || il.Expect.Error != "illegal-move" || il.Expect.Message != "A1 is empty" || string(il.Move) != `{"pit":"A1","dir":"cw"}` {
		t.Errorf("illegal: %+v move %s", il.Expect, il.Move)
	}

	end := byID["spec.sample.a-side-without-front-seeds-has-lost"]
	if end.Kind != vectors.KindMoves || end.Expect.GameOver == nil || !*end.Expect.GameOver {
		t.Errorf("game over: %+v", end.Expect)
	}
	var pos struct {
		ToMove       string
		South, North struct{ House string }
	}
	json.Unmarshal(end.Position, &pos)
	// The default house state: intact when the house pit holds seeds (A5 2), destroyed when empty (a5 0).
	if pos.ToMove != "north" || pos.South.House != "intact" || pos.North.House != "destroyed" {
		t.Errorf("given position %s", end.Position)
	}

	jm := byID["spec.sample.north-s-answers-after-a-json-move"]
	if jm.Kind != vectors.KindApply || jm.Expect.Facts == nil || len(jm.Expect.Facts.MoveSet) != 4 || string(jm.Move) != `{"pit":"A6","dir":"cw"}` {
		t.Errorf("JSON move then legal moves: %+v", jm)
	}

	for _, r := range []string{"192-seeds", "cycle"} {
		d := byID["spec.sample.a-reading-per-table.reading-"+r+"-1"]
		if d.Dialect == nil || *d.Dialect != (vectors.Dialect{Dispute: "DISPUTE-13", Option: "lapLimit", Reading: r}) || d.Rules.Options["lapLimit"] != r {
			t.Errorf("reading %s: dialect %+v rules %+v", r, d.Dialect, d.Rules)
		}
	}
}

// TestExportSpecRefusesUnknownSteps checks that a scenario the interpreter
// cannot read fails the export, naming the file and line of the step: no
// scenario is left out in silence.
func TestExportSpecRefusesUnknownSteps(t *testing.T) {
	_, err := ExportSpecFS(os.DirFS("testdata/spec-bad"))
	if err == nil {
		t.Fatal("ExportSpecFS: want an error")
	}
	for _, want := range []string{
		`features/bad.feature:5: step "the moon is full": unknown Given step`,
		`features/bad.feature:12: step "North is to move": a Given after the position was used`,
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error:\n%v\nwant it to contain %q", err, want)
		}
	}
}

// TestExportSpecSkipped lists every scenario of the specification that does
// not become a vector, and why. A scenario is never left out in silence: a
// new entry here must be argued.
func TestExportSpecSkipped(t *testing.T) {
	files, err := ExportSpec()
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range files {
		for _, s := range f.Skipped {
			got = append(got, s.Source+" "+s.ID+": "+s.Reason)
		}
	}
	// Both scenarios check that the notation refuses a move for its marks
	// (NOTATION-1): the move itself is legal, and the protocol carries
	// moves as JSON, without marks, so no engine can be asked.
	want := []string{
		`features/notation.feature:29 spec.notation.a-capture-marked-as-a-kutakata-is-rejected: notation only: "A1>*" is refused for its marks, but the move itself is legal; the protocol carries moves as JSON`,
		`features/notation.feature:39 spec.notation.a-kutakata-that-blocks-nothing-may-not-carry-two-stars: notation only: "A6>**" is refused for its marks, but the move itself is legal; the protocol carries moves as JSON`,
	}
	if !slices.Equal(got, want) {
		t.Errorf("skipped scenarios:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestExportSpecCaptureMoves checks how the capture-move facts of issue 12
// become vectors: a non-empty list is the legal-move set (the capture
// obligation makes it one), "cannot capture" is unchecked, and a move with
// only trace facts is reported, not exported as a vector that expects nothing.
func TestExportSpecCaptureMoves(t *testing.T) {
	files, err := ExportSpecFS(os.DirFS("testdata/spec-capture"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 1 || len(files[0].Vectors) != 2 || len(files[0].Skipped) != 1 {
		t.Fatalf("files %d, vectors and skipped: %+v", len(files), files)
	}
	f := files[0]
	start := f.Vectors[0]
	if start.Kind != vectors.KindMoves || start.Expect.MoveSet != nil || len(start.Unchecked) != 1 ||
		!strings.Contains(start.Unchecked[0], "which moves capture is not observable") {
		t.Errorf("cannot capture: kind %s, move set %s, unchecked %q", start.Kind, start.Expect.MoveSet, start.Unchecked)
	}
	four := f.Vectors[1]
	if four.Kind != vectors.KindMoves || len(four.Expect.MoveSet) != 6 || len(four.Unchecked) != 1 ||
		!strings.Contains(four.Unchecked[0], "checked as the legal moves") {
		t.Errorf("capture moves: kind %s, move set %s, unchecked %q", four.Kind, four.Expect.MoveSet, four.Unchecked)
	}
	if s := f.Skipped[0]; !strings.Contains(s.Reason, `after the move "A2": no fact the protocol can check (the trace has a capture of 1 seed from a7)`) {
		t.Errorf("skipped: %+v", s)
	}
}
