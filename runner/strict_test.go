package runner

import (
	"strings"
	"testing"
	"time"

	"github.com/baolakiswahili/conformance/vectors"
)

// resultVectors picks vectors whose every reply carries a position: full
// successor sets, and apply vectors with a whole expected position.
func resultVectors(t *testing.T) []*vectors.File {
	t.Helper()
	return pickVectors(t, 40, func(v *vectors.Vector) bool {
		switch {
		case v.Kind == vectors.KindMoves && v.Derived == vectors.DerivedEngine && v.Expect.HasMoves():
			return strings.HasPrefix(v.ID, "moves.kiswahili.default.")
		case v.Kind == vectors.KindApply && len(v.Setup) == 0 && v.Expect.Position != nil:
			return true
		}
		return false
	})
}

// TestStrictReplies (issue 26): keys in another case and a key given twice
// are refused with the key's path, whatever encoding/json would make of
// them; integers written as floats are the integers they are.
func TestStrictReplies(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program")
	}
	files := resultVectors(t)
	for _, tc := range []struct {
		name, fault string
		want        string // in every message; "" when every vector must pass
	}{
		// System.Text.Json's default: {"ToMove":..,"South":{"Front":..}}.
		{"keys in PascalCase", "pascalcase", `position.ToMove: unknown key (did you mean "toMove"?)`},
		// "toMove":WRONG, ..., "toMove":RIGHT: encoding/json keeps the last.
		{"a key twice", "dupkey", "position.toMove: duplicate key"},
		// 0.0 and 3.0 where counts are due: JSON Schema's integer accepts them.
		{"integers as floats", "floats", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			rep, err := runFaulty(t, "-fault="+tc.fault, 5*time.Second, files)
			if err != nil {
				t.Fatal(err)
			}
			c, bad := statusCounts(rep)
			if tc.want == "" {
				if len(bad) > 0 {
					t.Fatalf("counts %v, want every vector to pass: %s", c, brief(bad))
				}
				return
			}
			if c[Pass] != 0 || c[Fail] != 0 {
				t.Fatalf("counts %v, want every vector an error: %s", c, brief(bad))
			}
			for _, r := range bad {
				if !strings.Contains(r.Message, tc.want) {
					t.Fatalf("%s: message %q, want it to contain %q", r.ID, r.Message, tc.want)
				}
			}
		})
	}
}
