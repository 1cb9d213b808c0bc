package runner

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"

	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/reference"
	"github.com/baolakiswahili/conformance/vectors"
)

// An apply vector plays one move (after the setup moves, if any): the
// expectation is the whole next position and outcome (engine-derived), or
// the facts a scenario states, possibly with the legal moves after it (one
// more moves request).
type applyKind struct{ single }

func init() { register(vectors.KindApply, applyKind{}) }

func (applyKind) multi(v *vectors.Vector) bool {
	return len(v.Setup) > 0 || v.Expect.Facts != nil && v.Expect.Facts.MoveSet != nil
}

func (applyKind) requests(j *job) [][]byte {
	return [][]byte{applyReq(j.rules, j.v.Position, j.v.Move)}
}

func (applyKind) judge(j *job, reqs [][]byte, replies []*protocol.Reply) {
	j.judgeApply(reqs[0], replies[0], nil)
}

func (applyKind) run(eng Engine, j *job) {
	req, b := j.playSetup(eng)
	if b == nil {
		return
	}
	j.res.Status = Pass
	f := j.v.Expect.Facts
	if b.Error != nil || b.Position == nil || f == nil || f.MoveSet == nil {
		j.judgeApply(req, b, nil)
		return
	}
	b2 := j.do(eng, movesReq(j.rules, b.Position))
	if b2 == nil {
		return
	}
	j.judgeApply(req, b, b2)
}

// playSetup plays the vector's setup moves, each from the position the
// engine returned for the one before, then sends the vector's move. It
// returns that request and its reply, or a nil reply when the vector has
// already been judged (an engine error or a refused setup move).
func (j *job) playSetup(eng Engine) ([]byte, *protocol.Reply) {
	pos := j.v.Position
	for i, mv := range j.v.Setup {
		req := applyReq(j.rules, pos, mv)
		b := j.do(eng, req)
		if b == nil {
			return nil, nil
		}
		if refusedRequest(b) {
			j.failRefusal(req, b, fmt.Sprintf("setup move %d", i+1))
			return nil, nil
		}
		if b.Error != nil || b.Position == nil {
			msg := "no position"
			if b.Error != nil {
				msg = b.Error.Kind + ": " + b.Error.Message
			}
			j.fail(Fail, diffRefused, req, "setup move %d was refused: %s", i+1, msg)
			j.diverge(req, diffRefused, mv, nil, nil)
			return nil, nil
		}
		if j.setupDeparts(req, pos, mv, b, i) {
			return nil, nil
		}
		pos = b.Position
	}
	req := applyReq(j.rules, pos, j.v.Move)
	return req, j.do(eng, req)
}

// setupDeparts judges setup move i, played from pos: when the engine's
// result is not the reference's (by meaning), the vector fails there, at
// that move's step, and the moves after it are not played (they would be
// judged from another position).
func (j *job) setupDeparts(req []byte, pos, mv json.RawMessage, b *protocol.Reply, i int) bool {
	r := j.meaning()
	var p reference.Position
	var m reference.Move
	if r == nil || json.Unmarshal(pos, &p) != nil || json.Unmarshal(mv, &m) != nil {
		return false
	}
	res, err := reference.Apply(*r, p, m)
	if err != nil {
		return false
	}
	want := protocol.AppendPosition(nil, &res.Position)
	wantOut := protocol.AppendOutcome(nil, res.Outcome)
	msg, diff := compareResult(r, want, wantOut, b.Position, b.Outcome)
	if msg == "" {
		return false
	}
	j.fail(Fail, diffWrong, req, "setup move %d (%s): %s", i+1, keyText(string(mv)), msg)
	j.res.Diff = diff
	j.diverge(req, diffWrong, mv, b.Position, b.Outcome)
	return true
}

// judgeApply checks an apply reply; next is the reply to the follow-up moves
// request for facts.moveSet, if any.
func (j *job) judgeApply(req []byte, b *protocol.Reply, next *protocol.Reply) {
	e := &j.v.Expect
	if refusedRequest(b) {
		j.failRefusal(req, b, "the move")
		return
	}
	if b.Error != nil {
		j.fail(Fail, diffRefused, req, "the engine refused the move: %s: %s", b.Error.Kind, b.Error.Message)
		j.diverge(req, diffRefused, j.v.Move, nil, nil)
		return
	}
	if b.Position == nil {
		j.fail(Error, healthBadReply, req, "engine error: %s: the reply has neither a position nor an error", ErrBadReply)
		return
	}
	if e.Position != nil {
		out := e.Outcome
		if out == nil {
			out = json.RawMessage("null")
		}
		if msg, diff := compareResult(j.meaning(), e.Position, out, b.Position, b.Outcome); msg != "" {
			j.fail(Fail, diffWrong, req, "%s", msg)
			j.res.Diff = diff
			j.diverge(req, diffWrong, j.v.Move, b.Position, b.Outcome)
		}
		return
	}
	if e.Facts == nil {
		return // legal, nothing else stated
	}
	var gp reference.Position
	if err := json.Unmarshal(b.Position, &gp); err != nil {
		j.fail(Error, healthBadReply, req, "the engine's position is invalid: %v", err)
		return
	}
	var gout reference.Outcome
	if b.Outcome != nil {
		if err := json.Unmarshal(b.Outcome, &gout); err != nil {
			j.fail(Error, healthBadReply, req, "the engine's outcome is invalid: %v", err)
			return
		}
	}
	want, got := factLines(e.Facts, &gp, gout)
	if !slices.Equal(want, got) {
		j.fail(Fail, diffWrong, req, "the result differs from the facts the scenario states")
		j.res.Diff = diffLines(want, got)
		j.diverge(req, diffWrong, j.v.Move, b.Position, b.Outcome)
		return
	}
	if e.Facts.MoveSet != nil && next != nil {
		// The moves after the move are those of the engine's result: where
		// it is not the reference's (in what the facts leave unstated), the
		// move itself is what fails.
		if r := j.meaning(); r != nil {
			var p reference.Position
			var m reference.Move
			if json.Unmarshal(requestPosition(req), &p) == nil && json.Unmarshal(j.v.Move, &m) == nil {
				if res, err := reference.Apply(*r, p, m); err == nil {
					want := protocol.AppendPosition(nil, &res.Position)
					if msg, diff := compareResult(r, want, protocol.AppendOutcome(nil, res.Outcome), b.Position, b.Outcome); msg != "" {
						j.fail(Fail, diffWrong, req, "%s (in what the scenario's facts leave unstated; the moves after it are then another position's)", msg)
						j.res.Diff = diff
						j.diverge(req, diffWrong, j.v.Move, b.Position, b.Outcome)
						return
					}
				}
			}
		}
		if next.Error != nil {
			j.failRefusal(req, next, "to list the moves after the move")
			return
		}
		m := map[string]protocol.Successor{}
		for _, s := range next.Moves {
			k, err := canonKey[bool](s.Move, nil)
			if err != nil {
				j.fail(Fail, diffBadList, req, "the engine listed an invalid move %s: %v", s.Move, err)
				return
			}
			m[k] = s
		}
		j.compareMoveSet(req, e.Facts.MoveSet, e.Facts.MoveTexts, m, "after the move: ")
		if d := j.res.div; d != nil {
			d.pos = b.Position // the moves are those after the move
		}
	}
}

// factLines renders the stated facts and the same facts of the engine's result.
func factLines(f *vectors.Facts, p *reference.Position, o reference.Outcome) (want, got []string) {
	add := func(name, w, g string) {
		want = append(want, name+": "+w)
		got = append(got, name+": "+g)
	}
	if f.Board != nil {
		for _, side := range []struct {
			name string
			rows vectors.Rows
			s    reference.Side
		}{{"south", f.Board.South, reference.South}, {"north", f.Board.North, reference.North}} {
			got := vectors.RowsOf(p, side.s)
			add(side.name+".front", fmt.Sprint(side.rows.Front), fmt.Sprint(got.Front))
			add(side.name+".back", fmt.Sprint(side.rows.Back), fmt.Sprint(got.Back))
		}
	}
	if f.Stores != nil {
		add("stores", fmt.Sprintf("south %d north %d", f.Stores.South, f.Stores.North), fmt.Sprintf("south %d north %d", p.Store[0], p.Store[1]))
	}
	for _, s := range slices.Sorted(maps.Keys(f.House)) {
		side, _ := reference.ParseSide(s)
		add(s+".house", f.House[s], p.House[side].String())
	}
	if f.ToMove != "" {
		add("toMove", f.ToMove, p.ToMove.String())
	}
	pitName := func(q reference.Pit) string {
		if q == reference.NoPit {
			return "none"
		}
		return q.String()
	}
	if f.Blocked != "" {
		add("blocked", f.Blocked, pitName(p.Blocked))
	}
	if f.MustCapture != "" {
		add("mustCapture", f.MustCapture, pitName(p.MustCapture))
	}
	if f.Outcome != nil {
		var wo reference.Outcome
		json.Unmarshal(f.Outcome, &wo)
		add("outcome", outcomeText(wo), outcomeText(o))
	}
	return want, got
}
