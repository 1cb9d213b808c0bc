package runner

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/baolakiswahili/conformance/vectors"
)

// fake is a hostile engine in-process: the reference adapter, with its
// hello replaced and its replies edited as a test says.
type fake struct {
	*Local
	hello string
	// edit, when set, rewrites the reply to request n (counted from 1).
	edit func(n int, req []byte, reply []byte) []byte
	n    int
}

func (f *fake) Start() ([]byte, error) {
	if f.hello != "" {
		return []byte(f.hello), nil
	}
	return f.Local.Start()
}

func (f *fake) Do(reqs [][]byte) []Reply {
	out := f.Local.Do(reqs)
	if f.edit != nil {
		for i := range out {
			f.n++
			out[i].Raw = f.edit(f.n, reqs[i], out[i].Raw)
		}
	}
	return out
}

// editJSON decodes a reply, lets f change it, and encodes it again.
func editJSON(reply []byte, f func(m map[string]any)) []byte {
	var m map[string]any
	if json.Unmarshal(reply, &m) != nil || m["error"] != nil {
		return reply
	}
	f(m)
	b, _ := json.Marshal(m)
	return b
}

// loadVectors returns the committed vector files with the vectors whose ID
// starts with one of the prefixes.
func loadVectors(t testing.TB, prefixes ...string) []*vectors.File {
	t.Helper()
	files, err := vectors.Load()
	if err != nil {
		t.Fatal(err)
	}
	var out []*vectors.File
	for _, f := range files {
		g := *f
		g.Vectors = nil
		for _, v := range f.Vectors {
			for _, p := range prefixes {
				if strings.HasPrefix(v.ID, p) {
					g.Vectors = append(g.Vectors, v)
					break
				}
			}
		}
		if len(g.Vectors) > 0 {
			out = append(out, &g)
		}
	}
	if len(out) == 0 {
		t.Fatalf("no vector starts with %v", prefixes)
	}
	return out
}

// liesOnce returns the reference engine with one lie: its reply to request
// number n has one seed of South's front row moved to its back row (a wrong
// position that keeps the successor contract, so a failure, not an error).
func liesOnce(n int) *fake {
	return &fake{Local: NewLocal(), edit: func(k int, req, reply []byte) []byte {
		if k != n {
			return reply
		}
		return editJSON(reply, func(m map[string]any) { shiftSeed(m["position"]) })
	}}
}

// shiftSeed moves one seed of a position from a pit holding two or more to
// another pit of the same side (South's first, else North's): a wrong board
// that keeps the seed count and every invariant.
func shiftSeed(p any) {
	pm, ok := p.(map[string]any)
	if !ok {
		return
	}
	for _, name := range []string{"south", "north"} {
		side := pm[name].(map[string]any)
		front, back := side["front"].([]any), side["back"].([]any)
		for i, x := range append(append([]any{}, front...), back...) {
			if x.(float64) < 2 {
				continue
			}
			if i < 8 {
				front[i], back[0] = x.(float64)-1, back[0].(float64)+1
			} else {
				back[i-8], front[0] = x.(float64)-1, front[0].(float64)+1
			}
			return
		}
	}
}
