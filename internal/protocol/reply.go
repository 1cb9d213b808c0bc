package protocol

import (
	"encoding/json"
	"fmt"
)

// DecodeReply decodes a moves or apply reply line. It uses the scanner for
// the common shape and encoding/json for anything else.
func DecodeReply(raw []byte) (*Reply, error) {
	var r Reply
	if fastReply(raw, &r) {
		return &r, nil
	}
	var slow struct {
		Moves    *[]Successor    `json:"moves"`
		Position json.RawMessage `json:"position"`
		Outcome  json.RawMessage `json:"outcome"`
		Error    *ErrorBody      `json:"error"`
	}
	if err := json.Unmarshal(raw, &slow); err != nil {
		return nil, fmt.Errorf("reply is not the protocol's shape: %v", err)
	}
	r = Reply{Position: slow.Position, Outcome: slow.Outcome, Error: slow.Error}
	if slow.Moves != nil {
		r.Moves, r.HasMoves = *slow.Moves, true
	}
	return &r, nil
}

// fastReply splits a reply with the scanner; false: use encoding/json.
func fastReply(raw []byte, r *Reply) bool {
	var buf [6]Member
	ms, ok := SplitObject(raw, buf[:0])
	if !ok {
		return false
	}
	for _, m := range ms {
		switch m.Key {
		case "moves":
			if string(m.Value) == "null" {
				continue
			}
			els, ok := SplitArrayTrusted(m.Value, nil)
			if !ok {
				return false
			}
			r.HasMoves = true
			r.Moves = make([]Successor, len(els))
			var mb [4]Member
			for i, e := range els {
				sm, ok := SplitObjectTrusted(e, mb[:0])
				if !ok {
					return false
				}
				for _, x := range sm {
					switch x.Key {
					case "move":
						r.Moves[i].Move = x.Value
					case "position":
						r.Moves[i].Position = x.Value
					case "outcome":
						r.Moves[i].Outcome = x.Value
					}
				}
			}
		case "position":
			r.Position = m.Value
		case "outcome":
			r.Outcome = m.Value
		case "error":
			return false // rare: let encoding/json decode it
		}
	}
	return true
}
