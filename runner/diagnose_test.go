package runner

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/reference"
)

// perMove is an engine in-process that plays the reference engine with the
// rules a test chooses for each move: an engine that mixes readings, one
// reading here and another there. Its hello declares no option.
type perMove struct {
	rules func(p reference.Position, m reference.Move) reference.Rules
	id    int64
	n     int
}

func (e *perMove) Start() ([]byte, error) {
	return []byte(`{"id":0,"name":"per-move","version":"1","variants":["kiswahili"],"options":{}}`), nil
}

func (e *perMove) Do(reqs [][]byte) []Reply {
	out := make([]Reply, len(reqs))
	for i, r := range reqs {
		e.id++
		e.n++
		out[i] = Reply{ID: e.id, Seq: e.n, Raw: e.answer(e.id, r)}
	}
	return out
}

// answer plays one request (the members after the id) by the reference
// under the chosen rules.
func (e *perMove) answer(id int64, req []byte) []byte {
	head := fmt.Sprintf(`{"id":%d,`, id)
	var p reference.Position
	if err := json.Unmarshal(requestPosition(req), &p); err != nil {
		return []byte(head + `"error":{"kind":"bad-position","message":"` + protocol.Clean(err) + `"}}`)
	}
	if p.Variant != reference.Kiswahili {
		return []byte(head + `"error":{"kind":"unsupported","message":"kiswahili only"}}`)
	}
	play := func(m reference.Move) (reference.Result, error) { return reference.Apply(e.rules(p, m), p, m) }
	if opOf(req) == protocol.OpApply {
		var m reference.Move
		json.Unmarshal(requestMember(req, "move"), &m)
		res, err := play(m)
		if err != nil {
			return []byte(head + `"error":{"kind":"illegal-move","message":"no"}}`)
		}
		b := append([]byte(head+`"position":`), protocol.AppendPosition(nil, &res.Position)...)
		b = append(b, `,"outcome":`...)
		b = append(protocol.AppendOutcome(b, res.Outcome), '}')
		return b
	}
	// Every move some chosen rules make legal, each with its own result.
	seen := map[reference.Move]bool{}
	b := []byte(head + `"moves":[`)
	for _, r := range []reference.Rules{{}, e.rules(p, reference.Move{})} {
		ms, _ := reference.LegalMoves(r, p, nil)
		for _, m := range ms {
			if seen[m] {
				continue
			}
			seen[m] = true
			res, err := play(m)
			if err != nil {
				continue
			}
			if len(seen) > 1 && b[len(b)-1] != '[' {
				b = append(b, ',')
			}
			s := reference.Successor{Move: m, Result: res}
			b = protocol.AppendSuccessor(b, &s)
		}
	}
	return append(b, "]}"...)
}

func (e *perMove) Stats() Stats            { return Stats{Requests: int(e.id)} }
func (e *perMove) Violations() []Violation { return nil }
func (e *perMove) Close()                  {}

// option returns the default rules with one option's reading.
func option(name, reading string) reference.Rules {
	var r reference.Rules
	o, _ := reference.LookupOption(name)
	_ = o.Set(&r, reading)
	return r
}

// TestMixedReadingNotABug runs an engine that keeps its emptied house intact
// after a namua start from it (houseDestroyedBy=capture-or-safari there) and
// destroys it on every other lift (any-emptying): neither reading of
// DISPUTE-4 alone. Its failures are that reading's, not a rule's, and the
// dialect row says the engine mixes the two (issue 33).
func TestMixedReadingNotABug(t *testing.T) {
	eng := &perMove{rules: func(p reference.Position, m reference.Move) reference.Rules {
		if p.Phase() == reference.Namua && m.Pit.Valid() && m.Pit.Ring() == reference.HouseRing && p.House[p.ToMove] == reference.HouseIntact {
			return option("houseDestroyedBy", "capture-or-safari")
		}
		return reference.Rules{}
	}}
	rep, err := Run(context.Background(), eng, loadVectors(t, ""), Options{Name: "mixed"})
	if err != nil {
		t.Fatal(err)
	}
	var text strings.Builder
	rep.WriteText(&text, 1)
	fail, _ := rep.Failed()
	if len(fail) == 0 {
		t.Fatalf("no failure: the engine plays neither reading\n%s", text.String())
	}
	for _, c := range rep.Classes {
		if c.Explanation != ExplReading || c.Reading.Readings[0] != "houseDestroyedBy=capture-or-safari" || c.Reading.Contradicting == 0 {
			t.Errorf("class %q (%s, %d vectors): want every failure filed under houseDestroyedBy=capture-or-safari, mixed", c.Title, c.Explanation, len(c.Vectors))
		}
	}
	row := dialectRow(rep, "houseDestroyedBy")
	if !strings.HasPrefix(row.MainRun, "mixed: capture-or-safari") || !strings.Contains(row.MainRun, "any-emptying") {
		t.Errorf("dialect row houseDestroyedBy: main run %q, want it to say the engine mixes capture-or-safari and any-emptying", row.MainRun)
	}
	if t.Failed() || testing.Verbose() {
		t.Log(text.String()[:min(6000, text.Len())])
	}
}

// dialectRow returns the report's row of an option.
func dialectRow(rep *Report, option string) DialectRow {
	for _, r := range rep.Dialect {
		if r.Option == option {
			return r
		}
	}
	return DialectRow{}
}
