package runner

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/baolakiswahili/conformance/internal/protocol"
)

// Failures, typed where the judge finds them: how the answer differs, the
// request that showed it and the engine's reply. Diagnosis (diagnose.go)
// and the classes read these fields, never the message text.

// difference is how a failing vector's answer differs from the expected one.
type difference string

// Differences of the rules: the engine answered, and the answer is wrong.
const (
	diffWrong      difference = "wrong result"           // the board or outcome after a move differs
	diffRefused    difference = "refused a legal move"   // an illegal-move error for a legal move
	diffMissing    difference = "missing move"           // moves: a legal move not listed
	diffExtra      difference = "extra move"             // moves: an illegal move listed
	diffAccepted   difference = "played an illegal move" // illegal: no error
	diffInvalid    difference = "invalid result"         // a successor that is not a valid position (seeds lost, ...)
	diffPerft      difference = "wrong perft counts"     // a move tree of another size
	diffMovesAfter difference = "wrong moves after the move"
	diffGameEnd    difference = "wrong game end" // the game over where it goes on, or the reverse
	diffBadList    difference = "bad move list"  // a move listed twice, or one that is not a move
	diffSpelling   difference = "move not in canonical form"
)

// Differences of the engine's health: it did not answer the question asked.
const (
	// healthRefusal: an error reply of a kind other than illegal-move
	// (bad-position, unsupported, bad-request): the engine refused the
	// request itself.
	healthRefusal difference = "refused the request"
	// healthEngine: no usable reply (crash, timeout, garbage, a wrong id,
	// ...; failure.engine says which).
	healthEngine difference = "engine error"
	// healthBadReply: a reply that breaks the protocol (a member of the
	// wrong type, no moves field, an unknown key, ...).
	healthBadReply difference = "reply breaks the protocol"
)

// diffBroken is a vector the runner cannot judge (never the engine's fault).
const diffBroken difference = "broken vector"

// health reports whether d is a difference of the engine's health.
func (d difference) health() bool {
	return d == healthRefusal || d == healthEngine || d == healthBadReply
}

// failure is the typed account of one failing vector.
type failure struct {
	diff difference
	// req is the request that showed it (the members after the id), raw
	// and reply the engine's answer to it (reply nil when it did not
	// decode or there was none).
	req   []byte
	raw   []byte
	reply *protocol.Reply
	// engine is the engine error, for healthEngine; refusal the error
	// reply, for healthRefusal and diffRefused.
	engine  *EngineError
	refusal *protocol.ErrorBody
	// seq is the request's place since the engine's process started
	// (Reply.Seq), 0 when unknown.
	seq int
	// perft is the engine's leaf count per depth, for diffPerft.
	perft map[int]uint64
	// coincides names the reading (one or two settings) whose answer this
	// failure gives by chance (diagnose_reading.go): a bug, shown with it.
	coincides string
	// decision, for a bug, is the first decision of the rules whose other
	// way gives the engine's answer (diagnose_decision.go), or nil.
	decision *decisionFound
	// expl is the diagnosis (diagnose.go).
	expl *explanation
}

// sent is one request of a job and the engine's reply, kept while the job
// is judged so that a failure can name its reply.
type sentReq struct {
	req   []byte
	raw   []byte
	seq   int
	reply *protocol.Reply
}

// record notes a request and its reply for the failure that may follow.
func (j *job) record(req []byte, rp Reply, b *protocol.Reply) {
	j.sent = append(j.sent, sentReq{req: req, raw: rp.Raw, seq: rp.Seq, reply: b})
}

// replyText is a reply as a report shows it: its id, which counts the
// requests of one copy of the engine (--jobs), written N as in the request,
// so that the report does not depend on the copy that asked; clipped.
func replyText(raw []byte) string {
	s := string(raw)
	if rest, ok := strings.CutPrefix(s, `{"id":`); ok {
		if n := strings.IndexFunc(rest, func(r rune) bool { return r < '0' || r > '9' }); n > 0 {
			s = `{"id":N` + rest[n:]
		}
	}
	return clip(s, 1500)
}

// fail records a failure of the vector: its status, its typed difference,
// the request that showed it and a message for people.
func (j *job) fail(st Status, diff difference, req []byte, format string, args ...any) {
	j.res.Status = st
	j.res.Message = fmt.Sprintf(format, args...)
	j.res.Request = clip(`{"id":N,`+string(req)+`}`, 4000)
	j.res.Board = boardOf(j, req)
	f := &failure{diff: diff, req: req}
	for i := len(j.sent) - 1; i >= 0; i-- {
		s := &j.sent[i]
		if sameSlice(s.req, req) || bytes.Equal(s.req, req) {
			f.raw, f.seq, f.reply = s.raw, s.seq, s.reply
			break
		}
	}
	if f.reply != nil && f.reply.Error != nil {
		f.refusal = f.reply.Error
	}
	j.res.fl = f
}

// failRefusal records an error reply of a kind other than illegal-move:
// the engine refused the request (its health, not a rule).
func (j *job) failRefusal(req []byte, b *protocol.Reply, what string) {
	j.fail(Fail, healthRefusal, req, "the engine refused %s: %s: %s", what, b.Error.Kind, b.Error.Message)
	j.res.fl.refusal = b.Error
}

// refusedRequest reports whether an error reply refuses the request itself
// rather than the move: any kind but illegal-move.
func refusedRequest(b *protocol.Reply) bool {
	return b.Error != nil && b.Error.Kind != protocol.KindIllegalMove
}

// sameSlice reports whether a and b are the same slice (the same request).
func sameSlice(a, b []byte) bool {
	return len(a) > 0 && len(a) == len(b) && &a[0] == &b[0]
}
