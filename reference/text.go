package reference

import (
	"fmt"
	"strconv"
	"strings"
)

// The text form of a position: the board as the sources print it, from
// South's seat (b8..b1 / a8..a1 / A1..A8 / B1..B8), between a line for each
// side's store and house, after a line naming the variant and the side to
// move, and before optional "blocked", "mustCapture" and "blocks" lines (the
// last lists the lasting blocks of DISPUTE-20, each "<pit>" or
// "<pit>:<moves>", as in "blocks a3:2 A6"):
//
//	kiswahili south to move
//	north store 22 house intact
//	b 0 0 0 0 0 0 0 0
//	a 0 0 0 6 2 2 0 0
//	A 0 0 0 0 6 2 2 0
//	B 0 0 0 0 0 0 0 0
//	south store 22 house intact
//
// Parsing ignores '|' separators, blank lines and lines starting with '#'.

// MarshalText implements encoding.TextMarshaler.
func (p Position) MarshalText() ([]byte, error) {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s to move\n", p.Variant, p.ToMove)
	side := func(s Side) {
		fmt.Fprintf(&b, "%s store %d house %s\n", s, p.Store[s], p.House[s])
	}
	side(North)
	for _, row := range diagramRows {
		b.WriteByte(row.label)
		for _, q := range row.pits() {
			fmt.Fprintf(&b, " %d", p.Seeds(q))
		}
		b.WriteByte('\n')
	}
	side(South)
	if p.Blocked != NoPit {
		fmt.Fprintf(&b, "blocked %s\n", p.Blocked)
	}
	if p.MustCapture != NoPit {
		fmt.Fprintf(&b, "mustCapture %s\n", p.MustCapture)
	}
	if t := lastingText(&p); t != "" {
		fmt.Fprintf(&b, "blocks %s\n", t)
	}
	return []byte(b.String()), nil
}

// LastingText lists p's lasting blocks (DISPUTE-20) as the text form writes
// them, "<pit>" (until lifted) or "<pit>:<moves>", as in "a3 A6:2"; "" when
// none stands.
func (p *Position) LastingText() string { return lastingText(p) }

// lastingText lists the lasting blocks as "<pit>" or "<pit>:<moves>".
func lastingText(p *Position) string {
	var parts []string
	for s := Side(0); s < 2; s++ {
		if b := p.Lasting[s]; b.On {
			t := PitOf(s, b.Ring).String()
			if b.Turns > 0 {
				t += ":" + strconv.Itoa(int(b.Turns))
			}
			parts = append(parts, t)
		}
	}
	return strings.Join(parts, " ")
}

// parseLastingText reads the entries of a "blocks" line into p.
func parseLastingText(where string, entries []string, p *Position) error {
	var blocks []blockJSON
	for _, e := range entries {
		pit, turns, hasTurns := strings.Cut(e, ":")
		bj := blockJSON{Pit: pit}
		if hasTurns {
			n, err := strconv.Atoi(turns)
			if err != nil {
				return fieldErr(where, "blocks: %q is not <pit> or <pit>:<moves>", e)
			}
			bj.Turns = &n
		}
		blocks = append(blocks, bj)
	}
	if err := decodeBlocks(blocks, p); err != nil {
		return fieldErr(where, "%s", trimPrefix(err))
	}
	return nil
}

// diagramRow is one printed row: its label and how its columns map to pits.
type diagramRow struct {
	label byte
	side  Side
	front bool
}

// pits lists the row's pits in printed order (left to right from South's seat).
func (d diagramRow) pits() [8]Pit {
	var out [8]Pit
	for col := 0; col < 8; col++ {
		num := col + 1
		if d.side == North {
			num = 8 - col // North's rows read 8..1 as printed (NOTATION-4)
		}
		if d.front {
			out[col] = PitOf(d.side, Ring(num-1))
		} else {
			out[col] = PitOf(d.side, Ring(16-num))
		}
	}
	return out
}

var diagramRows = [4]diagramRow{{'b', North, false}, {'a', North, true}, {'A', South, true}, {'B', South, false}}

// DiagramRowPits returns the pits of a printed diagram row ('b', 'a', 'A' or
// 'B') in printed order, left to right from South's seat.
func DiagramRowPits(label byte) ([8]Pit, bool) {
	for _, d := range diagramRows {
		if d.label == label {
			return d.pits(), true
		}
	}
	return [8]Pit{}, false
}

// UnmarshalText implements encoding.TextUnmarshaler; see MarshalText.
func (p *Position) UnmarshalText(text []byte) error {
	q, err := ParsePositionText(string(text))
	if err != nil {
		return err
	}
	*p = q
	return nil
}

// ParsePositionText parses the text form of a position (see MarshalText).
func ParsePositionText(s string) (Position, error) {
	p := Position{Blocked: NoPit, MustCapture: NoPit}
	seen := map[string]bool{}
	n := 0
	for i, raw := range strings.Split(s, "\n") {
		line := strings.TrimSpace(strings.ReplaceAll(raw, "|", " "))
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		where := fmt.Sprintf("line %d", i+1)
		n++
		if n == 1 {
			if len(f) != 4 || f[2] != "to" || f[3] != "move" {
				return p, fieldErr(where, "want \"<variant> <side> to move\", got %q", line)
			}
			v, err := ParseVariant(f[0])
			if err != nil {
				return p, fieldErr(where, "%s", trimPrefix(err))
			}
			side, err := ParseSide(f[1])
			if err != nil {
				return p, fieldErr(where, "%s", trimPrefix(err))
			}
			p.Variant, p.ToMove = v, side
			continue
		}
		key := f[0]
		if seen[key] {
			return p, fieldErr(where, "%q given twice", key)
		}
		seen[key] = true
		switch key {
		case "north", "south":
			side, _ := ParseSide(key)
			if len(f) != 5 || f[1] != "store" || f[3] != "house" {
				return p, fieldErr(where, "want \"%s store <n> house <intact|destroyed|none>\", got %q", key, line)
			}
			st, err := strconv.Atoi(f[2])
			if err != nil || st < 0 || st > TotalSeeds {
				return p, fieldErr(where, "store %q is not a count 0..%d", f[2], TotalSeeds)
			}
			h, err := ParseHouseState(f[4])
			if err != nil {
				return p, fieldErr(where, "%s", trimPrefix(err))
			}
			p.Store[side], p.House[side] = uint8(st), h
		case "a", "b", "A", "B":
			pits, _ := DiagramRowPits(key[0])
			if len(f) != 9 {
				return p, fieldErr(where, "row %s: want 8 counts, got %d", key, len(f)-1)
			}
			for col, q := range pits {
				v, err := strconv.Atoi(f[col+1])
				if err != nil || v < 0 || v > TotalSeeds {
					return p, fieldErr(where, "row %s column %d: %q is not a count 0..%d", key, col+1, f[col+1], TotalSeeds)
				}
				p.SetSeeds(q, v)
			}
		case "blocked", "mustCapture":
			if len(f) != 2 {
				return p, fieldErr(where, "want \"%s <pit>\"", key)
			}
			q, err := ParsePit(f[1])
			if err != nil {
				return p, fieldErr(where, "%s", trimPrefix(err))
			}
			if key == "blocked" {
				p.Blocked = q
			} else {
				p.MustCapture = q
			}
		case "blocks":
			if len(f) < 2 || len(f) > 3 {
				return p, fieldErr(where, "want \"blocks <pit>[:<moves>] ...\" (one or two lasting blocks)")
			}
			if err := parseLastingText(where, f[1:], &p); err != nil {
				return p, err
			}
		default:
			return p, fieldErr(where, "unknown line %q", line)
		}
	}
	for _, k := range []string{"north", "south", "a", "b", "A", "B"} {
		if !seen[k] {
			return p, fieldErr("position text", "missing the %q line", k)
		}
	}
	return p, p.Validate()
}

// FormatDiagram draws p for people: the board from South's seat with pit
// numbers, the house in brackets while it is intact, stores, the side to move
// and its phase, and any block or obligation.
func FormatDiagram(p Position) string {
	var b strings.Builder
	house := func(s Side) string {
		if p.Variant != Kiswahili {
			return ""
		}
		return "  house " + p.House[s].String()
	}
	store := func(s Side) string {
		if p.Variant != Kiswahili {
			return ""
		}
		return fmt.Sprintf("  store %d", p.Store[s])
	}
	fmt.Fprintf(&b, "North%s%s\n", store(North), house(North))
	fmt.Fprintf(&b, "     8   7   6   5   4   3   2   1\n")
	for i, row := range diagramRows {
		if i == 2 {
			fmt.Fprintf(&b, "   --------------------------------\n")
		}
		var line strings.Builder
		line.WriteString(" " + string(row.label) + " ")
		for _, q := range row.pits() {
			n := p.Seeds(q)
			if q.Ring() == HouseRing && p.House[q.Side()] == HouseIntact {
				fmt.Fprintf(&line, "[%2d]", n)
			} else {
				fmt.Fprintf(&line, " %2d ", n)
			}
		}
		b.WriteString(strings.TrimRight(line.String(), " "))
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "     1   2   3   4   5   6   7   8\n")
	fmt.Fprintf(&b, "South%s%s\n", store(South), house(South))
	fmt.Fprintf(&b, "%s to move (%s)", strings.ToUpper(p.ToMove.String()[:1])+p.ToMove.String()[1:], p.Phase())
	if p.Blocked != NoPit {
		fmt.Fprintf(&b, "; %s is blocked (kutakatia)", p.Blocked)
	}
	if p.MustCapture != NoPit {
		fmt.Fprintf(&b, "; must capture %s", p.MustCapture)
	}
	if t := lastingText(&p); t != "" {
		fmt.Fprintf(&b, "; lasting blocks %s", t)
	}
	b.WriteByte('\n')
	return b.String()
}
