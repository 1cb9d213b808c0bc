package runner

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/reference"
	"github.com/baolakiswahili/conformance/vectors"
)

// Shrinking: for an engine-derived failure, a search for a smaller position
// the engine still gets wrong the same way (the same difference at a step
// of the same rule), asking the live engine and the reference at each step.
// Every candidate is a valid position (the reference validates it) of the
// same phase, side to move and house states, holding its 64 seeds: while a
// store holds seeds (namua) board seeds go to a store; with the stores empty
// (mtaji) a pit's seeds go into another occupied pit of the same side, away
// from the move.

// Shrunk is the smallest counterexample found for a class.
type Shrunk struct {
	// From is the vector it was shrunk from.
	From string `json:"from"`
	// Seeds and Pits are the board seeds and occupied pits of the shrunk
	// position; FromSeeds and FromPits those of the original.
	Seeds     int `json:"seeds"`
	Pits      int `json:"pits"`
	FromSeeds int `json:"fromSeeds"`
	FromPits  int `json:"fromPits"`
	// Requests is how many requests the search sent; Seconds how long it took.
	Requests int     `json:"requests"`
	Seconds  float64 `json:"seconds"`
	// Complete is false when the budget ran out before a fixed point.
	Complete bool `json:"complete"`
	// File is a vector file holding the counterexample as a vector, valid
	// under vectors/schema: save it and run `bao check --vectors FILE`.
	File json.RawMessage `json:"file"`

	div *divergence // the counterexample's divergence, for drawing
	msg string      // what the engine did, in words
}

// shrinkable reports whether a failure can be shrunk: an engine-derived
// vector whose divergence is about one move.
func shrinkable(res *Result) bool {
	if res.div == nil || res.Source != "" || len(res.div.move) == 0 {
		return false
	}
	switch res.div.what {
	case diffWrong, diffInvalid, diffRefused, diffMissing, diffExtra, diffAccepted:
		return true
	}
	return false
}

// shrinker is one search.
type shrinker struct {
	eng      Engine
	r        reference.Rules
	rules    json.RawMessage
	move     reference.Move
	moveRaw  json.RawMessage
	what     difference
	rule     string // the class's rule
	decision string // the decision that names the class ("": none)
	score    map[string]float64
	deadline time.Time
	requests int
	errors   int
	last     *divergence
	lastMsg  string
	fixed    *reference.Rules // the engine's readings, when known
}

// shrinkClasses shrinks the representative of each class whose
// representative is engine-derived, sharing the budget between them in
// order (each gets what is left divided by the classes left).
//
// Only bugs are shrunk: a class another reading, the engine's health or
// its nondeterminism explains shows no rule a smaller board would isolate.
// fixed, when not nil, are the readings the engine was seen to play: a
// shrunk vector pins them wherever its answer does not depend on them (an
// option the probes left open is judged by the vector's own reading).
func (rep *Report) shrinkClasses(eng Engine, budget time.Duration, fixed *reference.Rules) {
	if budget <= 0 {
		return
	}
	end := time.Now().Add(budget)
	byID := map[string]*Result{}
	for i := range rep.Results {
		byID[rep.Results[i].ID] = &rep.Results[i]
	}
	var todo []int
	for i := range rep.Classes {
		if res := byID[rep.Classes[i].Representative]; res != nil && rep.Classes[i].Explanation == ExplBug && shrinkable(res) {
			todo = append(todo, i)
		}
	}
	for n, i := range todo {
		left := time.Until(end)
		if left <= 0 {
			break
		}
		c := &rep.Classes[i]
		c.Shrunk = shrinkOne(eng, byID[c.Representative], c.Rule, c.Decision, rep.score, time.Now().Add(left/time.Duration(len(todo)-n)), fixed)
	}
}

// shrinkOne shrinks one failure until a fixed point or the deadline.
func shrinkOne(eng Engine, res *Result, rule, decision string, score map[string]float64, deadline time.Time, fixed *reference.Rules) *Shrunk {
	d := res.div
	r, ok := d.refRules()
	if !ok {
		return nil
	}
	var p reference.Position
	var m reference.Move
	if json.Unmarshal(d.pos, &p) != nil || json.Unmarshal(d.move, &m) != nil {
		return nil
	}
	t0 := time.Now()
	s := &shrinker{eng: eng, r: r, rules: d.rules, move: m, moveRaw: d.move, what: d.what, rule: rule, decision: decision, score: score, deadline: deadline, fixed: fixed}
	// The original must fail the same way now (a flaky engine cannot be
	// shrunk against).
	if !s.same(p) {
		return nil
	}
	cur := p
	complete := false
	for {
		if time.Now().After(deadline) || s.errors >= 3 {
			break
		}
		improved := false
		for _, c := range s.candidates(&cur) {
			if time.Now().After(deadline) || s.errors >= 3 {
				break
			}
			if s.same(c) {
				cur, improved = c, true
				break
			}
		}
		if !improved {
			complete = !time.Now().After(deadline) && s.errors < 3
			break
		}
	}
	s.same(cur) // the counterexample's own divergence, for drawing
	out := &Shrunk{From: res.ID, Requests: s.requests, Seconds: round3(time.Since(t0).Seconds()), Complete: complete, div: s.last, msg: s.lastMsg}
	out.FromSeeds, out.FromPits = boardSize(d.pos)
	pj := protocol.AppendPosition(nil, &cur)
	out.Seeds, out.Pits = boardSize(pj)
	f, err := s.vectorFile(cur, res.ID)
	if err != nil {
		return nil
	}
	out.File = f
	return out
}

// boardPits lists the occupied pits of p.
func boardPits(p *reference.Position) []reference.Pit {
	var out []reference.Pit
	for s := reference.Side(0); s < 2; s++ {
		for i := reference.Ring(0); i < reference.RingSize; i++ {
			if p.Pits[s][i] > 0 {
				out = append(out, reference.PitOf(s, i))
			}
		}
	}
	return out
}

// distance is how far apart two pits are (another side's pits are far).
func distance(a, b reference.Pit) int {
	if !a.Valid() || !b.Valid() || a.Side() != b.Side() {
		return 32
	}
	d := int(a.Ring()) - int(b.Ring())
	if d < 0 {
		d = -d
	}
	return min(d, reference.RingSize-d)
}

// candidates returns the smaller positions to try next, the biggest
// reductions first.
func (s *shrinker) candidates(p *reference.Position) []reference.Position {
	var out []reference.Position
	keep := func(c reference.Position) {
		if c.Validate() == nil && c.Phase() == p.Phase() {
			out = append(out, c)
		}
	}
	pits := boardPits(p)
	// The largest pits first: they shrink the board fastest.
	slices.SortStableFunc(pits, func(a, b reference.Pit) int { return p.Seeds(b) - p.Seeds(a) })
	me := p.ToMove
	store := me
	if p.Store[me] == 0 {
		store = me.Other()
	}
	if p.Store[store] > 0 {
		// Seeds leave the board for a store that holds some already.
		for _, q := range pits {
			n := p.Seeds(q)
			ks := []int{n}
			if n >= 4 {
				ks = append(ks, n/2)
			}
			if n >= 2 {
				ks = append(ks, 1)
			}
			for _, k := range ks {
				if int(p.Store[store])+k > 255 {
					continue
				}
				c := *p
				c.SetSeeds(q, n-k)
				c.Store[store] += uint8(k)
				keep(c)
			}
		}
		return out
	}
	// The stores are empty: a pit's seeds go into another occupied pit of
	// the same side, the one farthest from the move first; the smallest
	// pits first (they empty a pit for the fewest seeds moved).
	slices.Reverse(pits)
	for _, q := range pits {
		if q == s.move.Pit {
			continue
		}
		var to []reference.Pit
		for _, t := range pits {
			if t != q && t.Side() == q.Side() {
				to = append(to, t)
			}
		}
		slices.SortStableFunc(to, func(a, b reference.Pit) int { return distance(b, s.move.Pit) - distance(a, s.move.Pit) })
		for _, t := range to {
			if p.Seeds(t)+p.Seeds(q) > 255 {
				continue
			}
			c := *p
			c.SetSeeds(t, p.Seeds(t)+p.Seeds(q))
			c.SetSeeds(q, 0)
			keep(c)
		}
	}
	return out
}

// same asks the reference and the engine about c and reports whether the
// engine still gets it wrong the same way: the same difference, at a step
// whose most suspicious rule is the class's.
func (s *shrinker) same(c reference.Position) bool {
	pj := protocol.AppendPosition(nil, &c)
	_, refErr := reference.Apply(s.r, c, s.move)
	var ie *reference.IllegalMoveError
	legal := refErr == nil
	switch s.what {
	case diffWrong, diffInvalid, diffRefused, diffMissing:
		if !legal {
			return false
		}
	default:
		if !errors.As(refErr, &ie) {
			return false
		}
	}
	var req []byte
	if s.what == diffMissing || s.what == diffExtra {
		req = movesReq(s.rules, pj)
	} else {
		req = applyReq(s.rules, pj, s.moveRaw)
	}
	s.requests++
	rp := s.eng.Do([][]byte{req})[0]
	if rp.Err != nil {
		s.errors++
		return false
	}
	s.errors = 0
	b, err := protocol.DecodeReply(rp.Raw)
	if err != nil {
		return false
	}
	d := &divergence{what: s.what, rules: s.rules, ref: &s.r, pos: pj, move: s.moveRaw}
	msg := ""
	switch s.what {
	case diffWrong:
		if b.Error != nil || b.Position == nil {
			return false
		}
		if m, _ := compareResult(&s.r, s.expected(c), s.expectedOut(c), b.Position, b.Outcome); m == "" {
			return false
		}
		d.gotPos, d.gotOut = b.Position, b.Outcome
	case diffInvalid:
		var gp reference.Position
		if b.Error != nil || b.Position == nil || json.Unmarshal(b.Position, &gp) == nil {
			return false
		}
		d.gotPos, d.gotOut = b.Position, b.Outcome
		msg = "the engine's result is not a valid position"
	case diffRefused:
		if b.Error == nil || b.Error.Kind != protocol.KindIllegalMove {
			return false
		}
		msg = "the engine refused the move: " + b.Error.Kind + ": " + b.Error.Message
	case diffAccepted:
		if b.Error != nil {
			return false
		}
		d.gotPos, d.gotOut = b.Position, b.Outcome
		msg = "the engine played a move that is illegal (" + refErr.Error() + ")"
	case diffMissing, diffExtra:
		if b.Error != nil {
			return false
		}
		listed := false
		for _, sc := range b.Moves {
			var m reference.Move
			if json.Unmarshal(sc.Move, &m) == nil && m == s.move {
				listed = true
			}
		}
		if listed == (s.what == diffMissing) {
			return false
		}
		for _, sc := range b.Moves {
			d.listed = append(d.listed, keyText(string(sc.Move)))
		}
		slices.Sort(d.listed)
		msg = "the engine does not list the legal move " + s.move.String()
		if s.what == diffExtra {
			msg = "the engine lists the illegal move " + s.move.String() + " (" + refErr.Error() + ")"
		}
	}
	if !s.sameCause(d, b) {
		return false
	}
	s.last, s.lastMsg = d, msg
	return true
}

// sameCause reports whether a candidate's divergence d (the engine's reply
// b) has the class's cause: for a class a decision names, that decision
// (its kind and rule), taken the other way, gives the engine's answer; for
// the others, the answers part at the class's rule.
func (s *shrinker) sameCause(d *divergence, b *protocol.Reply) bool {
	if s.decision == "" {
		return divergeAt(s.r, d, s.score) == s.rule
	}
	for _, f := range flipsGivingDiv(d, b) {
		if f.ev.Decision.String() == s.decision && f.ev.Rule == s.rule {
			return true
		}
	}
	return false
}

// expected returns the reference's successor of c (valid: same checked it).
func (s *shrinker) expected(c reference.Position) json.RawMessage {
	res, _ := reference.Apply(s.r, c, s.move)
	return protocol.AppendPosition(nil, &res.Position)
}

func (s *shrinker) expectedOut(c reference.Position) json.RawMessage {
	res, _ := reference.Apply(s.r, c, s.move)
	return protocol.AppendOutcome(nil, res.Outcome)
}

// vectorFile writes the counterexample as a vector file of one vector.
func (s *shrinker) vectorFile(c reference.Position, from string) (json.RawMessage, error) {
	// The vector states every reading its expectation is computed under:
	// the engine's, wherever the answer does not depend on the reading.
	s.r = s.pinned(c)
	rj := reference.RulesJSON{Profile: "default", Options: s.r.Diff(reference.Rules{})}
	if len(rj.Options) == 0 {
		rj.Options = nil
	}
	pj := protocol.AppendPosition(nil, &c)
	ids := map[string]bool{}
	add := func(id string) { ids[id] = true }
	v := vectors.Vector{Derived: vectors.DerivedEngine, Rules: rj, Position: pj,
		Description: fmt.Sprintf("shrunk by bao check from %s (%s at %s)", from, s.what, s.rule),
		Tags:        []string{"engine-derived", "shrunk", c.Variant.String(), c.Phase().String()}}
	switch s.what {
	case diffWrong, diffInvalid, diffRefused:
		res, ev, err := reference.ApplyTrace(s.r, c, s.move)
		if err != nil {
			return nil, err
		}
		ev = reference.Effects(ev) // the rules of its effects, as the vectors name them
		for i := range ev {
			eventRules(&ev[i], add)
		}
		v.Kind, v.Move, v.MoveText = "apply", s.moveRaw, s.move.String()
		v.Expect.Position = protocol.AppendPosition(nil, &res.Position)
		v.Expect.Outcome = protocol.AppendOutcome(nil, res.Outcome)
	case diffAccepted:
		_, err := reference.Apply(s.r, c, s.move)
		var ie *reference.IllegalMoveError
		if !errors.As(err, &ie) {
			return nil, fmt.Errorf("the move is not illegal: %v", err)
		}
		for _, id := range ie.Rules {
			add(id)
		}
		v.Kind, v.Move, v.MoveText = "illegal", s.moveRaw, s.move.String()
		v.Expect.Error, v.Expect.Message = protocol.KindIllegalMove, err.Error()
	case diffMissing, diffExtra:
		succ, err := reference.Moves(s.r, c, nil)
		if err != nil {
			return nil, err
		}
		v.Kind = "moves"
		v.Expect.Moves = []vectors.Successor{}
		for i := range succ {
			_, ev, _ := reference.ApplyTrace(s.r, c, succ[i].Move)
			ev = reference.Effects(ev)
			for k := range ev {
				eventRules(&ev[k], add)
			}
			v.Expect.Moves = append(v.Expect.Moves, vectors.Successor{Move: protocol.AppendMove(nil, succ[i].Move), Position: protocol.AppendPosition(nil, &succ[i].Position), Outcome: protocol.AppendOutcome(nil, succ[i].Outcome)})
		}
		if len(succ) == 0 {
			over := true
			v.Expect.GameOver = &over
		}
	}
	v.RuleIDs = []string{}
	for id := range ids {
		if citedRule.MatchString(id) {
			v.RuleIDs = append(v.RuleIDs, id)
		}
	}
	slices.Sort(v.RuleIDs)
	h := sha256.Sum256(append(append(append([]byte(v.Kind), pj...), s.moveRaw...), s.rules...))
	v.ID = "shrunk." + v.Kind + "." + c.Variant.String() + "." + hex.EncodeToString(h[:6])
	f := vectors.File{Format: 1, Name: "shrunk", Description: "a counterexample bao check shrank from " + from + ": commit it as a regression test", Vectors: []vectors.Vector{v}}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false) // a move "a3>" stays "a3>"
	if err := enc.Encode(f); err != nil {
		return nil, err
	}
	return bytes.TrimSpace(b.Bytes()), nil
}

// pinned returns the rules the shrunk vector of c is computed under: the
// rules of the search, with each option that differs from the engine's
// reading (an open option judged by the vector's own) set to the engine's
// where c's answer is the same under it.
func (s *shrinker) pinned(c reference.Position) reference.Rules {
	r := s.r
	if s.fixed == nil {
		return r
	}
	answer := func(r reference.Rules) (answer, bool) {
		op := protocol.OpApply
		if s.what == diffMissing || s.what == diffExtra {
			op = protocol.OpMoves
		}
		return refAnswer(r, query{op: op, pos: c, mv: s.move})
	}
	want, ok := answer(r)
	if !ok {
		return r
	}
	for _, o := range reference.Options {
		if o.Get(&r) == o.Get(s.fixed) {
			continue
		}
		alt := r
		_ = o.Set(&alt, o.Get(s.fixed))
		if got, ok := answer(alt); ok && got.same(want, &alt) {
			r = alt
		}
	}
	return r
}
