//go:build !plainrules

package reference

import (
	"maps"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestMovesQuickTurn holds Moves, which asks quickTurn first and then goes
// on with movesOn, to its general path (validateFor, moves): the same
// successors and the same error, on positions of random games, random deals
// and corrupted copies of both (as TestQuickStart deals them), in every
// variant, under every profile, every option reading and random rule sets.
func TestMovesQuickTurn(t *testing.T) {
	rng := rand.New(rand.NewPCG(23, 23))
	sets := proofRuleSets(t, rng)
	checked := 0
	for _, name := range slices.Sorted(maps.Keys(sets)) {
		r := sets[name]
		pos := quickPositions(rng, r, 20, 40)
		for _, p := range pos {
			q := p
			var want []Successor
			wantErr := q.validateFor(&r)
			if wantErr == nil {
				want = moves(&r, &q, nil)
			}
			got, err := Moves(r, p, staleBuffer(make([]Successor, 128)))
			if !slices.Equal(got, want) || (err == nil) != (wantErr == nil) || (err != nil && err.Error() != wantErr.Error()) {
				t.Fatalf("%s: position %+v: Moves %v, %v; general path %v, %v", name, p, got, err, want, wantErr)
			}
			if len(got) != 0 {
				checked++
			}
		}
	}
	if checked == 0 {
		t.Fatal("no position with moves: the test tests nothing")
	}
}
