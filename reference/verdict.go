package reference

// This file is the verdict asked of every successor: has the side to move a
// legal move at all (END-2)?

// plainHasMove reports whether the side to move of p has a legal move:
// some start of candidates played is a move (legalPlays; under Donkers'
// limit, DISPUTE-13, a move over it is none). A safari never makes a move
// where its start made none: a start that stops in the house is a move
// within any limit the safari is, and one that never stops there has none.
func plainHasMove(r *Rules, p *Position) bool {
	var buf startList
	cands, capture := candidates(r, p, buf.m[:0])
	var s sim
	s.setRules(r)
	return s.next(&legalPlays{p: p, cands: cands, capture: capture})
}
