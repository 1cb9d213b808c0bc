package runner

import (
	"bytes"
	"context"
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/baolakiswahili/conformance/dialect"
	"github.com/baolakiswahili/conformance/reference"
	"github.com/baolakiswahili/conformance/vectors"
)

// TestReportReadsAtAGlance: simplest failures first, files that are all
// n/a on one line, tables aligned with long names, the JSON report with
// totals and a verdict and no \u003e (issue 9, must say what happened).
func TestReportReadsAtAGlance(t *testing.T) {
	long := "spec-disputes-a-very-long-file-name-that-is-longer-than-the-old-columns"
	r := &Report{Engine: "e", Results: []Result{
		{ID: "perft.x", File: "perft", Kind: "perft", Status: Fail, Message: "perft counts differ"},
		{ID: "game.x", File: "games", Kind: "game", Status: Fail, Message: "ply 1 (A6>): wrong result"},
		{ID: "moves.x", File: long, Kind: "moves", Status: Fail, Message: "missing moves A6>"},
		{ID: "apply.x", File: "apply", Kind: "apply", Status: Fail, Message: "wrong result"},
		{ID: "illegal.x", File: "illegal", Kind: "illegal", Status: Pass},
		{ID: "hus.1", File: "moves-hus-bga", Kind: "moves", Status: NA},
		{ID: "hus.2", File: "moves-hus-donkers", Kind: "moves", Status: NA},
	}}
	var b bytes.Buffer
	r.WriteText(&b, 20)
	text := b.String()
	order := []string{"FAIL apply.x", "FAIL moves.x", "FAIL game.x", "FAIL perft.x"}
	last := -1
	for _, o := range order {
		i := strings.Index(text, o)
		if i < last {
			t.Errorf("%q comes before an earlier kind:\n%s", o, text)
		}
		last = i
	}
	if !strings.Contains(text, "n/a files (all 2 vectors n/a): moves-hus-bga, moves-hus-donkers") {
		t.Errorf("n/a files not folded:\n%s", text)
	}
	if strings.Contains(text, "\nmoves-hus-bga ") {
		t.Errorf("an all-n/a file has its own row:\n%s", text)
	}
	// Every count row: the first count starts in the same column.
	row := regexp.MustCompile(`(?m)^([a-z][\w./-]*\s+)(\d+|pass)\s`)
	col := -1
	for _, m := range row.FindAllStringSubmatch(text, -1) {
		if col < 0 {
			col = len(m[1])
		}
		if len(m[1]) != col {
			t.Errorf("row %q: counts start at column %d, want %d", strings.TrimSpace(m[0]), len(m[1]), col)
		}
	}
	if col <= len(long) {
		t.Errorf("counts start at column %d, inside the long file name", col)
	}
	b.Reset()
	if err := r.WriteJSON(&b); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(b.String(), `\u003e`) || !strings.Contains(b.String(), "A6>") {
		t.Errorf("JSON report escapes '>'")
	}
	var j struct {
		Verdict string
		Totals  map[string]int
	}
	if err := json.Unmarshal(b.Bytes(), &j); err != nil || j.Verdict != "FAIL" || j.Totals["fail"] != 4 || j.Totals["pass"] != 1 || j.Totals["n/a"] != 2 {
		t.Errorf("JSON verdict %q totals %v (%v)", j.Verdict, j.Totals, err)
	}
}

// TestFailureShowsItsPosition: the board printed with a failure is the
// position of the request that failed (the ply of a game, not its start).
func TestFailureShowsItsPosition(t *testing.T) {
	files := pickVectors(t, 1, func(v *vectors.Vector) bool { return v.Kind == vectors.KindGame && len(v.Expect.Steps) >= 4 })
	v := &files[0].Vectors[0]
	eng := liesOnce(3)
	rep, err := Run(context.Background(), eng, files, Options{Name: "fake", NoDialect: true, NoMapping: true})
	if err != nil {
		t.Fatal(err)
	}
	res := rep.Results[0]
	var p reference.Position
	json.Unmarshal(v.Expect.Steps[1].Position, &p)
	if res.Status != Fail || !strings.HasPrefix(res.Message, "ply 3") || res.Board != reference.FormatDiagram(p) {
		t.Errorf("status %s message %q board\n%s\nwant the position before ply 3:\n%s", res.Status, res.Message, res.Board, reference.FormatDiagram(p))
	}
}

// TestOneNotation: a wrong set of legal moves is told in one notation, the
// same in the message and in the diff.
func TestOneNotation(t *testing.T) {
	files := pickVectors(t, 1, func(v *vectors.Vector) bool {
		return v.Kind == vectors.KindMoves && len(v.Expect.MoveTexts) > 1 && strings.Contains(strings.Join(v.Expect.MoveTexts, ""), "*")
	})
	eng := &fake{Local: NewLocal(), edit: func(n int, req, reply []byte) []byte {
		return editJSON(reply, func(m map[string]any) {
			if mv, ok := m["moves"].([]any); ok && len(mv) > 0 {
				m["moves"] = mv[1:]
			}
		})
	}}
	rep, err := Run(context.Background(), eng, files, Options{Name: "fake", NoDialect: true, NoMapping: true})
	if err != nil {
		t.Fatal(err)
	}
	res := rep.Results[0]
	if res.Status != Fail {
		t.Fatalf("status %s: %s", res.Status, res.Message)
	}
	for _, m := range regexp.MustCompile(`[A-Ba-b][1-8][<>]?\*?`).FindAllString(res.Message, -1) {
		if !regexp.MustCompile(`(?m)^[-+ ] ` + regexp.QuoteMeta(m) + `$`).MatchString(res.Diff) {
			t.Errorf("the message names %s, the diff does not:\n%s\n%s", m, res.Message, res.Diff)
		}
	}
}

// TestMaxPerftDepth: --max-perft-depth checks perft vectors only to that
// depth, with far fewer requests (for slow engines).
func TestMaxPerftDepth(t *testing.T) {
	files := pickVectors(t, 1, func(v *vectors.Vector) bool { return v.Kind == vectors.KindPerft && len(v.Expect.Perft) >= 4 })
	full, err := Run(context.Background(), NewLocal(), files, Options{Name: "ref", NoDialect: true, NoMapping: true})
	if err != nil {
		t.Fatal(err)
	}
	capped, err := Run(context.Background(), NewLocal(), files, Options{Name: "ref", NoDialect: true, NoMapping: true, MaxPerftDepth: 2})
	if err != nil {
		t.Fatal(err)
	}
	if full.Results[0].Status != Pass || capped.Results[0].Status != Pass {
		t.Fatalf("status %s / %s", full.Results[0].Status, capped.Results[0].Status)
	}
	if capped.Requests*4 > full.Requests {
		t.Errorf("capped at depth 2: %d requests, uncapped %d", capped.Requests, full.Requests)
	}
}

// TestSetupBoard: a failure after setup moves shows the position after
// them, naming the moves.
func TestSetupBoard(t *testing.T) {
	files := pickVectors(t, 1, func(v *vectors.Vector) bool { return v.Kind == vectors.KindApply && len(v.Setup) > 0 })
	setup := len(files[0].Vectors[0].Setup)
	eng := liesOnce(setup + 1)
	rep, err := Run(context.Background(), eng, files, Options{Name: "fake", NoDialect: true, NoMapping: true})
	if err != nil {
		t.Fatal(err)
	}
	res := rep.Results[0]
	if res.Status != Fail || !strings.HasPrefix(res.Board, "after the setup moves ") {
		t.Errorf("status %s %q, board:\n%s", res.Status, res.Message, res.Board)
	}
}

// TestFailingProbesNamed: the probes of an option that are among the failures
// are counted under the option's verdict by failure class (counted by hand
// below); a passing probe, a failing vector that is no probe and an option
// whose probes all pass are not listed.
func TestFailingProbesNamed(t *testing.T) {
	r := &Report{Engine: "e",
		Dialect: []dialect.Row{
			{Dispute: "DISPUTE-9", Option: "namuaHouseStop", Followed: "none"},
			{Dispute: "DISPUTE-13", Option: "lapLimit", Followed: "12-passes|cycle"},
			{Dispute: "DISPUTE-2", Option: "capScope", Followed: "first-sowing"},
		},
		Results: []Result{
			{ID: "probe.namuaHouseStop.a.functional", Kind: "probe", Status: Fail, Class: 2},
			{ID: "probe.namuaHouseStop.b.functional", Kind: "probe", Status: Fail, Class: 2},
			{ID: "probe.namuaHouseStop.c.any-count", Kind: "probe", Status: Error, Class: 1},
			{ID: "probe.lapLimit.d.12-passes", Kind: "probe", Status: Fail},
			{ID: "probe.lapLimit.e.cycle", Kind: "probe", Status: Pass},
			{ID: "probe.capScope.f.first-sowing", Kind: "probe", Status: Pass},
			{ID: "moves.kiswahili.default.g", Kind: "moves", Status: Fail, Class: 2},
		}}
	var b bytes.Buffer
	r.WriteText(&b, 0)
	want := "Probes among the failures (the classes above): a bug shown there may be what the verdict reflects, not a reading your engine plays:\n" +
		"  namuaHouseStop none: 1 in class 1, 2 in class 2\n" +
		"  lapLimit 12-passes|cycle: 1 in no class\n"
	if !strings.Contains(b.String(), want) {
		t.Errorf("report lacks\n%s\nin:\n%s", want, b.String())
	}
}

// TestReplyText: a reply a report shows has its id written N, as the request
// to replay it, so that the report of --jobs 4 is --jobs 1's; a reply that
// does not start with a numeric id is shown as it came.
func TestReplyText(t *testing.T) {
	for _, tc := range []struct{ raw, want string }{
		{`{"id":322,"moves":[]}`, `{"id":N,"moves":[]}`},
		{`{"id":7,"error":{"kind":"illegal-move"}}`, `{"id":N,"error":{"kind":"illegal-move"}}`},
		{`{"id":"x","moves":[]}`, `{"id":"x","moves":[]}`},
		{`{"moves":[],"id":3}`, `{"moves":[],"id":3}`},
		{`garbage`, `garbage`},
		{``, ``},
	} {
		if got := replyText([]byte(tc.raw)); got != tc.want {
			t.Errorf("replyText(%q) = %q, want %q", tc.raw, got, tc.want)
		}
	}
}
