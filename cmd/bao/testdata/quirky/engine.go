package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"

	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/reference"
)

// Error kinds of protocol v1.
const (
	kindIllegalMove = protocol.KindIllegalMove
	kindBadPosition = protocol.KindBadPosition
	kindUnsupported = protocol.KindUnsupported
	kindBadRequest  = protocol.KindBadRequest
)

// engine answers protocol requests with the reference engine and the quirks
// of its config.
type engine struct {
	cfg config
	rng *rand.Rand // -flaky's draws, in the order of the replies
}

func newEngine(cfg config) *engine {
	return &engine{cfg: cfg, rng: newRand(cfg.seed)}
}

// helloReply is quirky's hello body, after the id: no options, no profiles.
const helloReply = `,"name":"quirky","version":"1.0","protocol":1,"variants":["kiswahili"],"options":{}}`

// answer returns the reply (without newline) to one request line. It never
// panics: an internal failure is answered as a bad request.
func (e *engine) answer(line []byte) (reply []byte) {
	var req protocol.Request
	if err := json.Unmarshal(line, &req); err != nil {
		return errorReply(requestID(line), kindBadRequest, "request is not a JSON object with the protocol's fields: "+err.Error())
	}
	id := req.ID
	if len(id) == 0 {
		id = nil
	}
	defer func() {
		if r := recover(); r != nil {
			reply = errorReply(id, kindBadRequest, fmt.Sprint("quirky: internal error: ", r))
		}
	}()
	switch req.Op {
	case protocol.OpHello:
		if req.Protocol != nil && *req.Protocol != protocol.Version {
			return errorReply(id, kindUnsupported, fmt.Sprintf("protocol %d: quirky speaks protocol %d", *req.Protocol, protocol.Version))
		}
		return append(appendID(nil, id), helloReply...)
	case protocol.OpMoves, protocol.OpApply:
	case "":
		return errorReply(id, kindBadRequest, "op: missing (want hello, moves or apply)")
	default:
		return errorReply(id, kindUnsupported, fmt.Sprintf("op: unknown op %q (want hello, moves or apply)", req.Op))
	}
	if kind, err := checkRules(req.Rules); err != nil {
		return errorReply(id, kind, err.Error())
	}
	if len(req.Position) == 0 || string(req.Position) == "null" {
		return errorReply(id, kindBadRequest, "position: missing")
	}
	if e.cfg.strictPositions {
		if err := decodeStrict(req.Position); err != nil {
			return errorReply(id, kindBadPosition, err.Error())
		}
	}
	p, err := protocol.DecodePosition(req.Position)
	if err != nil {
		return errorReply(id, kindBadPosition, err.Error())
	}
	if p.Variant != reference.Kiswahili {
		return errorReply(id, kindUnsupported, fmt.Sprintf("variant %s: quirky plays kiswahili only", p.Variant))
	}
	if req.Op == protocol.OpMoves {
		succ, err := e.moves(p)
		if err != nil {
			return errorReply(id, kindBadPosition, err.Error())
		}
		e.spoil(succ)
		out := append(appendID(nil, id), `,"moves":[`...)
		for i := range succ {
			if i > 0 {
				out = append(out, ',')
			}
			out = e.appendSuccessor(out, &succ[i])
		}
		return append(out, "]}"...)
	}
	if len(req.Move) == 0 || string(req.Move) == "null" {
		return errorReply(id, kindBadRequest, "move: missing")
	}
	var m reference.Move
	if err := json.Unmarshal(req.Move, &m); err != nil {
		return errorReply(id, kindBadRequest, "move: "+err.Error())
	}
	res, err := e.apply(p, m)
	switch {
	case errors.Is(err, reference.ErrIllegalMove), errors.Is(err, reference.ErrGameOver):
		return errorReply(id, kindIllegalMove, err.Error())
	case err != nil:
		return errorReply(id, kindBadPosition, err.Error())
	}
	one := []reference.Successor{{Move: m, Result: res}}
	e.spoil(one)
	out := append(appendID(nil, id), `,"position":`...)
	out = e.appendPosition(out, &one[0].Position)
	out = append(out, `,"outcome":`...)
	out = protocol.AppendOutcome(out, one[0].Outcome)
	return append(out, '}')
}

// checkRules accepts only the default rules: no rules object, or one with
// the profile "default" (or none) and no options, as indie does. It returns
// the error kind with the error.
func checkRules(raw json.RawMessage) (string, error) {
	if len(raw) == 0 || string(raw) == "null" {
		return "", nil
	}
	var rj reference.RulesJSON
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&rj); err != nil {
		return kindBadRequest, fmt.Errorf("rules: %w", err)
	}
	if rj.Profile != "" && rj.Profile != "default" {
		return kindUnsupported, fmt.Errorf("rules.profile %q: quirky plays the default rules only", rj.Profile)
	}
	if len(rj.Options) > 0 {
		return kindUnsupported, errors.New("rules.options: quirky plays no rule options")
	}
	return "", nil
}

// requestID digs the id out of a line that is not a valid request, so that
// the error reply can echo it; nil when it cannot.
func requestID(line []byte) json.RawMessage {
	var probe struct {
		ID json.RawMessage `json:"id"`
	}
	if json.Unmarshal(line, &probe) != nil || len(probe.ID) == 0 {
		return nil
	}
	return probe.ID
}

func appendID(dst []byte, id json.RawMessage) []byte {
	dst = append(dst, `{"id":`...)
	if id == nil {
		return append(dst, "null"...)
	}
	return append(dst, id...)
}

func errorReply(id json.RawMessage, kind, msg string) []byte {
	dst := appendID(nil, id)
	dst = append(dst, `,"error":{"kind":`...)
	dst = strconv.AppendQuote(dst, kind)
	dst = append(dst, `,"message":`...)
	dst = protocol.AppendString(dst, msg)
	return append(dst, "}}"...)
}

// appendSuccessor writes one successor as protocol.AppendSuccessor does,
// its position through appendPosition.
func (e *engine) appendSuccessor(dst []byte, s *reference.Successor) []byte {
	dst = append(dst, `{"move":`...)
	dst = protocol.AppendMove(dst, s.Move)
	dst = append(dst, `,"position":`...)
	dst = e.appendPosition(dst, &s.Position)
	dst = append(dst, `,"outcome":`...)
	dst = protocol.AppendOutcome(dst, s.Outcome)
	return append(dst, '}')
}

// appendPosition writes a position in the canonical form, or under
// -lasting-short in the short form (shortBlocks).
func (e *engine) appendPosition(dst []byte, p *reference.Position) []byte {
	if e.cfg.lastingShort {
		q := shortBlocks(*p)
		return protocol.AppendPosition(dst, &q)
	}
	return protocol.AppendPosition(dst, p)
}
