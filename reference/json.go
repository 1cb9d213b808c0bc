package reference

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/baolakiswahili/conformance/internal/strictjson"
)

// The JSON v1 codecs of architecture.md. Decoding is strict: unknown fields,
// missing fields, wrong lengths, negative counts and impossible combinations
// are errors that name the field.

type sideJSON struct {
	Front []int  `json:"front"`
	Back  []int  `json:"back"`
	Store *int   `json:"store"`
	House string `json:"house"`
}

type positionJSON struct {
	Variant     string    `json:"variant"`
	ToMove      string    `json:"toMove"`
	South       *sideJSON `json:"south"`
	North       *sideJSON `json:"north"`
	Blocked     *string   `json:"blocked"`
	MustCapture *string   `json:"mustCapture"`
	// Blocks is the one optional field of position JSON v1: the lasting
	// blocks (DISPUTE-20). Absent or empty: none, today's meaning.
	Blocks []blockJSON `json:"blocks,omitempty"`
}

// blockJSON is one lasting block: its pit and, for a block that lasts a
// number of moves, how many it still stands (the current one included).
type blockJSON struct {
	Pit   string `json:"pit"`
	Turns *int   `json:"turns,omitempty"`
}

// LastingBlocksHelp describes the optional "blocks" field of position JSON v1
// for people (`bao rules`, the README's protocol section says the same).
const LastingBlocksHelp = `Positions may carry lasting blocks (option blockDuration, DISPUTE-20) in one optional
field: "blocks":[{"pit":"a3"},{"pit":"A6","turns":2}], at most one per side, each on a
non-empty front pit; "turns" is how many moves the block still stands (this one
included), without it the block stands until its pit is lifted or captured. A lasting
block on the side to move's pit is also its "blocked" pit. Absent or []: none (under
blockDuration=until-lifted every block lasts: "blocked" and "mustCapture" too). In the
text form: a line "blocks a3 A6:2".`

// maxBlockTurns bounds a lasting block's count of moves.
const maxBlockTurns = 255

// MarshalJSON encodes p as position JSON v1.
func (p Position) MarshalJSON() ([]byte, error) {
	enc := positionJSON{Variant: p.Variant.String(), ToMove: p.ToMove.String()}
	sides := [2]*sideJSON{}
	for s := Side(0); s < 2; s++ {
		store := int(p.Store[s])
		sj := &sideJSON{Front: make([]int, 8), Back: make([]int, 8), Store: &store, House: p.House[s].String()}
		for i := 0; i < 8; i++ {
			sj.Front[i] = int(p.Pits[s][i])
			sj.Back[i] = int(p.Pits[s][15-i])
		}
		sides[s] = sj
	}
	enc.South, enc.North = sides[South], sides[North]
	if p.Blocked != NoPit {
		b := p.Blocked.String()
		enc.Blocked = &b
	}
	if p.MustCapture != NoPit {
		m := p.MustCapture.String()
		enc.MustCapture = &m
	}
	for s := Side(0); s < 2; s++ {
		if b := p.Lasting[s]; b.On {
			bj := blockJSON{Pit: PitOf(s, b.Ring).String()}
			if b.Turns > 0 {
				t := int(b.Turns)
				bj.Turns = &t
			}
			enc.Blocks = append(enc.Blocks, bj)
		}
	}
	return json.Marshal(enc)
}

// UnmarshalJSON decodes position JSON v1 and validates the result.
func (p *Position) UnmarshalJSON(b []byte) error {
	var in positionJSON
	if err := strictUnmarshal(b, &in); err != nil {
		return fmt.Errorf("bao: position: %w", err)
	}
	var q Position
	var err error
	if in.Variant == "" {
		return fieldErr("variant", "missing")
	}
	if q.Variant, err = ParseVariant(in.Variant); err != nil {
		return fieldErr("variant", "unknown variant %q (want kiswahili, kujifunza or hus)", in.Variant)
	}
	if in.ToMove == "" {
		return fieldErr("toMove", "missing")
	}
	if q.ToMove, err = ParseSide(in.ToMove); err != nil {
		return fieldErr("toMove", "unknown side %q (want south or north)", in.ToMove)
	}
	for s, sj := range [2]*sideJSON{in.South, in.North} {
		name := Side(s).String()
		if sj == nil {
			return fieldErr(name, "missing")
		}
		for _, row := range [2]struct {
			name string
			vals []int
			ring func(int) int
		}{{"front", sj.Front, func(i int) int { return i }}, {"back", sj.Back, func(i int) int { return 15 - i }}} {
			if row.vals == nil {
				return fieldErr(name+"."+row.name, "missing")
			}
			if len(row.vals) != 8 {
				return fieldErr(name+"."+row.name, "want 8 pits, got %d", len(row.vals))
			}
			for i, v := range row.vals {
				if v < 0 {
					return fieldErr(fmt.Sprintf("%s.%s[%d]", name, row.name, i), "negative seed count %d", v)
				}
				if v > TotalSeeds {
					return fieldErr(fmt.Sprintf("%s.%s[%d]", name, row.name, i), "%d seeds is more than the %d in the game", v, TotalSeeds)
				}
				q.Pits[s][row.ring(i)] = uint8(v)
			}
		}
		if sj.Store == nil {
			return fieldErr(name+".store", "missing")
		}
		if *sj.Store < 0 || *sj.Store > TotalSeeds {
			return fieldErr(name+".store", "seed count %d out of range 0..%d", *sj.Store, TotalSeeds)
		}
		q.Store[s] = uint8(*sj.Store)
		if sj.House == "" {
			return fieldErr(name+".house", "missing")
		}
		if q.House[s], err = ParseHouseState(sj.House); err != nil {
			return fieldErr(name+".house", "unknown house state %q (want intact, destroyed or none)", sj.House)
		}
	}
	q.Blocked, q.MustCapture = NoPit, NoPit
	if in.Blocked != nil {
		if q.Blocked, err = ParsePit(*in.Blocked); err != nil {
			return fieldErr("blocked", "%v", trimPrefix(err))
		}
	}
	if in.MustCapture != nil {
		if q.MustCapture, err = ParsePit(*in.MustCapture); err != nil {
			return fieldErr("mustCapture", "%v", trimPrefix(err))
		}
	}
	if err := decodeBlocks(in.Blocks, &q); err != nil {
		return err
	}
	if err := q.Validate(); err != nil {
		return err
	}
	*p = q
	return nil
}

// decodeBlocks reads the lasting blocks into q: at most one per side, each
// naming a front pit, with a count of moves of 1..255 or none.
func decodeBlocks(blocks []blockJSON, q *Position) error {
	for i, bj := range blocks {
		field := fmt.Sprintf("blocks[%d]", i)
		if bj.Pit == "" {
			return fieldErr(field+".pit", "missing")
		}
		pit, err := ParsePit(bj.Pit)
		if err != nil {
			return fieldErr(field+".pit", "%v", trimPrefix(err))
		}
		if !pit.Ring().Front() {
			return fieldErr(field+".pit", "%s is not a front pit: only front pits can be blocked", pit)
		}
		s := pit.Side()
		if q.Lasting[s].On {
			return fieldErr(field+".pit", "a second lasting block on %s's side (at most one per side)", s)
		}
		b := LastingBlock{On: true, Ring: pit.Ring()}
		if bj.Turns != nil {
			if *bj.Turns < 1 || *bj.Turns > maxBlockTurns {
				return fieldErr(field+".turns", "%d is not a count of moves 1..%d (leave it out for a block that stands until its pit is lifted or captured)", *bj.Turns, maxBlockTurns)
			}
			b.Turns = uint8(*bj.Turns)
		}
		q.Lasting[s] = b
	}
	return nil
}

func trimPrefix(err error) string { return strings.TrimPrefix(err.Error(), "bao: ") }

// strictUnmarshal decodes one JSON value as the project's one strict decoder
// does (internal/strictjson): exact-case keys, no duplicate or unknown key,
// integral numbers such as 3.0 read as integers, no trailing data; errors
// name the field.
func strictUnmarshal(b []byte, v any) error { return strictjson.Unmarshal(b, v) }

type moveJSON struct {
	Pit    string `json:"pit"`
	Dir    string `json:"dir,omitempty"`
	Kichwa string `json:"kichwa,omitempty"`
	Safari bool   `json:"safari,omitempty"`
}

// MarshalJSON encodes m as move JSON v1; forced choices are omitted.
func (m Move) MarshalJSON() ([]byte, error) {
	if !m.Pit.Valid() {
		return nil, errors.New("bao: move without a pit")
	}
	return json.Marshal(moveJSON{Pit: m.Pit.String(), Dir: m.Dir.String(), Kichwa: m.Kichwa.String(), Safari: m.Safari})
}

// UnmarshalJSON decodes move JSON v1.
func (m *Move) UnmarshalJSON(b []byte) error {
	var in moveJSON
	if err := strictUnmarshal(b, &in); err != nil {
		return fmt.Errorf("bao: move: %w", err)
	}
	var q Move
	var err error
	if in.Pit == "" {
		return &FieldError{Field: "move.pit", Msg: "missing"}
	}
	if q.Pit, err = ParsePit(in.Pit); err != nil {
		return &FieldError{Field: "move.pit", Msg: trimPrefix(err)}
	}
	switch in.Dir {
	case "":
	case "cw":
		q.Dir = CW
	case "ccw":
		q.Dir = CCW
	default:
		return &FieldError{Field: "move.dir", Msg: fmt.Sprintf("unknown direction %q (want cw or ccw)", in.Dir)}
	}
	switch in.Kichwa {
	case "":
	case "left":
		q.Kichwa = LeftKichwa
	case "right":
		q.Kichwa = RightKichwa
	default:
		return &FieldError{Field: "move.kichwa", Msg: fmt.Sprintf("unknown kichwa %q (want left or right)", in.Kichwa)}
	}
	q.Safari = in.Safari
	*m = q
	return nil
}

type outcomeJSON struct {
	Winner string `json:"winner"`
	Reason string `json:"reason"`
}

// MarshalJSON encodes the outcome: null while the game goes on.
func (o Outcome) MarshalJSON() ([]byte, error) {
	if !o.Over() {
		return []byte("null"), nil
	}
	return json.Marshal(outcomeJSON{Winner: o.Winner.String(), Reason: o.Reason.String()})
}

// UnmarshalJSON decodes null or {"winner":..., "reason":...}.
func (o *Outcome) UnmarshalJSON(b []byte) error {
	if string(bytes.TrimSpace(b)) == "null" {
		*o = Outcome{}
		return nil
	}
	var in outcomeJSON
	if err := strictUnmarshal(b, &in); err != nil {
		return fmt.Errorf("bao: outcome: %w", err)
	}
	w, err := ParseSide(in.Winner)
	if err != nil {
		return &FieldError{Field: "outcome.winner", Msg: trimPrefix(err)}
	}
	r, err := ParseReason(in.Reason)
	if err != nil {
		return &FieldError{Field: "outcome.reason", Msg: trimPrefix(err)}
	}
	*o = Outcome{Winner: w, Reason: r}
	return nil
}

// MarshalJSON encodes a result as {"position":..., "outcome":...}.
func (r Result) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Position Position `json:"position"`
		Outcome  Outcome  `json:"outcome"`
	}{r.Position, r.Outcome})
}

// RulesJSON is the rules object of the adapter protocol and of vectors:
// a profile name and options that override it.
type RulesJSON struct {
	Profile string            `json:"profile,omitempty"`
	Options map[string]string `json:"options,omitempty"`
}

// Resolve turns the rules object into Rules; an empty profile is "default".
func (rj RulesJSON) Resolve() (Rules, error) {
	name := rj.Profile
	if name == "" {
		name = "default"
	}
	r, err := Profile(name)
	if err != nil {
		return Rules{}, &FieldError{Field: "rules.profile", Msg: trimPrefix(err)}
	}
	return r.WithOptions(rj.Options)
}

// MarshalJSON encodes an event of a trace. A decision (kind "decision")
// also has "decision" (its Decision name), "held" and, taken the other way
// by ApplyFlipped, "flipped".
func (e Event) MarshalJSON() ([]byte, error) {
	type ev struct {
		Kind     string    `json:"kind"`
		Rule     string    `json:"rule"`
		Decision string    `json:"decision,omitempty"`
		Held     *bool     `json:"held,omitempty"`
		Flipped  bool      `json:"flipped,omitempty"`
		Pit      string    `json:"pit,omitempty"`
		Last     string    `json:"last,omitempty"`
		Seeds    int       `json:"seeds,omitempty"`
		Dir      string    `json:"dir,omitempty"`
		Kichwa   string    `json:"kichwa,omitempty"`
		Sown     int       `json:"sown"`
		Detail   string    `json:"detail,omitempty"`
		Board    *Position `json:"board,omitempty"`
	}
	out := ev{Kind: e.Kind.String(), Rule: e.Rule, Seeds: e.Seeds, Dir: e.Dir.String(), Kichwa: e.Kichwa.String(), Sown: e.Sown, Detail: e.Detail, Board: &e.Board}
	if e.Kind == EvDecision {
		out.Decision, out.Held, out.Flipped = e.Decision.String(), &e.Held, e.Flipped
	}
	if e.Pit.Valid() {
		out.Pit = e.Pit.String()
	}
	if e.Last.Valid() && e.Kind == EvSow {
		out.Last = e.Last.String()
	}
	return json.Marshal(out)
}
