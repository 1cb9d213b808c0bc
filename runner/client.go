package runner

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/baolakiswahili/conformance/internal/strictjson"
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

type line struct {
	b   []byte
	err error // io.EOF at the end; errLong for an oversized line
}

var errLong = errors.New("line too long")

type proc struct {
	cmd   *exec.Cmd
	stdin io.WriteCloser
	lines chan line
	done  chan struct{} // closed when the process has been waited for
	state string        // exit status, after done
}

// tail keeps the last bytes written to it.
type tail struct {
	mu  sync.Mutex
	buf []byte
}

const tailSize = 2048

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, p...)
	if len(t.buf) > 4*tailSize {
		t.buf = append(t.buf[:0], t.buf[len(t.buf)-tailSize:]...)
	}
	return len(p), nil
}

func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	b := t.buf
	if len(b) > tailSize {
		b = b[len(b)-tailSize:]
	}
	return string(b)
}

// DefaultStartTimeout is how long a starting engine has to answer hello.
const DefaultStartTimeout = 30 * time.Second

// bom is the UTF-8 byte-order mark, which .NET and PowerShell write before
// the first line.
const bom = "\xef\xbb\xbf"

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

func (c *Client) start() error {
	if c.proc != nil {
		return nil
	}
	if c.gaveUp != "" {
		return c.engineErr(ErrGaveUp, "%s", c.gaveUp)
	}
	cmd := exec.Command("sh", "-c", shellLine(c.Command))
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Stderr = c.stderr
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return c.startFailed(err.Error())
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return c.startFailed(err.Error())
	}
	if err := cmd.Start(); err != nil {
		return c.startFailed(err.Error())
	}
	p := &proc{cmd: cmd, stdin: stdin, lines: make(chan line, 4096), done: make(chan struct{})}
	go readLines(stdout, p.lines)
	go func() {
		err := cmd.Wait()
		if err != nil {
			p.state = err.Error()
		} else {
			p.state = "exit status 0"
		}
		close(p.done)
	}()
	c.proc = p
	c.answered = map[int64]bool{}
	// hello
	c.procFirst = c.nextID
	id := c.nextID
	c.nextID++
	req := []byte(`{"id":` + strconv.FormatInt(id, 10) + `,"op":"hello","protocol":1}` + "\n")
	go func() { stdin.Write(req) }()
	startTimeout := c.StartTimeout
	if startTimeout <= 0 {
		startTimeout = DefaultStartTimeout
	}
	ln, eerr := c.read(time.Now().Add(startTimeout))
	if eerr == nil && strings.HasPrefix(string(ln.b), bom) {
		// A byte-order mark before the first line is the writer's habit,
		// not a reply: accepted, and noted once in the report.
		ln.b = ln.b[len(bom):]
		c.bom = true
	}
	switch {
	case eerr != nil && eerr.Kind == ErrTimeout:
		eerr.Message = fmt.Sprintf("no reply to hello within %v (--start-timeout). What usually causes it:\n"+
			"  - the engine does not flush its output after each reply (C stdio and Python buffer a pipe: fflush(stdout), print(..., flush=True) or python3 -u; Java: System.out.flush());\n"+
			"  - it waits for more input first, or prints a prompt and waits for an answer;\n"+
			"  - it starts slowly (a JVM, a large interpreter): raise --start-timeout.\n"+
			"To check, run: echo '{\"id\":1,\"op\":\"hello\",\"protocol\":1}' | %s", startTimeout, c.Command)
	case eerr == nil:
		if got, st := replyID(ln.b); st != idOK || got != id {
			eerr = c.engineErr(ErrGarbage, "the first line is not the reply to hello (id %d): %q. The engine's stdout must carry replies only, one per line: write banners, prompts and logs to stderr", id, clip(string(ln.b), 200))
		}
	}
	if eerr != nil {
		c.kill()
		return c.startFailed("hello: " + eerr.Error())
	}
	rep := Reply{ID: id, Raw: ln.b}
	c.answered[id] = true
	var h struct {
		Name  string                          `json:"name"`
		Error *struct{ Kind, Message string } `json:"error"`
	}
	if err := json.Unmarshal(rep.Raw, &h); err != nil || h.Error != nil || h.Name == "" {
		c.kill()
		msg := "hello reply lacks a name"
		if err != nil {
			msg = "hello reply: " + err.Error()
		} else if h.Error != nil {
			msg = "hello refused: " + h.Error.Kind + ": " + h.Error.Message
		}
		return c.startFailed(msg)
	}
	c.helloRaw = rep.Raw
	c.badStarts = 0
	return nil
}

// shellLine returns the shell line that runs command. A simple command (no
// shell operators) is exec'd, so the engine is the shell's process itself:
// signals reach it, and when it closes its output the runner sees it.
func shellLine(command string) string {
	if strings.ContainsAny(command, ";&|()<>`$\n\\'\"") || strings.HasPrefix(strings.TrimSpace(command), "exec ") {
		return command
	}
	return "exec " + command
}

func (c *Client) startFailed(msg string) error {
	c.badStarts++
	max := c.MaxRestarts
	if max <= 0 {
		max = 3
	}
	if c.badStarts >= max {
		c.gaveUp = fmt.Sprintf("the engine failed to start %d times in a row (last: %s)", c.badStarts, msg)
	}
	return c.engineErr(ErrStart, "%s", msg)
}

func readLines(r io.Reader, out chan<- line) {
	br := bufio.NewReaderSize(r, 64<<10)
	for {
		var buf []byte
		long := false
		for {
			chunk, err := br.ReadSlice('\n')
			if !long {
				if len(buf)+len(chunk) > MaxReplyLine+1 {
					long = true
					buf = nil
				} else {
					buf = append(buf, chunk...)
				}
			}
			if errors.Is(err, bufio.ErrBufferFull) {
				continue
			}
			if err != nil {
				if !long && len(bytes.TrimSpace(buf)) > 0 {
					out <- line{b: buf}
				}
				if long {
					out <- line{err: errLong}
				}
				out <- line{err: io.EOF}
				close(out)
				return
			}
			break
		}
		if long {
			out <- line{err: errLong}
			continue
		}
		if len(bytes.TrimSpace(buf)) == 0 {
			continue
		}
		out <- line{b: bytes.TrimRight(buf, "\r\n")}
	}
}

// kill ends the engine process group.
func (c *Client) kill() {
	p := c.proc
	if p == nil {
		return
	}
	c.proc = nil
	p.stdin.Close()
	if p.cmd.Process != nil {
		syscall.Kill(-p.cmd.Process.Pid, syscall.SIGKILL)
	}
	select {
	case <-p.done:
	case <-time.After(2 * time.Second):
	}
}

// Close stops the engine: it closes its input and waits a moment for it to
// exit, then kills it.
func (c *Client) Close() {
	p := c.proc
	if p == nil {
		return
	}
	p.stdin.Close()
	select {
	case <-p.done:
		c.proc = nil
	case <-time.After(500 * time.Millisecond):
		c.kill()
	}
}

// read returns the next line of the engine's output, or an engine error:
// timeout (nothing before the deadline), crash (the output ended: the
// process exited, or closed its output) or oversized. When the process
// exits, its output is closed even if a child of it still holds it open.
func (c *Client) read(deadline time.Time) (line, *EngineError) {
	p := c.proc
	timer := time.NewTimer(time.Until(deadline))
	defer timer.Stop()
	for {
		select {
		case ln, ok := <-p.lines:
			if !ok {
				ln = line{err: io.EOF}
			}
			switch {
			case errors.Is(ln.err, io.EOF):
				state := "closed its output"
				select {
				case <-p.done:
					state = "exited (" + p.state + ")"
				case <-time.After(200 * time.Millisecond):
					state += " but is still running"
				}
				return ln, c.engineErr(ErrCrash, "the engine %s", state)
			case ln.err != nil:
				return ln, c.engineErr(ErrOversized, "reply line longer than %d bytes", MaxReplyLine)
			}
			return ln, nil
		case <-timer.C:
			return line{}, c.engineErr(ErrTimeout, "no reply within %v", c.Timeout)
		}
	}
}

// Violation is a reply that broke the protocol after its request had been
// answered: a second reply to the same request.
type Violation struct {
	ID      int64  // the request's id
	Message string // what happened, with an excerpt of the reply
}

// idStatus says what replyID found.
type idStatus int

const (
	idOK      idStatus = iota
	idMissing          // a JSON object without an id, or with "id":null
	idBad              // an id that is not a request number (a string, a fraction)
	idGarbage          // not a JSON object
)

// replyID reads the id of a reply line.
func replyID(b []byte) (int64, idStatus) {
	if bytes.HasPrefix(b, []byte(`{"id":`)) {
		i := len(`{"id":`)
		j := i
		for j < len(b) && b[j] >= '0' && b[j] <= '9' {
			j++
		}
		if j > i && j < len(b) && (b[j] == ',' || b[j] == '}') && json.Valid(b) {
			n, err := strconv.ParseInt(string(b[i:j]), 10, 64)
			if err == nil {
				return n, idOK
			}
		}
	}
	var env map[string]json.RawMessage
	if err := json.Unmarshal(b, &env); err != nil {
		return 0, idGarbage
	}
	raw, ok := env["id"]
	if !ok || string(raw) == "null" {
		return 0, idMissing
	}
	n, err := strconv.ParseInt(string(raw), 10, 64)
	if err != nil {
		// 7.0 or 7e0 is the integer 7 (strictjson.Integral), as everywhere.
		s, ok := strictjson.Integral(string(raw))
		if n, err = strconv.ParseInt(s, 10, 64); !ok || err != nil {
			return 0, idBad
		}
	}
	return n, idOK
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
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
					out[k] = Reply{ID: first + int64(k-from), Err: c.engineErr(ErrMissing, "no reply to request %d: the engine answered the requests after it", first+int64(k-from))}
				}
			}
			advance()
			continue
		}
		if eerr != nil {
			out[next] = Reply{ID: due(), Err: eerr}
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
			out[next] = Reply{ID: due(), Err: c.engineErr(ErrGarbage, "unparseable reply line: %s", clip(string(ln.b), 200))}
			advance()
			continue
		case idMissing:
			out[next] = Reply{ID: due(), Err: c.engineErr(ErrNoID, "reply without id (request %d was due): %s", due(), clip(string(ln.b), 200))}
			advance()
			continue
		case idBad:
			out[next] = Reply{ID: due(), Err: c.engineErr(ErrBadID, "the reply's id is not the request's number %d: %s", due(), clip(string(ln.b), 200))}
			advance()
			continue
		}
		idx := from + int(id-first)
		switch {
		case id >= first && idx < len(reqs):
			switch {
			case out[idx].Raw != nil:
				out[idx] = Reply{ID: id, Err: c.engineErr(ErrTwice, "the engine answered request %d twice; the second reply: %s", id, clip(string(ln.b), 200))}
			case out[idx].Err != nil:
				// A late answer to a request already reported missing.
			default:
				out[idx] = Reply{ID: id, Raw: ln.b}
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
			out[next] = Reply{ID: due(), Err: c.engineErr(ErrWrongID, "the reply's id %d matches no request (request %d was due): %s", id, due(), clip(string(ln.b), 200))}
			advance()
		}
	}
	return len(reqs)
}

// Violations returns the protocol errors found after their request had
// been answered (a second reply), reading what the engine has already sent.
func (c *Client) Violations() []Violation {
	if p := c.proc; p != nil {
		deadline := time.After(20 * time.Millisecond)
	drain:
		for {
			select {
			case ln, ok := <-p.lines:
				if !ok || ln.err != nil {
					break drain
				}
				if id, st := replyID(ln.b); st == idOK && c.answered[id] {
					c.violations = append(c.violations, Violation{ID: id, Message: fmt.Sprintf("the engine answered request %d twice; the second reply: %s", id, clip(string(ln.b), 200))})
				}
			case <-deadline:
				break drain
			}
		}
	}
	return c.violations
}
