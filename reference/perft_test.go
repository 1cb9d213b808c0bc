package reference

import "testing"

// TestPerftDivideN checks that the parallel count equals the serial one, for
// every worker count, at depths where the tree is cut and where it is not.
func TestPerftDivideN(t *testing.T) {
	start := Start(Kiswahili, SetupStandard)
	for _, depth := range []int{1, 2, 5} {
		want, err := PerftDivide(Rules{}, start, depth)
		if err != nil {
			t.Fatal(err)
		}
		for _, workers := range []int{0, 1, 3} {
			got, err := PerftDivideN(Rules{}, start, depth, workers)
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(want) {
				t.Fatalf("depth %d, %d workers: %d entries, want %d", depth, workers, len(got), len(want))
			}
			for i := range want {
				if got[i] != want[i] {
					t.Errorf("depth %d, %d workers: entry %d = %+v, want %+v", depth, workers, i, got[i], want[i])
				}
			}
		}
	}
}
