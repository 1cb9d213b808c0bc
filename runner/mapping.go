package runner

import (
	"errors"
	"slices"

	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/mapping"
)

// mappingClass is the class of the mapping check's requests for the
// timeouts (DoClassed): an engine that hangs on them loses them alone.
const mappingClass = "mapping check"

// CheckMapping sends the mapping probes (package mapping) to a started
// engine, whose hello is given, and returns what they show about its
// adapter's mapping: mapping.Diagnose's finding, whose Line is the
// report's mapping line. An engine that does not play Kiswahili gets a
// finding that is not judged. The error is for a call the check cannot
// serve (no engine or no hello); the engine's own failures (crashes,
// timeouts, garbage) are answers that agree with nothing.
func CheckMapping(eng Engine, hello *protocol.Hello) (*mapping.Finding, error) {
	if eng == nil || hello == nil {
		return nil, errors.New("mapping check: no engine or no hello")
	}
	probes := mapping.Probes()
	if !slices.Contains(hello.Variants, "kiswahili") {
		f := mapping.Finding{Verdict: mapping.NotJudged, Probes: len(probes),
			Line: "Mapping: not judged (the engine does not play kiswahili, the variant of the mapping positions)"}
		return &f, nil
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
	f := mapping.Diagnose(answers)
	return &f, nil
}
