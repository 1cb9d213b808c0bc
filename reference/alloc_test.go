package reference

import (
	"math/rand/v2"
	"testing"
)

// TestZeroAllocs checks the memory requirement: Apply without trace
// and move generation (Moves, LegalMoves) into a caller's buffer do not allocate.
func TestZeroAllocs(t *testing.T) {
	pos := samplePositions(t, Kiswahili, 200)
	var r Rules
	buf := make([]Successor, 0, maxSuccessors)
	if n := testing.AllocsPerRun(20, func() {
		for i := range pos {
			buf, _ = Moves(r, pos[i], buf[:0])
		}
	}); n != 0 {
		t.Errorf("Moves allocates %v times per run of %d positions, want 0", n, len(pos))
	}
	mb := make([]Move, 0, maxSuccessors)
	if n := testing.AllocsPerRun(20, func() {
		for i := range pos {
			mb, _ = LegalMoves(r, pos[i], mb[:0])
		}
	}); n != 0 {
		t.Errorf("LegalMoves allocates %v times per run of %d positions, want 0", n, len(pos))
	}
	var cb [maxCandidates]Move
	if n := testing.AllocsPerRun(20, func() {
		for i := range pos {
			c, _ := candidates(&r, &pos[i], cb[:0])
			if _, err := Apply(r, pos[i], c[0]); err != nil {
				t.Fatal(err)
			}
		}
	}); n != 0 {
		t.Errorf("Apply allocates %v times per run of %d moves, want 0", n, len(pos))
	}
	rng := rand.New(rand.NewPCG(1, 2))
	start := Start(Kiswahili, SetupStandard)
	if n := testing.AllocsPerRun(20, func() { _, _ = RandomGame(r, start, rng, 1000) }); n != 0 {
		t.Errorf("RandomGame allocates %v times per game, want 0", n)
	}
}
