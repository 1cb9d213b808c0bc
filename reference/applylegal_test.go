package reference

import (
	"math/rand/v2"
	"testing"
	"unsafe"
)

// TestApplyLegal checks ApplyLegal against Apply for every move LegalMoves
// lists, on positions of random games (blocks and obligations among them)
// and of random deals in every variant, under every profile and every option
// reading; and that every move a caller could pass leaves it without a panic.
func TestApplyLegal(t *testing.T) {
	rng := rand.New(rand.NewPCG(12, 12))
	all := everyMove()
	var checked int
	for name, r := range ruleSets(t) {
		var pos []Position
		for _, v := range []Variant{Kiswahili, Kujifunza, Hus} {
			pos = append(pos, playedPositions(r, v, 100, 5)...)
			for range 100 {
				if p := randomPosition(rng, v); p.validateFor(&r) == nil && !turnStartOutcome(&r, &p).Over() && !cycleSearched(&r, &p) {
					pos = append(pos, p)
				}
			}
		}
		for i := range pos {
			p := pos[i]
			ms, err := LegalMoves(r, p, nil)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range ms {
				want, err := Apply(r, p, m)
				if err != nil {
					t.Fatalf("%s: position %s, move %s: Apply: %v", name, mustJSON(t, &p), m, err)
				}
				got, err := ApplyLegal(r, p, m)
				if err != nil || got != want {
					t.Fatalf("%s: position %s, move %s: ApplyLegal %+v, %v; Apply %+v", name, mustJSON(t, &p), m, got, err, want)
				}
				checked++
			}
			if i%10 == 0 {
				for _, m := range all {
					_, _ = ApplyLegal(r, p, m) // no panic
				}
			}
		}
	}
	t.Logf("%d legal moves checked", checked)
}

// TestApplyLegalNeverPanics passes ApplyLegal positions whose bytes are
// random (anything a caller could build) with random moves.
func TestApplyLegalNeverPanics(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 13))
	all := everyMove()
	for name, r := range ruleSets(t) {
		for range 3000 {
			var p Position
			b := unsafe.Slice((*byte)(unsafe.Pointer(&p)), unsafe.Sizeof(p))
			for i := range b {
				b[i] = uint8(rng.IntN(256))
				if rng.IntN(3) == 0 {
					b[i] %= 4
				}
			}
			if rng.IntN(2) == 0 {
				p.ToMove &= 1
			}
			if rng.IntN(2) == 0 {
				p.Blocked, p.MustCapture, p.Lasting = NoPit, NoPit, [2]LastingBlock{}
			}
			m := all[rng.IntN(len(all))]
			func() {
				defer func() {
					if e := recover(); e != nil {
						t.Fatalf("%s: position %+v, move %+v: panic %v", name, p, m, e)
					}
				}()
				_, _ = ApplyLegal(r, p, m)
			}()
		}
	}
}
