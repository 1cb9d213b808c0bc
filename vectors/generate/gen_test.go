package generate

import (
	"context"
	"testing"

	"github.com/baolakiswahili/conformance/reference"
)

// TestDescribeStartPositions checks features derived by hand.
func TestDescribeStartPositions(t *testing.T) {
	tests := []struct {
		name    string
		p       reference.Position
		moves   int
		capture bool
		phase   string
		house   string
	}{
		// NAMUA-3, NAMUA-5: A6 and A7 both ways; the functional house is not the only pit.
		{"kiswahili", reference.Start(reference.Kiswahili, reference.SetupStandard), 4, false, "namua", "functional"},
		// Every pit holds 2. A front pit i sown clockwise ends in front pit i+2 (i <= 6 of 8:
		// A1..A6), anticlockwise in i-2 (A3..A8); B2, B1 clockwise end in A1, A2; B8, B7
		// anticlockwise in A7, A8. Each of these 16 ends on a non-empty pit facing 2 seeds.
		{"kujifunza", reference.Start(reference.Kujifunza, reference.SetupStandard), 16, true, "mtaji", "none"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f, succ, err := Describe(reference.Rules{}, tc.p)
			if err != nil {
				t.Fatal(err)
			}
			if f.Moves != tc.moves || len(succ) != tc.moves || f.Capture != tc.capture || f.Phase != tc.phase || f.House != tc.house || f.Blocked || f.MustCapture || f.NearEnd {
				t.Errorf("features %+v", f)
			}
		})
	}
}

func TestFilter(t *testing.T) {
	f := Features{Phase: "mtaji", House: "destroyed", Blocked: true, MaxChain: 3, NearEnd: true}
	tests := []struct {
		name string
		fl   Filter
		want bool
	}{
		{"empty filter", Filter{}, true},
		{"phase", Filter{Phase: "mtaji"}, true},
		{"other phase", Filter{Phase: "namua"}, false},
		{"house", Filter{House: "destroyed"}, true},
		{"other house", Filter{House: "functional"}, false},
		{"blocked", Filter{Blocked: true}, true},
		{"must capture", Filter{MustCapture: true}, false},
		{"chain reached", Filter{MinChain: 3}, true},
		{"chain too short", Filter{MinChain: 4}, false},
		{"lap limit", Filter{LapLimit: true}, false},
		{"near end", Filter{NearEnd: true}, true},
	}
	for _, tc := range tests {
		if got := tc.fl.Match(f); got != tc.want {
			t.Errorf("%s: Match = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestGenerateIsSeeded checks that the same options give the same positions
// and that every position is valid.
func TestGenerateIsSeeded(t *testing.T) {
	draw := func(seed uint64) []reference.Position {
		var out []reference.Position
		Random(context.Background(), Options{Variant: reference.Hus, Seed: seed}, func(s Sample) bool {
			if err := s.Position.Validate(); err != nil {
				t.Fatalf("invalid position: %v", err)
			}
			out = append(out, s.Position)
			return len(out) < 200
		})
		return out
	}
	a, b, c := draw(5), draw(5), draw(6)
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("seed 5 gave different positions at %d", i)
		}
	}
	same := true
	for i := range a {
		if a[i] != c[i] {
			same = false
		}
	}
	if same {
		t.Error("seeds 5 and 6 gave the same positions")
	}
}
