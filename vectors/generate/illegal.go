package generate

import (
	"errors"
	"fmt"
	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/vectors"
	"slices"

	"github.com/baolakiswahili/conformance/reference"
)

// This file exports the illegal vectors: moves the engine must refuse, each
// named after the kind of the reference engine's IllegalMoveError (its rule
// IDs come from the error too, never from the message's text).

// illegalReason names the way err (from reference.Apply) makes a move
// illegal, from the error's kind, and the rule IDs it cites.
func illegalReason(err error) (string, []string) {
	var ie *reference.IllegalMoveError
	switch {
	case errors.As(err, &ie):
		return ie.Kind.String(), nonNil(slices.Clone(ie.Rules))
	case errors.Is(err, reference.ErrGameOver):
		return "game-over", []string{}
	}
	return "other", []string{}
}

// seedCapped reports whether m is a mtaji sowing from a pit of 16 or more
// seeds whose last seed would land on a marker: a capture the seed cap
// forbids (SEEDCAP, MTAJI-3).
func seedCapped(p *reference.Position, m reference.Move) bool {
	if p.Phase() != reference.Mtaji || p.Variant == reference.Hus || m.Pit.Side() != p.ToMove || m.Dir == reference.NoDir {
		return false
	}
	mine, opp := &p.Pits[p.ToMove], &p.Pits[p.ToMove.Other()]
	r := m.Pit.Ring()
	n := int(mine[r])
	if n <= 15 {
		return false
	}
	k := (n-1)%reference.RingSize + 1
	land := reference.Ring((int(r) + k*int(m.Dir) + 4*reference.RingSize) % reference.RingSize)
	before := (n - 1) / reference.RingSize
	if land != r {
		before += int(mine[land])
	}
	return land.Front() && opp[land.Facing()] > 0 && before > 0
}

// IllegalReasons lists the names of the ways a move can be illegal that the
// illegal vectors cover, in a fixed order: the reference engine's kinds, a
// game already over, and a capture the seed cap forbids.
func IllegalReasons() []string {
	var out []string
	for _, k := range reference.IllegalKinds() {
		if k != reference.IllegalOther && k != reference.IllegalOtherNamua {
			out = append(out, k.String())
		}
	}
	return append(out, "game-over", "seed-cap")
}

// tryMoves lists every conceivable move from p's pits (both sides' front
// pits, the mover's back pits) with every choice.
func tryMoves(p *reference.Position) []reference.Move {
	var out []reference.Move
	for q := reference.Pit(0); q < 32; q++ {
		if q.Side() != p.ToMove && !q.Ring().Front() {
			continue
		}
		for _, d := range []reference.Dir{reference.NoDir, reference.CW, reference.CCW} {
			for _, k := range []reference.Kichwa{reference.NoKichwa, reference.LeftKichwa, reference.RightKichwa} {
				for _, s := range []bool{false, true} {
					out = append(out, reference.Move{Pit: q, Dir: d, Kichwa: k, Safari: s})
				}
			}
		}
	}
	return out
}

// illegalFile searches random positions under several rule sets for moves
// that are illegal for each reason, and exports a few of each (engine-derived).
func illegalFile(pools []*pool) (*vectors.File, error) {
	const perKey = 3
	f := &vectors.File{Format: vectors.Format, Name: "illegal",
		Description: "Engine-derived illegal moves: for every way a move can be illegal, a few positions and moves the engine must refuse with an illegal-move error (the message is for people and is not compared)."}
	type setting struct {
		rj    reference.RulesJSON
		pools []*pool
	}
	byProfile := map[string][]*pool{}
	for _, pl := range pools {
		byProfile[pl.profile] = append(byProfile[pl.profile], pl)
	}
	settings := []setting{
		{reference.RulesJSON{Profile: "default"}, byProfile["default"]},
		{reference.RulesJSON{Profile: "donkers"}, byProfile["donkers"]},
		{reference.RulesJSON{Profile: "bga"}, byProfile["bga"]},
		{reference.RulesJSON{Profile: "default", Options: map[string]string{"husOpening": "compulsory"}}, byProfile["default"][2:]},
	}
	count := map[string]int{}
	for _, st := range settings {
		r, err := st.rj.Resolve()
		if err != nil {
			return nil, err
		}
		for _, pl := range st.pools {
			samples := pl.scattered()
			// Positions where the game is over, for "game-over".
			var ends []reference.Position
			for i := 0; i < len(samples) && len(ends) < 3; i++ {
				succ, _ := reference.Moves(r, samples[i].Position, nil)
				for _, s := range succ {
					if s.Outcome.Over() && s.Outcome.Reason != reference.ReasonLapLimit {
						ends = append(ends, s.Position)
						break
					}
				}
			}
			var positions []reference.Position
			for _, s := range rareFirst(samples) {
				if len(positions) >= 400 {
					break
				}
				positions = append(positions, s.Position)
			}
			positions = append(ends, positions...)
			rk := rulesKey(st.rj)
			for _, p := range positions {
				for _, m := range tryMoves(&p) {
					_, err := reference.Apply(r, p, m)
					if err == nil {
						continue
					}
					if !errors.Is(err, reference.ErrIllegalMove) && !errors.Is(err, reference.ErrGameOver) {
						continue
					}
					reason, ruleIDs := illegalReason(err)
					if seedCapped(&p, m) {
						reason = "seed-cap"
					}
					k := reason + "/" + p.Variant.String() + "/" + string(rk)
					if count[k] >= perKey {
						continue
					}
					count[k]++
					pj := posJSON(&p)
					mj := moveJSON(m)
					text := m.String()
					f.Vectors = append(f.Vectors, vectors.Vector{
						ID:   fmt.Sprintf("illegal.%s.%s.%s", reason, p.Variant, hashID(pj, mj, rk)),
						Kind: vectors.KindIllegal, Derived: vectors.DerivedEngine, Rules: st.rj,
						RuleIDs:  ruleIDs,
						Tags:     []string{"engine-derived", p.Variant.String(), p.Phase().String(), "illegal-" + reason},
						Position: pj, Move: mj, MoveText: text,
						Expect: vectors.Expect{Error: protocol.KindIllegalMove, Message: err.Error()},
					})
				}
			}
		}
	}
	sortVectors(f.Vectors)
	return f, nil
}
