package main

// Shared helpers of the position commands (show, moves, play, explain, perft):
// loading a position from a name, a file, stdin or inline JSON, reading move
// arguments, and printing boards as the sources print them. The flags are in
// flags.go.

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/baolakiswahili/conformance/reference"
)

// namedPositions are the positions a command accepts by name.
var namedPositions = []struct {
	name, summary string
	pos           func() reference.Position
}{
	{"start", "Bao la Kiswahili start (SETUP-1)", func() reference.Position { return reference.Start(reference.Kiswahili, reference.SetupStandard) }},
	{"kujifunza-start", "Bao la Kujifunza start, 2 seeds in every pit (VAR-KUJ-1)", func() reference.Position { return reference.Start(reference.Kujifunza, reference.SetupStandard) }},
	{"hus-start", "Hus Bao start, 2 seeds in every pit (VAR-HUS-1)", func() reference.Position { return reference.Start(reference.Hus, reference.SetupStandard) }},
	{"malawi-start", "Kiswahili with 8 in the house and 20 in store (VAR-MAL-1)", func() reference.Position { return reference.Start(reference.Kiswahili, reference.SetupMalawi) }},
}

// positionNames lists the names namedPositions accepts, for messages.
func positionNames() string {
	names := make([]string, len(namedPositions))
	for i, n := range namedPositions {
		names[i] = n.name
	}
	return strings.Join(names, ", ")
}

// positionHelp describes the POS argument for the commands' usage.
func positionHelp() string {
	var b strings.Builder
	b.WriteString("POS (default start) is a name, - for stdin, inline JSON, or a file (position JSON or the text form):\n")
	for _, n := range namedPositions {
		fmt.Fprintf(&b, "  %-16s %s\n", n.name, n.summary)
	}
	return b.String()
}

// isPositionArg reports whether arg names a position rather than a move: a
// position name, "-", inline JSON with a "variant", or an existing file.
func isPositionArg(arg string) bool {
	for _, n := range namedPositions {
		if arg == n.name {
			return true
		}
	}
	if arg == "-" {
		return true
	}
	if strings.HasPrefix(strings.TrimSpace(arg), "{") {
		return strings.Contains(arg, `"variant"`)
	}
	fi, err := os.Stat(arg)
	return err == nil && fi.Mode().IsRegular()
}

// loadPosition reads the position named by arg: a position name (start,
// kujifunza-start, hus-start, malawi-start), "-" for stdin, inline JSON, or a
// file holding position JSON or the text form. Errors are bad input (exit 2)
// and name the argument and, for JSON, the field.
func loadPosition(e *env, arg string) (reference.Position, error) {
	for _, n := range namedPositions {
		if arg == n.name {
			return n.pos(), nil
		}
	}
	var data []byte
	var from string
	switch {
	case arg == "-":
		b, err := io.ReadAll(e.stdin)
		if err != nil {
			return reference.Position{}, usageError("position from stdin: %v", err)
		}
		data, from = b, "position from stdin"
	case strings.HasPrefix(strings.TrimSpace(arg), "{"):
		data, from = []byte(arg), "position argument"
	default:
		b, err := os.ReadFile(arg)
		if err != nil {
			if errors.Is(err, os.ErrNotExist) {
				return reference.Position{}, usageError("position %q: not a position name (%s), \"-\" (stdin), JSON or an existing file", clip(arg), positionNames())
			}
			return reference.Position{}, usageError("position %q: %v", clip(arg), err)
		}
		data, from = b, fmt.Sprintf("position file %s", clip(arg))
	}
	p, err := decodePosition(data)
	if err != nil {
		return reference.Position{}, usageError("%s: %s", from, strings.TrimPrefix(err.Error(), "bao: "))
	}
	return p, nil
}

// decodePosition decodes position JSON v1 or the position text form.
func decodePosition(data []byte) (reference.Position, error) {
	trimmed := bytes.TrimSpace(data)
	if len(trimmed) == 0 {
		return reference.Position{}, errors.New("empty input: want position JSON or the text form")
	}
	var p reference.Position
	if trimmed[0] == '{' {
		if err := json.Unmarshal(trimmed, &p); err != nil {
			return p, err
		}
		return p, nil
	}
	if err := p.UnmarshalText(trimmed); err != nil {
		return p, err
	}
	return p, nil
}

// writePosition prints the board as the sources draw it from South's seat
// (reference.FormatDiagram): stores, houses (bracketed while intact), the side
// to move and its phase, any block or obligation; and the variant when it is
// not Bao la Kiswahili.
func writePosition(w io.Writer, p *reference.Position) {
	if p.Variant != reference.Kiswahili {
		fmt.Fprintf(w, "Variant: %s\n", p.Variant)
	}
	for _, line := range strings.Split(strings.TrimRight(reference.FormatDiagram(*p), "\n"), "\n") {
		fmt.Fprintln(w, strings.TrimRight(line, " "))
	}
}

// writeBoard prints the board of a position in the middle of a move: the
// diagram without the line about the side to move.
func writeBoard(w io.Writer, p *reference.Position) {
	d := strings.TrimRight(reference.FormatDiagram(*p), "\n")
	if i := strings.LastIndexByte(d, '\n'); i >= 0 {
		d = d[:i]
	}
	for _, line := range strings.Split(d, "\n") {
		fmt.Fprintln(w, strings.TrimRight(line, " "))
	}
}

// sideName capitalises a side for prose.
func sideName(s reference.Side) string {
	if s == reference.North {
		return "North"
	}
	return "South"
}

// outcomeText says how the game stands in words.
func outcomeText(o reference.Outcome) string {
	if !o.Over() {
		return "the game goes on"
	}
	return fmt.Sprintf("%s wins (%s)", sideName(o.Winner), o.Reason)
}

// writeJSON writes v as one line of JSON.
func writeJSON(w io.Writer, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return &exitError{code: 2, err: fmt.Errorf("encoding JSON: %w", err)}
	}
	_, err = fmt.Fprintf(w, "%s\n", b)
	return err
}

// formatMove returns the canonical text of legal move m in p (FormatMove), or
// its plain form when formatting fails.
func formatMove(r reference.Rules, p reference.Position, m reference.Move) string {
	s, err := reference.FormatMove(r, p, m)
	if err != nil {
		return m.String()
	}
	return s
}

// parseMoveArg reads a move argument: move JSON when it starts with '{',
// otherwise any text notation reference.ParseMove accepts. A written row
// letter must be the mover's (A, B for South; a, b for North), as the
// adapter refuses {"pit":"a6"} for South: reference.ParseMove reads the case
// leniently for game records, a command line is not a record.
func parseMoveArg(r reference.Rules, p reference.Position, arg string) (reference.Move, error) {
	if err := checkRowLetter(p, arg); err != nil {
		return reference.Move{}, err
	}
	return readMoveArg(r, p, arg)
}

// checkRowLetter refuses a move text whose row letter is the other side's.
func checkRowLetter(p reference.Position, arg string) error {
	s := strings.TrimSpace(arg)
	if s == "" || !strings.ContainsRune("abAB", rune(s[0])) {
		return nil
	}
	side := reference.South
	if s[0] == 'a' || s[0] == 'b' {
		side = reference.North
	}
	if side == p.ToMove {
		return nil
	}
	own := strings.ToUpper(s[:1])
	if p.ToMove == reference.North {
		own = strings.ToLower(s[:1])
	}
	return fmt.Errorf("move %s: row %c is %s's, but %s is to move (write %s%s)", clip(arg), s[0], sideName(side), sideName(p.ToMove), own, clip(s[1:]))
}

// readMoveArg is parseMoveArg without the row-letter check (game records).
func readMoveArg(r reference.Rules, p reference.Position, arg string) (reference.Move, error) {
	if strings.HasPrefix(strings.TrimSpace(arg), "{") {
		var m reference.Move
		if err := json.Unmarshal([]byte(arg), &m); err != nil {
			return m, fmt.Errorf("move %s: %s", clip(arg), plain(err))
		}
		return m, nil
	}
	return reference.ParseMove(r, p, arg)
}

// loadWithRules loads the position argument and resolves the rules flags,
// the first two steps of most commands.
func loadWithRules(e *env, arg string, rf *rulesFlags) (reference.Position, reference.Rules, error) {
	p, err := loadPosition(e, arg)
	if err != nil {
		return p, reference.Rules{}, err
	}
	r, err := rf.rules()
	return p, r, err
}
