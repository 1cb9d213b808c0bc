package reference

import "testing"

// TestSowMatchesSeedBySeed checks sow (in the build's form) and lastSown
// against sowing one seed at a time (SOW-1), for every start, count and
// direction.
func TestSowMatchesSeedBySeed(t *testing.T) {
	for _, d := range []Dir{CW, CCW} {
		for first := Ring(0); first < RingSize; first++ {
			for n := 1; n <= 40; n++ {
				pits := [RingSize]uint8{3, 0, 1, 0, 7, 2, 2, 0, 0, 1, 0, 0, 5, 0, 0, 1}
				want := pits
				r := first
				for k := 0; k < n; k++ {
					want[r]++
					if k < n-1 {
						r = r.Step(d)
					}
				}
				sow(&pits, first, n, d)
				last := lastSown(first, n, d)
				if last != r || pits != want {
					t.Fatalf("sow(%d, %d, %s): last %d pits %v, want last %d pits %v", first, n, d, last, pits, r, want)
				}
			}
		}
	}
}
