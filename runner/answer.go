package runner

import (
	"encoding/json"
	"errors"

	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/reference"
)

// answer is the answer to one request as the reference reads it: a move
// refused as illegal, the result of an apply, or the successors of a moves
// request. The diagnosis compares the engine's answer with the reference's
// under other readings (diagnose_reading.go) and with the engine's own
// answer asked again (diagnose_flaky.go).
type answer struct {
	op      string
	illegal bool
	result  reference.Result
	moves   map[reference.Move]reference.Result
}

// query is what a request asks: the op, the position and, for apply,
// the move.
type query struct {
	op  string
	pos reference.Position
	mv  reference.Move
}

// queryOf reads the question of a request built by movesReq or applyReq.
func queryOf(req []byte) (query, bool) {
	q := query{op: opOf(req)}
	if json.Unmarshal(requestPosition(req), &q.pos) != nil {
		return q, false
	}
	if q.op == protocol.OpApply && json.Unmarshal(requestMember(req, "move"), &q.mv) != nil {
		return q, false
	}
	return q, true
}

// engineAnswer reads the engine's reply to a request of op; ok is false when
// the reply cannot be read as an answer (an error of another kind than
// illegal-move, a successor that is not a valid position).
func engineAnswer(op string, b *protocol.Reply) (a answer, ok bool) {
	a.op = op
	if b == nil {
		return a, false
	}
	if b.Error != nil {
		a.illegal = b.Error.Kind == protocol.KindIllegalMove
		return a, a.illegal
	}
	if op == protocol.OpApply {
		if json.Unmarshal(b.Position, &a.result.Position) != nil || json.Unmarshal(nullToEmpty(b.Outcome), &a.result.Outcome) != nil {
			return a, false
		}
		return a, true
	}
	a.moves = make(map[reference.Move]reference.Result, len(b.Moves))
	for _, s := range b.Moves {
		var m reference.Move
		var res reference.Result
		if json.Unmarshal(s.Move, &m) != nil || json.Unmarshal(s.Position, &res.Position) != nil || json.Unmarshal(nullToEmpty(s.Outcome), &res.Outcome) != nil {
			return a, false
		}
		if _, dup := a.moves[m]; dup {
			return a, false
		}
		a.moves[m] = res
	}
	return a, true
}

// refAnswer is the reference's answer to q under r; ok is false when the
// reference cannot play q under r (the position is not one of r's).
func refAnswer(r reference.Rules, q query) (a answer, ok bool) {
	a.op = q.op
	if q.op == protocol.OpApply {
		res, err := reference.Apply(r, q.pos, q.mv)
		if err != nil {
			var ie *reference.IllegalMoveError
			if !errors.As(err, &ie) {
				return a, false
			}
			a.illegal = true
			return a, true
		}
		a.result = res
		return a, true
	}
	succ, err := reference.Moves(r, q.pos, nil)
	if err != nil {
		return a, false
	}
	a.moves = make(map[reference.Move]reference.Result, len(succ))
	for _, s := range succ {
		a.moves[s.Move] = s.Result
	}
	return a, true
}

// same reports whether two answers mean the same under r (nil: as written).
func (a answer) same(b answer, r *reference.Rules) bool {
	if a.op != b.op || a.illegal != b.illegal {
		return false
	}
	if a.illegal {
		return true
	}
	if a.op == protocol.OpApply {
		return sameResult(a.result, b.result, r)
	}
	if len(a.moves) != len(b.moves) {
		return false
	}
	for m, ra := range a.moves {
		rb, ok := b.moves[m]
		if !ok || !sameResult(ra, rb, r) {
			return false
		}
	}
	return true
}

// sameResult compares two results by meaning under r (nil: as written).
func sameResult(a, b reference.Result, r *reference.Rules) bool {
	if a.Outcome != b.Outcome {
		return false
	}
	if r == nil {
		return a.Position == b.Position
	}
	return a.Position.Canonical(*r) == b.Position.Canonical(*r)
}
