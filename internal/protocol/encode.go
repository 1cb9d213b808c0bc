package protocol

import (
	"bytes"
	"encoding/json"
	"strconv"

	"github.com/baolakiswahili/conformance/reference"
)

// Fast encoders for the JSON v1 forms of reference. They produce exactly the
// bytes of the reference types' MarshalJSON methods (the canonical encoding:
// fixed field order, no spaces), without reflection, so that the adapter and
// the vector exporter can write hundreds of thousands of positions a second.

// AppendPosition appends the canonical JSON v1 encoding of p to dst.
func AppendPosition(dst []byte, p *reference.Position) []byte {
	dst = append(dst, `{"variant":"`...)
	dst = append(dst, p.Variant.String()...)
	dst = append(dst, `","toMove":"`...)
	dst = append(dst, p.ToMove.String()...)
	dst = append(dst, '"')
	for s := reference.Side(0); s < 2; s++ {
		if s == reference.South {
			dst = append(dst, `,"south":{"front":[`...)
		} else {
			dst = append(dst, `,"north":{"front":[`...)
		}
		pits := &p.Pits[s]
		for i := 0; i < 8; i++ {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = strconv.AppendUint(dst, uint64(pits[i]), 10)
		}
		dst = append(dst, `],"back":[`...)
		for i := 0; i < 8; i++ {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = strconv.AppendUint(dst, uint64(pits[15-i]), 10)
		}
		dst = append(dst, `],"store":`...)
		dst = strconv.AppendUint(dst, uint64(p.Store[s]), 10)
		dst = append(dst, `,"house":"`...)
		dst = append(dst, p.House[s].String()...)
		dst = append(dst, `"}`...)
	}
	dst = append(dst, `,"blocked":`...)
	dst = appendPit(dst, p.Blocked)
	dst = append(dst, `,"mustCapture":`...)
	dst = appendPit(dst, p.MustCapture)
	if p.Lasting[0].On || p.Lasting[1].On {
		dst = appendLasting(dst, p)
	}
	return append(dst, '}')
}

// appendLasting appends the optional "blocks" field: the lasting blocks of
// DISPUTE-20, South's first, as reference's MarshalJSON writes them.
func appendLasting(dst []byte, p *reference.Position) []byte {
	dst = append(dst, `,"blocks":[`...)
	first := true
	for s := reference.Side(0); s < 2; s++ {
		q := p.LastingPit(s)
		if q == reference.NoPit {
			continue
		}
		if !first {
			dst = append(dst, ',')
		}
		first = false
		dst = append(dst, `{"pit":"`...)
		dst = append(dst, q.String()...)
		dst = append(dst, '"')
		if t := p.Lasting[s].Turns; t > 0 {
			dst = append(dst, `,"turns":`...)
			dst = strconv.AppendUint(dst, uint64(t), 10)
		}
		dst = append(dst, '}')
	}
	return append(dst, ']')
}

func appendPit(dst []byte, q reference.Pit) []byte {
	if !q.Valid() {
		return append(dst, "null"...)
	}
	dst = append(dst, '"')
	dst = append(dst, q.String()...)
	return append(dst, '"')
}

// AppendMove appends the canonical JSON v1 encoding of m to dst: forced
// choices are omitted.
func AppendMove(dst []byte, m reference.Move) []byte {
	dst = append(dst, `{"pit":"`...)
	dst = append(dst, m.Pit.String()...)
	dst = append(dst, '"')
	if m.Dir != reference.NoDir {
		dst = append(dst, `,"dir":"`...)
		dst = append(dst, m.Dir.String()...)
		dst = append(dst, '"')
	}
	if m.Kichwa != reference.NoKichwa {
		dst = append(dst, `,"kichwa":"`...)
		dst = append(dst, m.Kichwa.String()...)
		dst = append(dst, '"')
	}
	if m.Safari {
		dst = append(dst, `,"safari":true`...)
	}
	return append(dst, '}')
}

// AppendOutcome appends the JSON v1 encoding of o: null while the game goes on.
func AppendOutcome(dst []byte, o reference.Outcome) []byte {
	if !o.Over() {
		return append(dst, "null"...)
	}
	dst = append(dst, `{"winner":"`...)
	dst = append(dst, o.Winner.String()...)
	dst = append(dst, `","reason":"`...)
	dst = append(dst, o.Reason.String()...)
	return append(dst, `"}`...)
}

// AppendSuccessor appends {"move":M,"position":P,"outcome":O} to dst.
func AppendSuccessor(dst []byte, s *reference.Successor) []byte {
	dst = append(dst, `{"move":`...)
	dst = AppendMove(dst, s.Move)
	dst = append(dst, `,"position":`...)
	dst = AppendPosition(dst, &s.Position)
	dst = append(dst, `,"outcome":`...)
	dst = AppendOutcome(dst, s.Outcome)
	return append(dst, '}')
}

// AppendString appends s as a JSON string, without the HTML escaping of
// encoding/json, so that move texts such as "A6<" stay readable.
func AppendString(dst []byte, s string) []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(s); err != nil {
		return strconv.AppendQuote(dst, s)
	}
	return append(dst, bytes.TrimSuffix(b.Bytes(), []byte{'\n'})...)
}
