package book

import (
	"encoding/json"
	"fmt"
	"net/url"
	"path"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/baolakiswahili/conformance/book/wasmapi"
	"github.com/baolakiswahili/conformance/features"
	"github.com/baolakiswahili/conformance/internal/version"
	"github.com/baolakiswahili/conformance/reference"
)

var (
	siteOnce sync.Once
	siteVal  *Site
	siteErr  error
)

// testSite builds the book once for all tests of the package.
func testSite(t *testing.T) *Site {
	t.Helper()
	siteOnce.Do(func() {
		start := time.Now()
		siteVal, siteErr = Build(features.FS)
		t.Logf("book built in %s", time.Since(start))
	})
	if siteErr != nil {
		t.Fatal(siteErr)
	}
	return siteVal
}

var (
	idRE      = regexp.MustCompile(`\sid="([^"]+)"`)
	linkRE    = regexp.MustCompile(`\s(?:href|src)="([^"]*)"`)
	articleRE = regexp.MustCompile(`(?s)<article class="scenario" id="([^"]+)".*?</article>`)
	boardRE   = regexp.MustCompile(`<svg xmlns="http://www.w3.org/2000/svg" class="board"`)
	figRE     = regexp.MustCompile(`(?s)<figure class="fig" data-board="before">.*?</figure>`)
	seedsRE   = regexp.MustCompile(`data-pit="([ABab][1-8])" data-seeds="([0-9]+)"`)
	readingRE = regexp.MustCompile(`(?s)<div class="reading[^"]*" data-reading="([^"]+)">`)
)

func ids(page []byte) map[string]int {
	m := map[string]int{}
	for _, x := range idRE.FindAllSubmatch(page, -1) {
		m[string(x[1])]++
	}
	return m
}

// TestEveryRuleAnchored checks that every rule of RULES.md has exactly one
// anchor id="<ID>", on its area's page, and that the index links to it.
func TestEveryRuleAnchored(t *testing.T) {
	s := testSite(t)
	_, areas, err := ParseRules(mustRead(t, "RULES.md"))
	if err != nil {
		t.Fatal(err)
	}
	index := string(s.Files["index.html"])
	n := 0
	for _, a := range areas {
		page := s.Files[a.Slug+".html"]
		if page == nil {
			t.Errorf("no page %s.html for area %q", a.Slug, a.Title)
			continue
		}
		got := ids(page)
		for _, r := range a.Rules {
			n++
			if got[r.ID] != 1 {
				t.Errorf("%s.html: id=%q appears %d times, want 1", a.Slug, r.ID, got[r.ID])
			}
			if !strings.Contains(index, `href="`+a.Slug+`.html#`+r.ID+`"`) {
				t.Errorf("index.html does not link to %s", r.ID)
			}
		}
	}
	if n < 100 {
		t.Errorf("only %d rules found in RULES.md", n)
	}
}

// TestOneBoardPerScenario checks that every scenario is drawn once, on one
// page, with a board for each position it sets up.
func TestOneBoardPerScenario(t *testing.T) {
	s := testSite(t)
	sc := testSite(t).Scenarios
	seen := map[string]int{}
	boards := map[string]int{}
	for name, page := range s.Files {
		if !strings.HasSuffix(name, ".html") {
			continue
		}
		for _, m := range articleRE.FindAllSubmatch(page, -1) {
			seen[string(m[1])]++
			boards[string(m[1])] = len(boardRE.FindAll(m[0], -1))
		}
	}
	for _, x := range sc {
		a := x.Anchor()
		if seen[a] != 1 {
			t.Errorf("%s (%s): drawn %d times, want once", x.Name, a, seen[a])
			continue
		}
		want := 0
		if x.Built && !x.SharedBefore {
			want++ // the position
		}
		if x.Built && x.Played && x.MoveErr == nil {
			want++ // the result
		}
		if boards[a] != want || want == 0 {
			t.Errorf("%s (%s): %d boards, want %d (a scenario without a position has none)", x.Name, a, boards[a], want)
		}
	}
	if len(seen) != len(sc) {
		t.Errorf("%d scenario articles in the book, %d scenarios in features", len(seen), len(sc))
	}
}

// TestBoardsShowTheTables checks, for every scenario that gives a board
// table, that the before board shows the table's counts in the right pits.
func TestBoardsShowTheTables(t *testing.T) {
	s := testSite(t)
	sc := testSite(t).Scenarios
	arts := map[string][]byte{}
	for name, page := range s.Files {
		if strings.HasSuffix(name, ".html") {
			for _, m := range articleRE.FindAllSubmatch(page, -1) {
				arts[string(m[1])] = m[0]
			}
		}
	}
	checked := 0
	for _, x := range sc {
		if len(x.Steps) == 0 || x.Steps[0].Text == "" || !x.Built || len(x.Moves) > 1 || x.SharedBefore {
			continue
		}
		var table [][]string
		for _, st := range x.Steps {
			if st.Text == "the board:" {
				table = st.Table
			}
		}
		if table == nil {
			continue
		}
		fig := figRE.Find(arts[x.Anchor()])
		got := map[string]string{}
		for _, m := range seedsRE.FindAllSubmatch(fig, -1) {
			got[string(m[1])] = string(m[2])
		}
		for _, row := range table {
			for col, cell := range row[1:] {
				pit := pitName(row[0], col)
				if got[pit] != cell {
					t.Errorf("%s: before board %s = %q, the table says %q", x.Name, pit, got[pit], cell)
				}
			}
		}
		checked++
	}
	if checked < 150 {
		t.Errorf("only %d scenarios with a board table checked", checked)
	}
}

// pitName names the pit in printed column col (0..7) of a table row, as the
// sources print it: b8..b1, a8..a1, A1..A8, B1..B8.
func pitName(row string, col int) string {
	if row == "a" || row == "b" {
		return row + strconv.Itoa(8-col)
	}
	return row + strconv.Itoa(col+1)
}

// TestDisputesDrawEveryReading checks that every dispute with scenarios
// draws, for each outline, a result board (or the answer) per reading, and
// marks the project's ruling.
func TestDisputesDrawEveryReading(t *testing.T) {
	s := testSite(t)
	sc := testSite(t).Scenarios
	want := map[int]map[string]bool{}
	for _, x := range sc {
		if x.Dispute > 0 && x.Reading != "" {
			if want[x.Dispute] == nil {
				want[x.Dispute] = map[string]bool{}
			}
			want[x.Dispute][x.Reading] = true
		}
	}
	if len(want) < 20 {
		t.Fatalf("only %d disputes have scenarios", len(want))
	}
	for n, readings := range want {
		page := s.Files[fmt.Sprintf("dispute-%d.html", n)]
		if page == nil {
			t.Errorf("no page for DISPUTE-%d", n)
			continue
		}
		drawn := map[string]bool{}
		parts := readingRE.Split(string(page), -1)
		for i, m := range readingRE.FindAllStringSubmatch(string(page), -1) {
			if boardRE.MatchString(parts[i+1]) {
				drawn[m[1]] = true
			}
		}
		for r := range readings {
			if !drawn[r] {
				t.Errorf("DISPUTE-%d: reading %q has no board", n, r)
			}
		}
		if !strings.Contains(string(page), "the project's ruling") {
			t.Errorf("DISPUTE-%d: the ruling is not marked", n)
		}
	}
}

// TestNoBrokenLinks checks every href and src of every page: the file exists
// in the book and the fragment is an id of the target page.
func TestNoBrokenLinks(t *testing.T) {
	s := testSite(t)
	pageIDs := map[string]map[string]int{}
	for name, page := range s.Files {
		if strings.HasSuffix(name, ".html") {
			pageIDs[name] = ids(page)
		}
	}
	// Files the board page loads that only BuildWasm writes.
	wasmFiles := map[string]bool{"wasm_exec.js": true, "bao.js": true}
	n := 0
	for name, page := range s.Files {
		if !strings.HasSuffix(name, ".html") {
			continue
		}
		for _, m := range linkRE.FindAllSubmatch(page, -1) {
			raw := strings.ReplaceAll(string(m[1]), "&amp;", "&")
			u, err := url.Parse(raw)
			if err != nil {
				t.Errorf("%s: bad link %q: %v", name, raw, err)
				continue
			}
			if u.Scheme != "" || u.Host != "" {
				t.Errorf("%s: link leaves the book (it must work offline): %q", name, raw)
				continue
			}
			target := name
			if u.Path != "" {
				target = path.Clean(path.Join(path.Dir(name), u.Path))
			}
			n++
			if _, ok := s.Files[target]; !ok && !wasmFiles[target] {
				t.Errorf("%s: link to missing file %q", name, raw)
				continue
			}
			if u.Fragment != "" && strings.HasSuffix(target, ".html") && target != "board.html" {
				if pageIDs[target][u.Fragment] == 0 {
					t.Errorf("%s: link %q: no id %q in %s", name, raw, u.Fragment, target)
				}
			}
		}
	}
	for name, m := range pageIDs {
		for id, c := range m {
			if c > 1 {
				t.Errorf("%s: id %q appears %d times", name, id, c)
			}
		}
	}
	t.Logf("%d links checked in %d pages", n, len(pageIDs))
}

// TestErrataPage checks that every erratum is on the page with what was
// printed and what it should be.
func TestErrataPage(t *testing.T) {
	page := string(testSite(t).Files["errata.html"])
	if c := strings.Count(page, `<section class="erratum">`); c != len(Errata) {
		t.Errorf("errata.html has %d errata, want %d", c, len(Errata))
	}
	for _, e := range Errata {
		if e.Scenario != "" && !strings.Contains(page, "Scenario: <a") {
			t.Errorf("erratum %s: no scenario link", e.Source)
		}
	}
	if !strings.Contains(page, "A8 = 5") {
		t.Error("errata.html: RN d.11's correction is missing")
	}
}

// TestStats checks the counts the build reports.
func TestStats(t *testing.T) {
	st := testSite(t).Stats
	if st.Disputes < 25 || st.Drawn < 20 || st.Scenarios < 250 || st.Boards < st.Scenarios || st.Pages < 40 {
		t.Errorf("stats too small: %+v", st)
	}
	t.Logf("%+v", st)
}

// TestStartPositionRender checks a board against the start position drawn
// by hand: houses are square, counts in place.
func TestStartPositionRender(t *testing.T) {
	p := reference.Start(reference.Kiswahili, reference.SetupStandard)
	sc := &Scenario{File: "x.feature", Line: 1, Name: "start", Built: true, Before: p, Given: p, Rules: defaultRules()}
	b := &builder{rules: map[string]*Rule{}}
	v := b.view(sc)
	if len(v.Figures) != 1 {
		t.Fatalf("%d figures, want 1", len(v.Figures))
	}
	svg := string(v.Figures[0].SVG)
	want := map[string]string{"A5": "6", "A6": "2", "A7": "2", "a5": "6", "a6": "2", "a7": "2", "A1": "0", "b8": "0"}
	for _, m := range seedsRE.FindAllStringSubmatch(svg, -1) {
		if w, ok := want[m[1]]; ok && w != m[2] {
			t.Errorf("%s = %s, want %s", m[1], m[2], w)
		}
	}
	if c := strings.Count(svg, `<rect class="p`); c != 2 {
		t.Errorf("%d square pits, want the 2 houses", c)
	}
	if v.Legal != "A6>*, A6<*, A7>*, A7<*" {
		t.Errorf("legal moves %q", v.Legal)
	}
}

func mustRead(t *testing.T, name string) string {
	t.Helper()
	b, err := features.FS.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestBoardLinks checks that every scenario's "Open on the interactive
// board" link carries a position the board reads and, for a scenario that
// plays a legal move, a move the board plays to the scenario's result.
func TestBoardLinks(t *testing.T) {
	b := &builder{rules: map[string]*Rule{}}
	n := 0
	for _, s := range testSite(t).Scenarios {
		if !s.Built {
			continue
		}
		v := b.view(s)
		u, err := url.Parse(v.BoardURL)
		if err != nil {
			t.Fatalf("%s: %v", s.Name, err)
		}
		q, err := url.ParseQuery(u.EscapedFragment())
		if err != nil {
			t.Fatalf("%s: %v", s.Name, err)
		}
		p, err := wasmapi.Parse(q.Get("pos"))
		if err != nil || p != s.Before {
			t.Errorf("%s: the link's position: %v", s.Name, err)
			continue
		}
		if !s.Played || s.MoveErr != nil {
			continue
		}
		var rj reference.RulesJSON
		if r := q.Get("rules"); r != "" {
			if err := json.Unmarshal([]byte(r), &rj); err != nil {
				t.Fatalf("%s: rules %q: %v", s.Name, r, err)
			}
		}
		r, err := rj.Resolve()
		if err != nil {
			t.Fatalf("%s: %v", s.Name, err)
		}
		pl := wasmapi.Play(r, p, q.Get("move"))
		var after reference.Position
		if pl.Error != "" || json.Unmarshal(pl.Position, &after) != nil || after != s.After {
			t.Errorf("%s: the board plays %q to a different result (%s)", s.Name, q.Get("move"), pl.Error)
		}
		n++
	}
	if n < 150 {
		t.Errorf("only %d scenario moves replayed through their links", n)
	}
}

// TestPageWeight: every page of the book is under 1 MB (a phone loads it),
// and each series of small boards moved to its own script is under 1 MB too.
func TestPageWeight(t *testing.T) {
	s := testSite(t)
	biggest, at := 0, ""
	for name, b := range s.Files {
		if len(b) > biggest && strings.HasSuffix(name, ".html") {
			biggest, at = len(b), name
		}
		if (strings.HasSuffix(name, ".html") || strings.HasPrefix(name, "series/")) && len(b) >= 1<<20 {
			t.Errorf("%s weighs %d bytes: over 1 MB", name, len(b))
		}
	}
	t.Logf("the heaviest page: %s, %d bytes", at, biggest)
}

// sideToMove finds a board's line naming the side to move.
var sideToMove = regexp.MustCompile(`class="side[^"]*">[^<]*to move`)

// TestGameOverBoards: no board or text diagram of a finished game names a
// side to move (DISPUTE-11's "loses" card captioned a won board "North …
// to move"); each says the game is over and who won.
func TestGameOverBoards(t *testing.T) {
	b := &builder{rules: map[string]*Rule{}}
	n := 0
	for _, s := range testSite(t).Scenarios {
		if !s.Played || s.MoveErr != nil || !s.Outcome.Over() {
			continue
		}
		v := b.view(s)
		for _, f := range v.Figures {
			if f.Kind != "after" {
				continue
			}
			n++
			if sideToMove.MatchString(string(f.SVG)) || !strings.Contains(string(f.SVG), "game over: "+outcomeText(s.Outcome)) ||
				strings.Contains(f.Text, "to move") || !strings.Contains(f.Text, "Game over: ") {
				t.Errorf("%s:%d %s: the board after a move that ends the game (%s) names a side to move or not the result", s.File, s.Line, s.Name, outcomeText(s.Outcome))
			}
		}
	}
	if n < 10 {
		t.Errorf("only %d finished games drawn; the check is not reaching them", n)
	}
	t.Logf("%d boards of finished games", n)
}

// TestPlayersPages: the index opens with a board; disputes.html gives each
// dispute its question (where RULINGS.md states one) and its ruling; the
// errata print the misprinted diagram beside the corrected one.
func TestPlayersPages(t *testing.T) {
	s := testSite(t)
	idx := string(s.Files["index.html"])
	if i, j := strings.Index(idx, `<svg xmlns="http://www.w3.org/2000/svg" class="board"`), strings.Index(idx, `id="contents"`); i < 0 || i > j {
		t.Errorf("index.html: no board before the contents (board at %d, contents at %d)", i, j)
	}
	dl := string(s.Files["disputes.html"])
	src := mustRead(t, "RULINGS.md")
	_, ds, err := ParseRulings(src)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range ds {
		i := strings.Index(dl, fmt.Sprintf(`<li id="d%d">`, d.N))
		if i < 0 {
			t.Errorf("disputes.html lacks DISPUTE-%d", d.N)
			continue
		}
		item := dl[i:]
		item = item[:strings.Index(item, "</li>")]
		if len(d.Rulings) == 0 || !strings.Contains(item, "<b>Ruling.</b>") {
			t.Errorf("DISPUTE-%d: no ruling in a sentence (RULINGS.md's **Ruling: …** or **Rulings.** list)", d.N)
		}
		if d.Question != "" && !strings.Contains(item, "<b>Question.</b>") {
			t.Errorf("DISPUTE-%d: its question is not listed", d.N)
		}
	}
	// DISPUTE-20's ruling, by hand from RULINGS.md.
	if d := ds[19]; d.N != 20 || !strings.Contains(string(d.Rulings[0]), "The move ends only when the last seed of a sowing lands in the blocked pit") {
		t.Errorf("DISPUTE-%d's ruling: %q", d.N, d.Rulings)
	}
	er := string(s.Files["errata.html"])
	if strings.Contains(er, "&lt;svg") {
		t.Error("errata.html shows SVG source as text")
	}
	if !strings.Contains(er, "<dt>Printed</dt><dd>after the capture at the right kimbi, South&#39;s A8 = 6</dd>") {
		t.Error("errata.html: RN d.11's printed text is missing")
	}
	i := strings.Index(er, `data-board="printed"`)
	if i < 0 {
		t.Fatal("errata.html: no printed board")
	}
	printed, corrected := er[i:], er[i:]
	printed = printed[:strings.Index(printed, "</figure>")]
	corrected = corrected[strings.Index(corrected, `data-board="erratum"`):]
	corrected = corrected[:strings.Index(corrected, "</figure>")]
	if !strings.Contains(printed, `data-pit="A8" data-seeds="6"`) || !strings.Contains(corrected, `data-pit="A8" data-seeds="5"`) {
		t.Errorf("RN diagram 11: the printed board should show A8 = 6 beside the corrected A8 = 5")
	}
}

// TestEngineNotes: engines' internals leave the players' text for a note.
func TestEngineNotes(t *testing.T) {
	c, notes := engineNotes("South plays A5. Donkers' engine taxes it instead (performmove sets\nonlynyumba for a kutakata) and moves on.")
	if c != "South plays A5. Donkers' engine taxes it instead and moves on." || len(notes) != 1 || notes[0] != "performmove sets onlynyumba for a kutakata" {
		t.Errorf("engineNotes: %q %q", c, notes)
	}
	for name, page := range testSite(t).Files {
		if !strings.HasPrefix(name, "dispute-") {
			continue
		}
		body := regexp.MustCompile(`(?s)<details class="(ruling-text|engine-note)">.*?</details>`).ReplaceAllString(string(page), "")
		if m := regexp.MustCompile(`performmove|generatemoves|onlynyumba`).FindString(body); m != "" {
			t.Errorf("%s: %q in the players' text", name, m)
		}
	}
}

// TestPagesNameTheVersion: every page's footer names the suite's version,
// the one bao --version, the hello and the vector files give.
func TestPagesNameTheVersion(t *testing.T) {
	want := "Suite version " + version.Suite
	for name, b := range testSite(t).Files {
		if strings.HasSuffix(name, ".html") && !strings.Contains(string(b), want) {
			t.Errorf("%s does not say %q", name, want)
		}
	}
}
