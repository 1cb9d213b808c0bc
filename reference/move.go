package reference

import (
	"errors"
	"fmt"
)

// Move is one player's move: a comparable value. In canonical form the choices
// the rules force are left at their zero values, so equal moves are ==.
//   - Pit: where the move starts (the pit that gets the namua hand seed, or the
//     pit emptied to start a mtaji/Kujifunza/Hus move).
//   - Dir: the direction chosen for a sowing that starts the move (namua
//     kutakata and taxation, every mtaji move); NoDir for a namua capture.
//   - Kichwa: the kichwa chosen for a first capture at a central pit where the
//     rules give a free choice (DIR-2); NoKichwa when forced.
//   - Safari: at a point where the move may stop in the house, go on
//     (HOUSE-4, HOUSE-5); false means stop.
type Move struct {
	Pit    Pit
	Dir    Dir
	Kichwa Kichwa
	Safari bool
}

// Outcome says whether the game is over and who won.
type Outcome struct {
	Winner Side
	Reason Reason // ReasonNone while the game goes on
}

// Over reports whether the game has ended.
func (o Outcome) Over() bool { return o.Reason != ReasonNone }

// Reason is why a game ended.
type Reason uint8

// Reasons.
const (
	ReasonNone          Reason = iota
	ReasonFrontRowEmpty        // END-1: the loser's front row is empty
	ReasonNoLegalMove          // END-2: the loser has no legal move at the start of his turn
	ReasonLapLimit             // INF-1: the loser made a move longer than the lap limit
)

var reasonNames = [...]string{"", "front-row-empty", "no-legal-move", "lap-limit"}

// String returns the JSON name of the reason.
func (r Reason) String() string {
	if int(r) < len(reasonNames) {
		return reasonNames[r]
	}
	return fmt.Sprintf("reason(%d)", uint8(r))
}

// ParseReason parses a reason's JSON name.
func ParseReason(s string) (Reason, error) {
	for i, n := range reasonNames {
		if i > 0 && n == s {
			return Reason(i), nil
		}
	}
	return 0, fmt.Errorf("bao: unknown reason %q (want front-row-empty, no-legal-move or lap-limit)", s)
}

// Result is what a move produces: the next position and the outcome.
type Result struct {
	Position Position
	Outcome  Outcome
}

// Successor is a legal move with its result.
type Successor struct {
	Move Move
	Result
}

// Errors wrapped by Apply and Moves.
var (
	ErrIllegalMove = errors.New("illegal move")
	ErrGameOver    = errors.New("game over")
)

// String formats m in the canonical text notation without the kutakata marks
// that need the position (see FormatMove): the pit, then '<' or '>' for the
// direction as the mover sees his hand move (NOTATION-1), or for a free
// kichwa choice, then '+' for a safari.
func (m Move) String() string {
	b := []byte(m.Pit.String())
	if m.Dir != NoDir {
		b = append(b, m.Dir.Arrow(m.Pit))
	}
	switch m.Kichwa {
	case LeftKichwa:
		if m.Dir == NoDir {
			b = append(b, '<')
		} else {
			b = append(b, 'L')
		}
	case RightKichwa:
		if m.Dir == NoDir {
			b = append(b, '>')
		} else {
			b = append(b, 'R')
		}
	}
	if m.Safari {
		b = append(b, '+')
	}
	return string(b)
}

// Arrow returns '>' when sowing from pit p in direction d moves the mover's
// hand to his right and '<' when to his left: clockwise is rightwards along the
// front row and leftwards along the back row (NOTATION-1).
func (d Dir) Arrow(p Pit) byte {
	right := d == CW
	if p.Valid() && !p.Ring().Front() {
		right = !right
	}
	if right {
		return '>'
	}
	return '<'
}
