package fuzz

import (
	"math/rand/v2"
	"sync"
	"testing"

	bao "github.com/baolakiswahili/conformance/reference"
	"pgregory.net/rapid"
)

// counters totals what each property checked, for the log and notes/fuzz.md.
type counters struct {
	mu sync.Mutex
	stats
	games, exact int
}

func (c *counters) add(s stats, games, exact int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.positions += s.positions
	c.moves += s.moves
	c.events += s.events
	c.captures += s.captures
	c.lapLosses += s.lapLosses
	c.games += games
	c.exact += exact
}

func (c *counters) log(t *testing.T) {
	t.Logf("checked %d games, %d positions, %d moves (%d with captures, %d lap-limit losses), %d trace events, %d positions with all 576 syntactic moves",
		c.games, c.positions, c.moves, c.captures, c.lapLosses, c.events, c.exact)
}

// checkAll checks a position and every legal move from it; with exact it
// also tries all 576 syntactic moves.
func checkAll(t tb, r bao.Rules, p bao.Position, exact bool, st *stats) []bao.Successor {
	t.Helper()
	succ := checkPosition(t, r, p)
	st.positions++
	checkMirrorMoves(t, r, p, succ)
	checkNotation(t, r, p, succ)
	checkKutakataStarts(t, r, p, succ)
	checkNamuaStarts(t, r, p, succ)
	checkObligation(t, r, p, succ)
	for _, s := range succ {
		checkSuccessor(t, r, p, s, st)
	}
	if exact {
		checkExact(t, r, p, succ)
	}
	return succ
}

// propGame plays a random game of a random variant under random rules and
// checks every position on the way and every legal move from it.
func propGame(maxPlies int, total *counters) func(*rapid.T) {
	return func(t *rapid.T) {
		rs := drawRules(t)
		p := drawStart(t)
		seed := rapid.Uint64().Draw(t, "seed")
		plies := rapid.IntRange(1, maxPlies).Draw(t, "plies")
		exactAt := rapid.IntRange(0, plies).Draw(t, "exactAt")
		rng := rand.New(rand.NewPCG(seed, 0xba0))
		var st stats
		exact := 0
		t.Logf("rules: %s", rs.name)
		for ply := 0; ply <= plies; ply++ {
			doExact := ply == exactAt || long()
			succ := checkAll(t, rs.rules, p, doExact, &st)
			if doExact {
				exact++
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
		total.add(st, 1, exact)
	}
}

// TestPropGames checks random games of every variant under every profile with
// random option overrides (conservation, legality, determinism, mirror,
// monotonic facts, lap limit, trace replay, JSON round trips).
func TestPropGames(t *testing.T) {
	var total counters
	maxPlies := 80
	if long() {
		maxPlies = 400
	}
	rapid.Check(t, propGame(maxPlies, &total))
	total.log(t)
}

// propArbitrary checks a random well-formed position that no game needs to
// reach, under random rules: every invariant, and exact legality.
func propArbitrary(total *counters) func(*rapid.T) {
	return func(t *rapid.T) {
		rs := drawRules(t)
		p := drawArbitrary(t)
		t.Logf("rules: %s", rs.name)
		var st stats
		checkAll(t, rs.rules, p, true, &st)
		total.add(st, 0, 1)
	}
}

// TestPropArbitrary runs propArbitrary.
func TestPropArbitrary(t *testing.T) {
	var total counters
	rapid.Check(t, propArbitrary(&total))
	total.log(t)
}

// TestPropMirrorInvolution checks that mirroring twice gives the position back
// and that Validate agrees on a position and its mirror.
func TestPropMirrorInvolution(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := drawArbitrary(t)
		if p.Mirror().Mirror() != p {
			t.Fatalf("mirror twice changed %s", js(p))
		}
		if m := p.Mirror(); m.Validate() != nil {
			err := m.Validate()
			t.Fatalf("the mirror of valid %s is invalid: %v", js(p), err)
		}
	})
}
