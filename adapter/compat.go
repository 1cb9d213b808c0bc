package adapter

import (
	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/reference"
)

// Forwarders kept for code written before the encoders moved to
// internal/protocol; new code uses package protocol.

// Hello is the body of the hello reply.
//
// Deprecated: use protocol.Hello.
type Hello = protocol.Hello

// AppendPosition appends the canonical JSON v1 encoding of p to dst.
//
// Deprecated: use protocol.AppendPosition.
func AppendPosition(dst []byte, p *reference.Position) []byte { return protocol.AppendPosition(dst, p) }

// AppendMove appends the canonical JSON v1 encoding of m to dst.
//
// Deprecated: use protocol.AppendMove.
func AppendMove(dst []byte, m reference.Move) []byte { return protocol.AppendMove(dst, m) }

// AppendOutcome appends the JSON v1 encoding of o to dst.
//
// Deprecated: use protocol.AppendOutcome.
func AppendOutcome(dst []byte, o reference.Outcome) []byte { return protocol.AppendOutcome(dst, o) }
