package dialect

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"

	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/reference"
	"github.com/baolakiswahili/conformance/vectors"
)

// Rewrite returns v with its expectation recomputed by the reference engine
// under the rules eff (the engine's own readings), and whether the expected
// answer changed. When v cannot be judged under eff it returns the reason
// (the vector is then n/a):
//   - it pins a reading of a disputed point (dialect vectors, probes, the
//     outlines of features/disputes) and eff plays another: the vector of
//     eff's reading stands for it;
//   - its position holds a lasting block of another kind than eff's
//     (DISPUTE-20): one that lasts a count of moves under a reading without
//     counts, or one without a count under player-changes;
//   - a setup move, or a game's move, is illegal under eff, or the game ends
//     earlier;
//   - its kind is unknown.
//
// v itself is never changed; the copy shares what it does not change.
func Rewrite(v *vectors.Vector, eff reference.Rules) (out *vectors.Vector, changed bool, na string, err error) {
	return rewrite(v, eff, true)
}

// rewrite is Rewrite; pin false recomputes a vector that pins another
// reading as any other (to compare the answers of two readings).
func rewrite(v *vectors.Vector, eff reference.Rules, pin bool) (out *vectors.Vector, changed bool, na string, err error) {
	own, err := v.Rules.Resolve()
	if err != nil {
		return nil, false, "", fmt.Errorf("dialect: %s: rules: %w", v.ID, err)
	}
	if own == eff {
		return v, false, "", nil
	}
	if d := v.Dialect; d != nil && pin {
		if o, ok := reference.LookupOption(d.Option); ok && o.Get(&eff) != d.Reading {
			return nil, false, fmt.Sprintf("it pins %s=%s; your engine plays %s=%s (the vectors of that reading stand for it)", d.Option, d.Reading, d.Option, o.Get(&eff)), nil
		}
	}
	p, err := protocol.DecodePosition(v.Position)
	if err != nil {
		return nil, false, "", fmt.Errorf("dialect: %s: position: %w", v.ID, err)
	}
	if na := foreignBlocks(&p, eff); na != "" {
		return nil, false, na, nil
	}
	if err := v.Expect.Materialize(); err != nil {
		return nil, false, "", fmt.Errorf("dialect: %s: %w", v.ID, err)
	}
	c := *v
	c.Expect = vectors.Expect{}
	switch v.Kind {
	case vectors.KindMoves:
		na, err = rewriteMoves(&c, v, eff, p)
	case vectors.KindApply, vectors.KindIllegal:
		na, err = rewriteApply(&c, v, eff, p)
	case vectors.KindGame:
		na, err = rewriteGame(&c, v, eff, p)
	case vectors.KindPerft:
		err = rewritePerft(&c, v, eff, p)
	default:
		na = fmt.Sprintf("its kind %q cannot be recomputed", v.Kind)
	}
	if err != nil || na != "" {
		return nil, false, na, err
	}
	if v.Kind == vectors.KindIllegal && c.Kind == vectors.KindIllegal {
		// Still illegal: the message is for people and is kept.
		c.Expect = v.Expect
		return &c, false, "", nil
	}
	// What a judge compares, value by value (as their JSON would compare).
	return &c, v.Kind != c.Kind || !reflect.DeepEqual(judged(v.Expect), judged(c.Expect)), "", nil
}

// SendForm returns v with its position in the form eff gives meaning to:
// where eff reads no lasting blocks (reference.Position.UnreadBlocks) the
// position's "blocks" are left out, so that an engine that plays
// eff is never sent a field its readings do not read (an optional field
// added to position JSON after protocol v1 was published). v itself is
// never changed; the copy shares the rest.
func SendForm(v *vectors.Vector, eff reference.Rules) *vectors.Vector {
	if !bytes.Contains(v.Position, []byte(`"blocks"`)) {
		return v
	}
	var p reference.Position
	if json.Unmarshal(v.Position, &p) != nil || p.Lasting == [2]reference.LastingBlock{} {
		return v
	}
	if !p.UnreadBlocks(eff) {
		return v
	}
	p.Lasting = [2]reference.LastingBlock{}
	out := *v
	out.Position = js(p)
	return &out
}

// Tells reports whether v, whose expectation is computed under the
// rules judged, would expect another answer under alt: whether v tells the
// two apart. A perft vector is never said to (its trees are too costly to
// grow again here), nor a vector that cannot be judged under alt.
func Tells(v *vectors.Vector, judged, alt reference.Rules) (bool, error) {
	if judged == alt || v.Kind == vectors.KindPerft {
		return false, nil
	}
	c := *v
	c.Dialect = nil
	c.Rules = reference.RulesJSON{Profile: "default", Options: judged.Diff(reference.Rules{})}
	_, changed, na, err := rewrite(&c, alt, false)
	if err != nil || na != "" {
		return false, err
	}
	return changed, nil
}

// foreignBlocks says why p cannot be judged under eff when it holds a lasting
// block that eff's blockDuration has no such kind of (DISPUTE-20): a block
// that lasts a count of moves (player-changes) under until-lifted, or one
// without a count under player-changes. Under one-move a block binds the
// next move only, whatever its count says, so every block reads there.
func foreignBlocks(p *reference.Position, eff reference.Rules) string {
	d := eff.BlockDuration
	o, _ := reference.LookupOption("blockDuration")
	for s := reference.South; s <= reference.North; s++ {
		b := p.Lasting[s]
		switch {
		case !b.On || d == reference.BlockOneMove:
		case b.Turns > 0 && d != reference.BlockPlayerChanges:
			return fmt.Sprintf("its position holds a block on %s that lasts %d more moves (blockDuration=player-changes); your engine plays blockDuration=%s, whose blocks have no count", p.LastingPit(s), b.Turns, o.Get(&eff))
		case b.Turns == 0 && d == reference.BlockPlayerChanges:
			return fmt.Sprintf("its position holds a block on %s that stands until it is lifted (blockDuration=until-lifted); your engine plays blockDuration=player-changes, whose blocks last a count of moves", p.LastingPit(s))
		}
	}
	return ""
}

func js(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err) // reference values always encode
	}
	return b
}

func rewriteMoves(c, v *vectors.Vector, eff reference.Rules, p reference.Position) (string, error) {
	succ, err := reference.Moves(eff, p, nil)
	if err != nil {
		return "", fmt.Errorf("dialect: %s: %w", v.ID, err)
	}
	e := &v.Expect
	if e.GameOver != nil || v.Derived == vectors.DerivedEngine && len(succ) == 0 {
		over := len(succ) == 0
		c.Expect.GameOver = &over
	}
	if e.MoveSet != nil {
		c.Expect.MoveSet, c.Expect.MoveTexts = moveSet(eff, p, succ)
		if c.Expect.MoveSet == nil {
			c.Expect.MoveSet = []json.RawMessage{}
		}
	}
	if v.Derived == vectors.DerivedEngine {
		c.Expect.Moves = make([]vectors.Successor, 0, len(succ))
		for _, s := range succ {
			c.Expect.Moves = append(c.Expect.Moves, vectors.Successor{Move: protocol.AppendMove(nil, s.Move), Position: protocol.AppendPosition(nil, &s.Position), Outcome: protocol.AppendOutcome(nil, s.Outcome)})
		}
	}
	return "", nil
}

func moveSet(r reference.Rules, p reference.Position, succ []reference.Successor) ([]json.RawMessage, []string) {
	var set []json.RawMessage
	var texts []string
	for _, s := range succ {
		set = append(set, js(s.Move))
		t, err := reference.FormatMove(r, p, s.Move)
		if err != nil {
			t = s.Move.String()
		}
		texts = append(texts, t)
	}
	return set, texts
}

func rewriteApply(c, v *vectors.Vector, eff reference.Rules, p reference.Position) (string, error) {
	for i, raw := range v.Setup {
		var m reference.Move
		if err := json.Unmarshal(raw, &m); err != nil {
			return "", fmt.Errorf("dialect: %s: setup[%d]: %w", v.ID, i, err)
		}
		res, err := reference.Apply(eff, p, m)
		if err != nil {
			return fmt.Sprintf("its setup move %d (%s) is illegal under your readings", i+1, m), nil
		}
		if res.Outcome.Over() {
			return fmt.Sprintf("the game ends at its setup move %d (%s) under your readings", i+1, m), nil
		}
		p = res.Position
	}
	var m reference.Move
	if err := json.Unmarshal(v.Move, &m); err != nil {
		return "", fmt.Errorf("dialect: %s: move: %w", v.ID, err)
	}
	res, err := reference.Apply(eff, p, m)
	if err != nil {
		if !errors.Is(err, reference.ErrIllegalMove) && !errors.Is(err, reference.ErrGameOver) {
			return "", fmt.Errorf("dialect: %s: %w", v.ID, err)
		}
		c.Kind = vectors.KindIllegal
		c.Expect = vectors.Expect{Error: "illegal-move", Message: err.Error()}
		return "", nil
	}
	c.Kind = vectors.KindApply
	if f := v.Expect.Facts; f != nil && v.Kind == vectors.KindApply {
		c.Expect.Facts = facts(f, eff, res)
		return "", nil
	}
	c.Expect.Position, c.Expect.Outcome = protocol.AppendPosition(nil, &res.Position), protocol.AppendOutcome(nil, res.Outcome)
	return "", nil
}

// facts restates, from res, every fact f states.
func facts(f *vectors.Facts, eff reference.Rules, res reference.Result) *vectors.Facts {
	p := &res.Position
	out := &vectors.Facts{}
	if f.Board != nil {
		var b vectors.Board
		for s, rows := range []*vectors.Rows{&b.South, &b.North} {
			for i := 0; i < 8; i++ {
				rows.Front[i] = int(p.Pits[s][i])
				rows.Back[i] = int(p.Pits[s][15-i])
			}
		}
		out.Board = &b
	}
	if f.Stores != nil {
		out.Stores = &vectors.Stores{South: int(p.Store[reference.South]), North: int(p.Store[reference.North])}
	}
	if f.House != nil {
		out.House = map[string]string{}
		for s := range f.House {
			if side, err := reference.ParseSide(s); err == nil {
				out.House[s] = p.House[side].String()
			}
		}
	}
	if f.ToMove != "" {
		out.ToMove = p.ToMove.String()
	}
	pitName := func(q reference.Pit) string {
		if q == reference.NoPit {
			return "none"
		}
		return q.String()
	}
	if f.Blocked != "" {
		out.Blocked = pitName(p.Blocked)
	}
	if f.MustCapture != "" {
		out.MustCapture = pitName(p.MustCapture)
	}
	if f.Outcome != nil {
		out.Outcome = js(res.Outcome)
	}
	if f.MoveSet != nil {
		succ, _ := reference.Moves(eff, *p, nil)
		out.MoveSet, out.MoveTexts = moveSet(eff, *p, succ)
		if out.MoveSet == nil {
			out.MoveSet = []json.RawMessage{}
		}
	}
	return out
}

func rewriteGame(c, v *vectors.Vector, eff reference.Rules, p reference.Position) (string, error) {
	for i, st := range v.Expect.Steps {
		var m reference.Move
		if err := json.Unmarshal(st.Move, &m); err != nil {
			return "", fmt.Errorf("dialect: %s: steps[%d]: %w", v.ID, i, err)
		}
		res, err := reference.Apply(eff, p, m)
		if err != nil {
			return fmt.Sprintf("its move %d (%s) is illegal under your readings", i+1, st.MoveText), nil
		}
		text, err := reference.FormatMove(eff, p, m)
		if err != nil {
			text = st.MoveText
		}
		c.Expect.Steps = append(c.Expect.Steps, vectors.Step{Move: st.Move, MoveText: text, Position: protocol.AppendPosition(nil, &res.Position), Outcome: protocol.AppendOutcome(nil, res.Outcome)})
		p = res.Position
		if res.Outcome.Over() && i < len(v.Expect.Steps)-1 {
			return fmt.Sprintf("the game ends at its move %d (%s) under your readings", i+1, st.MoveText), nil
		}
	}
	return "", nil
}

func rewritePerft(c, v *vectors.Vector, eff reference.Rules, p reference.Position) error {
	for _, pc := range v.Expect.Perft {
		n, err := reference.Perft(eff, p, pc.Depth)
		if err != nil {
			return fmt.Errorf("dialect: %s: %w", v.ID, err)
		}
		out := vectors.PerftCount{Depth: pc.Depth, Nodes: n}
		if pc.Divide != nil && pc.Depth >= 1 {
			div, err := reference.PerftDivide(eff, p, pc.Depth)
			if err != nil {
				return fmt.Errorf("dialect: %s: %w", v.ID, err)
			}
			out.Divide = []vectors.DivideCount{}
			for _, d := range div {
				text, err := reference.FormatMove(eff, p, d.Move)
				if err != nil {
					text = d.Move.String()
				}
				out.Divide = append(out.Divide, vectors.DivideCount{Move: js(d.Move), Text: text, Nodes: d.Nodes})
			}
		}
		c.Expect.Perft = append(c.Expect.Perft, out)
	}
	return nil
}

// judged returns what of e a judge compares: e without the texts for people
// (move texts, messages).
func judged(e vectors.Expect) vectors.Expect {
	e.MoveTexts, e.Message = nil, ""
	e.MoveSet = sortedSet(e.MoveSet)
	if e.Facts != nil {
		f := *e.Facts
		f.MoveTexts = nil
		f.MoveSet = sortedSet(f.MoveSet)
		e.Facts = &f
	}
	if e.Steps != nil {
		steps := make([]vectors.Step, len(e.Steps))
		for i, s := range e.Steps {
			s.MoveText = ""
			steps[i] = s
		}
		e.Steps = steps
	}
	if e.Perft != nil {
		pc := make([]vectors.PerftCount, len(e.Perft))
		for i, p := range e.Perft {
			if p.Divide != nil {
				d := make([]vectors.DivideCount, len(p.Divide))
				for k, x := range p.Divide {
					x.Text = ""
					d[k] = x
				}
				p.Divide = d
			}
			pc[i] = p
		}
		e.Perft = pc
	}
	return e
}

// sortedSet returns a move set in a fixed order (it is a set).
func sortedSet(set []json.RawMessage) []json.RawMessage {
	if set == nil {
		return nil
	}
	out := slices.Clone(set)
	slices.SortFunc(out, func(a, b json.RawMessage) int { return bytes.Compare(a, b) })
	return out
}
