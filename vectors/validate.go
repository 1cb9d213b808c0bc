package vectors

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/reference"
	"github.com/santhosh-tekuri/jsonschema/v6"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
)

// SchemaJSON is the JSON Schema of vector files (schema/vectors.schema.json).
//
//go:embed schema/vectors.schema.json
var SchemaJSON []byte

// SchemaURL is the $id of the vector files' schema.
const SchemaURL = "https://github.com/baolakiswahili/conformance/vectors/schema/vectors.schema.json"

var compiled = sync.OnceValues(func() (*jsonschema.Schema, error) {
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(SchemaJSON))
	if err != nil {
		return nil, err
	}
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	if err := c.AddResource(SchemaURL, doc); err != nil {
		return nil, err
	}
	return c.Compile(SchemaURL)
})

var compiledVector = sync.OnceValues(func() (*jsonschema.Schema, error) {
	if _, err := compiled(); err != nil {
		return nil, err
	}
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(SchemaJSON))
	if err != nil {
		return nil, err
	}
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	if err := c.AddResource(SchemaURL, doc); err != nil {
		return nil, err
	}
	return c.Compile(SchemaURL + "#/$defs/vector")
})

// validateSchemaByVector checks a vector file against the JSON Schema one
// vector at a time: the file's header with an empty list of vectors, then
// each vector against #/$defs/vector, so that the schema library holds one
// vector's tree at a time, not the whole file's. A file the scanner cannot
// split is checked whole (ValidateSchema says what is wrong with it).
func validateSchemaByVector(b []byte) error {
	ms, ok := protocol.SplitObject(b, nil)
	if !ok {
		return ValidateSchema(b)
	}
	var header bytes.Buffer
	header.WriteByte('{')
	var vecs [][]byte
	hasVectors := false
	for _, m := range ms {
		if m.Key == "vectors" {
			if vecs, ok = protocol.SplitArray(m.Value, nil); !ok {
				return ValidateSchema(b)
			}
			hasVectors = true
			continue
		}
		if header.Len() > 1 {
			header.WriteByte(',')
		}
		writeJSON(&header, m.Key)
		header.WriteByte(':')
		header.Write(m.Value)
	}
	if hasVectors {
		if header.Len() > 1 {
			header.WriteByte(',')
		}
		header.WriteString(`"vectors":[]`)
	}
	header.WriteByte('}')
	if err := ValidateSchema(header.Bytes()); err != nil {
		return err
	}
	sch, err := compiledVector()
	if err != nil {
		return fmt.Errorf("vectors: compiling the schema: %w", err)
	}
	for i, v := range vecs {
		inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(v))
		if err != nil {
			return fmt.Errorf("vectors[%d]: not JSON: %w", i, err)
		}
		if err := sch.Validate(inst); err != nil {
			d := strings.ReplaceAll("\n"+DescribeSchemaError(err), "\n  /", fmt.Sprintf("\n  /vectors/%d/", i))
			return fmt.Errorf("does not follow the vector schema:%s", clip(d, 2000))
		}
	}
	return nil
}

// ValidateSchema checks one vector file's bytes against the JSON Schema.
// The committed files are checked by the tests; files given to `bao check
// --vectors` are checked when they are loaded.
func ValidateSchema(b []byte) error {
	sch, err := compiled()
	if err != nil {
		return fmt.Errorf("vectors: compiling the schema: %w", err)
	}
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(b))
	if err != nil {
		return fmt.Errorf("not JSON: %w", err)
	}
	if err := sch.Validate(inst); err != nil {
		return fmt.Errorf("does not follow the vector schema:\n%s", clip(DescribeSchemaError(err), 2000))
	}
	return nil
}

var printer = message.NewPrinter(language.English)

// DescribeSchemaError lists the innermost errors of a schema validation
// error, one per line, each with the place in the instance.
func DescribeSchemaError(err error) string {
	var ve *jsonschema.ValidationError
	if !errors.As(err, &ve) {
		return err.Error()
	}
	var lines []string
	var walk func(e *jsonschema.ValidationError)
	walk = func(e *jsonschema.ValidationError) {
		if len(e.Causes) == 0 {
			lines = append(lines, "  /"+strings.Join(e.InstanceLocation, "/")+": "+e.ErrorKind.LocalizedString(printer))
			return
		}
		for _, c := range e.Causes {
			walk(c)
		}
	}
	walk(ve)
	return strings.Join(lines, "\n")
}

// checkMeaning checks what the schema cannot: that the variant, profile,
// options and readings a vector names exist, and that it expects something
// the runner can judge.
func (v *Vector) checkMeaning(rules map[string]error) error {
	variant := v.Variant()
	if _, err := reference.ParseVariant(variant); err != nil {
		return fmt.Errorf("position.variant: unknown variant %q (known: kiswahili, kujifunza, hus)", variant)
	}
	key := v.Rules.Profile
	if len(v.Rules.Options) > 0 {
		b, _ := json.Marshal(v.Rules)
		key = string(b)
	}
	err, seen := rules[key]
	if !seen {
		_, err = v.Rules.Resolve()
		rules[key] = err
	}
	if err != nil {
		return fmt.Errorf("rules: %s", strings.TrimPrefix(err.Error(), "bao: "))
	}
	e := &v.Expect
	switch v.Kind {
	case KindApply:
		if e.Position == nil && e.Facts.empty() {
			return errors.New("expect: an apply vector expects a position or at least one fact")
		}
	case KindIllegal:
		if e.Error != "illegal-move" {
			return fmt.Errorf("expect.error: %q, want \"illegal-move\"", e.Error)
		}
	case KindMoves:
		if !e.hasMoves() && e.MoveSet == nil && e.GameOver == nil && len(v.Unchecked) == 0 {
			return errors.New("expect: a moves vector expects moves, moveSet or gameOver")
		}
	}
	return nil
}

func (f *Facts) empty() bool {
	return f == nil || f.Board == nil && f.Stores == nil && len(f.House) == 0 && f.ToMove == "" &&
		f.Blocked == "" && f.MustCapture == "" && f.Outcome == nil && f.MoveSet == nil
}
