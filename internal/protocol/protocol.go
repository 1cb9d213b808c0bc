// Package protocol holds protocol v1 of the Bao conformance suite, shared by
// the runner (the client, package runner) and the reference adapter (the
// server, package adapter): the message types, the error kinds, the
// canonical encoders of positions, moves and outcomes, and a small JSON
// scanner for the hot paths. Its JSON Schema is schema/protocol.schema.json.
//
// One JSON request per line goes to the engine's stdin; the engine answers
// each with exactly one JSON reply line, echoing the request's id:
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
// A request that cannot be answered gets {"id":N,"error":{"kind":K,"message":"..."}}.
package protocol

import (
	_ "embed"
	"encoding/json"
)

// Version is the protocol version this package speaks.
const Version = 1

// Ops of protocol v1.
const (
	OpHello = "hello"
	OpMoves = "moves"
	OpApply = "apply"
)

// Error kinds of protocol v1.
const (
	// KindIllegalMove: the move is not legal in the position (or the game is over).
	KindIllegalMove = "illegal-move"
	// KindBadPosition: the position is not a valid position JSON v1.
	KindBadPosition = "bad-position"
	// KindUnsupported: an unknown op, protocol version, profile, option or reading.
	KindUnsupported = "unsupported"
	// KindBadRequest: the line is not a JSON object, lacks a field the op
	// needs, or holds a malformed move.
	KindBadRequest = "bad-request"
)

// ErrorKinds lists every error kind of protocol v1.
var ErrorKinds = []string{KindIllegalMove, KindBadPosition, KindUnsupported, KindBadRequest}

// Hello is the body of the hello reply (without the id).
type Hello struct {
	Name     string   `json:"name"`
	Version  string   `json:"version"`
	Protocol int      `json:"protocol"`
	Variants []string `json:"variants"`
	// Options are the options the engine can be told to play, each with the
	// readings it supports.
	Options map[string][]string `json:"options"`
	// Profiles are the profile names the engine understands.
	Profiles []string `json:"profiles,omitempty"`
	// Dialect, when present, declares the readings the engine always plays
	// and cannot switch (issue 13): a profile and/or option readings.
	Dialect *Dialect `json:"dialect,omitempty"`
}

// Dialect is a declared dialect: the profile the engine plays, and the
// readings it plays whatever the request says.
type Dialect struct {
	Profile string            `json:"profile,omitempty"`
	Options map[string]string `json:"options,omitempty"`
}

// Request is one request line.
type Request struct {
	ID       json.RawMessage `json:"id"`
	Op       string          `json:"op"`
	Protocol *int            `json:"protocol,omitempty"`
	Rules    json.RawMessage `json:"rules,omitempty"`
	Position json.RawMessage `json:"position,omitempty"`
	Move     json.RawMessage `json:"move,omitempty"`
}

// ErrorBody is the error object of a reply.
type ErrorBody struct {
	Kind    string `json:"kind"`
	Message string `json:"message"`
}

// Successor is one legal move in a moves reply, kept raw.
type Successor struct {
	Move     json.RawMessage `json:"move"`
	Position json.RawMessage `json:"position"`
	Outcome  json.RawMessage `json:"outcome"`
}

// Reply is a decoded moves or apply reply (without the id). Positions,
// moves and outcomes stay raw so they can be compared as bytes.
type Reply struct {
	// Moves is the successor list of a moves reply; HasMoves says whether
	// the member was present (an empty list is a game that is over).
	Moves    []Successor
	HasMoves bool
	Position json.RawMessage
	Outcome  json.RawMessage
	// HasOutcome says whether the outcome member was present (null is a
	// game that goes on).
	HasOutcome bool
	Error      *ErrorBody
	// Unknown lists members the protocol does not have.
	Unknown []string
}

// SchemaJSON is the JSON Schema of protocol v1 (schema/protocol.schema.json).
// Its positions, moves, outcomes and rules refer to the vector files' schema
// (vectors.SchemaJSON): load both to compile it.
//
//go:embed schema/protocol.schema.json
var SchemaJSON []byte

// SchemaURL is the $id of the protocol's schema.
const SchemaURL = "https://github.com/baolakiswahili/conformance/internal/protocol/schema/protocol.schema.json"
