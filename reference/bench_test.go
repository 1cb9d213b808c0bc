package reference

import (
	"math/rand/v2"
	"testing"
)

// samplePositions plays seeded random games and keeps every position reached
// (namua and mtaji mixed) where the side to move has a move.
func samplePositions(tb testing.TB, v Variant, n int) []Position {
	tb.Helper()
	rng := rand.New(rand.NewPCG(1, uint64(v)))
	var r Rules
	var out []Position
	var buf [maxSuccessors]Successor
	for len(out) < n {
		p := Start(v, SetupStandard)
		for ply := 0; ply < 400 && len(out) < n; ply++ {
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

// BenchmarkMoves measures legal-move generation with every resulting
// position, on positions sampled from random games.
func BenchmarkMoves(b *testing.B) {
	for _, v := range []Variant{Kiswahili, Kujifunza} {
		b.Run(v.String(), func(b *testing.B) {
			pos := samplePositions(b, v, 4096)
			var r Rules
			buf := make([]Successor, 0, maxSuccessors)
			var succ uint64
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				succ += uint64(len(moves(&r, &pos[i%len(pos)], buf[:0])))
			}
			b.ReportMetric(float64(succ)/b.Elapsed().Seconds(), "successors/s")
		})
	}
}

// BenchmarkRandomGame measures whole random games from the start.
func BenchmarkRandomGame(b *testing.B) {
	for _, v := range []Variant{Kiswahili, Kujifunza} {
		b.Run(v.String(), func(b *testing.B) {
			rng := rand.New(rand.NewPCG(7, 7))
			var plies int
			start := Start(v, SetupStandard)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				g, _ := RandomGame(Rules{}, start, rng, 100000)
				plies += g.Plies
			}
			b.ReportMetric(float64(plies)/b.Elapsed().Seconds(), "plies/s")
		})
	}
}

// BenchmarkApply measures Apply without trace.
func BenchmarkApply(b *testing.B) {
	pos := samplePositions(b, Kiswahili, 1024)
	var r Rules
	type pm struct {
		p Position
		m Move
	}
	var cases []pm
	var cb [maxCandidates]Move
	for _, p := range pos {
		c, _ := candidates(&r, &p, cb[:0])
		cases = append(cases, pm{p, c[0]})
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c := &cases[i%len(cases)]
		if _, err := Apply(r, c.p, c.m); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPerft measures perft from the start position.
func BenchmarkPerft(b *testing.B) {
	start := Start(Kiswahili, SetupStandard)
	b.ReportAllocs()
	var nodes uint64
	for i := 0; i < b.N; i++ {
		n, _ := Perft(Rules{}, start, 6)
		nodes += n
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}
