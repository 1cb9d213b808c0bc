package reference

// ApplyLegal is Apply for a move that LegalMoves (or Moves) has just listed
// for p under r, as a search loop plays them: it does not test again what
// the listing established, that p is valid and its game goes on and that m
// is one of its legal moves (with its kichwa and safari choices, within the
// move limit, fulfilling the blocker's obligation). For such a move its
// result is Apply's. Given any other move or position it returns a result
// of no meaning, or Apply's error, but never panics: use Apply for moves
// and positions from elsewhere (a user, a file, another program).
//
// A position with a block, an obligation or a lasting block, a Hus Bao
// position and a move that no legal move is like (not an own pit; a mtaji
// move without a direction; a namua one without a direction, which is a
// capture, not from the front row) go through Apply in full.
func ApplyLegal(r Rules, p Position, m Move) (Result, error) {
	if p.ToMove > North || p.Blocked != NoPit || p.MustCapture != NoPit || p.Lasting[0].On || p.Lasting[1].On ||
		p.Variant == Hus || !m.Pit.Valid() || m.Pit.Side() != p.ToMove || m.Dir < CCW || m.Dir > CW {
		return Apply(r, p, m)
	}
	// Whether m is a capture move, read from its own start as isStart reads
	// it for a legal move: a namua capture is the hand seed without a
	// direction (NAMUA-2), a mtaji capture a start whose first sowing ends
	// on a marker (MTAJI-2, CAP-8).
	var capture bool
	if p.Phase() == Namua {
		capture = m.Dir == NoDir
		if capture && !m.Pit.Ring().Front() {
			return Apply(r, p, m)
		}
	} else {
		if m.Dir == NoDir {
			return Apply(r, p, m)
		}
		_, capture = mtajiCaptureStart(&r, &p, m)
	}
	var s sim
	s.setRules(&r)
	s.play(&p, m, capture, false)
	if s.tooLong || (m.Safari && !s.decision) {
		return Apply(r, p, m) // not a legal move (DISPUTE-13, HOUSE-4): Apply says why
	}
	return s.finish(&p), nil
}
