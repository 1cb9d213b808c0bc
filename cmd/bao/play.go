package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/baolakiswahili/conformance/reference"
)

func init() {
	register(command{name: "play", summary: "play moves or replay a game record, print the final position", run: runPlay})
}

// ply is one move to play, as written, with where it came from.
type ply struct {
	text  string
	where string // "move 3" or "record line 5 (move 2, North)"
}

// playedPly is a ply after it was played.
type playedPly struct {
	side   reference.Side
	text   string // canonical text
	result reference.Result
}

// runPlay implements `bao play [POS] MOVE...` and `bao play --record FILE|-`.
//
// Exit codes: an illegal move given on the command line is bad input (2); an
// illegal move in a game record means the record does not replay under the
// selected rules, a check failure (1), while a record that cannot be read at
// all is bad input (2).
func runPlay(_ context.Context, e *env, args []string) error {
	fs := newFlagSet(e, "play", "[flags] [POS] MOVE...\n       bao play [flags] --record FILE|- [--from POS]",
		"POS_HELP\n\n"+
			"The first argument is the position when it names one, else a move. MOVE is any notation\n"+
			"reference.ParseMove reads (A6>*, A5<, A1+, A5R>, \"A6 cw\") or move JSON ({\"pit\":\"A6\",\"dir\":\"cw\"}).\n"+
			"A record has header lines, then \"n: <South> <North>: comment\" lines (NOTATION-2).\n"+
			"Exit 2 when a move on the command line is illegal; exit 1 when a record's move is illegal.")
	asJSON := fs.Bool("json", false, "print the final position and outcome as JSON")
	from := fs.String("from", "", "start from the position `POS` (default start)")
	record := fs.String("record", "", "replay a French/Donkers game record from `FILE` (- for stdin)")
	quiet := fs.Bool("quiet", false, "print only the final position and outcome")
	rf := addRulesFlags(fs)
	pos, err := fs.parse(args)
	if err != nil {
		return helpOK(err)
	}
	r, err := rf.rules()
	if err != nil {
		return err
	}
	posArg := *from
	if posArg == "" && len(pos) > 0 && isPositionArg(pos[0]) {
		posArg, pos = pos[0], pos[1:]
	}
	if posArg == "" {
		posArg = "start"
	}
	if posArg == "-" && *record == "-" {
		return usageError("play: the position and the record cannot both come from stdin")
	}
	p, err := loadPosition(e, posArg)
	if err != nil {
		return err
	}

	var plies []ply
	recordMode := *record != ""
	if recordMode {
		if len(pos) > 0 {
			return usageError("play: --record replays the record's moves: unexpected argument %q", pos[0])
		}
		if plies, err = readRecord(e, *record, p.ToMove); err != nil {
			return err
		}
	} else {
		if len(pos) == 0 {
			return usageError("play: no moves given (usage: bao play [POS] MOVE...; see bao play --help)")
		}
		for i, t := range pos {
			plies = append(plies, ply{text: t, where: fmt.Sprintf("move %d", i+1)})
		}
	}

	res := reference.Result{Position: p}
	for _, pl := range plies {
		if res.Outcome.Over() {
			err := fmt.Errorf("%s (%s): the game is already over: %s", pl.where, clip(pl.text), outcomeText(res.Outcome))
			return playFailed(e, *asJSON, res.Position, recordMode, err)
		}
		side := res.Position.ToMove
		text, next, err := playText(r, res.Position, pl.text, recordMode)
		if err != nil {
			err = fmt.Errorf("%s (%s, %s): %s", pl.where, sideName(side), clip(pl.text), plain(err))
			return playFailed(e, *asJSON, res.Position, recordMode, err)
		}
		res = next
		if !*quiet && !*asJSON {
			fmt.Fprintf(e.stdout, "%s: %s %s\n", pl.where, sideName(side), text)
		}
	}
	if *asJSON {
		return writeJSON(e.stdout, res)
	}
	if !*quiet {
		fmt.Fprintln(e.stdout)
	}
	writePosition(e.stdout, &res.Position)
	fmt.Fprintf(e.stdout, "Outcome: %s\n", outcomeText(res.Outcome))
	return nil
}

// playText parses one move (text or JSON) in p and plays it, returning its
// canonical text and the result. A record's moves are read leniently.
func playText(r reference.Rules, p reference.Position, text string, record bool) (string, reference.Result, error) {
	read := parseMoveArg
	if record {
		read = readMoveArg // records differ in the case of the row letter
	}
	m, err := read(r, p, text)
	if err != nil {
		return "", reference.Result{}, err
	}
	res, err := reference.Apply(r, p, m)
	if err != nil {
		return "", reference.Result{}, err
	}
	return formatMove(r, p, m), res, nil
}

// playFailed prints the position where play stopped and returns err with
// the exit code of the mode: 1 for a record, 2 for moves on the command line.
func playFailed(e *env, asJSON bool, p reference.Position, recordMode bool, err error) error {
	if !asJSON {
		fmt.Fprintln(e.stdout, "\nPosition before the failing move:")
		writePosition(e.stdout, &p)
	}
	code := 2
	if recordMode {
		code = 1
	}
	return &exitError{code: code, err: fmt.Errorf("play: %w", err)}
}

// readRecord reads a French/Donkers game record (NOTATION-2) from a file or
// stdin and lists its plies in order. toMove is the side to move in the start
// position: when it is North, the first line's South move must be "..." or "-".
func readRecord(e *env, name string, toMove reference.Side) ([]ply, error) {
	var data []byte
	var err error
	if name == "-" {
		data, err = io.ReadAll(e.stdin)
	} else {
		data, err = os.ReadFile(name)
	}
	if err != nil {
		return nil, usageError("play: --record %s: %v", clip(name), err)
	}
	rec, err := reference.ParseRecord(string(data))
	if err != nil {
		return nil, usageError("play: --record %s: %s", clip(name), plain(err))
	}
	if len(rec.Lines) == 0 {
		return nil, usageError("play: --record %s: no move lines (want \"n: <South> <North>: comment\")", name)
	}
	var plies []ply
	lines := strings.Split(strings.ReplaceAll(string(data), "\r\n", "\n"), "\n")
	for i, l := range rec.Lines {
		// NOTATION-2: the moves are numbered 1, 2, 3, ... in order.
		if l.N != i+1 {
			written := strings.TrimSpace(lines[l.Line-1])
			written, _, _ = strings.Cut(written, ":")
			return nil, usageError("play: --record %s: line %d: move number %s, want %d (moves are numbered 1, 2, 3, ...)", clip(name), l.Line, clip(strings.TrimSpace(written)), i+1)
		}
		skip := l.South == "..." || l.South == "-"
		switch {
		case i == 0 && toMove == reference.North && !skip:
			return nil, usageError("play: --record %s: line %d: North is to move in the start position: write the South move of line %d as \"...\"", name, l.Line, l.N)
		case skip && (i > 0 || toMove == reference.South):
			return nil, usageError("play: --record %s: line %d: %q stands for no move, allowed only for South in the first line when North is to move", name, l.Line, l.South)
		}
		if !skip {
			plies = append(plies, ply{text: l.South, where: fmt.Sprintf("record line %d, move %d", l.Line, l.N)})
		}
		if l.North != "" {
			plies = append(plies, ply{text: l.North, where: fmt.Sprintf("record line %d, move %d", l.Line, l.N)})
		}
	}
	return plies, nil
}
