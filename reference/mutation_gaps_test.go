package reference

// Tests that close the gaps a mutation run showed (issue 4, notes/fuzz.md):
// each case kills one or more mutants that every other suite let live. The
// expectations are derived by hand from the rules; the comment of each case
// says how.

import (
	"errors"
	"strconv"
	"strings"
	"testing"
)

// gapSide is one side of a hand-built position: front row 1..8, back row
// 1..8 (as in position JSON), store, house.
type gapSide struct {
	front, back [8]uint8
	store       uint8
	house       HouseState
}

// gapPos builds a position from two sides (Blocked and MustCapture empty).
func gapPos(v Variant, toMove Side, south, north gapSide) Position {
	p := Position{Variant: v, ToMove: toMove, Blocked: NoPit, MustCapture: NoPit}
	for s, sd := range [2]gapSide{south, north} {
		for i := 0; i < 8; i++ {
			p.Pits[s][i] = sd.front[i]
			p.Pits[s][15-i] = sd.back[i]
		}
		p.Store[s] = sd.store
		p.House[s] = sd.house
	}
	return p
}

func gapPit(t *testing.T, s string) Pit {
	t.Helper()
	q, err := ParsePit(s)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

// TestGapIllegalReasons checks that an illegal move is rejected with the
// reason the rules give (whyIllegal), not just rejected.
func TestGapIllegalReasons(t *testing.T) {
	start := Start(Kiswahili, SetupStandard)

	// Mtaji, houses destroyed, South: A3=4, A8=2, nothing else. A3 cw sows
	// A4..A7 and ends in empty A7, ccw A2, A1, B1, B2 (back row); A8 cw ends
	// in B7 (back row), ccw A7, A6 (empty): no capture, so the kutakata
	// starts are A3 and A8 (MTAJI-4). A3 is blocked.
	blocked := gapPos(Kiswahili, South,
		gapSide{front: [8]uint8{0, 0, 4, 0, 0, 0, 0, 2}, house: HouseDestroyed},
		gapSide{front: [8]uint8{8, 8, 8, 8, 8, 8, 0, 0}, back: [8]uint8{5, 5, 0, 0, 0, 0, 0, 0}, house: HouseDestroyed})
	blocked.Blocked = gapPit(t, "A3")

	// Namua, houses destroyed, South: A1=1, A6=3; a8 and a3 (facing them)
	// are empty, so no capture; the house is not functional, so a kutakata
	// must start from a pit of 2 or more while there is one (NAMUA-8).
	single := gapPos(Kiswahili, South,
		gapSide{front: [8]uint8{1, 0, 0, 0, 0, 3, 0, 0}, store: 10, house: HouseDestroyed},
		gapSide{front: [8]uint8{0, 0, 0, 5, 5, 5, 5, 0}, back: [8]uint8{5, 5, 5, 5, 0, 0, 0, 0}, store: 10, house: HouseDestroyed})

	// Namua, houses destroyed, South: A3=3 (faces a6 = 0), A7=2 (faces a2 =
	// 0): no capture. A3 is blocked; under kutakatiaPhase=both-phases the
	// block binds in namua too (DISPUTE-15), so A3 may not start a kutakata.
	namuaBlocked := gapPos(Kiswahili, South,
		gapSide{front: [8]uint8{0, 0, 3, 0, 0, 0, 2, 0}, store: 10, house: HouseDestroyed},
		gapSide{front: [8]uint8{5, 0, 5, 5, 5, 0, 5, 5}, back: [8]uint8{9, 0, 0, 0, 0, 0, 0, 0}, store: 10, house: HouseDestroyed})
	namuaBlocked.Blocked = gapPit(t, "A3")
	bothPhases := Rules{KutakatiaPhase: KutakatiaBothPhases}

	namuaCap := single
	namuaCap.Pits[North][7] = 1 // a8
	namuaCap.Pits[North][3] = 4 // a4 keeps the total at 64

	cases := []struct {
		name string
		r    Rules
		p    Position
		m    Move
		want string
	}{
		// The start has no capture (A5, A6, A7 face a4, a3, a2: empty).
		{"unknown direction", Rules{}, start, Move{Pit: gapPit(t, "A6"), Dir: Dir(5)}, "unknown direction 5"},
		// The functional house with other front pits occupied cannot take
		// the hand seed for a kutakata (NAMUA-5); other pits' choices are
		// not this move's.
		{"house without direction", Rules{}, start, Move{Pit: gapPit(t, "A5")}, "NAMUA-5"},
		{"house with direction", Rules{}, start, Move{Pit: gapPit(t, "A5"), Dir: CW}, "NAMUA-5"},
		{"kutakata needs a direction", Rules{}, start, Move{Pit: gapPit(t, "A6")}, "give a direction"},
		{"kichwa on a kutakata", Rules{}, start, Move{Pit: gapPit(t, "A6"), Dir: CW, Kichwa: LeftKichwa}, "kichwa is not a choice"},
		{"back row in namua", Rules{}, start, Move{Pit: gapPit(t, "B3"), Dir: CW}, "B3 is empty"},
		{"opponent's pit", Rules{}, start, Move{Pit: gapPit(t, "a6"), Dir: CW}, "belongs to north"},
		{"blocked pit", Rules{}, blocked, Move{Pit: gapPit(t, "A3"), Dir: CW}, "A3 is blocked (kutakatia, BLOCK-4)"},
		{"single seed in namua", Rules{}, single, Move{Pit: gapPit(t, "A1"), Dir: CW}, "NAMUA-8"},
		{"blocked in namua (both-phases)", bothPhases, namuaBlocked, Move{Pit: gapPit(t, "A3"), Dir: CW}, "A3 is blocked (kutakatia, BLOCK-4)"},
		// Kujifunza start: A1 cw sows A2, A3; A3 held 2 and faces a6 (2): a
		// capture, the first one listed. A8 cw sows B8, B7: a kutakata, so
		// illegal (CAP-2); the message describes the mtaji capture.
		{"capture is compulsory (mtaji)", Rules{}, Start(Kujifunza, SetupStandard), Move{Pit: gapPit(t, "A8"), Dir: CW}, "capture is compulsory (CAP-2): A1 clockwise captures a6"},
		// Namua: South A1 faces a8. With a8 = 1 the hand seed in A1 captures.
		{"capture is compulsory (namua)", Rules{}, namuaCap, Move{Pit: gapPit(t, "A6"), Dir: CW}, "the hand seed in A1 captures a8"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if err := tc.p.Validate(); err != nil {
				t.Fatalf("bad test position: %v", err)
			}
			_, err := Apply(tc.r, tc.p, tc.m)
			if !errors.Is(err, ErrIllegalMove) {
				t.Fatalf("Apply(%v) = %v, want an illegal move", tc.m, err)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Apply(%v): %q, want it to say %q", tc.m, err, tc.want)
			}
		})
	}
}

// gapJSON is position JSON v1 with the given south/north front rows and
// stores (back rows empty; houses as given).
func gapJSON(variant, toMove, southFront, northFront string, southStore, northStore int, house string, extra string) string {
	return `{"variant":"` + variant + `","toMove":"` + toMove + `",` +
		`"south":{"front":` + southFront + `,"back":[0,0,0,0,0,0,0,0],"store":` + strconv.Itoa(southStore) + `,"house":"` + house + `"},` +
		`"north":{"front":` + northFront + `,"back":[0,0,0,0,0,0,0,0],"store":` + strconv.Itoa(northStore) + `,"house":"` + house + `"},` +
		`"blocked":null,"mustCapture":null` + extra + `}`
}

// TestGapPositionJSONBounds checks the edges of position JSON decoding: 64
// seeds in one pit or one store are in range (BOARD-2: 64 in all), strict
// decoding rejects unknown fields, trailing data and wrong types.
func TestGapPositionJSONBounds(t *testing.T) {
	empty := "[0,0,0,0,0,0,0,0]"
	cases := []struct {
		name, json, wantErr string // wantErr "" means the position decodes
	}{
		{"64 seeds in one pit", gapJSON("kujifunza", "south", "[64,0,0,0,0,0,0,0]", empty, 0, 0, "none", ""), ""},
		{"64 seeds in one store", gapJSON("kiswahili", "south", empty, empty, 64, 0, "destroyed", ""), ""},
		{"65 seeds in one pit", gapJSON("kujifunza", "south", "[65,0,0,0,0,0,0,0]", empty, 0, 0, "none", ""), "south.front[0]"},
		{"store 65", gapJSON("kiswahili", "south", empty, empty, 65, 0, "destroyed", ""), "south.store"},
		{"unknown field", gapJSON("kujifunza", "south", "[64,0,0,0,0,0,0,0]", empty, 0, 0, "none", `,"extra":1`), "extra"},
		{"wrong type", strings.Replace(gapJSON("kujifunza", "south", "[64,0,0,0,0,0,0,0]", empty, 0, 0, "none", ""), `"toMove":"south"`, `"toMove":5`, 1), "toMove"},
		{"trailing data", gapJSON("kujifunza", "south", "[64,0,0,0,0,0,0,0]", empty, 0, 0, "none", "") + `{}`, "trailing"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var p Position
			err := p.UnmarshalJSON([]byte(tc.json))
			switch {
			case tc.wantErr == "" && err != nil:
				t.Fatalf("decode %s: %v, want success", tc.json, err)
			case tc.wantErr != "" && err == nil:
				t.Fatalf("decode %s succeeded, want an error naming %q", tc.json, tc.wantErr)
			case tc.wantErr != "" && !strings.Contains(err.Error(), tc.wantErr):
				t.Fatalf("decode %s: %q, want it to name %q", tc.json, err, tc.wantErr)
			}
			if tc.wantErr == "" && p.Total() != TotalSeeds {
				t.Fatalf("decoded %d seeds, want 64", p.Total())
			}
		})
	}
}

// TestGapSeedCapSixteen checks the seed cap at 16 under marker=facing-only
// (DISPUTE-22), the one reading where 15 and 16 differ (DISPUTE-1): a pit of
// 16 sows one seed into every pit of its ring, its last seed falls into the
// emptied start pit, which faces a non-empty pit; with facing-only that would
// be a marker, but a pit of 16 may not start a capture (SEEDCAP). So the move
// is a kutakata: the last seed lies alone in the start pit and the move ends.
func TestGapSeedCapSixteen(t *testing.T) {
	// Mtaji, houses destroyed. South: only A3 = 16. North: a6 (facing A3) = 8.
	p := gapPos(Kiswahili, South,
		gapSide{front: [8]uint8{0, 0, 16, 0, 0, 0, 0, 0}, house: HouseDestroyed},
		gapSide{front: [8]uint8{8, 8, 0, 8, 0, 8, 8, 8}, house: HouseDestroyed})
	r := Rules{Marker: MarkerFacingOnly}
	for _, d := range []Dir{CW, CCW} {
		res, ev, err := ApplyTrace(r, p, Move{Pit: gapPit(t, "A3"), Dir: d})
		if err != nil {
			t.Fatalf("A3 %s: %v", d, err)
		}
		for _, e := range ev {
			if e.Kind == EvCapture {
				t.Fatalf("A3 %s: a pit of 16 started a capture: %v", d, e)
			}
		}
		for i := 0; i < RingSize; i++ {
			if res.Position.Pits[South][i] != 1 {
				t.Fatalf("A3 %s: South ring %d holds %d, want 1 in every pit", d, i, res.Position.Pits[South][i])
			}
		}
		if res.Position.Pits[North] != p.Pits[North] {
			t.Fatalf("A3 %s: North's pits changed", d)
		}
	}
}

// TestGapHusSeventeen checks a first sowing of more than 16 seeds (Hus has no
// seed cap): 17 seeds from A1 clockwise pass every pit of the ring once and
// put the 17th seed into A2 a second time, so A2 held 1 before the last seed
// and faces a7 (8 seeds): a capturing start. Counter-clockwise the 17th seed
// lands in B1 (back row): no capture. Under husOpening=compulsory (DISPUTE-27)
// the only legal move is therefore A1 clockwise.
func TestGapHusSeventeen(t *testing.T) {
	p := gapPos(Hus, South,
		gapSide{front: [8]uint8{17, 0, 0, 0, 0, 0, 0, 0}, house: HouseNone},
		gapSide{front: [8]uint8{5, 5, 5, 5, 5, 5, 8, 5}, back: [8]uint8{4, 0, 0, 0, 0, 0, 0, 0}, house: HouseNone})
	got, err := LegalMoves(Rules{HusOpening: HusCompulsoryCapture}, p, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := []Move{{Pit: gapPit(t, "A1"), Dir: CW}}
	if len(got) != 1 || got[0] != want[0] {
		t.Fatalf("legal moves %v, want %v", got, want)
	}
}

// TestGapFifteen checks the first landing of the largest capturing pit: 15
// seeds from A3 clockwise fill A4..A8, B8..B1, A1 and put the last seed into
// A2, which was empty: not a marker (CAP-1), although a7 facing it is full.
// Counter-clockwise the last seed falls into empty A4. No capture exists, so
// A3 clockwise is a kutakata that ends at once (SOW-7): every South pit but
// A3 holds one seed, North is untouched.
func TestGapFifteen(t *testing.T) {
	p := gapPos(Kiswahili, South,
		gapSide{front: [8]uint8{0, 0, 15, 0, 0, 0, 0, 0}, house: HouseDestroyed},
		gapSide{front: [8]uint8{6, 6, 6, 6, 6, 6, 6, 6}, back: [8]uint8{1, 0, 0, 0, 0, 0, 0, 0}, house: HouseDestroyed})
	res, ev, err := ApplyTrace(Rules{}, p, Move{Pit: gapPit(t, "A3"), Dir: CW})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ev {
		if e.Kind == EvCapture {
			t.Fatalf("unexpected capture: %v", e)
		}
	}
	for i := 0; i < RingSize; i++ {
		want := uint8(1)
		if i == 2 {
			want = 0
		}
		if got := res.Position.Pits[South][i]; got != want {
			t.Fatalf("South ring %d holds %d, want %d", i, got, want)
		}
	}
	if res.Position.Pits[North] != p.Pits[North] {
		t.Fatalf("North's pits changed")
	}
	// It is written as a kutakata (NOTATION-1: '*'); South threatens nothing
	// afterwards (no pit of 2 or more), so it blocks nothing ('**' not due).
	if s, err := FormatMove(Rules{}, p, Move{Pit: gapPit(t, "A3"), Dir: CW}); err != nil || s != "A3>*" {
		t.Fatalf("FormatMove = %q, %v; want \"A3>*\"", s, err)
	}
}

// TestGapLoneHouseCapture checks DISPUTE-7's forbidden reading at its edge:
// the hand seed may go into the house for a capture when the house is the
// last non-empty front pit (EN:199). South's only front seeds are A5 = 3,
// facing a4 = 2: the namua captures are A5 with the left or the right kichwa
// (DIR-2, central pit), and nothing else (CAP-2).
func TestGapLoneHouseCapture(t *testing.T) {
	p := gapPos(Kiswahili, South,
		gapSide{front: [8]uint8{0, 0, 0, 0, 3, 0, 0, 0}, store: 10, house: HouseIntact},
		gapSide{front: [8]uint8{5, 5, 5, 2, 5, 5, 5, 5}, back: [8]uint8{4, 0, 0, 0, 0, 0, 0, 0}, store: 10, house: HouseIntact})
	got, err := LegalMoves(Rules{NamuaHouseCapture: HouseCaptureForbidden}, p, nil)
	if err != nil {
		t.Fatal(err)
	}
	a5 := gapPit(t, "A5")
	want := map[Move]bool{{Pit: a5, Kichwa: LeftKichwa}: true, {Pit: a5, Kichwa: RightKichwa}: true}
	if len(got) != len(want) {
		t.Fatalf("legal moves %v, want A5< and A5>", got)
	}
	for _, m := range got {
		if !want[m] {
			t.Fatalf("legal moves %v, want A5< and A5>", got)
		}
	}
}

// TestGapNames checks the names of out-of-range enum values: they print
// their number instead of panicking.
func TestGapNames(t *testing.T) {
	for _, tc := range []struct{ got, want string }{
		{Reason(4).String(), "reason(4)"},
		{HouseState(3).String(), "house(3)"},
		{Variant(3).String(), "variant(3)"},
		{EventKind(16).String(), "event(16)"},
		{Decision(numDecisions).String(), "decision(31)"},
	} {
		if tc.got != tc.want {
			t.Errorf("got %q, want %q", tc.got, tc.want)
		}
	}
}

// TestGapNoLegalMove checks END-2 in two positions whose every start is
// barred by a reading, so the side to move has lost at the start of its turn.
func TestGapNoLegalMove(t *testing.T) {
	// Namua, South: only A3 = 2 in front (faces a6 = 0: no capture), and A3
	// is blocked; under kutakatiaPhase=both-phases the block binds in namua
	// (DISPUTE-15), so no kutakata is left.
	namua := gapPos(Kiswahili, South,
		gapSide{front: [8]uint8{0, 0, 2, 0, 0, 0, 0, 0}, store: 10, house: HouseDestroyed},
		gapSide{front: [8]uint8{5, 5, 5, 5, 5, 0, 5, 5}, back: [8]uint8{7, 0, 0, 0, 0, 0, 0, 0}, store: 10, house: HouseDestroyed})
	namua.Blocked = gapPit(t, "A3")
	// Mtaji, South: A1 = 1 and B8 = 2 (ring 8). B8 clockwise ends in B6,
	// counter-clockwise in A7, A8 (A8 empty): no capture. No front pit holds
	// 2, and under backRowKutakata=front-empty (DISPUTE-21, RN:336) the back
	// row may be sown only when the front row is empty: no move.
	backRow := gapPos(Kiswahili, South,
		gapSide{front: [8]uint8{1, 0, 0, 0, 0, 0, 0, 0}, back: [8]uint8{0, 0, 0, 0, 0, 0, 0, 2}, house: HouseDestroyed},
		gapSide{front: [8]uint8{8, 8, 8, 8, 8, 8, 8, 0}, back: [8]uint8{5, 0, 0, 0, 0, 0, 0, 0}, house: HouseDestroyed})
	for _, tc := range []struct {
		name string
		r    Rules
		p    Position
	}{
		{"namua, only pit blocked", Rules{KutakatiaPhase: KutakatiaBothPhases}, namua},
		{"mtaji, back row barred", Rules{BackRowKutakata: BackRowIfFrontEmpty}, backRow},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o, err := Status(tc.r, tc.p)
			if err != nil {
				t.Fatal(err)
			}
			want := Outcome{Winner: North, Reason: ReasonNoLegalMove}
			if o != want {
				t.Fatalf("Status = %+v, want %+v", o, want)
			}
		})
	}
}

// TestGapObligationAppend checks BLOCK-6 under blockObligation=first-capture
// (DISPUTE-19; Kujifunza with kujifunzaBlocking=on), and that Moves appends to a non-empty buffer. Kujifunza,
// South: A1 = 2 cw ends in A3 (1 seed, faces a6 = 5): captures a6 first; A8
// = 2 ccw ends in A6 (1 seed, faces a3 = 5): captures a3 first; A1 ccw and
// A8 cw end in the back row. South must capture a6: only A1 cw is legal.
func TestGapObligationAppend(t *testing.T) {
	p := gapPos(Kujifunza, South,
		gapSide{front: [8]uint8{2, 0, 1, 0, 0, 1, 0, 2}, house: HouseNone},
		gapSide{front: [8]uint8{5, 5, 5, 5, 5, 5, 5, 5}, back: [8]uint8{8, 8, 2, 0, 0, 0, 0, 0}, house: HouseNone})
	p.MustCapture = gapPit(t, "a6")
	r := Rules{BlockObligation: ObligationFirstCapture, KujifunzaBlocking: KujifunzaBlocks} // DISPUTE-26: blocks bind in Kujifunza
	want := Move{Pit: gapPit(t, "A1"), Dir: CW}
	sentinel := Successor{Move: Move{Pit: gapPit(t, "B8"), Dir: CCW}}
	for _, buf := range [][]Successor{nil, {sentinel}, {sentinel, sentinel}} {
		got, err := Moves(r, p, buf)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != len(buf)+1 {
			t.Fatalf("with %d in the buffer: %d moves, want the buffer and A1 cw", len(buf), len(got))
		}
		for i := range buf {
			if got[i].Move != sentinel.Move {
				t.Fatalf("Moves changed the buffer's element %d", i)
			}
		}
		if got[len(buf)].Move != want {
			t.Fatalf("with %d in the buffer: legal move %v, want %v", len(buf), got[len(buf)].Move, want)
		}
	}
}

// TestGapHouseAtNamuaEnd checks DISPUTE-3(d) at South's last namua move
// (store 1): A1 takes the hand seed and its 3 seeds go to A2, A3, A4, ending
// in empty A4 (no capture: A1 and A5 face a8 and a4, both empty; the
// functional house may not take the hand seed while A1 is occupied). The
// house is untouched: it stays intact, except under lost-when-namua-ends
// (Donkers), where it is lost when its owner's store runs out.
func TestGapHouseAtNamuaEnd(t *testing.T) {
	p := gapPos(Kiswahili, South,
		gapSide{front: [8]uint8{2, 0, 0, 0, 6, 0, 0, 0}, store: 1, house: HouseIntact},
		gapSide{front: [8]uint8{5, 5, 5, 0, 6, 5, 5, 0}, back: [8]uint8{8, 8, 7, 0, 0, 0, 0, 0}, store: 1, house: HouseIntact})
	for _, tc := range []struct {
		reading HouseLostAtCapture
		want    HouseState
	}{
		{HouseKeptAtCapture, HouseIntact},
		{HouseLostAtFirstCapture, HouseIntact},
		{HouseLostWhenNamuaEnds, HouseDestroyed},
	} {
		res, err := Apply(Rules{HouseLostAtCapture: tc.reading}, p, Move{Pit: gapPit(t, "A1"), Dir: CW})
		if err != nil {
			t.Fatal(err)
		}
		got := res.Position
		if got.Store[South] != 0 || got.Pits[South][0] != 0 || got.Pits[South][1] != 1 || got.Pits[South][2] != 1 || got.Pits[South][3] != 1 {
			t.Fatalf("reading %d: South %v store %d, want A1 empty and A2, A3, A4 one each, store 0", tc.reading, got.Pits[South], got.Store[South])
		}
		if got.House[South] != tc.want {
			t.Fatalf("reading %d: South's house is %s, want %s", tc.reading, got.House[South], tc.want)
		}
	}
}

// TestGapProfileNames checks the profile list: "default" first, then the
// others in alphabetical order, each once, among them the three programs'
// profiles of reference/PROFILES.md.
func TestGapProfileNames(t *testing.T) {
	names := ProfileNames()
	if len(names) == 0 || names[0] != "default" {
		t.Fatalf("ProfileNames() = %v, want \"default\" first", names)
	}
	seen := map[string]bool{}
	for i, n := range names {
		if seen[n] {
			t.Fatalf("ProfileNames() = %v: %q twice", names, n)
		}
		seen[n] = true
		if i > 1 && names[i-1] >= n {
			t.Fatalf("ProfileNames() = %v: not in order after default", names)
		}
	}
	for _, n := range []string{"abstractplay", "bga", "donkers"} {
		if !seen[n] {
			t.Fatalf("ProfileNames() = %v: %q missing", names, n)
		}
	}
}

// TestGapOnlyPairNotBlocked checks BLOCK-2's "only front pit with 2 or more"
// exemption at exactly 2 seeds. Mtaji, houses destroyed. South: A3 = 2,
// A7 = 2 (no capture: every first sowing ends in an empty pit). South plays
// A7 counter-clockwise: A6, A5, ending in empty A5. Now A3 clockwise would end
// in A5 (1 seed) facing a4: South threatens a4 and nothing else. North (a1 = 1,
// a4 = 2, a8 = 1, b1 = 56) cannot capture (a4 ends in empty a6 or a2; b1 holds
// more than 15). But a4 is North's only front pit with 2 or more, so it may
// not be blocked (FR 5.1.1): no block.
func TestGapOnlyPairNotBlocked(t *testing.T) {
	p := gapPos(Kiswahili, South,
		gapSide{front: [8]uint8{0, 0, 2, 0, 0, 0, 2, 0}, house: HouseDestroyed},
		gapSide{front: [8]uint8{1, 0, 0, 2, 0, 0, 0, 1}, back: [8]uint8{56, 0, 0, 0, 0, 0, 0, 0}, house: HouseDestroyed})
	res, err := Apply(Rules{}, p, Move{Pit: gapPit(t, "A7"), Dir: CCW})
	if err != nil {
		t.Fatal(err)
	}
	if res.Outcome.Over() {
		t.Fatalf("outcome %+v, want the game to go on", res.Outcome)
	}
	if got := res.Position.Pits[South]; got[4] != 1 || got[5] != 1 || got[6] != 0 || got[2] != 2 {
		t.Fatalf("South's front %v, want A3 2, A5 1, A6 1, A7 0", got[:8])
	}
	if res.Position.Blocked != NoPit {
		t.Fatalf("blocked %s, want no block (a4 is North's only front pit with 2 or more)", res.Position.Blocked)
	}
}

// TestGapLoneKichwa checks MTAJI-5 (DISPUTE-11, forbidden reading): a kichwa
// that is the only non-empty front pit may not be sown towards the back row.
// Mtaji, houses destroyed; South's back row holds singletons only, so no
// capture exists (A8 ccw ends in empty A5, A1 cw in empty A4).
func TestGapLoneKichwa(t *testing.T) {
	north := gapSide{front: [8]uint8{8, 8, 8, 8, 8, 8, 8, 0}, back: [8]uint8{3, 0, 0, 0, 0, 0, 0, 0}, house: HouseDestroyed}
	for _, tc := range []struct {
		name  string
		front [8]uint8
		want  Move
	}{
		{"right kichwa", [8]uint8{0, 0, 0, 0, 0, 0, 0, 3}, Move{Pit: gapPit(t, "A8"), Dir: CCW}},
		{"left kichwa", [8]uint8{3, 0, 0, 0, 0, 0, 0, 0}, Move{Pit: gapPit(t, "A1"), Dir: CW}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := gapPos(Kiswahili, South, gapSide{front: tc.front, back: [8]uint8{1, 1, 0, 0, 0, 0, 0, 0}, house: HouseDestroyed}, north)
			got, err := LegalMoves(Rules{}, p, nil)
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != 1 || got[0] != tc.want {
				t.Fatalf("legal moves %v, want only %v", got, tc.want)
			}
		})
	}
}
