package runner

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/reference"
)

// Divergences: where a failing vector's answer leaves the reference's. The
// kinds record, as they judge, the request, the move and the engine's result
// (diverge, divergeMoves, divergeSet, divergeInvalid); the triage
// (triage.go) finds the step of the reference's trace where the answers
// part (divergeCands) and the rule that step applies, which names the
// failure's class.

// divergence is where a failing vector's answer left the expected one, as
// the kinds record it: the request's position, the move concerned and the
// engine's result.
type divergence struct {
	what   difference
	rules  json.RawMessage  // the rules object sent
	ref    *reference.Rules // the rules of the expectation, when rules does not say them all
	pos    json.RawMessage  // the position of the request
	move   json.RawMessage  // the move concerned, if any
	gotPos json.RawMessage  // the engine's position (diffWrong)
	gotOut json.RawMessage
	// step: the rule IDs of the first step of the reference's trace where
	// the answers part (set by the triage).
	listed []string   // the moves the engine listed (missing, extra), in notation
	cands  []stepCand // the steps where the answers may part (the triage's)
	step   *stepCand  // the chosen one
	// decision is the first decision whose other way gives the engine's
	// answer, when one does (diagnose_decision.go).
	decision *decisionFound
}

// diverge records how the engine's answer to req left the expected one.
func (j *job) diverge(req []byte, what difference, move, gotPos, gotOut json.RawMessage) {
	pos := requestPosition(req)
	if pos == nil {
		pos = j.v.Position
	}
	j.res.div = &divergence{what: what, rules: j.rules, ref: j.refRules(), pos: pos, move: move, gotPos: gotPos, gotOut: gotOut}
}

// refRules returns the rules the job's expectation is computed under when
// the rules sent do not say them all (the engine's readings), else nil.
func (j *job) refRules() *reference.Rules {
	if j.dialect == nil {
		return nil
	}
	eff, _, err := j.dialect.Effective(j.ownRules)
	if err != nil {
		return nil
	}
	return &eff
}

// refRules returns the rules the reference answers a divergence under.
func (d *divergence) refRules() (reference.Rules, bool) {
	if d.ref != nil {
		return *d.ref, true
	}
	return resolveRules(d.rules)
}

// eventRules returns the rule of an event and the rules its detail cites.
func eventRules(e *reference.Event, add func(string)) {
	if e.Rule != "" {
		add(e.Rule)
	}
	for _, id := range citedRule.FindAllString(e.Detail, -1) {
		add(id)
	}
}

// resolveRules turns a wire rules object into the reference's rules.
func resolveRules(raw json.RawMessage) (reference.Rules, bool) {
	var rj reference.RulesJSON
	if json.Unmarshal(raw, &rj) != nil {
		return reference.Rules{}, false
	}
	r, err := rj.Resolve()
	return r, err == nil
}

// Cells of a position compared step by step (bit indexes of a cell set).
const (
	cellStore   = 32 // +side
	cellHouse   = 34 // +side
	cellToMove  = 36
	cellBlocked = 37
	cellMust    = 38
	cellLasting = 39
	cellOutcome = 40
)

// cellsDiff returns the set of cells where two positions differ.
func cellsDiff(a, b *reference.Position) uint64 {
	var d uint64
	for s := 0; s < 2; s++ {
		for i := 0; i < reference.RingSize; i++ {
			if a.Pits[s][i] != b.Pits[s][i] {
				d |= 1 << (s*16 + i)
			}
		}
		if a.Store[s] != b.Store[s] {
			d |= 1 << (cellStore + s)
		}
		if a.House[s] != b.House[s] {
			d |= 1 << (cellHouse + s)
		}
	}
	if a.ToMove != b.ToMove {
		d |= 1 << cellToMove
	}
	if a.Blocked != b.Blocked {
		d |= 1 << cellBlocked
	}
	if a.MustCapture != b.MustCapture {
		d |= 1 << cellMust
	}
	if a.Lasting != b.Lasting {
		d |= 1 << cellLasting
	}
	return d
}

// stepCand is a step of the reference's trace where the engine's answer
// may have left the reference's: its rules and its text.
type stepCand struct {
	rules []string
	text  string
	event bool // a step of the trace (else a rule no event records)
}

// divergeAt finds where the engine's answer leaves the reference's, sets
// d.cands, and returns the class rule: the most suspicious candidate rule
// (score), with d.stepText its step. For a wrong result the answers
// part at the first event of the reference's trace that changes a cell the
// two results disagree on, or later: every event from there on is a
// candidate (a sowing with the event that started it: the capture that
// chose its kichwa, the relay, the safari); when no event touches those
// cells (the engine went on where the move ends, or stopped where it goes
// on), the event that ends the move. For a legal move the engine refused
// or left out, every event of the move; for an illegal move it played or
// listed, the rules the reference's refusal cites.
func divergeAt(r reference.Rules, d *divergence, score map[string]float64) string {
	d.cands = divergeCands(r, d)
	return d.choose(nil, score)
}

// divergeCands returns the candidate steps of a divergence, in trace order.
func divergeCands(r reference.Rules, d *divergence) []stepCand {
	var p reference.Position
	var m reference.Move
	if json.Unmarshal(d.pos, &p) != nil || json.Unmarshal(d.move, &m) != nil {
		return nil
	}
	var cands []stepCand
	event := func(ev []reference.Event, k int) {
		c := stepCand{text: fmt.Sprintf("%d. %s", k+1, ev[k]), event: true}
		eventRules(&ev[k], func(id string) { c.rules = append(c.rules, id) })
		cands = append(cands, c)
	}
	switch d.what {
	case diffWrong, diffInvalid:
		res, ev, err := reference.ApplyTrace(r, p, m)
		ev = reference.Effects(ev) // the steps where answers can part: the effects
		if err != nil || len(ev) == 0 {
			return nil
		}
		var gout reference.Outcome
		gp, ok := lenientPosition(d.gotPos)
		if !ok {
			return nil
		}
		json.Unmarshal(nullToEmpty(d.gotOut), &gout)
		diff := cellsDiff(&res.Position, &gp)
		if res.Outcome != gout {
			diff |= 1 << cellOutcome
		}
		prev := p
		first := -1
		for k := range ev {
			// The block cells change at the event that sets them (a lifted
			// block or obligation is no event's doing).
			ch := cellsDiff(&prev, &ev[k].Board) &^ (1<<cellBlocked | 1<<cellMust | 1<<cellLasting)
			if ev[k].Kind == reference.EvGameEnd || ev[k].Kind == reference.EvLapLimit {
				ch |= 1 << cellOutcome
			}
			switch ev[k].Kind {
			case reference.EvBlockSet:
				ch |= 1<<cellBlocked | 1<<cellLasting
			case reference.EvMustCapture:
				ch |= 1 << cellMust
			}
			if ch&diff != 0 {
				first = k
				break
			}
			prev = ev[k].Board
		}
		if first < 0 {
			// The engine changed cells the reference's move never touches:
			// a block the move should have lifted (the position's own block
			// or obligation), or a move that goes on where the reference's
			// ends (or stops where it goes on).
			blocked := p.Blocked != reference.NoPit || p.MustCapture != reference.NoPit || p.Lasting != [2]reference.LastingBlock{}
			switch {
			case diff&(1<<cellBlocked) != 0 && gp.Blocked != reference.NoPit && gp.Blocked != p.Blocked && gp.Blocked != p.MustCapture:
				// A block of the engine's on a pit the position's block and
				// obligation do not name: one the move set, where the rules
				// set none.
				cands = append(cands, stepCand{rules: []string{"BLOCK-1"}, text: fmt.Sprintf("the move sets no block (the engine's successor blocks %s)", gp.Blocked)})
			case diff&(1<<cellBlocked|1<<cellLasting) != 0 && blocked:
				cands = append(cands, stepCand{rules: reference.IllegalBlockedPit.Rules(), text: "the position's block (kutakatia) stands for one move only"})
			}
			if diff&(1<<cellMust) != 0 && p.MustCapture != reference.NoPit {
				cands = append(cands, stepCand{rules: reference.IllegalObligation.Rules(), text: "the obligation to capture stands for one move only"})
			}
			if diff&(1<<cellOutcome) != 0 {
				o := res.Outcome
				if !o.Over() {
					o = gout
				}
				if id := reasonRule[o.Reason]; id != "" {
					cands = append(cands, stepCand{rules: []string{id}, text: fmt.Sprintf("the game ends at the next turn (%s, %s)", o.Reason, id)})
				}
			}
			if len(cands) > 0 && diff&^(1<<cellBlocked|1<<cellMust|1<<cellLasting|1<<cellOutcome) == 0 {
				// Only those cells differ, and the rules that keep them are
				// the candidates: the move's last steps did not touch them.
				return cands
			}
			first = len(ev) - 1
			for k := len(ev) - 1; k >= 0; k-- {
				if kd := ev[k].Kind; kd == reference.EvMoveEnd || kd == reference.EvHouseStop || kd == reference.EvGameEnd || kd == reference.EvLapLimit {
					first = k
					break
				}
			}
		}
		if ev[first].Kind == reference.EvSow && first > 0 {
			first--
		}
		for k := first; k < len(ev); k++ {
			event(ev, k)
		}
	case diffRefused, diffMissing:
		_, ev, err := reference.ApplyTrace(r, p, m)
		if err != nil {
			return nil
		}
		ev = reference.Effects(ev)
		for k := range ev {
			event(ev, k)
		}
	case diffExtra, diffAccepted:
		_, err := reference.Apply(r, p, m)
		var ie *reference.IllegalMoveError
		if errors.As(err, &ie) {
			cands = append(cands, stepCand{rules: ie.Rules, text: ie.Reason})
		}
	}
	return cands
}

// candRules returns the candidate rules of a divergence, in trace order, and
// then extra ones (a scenario's own rule IDs).
func (d *divergence) candRules(extra []string) []string {
	var out []string
	for _, c := range d.cands {
		for _, id := range c.rules {
			if !slices.Contains(out, id) {
				out = append(out, id)
			}
		}
	}
	for _, id := range extra {
		if !slices.Contains(out, id) {
			out = append(out, id)
		}
	}
	return out
}

// choose returns the most suspicious of the candidate rules (and extra),
// and sets d.stepText to the first step that has it.
//
// A legal move refused or left out is put at the first step of its trace:
// the start that makes it legal (a lone kichwa's is MTAJI-1's, whatever
// rule the scenario is about). A scenario's own rule IDs are candidates only
// where the trace gives none.
func (d *divergence) choose(extra []string, score map[string]float64) string {
	if len(d.cands) > 0 {
		extra = nil
	}
	if (d.what == diffMissing || d.what == diffRefused) && len(d.cands) > 0 && len(d.cands[0].rules) > 0 {
		d.step = &d.cands[0]
		return d.cands[0].rules[0]
	}
	best := mostSuspicious(d.candRules(extra), score)
	d.step = nil
	for i, c := range d.cands {
		if slices.Contains(c.rules, best) {
			d.step = &d.cands[i]
			break
		}
	}
	if d.step == nil && len(d.cands) > 0 {
		d.step = &d.cands[0]
	}
	return best
}

// divergeMoves records the first difference of a moves reply, by the
// canonical move keys of its wrong, missing and extra moves: a wrong result
// first (it says the most), then a missing move, then an extra one.
func (j *job) divergeMoves(req []byte, wrong, missing, extra []string, got map[string]protocol.Successor) {
	for _, l := range [][]string{wrong, missing, extra} {
		slices.Sort(l)
	}
	defer func() {
		if d := j.res.div; d != nil && d.what != diffWrong {
			for k := range got {
				d.listed = append(d.listed, keyText(k))
			}
			slices.Sort(d.listed)
		}
	}()
	switch {
	case len(wrong) > 0:
		g := got[wrong[0]]
		j.diverge(req, diffWrong, json.RawMessage(wrong[0]), g.Position, g.Outcome)
	case len(missing) > 0:
		j.diverge(req, diffMissing, json.RawMessage(missing[0]), nil, nil)
	case len(extra) > 0:
		j.diverge(req, diffExtra, json.RawMessage(extra[0]), nil, nil)
	}
}

// divergeSet records the first missing (else extra) move of a listed move
// set a scenario states.
func (j *job) divergeSet(req []byte, set []json.RawMessage, got map[string]protocol.Successor) {
	want := map[string]bool{}
	var missing, extra []string
	for _, m := range set {
		k, err := canonKey[bool](m, nil)
		if err != nil {
			return
		}
		want[k] = true
		if _, ok := got[k]; !ok {
			missing = append(missing, k)
		}
	}
	for k := range got {
		if !want[k] {
			extra = append(extra, k)
		}
	}
	j.divergeMoves(req, nil, missing, extra, got)
}

// divergeInvalid records, for a reply that breaks the protocol, the
// successor that is not a valid position: the result of the request's move
// (apply) or of the listed move whose position does not decode (moves).
func (j *job) divergeInvalid(req []byte, b *protocol.Reply) bool {
	if opOf(req) == protocol.OpApply {
		if b.Position != nil {
			if mv := requestMember(req, "move"); mv != nil {
				j.diverge(req, diffInvalid, mv, b.Position, b.Outcome)
				return true
			}
		}
		return false
	}
	for _, s := range b.Moves {
		var p reference.Position
		if json.Unmarshal(s.Position, &p) != nil {
			j.diverge(req, diffInvalid, s.Move, s.Position, s.Outcome)
			return true
		}
	}
	return false
}
