package main

import (
	"bytes"
	"encoding/json"

	"github.com/baolakiswahili/conformance/reference"
)

// strictSide and strictPosition are position JSON v1 as an engine written
// before the optional "blocks" field knows it: -strict-positions decodes
// into them with DisallowUnknownFields, so a position that carries "blocks"
// is refused with encoding/json's own message, json: unknown field "blocks".
type strictSide struct {
	Front []int  `json:"front"`
	Back  []int  `json:"back"`
	Store int    `json:"store"`
	House string `json:"house"`
}

type strictPosition struct {
	Variant     string      `json:"variant"`
	ToMove      string      `json:"toMove"`
	South       *strictSide `json:"south"`
	North       *strictSide `json:"north"`
	Blocked     *string     `json:"blocked"`
	MustCapture *string     `json:"mustCapture"`
}

// decodeStrict decodes raw as -strict-positions does; the error is
// encoding/json's, unwrapped, as such an engine would send it.
func decodeStrict(raw json.RawMessage) error {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	var sp strictPosition
	return dec.Decode(&sp)
}

// spoil is -flaky: with probability cfg.flaky a reply that carries positions
// (succ, at least one) has one seed of one of them, chosen at random, moved
// from one pit to another. The position stays valid and keeps its 64 seeds.
// The draws follow the replies in order, from -seed.
func (e *engine) spoil(succ []reference.Successor) {
	if e.cfg.flaky <= 0 || len(succ) == 0 {
		return
	}
	if e.rng.Float64() >= e.cfg.flaky {
		return
	}
	i := e.rng.IntN(len(succ))
	succ[i].Position = e.moveSeed(succ[i].Position)
}

// moveSeed moves one seed of p from a non-empty pit to another pit, both
// drawn at random, keeping p valid: an intact house keeps a seed, a blocked
// pit or a lasting block's pit keeps one. It gives p back unchanged if 200
// draws found no such pair (a board that cannot be changed so).
func (e *engine) moveSeed(p reference.Position) reference.Position {
	for try := 0; try < 200; try++ {
		from := reference.PitOf(reference.Side(e.rng.IntN(2)), reference.Ring(e.rng.IntN(reference.RingSize)))
		to := reference.PitOf(reference.Side(e.rng.IntN(2)), reference.Ring(e.rng.IntN(reference.RingSize)))
		if from == to || p.Seeds(from) == 0 {
			continue
		}
		q := p
		q.SetSeeds(from, q.Seeds(from)-1)
		q.SetSeeds(to, q.Seeds(to)+1)
		if q.Validate() != nil {
			continue
		}
		emptied := false
		for s := reference.Side(0); s < 2; s++ {
			if q.House[s] == reference.HouseIntact && q.Pits[s][reference.HouseRing] == 0 && p.Pits[s][reference.HouseRing] > 0 {
				emptied = true // under the default rules an emptied house is destroyed
			}
		}
		if emptied {
			continue
		}
		return q
	}
	return p
}
