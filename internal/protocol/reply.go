package protocol

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/baolakiswahili/conformance/internal/strictjson"
)

// DecodeReply decodes a moves or apply reply line. It uses the scanner for
// the common shape and encoding/json for anything else. It checks the shape
// only (members and their JSON types); CheckReply checks the meaning.
func DecodeReply(raw []byte) (*Reply, error) {
	var r Reply
	if fastReply(raw, &r) {
		return &r, nil
	}
	r = Reply{}
	// The strict decoder refuses duplicate keys at any depth and integral
	// numbers in another form are read as integers; members the protocol
	// lacks are kept for CheckReply to name.
	var ms map[string]json.RawMessage
	if err := strictjson.Unmarshal(raw, &ms); err != nil {
		var se *strictjson.Error
		if errors.As(err, &se) && se.Path != "" {
			return nil, err
		}
		return nil, fmt.Errorf("the reply is not a JSON object: %s", clipBytes(raw, 120))
	}
	for _, k := range sortedKeys(ms) {
		v := ms[k]
		switch k {
		case "id":
		case "moves":
			if string(v) == "null" {
				return nil, fmt.Errorf("moves: want an array, got null")
			}
			var els []map[string]json.RawMessage
			if err := json.Unmarshal(v, &els); err != nil {
				return nil, fmt.Errorf("moves: want an array of {move, position, outcome} objects: %s", clipBytes(v, 120))
			}
			r.Moves = make([]Successor, len(els))
			for i, el := range els {
				for _, k := range sortedKeys(el) {
					switch k {
					case "move":
						r.Moves[i].Move = el[k]
					case "position":
						r.Moves[i].Position = el[k]
					case "outcome":
						r.Moves[i].Outcome = el[k]
					default:
						return nil, &strictjson.Error{Path: fmt.Sprintf("moves[%d].%s", i, k), Msg: "unknown key" + didYouMean(k, "move", "position", "outcome") + " (a successor has move, position and outcome)"}
					}
				}
			}
			r.HasMoves = true
		case "position":
			r.Position = v
		case "outcome":
			r.Outcome, r.HasOutcome = v, true
		case "error":
			if err := strictjson.Unmarshal(v, &r.Error); err != nil || r.Error == nil {
				if err != nil {
					if se := (*strictjson.Error)(nil); errors.As(err, &se) && se.Path != "" {
						return nil, strictjson.Under("error", err)
					}
				}
				return nil, fmt.Errorf("error: want {\"kind\": string, \"message\": string}, got %s", clipBytes(v, 120))
			}
		default:
			r.Unknown = append(r.Unknown, k)
		}
	}
	return &r, nil
}

// didYouMean returns ` (did you mean "x"?)` when key differs from one of
// known only in case, else "".
func didYouMean(key string, known ...string) string {
	for _, k := range known {
		if strings.EqualFold(k, key) {
			return fmt.Sprintf(" (did you mean %q?)", k)
		}
	}
	return ""
}

func sortedKeys(m map[string]json.RawMessage) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	return ks
}

func clipBytes(b []byte, n int) string {
	if len(b) <= n {
		return string(b)
	}
	return string(b[:n]) + "..."
}

// fastReply splits a reply with the scanner; false: use encoding/json.
func fastReply(raw []byte, r *Reply) bool {
	var buf [6]Member
	ms, ok := SplitObject(raw, buf[:0])
	if !ok {
		return false
	}
	seen := 0
	for _, m := range ms {
		bit := 0
		switch m.Key {
		case "id":
			bit = 1
		case "moves":
			bit = 2
		case "position":
			bit = 4
		case "outcome":
			bit = 8
		}
		if seen&bit != 0 {
			return false // a duplicate: the slow path names it
		}
		seen |= bit
	}
	for _, m := range ms {
		switch m.Key {
		case "id":
		case "moves":
			els, ok := SplitArrayTrusted(m.Value, nil)
			if !ok {
				return false
			}
			r.HasMoves = true
			r.Moves = make([]Successor, len(els))
			var mb [4]Member
			for i, e := range els {
				sm, ok := SplitObjectTrusted(e, mb[:0])
				if !ok || len(sm) != 3 {
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
					default:
						return false
					}
				}
				if s := &r.Moves[i]; s.Move == nil || s.Position == nil || s.Outcome == nil {
					return false // a key twice: the slow path names it
				}
			}
		case "position":
			r.Position = m.Value
		case "outcome":
			r.Outcome, r.HasOutcome = m.Value, true
		default:
			return false // an error, or a member the protocol lacks: the slow path
		}
	}
	return true
}
