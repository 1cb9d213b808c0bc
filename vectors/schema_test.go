package vectors

import (
	"bytes"
	"io/fs"
	"os"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

func compileSchema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	b, err := os.ReadFile("schema/vectors.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	if err := c.AddResource("vectors.schema.json", doc); err != nil {
		t.Fatal(err)
	}
	sch, err := c.Compile("vectors.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	return sch
}

// TestCommittedFilesValidate checks every committed vector file against the
// JSON Schema, and that the Go decoder reads it.
func TestCommittedFilesValidate(t *testing.T) {
	sch := compileSchema(t)
	sub, _ := fs.Sub(Data, DataDir)
	names, _ := fs.Glob(sub, "*.json")
	if len(names) == 0 {
		t.Fatal("no vector files")
	}
	for _, n := range names {
		t.Run(n, func(t *testing.T) {
			b, _ := fs.ReadFile(sub, n)
			inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(b))
			if err != nil {
				t.Fatal(err)
			}
			if err := sch.Validate(inst); err != nil {
				t.Errorf("%s does not validate: %v", n, err)
			}
			if _, err := Decode(bytes.NewReader(b)); err != nil {
				t.Errorf("%s: strict decoding: %v", n, err)
			}
		})
	}
}

// TestSchemaRejects checks that the schema catches malformed vectors.
func TestSchemaRejects(t *testing.T) {
	sch := compileSchema(t)
	pos := `{"variant":"kujifunza","toMove":"south","south":{"front":[2,2,2,2,2,2,2,2],"back":[2,2,2,2,2,2,2,2],"store":0,"house":"none"},"north":{"front":[2,2,2,2,2,2,2,2],"back":[2,2,2,2,2,2,2,2],"store":0,"house":"none"},"blocked":null,"mustCapture":null}`
	good := `{"id":"x.y","kind":"moves","derived":"engine","rules":{"profile":"default"},"ruleIds":["CAP-1"],"position":` + pos + `,"expect":{"moves":[]}}`
	tests := []struct {
		name, vector string
		ok           bool
	}{
		{"valid", good, true},
		{"unknown kind", strings.Replace(good, `"moves","derived"`, `"guess","derived"`, 1), false},
		{"missing id", strings.Replace(good, `"id":"x.y",`, ``, 1), false},
		{"bad rule id", strings.Replace(good, `"CAP-1"`, `"cap one"`, 1), false},
		{"apply without move", strings.Replace(good, `"moves","derived"`, `"apply","derived"`, 1), false},
		{"short row", strings.Replace(good, `"front":[2,2,2,2,2,2,2,2],"back"`, `"front":[2,2],"back"`, 1), false},
		{"unknown field", strings.Replace(good, `"derived"`, `"derivd":1,"derived"`, 1), false},
		{"bad derived", strings.Replace(good, `"derived":"engine"`, `"derived":"magic"`, 1), false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			file := `{"format":1,"name":"t","description":"","vectors":[` + tc.vector + `]}`
			inst, err := jsonschema.UnmarshalJSON(strings.NewReader(file))
			if err != nil {
				t.Fatal(err)
			}
			err = sch.Validate(inst)
			if (err == nil) != tc.ok {
				t.Errorf("validate = %v, want ok=%v", err, tc.ok)
			}
		})
	}
}
