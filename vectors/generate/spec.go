package generate

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/baolakiswahili/conformance/vectors"
	"io/fs"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/baolakiswahili/conformance/features"
	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/reference"
	"github.com/baolakiswahili/conformance/steps"
)

// This file exports the Gherkin specification (package features) as
// hand-derived vectors. The scenarios are read by package steps, the one
// interpreter of the step vocabulary; each interpreted scenario, and each
// Examples row of an outline, becomes one vector (with companions for facts
// stated before its move or after an earlier move). The expectation is only
// what the scenario states: facts it does not state are not checked, and
// facts the protocol cannot observe (the trace) are listed under
// "unchecked". A scenario that cannot become a vector is listed in the
// file's "skipped" with the reason; a scenario that cannot be interpreted
// fails the export.

// ExportSpec exports every scenario of features.FS, one file per feature file.
func ExportSpec() ([]*vectors.File, error) {
	return ExportSpecFS(features.FS)
}

// ExportSpecFS exports the scenarios of the .feature files in fsys. It fails
// when a scenario cannot be interpreted (an unknown step, a bad argument),
// naming the file and the line.
func ExportSpecFS(fsys fs.FS) ([]*vectors.File, error) {
	feats, err := steps.InterpretFS(fsys)
	if err != nil {
		return nil, fmt.Errorf("vectors: %w", err)
	}
	var errs []error
	out := make([]*vectors.File, 0, len(feats))
	for _, f := range feats {
		file, err := exportFeature(f)
		if err != nil {
			errs = append(errs, err)
		}
		out = append(out, file)
	}
	if err := errors.Join(errs...); err != nil {
		return nil, fmt.Errorf("vectors: the specification cannot be exported:\n%w", err)
	}
	return out, nil
}

var (
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

// exampleName names an Examples table in vector IDs: its name, else its
// @reading- tag, else its place.
func exampleName(ex *steps.ExampleRow) string {
	if ex.Name != "" {
		return ex.Name
	}
	name := fmt.Sprintf("examples-%d", ex.Table)
	for _, t := range ex.Tags {
		if strings.HasPrefix(t, "reading-") {
			name = t
		}
	}
	return name
}

func exportFeature(ft *steps.Feature) (*vectors.File, error) {
	f := &vectors.File{Format: vectors.Format, Name: "spec-" + strings.ReplaceAll(fileID(ft.File), ".", "-")}
	if ft.Name == "" && len(ft.Scenarios) == 0 {
		return f, nil
	}
	f.Description = "Hand-derived from features/" + ft.File + " (" + ft.Name + "): one vector per scenario or Examples row."
	var errs []error
	seen := map[string]int{}
	for _, sc := range ft.Scenarios {
		id := "spec." + fileID(ft.File) + "." + slug(sc.Name)
		desc := sc.Name
		if ex := sc.Example; ex != nil {
			id += "." + slug(exampleName(ex)) + "-" + strconv.Itoa(ex.Row)
			desc += " [" + exampleName(ex) + ", row " + strconv.Itoa(ex.Row) + "]"
		}
		if n := seen[id]; n > 0 {
			seen[id] = n + 1
			id += "-" + strconv.Itoa(n+1)
		} else {
			seen[id] = 1
		}
		src := fmt.Sprintf("features/%s:%d", ft.File, sc.Line)
		if sc.Err != nil {
			errs = append(errs, fmt.Errorf("features/%w", sc.Err))
			continue
		}
		vs, err := scenarioVectors(sc, id, desc, src)
		if err != nil {
			f.Skipped = append(f.Skipped, vectors.Skipped{ID: id, Source: src, Reason: err.Error()})
			continue
		}
		f.Vectors = append(f.Vectors, vs...)
	}
	return f, errors.Join(errs...)
}

// scenarioVectors turns one interpreted scenario into its vectors, in this
// order: the facts about the given position when a move follows (".before"),
// the facts after each move but the last (".after-move-N"), and the main
// vector (the last move, or the given position when no move is played).
// An error is why the scenario cannot become a vector.
func scenarioVectors(sc *steps.Scenario, id, desc, src string) ([]vectors.Vector, error) {
	base := vectors.Vector{Derived: vectors.DerivedHand, RuleIDs: []string{}, Source: src}
	for _, t := range sc.Tags {
		if slices.Contains(sc.RuleIDs, t) {
			base.RuleIDs = append(base.RuleIDs, t)
		} else {
			base.Tags = append(base.Tags, t)
		}
	}
	var dialect vectors.Dialect
	for _, t := range base.Tags {
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
	if dialect.Option != "" && dialect.Reading != "" {
		if got, ok := sc.Options[dialect.Option]; !ok || got != dialect.Reading {
			return nil, fmt.Errorf("tagged @option-%s @reading-%s, but the scenario plays under %s=%q: give the option with a Given step", dialect.Option, dialect.Reading, dialect.Option, got)
		}
		if dialect.Dispute == "" {
			if o, ok := reference.LookupOption(dialect.Option); ok {
				dialect.Dispute = o.Dispute
			}
		}
		base.Dialect = &dialect
	}
	base.Rules = reference.RulesJSON{Profile: sc.Profile}
	if len(sc.Options) > 0 {
		base.Rules.Options = sc.Options
	}
	base.Position = protocol.AppendPosition(nil, &sc.Given)
	base.Tags = append(base.Tags, sc.Given.Variant.String())

	var out []vectors.Vector
	if len(sc.Moves) == 0 {
		v := base
		v.ID, v.Description = id, desc
		if err := givenFacts(&v, sc.Given, sc.GivenFacts); err != nil {
			return nil, err
		}
		return append(out, v), nil
	}
	if len(sc.GivenFacts) > 0 {
		v := base
		v.ID, v.Description = id+".before", desc+" (before the move)"
		if err := givenFacts(&v, sc.Given, sc.GivenFacts); err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	var setup []json.RawMessage
	for i, m := range sc.Moves {
		if m.LiteralErr != nil {
			return nil, m.LiteralErr
		}
		v := base
		v.Setup = slices.Clone(setup)
		last := i == len(sc.Moves)-1
		switch {
		case last:
			v.ID, v.Description = id, desc
		case len(m.Facts) > 0:
			suffix := fmt.Sprintf(".after-move-%d", i+1)
			v.ID, v.Description = id+suffix, desc+" ("+strings.ReplaceAll(suffix[1:], "-", " ")+")"
		}
		if last || len(m.Facts) > 0 {
			if err := moveFacts(&v, sc, m); err != nil {
				return nil, err
			}
			out = append(out, v)
		}
		if !last {
			if m.Err != nil {
				return nil, fmt.Errorf("move %d (%s) before the last: %w", i+1, m.Text, m.Err)
			}
			setup = append(setup, protocol.AppendMove(nil, m.Move))
		}
	}
	// The companions come before the main vector, which was appended last.
	return out, nil
}

// givenFacts fills a moves vector from the facts about the given position.
func givenFacts(v *vectors.Vector, pos reference.Position, facts []steps.Fact) error {
	v.Kind = vectors.KindMoves
	for _, f := range facts {
		text := f.Step.Text
		switch f.Kind {
		case steps.FactLegalMoves:
			if f.LegalMoves == nil {
				return fmt.Errorf("the legal moves of the given position: %v", f.Err)
			}
			v.Expect.MoveSet, v.Expect.MoveTexts = moveSet(f)
			if len(v.Expect.MoveSet) == 0 {
				over := true // no legal move: an empty set would vanish from the JSON
				v.Expect.GameOver = &over
			}
		case steps.FactCaptureMoves:
			if f.LegalMoves == nil {
				v.Unchecked = append(v.Unchecked, text+" (which moves capture is not observable through the protocol)")
				continue
			}
			v.Expect.MoveSet, v.Expect.MoveTexts = moveSet(f)
			v.Unchecked = append(v.Unchecked, text+" (checked as the legal moves: that they capture is not observable)")
		case steps.FactOutcome:
			over := f.Over
			if f.Over {
				// The game is over: no move is listed. Who won cannot be
				// seen when the winner is to move (the other side's front
				// row is empty, or DISPUTE-32's during-move reading).
				if f.Side == pos.ToMove {
					v.Unchecked = append(v.Unchecked, text+" (the winner is to move: only the end of the game is observable)")
				} else {
					v.Unchecked = append(v.Unchecked, text+" (the reason is not observable without a move)")
				}
			}
			v.Expect.GameOver = &over
		default:
			v.Unchecked = append(v.Unchecked, text+" (a fact of the given position)")
		}
	}
	return nil
}

// moveFacts fills an apply or illegal vector from the facts after move m.
func moveFacts(v *vectors.Vector, sc *steps.Scenario, m *steps.Move) error {
	v.Move, v.MoveText = protocol.AppendMove(nil, m.Move), m.Text
	v.Kind = vectors.KindApply
	facts := &vectors.Facts{}
	any := false
	for _, f := range m.Facts {
		text := f.Step.Text
		switch f.Kind {
		case steps.FactIllegal:
			if m.Literal {
				if _, err := reference.Apply(sc.Rules, m.Before, m.Move); err == nil {
					return fmt.Errorf("notation only: %q is refused for its marks, but the move itself is legal; the protocol carries moves as JSON", m.Text)
				}
			}
			v.Kind = vectors.KindIllegal
			v.Expect.Error = protocol.KindIllegalMove
			v.Expect.Message = f.Message
		case steps.FactBoard:
			facts.Board = boardFacts(f.Board)
			any = true
		case steps.FactStores:
			facts.Stores = &vectors.Stores{South: f.Stores[reference.South], North: f.Stores[reference.North]}
			any = true
		case steps.FactHouse:
			if facts.House == nil {
				facts.House = map[string]string{}
			}
			facts.House[f.Side.String()] = f.House.String()
			any = true
		case steps.FactToMove:
			facts.ToMove = f.Side.String()
			any = true
		case steps.FactBlocked:
			facts.Blocked = pitOrNone(f.Pit)
			any = true
		case steps.FactMustCapture:
			facts.MustCapture = pitOrNone(f.Pit)
			any = true
		case steps.FactOutcome:
			facts.Outcome = json.RawMessage("null")
			if f.Over {
				facts.Outcome = json.RawMessage(`{"winner":"` + f.Side.String() + `","reason":"` + f.Reason.String() + `"}`)
			}
			any = true
		case steps.FactLegalMoves:
			if f.LegalMoves == nil {
				return fmt.Errorf("the legal moves after %s: %v", m.Text, f.Err)
			}
			facts.MoveSet, facts.MoveTexts = moveSet(f)
			if len(facts.MoveSet) == 0 {
				v.Unchecked = append(v.Unchecked, text+" (an empty set: the outcome says whether the game is over)")
			}
			any = true
		case steps.FactCaptureMoves:
			if f.LegalMoves == nil {
				v.Unchecked = append(v.Unchecked, text+" (which moves capture is not observable through the protocol)")
				continue
			}
			facts.MoveSet, facts.MoveTexts = moveSet(f)
			v.Unchecked = append(v.Unchecked, text+" (checked as the legal moves: that they capture is not observable)")
			any = true
		default:
			v.Unchecked = append(v.Unchecked, text)
		}
	}
	if v.Kind == vectors.KindApply && !any {
		// The schema needs an expectation; trace facts alone give none.
		return fmt.Errorf("after the move %q: no fact the protocol can check (%s): add a Then step about the position, the outcome or the legal moves", m.Text, strings.Join(v.Unchecked, "; "))
	}
	if v.Kind == vectors.KindApply {
		v.Expect.Facts = facts
	}
	return nil
}

func pitOrNone(p reference.Pit) string {
	if p == reference.NoPit {
		return "none"
	}
	return p.String()
}

// moveSet returns a legal-moves fact as a set of JSON moves (sorted) and the
// texts as written.
func moveSet(f steps.Fact) ([]json.RawMessage, []string) {
	set := []json.RawMessage{}
	for _, m := range f.LegalMoves {
		set = append(set, protocol.AppendMove(nil, m))
	}
	slices.SortFunc(set, func(a, b json.RawMessage) int { return bytes.Compare(a, b) })
	var texts []string
	if len(f.MoveTexts) > 0 {
		texts = f.MoveTexts
	}
	return set, texts
}

func boardFacts(b [32]int) *vectors.Board {
	var out vectors.Board
	for _, side := range []struct {
		s    reference.Side
		rows *vectors.Rows
	}{{reference.South, &out.South}, {reference.North, &out.North}} {
		for i := 0; i < 8; i++ {
			side.rows.Front[i] = b[reference.PitOf(side.s, reference.Ring(i))]
			side.rows.Back[i] = b[reference.PitOf(side.s, reference.Ring(15-i))]
		}
	}
	return &out
}
