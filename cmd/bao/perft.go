package main

import (
	"context"
	"fmt"
	"runtime"
	"strconv"
	"time"

	"github.com/baolakiswahili/conformance/internal/cputime"
	"github.com/baolakiswahili/conformance/reference"
)

func init() {
	register(command{name: "perft", summary: "count the move tree to a depth (--divide: per move)", run: runPerft})
}

// maxPerftDepth bounds the depth argument; deeper trees take far too long.
const maxPerftDepth = 30

// runPerft implements `bao perft [POS] DEPTH`: the number of move sequences of
// exactly DEPTH plies (a move that ends the game is a leaf), the time taken
// and nodes per second; --divide lists the count below each legal move.
func runPerft(ctx context.Context, e *env, args []string) error {
	fs := newFlagSet(e, "perft", "[flags] [POS] DEPTH",
		"Counts the leaves of the legal-move tree DEPTH plies deep; a move that ends the game is a leaf.\n\n"+
			"POS_HELP")
	divide := fs.Bool("divide", false, "print the count below each legal move")
	asJSON := fs.Bool("json", false, "print JSON: depth, nodes, seconds and with --divide the per-move counts")
	jobs := fs.IntP("jobs", "j", 1, "count the subtrees on `N` goroutines (0: one per CPU)")
	rf := addRulesFlags(fs)
	pos, err := fs.parse(args)
	if err != nil {
		return helpOK(err)
	}
	posArg, depthArg := "start", ""
	switch len(pos) {
	case 1:
		depthArg = pos[0]
	case 2:
		posArg, depthArg = pos[0], pos[1]
	case 0:
		return usageError("perft: no depth given (usage: bao perft [POS] DEPTH)")
	default:
		return usageError("perft: want [POS] DEPTH, got %d arguments", len(pos))
	}
	depth, err := strconv.Atoi(depthArg)
	if err != nil || depth < 0 || depth > maxPerftDepth {
		return usageError("perft: DEPTH %q: want a whole number 0..%d", depthArg, maxPerftDepth)
	}
	if *jobs < 0 {
		return usageError("perft: --jobs %d: want 0 (one per CPU) or more", *jobs)
	}
	workers := *jobs
	if workers == 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	p, r, err := loadWithRules(e, posArg, rf)
	if err != nil {
		return err
	}

	type divideLine struct {
		Move  reference.Move `json:"move"`
		Text  string         `json:"text"`
		Nodes uint64         `json:"nodes"`
	}
	var lines []divideLine
	var nodes uint64
	start, cpuStart := time.Now(), cputime.Used()
	switch {
	case *divide && depth > 0:
		entries, err := reference.PerftDivideN(r, p, depth, workers)
		if err != nil {
			return usageError("perft: %v", err)
		}
		texts, err := reference.FormatMoves(r, p)
		if err != nil || len(texts) != len(entries) {
			return &exitError{code: 2, err: fmt.Errorf("perft: formatting the moves: %v", err)}
		}
		for i, en := range entries {
			nodes += en.Nodes
			lines = append(lines, divideLine{Move: en.Move, Text: texts[i], Nodes: en.Nodes})
		}
	case workers > 1 && depth > 0:
		entries, err := reference.PerftDivideN(r, p, depth, workers)
		if err != nil {
			return usageError("perft: %v", err)
		}
		for _, en := range entries {
			nodes += en.Nodes
		}
	default:
		if nodes, err = reference.Perft(r, p, depth); err != nil {
			return usageError("perft: %v", err)
		}
	}
	elapsed, cpu := time.Since(start), cputime.Used()-cpuStart
	if !cputime.Measured {
		cpu = 0 // not measured here: no rate per CPU second
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	rate := 0.0
	if s := elapsed.Seconds(); s > 0 {
		rate = float64(nodes) / s
	}
	if *asJSON {
		out := struct {
			Depth   int          `json:"depth"`
			Nodes   uint64       `json:"nodes"`
			Seconds float64      `json:"seconds"`
			Workers int          `json:"workers"`
			Divide  []divideLine `json:"divide,omitempty"`
		}{depth, nodes, elapsed.Seconds(), workers, lines}
		return writeJSON(e.stdout, out)
	}
	for _, l := range lines {
		fmt.Fprintf(e.stdout, "%s\t%d\n", l.Text, l.Nodes)
	}
	if *divide {
		fmt.Fprintf(e.stdout, "\nmoves %d\n", len(lines))
	}
	fmt.Fprintf(e.stdout, "perft(%d) = %d\n", depth, nodes)
	fmt.Fprintf(e.stdout, "time %s, %.0f nodes/s, %s", elapsed.Round(time.Microsecond), rate, plural(workers, "worker"))
	if cpu > 0 {
		// The CPU time of all workers: on a shared machine the wall time
		// counts the time other programs ran.
		fmt.Fprintf(e.stdout, "; CPU time %s, %.0f nodes per CPU second", cpu.Round(time.Millisecond), float64(nodes)/cpu.Seconds())
	}
	fmt.Fprintln(e.stdout)
	return nil
}
