package runner

import (
	"context"
	"fmt"
	"reflect"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/sync/errgroup"
)

// Copies of the engine side by side (--jobs): the vectors are cut into
// units (a batch of single-round vectors, or one multi-round vector), and
// each copy takes the next unit, so that every vector's requests go to one
// copy, in order. The results do not depend on which copy answered: the
// report is the same as with one copy, times aside. Each copy restarts,
// times out and numbers its requests on its own (Client).

// copies are the engine's running copies, each behind its tracker.
type copies struct {
	ts []*tracker
	// waited is the time spent waiting for the engine's replies in the
	// main run, summed over the copies (nanoseconds).
	waited atomic.Int64
}

// startCopies starts n-1 more copies of the engine with newEngine and
// checks that each says the same hello as the first.
func startCopies(first Engine, hello []byte, n int, newEngine func() Engine) (*copies, error) {
	c := &copies{ts: []*tracker{{Engine: first, ids: map[int64]*job{}}}}
	if n <= 1 {
		return c, nil
	}
	if newEngine == nil {
		return nil, fmt.Errorf("--jobs %d: no way to start another copy of the engine", n)
	}
	want, err := ParseHello(hello)
	if err != nil {
		return nil, err
	}
	engines := make([]Engine, n-1)
	errs := make([]error, n-1)
	var wg sync.WaitGroup
	for i := range engines {
		wg.Add(1)
		go func() {
			defer wg.Done()
			engines[i] = newEngine()
			raw, err := engines[i].Start()
			if err != nil {
				errs[i] = fmt.Errorf("starting copy %d of %d: %w", i+2, n, err)
				return
			}
			if got, err := ParseHello(raw); err != nil || !reflect.DeepEqual(got, want) {
				errs[i] = fmt.Errorf("copy %d of %d says another hello than the first (%s): --jobs needs copies that play alike", i+2, n, clip(oneLine(string(raw)), 200))
			}
		}()
	}
	wg.Wait()
	for i, e := range engines {
		c.ts = append(c.ts, &tracker{Engine: e, ids: map[int64]*job{}})
		if errs[i] != nil {
			c.close()
			return nil, errs[i]
		}
	}
	return c, nil
}

// first is the first copy: the mapping check, the diagnosis and shrinking
// ask it alone.
func (c *copies) first() *tracker { return c.ts[0] }

// close stops the copies the run started (not the first, the caller's).
func (c *copies) close() {
	for _, t := range c.ts[1:] {
		if t.Engine != nil {
			t.Engine.Close()
		}
	}
}

// unit is what one copy runs at a time: a batch of single-round jobs, or
// one multi-round job.
type unit struct {
	batch []*job
	multi *job
}

// units cuts the jobs to run into units, in order.
func units(ctx context.Context, jobs []*job) []unit {
	var out []unit
	var batch []*job
	pending := 0
	flush := func() {
		if len(batch) > 0 {
			out = append(out, unit{batch: batch})
		}
		batch, pending = nil, 0
	}
	for _, j := range jobs {
		if j.res.Status != "" {
			continue // n/a, skipped or broken: decided by prepare
		}
		if !j.kind.multi(j.v) {
			batch = append(batch, j)
			if pending += j.kind.count(j.v); pending >= batchRequests {
				flush()
			}
			continue
		}
		flush()
		out = append(out, unit{multi: j})
	}
	flush()
	return out
}

// run runs the jobs on the copies, each copy taking the next unit, and
// judges the replies; prog counts the jobs done.
func (c *copies) run(ctx context.Context, jobs []*job, prog *progress) {
	us := units(ctx, jobs)
	total := 0
	for _, j := range jobs {
		if j.res.Status == "" {
			total++
		}
	}
	done := atomic.Int64{}
	skipped := len(jobs) - total
	next := atomic.Int64{}
	var wg sync.WaitGroup
	for _, t := range c.ts {
		wg.Add(1)
		go func() {
			defer wg.Done()
			// Replies are judged on other goroutines while the copy works
			// on its next batch.
			var judges errgroup.Group
			judges.SetLimit(runtime.GOMAXPROCS(0))
			for {
				i := int(next.Add(1)) - 1
				if i >= len(us) {
					break
				}
				u := us[i]
				if ctx.Err() != nil {
					for _, j := range append(u.batch, u.multi) {
						if j != nil {
							j.res.Status, j.res.Message = Error, interrupted(ctx)
						}
					}
					continue
				}
				t0 := time.Now()
				if u.multi == nil {
					if s := sendBatch(t, u.batch); s != nil {
						judges.Go(func() error { s.judgeAll(); return nil })
					}
					c.waited.Add(int64(time.Since(t0)))
					prog.tick(skipped+int(done.Add(int64(len(u.batch)))), "")
					continue
				}
				judges.Wait()
				j := u.multi
				t.cur = j
				j.prog, j.ctx = prog, ctx
				j.kind.run(t, j)
				j.sent = nil // a failure keeps its own (failure.go)
				t.cur = nil
				j.res.Seconds = time.Since(t0).Seconds()
				c.waited.Add(int64(time.Since(t0)))
				prog.tick(skipped+int(done.Add(1)), "")
			}
			judges.Wait()
		}()
	}
	wg.Wait()
}

// violations returns the protocol errors the copies found after their
// request had been answered, each with the job its request belonged to
// (nil: none of the main run's).
func (c *copies) violations() (out []Violation, owners []*job) {
	for _, t := range c.ts {
		for _, v := range t.Violations() {
			out = append(out, v)
			owners = append(owners, t.ids[v.ID])
		}
	}
	return out, owners
}

// stats sums the copies' stats.
func (c *copies) stats() Stats {
	var st Stats
	for _, t := range c.ts {
		s := t.Stats()
		st.Restarts += s.Restarts
		st.Requests += s.Requests
		if st.GaveUp == "" {
			st.GaveUp = s.GaveUp
		}
	}
	return st
}

// notes returns what the copies noted, each note once.
func (c *copies) notes() []string {
	var out []string
	for _, t := range c.ts {
		if n, ok := t.Engine.(interface{ Notes() []string }); ok {
			for _, s := range n.Notes() {
				if !slices.Contains(out, s) {
					out = append(out, s)
				}
			}
		}
	}
	return out
}

// spread sends requests to the copies side by side, in contiguous shares,
// and returns the replies in order (the dialect probes).
func (c *copies) spread(reqs [][]byte, classes []string) []Reply {
	n := len(c.ts)
	if n == 1 || len(reqs) < 2*n {
		return doClassed(c.first(), reqs, classes)
	}
	out := make([]Reply, len(reqs))
	var wg sync.WaitGroup
	per := (len(reqs) + n - 1) / n
	for k, t := range c.ts {
		lo, hi := k*per, min((k+1)*per, len(reqs))
		if lo >= hi {
			break
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			var cl []string
			if classes != nil {
				cl = classes[lo:hi]
			}
			copy(out[lo:hi], doClassed(t, reqs[lo:hi], cl))
		}()
	}
	wg.Wait()
	return out
}

// jobsNote says, after a long run on one copy, how much --jobs would save:
// the share of the run spent waiting for the engine, run on as many copies
// as the machine has cores.
func jobsNote(seconds, waited float64, jobs int) string {
	cores := runtime.NumCPU()
	if jobs > 1 || cores < 2 || seconds < 60 || waited < seconds/2 {
		return ""
	}
	k := min(cores, 4)
	est := seconds - waited + waited/float64(k)
	return fmt.Sprintf("the run took %.0f s, %.0f s of it waiting for the engine: --jobs %d runs %d copies of it side by side (this machine has %d cores), about %.0f s", seconds, waited, k, k, cores, est)
}
