package runner

import (
	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/vectors"
)

// An illegal vector plays a move that is not legal (after the setup moves,
// if any): the engine must refuse it with an illegal-move error.
type illegalKind struct{ single }

func init() { register(vectors.KindIllegal, illegalKind{}) }

func (illegalKind) multi(v *vectors.Vector) bool { return len(v.Setup) > 0 }

func (illegalKind) requests(j *job) [][]byte {
	return [][]byte{applyReq(j.rules, j.v.Position, j.v.Move)}
}

func (illegalKind) judge(j *job, reqs [][]byte, replies []*protocol.Reply) {
	req, b := reqs[0], replies[0]
	switch {
	case b.Error == nil:
		j.fail(Fail, diffAccepted, req, "the engine played a move that is illegal (%s)", j.v.Expect.Message)
		j.diverge(req, diffAccepted, j.v.Move, b.Position, b.Outcome)
		if b.Position != nil {
			j.res.Diff = diffLines([]string{"error: illegal-move"}, posLines(b.Position, b.Outcome))
		}
	case refusedRequest(b):
		j.failRefusal(req, b, "the move (an illegal one: "+j.v.Expect.Message+"; want error kind illegal-move)")
	}
}

func (k illegalKind) run(eng Engine, j *job) {
	req, b := j.playSetup(eng)
	if b == nil {
		return
	}
	j.res.Status = Pass
	k.judge(j, [][]byte{req}, []*protocol.Reply{b})
}
