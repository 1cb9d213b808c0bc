package mapping

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/baolakiswahili/conformance/reference"
)

// WriteDetails writes the finding's evidence for people: for each probe
// shown, what it is, the request sent, the board, and the engine's answer
// beside the reference's (the slip found predicts the engine's), one
// move's successor in full. It writes nothing when there is no evidence
// (the mapping looks right).
func (f *Finding) WriteDetails(w io.Writer) {
	for _, e := range f.Evidence {
		fmt.Fprintf(w, "\nMapping position %s: %s\n", e.Probe, e.About)
		fmt.Fprintf(w, "  we sent: %s\n", e.Request)
		if p, ok := probeByID(e.Probe); ok {
			fmt.Fprint(w, indent(reference.FormatDiagram(p.Position), "  "))
		}
		if e.Slip != nil {
			fmt.Fprintf(w, "  your engine's answer (%s) is the reference engine's through the slip; as sent, the reference answers %s:\n",
				e.Engine.Summary(), e.Reference.Summary())
		} else {
			fmt.Fprintf(w, "  your engine answered %s, the reference %s, and no slip gives your engine's answer:\n",
				e.Engine.Summary(), e.Reference.Summary())
		}
		fmt.Fprintf(w, "  moves, yours:         %s\n", moveList(&e.Engine))
		fmt.Fprintf(w, "  moves, the reference: %s\n", moveList(&e.Reference))
		if a, b, ok := firstDifference(&e.Engine, &e.Reference); ok {
			fmt.Fprint(w, sideBySide("yours: "+a.Move, successorText(a), "the reference: "+b.Move, successorText(b), "  "))
		}
	}
}

func probeByID(id string) (*Probe, bool) {
	ps := Probes()
	for i := range ps {
		if ps[i].ID == id {
			return &ps[i], true
		}
	}
	return nil, false
}

// moveList lists an answer's moves (their JSON), or what it is instead.
func moveList(a *Answer) string {
	if a.Bad != "" || a.Refused || len(a.Successors) == 0 {
		return a.Summary()
	}
	ms := make([]string, len(a.Successors))
	for i, s := range a.Successors {
		ms[i] = s.Move
	}
	return strings.Join(ms, " ")
}

// firstDifference returns a successor of a and one of b that differ: the
// same move with another result if there is one (one whose seeds, side to
// move or outcome differ first, then one whose houses or stores differ
// only), else the first of each that the other lacks; false when there are
// none such.
func firstDifference(a, b *Answer) (Successor, Successor, bool) {
	for _, flagsToo := range []bool{false, true} {
		for _, x := range a.Successors {
			for _, y := range b.Successors {
				if x.Move == y.Move && x != y && (flagsToo || x.Outcome != y.Outcome || withoutFlags(x.Position) != withoutFlags(y.Position)) {
					return x, y, true
				}
			}
		}
	}
	x, okx := firstMissing(a.Successors, b.Successors)
	y, oky := firstMissing(b.Successors, a.Successors)
	return x, y, okx && oky
}

// firstMissing returns the first successor of from that in lacks.
func firstMissing(from, in []Successor) (Successor, bool) {
	for _, x := range from {
		if !slices.Contains(in, x) {
			return x, true
		}
	}
	return Successor{}, false
}

// loosePosition is position JSON v1 read without validation: an answer
// through a slip may be no valid position (the mover still to move, with a
// block on the other side).
type loosePosition struct {
	ToMove      string     `json:"toMove"`
	South       *looseSide `json:"south"`
	North       *looseSide `json:"north"`
	Blocked     *string    `json:"blocked"`
	MustCapture *string    `json:"mustCapture"`
	Blocks      []struct {
		Pit   string `json:"pit"`
		Turns int    `json:"turns"`
	} `json:"blocks"`
}

type looseSide struct {
	Front []int  `json:"front"`
	Back  []int  `json:"back"`
	Store int    `json:"store"`
	House string `json:"house"`
}

// successorText renders a successor in the position text form (from
// South's seat) with its lasting blocks and its outcome, or its JSON when it is not a position.
func successorText(s Successor) string {
	var p loosePosition
	if err := json.Unmarshal([]byte(s.Position), &p); err != nil || p.South == nil || p.North == nil ||
		len(p.South.Front) != 8 || len(p.South.Back) != 8 || len(p.North.Front) != 8 || len(p.North.Back) != 8 {
		return s.Position + "\noutcome " + s.Outcome
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s to move\n", p.ToMove)
	fmt.Fprintf(&b, "north store %d house %s\n", p.North.Store, p.North.House)
	row := func(label string, pits []int, reverse bool) {
		b.WriteString(label)
		for i := range 8 {
			j := i
			if reverse {
				j = 7 - i
			}
			fmt.Fprintf(&b, " %d", pits[j])
		}
		b.WriteByte('\n')
	}
	row("b", p.North.Back, true)
	row("a", p.North.Front, true)
	row("A", p.South.Front, false)
	row("B", p.South.Back, false)
	fmt.Fprintf(&b, "south store %d house %s\n", p.South.Store, p.South.House)
	if p.Blocked != nil {
		fmt.Fprintf(&b, "blocked %s\n", *p.Blocked)
	}
	if p.MustCapture != nil {
		fmt.Fprintf(&b, "mustCapture %s\n", *p.MustCapture)
	}
	if len(p.Blocks) > 0 {
		// As the text form writes the lasting blocks: "blocks a3:2 A6".
		b.WriteString("blocks")
		for _, lb := range p.Blocks {
			if lb.Turns > 0 {
				fmt.Fprintf(&b, " %s:%d", lb.Pit, lb.Turns)
			} else {
				fmt.Fprintf(&b, " %s", lb.Pit)
			}
		}
		b.WriteByte('\n')
	}
	if s.Outcome != "null" {
		fmt.Fprintf(&b, "outcome %s\n", s.Outcome)
	}
	return b.String()
}

// sideBySide sets two titled texts in two columns.
func sideBySide(t1, s1, t2, s2, prefix string) string {
	l1 := append([]string{t1}, strings.Split(strings.TrimRight(s1, "\n"), "\n")...)
	l2 := append([]string{t2}, strings.Split(strings.TrimRight(s2, "\n"), "\n")...)
	width := 0
	for _, l := range l1 {
		width = max(width, len(l))
	}
	var b strings.Builder
	for i := range max(len(l1), len(l2)) {
		var x, y string
		if i < len(l1) {
			x = l1[i]
		}
		if i < len(l2) {
			y = l2[i]
		}
		fmt.Fprintf(&b, "%s%-*s   %s\n", prefix, width, x, y)
	}
	return b.String()
}

func indent(s, prefix string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return prefix + strings.Join(lines, "\n"+prefix) + "\n"
}
