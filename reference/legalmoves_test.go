package reference

import (
	"fmt"
	"iter"
	"maps"
	"math/rand/v2"
	"slices"
	"testing"
)

// ruleSets returns every profile and, for each option, each of its
// readings on top of the default rules, by name in order (a test drawing
// random positions for each draws the same ones every run).
func ruleSets(t *testing.T) iter.Seq2[string, Rules] {
	t.Helper()
	sets := ruleSetMap(t)
	return func(yield func(string, Rules) bool) {
		for _, name := range slices.Sorted(maps.Keys(sets)) {
			if !yield(name, sets[name]) {
				return
			}
		}
	}
}

// ruleSetMap is ruleSets as a map.
func ruleSetMap(t *testing.T) map[string]Rules {
	t.Helper()
	out := map[string]Rules{}
	for _, name := range ProfileNames() {
		r, err := Profile(name)
		if err != nil {
			t.Fatal(err)
		}
		out["profile "+name] = r
	}
	for _, o := range Options {
		for _, reading := range o.Readings[1:] {
			var r Rules
			if err := o.Set(&r, reading); err != nil {
				t.Fatal(err)
			}
			out[fmt.Sprintf("%s=%s", o.Name, reading)] = r
		}
	}
	return out
}

// playedPositions plays seeded random games under r (a uniform pick among
// Moves) and keeps every position where the game goes on.
func playedPositions(r Rules, v Variant, n int, seed uint64) []Position {
	rng := rand.New(rand.NewPCG(seed, uint64(v)))
	var out []Position
	var buf [maxSuccessors]Successor
	for games := 0; len(out) < n && games < 4*n; games++ {
		p := Start(v, SetupStandard)
		for ply := 0; ply < 300 && len(out) < n; ply++ {
			succ := moves(&r, &p, buf[:0])
			if len(succ) == 0 {
				break
			}
			out = append(out, p)
			next := succ[rng.IntN(len(succ))]
			if next.Outcome.Over() {
				break
			}
			p = next.Position
		}
	}
	return out
}

// TestFastPathsAgreeWithMoves checks the paths that avoid playing every move
// against Moves, which plays them all: LegalMoves lists the same moves,
// Apply gives each the same result, Status agrees on whether a move exists,
// under every profile and every option reading.
func TestFastPathsAgreeWithMoves(t *testing.T) {
	checked := 0
	for name, r := range ruleSets(t) {
		var pos []Position
		for _, v := range []Variant{Kiswahili, Kujifunza, Hus} {
			pos = append(pos, playedPositions(r, v, 120, 5)...)
		}
		for i := range pos {
			p := &pos[i]
			succ := moves(&r, p, nil)
			var want []Move
			for _, s := range succ {
				want = append(want, s.Move)
			}
			got := legalMoves(&r, p, nil)
			if !slices.Equal(got, want) {
				t.Fatalf("%s: position %s: LegalMoves %v, Moves %v", name, mustJSON(t, p), got, want)
			}
			if o := status(&r, p); o.Over() != (len(succ) == 0) {
				t.Fatalf("%s: position %s: status %v with %d moves", name, mustJSON(t, p), o, len(succ))
			}
			checked += len(succ)
			for _, s := range succ {
				res, err := Apply(r, *p, s.Move)
				if err != nil || res != s.Result {
					t.Fatalf("%s: position %s, move %s: Apply %+v, %v; Moves %+v", name, mustJSON(t, p), s.Move, res, err, s.Result)
				}
			}
		}
	}
	t.Logf("%d moves checked", checked)
}

func mustJSON(t *testing.T, p *Position) string {
	t.Helper()
	b, err := p.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
