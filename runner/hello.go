package runner

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/internal/strictjson"
	"github.com/baolakiswahili/conformance/reference"
	"github.com/baolakiswahili/conformance/vectors"
)

// ParseHello decodes an engine's hello reply line into its typed form and
// checks it: a name, the protocol version the runner speaks (1; absent means
// 1), and only variants, options, readings and profiles that exist. A
// declared dialect (the readings the engine always plays) is checked the
// same way and passed on typed.
func ParseHello(raw []byte) (*protocol.Hello, error) {
	var h struct {
		protocol.Hello
		Protocol json.RawMessage     `json:"protocol"`
		Error    *protocol.ErrorBody `json:"error"`
	}
	if err := strictjson.UnmarshalOpen(raw, &h); err != nil {
		return nil, fmt.Errorf("hello reply: %s", jsonMessage("hello", err))
	}
	if h.Error != nil {
		return nil, fmt.Errorf("hello refused: %s: %s", h.Error.Kind, h.Error.Message)
	}
	if h.Name == "" {
		return nil, errors.New("hello reply lacks a name")
	}
	h.Hello.Protocol = protocol.Version
	if len(h.Protocol) > 0 && string(h.Protocol) != "null" {
		// 1.0 is the integer 1, as everywhere (strictjson.Integral).
		if n, ok := strictjson.Integral(string(h.Protocol)); !ok || n != strconv.Itoa(protocol.Version) {
			return nil, fmt.Errorf("hello.protocol: the engine speaks protocol %s; this runner speaks protocol %d", clip(string(h.Protocol), 40), protocol.Version)
		}
	}
	if err := checkHello(&h.Hello); err != nil {
		return nil, err
	}
	return &h.Hello, nil
}

// checkHello checks that every name the hello declares exists.
func checkHello(h *protocol.Hello) error {
	for i, v := range h.Variants {
		if _, err := reference.ParseVariant(v); err != nil {
			return fmt.Errorf("hello.variants[%d]: unknown variant %q (known: kiswahili, kujifunza, hus)", i, v)
		}
	}
	for _, name := range slices.Sorted(maps.Keys(h.Options)) {
		if err := checkReadings("hello.options."+name, name, h.Options[name]...); err != nil {
			return err
		}
	}
	for i, p := range h.Profiles {
		if _, err := reference.Profile(p); err != nil {
			return fmt.Errorf("hello.profiles[%d]: unknown profile %q (known: %s)", i, p, strings.Join(reference.ProfileNames(), ", "))
		}
	}
	if d := h.Dialect; d != nil {
		if d.Profile != "" {
			if _, err := reference.Profile(d.Profile); err != nil {
				return fmt.Errorf("hello.dialect.profile: unknown profile %q (known: %s)", d.Profile, strings.Join(reference.ProfileNames(), ", "))
			}
		}
		for _, name := range slices.Sorted(maps.Keys(d.Options)) {
			if err := checkReadings("hello.dialect.options."+name, name, d.Options[name]); err != nil {
				return err
			}
		}
	}
	return nil
}

func checkReadings(field, option string, readings ...string) error {
	o, ok := reference.LookupOption(option)
	if !ok {
		var names []string
		for _, o := range reference.Options {
			names = append(names, o.Name)
		}
		return fmt.Errorf("%s: unknown option %q (`bao rules` lists them: %s)", field, option, strings.Join(names, ", "))
	}
	for _, r := range readings {
		if !slices.Contains(o.Readings, r) {
			return fmt.Errorf("%s: unknown reading %q of %s (known: %s)", field, r, option, strings.Join(o.Readings, ", "))
		}
	}
	return nil
}

// jsonMessage rewrites an encoding/json error without Go type names.
func jsonMessage(what string, err error) string {
	var sj *strictjson.Error
	if errors.As(err, &sj) {
		return (&strictjson.Error{Path: strictjson.Join(what, strings.TrimPrefix(sj.Path, "Hello.")), Msg: sj.Msg}).Error()
	}
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		field := what
		if te.Field != "" {
			field += "." + strings.TrimPrefix(te.Field, "Hello.")
		}
		return fmt.Sprintf("%s: want %s, got a JSON %s", field, jsonKind(te.Type.Kind().String()), te.Value)
	}
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return fmt.Sprintf("not valid JSON (at byte %d): %s", se.Offset, strings.TrimPrefix(se.Error(), "json: "))
	}
	return strings.TrimPrefix(err.Error(), "json: ")
}

func jsonKind(goKind string) string {
	switch goKind {
	case "string":
		return "a string"
	case "int", "int64", "uint8", "uint64", "float64":
		return "a number"
	case "bool":
		return "true or false"
	case "slice", "array":
		return "an array"
	case "map", "struct", "ptr":
		return "an object"
	}
	return "another type"
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
