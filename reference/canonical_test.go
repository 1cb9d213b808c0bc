package reference

import (
	"encoding/json"
	"math/rand/v2"
	"testing"
)

// rulesWith returns the default rules with one option's reading.
func rulesWith(t *testing.T, option, reading string) Rules {
	t.Helper()
	var r Rules
	o, ok := LookupOption(option)
	if !ok {
		t.Fatalf("no option %s", option)
	}
	if err := o.Set(&r, reading); err != nil {
		t.Fatal(err)
	}
	return r
}

// TestCanonicalForms checks, on lastingBase (South to move, blocked A2), the
// forms the README says mean the same: under until-lifted the short form
// (blocked alone) and the long one (blocks listing it too) are one position;
// under one-move and player-changes a listed block is a position of its own
// (as a successor it says a block lasts; UnreadBlocks says one-move does not
// read it when playing from it).
func TestCanonicalForms(t *testing.T) {
	pos := func(s string) Position {
		var p Position
		if err := json.Unmarshal([]byte(s), &p); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		return p
	}
	short := pos(lastingJSON(`"A2"`, ""))
	long := pos(lastingJSON(`"A2"`, `,"blocks":[{"pit":"A2"}]`))
	counted := pos(lastingJSON(`"A2"`, `,"blocks":[{"pit":"A2","turns":2}]`))
	north := pos(lastingJSON(`"A2"`, `,"blocks":[{"pit":"a7"}]`))
	until := rulesWith(t, "blockDuration", "until-lifted")
	changes := rulesWith(t, "blockDuration", "player-changes")
	var oneMove Rules
	for _, c := range []struct {
		name string
		r    Rules
		a, b Position
		same bool
	}{
		{"until-lifted: short and long form", until, short, long, true},
		{"until-lifted: a counted block is another answer", until, long, counted, false},
		{"until-lifted: another block is another position", until, long, north, false},
		{"one-move: a listed block is another successor", oneMove, short, north, false},
		{"one-move: so is a block listing blocked", oneMove, short, long, false},
		{"player-changes: a listed block stands", changes, short, long, false},
		{"player-changes: a count is read", changes, long, counted, false},
	} {
		if got := c.a.Canonical(c.r) == c.b.Canonical(c.r); got != c.same {
			t.Errorf("%s: canonical forms equal %v, want %v\n%+v\n%+v", c.name, got, c.same, c.a.Canonical(c.r).Lasting, c.b.Canonical(c.r).Lasting)
		}
	}
	if !north.UnreadBlocks(oneMove) || north.UnreadBlocks(until) || short.UnreadBlocks(oneMove) {
		t.Errorf("UnreadBlocks: one-move reads no listed block, until-lifted does, and there is none in the short form")
	}
	// The short form under until-lifted reads as the long one.
	if got := short.Canonical(until).Lasting[South]; got != (LastingBlock{On: true, Ring: lastingPit("A2").Ring()}) {
		t.Errorf("until-lifted: short form's South block is %+v, want one on A2", got)
	}
}

// TestCanonicalPlaysAlike checks that positions with the same canonical form
// play alike, and that blocks one-move does not read change nothing: on the
// positions of random games under one-move and until-lifted, every legal
// move from a form of the position (until-lifted: the canonical form, or its
// lasting blocks dropped, which the blocked and mustCapture pits imply;
// one-move: a block listed on the side not to move) has a result whose
// canonical form is the original's.
func TestCanonicalPlaysAlike(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for _, reading := range []string{"one-move", "until-lifted"} {
		r := rulesWith(t, "blockDuration", reading)
		checked, blocked := 0, 0
		for g := 0; g < 200; g++ {
			for _, p := range randomWalk(t, r, rng, 120) {
				forms := []Position{p.Canonical(r)}
				if p.Blocked != NoPit || p.MustCapture != NoPit {
					blocked++
				}
				if reading == "one-move" {
					forms = append(forms, withBlock(p, rng))
				} else {
					q := p
					q.Lasting = [2]LastingBlock{}
					if q.Validate() == nil {
						forms = append(forms, q)
					}
				}
				moves, err := LegalMoves(r, p, nil)
				if err != nil {
					t.Fatal(err)
				}
				for _, m := range moves {
					want, err := Apply(r, p, m)
					if err != nil {
						t.Fatal(err)
					}
					for _, f := range forms {
						got, err := Apply(r, f, m)
						if err != nil {
							t.Fatalf("%s: %v from a form of\n%s", reading, err, FormatDiagram(p))
						}
						if got.Outcome != want.Outcome || got.Position.Canonical(r) != want.Position.Canonical(r) {
							t.Fatalf("%s: %s from a form of\n%s\nplays otherwise: %+v against %+v", reading, m, FormatDiagram(p), got.Position.Lasting, want.Position.Lasting)
						}
						checked++
					}
				}
			}
		}
		if checked < 1000 || blocked < 20 {
			t.Errorf("%s: only %d moves checked, from %d positions with a block or an obligation", reading, checked, blocked)
		}
	}
}

// withBlock returns p with a lasting block listed on a non-empty front pit
// of the side not to move (valid, meaning nothing under one-move), or p.
func withBlock(p Position, rng *rand.Rand) Position {
	them := p.ToMove.Other()
	for range 8 {
		ring := Ring(rng.IntN(8))
		if p.Pits[them][ring] > 0 {
			q := p
			q.Lasting[them] = LastingBlock{On: true, Ring: ring, Turns: uint8(rng.IntN(3))}
			if q.Validate() == nil {
				return q
			}
		}
	}
	return p
}

// randomWalk returns the positions of a random game from the start.
func randomWalk(t *testing.T, r Rules, rng *rand.Rand, plies int) []Position {
	t.Helper()
	p := Start(Kiswahili, SetupStandard)
	var out []Position
	for range plies {
		out = append(out, p)
		succ, err := Moves(r, p, nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(succ) == 0 {
			break
		}
		s := succ[rng.IntN(len(succ))]
		if s.Outcome.Over() {
			break
		}
		p = s.Position
	}
	return out
}
