package runner

import (
	"fmt"

	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/vectors"
)

// A game vector is a whole game: one apply per ply, each from the expected
// position of the ply before, so every ply is judged on its own.
type gameKind struct{ single }

func init() { register(vectors.KindGame, gameKind{}) }

func (gameKind) count(v *vectors.Vector) int { return len(v.Expect.Steps) }

func (gameKind) requests(j *job) [][]byte {
	v := j.v
	out := make([][]byte, len(v.Expect.Steps))
	pos := v.Position
	for i, s := range v.Expect.Steps {
		out[i] = applyReq(j.rules, pos, s.Move)
		pos = s.Position
	}
	return out
}

func (gameKind) judge(j *job, reqs [][]byte, replies []*protocol.Reply) {
	for i, s := range j.v.Expect.Steps {
		b := replies[i]
		if refusedRequest(b) {
			j.failRefusal(reqs[i], b, fmt.Sprintf("ply %d (%s)", i+1, s.MoveText))
			return
		}
		if b.Error != nil {
			j.fail(Fail, diffRefused, reqs[i], "ply %d (%s): the engine refused the move: %s: %s", i+1, s.MoveText, b.Error.Kind, b.Error.Message)
			j.diverge(reqs[i], diffRefused, s.Move, nil, nil)
			return
		}
		if msg, diff := compareResult(j.meaning(), s.Position, s.Outcome, b.Position, b.Outcome); msg != "" {
			j.fail(Fail, diffWrong, reqs[i], "ply %d (%s): %s", i+1, s.MoveText, msg)
			j.res.Diff = diff
			j.diverge(reqs[i], diffWrong, s.Move, b.Position, b.Outcome)
			return
		}
	}
}
