package reference

// This file holds the moves namuaCandidates and mtajiCandidates (legal.go)
// copy into their lists of capture starts, worked out once: a Move written
// field by field is four byte stores (the compiler does not merge them),
// a Move copied from a table one 4-byte load and store. Tests: every test
// of candidates (TestIsStart, TestMovesFastAgrees, TestLegalMovesPlainStarts,
// the vectors) reads the lists they make.

// namuaCaptureMoves holds, for each side and front ring, the namua capture
// moves from that pit (NAMUA-2) as namuaCandidates lists them: from a
// central pit (DIR-2) the left and the right kichwa; from any other (DIR-1)
// the move without a kichwa, twice (namuaCandidates keeps it once).
var namuaCaptureMoves = func() (t [2][8][2]Move) {
	for s := range t {
		for i := range t[s] {
			pit := PitOf(Side(s), Ring(i))
			if centralRing(Ring(i)) {
				t[s][i] = [2]Move{{Pit: pit, Kichwa: LeftKichwa}, {Pit: pit, Kichwa: RightKichwa}}
			} else {
				t[s][i] = [2]Move{{Pit: pit}, {Pit: pit}}
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
