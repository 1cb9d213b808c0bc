package main

import (
	"context"
	"fmt"

	"github.com/baolakiswahili/conformance/reference"
)

func init() {
	register(command{name: "show", summary: "print a position as a board diagram (or --json, --text)", run: runShow})
}

// runShow implements `bao show [POS]`: the diagram from South's seat with
// stores, houses, side to move, phase, block and obligation, and whether the
// game is over under the selected rules.
func runShow(_ context.Context, e *env, args []string) error {
	fs := newFlagSet(e, "show", "[flags] [POS]",
		"Prints the position as the sources draw it, from South's seat, and whether the game is over.\n\nPOS_HELP")
	asJSON := fs.Bool("json", false, "print position JSON v1")
	asText := fs.Bool("text", false, "print the position text form (reference.Position.MarshalText)")
	rf := addRulesFlags(fs)
	pos, err := fs.parse(args)
	if err != nil {
		return helpOK(err)
	}
	if len(pos) > 1 {
		return usageError("show: want at most one position, got %d arguments (%q ...)", len(pos), pos[1])
	}
	if *asJSON && *asText {
		return usageError("show: --json and --text exclude each other")
	}
	arg := "start"
	if len(pos) == 1 {
		arg = pos[0]
	}
	p, r, err := loadWithRules(e, arg, rf)
	if err != nil {
		return err
	}
	switch {
	case *asJSON:
		return writeJSON(e.stdout, p)
	case *asText:
		b, err := p.MarshalText()
		if err != nil {
			return &exitError{code: 2, err: fmt.Errorf("show: %w", err)}
		}
		_, err = e.stdout.Write(b)
		return err
	}
	writePosition(e.stdout, &p)
	o, err := reference.Status(r, p)
	if err != nil {
		return usageError("show: %v", err)
	}
	if o.Over() {
		fmt.Fprintf(e.stdout, "Game over: %s (%s)\n", outcomeText(o), rf.describe())
	}
	return nil
}
