// Package board draws a Bao position as an SVG figure, the way the sources
// print it: from South's seat, North's back row b8..b1 on top, then a8..a1,
// South's front row A1..A8 and back row B1..B8, every pit labelled with its
// name, the house as a square pit, the stores beside each side's rows and the
// side to move named. Marks add what a move did: the sowing path of each
// sowing as a numbered arrow, captured pits, the blocked pit and the pit that
// must be captured, and the pits whose counts changed.
//
// The same code draws the book's figures and, compiled to WebAssembly, the
// interactive board, so both show a position the same way.
package board

import (
	"fmt"
	"html"
	"math"
	"strings"

	"github.com/baolakiswahili/conformance/reference"
)

// Geometry of the figure, in SVG user units.
const (
	cell    = 54 // distance between pit centres
	radius  = 22 // pit radius (a house is a square of side 2*radius)
	left    = 34 // room for the row labels
	top     = 40 // room for North's line
	gap     = 14 // the gap between the two front rows
	storeW  = 70 // width of a store
	bottomH = 42 // room for South's line
	// Width and Height are the figure's size.
	Width  = left + 8*cell + 16 + storeW + 10
	Height = top + 4*cell + gap + bottomH
)

// palette colours the successive sowings of a move.
var palette = []string{"#1d5fa8", "#2e7d32", "#7b3fa0", "#c26100", "#00838f", "#8d5524"}

// Sowing is one sowing of a move, for drawing: the pits it sowed in order
// (at most one lap; Laps counts the full laps), and the seeds it sowed.
type Sowing struct {
	Pits  []reference.Pit
	Seeds int
	Laps  int
	// Hand is true for the namua hand seed, drawn as a single dot.
	Hand bool
	// N is the sowing's number in its move (1-based), which sets its label
	// and colour; 0 means its place in Marks.Sowings.
	N int
}

// number returns the 0-based number of the k-th sowing of a figure.
func (s Sowing) number(k int) int {
	if s.N > 0 {
		return s.N - 1
	}
	return k
}

// Marks are what a figure adds to the position.
type Marks struct {
	// ID prefixes the figure's element ids; it must be unique in the page.
	ID string
	// Title is the figure's accessible name.
	Title string
	// Sowings are drawn as numbered arrows, in order.
	Sowings []Sowing
	// Captured maps each captured pit to the seeds taken from it.
	Captured map[reference.Pit]int
	// Prev, when set, is the position before: pits whose count changed are
	// outlined.
	Prev *reference.Position
	// Selected is a highlighted pit (the interactive board), or NoPit.
	Selected reference.Pit
	// Movable are pits that start a legal move (the interactive board).
	Movable map[reference.Pit]bool
	// Interactive makes every pit a focusable button with data-pit.
	Interactive bool
	// Mini marks a small figure of a series (class "board mini").
	Mini bool
	// Active, when valid, is the pit being sown at this step.
	Active reference.Pit
	// Flows are captured seeds on their way from the captured pit to the
	// kichwa they enter at, drawn as dashed red arrows.
	Flows []Flow
	// Hand is the seeds the mover holds mid-move (lifted, not yet sown),
	// drawn beside the mover's line; 0 draws nothing.
	Hand int
	// Over, when set, says the game is over and how ("South wins by
	// front-row-empty"): no side is drawn to move.
	Over string
}

// Flow is one capture: the captured pit and the pit its seeds are sown
// from first.
type Flow struct {
	From, To reference.Pit
}

// Flows lists the captures of a trace with the pit each one's seeds enter.
func Flows(events []reference.Event) []Flow {
	var out []Flow
	for i, e := range events {
		if e.Kind != reference.EvCapture {
			continue
		}
		for _, n := range events[i+1:] {
			if n.Kind == reference.EvSow {
				out = append(out, Flow{From: e.Pit, To: n.Pit})
				break
			}
		}
	}
	return out
}

// FromTrace collects the sowings and captures of a traced move.
func FromTrace(events []reference.Event) ([]Sowing, map[reference.Pit]int) {
	var sw []Sowing
	capt := map[reference.Pit]int{}
	for _, e := range events {
		switch e.Kind {
		case reference.EvHandSeed:
			sw = append(sw, Sowing{Pits: []reference.Pit{e.Pit}, Seeds: 1, Hand: true})
		case reference.EvSow:
			sw = append(sw, SowingOf(e))
		case reference.EvCapture:
			capt[e.Pit] += e.Seeds
		}
	}
	return sw, capt
}

// SowingOf returns the pits a sow event sowed, in order.
func SowingOf(e reference.Event) Sowing {
	s := Sowing{Seeds: e.Seeds}
	if !e.Pit.Valid() || e.Seeds <= 0 {
		return s
	}
	n := e.Seeds
	if n > reference.RingSize {
		s.Laps = n / reference.RingSize
		n = reference.RingSize
	}
	side, r := e.Pit.Side(), e.Pit.Ring()
	for i := 0; i < n; i++ {
		s.Pits = append(s.Pits, reference.PitOf(side, r))
		r = r.Step(e.Dir)
	}
	if !s.Pits[len(s.Pits)-1].Valid() || (e.Last.Valid() && s.Laps == 0 && s.Pits[len(s.Pits)-1] != e.Last) {
		// Should not happen; fall back to the two ends.
		s.Pits = []reference.Pit{e.Pit, e.Last}
	}
	return s
}

// Center returns the centre of pit q in the figure.
func Center(q reference.Pit) (x, y int) {
	row, col := Place(q)
	x = left + col*cell + cell/2
	y = top + row*cell + cell/2
	if row >= 2 {
		y += gap
	}
	return x, y
}

// Place returns the printed row (0 = b, 1 = a, 2 = A, 3 = B) and column
// (0..7, left to right from South's seat) of pit q.
func Place(q reference.Pit) (row, col int) {
	for i, label := range []byte("baAB") {
		pits, _ := reference.DiagramRowPits(label)
		for c, p := range pits {
			if p == q {
				return i, c
			}
		}
	}
	return 0, 0
}

func sideName(s reference.Side) string {
	if s == reference.North {
		return "North"
	}
	return "South"
}

// SVG draws p with marks m.
func SVG(p reference.Position, m Marks) string {
	var b strings.Builder
	id := m.ID
	if id == "" {
		id = "board"
	}
	title := m.Title
	if title == "" {
		title = "Bao board"
	}
	class := "board"
	if m.Mini {
		class = "board mini"
	}
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" class="%s" viewBox="0 0 %d %d" role="img" aria-labelledby="%s-t">`, class, Width, Height, id)
	fmt.Fprintf(&b, `<title id="%s-t">%s</title>`, id, html.EscapeString(title))
	b.WriteString(`<defs>`)
	used := map[int]bool{}
	for k, sw := range m.Sowings {
		used[sw.number(k)%len(palette)] = true
	}
	for i, c := range palette {
		if !used[i] {
			continue
		}
		fmt.Fprintf(&b, `<marker id="%s-ar%d" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse"><path d="M0,0L10,5L0,10z" fill="%s"/></marker>`, id, i, c)
	}
	if len(m.Flows) > 0 {
		fmt.Fprintf(&b, `<marker id="%s-cap" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse"><path d="M0,0L10,5L0,10z" fill="#c62828"/></marker>`, id)
	}
	b.WriteString(`</defs>`)
	// Frame and the line between the two sides.
	bx, by := left-6, top-6
	bw, bh := 8*cell+12, 4*cell+gap+12
	fmt.Fprintf(&b, `<rect class="frame" x="%d" y="%d" width="%d" height="%d" rx="10"/>`, bx, by, bw, bh)
	midY := top + 2*cell + gap/2
	fmt.Fprintf(&b, `<line class="mid" x1="%d" y1="%d" x2="%d" y2="%d"/>`, bx, midY, bx+bw, midY)
	// Row labels and column numbers.
	for i, label := range []string{"b", "a", "A", "B"} {
		y := top + i*cell + cell/2 + 5
		if i >= 2 {
			y += gap
		}
		fmt.Fprintf(&b, `<text x="%d" y="%d" class="rowlabel">%s</text>`, left-18, y, label)
	}
	// Sides: stores, houses, who moves.
	for _, s := range []reference.Side{reference.North, reference.South} {
		writeSide(&b, p, s, m.Over, m.Hand)
	}
	if m.Hand > 0 {
		writeHand(&b, p.ToMove, m.Hand)
	}
	// Pits.
	for i, label := range []byte("baAB") {
		pits, _ := reference.DiagramRowPits(label)
		_ = i
		for _, q := range pits {
			writePit(&b, p, q, m)
		}
	}
	// Captured seeds, then the sowing paths, on top.
	for _, f := range m.Flows {
		x0, y0 := Center(f.From)
		x1, y1 := Center(f.To)
		// Stop short of both centres.
		dx, dy := float64(x1-x0), float64(y1-y0)
		l := math.Hypot(dx, dy)
		if l < 1 {
			continue
		}
		k := float64(radius) / l
		fmt.Fprintf(&b, `<line class="flow" x1="%.0f" y1="%.0f" x2="%.0f" y2="%.0f" stroke="#c62828" stroke-width="2.5" stroke-dasharray="7 4" marker-end="url(#%s-cap)"/>`,
			float64(x0)+dx*k, float64(y0)+dy*k, float64(x1)-dx*k, float64(y1)-dy*k, id)
	}
	for k, s := range m.Sowings {
		writeSowing(&b, id, s.number(k), s)
	}
	b.WriteString(`</svg>`)
	return b.String()
}

func writeSide(b *strings.Builder, p reference.Position, s reference.Side, over string, hand int) {
	row := 0
	y := top - 14
	if s == reference.South {
		row = 2
		y = top + 4*cell + gap + 26
	}
	label := sideName(s)
	if p.Variant == reference.Kiswahili {
		label += fmt.Sprintf(" · store %d · house %s", p.Store[s], p.House[s])
	}
	class := "side"
	switch {
	case p.ToMove == s && over != "":
		// The house's state is in its outline; the line keeps room for
		// the result (it must fit the figure's width).
		label = sideName(s)
		if p.Variant == reference.Kiswahili {
			label += fmt.Sprintf(" · store %d", p.Store[s])
		}
		label += " — game over: " + over
	case p.ToMove == s && hand > 0:
		// Mid-move: the mover's line leaves room for the seeds in hand.
		class = "side tomove"
		label = "▶ " + label + " — moving"
	case p.ToMove == s:
		class = "side tomove"
		label = "▶ " + label + " — to move (" + p.Phase().String() + ")"
	}
	fmt.Fprintf(b, `<text x="%d" y="%d" class="%s">%s</text>`, left-6, y, class, html.EscapeString(label))
	// The store beside the side's two rows.
	sx := left + 8*cell + 16
	sy := top + row*cell + 4
	if row >= 2 {
		sy += gap
	}
	if p.Variant != reference.Kiswahili {
		return
	}
	class = "storebox"
	if p.ToMove == s && over == "" {
		class = "storebox tomove"
	}
	fmt.Fprintf(b, `<rect class="%s" x="%d" y="%d" width="%d" height="%d" rx="12"/>`, class, sx, sy, storeW, 2*cell-8)
	fmt.Fprintf(b, `<text x="%d" y="%d" class="storename">%s store</text>`, sx+storeW/2, sy+22, sideName(s))
	fmt.Fprintf(b, `<text x="%d" y="%d" class="store" data-side="%s">%d</text>`, sx+storeW/2, sy+62, strings.ToLower(sideName(s)), p.Store[s])
}

// writeHand draws the seeds the mover holds mid-move, at the right end of
// the mover's line: a badge "in hand: n" with up to 9 seeds drawn.
func writeHand(b *strings.Builder, s reference.Side, n int) {
	const w = 120
	x, y := left+8*cell+16+storeW-w, top-34
	if s == reference.South {
		y = top + 4*cell + gap + 8
	}
	fmt.Fprintf(b, `<g class="hand" data-seeds="%d"><title>%s holds %d seeds in hand</title><rect x="%d" y="%d" width="%d" height="26" rx="13"/>`, n, sideName(s), n, x, y, w)
	fmt.Fprintf(b, `<text x="%d" y="%d">in hand: %d</text>`, x+9, y+18, n)
	for i := 0; i < n && i < 9; i++ {
		fmt.Fprintf(b, `<circle cx="%d" cy="%d" r="3"/>`, x+90+(i%3)*8, y+6+(i/3)*7)
	}
	b.WriteString(`</g>`)
}

func writePit(b *strings.Builder, p reference.Position, q reference.Pit, m Marks) {
	x, y := Center(q)
	n := p.Seeds(q)
	house := q.Ring() == reference.HouseRing && p.Variant != reference.Hus
	// The pit's look is its classes (style.css): z empty, hi an intact
	// house, hd a destroyed one (p is every pit), c changed, mv movable, sel selected.
	cls := []string{"p"}
	if n == 0 {
		cls = append(cls, "z")
	}
	if house && p.House[q.Side()] == reference.HouseIntact {
		cls = append(cls, "hi")
	}
	if house && p.House[q.Side()] != reference.HouseIntact {
		cls = append(cls, "hd")
	}
	changed := m.Prev != nil && m.Prev.Seeds(q) != n
	if changed {
		cls = append(cls, "c")
	}
	if m.Movable[q] {
		cls = append(cls, "mv")
	}
	if m.Selected == q && q.Valid() {
		cls = append(cls, "sel")
	}
	shape := ` class="` + strings.Join(cls, " ") + `"`
	name := q.String()
	aria := fmt.Sprintf("%s: %d", name, n)
	if house {
		aria += " (house"
		if p.Variant == reference.Kiswahili {
			aria += ", " + p.House[q.Side()].String()
		}
		aria += ")"
	}
	attrs := fmt.Sprintf(` class="pit" data-pit="%s" data-seeds="%d"`, name, n)
	if m.Interactive {
		attrs += fmt.Sprintf(` tabindex="0" role="button" aria-label="%s"`, aria)
	}
	fmt.Fprintf(b, `<g%s>`, attrs)
	if !m.Interactive {
		fmt.Fprintf(b, `<title>%s</title>`, aria)
	}
	if house {
		fmt.Fprintf(b, `<rect%s x="%d" y="%d" width="%d" height="%d" rx="3"/>`, shape, x-radius, y-radius, 2*radius, 2*radius)
	} else {
		fmt.Fprintf(b, `<circle%s cx="%d" cy="%d" r="%d"/>`, shape, x, y, radius)
	}
	if changed {
		fmt.Fprintf(b, `<circle class="ring-c" cx="%d" cy="%d" r="%d"/>`, x, y, radius+4)
	}
	if q == m.Active && q.Valid() {
		fmt.Fprintf(b, `<circle class="ring-a" cx="%d" cy="%d" r="%d"/>`, x, y, radius+3)
	}
	if q == p.Blocked {
		d := radius - 6
		fmt.Fprintf(b, `<path d="M%d,%dL%d,%dM%d,%dL%d,%d" stroke="#c62828" stroke-width="3" stroke-opacity="0.6"/>`, x-d, y-d, x+d, y+d, x-d, y+d, x+d, y-d)
		fmt.Fprintf(b, `<text x="%d" y="%d" font-size="9" font-weight="bold" text-anchor="middle" fill="#c62828">blocked</text>`, x, y-radius-2)
	}
	cc := "count"
	if n == 0 {
		cc = "count z"
	}
	fmt.Fprintf(b, `<text x="%d" y="%d" class="%s">%d</text>`, x, y+5, cc, n)
	fmt.Fprintf(b, `<text x="%d" y="%d" class="nm">%s</text>`, x, y+17, name)
	if c, ok := m.Captured[q]; ok {
		fmt.Fprintf(b, `<circle cx="%d" cy="%d" r="%d" fill="none" stroke="#c62828" stroke-width="3" stroke-dasharray="6 3"/>`, x, y, radius+2)
		fmt.Fprintf(b, `<rect x="%d" y="%d" width="24" height="14" rx="4" fill="#c62828"/><text x="%d" y="%d" font-size="11" font-weight="bold" text-anchor="middle" fill="#fff">−%d</text>`, x+radius-14, y-radius-8, x+radius-2, y-radius+3, c)
	}
	if q == p.MustCapture {
		fmt.Fprintf(b, `<circle cx="%d" cy="%d" r="%d" fill="none" stroke="#e65100" stroke-width="2"/><circle cx="%d" cy="%d" r="%d" fill="none" stroke="#e65100" stroke-width="2"/>`, x, y, radius+2, x, y, radius+6)
		fmt.Fprintf(b, `<text x="%d" y="%d" font-size="9" font-weight="bold" text-anchor="middle" fill="#e65100">must capture</text>`, x, y-radius-7)
	}
	b.WriteString(`</g>`)
}

func writeSowing(b *strings.Builder, id string, k int, s Sowing) {
	if len(s.Pits) == 0 {
		return
	}
	ci := k % len(palette)
	c := palette[ci]
	// The path runs through the upper part of each pit, above its count,
	// so the counts stay readable; successive sowings are offset a little.
	off := -14 + (k%3-1)*3
	x0, y0 := Center(s.Pits[0])
	if !s.Hand && len(s.Pits) > 1 {
		// Where the path turns from one row to the other (two pits of one
		// column, at either end of the board), it runs outside the pits,
		// not through their counts.
		side := func(i int) int {
			x, _ := Center(s.Pits[i])
			for _, j := range []int{i - 1, i + 1} {
				if j >= 0 && j < len(s.Pits) {
					if xj, _ := Center(s.Pits[j]); xj == x {
						if _, col := Place(s.Pits[i]); col == 0 {
							return -radius + 3
						}
						return radius - 3
					}
				}
			}
			return 0
		}
		var pts []string
		for i, q := range s.Pits {
			x, y := Center(q)
			x += side(i)
			if i == len(s.Pits)-1 {
				// Stop the arrow short of the last pit's centre line.
				px, py := Center(s.Pits[i-1])
				px += side(i - 1)
				x, y = x-(x-px)/5, y-(y-py)/5
			}
			pts = append(pts, fmt.Sprintf("%d,%d", x, y+off))
		}
		fmt.Fprintf(b, `<polyline class="path" points="%s" fill="none" stroke="%s" stroke-width="3" stroke-opacity="0.8" stroke-linejoin="round" marker-end="url(#%s-ar%d)"/>`, strings.Join(pts, " "), c, id, ci)
	}
	if s.Hand {
		fmt.Fprintf(b, `<circle cx="%d" cy="%d" r="5" fill="%s"/>`, x0, y0-radius+6, c)
	} else if len(s.Pits) == 1 {
		fmt.Fprintf(b, `<circle cx="%d" cy="%d" r="5" fill="%s" fill-opacity="0.8"/>`, x0, y0+off, c)
	}
	// The step number, at the first pit sown.
	bx, by := x0-radius+2, y0-radius+2
	label := fmt.Sprint(k + 1)
	if s.Laps > 0 {
		label += fmt.Sprintf("·%d", s.Seeds)
	}
	w := 14 + 6*(len(label)-1)
	fmt.Fprintf(b, `<g class="step"><rect x="%d" y="%d" width="%d" height="14" rx="7" fill="%s"/><text x="%d" y="%d" font-size="10" font-weight="bold" text-anchor="middle" fill="#fff">%s</text></g>`, bx-w/2, by-7, w, c, bx, by+4, label)
}

// Diagram is reference.FormatDiagram's text diagram of p, except that a
// finished game (over is its result, as in Marks.Over) ends with "Game
// over: …" instead of naming a side to move.
func Diagram(p reference.Position, over string) string {
	d := reference.FormatDiagram(p)
	if over == "" {
		return d
	}
	t := strings.TrimRight(d, "\n")
	if i := strings.LastIndexByte(t, '\n'); i >= 0 && strings.Contains(t[i:], " to move") {
		t = t[:i]
	}
	return t + "\nGame over: " + over + "\n"
}
