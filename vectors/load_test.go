package vectors

import (
	"io/fs"
	"strings"
	"testing"
)

func BenchmarkLoad(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if _, err := Load(); err != nil {
			b.Fatal(err)
		}
	}
}

func TestFastDecodeMatchesStrict(t *testing.T) {
	sub, _ := fs.Sub(Data, DataDir)
	names, _ := fs.Glob(sub, "*.json")
	for _, n := range names {
		b, _ := fs.ReadFile(sub, n)
		if _, err := fastFile(b, false); err != nil {
			t.Errorf("%s: fast path declined: %v", n, err)
		}
	}
}

// TestDecodeRejects checks that broken vector files are errors that name the
// problem, never panics later in the runner.
func TestDecodeRejects(t *testing.T) {
	pos := `{"variant":"hus","toMove":"south","south":{"front":[2,2,2,2,2,2,2,2],"back":[2,2,2,2,2,2,2,2],"store":0,"house":"none"},"north":{"front":[2,2,2,2,2,2,2,2],"back":[2,2,2,2,2,2,2,2],"store":0,"house":"none"}}`
	tests := []struct{ name, vectors, want string }{
		{"no id", `{"kind":"moves","position":` + pos + `,"expect":{}}`, "id: missing"},
		{"duplicate id", `{"id":"a.b","kind":"moves","position":` + pos + `,"expect":{}},{"id":"a.b","kind":"moves","position":` + pos + `,"expect":{}}`, "duplicate id"},
		{"unknown kind", `{"id":"a.b","kind":"guess","position":` + pos + `,"expect":{}}`, "unknown kind"},
		{"no position", `{"id":"a.b","kind":"moves","expect":{}}`, "position: missing"},
		{"apply without move", `{"id":"a.b","kind":"apply","position":` + pos + `,"expect":{}}`, "move: missing"},
		{"perft without counts", `{"id":"a.b","kind":"perft","position":` + pos + `,"expect":{}}`, "expect.perft: missing"},
		{"perft skipping a depth", `{"id":"a.b","kind":"perft","position":` + pos + `,"expect":{"perft":[{"depth":2,"nodes":3}]}}`, "depths 1, 2"},
		{"game without plies", `{"id":"a.b","kind":"game","position":` + pos + `,"expect":{}}`, "expect.steps: missing"},
		{"unknown field", `{"id":"a.b","kind":"moves","colour":"red","position":` + pos + `,"expect":{}}`, "vectors[0].colour: unknown key"},
		{"not JSON", `{"id":`, "decoding file"},
		// Issue 26: the strict decoder, as for engine replies.
		{"key in another case", `{"ID":"a.b","kind":"moves","position":` + pos + `,"expect":{}}`, `vectors[0].ID: unknown key (did you mean "id"?)`},
		{"key twice", `{"id":"a.b","kind":"apply","kind":"moves","position":` + pos + `,"expect":{}}`, "vectors[0].kind: duplicate key"},
		{"a fraction where an integer is due", `{"id":"a.b","kind":"perft","position":` + pos + `,"expect":{"perft":[{"depth":1.5,"nodes":3}]}}`, "vectors[0].expect.perft[0].depth: want an integer, got 1.5"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			file := `{"format":1,"name":"t","description":"","vectors":[` + tc.vectors + `]}`
			_, err := decodeBytes([]byte(file), false)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want it to contain %q", err, tc.want)
			}
		})
	}
	// 1.0 is the integer 1, as JSON Schema's "integer" reads it.
	if f, err := decodeBytes([]byte(`{"format":1.0,"name":"t","description":"","vectors":[{"id":"a.b","kind":"perft","derived":"engine","ruleIds":[],"rules":{},"position":`+pos+`,"expect":{"perft":[{"depth":1.0,"nodes":16e0}]}}]}`), false); err != nil || f.Vectors[0].Expect.Perft[0].Nodes != 16 {
		t.Errorf("integers written as floats: %v", err)
	}
	if _, err := decodeBytes([]byte(`{"format":2,"name":"t","description":"","vectors":[]}`), false); err == nil || !strings.Contains(err.Error(), "format") {
		t.Errorf("format 2: %v", err)
	}
}
