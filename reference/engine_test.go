package reference

import (
	"errors"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Table tests of the engine on hand-derived positions, one per rule area.
// Positions are in the text form (boards as the sources print them, from
// South's seat: b8..b1 / a8..a1 / A1..A8 / B1..B8). Every expected position
// was worked out by hand, seed by seed, from the rules the case names; the
// derivation is in the case's comment. None was copied from engine output.

type engineCase struct {
	name    string
	profile string            // "" is default
	options map[string]string // readings that differ from the profile
	pos     string            // text form
	legal   []string          // if set: exactly these canonical moves
	move    string            // if set: play it
	want    string            // if set: the whole next position, text form
	outcome string            // "" the game goes on, else "<winner> <reason>"
	illegal string            // if set: the move is illegal with this in the reason
}

func runEngineCases(t *testing.T, cases []engineCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			prof := tc.profile
			if prof == "" {
				prof = "default"
			}
			r, err := Profile(prof)
			if err != nil {
				t.Fatal(err)
			}
			if r, err = r.WithOptions(tc.options); err != nil {
				t.Fatal(err)
			}
			p, err := ParsePositionText(tc.pos)
			if err != nil {
				t.Fatalf("test position: %v", err)
			}
			if tc.legal != nil {
				got, err := FormatMoves(r, p)
				if err != nil {
					t.Fatal(err)
				}
				sort.Strings(got)
				want := append([]string(nil), tc.legal...)
				sort.Strings(want)
				if diff := cmp.Diff(want, got); diff != "" {
					t.Errorf("legal moves (-want +got):\n%s", diff)
				}
			}
			if tc.move == "" {
				return
			}
			m, err := ParseMove(r, p, tc.move)
			if tc.illegal != "" {
				if err == nil {
					_, err = Apply(r, p, m)
				}
				if err == nil || !strings.Contains(err.Error(), tc.illegal) {
					t.Fatalf("move %s: error %v, want one containing %q", tc.move, err, tc.illegal)
				}
				return
			}
			if err != nil {
				t.Fatalf("move %s: %v", tc.move, err)
			}
			res, err := Apply(r, p, m)
			if err != nil {
				t.Fatalf("move %s: %v", tc.move, err)
			}
			if tc.want != "" {
				want, err := ParsePositionText(tc.want)
				if err != nil {
					t.Fatalf("want position: %v", err)
				}
				if want != res.Position {
					gw, _ := want.MarshalText()
					gr, _ := res.Position.MarshalText()
					t.Errorf("move %s: position (-want +got):\n%s", tc.move, cmp.Diff(string(gw), string(gr)))
				}
			}
			got := ""
			if res.Outcome.Over() {
				got = res.Outcome.Winner.String() + " " + res.Outcome.Reason.String()
			}
			if got != tc.outcome {
				t.Errorf("move %s: outcome %q, want %q", tc.move, got, tc.outcome)
			}
		})
	}
}

func TestStartPosition(t *testing.T) {
	runEngineCases(t, []engineCase{{
		// SETUP-1, NAMUA-4: only A6 and A7 are non-empty besides the house,
		// which may not take the seed (NAMUA-5); no capture: four kutakata.
		// A6< : A6 2+1 = 3 sown A5 (7), A4 1, A3 1; A3 was empty: end.
		name: "first move A6 counter-clockwise",
		pos: `kiswahili south to move
north store 22 house intact
b 0 0 0 0 0 0 0 0
a 0 2 2 6 0 0 0 0
A 0 0 0 0 6 2 2 0
B 0 0 0 0 0 0 0 0
south store 22 house intact`,
		legal: []string{"A6<*", "A6>*", "A7<*", "A7>*"},
		move:  "A6<*",
		want: `kiswahili north to move
north store 22 house intact
b 0 0 0 0 0 0 0 0
a 0 2 2 6 0 0 0 0
A 0 0 1 1 7 0 2 0
B 0 0 0 0 0 0 0 0
south store 21 house intact`,
	}, {
		// A7> : 3 seeds to A8, B8, B7 (SOW-1 round the corner); B7 empty: end.
		name: "first move A7 clockwise goes round the corner",
		pos: `kiswahili south to move
north store 22 house intact
b 0 0 0 0 0 0 0 0
a 0 2 2 6 0 0 0 0
A 0 0 0 0 6 2 2 0
B 0 0 0 0 0 0 0 0
south store 22 house intact`,
		move: "A7>*",
		want: `kiswahili north to move
north store 22 house intact
b 0 0 0 0 0 0 0 0
a 0 2 2 6 0 0 0 0
A 0 0 0 0 6 2 0 1
B 0 0 0 0 0 0 1 1
south store 21 house intact`,
	}, {
		name: "the house may not take the first seed",
		pos: `kiswahili south to move
north store 22 house intact
b 0 0 0 0 0 0 0 0
a 0 2 2 6 0 0 0 0
A 0 0 0 0 6 2 2 0
B 0 0 0 0 0 0 0 0
south store 22 house intact`,
		move: "A5>", illegal: "only when it is the only non-empty front pit",
	}, {
		name: "an empty pit",
		pos: `kiswahili south to move
north store 22 house intact
b 0 0 0 0 0 0 0 0
a 0 2 2 6 0 0 0 0
A 0 0 0 0 6 2 2 0
B 0 0 0 0 0 0 0 0
south store 22 house intact`,
		move: "A4>", illegal: "A4 is empty",
	}})
}

// Nierse's namua diagrams (RN, SOURCES.md: "Enter from the Stock"
// to "Multiple Captures"). Stores are chosen to make 64 seeds.
func TestNierseNamuaCaptures(t *testing.T) {
	d3 := `kiswahili south to move
north store 21 house intact
b 0 0 0 0 0 0 0 0
a 1 0 1 8 1 2 0 0
A 0 0 0 0 7 0 2 1
B 0 0 0 0 0 0 0 0
south store 20 house intact`
	d9 := `kiswahili south to move
north store 8 house intact
b 0 0 0 0 0 0 0 0
a 4 3 1 8 0 2 5 6
A 1 2 0 0 8 0 3 4
B 0 0 0 0 0 0 0 0
south store 9 house intact`
	d14 := `kiswahili south to move
north store 9 house intact
b 0 0 0 0 0 0 0 0
a 0 3 4 8 0 2 5 6
A 0 2 1 0 8 0 3 4
B 0 0 0 0 0 0 0 0
south store 9 house intact`
	runEngineCases(t, []engineCase{{
		// d.3: only A5 (7) faces a non-empty pit (a4 = 1): the only capture
		// (CAP-2), from the house (NAMUA-7), central so either kichwa (DIR-2).
		// Left: A5 8, a4's seed enters A1 (empty): end (d.4).
		name: "d3-d4 left kichwa", pos: d3, legal: []string{"A5<", "A5>"}, move: "A5<",
		want: `kiswahili north to move
north store 21 house intact
b 0 0 0 0 0 0 0 0
a 1 0 1 8 0 2 0 0
A 1 0 0 0 8 0 2 1
B 0 0 0 0 0 0 0 0
south store 19 house intact`,
	}, {
		// Right kichwa: the seed enters A8 (1 -> 2, non-empty); a1 is empty,
		// so no capture: relay 2 (KUEN-1) counter-clockwise: A7 3, A6 1 (empty): end.
		name: "d3 right kichwa relays", pos: d3, move: "A5>",
		want: `kiswahili north to move
north store 21 house intact
b 0 0 0 0 0 0 0 0
a 1 0 1 8 0 2 0 0
A 0 0 0 0 8 1 3 0
B 0 0 0 0 0 0 0 0
south store 19 house intact`,
	}, {
		// d.9: captures at A1 (a8 = 4), A2 (a7 = 3), A7 (a2 = 5), A8 (a1 = 6); A5
		// faces the empty a4. All four are kichwa or kimbi: no choice (DIR-1).
		name: "d9 legal moves", pos: d9, legal: []string{"A1", "A2", "A7", "A8"},
	}, {
		// d.10: A1 2, capture 4 from the left: A1 3, A2 3, A3 1, A4 1 (empty): end.
		name: "d9-d10", pos: d9, move: "A1",
		want: `kiswahili north to move
north store 8 house intact
b 0 0 0 0 0 0 0 0
a 0 3 1 8 0 2 5 6
A 3 3 1 1 8 0 3 4
B 0 0 0 0 0 0 0 0
south store 8 house intact`,
	}, {
		// d.11: A7 4, capture a2 = 5 from the right: A8 5, A7 5, A6 1, A5 9,
		// A4 1 (empty): end. Nierse prints A8 = 6: a misprint (his diagram then
		// holds 49 seeds on the board where 48 are possible).
		name: "d9-d11 (erratum: A8 is 5)", pos: d9, move: "A7",
		want: `kiswahili north to move
north store 8 house intact
b 0 0 0 0 0 0 0 0
a 4 3 1 8 0 2 0 6
A 1 2 0 1 9 1 5 5
B 0 0 0 0 0 0 0 0
south store 8 house intact`,
	}, {
		// d.12: A2 3, capture a7 = 3 from the left (kimbi): A1 2, A2 4, A3 1: end.
		name: "d9-d12", pos: d9, move: "A2",
		want: `kiswahili north to move
north store 8 house intact
b 0 0 0 0 0 0 0 0
a 4 0 1 8 0 2 5 6
A 2 4 1 0 8 0 3 4
B 0 0 0 0 0 0 0 0
south store 8 house intact`,
	}, {
		// d.13: A8 5, capture a1 = 6 from the right: A8 6, A7 4, A6 1, A5 9,
		// A4 1, A3 1 (empty): end.
		name: "d9-d13", pos: d9, move: "A8",
		want: `kiswahili north to move
north store 8 house intact
b 0 0 0 0 0 0 0 0
a 4 3 1 8 0 2 5 0
A 1 2 1 1 9 1 4 6
B 0 0 0 0 0 0 0 0
south store 8 house intact`,
	}, {
		// d.14 -> d.15: A2 3, capture a7 = 3 (kimbi, left kichwa): A1 1, A2 4,
		// A3 2; A3 held 1 and faces a6 = 4: capture again (CAP-6), central,
		// keeping the clockwise direction (DIR-3): left kichwa: A1 2, A2 5,
		// A3 3, A4 1 (empty): end.
		name: "d14-d15 multiple captures", pos: d14, move: "A2",
		want: `kiswahili north to move
north store 9 house intact
b 0 0 0 0 0 0 0 0
a 0 0 0 8 0 2 5 6
A 2 5 3 1 8 0 3 4
B 0 0 0 0 0 0 0 0
south store 8 house intact`,
	}, {
		// d.14 -> d.16: A8 5, capture a1 = 6 from the right: A8 6, A7 4, A6 1,
		// A5 9, A4 1, A3 2; A3 held 1, faces a6 = 4: capture, central, keeping
		// counter-clockwise: right kichwa: A8 7, A7 5, A6 2, A5 10: the last
		// seed is in the functional house and a4 is empty: stop or safari
		// (HOUSE-4). Nierse goes on (safari, HOUSE-5): 10 seeds: A4 2, A3 3,
		// A2 3, A1 1, B1..B6 1 each; B6 was empty: end. The house is destroyed.
		name: "d14-d16 safari", pos: d14, move: "A8+",
		want: `kiswahili north to move
north store 9 house intact
b 0 0 0 0 0 0 0 0
a 0 3 0 8 0 2 5 0
A 1 3 3 2 0 2 5 7
B 1 1 1 1 1 1 0 0
south store 8 house destroyed`,
	}, {
		// The same move stopping in the house.
		name: "d14 stop in the house", pos: d14, move: "A8",
		want: `kiswahili north to move
north store 9 house intact
b 0 0 0 0 0 0 0 0
a 0 3 0 8 0 2 5 0
A 0 2 2 1 10 2 5 7
B 0 0 0 0 0 0 0 0
south store 8 house intact`,
	}})
}

func TestHouse(t *testing.T) {
	d19 := `kiswahili south to move
north store 14 house intact
b 0 0 0 0 0 0 0 0
a 0 1 2 10 4 4 0 0
A 2 1 0 0 12 0 0 0
B 0 0 0 0 0 0 0 0
south store 14 house intact`
	d22 := `kiswahili south to move
north store 21 house intact
b 0 0 0 0 0 0 0 0
a 0 1 2 9 0 2 0 0
A 0 0 0 0 9 0 0 0
B 0 0 0 0 0 0 0 0
south store 20 house intact`
	runEngineCases(t, []engineCase{{
		// RN d.19: captures at A2 (a7 = 1; kimbi: left kichwa) and A5 (a4 = 4;
		// central: either kichwa). A5 with the right kichwa ends in the house
		// (below), which offers stop or safari: four moves.
		name: "d19 legal moves", pos: d19, legal: []string{"A2", "A5<", "A5>", "A5>+"},
	}, {
		// A5 13, capture a4 = 4 from the right: A8 1, A7 1, A6 1, A5 14; the
		// house held 13 and a4 is now empty: stop (HOUSE-4), as Nierse advises.
		name: "d19 stop in the house", pos: d19, move: "A5>",
		want: `kiswahili north to move
north store 14 house intact
b 0 0 0 0 0 0 0 0
a 0 1 2 10 0 4 0 0
A 2 1 0 0 14 1 1 1
B 0 0 0 0 0 0 0 0
south store 13 house intact`,
	}, {
		// Safari (HOUSE-5): 14 seeds counter-clockwise from A4: A4 1, A3 1, A2 2,
		// A1 3, B1..B8 1 each, A8 2, A7 2; A7 held 1 and a2 is empty: relay 2:
		// A6 2, A5 1 (emptied by the safari): end. No further capture, as
		// Nierse says; the house is destroyed (HOUSE-1).
		name: "d19 safari", pos: d19, move: "A5>+",
		want: `kiswahili north to move
north store 14 house intact
b 0 0 0 0 0 0 0 0
a 0 1 2 10 0 4 0 0
A 3 2 1 1 1 2 0 2
B 1 1 1 1 1 1 1 1
south store 13 house destroyed`,
	}, {
		name: "a safari needs a stop in the house", pos: d19, move: "A5<+", illegal: "no safari",
	}, {
		// RN d.22: no capture (A5 faces the empty a4), the house is the only
		// non-empty front pit: taxation (NAMUA-6): 9 + 1, two seeds go right:
		// A6 1, A7 1 (empty): end; the house keeps 8 and stays intact.
		name: "d22 taxation", pos: d22, legal: []string{"A5<*", "A5>*"}, move: "A5>*",
		want: `kiswahili north to move
north store 21 house intact
b 0 0 0 0 0 0 0 0
a 0 1 2 9 0 2 0 0
A 0 0 0 0 8 1 1 0
B 0 0 0 0 0 0 0 0
south store 19 house intact`,
	}, {
		// RN d.20 -> d.21: North's only capture is a7 (1 + 1) against A2 = 1
		// (a6 faces the empty A3, a5 the empty A4, a2 the empty A7); a7 is
		// North's right kimbi, so the seed enters his right kichwa a8 (empty):
		// end (DIR-1).
		name: "d20-d21", move: "a7",
		pos: `kiswahili north to move
north store 13 house intact
b 0 0 0 0 0 0 0 0
a 0 1 2 16 0 0 2 0
A 2 1 0 0 14 0 0 1
B 0 0 0 0 0 0 0 0
south store 12 house intact`,
		legal: []string{"a7"},
		want: `kiswahili south to move
north store 12 house intact
b 0 0 0 0 0 0 0 0
a 1 2 2 16 0 0 2 0
A 2 0 0 0 14 0 0 1
B 0 0 0 0 0 0 0 0
south store 12 house intact`,
	}, {
		// RN d.21 to the end: A1 3 captures a8 = 1 into A1 (4; a8 now empty):
		// relay 4: A2..A5, the house 15, a4 empty: safari (A1+): 15 seeds: A6 1,
		// A7 1, A8 2, B8..B1 1 each, A1 1, A2 2, A3 2, A4 2: A4 faces a5 = 16:
		// capture, central, clockwise kept: left kichwa: 16 seeds A1..A8,
		// B8..B1: B1 2: relay 2: A1 3, A2 4; A2 faces a7 = 2: capture (kimbi,
		// left): A1 4, A2 5; relay 5: A3 4, A4 4, A5 2, A6 3, A7 3; A7 faces a2 =
		// 2: capture (kimbi, right kichwa, counter-clockwise): A8 4, A7 4; relay
		// 4: A6 4, A5 3, A4 5, A3 5; A3 faces a6 = 2: capture: North's front row
		// is now empty (END-4): the two seeds are still sown (right kichwa:
		// A8 5, A7 1) and the game ends: bao hamna.
		name: "d21 to the end", move: "A1+",
		pos: `kiswahili south to move
north store 12 house intact
b 0 0 0 0 0 0 0 0
a 1 2 2 16 0 0 2 0
A 2 0 0 0 14 0 0 1
B 0 0 0 0 0 0 0 0
south store 12 house intact`,
		legal: []string{"A1", "A1+"},
		want: `kiswahili north to move
north store 12 house destroyed
b 0 0 0 0 0 0 0 0
a 0 0 0 0 0 0 0 0
A 4 0 5 5 3 4 1 5
B 0 2 2 2 2 2 2 2
south store 11 house destroyed`,
		outcome: "south front-row-empty",
	}})
}

func TestMtaji(t *testing.T) {
	// RN d.23 with the 36 seeds the diagram leaves out put in North's back
	// row (b8..b5 = 9), so that the position holds 64 seeds.
	d23 := `kiswahili south to move
north store 0 house destroyed
b 9 9 9 9 0 0 0 0
a 0 0 0 0 5 6 0 0
A 0 3 0 0 4 1 0 0
B 0 9 0 0 0 0 0 0
south store 0 house destroyed`
	lone := `kiswahili south to move
north store 0 house destroyed
b 0 0 0 0 14 13 13 14
a 0 0 0 0 0 0 0 1
A 5 0 0 0 0 0 0 0
B 0 0 4 0 0 0 0 0
south store 0 house destroyed`
	runEngineCases(t, []engineCase{{
		// Two mitaji (RN:321): A2 (3) clockwise ends in A5 (4) facing a4 = 5;
		// B2 (9) to the right, round the corner, ends in A6 (1) facing a3 = 6
		// (CAP-8, MTAJI-6). A5 (4) ends in B8 or the empty A1; nothing else.
		name: "d23 legal moves", pos: d23, legal: []string{"A2>", "B2>"},
	}, {
		// A2>: A3 1, A4 1, A5 5: capture a4 = 5; central, so the first
		// sowing's clockwise direction is kept (DIR-4): left kichwa: A1 1,
		// A2 1, A3 2, A4 2, A5 6; a4 is now empty: relay 6 (the destroyed house
		// is an ordinary pit): A6 2, A7 1, A8 1, B8 1, B7 1, B6 1 (empty): end.
		name: "d23 A2 captures five", pos: d23, move: "A2>",
		want: `kiswahili north to move
north store 0 house destroyed
b 9 9 9 9 0 0 0 0
a 0 0 0 0 0 6 0 0
A 1 1 2 2 0 2 1 1
B 0 9 0 0 0 1 1 1
south store 0 house destroyed`,
	}, {
		// B2>: 9 seeds counter-clockwise: B3..B8 1 each, A8 1, A7 1, A6 2:
		// capture a3 = 6; central, counter-clockwise kept: right kichwa: A8 2,
		// A7 2, A6 3, A5 5, A4 1, A3 1 (empty): end.
		name: "d23 B2 captures six", pos: d23, move: "B2>",
		want: `kiswahili north to move
north store 0 house destroyed
b 9 9 9 9 0 0 0 0
a 0 0 0 0 5 0 0 0
A 0 3 1 1 5 3 2 2
B 0 0 1 1 1 1 1 1
south store 0 house destroyed`,
	}, {
		name: "capture is compulsory in mtaji", pos: d23, move: "A5>", illegal: "capture is compulsory",
	}, {
		name: "a singleton never starts a mtaji move", pos: d23, move: "A6>", illegal: "single seed",
	}, {
		// No capture: A1 5 ends in the empty A6 or in B5; B3 4 ends in the
		// empty A2 or in B7. A1 is the only occupied front pit: it may not go
		// towards the back row (MTAJI-5); B3 may not start while a front pit
		// holds 2 or more (MTAJI-4).
		name: "lone kichwa", pos: lone, legal: []string{"A1>*"},
	}, {
		name: "lone kichwa towards the back row", pos: lone, move: "A1<", illegal: "would empty the front row",
	}, {
		name: "back row while the front holds a pair", pos: lone, move: "B3>", illegal: "back row",
	}, {
		// A1 holds 1 seed now (and A3 1): no front pit with 2, so the back
		// row may start a kutakata (MTAJI-4); B3 4: clockwise B2 1, B1 1, A1 2,
		// A2 1 (empty); counter-clockwise B4..B7: both end in empty pits.
		name: "back row when the front row holds only singletons",
		pos: `kiswahili south to move
north store 0 house destroyed
b 0 0 0 0 15 14 14 14
a 0 0 0 0 0 0 0 1
A 1 0 1 0 0 0 0 0
B 0 0 4 0 0 0 0 0
south store 0 house destroyed`,
		legal: []string{"B3<*", "B3>*"},
	}})
}

func TestKutakatia(t *testing.T) {
	// South cannot capture (A2 3 ends in the empty A5 or the back row; A7 2
	// in the empty A5 or the back row; B8 10 in the empty A3 or in B2).
	before := `kiswahili south to move
north store 0 house destroyed
b 0 0 0 0 0 14 15 15
a 1 2 0 0 2 0 0 0
A 0 3 0 0 0 0 2 0
B 0 0 0 0 0 0 0 10
south store 0 house destroyed`
	// After A7< (A6 1, A5 1): South's only capture next time would be A2>
	// ending in A5 against a4 (BLOCK-1). North cannot capture (a4 2 ends in
	// the empty a6 or a2, a7 2 in b8 or the empty a5, b1..b3 in the back row
	// or the empty a1) (BLOCK-5); a4 is neither North's only occupied front
	// pit nor its only pit with 2 (a7) (BLOCK-2): a4 is blocked.
	blocked := `kiswahili north to move
north store 0 house destroyed
b 0 0 0 0 0 14 15 15
a 1 2 0 0 2 0 0 0
A 0 3 0 0 1 1 0 0
B 0 0 0 0 0 0 0 10
south store 0 house destroyed
blocked a4`
	runEngineCases(t, []engineCase{{
		name: "a kutakata that blocks", pos: before, move: "A7<**", want: blocked,
	}, {
		// BLOCK-4: a4 cannot start the kutakata; a7 (2) can, either way.
		name: "the blocked player's moves", pos: blocked, legal: []string{"a7<*", "a7>*"},
	}, {
		name: "the blocked pit cannot start a kutakata", pos: blocked, move: "a4>", illegal: "a4 is blocked",
	}, {
		// a7< (counter-clockwise, towards a6): a6 1, a5 1 (empty): end. North
		// made a kutakata under the block: South must capture a4 next (BLOCK-6).
		name: "the blocker must capture next", pos: blocked, move: "a7<*",
		want: `kiswahili south to move
north store 0 house destroyed
b 0 0 0 0 0 14 15 15
a 1 0 1 1 2 0 0 0
A 0 3 0 0 1 1 0 0
B 0 0 0 0 0 0 0 10
south store 0 house destroyed
mustCapture a4`,
	}})
}

func TestVariants(t *testing.T) {
	kuj := Start(Kujifunza, SetupStandard)
	kujText, _ := kuj.MarshalText()
	hus := Start(Hus, SetupStandard)
	husText, _ := hus.MarshalText()
	mal := Start(Kiswahili, SetupMalawi)
	malText, _ := mal.MarshalText()
	runEngineCases(t, []engineCase{{
		// VAR-KUJ-1: 2 in every pit; a 2-seed sowing ends two pits on, in a
		// non-empty pit: it captures when that pit is in the front row
		// (facing pits all hold 2): A1..A6 and B1, B2 clockwise; A3..A8 and
		// B8, B7 counter-clockwise.
		name:  "kujifunza start",
		pos:   string(kujText),
		legal: []string{"A1>", "A2>", "A3>", "A4>", "A5>", "A6>", "B1<", "B2<", "A3<", "A4<", "A5<", "A6<", "A7<", "A8<", "B8>", "B7>"},
	}, {
		// A1>: A2 3, A3 3: capture a6 (central, clockwise kept: left kichwa):
		// A1 1, A2 4: capture a7 (kimbi): A1 2, A2 5: relay 5: A3 4, A4 3,
		// A5 3, A6 3, A7 3: capture a2 (kimbi, right kichwa, counter-clockwise):
		// A8 3, A7 4: relay 4: A6 4, A5 4, A4 4, A3 5: relay 5: A2 1, A1 3, B1 3,
		// B2 3, B3 3: relay 3: B4 3, B5 3, B6 3: relay 3: B7 3, B8 3, A8 4:
		// capture a1 (kichwa, right): A8 5, A7 1 (empty): end.
		name: "kujifunza A1 clockwise", pos: string(kujText), move: "A1>",
		want: `kujifunza north to move
north store 0 house none
b 2 2 2 2 2 2 2 2
a 2 0 0 2 2 2 0 0
A 3 1 0 4 4 4 1 5
B 3 3 0 3 3 0 3 3
south store 0 house none`,
	}, {
		// VAR-HUS-3: A1>: A2 3, A3 3 faces a6: A3's 3 and a6's 2 go on together
		// from A4: A4..A8 3 each; A8 faces a1: 3 + 2 from B8: B8, B7, B6, B5,
		// B4 3 each; B4 relays 3: B3, B2, B1 3; B1 relays 3: A1 1, A2 4, A3 1
		// (empty): end.
		name: "hus A1 clockwise", pos: string(husText), move: "A1>",
		want: `hus north to move
north store 0 house none
b 2 2 2 2 2 2 2 2
a 2 2 0 2 2 2 2 0
A 1 4 1 3 3 3 3 0
B 0 3 3 0 3 3 3 3
south store 0 house none`,
	}, {
		// VAR-MAL-1: 8 in the house, 20 in store; as in the standard start
		// only A6 and A7 may take the first seed.
		name: "malawi start", pos: string(malText), legal: []string{"A6<*", "A6>*", "A7<*", "A7>*"},
	}})
	if n := len(mustMoves(t, Rules{}, hus)); n != 32 {
		t.Errorf("hus start: %d moves, want 32 (16 pits, 2 directions, VAR-HUS-2)", n)
	}
}

func mustMoves(t *testing.T, r Rules, p Position) []Successor {
	t.Helper()
	s, err := Moves(r, p, nil)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestStatus(t *testing.T) {
	// END-2: in mtaji a player without a pit of 2 or more has lost.
	p, err := ParsePositionText(`kiswahili south to move
north store 0 house destroyed
b 0 0 0 0 15 15 15 15
a 0 0 0 0 0 0 0 1
A 1 0 1 0 0 0 0 0
B 0 0 1 0 0 0 0 0
south store 0 house destroyed`)
	if err != nil {
		t.Fatal(err)
	}
	o, err := Status(Rules{}, p)
	if err != nil || o != (Outcome{Winner: North, Reason: ReasonNoLegalMove}) {
		t.Errorf("Status = %v, %v; want north no-legal-move", o, err)
	}
	if _, err := Apply(Rules{}, p, Move{Pit: PitOf(South, 0), Dir: CW}); !errors.Is(err, ErrGameOver) {
		t.Errorf("Apply after the end: %v, want ErrGameOver", err)
	}
}

func TestFirstMtajiCaptureKichwa(t *testing.T) {
	// DISPUTE-14's position (rules-analysis.md), re-derived: South's only
	// capture is A1 clockwise: A2 1, A3 3 against a6 = 3.
	pos := `kiswahili south to move
north store 0 house destroyed
b 0 0 0 0 13 14 14 14
a 0 0 3 0 0 0 0 2
A 2 0 2 0 0 0 0 0
B 0 0 0 0 0 0 0 0
south store 0 house destroyed`
	free := map[string]string{"mtajiFirstKichwa": "free"}
	runEngineCases(t, []engineCase{{
		name: "kept: legal", pos: pos, legal: []string{"A1>"},
	}, {
		// DIR-4: clockwise kept, left kichwa: A1 1, A2 2, A3 4 (a6 now empty):
		// relay 4: A4..A7 1 each; A7 was empty: end.
		name: "kept", pos: pos, move: "A1>",
		want: `kiswahili north to move
north store 0 house destroyed
b 0 0 0 0 13 14 14 14
a 0 0 0 0 0 0 0 2
A 1 2 0 1 1 1 1 0
B 0 0 0 0 0 0 0 0
south store 0 house destroyed`,
	}, {
		name: "free: legal", pos: pos, options: free, legal: []string{"A1>L", "A1>R"},
	}, {
		// Free choice, right kichwa: A8 1, A7 1, A6 1 (empty): end.
		name: "free, right kichwa", pos: pos, options: free, move: "A1>R",
		want: `kiswahili north to move
north store 0 house destroyed
b 0 0 0 0 13 14 14 14
a 0 0 0 0 0 0 0 2
A 0 1 3 0 0 1 1 1
B 0 0 0 0 0 0 0 0
south store 0 house destroyed`,
	}})
}

func TestSeedCap(t *testing.T) {
	// A1 holds 17: too many to start a capture (SEEDCAP-1..4), so although
	// its 17th seed would end in A2 (non-empty after the first lap) facing
	// a7 = 1, the move is a kutakata. A1 is the only occupied front pit:
	// only clockwise (MTAJI-5).
	pos17 := `kiswahili south to move
north store 0 house destroyed
b 0 0 0 0 11 11 12 12
a 0 1 0 0 0 0 0 0
A 17 0 0 0 0 0 0 0
B 0 0 0 0 0 0 0 0
south store 0 house destroyed`
	pos16 := `kiswahili south to move
north store 0 house destroyed
b 0 0 0 0 11 11 12 13
a 0 1 0 0 0 0 0 0
A 16 0 0 0 0 0 0 0
B 0 0 0 0 0 0 0 0
south store 0 house destroyed`
	runEngineCases(t, []engineCase{{
		name: "17 seeds: kutakata only", pos: pos17, legal: []string{"A1>*"},
	}, {
		// 17 clockwise: one seed in every pit, A1 (emptied) gets the 16th,
		// A2 the 17th: A2 2; no capture in a kutakata: relay 2: A3 2, A4 2;
		// relay: A5 2, A6 2; relay: A7 2, A8 2; relay: B8 2, B7 2; relay: B6 2,
		// B5 2; relay: B4 2, B3 2; relay: B2 2, B1 2; relay: A1 2, A2 1 (it was
		// lifted): end.
		name: "17 seeds sown", pos: pos17, move: "A1>*",
		want: `kiswahili north to move
north store 0 house destroyed
b 0 0 0 0 11 11 12 12
a 0 1 0 0 0 0 0 0
A 2 1 2 0 2 0 2 0
B 0 2 0 2 0 2 0 2
south store 0 house destroyed`,
	}, {
		// 16 seeds go once round and the last falls into the emptied A1:
		// every pit holds 1 and the move ends (EN fn 7).
		name: "16 seeds come back to the emptied pit", pos: pos16, move: "A1>*",
		want: `kiswahili north to move
north store 0 house destroyed
b 0 0 0 0 11 11 12 13
a 0 1 0 0 0 0 0 0
A 1 1 1 1 1 1 1 1
B 1 1 1 1 1 1 1 1
south store 0 house destroyed`,
	}})
}

// naiveKutakata sows a kutakata seed by seed on one 16-pit ring with no
// house and no block (SOW-1, SOW-7, KUEN-1): an oracle independent of the
// engine. It returns the seeds sown when the move ends, or -1 when it is
// still going after max seeds.
func naiveKutakata(ring [16]int, start, dir, max int) int {
	hand := ring[start]
	ring[start] = 0
	pos, sown := start, 0
	for sown <= max {
		for ; hand > 0; hand-- {
			pos = (pos + dir + 16) % 16
			ring[pos]++
			sown++
		}
		if ring[pos] == 1 {
			return sown // the last seed fell into an empty pit
		}
		hand, ring[pos] = ring[pos], 0 // relay
	}
	return -1
}

func TestLapLimit(t *testing.T) {
	// A mtaji kutakata with no capture anywhere: North's only front seed, a7,
	// faces South's empty A2. South A7 clockwise relays on and on: the naive
	// sower finds more than 192 seeds sown (in fact it never ends).
	pos := `kiswahili south to move
north store 0 house destroyed
b 0 0 0 0 0 0 0 37
a 0 1 0 0 0 0 0 0
A 3 0 1 0 2 1 2 2
B 2 1 2 3 4 2 0 1
south store 0 house destroyed`
	p, err := ParsePositionText(pos)
	if err != nil {
		t.Fatal(err)
	}
	var ring [16]int
	for i, n := range p.Pits[South] {
		ring[i] = int(n)
	}
	if n := naiveKutakata(ring, 6, 1, 5000); n != -1 {
		t.Fatalf("the naive sower ends after %d seeds; the test needs an endless move", n)
	}
	// The successor contract (RULINGS.md): the move is not made, and the
	// turn passes: the same board with North to move.
	after := strings.Replace(pos, "kiswahili south to move", "kiswahili north to move", 1)
	runEngineCases(t, []engineCase{{
		// INF-1, DISPUTE-13 default: the move is not made, South loses.
		name: "more than 12 laps: the mover loses, the board stays", pos: pos, move: "A7>*",
		want: after, outcome: "north lap-limit",
	}, {
		// FR 1.5.6 read as "only endless moves lose": this one never ends.
		name: "cycle reading", pos: pos, options: map[string]string{"lapLimit": "cycle"}, move: "A7>*",
		want: after, outcome: "north lap-limit",
	}, {
		// AbstractPlay: a relay lifted after more than 192 seeds loses.
		name: "192 at a relay pickup", pos: pos, options: map[string]string{"lapLimit": "192-at-pickup"}, move: "A7>*",
		want: after, outcome: "north lap-limit",
	}, {
		// nkkmd: still going after 512 sowings beyond the first.
		name: "512 relays", pos: pos, options: map[string]string{"lapLimit": "relays-512"}, move: "A7>*",
		want: after, outcome: "north lap-limit",
	}, {
		// Donkers: a move over 100 seeds is not legal at all.
		name: "Donkers' limit makes it illegal", pos: pos, options: map[string]string{"lapLimit": "100-seeds-illegal"},
		move: "A7>*", illegal: "more than 100 seeds",
	}})
	// A short kutakata for contrast: the naive sower and the engine agree.
	if n := naiveKutakata(ring, 0, 1, 5000); n < 0 || n > lapSeeds {
		t.Fatalf("A1> should be short, naive sower: %d", n)
	}
}
