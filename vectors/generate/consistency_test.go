package generate

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/reference"
	"github.com/baolakiswahili/conformance/vectors"
)

// TestMovesAgreeWithApply replays every listed move of the committed moves
// vectors with Apply: the two entry points of the engine must agree, or the
// vectors would contradict each other.
func TestMovesAgreeWithApply(t *testing.T) {
	if testing.Short() {
		t.Skip("replays every move")
	}
	files, err := vectors.Load()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, f := range files {
		for i := range f.Vectors {
			v := &f.Vectors[i]
			if v.Kind != vectors.KindMoves || v.Derived != vectors.DerivedEngine {
				continue
			}
			if err := v.Expect.Materialize(); err != nil {
				t.Fatal(err)
			}
			r, err := v.Rules.Resolve()
			if err != nil {
				t.Fatal(err)
			}
			var p reference.Position
			if err := json.Unmarshal(v.Position, &p); err != nil {
				t.Fatal(err)
			}
			for _, s := range v.Expect.Moves {
				var m reference.Move
				if err := json.Unmarshal(s.Move, &m); err != nil {
					t.Fatal(err)
				}
				res, err := reference.Apply(r, p, m)
				if err != nil {
					t.Errorf("%s: listed move %s is refused: %v", v.ID, m, err)
					continue
				}
				if !bytes.Equal(protocol.AppendPosition(nil, &res.Position), s.Position) || !bytes.Equal(protocol.AppendOutcome(nil, res.Outcome), s.Outcome) {
					t.Errorf("%s: move %s: Apply and Moves disagree", v.ID, m)
				}
				n++
			}
		}
	}
	t.Logf("%d moves replayed", n)
}

// TestApplyAcceptsOnlyListedMoves tries every conceivable move on a sample of
// the committed moves vectors: Apply must accept exactly the listed moves.
func TestApplyAcceptsOnlyListedMoves(t *testing.T) {
	if testing.Short() {
		t.Skip("tries many moves")
	}
	files, err := vectors.Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		seen := 0
		for i := range f.Vectors {
			v := &f.Vectors[i]
			if v.Kind != vectors.KindMoves || v.Derived != vectors.DerivedEngine || seen >= 60 {
				continue
			}
			seen++
			v.Expect.Materialize()
			listed := map[string]bool{}
			for _, s := range v.Expect.Moves {
				listed[string(s.Move)] = true
			}
			r, _ := v.Rules.Resolve()
			var p reference.Position
			json.Unmarshal(v.Position, &p)
			for _, m := range tryMoves(&p) {
				_, err := reference.Apply(r, p, m)
				key := string(protocol.AppendMove(nil, m))
				if (err == nil) != listed[key] {
					t.Errorf("%s: move %s: Apply error %v, listed %v", v.ID, key, err, listed[key])
				}
			}
		}
	}
}
