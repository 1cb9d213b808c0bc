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
// (Slips.FromEngine); the one-way slips (to-move-kept, kichwa-as-dir)
// change the answers only. The comment on each slip in Known says how a
// request and an answer are transformed.
type Slip struct {
	// Name is the slip's name, as `slipped -slip NAME` and Lookup take it.
	Name string
	// Text says what the adapter does, for the finding's line: "South's
	// front row read A8..A1".
	Text string
	// Check says what part of the adapter to look at: "board mapping".
	Check string

	seeds       *[32]reference.Pit       // where each pit's seeds go (an involution); nil: nowhere else
	names       bool                     // the pits that moves, blocked, mustCapture and blocks name go through seeds too
	stores      bool                     // the two stores exchanged
	houses      bool                     // the two house states exchanged
	flipSide    bool                     // the side to move and the winner read and written as the other side
	dir         func(reference.Pit) bool // whether the dir of a move from this pit is exchanged; nil: never
	kichwa      bool                     // left and right exchanged
	keepSide    bool                     // answers only: the successor keeps the mover to move
	kichwaAsDir bool                     // answers only: a kichwa without a direction written as the direction of its arrow
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

// reverseRows maps pit i of the rows named (front, back) of the sides
// named to pit 9-i of the same row.
func reverseRows(sides [2]bool, front, back bool) *[32]reference.Pit {
	return pitMap(func(s reference.Side, r reference.Ring) (reference.Side, reference.Ring) {
		switch {
		case !sides[s]:
		case r.Front() && front:
			r = 7 - r // front pit i is ring i-1: pit 9-i is ring 8-i
		case !r.Front() && back:
			r = 23 - r // back pit j is ring 16-j: pit 9-j is ring 7+j
		}
		return s, r
	})
}

var (
	south, north, both = [2]bool{true, false}, [2]bool{false, true}, [2]bool{true, true}

	southFront = reverseRows(south, true, false)
	southBack  = reverseRows(south, false, true)
	northFront = reverseRows(north, true, false)
	northBack  = reverseRows(north, false, true)
	fronts     = reverseRows(both, true, false)
	allRows    = reverseRows(both, true, true)
	// frontBack maps Ai to Bi and ai to bi (ring i-1 and ring 16-i).
	frontBack = pitMap(func(s reference.Side, r reference.Ring) (reference.Side, reference.Ring) { return s, 15 - r })
	// sides maps Ai to ai and Bi to bi.
	sides = pitMap(func(s reference.Side, r reference.Ring) (reference.Side, reference.Ring) { return s.Other(), r })

	everyPit  = func(reference.Pit) bool { return true }
	frontPit  = func(q reference.Pit) bool { return q.Valid() && q.Ring().Front() }
	backPit   = func(q reference.Pit) bool { return q.Valid() && !q.Ring().Front() }
	southPit  = func(q reference.Pit) bool { return q.Valid() && q.Side() == reference.South }
	northPit  = func(q reference.Pit) bool { return q.Valid() && q.Side() == reference.North }
	boardText = "board mapping"
	dirText   = "directions"
)

// Known lists every slip the mapping check knows, in the order the finding
// prefers them when the probes cannot tell two apart.
//
// The wrong orders of the board come in two forms. NAME: the adapter's
// table from a pit's name to the engine's pit is wrong, and every pit name
// goes through it, so the engine plays a board laid out otherwise. NAME-seeds:
// only the loops that copy the seed counts are wrong; the pits that moves,
// blocked, mustCapture and blocks name are read and written right, so the
// engine moves from the pit of that name the seeds of another pit.
var Known = []*Slip{
	// Request: the seeds of Ai go to the engine's A(9-i), and a move from
	// Ai (blocked Ai, ...) is the engine's move from A(9-i). Answer: the
	// engine's A(9-i) is written Ai, its seeds and a listed move's pit.
	{Name: "south-front-reversed", Text: "South's front row read A8..A1", Check: boardText, seeds: southFront, names: true},
	// As south-front-reversed, for Bi and B(9-i).
	{Name: "south-back-reversed", Text: "South's back row read B8..B1", Check: boardText, seeds: southBack, names: true},
	// As south-front-reversed, for ai and a(9-i).
	{Name: "north-front-reversed", Text: "North's front row read a8..a1", Check: boardText, seeds: northFront, names: true},
	// As south-front-reversed, for bi and b(9-i).
	{Name: "north-back-reversed", Text: "North's back row read b8..b1", Check: boardText, seeds: northBack, names: true},
	// As south-front-reversed, for Ai and A(9-i) and for ai and a(9-i).
	{Name: "fronts-reversed", Text: "both front rows read 8..1", Check: boardText, seeds: fronts, names: true},
	// As south-front-reversed, for every row: the board's mirror image.
	{Name: "rows-reversed", Text: "every row read 8..1", Check: boardText, seeds: allRows, names: true},
	// Request: the seeds of Ai go to the engine's Bi and those of Bi to
	// its Ai (ai and bi likewise), and a move from Ai is the engine's move
	// from Bi. Answer: the same exchange, of seeds and of moves' pits.
	{Name: "front-back-swapped", Text: "the front and back rows swapped", Check: boardText, seeds: frontBack, names: true},
	// Request: the seeds of Ai go to the engine's A(9-i); a move from Ai
	// is the engine's move from its Ai (which holds the seeds of A(9-i)).
	// Answer: the seeds of the engine's A(9-i) are written in Ai; a listed
	// move's pit as the engine names it.
	{Name: "south-front-reversed-seeds", Text: "the seeds of South's front row read A8..A1 (the pits of moves read right)", Check: boardText, seeds: southFront},
	// As south-front-reversed-seeds, for Bi and B(9-i).
	{Name: "south-back-reversed-seeds", Text: "the seeds of South's back row read B8..B1 (the pits of moves read right)", Check: boardText, seeds: southBack},
	// As south-front-reversed-seeds, for ai and a(9-i).
	{Name: "north-front-reversed-seeds", Text: "the seeds of North's front row read a8..a1 (the pits of moves read right)", Check: boardText, seeds: northFront},
	// As south-front-reversed-seeds, for bi and b(9-i).
	{Name: "north-back-reversed-seeds", Text: "the seeds of North's back row read b8..b1 (the pits of moves read right)", Check: boardText, seeds: northBack},
	// As south-front-reversed-seeds, for both front rows.
	{Name: "fronts-reversed-seeds", Text: "the seeds of both front rows read 8..1 (the pits of moves read right)", Check: boardText, seeds: fronts},
	// As south-front-reversed-seeds, for every row.
	{Name: "rows-reversed-seeds", Text: "the seeds of every row read 8..1 (the pits of moves read right)", Check: boardText, seeds: allRows},
	// Request: the seeds of Ai go to the engine's Bi and those of Bi to
	// its Ai (ai, bi likewise); moves' pits are read right. Answer: the
	// same exchange of seeds; moves' pits as the engine names them.
	{Name: "front-back-swapped-seeds", Text: "the seeds of the front and back rows swapped (the pits of moves read right)", Check: boardText, seeds: frontBack},
	// Request: South's pits, store and house go to the engine's North and
	// North's to its South; the side to move and the pits of moves (and
	// blocked, mustCapture, blocks) are read right, so the side to move
	// plays with the other side's seeds. Answer: the same exchange back;
	// moves, the side to move and the winner as the engine gives them.
	// (An adapter that swaps the sides in the pits' names as well as in
	// the seeds makes to-move-flipped.)
	{Name: "sides-swapped", Text: "South and North swapped (pits, stores and houses)", Check: boardText, seeds: sides, stores: true, houses: true},
	// Request: toMove is the other side, so the engine lists the other
	// side's moves. Answer: every successor's toMove, and the winner, is
	// the other side.
	{Name: "to-move-flipped", Text: "the side to move read and written as the other side", Check: "side to move", flipSide: true},
	// Request: South's store is read as North's and North's as South's.
	// Answer: the two stores exchanged back.
	{Name: "stores-swapped", Text: "the stores read from the other side", Check: "stores", stores: true},
	// Request: South's house state (intact, destroyed) is read as North's
	// and North's as South's. Answer: the two states exchanged back.
	{Name: "houses-swapped", Text: "the houses read from the other side", Check: "houses", houses: true},
	// One way. Request: as sent. Answer: every successor's toMove is the
	// side that moved (the request's); the rest as the engine gives it.
	{Name: "to-move-kept", Text: "the side to move not changed in successors", Check: "successors' side to move", keepSide: true},
	// Request: a move's dir cw is ccw and ccw is cw. Answer: the same
	// exchange in every listed move.
	{Name: "dir-swapped", Text: "cw and ccw swapped", Check: dirText, dir: everyPit},
	// As dir-swapped, for the moves from a front pit only.
	{Name: "front-dir-swapped", Text: "cw and ccw swapped on the front row", Check: dirText, dir: frontPit},
	// As dir-swapped, for the moves from a back pit only (an adapter that
	// maps cw to the arrow > on both rows).
	{Name: "back-dir-swapped", Text: "cw and ccw swapped on the back row", Check: dirText, dir: backPit},
	// As dir-swapped, for South's moves only.
	{Name: "south-dir-swapped", Text: "cw and ccw swapped for South", Check: dirText, dir: southPit},
	// As dir-swapped, for North's moves only (an adapter that gives both
	// sides one sowing order, +1 for cw).
	{Name: "north-dir-swapped", Text: "cw and ccw swapped for North", Check: dirText, dir: northPit},
	// Request: a move's kichwa left is right and right is left. Answer:
	// the same exchange in every listed move.
	{Name: "kichwa-swapped", Text: "the kichwa left and right swapped", Check: "kichwa", kichwa: true},
	// One way. Request: as sent. Answer: a listed move with a kichwa and no
	// dir (a namua capture) is written with the dir of its arrow instead:
	// {"pit":"A5","dir":"ccw"} for {"pit":"A5","kichwa":"left"} (both
	// A5<), and cw for right.
	{Name: "kichwa-as-dir", Text: "a namua capture's kichwa written as a direction", Check: "moves' kichwa", kichwaAsDir: true},
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
	if answer && s.kichwaAsDir && m.Dir == reference.NoDir && m.Kichwa != reference.NoKichwa {
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
