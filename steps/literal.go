package steps

import (
	"fmt"
	"strings"

	"github.com/baolakiswahili/conformance/reference"
)

// ReadLiteralMove reads a move in the French/Donkers notation without checking
// that it is legal, so that a scenario can send an illegal move to an engine:
// the pit, then '<' or '>' (a direction as the mover's hand moves or, in a
// namua capture, the kichwa), then 'L' or 'R' for a kichwa choice and '+' for
// a safari; '*' marks are ignored. A bare digit names a front pit of the side
// to move. reference.ParseMove is the reader for legal moves; this one is
// used only when it refuses the text.
func ReadLiteralMove(r reference.Rules, p reference.Position, text string) (reference.Move, error) {
	s := strings.TrimSpace(text)
	if len(s) < 2 {
		return reference.Move{}, fmt.Errorf("move %q: too short", text)
	}
	pitText := s[:2]
	if s[0] >= '1' && s[0] <= '8' {
		pitText = "A" + s[:1]
		if p.ToMove == reference.North {
			pitText = "a" + s[:1]
		}
		s = " " + s[1:]
	}
	pit, err := reference.ParsePit(pitText)
	if err != nil {
		return reference.Move{}, fmt.Errorf("move %q: %w", text, err)
	}
	m := reference.Move{Pit: pit}
	capture := false
	if legal, err := reference.LegalMoves(r, p, nil); err == nil {
		for _, lm := range legal {
			if lm.Dir == reference.NoDir {
				capture = true
			}
		}
	}
	namuaCapture := p.Phase() == reference.Namua && p.Variant == reference.Kiswahili && capture
	for _, c := range s[2:] {
		switch c {
		case '<', '>':
			if namuaCapture {
				m.Kichwa = map[rune]reference.Kichwa{'<': reference.LeftKichwa, '>': reference.RightKichwa}[c]
				continue
			}
			right := c == '>'
			if !pit.Ring().Front() {
				right = !right
			}
			m.Dir = reference.CCW
			if right {
				m.Dir = reference.CW
			}
		case 'L':
			m.Kichwa = reference.LeftKichwa
		case 'R':
			m.Kichwa = reference.RightKichwa
		case '+':
			m.Safari = true
		case '*', ' ':
		default:
			return m, fmt.Errorf("move %q: unexpected %q", text, c)
		}
	}
	return m, nil
}
