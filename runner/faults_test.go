package runner

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/baolakiswahili/conformance/vectors"
)

// runFaulty runs the vectors against the faulty engine binary with args.
func runFaulty(t *testing.T, args string, timeout time.Duration, files []*vectors.File) (*Report, error) {
	t.Helper()
	cmd := buildFaulty(t) + " " + args
	c := NewClient(cmd, timeout)
	defer c.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	return Run(ctx, c, files, Options{Name: cmd, NoDialect: true, NoMapping: true})
}

// brief lists the first results as "ID: message".
func brief(rs []Result) string {
	var b strings.Builder
	for i, r := range rs {
		if i == 4 {
			fmt.Fprintf(&b, "\n  ... %d more", len(rs)-i)
			break
		}
		fmt.Fprintf(&b, "\n  %s %s: %s", r.Status, r.ID, r.Message)
	}
	return b.String()
}

func statusCounts(rep *Report) (Counts, []Result) {
	c := Counts{}
	var bad []Result
	for _, r := range rep.Results {
		c[r.Status]++
		if r.Status != Pass {
			bad = append(bad, r)
		}
	}
	return c, bad
}

// TestProtocolFaults runs engines that break the reply protocol; each
// broken reply must be reported once, on the request it belongs to, and
// the run must go on in step (issue 9, must never pass 2 and 3, and
// "must say what happened").
func TestProtocolFaults(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program")
	}
	files := loadVectors(t, "illegal.")
	tests := []struct {
		name, args string
		errors     int    // how many vectors must be errors
		want       string // in the message of each error
	}{
		// A second reply (and a wrong one) to an answered request.
		{"answers twice", "-fault=twice -after=20", 1, "answered request 19 twice"},
		// One reply with an id that matches no request: one error, no cascade.
		{"wrong id", "-fault=wrongid -after=20", 1, "matches no request (request 19 was due)"},
		// A reply held back and sent under a later id: the skipped request is
		// missing, the later one got two replies; nothing is judged against
		// the wrong vector.
		{"reply under a later id", "-fault=swapid -after=20", 2, "no reply to request 19|answered request 21 twice"},
		{"reply without id", "-fault=noid -after=20", 1, "reply without id"},
		{"reply with a null id", "-fault=nullid -after=20", 1, "reply without id"},
		{"id sent as a string", "-fault=stringid -after=20", 1, "is not the request's number"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			rep, err := runFaulty(t, tc.args, 5*time.Second, files)
			if err != nil {
				t.Fatal(err)
			}
			c, bad := statusCounts(rep)
			if c[Error] != tc.errors || c[Fail] != 0 {
				t.Fatalf("counts %v, want exactly %d errors and no failure; not passed: %s", c, tc.errors, brief(bad))
			}
			for _, r := range bad {
				if !containsAny(r.Message, strings.Split(tc.want, "|")) {
					t.Errorf("%s: message %q, want it to contain %q", r.ID, r.Message, tc.want)
				}
			}
		})
	}
}

// TestEngineDeaths: an engine that closes its output, or exits while a
// child holds its output, is reported as such at once, not as timeouts; an
// engine that fails at start shows its stderr.
func TestEngineDeaths(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program")
	}
	// Few enough vectors that the engine dies only a few times.
	files := pickVectors(t, 60, func(v *vectors.Vector) bool { return v.Kind == vectors.KindIllegal && len(v.Setup) == 0 })
	for _, tc := range []struct{ name, args, want string }{
		{"closes its output", "-fault=closeout -after=20", "closed its output but is still running"},
		{"exits while a child holds its output", "-fault=forkhold -after=20", "the engine exited (exit status 0)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			// A reply timeout far above the threshold below: a death
			// waited out as a timeout costs a minute, while one seen at
			// once costs milliseconds even on a loaded machine.
			start := time.Now()
			rep, err := runFaulty(t, tc.args, time.Minute, files)
			if err != nil {
				t.Fatal(err)
			}
			// The faulty engine breaks again after each restart: every
			// error must say what happened.
			c, bad := statusCounts(rep)
			if len(bad) == 0 || c[Pass] < len(rep.Results)/2 {
				t.Fatalf("counts %v: want some errors, and the run to go on after each", c)
			}
			for _, r := range bad {
				if !strings.Contains(r.Message, tc.want) {
					t.Fatalf("results not passed: %s\nwant each an error containing %q", brief(bad), tc.want)
				}
			}
			if d := time.Since(start); d > 30*time.Second {
				t.Errorf("the run took %v: the death was waited out as a timeout", d)
			}
		})
	}
	t.Run("fails at start", func(t *testing.T) {
		_, err := runFaulty(t, "-fault=startfail", 5*time.Second, files)
		if err == nil || !strings.Contains(err.Error(), "SyntaxError: invalid syntax") {
			t.Errorf("error %v, want the engine's stderr in it", err)
		}
	})
}

func containsAny(s string, subs []string) bool {
	for _, sub := range subs {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}
