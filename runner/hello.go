package runner

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"

	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/reference"
	"github.com/baolakiswahili/conformance/vectors"
)

// ParseHello decodes an engine's hello reply line into its typed form.
func ParseHello(raw []byte) (*protocol.Hello, error) {
	var h struct {
		protocol.Hello
		Error *protocol.ErrorBody `json:"error"`
	}
	if err := json.Unmarshal(raw, &h); err != nil {
		return nil, fmt.Errorf("hello reply: %w", err)
	}
	if h.Error != nil {
		return nil, fmt.Errorf("hello refused: %s: %s", h.Error.Kind, h.Error.Message)
	}
	if h.Name == "" {
		return nil, errors.New("hello reply lacks a name")
	}
	return &h.Hello, nil
}

// wireRules returns the rules object to send for v, or why the engine does
// not support the vector (n/a). A profile the engine does not list is sent as
// the default profile plus the options that make it. Every rules object the
// runner sends goes through here.
func wireRules(v *vectors.Vector, h *protocol.Hello) (json.RawMessage, bool, string) {
	variant := v.Variant()
	if !slices.Contains(h.Variants, variant) {
		return nil, false, fmt.Sprintf("the engine does not support the variant %q", variant)
	}
	rj := v.Rules
	opts := map[string]string{}
	if rj.Profile != "" && rj.Profile != "default" && !slices.Contains(h.Profiles, rj.Profile) {
		base, err := reference.Profile(rj.Profile)
		if err != nil {
			return nil, false, fmt.Sprintf("unknown profile %q", rj.Profile)
		}
		maps.Copy(opts, base.Diff(reference.Rules{}))
		rj = reference.RulesJSON{Profile: "default"}
	}
	maps.Copy(opts, v.Rules.Options)
	for _, name := range slices.Sorted(maps.Keys(opts)) {
		if !slices.Contains(h.Options[name], opts[name]) {
			return nil, false, fmt.Sprintf("the engine does not support the option %s=%s", name, opts[name])
		}
	}
	if len(opts) > 0 {
		rj.Options = opts
	}
	if rj.Profile == "" {
		rj.Profile = "default"
	}
	b, _ := json.Marshal(rj)
	return b, true, ""
}
