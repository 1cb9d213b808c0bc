package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"

	"github.com/baolakiswahili/conformance/reference"
	"github.com/baolakiswahili/conformance/vectors/generate"
)

func init() {
	register(command{
		name:    "gen",
		summary: "print random reachable positions as JSON lines (seeded, filterable)",
		run:     runGen,
	})
}

func runGen(ctx context.Context, e *env, args []string) error {
	fs := newFlagSet(e, "gen", "[flags]",
		"Plays seeded random games and prints the positions met that pass the filters, one JSON\n"+
			"object per line: {\"position\":P,\"features\":{...},\"game\":G,\"ply\":N}. The features are\n"+
			"computed by the reference engine. Exit status 1 when fewer positions pass the filters\n"+
			"than asked within --max-draws (the ones found are printed).")
	variant := fs.String("variant", "kiswahili", "play Bao `VARIANT`: kiswahili, kujifunza or hus")
	rf := addRulesFlags(fs)
	seed := fs.Uint64("seed", 1, "random `SEED`: the same seed and flags give the same positions")
	n := fs.IntP("count", "n", 10, "print `N` positions")
	maxDraws := fs.Int("max-draws", 1000000, "give up after drawing `N` positions")
	var fl generate.Filter
	fs.StringVar(&fl.Phase, "phase", "", "only this `PHASE` of the side to move: namua or mtaji")
	fs.StringVar(&fl.House, "house", "", "only this `STATE` of the side to move's house: functional, intact (fewer than 6), destroyed or none")
	fs.BoolVar(&fl.Blocked, "blocked", false, "only positions with an active block (kutakatia)")
	fs.BoolVar(&fl.MustCapture, "must-capture", false, "only positions where the side to move must capture a blocked pit")
	fs.IntVar(&fl.MinChain, "min-chain", 0, "only positions where some legal move makes at least `N` captures")
	fs.BoolVar(&fl.LapLimit, "lap-limit", false, "only positions where the lap limit decides a legal move")
	fs.BoolVar(&fl.NearEnd, "near-end", false, "only positions where some legal move ends the game")
	pos, err := fs.parse(args)
	if err != nil {
		return helpOK(err)
	}
	if err := fs.noArgs(pos); err != nil {
		return err
	}
	v, err := reference.ParseVariant(*variant)
	if err != nil {
		return usageError("gen: --variant: %s", plain(err))
	}
	rules, err := rf.rules()
	if err != nil {
		return err
	}
	switch fl.Phase {
	case "", "namua", "mtaji":
	default:
		return usageError("gen: --phase %q: want namua or mtaji", clip(fl.Phase))
	}
	switch fl.House {
	case "", "functional", "intact", "destroyed", "none":
	default:
		return usageError("gen: --house %q: want functional, intact, destroyed or none", clip(fl.House))
	}
	if why := impossibleFilter(v, fl); why != "" {
		return usageError("gen: no position can pass the filters: %s", why)
	}
	switch {
	case *n < 1:
		return usageError("gen: --count %d: want at least 1", *n)
	case *maxDraws < 1:
		return usageError("gen: --max-draws %d: want at least 1", *maxDraws)
	case fl.MinChain < 0:
		return usageError("gen: --min-chain %d: want 0 or more", fl.MinChain)
	}
	w := bufio.NewWriter(e.stdout)
	defer w.Flush()
	seen := map[reference.Position]bool{}
	printed, draws := 0, 0
	var werr error
	err = generate.Random(ctx, generate.Options{Variant: v, Rules: rules, Seed: *seed}, func(s generate.Sample) bool {
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
		// Fewer than asked is not what was asked: exit 1, the positions
		// found are printed all the same.
		return &exitError{code: 1, err: fmt.Errorf("gen: found %d of %d positions in %d draws (raise --max-draws, or loosen the filters)", printed, *n, draws)}
	}
	return nil
}

// impossibleFilter says why no position of variant v can pass fl, or "": only
// Bao la Kiswahili has a namua phase and houses (VAR-KUJ, VAR-HUS), and its
// houses are never "none".
func impossibleFilter(v reference.Variant, fl generate.Filter) string {
	switch {
	case v != reference.Kiswahili && fl.Phase == "namua":
		return fmt.Sprintf("--phase namua: %s has no namua phase (all its seeds start on the board)", v)
	case v != reference.Kiswahili && fl.House != "" && fl.House != "none":
		return fmt.Sprintf("--house %s: %s has no houses", fl.House, v)
	case v == reference.Kiswahili && fl.House == "none":
		return "--house none: every Bao la Kiswahili position has a house, intact or destroyed"
	}
	return ""
}
