package reference

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// Move notation (NOTATION-1..4, DISPUTE-29).
//
// The canonical text is the French/Donkers notation with Nierse's pit
// numbering: the pit (row letter A, B, a, b and number 1..8, numbered from its
// owner's left), then '<' or '>' for the direction the mover's hand goes, or
// for a namua capture the kichwa the captured seeds enter at; '+' when the
// move goes on from the house (safari); '*' for a kutakata and '**' for a
// kutakata that blocks (kutakatia). The direction is left out when the rules
// force it (a namua capture at a kichwa or kimbi). Under the free-kichwa
// reading of DISPUTE-14 a mtaji capture also carries 'L' or 'R'.
//
// ParseMove also reads Nierse's notation (RN:351): 'L'/'R' for the direction
// or kichwa, a following '>' when the house is sown, '*' for a takasa.

var (
	frMove = regexp.MustCompile(`^([ABab]?)([1-8])([<>]?)([LR]?)(\+?)(\*{0,2})$`)
	rnMove = regexp.MustCompile(`^([ABab]?)([1-8])([LR])(>?)(\*?)$`)
	wdMove = regexp.MustCompile(`^([ABab]?)([1-8])\s+(cw|ccw)(\s*\+)?$`)
)

// moveText is a move as written, before it is matched against the legal moves.
type moveText struct {
	row    byte // 'A', 'B', 'a', 'b' or 0 when left out
	num    int
	arrow  byte // '<', '>' or 0
	kichwa byte // 'L', 'R' or 0 (FR extension for DISPUTE-14)
	dir    Dir  // when written as "cw"/"ccw"
	safari bool
	stars  int
}

func lexMove(s string) (moveText, error) {
	s = strings.TrimSpace(s)
	var t moveText
	if m := rnMove.FindStringSubmatch(s); m != nil {
		t.row, t.num = firstByte(m[1]), int(m[2][0]-'0')
		t.arrow = map[string]byte{"L": '<', "R": '>'}[m[3]]
		t.safari = m[4] == ">"
		t.stars = len(m[5])
		return t, nil
	}
	if m := frMove.FindStringSubmatch(s); m != nil {
		t.row, t.num = firstByte(m[1]), int(m[2][0]-'0')
		t.arrow, t.kichwa = firstByte(m[3]), firstByte(m[4])
		t.safari = m[5] == "+"
		t.stars = len(m[6])
		return t, nil
	}
	if m := wdMove.FindStringSubmatch(s); m != nil {
		t.row, t.num = firstByte(m[1]), int(m[2][0]-'0')
		t.dir = CW
		if m[3] == "ccw" {
			t.dir = CCW
		}
		t.safari = m[4] != ""
		return t, nil
	}
	return t, fmt.Errorf("bao: cannot read move %q: want a pit such as A6 or b3, then < or >, + for a safari, * or ** for a kutakata (NOTATION-1), or Nierse's A5R> / A3R*", s)
}

func firstByte(s string) byte {
	if s == "" {
		return 0
	}
	return s[0]
}

// pit resolves the written pit for the side to move: the row letter's case is
// not checked (records differ), the side is the mover's. A left-out row means
// the front row, as FR's appendix allows in namua.
func (t moveText) pit(me Side) Pit {
	front := t.row != 'B' && t.row != 'b'
	if front {
		return PitOf(me, Ring(t.num-1))
	}
	return PitOf(me, Ring(16-t.num))
}

// forcedKichwa is the kichwa a capture at a kichwa or kimbi must use (DIR-1).
func forcedKichwa(p Pit) Kichwa {
	if p.Ring() <= LeftKimbiRing {
		return LeftKichwa
	}
	return RightKichwa
}

// matches reports whether legal move m fits what was written (stars aside).
func (t moveText) matches(m Move) bool {
	if t.safari != m.Safari {
		return false
	}
	switch {
	case t.dir != NoDir:
		return m.Dir == t.dir && m.Kichwa == NoKichwa
	case t.arrow == 0:
		return true // direction or kichwa left out: fine when only one move fits
	case m.Dir == NoDir: // a namua capture: the arrow names the kichwa
		k := m.Kichwa
		if k == NoKichwa { // forced (DIR-1): a written side must be the right one
			k = forcedKichwa(m.Pit)
		}
		return (t.arrow == '<' && k == LeftKichwa) || (t.arrow == '>' && k == RightKichwa)
	default:
		if m.Dir.Arrow(m.Pit) != t.arrow {
			return false
		}
		switch t.kichwa {
		case 'L':
			return m.Kichwa == LeftKichwa
		case 'R':
			return m.Kichwa == RightKichwa
		}
		return m.Kichwa == NoKichwa
	}
}

// ParseMove reads a move written in the French/Donkers or Nierse notation (or
// as "A6 cw") and resolves it against the legal moves of p. Marks that
// contradict the move ('*' on a capture) and moves that are not legal are
// errors that say why.
func ParseMove(r Rules, p Position, s string) (Move, error) {
	t, err := lexMove(s)
	if err != nil {
		return Move{}, err
	}
	if err := p.validateFor(&r); err != nil {
		return Move{}, err
	}
	me := p.ToMove
	if t.row == 0 && p.Phase() != Namua {
		return Move{}, fmt.Errorf("bao: move %q: give the row (A or B) outside namua (NOTATION-1)", s)
	}
	pit := t.pit(me)
	var buf [maxSuccessors]Successor
	succ := moves(&r, &p, buf[:0])
	var found []Successor
	for _, sc := range succ {
		if sc.Move.Pit == pit && t.matches(sc.Move) {
			found = append(found, sc)
		}
	}
	switch len(found) {
	case 0:
		err := whyNoMatch(&r, &p, t, pit)
		if _, ok := err.(*IllegalMoveError); ok {
			return Move{}, err
		}
		return Move{}, fmt.Errorf("bao: move %q: %w", s, err)
	case 1:
	default:
		alts := make([]string, len(found))
		for i, f := range found {
			alts[i] = f.Move.String()
		}
		return Move{}, fmt.Errorf("bao: move %q is ambiguous: it could be %s", s, strings.Join(alts, " or "))
	}
	m := found[0].Move
	if t.stars > 0 {
		kutakata, blocks := markOf(&r, &p, found[0])
		switch {
		case !kutakata:
			return Move{}, fmt.Errorf("bao: move %q: marked as a kutakata (*), but %s is a capture move", s, m)
		case t.stars == 2 && !blocks:
			return Move{}, fmt.Errorf("bao: move %q: marked as kutakatia (**), but %s blocks no pit", s, m)
		case t.stars == 1 && blocks:
			// A plain '*' on a blocking kutakata is accepted: the block is a consequence.
		}
	}
	return m, nil
}

// whyNoMatch builds the move the text most likely meant and lets Apply say
// why it is not legal.
func whyNoMatch(r *Rules, p *Position, t moveText, pit Pit) error {
	m := Move{Pit: pit, Safari: t.safari, Dir: t.dir}
	var buf startList
	_, capture := candidates(r, p, buf.m[:0])
	if t.arrow != 0 {
		if p.Phase() == Namua && capture && p.Variant == Kiswahili {
			m.Kichwa = map[byte]Kichwa{'<': LeftKichwa, '>': RightKichwa}[t.arrow]
		} else {
			m.Dir = CW
			if CW.Arrow(pit) != t.arrow {
				m.Dir = CCW
			}
		}
	}
	switch t.kichwa {
	case 'L':
		m.Kichwa = LeftKichwa
	case 'R':
		m.Kichwa = RightKichwa
	}
	if _, err := Apply(*r, *p, m); err != nil {
		return unwrapBao(err)
	}
	return fmt.Errorf("%s does not fit the legal moves as written", m)
}

type plainError string

func (e plainError) Error() string { return string(e) }

func unwrapBao(err error) error {
	if ie, ok := err.(*IllegalMoveError); ok {
		c := *ie
		return &c
	}
	return plainError(strings.TrimPrefix(err.Error(), "bao: "))
}

// markOf says whether a legal move is a kutakata and whether it blocks.
func markOf(r *Rules, p *Position, sc Successor) (kutakata, blocks bool) {
	if p.Variant == Hus {
		return false, false
	}
	var buf startList
	_, capture := candidates(r, p, buf.m[:0])
	return !capture, sc.Position.Blocked != NoPit && !sc.Outcome.Over()
}

// FormatMove writes legal move m of p in the canonical text notation.
func FormatMove(r Rules, p Position, m Move) (string, error) {
	res, err := Apply(r, p, m)
	if err != nil {
		return "", err
	}
	return formatMove(&r, &p, Successor{Move: m, Result: res}), nil
}

func formatMove(r *Rules, p *Position, sc Successor) string {
	s := sc.Move.String()
	kutakata, blocks := markOf(r, p, sc)
	switch {
	case kutakata && blocks:
		s += "**"
	case kutakata:
		s += "*"
	}
	return s
}

// FormatMoves writes every legal move of p in canonical text, in Moves order.
func FormatMoves(r Rules, p Position) ([]string, error) {
	var buf [maxSuccessors]Successor
	succ, err := Moves(r, p, buf[:0])
	if err != nil {
		return nil, err
	}
	out := make([]string, len(succ))
	for i, sc := range succ {
		out[i] = formatMove(&r, &p, sc)
	}
	return out, nil
}

// FormatMoveRN writes legal move m of p in Nierse's notation (RN:351).
func FormatMoveRN(r Rules, p Position, m Move) (string, error) {
	res, err := Apply(r, p, m)
	if err != nil {
		return "", err
	}
	if m.Dir != NoDir && m.Kichwa != NoKichwa {
		return "", fmt.Errorf("bao: %s: Nierse's notation has no way to write the kichwa chosen in a mtaji move (DISPUTE-14); use FormatMove", m)
	}
	b := []byte(m.Pit.String())
	switch {
	case m.Dir == NoDir && m.Kichwa == NoKichwa:
		// A forced kichwa: Nierse always writes the side (RN:351).
		b = append(b, "LR"[forcedKichwa(m.Pit)-LeftKichwa])
	case m.Dir == NoDir && m.Kichwa == LeftKichwa:
		b = append(b, 'L')
	case m.Dir == NoDir && m.Kichwa == RightKichwa:
		b = append(b, 'R')
	case m.Dir != NoDir && m.Dir.Arrow(m.Pit) == '<':
		b = append(b, 'L')
	case m.Dir != NoDir:
		b = append(b, 'R')
	}
	if m.Safari {
		b = append(b, '>')
	}
	if k, _ := markOf(&r, &p, Successor{Move: m, Result: res}); k {
		b = append(b, '*')
	}
	return string(b), nil
}

// Record is a game record in the French/Donkers format (NOTATION-2): header
// lines with the game's data, then one line per move pair.
type Record struct {
	Header []string
	Lines  []RecordLine
}

// RecordLine is "n: <South move> <North move>: comments".
type RecordLine struct {
	Line    int // line number in the input, from 1
	N       int // the move number written
	South   string
	North   string // empty when the game ended after South's move
	Comment string
}

var recordLine = regexp.MustCompile(`^\s*(\d+)\s*:(.*)$`)

// ParseRecord reads a game record. Header lines come first; the first line
// that starts with a number and a colon begins the moves. Blank lines are
// skipped.
func ParseRecord(s string) (Record, error) {
	var rec Record
	for i, line := range strings.Split(strings.ReplaceAll(s, "\r\n", "\n"), "\n") {
		m := recordLine.FindStringSubmatch(line)
		if m == nil {
			if strings.TrimSpace(line) == "" {
				continue
			}
			if len(rec.Lines) > 0 {
				return rec, fmt.Errorf("bao: record line %d: %q is not a move line (want \"n: <South> <North>: comment\")", i+1, line)
			}
			rec.Header = append(rec.Header, strings.TrimSpace(line))
			continue
		}
		n, _ := strconv.Atoi(m[1])
		body, comment, _ := strings.Cut(m[2], ":")
		f := strings.Fields(body)
		if len(f) == 0 || len(f) > 2 {
			return rec, fmt.Errorf("bao: record line %d: want one or two moves after %q, got %d", i+1, m[1]+":", len(f))
		}
		rl := RecordLine{Line: i + 1, N: n, South: f[0], Comment: strings.TrimSpace(comment)}
		if len(f) == 2 {
			rl.North = f[1]
		}
		if len(rec.Lines) > 0 && rec.Lines[len(rec.Lines)-1].North == "" {
			return rec, fmt.Errorf("bao: record line %d: move %d follows a line without North's move", i+1, n)
		}
		rec.Lines = append(rec.Lines, rl)
	}
	return rec, nil
}
