package runner

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/baolakiswahili/conformance/reference"
)

// Drawing a failure: the expected and the actual board side by side, in the
// orientation of the position's own drawing (reference.FormatDiagram: from
// South's seat, North's back row on top), the cells that differ marked *.

// boardLines draws p like reference.FormatDiagram, marking with * the cells
// where it differs from other (nil: no marks).
func boardLines(p *reference.Position, o reference.Outcome, other *reference.Position, oo *reference.Outcome) []string {
	mark := func(d bool) string {
		if d && other != nil {
			return "*"
		}
		return ""
	}
	side := func(s reference.Side) string {
		name := strings.ToUpper(s.String()[:1]) + s.String()[1:]
		if p.Variant != reference.Kiswahili {
			return name
		}
		line := fmt.Sprintf("%s  store %d%s", name, p.Store[s], mark(other != nil && other.Store[s] != p.Store[s]))
		return line + fmt.Sprintf("  house %s%s", p.House[s], mark(other != nil && other.House[s] != p.House[s]))
	}
	var out []string
	out = append(out, side(reference.North), "     8   7   6   5   4   3   2   1")
	for _, label := range []byte{'b', 'a', 'A', 'B'} {
		if label == 'A' {
			out = append(out, "   --------------------------------")
		}
		pits, _ := reference.DiagramRowPits(label)
		var b strings.Builder
		b.WriteString(" " + string(label) + " ")
		for _, q := range pits {
			n := p.Seeds(q)
			house := q.Ring() == reference.HouseRing && p.House[q.Side()] == reference.HouseIntact
			changed := other != nil && other.Seeds(q) != n
			lead, trail := " ", " "
			if house {
				lead, trail = "[", "]"
			}
			if changed {
				trail = "*"
			}
			fmt.Fprintf(&b, "%s%2d%s", lead, n, trail)
		}
		out = append(out, strings.TrimRight(b.String(), " "))
	}
	out = append(out, "     1   2   3   4   5   6   7   8", side(reference.South))
	tm := p.ToMove.String()
	// The status, a clause a line: two boards side by side keep their
	// columns however many clauses a position has.
	out = append(out, strings.ToUpper(tm[:1])+tm[1:]+" to move"+mark(other != nil && other.ToMove != p.ToMove))
	if p.Blocked != reference.NoPit || other != nil && other.Blocked != p.Blocked {
		out = append(out, fmt.Sprintf("blocked %s%s", p.Blocked, mark(other != nil && other.Blocked != p.Blocked)))
	}
	if p.MustCapture != reference.NoPit || other != nil && other.MustCapture != p.MustCapture {
		out = append(out, fmt.Sprintf("must capture %s%s", p.MustCapture, mark(other != nil && other.MustCapture != p.MustCapture)))
	}
	if t := p.LastingText(); t != "" || other != nil && other.Lasting != p.Lasting {
		if t == "" {
			t = "none"
		}
		out = append(out, "lasting blocks "+t+mark(other != nil && other.Lasting != p.Lasting))
	}
	oc := outcomeText(o)
	if oo != nil && *oo != o {
		oc += "*"
	}
	return append(out, oc)
}

// drawPair draws the expected and the actual result side by side; changed
// cells are marked * on the engine's side, and listed below.
func drawPair(want *reference.Position, wo reference.Outcome, got *reference.Position, gout reference.Outcome) string {
	left := boardLines(want, wo, nil, nil)
	right := boardLines(got, gout, want, &wo)
	width := 40
	for _, l := range left {
		width = max(width, len(l)+3)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%-*s%s\n", width, "expected (the reference)", "your engine (* differs)")
	for i := range max(len(left), len(right)) {
		l, r := "", ""
		if i < len(left) {
			l = left[i]
		}
		if i < len(right) {
			r = right[i]
		}
		fmt.Fprintf(&b, "%-*s%s\n", width, l, r)
	}
	if d := differences(want, wo, got, gout); d != "" {
		fmt.Fprintf(&b, "differs: %s\n", d)
	}
	return b.String()
}

// differences lists in words what differs between two results.
func differences(want *reference.Position, wo reference.Outcome, got *reference.Position, gout reference.Outcome) string {
	var parts []string
	var pits []string
	for _, label := range []byte{'b', 'a', 'A', 'B'} {
		row, _ := reference.DiagramRowPits(label)
		for _, q := range row {
			if want.Seeds(q) != got.Seeds(q) {
				pits = append(pits, fmt.Sprintf("%s %d not %d", q, got.Seeds(q), want.Seeds(q)))
			}
		}
	}
	if len(pits) > 0 {
		parts = append(parts, strings.Join(pits, ", "))
	}
	for _, s := range []reference.Side{reference.North, reference.South} {
		if want.Store[s] != got.Store[s] {
			parts = append(parts, fmt.Sprintf("%s store %d not %d", s, got.Store[s], want.Store[s]))
		}
		if want.House[s] != got.House[s] {
			parts = append(parts, fmt.Sprintf("%s house %s not %s", s, got.House[s], want.House[s]))
		}
	}
	if want.ToMove != got.ToMove {
		parts = append(parts, fmt.Sprintf("%s to move, not %s", got.ToMove, want.ToMove))
	}
	if want.Blocked != got.Blocked {
		parts = append(parts, fmt.Sprintf("blocked %s not %s", got.Blocked, want.Blocked))
	}
	if want.MustCapture != got.MustCapture {
		parts = append(parts, fmt.Sprintf("must capture %s not %s", got.MustCapture, want.MustCapture))
	}
	if want.Lasting != got.Lasting {
		parts = append(parts, fmt.Sprintf("lasting blocks %q not %q", got.LastingText(), want.LastingText()))
	}
	if wo != gout {
		parts = append(parts, fmt.Sprintf("outcome %q not %q", outcomeText(gout), outcomeText(wo)))
	}
	return strings.Join(parts, "; ")
}

// drawDivergence draws a divergence: the position and the move, and for a
// wrong result the two results side by side. It returns "" when the
// divergence cannot be drawn.
func drawDivergence(d *divergence) string {
	var p reference.Position
	var m reference.Move
	if json.Unmarshal(d.pos, &p) != nil || json.Unmarshal(d.move, &m) != nil {
		return ""
	}
	var b strings.Builder
	if d.what == diffMissing || d.what == diffExtra {
		fmt.Fprintf(&b, "the legal moves of:\n%s", indent(reference.FormatDiagram(p), "  "))
		if d.what == diffMissing {
			fmt.Fprintf(&b, "your engine leaves out %s; it lists %s\n", m, listOrNone(d.listed))
		} else {
			fmt.Fprintf(&b, "your engine lists %s, which is illegal; it lists %s\n", m, listOrNone(d.listed))
		}
	} else {
		fmt.Fprintf(&b, "the move %s by %s, from:\n%s", m, sideTitle(p.ToMove), indent(reference.FormatDiagram(p), "  "))
	}
	if dec := d.decision; dec != nil {
		fmt.Fprintf(&b, "the first decision that differs: %s\n", dec.text())
	} else if st := d.step; st != nil {
		switch {
		case d.what == diffWrong || d.what == diffInvalid:
			if st.event {
				fmt.Fprintf(&b, "where the answers part: at or after the reference's step %s\n", st.text)
			} else {
				fmt.Fprintf(&b, "where the answers part: %s\n", st.text)
			}
		case d.what == diffRefused || d.what == diffMissing:
			fmt.Fprintf(&b, "the reference plays it, with the step %s\n", st.text)
		default:
			fmt.Fprintf(&b, "the reference refuses it: %s\n", st.text)
		}
	}
	if d.what == diffAccepted && d.gotPos != nil {
		if gp, ok := lenientPosition(d.gotPos); ok {
			fmt.Fprintf(&b, "your engine played it:\n%s", indent(reference.FormatDiagram(gp), "  "))
		}
		return b.String()
	}
	if d.what != diffWrong && d.what != diffInvalid {
		return b.String()
	}
	r, ok := d.refRules()
	if !ok {
		return b.String()
	}
	want, err := reference.Apply(r, p, m)
	if err != nil {
		return b.String()
	}
	var gout reference.Outcome
	gp, ok := lenientPosition(d.gotPos)
	if !ok {
		return b.String()
	}
	json.Unmarshal(nullToEmpty(d.gotOut), &gout)
	fmt.Fprintf(&b, "after the move:\n%s", indent(drawPair(&want.Position, want.Outcome, &gp, gout), "  "))
	return b.String()
}

func sideTitle(s reference.Side) string {
	t := s.String()
	return strings.ToUpper(t[:1]) + t[1:]
}

func listOrNone(l []string) string {
	if len(l) == 0 {
		return "no move"
	}
	if len(l) > 40 {
		return strings.Join(l[:40], " ") + fmt.Sprintf(" ... (%d moves)", len(l))
	}
	return strings.Join(l, " ")
}

// lenientPosition decodes a position as an engine wrote it, without the
// checks a valid position passes (a successor holding 63 seeds is drawn as
// it is). Lasting blocks are not read.
func lenientPosition(raw json.RawMessage) (reference.Position, bool) {
	var p reference.Position
	if json.Unmarshal(raw, &p) == nil {
		return p, true
	}
	type side struct {
		Front, Back []int
		Store       int
		House       string
	}
	var in struct {
		Variant, ToMove      string
		South, North         side
		Blocked, MustCapture *string
	}
	if json.Unmarshal(raw, &in) != nil {
		return p, false
	}
	var err error
	if p.Variant, err = reference.ParseVariant(in.Variant); err != nil {
		return p, false
	}
	if p.ToMove, err = reference.ParseSide(in.ToMove); err != nil {
		return p, false
	}
	clamp := func(n int) uint8 { return uint8(max(0, min(n, 255))) }
	for s, sj := range [2]side{in.South, in.North} {
		if len(sj.Front) != 8 || len(sj.Back) != 8 {
			return p, false
		}
		for i := 0; i < 8; i++ {
			p.Pits[s][i] = clamp(sj.Front[i])
			p.Pits[s][15-i] = clamp(sj.Back[i])
		}
		p.Store[s] = clamp(sj.Store)
		p.House[s], _ = reference.ParseHouseState(sj.House)
	}
	p.Blocked, p.MustCapture = reference.NoPit, reference.NoPit
	if in.Blocked != nil {
		p.Blocked, _ = reference.ParsePit(*in.Blocked)
	}
	if in.MustCapture != nil {
		p.MustCapture, _ = reference.ParsePit(*in.MustCapture)
	}
	return p, true
}
