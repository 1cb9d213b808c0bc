package reference

import (
	"errors"
	"strings"
	"testing"
)

// TestIllegalKinds checks that every kind has its own stable name and that
// the message built from an error cites the kind's rule IDs.
func TestIllegalKinds(t *testing.T) {
	seen := map[string]IllegalKind{}
	a4 := PitOf(South, 3)
	for _, k := range IllegalKinds() {
		name := k.String()
		if name == "" || strings.HasPrefix(name, "illegal-kind(") {
			t.Errorf("kind %d has no name", k)
		}
		if other, ok := seen[name]; ok {
			t.Errorf("kinds %d and %d share the name %q", other, k, name)
		}
		seen[name] = k
		e := illegalBecause(k, South, Move{Pit: a4, Dir: CW}, Move{Pit: PitOf(South, 4), Dir: CCW}, PitOf(North, 2))
		for _, id := range k.Rules() {
			if !strings.Contains(e.Reason, id) {
				t.Errorf("%s: message %q does not cite %s", k, e.Reason, id)
			}
		}
		if !errors.Is(e, ErrIllegalMove) {
			t.Errorf("%s does not wrap ErrIllegalMove", k)
		}
	}
}

// TestIllegalKindFromApply checks that Apply's error carries the kind, the
// rule IDs and the pits, not only a message.
func TestIllegalKindFromApply(t *testing.T) {
	start := Start(Kiswahili, SetupStandard)
	a1 := PitOf(South, 0)
	cases := []struct {
		name  string
		m     Move
		kind  IllegalKind
		rules []string
		pit   Pit
	}{
		{"empty pit", Move{Pit: a1, Dir: CW}, IllegalEmptyPit, nil, a1},
		{"opponent's pit", Move{Pit: PitOf(North, 4), Dir: CW}, IllegalOpponentPit, nil, PitOf(North, 4)},
		{"kichwa not a choice", Move{Pit: PitOf(South, 5), Dir: CW, Kichwa: LeftKichwa}, IllegalKichwaNotAChoice, []string{"DIR-1", "DIR-3", "DIR-4"}, PitOf(South, 5)},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Apply(Rules{}, start, tc.m)
			var ie *IllegalMoveError
			if !errors.As(err, &ie) {
				t.Fatalf("Apply(%s) = %v, want an IllegalMoveError", tc.m, err)
			}
			if ie.Kind != tc.kind || strings.Join(ie.Rules, ",") != strings.Join(tc.rules, ",") || ie.Pit != tc.pit {
				t.Errorf("Apply(%s): kind %s rules %v pit %s, want %s %v %s", tc.m, ie.Kind, ie.Rules, ie.Pit, tc.kind, tc.rules, tc.pit)
			}
		})
	}
}
