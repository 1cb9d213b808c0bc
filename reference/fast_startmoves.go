//go:build !plainrules

package reference

// This file holds the moves namuaCandidates and mtajiCandidates (legal.go)
// copy into their lists of capture starts, worked out once: a Move written
// field by field is four byte stores (the compiler does not merge them),
// a Move copied from a table one 4-byte load and store, a run of eight
// Moves two 16-byte ones. Tests: every test
// of candidates (TestIsStart, TestMovesFastAgrees, TestLegalMovesPlainStarts,
// the vectors) reads the lists they make.

// namuaCaptureRun is the list of namua capture moves (NAMUA-2) from the
// pits of one half of a side's front row (rings 0-3 or 4-7) that a set of
// them, as a nibble, names: by ring, from a central pit (DIR-2) the left
// and the right kichwa, from any other (DIR-1) the move without a kichwa;
// n moves, at most six, the rest zero.
type namuaCaptureRun struct {
	moves [8]Move
	n     int
}

// namuaCaptureRuns holds namuaCaptureRun for each side, half of the front
// row and nibble: namuaCandidates lists a side's capture moves as the run of
// the low half's set followed by the high half's, two copies of 32 bytes
// (no loop over the rings: how many there are is data, and a loop's exit
// on it mispredicts).
var namuaCaptureRuns = func() (t [2][2][16]namuaCaptureRun) {
	for s := range t {
		for half := range t[s] {
			for set := range t[s][half] {
				run := &t[s][half][set]
				for b := range 4 {
					if set>>b&1 == 0 {
						continue
					}
					i := Ring(4*half + b)
					pit := PitOf(Side(s), i)
					if centralRing(i) {
						run.moves[run.n] = Move{Pit: pit, Kichwa: LeftKichwa}
						run.moves[run.n+1] = Move{Pit: pit, Kichwa: RightKichwa}
						run.n += 2
					} else {
						run.moves[run.n] = Move{Pit: pit}
						run.n++
					}
				}
			}
		}
	}
	return t
}()

// mtajiStartMoves holds, for each side and ring, the mtaji starts from that
// pit without a kichwa (MTAJI-2, MTAJI-4): clockwise, then counter-clockwise.
var mtajiStartMoves = func() (t [2][RingSize][2]Move) {
	for s := range t {
		for i := range t[s] {
			pit := PitOf(Side(s), Ring(i))
			t[s][i] = [2]Move{{Pit: pit, Dir: CW}, {Pit: pit, Dir: CCW}}
		}
	}
	return t
}()
