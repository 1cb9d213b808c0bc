package runner

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
)

// MaxReplyLine is the longest reply line the client accepts, in bytes. A
// longer line is an engine error.
const MaxReplyLine = 8 << 20

// Client speaks protocol v1 to a persistent engine subprocess. It restarts a
// crashed engine, times out each request, and stops sending to an engine
// that timed out MaxTimeouts times in a row.
type Client struct {
	Command string        // run with sh -c
	Timeout time.Duration // per request
	// StartTimeout is how long the engine has to answer hello after it is
	// started (0: DefaultStartTimeout): a JVM or an interpreter loading a
	// large program takes longer than a reply.
	StartTimeout time.Duration
	// MaxTimeouts is how many classes of requests in a row may time out,
	// with no reply between, before the client gives up (0: 3). A request
	// sent without a class is a class of its own.
	MaxTimeouts int
	MaxRestarts int // consecutive failed starts before giving up (0: 3)

	helloRaw []byte
	restarts int // how many times the engine was restarted
	requests int // requests sent

	proc       *proc
	nextID     int64
	timeouts   int
	crashes    int
	badStarts  int
	gaveUp     string
	stderr     *tail
	bom        bool           // the engine wrote a byte-order mark before its hello
	hung       map[string]int // timeouts in a row per class of requests
	hungRun    []string       // the classes that timed out since the last reply
	hungAll    []string       // every class whose requests stopped being sent
	procFirst  int64          // the first id sent to the running process
	answered   map[int64]bool // ids of this process's requests that got a reply
	violations []Violation
}

// NewClient returns a client for the engine command (a shell command line).
func NewClient(command string, timeout time.Duration) *Client {
	if timeout <= 0 {
		timeout = 5 * time.Second
	}
	return &Client{Command: command, Timeout: timeout, stderr: &tail{}}
}

func (c *Client) engineErr(kind, format string, args ...any) *EngineError {
	return &EngineError{Kind: kind, Message: fmt.Sprintf(format, args...), Stderr: c.stderr.String()}
}

// Start starts the engine if it is not running and returns its hello
// reply. It is called by Do as needed.
func (c *Client) Start() ([]byte, error) {
	if err := c.start(); err != nil {
		return nil, err
	}
	return c.helloRaw, nil
}

// Notes says what the engine does that the protocol tolerates: a
// byte-order mark before its hello.
func (c *Client) Notes() []string {
	var notes []string
	if c.bom {
		notes = append(notes, "the engine writes a UTF-8 byte-order mark before its first line (accepted; the protocol's lines are plain UTF-8, without one)")
	}
	if len(c.hungAll) > 0 {
		n := fmt.Sprintf("the engine hung on requests about %s: after %d timeouts in a row the other requests of each were not sent", strings.Join(c.hungAll, ", "), ClassTimeouts)
		if c.gaveUp == "" {
			n += ", and the run went on"
		}
		notes = append(notes, n)
	}
	return notes
}

// Stats says how the engine fared.
func (c *Client) Stats() Stats {
	return Stats{Restarts: c.restarts, Requests: c.requests, GaveUp: c.gaveUp}
}

// ClassTimeouts is how many timeouts in a row one class of requests may
// cost: after them the class's remaining requests are not sent (each would
// cost the timeout again), and the run goes on with the other classes.
const ClassTimeouts = 2

// Do sends the requests (each the JSON fields after the id, such as
// `"op":"moves","rules":{...},"position":{...}`) and returns one reply per
// request, in order. Requests are pipelined; each reply must come within the
// timeout of the previous one. A crashed engine is restarted and the
// remaining requests are sent again; a timeout costs its request and
// restarts the engine. Each request here is a class of its own: after
// MaxTimeouts timeouts in a row the rest are not sent and get ErrGaveUp.
func (c *Client) Do(reqs [][]byte) []Reply { return c.DoClassed(reqs, nil) }

// DoClassed is Do with the class of each request (the option or rule family
// its vector is about; "" for none): an engine that hangs on one class
// loses that class's requests, after ClassTimeouts timeouts in a row, and
// the run goes on through the others; the client gives up only when the
// timeouts spread: MaxTimeouts classes in a row time out with no reply
// between, or MaxTimeouts classes have each lost their requests.
func (c *Client) DoClassed(reqs [][]byte, classes []string) []Reply {
	out := make([]Reply, len(reqs))
	class := func(i int) string {
		if i < len(classes) {
			return classes[i]
		}
		return ""
	}
	banned := func(i int) bool { k := class(i); return k != "" && c.hung[k] >= ClassTimeouts }
	for done := 0; done < len(reqs); {
		if banned(done) {
			out[done] = Reply{Err: c.engineErr(ErrGaveUp, "not sent: the engine timed out on %d requests in a row about %s; its other requests of that class are not sent", ClassTimeouts, class(done))}
			done++
			continue
		}
		if err := c.start(); err != nil {
			var ee *EngineError
			errors.As(err, &ee)
			out[done] = Reply{Err: ee}
			done++
			continue
		}
		end := done + 1
		for end < len(reqs) && !banned(end) {
			end++
		}
		var cls []string
		if classes != nil {
			cls = classes[:end]
		}
		done = c.batch(reqs[:end], out[:end], done, cls)
	}
	return out
}

// timedOut records a timeout of a request of class (one of its own when
// ""), and gives up when timeouts have spread over MaxTimeouts classes in a
// row.
func (c *Client) timedOut(class string, id int64) {
	if c.hung == nil {
		c.hung = map[string]int{}
	}
	key := class
	if key == "" {
		key = fmt.Sprintf("request %d", id)
	} else if c.hung[class]++; c.hung[class] == ClassTimeouts {
		c.hungAll = append(c.hungAll, class)
	}
	if !slices.Contains(c.hungRun, key) {
		c.hungRun = append(c.hungRun, key)
	}
	max := c.MaxTimeouts
	if max <= 0 {
		max = 3
	}
	switch {
	case len(c.hungRun) >= max:
		c.gaveUp = fmt.Sprintf("the engine timed out on %d classes of requests in a row, with no reply between (%s); the remaining requests were not sent", len(c.hungRun), strings.Join(c.hungRun, "; "))
	case len(c.hungAll) >= max:
		c.gaveUp = fmt.Sprintf("the engine hung on %d classes of requests (%s), each %d times in a row; the remaining requests were not sent", len(c.hungAll), strings.Join(c.hungAll, "; "), ClassTimeouts)
	}
}

// replied records a reply to a request of class: the timeouts in a row
// start again.
func (c *Client) replied(class string) {
	c.hungRun = c.hungRun[:0]
	if class != "" && c.hung[class] < ClassTimeouts {
		delete(c.hung, class)
	}
}

// batch sends reqs[from:] and fills out until the engine fails; it returns
// the index of the first request without a reply. Replies are matched by id:
// a reply for a later request marks the earlier unanswered ones missing; a
// reply whose id matches no request, or has no id, is the answer of the
// request that was due (an error), and the run goes on with the next one; a
// second reply to a request is a protocol error for that request.
func (c *Client) batch(reqs [][]byte, out []Reply, from int, classes []string) int {
	classOf := func(i int) string {
		if i < len(classes) {
			return classes[i]
		}
		return ""
	}
	p := c.proc
	first := c.nextID
	c.nextID += int64(len(reqs) - from)
	var buf bytes.Buffer
	for i := from; i < len(reqs); i++ {
		buf.WriteString(`{"id":`)
		buf.WriteString(strconv.FormatInt(first+int64(i-from), 10))
		buf.WriteByte(',')
		buf.Write(reqs[i])
		buf.WriteString("}\n")
	}
	c.requests += len(reqs) - from
	go func(b []byte) { p.stdin.Write(b) }(buf.Bytes())
	maxTO := c.MaxTimeouts
	if maxTO <= 0 {
		maxTO = 3
	}
	next := from // the first request without an answer
	advance := func() {
		for next < len(reqs) && (out[next].Raw != nil || out[next].Err != nil) {
			next++
		}
	}
	due := func() int64 { return first + int64(next-from) }
	procFirst := c.procFirst
	seq := func(id int64) int { return int(id - procFirst) }
	latest := -1 // the latest request answered
	for next < len(reqs) {
		// Once every request after the latest one answered has its answer,
		// the ones still open before it were skipped: replies come in order.
		// Wait a moment for stragglers, then call them missing.
		skipped := next < latest
		for k := latest + 1; k < len(reqs) && skipped; k++ {
			skipped = out[k].Raw != nil || out[k].Err != nil
		}
		wait := c.Timeout
		if skipped {
			wait = min(wait, 200*time.Millisecond)
		}
		ln, eerr := c.read(time.Now().Add(wait))
		if eerr != nil && skipped && eerr.Kind == ErrTimeout {
			for k := next; k < latest; k++ {
				if out[k].Raw == nil && out[k].Err == nil {
					out[k] = Reply{ID: first + int64(k-from), Seq: seq(first + int64(k-from)), Err: c.engineErr(ErrMissing, "no reply to request %d: the engine answered the requests after it", first+int64(k-from))}
				}
			}
			advance()
			continue
		}
		if eerr != nil {
			out[next] = Reply{ID: due(), Err: eerr, Seq: seq(due())}
			switch eerr.Kind {
			case ErrTimeout:
				c.timeouts++
				c.kill()
				c.restarts++
				c.timedOut(classOf(next), due())
				return next + 1
			case ErrCrash:
				c.kill()
				c.restarts++
				if c.crashes++; c.crashes >= 2*maxTO {
					c.gaveUp = fmt.Sprintf("the engine crashed %d times in a row without answering; the remaining requests were not sent", c.crashes)
				}
				return next + 1
			}
			advance()
			continue
		}
		id, st := replyID(ln.b)
		switch st {
		case idGarbage:
			out[next] = Reply{ID: due(), Seq: seq(due()), Err: c.engineErr(ErrGarbage, "unparseable reply line: %s", clip(string(ln.b), 200))}
			advance()
			continue
		case idMissing:
			out[next] = Reply{ID: due(), Seq: seq(due()), Err: c.engineErr(ErrNoID, "reply without id (request %d was due): %s", due(), clip(string(ln.b), 200))}
			advance()
			continue
		case idBad:
			out[next] = Reply{ID: due(), Seq: seq(due()), Err: c.engineErr(ErrBadID, "the reply's id is not the request's number %d: %s", due(), clip(string(ln.b), 200))}
			advance()
			continue
		}
		idx := from + int(id-first)
		switch {
		case id >= first && idx < len(reqs):
			switch {
			case out[idx].Raw != nil:
				out[idx] = Reply{ID: id, Seq: seq(id), Err: c.engineErr(ErrTwice, "the engine answered request %d twice; the second reply: %s", id, clip(string(ln.b), 200))}
			case out[idx].Err != nil:
				// A late answer to a request already reported missing.
			default:
				out[idx] = Reply{ID: id, Raw: ln.b, Seq: seq(id)}
				c.answered[id] = true
				latest = max(latest, idx)
				c.timeouts, c.crashes = 0, 0
				c.replied(classOf(idx))
			}
			advance()
		case c.answered[id]:
			c.violations = append(c.violations, Violation{ID: id, Message: fmt.Sprintf("the engine answered request %d twice; the second reply: %s", id, clip(string(ln.b), 200))})
		case id >= c.procFirst && id < first:
			// A late answer to a request already reported missing.
		default:
			out[next] = Reply{ID: due(), Seq: seq(due()), Err: c.engineErr(ErrWrongID, "the reply's id %d matches no request (request %d was due): %s", id, due(), clip(string(ln.b), 200))}
			advance()
		}
	}
	return len(reqs)
}
