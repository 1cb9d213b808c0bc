package reference

import (
	"fmt"
)

// Side is one of the two players. South moves first (SETUP-2).
type Side uint8

// The two sides.
const (
	South Side = 0
	North Side = 1
)

// Other returns the opponent of s.
func (s Side) Other() Side { return s ^ 1 }

// String returns "south" or "north".
func (s Side) String() string {
	if s == North {
		return "north"
	}
	return "south"
}

// ParseSide parses "south" or "north".
func ParseSide(s string) (Side, error) {
	switch s {
	case "south":
		return South, nil
	case "north":
		return North, nil
	}
	return 0, fmt.Errorf("bao: unknown side %q (want \"south\" or \"north\")", s)
}

// Dir is a sowing direction on the mover's own 16-pit ring (SOW-1).
// Clockwise runs from the left kichwa along the front row towards the house and
// back along the back row: South A1..A8, B8..B1, A1 (architecture.md, Coordinates).
type Dir int8

// Directions. NoDir is the zero value, used where a move has no direction.
const (
	NoDir Dir = 0
	CW    Dir = 1
	CCW   Dir = -1
)

// Reverse returns the opposite direction.
func (d Dir) Reverse() Dir { return -d }

// String returns "cw", "ccw" or "" for NoDir.
func (d Dir) String() string {
	switch d {
	case CW:
		return "cw"
	case CCW:
		return "ccw"
	}
	return ""
}

// Kichwa names one of the two end pits of a front row, as chosen for a
// capture from a central pit (DIR-2). NoKichwa means the choice is forced or absent.
type Kichwa int8

// The kichwa choices.
const (
	NoKichwa    Kichwa = 0
	LeftKichwa  Kichwa = 1
	RightKichwa Kichwa = 2
)

// String returns "left", "right" or "".
func (k Kichwa) String() string {
	switch k {
	case LeftKichwa:
		return "left"
	case RightKichwa:
		return "right"
	}
	return ""
}

// Dir returns the direction in which seeds entered at this kichwa are sown:
// always towards the house (SOW-5), so clockwise from the left kichwa.
func (k Kichwa) Dir() Dir {
	switch k {
	case LeftKichwa:
		return CW
	case RightKichwa:
		return CCW
	}
	return NoDir
}

// Ring is the index of a pit on its owner's 16-pit ring, in clockwise order:
// 0..7 are front pits 1..8 (A1..A8), 8..15 are back pits 8..1 (B8..B1).
// Clockwise sowing adds one, counter-clockwise subtracts one, modulo 16.
type Ring uint8

// Named rings (BOARD-4, BOARD-5, BOARD-6).
const (
	LeftKichwaRing  Ring = 0 // front pit 1
	LeftKimbiRing   Ring = 1 // front pit 2
	HouseRing       Ring = 4 // front pit 5, the nyumba
	RightKimbiRing  Ring = 6 // front pit 7
	RightKichwaRing Ring = 7 // front pit 8
	RingSize             = 16
)

// Step returns the ring index one pit further in direction d.
func (r Ring) Step(d Dir) Ring { return Ring((uint8(r) + uint8(d)) & (RingSize - 1)) }

// Front reports whether r is in the front (inner) row.
func (r Ring) Front() bool { return r < 8 }

// Number returns the pit number 1..8 within its row, counted from the owner's left.
func (r Ring) Number() int {
	if r < 8 {
		return int(r) + 1
	}
	return 16 - int(r)
}

// Facing returns the ring index of the opponent's front pit facing front pit r
// (BOARD-8: A_i faces a_(9-i)). It is only meaningful for front pits.
func (r Ring) Facing() Ring { return 7 - r }

// Column returns the front ring in r's column: r itself in the front row,
// the front pit of the same number in the back row (B3's is A3).
func (r Ring) Column() Ring {
	if r < 8 {
		return r
	}
	return 15 - r
}

// Pit names one of the 32 pits: side and ring. NoPit is the "none" value.
type Pit uint8

// NoPit is the absent pit.
const NoPit Pit = 0xFF

// PitOf returns the pit of side s at ring index r.
func PitOf(s Side, r Ring) Pit { return Pit(uint8(s)<<4 | uint8(r)) }

// Side returns the owner of p.
func (p Pit) Side() Side { return Side(p >> 4) }

// Ring returns the ring index of p on its owner's ring.
func (p Pit) Ring() Ring { return Ring(p & 15) }

// Valid reports whether p names a real pit.
func (p Pit) Valid() bool { return p < 32 }

// String formats p in the sources' coordinates: A1..A8, B1..B8 (South) and
// a1..a8, b1..b8 (North), numbered from the owner's left (NOTATION-4).
func (p Pit) String() string {
	if !p.Valid() {
		return "-"
	}
	r := p.Ring()
	row := byte('A')
	if !r.Front() {
		row = 'B'
	}
	if p.Side() == North {
		row += 'a' - 'A'
	}
	return string([]byte{row, byte('0' + r.Number())})
}

// ParsePit parses a pit name such as "A5" or "b3".
func ParsePit(s string) (Pit, error) {
	if len(s) != 2 || s[1] < '1' || s[1] > '8' {
		return NoPit, fmt.Errorf("bao: bad pit %q (want a row letter A, B, a or b and a number 1-8)", s)
	}
	n := int(s[1] - '0')
	var side Side
	var front bool
	switch s[0] {
	case 'A':
		side, front = South, true
	case 'B':
		side, front = South, false
	case 'a':
		side, front = North, true
	case 'b':
		side, front = North, false
	default:
		return NoPit, fmt.Errorf("bao: bad pit %q (row must be A, B, a or b)", s)
	}
	if front {
		return PitOf(side, Ring(n-1)), nil
	}
	return PitOf(side, Ring(16-n)), nil
}

// MarshalText implements encoding.TextMarshaler.
func (p Pit) MarshalText() ([]byte, error) {
	if !p.Valid() {
		return nil, fmt.Errorf("bao: cannot encode invalid pit %d", uint8(p))
	}
	return []byte(p.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler.
func (p *Pit) UnmarshalText(b []byte) error {
	q, err := ParsePit(string(b))
	if err != nil {
		return err
	}
	*p = q
	return nil
}
