package book

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	cdplog "github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/baolakiswahili/conformance/book/wasmapi"
	"github.com/baolakiswahili/conformance/reference"
)

// The browser tests open the book from its files (file: URLs, as a reader
// offline would) in headless Chromium and use it as a person would.

// chromium finds a Chromium to drive, or says why there is none.
func chromium() (string, string) {
	if p := os.Getenv("BOOK_CHROMIUM"); p != "" {
		return p, ""
	}
	names := []string{"chromium", "chromium-browser", "chromium-headless-shell", "google-chrome"}
	for _, n := range names {
		if p, err := exec.LookPath(n); err == nil {
			return p, ""
		}
	}
	return "", "no Chromium found (looked for " + strings.Join(names, ", ") + " on PATH and $BOOK_CHROMIUM): install Debian's chromium (apt-get install -y chromium) to run the browser tests"
}

var (
	browserOnce sync.Once
	browserDir  string
	browserErr  error
	wasmSize    int64
)

// builtBook writes the book with its WebAssembly board into a directory
// shared by the browser tests.
func builtBook(t *testing.T) string {
	t.Helper()
	browserOnce.Do(func() {
		dir, err := os.MkdirTemp("", "bao-book-test-")
		if err != nil {
			browserErr = err
			return
		}
		browserDir = dir
		if browserErr = testSite(t).WriteDir(dir); browserErr != nil {
			return
		}
		start := time.Now()
		ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
		defer cancel()
		wasmSize, browserErr = BuildWasm(ctx, "..", dir)
		t.Logf("bao-wasm.js: %d bytes, built in %s", wasmSize, time.Since(start).Round(time.Millisecond))
	})
	if browserErr != nil {
		t.Fatal(browserErr)
	}
	return browserDir
}

// TestMain removes the book the browser tests wrote.
func TestMain(m *testing.M) {
	code := m.Run()
	if browserDir != "" {
		os.RemoveAll(browserDir)
	}
	os.Exit(code)
}

// browser starts headless Chromium and collects console errors.
type browser struct {
	ctx    context.Context
	mu     sync.Mutex
	errors []string
}

func newBrowser(t *testing.T) *browser {
	t.Helper()
	path, why := chromium()
	if path == "" {
		t.Skip(why)
	}
	// Not t.TempDir: Chromium may still write into its profile while it
	// shuts down, and t.TempDir's cleanup fails the test on a directory
	// that is not empty. The profile is removed after the browser is gone
	// (cleanups run last-registered first).
	profile, err := os.MkdirTemp("", "bao-book-chromium-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.RemoveAll(profile) })
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path), chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.UserDataDir(profile),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("allow-file-access-from-files", false),
		chromedp.WindowSize(1280, 900))
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	// This chromedp's protocol tables predate some of Chromium's newer
	// event fields; those decoding complaints are not page errors.
	ctx, cancelC := chromedp.NewContext(actx, chromedp.WithErrorf(func(format string, args ...any) {
		if msg := fmt.Sprintf(format, args...); !strings.Contains(msg, "could not unmarshal event") {
			fmt.Fprintln(os.Stderr, "chromedp:", msg)
		}
	}))
	ctx, cancelT := context.WithTimeout(ctx, 3*time.Minute)
	t.Cleanup(func() { cancelT(); cancelC(); cancelA() })
	b := &browser{ctx: ctx}
	chromedp.ListenTarget(ctx, func(ev any) {
		b.mu.Lock()
		defer b.mu.Unlock()
		switch e := ev.(type) {
		case *runtime.EventConsoleAPICalled:
			if e.Type == runtime.APITypeError || e.Type == runtime.APITypeWarning {
				var parts []string
				for _, a := range e.Args {
					parts = append(parts, string(a.Value)+a.Description)
				}
				b.errors = append(b.errors, "console."+string(e.Type)+": "+strings.Join(parts, " "))
			}
		case *runtime.EventExceptionThrown:
			b.errors = append(b.errors, "exception: "+e.ExceptionDetails.Text+" "+describe(e.ExceptionDetails.Exception))
		case *cdplog.EventEntryAdded:
			if e.Entry.Level == cdplog.LevelError {
				b.errors = append(b.errors, "log: "+e.Entry.Text+" "+e.Entry.URL)
			}
		}
	})
	if err := chromedp.Run(ctx, cdplog.Enable(), runtime.Enable()); err != nil {
		t.Fatalf("starting Chromium (%s): %v", path, err)
	}
	return b
}

func describe(o *runtime.RemoteObject) string {
	if o == nil {
		return ""
	}
	return o.Description
}

// noErrors fails the test if the page logged an error since the last call.
func (b *browser) noErrors(t *testing.T, page string) {
	t.Helper()
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, e := range b.errors {
		t.Errorf("%s: %s", page, e)
	}
	b.errors = nil
}

func (b *browser) run(t *testing.T, what string, actions ...chromedp.Action) {
	t.Helper()
	if err := chromedp.Run(b.ctx, actions...); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

func fileURL(dir, page string) string { return "file://" + filepath.ToSlash(dir) + "/" + page }

// screenshotDir is $BOOK_SCREENSHOTS, or a temporary directory.
func screenshotDir(t *testing.T) string {
	if d := os.Getenv("BOOK_SCREENSHOTS"); d != "" {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		return d
	}
	return t.TempDir()
}

func (b *browser) shot(t *testing.T, dir, name string) {
	t.Helper()
	var png []byte
	b.run(t, "screenshot "+name, chromedp.CaptureScreenshot(&png))
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, png, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot %s", p)
}

// livePits reads the counts the interactive board shows.
func (b *browser) livePits(t *testing.T) map[string]int {
	t.Helper()
	var js string
	b.run(t, "read the board", chromedp.Evaluate(`JSON.stringify(Array.from(document.querySelectorAll('#live g.pit')).map(g => [g.dataset.pit, +g.dataset.seeds]))`, &js))
	var pairs [][2]any
	if err := json.Unmarshal([]byte(js), &pairs); err != nil {
		t.Fatal(err)
	}
	out := map[string]int{}
	for _, p := range pairs {
		out[p[0].(string)] = int(p[1].(float64))
	}
	return out
}

func pitsOf(p reference.Position) map[string]int {
	out := map[string]int{}
	for _, label := range []byte("baAB") {
		row, _ := reference.DiagramRowPits(label)
		for _, q := range row {
			out[q.String()] = p.Seeds(q)
		}
	}
	return out
}

func samePits(t *testing.T, what string, got, want map[string]int) {
	t.Helper()
	var diff []string
	for k, w := range want {
		if got[k] != w {
			diff = append(diff, fmt.Sprintf("%s %d (want %d)", k, got[k], w))
		}
	}
	sort.Strings(diff)
	if len(diff) > 0 || len(got) != 32 {
		t.Errorf("%s: the board differs from the engine's (%d pits drawn): %s", what, len(got), strings.Join(diff, ", "))
	}
}

// TestBrowserBook loads the book's pages, searches, and checks that a
// scenario's board shows the counts of its table.
func TestBrowserBook(t *testing.T) {
	b := newBrowser(t)
	dir := builtBook(t)
	shots := screenshotDir(t)
	for _, page := range []string{"index.html", "area-capture.html", "dispute-3.html", "errata.html", "worked-rn-diagrams.html", "disputes.html"} {
		b.run(t, "open "+page, chromedp.Navigate(fileURL(dir, page)), chromedp.WaitReady("footer", chromedp.ByQuery))
		b.noErrors(t, page)
	}
	// The search box finds a rule offline.
	var first string
	b.run(t, "search", chromedp.Navigate(fileURL(dir, "index.html")), chromedp.WaitReady("#q", chromedp.ByQuery),
		chromedp.SendKeys("#q", "CAP-2", chromedp.ByQuery), chromedp.WaitVisible("#results a", chromedp.ByQuery),
		chromedp.AttributeValue("#results a", "href", &first, nil, chromedp.ByQuery))
	if !strings.HasSuffix(first, "#CAP-2") {
		t.Errorf("searching CAP-2: first result %q", first)
	}
	// A scenario's before board shows its table.
	sc := testSite(t).Scenarios
	var s *Scenario
	for _, x := range sc {
		if x.File == "capture.feature" && x.Played && x.MoveErr == nil && len(x.Steps) > 0 && x.Steps[0].Text == "the board:" {
			s = x
			break
		}
	}
	if s == nil {
		t.Fatal("no capture scenario with a board table")
	}
	var js string
	b.run(t, "read a scenario board", chromedp.Navigate(fileURL(dir, "area-capture.html#"+s.Anchor())), chromedp.WaitReady("footer", chromedp.ByQuery),
		chromedp.Evaluate(`JSON.stringify(Array.from(document.querySelectorAll('#`+s.Anchor()+` figure[data-board=before] g.pit')).map(g => [g.dataset.pit, g.querySelector('text.count').textContent]))`, &js))
	var pairs [][2]string
	if err := json.Unmarshal([]byte(js), &pairs); err != nil {
		t.Fatal(err)
	}
	shown := map[string]string{}
	for _, p := range pairs {
		shown[p[0]] = p[1]
	}
	for _, row := range s.Steps[0].Table {
		for col, cell := range row[1:] {
			if pit := pitName(row[0], col); shown[pit] != cell {
				t.Errorf("%s: the drawn board shows %s = %q, the table %q", s.Name, pit, shown[pit], cell)
			}
		}
	}
	b.run(t, "scroll", chromedp.Navigate(fileURL(dir, "area-capture.html#CAP-2")), chromedp.WaitReady("footer", chromedp.ByQuery), chromedp.Sleep(200*time.Millisecond))
	b.shot(t, shots, "rule-CAP-2.png")
	b.run(t, "dispute", chromedp.Navigate(fileURL(dir, "dispute-3.html")), chromedp.WaitReady("footer", chromedp.ByQuery),
		chromedp.Evaluate(`document.querySelector('.outline').scrollIntoView()`, nil), chromedp.Sleep(200*time.Millisecond))
	b.shot(t, shots, "dispute-3.png")
	b.noErrors(t, "screenshots")

	// A long move: Nierse's diagram 21 (a safari and four captures).
	for _, x := range sc {
		if strings.HasPrefix(x.Name, "RN d.21: the safari clears") {
			b.run(t, "RN d.21", chromedp.Navigate(fileURL(dir, "worked-rn-diagrams.html")), chromedp.WaitReady("footer", chromedp.ByQuery),
				chromedp.Evaluate(`document.getElementById('`+x.Anchor()+`').querySelector('figure[data-board=after]').scrollIntoView()`, nil), chromedp.Sleep(200*time.Millisecond))
			b.shot(t, shots, "worked-rn-d21.png")
		}
	}

	// A variant, a game record and the top of the errata.
	for _, x := range []struct{ page, file string }{{"area-variant-hus-bao.html", "variant-hus.png"}, {"errata.html", "errata.png"}, {"index.html", "index.png"}, {"dispute-10.html", "dispute-10.png"}} {
		b.run(t, x.page, chromedp.Navigate(fileURL(dir, x.page)), chromedp.WaitReady("footer", chromedp.ByQuery))
		b.shot(t, shots, x.file)
	}

	// Printed (A4 width, print media): no board wider than the page, every
	// figure kept on one page.
	var clipped []string
	b.run(t, "print media", emulation.SetEmulatedMedia().WithMedia("print"),
		emulation.SetDeviceMetricsOverride(794, 1123, 1, false),
		chromedp.Navigate(fileURL(dir, "dispute-3.html")), chromedp.WaitReady("footer", chromedp.ByQuery),
		chromedp.Evaluate(`Array.from(document.querySelectorAll('svg.board')).filter(s => { const r = s.getBoundingClientRect(); const f = s.closest('figure'); return r.right > window.innerWidth + 1 || r.left < 0 || r.width < 200 || (f && getComputedStyle(f).breakInside !== 'avoid'); }).map(s => s.closest('[id]') ? s.closest('[id]').id : '?')`, &clipped))
	if len(clipped) > 0 {
		t.Errorf("printed, %d boards are clipped, squeezed or may split across pages: %v", len(clipped), clipped)
	}
	b.shot(t, shots, "print-dispute-3.png")
	b.run(t, "screen media", emulation.SetEmulatedMedia().WithMedia(""), emulation.ClearDeviceMetricsOverride())
}

// TestBrowserBoard plays on the interactive board: the legal moves of a
// pit, the board after a move against the engine's, and a reading switched.
func TestBrowserBoard(t *testing.T) {
	b := newBrowser(t)
	dir := builtBook(t)
	shots := screenshotDir(t)
	// Served over HTTP (bao book --serve), as from files.
	srv := httptest.NewServer(http.FileServer(http.Dir(dir)))
	defer srv.Close()
	b.run(t, "open the served board", chromedp.Navigate(srv.URL+"/board.html"),
		chromedp.WaitReady(`body[data-engine="ready"]`, chromedp.ByQuery))
	b.noErrors(t, "board.html over HTTP")
	b.run(t, "open the board", chromedp.Navigate(fileURL(dir, "board.html")),
		chromedp.WaitReady(`body[data-engine="ready"]`, chromedp.ByQuery))
	b.noErrors(t, "board.html")
	b.shot(t, shots, "board.png")
	start := reference.Start(reference.Kiswahili, reference.SetupStandard)
	samePits(t, "the start position", b.livePits(t), pitsOf(start))

	// Click A6: its moves are listed.
	var moves string
	b.run(t, "click A6", chromedp.Click(`#live g.pit[data-pit="A6"]`, chromedp.ByQuery),
		chromedp.WaitVisible(`#moves button[data-move]`, chromedp.ByQuery),
		chromedp.Evaluate(`Array.from(document.querySelectorAll('#moves button')).map(b => b.dataset.move).join(', ')`, &moves))
	if moves != "A6>*, A6<*" {
		t.Errorf("moves of A6: %q, want \"A6>*, A6<*\"", moves)
	}
	// Play A6<* and go to the result: the board is the engine's.
	r := defaultRules()
	m, err := reference.ParseMove(r, start, "A6<*")
	if err != nil {
		t.Fatal(err)
	}
	res, trace, err := reference.ApplyTrace(r, start, m)
	if err != nil {
		t.Fatal(err)
	}
	// The board lists the steps a reader needs (its decisions that hold
	// and change nothing are left out, as in the book's step lists).
	trace = slices.DeleteFunc(trace, func(e reference.Event) bool { return !e.ForReader() })
	var info string
	b.run(t, "play A6<*", chromedp.Click(`#moves button[data-move="A6<*"]`, chromedp.ByQuery),
		chromedp.WaitVisible(`#steps li`, chromedp.ByQuery), chromedp.Click(`#steps li:nth-child(3)`, chromedp.ByQuery),
		chromedp.Text(`#stepinfo`, &info, chromedp.ByQuery))
	if !strings.Contains(info, "step 3 of "+fmt.Sprint(len(trace)+1)) || !strings.Contains(info, trace[2].Rule) {
		t.Errorf("step display %q, want step 3 of %d with rule %s", info, len(trace)+1, trace[2].Rule)
	}
	b.shot(t, shots, "board-mid-move.png")
	b.run(t, "result", chromedp.Click(`#end`, chromedp.ByQuery))
	samePits(t, "after A6<*", b.livePits(t), pitsOf(res.Position))
	b.noErrors(t, "playing A6<*")

	// The same move by keyboard: focus A7, left arrow to A6, Enter lists
	// its moves, 2 plays the second (A6<*); the text diagram follows.
	var diagram string
	b.run(t, "keyboard play", chromedp.Navigate(fileURL(dir, "board.html")),
		chromedp.WaitReady(`body[data-engine="ready"]`, chromedp.ByQuery),
		chromedp.Focus(`#live g.pit[data-pit="A7"]`, chromedp.ByQuery),
		chromedp.KeyEvent(kb.ArrowLeft), chromedp.KeyEvent(kb.Enter),
		chromedp.WaitVisible(`#moves button[data-move="A6<*"]`, chromedp.ByQuery),
		chromedp.KeyEvent("2"), chromedp.WaitVisible(`#steps li`, chromedp.ByQuery),
		chromedp.Click(`#end`, chromedp.ByQuery), chromedp.Text(`#diagram`, &diagram, chromedp.ByQuery))
	samePits(t, "after A6<* played by keyboard", b.livePits(t), pitsOf(res.Position))
	if strings.TrimSpace(diagram) != strings.TrimSpace(reference.FormatDiagram(res.Position)) {
		t.Errorf("the text diagram after A6<*:\n%s\nwant\n%s", diagram, reference.FormatDiagram(res.Position))
	}
	b.noErrors(t, "keyboard")

	// Copy the move as a vector: the box holds an apply vector with the
	// engine's position after the move.
	var vec string
	b.run(t, "copy as a vector", chromedp.Click(`#copyvector`, chromedp.ByQuery), chromedp.Value(`#paste`, &vec, chromedp.ByQuery))
	var vj struct {
		Kind     string `json:"kind"`
		MoveText string `json:"moveText"`
		Expect   struct {
			Position reference.Position `json:"position"`
		} `json:"expect"`
	}
	if err := json.Unmarshal([]byte(vec), &vj); err != nil || vj.Kind != "apply" || vj.MoveText != "A6<*" || vj.Expect.Position != res.Position {
		t.Errorf("the copied vector (%v): kind %q move %q, position matches: %v\n%s", err, vj.Kind, vj.MoveText, vj.Expect.Position == res.Position, vec)
	}

	// Edit mode: a click adds a seed to A1 from South's store.
	var store string
	b.run(t, "edit", chromedp.Click(`#back`, chromedp.ByQuery), chromedp.Click(`#start`, chromedp.ByQuery), chromedp.Click(`#edit`, chromedp.ByQuery),
		chromedp.Click(`#live g.pit[data-pit="A1"]`, chromedp.ByQuery), chromedp.Value(`#store-south`, &store, chromedp.ByQuery))
	if got := b.livePits(t)["A1"]; got != 1 || store != "21" {
		t.Errorf("after adding a seed to A1 in edit mode: A1 = %d, South's store %s; want 1 and 21", got, store)
	}
	b.noErrors(t, "copy and edit")

	// Paste a position in the text form: DISPUTE-3(a)'s (mtaji, South to move).
	txt := "kiswahili south to move\nnorth store 0 house destroyed\nb 6 6 6 6 6 7 7 7\na 0 0 0 0 0 0 0 2\nA 0 3 0 0 8 0 0 0\nB 0 0 0 0 0 0 0 0\nsouth store 0 house intact\n"
	pasted, err := reference.ParsePositionText(txt)
	if err != nil {
		t.Fatal(err)
	}
	var status string
	b.run(t, "paste", chromedp.Click(`#edit`, chromedp.ByQuery), chromedp.SetValue(`#paste`, txt, chromedp.ByQuery), chromedp.Click(`#load`, chromedp.ByQuery),
		chromedp.Text(`#status`, &status, chromedp.ByQuery))
	samePits(t, "the pasted position", b.livePits(t), pitsOf(pasted))
	if !strings.Contains(status, "South to move") {
		t.Errorf("status after pasting: %q", status)
	}
	b.noErrors(t, "paste")

	// A dispute position: the readings that change the move are those the
	// engine finds, and switching to one gives that reading's result.
	sc := testSite(t).Scenarios
	var ruling, other *Scenario
	for _, x := range sc {
		if x.Option == "mtajiHouseTakata" && x.Played && x.MoveErr == nil {
			switch x.Reading {
			case "stops":
				ruling = x
			case "relays":
				other = x
			}
		}
	}
	if ruling == nil || other == nil {
		t.Fatal("DISPUTE-3(a) scenarios not found")
	}
	v := (&builder{rules: map[string]*Rule{}}).view(ruling)
	want := wasmapi.CompareReadings(ruling.Rules, ruling.Before, v.MoveText)
	var wantSet []string
	for _, c := range want.Changed {
		wantSet = append(wantSet, c.Option+"="+c.Reading)
	}
	var got string
	// Opened from the board's scenario picker (which sets the link's hash).
	pick, _ := json.Marshal(v.BoardURL)
	b.run(t, "open DISPUTE-3(a)", chromedp.Navigate(fileURL(dir, "board.html")),
		chromedp.WaitReady(`body[data-engine="ready"]`, chromedp.ByQuery),
		chromedp.Evaluate(`(() => { const s = document.getElementById('scenario'); s.selectedIndex = Array.from(s.options).findIndex(o => o.value === `+string(pick)+`); s.dispatchEvent(new Event('change')); return s.selectedIndex; })()`, nil),
		chromedp.WaitVisible(`#readings .change`, chromedp.ByQuery),
		chromedp.Evaluate(`Array.from(document.querySelectorAll('#readings .change')).map(d => d.dataset.option + '=' + d.dataset.reading).join(',')`, &got),
		chromedp.Click(`#end`, chromedp.ByQuery))
	if got != strings.Join(wantSet, ",") || !strings.Contains(got, "mtajiHouseTakata=relays") {
		t.Errorf("readings that change %s: board %q, engine %q", v.MoveText, got, strings.Join(wantSet, ","))
	}
	samePits(t, "DISPUTE-3(a) under stops", b.livePits(t), pitsOf(ruling.After))
	b.run(t, "switch to relays", chromedp.Click(`#readings .change[data-option="mtajiHouseTakata"][data-reading="relays"] button`, chromedp.ByQuery),
		chromedp.WaitVisible(`#steps li`, chromedp.ByQuery), chromedp.Click(`#end`, chromedp.ByQuery))
	samePits(t, "DISPUTE-3(a) under relays", b.livePits(t), pitsOf(other.After))
	b.run(t, "show the readings", chromedp.Evaluate(`document.getElementById('readings').scrollIntoView()`, nil))
	b.shot(t, shots, "board-readings.png")
	var sel string
	b.run(t, "read the option", chromedp.Value(`#opt-mtajiHouseTakata`, &sel, chromedp.ByQuery))
	if sel != "relays" {
		t.Errorf("the option control shows %q after switching, want relays", sel)
	}
	b.noErrors(t, "readings")
}
