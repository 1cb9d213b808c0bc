package runner

import (
	"bytes"
	"fmt"
	"maps"

	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/reference"
)

// Nondeterminism: each failing request is asked once more after the run (as
// Hypothesis replays a failing example before it reports it). An engine
// whose answer changes is told it is nondeterministic, and those failures
// are not ranked as rules: the same request, asked again, gets another
// answer, so no rule is what it shows.

// FlakyClass is the class of failures whose request got another answer
// when asked again.
type FlakyClass struct {
	// Asked failing requests were asked again; Changed of them got another
	// answer (the class's vectors).
	Asked   int `json:"asked"`
	Changed int `json:"changed"`
}

// flakyQuestion explains failures by nondeterminism.
type flakyQuestion struct{}

func (flakyQuestion) explain(d *diagnosis) {
	var js []*job
	var reqs [][]byte
	var changed []*job
	asked := 0
	for _, j := range d.failures() {
		fl := j.res.fl
		switch {
		case fl.perft != nil:
			// A move tree has no one reply: it is walked again.
			asked++
			var res Result
			if nj := d.again(j, &res); nj.res.fl == nil || !maps.Equal(nj.res.fl.perft, fl.perft) {
				changed = append(changed, j)
			}
		case fl.diff.health() || fl.req == nil || fl.reply == nil:
			// health is asked about apart
		default:
			js = append(js, j)
			reqs = append(reqs, fl.req)
		}
	}
	for start := 0; start < len(reqs); start += batchRequests {
		end := min(start+batchRequests, len(reqs))
		for i, rp := range d.eng.Do(reqs[start:end]) {
			j := js[start+i]
			if rp.Err != nil {
				continue // an engine error now says nothing of the answer
			}
			if !sameReply(j.res.fl, rp.Raw, j.meaning()) {
				changed = append(changed, j)
			}
		}
	}
	if len(changed) == 0 {
		return
	}
	fc := &FlakyClass{Asked: asked + len(reqs), Changed: len(changed)}
	e := &explanation{kind: ExplFlaky, key: "flaky", flaky: fc,
		title: fmt.Sprintf("nondeterministic: asked again, %d of %d failing requests got another answer", fc.Changed, fc.Asked)}
	for _, j := range changed {
		j.res.fl.expl = e
	}
}

// sameReply reports whether raw, a reply to the failing request asked
// again, says what the failure's reply said (by meaning under r).
func sameReply(fl *failure, raw []byte, r *reference.Rules) bool {
	b, err := protocol.DecodeReply(raw)
	if err != nil {
		return false
	}
	if sameWritten(fl.reply, b) {
		return true
	}
	op := opOf(fl.req)
	a1, ok1 := engineAnswer(op, fl.reply)
	a2, ok2 := engineAnswer(op, b)
	return ok1 && ok2 && a1.same(a2, r)
}

// sameWritten reports whether two replies are written alike (their ids
// aside).
func sameWritten(a, b *protocol.Reply) bool {
	if (a.Error == nil) != (b.Error == nil) || a.Error != nil && *a.Error != *b.Error {
		return false
	}
	if !bytes.Equal(a.Position, b.Position) || !bytes.Equal(a.Outcome, b.Outcome) || len(a.Moves) != len(b.Moves) {
		return false
	}
	for i := range a.Moves {
		x, y := a.Moves[i], b.Moves[i]
		if !bytes.Equal(x.Move, y.Move) || !bytes.Equal(x.Position, y.Position) || !bytes.Equal(x.Outcome, y.Outcome) {
			return false
		}
	}
	return true
}
