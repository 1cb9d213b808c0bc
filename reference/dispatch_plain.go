//go:build plainrules

package reference

// This file chooses, under the build tag plainrules, each rule's plain form
// (the rule files, doc.go): the fast_*.go files are left out of the build,
// and the engine plays by the rule files alone. dispatch_fast.go chooses
// the fast forms in the default build.

// fastForms says whether this build has the fast forms.
const fastForms = false

func frontEmpty(pits *[RingSize]uint8) bool               { return plainFrontEmpty(pits) }
func frontRings(pits *[RingSize]uint8) uint8              { return plainFrontRings(pits) }
func facingRings(opp *[RingSize]uint8) uint8              { return plainFacingRings(opp) }
func pairRings(pits *[RingSize]uint8) uint16              { return plainPairRings(pits) }
func noPairs(pits *[RingSize]uint8) bool                  { return plainNoPairs(pits) }
func sow(ring *[RingSize]uint8, first Ring, n int, d Dir) { plainSow(ring, first, n, d) }
func mtajiStarts(r *Rules, mine, opp *[RingSize]uint8) (cw, ccw uint16) {
	return plainMtajiStarts(r, mine, opp)
}
func namuaCandidates(r *Rules, p *Position, buf []Move) ([]Move, bool) {
	return plainNamuaCandidates(r, p, buf)
}
func mtajiCandidates(r *Rules, p *Position, buf []Move) ([]Move, bool) {
	return plainMtajiCandidates(r, p, buf)
}
func total(p *Position) int               { return plainTotal(p) }
func pitsOver(pits *[RingSize]uint8) bool { return plainPitsOver(pits) }
func mtajiTargets(r *Rules, mine, opp *[RingSize]uint8) uint8 {
	return plainMtajiTargets(r, mine, opp)
}
func hasMove(r *Rules, p *Position) bool { return plainHasMove(r, p) }
func movesOn(r *Rules, p *Position, buf []Successor) []Successor {
	return plainMovesOn(r, p, buf)
}
func legalMovesOn(r *Rules, p *Position, buf []Move) []Move { return plainLegalMovesOn(r, p, buf) }

// No fast form takes over a step.

func (s *sim) startFast(*Position, Move, bool) bool        { return false }
func applyFast(*Rules, *Position, Move, *Result) bool      { return false }
func applyLegalFast(*Rules, *Position, Move, *Result) bool { return false }
func quickGoesOn(_ *Rules, _ *Position) bool               { return false }
