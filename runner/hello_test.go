package runner

import (
	"context"
	"strings"
	"testing"
)

// TestHelloNothingApplies: a run in which no vector applies, or a hello
// that declares what does not exist or a protocol the runner does not
// speak, is an error (exit 2 in `bao check`), never a pass (issue 9, must
// never pass 1).
func TestHelloNothingApplies(t *testing.T) {
	files := loadVectors(t, "moves.kiswahili.default.", "illegal.")
	const base = `{"id":0,"name":"x","version":"1","protocol":1,`
	tests := []struct {
		name, hello, want string
	}{
		{"no variants", base + `"variants":[],"options":{}}`, "no selected vector applies"},
		{"only unknown variants", base + `"variants":["chess"],"options":{}}`, `hello.variants[0]: unknown variant "chess"`},
		{"unknown option", base + `"variants":["kiswahili"],"options":{"lapLimits":["12-passes"]}}`, `hello.options.lapLimits: unknown option "lapLimits"`},
		{"unknown reading", base + `"variants":["kiswahili"],"options":{"lapLimit":["13-passes"]}}`, `hello.options.lapLimit: unknown reading "13-passes"`},
		{"unknown profile", base + `"variants":["kiswahili"],"options":{},"profiles":["mine"]}`, `hello.profiles[0]: unknown profile "mine"`},
		{"protocol 2", `{"id":0,"name":"x","version":"1","protocol":2,"variants":["kiswahili"],"options":{}}`, "speaks protocol 2; this runner speaks protocol 1"},
		{"protocol as a string", `{"id":0,"name":"x","version":"1","protocol":"1","variants":["kiswahili"],"options":{}}`, `speaks protocol "1"`},
		{"variants of the wrong type", base + `"variants":"kiswahili","options":{}}`, "hello.variants: want an array, got JSON string"},
		{"dialect with an unknown reading", base + `"variants":["kiswahili"],"options":{},"dialect":{"options":{"taxation":"never"}}}`, `hello.dialect.options.taxation: unknown reading "never"`},
		// Issue 26: exact-case keys and no duplicates, as in every reply.
		{"a key in another case", base + `"Variants":["kiswahili"],"options":{}}`, `hello.Variants: unknown key (did you mean "variants"?)`},
		{"a key twice", base + `"variants":["kiswahili"],"variants":["hus"],"options":{}}`, "hello.variants: duplicate key"},
		{"a dialect key in another case", base + `"variants":["kiswahili"],"options":{},"dialect":{"Profile":"bga"}}`, `hello.dialect.Profile: unknown key (did you mean "profile"?)`},
		{"dialect with an unknown profile", base + `"variants":["kiswahili"],"options":{},"dialect":{"profile":"nobody"}}`, `hello.dialect.profile: unknown profile "nobody"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rep, err := Run(context.Background(), &fake{Local: NewLocal(), hello: tc.hello}, files, Options{Name: "fake", NoDialect: true, NoMapping: true})
			if err == nil {
				c, _ := rep.Tally(func(*Result) string { return "" })
				t.Fatalf("the run succeeded (%v), want an error containing %q", c, tc.want)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q, want it to contain %q", err, tc.want)
			}
		})
	}
}

// TestHelloProtocolAsFloat: "protocol":1.0 is protocol 1 (issue 26).
func TestHelloProtocolAsFloat(t *testing.T) {
	if _, err := ParseHello([]byte(`{"id":0,"name":"x","version":"1","protocol":1.0,"variants":["kiswahili"],"options":{}}`)); err != nil {
		t.Error(err)
	}
}

// TestHelloDialectPassedThrough: a declared dialect is accepted and typed.
func TestHelloDialectPassedThrough(t *testing.T) {
	h, err := ParseHello([]byte(`{"id":0,"name":"x","version":"1","variants":["kiswahili"],"options":{},"dialect":{"profile":"donkers","options":{"taxation":"any-count"}}}`))
	if err != nil {
		t.Fatal(err)
	}
	if h.Dialect == nil || h.Dialect.Profile != "donkers" || h.Dialect.Options["taxation"] != "any-count" || h.Protocol != 1 {
		t.Errorf("hello %+v, dialect %+v", h, h.Dialect)
	}
}
