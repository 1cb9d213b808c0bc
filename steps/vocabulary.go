package steps

import (
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/baolakiswahili/conformance/reference"
)

// This file is the step vocabulary of features/STEPS.md: one table, read by
// the interpreter (interpret.go) and registered with godog (godog_test.go).

// stepDef is one step pattern: its type, its regular expression (anchored)
// and what it does. Exactly one of given, when and then is set.
type stepDef struct {
	typ   StepType
	re    *regexp.Regexp
	given func(s *Scenario, st *Step, m []string) error
	when  func(s *Scenario, st *Step, m []string) error
	// then reads the fact the step states; the interpreter checks it.
	then func(s *Scenario, st *Step, m []string) (Fact, error)
}

const pitRE = `([ABab][1-8])`

var vocabulary = []stepDef{
	// Givens.
	{typ: Given, re: re(`the variant is "([^"]*)"`), given: givenVariant},
	{typ: Given, re: re(`the rules profile "([^"]*)"`), given: givenProfile},
	{typ: Given, re: re(`the option "([^"]*)" is "([^"]*)"`), given: givenOption},
	{typ: Given, re: re(`the start position`), given: func(s *Scenario, _ *Step, _ []string) error {
		return s.givenStart("", reference.SetupStandard)
	}},
	{typ: Given, re: re(`the start position of "([^"]*)"`), given: func(s *Scenario, _ *Step, m []string) error {
		return s.givenStart(m[1], reference.SetupStandard)
	}},
	{typ: Given, re: re(`the Malawi start position`), given: func(s *Scenario, _ *Step, _ []string) error {
		return s.givenStart("", reference.SetupMalawi)
	}},
	{typ: Given, re: re(`the board:`), given: givenBoard},
	{typ: Given, re: re(`South has (\d+) seeds? in store and North has (\d+)`), given: givenStores},
	{typ: Given, re: re(`(South|North)'s house is "([^"]*)"`), given: givenHouse},
	{typ: Given, re: re(`(South|North) is to move`), given: givenToMove},
	{typ: Given, re: re(pitRE + ` is blocked`), given: givenBlocked},
	{typ: Given, re: re(`the side to move must capture ` + pitRE), given: givenMustCapture},

	// Whens.
	{typ: When, re: re(`the move "([^"]*)" is played`), when: whenMove},
	{typ: When, re: re(`the JSON move (\{.*\}) is played`), when: whenJSONMove},
	{typ: When, re: re(`the game record is played:`), when: whenRecord},

	// Thens: the position.
	{typ: Then, re: re(`the board is:`), then: thenBoard},
	{typ: Then, re: re(`South has (\d+) seeds? in store and North has (\d+)`), then: thenStores},
	{typ: Then, re: re(`(South|North)'s house is "([^"]*)"`), then: thenHouse},
	{typ: Then, re: re(`(South|North) is to move`), then: func(_ *Scenario, _ *Step, m []string) (Fact, error) {
		return Fact{Kind: FactToMove, Side: parseSide(m[1])}, nil
	}},
	{typ: Then, re: re(pitRE + ` is blocked`), then: func(_ *Scenario, _ *Step, m []string) (Fact, error) {
		p, err := reference.ParsePit(m[1])
		return Fact{Kind: FactBlocked, Pit: p}, err
	}},
	{typ: Then, re: re(`no pit is blocked`), then: func(_ *Scenario, _ *Step, _ []string) (Fact, error) {
		return Fact{Kind: FactBlocked, Pit: reference.NoPit}, nil
	}},
	{typ: Then, re: re(`the side to move must capture ` + pitRE), then: func(_ *Scenario, _ *Step, m []string) (Fact, error) {
		p, err := reference.ParsePit(m[1])
		return Fact{Kind: FactMustCapture, Pit: p}, err
	}},
	{typ: Then, re: re(`the side to move has no capture obligation`), then: func(_ *Scenario, _ *Step, _ []string) (Fact, error) {
		return Fact{Kind: FactMustCapture, Pit: reference.NoPit}, nil
	}},
	{typ: Then, re: re(`a lasting block stands on ` + pitRE + ` until it is lifted`), then: func(_ *Scenario, _ *Step, m []string) (Fact, error) {
		p, err := reference.ParsePit(m[1])
		return Fact{Kind: FactLasting, Pit: p}, err
	}},
	{typ: Then, re: re(`a lasting block stands on ` + pitRE + ` for (\d+) more moves?`), then: func(_ *Scenario, _ *Step, m []string) (Fact, error) {
		p, err := reference.ParsePit(m[1])
		if err != nil {
			return Fact{}, err
		}
		n, err := count(m[2])
		return Fact{Kind: FactLasting, Pit: p, Turns: n}, err
	}},
	{typ: Then, re: re(`no lasting block stands`), then: func(_ *Scenario, _ *Step, _ []string) (Fact, error) {
		return Fact{Kind: FactLasting, Pit: reference.NoPit}, nil
	}},

	// Thens: moves and outcome.
	{typ: Then, re: re(`the move is illegal: "([^"]*)"`), then: func(s *Scenario, _ *Step, m []string) (Fact, error) {
		if s.Last() == nil {
			return Fact{}, errors.New("this step needs a move: add a When step")
		}
		return Fact{Kind: FactIllegal, Message: m[1]}, nil
	}},
	{typ: Then, re: re(`the legal moves are "([^"]*)"`), then: func(_ *Scenario, _ *Step, m []string) (Fact, error) {
		return Fact{Kind: FactLegalMoves, MoveTexts: splitMoves(m[1])}, nil
	}},
	{typ: Then, re: re(`the capture moves are "([^"]*)"`), then: func(_ *Scenario, _ *Step, m []string) (Fact, error) {
		ms := splitMoves(m[1])
		if len(ms) == 0 {
			return Fact{}, errors.New(`no capture move: write "the side to move cannot capture"`)
		}
		return Fact{Kind: FactCaptureMoves, MoveTexts: ms}, nil
	}},
	{typ: Then, re: re(`the side to move cannot capture`), then: func(_ *Scenario, _ *Step, _ []string) (Fact, error) {
		return Fact{Kind: FactCaptureMoves, MoveTexts: []string{}}, nil
	}},
	{typ: Then, re: re(`the move is written "([^"]*)" in Nierse's notation`), then: func(s *Scenario, _ *Step, m []string) (Fact, error) {
		if s.Last() == nil {
			return Fact{}, errors.New("this step needs a move: add a When step")
		}
		return Fact{Kind: FactNotationRN, MoveTexts: []string{m[1]}}, nil
	}},
	{typ: Then, re: re(`(South|North) wins by "([^"]*)"`), then: func(_ *Scenario, _ *Step, m []string) (Fact, error) {
		r, err := reference.ParseReason(m[2])
		return Fact{Kind: FactOutcome, Over: true, Side: parseSide(m[1]), Reason: r}, err
	}},
	{typ: Then, re: re(`the game goes on`), then: func(_ *Scenario, _ *Step, _ []string) (Fact, error) {
		return Fact{Kind: FactOutcome}, nil
	}},

	// Thens: trace facts.
	{typ: Then, re: re(`the trace has a capture of (\d+) seeds? from ` + pitRE + `(?: entered at the (left|right) kichwa)?`), then: thenCapture},
	{typ: Then, re: re(`the trace has a relay of (\d+) seeds? from ` + pitRE), then: func(_ *Scenario, _ *Step, m []string) (Fact, error) {
		n, err := count(m[1])
		if err != nil {
			return Fact{}, err
		}
		p, err := reference.ParsePit(m[2])
		return Fact{Kind: FactRelay, Pit: p, Trace: TraceFact{Event: reference.EvKuendelea, Present: true, Seeds: n}}, err
	}},
	{typ: Then, re: re(`the board right after the capture from ` + pitRE + ` is:`), then: func(_ *Scenario, st *Step, m []string) (Fact, error) {
		b, err := parseBoard(st.Table)
		if err != nil {
			return Fact{}, err
		}
		p, err := reference.ParsePit(m[1])
		return Fact{Kind: FactCaptureBoard, Pit: p, Board: b}, err
	}},
	{typ: Then, re: re(`the trace has an? "([a-z-]+)" event`), then: traceEvent(true, false)},
	{typ: Then, re: re(`the trace has an? "([a-z-]+)" event at ` + pitRE), then: traceEvent(true, true)},
	{typ: Then, re: re(`the trace has no "([a-z-]+)" event`), then: traceEvent(false, false)},
	{typ: Then, re: re(`the trace has no "([a-z-]+)" event at ` + pitRE), then: traceEvent(false, true)},
	{typ: Then, re: re(`the trace has (\d+) "([a-z-]+)" events?`), then: thenEventCount},
	{typ: Then, re: re(`the move sowed (\d+) seeds?`), then: func(s *Scenario, _ *Step, m []string) (Fact, error) {
		n, err := count(m[1])
		return Fact{Kind: FactSown, Trace: TraceFact{Seeds: n}}, err
	}},
	{typ: Then, re: re(`the capture of ` + pitRE + ` (reverses|keeps) the direction`), then: func(_ *Scenario, _ *Step, m []string) (Fact, error) {
		p, err := reference.ParsePit(m[1])
		return Fact{Kind: FactTurn, Pit: p, Trace: TraceFact{Reverses: m[2] == "reverses"}}, err
	}},
}

func re(s string) *regexp.Regexp { return regexp.MustCompile("^" + s + "$") }

// match finds the definition of a step: the pattern of its type that matches
// its text.
func match(st *Step) (*stepDef, []string, error) {
	for i := range vocabulary {
		d := &vocabulary[i]
		if d.typ != st.Type {
			continue
		}
		if m := d.re.FindStringSubmatch(st.Text); m != nil {
			return d, m, nil
		}
	}
	for i := range vocabulary {
		if d := &vocabulary[i]; d.re.MatchString(st.Text) {
			return nil, nil, fmt.Errorf("a %s step written as a %s step (see features/STEPS.md)", d.typ, st.Type)
		}
	}
	return nil, nil, fmt.Errorf("unknown %s step: not in the vocabulary of features/STEPS.md", st.Type)
}

// step interprets one step. An error is an interpretation error; a Then whose
// fact the engine contradicts is not an error here (see Fact.Err).
func (s *Scenario) step(st *Step) error {
	d, m, err := match(st)
	if err != nil {
		return err
	}
	switch {
	case d.given != nil:
		if s.built {
			return errors.New("a Given after the position was used by an earlier step: put every Given first")
		}
		return d.given(s, st, m)
	case d.when != nil:
		return d.when(s, st, m)
	}
	f, err := d.then(s, st, m)
	if err != nil {
		return err
	}
	f.Step = *st
	if err := s.build(); err != nil {
		return err
	}
	if err := s.check(&f); err != nil {
		return err
	}
	if f.Err != nil {
		s.stepErr[st.id] = f.Err
	}
	if last := s.Last(); last != nil {
		last.Facts = append(last.Facts, f)
	} else {
		s.GivenFacts = append(s.GivenFacts, f)
	}
	return nil
}

func count(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n > 1<<20 {
		return 0, fmt.Errorf("%q is not a count", s)
	}
	return n, nil
}

func parseSide(s string) reference.Side {
	if s == "North" {
		return reference.North
	}
	return reference.South
}

// Givens.

func givenVariant(s *Scenario, _ *Step, m []string) error {
	v, err := reference.ParseVariant(m[1])
	if err != nil {
		return err
	}
	s.variant, s.variantSet = v, true
	return nil
}

func givenProfile(s *Scenario, _ *Step, m []string) error {
	if _, err := reference.Profile(m[1]); err != nil {
		return err
	}
	s.Profile = m[1]
	return nil
}

func givenOption(s *Scenario, _ *Step, m []string) error {
	o, ok := reference.LookupOption(m[1])
	if !ok {
		return fmt.Errorf("unknown rule option %q", m[1])
	}
	var r reference.Rules
	if err := o.Set(&r, m[2]); err != nil {
		return err
	}
	s.Options[m[1]] = m[2]
	return nil
}

func (s *Scenario) givenStart(variant string, setup reference.Setup) error {
	v := reference.Kiswahili
	if s.variantSet {
		v = s.variant
	}
	if variant != "" {
		vv, err := reference.ParseVariant(variant)
		if err != nil {
			return err
		}
		v = vv
		s.variant, s.variantSet = vv, true
	}
	p := reference.Start(v, setup)
	s.start = &p
	return nil
}

// parseBoard reads a board table: 4 rows labelled b, a, A, B (in that order),
// each with 8 seed counts in the sources' printed order. The result is
// indexed by reference.Pit.
func parseBoard(t [][]string) ([32]int, error) {
	var b [32]int
	if len(t) != 4 {
		return b, fmt.Errorf("a board has 4 rows (b, a, A, B), got %d", len(t))
	}
	for i, row := range t {
		want := "baAB"[i : i+1]
		if len(row) != 9 {
			return b, fmt.Errorf("board row %d: want the label %s and 8 pits, got %d cells", i+1, want, len(row))
		}
		if got := strings.TrimSpace(row[0]); got != want {
			return b, fmt.Errorf("board row %d: want the label %s, got %q (rows are b, a, A, B)", i+1, want, got)
		}
		pits, _ := reference.DiagramRowPits(want[0])
		for c, cell := range row[1:] {
			n, err := strconv.Atoi(strings.TrimSpace(cell))
			if err != nil || n < 0 || n > reference.TotalSeeds {
				return b, fmt.Errorf("board row %s, column %d: %q is not a seed count", want, c+1, cell)
			}
			b[pits[c]] = n
		}
	}
	return b, nil
}

func givenBoard(s *Scenario, st *Step, _ []string) error {
	b, err := parseBoard(st.Table)
	if err != nil {
		return err
	}
	s.board = &b
	return nil
}

func givenStores(s *Scenario, _ *Step, m []string) error {
	south, err := count(m[1])
	if err != nil {
		return err
	}
	north, err := count(m[2])
	if err != nil {
		return err
	}
	s.stores = &[2]int{south, north}
	return nil
}

func givenHouse(s *Scenario, _ *Step, m []string) error {
	h, err := reference.ParseHouseState(m[2])
	if err != nil {
		return err
	}
	s.house[parseSide(m[1])] = &h
	return nil
}

func givenToMove(s *Scenario, _ *Step, m []string) error {
	s.toMove = parseSide(m[1])
	return nil
}

func givenBlocked(s *Scenario, _ *Step, m []string) error {
	s.blocked = m[1]
	return nil
}

func givenMustCapture(s *Scenario, _ *Step, m []string) error {
	s.mustCap = m[1]
	return nil
}

// build turns the Givens into Rules and the Given position, once.
func (s *Scenario) build() error {
	if s.built {
		return nil
	}
	r, err := reference.Profile(s.Profile)
	if err != nil {
		return fmt.Errorf("rules profile: %w", err)
	}
	if r, err = r.WithOptions(s.Options); err != nil {
		return fmt.Errorf("rule options: %w", err)
	}
	var p reference.Position
	switch {
	case s.start != nil:
		p = *s.start
		if s.variantSet && s.variant != p.Variant {
			return fmt.Errorf("the variant is %q but the start position is %q's", s.variant, p.Variant)
		}
	default:
		p = reference.Position{Variant: reference.Kiswahili, Blocked: reference.NoPit, MustCapture: reference.NoPit}
		if s.variantSet {
			p.Variant = s.variant
		}
	}
	if s.board != nil {
		if s.start != nil {
			return errors.New("both a start position and a board are given: give one of them")
		}
		for q, n := range s.board {
			p.SetSeeds(reference.Pit(q), n)
		}
	}
	if s.stores != nil {
		if s.stores[0] > reference.TotalSeeds || s.stores[1] > reference.TotalSeeds {
			return fmt.Errorf("stores %d and %d: more than %d seeds", s.stores[0], s.stores[1], reference.TotalSeeds)
		}
		p.Store = [2]uint8{uint8(s.stores[0]), uint8(s.stores[1])}
	}
	if s.start == nil {
		for side := reference.South; side <= reference.North; side++ {
			h := reference.HouseNone
			if p.Variant == reference.Kiswahili {
				// Default: intact while the house pit holds seeds.
				h = reference.HouseDestroyed
				if p.Pits[side][reference.HouseRing] > 0 {
					h = reference.HouseIntact
				}
			}
			p.House[side] = h
		}
	}
	for side, h := range s.house {
		if h != nil {
			p.House[side] = *h
		}
	}
	p.ToMove = s.toMove
	if s.blocked != "" {
		if p.Blocked, err = reference.ParsePit(s.blocked); err != nil {
			return fmt.Errorf("blocked pit: %w", err)
		}
	}
	if s.mustCap != "" {
		if p.MustCapture, err = reference.ParsePit(s.mustCap); err != nil {
			return fmt.Errorf("must-capture pit: %w", err)
		}
	}
	if err := p.Validate(); err != nil {
		return fmt.Errorf("the given position is not valid: %w", err)
	}
	s.Rules, s.Given, s.built = r, p, true
	return nil
}

// Whens.

func whenMove(s *Scenario, st *Step, m []string) error {
	return s.play(st, m[1], false, 0)
}

func whenJSONMove(s *Scenario, st *Step, m []string) error {
	return s.play(st, m[1], true, 0)
}

// whenRecord plays every move of a game record (NOTATION-2) in order; it
// stops at the first move that is not legal, which a Then step can check.
func whenRecord(s *Scenario, st *Step, _ []string) error {
	rec, err := reference.ParseRecord(st.DocString)
	if err != nil {
		return fmt.Errorf("game record: %w", err)
	}
	for i, l := range rec.Lines {
		if l.N != i+1 {
			return fmt.Errorf("game record line %d: move number %d, want %d (moves are numbered 1, 2, 3, ...)", l.Line, l.N, i+1)
		}
		for _, mv := range []string{l.South, l.North} {
			if mv == "" {
				continue
			}
			if err := s.play(st, mv, false, l.Line); err != nil {
				return fmt.Errorf("record line %d: %w", l.Line, err)
			}
			if last := s.Last(); last.Err != nil || last.Outcome.Over() {
				return nil
			}
		}
	}
	return nil
}

// play reads and plays one move from the current position and records it.
func (s *Scenario) play(st *Step, text string, isJSON bool, recordLine int) error {
	if err := s.build(); err != nil {
		return err
	}
	if last := s.Last(); last != nil {
		if last.Err != nil {
			return fmt.Errorf("the earlier move %q was illegal (%v): no further move can be played", last.Text, last.Err)
		}
		if last.Outcome.Over() {
			return fmt.Errorf("the game ended (%s wins by %s) before the move %q", last.Outcome.Winner, last.Outcome.Reason, text)
		}
	}
	p := s.Position()
	mv := &Move{Step: *st, Index: len(s.Moves) + 1, RecordLine: recordLine, Text: text, JSON: isJSON, Before: p}
	if isJSON {
		if err := json.Unmarshal([]byte(text), &mv.Move); err != nil {
			return fmt.Errorf("JSON move %s: %w", text, err)
		}
	} else if m, err := reference.ParseMove(s.Rules, p, text); err == nil {
		mv.Move = m
	} else {
		mv.Err, mv.Literal = err, true
		mv.Move, mv.LiteralErr = ReadLiteralMove(s.Rules, p, text)
	}
	s.Moves = append(s.Moves, mv)
	if mv.Err != nil {
		if !errors.As(mv.Err, &mv.Illegal) && mv.Literal && mv.LiteralErr == nil {
			if _, err := reference.Apply(s.Rules, p, mv.Move); err != nil {
				errors.As(err, &mv.Illegal)
			}
		}
		return nil
	}
	res, trace, err := reference.ApplyTrace(s.Rules, p, mv.Move)
	if err != nil {
		mv.Err = err
		errors.As(err, &mv.Illegal)
		return nil
	}
	mv.After, mv.Outcome, mv.Trace = res.Position, res.Outcome, trace
	return nil
}

// Thens whose reading needs more than one line.

func thenBoard(_ *Scenario, st *Step, _ []string) (Fact, error) {
	b, err := parseBoard(st.Table)
	return Fact{Kind: FactBoard, Board: b}, err
}

func thenStores(_ *Scenario, _ *Step, m []string) (Fact, error) {
	south, err := count(m[1])
	if err != nil {
		return Fact{}, err
	}
	north, err := count(m[2])
	return Fact{Kind: FactStores, Stores: [2]int{south, north}}, err
}

func thenHouse(_ *Scenario, _ *Step, m []string) (Fact, error) {
	h, err := reference.ParseHouseState(m[2])
	return Fact{Kind: FactHouse, Side: parseSide(m[1]), House: h}, err
}

func thenCapture(_ *Scenario, _ *Step, m []string) (Fact, error) {
	n, err := count(m[1])
	if err != nil {
		return Fact{}, err
	}
	p, err := reference.ParsePit(m[2])
	f := Fact{Kind: FactCapture, Pit: p, Trace: TraceFact{Event: reference.EvCapture, Present: true, Seeds: n}}
	switch m[3] {
	case "left":
		f.Trace.Kichwa = reference.LeftKichwa
	case "right":
		f.Trace.Kichwa = reference.RightKichwa
	}
	return f, err
}

func traceEvent(present, at bool) func(*Scenario, *Step, []string) (Fact, error) {
	return func(_ *Scenario, _ *Step, m []string) (Fact, error) {
		k, err := eventKind(m[1])
		if err != nil {
			return Fact{}, err
		}
		f := Fact{Kind: FactEvent, Pit: reference.NoPit, Trace: TraceFact{Event: k, Present: present}}
		if at {
			f.Pit, err = reference.ParsePit(m[2])
		}
		return f, err
	}
}

func thenEventCount(_ *Scenario, _ *Step, m []string) (Fact, error) {
	n, err := count(m[1])
	if err != nil {
		return Fact{}, err
	}
	k, err := eventKind(m[2])
	return Fact{Kind: FactEventCount, Pit: reference.NoPit, Trace: TraceFact{Event: k, Present: n > 0, Count: n}}, err
}
