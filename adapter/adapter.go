// Package adapter serves the adapter protocol v1 (architecture.md) over the
// reference engine: one JSON request per line in, one JSON reply per line out.
// It is what `bao adapter` runs, and what `bao check` checks when it is given
// no other engine, so the runner is always exercised end to end.
//
// Requests and replies:
//
//	{"id":1,"op":"hello","protocol":1}
//	  -> {"id":1,"name":"bao-reference","version":"...","protocol":1,
//	      "variants":["kiswahili","kujifunza","hus"],
//	      "options":{"capScope":["first-sowing","every-sowing"],...},
//	      "profiles":["default","abstractplay","bga","donkers"]}
//	{"id":2,"op":"moves","rules":R,"position":P}
//	  -> {"id":2,"moves":[{"move":M,"position":P2,"outcome":O},...]}
//	{"id":3,"op":"apply","rules":R,"position":P,"move":M}
//	  -> {"id":3,"position":P2,"outcome":O}
//
// A request that cannot be answered gets {"id":N,"error":{"kind":K,"message":"..."}}
// with kind
//   - "illegal-move": the move is not legal in the position (or the game is over);
//   - "bad-position": the position is not a valid position JSON v1;
//   - "unsupported": an unknown op, protocol version, profile, option or reading;
//   - "bad-request": the line is not a JSON object, is longer than MaxLine,
//     lacks a field the op needs, or holds a malformed move. The id is null
//     when it could not be read.
//
// The server never stops on bad input: every non-blank line gets exactly one
// reply, in order. Blank lines are ignored. It stops at the end of its input.
package adapter

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"

	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/internal/version"
	"github.com/baolakiswahili/conformance/reference"
)

// Name and Version identify the reference adapter in its hello reply.
const (
	Name     = "bao-reference"
	Version  = version.Suite
	Protocol = protocol.Version
)

// MaxLine is the longest request line the server reads, in bytes.
const MaxLine = 1 << 20

// Error kinds of the protocol (package protocol has their meaning).
const (
	KindIllegalMove = protocol.KindIllegalMove
	KindBadPosition = protocol.KindBadPosition
	KindUnsupported = protocol.KindUnsupported
	KindBadRequest  = protocol.KindBadRequest
)

// Server answers protocol requests with the reference engine. The zero value
// is not ready: use NewServer. A Server is not safe for concurrent use.
type Server struct {
	rules   map[string]reference.Rules // resolved rules by their raw JSON
	succ    []reference.Successor
	hello   []byte
	members []protocol.Member
}

// NewServer returns a server over the reference engine.
func NewServer() *Server {
	return &Server{rules: map[string]reference.Rules{}, succ: make([]reference.Successor, 0, 128), hello: helloBody()}
}

// ReferenceHello returns the reference engine's hello: every variant, every
// option with all its readings, and every profile.
func ReferenceHello() protocol.Hello {
	h := protocol.Hello{Name: Name, Version: Version, Protocol: Protocol,
		Variants: []string{reference.Kiswahili.String(), reference.Kujifunza.String(), reference.Hus.String()},
		Options:  map[string][]string{}, Profiles: reference.ProfileNames()}
	for _, o := range reference.Options {
		h.Options[o.Name] = append([]string(nil), o.Readings...)
	}
	return h
}

func helloBody() []byte {
	b, err := json.Marshal(ReferenceHello())
	if err != nil {
		panic(err) // static data: cannot fail
	}
	return b[1:] // without the opening brace: the id goes first
}

// Serve reads requests from in and writes one reply per request to out until
// in ends (nil) or ctx is done (checked between requests). It returns an error
// only when reading or writing fails.
func Serve(ctx context.Context, in io.Reader, out io.Writer) error {
	s := NewServer()
	br := bufio.NewReaderSize(in, 64<<10)
	bw := bufio.NewWriterSize(out, 64<<10)
	var reply []byte
	for {
		if err := ctx.Err(); err != nil {
			bw.Flush()
			return nil
		}
		line, tooLong, err := readLine(br)
		if len(bytes.TrimSpace(line)) > 0 || tooLong {
			if tooLong {
				reply = errorReply(reply[:0], nil, KindBadRequest, fmt.Sprintf("request line longer than %d bytes", MaxLine))
			} else {
				reply = s.Reply(reply[:0], line)
			}
			reply = append(reply, '\n')
			if _, werr := bw.Write(reply); werr != nil {
				return fmt.Errorf("adapter: writing reply: %w", werr)
			}
		}
		if err != nil {
			if ferr := bw.Flush(); ferr != nil {
				return fmt.Errorf("adapter: writing reply: %w", ferr)
			}
			if errors.Is(err, io.EOF) {
				return nil
			}
			return fmt.Errorf("adapter: reading request: %w", err)
		}
		// Flush when no more input is waiting, so a client that sends one
		// request at a time gets its answer, and a pipelining one gets batches.
		if br.Buffered() == 0 {
			if ferr := bw.Flush(); ferr != nil {
				return fmt.Errorf("adapter: writing reply: %w", ferr)
			}
		}
	}
}

// readLine reads one line without its newline. A line longer than MaxLine is
// skipped up to its newline and reported as tooLong.
func readLine(br *bufio.Reader) (line []byte, tooLong bool, err error) {
	var buf []byte
	for {
		chunk, err := br.ReadSlice('\n')
		if len(buf)+len(chunk) > MaxLine+1 {
			tooLong = true
			buf = buf[:0]
		} else if !tooLong {
			if buf == nil && err == nil {
				return bytes.TrimSuffix(chunk, []byte{'\n'}), false, nil
			}
			buf = append(buf, chunk...)
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if tooLong {
			return nil, true, err
		}
		return bytes.TrimSuffix(buf, []byte{'\n'}), false, err
	}
}

// Reply appends to dst the reply (without newline) to one request line.
func (s *Server) Reply(dst []byte, line []byte) []byte {
	var req protocol.Request
	if !s.fastRequest(line, &req) {
		req = protocol.Request{}
		if err := json.Unmarshal(line, &req); err != nil {
			return errorReply(dst, nil, KindBadRequest, "request is not a JSON object with the protocol's fields: "+err.Error())
		}
	}
	id := req.ID
	if len(id) == 0 {
		id = nil
	}
	switch req.Op {
	case "hello":
		if req.Protocol != nil && *req.Protocol != Protocol {
			return errorReply(dst, id, KindUnsupported, fmt.Sprintf("protocol %d: this adapter speaks protocol %d", *req.Protocol, Protocol))
		}
		dst = appendID(dst, id)
		dst = append(dst, ',')
		return append(dst, s.hello...)
	case "moves", "apply":
	case "":
		return errorReply(dst, id, KindBadRequest, "op: missing (want hello, moves or apply)")
	default:
		return errorReply(dst, id, KindUnsupported, fmt.Sprintf("op: unknown op %q (want hello, moves or apply)", req.Op))
	}
	r, kind, err := s.resolve(req.Rules)
	if err != nil {
		return errorReply(dst, id, kind, err.Error())
	}
	if len(req.Position) == 0 || string(req.Position) == "null" {
		return errorReply(dst, id, KindBadRequest, "position: missing")
	}
	p, err := protocol.DecodePosition(req.Position)
	if err != nil {
		return errorReply(dst, id, KindBadPosition, err.Error())
	}
	if req.Op == "moves" {
		succ, err := reference.Moves(r, p, s.succ[:0])
		if err != nil {
			return errorReply(dst, id, KindBadPosition, err.Error())
		}
		dst = appendID(dst, id)
		dst = append(dst, `,"moves":[`...)
		for i := range succ {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = protocol.AppendSuccessor(dst, &succ[i])
		}
		return append(dst, "]}"...)
	}
	if len(req.Move) == 0 || string(req.Move) == "null" {
		return errorReply(dst, id, KindBadRequest, "move: missing")
	}
	var m reference.Move
	if err := json.Unmarshal(req.Move, &m); err != nil {
		return errorReply(dst, id, KindBadRequest, err.Error())
	}
	res, err := reference.Apply(r, p, m)
	switch {
	case errors.Is(err, reference.ErrIllegalMove), errors.Is(err, reference.ErrGameOver):
		return errorReply(dst, id, KindIllegalMove, err.Error())
	case err != nil:
		return errorReply(dst, id, KindBadPosition, err.Error())
	}
	dst = appendID(dst, id)
	dst = append(dst, `,"position":`...)
	dst = protocol.AppendPosition(dst, &res.Position)
	dst = append(dst, `,"outcome":`...)
	dst = protocol.AppendOutcome(dst, res.Outcome)
	return append(dst, '}')
}

// fastRequest splits a request line without encoding/json; it reports false
// when the line needs the slow path (malformed, or a member it does not know).
func (s *Server) fastRequest(line []byte, req *protocol.Request) bool {
	ms, ok := protocol.SplitObject(line, s.members[:0])
	if !ok {
		return false
	}
	s.members = ms
	for _, m := range ms {
		switch m.Key {
		case "id":
			req.ID = m.Value
		case "op":
			op, ok := protocol.PlainString(m.Value)
			if !ok {
				return false
			}
			req.Op = op
		case "protocol":
			n, ok := protocol.SmallInt(m.Value)
			if !ok {
				return false
			}
			req.Protocol = &n
		case "rules":
			req.Rules = m.Value
		case "position":
			req.Position = m.Value
		case "move":
			req.Move = m.Value
		}
	}
	return true
}

// resolve decodes and caches the rules object.
func (s *Server) resolve(raw json.RawMessage) (reference.Rules, string, error) {
	key := string(raw)
	if r, ok := s.rules[key]; ok {
		return r, "", nil
	}
	var rj reference.RulesJSON
	if len(raw) > 0 && key != "null" {
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&rj); err != nil {
			return reference.Rules{}, KindBadRequest, fmt.Errorf("rules: %w", err)
		}
	}
	r, err := rj.Resolve()
	if err != nil {
		return reference.Rules{}, KindUnsupported, err
	}
	if len(s.rules) > 1024 {
		clear(s.rules)
	}
	s.rules[key] = r
	return r, "", nil
}

func appendID(dst []byte, id json.RawMessage) []byte {
	dst = append(dst, `{"id":`...)
	if id == nil {
		return append(dst, "null"...)
	}
	return append(dst, id...)
}

func errorReply(dst []byte, id json.RawMessage, kind, msg string) []byte {
	dst = appendID(dst, id)
	dst = append(dst, `,"error":{"kind":`...)
	dst = strconv.AppendQuote(dst, kind)
	dst = append(dst, `,"message":`...)
	dst = protocol.AppendString(dst, msg)
	return append(dst, "}}"...)
}
