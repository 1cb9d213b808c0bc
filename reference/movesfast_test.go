package reference

import (
	"maps"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestMovesFastAgrees checks moves' fast form (movesfast.go: playWords,
// finishWords) against the general loop (movesGeneral: legalPlays, sim.play,
// finishInto): on positions of random games and random deals (long moves,
// Donkers' limit, the lap limit, blocks) in every variant, under every
// profile, every option reading and random rule sets, Moves must give the
// same successors in the same order. It also checks that the fast form
// plays most moves of those positions itself.
func TestMovesFastAgrees(t *testing.T) {
	rng := rand.New(rand.NewPCG(12, 12))
	var total, fast int
	sets := proofRuleSets(t, rng)
	for _, name := range slices.Sorted(maps.Keys(sets)) { // in order: the same positions every run
		r := sets[name]
		var pos []Position
		for _, v := range []Variant{Kiswahili, Kujifunza, Hus} {
			pos = append(pos, playedPositions(r, v, 120, 7)...)
			for range 200 {
				if p := randomPosition(rng, v); p.validateFor(&r) == nil && !cycleSearched(&r, &p) {
					pos = append(pos, p)
				}
			}
		}
		for i := range pos {
			p := &pos[i]
			got := moves(&r, p, nil)
			want := generalMoves(&r, p)
			if !slices.Equal(got, want) {
				for k := range min(len(got), len(want)) {
					if got[k] != want[k] {
						t.Fatalf("%s: position %s, successor %d:\nfast    %+v\ngeneral %+v", name, mustJSON(t, p), k, got[k], want[k])
					}
				}
				t.Fatalf("%s: position %s: %d successors, want %d", name, mustJSON(t, p), len(got), len(want))
			}
			if p.Variant != Hus { // Hus never goes the fast way
				total += len(want)
				fast += fastPlayed(&r, p)
			}
		}
	}
	t.Logf("%d successors outside Hus, %d played by playWords", total, fast)
	if fast < total/3 { // random deals make long moves (the limit) and house stops
		t.Errorf("only %d of %d successors played by playWords", fast, total)
	}
}

// generalMoves is moves without its fast form.
func generalMoves(r *Rules, p *Position) []Successor {
	if turnStartOutcome(r, p).Over() {
		return nil
	}
	var cb [maxCandidates]Move
	cands, capture := candidates(r, p, cb[:0])
	t, oblige := bindingObligation(r, p, cands, capture)
	var s sim
	s.setRules(r)
	return s.movesGeneral(r, p, cands, capture, t, oblige, nil)
}

// fastPlayed counts the starts of p that moves' fast form plays itself.
func fastPlayed(r *Rules, p *Position) int {
	if turnStartOutcome(r, p).Over() {
		return 0
	}
	var cb [maxCandidates]Move
	cands, capture := candidates(r, p, cb[:0])
	if _, oblige := bindingObligation(r, p, cands, capture); oblige {
		return 0
	}
	var s sim
	s.setRules(r)
	var f fastMoves
	if !s.prepareFast(p, capture, &f) {
		return 0
	}
	n := 0
	for _, c := range cands {
		if _, _, _, ok := f.playWords(c); ok {
			n++
		}
	}
	return n
}

// TestMovesFastLastNamua checks moves' fast form against the general loop on
// the positions where a block depends on the stores after the move
// (DISPUTE-15's stores-empty reading, profiles donkers and abstractplay):
// the mover's last namua seed, the other store empty, his house destroyed
// (else lost-when-namua-ends sends the move the general way). Random deals
// rarely set a block there, so it also checks that some did.
func TestMovesFastLastNamua(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 15))
	blocks := 0
	for _, name := range []string{"donkers", "abstractplay"} {
		r, err := Profile(name)
		if err != nil {
			t.Fatal(err)
		}
		for range 40000 {
			p := randomPosition(rng, Kiswahili)
			me := p.ToMove
			// The seeds of the stores go to the board, but one.
			extra := int(p.Store[0]) + int(p.Store[1]) - 1
			p.Store[me], p.Store[me.Other()], p.House[me] = 1, 0, HouseDestroyed
			for ; extra > 0; extra-- {
				k := rng.IntN(32)
				p.Pits[k/16][k%16]++
			}
			for k := rng.IntN(32); extra < 0; k = (k + 1) % 32 {
				if p.Pits[k/16][k%16] > 0 {
					p.Pits[k/16][k%16]--
					extra++
				}
			}
			if p.validateFor(&r) != nil {
				continue
			}
			got, want := moves(&r, &p, nil), generalMoves(&r, &p)
			if !slices.Equal(got, want) {
				t.Fatalf("profile %s: position %s: fast and general successors differ", name, mustJSON(t, &p))
			}
			for _, s := range want {
				if s.Position.Blocked != NoPit {
					blocks++
				}
			}
		}
	}
	t.Logf("%d successors with a block", blocks)
	if blocks == 0 {
		t.Error("no successor set a block: the test checks nothing")
	}
}
