package runner

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strconv"
	"sync"
	"syscall"
	"time"
)

// MaxReplyLine is the longest reply line the client accepts, in bytes. A
// longer line is an engine error.
const MaxReplyLine = 8 << 20

// Client speaks protocol v1 to a persistent engine subprocess. It restarts a
// crashed engine, times out each request, and stops sending to an engine
// that timed out MaxTimeouts times in a row.
type Client struct {
	Command     string        // run with sh -c
	Timeout     time.Duration // per request
	MaxTimeouts int           // consecutive timeouts before giving up (0: 3)
	MaxRestarts int           // consecutive failed starts before giving up (0: 3)

	helloRaw []byte
	restarts int // how many times the engine was restarted
	requests int // requests sent

	proc         *proc
	nextID       int64
	timeouts     int
	crashes      int
	badStarts    int
	gaveUp       string
	stderr       *tail
	pending      *line // a line read ahead (answer to a later request)
	lastStartErr string
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
	cmd := exec.Command("sh", "-c", c.Command)
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
	c.pending = nil
	// hello
	id := c.nextID
	c.nextID++
	req := []byte(`{"id":` + strconv.FormatInt(id, 10) + `,"op":"hello","protocol":1}` + "\n")
	go func() { stdin.Write(req) }()
	rep := c.await(id, time.Now().Add(c.Timeout))
	if rep.Err != nil {
		c.kill()
		return c.startFailed("hello: " + rep.Err.Error())
	}
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

func (c *Client) startFailed(msg string) error {
	c.badStarts++
	c.lastStartErr = msg
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

// await waits for the reply with the given id until the deadline.
func (c *Client) await(id int64, deadline time.Time) Reply {
	p := c.proc
	timer := time.NewTimer(time.Until(deadline))
	defer timer.Stop()
	for {
		var ln line
		if c.pending != nil {
			ln, c.pending = *c.pending, nil
		} else {
			select {
			case l, ok := <-p.lines:
				if !ok {
					l = line{err: io.EOF}
				}
				ln = l
			case <-timer.C:
				return Reply{Err: c.engineErr(ErrTimeout, "no reply within %v", c.Timeout)}
			}
		}
		switch {
		case errors.Is(ln.err, io.EOF):
			c.pending = &ln
			state := "closed its output"
			select {
			case <-p.done:
				state = "exited (" + p.state + ")"
			case <-time.After(200 * time.Millisecond):
			}
			return Reply{Err: c.engineErr(ErrCrash, "the engine %s", state)}
		case ln.err != nil:
			return Reply{Err: c.engineErr(ErrOversized, "reply line longer than %d bytes", MaxReplyLine)}
		}
		got, ok := replyID(ln.b)
		if !ok {
			return Reply{Err: c.engineErr(ErrGarbage, "unparseable reply line: %s", clip(string(ln.b), 200))}
		}
		switch {
		case got < id:
			continue // a late answer to a request already given up on
		case got > id:
			c.pending = &ln
			return Reply{Err: c.engineErr(ErrMissing, "the engine answered request %d before request %d", got, id)}
		}
		return Reply{Raw: ln.b}
	}
}

// replyID reads the id of a reply line.
func replyID(b []byte) (int64, bool) {
	if bytes.HasPrefix(b, []byte(`{"id":`)) {
		i := len(`{"id":`)
		j := i
		for j < len(b) && b[j] >= '0' && b[j] <= '9' {
			j++
		}
		if j > i && j < len(b) && (b[j] == ',' || b[j] == '}') && json.Valid(b) {
			n, err := strconv.ParseInt(string(b[i:j]), 10, 64)
			return n, err == nil
		}
	}
	var env struct {
		ID *json.Number `json:"id"`
	}
	if err := json.Unmarshal(b, &env); err != nil || env.ID == nil {
		return 0, false
	}
	n, err := env.ID.Int64()
	return n, err == nil
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
}

// Do sends the requests (each the JSON fields after the id, such as
// `"op":"moves","rules":{...},"position":{...}`) and returns one reply per
// request, in order. Requests are pipelined; each reply must come within the
// timeout of the previous one. A crashed engine is restarted and the
// remaining requests are sent again; after MaxTimeouts timeouts in a row the
// rest are not sent and get ErrGaveUp.
func (c *Client) Do(reqs [][]byte) []Reply {
	out := make([]Reply, len(reqs))
	for done := 0; done < len(reqs); {
		if err := c.start(); err != nil {
			var ee *EngineError
			errors.As(err, &ee)
			out[done] = Reply{Err: ee}
			done++
			continue
		}
		done = c.batch(reqs, out, done)
	}
	return out
}

// batch sends reqs[from:] and fills out until the engine fails; it returns
// the index of the first request without a reply.
func (c *Client) batch(reqs [][]byte, out []Reply, from int) int {
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
	max := c.MaxTimeouts
	if max <= 0 {
		max = 3
	}
	for i := from; i < len(reqs); i++ {
		rep := c.await(first+int64(i-from), time.Now().Add(c.Timeout))
		out[i] = rep
		if rep.Err == nil {
			c.timeouts, c.crashes = 0, 0
			continue
		}
		switch rep.Err.Kind {
		case ErrTimeout:
			c.timeouts++
			c.kill()
			c.restarts++
			if c.timeouts >= max {
				c.gaveUp = fmt.Sprintf("the engine timed out %d times in a row; the remaining requests were not sent", c.timeouts)
			}
			return i + 1
		case ErrCrash:
			c.kill()
			c.restarts++
			if c.crashes++; c.crashes >= 2*max {
				c.gaveUp = fmt.Sprintf("the engine crashed %d times in a row without answering; the remaining requests were not sent", c.crashes)
			}
			return i + 1
		}
	}
	return len(reqs)
}
