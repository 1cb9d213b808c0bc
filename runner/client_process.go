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
	"strings"
	"sync"
	"syscall"
	"time"
)

// The engine's process: starting it and reading its hello, its output line
// by line, its stderr's tail, killing and closing it.

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
