package runner

import (
	"bytes"
	"fmt"
	"sync"

	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/vectors"
	"github.com/santhosh-tekuri/jsonschema/v6"
)

// The protocol's JSON Schema checks a reply on the error path: when a reply
// breaks the protocol, the report says what the schema says about it.

var protocolSchemas = sync.OnceValues(func() (map[string]*jsonschema.Schema, error) {
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	for _, r := range []struct {
		url string
		b   []byte
	}{{vectors.SchemaURL, vectors.SchemaJSON}, {protocol.SchemaURL, protocol.SchemaJSON}} {
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(r.b))
		if err != nil {
			return nil, err
		}
		if err := c.AddResource(r.url, doc); err != nil {
			return nil, err
		}
	}
	out := map[string]*jsonschema.Schema{}
	for _, def := range []string{"helloReply", "movesReply", "applyReply", "errorReply", "request"} {
		s, err := c.Compile(protocol.SchemaURL + "#/$defs/" + def)
		if err != nil {
			return nil, fmt.Errorf("compiling the protocol schema: %w", err)
		}
		out[def] = s
	}
	return out, nil
})

// schemaCheck validates a raw message against one definition of the
// protocol schema (helloReply, movesReply, applyReply, errorReply, request).
func schemaCheck(def string, raw []byte) error {
	schemas, err := protocolSchemas()
	if err != nil {
		return err
	}
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
	if err != nil {
		return fmt.Errorf("not JSON: %v", err)
	}
	if err := schemas[def].Validate(inst); err != nil {
		return fmt.Errorf("%s", vectors.DescribeSchemaError(err))
	}
	return nil
}

// replySchemaDef is the definition a reply to op must follow.
func replySchemaDef(op string, raw []byte) string {
	if bytes.Contains(raw, []byte(`"error"`)) {
		return "errorReply"
	}
	return op + "Reply"
}

// schemaNote says what the protocol schema says about a bad reply, for the report.
func schemaNote(op string, raw []byte) string {
	def := replySchemaDef(op, raw)
	if err := schemaCheck(def, raw); err != nil {
		return "protocol.schema.json#/$defs/" + def + ":\n" + clip(err.Error(), 1500)
	}
	return "protocol.schema.json#/$defs/" + def + ": the schema accepts the reply (the error is in its meaning)"
}
