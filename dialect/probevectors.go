package dialect

import (
	"fmt"
	"strings"

	"encoding/json"
	"errors"
	"slices"

	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/reference"
	"github.com/baolakiswahili/conformance/vectors"
)

// ProbesFile builds probes.json from the committed probe selection
// (Selection): for every probe, one vector per reading of its option,
// the same position and move under rules naming the reading, each expecting
// that reading's answer. Vectors of one probe share Dialect.Probe. The main
// run checks them like any apply or illegal vector; the dialect pass sends
// each probe once without the option and judges the answer against every
// reading.
func ProbesFile() (*vectors.File, error) {
	ps, err := Selection()
	if err != nil {
		return nil, err
	}
	f := &vectors.File{Format: vectors.Format, Name: "probes",
		Description: "Engine-derived isolated dialect probes: for every disputed point, a position and one move whose result differs between the point's readings and is the same under every reading of every other point and every profile. One vector per reading (rules naming it); vectors of one probe share dialect.probe."}
	for _, pr := range ps {
		o, err := pr.OptionOf()
		if err != nil {
			return nil, err
		}
		if err := pr.Recheck(); err != nil {
			return nil, fmt.Errorf("vectors: probe %s is no longer isolated (search again: go test ./dialect -run TestProbeSearch -search-probes): %w", pr.ID(), err)
		}
		ans := Under(reference.Rules{}, o, pr.Position, pr.Move)
		pj, mj := posJSON(&pr.Position), moveJSON(pr.Move)
		for i, reading := range o.Readings {
			rj := reference.RulesJSON{Profile: "default", Options: map[string]string{o.Name: reading}}
			r, err := rj.Resolve()
			if err != nil {
				return nil, err
			}
			text, err := reference.FormatMove(r, pr.Position, pr.Move)
			if err != nil {
				text = pr.Move.String()
			}
			v := vectors.Vector{
				ID: pr.ID() + "." + reading, Derived: vectors.DerivedEngine, Rules: rj,
				RuleIDs: []string{},
				Tags: []string{"engine-derived", "probe", pr.Position.Variant.String(), pr.Position.Phase().String(),
					strings.ToLower(o.Dispute), "option-" + o.Name, "reading-" + reading},
				Dialect:  &vectors.Dialect{Dispute: o.Dispute, Option: o.Name, Reading: reading, Probe: pr.ID()},
				Position: pj, Move: mj, MoveText: text,
				Description: fmt.Sprintf("%s %s Probe under the reading %q (position from %s).", o.Dispute, o.Question, reading, pr.Origin),
			}
			if len(pr.MootUnder) > 0 {
				v.Description += " Every reading gives the same answer under " + strings.Join(pr.MootUnder, ", ") + "."
			}
			if len(pr.DependsOn) > 0 {
				v.Description += " The answers depend on the readings of " + strings.Join(pr.DependsOn, ", ") + " (here at the default)."
			}
			if a := ans[i]; a.Illegal {
				v.Kind = vectors.KindIllegal
				_, err := reference.Apply(r, pr.Position, pr.Move)
				if err == nil {
					return nil, fmt.Errorf("vectors: probe %s: %s is legal under %s=%s on a second look", pr.ID(), text, o.Name, reading)
				}
				v.RuleIDs = illegalRules(err)
				v.Expect = vectors.Expect{Error: protocol.KindIllegalMove, Message: err.Error()}
			} else {
				v.Kind = vectors.KindApply
				if _, trace, err := reference.ApplyTrace(r, pr.Position, pr.Move); err == nil {
					seen := map[string]bool{}
					for _, e := range reference.Effects(trace) { // the rules of its effects, not of its decisions
						if e.Rule != "" && !seen[e.Rule] {
							seen[e.Rule] = true
							v.RuleIDs = append(v.RuleIDs, e.Rule)
						}
					}
				}
				v.Expect = vectors.Expect{Position: posJSON(&a.Result.Position), Outcome: outcomeJSON(a.Result.Outcome)}
			}
			f.Vectors = append(f.Vectors, v)
		}
	}
	return f, nil
}

// illegalRules returns the rule IDs an illegal move's error names (none for
// other errors), as the illegal vectors carry them.
func illegalRules(err error) []string {
	var ie *reference.IllegalMoveError
	if errors.As(err, &ie) && ie.Rules != nil {
		return slices.Clone(ie.Rules)
	}
	return []string{}
}

func posJSON(p *reference.Position) json.RawMessage { return protocol.AppendPosition(nil, p) }

func moveJSON(m reference.Move) json.RawMessage { return protocol.AppendMove(nil, m) }

func outcomeJSON(o reference.Outcome) json.RawMessage { return protocol.AppendOutcome(nil, o) }
