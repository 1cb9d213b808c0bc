package steps

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/baolakiswahili/conformance/reference"
	"github.com/cucumber/godog"
)

// InitializeScenario registers the step vocabulary of notes/HELPERS.md and the
// hook that gives every scenario a fresh World.
func InitializeScenario(sc *godog.ScenarioContext) {
	sc.Before(func(ctx context.Context, _ *godog.Scenario) (context.Context, error) {
		ctx, _ = withWorld(ctx)
		return ctx, nil
	})

	// Givens.
	sc.Given(`^the variant is "([^"]*)"$`, step1(givenVariant))
	sc.Given(`^the rules profile "([^"]*)"$`, step1(givenProfile))
	sc.Given(`^the option "([^"]*)" is "([^"]*)"$`, step2(givenOption))
	sc.Given(`^the start position$`, step0(func(w *World) error { return givenStart(w, "", reference.SetupStandard) }))
	sc.Given(`^the start position of "([^"]*)"$`, step1(func(w *World, v string) error { return givenStart(w, v, reference.SetupStandard) }))
	sc.Given(`^the Malawi start position$`, step0(func(w *World) error { return givenStart(w, "", reference.SetupMalawi) }))
	sc.Given(`^the board:$`, stepTable(givenBoard))
	sc.Given(`^South has (\d+) seeds? in store and North has (\d+)$`, step2(givenStores))
	sc.Given(`^(South|North)'s house is "([^"]*)"$`, step2(givenHouse))
	sc.Given(`^(South|North) is to move$`, step1(givenToMove))
	sc.Given(`^([ABab][1-8]) is blocked$`, step1(givenBlocked))
	sc.Given(`^the side to move must capture ([ABab][1-8])$`, step1(givenMustCapture))

	// Whens.
	sc.When(`^the move "([^"]*)" is played$`, step1(whenMove))
	sc.When(`^the JSON move (\{.*\}) is played$`, step1(whenJSONMove))
	sc.When(`^the game record is played:$`, stepDoc(whenRecord))

	// Thens: the position.
	sc.Then(`^the board is:$`, stepTable(thenBoard))
	sc.Then(`^South has (\d+) seeds? in store and North has (\d+)$`, step2(thenStores))
	sc.Then(`^(South|North)'s house is "([^"]*)"$`, step2(thenHouse))
	sc.Then(`^(South|North) is to move$`, step1(thenToMove))
	sc.Then(`^([ABab][1-8]) is blocked$`, step1(thenBlocked))
	sc.Then(`^no pit is blocked$`, step0(thenNoBlock))
	sc.Then(`^the side to move must capture ([ABab][1-8])$`, step1(thenMustCapture))
	sc.Then(`^the side to move has no capture obligation$`, step0(thenNoObligation))

	// Thens: moves and outcome.
	sc.Then(`^the move is illegal: "([^"]*)"$`, step1(thenIllegal))
	sc.Then(`^the legal moves are "([^"]*)"$`, step1(thenLegalMoves))
	sc.Then(`^the move is written "([^"]*)" in Nierse's notation$`, step1(thenRN))
	sc.Then(`^(South|North) wins by "([^"]*)"$`, step2(thenWins))
	sc.Then(`^the game goes on$`, step0(thenGoesOn))

	// Thens: trace facts.
	sc.Then(`^the trace has a capture of (\d+) seeds? from ([ABab][1-8])(?: entered at the (left|right) kichwa)?$`, step3(thenCapture))
	sc.Then(`^the trace has an? "([a-z-]+)" event$`, step1(func(w *World, k string) error { return thenEvent(w, k, "", true) }))
	sc.Then(`^the trace has an? "([a-z-]+)" event at ([ABab][1-8])$`, step2(func(w *World, k, pit string) error { return thenEvent(w, k, pit, true) }))
	sc.Then(`^the trace has no "([a-z-]+)" event$`, step1(func(w *World, k string) error { return thenEvent(w, k, "", false) }))
	sc.Then(`^the trace has no "([a-z-]+)" event at ([ABab][1-8])$`, step2(func(w *World, k, pit string) error { return thenEvent(w, k, pit, false) }))
	sc.Then(`^the trace has (\d+) "([a-z-]+)" events?$`, step2(thenEventCount))
	sc.Then(`^the move sowed (\d+) seeds?$`, step1(thenSowed))
	sc.Then(`^the capture of ([ABab][1-8]) (reverses|keeps) the direction$`, step2(thenTurn))
}

// Adapters from typed step functions to godog's context-first form.

func step0(f func(*World) error) func(context.Context) error {
	return func(ctx context.Context) error {
		w, err := world(ctx)
		if err != nil {
			return err
		}
		return f(w)
	}
}

func step1(f func(*World, string) error) func(context.Context, string) error {
	return func(ctx context.Context, a string) error {
		w, err := world(ctx)
		if err != nil {
			return err
		}
		return f(w, a)
	}
}

func step2(f func(*World, string, string) error) func(context.Context, string, string) error {
	return func(ctx context.Context, a, b string) error {
		w, err := world(ctx)
		if err != nil {
			return err
		}
		return f(w, a, b)
	}
}

func step3(f func(*World, string, string, string) error) func(context.Context, string, string, string) error {
	return func(ctx context.Context, a, b, c string) error {
		w, err := world(ctx)
		if err != nil {
			return err
		}
		return f(w, a, b, c)
	}
}

func stepTable(f func(*World, *godog.Table) error) func(context.Context, *godog.Table) error {
	return func(ctx context.Context, t *godog.Table) error {
		w, err := world(ctx)
		if err != nil {
			return err
		}
		return f(w, t)
	}
}

func stepDoc(f func(*World, string) error) func(context.Context, *godog.DocString) error {
	return func(ctx context.Context, d *godog.DocString) error {
		w, err := world(ctx)
		if err != nil {
			return err
		}
		return f(w, d.Content)
	}
}

// Givens.

func givenVariant(w *World, v string) error {
	if err := w.given("the variant"); err != nil {
		return err
	}
	vv, err := reference.ParseVariant(v)
	if err != nil {
		return err
	}
	w.variant, w.variantSet = vv, true
	return nil
}

func givenProfile(w *World, name string) error {
	if err := w.given("the rules profile"); err != nil {
		return err
	}
	if _, err := reference.Profile(name); err != nil {
		return err
	}
	w.profile = name
	return nil
}

func givenOption(w *World, name, reading string) error {
	if err := w.given("the option " + name); err != nil {
		return err
	}
	o, ok := reference.LookupOption(name)
	if !ok {
		return fmt.Errorf("steps: unknown rule option %q", name)
	}
	var r reference.Rules
	if err := o.Set(&r, reading); err != nil {
		return err
	}
	w.options[name] = reading
	return nil
}

func givenStart(w *World, variant string, setup reference.Setup) error {
	if err := w.given("the start position"); err != nil {
		return err
	}
	v := reference.Kiswahili
	if w.variantSet {
		v = w.variant
	}
	if variant != "" {
		vv, err := reference.ParseVariant(variant)
		if err != nil {
			return err
		}
		v = vv
		w.variant, w.variantSet = vv, true
	}
	p := reference.Start(v, setup)
	w.start = &p
	return nil
}

// parseBoard reads a board table: 4 rows labelled b, a, A, B (in that order),
// each with 8 seed counts in the sources' printed order.
func parseBoard(t *godog.Table) (*[4][8]int, error) {
	if t == nil || len(t.Rows) != 4 {
		return nil, fmt.Errorf("steps: a board has 4 rows (b, a, A, B), got %d", rowsOf(t))
	}
	var b [4][8]int
	for i, row := range t.Rows {
		want := "baAB"[i : i+1]
		if len(row.Cells) != 9 {
			return nil, fmt.Errorf("steps: board row %d: want the label %s and 8 pits, got %d cells", i+1, want, len(row.Cells))
		}
		if got := strings.TrimSpace(row.Cells[0].Value); got != want {
			return nil, fmt.Errorf("steps: board row %d: want the label %s, got %q (rows are b, a, A, B)", i+1, want, got)
		}
		for c, cell := range row.Cells[1:] {
			n, err := strconv.Atoi(strings.TrimSpace(cell.Value))
			if err != nil || n < 0 || n > reference.TotalSeeds {
				return nil, fmt.Errorf("steps: board row %s, column %d: %q is not a seed count", want, c+1, cell.Value)
			}
			b[i][c] = n
		}
	}
	return &b, nil
}

func rowsOf(t *godog.Table) int {
	if t == nil {
		return 0
	}
	return len(t.Rows)
}

func givenBoard(w *World, t *godog.Table) error {
	if err := w.given("the board"); err != nil {
		return err
	}
	b, err := parseBoard(t)
	if err != nil {
		return err
	}
	w.board = b
	return nil
}

func givenStores(w *World, south, north string) error {
	if err := w.given("the stores"); err != nil {
		return err
	}
	s, _ := strconv.Atoi(south)
	n, _ := strconv.Atoi(north)
	w.stores = &[2]int{s, n}
	return nil
}

func parseSide(s string) reference.Side {
	if s == "North" {
		return reference.North
	}
	return reference.South
}

func givenHouse(w *World, side, state string) error {
	if err := w.given("the house"); err != nil {
		return err
	}
	h, err := reference.ParseHouseState(state)
	if err != nil {
		return err
	}
	w.house[parseSide(side)] = &h
	return nil
}

func givenToMove(w *World, side string) error {
	if err := w.given("the side to move"); err != nil {
		return err
	}
	w.toMove = parseSide(side)
	return nil
}

func givenBlocked(w *World, pit string) error {
	if err := w.given("the block"); err != nil {
		return err
	}
	w.blocked = pit
	return nil
}

func givenMustCapture(w *World, pit string) error {
	if err := w.given("the capture obligation"); err != nil {
		return err
	}
	w.mustCap = pit
	return nil
}

// Whens.

func whenMove(w *World, text string) error {
	p, err := w.current()
	if err != nil {
		return err
	}
	if w.Outcome.Over() || (w.Played() && w.MoveErr != nil) {
		return w.play(text, reference.Move{}, nil) // reports why no move can follow
	}
	m, perr := reference.ParseMove(w.Rules, p, text)
	return w.play(text, m, perr)
}

func whenJSONMove(w *World, text string) error {
	var m reference.Move
	if err := json.Unmarshal([]byte(text), &m); err != nil {
		return fmt.Errorf("steps: JSON move %s: %w", text, err)
	}
	return w.play(text, m, nil)
}

// whenRecord plays every move of a game record (NOTATION-2) in order; it
// stops at the first move that is not legal, which a Then step can check.
func whenRecord(w *World, text string) error {
	rec, err := reference.ParseRecord(text)
	if err != nil {
		return fmt.Errorf("steps: game record: %w", err)
	}
	for _, l := range rec.Lines {
		for _, mv := range []string{l.South, l.North} {
			if mv == "" {
				continue
			}
			if err := whenMove(w, mv); err != nil {
				return fmt.Errorf("steps: record line %d: %w", l.Line, err)
			}
			if w.MoveErr != nil || w.Outcome.Over() {
				return nil
			}
		}
	}
	return nil
}

// Thens: the position.

func thenBoard(w *World, t *godog.Table) error {
	want, err := parseBoard(t)
	if err != nil {
		return err
	}
	if w.Played() {
		if err := w.moved(); err != nil {
			return err
		}
	}
	p, err := w.current()
	if err != nil {
		return err
	}
	var got [4][8]int
	for i, label := range []byte("baAB") {
		pits, _ := reference.DiagramRowPits(label)
		for c, q := range pits {
			got[i][c] = p.Seeds(q)
		}
	}
	if got == *want {
		return nil
	}
	return fmt.Errorf("the board differs:\nwant:\n%sgot:\n%s%s", boardText(*want), boardText(got), w.describe())
}

func boardText(b [4][8]int) string {
	var s strings.Builder
	for i, label := range "baAB" {
		fmt.Fprintf(&s, "  | %c |", label)
		for _, n := range b[i] {
			fmt.Fprintf(&s, " %2d |", n)
		}
		s.WriteByte('\n')
	}
	return s.String()
}

// position returns the current position for a Then step, failing when the
// last move was not played.
func (w *World) position() (reference.Position, error) {
	if w.Played() {
		if err := w.moved(); err != nil {
			return reference.Position{}, err
		}
	}
	return w.current()
}

func thenStores(w *World, south, north string) error {
	p, err := w.position()
	if err != nil {
		return err
	}
	s, _ := strconv.Atoi(south)
	n, _ := strconv.Atoi(north)
	if int(p.Store[reference.South]) != s || int(p.Store[reference.North]) != n {
		return fmt.Errorf("want stores South %d, North %d; got South %d, North %d\n%s", s, n, p.Store[reference.South], p.Store[reference.North], w.describe())
	}
	return nil
}

func thenHouse(w *World, side, state string) error {
	p, err := w.position()
	if err != nil {
		return err
	}
	h, err := reference.ParseHouseState(state)
	if err != nil {
		return err
	}
	if got := p.House[parseSide(side)]; got != h {
		return fmt.Errorf("want %s's house %q, got %q\n%s", side, h, got, w.describe())
	}
	return nil
}

func thenToMove(w *World, side string) error {
	p, err := w.position()
	if err != nil {
		return err
	}
	if got := p.ToMove; got != parseSide(side) {
		return fmt.Errorf("want %s to move, got %s", side, got)
	}
	return nil
}

func thenBlocked(w *World, pit string) error {
	p, err := w.position()
	if err != nil {
		return err
	}
	if got := p.Blocked.String(); got != pit {
		return fmt.Errorf("want %s blocked, got %s blocked\n%s", pit, got, w.describe())
	}
	return nil
}

func thenNoBlock(w *World) error {
	p, err := w.position()
	if err != nil {
		return err
	}
	if p.Blocked != reference.NoPit {
		return fmt.Errorf("want no pit blocked, got %s blocked\n%s", p.Blocked, w.describe())
	}
	return nil
}

func thenMustCapture(w *World, pit string) error {
	p, err := w.position()
	if err != nil {
		return err
	}
	if got := p.MustCapture.String(); got != pit {
		return fmt.Errorf("want the side to move to have to capture %s, got %s\n%s", pit, got, w.describe())
	}
	return nil
}

func thenNoObligation(w *World) error {
	p, err := w.position()
	if err != nil {
		return err
	}
	if p.MustCapture != reference.NoPit {
		return fmt.Errorf("want no capture obligation, got: must capture %s\n%s", p.MustCapture, w.describe())
	}
	return nil
}

// Thens: moves and outcome.

func thenIllegal(w *World, reason string) error {
	if !w.Played() {
		return fmt.Errorf("steps: this step needs a move: add a When step")
	}
	if w.MoveErr == nil {
		return fmt.Errorf("want the move %q to be illegal (%q), but it was played\n%s", w.Moves[len(w.Moves)-1], reason, w.describe())
	}
	if !strings.Contains(w.MoveErr.Error(), reason) {
		return fmt.Errorf("want the move %q to be illegal with a reason containing %q, got: %v", w.Moves[len(w.Moves)-1], reason, w.MoveErr)
	}
	return nil
}

// splitMoves splits a comma-separated list of move texts; "" is no move.
func splitMoves(s string) []string {
	var out []string
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	sort.Strings(out)
	return out
}

func thenLegalMoves(w *World, list string) error {
	p, err := w.position()
	if err != nil {
		return err
	}
	got, err := reference.FormatMoves(w.Rules, p)
	if err != nil {
		return err
	}
	sort.Strings(got)
	want := splitMoves(list)
	if strings.Join(got, ", ") != strings.Join(want, ", ") {
		return fmt.Errorf("legal moves differ:\nwant: %s\ngot:  %s\nmissing: %s\nextra:   %s\n%s",
			strings.Join(want, ", "), strings.Join(got, ", "), strings.Join(minus(want, got), ", "), strings.Join(minus(got, want), ", "), w.describe())
	}
	return nil
}

func minus(a, b []string) []string {
	in := map[string]bool{}
	for _, s := range b {
		in[s] = true
	}
	var out []string
	for _, s := range a {
		if !in[s] {
			out = append(out, s)
		}
	}
	return out
}

func thenRN(w *World, want string) error {
	if err := w.moved(); err != nil {
		return err
	}
	got, err := reference.FormatMoveRN(w.Rules, w.Before, w.Move)
	if err != nil {
		return err
	}
	if got != want {
		return fmt.Errorf("want the move written %q in Nierse's notation, got %q", want, got)
	}
	return nil
}

// outcome returns the outcome after the last move, or the status of the
// given position when no move was played.
func (w *World) outcome() (reference.Outcome, error) {
	if w.Played() {
		if err := w.moved(); err != nil {
			return reference.Outcome{}, err
		}
		return w.Outcome, nil
	}
	p, err := w.current()
	if err != nil {
		return reference.Outcome{}, err
	}
	return reference.Status(w.Rules, p)
}

func thenWins(w *World, side, reason string) error {
	o, err := w.outcome()
	if err != nil {
		return err
	}
	r, err := reference.ParseReason(reason)
	if err != nil {
		return err
	}
	if !o.Over() {
		return fmt.Errorf("want %s to win by %s, but the game goes on\n%s", side, reason, w.describe())
	}
	if o.Winner != parseSide(side) || o.Reason != r {
		return fmt.Errorf("want %s to win by %s, got %s winning by %s\n%s", side, reason, o.Winner, o.Reason, w.describe())
	}
	return nil
}

func thenGoesOn(w *World) error {
	o, err := w.outcome()
	if err != nil {
		return err
	}
	if o.Over() {
		return fmt.Errorf("want the game to go on, got %s winning by %s\n%s", o.Winner, o.Reason, w.describe())
	}
	return nil
}

// Thens: trace facts.

var eventKinds = func() map[string]reference.EventKind {
	m := map[string]reference.EventKind{}
	for k := reference.EventKind(0); ; k++ {
		name := k.String()
		if strings.HasPrefix(name, "event(") {
			return m
		}
		m[name] = k
	}
}()

func eventKind(name string) (reference.EventKind, error) {
	k, ok := eventKinds[name]
	if !ok {
		names := make([]string, 0, len(eventKinds))
		for n := range eventKinds {
			names = append(names, n)
		}
		sort.Strings(names)
		return 0, fmt.Errorf("steps: unknown event kind %q (want one of %s)", name, strings.Join(names, ", "))
	}
	return k, nil
}

func thenCapture(w *World, seeds, pit, kichwa string) error {
	if err := w.moved(); err != nil {
		return err
	}
	n, _ := strconv.Atoi(seeds)
	for _, e := range w.Trace {
		if e.Kind != reference.EvCapture || e.Pit.String() != pit || e.Seeds != n {
			continue
		}
		if kichwa == "" || e.Kichwa.String() == kichwa {
			return nil
		}
	}
	want := fmt.Sprintf("a capture of %d seeds from %s", n, pit)
	if kichwa != "" {
		want += " entered at the " + kichwa + " kichwa"
	}
	return fmt.Errorf("want %s in the trace\n%s", want, w.describe())
}

func thenEvent(w *World, kind, pit string, present bool) error {
	if err := w.moved(); err != nil {
		return err
	}
	k, err := eventKind(kind)
	if err != nil {
		return err
	}
	found := false
	for _, e := range w.Trace {
		if e.Kind == k && (pit == "" || e.Pit.String() == pit) {
			found = true
			break
		}
	}
	switch {
	case present && !found && pit != "":
		return fmt.Errorf("want a %q event at %s in the trace\n%s", kind, pit, w.describe())
	case present && !found:
		return fmt.Errorf("want a %q event in the trace\n%s", kind, w.describe())
	case !present && found && pit != "":
		return fmt.Errorf("want no %q event at %s in the trace\n%s", kind, pit, w.describe())
	case !present && found:
		return fmt.Errorf("want no %q event in the trace\n%s", kind, w.describe())
	}
	return nil
}

func thenEventCount(w *World, count, kind string) error {
	if err := w.moved(); err != nil {
		return err
	}
	k, err := eventKind(kind)
	if err != nil {
		return err
	}
	want, _ := strconv.Atoi(count)
	got := 0
	for _, e := range w.Trace {
		if e.Kind == k {
			got++
		}
	}
	if got != want {
		return fmt.Errorf("want %d %q events in the trace, got %d\n%s", want, kind, got, w.describe())
	}
	return nil
}

// thenSowed checks the number of seeds the move sowed (the lap count is this
// number divided by 16, INF-1).
func thenSowed(w *World, seeds string) error {
	if err := w.moved(); err != nil {
		return err
	}
	want, _ := strconv.Atoi(seeds)
	got := 0
	for _, e := range w.Trace {
		if e.Sown > got {
			got = e.Sown
		}
	}
	if got != want {
		return fmt.Errorf("want the move to sow %d seeds, got %d\n%s", want, got, w.describe())
	}
	return nil
}

// thenTurn checks whether the capture of pit turned the move: the direction
// its seeds are sown in against the direction of the sowing that captured
// (DIR-1, DIR-3, DIR-5). A namua capture by the store seed has no earlier
// sowing and cannot be asked about.
func thenTurn(w *World, pit, how string) error {
	if err := w.moved(); err != nil {
		return err
	}
	var before reference.Dir
	for _, e := range w.Trace {
		switch {
		case e.Kind == reference.EvSow:
			before = e.Dir
		case e.Kind == reference.EvCapture && e.Pit.String() == pit:
			if before == reference.NoDir {
				return fmt.Errorf("steps: the capture of %s ends no sowing (a namua capture by the store seed): it has no direction to keep or reverse", pit)
			}
			reversed := e.Dir == before.Reverse()
			if reversed != (how == "reverses") {
				return fmt.Errorf("want the capture of %s to %s the direction: the sowing went %s, the captured seeds go %s\n%s", pit, strings.TrimSuffix(how, "s"), before, e.Dir, w.describe())
			}
			return nil
		}
	}
	return fmt.Errorf("want a capture of %s in the trace\n%s", pit, w.describe())
}
