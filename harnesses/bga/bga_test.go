// Package bga holds the harness for the Board Game Arena implementation of Bao la Kiswahili
// (geziefer/baolakiswahili): adapter.php runs the game's own PHP on a stand-in for the BGA
// framework and speaks protocol v1. These tests run only where BAO_HARNESS_BGA names the
// command that starts the adapter (README.md); elsewhere they skip and say why.
package bga

import (
	"reflect"
	"strings"
	"testing"

	h "github.com/baolakiswahili/conformance/harnesses/harnesstest"
)

const envVar = "BAO_HARNESS_BGA"

func engine(t *testing.T) string {
	t.Helper()
	return h.Engine(t, envVar, "harnesses/bga/README.md")
}

var bgaRules = map[string]any{"profile": "bga"}

func TestHarnessHello(t *testing.T) {
	s := h.Start(t, engine(t))
	var hello struct {
		Name     string   `json:"name"`
		Variants []string `json:"variants"`
		Profiles []string `json:"profiles"`
		Dialect  struct {
			Profile string `json:"profile"`
		} `json:"dialect"`
	}
	s.Call(t, map[string]any{"op": "hello", "protocol": 1}, &hello)
	if !reflect.DeepEqual(hello.Variants, []string{"kiswahili", "kujifunza", "hus"}) {
		t.Errorf("variants %v, want [kiswahili kujifunza hus]", hello.Variants)
	}
	if hello.Dialect.Profile != "bga" {
		t.Errorf("dialect profile %q, want bga", hello.Dialect.Profile)
	}
}

// The mapping, checked by hand (README "Mapping"): each expected board below is sown on
// paper from the rules, not taken from any engine.
func TestHarnessMapping(t *testing.T) {
	s := h.Start(t, engine(t))

	t.Run("start", func(t *testing.T) {
		got := s.Moves(t, bgaRules, h.StartPosition())
		if want := []string{"A6 ccw", "A6 cw", "A7 ccw", "A7 cw"}; !reflect.DeepEqual(h.Keys(got), want) {
			t.Fatalf("moves %v, want %v", h.Keys(got), want)
		}
		for _, c := range []struct {
			move        string
			front, back []int
		}{
			// The hand seed makes 3 in the pit; 3 seeds are sown from the next pit on.
			{"A6 ccw", h.Row(0, 0, 1, 1, 7, 0, 2, 0), h.Row(0, 0, 0, 0, 0, 0, 0, 0)},
			{"A6 cw", h.Row(0, 0, 0, 0, 6, 0, 3, 1), h.Row(0, 0, 0, 0, 0, 0, 0, 1)},
			{"A7 ccw", h.Row(0, 0, 0, 1, 7, 3, 0, 0), h.Row(0, 0, 0, 0, 0, 0, 0, 0)},
			// Clockwise runs A1..A8, then B8..B1.
			{"A7 cw", h.Row(0, 0, 0, 0, 6, 2, 0, 1), h.Row(0, 0, 0, 0, 0, 0, 1, 1)},
		} {
			p := got[c.move].Position
			if !reflect.DeepEqual(p.South.Front, c.front) || !reflect.DeepEqual(p.South.Back, c.back) || p.South.Store != 21 || p.ToMove != "north" {
				t.Errorf("%s: south %v / %v store %d, %s to move; want %v / %v store 21, north to move",
					c.move, p.South.Front, p.South.Back, p.South.Store, p.ToMove, c.front, c.back)
			}
			if got[c.move].Outcome != nil {
				t.Errorf("%s: outcome %v, want none", c.move, *got[c.move].Outcome)
			}
		}
	})

	t.Run("north", func(t *testing.T) {
		// North's pits are numbered from North's left: a7 cw sows a8, b8, b7.
		p := h.StartPosition()
		p.ToMove = "north"
		got := s.Moves(t, bgaRules, p)
		if want := []string{"a6 ccw", "a6 cw", "a7 ccw", "a7 cw"}; !reflect.DeepEqual(h.Keys(got), want) {
			t.Fatalf("moves %v, want %v", h.Keys(got), want)
		}
		q := got["a7 cw"].Position
		if !reflect.DeepEqual(q.North.Front, h.Row(0, 0, 0, 0, 6, 2, 0, 1)) || !reflect.DeepEqual(q.North.Back, h.Row(0, 0, 0, 0, 0, 0, 1, 1)) || q.North.Store != 21 {
			t.Errorf("a7 cw: north %v / %v store %d", q.North.Front, q.North.Back, q.North.Store)
		}
	})

	t.Run("namua capture and kichwa", func(t *testing.T) {
		// A4 holds 1 and faces a5, North's house with 6: the hand seed in A4 captures it,
		// and A4 is central, so the player chooses the kichwa.
		p := h.StartPosition()
		p.South.Front = h.Row(0, 0, 0, 1, 6, 2, 2, 0)
		p.South.Store = 21
		got := s.Moves(t, bgaRules, p)
		if want := []string{"A4 left", "A4 right"}; !reflect.DeepEqual(h.Keys(got), want) {
			t.Fatalf("moves %v, want %v", h.Keys(got), want)
		}
		// Left kichwa: 6 seeds into A1..A6; A6 (3) faces an empty a3, so it relays: A7, A8, B8.
		l := got["A4 left"].Position
		if !reflect.DeepEqual(l.South.Front, h.Row(1, 1, 1, 3, 7, 0, 3, 1)) || !reflect.DeepEqual(l.South.Back, h.Row(0, 0, 0, 0, 0, 0, 0, 1)) ||
			!reflect.DeepEqual(l.North.Front, h.Row(0, 0, 0, 0, 0, 2, 2, 0)) || l.North.House != "destroyed" || l.South.Store != 20 {
			t.Errorf("A4 left: south %v / %v store %d, north %v house %s", l.South.Front, l.South.Back, l.South.Store, l.North.Front, l.North.House)
		}
		// Right kichwa: A8, A7, A6, A5, A4, A3; A3 was empty.
		if r := got["A4 right"].Position; !reflect.DeepEqual(r.South.Front, h.Row(0, 0, 1, 3, 7, 3, 3, 1)) {
			t.Errorf("A4 right: south front %v, want [0 0 1 3 7 3 3 1]", r.South.Front)
		}
	})

	t.Run("blocked pit", func(t *testing.T) {
		// Mtaji, no capture (every sowing ends in an empty pit): kutakata from A1 or A2, but
		// A1 is blocked. North keeps a pit of 2 in b1, so that the game does not end at once.
		blocked := "A1"
		p := h.Position{
			Variant: "kiswahili", ToMove: "south", Blocked: &blocked,
			South: h.Side{Front: h.Row(2, 2, 0, 0, 0, 0, 0, 0), Back: make([]int, 8), House: "destroyed"},
			North: h.Side{Front: h.Row(0, 0, 0, 0, 0, 0, 1, 1), Back: h.Row(2, 0, 0, 0, 0, 0, 0, 0), House: "destroyed"},
		}
		got := s.Moves(t, bgaRules, p)
		if want := []string{"A2 ccw", "A2 cw"}; !reflect.DeepEqual(h.Keys(got), want) {
			t.Fatalf("moves %v, want %v", h.Keys(got), want)
		}
		if q := got["A2 cw"].Position; !reflect.DeepEqual(q.South.Front, h.Row(2, 0, 1, 1, 0, 0, 0, 0)) {
			t.Errorf("A2 cw: south front %v, want [2 0 1 1 0 0 0 0]", q.South.Front)
		}
	})

	t.Run("bad input", func(t *testing.T) {
		p := h.StartPosition()
		p.Variant = "chess"
		var r h.MovesReply
		s.Call(t, map[string]any{"op": "moves", "rules": bgaRules, "position": p}, &r)
		if r.Error == nil || r.Error.Kind != "unsupported" {
			t.Errorf("variant chess: %+v, want an unsupported error", r.Error)
		}
		bad := "Z9"
		p = h.StartPosition()
		p.Blocked = &bad
		s.Call(t, map[string]any{"op": "moves", "rules": bgaRules, "position": p}, &r)
		if r.Error == nil || r.Error.Kind != "bad-position" || !strings.Contains(r.Error.Message, "position.blocked") {
			t.Errorf("blocked Z9: %+v, want a bad-position error naming position.blocked", r.Error)
		}
	})
}

// TestHarnessHouseStop: where BGA's kutakata stops in an intact house of fewer than 6
// (features/RULINGS.md DISPUTE-9, inactiveHouse=stops-in-mtaji). Each expected board is sown
// on paper from the position: in mtaji the move ends in the house whatever it holds, after
// the first sowing or a relay, with no safari offered; in namua a house below 6 is an
// ordinary pit and is relayed (and destroyed).
func TestHarnessHouseStop(t *testing.T) {
	s := h.Start(t, engine(t))
	mtaji := func(front []int, north []int, northBack []int) h.Position {
		return h.Position{Variant: "kiswahili", ToMove: "south",
			South: h.Side{Front: front, Back: make([]int, 8), House: "intact"},
			North: h.Side{Front: north, Back: northBack, House: "destroyed"}}
	}
	for _, c := range []struct {
		name        string
		p           h.Position
		move        string
		moves       []string // nil: not checked
		front, back []int
		house       string
	}{
		// The board of features/disputes/dispute-09: A2 (3) clockwise: A3, A4, A5 4 -> 5.
		{"mtaji, house 4", mtaji(h.Row(2, 3, 0, 0, 4, 0, 0, 0), h.Row(2, 2, 2, 0, 8, 0, 0, 0), h.Row(6, 5, 5, 5, 5, 5, 5, 5)), "A2 cw",
			[]string{"A1 ccw", "A1 cw", "A2 ccw", "A2 cw", "A5 ccw", "A5 cw"}, h.Row(2, 0, 1, 1, 5, 0, 0, 0), make([]int, 8), "intact"},
		// A3 (2) clockwise: A4, A5 1 -> 2.
		{"mtaji, house 1", mtaji(h.Row(0, 0, 2, 0, 1, 0, 0, 0), h.Row(2, 0, 0, 0, 0, 0, 0, 0), h.Row(8, 8, 8, 7, 7, 7, 7, 7)), "A3 cw",
			nil, h.Row(0, 0, 0, 1, 2, 0, 0, 0), make([]int, 8), "intact"},
		// A1 (2) clockwise: A2, A3 1 -> 2: relay 2: A4, A5 3 -> 4.
		{"mtaji, relay into house 3", mtaji(h.Row(2, 0, 1, 0, 3, 0, 0, 0), h.Row(2, 0, 0, 0, 0, 0, 0, 0), h.Row(7, 7, 7, 7, 7, 7, 7, 7)), "A1 cw",
			nil, h.Row(0, 1, 0, 1, 4, 0, 0, 0), make([]int, 8), "intact"},
		// Namua (the other dispute-09 board): A1 3 + 1 clockwise: A2, A3, A4, A5 4 -> 5: relay
		// 5: A6, A7, A8, B8, B7 (empty).
		{"namua, house 4", h.Position{Variant: "kiswahili", ToMove: "south",
			South: h.Side{Front: h.Row(3, 0, 0, 0, 4, 0, 0, 0), Back: make([]int, 8), Store: 10, House: "intact"},
			North: h.Side{Front: h.Row(0, 0, 2, 0, 8, 2, 2, 0), Back: h.Row(2, 3, 3, 3, 3, 3, 3, 3), Store: 10, House: "destroyed"}}, "A1 cw",
			nil, h.Row(0, 1, 1, 1, 0, 1, 1, 1), h.Row(0, 0, 0, 0, 0, 0, 1, 1), "destroyed"},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := s.Moves(t, bgaRules, c.p)
			if c.moves != nil && !reflect.DeepEqual(h.Keys(got), c.moves) {
				t.Errorf("moves %v, want %v", h.Keys(got), c.moves)
			}
			q, ok := got[c.move]
			if !ok {
				t.Fatalf("no move %s among %v", c.move, h.Keys(got))
			}
			if p := q.Position; !reflect.DeepEqual(p.South.Front, c.front) || !reflect.DeepEqual(p.South.Back, c.back) || p.South.House != c.house {
				t.Errorf("%s: south %v / %v house %s, want %v / %v house %s", c.move, p.South.Front, p.South.Back, p.South.House, c.front, c.back, c.house)
			}
		})
	}
}

// profileVectors selects the vectors of the engine's profile.
const profileVectors = "moves.kiswahili.bga,moves.kujifunza.bga,moves.hus.bga"

// TestHarnessCheck runs the profile's vectors against the engine (a few minutes): every
// failure and every error must be listed, with its class, in testdata/known-failures.txt (the
// listed errors are the engine's own positions that lose seeds; a crash, a timeout or garbage
// is never listed), and a listed vector that passes is reported too.
func TestHarnessCheck(t *testing.T) {
	cmd := engine(t)
	if testing.Short() {
		t.Skip("skipped in -short mode: the full run takes minutes")
	}
	rep := h.Check(t, cmd, "--run", profileVectors, "--timeout", "60s")
	known := h.KnownFailures(t, "testdata/known-failures.txt")
	var unknown, passing []string
	for _, r := range rep.Results {
		_, listed := known[r.ID]
		switch {
		case (r.Status == "fail" || r.Status == "error") && !listed:
			unknown = append(unknown, r.ID)
		case r.Status == "pass" && listed:
			passing = append(passing, r.ID)
		}
	}
	if len(unknown) > 0 {
		t.Errorf("%d failures or errors not in testdata/known-failures.txt (first: %v)", len(unknown), unknown[:min(len(unknown), 10)])
	}
	if len(passing) > 0 {
		t.Errorf("%d vectors in testdata/known-failures.txt pass now: remove them (first: %v)", len(passing), passing[:min(len(passing), 10)])
	}
	t.Logf("%d pass, %d fail, %d n/a of %d", rep.Count("pass"), rep.Count("fail"), rep.Count("n/a"), len(rep.Results))
}
