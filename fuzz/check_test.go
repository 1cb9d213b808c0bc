package fuzz

import (
	"encoding/json"
	"errors"
	"fmt"

	bao "github.com/baolakiswahili/conformance/reference"
)

// tb is what the checks need from *testing.T and *rapid.T.
type tb interface {
	Helper()
	Fatalf(format string, args ...any)
	Logf(format string, args ...any)
}

// js renders a position as JSON for failure messages.
func js(p bao.Position) string {
	b, err := json.Marshal(p)
	if err != nil {
		return fmt.Sprintf("%+v (marshal: %v)", p, err)
	}
	return string(b)
}

// mj renders a move as JSON for failure messages.
func mj(m bao.Move) string {
	b, err := json.Marshal(m)
	if err != nil {
		return fmt.Sprintf("%+v", m)
	}
	return string(b)
}

// allMoves lists every syntactically possible move: every pit, direction,
// kichwa and safari choice (32*3*3*2 = 576 moves).
func allMoves() []bao.Move {
	var out []bao.Move
	for pit := bao.Pit(0); pit < 32; pit++ {
		for _, d := range []bao.Dir{bao.NoDir, bao.CW, bao.CCW} {
			for _, k := range []bao.Kichwa{bao.NoKichwa, bao.LeftKichwa, bao.RightKichwa} {
				for _, s := range []bool{false, true} {
					out = append(out, bao.Move{Pit: pit, Dir: d, Kichwa: k, Safari: s})
				}
			}
		}
	}
	return out
}

var syntacticMoves = allMoves()

// mirrorMove exchanges South and North in m.
func mirrorMove(m bao.Move) bao.Move {
	if m.Pit.Valid() {
		m.Pit ^= 16
	}
	return m
}

// mirrorOutcome exchanges the winner.
func mirrorOutcome(o bao.Outcome) bao.Outcome {
	if o.Over() {
		o.Winner = o.Winner.Other()
	}
	return o
}

// stats counts what the checks saw.
type stats struct {
	positions, moves, events, captures, lapLosses int
}

// checkPosition checks a position that a test is about to play from: it is
// valid, holds 64 seeds, its JSON round-trips, and Status agrees with Moves.
// It returns the legal moves.
func checkPosition(t tb, r bao.Rules, p bao.Position) []bao.Successor {
	t.Helper()
	if err := p.Validate(); err != nil {
		t.Fatalf("invalid position %s: %v", js(p), err)
	}
	if p.Total() != bao.TotalSeeds {
		t.Fatalf("position holds %d seeds: %s", p.Total(), js(p))
	}
	checkPositionJSON(t, p)
	succ, err := bao.Moves(r, p, nil)
	if err != nil {
		t.Fatalf("Moves(%s): %v", js(p), err)
	}
	o, err := bao.Status(r, p)
	if err != nil {
		t.Fatalf("Status(%s): %v", js(p), err)
	}
	if o.Over() != (len(succ) == 0) { // BUG-6 (fixed) was a case of this
		t.Fatalf("Status says over=%v (%s) but Moves lists %d moves in %s", o.Over(), o.Reason, len(succ), js(p))
	}
	// The side to move wins only when the other side has already lost.
	frontLost := p.Variant != bao.Hus && !p.FrontEmpty(p.ToMove) && p.FrontEmpty(p.ToMove.Other())
	if o.Over() && (o.Winner == p.ToMove) != otherLost(r, p) {
		t.Fatalf("Status: %s wins (%s) in %s", o.Winner, o.Reason, js(p))
	}
	if o.Over() && (o.Reason == bao.ReasonFrontRowEmpty) != (p.FrontEmpty(p.ToMove) || frontLost) {
		t.Fatalf("Status reason %s but front row empty=%v in %s", o.Reason, p.FrontEmpty(p.ToMove), js(p))
	}
	seen := map[bao.Move]bool{}
	for _, s := range succ {
		if seen[s.Move] {
			t.Fatalf("Moves lists %s twice in %s", mj(s.Move), js(p))
		}
		seen[s.Move] = true
		checkMoveJSON(t, s.Move)
	}
	return succ
}

// otherLost reports whether the side not to move of p has already lost, so
// that the game is over before the side to move plays: its front row is
// empty (END-1: a final position; not in Hus, where a mover may empty his
// own), or, under DISPUTE-32's during-move readings, it is judged by END-2
// and has no pit with 2 or more seeds (immobileOther).
func otherLost(r bao.Rules, p bao.Position) bool {
	if p.FrontEmpty(p.ToMove) {
		return false
	}
	return (p.Variant != bao.Hus && p.FrontEmpty(p.ToMove.Other())) || immobileOther(r, p)
}

// immobileOther reports whether, under DISPUTE-32's during-move readings,
// the side not to move of p has already lost by END-2: it is judged by it
// (in mtaji; in namua only under DISPUTE-23's always reading; under the
// shared phase namua lasts until both stores are empty) and has no pit with
// 2 or more seeds.
func immobileOther(r bao.Rules, p bao.Position) bool {
	if r.Immobility == bao.ImmobileAtTurnStart {
		return false
	}
	side := p.ToMove.Other()
	if p.Variant == bao.Kiswahili && r.NamuaImmobility != bao.ImmobilityAlways &&
		(p.Store[side] > 0 || r.Immobility == bao.ImmobileDuringMoveSharedPhase && p.Store[side.Other()] > 0) {
		return false
	}
	for _, n := range p.Pits[side] {
		if n >= 2 {
			return false
		}
	}
	return true
}

// checkPositionJSON checks that p survives a JSON round trip.
func checkPositionJSON(t tb, p bao.Position) {
	t.Helper()
	b, err := json.Marshal(p)
	if err != nil {
		t.Fatalf("marshal %+v: %v", p, err)
	}
	var q bao.Position
	if err := json.Unmarshal(b, &q); err != nil {
		t.Fatalf("unmarshal own JSON %s: %v", b, err)
	}
	if q != p {
		t.Fatalf("position JSON round trip: %s became %s", b, js(q))
	}
}

// checkMoveJSON checks that m survives a JSON round trip.
func checkMoveJSON(t tb, m bao.Move) {
	t.Helper()
	b, err := json.Marshal(m)
	if err != nil {
		t.Fatalf("marshal move %+v: %v", m, err)
	}
	var q bao.Move
	if err := json.Unmarshal(b, &q); err != nil {
		t.Fatalf("unmarshal own move JSON %s: %v", b, err)
	}
	if q != m {
		t.Fatalf("move JSON round trip: %s became %+v", b, q)
	}
}

// checkExact checks that the legal moves are exactly the syntactic moves
// Apply accepts, with the same results, and that Apply rejects the rest with
// an error wrapping ErrIllegalMove (or ErrGameOver when the game is over).
func checkExact(t tb, r bao.Rules, p bao.Position, succ []bao.Successor) {
	t.Helper()
	legal := make(map[bao.Move]bao.Result, len(succ))
	for _, s := range succ {
		legal[s.Move] = s.Result
	}
	// checkPosition makes sure Status is over exactly when no move is listed;
	// Apply follows Status.
	o, err := bao.Status(r, p)
	if err != nil {
		t.Fatalf("Status: %v", err)
	}
	over := o.Over()
	for _, m := range syntacticMoves {
		res, err := bao.Apply(r, p, m)
		want, ok := legal[m]
		switch {
		case ok && err != nil:
			t.Fatalf("Moves lists %s but Apply rejects it: %v\nposition %s", mj(m), err, js(p))
		case !ok && err == nil:
			t.Fatalf("Apply accepts %s (outcome %+v) but Moves does not list it\nposition %s", mj(m), res.Outcome, js(p))
		case ok && res != want:
			t.Fatalf("Apply(%s) = %s %+v, Moves says %s %+v\nposition %s", mj(m), js(res.Position), res.Outcome, js(want.Position), want.Outcome, js(p))
		case !ok && over && !errors.Is(err, bao.ErrGameOver):
			t.Fatalf("game over, but Apply(%s) says %v (want ErrGameOver)\nposition %s", mj(m), err, js(p))
		case !ok && !over && !errors.Is(err, bao.ErrIllegalMove):
			t.Fatalf("Apply(%s) error %v does not wrap ErrIllegalMove\nposition %s", mj(m), err, js(p))
		case !ok && err.Error() == "":
			t.Fatalf("Apply(%s): empty error", mj(m))
		}
	}
}

// checkSuccessor plays a listed move again with ApplyTrace and checks every
// invariant of one move: determinism, an untouched input, conservation,
// monotonic facts, the lap limit, the trace, the outcome and mirror symmetry.
func checkSuccessor(t tb, r bao.Rules, p bao.Position, s bao.Successor, st *stats) {
	t.Helper()
	orig := p
	endless := r.LapLimit == bao.LapCycle || (r.LapLimit == bao.Lap12Passes && (captureExists(r, p) || p.Variant == bao.Hus))
	if s.Outcome.Reason == bao.ReasonLapLimit && endless {
		// An endless move's cycle may take 10^8 sowings to find; its trace
		// stops at reference.MaxTraceEvents (the BUG-5 fix), so the replay
		// cannot explain the whole move: check it without the trace.
		checkLapLoss(t, r, p, s, st)
		return
	}
	res, ev, err := bao.ApplyTrace(r, p, s.Move)
	if err != nil {
		t.Fatalf("ApplyTrace(%s) rejects a listed move: %v\nposition %s", mj(s.Move), err, js(p))
	}
	if p != orig {
		t.Fatalf("ApplyTrace changed its input")
	}
	if res != s.Result {
		t.Fatalf("ApplyTrace(%s) = %s %+v, Moves said %s %+v\nposition %s", mj(s.Move), js(res.Position), res.Outcome, js(s.Position), s.Outcome, js(p))
	}
	res2, err := bao.Apply(r, p, s.Move)
	if err != nil || res2 != res {
		t.Fatalf("Apply is not deterministic for %s: %v %+v vs %+v\nposition %s", mj(s.Move), err, res2, res, js(p))
	}
	if st != nil {
		st.moves++
		st.events += len(ev)
	}
	// The decisions of the rules (issue 34) change nothing: each shows the
	// board and the seeds sown of the step before it. The replay model
	// explains the effects.
	board, sown := p, 0
	for i, e := range ev {
		same := e.Board.Pits == board.Pits && e.Board.Store == board.Store && e.Board.House == board.House
		if e.Kind == bao.EvDecision && (!same || e.Sown != sown || e.Rule == "" || e.Decision == bao.NoDecision) {
			t.Fatalf("ApplyTrace(%s): decision %d (%s) changes the board or sown count, or names no rule\nposition %s", mj(s.Move), i, e, js(p))
		}
		board, sown = e.Board, e.Sown
	}
	ctx := moveCtx{t: t, r: r, p: p, m: s.Move, res: res, ev: bao.Effects(ev)}
	ctx.check(st)
	// Mirror symmetry.
	mres, err := bao.Apply(r, p.Mirror(), mirrorMove(s.Move))
	if err != nil {
		t.Fatalf("mirrored move %s rejected: %v\nposition %s\nmirror %s", mj(mirrorMove(s.Move)), err, js(p), js(p.Mirror()))
	}
	want := bao.Result{Position: res.Position.Mirror(), Outcome: mirrorOutcome(res.Outcome)}
	if mres != want {
		t.Fatalf("mirror: %s in %s gives %s %+v, want the mirror %s %+v", mj(mirrorMove(s.Move)), js(p.Mirror()), js(mres.Position), mres.Outcome, js(want.Position), want.Outcome)
	}
}

// checkMirrorMoves checks that the mirrored position has the mirrored moves.
func checkMirrorMoves(t tb, r bao.Rules, p bao.Position, succ []bao.Successor) {
	t.Helper()
	msucc, err := bao.Moves(r, p.Mirror(), nil)
	if err != nil {
		t.Fatalf("Moves(mirror of %s): %v", js(p), err)
	}
	if len(msucc) != len(succ) {
		t.Fatalf("%d moves but %d in the mirror of %s", len(succ), len(msucc), js(p))
	}
	want := map[bao.Move]bool{}
	for _, s := range succ {
		want[mirrorMove(s.Move)] = true
	}
	for _, s := range msucc {
		if !want[s.Move] {
			t.Fatalf("the mirror of %s has move %s, whose mirror is not legal", js(p), mj(s.Move))
		}
	}
}

// checkLapLoss checks a lap-limit loss without its trace: Apply agrees with
// Moves, leaves the position as it was, the mover loses, and the mirror agrees.
func checkLapLoss(t tb, r bao.Rules, p bao.Position, s bao.Successor, st *stats) {
	t.Helper()
	res, err := bao.Apply(r, p, s.Move)
	if err != nil || res != s.Result {
		t.Fatalf("Apply(%s) = %+v, %v; Moves said %+v\nposition %s", mj(s.Move), res, err, s.Result, js(p))
	}
	want := bao.Outcome{Winner: p.ToMove.Other(), Reason: bao.ReasonLapLimit}
	// The successor contract: the board as it was, the opponent to move, nothing binding.
	same := p
	same.ToMove, same.Blocked, same.MustCapture, same.Lasting = p.ToMove.Other(), bao.NoPit, bao.NoPit, [2]bao.LastingBlock{}
	if res.Position != same || res.Outcome != want {
		t.Fatalf("lap-limit loss %s: %s %+v, want the board unchanged with the opponent to move and %+v", mj(s.Move), js(res.Position), res.Outcome, want)
	}
	if r.LapLimit == bao.Lap100Illegal {
		t.Fatalf("under 100-seeds-illegal an over-long move is illegal, not a loss")
	}
	mres, err := bao.Apply(r, p.Mirror(), mirrorMove(s.Move))
	if err != nil || mres.Position != same.Mirror() || mres.Outcome != mirrorOutcome(want) {
		t.Fatalf("mirror of lap-limit loss %s: %+v, %v", mj(s.Move), mres, err)
	}
	if st != nil {
		st.moves++
		st.lapLosses++
	}
}
