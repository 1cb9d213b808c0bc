package mapping

import (
	"fmt"
	"strings"

	"github.com/baolakiswahili/conformance/reference"
)

// Slip is one mistake an adapter makes in mapping its engine's board to
// protocol v1. A slip is the adapter's mistaken translation: requests reach
// the engine transformed (Slips.ToEngine), the engine plays the rules right,
// and its answers come back through the same mistaken mapping
// (Slips.FromEngine), or, for the one-way slips (to-move-kept,
// kichwa-as-dir), only the answers are changed. Each slip's doc in Known
// says what happens to a request and to an answer.
type Slip struct {
	// Name is the slip's name, as `slipped -slip NAME` and Lookup take it.
	Name string
	// Text says what the adapter does, for the finding's line: "South's
	// front row read A8..A1".
	Text string
	// Check says what part of the adapter to look at: "board mapping".
	Check string
	// Doc says how a request and an answer are transformed.
	Doc string

	seeds      *[32]reference.Pit // where each pit's seeds go (an involution); nil: nowhere else
	names      bool               // the pits that moves, blocked, mustCapture and blocks name go through seeds too
	stores     bool               // the two stores exchanged
	houses     bool               // the two house states exchanged
	flipSide   bool               // the side to move and the winner read and written as the other side
	dir        func(reference.Pit) bool
	kichwa     bool // left and right exchanged
	keepSide   bool // answers only: the successor keeps the mover to move
	kichwaAsDi bool // answers only: a kichwa without a direction written as the direction of its arrow
}

// String returns the slip's name.
func (s *Slip) String() string { return s.Name }

// pitMap builds a pit relabeling from a function on (side, ring).
func pitMap(f func(s reference.Side, r reference.Ring) (reference.Side, reference.Ring)) *[32]reference.Pit {
	var t [32]reference.Pit
	for q := reference.Pit(0); q < 32; q++ {
		s, r := f(q.Side(), q.Ring())
		t[q] = reference.PitOf(s, r)
	}
	return &t
}

// reverseRows reverses the rows named (front, back) of the sides named.
func reverseRows(sides [2]bool, front, back bool) *[32]reference.Pit {
	return pitMap(func(s reference.Side, r reference.Ring) (reference.Side, reference.Ring) {
		switch {
		case !sides[s]:
		case r.Front() && front:
			r = 7 - r // pit i <-> pit 9-i: ring i-1 <-> ring 8-i
		case !r.Front() && back:
			r = 23 - r // pit j (ring 16-j) <-> pit 9-j (ring 7+j)
		}
		return s, r
	})
}

var (
	south, north, both = [2]bool{true, false}, [2]bool{false, true}, [2]bool{true, true}
	// rowsSwapped: pit Ai <-> Bi (ring i-1 <-> ring 16-i), on both sides.
	rowsSwapped = pitMap(func(s reference.Side, r reference.Ring) (reference.Side, reference.Ring) { return s, 15 - r })
	// sidesSwapped: Ai <-> ai, Bi <-> bi.
	sidesSwapped = pitMap(func(s reference.Side, r reference.Ring) (reference.Side, reference.Ring) { return s.Other(), r })
)

// layout is one wrong pit order of the board, which Known lists in two
// forms: the pits' names going through it too, and the seeds alone.
type layout struct {
	name, text string
	seeds      *[32]reference.Pit
}

var layouts = []layout{
	{"south-front-reversed", "South's front row read A8..A1", reverseRows(south, true, false)},
	{"south-back-reversed", "South's back row read B8..B1", reverseRows(south, false, true)},
	{"north-front-reversed", "North's front row read a8..a1", reverseRows(north, true, false)},
	{"north-back-reversed", "North's back row read b8..b1", reverseRows(north, false, true)},
	{"fronts-reversed", "both front rows read 8..1", reverseRows(both, true, false)},
	{"rows-reversed", "every row read 8..1", reverseRows(both, true, true)},
	{"front-back-swapped", "the front and back rows swapped", rowsSwapped},
}

// Known lists every slip the mapping check knows, in the order the
// finding prefers them when the probes cannot tell two apart.
//
// The board layouts come in two forms. NAME: the adapter's table from a
// pit's name to the engine's pit is wrong, and every pit name goes through
// it: the seeds of protocol pit q are the engine's pit t(q), a move from q
// is the engine's move from t(q) (and blocked, mustCapture, blocks name
// t(q)); an answer's pit p is written as t(p) (t is its own inverse). So
// the engine plays the board as if the row were laid the other way. NAME-seeds:
// only the loops that copy the seed counts are wrong: the seeds of q go to
// the engine's t(q) and back, while a move's pit (and blocked,
// mustCapture, blocks) is read and written right; the engine moves the
// seeds that lie in the pit of that name, which are another pit's.
var Known = buildKnown()

func buildKnown() []*Slip {
	var out []*Slip
	for _, l := range layouts {
		out = append(out, &Slip{Name: l.name, Text: l.text, Check: "board mapping", seeds: l.seeds, names: true,
			Doc: "Request: the seeds of each pit of " + l.text + " go to the mirrored pit, and the pit a move (blocked, mustCapture, blocks) names goes there too. " +
				"Answer: each pit's seeds, and each listed move's pit, come back from the mirrored pit."})
	}
	for _, l := range layouts {
		out = append(out, &Slip{Name: l.name + "-seeds", Text: "the seeds of " + l.text + " (the pits of moves read right)", Check: "board mapping", seeds: l.seeds,
			Doc: "Request: the seeds of each pit of " + l.text + " go to the mirrored pit; the pit a move (blocked, mustCapture, blocks) names is read right. " +
				"Answer: each pit's seeds come back from the mirrored pit; moves' pits are written right."})
	}
	out = append(out,
		&Slip{Name: "sides-swapped", Text: "South and North swapped (pits, stores and houses)", Check: "board mapping", seeds: sidesSwapped, stores: true, houses: true,
			Doc: "Request: South's pits, store and house go to North's and North's to South's; the side to move and the pits of moves are read right, " +
				"so the side to move plays with the other side's seeds. Answer: the same exchange back; moves and the side to move are written right."},
		&Slip{Name: "to-move-flipped", Text: "the side to move read and written as the other side", Check: "side to move", flipSide: true,
			Doc: "Request: toMove is the other side (so the engine lists or plays the other side's moves; a move of the side to move is not its). " +
				"Answer: every toMove and winner is the other side. (Also what an adapter does that swaps the sides in the pits' names as well as in the seeds.)"},
		&Slip{Name: "stores-swapped", Text: "the stores read from the other side", Check: "stores", stores: true,
			Doc: "Request: South's store is read as North's and North's as South's. Answer: the two stores exchanged back."},
		&Slip{Name: "houses-swapped", Text: "the houses read from the other side", Check: "houses", houses: true,
			Doc: "Request: South's house state (intact, destroyed) is read as North's and North's as South's. Answer: the two house states exchanged back."},
		&Slip{Name: "to-move-kept", Text: "the side to move not changed in successors", Check: "successors' side to move", keepSide: true,
			Doc: "One way. Request: as sent. Answer: every successor's toMove is the side that moved (the request's), its other fields as the engine gave them."},
		&Slip{Name: "dir-swapped", Text: "cw and ccw swapped", Check: "directions", dir: func(reference.Pit) bool { return true },
			Doc: "Request: a move's dir cw is ccw and ccw is cw. Answer: the same exchange in every listed move."},
		&Slip{Name: "front-dir-swapped", Text: "cw and ccw swapped on the front row", Check: "directions", dir: func(q reference.Pit) bool { return q.Valid() && q.Ring().Front() },
			Doc: "Request: the dir of a move from a front pit is exchanged (cw for ccw). Answer: the same in every listed move from a front pit; back-row moves as they are."},
		&Slip{Name: "back-dir-swapped", Text: "cw and ccw swapped on the back row", Check: "directions", dir: func(q reference.Pit) bool { return q.Valid() && !q.Ring().Front() },
			Doc: "Request: the dir of a move from a back pit is exchanged (as an adapter does that maps cw to the arrow > on both rows). Answer: the same in every listed move from a back pit."},
		&Slip{Name: "south-dir-swapped", Text: "cw and ccw swapped for South", Check: "directions", dir: func(q reference.Pit) bool { return q.Valid() && q.Side() == reference.South },
			Doc: "Request: the dir of a move from South's pit is exchanged. Answer: the same in every listed move of South's."},
		&Slip{Name: "north-dir-swapped", Text: "cw and ccw swapped for North", Check: "directions", dir: func(q reference.Pit) bool { return q.Valid() && q.Side() == reference.North },
			Doc: "Request: the dir of a move from North's pit is exchanged (as an adapter does that gives both sides one sowing order, +1 for cw). Answer: the same in every listed move of North's."},
		&Slip{Name: "kichwa-swapped", Text: "the kichwa left and right swapped", Check: "kichwa", kichwa: true,
			Doc: "Request: a move's kichwa left is right and right is left. Answer: the same exchange in every listed move."},
		&Slip{Name: "kichwa-as-dir", Text: "a namua capture's kichwa written as a direction", Check: "moves' kichwa", kichwaAsDi: true,
			Doc: "One way. Request: as sent. Answer: a listed move with a kichwa and no dir is written with the dir of its arrow instead, " +
				`{"pit":"A5","dir":"ccw"} for {"pit":"A5","kichwa":"left"} (both A5<): left as ccw, right as cw.`},
	)
	return out
}

// Lookup returns the slips named in a comma-separated list, in its order.
// An empty list is no slip.
func Lookup(list string) (Slips, error) {
	var out Slips
	if strings.TrimSpace(list) == "" {
		return nil, nil
	}
	for _, name := range strings.Split(list, ",") {
		name = strings.TrimSpace(name)
		s := byName(name)
		if s == nil {
			return nil, fmt.Errorf("mapping: unknown slip %q (known: %s)", name, strings.Join(Names(), ", "))
		}
		out = append(out, s)
	}
	return out, nil
}

// Names lists the names of the known slips, in Known's order.
func Names() []string {
	out := make([]string, len(Known))
	for i, s := range Known {
		out[i] = s.Name
	}
	return out
}

func byName(name string) *Slip {
	for _, s := range Known {
		if s.Name == name {
			return s
		}
	}
	return nil
}

// Slips are slips made together, the adapter's outermost first: a request
// goes through Slips[0], then Slips[1], to the engine; an answer comes back
// through them in the opposite order. Nil or empty: the mapping is right.
type Slips []*Slip

// Names returns the slips' names.
func (ss Slips) Names() []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = s.Name
	}
	return out
}

// String joins the slips' names with commas ("" for none).
func (ss Slips) String() string { return strings.Join(ss.Names(), ",") }

// Text names the slips for people: their texts joined with "and".
func (ss Slips) Text() string {
	t := make([]string, len(ss))
	for i, s := range ss {
		t[i] = s.Text
	}
	return strings.Join(t, " and ")
}

// ToEngine returns the position and the move as an adapter with these slips
// hands them to its engine. The position may no longer be valid (a blocked
// pit that is now empty, say): the engine would then refuse it.
func (ss Slips) ToEngine(p reference.Position, m reference.Move) (reference.Position, reference.Move) {
	for _, s := range ss {
		p = s.position(p)
		m = s.move(m, false)
	}
	return p, m
}

// FromEngine returns the engine's successor as an adapter with these slips
// writes it back.
func (ss Slips) FromEngine(su reference.Successor) reference.Successor {
	for i := len(ss) - 1; i >= 0; i-- {
		s := ss[i]
		su.Position = s.position(su.Position)
		su.Move = s.move(su.Move, true)
		if s.flipSide && su.Outcome.Over() {
			su.Outcome.Winner = su.Outcome.Winner.Other()
		}
		if s.keepSide {
			su.Position.ToMove = su.Position.ToMove.Other()
		}
	}
	return su
}

// FromEngineResult returns the engine's apply result as an adapter with
// these slips writes it back.
func (ss Slips) FromEngineResult(res reference.Result) reference.Result {
	return ss.FromEngine(reference.Successor{Move: reference.Move{Pit: reference.NoPit}, Result: res}).Result
}

// position applies s's exchanges to p; each is its own inverse, so it
// serves requests and answers alike.
func (s *Slip) position(p reference.Position) reference.Position {
	q := p
	if s.seeds != nil {
		for x := reference.Pit(0); x < 32; x++ {
			y := s.seeds[x]
			q.Pits[y.Side()][y.Ring()] = p.Pits[x.Side()][x.Ring()]
		}
		if s.names {
			q.Blocked = s.pit(p.Blocked)
			q.MustCapture = s.pit(p.MustCapture)
			q.Lasting = [2]reference.LastingBlock{}
			for side := reference.Side(0); side < 2; side++ {
				if b := p.Lasting[side]; b.On {
					y := s.seeds[reference.PitOf(side, b.Ring)]
					q.Lasting[y.Side()] = reference.LastingBlock{On: true, Ring: y.Ring(), Turns: b.Turns}
				}
			}
		}
	}
	if s.stores {
		q.Store[0], q.Store[1] = p.Store[1], p.Store[0]
	}
	if s.houses {
		q.House[0], q.House[1] = p.House[1], p.House[0]
	}
	if s.flipSide {
		q.ToMove = p.ToMove.Other()
	}
	return q
}

// pit maps a pit's name through s (names form only).
func (s *Slip) pit(q reference.Pit) reference.Pit {
	if !q.Valid() || s.seeds == nil || !s.names {
		return q
	}
	return s.seeds[q]
}

// move applies s to a move: answer says whether it is an engine's answer
// (the one-way slips change only those).
func (s *Slip) move(m reference.Move, answer bool) reference.Move {
	if s.dir != nil && s.dir(m.Pit) {
		m.Dir = m.Dir.Reverse()
	}
	m.Pit = s.pit(m.Pit)
	if s.kichwa {
		switch m.Kichwa {
		case reference.LeftKichwa:
			m.Kichwa = reference.RightKichwa
		case reference.RightKichwa:
			m.Kichwa = reference.LeftKichwa
		}
	}
	if answer && s.kichwaAsDi && m.Dir == reference.NoDir && m.Kichwa != reference.NoKichwa {
		// The arrow of the kichwa (left <, right >) read as the
		// direction of that arrow on the front row: < is ccw, > is cw.
		m.Dir = reference.CW
		if m.Kichwa == reference.LeftKichwa {
			m.Dir = reference.CCW
		}
		m.Kichwa = reference.NoKichwa
	}
	return m
}
