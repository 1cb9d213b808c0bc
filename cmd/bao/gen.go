package main

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"strings"

	"github.com/baolakiswahili/conformance/reference"
	"github.com/baolakiswahili/conformance/vectors"
)

func init() {
	register(command{
		name:    "gen",
		summary: "print random reachable positions as JSON lines (seeded, filterable)",
		run:     runGen,
	})
}

func runGen(ctx context.Context, e *env, args []string) error {
	fs := flag.NewFlagSet("gen", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	variant := fs.String("variant", "kiswahili", "kiswahili, kujifunza or hus")
	profile := fs.String("profile", "default", "rules profile the random games are played under")
	var options stringList
	fs.Var(&options, "option", "rule option as name=reading, overriding the profile (repeatable)")
	seed := fs.Uint64("seed", 1, "random seed: the same seed and flags give the same positions")
	n := fs.Int("n", 10, "number of positions to print")
	maxDraws := fs.Int("max-draws", 1000000, "give up after drawing this many positions")
	var fl vectors.Filter
	fs.StringVar(&fl.Phase, "phase", "", "only this phase of the side to move: namua or mtaji")
	fs.StringVar(&fl.House, "house", "", "only this house state of the side to move: functional, intact (fewer than 6), destroyed or none")
	fs.BoolVar(&fl.Blocked, "blocked", false, "only positions with an active block (kutakatia)")
	fs.BoolVar(&fl.MustCapture, "must-capture", false, "only positions where the side to move must capture a blocked pit")
	fs.IntVar(&fl.MinChain, "min-chain", 0, "only positions where some legal move makes at least this many captures")
	fs.BoolVar(&fl.LapLimit, "lap-limit", false, "only positions where the lap limit decides a legal move")
	fs.BoolVar(&fl.NearEnd, "near-end", false, "only positions where some legal move ends the game")
	fs.Usage = func() {
		fmt.Fprintln(e.stderr, "usage: bao gen [flags]\n\nPlays seeded random games and prints the positions met that pass the\nfilters, one JSON object per line: {\"position\":P,\"features\":{...},\"game\":G,\"ply\":N}.\nThe features are computed by the reference engine.\n\nflags:")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return usageError("gen: %v", err)
	}
	if fs.NArg() > 0 {
		return usageError("gen: unexpected argument %q", fs.Arg(0))
	}
	v, err := reference.ParseVariant(*variant)
	if err != nil {
		return usageError("gen: --variant: %v", err)
	}
	opts := map[string]string{}
	for _, o := range options {
		name, reading, ok := strings.Cut(o, "=")
		if !ok {
			return usageError("gen: --option %q: want name=reading", o)
		}
		opts[name] = reading
	}
	rules, err := reference.RulesJSON{Profile: *profile, Options: opts}.Resolve()
	if err != nil {
		return usageError("gen: %v", err)
	}
	switch fl.Phase {
	case "", "namua", "mtaji":
	default:
		return usageError("gen: --phase %q: want namua or mtaji", fl.Phase)
	}
	switch fl.House {
	case "", "functional", "intact", "destroyed", "none":
	default:
		return usageError("gen: --house %q: want functional, intact, destroyed or none", fl.House)
	}
	if *n < 1 {
		return usageError("gen: -n must be at least 1")
	}
	w := bufio.NewWriter(e.stdout)
	defer w.Flush()
	seen := map[reference.Position]bool{}
	printed, draws := 0, 0
	var werr error
	err = vectors.Generate(ctx, vectors.GenOptions{Variant: v, Rules: rules, Seed: *seed}, func(s vectors.Sample) bool {
		draws++
		if fl.Match(s.Features) && !seen[s.Position] {
			seen[s.Position] = true
			b, err := json.Marshal(s)
			if err != nil {
				werr = err
				return false
			}
			w.Write(b)
			w.WriteByte('\n')
			printed++
		}
		return printed < *n && draws < *maxDraws
	})
	if werr != nil {
		return &exitError{code: 2, err: fmt.Errorf("gen: %w", werr)}
	}
	if err != nil {
		return &exitError{code: 2, err: fmt.Errorf("gen: %w", err)}
	}
	if printed < *n {
		fmt.Fprintf(e.stderr, "bao gen: found %d of %d positions in %d draws\n", printed, *n, draws)
	}
	return nil
}
