package mapping

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/reference"
)

// Answer is an answer to one probe (a moves request) in a form that
// compares as a value: the listed moves with their successors, a refusal,
// or a reply that agrees with nothing.
type Answer struct {
	// Refused: the engine refused the request with an error of kind
	// illegal-move or bad-position (what an engine does with a position its
	// adapter made invalid). Kind and Message are the error's.
	Refused    bool        `json:"refused,omitempty"`
	Kind       string      `json:"kind,omitempty"`
	Message    string      `json:"message,omitempty"`
	Successors []Successor `json:"successors,omitempty"`
	// Bad, when not empty, says why the reply cannot be compared (an
	// engine error, another error kind, a reply that is not a moves
	// reply): it agrees with no prediction.
	Bad string `json:"bad,omitempty"`
}

// Successor is one listed move with its result, each member as canonical
// JSON (as protocol's encoders write it, see canonical), so that equal
// values are equal strings.
type Successor struct {
	Move     string `json:"move"`
	Position string `json:"position"`
	Outcome  string `json:"outcome"`
}

// key orders successors: by move, then by the rest.
func (s Successor) key() string { return s.Move + "\x00" + s.Position + "\x00" + s.Outcome }

// Equal reports whether a and b are the same answer: both refusals (of
// either kind), or the same moves with the same successors in any order
// (ParseReply and Predict sort them). An answer that cannot be compared
// equals nothing.
func (a *Answer) Equal(b *Answer) bool {
	if a.Bad != "" || b.Bad != "" {
		return false
	}
	if a.Refused || b.Refused {
		return a.Refused == b.Refused
	}
	return slices.Equal(a.Successors, b.Successors)
}

// Summary says in a few words what the answer is: "7 moves", "refused
// (illegal-move: ...)", or why it cannot be compared.
func (a *Answer) Summary() string {
	switch {
	case a.Bad != "":
		return a.Bad
	case a.Refused:
		return "refused (" + a.Kind + ": " + clip(a.Message, 80) + ")"
	case len(a.Successors) == 1:
		return "1 move"
	}
	return fmt.Sprintf("%d moves", len(a.Successors))
}

// ParseReply reads an engine's reply line to a probe's moves request. It
// never fails: a reply that cannot be read is an Answer whose Bad says why.
func ParseReply(raw []byte) Answer {
	r, err := protocol.DecodeReply(raw)
	if err != nil {
		return Answer{Bad: "unreadable reply: " + clip(err.Error(), 120)}
	}
	if r.Error != nil {
		switch r.Error.Kind {
		case protocol.KindIllegalMove, protocol.KindBadPosition:
			return Answer{Refused: true, Kind: r.Error.Kind, Message: r.Error.Message}
		}
		return Answer{Bad: fmt.Sprintf("error %s: %s", clip(r.Error.Kind, 40), clip(r.Error.Message, 120))}
	}
	if !r.HasMoves {
		return Answer{Bad: "the reply has no moves member"}
	}
	a := Answer{Successors: make([]Successor, 0, len(r.Moves))}
	for i, m := range r.Moves {
		var s Successor
		var err error
		if s.Move, err = canonical(m.Move, "move"); err == nil {
			if s.Position, err = canonical(m.Position, "position"); err == nil {
				s.Outcome, err = canonical(m.Outcome, "outcome")
			}
		}
		if err != nil {
			return Answer{Bad: fmt.Sprintf("moves[%d]: %v", i, err)}
		}
		a.Successors = append(a.Successors, s)
	}
	sortSuccessors(a.Successors)
	return a
}

func sortSuccessors(ss []Successor) {
	slices.SortFunc(ss, func(a, b Successor) int { return strings.Compare(a.key(), b.key()) })
}

// canonical re-encodes one position, move or outcome (what names which)
// in the form protocol's encoders write (the reference adapter's), read
// leniently: keys in any order, members the protocol lacks ignored,
// integers written 3.0 or 3e0, an empty blocks list, a false safari, an
// absent blocked. So an answer the engine writes in its own way equals
// the predicted one when it means the same. A value that does not read so
// is kept as its JSON behind a "?", which equals no prediction.
func canonical(raw []byte, what string) (string, error) {
	if len(raw) == 0 {
		return "", fmt.Errorf("%s: missing", what)
	}
	var v any
	if err := json.Unmarshal(raw, &v); err != nil {
		return "", fmt.Errorf("%s: not JSON: %s", what, clip(string(raw), 60))
	}
	var out []byte
	ok := false
	switch what {
	case "position":
		var p reference.Position
		if p, ok = loosePositionOf(v); ok {
			out = protocol.AppendPosition(nil, &p)
		}
	case "move":
		var m reference.Move
		if m, ok = looseMoveOf(v); ok {
			out = protocol.AppendMove(nil, m)
		}
	case "outcome":
		var o reference.Outcome
		if o, ok = looseOutcomeOf(v); ok {
			out = protocol.AppendOutcome(nil, o)
		}
	}
	if ok {
		return string(out), nil
	}
	b, err := json.Marshal(v)
	if err != nil {
		return "", fmt.Errorf("%s: %w", what, err)
	}
	return "?" + string(b), nil
}

// count reads a seed count: an integral number 0..64.
func count(v any) (uint8, bool) {
	f, ok := v.(float64)
	if !ok || f != float64(int(f)) || f < 0 || f > reference.TotalSeeds {
		return 0, false
	}
	return uint8(f), true
}

// loosePit reads a pit name or null (NoPit).
func loosePit(v any) (reference.Pit, bool) {
	if v == nil {
		return reference.NoPit, true
	}
	s, ok := v.(string)
	if !ok {
		return reference.NoPit, false
	}
	q, err := reference.ParsePit(s)
	return q, err == nil
}

// loosePositionOf reads position JSON v1 without validating it: a slip
// may make a position no rule allows (the mover still to move, with a
// block on the other side), and it must still compare.
func loosePositionOf(v any) (reference.Position, bool) {
	m, ok := v.(map[string]any)
	if !ok {
		return reference.Position{}, false
	}
	var p reference.Position
	var err error
	variant, _ := m["variant"].(string)
	if p.Variant, err = reference.ParseVariant(variant); err != nil {
		return p, false
	}
	toMove, _ := m["toMove"].(string)
	if p.ToMove, err = reference.ParseSide(toMove); err != nil {
		return p, false
	}
	for s, key := range [2]string{"south", "north"} {
		side, ok := m[key].(map[string]any)
		if !ok {
			return p, false
		}
		for _, row := range [2]struct {
			key  string
			ring func(int) int
		}{{"front", func(i int) int { return i }}, {"back", func(i int) int { return 15 - i }}} {
			pits, ok := side[row.key].([]any)
			if !ok || len(pits) != 8 {
				return p, false
			}
			for i, n := range pits {
				if p.Pits[s][row.ring(i)], ok = count(n); !ok {
					return p, false
				}
			}
		}
		if p.Store[s], ok = count(side["store"]); !ok {
			return p, false
		}
		house, _ := side["house"].(string)
		if p.House[s], err = reference.ParseHouseState(house); err != nil {
			return p, false
		}
	}
	if p.Blocked, ok = loosePit(m["blocked"]); !ok {
		return p, false
	}
	if p.MustCapture, ok = loosePit(m["mustCapture"]); !ok {
		return p, false
	}
	if b, present := m["blocks"]; present && b != nil {
		blocks, ok := b.([]any)
		if !ok {
			return p, false
		}
		for _, x := range blocks {
			bm, ok := x.(map[string]any)
			if !ok {
				return p, false
			}
			// Any pit: through a slip a block may stand in a back row.
			q, ok := loosePit(bm["pit"])
			if !ok || q == reference.NoPit || p.Lasting[q.Side()].On {
				return p, false
			}
			lb := reference.LastingBlock{On: true, Ring: q.Ring()}
			if t, present := bm["turns"]; present {
				f, ok := t.(float64)
				if !ok || f != float64(int(f)) || f < 1 || f > 255 {
					return p, false
				}
				lb.Turns = uint8(f)
			}
			p.Lasting[q.Side()] = lb
		}
	}
	return p, true
}

// looseMoveOf reads move JSON v1.
func looseMoveOf(v any) (reference.Move, bool) {
	m, ok := v.(map[string]any)
	if !ok {
		return reference.Move{}, false
	}
	var mv reference.Move
	if mv.Pit, ok = loosePit(m["pit"]); !ok || mv.Pit == reference.NoPit {
		return mv, false
	}
	switch d := m["dir"]; d {
	case nil:
	case "cw":
		mv.Dir = reference.CW
	case "ccw":
		mv.Dir = reference.CCW
	default:
		return mv, false
	}
	switch k := m["kichwa"]; k {
	case nil:
	case "left":
		mv.Kichwa = reference.LeftKichwa
	case "right":
		mv.Kichwa = reference.RightKichwa
	default:
		return mv, false
	}
	switch sf := m["safari"]; sf {
	case nil, false:
	case true:
		mv.Safari = true
	default:
		return mv, false
	}
	return mv, true
}

// looseOutcomeOf reads an outcome: null or {winner, reason}.
func looseOutcomeOf(v any) (reference.Outcome, bool) {
	if v == nil {
		return reference.Outcome{}, true
	}
	m, ok := v.(map[string]any)
	if !ok {
		return reference.Outcome{}, false
	}
	w, _ := m["winner"].(string)
	r, _ := m["reason"].(string)
	winner, err := reference.ParseSide(w)
	if err != nil {
		return reference.Outcome{}, false
	}
	reason, err := reference.ParseReason(r)
	if err != nil {
		return reference.Outcome{}, false
	}
	return reference.Outcome{Winner: winner, Reason: reason}, true
}

// rulesJSON is the rules object the probes are sent with: the default
// rules. An engine that plays its own readings whatever it is asked plays
// those (DiagnoseUnder).
const rulesJSON = `{"profile":"default"}`

// Predict returns the answer an engine that plays the default rules right
// gives to the probe through an adapter with these slips (none: the
// reference's answer): PredictUnder with the default rules.
func Predict(ss Slips, p *Probe) Answer { return PredictUnder(ss, p, reference.Rules{}) }

// PredictUnder returns the answer an engine that plays the rules r right
// gives to the probe through an adapter with these slips (none: the
// reference's answer under r, which is the same under every r), its
// successors' positions in their form under r (Answer.Under). A position
// the slips make invalid is refused.
func PredictUnder(ss Slips, p *Probe, r reference.Rules) Answer {
	ep, _ := ss.ToEngine(p.Position, reference.Move{Pit: reference.NoPit})
	succ, err := reference.Moves(r, ep, nil)
	if err != nil {
		return Answer{Refused: true, Kind: protocol.KindBadPosition, Message: err.Error()}
	}
	a := Answer{Successors: make([]Successor, len(succ))}
	var buf []byte
	for i := range succ {
		su := ss.FromEngine(succ[i])
		pos := su.Position.Canonical(r)
		buf = protocol.AppendMove(buf[:0], su.Move)
		a.Successors[i].Move = string(buf)
		buf = protocol.AppendPosition(buf[:0], &pos)
		a.Successors[i].Position = string(buf)
		buf = protocol.AppendOutcome(buf[:0], su.Outcome)
		a.Successors[i].Outcome = string(buf)
	}
	sortSuccessors(a.Successors)
	return a
}

// Under returns the answer with its successors' positions in the one form
// that means what they mean under r (reference.Position.Canonical): under
// blockDuration=until-lifted a blocked or mustCapture pit is a lasting
// block whether or not the position lists it in "blocks", so two answers
// that differ only there are the same answer (Equal); under the other
// readings every answer is its own form. A refusal, an answer that cannot
// be compared, and a position that does not read (kept behind a "?")
// are as they are.
func (a Answer) Under(r reference.Rules) Answer {
	if a.Bad != "" || a.Refused {
		return a
	}
	var out []Successor
	for i, s := range a.Successors {
		var v any
		if strings.HasPrefix(s.Position, "?") || json.Unmarshal([]byte(s.Position), &v) != nil {
			continue
		}
		p, ok := loosePositionOf(v)
		if !ok {
			continue
		}
		p = p.Canonical(r)
		pos := string(protocol.AppendPosition(nil, &p))
		if pos == s.Position {
			continue
		}
		if out == nil {
			out = slices.Clone(a.Successors)
		}
		out[i].Position = pos
	}
	if out != nil {
		sortSuccessors(out)
		a.Successors = out
	}
	return a
}

// clip shortens s to at most n bytes, on a character boundary (and a
// mark).
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "..."
}
