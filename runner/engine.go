package runner

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/baolakiswahili/conformance/adapter"
	"github.com/baolakiswahili/conformance/vectors"
)

// Engine is an engine under test: something that answers protocol v1
// requests. Client runs an engine as a subprocess; Local is the reference
// adapter in-process (tests and benchmarks); tests also write hostile fakes.
type Engine interface {
	// Start starts the engine if it is not running and returns its hello
	// reply line, as it was sent.
	Start() (hello []byte, err error)
	// Do sends the requests (each the JSON members after the id, such as
	// `"op":"moves","rules":{...},"position":{...}`) and returns one reply
	// per request, in order.
	Do(reqs [][]byte) []Reply
	// Stats says how the engine fared so far.
	Stats() Stats
	// Violations returns the protocol errors found after their request had
	// been answered (a second reply to it), by request id.
	Violations() []Violation
	// Close stops the engine.
	Close()
}

// classedEngine is an Engine that can be told the class of each request
// (Client): one class that hangs then costs only its own requests.
type classedEngine interface {
	DoClassed(reqs [][]byte, classes []string) []Reply
}

// doClassed sends reqs with their classes when the engine takes them.
func doClassed(eng Engine, reqs [][]byte, classes []string) []Reply {
	if c, ok := eng.(classedEngine); ok {
		return c.DoClassed(reqs, classes)
	}
	return eng.Do(reqs)
}

// classOf is the class of a vector's requests for the timeouts: the option
// it pins (a dialect vector, a probe), the options its rules name, or the
// family of its first rule (KUT for KUT-2), else its kind. An engine that
// hangs on one class (its lap-limit handling, say) loses that class, not
// the run.
func classOf(v *vectors.Vector) string {
	switch {
	case v.Dialect != nil && v.Dialect.Option != "":
		return "option " + v.Dialect.Option
	case len(v.Rules.Options) > 0:
		return "option " + strings.Join(slices.Sorted(maps.Keys(v.Rules.Options)), "+")
	case len(v.RuleIDs) > 0:
		fam, _, _ := strings.Cut(v.RuleIDs[0], "-")
		return "rule " + fam
	}
	return "kind " + v.Kind
}

// Stats count what happened to an engine during a run.
type Stats struct {
	Restarts int    // how many times it was restarted
	Requests int    // requests sent
	GaveUp   string // why the runner stopped sending requests, or ""
}

// Engine error kinds: why a request got no usable answer.
const (
	ErrTimeout   = "timeout"   // no reply within the per-request timeout
	ErrCrash     = "crash"     // the engine exited or closed its output
	ErrGarbage   = "garbage"   // the reply line is not a JSON object with an id
	ErrOversized = "oversized" // the reply line is longer than MaxReplyLine
	ErrMissing   = "missing"   // the engine answered a later request first
	ErrStart     = "start"     // the engine could not be started or did not answer hello
	ErrGaveUp    = "gave-up"   // the engine timed out too often in a row; not sent
	ErrBadReply  = "bad-reply" // the reply is JSON but not the protocol's shape
	ErrNoID      = "no-id"     // the reply has no id, or "id":null
	ErrBadID     = "bad-id"    // the reply's id is not a request number (a string, say)
	ErrWrongID   = "wrong-id"  // the reply's id matches no request
	ErrTwice     = "twice"     // a second reply to a request already answered
)

// EngineError is a request that got no usable answer. It is never a pass.
type EngineError struct {
	Kind    string
	Message string
	Stderr  string // the tail of the engine's stderr when it happened
}

// Error returns the kind and the message.
func (e *EngineError) Error() string { return e.Kind + ": " + e.Message }

// Reply is the answer to one request: the raw reply line, or an engine error.
type Reply struct {
	ID  int64 // the request's id
	Raw []byte
	Err *EngineError
	// Seq is the request's place among the requests sent to the engine's
	// process since it last started, hello left out (1: the first); 0 when
	// the request was not sent. An engine that dies after N requests
	// whatever they ask fails at the same Seq each time.
	Seq int
}

// Local is the reference adapter in-process: an Engine without a
// subprocess, for tests and benchmarks of the runner.
type Local struct {
	srv      *adapter.Server
	requests int
	id       int64
}

// NewLocal returns the reference adapter as an in-process Engine.
func NewLocal() *Local { return &Local{srv: adapter.NewServer()} }

// Start returns the reference adapter's hello.
func (l *Local) Start() ([]byte, error) {
	return l.srv.Reply(nil, []byte(`{"id":0,"op":"hello","protocol":1}`)), nil
}

// Do answers the requests with the reference adapter.
func (l *Local) Do(reqs [][]byte) []Reply {
	out := make([]Reply, len(reqs))
	var line []byte
	for i, r := range reqs {
		l.id++
		line = append(line[:0], `{"id":`...)
		line = strconv.AppendInt(line, l.id, 10)
		line = append(line, ',')
		line = append(line, r...)
		line = append(line, '}')
		out[i] = Reply{ID: l.id, Raw: l.srv.Reply(nil, line), Seq: int(l.id)}
	}
	l.requests += len(reqs)
	return out
}

// Stats returns the number of requests answered.
func (l *Local) Stats() Stats { return Stats{Requests: l.requests} }

// Violations returns nothing: the reference adapter answers once.
func (l *Local) Violations() []Violation { return nil }

// Close does nothing.
func (l *Local) Close() {}

func engineErrorf(kind, format string, args ...any) *EngineError {
	return &EngineError{Kind: kind, Message: fmt.Sprintf(format, args...)}
}
