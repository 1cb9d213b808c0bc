//go:build !plainrules

package reference

// This file chooses, in the default build, between each rule's plain form
// (the rule files, doc.go) and its fast form (the fast_*.go files): here the
// fast form. Under the build tag plainrules, dispatch_plain.go chooses the
// plain forms, and the fast files are left out of the build: the engine
// then plays by the rule files alone (go test -tags plainrules).

// fastForms says whether this build has the fast forms.
const fastForms = true

// Each pair below: the name the rule files call, and the fast form it runs.

func frontEmpty(pits *[RingSize]uint8) bool               { return fastFrontEmpty(pits) }
func frontRings(pits *[RingSize]uint8) uint8              { return fastFrontRings(pits) }
func facingRings(opp *[RingSize]uint8) uint8              { return fastFacingRings(opp) }
func pairRings(pits *[RingSize]uint8) uint16              { return fastPairRings(pits) }
func noPairs(pits *[RingSize]uint8) bool                  { return fastNoPairs(pits) }
func sow(ring *[RingSize]uint8, first Ring, n int, d Dir) { fastSow(ring, first, n, d) }
func mtajiStarts(r *Rules, mine, opp *[RingSize]uint8) (cw, ccw uint16) {
	return fastMtajiStarts(r, mine, opp)
}
func namuaCandidates(r *Rules, p *Position, buf []Move) ([]Move, bool) {
	return fastNamuaCandidates(r, p, buf)
}
func mtajiCandidates(r *Rules, p *Position, buf []Move) ([]Move, bool) {
	return fastMtajiCandidates(r, p, buf)
}
func total(p *Position) int               { return fastTotal(p) }
func pitsOver(pits *[RingSize]uint8) bool { return fastPitsOver(pits) }
func mtajiTargets(r *Rules, mine, opp *[RingSize]uint8) uint8 {
	return fastMtajiTargets(r, mine, opp)
}
func hasMove(r *Rules, p *Position) bool { return fastHasMove(r, p) }
func movesOn(r *Rules, p *Position, buf []Successor) []Successor {
	return fastMovesOn(r, p, buf)
}
func legalMovesOn(r *Rules, p *Position, buf []Move) []Move { return fastLegalMovesOn(r, p, buf) }

// The entries where a fast form may take over a whole step, each reporting
// whether it did.

// applyFast and applyLegalFast: Apply's and ApplyLegal's common positions.
func applyFast(r *Rules, p *Position, m Move, res *Result) bool { return fastApply(r, p, m, res) }
func applyLegalFast(r *Rules, p *Position, m Move, res *Result) bool {
	return fastApplyLegal(r, p, m, res)
}

// quickGoesOn: Moves and LegalMoves list the moves of a position quickTurn
// (fast_apply.go) finds valid and going on in one pass, without validateFor
// and turnStartOutcome. (A test and a call, so that it inlines into them.)
func quickGoesOn(r *Rules, p *Position) bool {
	v, _, _ := quickTurn(r, p)
	return v == quickOn
}
