package main

import (
	"errors"
	"fmt"

	"github.com/baolakiswahili/conformance/reference"
)

// lapSeeds is the lap limit of the default reading (lapLimit=192-seeds,
// DISPUTE-13): a move may sow at most 192 seeds.
const lapSeeds = 192

// rules returns the rules quirky plays in position p for move m (m is
// ignored where the rules do not depend on the move: m.Pit == NoPit asks
// for the rules of the position's moves in general).
func (e *engine) rules(p *reference.Position, m reference.Move) reference.Rules {
	var r reference.Rules // the default rules
	if e.cfg.lastingShort {
		r.BlockDuration = reference.BlockUntilLifted // AbstractPlay's reading, played undeclared
	}
	if e.cfg.mixedLoneKichwa {
		if p.Phase() == reference.Namua {
			r.LoneKichwa = reference.LoneKichwaEndOfMove
		} else {
			r.LoneKichwa = reference.LoneKichwaForbidden
		}
	}
	if e.cfg.houseNamuaStart && m.Pit != reference.NoPit && fromHouse(p, m) {
		r.HouseDestroyedBy = reference.DestroyedByCaptureOrSafari
	}
	return r
}

// fromHouse reports whether m is a namua move starting from the mover's
// intact house: the moves -house-namua-start plays under
// houseDestroyedBy=capture-or-safari.
func fromHouse(p *reference.Position, m reference.Move) bool {
	me := p.ToMove
	return p.Phase() == reference.Namua && p.House[me] == reference.HouseIntact &&
		m.Pit == reference.PitOf(me, reference.HouseRing)
}

// anyMove is the move argument of rules for a position's moves in general.
var anyMove = reference.Move{Pit: reference.NoPit}

// moves lists the legal moves of p with their results, each computed under
// the rules of its own move.
func (e *engine) moves(p reference.Position) ([]reference.Successor, error) {
	r := e.rules(&p, anyMove)
	succ, err := reference.Moves(r, p, nil)
	if err != nil && e.cfg.houseNamuaStart {
		// An intact house left empty by a namua start from it (quirky's own
		// successors): the default rules refuse it, capture-or-safari reads it.
		r.HouseDestroyedBy = reference.DestroyedByCaptureOrSafari
		succ, err = reference.Moves(r, p, nil)
	}
	if err != nil {
		return nil, err
	}
	if e.cfg.houseNamuaStart && r.HouseDestroyedBy == reference.DestroyedByAnyEmptying {
		if succ, err = e.houseMoves(p, succ); err != nil {
			return nil, err
		}
	}
	if e.cfg.lapPerSowing {
		for i := range succ {
			if succ[i].Outcome.Reason != reference.ReasonLapLimit {
				continue
			}
			res, err := e.perSowing(p, succ[i].Move, succ[i].Result)
			if err != nil {
				return nil, fmt.Errorf("move %s: %w", succ[i].Move, err)
			}
			succ[i].Result = res
		}
	}
	return succ, nil
}

// houseMoves replaces, in succ, the result of every namua move from the
// intact house with its result under houseDestroyedBy=capture-or-safari.
func (e *engine) houseMoves(p reference.Position, succ []reference.Successor) ([]reference.Successor, error) {
	me := p.ToMove
	if p.Phase() != reference.Namua || p.House[me] != reference.HouseIntact {
		return succ, nil
	}
	house := reference.PitOf(me, reference.HouseRing)
	alt := e.rules(&p, reference.Move{Pit: house})
	altSucc, err := reference.Moves(alt, p, nil)
	if err != nil {
		return nil, fmt.Errorf("the moves from the house under houseDestroyedBy=capture-or-safari: %w", err)
	}
	out := succ[:0:0]
	used := make([]bool, len(altSucc))
	for _, s := range succ {
		if s.Move.Pit != house {
			out = append(out, s)
			continue
		}
		for j, a := range altSucc {
			if !used[j] && a.Move == s.Move {
				used[j] = true
				out = append(out, a)
				break
			}
		}
	}
	for j, a := range altSucc {
		if !used[j] && a.Move.Pit == house {
			out = append(out, a) // listed under capture-or-safari only
		}
	}
	return out, nil
}

// apply plays m in p under the rules of that move.
func (e *engine) apply(p reference.Position, m reference.Move) (reference.Result, error) {
	r := e.rules(&p, m)
	res, err := reference.Apply(r, p, m)
	if err != nil && e.cfg.houseNamuaStart && r.HouseDestroyedBy == reference.DestroyedByAnyEmptying &&
		!errorsIsMove(err) {
		r.HouseDestroyedBy = reference.DestroyedByCaptureOrSafari // as in moves
		res, err = reference.Apply(r, p, m)
	}
	if err != nil {
		return res, err
	}
	if e.cfg.lapPerSowing && res.Outcome.Reason == reference.ReasonLapLimit {
		return e.perSowing(p, m, res)
	}
	return res, nil
}

// errorsIsMove reports whether err is about the move (illegal, or the game
// is over) rather than the position.
func errorsIsMove(err error) bool {
	return errors.Is(err, reference.ErrIllegalMove) || errors.Is(err, reference.ErrGameOver)
}

// perSowing is -lap-per-sowing's judgement of a move the default lap limit
// (192 seeds over the whole move) lost: the move is played under
// lapLimit=cycle (no 192-seed limit) and lost only if the seeds sown since
// the last capture (or the start) ever pass 192. The sowing of the captured
// seeds that win the game is not counted, as the default limit does not
// count it (the game is won before it). lost is the default reading's result.
func (e *engine) perSowing(p reference.Position, m reference.Move, lost reference.Result) (reference.Result, error) {
	r := e.rules(&p, m)
	r.LapLimit = reference.LapCycle
	res, events, err := reference.ApplyTrace(r, p, m)
	if err != nil {
		return lost, fmt.Errorf("playing it under lapLimit=cycle: %w", err)
	}
	if res.Outcome.Reason == reference.ReasonLapLimit {
		return res, nil // an endless move: lost under every reading
	}
	lastSow := -1
	for i, ev := range events {
		if ev.Kind == reference.EvSow {
			lastSow = i
		}
	}
	won := res.Outcome.Reason == reference.ReasonFrontRowEmpty && res.Outcome.Winner == p.ToMove
	count := 0
	for i, ev := range events {
		switch ev.Kind {
		case reference.EvCapture:
			count = 0
		case reference.EvSow:
			count += ev.Seeds
			if count > lapSeeds && !(won && i == lastSow) {
				return lapLoss(p), nil
			}
		}
	}
	return res, nil
}

// lapLoss is the result of a move lost on the lap limit (the README's
// "Successors"; the reference's own form under lapLimit=192-seeds): the move
// is not made, the opponent is to move, nothing is blocked, and the mover
// has lost.
func lapLoss(p reference.Position) reference.Result {
	q := p
	q.ToMove = p.ToMove.Other()
	q.Blocked, q.MustCapture = reference.NoPit, reference.NoPit
	q.Lasting = [2]reference.LastingBlock{}
	return reference.Result{Position: q, Outcome: reference.Outcome{Winner: q.ToMove, Reason: reference.ReasonLapLimit}}
}

// shortBlocks is -lasting-short's form of a successor: a lasting block that
// "blocked" (on the side to move) or "mustCapture" (on the other side)
// names already is left out of "blocks". Under blockDuration=until-lifted
// both are lasting blocks whether or not "blocks" lists them, so the short
// form means the same position.
func shortBlocks(p reference.Position) reference.Position {
	me, them := p.ToMove, p.ToMove.Other()
	if p.Blocked != reference.NoPit && p.LastingPit(me) == p.Blocked && p.Lasting[me].Turns == 0 {
		p.Lasting[me] = reference.LastingBlock{}
	}
	if p.MustCapture != reference.NoPit && p.LastingPit(them) == p.MustCapture && p.Lasting[them].Turns == 0 {
		p.Lasting[them] = reference.LastingBlock{}
	}
	return p
}
