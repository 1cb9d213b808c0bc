package main

import (
	"context"
	"fmt"

	"github.com/baolakiswahili/conformance/reference"
)

func init() {
	register(command{name: "moves", summary: "list the legal moves of a position (--json, --results)", run: runMoves})
}

// movesJSONEntry is one legal move in `bao moves --json`, as the adapter
// protocol's "moves" reply lists it.
type movesJSONEntry struct {
	Move     reference.Move     `json:"move"`
	Position reference.Position `json:"position"`
	Outcome  reference.Outcome  `json:"outcome"`
}

// runMoves implements `bao moves [POS]`: every legal move in canonical text,
// one per line, in the engine's order; --results adds each resulting board;
// --json prints {"moves":[{"move","position","outcome"},...]} as the adapter does.
func runMoves(_ context.Context, e *env, args []string) error {
	fs := newFlagSet(e, "moves", "[flags] [POS]",
		"Lists the legal moves of the position in canonical notation, in the engine's order.\n\nPOS_HELP")
	asJSON := fs.Bool("json", false, "print the adapter-style list: moves with resulting positions and outcomes")
	results := fs.Bool("results", false, "print the board after each move")
	rn := fs.Bool("rn", false, "write the moves in Nierse's notation (A5R>, A3R*) instead of the canonical French/Donkers one")
	rf := addRulesFlags(fs)
	pos, err := fs.parse(args)
	if err != nil {
		return helpOK(err)
	}
	if len(pos) > 1 {
		return usageError("moves: want at most one position, got %d arguments (%q ...)", len(pos), pos[1])
	}
	arg := "start"
	if len(pos) == 1 {
		arg = pos[0]
	}
	p, r, err := loadWithRules(e, arg, rf)
	if err != nil {
		return err
	}
	succ, err := reference.Moves(r, p, nil)
	if err != nil {
		return usageError("moves: %v", err)
	}
	if *asJSON {
		out := struct {
			Moves []movesJSONEntry `json:"moves"`
		}{Moves: make([]movesJSONEntry, len(succ))}
		for i, s := range succ {
			out.Moves[i] = movesJSONEntry{Move: s.Move, Position: s.Position, Outcome: s.Outcome}
		}
		return writeJSON(e.stdout, out)
	}
	if len(succ) == 0 {
		o, err := reference.Status(r, p)
		if err != nil {
			return usageError("moves: %v", err)
		}
		fmt.Fprintf(e.stderr, "no legal moves: %s\n", outcomeText(o))
		return nil
	}
	texts, err := reference.FormatMoves(r, p)
	if err != nil || len(texts) != len(succ) {
		return &exitError{code: 2, err: fmt.Errorf("moves: formatting the moves: %v", err)}
	}
	if *rn {
		for i, s := range succ {
			if texts[i], err = reference.FormatMoveRN(r, p, s.Move); err != nil {
				return &exitError{code: 2, err: fmt.Errorf("moves: formatting %s: %v", s.Move, err)}
			}
		}
	}
	for i, s := range succ {
		text := texts[i]
		if s.Outcome.Over() {
			text += "\t" + outcomeText(s.Outcome)
		}
		if *results {
			if i > 0 {
				fmt.Fprintln(e.stdout)
			}
			fmt.Fprintf(e.stdout, "%s\n", text)
			writePosition(e.stdout, &s.Position)
			continue
		}
		fmt.Fprintln(e.stdout, text)
	}
	return nil
}
