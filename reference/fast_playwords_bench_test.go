//go:build !plainrules

package reference

import "testing"

// BenchmarkPlayWords times the sowing loop of Moves' fast form (playWords,
// fast_moves.go) alone, on every start of W1's positions that prepareFast
// admits, in two orders:
//
//	w1        the starts in W1's order: each move's decisions (capture,
//	          relay, end) are new to the branch predictor, as in W1
//	repeated  each start 1,024 times in a row: the predictor learns its
//	          decisions, so what remains is the loop's own work
//
// The difference between the two is the cost of the mispredicted branches
// (about half of playWords' time when this was written: ~40 against ~21
// CPU-ns a start). It reports CPU time per start.
func BenchmarkPlayWords(b *testing.B) {
	for _, prof := range benchProfiles {
		starts := fastStarts(b, prof)
		for _, order := range []struct {
			name  string
			shift uint // start i%len is played at iteration i<<shift
		}{{"w1", 0}, {"repeated", 10}} {
			b.Run(prof+"/"+order.name, func(b *testing.B) {
				var sum uint64
				clk := startCPU(b)
				for i := 0; i < b.N; i++ {
					st := &starts[(i>>order.shift)%len(starts)]
					if w, captured, _, how := st.f.playWords(&st.m); how != gaveUp {
						sum += w.lo + uint64(captured)
					}
				}
				playWordsSink = sum
				clk.report(b, float64(b.N), "starts")
			})
		}
	}
}

// playWordsSink keeps BenchmarkPlayWords' results alive.
var playWordsSink uint64

// fastStart is one start of a position with the position's prepared fast form.
type fastStart struct {
	f *fastMoves
	m Move
}

// fastStarts lists, in W1's order, the starts of W1's positions whose moves
// moves' fast form plays (no obligation, prepareFast admits the position)
// under profile prof.
func fastStarts(tb testing.TB, prof string) []fastStart {
	pos := benchPositions(tb)
	r, err := Profile(prof)
	if err != nil {
		tb.Fatal(err)
	}
	var out []fastStart
	for i := range pos {
		p := &pos[i]
		if turnStartOutcome(&r, p).Over() {
			continue
		}
		var cb [maxCandidates]Move
		cands, capture := candidates(&r, p, cb[:0])
		if _, oblige := bindingObligation(&r, p, cands, capture); oblige {
			continue
		}
		var s sim
		s.setRules(&r)
		f := new(fastMoves)
		if !s.prepareFast(p, capture, f) {
			continue
		}
		for _, c := range cands {
			out = append(out, fastStart{f, c})
		}
	}
	return out
}
