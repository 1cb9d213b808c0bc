package runner

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/baolakiswahili/conformance/vectors"
)

// resultVectors picks vectors whose every reply carries a position: full
// successor sets, and apply vectors with a whole expected position.
func resultVectors(t *testing.T) []*vectors.File {
	t.Helper()
	return pickVectors(t, 40, func(v *vectors.Vector) bool {
		switch {
		case v.Kind == vectors.KindMoves && v.Derived == vectors.DerivedEngine && v.Expect.HasMoves():
			return strings.HasPrefix(v.ID, "moves.kiswahili.default.")
		case v.Kind == vectors.KindApply && len(v.Setup) == 0 && v.Expect.Position != nil:
			return true
		}
		return false
	})
}

// TestStrictReplies (issue 26): keys in another case and a key given twice
// are refused with the key's path, whatever encoding/json would make of
// them; integers written as floats are the integers they are.
func TestStrictReplies(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program")
	}
	files := resultVectors(t)
	for _, tc := range []struct {
		name, fault string
		want        string // in every message; "" when every vector must pass
	}{
		// System.Text.Json's default: {"ToMove":..,"South":{"Front":..}}.
		{"keys in PascalCase", "pascalcase", `position.ToMove: unknown key (did you mean "toMove"?)`},
		// "toMove":WRONG, ..., "toMove":RIGHT: encoding/json keeps the last.
		{"a key twice", "dupkey", "position.toMove: duplicate key"},
		// 0.0 and 3.0 where counts are due: JSON Schema's integer accepts them.
		{"integers as floats", "floats", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			rep, err := runFaulty(t, "-fault="+tc.fault, 5*time.Second, files)
			if err != nil {
				t.Fatal(err)
			}
			c, bad := statusCounts(rep)
			if tc.want == "" {
				if len(bad) > 0 {
					t.Fatalf("counts %v, want every vector to pass: %s", c, brief(bad))
				}
				return
			}
			if c[Pass] != 0 || c[Fail] != 0 {
				t.Fatalf("counts %v, want every vector an error: %s", c, brief(bad))
			}
			for _, r := range bad {
				if !strings.Contains(r.Message, tc.want) {
					t.Fatalf("%s: message %q, want it to contain %q", r.ID, r.Message, tc.want)
				}
			}
		})
	}
}

// TestTextReportCannotBeForged (issue 26): an engine's strings (its hello
// name, an error message) reach the text report with their control
// characters escaped: no cleared screen, no line of its own.
func TestTextReportCannotBeForged(t *testing.T) {
	files := pickVectors(t, 3, func(v *vectors.Vector) bool { return v.Kind == vectors.KindApply && len(v.Setup) == 0 })
	hello := string(must(NewLocal().Start()))
	hello = strings.Replace(hello, `"name":"bao-reference"`, `"name":"evil\u001b[2J\u001b[H\u202eengine\r\nPASS: 15243 vectors"`, 1)
	eng := &fake{Local: NewLocal(), hello: hello, edit: func(n int, req, reply []byte) []byte {
		return []byte(`{"id":` + string(idOfReply(reply)) + `,"error":{"kind":"illegal-move","message":"no\nPASS: 99 vectors\u001b[1A"}}`)
	}}
	rep, err := Run(t.Context(), eng, files, Options{Name: "fake", NoDialect: true, NoMapping: true})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	rep.WriteText(&b, 20)
	out := b.String()
	for _, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "PASS:") {
			t.Errorf("a forged line: %q", line)
		}
	}
	if strings.ContainsAny(out, "\x1b\r\u202e") {
		t.Errorf("control characters reach the terminal:\n%q", out)
	}
	if !strings.Contains(out, `evil\x1b[2J`) || !strings.Contains(out, `no\nPASS: 99 vectors\x1b[1A`) {
		t.Errorf("the escaped strings are not shown:\n%s", out)
	}
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// idOfReply returns the raw id of a reply line.
func idOfReply(reply []byte) []byte {
	i := strings.Index(string(reply), `"id":`) + len(`"id":`)
	j := i
	for j < len(reply) && reply[j] >= '0' && reply[j] <= '9' {
		j++
	}
	return reply[i:j]
}

// TestHonestEngines (issue 26): engines that follow the protocol in their
// own way are served: a byte-order mark before the hello is accepted and
// noted once; a slow start has its own, generous time limit. When the hello
// never comes, or a banner comes first, the message says what usually
// causes it and how to check.
func TestHonestEngines(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program")
	}
	files := pickVectors(t, 5, func(v *vectors.Vector) bool { return v.Kind == vectors.KindApply && len(v.Setup) == 0 })
	run := func(args string, timeout, start time.Duration) (*Report, error) {
		cmd := buildFaulty(t) + " " + args
		c := NewClient(cmd, timeout)
		c.StartTimeout = start
		defer c.Close()
		return Run(t.Context(), c, files, Options{Name: cmd, NoDialect: true, NoMapping: true})
	}
	t.Run("a byte-order mark", func(t *testing.T) {
		t.Parallel()
		rep, err := run("-fault=bom", 5*time.Second, 0)
		if err != nil {
			t.Fatal(err)
		}
		if c, bad := statusCounts(rep); len(bad) > 0 {
			t.Fatalf("counts %v: %s", c, brief(bad))
		}
		if len(rep.Notes) != 1 || !strings.Contains(rep.Notes[0], "byte-order mark") {
			t.Errorf("notes %q, want one about the byte-order mark", rep.Notes)
		}
		var b strings.Builder
		rep.WriteText(&b, 20)
		if strings.Count(b.String(), "byte-order mark") != 1 {
			t.Errorf("the text report does not note the byte-order mark once:\n%s", b.String())
		}
	})
	t.Run("a slow start", func(t *testing.T) {
		t.Parallel()
		// 1.5 s to start, replies at once: the reply timeout is no start-up limit.
		rep, err := run("-fault=slowstart -delay=1500ms", 300*time.Millisecond, 0)
		if err != nil {
			t.Fatal(err)
		}
		if c, bad := statusCounts(rep); len(bad) > 0 {
			t.Fatalf("counts %v: %s", c, brief(bad))
		}
	})
	for _, tc := range []struct{ name, args, want string }{
		{"too slow a start", "-fault=slowstart -delay=3s", "raise --start-timeout"},
		{"output not flushed", "-fault=noflush", "does not flush its output"},
		{"a banner", "-fault=banner", "write banners, prompts and logs to stderr"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			_, err := run(tc.args, 300*time.Millisecond, 700*time.Millisecond)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want it to say %q", err, tc.want)
			}
			if strings.Contains(tc.args, "noflush") && !strings.Contains(err.Error(), `echo '{"id":1,"op":"hello","protocol":1}' | `) {
				t.Errorf("error %v, want the command that checks", err)
			}
		})
	}
}

// TestMovesComparedAsValues (issue 26): a namua capture whose kichwa is
// written as a direction prints as the same text (A5<) but is another
// value: it fails, spec move sets and full successor sets alike, and the
// message shows both JSON forms instead of "missing A5<; extra A5<".
func TestMovesComparedAsValues(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program")
	}
	kichwa := func(m []byte) bool {
		return strings.Contains(string(m), `"kichwa"`) && !strings.Contains(string(m), `"dir"`)
	}
	spec := pickVectors(t, 15, func(v *vectors.Vector) bool {
		return v.Kind == vectors.KindMoves && slices.ContainsFunc(v.Expect.MoveSet, func(m json.RawMessage) bool { return kichwa(m) })
	})
	full := pickVectors(t, 15, func(v *vectors.Vector) bool {
		if v.Kind != vectors.KindMoves || v.Variant() != "kiswahili" {
			return false
		}
		v.Expect.Materialize()
		return slices.ContainsFunc(v.Expect.Moves, func(s vectors.Successor) bool { return kichwa(s.Move) })
	})
	files := append(spec, full...)
	rep, err := runFaulty(t, "-fault=kichwadir", 5*time.Second, files)
	if err != nil {
		t.Fatal(err)
	}
	c, bad := statusCounts(rep)
	if c[Pass] != 0 {
		t.Fatalf("counts %v: a move written in another form passed", c)
	}
	for _, r := range bad {
		if !strings.Contains(r.Message, `the engine writes {"pit":`) || !strings.Contains(r.Message, `"dir":"c`) || !strings.Contains(r.Message, `the canonical form is {"pit":`) {
			t.Errorf("%s: message %q, want both JSON forms", r.ID, r.Message)
		}
		if strings.Contains(r.Message, "missing moves") && strings.Contains(r.Message, "extra moves") {
			t.Errorf("%s: message %q contradicts itself", r.ID, r.Message)
		}
	}
	t.Logf("%d vectors, first message: %s", len(rep.Results), bad[0].Message)
}

// TestSuccessorContract (issue 26): every reply that carries successors is
// held to the successor contract, also where the vector compares only the
// set of moves: successors that leave the mover to move are an error
// naming the rule.
func TestSuccessorContract(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program")
	}
	files := pickVectors(t, 20, func(v *vectors.Vector) bool {
		return v.Kind == vectors.KindMoves && len(v.Expect.MoveSet) > 0
	})
	rep, err := runFaulty(t, "-fault=noflip", 5*time.Second, files)
	if err != nil {
		t.Fatal(err)
	}
	c, bad := statusCounts(rep)
	if c[Pass] != 0 || c[Fail] != 0 {
		t.Fatalf("counts %v, want every vector an error", c)
	}
	for _, r := range bad {
		if !strings.Contains(r.Message, "the successor contract, rule 1: the opponent is to move") {
			t.Fatalf("%s: message %q, want the rule it breaks", r.ID, r.Message)
		}
	}
	t.Logf("first message: %s", bad[0].Message)
}

// TestPerftBudgetCapsRequests (issue 26): a perft vector costs at most its
// budget of requests; the depths beyond are named as not checked.
func TestPerftBudgetCapsRequests(t *testing.T) {
	files := pickVectors(t, 1, func(v *vectors.Vector) bool { return v.Kind == vectors.KindPerft && len(v.Expect.Perft) >= 4 })
	v := &files[0].Vectors[0]
	budget := 1 + v.Expect.Perft[0].Nodes + v.Expect.Perft[1].Nodes // depths 1 to 3
	rep, err := Run(t.Context(), NewLocal(), files, Options{Name: "ref", NoDialect: true, NoMapping: true, PerftBudget: budget})
	if err != nil {
		t.Fatal(err)
	}
	res := rep.Results[0]
	if res.Status != Pass || uint64(rep.Requests) > budget {
		t.Errorf("status %s, %d requests; want a pass within the budget of %d", res.Status, rep.Requests, budget)
	}
	if !strings.Contains(res.Message, "depths 4 to ") || !strings.Contains(res.Message, "--perft-budget") {
		t.Errorf("message %q, want the depths not checked", res.Message)
	}
}

// TestOneClassHangs (issue 26): an engine that hangs on one class of
// positions (where a lap limit decides) loses that class, its probes
// included, after a few timeouts; the run goes on through the other
// classes and says which class hung.
func TestOneClassHangs(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program")
	}
	files := loadVectors(t, "dialect.lapLimit.", "illegal.", "moves.kiswahili.default.0")
	cmd := buildFaulty(t) + " -fault=hangclass"
	c := NewClient(cmd, 300*time.Millisecond)
	defer c.Close()
	rep, err := Run(t.Context(), c, files, Options{Name: cmd})
	if err != nil {
		t.Fatal(err)
	}
	if rep.GaveUp != "" {
		t.Fatalf("the runner gave up: %s", rep.GaveUp)
	}
	cnt, bad := statusCounts(rep)
	others := 0
	for _, r := range rep.Results {
		if !strings.HasPrefix(r.ID, "dialect.lapLimit.") {
			others++
			if r.Status == Error {
				t.Errorf("%s, not about the lap limit: %s", r.ID, r.Message)
			}
		}
	}
	if cnt[Pass] < others/2 {
		t.Errorf("counts %v: %s", cnt, brief(bad))
	}
	if !slices.ContainsFunc(rep.Notes, func(n string) bool { return strings.Contains(n, "option lapLimit") }) {
		t.Errorf("notes %q, want the class that hung named", rep.Notes)
	}
	t.Logf("counts %v, notes %q", cnt, rep.Notes)
}
