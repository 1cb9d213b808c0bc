package dialect

import (
	"encoding/json"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"sort"
	"strings"

	"github.com/baolakiswahili/conformance/reference"
	"github.com/baolakiswahili/conformance/vectors"
)

// Declaration is the hello's "dialect" field: the readings an engine always
// plays, as a profile name and/or {"option": "reading"} pairs, apart from the
// options it can select (hello.options).
type Declaration struct {
	Profile string            `json:"profile,omitempty"`
	Options map[string]string `json:"options,omitempty"`
}

// Engine is what an engine plays: its fixed readings and the options and
// profiles it can be asked for.
type Engine struct {
	// Fixed are the readings it plays for every option it cannot select.
	Fixed reference.Rules
	// Open maps the options whose reading the probes did not settle (and
	// that the engine cannot select) to the readings it may play; Fixed
	// holds one of them. A vector whose answer differs between them is n/a.
	Open map[string][]string
	// Selectable are hello.options: the readings it plays when asked.
	Selectable map[string][]string
	// Profiles are hello.profiles. A fixed declared dialect ignores them.
	Profiles []string
	// Declared says the fixed readings come from the hello (otherwise from
	// the probes: inferred).
	Declared bool
}

// CheckHello validates hello.options and hello.dialect: every option and
// reading must be one `bao rules` lists, the profile one it knows, and no
// option may be both selectable and fixed. The error names the field.
func CheckHello(options map[string][]string, d *Declaration) error {
	for _, name := range slices.Sorted(maps.Keys(options)) {
		o, ok := reference.LookupOption(name)
		if !ok {
			return fmt.Errorf("hello.options.%s: unknown option (bao rules lists them)", name)
		}
		for _, r := range options[name] {
			if !slices.Contains(o.Readings, r) {
				return fmt.Errorf("hello.options.%s: unknown reading %q (want one of %v)", name, r, o.Readings)
			}
		}
	}
	if d == nil {
		return nil
	}
	if d.Profile != "" {
		if _, err := reference.Profile(d.Profile); err != nil {
			return fmt.Errorf("hello.dialect.profile: unknown profile %q (want one of %v)", d.Profile, reference.ProfileNames())
		}
	}
	for _, name := range slices.Sorted(maps.Keys(d.Options)) {
		o, ok := reference.LookupOption(name)
		if !ok {
			return fmt.Errorf("hello.dialect.options.%s: unknown option (bao rules lists them)", name)
		}
		if !slices.Contains(o.Readings, d.Options[name]) {
			return fmt.Errorf("hello.dialect.options.%s: unknown reading %q (want one of %v)", name, d.Options[name], o.Readings)
		}
		if _, ok := options[name]; ok {
			return fmt.Errorf("hello.dialect.options.%s: the option is also listed as selectable in hello.options; list it in one place", name)
		}
	}
	return nil
}

// Declared returns the engine a hello declares, or nil when the hello has no
// dialect field. Call CheckHello first.
func Declared(options map[string][]string, profiles []string, d *Declaration) (*Engine, error) {
	if d == nil {
		return nil, nil
	}
	name := d.Profile
	if name == "" {
		name = "default"
	}
	base, err := reference.Profile(name)
	if err != nil {
		return nil, fmt.Errorf("hello.dialect.profile: %w", err)
	}
	fixed, err := base.WithOptions(d.Options)
	if err != nil {
		return nil, fmt.Errorf("hello.dialect: %w", err)
	}
	return &Engine{Fixed: fixed, Selectable: options, Declared: true}, nil
}

// Effective returns the rules the engine plays when a vector asks for rj, and
// the rules object to send: a selectable option plays the asked reading if
// the engine lists it; a profile the engine lists (not under a declared
// dialect) plays as asked; every other option plays the fixed reading.
func (e *Engine) Effective(rj reference.RulesJSON) (eff reference.Rules, wire reference.RulesJSON, err error) {
	want, err := rj.Resolve()
	if err != nil {
		return eff, wire, err
	}
	prof := rj.Profile
	if prof == "" {
		prof = "default"
	}
	if !e.Declared && prof != "default" && slices.Contains(e.Profiles, prof) {
		// The engine is told the profile and plays it; options on top are
		// sent only if selectable.
		wire = reference.RulesJSON{Profile: prof}
		eff, _ = reference.Profile(prof)
		for _, name := range slices.Sorted(maps.Keys(rj.Options)) {
			o, _ := reference.LookupOption(name)
			if slices.Contains(e.Selectable[name], rj.Options[name]) {
				if wire.Options == nil {
					wire.Options = map[string]string{}
				}
				wire.Options[name] = rj.Options[name]
				_ = o.Set(&eff, rj.Options[name])
			}
		}
		return eff, wire, nil
	}
	eff = e.Fixed
	wire = reference.RulesJSON{Profile: "default"}
	for _, o := range reference.Options {
		r := o.Get(&want)
		list, selectable := e.Selectable[o.Name]
		if !selectable {
			// An open option stands at the vector's own reading when
			// the engine may play it (Plan tries the others).
			if open := e.Open[o.Name]; slices.Contains(open, r) {
				_ = o.Set(&eff, r)
			}
			continue
		}
		if !slices.Contains(list, r) {
			r = o.Get(&e.Fixed)
			if !slices.Contains(list, r) {
				continue
			}
		}
		_ = o.Set(&eff, r)
		if r != o.Readings[0] || !e.Declared {
			if wire.Options == nil {
				wire.Options = map[string]string{}
			}
			wire.Options[o.Name] = r
		}
	}
	if e.Declared && wire.Options != nil {
		// Say every selectable reading explicitly: the engine's own
		// default for them need not be reading 0.
		for _, o := range reference.Options {
			if list, ok := e.Selectable[o.Name]; ok {
				if r := o.Get(&eff); slices.Contains(list, r) {
					wire.Options[o.Name] = r
				}
			}
		}
	}
	return eff, wire, nil
}

// Plan says how to run one vector under the engine's dialect.
type Plan struct {
	// Vector is the vector to run: v itself, or a copy whose expectation
	// the reference engine recomputed under the engine's readings.
	Vector *vectors.Vector
	// Rules is the rules object to send.
	Rules json.RawMessage
	// Changed says the expected answer differs from v's own; Readings are
	// then the options whose reading differs from v's rules, as
	// "option=reading" (what explains it if the engine passes).
	Changed  bool
	Readings []string
	// NA, when not empty, says why v cannot be judged under the dialect.
	NA string
	// Depends names the open options whose readings give v different
	// answers: NA then says so, yet Vector and Rules are set (the answer
	// under the stand-in readings StandIn, "option=reading") and Alts holds
	// the answers under the other readings. A runner may send v and judge
	// the engine's answer against each: one that matches none is a failure
	// no reading explains; one that matches says which reading the engine
	// plays, and v stays n/a.
	Depends []string
	StandIn []string
	Alts    []Alt
}

// Plan computes how to run v under the engine's dialect.
func (e *Engine) Plan(v *vectors.Vector) (Plan, error) {
	eff, wire, err := e.Effective(v.Rules)
	if err != nil {
		return Plan{}, fmt.Errorf("dialect: %s: %w", v.ID, err)
	}
	rules, _ := json.Marshal(wire)
	out, changed, na, err := Rewrite(v, eff)
	if err != nil || na != "" {
		return Plan{NA: na}, err
	}
	out = SendForm(out, eff)
	deps, alts, why, err := e.depends(v, eff, out)
	if err != nil {
		return Plan{}, err
	}
	pl := Plan{Vector: out, Rules: rules, Changed: changed, NA: why, Depends: deps, Alts: alts}
	for _, d := range deps {
		o, _ := reference.LookupOption(d)
		pl.StandIn = append(pl.StandIn, d+"="+o.Get(&eff))
	}
	if why != "" {
		return pl, nil
	}
	if changed {
		own, _ := v.Rules.Resolve()
		d := eff.Diff(own)
		for _, k := range slices.Sorted(maps.Keys(d)) {
			pl.Readings = append(pl.Readings, k+"="+d[k])
		}
	}
	return pl, nil
}

// Describe returns the fixed readings that differ from the default rules, as
// sorted "option=reading" pairs; open options are left out (DescribeOpen).
func (e *Engine) Describe() []string {
	d := e.Fixed.Diff(reference.Rules{})
	out := make([]string, 0, len(d))
	for k, r := range d {
		if len(e.Open[k]) > 1 && e.Selectable[k] == nil {
			continue
		}
		out = append(out, k+"="+r)
	}
	sort.Strings(out)
	return out
}

// Explain returns the readings that explain why v's expected answer differs
// under the engine's readings: each option whose reading alone, set on v's
// own rules, changes the answer ("option=reading"); when no single one does
// (the readings act only together), every reading that differs.
func (e *Engine) Explain(v *vectors.Vector) []string {
	own, err := v.Rules.Resolve()
	if err != nil {
		return nil
	}
	eff, _, err := e.Effective(v.Rules)
	if err != nil {
		return nil
	}
	d := eff.Diff(own)
	var out []string
	for _, k := range slices.Sorted(maps.Keys(d)) {
		o, _ := reference.LookupOption(k)
		one := own
		_ = o.Set(&one, d[k])
		if _, changed, na, err := Rewrite(v, one); err == nil && na == "" && changed {
			out = append(out, e.label(k, d[k]))
		}
	}
	if len(out) == 0 {
		for _, k := range slices.Sorted(maps.Keys(d)) {
			out = append(out, e.label(k, d[k]))
		}
	}
	return out
}

// label names a reading of option k for people: "k=r", or for an open
// option every reading the engine may play ("k=a|b"; they agree here).
func (e *Engine) label(k, r string) string {
	if open := e.Open[k]; len(open) > 1 && e.Selectable[k] == nil {
		return k + "=" + strings.Join(open, "|")
	}
	return k + "=" + r
}

// depends returns the open options (the engine cannot select them) whose
// other possible readings give v another answer than out, its answer under
// eff; the answers under those readings (Alt; none for a reading under which
// v cannot be judged); and the reason v then depends on them.
func (e *Engine) depends(v *vectors.Vector, eff reference.Rules, out *vectors.Vector) ([]string, []Alt, string, error) {
	var deps, parts []string
	var alts []Alt
	for _, o := range reference.Options {
		open := e.Open[o.Name]
		if len(open) < 2 || e.Selectable[o.Name] != nil {
			continue
		}
		dep := false
		for _, r := range open {
			if r == o.Get(&eff) {
				continue
			}
			alt := eff
			_ = o.Set(&alt, r)
			other, _, na, err := rewrite(v, alt, false)
			if err != nil {
				return nil, nil, "", err
			}
			same, err := sameExpect(out, other, na)
			if err != nil {
				return nil, nil, "", err
			}
			if !same {
				dep = true
				if na == "" {
					alts = append(alts, Alt{Reading: o.Name + "=" + r, Vector: other})
				}
			}
		}
		if dep {
			deps = append(deps, o.Name)
			parts = append(parts, o.Name+": "+strings.Join(open, ", "))
		}
	}
	if len(deps) == 0 {
		return nil, nil, "", nil
	}
	return deps, alts, "depends on which of these readings your engine plays, which the probes did not settle (" +
		strings.Join(parts, "; ") + ")", nil
}

// Alt is a vector's expectation under another reading of an open option.
type Alt struct {
	// Reading is the other reading, as "option=reading".
	Reading string
	Vector  *vectors.Vector
}

// sameExpect reports whether other (n/a when na is not empty) expects what
// out does, apart from the texts for people.
func sameExpect(out, other *vectors.Vector, na string) (bool, error) {
	if na != "" || other == nil {
		return false, nil
	}
	if out.Kind != other.Kind {
		return false, nil
	}
	// What a judge compares, value by value (as their JSON would compare,
	// without writing it).
	return reflect.DeepEqual(judged(out.Expect), judged(other.Expect)), nil
}

// DescribeOpen returns the open options and the readings the engine may
// play, as "option=a|b", sorted.
func (e *Engine) DescribeOpen() []string {
	var out []string
	for _, name := range slices.Sorted(maps.Keys(e.Open)) {
		if e.Selectable[name] == nil && len(e.Open[name]) > 1 {
			out = append(out, name+"="+strings.Join(e.Open[name], "|"))
		}
	}
	return out
}
