package donkers_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
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

// committedPositions is the fixed W1 input of the reference's benchmarks.
const committedPositions = "../../reference/testdata/bench-positions.jsonl"

// benchPositions returns the W1 positions (JSON lines) and their file: the
// file BAO_HARNESS_DONKERS_BENCH_POSITIONS names, else the reference's
// committed benchmark positions, else positions of seeded random games from
// bao gen (namua and mtaji mixed).
func benchPositions(t *testing.T) (string, []reference.Position) {
	t.Helper()
	file := os.Getenv("BAO_HARNESS_DONKERS_BENCH_POSITIONS")
	if _, err := os.Stat(committedPositions); file == "" && err == nil {
		file = committedPositions
	}
	if file == "" {
		file = filepath.Join(t.TempDir(), "w1.jsonl")
		out, err := exec.Command(buildBao(t), "gen", "--seed", "1", "--count", "3566", "--variant", "kiswahili").Output()
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

// server is his benchmark driver in serve mode: one command a line, one
// "WORKLOAD UNITS NANOSECONDS" answer a line.
type server struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Scanner
}

func startServer(t *testing.T, cmd, file string) *server {
	t.Helper()
	c := exec.Command("sh", "-c", cmd+" serve "+file)
	in, err := c.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := c.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	c.Stderr = os.Stderr
	if err := c.Start(); err != nil {
		t.Fatalf("%s serve: %v", cmd, err)
	}
	s := &server{cmd: c, in: in, out: bufio.NewScanner(out)}
	t.Cleanup(func() { in.Close(); c.Wait() })
	return s
}

// run sends one command and returns (units, elapsed).
func (s *server) run(t *testing.T, command string) (float64, time.Duration) {
	t.Helper()
	if _, err := io.WriteString(s.in, command+"\n"); err != nil {
		t.Fatalf("benchmark driver: %v", err)
	}
	if !s.out.Scan() {
		t.Fatalf("benchmark driver: no answer to %q", command)
	}
	line := s.out.Text()
	f := strings.Fields(line)
	if len(f) != 3 {
		t.Fatalf("benchmark driver line %q: want WORKLOAD UNITS NANOSECONDS", line)
	}
	u, err1 := strconv.ParseFloat(f[1], 64)
	ns, err2 := strconv.ParseInt(f[2], 10, 64)
	if err1 != nil || err2 != nil || ns <= 0 {
		t.Fatalf("benchmark driver line %q: bad numbers", line)
	}
	return u, time.Duration(ns)
}

// tally sums the units and time of one workload over a repetition's slices.
type tally struct {
	units float64
	d     time.Duration
}

func (a *tally) add(u float64, d time.Duration) { a.units += u; a.d += d }
func (a tally) rate() float64                   { return a.units / a.d.Seconds() }

func w1Ours(r reference.Rules, pos []reference.Position, passes int) (float64, time.Duration) {
	buf := make([]reference.Successor, 0, 128)
	n := 0
	start := time.Now()
	for range passes {
		for i := range pos {
			succ, _ := reference.Moves(r, pos[i], buf[:0])
			n += len(succ)
		}
	}
	return float64(n), time.Since(start)
}

// w2Ours plays random games from the start, a uniform pick among the legal
// moves each ply, either through LegalMoves + Apply (the loop a search
// program writes) or through Moves.
func w2Ours(r reference.Rules, games int, seed uint64, viaMoves bool) (float64, time.Duration) {
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
	return float64(plies), time.Since(t0)
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
	// Each repetition alternates short slices of his loops and ours, so that
	// the load of the shared machine falls on both alike.
	const slices, passes, games = 10, 2, 200
	type row struct {
		name  string
		ratio []float64
	}
	rows := []*row{
		{name: "W1, default rules (Moves into a reused buffer)"},
		{name: "W1 under profile donkers"},
		{name: "W2 with LegalMoves + uniform pick + Apply"},
		{name: "W2 with Moves + uniform pick"},
		{name: "W2 with Moves + uniform pick, profile donkers"},
	}
	srv := startServer(t, cmd, file)
	var hisW1, hisW2 []float64
	for rep := range reps {
		var h1, h2 tally
		var ours [5]tally
		for sl := range slices {
			seed := uint64(rep*slices + sl + 1)
			h1.add(srv.run(t, "w1 "+strconv.Itoa(passes)))
			ours[0].add(w1Ours(def, pos, passes))
			ours[1].add(w1Ours(don, pos, passes))
			h2.add(srv.run(t, fmt.Sprintf("w2 %d %d", games, seed)))
			ours[2].add(w2Ours(def, games, seed, false))
			ours[3].add(w2Ours(def, games, seed, true))
			ours[4].add(w2Ours(don, games, seed, true))
		}
		hisW1, hisW2 = append(hisW1, h1.rate()), append(hisW2, h2.rate())
		for i := range rows {
			his := h1.rate()
			if i >= 2 {
				his = h2.rate()
			}
			rows[i].ratio = append(rows[i].ratio, ours[i].rate()/his)
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%d positions (%s); each repetition alternates %d slices of W1 (%d passes) and W2 (%d games) between his engine and ours; %d repetitions\n", len(pos), file, slices, passes, games, reps)
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
