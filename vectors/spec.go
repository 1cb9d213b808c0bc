package vectors

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"regexp"
	"slices"
	"strconv"
	"strings"

	gherkin "github.com/cucumber/gherkin/go/v26"
	messages "github.com/cucumber/messages/go/v21"

	"github.com/baolakiswahili/conformance/adapter"
	"github.com/baolakiswahili/conformance/features"
	"github.com/baolakiswahili/conformance/reference"
)

// This file exports the Gherkin specification (package features) as
// hand-derived vectors. Each scenario, and each Examples row of an outline,
// becomes one vector; its steps are read with the shared step vocabulary
// (notes/HELPERS.md). The expectation is only what the scenario states:
// facts it does not state are not checked, and facts the protocol cannot
// observe (the trace) are listed under "unchecked". The reference engine is
// used only to read move notation, which depends on the position.

// ExportSpec exports every scenario of features.FS, one file per feature file.
func ExportSpec() ([]*File, error) {
	return ExportSpecFS(features.FS)
}

// ExportSpecFS exports the scenarios of the .feature files in fsys.
func ExportSpecFS(fsys fs.FS) ([]*File, error) {
	var names []string
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".feature") {
			names = append(names, p)
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	slices.Sort(names)
	var out []*File
	for _, n := range names {
		b, err := fs.ReadFile(fsys, n)
		if err != nil {
			return nil, err
		}
		f, err := exportFeature(n, b)
		if err != nil {
			return nil, fmt.Errorf("vectors: %s: %w", n, err)
		}
		out = append(out, f)
	}
	return out, nil
}

var (
	ruleTag    = regexp.MustCompile(`^[A-Z][A-Z0-9]*(-[A-Z]+)*-[0-9]+[a-z]?$`)
	disputeTag = regexp.MustCompile(`^dispute-([0-9]+)$`)
	slugBad    = regexp.MustCompile(`[^a-z0-9]+`)
)

func slug(s string) string {
	s = slugBad.ReplaceAllString(strings.ToLower(s), "-")
	s = strings.Trim(s, "-")
	if len(s) > 60 {
		s = strings.TrimRight(s[:60], "-")
	}
	return s
}

// fileID turns "worked/rn-diagrams.feature" into "worked.rn-diagrams".
func fileID(name string) string {
	return strings.ReplaceAll(strings.TrimSuffix(name, ".feature"), "/", ".")
}

func exportFeature(name string, src []byte) (*File, error) {
	ids := &messages.Incrementing{}
	doc, err := gherkin.ParseGherkinDocument(bytes.NewReader(src), ids.NewId)
	if err != nil {
		return nil, err
	}
	f := &File{Format: Format, Name: "spec-" + strings.ReplaceAll(fileID(name), ".", "-")}
	if doc.Feature == nil {
		return f, nil
	}
	f.Description = "Hand-derived from features/" + name + " (" + doc.Feature.Name + "): one vector per scenario or Examples row."
	// Locations and names of scenarios and example rows, by AST node id.
	type nodeInfo struct {
		line    int64
		name    string
		example string // the Examples table's name, for rows
		row     int    // 1-based row number in its table
	}
	nodes := map[string]nodeInfo{}
	var walk func(children []*messages.FeatureChild, rules []*messages.RuleChild)
	addScenario := func(sc *messages.Scenario) {
		nodes[sc.Id] = nodeInfo{line: sc.Location.Line, name: sc.Name}
		for ei, ex := range sc.Examples {
			exName := ex.Name
			if exName == "" {
				exName = fmt.Sprintf("examples-%d", ei+1)
				for _, t := range ex.Tags {
					if strings.HasPrefix(t.Name, "@reading-") {
						exName = strings.TrimPrefix(t.Name, "@")
					}
				}
			}
			for ri, row := range ex.TableBody {
				nodes[row.Id] = nodeInfo{line: row.Location.Line, example: exName, row: ri + 1}
			}
		}
	}
	walk = func(children []*messages.FeatureChild, rules []*messages.RuleChild) {
		for _, c := range children {
			if c.Scenario != nil {
				addScenario(c.Scenario)
			}
			if c.Rule != nil {
				for _, rc := range c.Rule.Children {
					if rc.Scenario != nil {
						addScenario(rc.Scenario)
					}
				}
			}
		}
	}
	walk(doc.Feature.Children, nil)
	seen := map[string]int{}
	for _, pk := range gherkin.Pickles(*doc, name, ids.NewId) {
		info := nodes[pk.AstNodeIds[0]]
		id := "spec." + fileID(name) + "." + slug(pk.Name)
		desc := pk.Name
		line := info.line
		if len(pk.AstNodeIds) > 1 {
			row := nodes[pk.AstNodeIds[len(pk.AstNodeIds)-1]]
			id += "." + slug(row.example) + "-" + strconv.Itoa(row.row)
			desc += " [" + row.example + ", row " + strconv.Itoa(row.row) + "]"
			line = row.line
		}
		if n := seen[id]; n > 0 {
			seen[id] = n + 1
			id += "-" + strconv.Itoa(n+1)
		} else {
			seen[id] = 1
		}
		v, err := scenarioVector(pk)
		if err != nil {
			f.Skipped = append(f.Skipped, Skipped{ID: id, Source: fmt.Sprintf("features/%s:%d", name, line), Reason: err.Error()})
			continue
		}
		src := fmt.Sprintf("features/%s:%d", name, line)
		if b := v.Before; b != nil {
			v.Before = nil
			b.ID, b.Description, b.Source = id+".before", desc+" (before the move)", src
			f.Vectors = append(f.Vectors, *b)
		}
		for _, x := range v.Extra {
			x.ID, x.Description, x.Source = id+x.suffix, desc+" ("+strings.TrimPrefix(strings.ReplaceAll(x.suffix, "-", " "), ".")+")", src
			x.Extra = nil
			f.Vectors = append(f.Vectors, *x)
		}
		v.Extra = nil
		v.ID = id
		v.Description = desc
		v.Source = src
		f.Vectors = append(f.Vectors, *v)
	}
	return f, nil
}

var (
	reVariant  = regexp.MustCompile(`^the variant is "(\w+)"$`)
	reProfile  = regexp.MustCompile(`^the rules profile "([\w-]+)"$`)
	reOption   = regexp.MustCompile(`^the option "(\w+)" is "([\w-]+)"$`)
	reStart    = regexp.MustCompile(`^the start position(?: of "(\w+)")?$`)
	reMalawi   = regexp.MustCompile(`^the Malawi start position$`)
	reBoard    = regexp.MustCompile(`^the board(?: is)?:$`)
	reStores   = regexp.MustCompile(`^South has (\d+) seeds? in store and North has (\d+)$`)
	reHouse    = regexp.MustCompile(`^(South|North)'s house is "(\w+)"$`)
	reToMove   = regexp.MustCompile(`^(South|North) is to move$`)
	reBlocked  = regexp.MustCompile(`^([ABab][1-8]) is blocked$`)
	reNoBlock  = regexp.MustCompile(`^no pit is blocked$`)
	reMust     = regexp.MustCompile(`^the side to move must capture ([ABab][1-8])$`)
	reNoMust   = regexp.MustCompile(`^the side to move has no capture obligation$`)
	reMove     = regexp.MustCompile(`^the move "([^"]*)" is played$`)
	reJSONMove = regexp.MustCompile(`^the JSON move (\{.*\}) is played$`)
	reIllegal  = regexp.MustCompile(`^the move is illegal: "(.*)"$`)
	reLegal    = regexp.MustCompile(`^the legal moves are "(.*)"$`)
	reWins     = regexp.MustCompile(`^(South|North) wins by "([\w-]+)"$`)
	reGoesOn   = regexp.MustCompile(`^the game goes on$`)
	reRecord   = regexp.MustCompile(`^the game record is played:$`)
)

// scenarioState collects the givens of one scenario.
type scenarioState struct {
	variant  reference.Variant
	profile  string
	options  map[string]string
	start    *reference.Position
	board    *[32]int
	stores   *[2]int
	house    [2]string
	toMove   reference.Side
	blocked  string
	mustCapt string
}

func scenarioVector(pk *messages.Pickle) (*Vector, error) {
	st := scenarioState{profile: "default", options: map[string]string{}}
	v := &Vector{Derived: DerivedHand, RuleIDs: []string{}}
	for _, t := range pk.Tags {
		name := strings.TrimPrefix(t.Name, "@")
		if ruleTag.MatchString(name) && !slices.Contains(v.RuleIDs, name) {
			v.RuleIDs = append(v.RuleIDs, name)
		} else if !slices.Contains(v.Tags, name) {
			v.Tags = append(v.Tags, name)
		}
	}
	var dialect Dialect
	for _, t := range v.Tags {
		if m := disputeTag.FindStringSubmatch(t); m != nil {
			dialect.Dispute = "DISPUTE-" + m[1]
		}
		if o, ok := strings.CutPrefix(t, "option-"); ok {
			dialect.Option = o
		}
		if r, ok := strings.CutPrefix(t, "reading-"); ok {
			dialect.Reading = r
		}
	}
	// Split the steps: givens, the moves (whens), thens.
	var moves []moveStep
	var thens, before []*messages.PickleStep
	phase := 0
	for _, s := range pk.Steps {
		text := strings.TrimSpace(s.Text)
		isMove := reMove.MatchString(text) || reJSONMove.MatchString(text)
		if reRecord.MatchString(text) {
			if s.Argument == nil || s.Argument.DocString == nil {
				return nil, fmt.Errorf("step %q: no record", text)
			}
			rec, err := reference.ParseRecord(s.Argument.DocString.Content)
			if err != nil {
				return nil, err
			}
			for _, l := range rec.Lines {
				for _, t := range []string{l.South, l.North} {
					if t != "" {
						moves = append(moves, moveStep{text: `the move "` + t + `" is played`})
					}
				}
			}
			phase = 1
			continue
		}
		switch {
		case isMove:
			phase = 1
			moves = append(moves, moveStep{text: text})
			continue
		case phase == 0 && s.Type != messages.PickleStepType_OUTCOME:
			if err := st.given(text, s); err != nil {
				return nil, err
			}
			continue
		}
		if phase == 0 {
			before = append(before, s) // a Then about the given position
			continue
		}
		phase = 2
		moves[len(moves)-1].thens = append(moves[len(moves)-1].thens, s)
	}
	if len(moves) == 0 {
		thens, before = before, nil
	}
	if dialect.Option != "" && dialect.Reading != "" {
		if _, ok := st.options[dialect.Option]; !ok {
			st.options[dialect.Option] = dialect.Reading
		}
		if dialect.Dispute == "" {
			if o, ok := reference.LookupOption(dialect.Option); ok {
				dialect.Dispute = o.Dispute
			}
		}
		v.Dialect = &dialect
	}
	v.Rules = reference.RulesJSON{Profile: st.profile}
	if len(st.options) > 0 {
		v.Rules.Options = st.options
	}
	rules, err := v.Rules.Resolve()
	if err != nil {
		return nil, err
	}
	pos, err := st.position()
	if err != nil {
		return nil, err
	}
	v.Position = adapter.AppendPosition(nil, &pos)
	v.Tags = append(v.Tags, pos.Variant.String())
	// Read the moves; all but the last are played first (setup).
	cur := pos
	var last json.RawMessage
	var lastText string
	for i, m := range moves {
		mv, err := readMove(rules, cur, m.text)
		if err != nil {
			return nil, err
		}
		mj := adapter.AppendMove(nil, mv)
		if i < len(moves)-1 {
			if len(m.thens) > 0 {
				// Thens after a move that is not the last: a vector of their own.
				iv := *v
				iv.Setup = slices.Clone(v.Setup)
				if err := afterThens(&iv, rules, cur, mj, moveNotation(m.text), m.thens); err != nil {
					return nil, err
				}
				iv.suffix = fmt.Sprintf(".after-move-%d", i+1)
				v.Extra = append(v.Extra, &iv)
			}
			res, err := reference.Apply(rules, cur, mv)
			if err != nil {
				return nil, fmt.Errorf("move %d (%s) before the last: %w", i+1, m.text, err)
			}
			v.Setup = append(v.Setup, mj)
			cur = res.Position
			continue
		}
		last, lastText = mj, moveNotation(m.text)
	}
	if len(before) > 0 {
		bv := *v
		bv.Setup = nil
		if err := givenThens(&bv, rules, pos, before); err != nil {
			return nil, err
		}
		v.Before = &bv
	}
	if len(moves) == 0 {
		return v, givenThens(v, rules, pos, thens)
	}
	return v, afterThens(v, rules, cur, last, lastText, moves[len(moves)-1].thens)
}

// givenThens fills a moves vector from Thens about the given position.
func givenThens(v *Vector, rules reference.Rules, pos reference.Position, thens []*messages.PickleStep) error {
	v.Kind = KindMoves
	{
		for _, s := range thens {
			text := strings.TrimSpace(s.Text)
			switch {
			case reLegal.MatchString(text):
				set, texts, err := readMoveSet(rules, pos, reLegal.FindStringSubmatch(text)[1])
				if err != nil {
					return err
				}
				v.Expect.MoveSet, v.Expect.MoveTexts = set, texts
				if len(set) == 0 {
					over := true // no legal move: an empty set would vanish from the JSON
					v.Expect.GameOver = &over
				}
			case reWins.MatchString(text):
				m := reWins.FindStringSubmatch(text)
				over := strings.ToLower(m[1]) != pos.ToMove.String()
				v.Expect.GameOver = &over
				if !over {
					v.Unchecked = append(v.Unchecked, text+" (the winner is to move: not observable)")
				} else {
					v.Unchecked = append(v.Unchecked, text+" (the reason is not observable without a move)")
				}
			case reGoesOn.MatchString(text):
				f := false
				v.Expect.GameOver = &f
			default:
				v.Unchecked = append(v.Unchecked, text+" (a fact of the given position)")
			}
		}
	}
	return nil
}

// afterThens fills an apply or illegal vector from the Thens after its last move.
func afterThens(v *Vector, rules reference.Rules, cur reference.Position, last json.RawMessage, lastText string, thens []*messages.PickleStep) error {
	v.Move, v.MoveText = last, lastText
	v.Kind = KindApply
	facts := &Facts{}
	any := false
	for _, s := range thens {
		text := strings.TrimSpace(s.Text)
		switch {
		case reIllegal.MatchString(text):
			var lit reference.Move
			if err := json.Unmarshal(last, &lit); err == nil {
				if _, perr := reference.ParseMove(rules, cur, lastText); perr != nil {
					if _, aerr := reference.Apply(rules, cur, lit); aerr == nil {
						return fmt.Errorf("notation only: %q is refused for its marks, but the move itself is legal; the protocol carries moves as JSON", lastText)
					}
				}
			}
			v.Kind = KindIllegal
			v.Expect.Error = adapter.KindIllegalMove
			v.Expect.Message = reIllegal.FindStringSubmatch(text)[1]
		case reBoard.MatchString(text):
			b, err := readBoard(s)
			if err != nil {
				return err
			}
			facts.Board = boardFacts(b)
			any = true
		case reStores.MatchString(text):
			m := reStores.FindStringSubmatch(text)
			a, _ := strconv.Atoi(m[1])
			b, _ := strconv.Atoi(m[2])
			facts.Stores = &Stores{South: a, North: b}
			any = true
		case reHouse.MatchString(text):
			m := reHouse.FindStringSubmatch(text)
			if facts.House == nil {
				facts.House = map[string]string{}
			}
			facts.House[strings.ToLower(m[1])] = m[2]
			any = true
		case reToMove.MatchString(text):
			facts.ToMove = strings.ToLower(reToMove.FindStringSubmatch(text)[1])
			any = true
		case reBlocked.MatchString(text):
			facts.Blocked = reBlocked.FindStringSubmatch(text)[1]
			any = true
		case reNoBlock.MatchString(text):
			facts.Blocked = "none"
			any = true
		case reMust.MatchString(text):
			facts.MustCapture = reMust.FindStringSubmatch(text)[1]
			any = true
		case reNoMust.MatchString(text):
			facts.MustCapture = "none"
			any = true
		case reWins.MatchString(text):
			m := reWins.FindStringSubmatch(text)
			facts.Outcome = json.RawMessage(`{"winner":"` + strings.ToLower(m[1]) + `","reason":"` + m[2] + `"}`)
			any = true
		case reGoesOn.MatchString(text):
			facts.Outcome = json.RawMessage("null")
			any = true
		case reLegal.MatchString(text):
			// The moves after the last move: read in the position the
			// reference reaches, for notation only.
			res, err := reference.Apply(rules, cur, mustMove(rules, cur, lastText))
			if err != nil {
				return fmt.Errorf("legal moves after %s: %w", lastText, err)
			}
			set, texts, err := readMoveSet(rules, res.Position, reLegal.FindStringSubmatch(text)[1])
			if err != nil {
				return err
			}
			facts.MoveSet, facts.MoveTexts = set, texts
			if len(set) == 0 {
				v.Unchecked = append(v.Unchecked, text+" (an empty set: the outcome says whether the game is over)")
			}
			any = true
		default:
			v.Unchecked = append(v.Unchecked, text)
		}
	}
	if any && v.Kind == KindApply {
		v.Expect.Facts = facts
	}
	return nil
}

type moveStep struct {
	text  string
	thens []*messages.PickleStep // the Thens that follow this move
}

// moveNotation returns the move a When step names: its notation or its JSON.
func moveNotation(step string) string {
	if m := reMove.FindStringSubmatch(step); m != nil {
		return m[1]
	}
	if m := reJSONMove.FindStringSubmatch(step); m != nil {
		return m[1]
	}
	return step
}

func mustMove(r reference.Rules, p reference.Position, text string) reference.Move {
	m, _ := readMove(r, p, text)
	return m
}

// readMove reads a When step's move: JSON, or notation resolved against the
// legal moves; a notation that names no legal move is read literally (so an
// illegal move can still be sent).
func readMove(r reference.Rules, p reference.Position, step string) (reference.Move, error) {
	if m := reJSONMove.FindStringSubmatch(step); m != nil {
		var mv reference.Move
		if err := json.Unmarshal([]byte(m[1]), &mv); err != nil {
			return mv, err
		}
		return mv, nil
	}
	text := step
	if m := reMove.FindStringSubmatch(step); m != nil {
		text = m[1]
	}
	if strings.HasPrefix(strings.TrimSpace(text), "{") {
		var mv reference.Move
		err := json.Unmarshal([]byte(text), &mv)
		return mv, err
	}
	if mv, err := reference.ParseMove(r, p, text); err == nil {
		return mv, nil
	}
	return literalMove(r, p, text)
}

// literalMove reads the French/Donkers notation without checking legality:
// pit, then '<' or '>' (a direction as the mover's hand moves, or in a namua
// capture the kichwa), then 'L'/'R' for a kichwa choice, '+' for a safari;
// '*' marks are ignored.
func literalMove(r reference.Rules, p reference.Position, text string) (reference.Move, error) {
	s := strings.TrimSpace(text)
	if len(s) < 2 {
		return reference.Move{}, fmt.Errorf("move %q: too short", text)
	}
	pitText := s[:2]
	if s[0] >= '1' && s[0] <= '8' {
		pitText = "A" + s[:1]
		if p.ToMove == reference.North {
			pitText = "a" + s[:1]
		}
		s = " " + s[1:]
	}
	pit, err := reference.ParsePit(pitText)
	if err != nil {
		return reference.Move{}, fmt.Errorf("move %q: %w", text, err)
	}
	m := reference.Move{Pit: pit}
	capture := false
	if legal, err := reference.LegalMoves(r, p, nil); err == nil {
		for _, lm := range legal {
			if lm.Dir == reference.NoDir {
				capture = true
			}
		}
	}
	namuaCapture := p.Phase() == reference.Namua && p.Variant == reference.Kiswahili && capture
	for _, c := range s[2:] {
		switch c {
		case '<', '>':
			if namuaCapture {
				m.Kichwa = map[rune]reference.Kichwa{'<': reference.LeftKichwa, '>': reference.RightKichwa}[c]
				continue
			}
			right := c == '>'
			if !pit.Ring().Front() {
				right = !right
			}
			m.Dir = reference.CCW
			if right {
				m.Dir = reference.CW
			}
		case 'L':
			m.Kichwa = reference.LeftKichwa
		case 'R':
			m.Kichwa = reference.RightKichwa
		case '+':
			m.Safari = true
		case '*', ' ':
		default:
			return m, fmt.Errorf("move %q: unexpected %q", text, c)
		}
	}
	return m, nil
}

// readMoveSet reads "A6>*, A6<*" as a set of JSON moves (sorted) and texts.
func readMoveSet(r reference.Rules, p reference.Position, list string) ([]json.RawMessage, []string, error) {
	set := []json.RawMessage{}
	var texts []string
	for _, t := range strings.Split(list, ",") {
		t = strings.TrimSpace(t)
		if t == "" {
			continue
		}
		m, err := reference.ParseMove(r, p, t)
		if err != nil {
			return nil, nil, fmt.Errorf("legal move %q: %w", t, err)
		}
		set = append(set, adapter.AppendMove(nil, m))
		texts = append(texts, t)
	}
	slices.SortFunc(set, func(a, b json.RawMessage) int { return bytes.Compare(a, b) })
	return set, texts, nil
}

func (st *scenarioState) given(text string, s *messages.PickleStep) error {
	switch {
	case reVariant.MatchString(text):
		v, err := reference.ParseVariant(reVariant.FindStringSubmatch(text)[1])
		if err != nil {
			return err
		}
		st.variant = v
	case reProfile.MatchString(text):
		st.profile = reProfile.FindStringSubmatch(text)[1]
	case reOption.MatchString(text):
		m := reOption.FindStringSubmatch(text)
		st.options[m[1]] = m[2]
	case reMalawi.MatchString(text):
		p := reference.Start(reference.Kiswahili, reference.SetupMalawi)
		st.start, st.variant = &p, reference.Kiswahili
	case reStart.MatchString(text):
		v := st.variant
		if m := reStart.FindStringSubmatch(text); m[1] != "" {
			var err error
			if v, err = reference.ParseVariant(m[1]); err != nil {
				return err
			}
		}
		p := reference.Start(v, reference.SetupStandard)
		st.start, st.variant = &p, v
	case reBoard.MatchString(text):
		b, err := readBoard(s)
		if err != nil {
			return err
		}
		st.board = &b
	case reStores.MatchString(text):
		m := reStores.FindStringSubmatch(text)
		a, _ := strconv.Atoi(m[1])
		b, _ := strconv.Atoi(m[2])
		st.stores = &[2]int{a, b}
	case reHouse.MatchString(text):
		m := reHouse.FindStringSubmatch(text)
		if m[1] == "South" {
			st.house[0] = m[2]
		} else {
			st.house[1] = m[2]
		}
	case reToMove.MatchString(text):
		if reToMove.FindStringSubmatch(text)[1] == "North" {
			st.toMove = reference.North
		} else {
			st.toMove = reference.South
		}
	case reBlocked.MatchString(text):
		st.blocked = reBlocked.FindStringSubmatch(text)[1]
	case reMust.MatchString(text):
		st.mustCapt = reMust.FindStringSubmatch(text)[1]
	default:
		return fmt.Errorf("unknown given step %q", text)
	}
	return nil
}

// position builds the scenario's position from its givens.
func (st *scenarioState) position() (reference.Position, error) {
	var p reference.Position
	if st.start != nil {
		p = *st.start
	} else {
		p = reference.Position{Variant: st.variant, Blocked: reference.NoPit, MustCapture: reference.NoPit}
	}
	p.Variant = st.variant
	p.ToMove = st.toMove
	if st.board != nil {
		for i, n := range st.board {
			p.SetSeeds(reference.Pit(i), n)
		}
		if st.start == nil || st.stores == nil {
			p.Store = [2]uint8{}
		}
	}
	if st.stores != nil {
		p.Store = [2]uint8{uint8(st.stores[0]), uint8(st.stores[1])}
	}
	for s := 0; s < 2; s++ {
		switch {
		case st.house[s] != "":
			h, err := reference.ParseHouseState(st.house[s])
			if err != nil {
				return p, err
			}
			p.House[s] = h
		case p.Variant != reference.Kiswahili:
			p.House[s] = reference.HouseNone
		case st.start == nil || st.board != nil:
			p.House[s] = reference.HouseDestroyed
			if p.Pits[s][reference.HouseRing] > 0 {
				p.House[s] = reference.HouseIntact
			}
		}
	}
	var err error
	if st.blocked != "" {
		if p.Blocked, err = reference.ParsePit(st.blocked); err != nil {
			return p, err
		}
	}
	if st.mustCapt != "" {
		if p.MustCapture, err = reference.ParsePit(st.mustCapt); err != nil {
			return p, err
		}
	}
	if err := p.Validate(); err != nil {
		return p, fmt.Errorf("the given position is invalid: %w", err)
	}
	return p, nil
}

// readBoard reads a 4-row board table (rows b, a, A, B as printed) into the
// 32 pits, indexed by reference.Pit.
func readBoard(s *messages.PickleStep) ([32]int, error) {
	var b [32]int
	if s.Argument == nil || s.Argument.DataTable == nil {
		return b, fmt.Errorf("step %q: no board table", s.Text)
	}
	rows := s.Argument.DataTable.Rows
	if len(rows) != 4 {
		return b, fmt.Errorf("board: want 4 rows, got %d", len(rows))
	}
	for _, row := range rows {
		if len(row.Cells) != 9 {
			return b, fmt.Errorf("board: want a label and 8 pits per row, got %d cells", len(row.Cells))
		}
		label := strings.TrimSpace(row.Cells[0].Value)
		if len(label) != 1 {
			return b, fmt.Errorf("board: bad row label %q", label)
		}
		pits, ok := reference.DiagramRowPits(label[0])
		if !ok {
			return b, fmt.Errorf("board: bad row label %q", label)
		}
		for i, c := range row.Cells[1:] {
			n, err := strconv.Atoi(strings.TrimSpace(c.Value))
			if err != nil || n < 0 || n > reference.TotalSeeds {
				return b, fmt.Errorf("board: row %s: bad count %q", label, c.Value)
			}
			b[pits[i]] = n
		}
	}
	return b, nil
}

func boardFacts(b [32]int) *Board {
	var out Board
	for _, side := range []struct {
		s    reference.Side
		rows *Rows
	}{{reference.South, &out.South}, {reference.North, &out.North}} {
		for i := 0; i < 8; i++ {
			side.rows.Front[i] = b[reference.PitOf(side.s, reference.Ring(i))]
			side.rows.Back[i] = b[reference.PitOf(side.s, reference.Ring(15-i))]
		}
	}
	return &out
}
