package reference

import "testing"

// TestPlaceMatchesSeedBySeed checks the word-at-a-time sowing of place
// against sowing one seed at a time (SOW-1), for every start, count and direction.
func TestPlaceMatchesSeedBySeed(t *testing.T) {
	for _, d := range []Dir{CW, CCW} {
		for first := Ring(0); first < RingSize; first++ {
			for n := 1; n <= 40; n++ {
				var s sim
				s.setRules(&Rules{})
				s.dir, s.limit = d, lapSeeds
				s.p.Pits[0] = [RingSize]uint8{3, 0, 1, 0, 7, 2, 2, 0, 0, 1, 0, 0, 5, 0, 0, 1}
				want := s.p.Pits[0]
				r := first
				for k := 0; k < n; k++ {
					want[r]++
					if k < n-1 {
						r = r.Step(d)
					}
				}
				last, ok := s.place(first, n, "SOW-1")
				if !ok || last != r || s.p.Pits[0] != want {
					t.Fatalf("place(%d, %d, %s): last %d ok %v pits %v, want last %d pits %v", first, n, d, last, ok, s.p.Pits[0], r, want)
				}
			}
		}
	}
}
