package board

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/baolakiswahili/conformance/reference"
)

// TestPlace checks the printed layout against the sources' diagrams (South's
// seat): b8..b1 on top, a8..a1, A1..A8, B1..B8 at the bottom.
func TestPlace(t *testing.T) {
	cases := []struct {
		pit      string
		row, col int
	}{
		{"b8", 0, 0}, {"b1", 0, 7}, {"a8", 1, 0}, {"a1", 1, 7}, {"a5", 1, 3},
		{"A1", 2, 0}, {"A5", 2, 4}, {"A8", 2, 7}, {"B1", 3, 0}, {"B8", 3, 7},
	}
	for _, c := range cases {
		q, err := reference.ParsePit(c.pit)
		if err != nil {
			t.Fatal(err)
		}
		if r, col := Place(q); r != c.row || col != c.col {
			t.Errorf("%s: row %d col %d, want row %d col %d", c.pit, r, col, c.row, c.col)
		}
	}
	// A_i faces a_(9-i): the same column.
	for i := 1; i <= 8; i++ {
		a, _ := reference.ParsePit("A" + string(rune('0'+i)))
		n, _ := reference.ParsePit("a" + string(rune('0'+9-i)))
		if _, c1 := Place(a); func() bool { _, c2 := Place(n); return c1 != c2 }() {
			t.Errorf("A%d and a%d are not in one column", i, 9-i)
		}
	}
}

// TestSowingOf checks the pits of a sowing round the corner of the ring.
func TestSowingOf(t *testing.T) {
	a8, _ := reference.ParsePit("A8")
	b5, _ := reference.ParsePit("B5")
	s := SowingOf(reference.Event{Kind: reference.EvSow, Pit: a8, Last: b5, Seeds: 5, Dir: reference.CW})
	var got []string
	for _, q := range s.Pits {
		got = append(got, q.String())
	}
	if strings.Join(got, " ") != "A8 B8 B7 B6 B5" {
		t.Errorf("sowing 5 clockwise from A8: %v", got)
	}
	long := SowingOf(reference.Event{Kind: reference.EvSow, Pit: a8, Seeds: 37, Dir: reference.CW})
	if len(long.Pits) != 16 || long.Laps != 2 {
		t.Errorf("37 seeds: %d pits, %d laps; want 16 and 2", len(long.Pits), long.Laps)
	}
}

var pitRE = regexp.MustCompile(`data-pit="([ABab][1-8])" data-seeds="([0-9]+)"`)

// TestSVG draws the start position and checks counts, houses, stores and
// the interactive attributes.
func TestSVG(t *testing.T) {
	p := reference.Start(reference.Kiswahili, reference.SetupStandard)
	svg := SVG(p, Marks{ID: "t", Selected: reference.NoPit, Active: reference.NoPit, Interactive: true})
	got := map[string]string{}
	for _, m := range pitRE.FindAllStringSubmatch(svg, -1) {
		got[m[1]] = m[2]
	}
	if len(got) != 32 {
		t.Fatalf("%d pits drawn, want 32", len(got))
	}
	for pit, want := range map[string]string{"A5": "6", "A6": "2", "A7": "2", "a5": "6", "a6": "2", "a7": "2", "A1": "0", "B8": "0"} {
		if got[pit] != want {
			t.Errorf("%s = %s, want %s", pit, got[pit], want)
		}
	}
	for _, want := range []string{`tabindex="0" role="button" aria-label="A5: 6 (house, intact)"`, `data-side="south">22<`, `data-side="north">22<`, "▶ South"} {
		if !strings.Contains(svg, want) {
			t.Errorf("the SVG lacks %q", want)
		}
	}
	hus := SVG(reference.Start(reference.Hus, reference.SetupStandard), Marks{ID: "h", Selected: reference.NoPit, Active: reference.NoPit})
	if strings.Contains(hus, "store") {
		t.Error("a Hus Bao board draws stores")
	}
}

// TestMarksOverHandTurn: a board of a game that is over names no side to
// move; seeds in hand are drawn; a sowing that turns from A8 to B8 runs
// beside the two pits' counts, not through them.
func TestMarksOverHandTurn(t *testing.T) {
	p := reference.Start(reference.Kiswahili, reference.SetupStandard)
	over := SVG(p, Marks{ID: "x", Over: "South wins by front-row-empty", Selected: reference.NoPit, Active: reference.NoPit})
	// The longest line fits the figure (at most 64 characters of 14 px
	// text in 534 units; RN d.21's line was cut at "front-row-e").
	if line := regexp.MustCompile(`class="side">([^<]*game over[^<]*)<`).FindStringSubmatch(over); line == nil || len([]rune(line[1])) > 64 {
		t.Errorf("the game-over line %q is missing or too long to fit the board", line)
	}
	if strings.Contains(over, "to move") || !strings.Contains(over, "game over: South wins by front-row-empty") {
		t.Errorf("a finished game's board: want no side to move and the result, got %q", regexp.MustCompile(`<text[^>]*class="side[^"]*">[^<]*`).FindAllString(over, -1))
	}
	if live := SVG(p, Marks{ID: "x", Selected: reference.NoPit, Active: reference.NoPit}); !strings.Contains(live, "▶ South · store 22 · house intact — to move (namua)") || strings.Contains(live, `class="hand"`) {
		t.Errorf("the start board: South to move and no seeds in hand expected")
	}
	hand := SVG(p, Marks{ID: "x", Hand: 3, Selected: reference.NoPit, Active: reference.NoPit})
	if !strings.Contains(hand, `<g class="hand" data-seeds="3">`) || strings.Count(hand, `<circle cx=`) != 3 {
		t.Errorf("3 seeds in hand are not drawn")
	}
	a7, _ := reference.ParsePit("A7")
	a8, _ := reference.ParsePit("A8")
	b8, _ := reference.ParsePit("B8")
	turn := SVG(p, Marks{ID: "x", Sowings: []Sowing{{Pits: []reference.Pit{a7, a8, b8}, Seeds: 3}}, Selected: reference.NoPit, Active: reference.NoPit})
	pts := regexp.MustCompile(`<polyline class="path" points="([^"]+)"`).FindStringSubmatch(turn)
	if pts == nil {
		t.Fatal("no sowing path drawn")
	}
	x8, _ := Center(a8)
	var xs []string
	for _, pt := range strings.Fields(pts[1])[1:] {
		xs = append(xs, strings.Split(pt, ",")[0])
	}
	for _, x := range xs {
		if x == strings.TrimSpace(strings.Split(strings.Fields(pts[1])[0], ",")[0]) {
			continue
		}
		var xi int
		if _, err := fmt.Sscan(x, &xi); err != nil {
			t.Fatal(err)
		}
		if xi-x8 < radius/2 {
			t.Errorf("the turn A8→B8 runs at x=%d, within %d of the counts' centre x=%d: %s", xi, xi-x8, x8, pts[1])
		}
	}
}

// TestDiagramOver: a finished game's text diagram ends with the result, not
// a side to move.
func TestDiagramOver(t *testing.T) {
	p := reference.Start(reference.Kiswahili, reference.SetupStandard)
	if d := Diagram(p, ""); !strings.HasSuffix(d, "South to move (namua)\n") {
		t.Errorf("a game going on: %q", d)
	}
	d := Diagram(p, "North wins by front-row-empty")
	if strings.Contains(d, "to move") || !strings.HasSuffix(d, "South  store 22  house intact\nGame over: North wins by front-row-empty\n") {
		t.Errorf("a finished game:\n%s", d)
	}
}
