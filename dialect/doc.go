// Package dialect tells which readings of the disputed rules an engine plays,
// and judges vectors under an engine's own readings. It is the one home of the
// dialect work; the runner's dialect pass only sends the probes and renders
// what this package concludes.
//
// The isolated probes (probe.go, selection.go, selection.json): for one rule
// option, a position and one move whose result differs between the option's
// readings and is the same under every reading of every other option and
// under every profile (Check; with recorded relaxations where the game allows
// no strictly isolated probe: moot under some readings, or dependent on the
// readings of up to two other options). They are chosen once by a seeded
// search (search.go, candidates.go, incremental.go; `go test ./dialect -run
// TestProbeSearch -search-probes`) and exported as vectors/data/probes.json
// (probevectors.go).
//
// The inference (infer.go) sends nothing itself: given the engine's answers
// to the probes, sent without their option, it chooses the combination of
// readings that explains the most probes, and for each option a verdict:
//   - one reading: the best combinations agree on it;
//   - readings joined by "|": the probes cannot tell them apart;
//   - "none": no judged probe gave any reading's answer;
//   - "undetermined": no probe could be judged (errors, unsupported variants);
//   - "n/a": the engine does not play the rule at all (its readings make
//     the option moot on every probe, such as kutakatia=off for the
//     blocking options).
//
// A verdict is "uncertain" when probes the engine fails for reasons no
// reading explains, or probes that give another reading's answer, could have
// changed it.
//
// Under a dialect (declared in the hello, or inferred from the probes) every
// vector is judged by what the reference engine gives under the engine's own
// readings (Rewrite, Engine.Plan); a vector whose answer depends on readings
// the probes left apart or could not establish is n/a with the reason.
package dialect
