package reference

import (
	"math/rand/v2"
	"testing"
)

// BenchmarkW2Parts splits workload W2's ply (BenchmarkW2's
// legalmoves-apply loop) into its calls, each timed alone on the first
// 8,192 plies of the same sequence (the same seed, the same picks), in
// order:
//
//	legalmoves  LegalMoves of the ply's position
//	apply       Apply of the move picked
//	applylegal  ApplyLegal of the same move
//
// The three do not add up to W2's ply: in W2 each call meets the position
// its caller has just copied (the CPU may wait for those stores), and the
// loop's own work (the pick, the copies) is left out. Use it to see which
// part a change moves. It reports CPU time per ply.
func BenchmarkW2Parts(b *testing.B) {
	for _, prof := range benchProfiles {
		r, err := Profile(prof)
		if err != nil {
			b.Fatal(err)
		}
		plies := w2Plies(b, r, 8192)
		b.Run("legalmoves/"+prof, func(b *testing.B) {
			buf := make([]Move, 0, maxSuccessors)
			n := 0
			clk := startCPU(b)
			for i := 0; i < b.N; i++ {
				ms, _ := LegalMoves(r, plies[i%len(plies)].p, buf[:0])
				n += len(ms)
			}
			w2PartsSink = n
			clk.report(b, float64(b.N), "plies")
		})
		for _, legal := range []bool{false, true} {
			name := "apply/"
			if legal {
				name = "applylegal/"
			}
			b.Run(name+prof, func(b *testing.B) {
				n := 0
				clk := startCPU(b)
				for i := 0; i < b.N; i++ {
					pl := &plies[i%len(plies)]
					var res Result
					if legal { // the same every ply: a branch the CPU predicts
						res, _ = ApplyLegal(r, pl.p, pl.m)
					} else {
						res, _ = Apply(r, pl.p, pl.m)
					}
					n += int(res.Position.Store[0])
				}
				w2PartsSink = n
				clk.report(b, float64(b.N), "plies")
			})
		}
	}
}

// w2PartsSink keeps BenchmarkW2Parts' results alive.
var w2PartsSink int

// w2Ply is one ply of W2: the position and the move picked.
type w2Ply struct {
	p Position
	m Move
}

// w2Plies returns the first n plies of BenchmarkW2's sequence under r (the
// same start, seed and picks as its legalmoves-apply loop).
func w2Plies(tb testing.TB, r Rules, n int) []w2Ply {
	tb.Helper()
	rng := rand.New(rand.NewPCG(3, 3))
	start := Start(Kiswahili, SetupStandard)
	p, plies := start, 0
	var out []w2Ply
	buf := make([]Move, 0, maxSuccessors)
	for len(out) < n {
		ms, err := LegalMoves(r, p, buf[:0])
		if err != nil {
			tb.Fatal(err)
		}
		if len(ms) == 0 {
			p, plies = start, 0
			continue
		}
		m := ms[rng.IntN(len(ms))]
		out = append(out, w2Ply{p, m})
		res, err := Apply(r, p, m)
		if err != nil {
			tb.Fatal(err)
		}
		p, plies = res.Position, plies+1
		if res.Outcome.Over() || plies == 1000 {
			p, plies = start, 0
		}
	}
	return out
}
