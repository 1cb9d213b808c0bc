package runner

import (
	"fmt"
	"io"
	"sync"
	"time"
)

// progress writes progress to stderr: a line rewritten in place on a
// terminal, or (every > 0) a plain line at most every so often, for logs.
type progress struct {
	mu    sync.Mutex
	w     io.Writer
	every time.Duration
	start time.Time
	last  time.Time
	total int
	done  int
}

func newProgress(w io.Writer, every time.Duration, total int) *progress {
	now := time.Now()
	return &progress{w: w, every: every, start: now, last: now, total: total}
}

// tick records that done vectors are finished; note says what runs now.
func (p *progress) tick(done int, note string) {
	if p == nil || p.w == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if done >= 0 {
		p.done = done
	}
	gap := 200 * time.Millisecond
	if p.every > 0 {
		gap = p.every
	}
	if time.Since(p.last) < gap && p.done < p.total {
		return
	}
	p.last = time.Now()
	if note != "" {
		note = "; " + note
	}
	if p.every > 0 {
		fmt.Fprintf(p.w, "bao check: %d/%d vectors, %.0fs%s\n", p.done, p.total, time.Since(p.start).Seconds(), note)
		return
	}
	fmt.Fprintf(p.w, "\r%d/%d vectors%s\x1b[K", p.done, p.total, note)
}

// say writes one line now (a phase starts).
func (p *progress) say(msg string) {
	if p == nil || p.w == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.every > 0 {
		fmt.Fprintf(p.w, "bao check: %s\n", msg)
		return
	}
	fmt.Fprintf(p.w, "\r%s\x1b[K", msg)
}

// end finishes a progress line on a terminal.
func (p *progress) end() {
	if p == nil || p.w == nil || p.every > 0 {
		return
	}
	fmt.Fprintln(p.w)
}
