// Command indie is an independent Bao la Kiswahili engine that speaks the
// conformance suite's line protocol (v1) on stdin and stdout.
//
// It was written from the rules (features/*.feature, features/RULINGS.md and
// the rule sources), not from the project's reference engine, and plays the
// default readings only. It stands for an outside engine author's program:
// `bao check --engine` is pointed at it to see that the check finds the bugs
// that -bug NAME plants, one at a time (see README.md).
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"os"

	"strings"
)

// bug is the planted bug chosen with -bug (empty: none).
var bug string

func main() {
	flag.StringVar(&bug, "bug", "", "plant one bug (see README.md); empty for none")
	list := flag.Bool("list-bugs", false, "print the bugs -bug knows and exit")
	flag.Parse()
	if *list {
		for _, b := range bugs {
			fmt.Printf("%-24s %-10s %s\n", b.name, b.rule, b.what)
		}
		return
	}
	if bug != "" && !knownBug(bug) {
		fmt.Fprintf(os.Stderr, "indie: unknown bug %q (try -list-bugs)\n", bug)
		os.Exit(2)
	}
	serve(os.Stdin, os.Stdout)
}

// serve answers one JSON request per line until the input ends.
func serve(in *os.File, out *os.File) {
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	w := bufio.NewWriter(out)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		reply := answer([]byte(line))
		b, err := json.Marshal(reply)
		if err != nil {
			b = []byte(`{"id":null,"error":{"kind":"bad-request","message":"cannot encode the reply"}}`)
		}
		w.Write(b)
		w.WriteByte('\n')
		w.Flush()
	}
}

// request is one protocol request.
type request struct {
	ID       json.RawMessage `json:"id"`
	Op       string          `json:"op"`
	Protocol int             `json:"protocol"`
	Rules    *struct {
		Profile string            `json:"profile"`
		Options map[string]string `json:"options"`
	} `json:"rules"`
	Position json.RawMessage `json:"position"`
	Move     json.RawMessage `json:"move"`
}

func errReply(id json.RawMessage, kind, msg string) map[string]any {
	return map[string]any{"id": id, "error": map[string]string{"kind": kind, "message": msg}}
}

func answer(line []byte) (reply map[string]any) {
	var req request
	if err := json.Unmarshal(line, &req); err != nil {
		var probe struct {
			ID json.RawMessage `json:"id"`
		}
		json.Unmarshal(line, &probe)
		return errReply(probe.ID, "bad-request", "not a request: "+err.Error())
	}
	id := req.ID
	if id == nil {
		id = json.RawMessage("null")
	}
	defer func() {
		if r := recover(); r != nil {
			reply = errReply(id, "bad-request", fmt.Sprint("internal error: ", r))
		}
	}()
	switch req.Op {
	case "hello":
		return map[string]any{"id": id, "name": "indie", "version": "1.0",
			"variants": []string{"kiswahili"}, "options": map[string]any{}}
	case "moves", "apply":
	default:
		return errReply(id, "unsupported", fmt.Sprintf("unknown op %q", req.Op))
	}
	if req.Rules != nil {
		if req.Rules.Profile != "" && req.Rules.Profile != "default" {
			return errReply(id, "unsupported", "only the default rules are played")
		}
		if len(req.Rules.Options) > 0 {
			return errReply(id, "unsupported", "no rule options are played")
		}
	}
	pos, err := parsePosition(req.Position)
	if err != nil {
		kind := "bad-position"
		if strings.HasPrefix(err.Error(), "variant") {
			kind = "unsupported"
		}
		return errReply(id, kind, err.Error())
	}
	results := legalMoves(pos)
	if req.Op == "moves" {
		list := make([]map[string]any, 0, len(results))
		for _, r := range results {
			list = append(list, map[string]any{"move": r.move, "position": r.pos.toJSON(), "outcome": r.outcome})
		}
		return map[string]any{"id": id, "moves": list}
	}
	var mv Move
	if err := json.Unmarshal(req.Move, &mv); err != nil || mv.Pit == "" {
		return errReply(id, "illegal-move", "not a move: "+string(req.Move))
	}
	if len(results) == 0 {
		return errReply(id, "illegal-move", "the game is over")
	}
	for _, r := range results {
		if r.move == mv {
			return map[string]any{"id": id, "position": r.pos.toJSON(), "outcome": r.outcome}
		}
	}
	return errReply(id, "illegal-move", fmt.Sprintf("%s is not a legal move here", mv))
}

// Move is a move in the protocol's canonical form.
type Move struct {
	Pit    string `json:"pit"`
	Dir    string `json:"dir,omitempty"`
	Kichwa string `json:"kichwa,omitempty"`
	Safari bool   `json:"safari,omitempty"`
}

func (m Move) String() string {
	s := m.Pit
	if m.Dir != "" {
		s += " " + m.Dir
	}
	if m.Kichwa != "" {
		s += " kichwa " + m.Kichwa
	}
	if m.Safari {
		s += " safari"
	}
	return s
}

// Outcome is the end of a game.
type Outcome struct {
	Winner string `json:"winner"`
	Reason string `json:"reason"`
}

// ---------------------------------------------------------------------------
// The board.
//
// Each side's 16 pits are kept in sowing order, clockwise as the owner sees
// them: index 0..7 are the front row, pit 1..8 from the owner's left, and
// index 8..15 the back row from pit 8 back to pit 1. So index+1 is the next
// pit clockwise and index-1 the next anticlockwise (mod 16). Front pit i faces
// the opponent's front pit 7-i.

const (
	south = 0
	north = 1
	house = 4 // pit 5 of the front row
)

// Side is one player's half of the board.
type Side struct {
	Pits  [16]int
	Store int
	House string // "intact" or "destroyed"
}

// Position is a game position.
type Position struct {
	ToMove      int
	Sides       [2]Side
	Blocked     int // front index of the side to move's blocked pit, or -1
	MustCapture int // front index of the opponent's pit to capture, or -1
}

func sideName(s int) string { return [2]string{"south", "north"}[s] }

// pitName names index i of side s: A1..A8, B1..B8 for South, a1.., b1.. for North.
func pitName(s, i int) string {
	row, n := "A", i+1
	if i >= 8 {
		row, n = "B", 16-i
	}
	if s == north {
		row = strings.ToLower(row)
	}
	return fmt.Sprintf("%s%d", row, n)
}

// parsePit reads a pit name into side and index.
func parsePit(name string) (side, idx int, ok bool) {
	if len(name) != 2 || name[1] < '1' || name[1] > '8' {
		return 0, 0, false
	}
	n := int(name[1] - '0')
	switch name[0] {
	case 'A':
		return south, n - 1, true
	case 'B':
		return south, 16 - n, true
	case 'a':
		return north, n - 1, true
	case 'b':
		return north, 16 - n, true
	}
	return 0, 0, false
}

type sideJSON struct {
	Front []int  `json:"front"`
	Back  []int  `json:"back"`
	Store int    `json:"store"`
	House string `json:"house"`
}

type positionJSON struct {
	Variant     string    `json:"variant"`
	ToMove      string    `json:"toMove"`
	South       *sideJSON `json:"south"`
	North       *sideJSON `json:"north"`
	Blocked     *string   `json:"blocked"`
	MustCapture *string   `json:"mustCapture"`
}

func parsePosition(raw json.RawMessage) (Position, error) {
	var pj positionJSON
	var p Position
	if len(raw) == 0 || string(raw) == "null" {
		return p, fmt.Errorf("position: missing")
	}
	if err := json.Unmarshal(raw, &pj); err != nil {
		return p, fmt.Errorf("position: %v", err)
	}
	if pj.Variant != "kiswahili" {
		return p, fmt.Errorf("variant %q is not played (kiswahili only)", pj.Variant)
	}
	switch pj.ToMove {
	case "south":
		p.ToMove = south
	case "north":
		p.ToMove = north
	default:
		return p, fmt.Errorf("toMove: %q is neither south nor north", pj.ToMove)
	}
	total := 0
	for s, sj := range []*sideJSON{pj.South, pj.North} {
		name := sideName(s)
		if sj == nil {
			return p, fmt.Errorf("%s: missing", name)
		}
		if len(sj.Front) != 8 || len(sj.Back) != 8 {
			return p, fmt.Errorf("%s: front and back need 8 pits each", name)
		}
		side := &p.Sides[s]
		for i := 0; i < 8; i++ {
			side.Pits[i] = sj.Front[i]
			side.Pits[15-i] = sj.Back[i]
		}
		for i, n := range side.Pits {
			if n < 0 {
				return p, fmt.Errorf("%s: %s holds %d seeds", name, pitName(s, i), n)
			}
			total += n
		}
		if sj.Store < 0 {
			return p, fmt.Errorf("%s.store: %d", name, sj.Store)
		}
		total += sj.Store
		if sj.House != "intact" && sj.House != "destroyed" {
			return p, fmt.Errorf("%s.house: %q (intact or destroyed)", name, sj.House)
		}
		side.House = sj.House
		side.Store = sj.Store
	}
	if total != 64 {
		return p, fmt.Errorf("the position holds %d seeds, not 64", total)
	}
	p.Blocked, p.MustCapture = -1, -1
	if pj.Blocked != nil {
		s, i, ok := parsePit(*pj.Blocked)
		if !ok || s != p.ToMove || i >= 8 {
			return p, fmt.Errorf("blocked: %q is not a front pit of the side to move", *pj.Blocked)
		}
		p.Blocked = i
	}
	if pj.MustCapture != nil {
		s, i, ok := parsePit(*pj.MustCapture)
		if !ok || s == p.ToMove || i >= 8 {
			return p, fmt.Errorf("mustCapture: %q is not a front pit of the opponent", *pj.MustCapture)
		}
		p.MustCapture = i
	}
	return p, nil
}

func (p *Position) toJSON() positionJSON {
	pj := positionJSON{Variant: "kiswahili", ToMove: sideName(p.ToMove)}
	for s := 0; s < 2; s++ {
		side := p.Sides[s]
		sj := &sideJSON{Front: make([]int, 8), Back: make([]int, 8), Store: side.Store, House: side.House}
		for i := 0; i < 8; i++ {
			sj.Front[i] = side.Pits[i]
			sj.Back[i] = side.Pits[15-i]
		}
		if s == south {
			pj.South = sj
		} else {
			pj.North = sj
		}
	}
	if p.Blocked >= 0 {
		n := pitName(p.ToMove, p.Blocked)
		pj.Blocked = &n
	}
	if p.MustCapture >= 0 {
		n := pitName(1-p.ToMove, p.MustCapture)
		pj.MustCapture = &n
	}
	return pj
}

// ---------------------------------------------------------------------------
// Rules helpers.

func frontEmpty(s *Side) bool {
	for i := 0; i < 8; i++ {
		if s.Pits[i] > 0 {
			return false
		}
	}
	return true
}

// functional: the house is intact and holds at least 6 seeds (HOUSE-2).
func functional(s *Side, seeds int) bool {
	min := 6
	if bug == "house-from-5" {
		min = 5
	}
	return s.House == "intact" && seeds >= min
}

// column gives the front index of the column of own pit i (back pit B_k
// stands behind front pit A_k).
func column(i int) int {
	if i >= 8 {
		return 15 - i
	}
	return i
}

// facing gives the opponent's front index facing own front index i (BOARD-8);
// for a back pit, the one facing its column.
func facing(i int) int {
	i = column(i)
	if bug == "facing-off-by-one" {
		return 8 - i
	}
	return 7 - i
}

func wrap(i int) int { return ((i % 16) + 16) % 16 }

func dirName(d int) string {
	if d > 0 {
		return "cw"
	}
	return "ccw"
}

// ---------------------------------------------------------------------------
// Playing one move.

// play holds the state of one move being made.
type play struct {
	p       Position // the board being changed
	me, op  int
	capture bool // the move is a capture move (its first sowing captured)
	namua   bool // the mover started the move with a store seed
	dir     int  // +1 clockwise, -1 anticlockwise
	sown    int  // seeds sown so far (the lap limit)
	lapLost bool // the move would sow more than 192 seeds
	won     bool // the opponent's front row was emptied
	// choices and what they met
	kichwa      string // namua: the kichwa of the first central capture
	safari      bool   // namua: go on from the house when a stop is offered
	stopOffered bool   // the move met the stop-or-safari choice
	firstCap    bool   // the next capture is the move's first
	captured    []int  // opponent pits captured, in order
}

const lapLimit = 192

// sow drops n seeds into own pits from index start on, the first into start
// itself, and returns the index of the last. It stops short if the lap limit
// is passed.
func (m *play) sow(start, n int) int {
	limit := lapLimit
	if bug == "lap-193" {
		limit = 193
	}
	if bug == "lap-191" {
		limit = 191
	}
	pits := &m.p.Sides[m.me].Pits
	i := wrap(start)
	for k := 0; k < n; k++ {
		if m.sown >= limit {
			m.lapLost = true
			return i
		}
		if k > 0 {
			i = wrap(i + m.dir)
		}
		pits[i]++
		m.sown++
	}
	return i
}

// lift empties own pit i and returns its seeds; lifting the house destroys it.
func (m *play) lift(i int) int {
	side := &m.p.Sides[m.me]
	n := side.Pits[i]
	side.Pits[i] = 0
	if i == house && side.House == "intact" {
		side.House = "destroyed"
	}
	return n
}

// captureAt takes the opponent's pit facing own front pit i and sows the
// seeds from a kichwa (CAP-4, DIR-1..4).
func (m *play) captureAt(i int) int {
	i = column(i)
	opSide := &m.p.Sides[m.op]
	f := facing(i)
	n := opSide.Pits[f]
	opSide.Pits[f] = 0
	if f == house && opSide.House == "intact" {
		opSide.House = "destroyed"
	}
	m.captured = append(m.captured, f)
	var k int
	switch {
	case i <= 1: // left kichwa or kimbi
		k, m.dir = 0, +1
	case i >= 6: // right kichwa or kimbi
		k, m.dir = 7, -1
		if bug == "kimbi-outward" && m.namua && i == 6 {
			k, m.dir = 0, +1
		}
	case m.firstCap && m.namua: // central, the player chooses
		left := m.kichwa == "left"
		if bug == "north-kichwa-mirrored" && m.me == north {
			left = !left
		}
		if left {
			k, m.dir = 0, +1
		} else {
			k, m.dir = 7, -1
		}
	default: // central: keep the direction
		if (m.dir > 0) != (bug == "central-kichwa-swapped") {
			k = 0
		} else {
			k = 7
		}
	}
	m.firstCap = false
	last := m.sow(k, n)
	if frontEmpty(opSide) {
		m.won = true
	}
	return last
}

// isMarker: own front pit i, which held seeds before the last seed came,
// faces a non-empty pit (CAP-1).
func (m *play) isMarker(i int) bool {
	if i >= 8 && bug != "back-row-captures" {
		return false
	}
	held := 1 // seeds the pit held before the last seed came
	if bug == "marker-needs-2" {
		held = 2
	}
	return m.p.Sides[m.me].Pits[i] > held && m.p.Sides[m.op].Pits[facing(i)] > 0
}

// goOn plays the move on from a sowing that ended in own pit last, until it
// ends (SOW-7, KUEN-1..5, CAP-5, CAP-6, HOUSE-3..5, HOUSE-8).
func (m *play) goOn(last int) {
	side := &m.p.Sides[m.me]
	for !m.lapLost && !m.won {
		n := side.Pits[last]
		capturing := m.capture || bug == "kutakata-captures"
		if bug == "cap-counts-move" && m.sown > 15 {
			capturing = false
		}
		if bug == "house-before-marker" && m.namua && last == house && functional(side, n) {
			capturing = false
		}
		if capturing && m.isMarker(last) {
			last = m.captureAt(last)
			continue
		}
		if n == 1 {
			// kulala: the last seed fell into an empty pit (SOW-7)
			if bug != "empty-pit-relays" || !m.capture || last >= 8 {
				return
			}
		}
		if last == house {
			counted := n // the house is counted after the last seed (DISPUTE-5)
			if !m.capture {
				if bug == "takata-stop-before-seed" {
					counted = n - 1
				}
				if functional(side, counted) {
					return // a kutakata stops in the functional house
				}
			} else if m.namua {
				if bug == "safari-offer-before-seed" {
					counted = n - 1
				}
				if functional(side, counted) {
					m.stopOffered = true
					if !m.safari {
						return // the owner stops in the house
					}
					// the safari: the house is sown on and destroyed
					seeds := side.Pits[house]
					side.Pits[house] = 0
					if bug != "safari-keeps-house" {
						side.House = "destroyed"
					}
					last = m.sow(last+m.dir, seeds)
					continue
				}
			}
			// mtaji capture move: the relay is forced (HOUSE-8)
		}
		if !m.capture && last == m.p.Blocked && m.p.Blocked >= 0 && (!m.namua || bug == "namua-block-stops") {
			return // a kutakata stops in the blocked pit (BLOCK-4)
		}
		var seeds int
		if bug == "relay-keeps-house" {
			seeds, side.Pits[last] = side.Pits[last], 0
		} else {
			seeds = m.lift(last)
		}
		last = m.sow(last+m.dir, seeds)
	}
}

// result is one legal move and what it leads to.
type result struct {
	move    Move
	pos     Position
	outcome *Outcome
}

func newPlay(p Position) *play {
	m := &play{p: p, me: p.ToMove, op: 1 - p.ToMove, firstCap: true}
	m.namua = !inMtaji(&p, m.me)
	return m
}

// inMtaji: the side's store is empty (PHASE-1).
func inMtaji(p *Position, s int) bool {
	if bug == "last-store-seed-mtaji" {
		return p.Sides[s].Store <= 1
	}
	return p.Sides[s].Store == 0
}

// namuaCapture plays the store seed into front pit i, which faces seeds.
func namuaCapture(p Position, i int, kichwa string, safari bool) *play {
	m := newPlay(p)
	m.capture = true
	m.kichwa, m.safari = kichwa, safari
	side := &m.p.Sides[m.me]
	side.Store--
	side.Pits[i]++
	last := m.captureAt(i)
	m.goOn(last)
	return m
}

// namuaKutakata plays the store seed into front pit i and sows it in dir.
func namuaKutakata(p Position, i, dir int, tax bool) *play {
	m := newPlay(p)
	m.dir = dir
	side := &m.p.Sides[m.me]
	side.Store--
	side.Pits[i]++
	var seeds int
	if tax {
		seeds = 2
		if bug == "tax-3" {
			seeds = 3
		}
		side.Pits[i] -= seeds
	} else {
		seeds = m.lift(i)
	}
	last := m.sow(i+dir, seeds)
	m.goOn(last)
	return m
}

// mtajiMove lifts own pit i and sows it in dir; capture says whether the move
// is a capture move (decided by its first sowing).
func mtajiMove(p Position, i, dir int, capture bool) *play {
	m := newPlay(p)
	m.dir = dir
	m.capture = capture
	seeds := m.lift(i)
	last := m.sow(i+dir, seeds)
	m.goOn(last)
	return m
}

// startCaptures: whether a mtaji start from own pit i in dir makes a capture
// move: at most 15 seeds (SEEDCAP) and its first sowing ends on a marker.
func startCaptures(p *Position, s, i, dir int) bool {
	n := p.Sides[s].Pits[i]
	cap := 15
	if bug == "seed-cap-17" {
		cap = 17
	}
	if n < 2 || n > cap {
		return false
	}
	last := wrap(i + n*dir)
	if last >= 8 || last == i {
		return false
	}
	own := p.Sides[s].Pits[last] // seeds there before the sowing (n <= 15 passes it once)
	if n > 16 {
		own++ // the first lap passed it once already
	}
	target := facing(last)
	if bug == "facing-same-index" {
		target = last
	}
	return own > 0 && p.Sides[1-s].Pits[target] > 0
}

// namuaCaptureStarts lists the front pits of side s where a store seed captures.
func namuaCaptureStarts(p *Position, s int) []int {
	var out []int
	for i := 0; i < 8; i++ {
		if p.Sides[s].Pits[i] > 0 && (p.Sides[1-s].Pits[facing(i)] > 0 || bug == "namua-capture-empty") {
			out = append(out, i)
		}
	}
	return out
}

// hasCapture: side s, were it to move, has a capturing move.
func hasCapture(p *Position, s int) bool {
	if !inMtaji(p, s) {
		return len(namuaCaptureStarts(p, s)) > 0
	}
	for i := 0; i < 16; i++ {
		for _, d := range []int{+1, -1} {
			if startCaptures(p, s, i, d) {
				return true
			}
		}
	}
	return false
}

// captureTargets lists the distinct opponent pits that side s's capture
// starts would take first (DISPUTE-16, first-target).
func captureTargets(p *Position, s int) map[int]bool {
	t := map[int]bool{}
	for i := 0; i < 16; i++ {
		for _, d := range []int{+1, -1} {
			if startCaptures(p, s, i, d) {
				last := wrap(i + p.Sides[s].Pits[i]*d)
				if bug == "block-own-index" {
					t[last] = true
				} else {
					t[facing(last)] = true
				}
			}
		}
	}
	return t
}

// ---------------------------------------------------------------------------
// Move generation.

// legalMoves lists every legal move with its successor and outcome; a game
// that is over has none.
func legalMoves(p Position) []result {
	if overOutcome(&p) != nil {
		return nil
	}
	var plays []*play
	var moves []Move
	add := func(m *play, mv Move) {
		plays = append(plays, m)
		moves = append(moves, mv)
	}
	me := p.ToMove
	side := &p.Sides[me]
	if !inMtaji(&p, me) {
		starts := namuaCaptureStarts(&p, me)
		if len(starts) > 0 {
			for _, i := range starts {
				kichwas := []string{""}
				if i >= 2 && i <= 5 {
					kichwas = []string{"left", "right"}
				}
				for _, k := range kichwas {
					name := pitName(me, i)
					m := namuaCapture(p, i, k, false)
					add(m, Move{Pit: name, Kichwa: k})
					if m.stopOffered {
						add(namuaCapture(p, i, k, true), Move{Pit: name, Kichwa: k, Safari: true})
					}
				}
			}
		} else {
			for _, st := range namuaKutakataStarts(&p) {
				for _, d := range []int{+1, -1} {
					if loneKichwaOutward(side, st.pit, d) {
						continue
					}
					add(namuaKutakata(p, st.pit, d, st.tax), Move{Pit: pitName(me, st.pit), Dir: dirName(d)})
				}
			}
		}
	} else {
		var caps, kuts []*play
		var capMoves, kutMoves []Move
		for i := 0; i < 16; i++ {
			if side.Pits[i] < 2 {
				continue
			}
			for _, d := range []int{+1, -1} {
				mv := Move{Pit: pitName(me, i), Dir: dirName(d)}
				if startCaptures(&p, me, i, d) {
					caps = append(caps, mtajiMove(p, i, d, true))
					capMoves = append(capMoves, mv)
				} else if mtajiKutakataAllowed(&p, i, d) {
					kuts = append(kuts, mtajiMove(p, i, d, false))
					kutMoves = append(kutMoves, mv)
				}
			}
		}
		if len(caps) > 0 {
			// the blocker must capture the blocked pit (BLOCK-6), if he can
			keep := []int{}
			if p.MustCapture >= 0 && p.Sides[1-me].Pits[p.MustCapture] > 0 {
				for k, m := range caps {
					for _, c := range m.captured {
						if c == p.MustCapture {
							keep = append(keep, k)
							break
						}
					}
				}
			}
			if len(keep) == 0 {
				for k := range caps {
					keep = append(keep, k)
				}
			}
			for _, k := range keep {
				add(caps[k], capMoves[k])
			}
			if bug == "capture-optional" {
				for k := range kuts {
					add(kuts[k], kutMoves[k])
				}
			}
		} else {
			for k := range kuts {
				add(kuts[k], kutMoves[k])
			}
		}
	}
	out := make([]result, 0, len(plays))
	for k, m := range plays {
		out = append(out, finish(&p, m, moves[k]))
	}
	return out
}

type namuaStart struct {
	pit int
	tax bool
}

// namuaKutakataStarts lists the front pits a namua kutakata may use
// (NAMUA-3, NAMUA-5, NAMUA-6, NAMUA-8).
func namuaKutakataStarts(p *Position) []namuaStart {
	side := &p.Sides[p.ToMove]
	var occupied, pairs []int
	for i := 0; i < 8; i++ {
		if side.Pits[i] > 0 {
			occupied = append(occupied, i)
			if side.Pits[i] >= 2 {
				pairs = append(pairs, i)
			}
		}
	}
	houseSeeds := side.Pits[house] // counted before the hand seed (DISPUTE-5)
	if bug == "hand-seed-counts" {
		houseSeeds++
	}
	if functional(side, houseSeeds) {
		only := len(occupied)
		if bug == "tax-beside-singletons" {
			only = len(pairs)
		}
		if only == 1 {
			return []namuaStart{{house, true}} // taxation
		}
		var out []namuaStart
		for _, i := range occupied {
			if i != house {
				out = append(out, namuaStart{i, false})
			}
		}
		return out
	}
	use := occupied
	if len(pairs) > 0 {
		use = pairs
	}
	var out []namuaStart
	for _, i := range use {
		out = append(out, namuaStart{i, false})
	}
	return out
}

// loneKichwaOutward: a kichwa that is the only occupied front pit may not be
// sown towards the back row (NAMUA-9, MTAJI-5).
func loneKichwaOutward(side *Side, i, dir int) bool {
	out := -1 // from the left kichwa towards the back row
	if bug == "lone-kichwa-mirrored" {
		out = +1
	}
	if (i != 0 || dir != out) && (i != 7 || dir != -out) {
		return false
	}
	for j := 0; j < 8; j++ {
		if j != i && side.Pits[j] > 0 {
			return false
		}
	}
	return true
}

// mtajiKutakataAllowed: may own pit i (2 or more seeds) start a mtaji
// kutakata in dir (MTAJI-4, MTAJI-5, BLOCK-4)?
func mtajiKutakataAllowed(p *Position, i, dir int) bool {
	side := &p.Sides[p.ToMove]
	if i == p.Blocked && bug != "kutakata-from-blocked" {
		return false
	}
	if loneKichwaOutward(side, i, dir) {
		return false
	}
	if i >= 8 && bug != "back-row-open" {
		for j := 0; j < 8; j++ {
			if side.Pits[j] >= 2 {
				return false
			}
		}
	}
	return true
}

// overOutcome: how the game is over before the side to move moves (END-1,
// END-2), or nil.
func overOutcome(p *Position) *Outcome {
	me := p.ToMove
	if frontEmpty(&p.Sides[me]) {
		return &Outcome{Winner: sideName(1 - me), Reason: "front-row-empty"}
	}
	if frontEmpty(&p.Sides[1-me]) {
		return &Outcome{Winner: sideName(me), Reason: "front-row-empty"}
	}
	if inMtaji(p, me) {
		// a mtaji player with no legal move loses (END-2)
		if !hasMtajiMove(p) {
			return &Outcome{Winner: sideName(1 - me), Reason: "no-legal-move"}
		}
	}
	return nil
}

// hasMtajiMove: the side to move, in mtaji, has a legal move.
func hasMtajiMove(p *Position) bool {
	side := &p.Sides[p.ToMove]
	for i := 0; i < 16; i++ {
		if side.Pits[i] < 2 {
			continue
		}
		for _, d := range []int{+1, -1} {
			if startCaptures(p, p.ToMove, i, d) || mtajiKutakataAllowed(p, i, d) {
				return true
			}
		}
	}
	return false
}

// finish turns a played move into its successor and outcome.
func finish(before *Position, m *play, mv Move) result {
	r := result{move: mv}
	me, op := m.me, m.op
	if m.lapLost {
		// the move is not made: the mover loses (DISPUTE-13)
		q := *before
		q.ToMove, q.Blocked, q.MustCapture = op, -1, -1
		r.pos = q
		r.outcome = &Outcome{Winner: sideName(op), Reason: "lap-limit"}
		return r
	}
	q := m.p
	q.ToMove, q.Blocked, q.MustCapture = op, -1, -1
	if m.won {
		r.pos = q
		r.outcome = &Outcome{Winner: sideName(me), Reason: "front-row-empty"}
		return r
	}
	// kutakatia: only between mtaji moves (BLOCK-7)
	if inMtaji(before, me) && inMtaji(before, op) {
		// the blocked player's kutakata leaves the blocker the obligation (BLOCK-6)
		if before.Blocked >= 0 && !m.capture && q.Sides[me].Pits[before.Blocked] > 0 {
			q.MustCapture = before.Blocked
		}
		if !m.capture {
			q.Blocked = blockAfter(&q, me)
		}
		if bug == "block-not-cleared" && !m.capture && q.Blocked < 0 && before.Blocked >= 0 {
			q.Blocked = before.Blocked // the old block is not cleared
		}
		if bug == "block-lasts" && q.Blocked < 0 && before.MustCapture >= 0 && q.Sides[op].Pits[before.MustCapture] > 0 {
			q.Blocked = before.MustCapture // the block is kept until its pit is taken
		}
	}
	r.pos = q
	if bug == "end-no-move" {
		if frontEmpty(&q.Sides[op]) {
			r.outcome = &Outcome{Winner: sideName(me), Reason: "front-row-empty"}
		}
		return r
	}
	if o := overOutcome(&q); o != nil {
		r.outcome = o
	}
	return r
}

// blockAfter: after a kutakata of side blocker, the opponent's pit that is
// blocked (BLOCK-1, BLOCK-2, BLOCK-5), or -1.
func blockAfter(q *Position, blocker int) int {
	victim := 1 - blocker
	defender := victim
	if bug == "block-test-blocker" {
		defender = blocker
	}
	if hasCapture(q, defender) {
		return -1
	}
	targets := captureTargets(q, blocker)
	if len(targets) != 1 {
		return -1
	}
	var t int
	for k := range targets {
		t = k
	}
	vs := &q.Sides[victim]
	if t == house && functional(vs, vs.Pits[house]) && bug != "block-house" {
		return -1
	}
	occupied, pairs := 0, 0
	for i := 0; i < 8; i++ {
		if vs.Pits[i] > 0 {
			occupied++
		}
		if vs.Pits[i] >= 2 {
			pairs++
		}
	}
	if occupied == 1 || (pairs == 1 && vs.Pits[t] >= 2) {
		return -1
	}
	return t
}

// ---------------------------------------------------------------------------
// Planted bugs.

type plantedBug struct{ name, rule, what string }

var bugs = []plantedBug{
	{"kimbi-outward", "DIR-1", "a namua capture at the right kimbi enters at the left kichwa and is sown clockwise"},
	{"tax-3", "NAMUA-6", "taxation takes 3 seeds out of the house instead of 2"},
	{"hand-seed-counts", "HOUSE-2", "the namua hand seed is counted towards the functional house's 6"},
	{"house-from-5", "HOUSE-2", "the house is functional from 5 seeds"},
	{"safari-keeps-house", "HOUSE-5", "a safari sows the house on but does not destroy it"},
	{"capture-optional", "CAP-2", "in mtaji a kutakata is listed beside the captures"},
	{"seed-cap-17", "SEEDCAP-1", "the seed cap lets a pit of up to 17 seeds start a capture"},
	{"back-row-open", "MTAJI-4", "a mtaji kutakata may start in the back row while a front pit holds 2"},
	{"empty-pit-relays", "SOW-7", "in a capture move a last seed in an empty front pit is sown on"},
	{"facing-off-by-one", "BOARD-8", "the pit facing front index i is read at 8-i instead of 7-i"},
	{"kutakata-from-blocked", "BLOCK-4", "the blocked pit may start a kutakata"},
	{"block-house", "HOUSE-9", "a functional house can be blocked"},
	{"block-lasts", "BLOCK-4", "a block stands until its pit is captured, not for one move"},
	{"end-no-move", "END-2", "a move that leaves the opponent no legal move does not end the game"},
	{"lap-193", "INF-1", "the lap limit lets a move sow 193 seeds"},
	{"last-store-seed-mtaji", "PHASE-1", "a player with one seed left in store is already in mtaji: his last store seed is never played"},
	{"back-row-captures", "CAP-7", "in a capture move a sowing ending in an occupied back pit captures the opponent pit facing its column"},
	{"block-own-index", "BLOCK-1", "the blocked pit is the opponent's pit at the index of the blocker's marker, not the pit facing it"},
	{"facing-same-index", "BOARD-8", "a mtaji start is judged a capture by the opponent pit with the same index as its last pit, not the facing one"},
	{"north-kichwa-mirrored", "DIR-2", "North's namua kichwa choice is mirrored: kichwa left enters at his right kichwa"},
	{"tax-beside-singletons", "NAMUA-6", "the functional house is taxed when it is the only front pit of 2 or more, singletons beside it"},
	{"marker-needs-2", "CAP-1", "a pit that held one seed before the last seed is not a marker"},
	{"lap-191", "INF-1", "the lap limit stops a move at 191 seeds: a move of exactly 192 seeds loses"},
	{"central-kichwa-swapped", "DIR-3", "a central capture that keeps the direction enters at the kichwa ahead of it (the right kichwa when sowing clockwise)"},
	{"kutakata-captures", "CAP-5", "a kutakata's sowing that ends on a marker captures"},
	{"lone-kichwa-mirrored", "NAMUA-9", "the lone-kichwa ban is mirrored: a lone kichwa may be sown only towards the back row"},
	{"namua-capture-empty", "NAMUA-2", "a store seed into an occupied pit facing an empty pit captures it (nothing) and the move goes on from the kichwa"},
	{"relay-keeps-house", "HOUSE-1", "a relay that lifts the house empties it but does not destroy it"},
	{"cap-counts-move", "CAP-6", "in a capture move nothing is captured once more than 15 seeds have been sown in the move (the cap counts the whole move)"},
	{"safari-offer-before-seed", "HOUSE-4", "the stop-or-safari choice counts the house's 6 without the last seed"},
	{"block-test-blocker", "BLOCK-1", "the block's no-defence test asks whether the blocker, not the blocked player, can capture: no block is ever set"},
	{"namua-block-stops", "BLOCK-7", "a namua kutakata stops in a blocked pit that the position states"},
	{"house-before-marker", "HOUSE-4", "in namua the stop-or-safari choice in the house comes before the capture from it"},
	{"takata-stop-before-seed", "HOUSE-3", "a kutakata stops in the house only if it held 6 before the last seed"},
	{"block-not-cleared", "BLOCK-1", "a block is not cleared after the blocked player's kutakata: the successor blocks the blocker's pit of the same index"},
}

func knownBug(name string) bool {
	for _, b := range bugs {
		if b.name == name {
			return true
		}
	}
	return false
}
