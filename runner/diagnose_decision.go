package runner

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"runtime"
	"sync"

	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/reference"
)

// Decisions: a failure no health, nondeterminism or reading explains is a
// bug, and its class is named by the decision of the rules that, taken the
// other way, gives the engine's answer: the move is replayed by the
// reference with each decision of its trace flipped in turn
// (reference.ApplyFlipped). The decision is the cause, what
// shows first in the board only its effect (a capture from the wrong pit is
// the facing pit's decision, BOARD-8, not the sowing that follows).
// Where no single decision explains the answer, the class falls back to the
// step where the answers part, ranked by Ochiai.

// decisionQuestion finds the first decision of each bug (it does not
// explain the failure away: the failure stays a bug, at that decision).
// Several decisions may give the engine's answer on one move (nearly any
// decision of a start, taken the other way, refuses it); as with readings,
// the vectors the engine passes tell them apart: a decision the engine took
// the reference's way on them is not its bug. Of the decisions that give
// the answer, the one the fewest passing vectors take (in proportion to the
// failures it explains) wins, the earliest on a tie.
type decisionQuestion struct{}

// decisionFound is a decision whose other way gives the engine's answer.
type decisionFound struct {
	k    int             // its index among the move's decisions
	ev   reference.Event // the decision as the reference took it
	move json.RawMessage // the move it is a decision of
	// alike says whether every later decision like it was taken the other
	// way too (reference.ApplyFlippedAlike).
	alike reference.Alike
	// systematic says the engine takes the decision the other way on at
	// least as many vectors as it takes it the reference's way, where the
	// other way would answer otherwise, at the count it read: a slip that
	// errs wherever its rule reads that, not a chance match.
	systematic bool
	// phase is the phase of the move's position: the facing pit of a namua
	// start is its own pit's, of a mtaji start the first sowing's landing
	// pit's, two readings of BOARD-8 that an engine codes apart.
	phase reference.Phase
}

// key names a decision as a bug would take it the other way: its kind, its
// rule and the way the reference took it (for the facing pit, in which
// phase).
func (f *decisionFound) key() string {
	if f.ev.Decision == reference.DecFacing {
		return fmt.Sprintf("%s %s %v %s", f.ev.Decision, f.ev.Rule, f.ev.Held, f.phase)
	}
	return fmt.Sprintf("%s %s %v", f.ev.Decision, f.ev.Rule, f.ev.Held)
}

// debugDecisions prints each bug's candidate decisions (BAO_DEBUG_DECISIONS).
var debugDecisions = os.Getenv("BAO_DEBUG_DECISIONS") != ""

// maxDecisionSample bounds the passing vectors whose decisions are counted.
const maxDecisionSample = 3000

func (decisionQuestion) explain(d *diagnosis) {
	var todo []*job
	for _, j := range d.failures() {
		if fl := j.res.fl; !fl.diff.health() && j.res.div != nil {
			todo = append(todo, j)
		}
	}
	cands := make([][]decisionFound, len(todo))
	parallel(len(todo), func(i int) { cands[i] = flipsGiving(todo[i]) })
	explains := map[string]int{}
	for _, cs := range cands {
		for _, c := range cs {
			explains[c.key()]++
			explains[c.countKey()]++
		}
	}
	if len(explains) == 0 {
		return
	}
	taken := d.decisionsTaken(explains)
	share := func(key string) float64 {
		e, t := float64(explains[key]), float64(taken[key])
		return t / (e + t)
	}
	for i, cs := range cands {
		if len(cs) == 0 {
			continue
		}
		// The share of the vectors taking the decision at the count it
		// read that the engine gets right first (a slip errs wherever its
		// rule reads what it read here), then at any count. On a tie the
		// later decision: where the evidence cannot tell two apart, the
		// later is asked only where the earlier was answered as it was (a
		// house's taxation once it is functional), the narrower cause.
		best := 0
		for k := 1; k < len(cs); k++ {
			a, b := share(cs[k].countKey()), share(cs[best].countKey())
			if a < b || a == b && share(cs[k].key()) <= share(cs[best].key()) {
				best = k
			}
		}
		// A decision the engine takes the reference's way where the other
		// way would answer otherwise, on more vectors than it explains at
		// the count it read and on a hundred times as many at any count, is
		// not its bug, even where its other way gives this answer (any start
		// condition taken the other way refuses a move): no single decision
		// explains it.
		c := &cs[best]
		if c.systematic = share(c.countKey()) < 0.5; c.systematic || taken[c.key()] < 100*explains[c.key()] {
			todo[i].res.fl.decision = c
		}
		if debugDecisions {
			for _, c := range cs {
				fmt.Fprintf(os.Stderr, "%s: %s explains %d (%d at %d), taken %d (%d)\n", todo[i].res.ID, c.key(), explains[c.key()],
					explains[c.countKey()], c.ev.Seeds, taken[c.key()], taken[c.countKey()])
			}
		}
	}
}

// decisionsTaken counts, for each decision key, the passing vectors (a
// sample) whose moves take it as the reference does where taking it the
// other way would have given another answer (a decision that is always
// taken, such as the facing pit's, is evidence only where the board makes
// it matter).
func (d *diagnosis) decisionsTaken(keys map[string]int) map[string]int {
	var pass []*job
	for _, j := range d.jobs {
		if j.res.Status == Pass && j.meaning() != nil && j.v.Kind != "perft" {
			pass = append(pass, j)
		}
	}
	if len(pass) > maxDecisionSample {
		step := len(pass) / maxDecisionSample
		var s []*job
		for i := 0; i < len(pass); i += step {
			s = append(s, pass[i])
		}
		pass = s
	}
	found := make([]map[string]bool, len(pass))
	parallel(len(pass), func(i int) {
		found[i] = map[string]bool{}
		j := pass[i]
		r := *j.meaning()
		p, err := protocol.DecodePosition(j.v.Position)
		if err != nil {
			return
		}
		var moves []reference.Move
		var m reference.Move
		if j.v.Move != nil && json.Unmarshal(j.v.Move, &m) == nil {
			moves = append(moves, m)
		} else if ms, err := reference.LegalMoves(r, p, nil); err == nil {
			moves = ms[:min(len(ms), 8)]
		}
		for _, m := range moves {
			res, trace, err := reference.ApplyTrace(r, p, m)
			for k, ev := range reference.Decisions(trace) {
				f := decisionFound{ev: ev, phase: p.Phase()}
				var ask []string
				for _, key := range []string{f.key(), f.countKey()} {
					if _, ok := keys[key]; ok && !found[i][key] {
						ask = append(ask, key)
					}
				}
				if len(ask) == 0 {
					continue
				}
				// Taken the reference's way counts where the other way
				// would have answered otherwise: a decision whose other
				// way changes nothing here says nothing of the engine.
				fres, _, ferr := reference.ApplyFlipped(r, p, m, k)
				if errors.Is(ferr, reference.ErrCannotFlip) {
					continue
				}
				if (err == nil) != (ferr == nil) || (err == nil && !sameResult(res, fres, &r)) {
					for _, key := range ask {
						found[i][key] = true
					}
				}
			}
		}
	})
	out := map[string]int{}
	for _, f := range found {
		for k := range f {
			out[k]++
		}
	}
	return out
}

// parallel calls f(0..n-1) on every core.
func parallel(n int, f func(i int)) {
	var wg sync.WaitGroup
	workers := runtime.GOMAXPROCS(0)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; i < n; i += workers {
				f(i)
			}
		}()
	}
	wg.Wait()
}

// flipsGiving returns the decisions of the failing move's trace whose other
// way gives the engine's answer, in trace order.
func flipsGiving(j *job) []decisionFound {
	return flipsGivingDiv(j.res.div, j.res.fl.reply)
}

// flipsGivingDiv is flipsGiving for a divergence dv and the engine's reply
// (a moves reply lists the successor of an extra move).
func flipsGivingDiv(dv *divergence, reply *protocol.Reply) []decisionFound {
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
			gp, gout = listedSuccessor(reply, m)
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
	decs := reference.Decisions(trace)
	var out []decisionFound
	// One decision taken the other way; where none gives the answer, a
	// decision and every later one like it (a slip errs wherever its rule
	// reads the same, not once).
	for _, alike := range []reference.Alike{reference.AlikeNone, reference.AlikeCount, reference.AlikeKind} {
		for k, dec := range decs {
			res, _, err := reference.ApplyFlippedAlike(r, p, m, k, alike)
			var ie *reference.IllegalMoveError
			switch {
			case refused && errors.As(err, &ie), !refused && err == nil && sameResult(res, got, &r):
				out = append(out, decisionFound{k: k, ev: dec, move: dv.move, alike: alike, phase: p.Phase()})
			}
		}
		if len(out) > 0 || refused {
			break // a refusal is what one flip already gives
		}
	}
	return out
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

// countKey is key with the count the decision read (Event.Seeds).
func (f *decisionFound) countKey() string {
	return fmt.Sprintf("%s #%d", f.key(), f.ev.Seeds)
}

// text says the decision in words: the reference's step, and that its other
// way gives the engine's answer.
func (f *decisionFound) text() string {
	how := "taken the other way"
	switch f.alike {
	case reference.AlikeCount:
		how += ", here and wherever the move takes it again reading the same count,"
	case reference.AlikeKind:
		how += ", here and wherever the move takes it again,"
	}
	return fmt.Sprintf("the reference's decision %d. %s; %s it gives your engine's answer", f.k+1, f.ev.String(), how)
}
