package protocol

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/baolakiswahili/conformance/internal/strictjson"
	"github.com/baolakiswahili/conformance/reference"
)

// CheckReply checks a decoded moves or apply reply against protocol v1: no
// member the protocol lacks, the members the op needs, a known error kind,
// and every move, position and outcome valid (a position must hold the
// variant's seeds and obey the other invariants of position JSON v1).
// known, when not nil, reports positions known to be valid (equal byte for
// byte to an expected one); they are not decoded again.
func CheckReply(op string, r *Reply, known func(pos []byte) bool) error {
	return CheckReplyFrom(op, r, known, nil)
}

// CheckReplyFrom is CheckReply that also checks every position the reply
// carries (each successor of a moves reply, the position of an apply reply)
// against the successor contract (CheckContract), from being the position
// of the request. Known positions are taken as valid and keeping it.
func CheckReplyFrom(op string, r *Reply, known func(pos []byte) bool, from func() *reference.Position) error {
	if len(r.Unknown) > 0 {
		return fmt.Errorf("unknown member %q in the reply (the protocol has id, %s)", r.Unknown[0], replyMembers(op))
	}
	if r.Error != nil {
		if r.HasMoves || r.Position != nil || r.HasOutcome {
			return fmt.Errorf("the reply has both an error and a result")
		}
		if !slices.Contains(ErrorKinds, r.Error.Kind) {
			return fmt.Errorf("error.kind: unknown kind %q (want one of %s)", r.Error.Kind, strings.Join(ErrorKinds, ", "))
		}
		return nil
	}
	switch op {
	case OpMoves:
		if !r.HasMoves {
			return fmt.Errorf("the reply has no moves member")
		}
		if r.Position != nil || r.HasOutcome {
			return fmt.Errorf("a moves reply has moves only (not position or outcome)")
		}
		for i, s := range r.Moves {
			if err := checkSuccessor(s, known, from); err != nil {
				return strictjson.Under(fmt.Sprintf("moves[%d]", i), err)
			}
		}
	case OpApply:
		if r.HasMoves {
			return fmt.Errorf("an apply reply has position and outcome (not moves)")
		}
		if r.Position == nil {
			return fmt.Errorf("the reply has neither a position nor an error")
		}
		if !r.HasOutcome {
			return fmt.Errorf("the reply has no outcome member (null while the game goes on)")
		}
		p, err := checkPosition(r.Position, known)
		if err != nil {
			return err
		}
		if err := CheckOutcome(r.Outcome); err != nil {
			return err
		}
		if f := fromOf(from, p); f != nil {
			return contract(f, p, r.Outcome)
		}
	}
	return nil
}

func replyMembers(op string) string {
	if op == OpMoves {
		return "moves or error"
	}
	return "position and outcome, or error"
}

// CheckSuccessor checks one successor of a moves reply.
func CheckSuccessor(s Successor, known func([]byte) bool) error {
	return checkSuccessor(s, known, nil)
}

func checkSuccessor(s Successor, known func([]byte) bool, from func() *reference.Position) error {
	if s.Move == nil || s.Position == nil || s.Outcome == nil {
		return fmt.Errorf("a successor has move, position and outcome")
	}
	if err := CheckMove(s.Move); err != nil {
		return err
	}
	p, err := checkPosition(s.Position, known)
	if err != nil {
		return err
	}
	if err := CheckOutcome(s.Outcome); err != nil {
		return err
	}
	if f := fromOf(from, p); f != nil {
		return contract(f, p, s.Outcome)
	}
	return nil
}

// fromOf returns the request's position when a decoded (not known)
// successor p is to be checked against the contract.
func fromOf(from func() *reference.Position, p *reference.Position) *reference.Position {
	if p == nil || from == nil {
		return nil
	}
	return from()
}

// checkPosition decodes a position that is not known; nil: it is known.
func checkPosition(b []byte, known func([]byte) bool) (*reference.Position, error) {
	if known != nil && known(b) {
		return nil, nil
	}
	p, err := DecodePosition(b)
	if err != nil {
		return nil, inValue("position", err, "invalid position: %s", strings.TrimPrefix(Clean(err), "position: "))
	}
	return &p, nil
}

// inValue returns a refusal of the strict decoder with its path under
// what (position.South: unknown key ...), or any other error as format says.
func inValue(what string, err error, format string, args ...any) error {
	var se *strictjson.Error
	if errors.As(err, &se) && se.Path != "" {
		return &strictjson.Error{Path: strictjson.Join(what, se.Path), Msg: se.Msg}
	}
	return fmt.Errorf(format, args...)
}

// valid remembers move and outcome texts already found valid: there are
// only a few hundred, and decoding them again is most of a reply's check.
var valid = struct {
	sync.RWMutex
	m map[string]struct{}
}{m: map[string]struct{}{}}

func knownValid(b []byte) bool {
	valid.RLock()
	_, ok := valid.m[string(b)]
	valid.RUnlock()
	return ok
}

func rememberValid(b []byte) {
	valid.Lock()
	if len(valid.m) < 4096 {
		valid.m[string(b)] = struct{}{}
	}
	valid.Unlock()
}

// CheckMove checks a move JSON v1.
func CheckMove(b []byte) error {
	if knownValid(b) {
		return nil
	}
	var m reference.Move
	if err := json.Unmarshal(b, &m); err != nil {
		return inValue("move", err, "invalid move %s: %s", clipBytes(b, 80), Clean(err))
	}
	rememberValid(b)
	return nil
}

// CheckOutcome checks an outcome: null, or {"winner","reason"}.
func CheckOutcome(b []byte) error {
	if string(b) == "null" || knownValid(b) {
		return nil
	}
	var o reference.Outcome
	if err := json.Unmarshal(b, &o); err != nil {
		return inValue("outcome", err, "invalid outcome %s: %s (want null or {\"winner\":side,\"reason\":reason})", clipBytes(b, 80), Clean(err))
	}
	if !o.Over() {
		return fmt.Errorf("invalid outcome %s: want null while the game goes on", clipBytes(b, 80))
	}
	rememberValid(b)
	return nil
}

// Clean returns an error's text without the "bao: " prefix and Go type names.
func Clean(err error) string {
	s := strings.ReplaceAll(err.Error(), "bao: ", "")
	for _, t := range []string{"reference.outcomeJSON", "reference.moveJSON", "reference.positionJSON"} {
		s = strings.ReplaceAll(s, "want "+t, "want an object")
	}
	s = strings.ReplaceAll(s, ": : ", ": ")
	return strings.ReplaceAll(s, "json: ", "")
}
