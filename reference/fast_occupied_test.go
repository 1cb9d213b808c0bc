//go:build !plainrules

package reference

import (
	"encoding/binary"
	"math/rand/v2"
	"testing"
)

// TestOccupied checks the word-at-a-time test for non-empty pits against a
// pit-by-pit loop.
func TestOccupied(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for k := 0; k < 10000; k++ {
		var row [8]uint8
		for i := range row {
			if rng.IntN(3) > 0 {
				row[i] = uint8(rng.IntN(65))
			}
		}
		var want uint8
		for i, n := range row {
			if n != 0 {
				want |= 1 << i
			}
		}
		if got := occupied(binary.LittleEndian.Uint64(row[:])); got != want {
			t.Fatalf("occupied(%v) = %08b, want %08b", row, got, want)
		}
	}
}
