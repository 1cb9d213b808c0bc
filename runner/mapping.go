package runner

import (
	"errors"
	"slices"

	"github.com/baolakiswahili/conformance/dialect"
	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/mapping"
	"github.com/baolakiswahili/conformance/reference"
)

// mappingClass is the class of the mapping check's requests for the
// timeouts (DoClassed): an engine that hangs on them loses them alone.
const mappingClass = "mapping check"

// CheckMapping sends the mapping probes (package mapping) to a started
// engine, whose hello is given, and returns what they show about its
// adapter's mapping: a mapping finding, whose Line is the report's mapping
// line. The predictions are the reference's under the readings the
// engine plays (mappingRules): those its hello declares; with none
// declared, the default rules' and each profile's, the best finding of
// them (mapping.DiagnoseAmong). An engine that does not play Kiswahili
// gets a finding that is not judged. The error is for a call the check
// cannot serve (no engine or no hello, a hello whose dialect is not one
// the runner knows); the engine's own failures (crashes, timeouts,
// garbage) are answers that agree with nothing.
func CheckMapping(eng Engine, hello *protocol.Hello) (*mapping.Finding, error) {
	if eng == nil || hello == nil {
		return nil, errors.New("mapping check: no engine or no hello")
	}
	own, err := declaredDialect(hello)
	if err != nil {
		return nil, err
	}
	answers, f := askMapping(eng, hello)
	if f != nil {
		return f, nil
	}
	return diagnoseMapping(answers, own), nil
}

// declaredDialect returns the engine its hello declares (nil when it
// declares no dialect), or the error that names what is wrong with it.
func declaredDialect(hello *protocol.Hello) (*dialect.Engine, error) {
	if hello.Dialect == nil {
		return nil, nil
	}
	decl := &dialect.Declaration{Profile: hello.Dialect.Profile, Options: hello.Dialect.Options}
	if err := dialect.CheckHello(hello.Options, decl); err != nil {
		return nil, err
	}
	return dialect.Declared(hello.Options, hello.Profiles, decl)
}

// askMapping sends the mapping probes and returns the engine's answers,
// in the order of mapping.Probes; to an engine that does not play
// Kiswahili it sends nothing and returns a finding that is not judged.
func askMapping(eng Engine, hello *protocol.Hello) ([]mapping.Answer, *mapping.Finding) {
	probes := mapping.Probes()
	if !slices.Contains(hello.Variants, "kiswahili") {
		f := mapping.Finding{Verdict: mapping.NotJudged, Probes: len(probes),
			Line: "Mapping: not judged (the engine does not play kiswahili, the variant of the mapping positions)"}
		return nil, &f
	}
	reqs := make([][]byte, len(probes))
	classes := make([]string, len(probes))
	for i := range probes {
		reqs[i] = probes[i].Request()
		classes[i] = mappingClass
	}
	replies := doClassed(eng, reqs, classes)
	answers := make([]mapping.Answer, len(probes))
	for i := range answers {
		switch {
		case i >= len(replies):
			answers[i] = mapping.Answer{Bad: "no reply"}
		case replies[i].Err != nil:
			answers[i] = mapping.Answer{Bad: "engine error: " + replies[i].Err.Error()}
		default:
			answers[i] = mapping.ParseReply(replies[i].Raw)
		}
	}
	return answers, nil
}

// diagnoseMapping judges the answers to the mapping probes under the
// readings the engine plays (mappingRules).
func diagnoseMapping(answers []mapping.Answer, own *dialect.Engine) *mapping.Finding {
	f := mapping.DiagnoseAmong(answers, mappingRules(own))
	return &f
}

// mappingRules returns the rule sets the mapping probes' answers are
// diagnosed under, the likeliest first. The probes ask for the default
// rules, and an engine that plays its own readings plays those: the
// readings its hello declares (own.Declared) are the only ones; the
// readings the dialect probes inferred come first, then (the inference
// may have gone astray through the very slip the mapping check looks for)
// the default rules and each profile; with none known (own nil), the
// default rules and each profile.
func mappingRules(own *dialect.Engine) []reference.Rules {
	var rs []reference.Rules
	if own != nil {
		if eff, _, err := own.Effective(reference.RulesJSON{Profile: "default"}); err == nil {
			if own.Declared {
				return []reference.Rules{eff}
			}
			rs = append(rs, openAsProfile(eff, own.Open))
		}
	}
	for _, name := range reference.ProfileNames() {
		if r, err := reference.Profile(name); err == nil && !slices.Contains(rs, r) {
			rs = append(rs, r)
		}
	}
	return rs
}

// openAsProfile sets each option the probes left open to the reading of
// the profile nearest to the settled readings, where the engine may play
// it: the mapping positions are predicted, and the mapping line names the
// readings, as the likeliest readings rather than the vectors' defaults
// (BGA, whose lone-kichwa and lap-limit readings the probes left open, is
// "profile bga", not "profile bga with loneKichwa=forbidden,
// lapLimit=192-seeds").
func openAsProfile(r reference.Rules, open map[string][]string) reference.Rules {
	if len(open) == 0 {
		return r
	}
	var best reference.Rules
	least := -1
	for _, name := range reference.ProfileNames() {
		p, err := reference.Profile(name)
		if err != nil {
			continue
		}
		d := 0
		for o := range r.Diff(p) {
			if _, isOpen := open[o]; !isOpen {
				d++
			}
		}
		if least < 0 || d < least {
			best, least = p, d
		}
	}
	for name, readings := range open {
		if o, ok := reference.LookupOption(name); ok {
			if v := o.Get(&best); slices.Contains(readings, v) {
				_ = o.Set(&r, v)
			}
		}
	}
	return r
}
