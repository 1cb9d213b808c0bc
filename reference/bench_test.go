package reference

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/baolakiswahili/conformance/internal/cputime"
)

// The speed workloads of issue 10, on a committed set of positions:
//
//	W1  every legal move of each position, with its successor and verdict
//	    (Moves into a reused buffer), under the default rules and profile donkers
//	W2  random playouts from the start, one uniform pick per ply, either with
//	    LegalMoves + Apply (the loop a search program writes) or with Moves
//
// Each reports the CPU time per operation next to the wall time: the machine
// is shared, and the wall time counts the time other programs ran. Compare
// runs by ratios, never by absolute times:
//
//	go test ./reference -run XXX -bench 'W1|W2' -benchmem -count 5
var updateBench = flag.Bool("update-bench", false, "regenerate testdata/bench-positions.jsonl (engine-derived; only when the set itself should change)")

const benchPositionsFile = "testdata/bench-positions.jsonl"

// benchProfiles are the rule sets the workloads run under.
var benchProfiles = []string{"default", "donkers"}

// generateBenchPositions plays seeded random games from the start under the
// default rules, picking uniformly among the legal moves, and keeps the
// positions where the game goes on, n/2 in namua and n/2 in mtaji (random
// games often end in namua).
func generateBenchPositions(n int) []Position {
	rng := rand.New(rand.NewPCG(2026, 10))
	var out []Position
	var buf [maxSuccessors]Successor
	var count [2]int
	for len(out) < n {
		p := Start(Kiswahili, SetupStandard)
		for ply := 0; ply < 1000 && len(out) < n; ply++ {
			succ, err := Moves(Rules{}, p, buf[:0])
			if err != nil || len(succ) == 0 {
				break
			}
			if ph := p.Phase(); count[ph] < n/2 {
				count[ph]++
				out = append(out, p)
			}
			next := succ[rng.IntN(len(succ))]
			if next.Outcome.Over() {
				break
			}
			p = next.Position
		}
	}
	return out
}

// TestBenchPositions checks the committed benchmark positions (or, with
// -update-bench, writes them): each is valid and has a legal move, and both
// phases are well represented.
func TestBenchPositions(t *testing.T) {
	if *updateBench {
		var b bytes.Buffer
		for _, p := range generateBenchPositions(3000) {
			j, err := json.Marshal(p)
			if err != nil {
				t.Fatal(err)
			}
			b.Write(j)
			b.WriteByte('\n')
		}
		if err := os.WriteFile(benchPositionsFile, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	pos := benchPositions(t)
	var namua int
	for i := range pos {
		if pos[i].Phase() == Namua {
			namua++
		}
		if o, err := Status(Rules{}, pos[i]); err != nil || o.Over() {
			t.Errorf("position %d: status %v, %v: want a game that goes on", i+1, o, err)
		}
	}
	if len(pos) < 1000 || namua < len(pos)/5 || namua > len(pos)*4/5 {
		t.Errorf("%d positions, %d in namua: want at least 1000, both phases at least a fifth", len(pos), namua)
	}
}

// benchPositions reads the committed benchmark positions.
func benchPositions(tb testing.TB) []Position {
	tb.Helper()
	f, err := os.Open(filepath.FromSlash(benchPositionsFile))
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var out []Position
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		var p Position
		if err := json.Unmarshal(sc.Bytes(), &p); err != nil {
			tb.Fatalf("%s:%d: %v", benchPositionsFile, line, err)
		}
		out = append(out, p)
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return out
}

// cpuClock measures a benchmark's CPU time.
type cpuClock struct{ start time.Duration }

// startCPU resets b's timer and starts the CPU clock.
func startCPU(b *testing.B) cpuClock {
	b.ResetTimer()
	return cpuClock{cputime.Used()}
}

// report adds the CPU time per operation and, when count > 0, count per CPU
// second (count is in unit).
func (c cpuClock) report(b *testing.B, count float64, unit string) {
	cpu := (cputime.Used() - c.start).Seconds()
	b.ReportMetric(cpu*1e9/float64(b.N), "cpu-ns/op")
	if count > 0 && cpu > 0 {
		b.ReportMetric(count/cpu, unit+"/cpu-s")
	}
}

// seedsSown returns, for each position, the seeds its legal moves sow in all.
func seedsSown(tb testing.TB, r Rules, pos []Position) []uint64 {
	out := make([]uint64, len(pos))
	for i, p := range pos {
		ms, err := LegalMoves(r, p, nil)
		if err != nil {
			tb.Fatal(err)
		}
		for _, m := range ms {
			_, ev, err := ApplyTrace(r, p, m)
			if err != nil || len(ev) == 0 {
				tb.Fatalf("position %d, move %s: %v", i+1, m, err)
			}
			out[i] += uint64(ev[len(ev)-1].Sown)
		}
	}
	return out
}

// BenchmarkW1 is workload W1: every legal move of each committed position,
// with its successor and verdict, into a reused buffer. It reports
// successors per CPU second and the CPU time per sown seed.
func BenchmarkW1(b *testing.B) {
	pos := benchPositions(b)
	for _, prof := range benchProfiles {
		b.Run(prof, func(b *testing.B) {
			r, err := Profile(prof)
			if err != nil {
				b.Fatal(err)
			}
			seeds := seedsSown(b, r, pos)
			buf := make([]Successor, 0, maxSuccessors)
			var succ, sown uint64
			b.ReportAllocs()
			clk := startCPU(b)
			for i := 0; i < b.N; i++ {
				out, _ := Moves(r, pos[i%len(pos)], buf[:0])
				succ += uint64(len(out))
				sown += seeds[i%len(pos)]
			}
			clk.report(b, float64(succ), "successors")
			cpu := (cputime.Used() - clk.start).Seconds()
			b.ReportMetric(cpu*1e9/float64(sown), "cpu-ns/seed")
		})
	}
}

// w2SeedsPerPly returns, for the first n iterations of BenchmarkW2's loop
// (the same seed, the same picks), the mean seeds sown per iteration by the
// move played and by every legal move listed: the sown seeds per operation
// of the two loops, estimated from a sample of the same sequence.
func w2SeedsPerPly(tb testing.TB, r Rules, n int) (played, listed float64) {
	rng := rand.New(rand.NewPCG(3, 3))
	start := Start(Kiswahili, SetupStandard)
	p, plies := start, 0
	var sp, sl int
	for range n {
		ms, err := LegalMoves(r, p, nil)
		if err != nil {
			tb.Fatal(err)
		}
		if len(ms) == 0 {
			p, plies = start, 0
			continue
		}
		k := rng.IntN(len(ms))
		var res Result
		for i, m := range ms {
			rs, ev, err := ApplyTrace(r, p, m)
			if err != nil || len(ev) == 0 {
				tb.Fatalf("move %s: %v", m, err)
			}
			sl += ev[len(ev)-1].Sown
			if i == k {
				sp += ev[len(ev)-1].Sown
				res = rs
			}
		}
		p, plies = res.Position, plies+1
		if res.Outcome.Over() || plies == 1000 {
			p, plies = start, 0
		}
	}
	return float64(sp) / float64(n), float64(sl) / float64(n)
}

// BenchmarkW2 is workload W2: random playouts from the start, one ply per
// operation, a uniform pick among the legal moves; a game that ends (or
// reaches 1,000 plies) starts again. "legalmoves-apply" is the loop a search
// program writes (LegalMoves, then Apply the pick); "legalmoves-applylegal"
// the same with ApplyLegal (no second legality test); "moves" picks a
// successor of Moves. Each also reports its CPU time per sown seed: of the
// move played (legalmoves-apply), of every successor built (moves), as the
// first 20,000 plies of the same sequence sow them.
func BenchmarkW2(b *testing.B) {
	start := Start(Kiswahili, SetupStandard)
	for _, prof := range benchProfiles {
		r, err := Profile(prof)
		if err != nil {
			b.Fatal(err)
		}
		played, listed := w2SeedsPerPly(b, r, 20000)
		for _, legal := range []bool{false, true} {
			name := "legalmoves-apply/"
			if legal {
				name = "legalmoves-applylegal/"
			}
			b.Run(name+prof, func(b *testing.B) {
				rng := rand.New(rand.NewPCG(3, 3))
				buf := make([]Move, 0, maxSuccessors)
				p, plies := start, 0
				b.ReportAllocs()
				clk := startCPU(b)
				for i := 0; i < b.N; i++ {
					ms, _ := LegalMoves(r, p, buf[:0])
					if len(ms) == 0 {
						p, plies = start, 0
						continue
					}
					m := ms[rng.IntN(len(ms))]
					var res Result
					var err error
					if legal { // the same every ply: a branch the CPU predicts
						res, err = ApplyLegal(r, p, m)
					} else {
						res, err = Apply(r, p, m)
					}
					if err != nil {
						b.Fatal(err)
					}
					p, plies = res.Position, plies+1
					if res.Outcome.Over() || plies == 1000 {
						p, plies = start, 0
					}
				}
				clk.report(b, float64(b.N), "plies")
				clk.perSeed(b, played)
			})
		}
		b.Run("moves/"+prof, func(b *testing.B) {
			rng := rand.New(rand.NewPCG(3, 3))
			buf := make([]Successor, 0, maxSuccessors)
			p, plies := start, 0
			b.ReportAllocs()
			clk := startCPU(b)
			for i := 0; i < b.N; i++ {
				succ, _ := Moves(r, p, buf[:0])
				if len(succ) == 0 {
					p, plies = start, 0
					continue
				}
				res := &succ[rng.IntN(len(succ))].Result
				p, plies = res.Position, plies+1
				if res.Outcome.Over() || plies == 1000 {
					p, plies = start, 0
				}
			}
			clk.report(b, float64(b.N), "plies")
			clk.perSeed(b, listed)
		})
	}
}

// perSeed adds the CPU time per sown seed, for seedsPerOp seeds sown per
// operation.
func (c cpuClock) perSeed(b *testing.B, seedsPerOp float64) {
	if cpu := (cputime.Used() - c.start).Seconds(); seedsPerOp > 0 {
		b.ReportMetric(cpu*1e9/(seedsPerOp*float64(b.N)), "cpu-ns/seed")
	}
}

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

// BenchmarkRandomGame measures whole random games from the start (RandomGame
// picks a start and a safari at random without listing the moves: not a
// workload a search program runs; see W2).
func BenchmarkRandomGame(b *testing.B) {
	for _, v := range []Variant{Kiswahili, Kujifunza} {
		b.Run(v.String(), func(b *testing.B) {
			rng := rand.New(rand.NewPCG(7, 7))
			var plies int
			start := Start(v, SetupStandard)
			b.ReportAllocs()
			clk := startCPU(b)
			for i := 0; i < b.N; i++ {
				g, _ := RandomGame(Rules{}, start, rng, 100000)
				plies += g.Plies
			}
			clk.report(b, float64(plies), "plies")
		})
	}
}

// BenchmarkApply measures Apply without trace.
func BenchmarkApply(b *testing.B) {
	pos := benchPositions(b)
	var r Rules
	type pm struct {
		p Position
		m Move
	}
	var cases []pm
	for _, p := range pos {
		ms, err := LegalMoves(r, p, nil)
		if err != nil || len(ms) == 0 {
			b.Fatal(fmt.Sprint("no legal move: ", err))
		}
		cases = append(cases, pm{p, ms[0]})
	}
	b.ReportAllocs()
	clk := startCPU(b)
	for i := 0; i < b.N; i++ {
		c := &cases[i%len(cases)]
		if _, err := Apply(r, c.p, c.m); err != nil {
			b.Fatal(err)
		}
	}
	clk.report(b, 0, "")
}

// BenchmarkPerft measures perft(6) from the start position.
func BenchmarkPerft(b *testing.B) {
	start := Start(Kiswahili, SetupStandard)
	b.ReportAllocs()
	var nodes uint64
	clk := startCPU(b)
	for i := 0; i < b.N; i++ {
		n, _ := Perft(Rules{}, start, 6)
		nodes += n
	}
	clk.report(b, float64(nodes), "nodes")
}
