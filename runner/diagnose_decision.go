package runner

import (
	"encoding/json"
	"errors"
	"fmt"
	"runtime"
	"sync"

	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/reference"
)

// Decisions: a failure no health, nondeterminism or reading explains is a
// bug, and its class is named by the first decision of the rules that,
// taken the other way, gives the engine's answer: the move is replayed by
// the reference with each decision of its trace flipped in turn
// (reference.ApplyFlipped), earliest first. The decision is the cause, what
// shows first in the board only its effect (a capture from the wrong pit is
// the facing pit's decision, BOARD-8, not the sowing that follows).
// Where no single decision explains the answer, the class falls back to the
// step where the answers part, ranked by Ochiai.

// decisionQuestion finds the first decision of each bug (it does not
// explain the failure away: the failure stays a bug, at that decision).
type decisionQuestion struct{}

// decisionFound is a decision whose other way gives the engine's answer.
type decisionFound struct {
	k    int             // its index among the move's decisions
	ev   reference.Event // the decision as the reference took it
	move json.RawMessage // the move it is a decision of
}

func (decisionQuestion) explain(d *diagnosis) {
	var todo []*job
	for _, j := range d.failures() {
		if fl := j.res.fl; !fl.diff.health() && j.res.div != nil {
			todo = append(todo, j)
		}
	}
	var wg sync.WaitGroup
	workers := runtime.GOMAXPROCS(0)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; i < len(todo); i += workers {
				j := todo[i]
				j.res.fl.decision = firstDecision(j)
			}
		}()
	}
	wg.Wait()
}

// firstDecision returns the earliest decision of the failing move's trace
// whose other way gives the engine's answer, or nil.
func firstDecision(j *job) *decisionFound {
	dv := j.res.div
	r, ok := dv.refRules()
	if !ok {
		return nil
	}
	p, err := protocol.DecodePosition(dv.pos)
	if err != nil {
		return nil
	}
	var m reference.Move
	if json.Unmarshal(dv.move, &m) != nil {
		return nil
	}
	// What the engine answered for this move: refused (or left out), or a
	// result (its apply reply, or its listed successor).
	refused := dv.what == diffRefused || dv.what == diffMissing
	var got reference.Result
	if !refused {
		gp, gout := dv.gotPos, dv.gotOut
		if gp == nil && dv.what == diffExtra {
			gp, gout = listedSuccessor(j.res.fl.reply, m)
		}
		if gp == nil {
			return nil
		}
		if got.Position, err = protocol.DecodePosition(gp); err != nil {
			return nil
		}
		if json.Unmarshal(nullToEmpty(gout), &got.Outcome) != nil {
			return nil
		}
	}
	_, trace, _ := reference.ApplyTrace(r, p, m)
	for k, dec := range reference.Decisions(trace) {
		res, _, err := reference.ApplyFlipped(r, p, m, k)
		var ie *reference.IllegalMoveError
		switch {
		case refused && errors.As(err, &ie), !refused && err == nil && sameResult(res, got, &r):
			return &decisionFound{k: k, ev: dec, move: dv.move}
		}
	}
	return nil
}

// listedSuccessor returns the successor a moves reply lists for m.
func listedSuccessor(b *protocol.Reply, m reference.Move) (pos, out json.RawMessage) {
	if b == nil {
		return nil, nil
	}
	for _, s := range b.Moves {
		var lm reference.Move
		if json.Unmarshal(s.Move, &lm) == nil && lm == m {
			return s.Position, s.Outcome
		}
	}
	return nil, nil
}

// text says the decision in words: the reference's step, and that its other
// way gives the engine's answer.
func (f *decisionFound) text() string {
	return fmt.Sprintf("the reference's decision %d. %s; taken the other way, it gives your engine's answer", f.k+1, f.ev.String())
}
