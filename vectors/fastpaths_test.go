package vectors

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/baolakiswahili/conformance/reference"
)

// TestFastPathsOnVectorPositions checks the engine's paths that avoid
// playing every move against Moves, which plays them all, on the position of
// every committed vector under its rules: LegalMoves lists Moves' moves in
// the same order, Status agrees on whether a move exists, and Apply accepts
// exactly the listed moves, each with Moves' result, among every move a
// caller could pass (each pit, direction and kichwa choice, with and
// without a safari).
func TestFastPathsOnVectorPositions(t *testing.T) {
	if testing.Short() {
		t.Skip("plays every possible move of every vector position")
	}
	files, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	var tries []reference.Move
	for pit := reference.Pit(0); pit <= 32; pit++ {
		q := pit
		if pit == 32 {
			q = reference.NoPit
		}
		for _, d := range []reference.Dir{reference.NoDir, reference.CW, reference.CCW} {
			for _, k := range []reference.Kichwa{reference.NoKichwa, reference.LeftKichwa, reference.RightKichwa} {
				tries = append(tries, reference.Move{Pit: q, Dir: d, Kichwa: k}, reference.Move{Pit: q, Dir: d, Kichwa: k, Safari: true})
			}
		}
	}
	seen := map[string]bool{}
	positions, applied := 0, 0
	sbuf := make([]reference.Successor, 0, 128)
	mbuf := make([]reference.Move, 0, 128)
	for _, f := range files {
		for i := range f.Vectors {
			v := &f.Vectors[i]
			key := string(v.Position) + string(mustMarshal(t, v.Rules))
			if len(v.Position) == 0 || seen[key] {
				continue
			}
			seen[key] = true
			r, err := v.Rules.Resolve()
			if err != nil {
				continue // a vector of rules this engine version cannot resolve is not ours to check
			}
			var p reference.Position
			if err := json.Unmarshal(v.Position, &p); err != nil {
				continue // an invalid position (a vector about the error)
			}
			succ, err := reference.Moves(r, p, sbuf[:0])
			if err != nil {
				continue
			}
			positions++
			legal, err := reference.LegalMoves(r, p, mbuf[:0])
			if err != nil || len(legal) != len(succ) {
				t.Fatalf("%s: LegalMoves %v (%v), Moves lists %d", v.ID, legal, err, len(succ))
			}
			want := map[reference.Move]reference.Result{}
			for j, s := range succ {
				if legal[j] != s.Move {
					t.Fatalf("%s: LegalMoves %v, Moves %v at %d", v.ID, legal[j], s.Move, j)
				}
				want[s.Move] = s.Result
			}
			if o, err := reference.Status(r, p); err != nil || o.Over() != (len(succ) == 0) {
				t.Fatalf("%s: Status %v, %v with %d moves", v.ID, o, err, len(succ))
			}
			for _, m := range tries {
				res, err := reference.Apply(r, p, m)
				w, ok := want[m]
				switch {
				case ok && (err != nil || res != w):
					t.Fatalf("%s: move %v: Apply %+v, %v; Moves %+v", v.ID, m, res, err, w)
				case !ok && err == nil:
					t.Fatalf("%s: move %v: Apply accepts a move Moves does not list", v.ID, m)
				case !ok && !errors.Is(err, reference.ErrIllegalMove) && !errors.Is(err, reference.ErrGameOver):
					t.Fatalf("%s: move %v: Apply: %v", v.ID, m, err)
				}
				applied++
			}
		}
	}
	t.Logf("%d positions, %d moves tried", positions, applied)
}

func mustMarshal(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
