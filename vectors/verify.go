package vectors

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"runtime"
	"slices"
	"strings"
	"sync"

	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/internal/strictjson"
	"github.com/baolakiswahili/conformance/reference"
)

// A vector file given to `bao check --vectors` is checked against the
// reference engine before anything is sent: every expectation is computed
// again under the vector's own rules, and a vector the reference contradicts
// is a load error naming the vector and the difference, never a verdict on
// an engine. The committed files need no such check: the drift and
// consistency tests hold them to the reference.

// DefaultPerftBudget is how many moves requests a perft vector may cost by
// default: the depths whose walk would need more are not checked (and not
// verified when the file is loaded). The committed perft vectors need at
// most about 2,500.
const DefaultPerftBudget = 100_000

// PerftDepth returns the deepest depth of v's perft counts that a walk of at
// most budget moves requests reaches (budget 0: every depth). Walking to
// depth d sends one request per position at depths 0..d-1: 1 plus the
// counts of depths 1..d-1.
func (v *Vector) PerftDepth(budget uint64) int {
	counts := v.Expect.Perft
	if budget == 0 || len(counts) == 0 {
		return len(counts)
	}
	reqs := uint64(1)
	for d := 1; d <= len(counts); d++ {
		if reqs > budget {
			return d - 1
		}
		reqs += counts[d-1].Nodes
	}
	return len(counts)
}

// VerifyOptions configure Verify.
type VerifyOptions struct {
	// PerftBudget caps the perft depths verified, as the run caps them
	// (PerftDepth); 0: every depth.
	PerftBudget uint64
}

// Verify recomputes every expectation of the files with the reference
// engine, under each vector's own rules, and writes each vector's positions
// and moves in their canonical form (so an engine is sent canonical JSON,
// whatever spelling the file used). The first contradiction of each vector
// is an error naming the file, the vector and the difference; all are
// joined.
func Verify(files []*File, o VerifyOptions) error {
	var mu sync.Mutex
	var errs []error
	var wg sync.WaitGroup
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	for _, f := range files {
		for i := range f.Vectors {
			v := &f.Vectors[i]
			wg.Add(1)
			sem <- struct{}{}
			go func() {
				defer wg.Done()
				defer func() { <-sem }()
				if err := v.verify(o); err != nil {
					mu.Lock()
					errs = append(errs, fmt.Errorf("%s: vector %s: %w", f.Name, v.ID, err))
					mu.Unlock()
				}
			}()
		}
	}
	wg.Wait()
	slices.SortFunc(errs, func(a, b error) int { return strings.Compare(a.Error(), b.Error()) })
	if len(errs) > 20 {
		errs = append(errs[:20], fmt.Errorf("... and %d more vectors the reference contradicts", len(errs)-20))
	}
	return errors.Join(errs...)
}

// canonPosition decodes a position strictly and returns it with its
// canonical encoding.
func canonPosition(raw *json.RawMessage, field string) (reference.Position, error) {
	var p reference.Position
	if err := json.Unmarshal(*raw, &p); err != nil {
		return p, fieldError(field, err)
	}
	*raw = protocol.AppendPosition(nil, &p)
	return p, nil
}

func canonMove(raw *json.RawMessage, field string) (reference.Move, error) {
	var m reference.Move
	if err := json.Unmarshal(*raw, &m); err != nil {
		return m, fieldError(field, err)
	}
	*raw = protocol.AppendMove(nil, m)
	return m, nil
}

func canonOutcome(raw *json.RawMessage, field string) (reference.Outcome, error) {
	var o reference.Outcome
	if len(*raw) == 0 {
		*raw = json.RawMessage("null")
		return o, nil
	}
	if err := json.Unmarshal(*raw, &o); err != nil {
		return o, fieldError(field, err)
	}
	*raw = protocol.AppendOutcome(nil, o)
	return o, nil
}

func fieldError(field string, err error) error {
	var se *strictjson.Error
	if errors.As(err, &se) && se.Path != "" {
		return &strictjson.Error{Path: strictjson.Join(field, se.Path), Msg: se.Msg}
	}
	return fmt.Errorf("%s: %s", field, strings.TrimPrefix(strings.ReplaceAll(err.Error(), "bao: ", ""), "position: "))
}

// resultDiff says how an expected position and outcome differ from the
// reference's, line by line of the position's text form; "" when equal.
func resultDiff(field string, wp reference.Position, wo reference.Outcome, rp reference.Position, ro reference.Outcome) string {
	if wp == rp && wo == ro {
		return ""
	}
	wt, _ := wp.MarshalText()
	rt, _ := rp.MarshalText()
	wl, rl := strings.Split(strings.TrimSpace(string(wt)), "\n"), strings.Split(strings.TrimSpace(string(rt)), "\n")
	var d []string
	for i := 0; i < max(len(wl), len(rl)); i++ {
		var a, b string
		if i < len(wl) {
			a = wl[i]
		}
		if i < len(rl) {
			b = rl[i]
		}
		if a != b {
			d = append(d, fmt.Sprintf("%q where the reference has %q", a, b))
		}
	}
	if wo != ro {
		d = append(d, fmt.Sprintf("outcome %s where the reference has %s", protocol.AppendOutcome(nil, wo), protocol.AppendOutcome(nil, ro)))
	}
	return fmt.Sprintf("%s: the file says %s", field, strings.Join(d, "; "))
}

func (v *Vector) verify(o VerifyOptions) error {
	for _, s := range append(append([]string{v.ID}, v.Tags...), v.RuleIDs...) {
		if strings.ContainsFunc(s, func(r rune) bool { return r < 0x20 || r == 0x7f || r >= 0x80 && r < 0xa0 }) {
			return fmt.Errorf("id, tags and ruleIds: %q holds a control character", s)
		}
	}
	rules, err := v.Rules.Resolve()
	if err != nil {
		return fmt.Errorf("rules: %s", strings.ReplaceAll(err.Error(), "bao: ", ""))
	}
	p, err := canonPosition(&v.Position, "position")
	if err != nil {
		return err
	}
	if err := v.Expect.materialize(); err != nil {
		return err
	}
	for i := range v.Setup {
		field := fmt.Sprintf("setup[%d]", i)
		m, err := canonMove(&v.Setup[i], field)
		if err != nil {
			return err
		}
		res, err := reference.Apply(rules, p, m)
		if err != nil {
			return fmt.Errorf("%s: the reference refuses the setup move %s: %s", field, m, strings.ReplaceAll(err.Error(), "bao: ", ""))
		}
		p = res.Position
	}
	e := &v.Expect
	switch v.Kind {
	case KindApply:
		m, err := canonMove(&v.Move, "move")
		if err != nil {
			return err
		}
		res, err := reference.Apply(rules, p, m)
		if err != nil {
			return fmt.Errorf("move: the reference refuses %s, which the vector expects to be legal: %s", m, strings.ReplaceAll(err.Error(), "bao: ", ""))
		}
		if e.Position != nil {
			wp, err := canonPosition(&e.Position, "expect.position")
			if err != nil {
				return err
			}
			wo, err := canonOutcome(&e.Outcome, "expect.outcome")
			if err != nil {
				return err
			}
			if d := resultDiff("expect.position", wp, wo, res.Position, res.Outcome); d != "" {
				return errors.New(d)
			}
		}
		if e.Facts != nil {
			return e.Facts.verify(rules, res)
		}
	case KindIllegal:
		m, err := canonMove(&v.Move, "move")
		if err != nil {
			return err
		}
		if res, err := reference.Apply(rules, p, m); err == nil {
			return fmt.Errorf("move: the vector expects %s to be illegal, and the reference plays it (outcome %s)", m, protocol.AppendOutcome(nil, res.Outcome))
		}
	case KindMoves:
		succ, err := reference.Moves(rules, p, nil)
		if err != nil {
			return fmt.Errorf("position: the reference cannot list its moves: %s", strings.ReplaceAll(err.Error(), "bao: ", ""))
		}
		ref := map[string]reference.Successor{}
		for _, s := range succ {
			ref[string(protocol.AppendMove(nil, s.Move))] = s
		}
		if g := e.GameOver; g != nil && *g != (len(succ) == 0) {
			return fmt.Errorf("expect.gameOver: the file says %v, the reference lists %d moves", *g, len(succ))
		}
		if e.MoveSet != nil {
			if err := verifyMoveSet("expect.moveSet", e.MoveSet, ref); err != nil {
				return err
			}
		}
		if e.Moves != nil {
			set := make([]json.RawMessage, len(e.Moves))
			for i := range e.Moves {
				set[i] = e.Moves[i].Move
			}
			if err := verifyMoveSet("expect.moves", set, ref); err != nil {
				return err
			}
			for i := range e.Moves {
				s := &e.Moves[i]
				s.Move = set[i]
				field := fmt.Sprintf("expect.moves[%d]", i)
				wp, err := canonPosition(&s.Position, field+".position")
				if err != nil {
					return err
				}
				wo, err := canonOutcome(&s.Outcome, field+".outcome")
				if err != nil {
					return err
				}
				r := ref[string(s.Move)]
				if d := resultDiff(field+" ("+r.Move.String()+")", wp, wo, r.Position, r.Outcome); d != "" {
					return errors.New(d)
				}
			}
		}
	case KindGame:
		for i := range e.Steps {
			s := &e.Steps[i]
			field := fmt.Sprintf("expect.steps[%d]", i)
			m, err := canonMove(&s.Move, field+".move")
			if err != nil {
				return err
			}
			res, err := reference.Apply(rules, p, m)
			if err != nil {
				return fmt.Errorf("%s.move: the reference refuses %s: %s", field, m, strings.ReplaceAll(err.Error(), "bao: ", ""))
			}
			wp, err := canonPosition(&s.Position, field+".position")
			if err != nil {
				return err
			}
			wo, err := canonOutcome(&s.Outcome, field+".outcome")
			if err != nil {
				return err
			}
			if d := resultDiff(field, wp, wo, res.Position, res.Outcome); d != "" {
				return errors.New(d)
			}
			p = wp
		}
	case KindPerft:
		depth := v.PerftDepth(o.PerftBudget)
		for d := 1; d <= depth; d++ {
			c := &e.Perft[d-1]
			if len(c.Divide) > 0 {
				div, err := reference.PerftDivide(rules, p, d)
				if err != nil {
					return fmt.Errorf("expect.perft[%d]: %s", d-1, strings.ReplaceAll(err.Error(), "bao: ", ""))
				}
				ref := map[string]uint64{}
				for _, x := range div {
					ref[string(protocol.AppendMove(nil, x.Move))] = x.Nodes
				}
				set := make([]json.RawMessage, len(c.Divide))
				for i := range c.Divide {
					set[i] = c.Divide[i].Move
				}
				field := fmt.Sprintf("expect.perft[%d].divide", d-1)
				if err := verifyMoveSet(field, set, ref); err != nil {
					return err
				}
				for i := range c.Divide {
					c.Divide[i].Move = set[i]
					if n := ref[string(set[i])]; n != c.Divide[i].Nodes {
						return fmt.Errorf("%s[%d].nodes: the file says %d, the reference counts %d", field, i, c.Divide[i].Nodes, n)
					}
				}
			}
			n, err := reference.Perft(rules, p, d)
			if err != nil {
				return fmt.Errorf("expect.perft[%d]: %s", d-1, strings.ReplaceAll(err.Error(), "bao: ", ""))
			}
			if n != c.Nodes {
				return fmt.Errorf("expect.perft[%d].nodes (depth %d): the file says %d, the reference counts %d", d-1, d, c.Nodes, n)
			}
		}
	}
	return nil
}

// verifyMoveSet canonicalizes the moves of set in place and compares them,
// as a set, with the reference's (keyed by canonical JSON).
func verifyMoveSet[S any](field string, set []json.RawMessage, ref map[string]S) error {
	seen := map[string]bool{}
	for i := range set {
		m, err := canonMove(&set[i], fmt.Sprintf("%s[%d]", field, i))
		if err != nil {
			return err
		}
		k := string(set[i])
		if seen[k] {
			return fmt.Errorf("%s[%d]: the move %s is listed twice", field, i, m)
		}
		seen[k] = true
	}
	var missing, extra []string
	for k := range ref {
		if !seen[k] {
			missing = append(missing, k)
		}
	}
	for k := range seen {
		if _, ok := ref[k]; !ok {
			extra = append(extra, k)
		}
	}
	if len(missing)+len(extra) == 0 {
		return nil
	}
	slices.Sort(missing)
	slices.Sort(extra)
	var d []string
	if len(extra) > 0 {
		d = append(d, "it lists "+strings.Join(extra, " ")+", which the reference does not")
	}
	if len(missing) > 0 {
		d = append(d, "it lacks "+strings.Join(missing, " ")+", which the reference lists")
	}
	return fmt.Errorf("%s: %s", field, strings.Join(d, "; "))
}

// verify compares the facts a scenario states with the reference's result.
func (f *Facts) verify(rules reference.Rules, res reference.Result) error {
	p := &res.Position
	if f.Board != nil {
		for _, side := range []struct {
			name string
			rows Rows
			s    reference.Side
		}{{"south", f.Board.South, reference.South}, {"north", f.Board.North, reference.North}} {
			var front, back [8]int
			for i := 0; i < 8; i++ {
				front[i] = int(p.Pits[side.s][i])
				back[i] = int(p.Pits[side.s][15-i])
			}
			if front != side.rows.Front || back != side.rows.Back {
				return fmt.Errorf("expect.facts.board.%s: the file says front %v back %v, the reference has front %v back %v", side.name, side.rows.Front, side.rows.Back, front, back)
			}
		}
	}
	if f.Stores != nil && (f.Stores.South != int(p.Store[0]) || f.Stores.North != int(p.Store[1])) {
		return fmt.Errorf("expect.facts.stores: the file says south %d north %d, the reference has south %d north %d", f.Stores.South, f.Stores.North, p.Store[0], p.Store[1])
	}
	for _, s := range slices.Sorted(maps.Keys(f.House)) {
		side, err := reference.ParseSide(s)
		if err != nil {
			return fmt.Errorf("expect.facts.house.%s: not a side", s)
		}
		if f.House[s] != p.House[side].String() {
			return fmt.Errorf("expect.facts.house.%s: the file says %s, the reference has %s", s, f.House[s], p.House[side])
		}
	}
	if f.ToMove != "" && f.ToMove != p.ToMove.String() {
		return fmt.Errorf("expect.facts.toMove: the file says %s, the reference has %s", f.ToMove, p.ToMove)
	}
	pitName := func(q reference.Pit) string {
		if q == reference.NoPit {
			return "none"
		}
		return q.String()
	}
	if f.Blocked != "" && f.Blocked != pitName(p.Blocked) {
		return fmt.Errorf("expect.facts.blocked: the file says %s, the reference has %s", f.Blocked, pitName(p.Blocked))
	}
	if f.MustCapture != "" && f.MustCapture != pitName(p.MustCapture) {
		return fmt.Errorf("expect.facts.mustCapture: the file says %s, the reference has %s", f.MustCapture, pitName(p.MustCapture))
	}
	if f.Outcome != nil {
		wo, err := canonOutcome(&f.Outcome, "expect.facts.outcome")
		if err != nil {
			return err
		}
		if wo != res.Outcome {
			return fmt.Errorf("expect.facts.outcome: the file says %s, the reference has %s", f.Outcome, protocol.AppendOutcome(nil, res.Outcome))
		}
	}
	if f.MoveSet != nil {
		succ, err := reference.Moves(rules, res.Position, nil)
		if err != nil {
			return fmt.Errorf("expect.facts.moveSet: %s", strings.ReplaceAll(err.Error(), "bao: ", ""))
		}
		ref := map[string]bool{}
		for _, s := range succ {
			ref[string(protocol.AppendMove(nil, s.Move))] = true
		}
		return verifyMoveSet("expect.facts.moveSet", f.MoveSet, ref)
	}
	return nil
}
