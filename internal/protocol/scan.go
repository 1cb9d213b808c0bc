package protocol

import (
	"bytes"
	"encoding/json"

	"github.com/baolakiswahili/conformance/reference"
)

// A small validating JSON scanner for the protocol's hot paths: it splits an
// object into its members without decoding them, so positions can be passed
// on and compared as bytes. Anything it does not accept is left to
// encoding/json, which then gives the precise error.

// Member is one member of a JSON object: its key (unescaped only if it had
// no escapes) and its raw value.
type Member struct {
	Key   string
	Value []byte
}

// SplitObject splits a JSON object into its members. It reports false when b
// is not one well-formed JSON object (surrounding whitespace allowed) or a key
// contains an escape.
func SplitObject(b []byte, dst []Member) ([]Member, bool) {
	i := skipWS(b, 0)
	if i >= len(b) || b[i] != '{' {
		return dst, false
	}
	i = skipWS(b, i+1)
	if i < len(b) && b[i] == '}' {
		return dst, skipWS(b, i+1) == len(b)
	}
	for {
		if i >= len(b) || b[i] != '"' {
			return dst, false
		}
		end, esc := scanString(b, i)
		if end < 0 || esc {
			return dst, false
		}
		key := internKey(b[i+1 : end-1])
		i = skipWS(b, end)
		if i >= len(b) || b[i] != ':' {
			return dst, false
		}
		i = skipWS(b, i+1)
		vend := skipValue(b, i, 0)
		if vend < 0 {
			return dst, false
		}
		dst = append(dst, Member{Key: key, Value: b[i:vend]})
		i = skipWS(b, vend)
		if i >= len(b) {
			return dst, false
		}
		if b[i] == '}' {
			return dst, skipWS(b, i+1) == len(b)
		}
		if b[i] != ',' {
			return dst, false
		}
		i = skipWS(b, i+1)
	}
}

// SplitArray splits a JSON array into its raw elements.
func SplitArray(b []byte, dst [][]byte) ([][]byte, bool) {
	i := skipWS(b, 0)
	if i >= len(b) || b[i] != '[' {
		return dst, false
	}
	i = skipWS(b, i+1)
	if i < len(b) && b[i] == ']' {
		return dst, skipWS(b, i+1) == len(b)
	}
	for {
		end := skipValue(b, i, 0)
		if end < 0 {
			return dst, false
		}
		dst = append(dst, b[i:end])
		i = skipWS(b, end)
		if i >= len(b) {
			return dst, false
		}
		if b[i] == ']' {
			return dst, skipWS(b, i+1) == len(b)
		}
		if b[i] != ',' {
			return dst, false
		}
		i = skipWS(b, i+1)
	}
}

func skipWS(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	return i
}

// scanString returns the index after the string starting at b[i] == '"',
// and whether it has escapes; -1 if it is malformed.
func scanString(b []byte, i int) (int, bool) {
	esc := false
	for j := i + 1; j < len(b); j++ {
		switch c := b[j]; {
		case c == '"':
			return j + 1, esc
		case c == '\\':
			esc = true
			j++
			if j >= len(b) {
				return -1, esc
			}
			switch b[j] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
			case 'u':
				if j+4 >= len(b) {
					return -1, esc
				}
				for k := 1; k <= 4; k++ {
					if !isHex(b[j+k]) {
						return -1, esc
					}
				}
				j += 4
			default:
				return -1, esc
			}
		case c < 0x20:
			return -1, esc
		}
	}
	return -1, esc
}

func isHex(c byte) bool { return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' }

// skipValue returns the index after the JSON value at b[i], or -1.
func skipValue(b []byte, i, depth int) int {
	if i >= len(b) || depth > 64 {
		return -1
	}
	switch c := b[i]; {
	case c == '"':
		end, _ := scanString(b, i)
		return end
	case c == '{':
		i = skipWS(b, i+1)
		if i < len(b) && b[i] == '}' {
			return i + 1
		}
		for {
			if i >= len(b) || b[i] != '"' {
				return -1
			}
			end, _ := scanString(b, i)
			if end < 0 {
				return -1
			}
			i = skipWS(b, end)
			if i >= len(b) || b[i] != ':' {
				return -1
			}
			i = skipValue(b, skipWS(b, i+1), depth+1)
			if i < 0 {
				return -1
			}
			i = skipWS(b, i)
			if i >= len(b) {
				return -1
			}
			if b[i] == '}' {
				return i + 1
			}
			if b[i] != ',' {
				return -1
			}
			i = skipWS(b, i+1)
		}
	case c == '[':
		i = skipWS(b, i+1)
		if i < len(b) && b[i] == ']' {
			return i + 1
		}
		for {
			i = skipValue(b, i, depth+1)
			if i < 0 {
				return -1
			}
			i = skipWS(b, i)
			if i >= len(b) {
				return -1
			}
			if b[i] == ']' {
				return i + 1
			}
			if b[i] != ',' {
				return -1
			}
			i = skipWS(b, i+1)
		}
	case c == 't':
		return literal(b, i, "true")
	case c == 'f':
		return literal(b, i, "false")
	case c == 'n':
		return literal(b, i, "null")
	case c == '-' || c >= '0' && c <= '9':
		j := i
		if b[j] == '-' {
			j++
		}
		if j >= len(b) || b[j] < '0' || b[j] > '9' {
			return -1
		}
		if b[j] == '0' {
			j++
		} else {
			for j < len(b) && b[j] >= '0' && b[j] <= '9' {
				j++
			}
		}
		if j < len(b) && b[j] == '.' {
			j++
			k := j
			for j < len(b) && b[j] >= '0' && b[j] <= '9' {
				j++
			}
			if j == k {
				return -1
			}
		}
		if j < len(b) && (b[j] == 'e' || b[j] == 'E') {
			j++
			if j < len(b) && (b[j] == '+' || b[j] == '-') {
				j++
			}
			k := j
			for j < len(b) && b[j] >= '0' && b[j] <= '9' {
				j++
			}
			if j == k {
				return -1
			}
		}
		return j
	}
	return -1
}

func literal(b []byte, i int, lit string) int {
	if len(b)-i >= len(lit) && string(b[i:i+len(lit)]) == lit {
		return i + len(lit)
	}
	return -1
}

// PlainString returns the contents of a JSON string without escapes.
func PlainString(v []byte) (string, bool) {
	if len(v) < 2 || v[0] != '"' || v[len(v)-1] != '"' {
		return "", false
	}
	for _, c := range v[1 : len(v)-1] {
		if c == '\\' || c == '"' {
			return "", false
		}
	}
	return string(v[1 : len(v)-1]), true
}

// SmallInt parses a non-negative integer of up to 3 digits.
func SmallInt(v []byte) (int, bool) {
	if len(v) == 0 || len(v) > 3 {
		return 0, false
	}
	n := 0
	for _, c := range v {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	return n, true
}

// DecodePosition decodes position JSON v1 exactly as reference.Position's
// UnmarshalJSON does, with a fast path for the plain form (no escapes).
func DecodePosition(b []byte) (reference.Position, error) {
	if p, ok := fastPosition(b); ok {
		if err := p.Validate(); err == nil {
			return p, nil
		}
	}
	var p reference.Position
	err := json.Unmarshal(b, &p)
	return p, err
}

func fastPosition(b []byte) (reference.Position, bool) {
	var buf [8]Member
	ms, ok := SplitObject(b, buf[:0])
	if !ok || len(ms) != 6 {
		return reference.Position{}, false
	}
	var p reference.Position
	seen := 0
	for _, m := range ms {
		switch m.Key {
		case "variant":
			s, ok := PlainString(m.Value)
			if !ok {
				return p, false
			}
			v, err := reference.ParseVariant(s)
			if err != nil {
				return p, false
			}
			p.Variant = v
			seen |= 1
		case "toMove":
			s, ok := PlainString(m.Value)
			if !ok {
				return p, false
			}
			sd, err := reference.ParseSide(s)
			if err != nil {
				return p, false
			}
			p.ToMove = sd
			seen |= 2
		case "south", "north":
			side := reference.South
			if m.Key == "north" {
				side = reference.North
			}
			if !fastSide(m.Value, &p, side) {
				return p, false
			}
			seen |= 4 << side
		case "blocked", "mustCapture":
			q := reference.NoPit
			if string(m.Value) != "null" {
				s, ok := PlainString(m.Value)
				if !ok {
					return p, false
				}
				var err error
				if q, err = reference.ParsePit(s); err != nil {
					return p, false
				}
			}
			if m.Key == "blocked" {
				p.Blocked = q
				seen |= 16
			} else {
				p.MustCapture = q
				seen |= 32
			}
		default:
			return p, false
		}
	}
	return p, seen == 63
}

func fastSide(b []byte, p *reference.Position, s reference.Side) bool {
	var buf [4]Member
	ms, ok := SplitObject(b, buf[:0])
	if !ok || len(ms) != 4 {
		return false
	}
	seen := 0
	for _, m := range ms {
		switch m.Key {
		case "front", "back":
			var eb [8][]byte
			els, ok := SplitArray(m.Value, eb[:0])
			if !ok || len(els) != 8 {
				return false
			}
			for i, e := range els {
				n, ok := SmallInt(e)
				if !ok || n > reference.TotalSeeds {
					return false
				}
				if m.Key == "front" {
					p.Pits[s][i] = uint8(n)
				} else {
					p.Pits[s][15-i] = uint8(n)
				}
			}
			if m.Key == "front" {
				seen |= 1
			} else {
				seen |= 2
			}
		case "store":
			n, ok := SmallInt(m.Value)
			if !ok || n > reference.TotalSeeds {
				return false
			}
			p.Store[s] = uint8(n)
			seen |= 4
		case "house":
			h, ok := PlainString(m.Value)
			if !ok {
				return false
			}
			hs, err := reference.ParseHouseState(h)
			if err != nil {
				return false
			}
			p.House[s] = hs
			seen |= 8
		default:
			return false
		}
	}
	return seen == 15
}

// SplitObjectTrusted is SplitObject for bytes already known to be valid JSON
// (a value returned by SplitObject or SplitArray): it matches brackets and
// strings without validating again.
func SplitObjectTrusted(b []byte, dst []Member) ([]Member, bool) {
	i := skipWS(b, 0)
	if i >= len(b) || b[i] != '{' {
		return dst, false
	}
	i = skipWS(b, i+1)
	if i < len(b) && b[i] == '}' {
		return dst, true
	}
	for i < len(b) {
		if b[i] != '"' {
			return dst, false
		}
		end := skipStringFast(b, i)
		if end < 0 {
			return dst, false
		}
		key := internKey(b[i+1 : end-1])
		i = skipWS(b, end)
		if i >= len(b) || b[i] != ':' {
			return dst, false
		}
		i = skipWS(b, i+1)
		vend := skipFast(b, i)
		if vend < 0 {
			return dst, false
		}
		dst = append(dst, Member{Key: key, Value: b[i:vend]})
		i = skipWS(b, vend)
		if i < len(b) && b[i] == '}' {
			return dst, true
		}
		if i >= len(b) || b[i] != ',' {
			return dst, false
		}
		i = skipWS(b, i+1)
	}
	return dst, false
}

// SplitArrayTrusted is SplitArray for bytes already known to be valid JSON.
func SplitArrayTrusted(b []byte, dst [][]byte) ([][]byte, bool) {
	i := skipWS(b, 0)
	if i >= len(b) || b[i] != '[' {
		return dst, false
	}
	i = skipWS(b, i+1)
	if i < len(b) && b[i] == ']' {
		return dst, true
	}
	for i < len(b) {
		end := skipFast(b, i)
		if end < 0 {
			return dst, false
		}
		dst = append(dst, b[i:end])
		i = skipWS(b, end)
		if i < len(b) && b[i] == ']' {
			return dst, true
		}
		if i >= len(b) || b[i] != ',' {
			return dst, false
		}
		i = skipWS(b, i+1)
	}
	return dst, false
}

func skipStringFast(b []byte, i int) int {
	for j := i + 1; j < len(b); {
		k := bytes.IndexByte(b[j:], '"')
		if k < 0 {
			return -1
		}
		j += k
		n := 0
		for m := j - 1; m > i && b[m] == '\\'; m-- {
			n++
		}
		if n%2 == 0 {
			return j + 1
		}
		j++
	}
	return -1
}

// skipFast skips one valid JSON value by matching brackets and strings.
func skipFast(b []byte, i int) int {
	if i >= len(b) {
		return -1
	}
	switch b[i] {
	case '"':
		return skipStringFast(b, i)
	case '{', '[':
		depth := 0
		for j := i; j < len(b); j++ {
			switch b[j] {
			case '"':
				for j++; j < len(b) && b[j] != '"'; j++ {
					if b[j] == '\\' {
						j++
					}
				}
				if j >= len(b) {
					return -1
				}
			case '{', '[':
				depth++
			case '}', ']':
				depth--
				if depth == 0 {
					return j + 1
				}
			}
		}
		return -1
	}
	j := i
	for j < len(b) && b[j] != ',' && b[j] != '}' && b[j] != ']' && b[j] != ' ' && b[j] != '\n' && b[j] != '\t' && b[j] != '\r' {
		j++
	}
	return j
}
