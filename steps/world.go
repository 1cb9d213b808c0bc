// Package steps holds the godog step definitions that run the executable
// specification in package features against the reference engine.
//
// The steps are thin: boards are read with the engine's diagram layout
// (reference.DiagramRowPits), moves with its notation codec
// (reference.ParseMove, reference.FormatMoves), and every check compares the
// engine's answer with the value written in the scenario. The state of one
// scenario lives in a World carried by the scenario's context.Context; there
// are no package-level variables that change.
//
// The vector exporter can reuse InitializeScenario and read the World of a
// scenario with FromContext in an After hook.
package steps

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/baolakiswahili/conformance/reference"
)

// World is the state of one scenario: what the Givens set up, the current
// position, and the last move played with its result and trace.
type World struct {
	// Givens, as written. They are turned into Rules and a Position the
	// first time a When or Then needs them.
	variant    reference.Variant
	variantSet bool
	profile    string
	options    map[string]string
	start      *reference.Position // "the start position": the board and stores to start from
	board      *[4][8]int          // "the board:" rows b, a, A, B in printed order
	stores     *[2]int
	house      [2]*reference.HouseState
	toMove     reference.Side
	blocked    string
	mustCap    string

	built bool

	// Rules are the rules of the scenario, once built.
	Rules reference.Rules
	// Given is the position the Givens describe, once built.
	Given reference.Position
	// Pos is the current position: Given, then the result of each move.
	Pos reference.Position
	// Moves are the moves played so far, in order, as written.
	Moves []string
	// Before is the position before the last move.
	Before reference.Position
	// Move is the last move played (valid when MoveErr is nil).
	Move reference.Move
	// MoveErr is the error of the last move: it was illegal or did not parse.
	MoveErr error
	// Outcome is the outcome after the last move.
	Outcome reference.Outcome
	// Trace is the trace of the last move.
	Trace []reference.Event
}

type worldKey struct{}

// FromContext returns the World of the scenario running in ctx, or nil.
func FromContext(ctx context.Context) *World {
	w, _ := ctx.Value(worldKey{}).(*World)
	return w
}

// withWorld returns ctx carrying a fresh World.
func withWorld(ctx context.Context) (context.Context, *World) {
	w := &World{profile: "default", options: map[string]string{}, toMove: reference.South}
	return context.WithValue(ctx, worldKey{}, w), w
}

func world(ctx context.Context) (*World, error) {
	if w := FromContext(ctx); w != nil {
		return w, nil
	}
	return nil, errors.New("steps: no scenario state in the context (the Before hook did not run)")
}

// given reports an error when a Given comes after the position was used.
func (w *World) given(what string) error {
	if w.built {
		return fmt.Errorf("steps: %s: the position was already used by an earlier step; put every Given first", what)
	}
	return nil
}

// Played reports whether a When step has played a move.
func (w *World) Played() bool { return len(w.Moves) > 0 }

// build turns the Givens into Rules and a Position, once.
func (w *World) build() error {
	if w.built {
		return nil
	}
	r, err := reference.Profile(w.profile)
	if err != nil {
		return fmt.Errorf("steps: rules profile: %w", err)
	}
	if r, err = r.WithOptions(w.options); err != nil {
		return fmt.Errorf("steps: rule options: %w", err)
	}
	var p reference.Position
	switch {
	case w.start != nil:
		p = *w.start
		if w.variantSet && w.variant != p.Variant {
			return fmt.Errorf("steps: the variant is %q but the start position is %q's", w.variant, p.Variant)
		}
	default:
		p = reference.Position{Variant: reference.Kiswahili, Blocked: reference.NoPit, MustCapture: reference.NoPit}
		if w.variantSet {
			p.Variant = w.variant
		}
	}
	if w.board != nil {
		if w.start != nil {
			return errors.New("steps: both a start position and a board are given: give one of them")
		}
		for i, label := range []byte("baAB") {
			pits, _ := reference.DiagramRowPits(label)
			for col, q := range pits {
				p.SetSeeds(q, w.board[i][col])
			}
		}
	}
	if w.stores != nil {
		p.Store = [2]uint8{uint8(w.stores[0]), uint8(w.stores[1])}
	}
	if w.start == nil {
		for s := reference.South; s <= reference.North; s++ {
			h := reference.HouseNone
			if p.Variant == reference.Kiswahili {
				// Default: intact while the house pit holds seeds.
				h = reference.HouseDestroyed
				if p.Pits[s][reference.HouseRing] > 0 {
					h = reference.HouseIntact
				}
			}
			p.House[s] = h
		}
	}
	for s, h := range w.house {
		if h != nil {
			p.House[s] = *h
		}
	}
	p.ToMove = w.toMove
	if w.blocked != "" {
		if p.Blocked, err = reference.ParsePit(w.blocked); err != nil {
			return fmt.Errorf("steps: blocked pit: %w", err)
		}
	}
	if w.mustCap != "" {
		if p.MustCapture, err = reference.ParsePit(w.mustCap); err != nil {
			return fmt.Errorf("steps: must-capture pit: %w", err)
		}
	}
	if err := p.Validate(); err != nil {
		return fmt.Errorf("steps: the given position is not valid: %w", err)
	}
	w.Rules, w.Given, w.Pos, w.built = r, p, p, true
	return nil
}

// current returns the current position, building it from the Givens first.
func (w *World) current() (reference.Position, error) {
	if err := w.build(); err != nil {
		return reference.Position{}, err
	}
	return w.Pos, nil
}

// play applies move m (already parsed) and records its result.
func (w *World) play(text string, m reference.Move, parseErr error) error {
	p, err := w.current()
	if err != nil {
		return err
	}
	if len(w.Moves) > 0 && w.MoveErr != nil {
		return fmt.Errorf("steps: the earlier move %q was illegal (%v): no further move can be played", w.Moves[len(w.Moves)-1], w.MoveErr)
	}
	if w.Outcome.Over() {
		return fmt.Errorf("steps: the game ended (%s wins by %s) before the move %q", w.Outcome.Winner, w.Outcome.Reason, text)
	}
	w.Moves = append(w.Moves, text)
	w.Before = p
	w.Move, w.MoveErr, w.Trace = reference.Move{}, nil, nil
	if parseErr != nil {
		w.MoveErr = parseErr
		return nil
	}
	res, trace, err := reference.ApplyTrace(w.Rules, p, m)
	if err != nil {
		w.MoveErr = err
		return nil
	}
	w.Move, w.Trace, w.Pos, w.Outcome = m, trace, res.Position, res.Outcome
	return nil
}

// moved returns an error unless a legal move was played.
func (w *World) moved() error {
	if !w.Played() {
		return errors.New("steps: this step needs a move: add a When step")
	}
	if w.MoveErr != nil {
		return fmt.Errorf("steps: the move %q was not played: %v", w.Moves[len(w.Moves)-1], w.MoveErr)
	}
	return nil
}

// describe renders the current state for failure messages.
func (w *World) describe() string {
	var b strings.Builder
	if w.Played() {
		fmt.Fprintf(&b, "before the move %q:\n%s", w.Moves[len(w.Moves)-1], reference.FormatDiagram(w.Before))
		if w.MoveErr == nil {
			fmt.Fprintf(&b, "trace:\n")
			for _, e := range w.Trace {
				fmt.Fprintf(&b, "  %s\n", e)
			}
			fmt.Fprintf(&b, "after:\n%s", reference.FormatDiagram(w.Pos))
		}
	} else if w.built {
		b.WriteString(reference.FormatDiagram(w.Pos))
	}
	return b.String()
}
