package main

import (
	"fmt"

	"github.com/baolakiswahili/conformance/reference"
)

// lapSeeds is the lap limit of the default reading (lapLimit=192-seeds,
// DISPUTE-13): a move may sow at most 192 seeds.
const lapSeeds = 192

// rules returns the rules quirky plays in position p, before the choice
// -house-namua-start makes per move (moveRules).
func (e *engine) rules(p *reference.Position) reference.Rules {
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
	if e.cfg.houseNamuaStart && emptyIntactHouse(p) {
		// An intact house left empty by a namua start from it (quirky's own
		// successors): the default rules refuse such a position,
		// capture-or-safari reads it, and quirky plays it so.
		r.HouseDestroyedBy = reference.DestroyedByCaptureOrSafari
	}
	return r
}

// emptyIntactHouse reports whether a side of p has an intact house with no
// seeds in it.
func emptyIntactHouse(p *reference.Position) bool {
	for s := reference.Side(0); s < 2; s++ {
		if p.Variant == reference.Kiswahili && p.House[s] == reference.HouseIntact && p.Pits[s][reference.HouseRing] == 0 {
			return true
		}
	}
	return false
}

// moveRules is rules for one move m: under -house-namua-start a namua move
// from the intact house is played under houseDestroyedBy=capture-or-safari.
func (e *engine) moveRules(p *reference.Position, m reference.Move) reference.Rules {
	r := e.rules(p)
	if e.cfg.houseNamuaStart && fromHouse(p, m) {
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

// moves lists the legal moves of p with their results, each settled under
// the quirks of its own move.
func (e *engine) moves(p reference.Position) ([]reference.Successor, error) {
	succ, err := reference.Moves(e.rules(&p), p, nil)
	if err != nil {
		return nil, err
	}
	for i := range succ {
		res, err := e.settle(p, succ[i].Move, succ[i].Result)
		if err != nil {
			return nil, fmt.Errorf("move %s: %w", succ[i].Move, err)
		}
		succ[i].Result = res
	}
	return succ, nil
}

// apply plays m in p as moves lists it.
func (e *engine) apply(p reference.Position, m reference.Move) (reference.Result, error) {
	res, err := reference.Apply(e.rules(&p), p, m)
	if err != nil {
		return res, err
	}
	return e.settle(p, m, res)
}

// settle turns res, the result of m in p under rules(p), into quirky's.
func (e *engine) settle(p reference.Position, m reference.Move, res reference.Result) (reference.Result, error) {
	if e.cfg.houseNamuaStart && fromHouse(&p, m) {
		var err error
		if res, err = e.houseResult(p, m, res); err != nil {
			return res, err
		}
	}
	if e.cfg.lapPerSowing && res.Outcome.Reason == reference.ReasonLapLimit {
		return e.perSowing(p, m, res)
	}
	return res, nil
}

// houseResult is -house-namua-start's result of a namua move m from the
// intact house, given def, its result under the default houseDestroyedBy
// (any-emptying): the move is played under capture-or-safari, where lifting
// the house at the start leaves it intact. One move is told apart: a
// kutakata that relays from the house again later (KUEN-1). The engine
// reproduced destroys the house there, and up to that relay both readings
// play alike (an intact house of fewer than 6 seeds is an ordinary pit, and
// a stop in a functional one would have ended the move), so from there on
// the move is the default reading's: its result is def.
func (e *engine) houseResult(p reference.Position, m reference.Move, def reference.Result) (reference.Result, error) {
	r := e.moveRules(&p, m)
	res, events, err := reference.ApplyTrace(r, p, m)
	if err != nil {
		return def, fmt.Errorf("playing it under houseDestroyedBy=capture-or-safari: %w", err)
	}
	events = reference.Effects(events)
	house := reference.PitOf(p.ToMove, reference.HouseRing)
	if len(events) > 2 && events[1].Kind == reference.EvPickUp && events[1].Pit == house {
		for _, ev := range events[2:] {
			if ev.Kind == reference.EvKuendelea && ev.Pit == house {
				return def, nil
			}
		}
	}
	return res, nil
}

// perSowing is -lap-per-sowing's judgement of a move the default lap limit
// (192 seeds over the whole move) lost: the move is played under
// lapLimit=cycle (no 192-seed limit) and lost only if the seeds sown since
// the last capture (or the start) ever pass 192. The sowing of the captured
// seeds that win the game is not counted, as the default limit does not
// count it (the game is won before it). lost is the default reading's result.
func (e *engine) perSowing(p reference.Position, m reference.Move, lost reference.Result) (reference.Result, error) {
	r := e.moveRules(&p, m)
	r.LapLimit = reference.LapCycle
	res, events, err := reference.ApplyTrace(r, p, m)
	if err != nil {
		return lost, fmt.Errorf("playing it under lapLimit=cycle: %w", err)
	}
	events = reference.Effects(events)
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
