package runner

import (
	"bytes"
	"context"
	"encoding/json"

	"github.com/baolakiswahili/conformance/dialect"
	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/reference"
	"github.com/baolakiswahili/conformance/vectors"
)

// kind is how the runner runs and judges one kind of vector. Each kind
// lives in its own file (kind_*.go) and registers itself in init.
type kind interface {
	// skip returns why a vector cannot be observed through the protocol, or "".
	skip(v *vectors.Vector) string
	// multi reports whether a vector needs several rounds of requests, each
	// built from the engine's earlier replies (then run is used).
	multi(v *vectors.Vector) bool
	// count is the number of requests of a single-round vector.
	count(v *vectors.Vector) int
	// requests builds the requests of a single-round vector.
	requests(j *job) [][]byte
	// judge judges the decoded replies of a single-round vector; the status
	// is Pass when it is called.
	judge(j *job, reqs [][]byte, replies []*protocol.Reply)
	// run runs and judges a multi-round vector.
	run(eng Engine, j *job)
}

// kinds are the registered vector kinds, by name.
var kinds = map[string]kind{}

func register(name string, k kind) { kinds[name] = k }

// single is embedded by kinds whose vectors are all single-round.
type single struct{}

func (single) skip(*vectors.Vector) string { return "" }
func (single) multi(*vectors.Vector) bool  { return false }
func (single) count(*vectors.Vector) int   { return 1 }
func (single) run(eng Engine, j *job)      {}

// job is one vector being run.
type job struct {
	file string
	v    *vectors.Vector
	res  *Result
	kind kind
	// rules is the rules object sent to the engine.
	rules json.RawMessage
	// dialect, when not nil, judges the job under the engine's readings
	// (ownRules are the vector's own rules): the rules sent need not say
	// them all (see refRules).
	dialect  *dialect.Engine
	ownRules reference.RulesJSON
	// inReport: the job's result is one of the report's (not the dialect pass's).
	inReport bool
	// maxPerft caps the depth of a perft vector (0: no cap).
	maxPerft int
	// perftBudget caps the requests of a perft vector (0: no cap).
	perftBudget uint64
	// prog, for a multi-round vector of the main run, takes progress notes.
	prog *progress
	ctx  context.Context
	// open, under readings the probes did not settle, judges the replies
	// against each possible reading; dstate is the dialect pass's state
	// (dialect.go).
	open   *openJudge
	dstate *dialectState
	// sent are the requests judged so far and their replies (failure.go).
	sent []sentReq
	// orig is the vector as loaded (v may be its copy under the engine's
	// readings).
	orig *vectors.Vector
	// meant caches meaning().
	meant *meantRules
}

func movesReq(rules, pos json.RawMessage) []byte {
	b := make([]byte, 0, len(pos)+len(rules)+48)
	b = append(b, `"op":"moves","rules":`...)
	b = append(b, rules...)
	b = append(b, `,"position":`...)
	b = append(b, pos...)
	return b
}

func applyReq(rules, pos, move json.RawMessage) []byte {
	b := make([]byte, 0, len(pos)+len(rules)+len(move)+64)
	b = append(b, `"op":"apply","rules":`...)
	b = append(b, rules...)
	b = append(b, `,"position":`...)
	b = append(b, pos...)
	b = append(b, `,"move":`...)
	b = append(b, move...)
	return b
}

// do sends one request and decodes its reply; on an engine error or an
// undecodable reply it records the error and returns nil.
func (j *job) do(eng Engine, req []byte) *protocol.Reply {
	rp := eng.Do([][]byte{req})[0]
	if rp.Err != nil {
		j.engineError(req, rp)
		return nil
	}
	return j.decode(req, rp)
}

// decode decodes a reply and checks it against the protocol; on a reply
// that breaks the protocol it records the error and returns nil. Positions
// equal byte for byte to one the vector expects are valid already.
func (j *job) decode(req []byte, rp Reply) *protocol.Reply {
	raw := rp.Raw
	b, err := protocol.DecodeReply(raw)
	if err == nil {
		// Every position the reply carries keeps the successor contract,
		// whatever the vector compares (those it expects byte for byte
		// keep it already: the vectors are verified when loaded).
		err = protocol.CheckReplyFrom(opOf(req), b, j.knownPositions(), fromOf(requestPosition(req)))
	}
	j.record(req, rp, b)
	if err != nil {
		j.fail(Error, healthBadReply, req, "engine error: %s: %s", ErrBadReply, err)
		j.res.Diff = schemaNote(opOf(req), raw) + "\nreply: " + replyText(raw)
		if b != nil && j.divergeInvalid(req, b) {
			// A successor that is not a valid position (seeds lost on the
			// way): a rule's doing, judged at the step where it parts.
			j.res.fl.diff = diffInvalid
		}
		return nil
	}
	return b
}

// fromOf returns the position a request of this runner was about, decoded
// once when first asked, for the successor contract (nil when it cannot be
// read).
func fromOf(pos []byte) func() *reference.Position {
	var p *reference.Position
	done := false
	return func() *reference.Position {
		if !done {
			done = true
			if q, err := protocol.DecodePosition(pos); err == nil {
				p = &q
			}
		}
		return p
	}
}

// opOf returns the op of a request built by movesReq or applyReq.
func opOf(req []byte) string {
	if bytes.HasPrefix(req, []byte(`"op":"moves"`)) {
		return protocol.OpMoves
	}
	return protocol.OpApply
}

// knownPositions returns a test for positions the vector expects (valid by
// construction). Successors are looked up at their own index first.
func (j *job) knownPositions() func([]byte) bool {
	e := &j.v.Expect
	n := 0
	return func(p []byte) bool {
		i := n
		n++
		if i < len(e.Moves) && bytes.Equal(p, e.Moves[i].Position) || bytes.Equal(p, e.Position) {
			return true
		}
		for _, s := range e.Moves {
			if bytes.Equal(p, s.Position) {
				return true
			}
		}
		for _, s := range e.Steps {
			if bytes.Equal(p, s.Position) {
				return true
			}
		}
		return false
	}
}
