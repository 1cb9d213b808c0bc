package donkers_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/baolakiswahili/conformance/reference"
)

// benchPositions returns the W1 positions (JSON lines) and their file: the
// file BAO_HARNESS_DONKERS_BENCH_POSITIONS names, else positions of seeded
// random games from bao gen (namua and mtaji mixed).
func benchPositions(t *testing.T) (string, []reference.Position) {
	t.Helper()
	file := os.Getenv("BAO_HARNESS_DONKERS_BENCH_POSITIONS")
	if file == "" {
		file = filepath.Join(t.TempDir(), "w1.jsonl")
		out, err := exec.Command(buildBao(t), "gen", "-seed", "1", "-n", "3566", "-variant", "kiswahili").Output()
		if err != nil {
			t.Fatalf("bao gen: %v", err)
		}
		if err := os.WriteFile(file, out, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var pos []reference.Position
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		var g struct {
			Position *reference.Position `json:"position"`
		}
		if err := json.Unmarshal(line, &g); err == nil && g.Position != nil {
			pos = append(pos, *g.Position)
			continue
		}
		var p reference.Position
		if err := json.Unmarshal(line, &p); err != nil {
			t.Fatalf("%s: line %d: %v", file, len(pos)+1, err)
		}
		pos = append(pos, p)
	}
	return file, pos
}

// driver runs his benchmark driver and returns (units, nanoseconds) per line.
func driver(t *testing.T, cmd string, args ...string) [][2]float64 {
	t.Helper()
	out, err := exec.Command("sh", "-c", cmd+" "+strings.Join(args, " ")).Output()
	if err != nil {
		t.Fatalf("%s %v: %v", cmd, args, err)
	}
	var rows [][2]float64
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(line)
		if len(f) != 3 {
			t.Fatalf("benchmark driver line %q: want WORKLOAD UNITS NANOSECONDS", line)
		}
		u, err1 := strconv.ParseFloat(f[1], 64)
		ns, err2 := strconv.ParseFloat(f[2], 64)
		if err1 != nil || err2 != nil || ns <= 0 {
			t.Fatalf("benchmark driver line %q: bad numbers", line)
		}
		rows = append(rows, [2]float64{u, ns})
	}
	return rows
}

// rate is units per second.
func rate(units float64, d time.Duration) float64 { return units / d.Seconds() }

func w1Ours(r reference.Rules, pos []reference.Position, passes int) float64 {
	buf := make([]reference.Successor, 0, 128)
	n := 0
	start := time.Now()
	for range passes {
		for i := range pos {
			succ, _ := reference.Moves(r, pos[i], buf[:0])
			n += len(succ)
		}
	}
	return rate(float64(n), time.Since(start))
}

// w2Ours plays random games from the start, a uniform pick among the legal
// moves each ply, either through LegalMoves + Apply (the loop a search
// program writes) or through Moves.
func w2Ours(r reference.Rules, games int, seed uint64, viaMoves bool) float64 {
	rng := rand.New(rand.NewPCG(seed, 1))
	start := reference.Start(reference.Kiswahili, reference.SetupStandard)
	sbuf := make([]reference.Successor, 0, 128)
	mbuf := make([]reference.Move, 0, 128)
	plies := 0
	t0 := time.Now()
	for range games {
		p := start
		for plies < 1<<40 {
			var res reference.Result
			if viaMoves {
				succ, _ := reference.Moves(r, p, sbuf[:0])
				if len(succ) == 0 {
					break
				}
				res = succ[rng.IntN(len(succ))].Result
			} else {
				ms, _ := reference.LegalMoves(r, p, mbuf[:0])
				if len(ms) == 0 {
					break
				}
				res, _ = reference.Apply(r, p, ms[rng.IntN(len(ms))])
			}
			plies++
			p = res.Position
			if res.Outcome.Over() {
				break
			}
		}
	}
	return rate(float64(plies), time.Since(t0))
}

// TestBench is issue 10's side-by-side benchmark: the same positions and
// loops in his engine and ours, repetitions interleaved, ratios printed
// (ours ÷ his, in units per second: above 1 means ours is faster).
func TestBench(t *testing.T) {
	cmd := engineCmd(t, "BAO_HARNESS_DONKERS_BENCH", "the benchmark driver (benchdriver.pas)")
	reps := 5
	if s := os.Getenv("BAO_HARNESS_DONKERS_BENCH_REPS"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			t.Fatalf("BAO_HARNESS_DONKERS_BENCH_REPS=%q: want a positive count", s)
		}
		reps = n
	}
	file, pos := benchPositions(t)
	def, _ := reference.Profile("default")
	don, _ := reference.Profile("donkers")
	const passes, games = 20, 2000
	type row struct {
		name  string
		unit  string
		ratio []float64
	}
	rows := []*row{
		{name: "W1, default rules (Moves into a reused buffer)", unit: "successors/s"},
		{name: "W1 under profile donkers", unit: "successors/s"},
		{name: "W2 with LegalMoves + uniform pick + Apply", unit: "plies/s"},
		{name: "W2 with Moves + uniform pick", unit: "plies/s"},
		{name: "W2 with Moves + uniform pick, profile donkers", unit: "plies/s"},
	}
	var hisW1, hisW2 []float64
	for rep := range reps {
		h1 := driver(t, cmd, "w1", file, "1", strconv.Itoa(passes))[0]
		his1 := h1[0] / (h1[1] / 1e9)
		o1 := w1Ours(def, pos, passes)
		o1d := w1Ours(don, pos, passes)
		h2 := driver(t, cmd, "w2", strconv.Itoa(games), strconv.Itoa(rep+1))[0]
		his2 := h2[0] / (h2[1] / 1e9)
		o2a := w2Ours(def, games, uint64(rep+1), false)
		o2m := w2Ours(def, games, uint64(rep+1), true)
		o2d := w2Ours(don, games, uint64(rep+1), true)
		hisW1, hisW2 = append(hisW1, his1), append(hisW2, his2)
		for i, v := range []float64{o1 / his1, o1d / his1, o2a / his2, o2m / his2, o2d / his2} {
			rows[i].ratio = append(rows[i].ratio, v)
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%d positions (%s), %d passes per W1 repetition, %d games per W2 repetition, %d repetitions interleaved\n", len(pos), file, passes, games, reps)
	fmt.Fprintf(&b, "| workload | ours ÷ Donkers, median | each repetition |\n|---|---:|---|\n")
	for _, r := range rows {
		each := make([]string, len(r.ratio))
		for i, v := range r.ratio {
			each[i] = fmt.Sprintf("%.2f", v)
		}
		fmt.Fprintf(&b, "| %s | %.2f× | %s |\n", r.name, median(r.ratio), strings.Join(each, " "))
	}
	fmt.Fprintf(&b, "Donkers (for scale only: the machine is shared): W1 %.2f M successors/s, W2 %.2f M plies/s (medians)\n", median(hisW1)/1e6, median(hisW2)/1e6)
	t.Log("\n" + b.String())
	if out := os.Getenv("BAO_HARNESS_DONKERS_BENCH_OUT"); out != "" {
		if err := os.WriteFile(out, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func median(v []float64) float64 {
	s := slices.Clone(v)
	slices.Sort(s)
	if len(s) == 0 {
		return 0
	}
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}
