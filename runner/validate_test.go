package runner

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/baolakiswahili/conformance/vectors"
)

// pickVectors returns up to n committed vectors that satisfy keep, as one file.
func pickVectors(t *testing.T, n int, keep func(v *vectors.Vector) bool) []*vectors.File {
	t.Helper()
	files, err := vectors.Load()
	if err != nil {
		t.Fatal(err)
	}
	f := &vectors.File{Format: 1, Name: "picked"}
	for _, g := range files {
		for i := range g.Vectors {
			if v := &g.Vectors[i]; len(f.Vectors) < n && keep(v) {
				f.Vectors = append(f.Vectors, *v)
			}
		}
	}
	if len(f.Vectors) == 0 {
		t.Fatal("no vector picked")
	}
	return []*vectors.File{f}
}

// TestRepliesValidated: every reply is checked against the protocol, also
// in the fields the vector does not compare (a moves vector that states only
// the set of moves still gets its positions checked); a position that breaks
// an invariant is "invalid position", not "wrong results" (issue 9, must
// never pass 5).
func TestRepliesValidated(t *testing.T) {
	moveSet := pickVectors(t, 5, func(v *vectors.Vector) bool {
		return v.Kind == vectors.KindMoves && v.Expect.MoveSet != nil && len(v.Expect.MoveSet) > 0
	})
	full := pickVectors(t, 5, func(v *vectors.Vector) bool {
		return v.Kind == vectors.KindMoves && strings.HasPrefix(v.ID, "moves.kiswahili.default.")
	})
	apply := pickVectors(t, 5, func(v *vectors.Vector) bool { return v.Kind == vectors.KindApply && len(v.Setup) == 0 })
	repl := func(old, new string) func(int, []byte, []byte) []byte {
		return func(n int, req, reply []byte) []byte {
			if n != 1 {
				return reply
			}
			return bytes.Replace(reply, []byte(old), []byte(new), 1)
		}
	}
	tests := []struct {
		name  string
		files []*vectors.File
		edit  func(int, []byte, []byte) []byte
		want  string
	}{
		{"store as a string, positions not compared", moveSet, func(n int, req, reply []byte) []byte {
			if n != 1 {
				return reply
			}
			return editJSON(reply, func(m map[string]any) {
				m["moves"].([]any)[0].(map[string]any)["position"].(map[string]any)["south"].(map[string]any)["store"] = "22"
			})
		}, "moves[0].position.south.store: want an integer, got JSON string"},
		{"outcome none", full, repl(`"outcome":null`, `"outcome":"none"`), "invalid outcome \"none\""},
		{"negative count", moveSet, func(n int, req, reply []byte) []byte {
			if n != 1 {
				return reply
			}
			return editJSON(reply, func(m map[string]any) {
				m["moves"].([]any)[0].(map[string]any)["position"].(map[string]any)["north"].(map[string]any)["front"].([]any)[0] = -1
			})
		}, "invalid position"},
		{"huge count", full, repl(`"front":[`, `"front":[1000`), "invalid position"},
		{"60 seeds where 64 are due", full, func(n int, req, reply []byte) []byte {
			if n != 1 {
				return reply
			}
			return editJSON(reply, func(m map[string]any) {
				p := m["moves"].([]any)[0].(map[string]any)["position"].(map[string]any)
				st := p["south"].(map[string]any)["store"].(float64)
				if st >= 4 {
					p["south"].(map[string]any)["store"] = st - 4
					return
				}
				front := p["south"].(map[string]any)["front"].([]any)
				for i, x := range front {
					if x.(float64) >= 4 {
						front[i] = x.(float64) - 4
						return
					}
				}
			})
		}, "invalid position: holds 60 seeds"},
		{"moves of the wrong type", full, repl(`"moves":[`, `"moves":{"x":[`), "moves"},
		{"a member the protocol lacks", apply, repl(`"position":`, `"debug":1,"position":`), `unknown member "debug"`},
		{"apply reply without outcome", apply, func(n int, req, reply []byte) []byte {
			if n != 1 {
				return reply
			}
			return editJSON(reply, func(m map[string]any) { delete(m, "outcome") })
		}, "no outcome member"},
		{"an error and a result", apply, repl(`"position":`, `"error":{"kind":"illegal-move","message":"x"},"position":`), "both an error and a result"},
		{"unknown error kind", apply, func(n int, req, reply []byte) []byte {
			if n != 1 {
				return reply
			}
			return editJSON(reply, func(m map[string]any) {
				delete(m, "position")
				delete(m, "outcome")
				m["error"] = map[string]any{"kind": "oops", "message": "x"}
			})
		}, `error.kind: unknown kind "oops"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rep, err := Run(context.Background(), &fake{Local: NewLocal(), edit: tc.edit}, tc.files, Options{Name: "fake", NoDialect: true, NoMapping: true})
			if err != nil {
				t.Fatal(err)
			}
			c, bad := statusCounts(rep)
			if c[Error] != 1 || c[Fail] != 0 {
				t.Fatalf("counts %v, want one error: %s", c, brief(bad))
			}
			if !strings.Contains(bad[0].Message, tc.want) {
				t.Errorf("message %q, want it to contain %q", bad[0].Message, tc.want)
			}
		})
	}
}
