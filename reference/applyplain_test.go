package reference

import (
	"math/rand/v2"
	"testing"
)

// corrupt changes one or two fields or pits of p at random (a byte set, or
// one more or one less), as a position from a file or a program may be
// wrong; with the blocks and obligation sometimes set to a pit.
func corrupt(rng *rand.Rand, p *Position) {
	fields := []*uint8{(*uint8)(&p.Variant), (*uint8)(&p.ToMove), &p.Store[0], &p.Store[1],
		(*uint8)(&p.House[0]), (*uint8)(&p.House[1]), (*uint8)(&p.Blocked), (*uint8)(&p.MustCapture),
		(*uint8)(&p.Lasting[0].Ring), &p.Lasting[1].Turns}
	for s := range p.Pits {
		for i := range p.Pits[s] {
			fields = append(fields, &p.Pits[s][i], &p.Pits[s][i])
		}
	}
	for range 1 + rng.IntN(2) {
		f := fields[rng.IntN(len(fields))]
		switch rng.IntN(3) {
		case 0:
			*f = uint8(rng.IntN(256))
		case 1:
			*f++
		default:
			*f--
		}
	}
	switch rng.IntN(12) {
	case 0:
		p.Blocked = Pit(rng.IntN(32))
	case 1:
		p.MustCapture = Pit(rng.IntN(32))
	case 2:
		p.Lasting[rng.IntN(2)] = LastingBlock{On: true, Ring: Ring(rng.IntN(8))}
	}
}

// TestApplyPlain checks Apply's path for plain positions (applyPlain) against
// the general apply: the same result, or the same error, for every move a
// caller may pass (a sample, each with and without a safari, and the legal
// moves) on positions of random
// games, random deals and corrupted copies of both, in every variant, under
// every profile and every option reading.
func TestApplyPlain(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 15))
	var all []Move
	for _, m := range everyMove() {
		all = append(all, m)
		m.Safari = true
		all = append(all, m)
	}
	plain, legal := 0, 0
	for name, r := range ruleSets(t) {
		var pos []Position
		for _, v := range []Variant{Kiswahili, Kujifunza, Hus} {
			pos = append(pos, playedPositions(r, v, 60, 8)...)
			for range 60 {
				if p := randomPosition(rng, v); !cycleSearched(&r, &p) {
					pos = append(pos, p)
				}
			}
		}
		for i := range len(pos) {
			p := pos[i]
			corrupt(rng, &p)
			pos = append(pos, p)
		}
		for i := range pos {
			p := pos[i]
			if p.plainValid(&r) {
				plain++
			}
			// Its legal moves, each with the safari flag flipped, and a
			// sample of every move a caller may pass.
			lm, err := LegalMoves(r, p, nil)
			if err != nil {
				lm = nil
			}
			for _, m := range probeMoves(rng, lm, all, 60) {
				q := p
				want, _, wantErr := apply(&r, &q, m, nil)
				got, err := Apply(r, p, m)
				if got != want || (err == nil) != (wantErr == nil) || (err != nil && err.Error() != wantErr.Error()) {
					t.Fatalf("%s: position %+v, move %+v: Apply %+v, %v; apply %+v, %v", name, p, m, got, err, want, wantErr)
				}
				if err == nil {
					legal++
				}
			}
		}
	}
	t.Logf("%d positions plain, %d legal moves", plain, legal)
}

// probeMoves returns the moves TestApplyPlain and TestQuickStart try on a
// position: each of its legal moves and the same with the safari flag
// flipped (a twin that may or may not be legal) and sown the other way, then n moves drawn from
// all (everyMove: legal or not).
func probeMoves(rng *rand.Rand, legal, all []Move, n int) []Move {
	var ms []Move
	for _, m := range legal {
		ms = append(ms, m)
		m.Safari = !m.Safari
		ms = append(ms, m)
		m.Safari, m.Dir = !m.Safari, -m.Dir // the other way (DISPUTE-11's lone kichwa)
		ms = append(ms, m)
	}
	for range n {
		ms = append(ms, all[rng.IntN(len(all))])
	}
	return ms
}
