//go:build !plainrules

package reference

import (
	"maps"
	"math/rand/v2"
	"slices"
	"testing"
	"time"
)

// TestMovesFastAgrees checks moves' fast form (fast_moves.go: playWords,
// finishWords) against the general loop (movesGeneral: legalPlays, sim.play,
// finishInto): on positions of random games and random deals (long moves,
// Donkers' limit, the lap limit, blocks) in every variant, under every
// profile, every option reading and random rule sets, Moves must give the
// same successors in the same order. It also checks that the fast form
// plays most moves of those positions itself.
func TestMovesFastAgrees(t *testing.T) {
	rng := rand.New(rand.NewPCG(12, 12))
	var total, fast int
	dirty := make([]Successor, 128)
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
			got := moves(&r, p, staleBuffer(dirty))
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
		if _, _, _, how := f.playWords(&c); how != gaveUp {
			n++
		}
	}
	return n
}

// TestMovesFastLastNamua checks moves' fast form against the general loop on
// the positions where a block depends on the stores after the move
// (DISPUTE-15's stores-empty reading, profiles donkers and abstractplay):
// the mover's last namua seed, the other store empty, his house destroyed
// (else lost-when-namua-ends sends the move the general way); and the other
// side's last namua seed, the mover in mtaji. Random deals
// rarely set a block there, so it also checks that some did.
func TestMovesFastLastNamua(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 15))
	blocks := 0
	// mine, theirs: the stores of the mover and the other side. Where the
	// other side keeps his last seed (the mover in mtaji, he in namua), no
	// block is set under the default rules (BLOCK-7 mtaji-only), where
	// prepareFast must read his phase after the move.
	for _, c := range []struct {
		name         string
		mine, theirs uint8
	}{{"donkers", 1, 0}, {"abstractplay", 1, 0}, {"default", 0, 1}, {"donkers", 0, 1}} {
		name := c.name
		r, err := Profile(name)
		if err != nil {
			t.Fatal(err)
		}
		for range 40000 {
			p := randomPosition(rng, Kiswahili)
			me := p.ToMove
			// The seeds of the stores go to the board, but one.
			extra := int(p.Store[0]) + int(p.Store[1]) - 1
			p.Store[me], p.Store[me.Other()], p.House[me] = c.mine, c.theirs, HouseDestroyed
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
			got, want := moves(&r, &p, staleBuffer(make([]Successor, 128))), generalMoves(&r, &p)
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

// TestMovesFastHouse checks moves' fast form against the general loop where
// playWords plays the mover's intact house and the end of the game itself:
// a sowing ending in the house (a capture from it, HOUSE-4 and DISPUTE-8; a
// kutakata stopping there, HOUSE-3 under DISPUTE-3a, DISPUTE-5, DISPUTE-9;
// DISPUTE-22's facing-only marker lets an empty house capture)
// and a capture emptying the opponent's front row (DISPUTE-12). Random deals
// reach those readings rarely, so here every combination of them is played
// on deals with the mover's house intact at 0 to 9 seeds and, in half of
// them, one pit left in the opponent's front row. It also checks that the
// fast form played such moves.
func TestMovesFastHouse(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 16))
	readings := map[string]bool{"houseCount": true, "inactiveHouse": true, "mtajiHouseTakata": true, "houseStop": true, "frontRowEmpty": true, "namuaHouseStop": true, "marker": true, "houseDestroyedBy": true}
	sets := []Rules{{}}
	for _, o := range Options {
		if !readings[o.Name] {
			continue
		}
		var more []Rules
		for _, r := range sets {
			for _, reading := range o.Readings {
				if err := o.Set(&r, reading); err != nil {
					t.Fatal(err)
				}
				more = append(more, r)
			}
		}
		sets = more
	}
	var inHouse, cleared, stopped int
	for k, r := range sets {
		for range 600 {
			p := houseDeal(rng)
			if p.validateFor(&r) != nil || turnStartOutcome(&r, &p).Over() || cycleSearched(&r, &p) {
				continue
			}
			got, want := moves(&r, &p, staleBuffer(make([]Successor, 128))), generalMoves(&r, &p)
			if !slices.Equal(got, want) {
				t.Fatalf("rule set %d %+v: position %s: fast and general successors differ:\nfast    %+v\ngeneral %+v", k, r, mustJSON(t, &p), got, want)
			}
			h, c, st := fastHouseMoves(&r, &p)
			inHouse += h
			cleared += c
			stopped += st
		}
	}
	t.Logf("%d rule sets; playWords ended %d moves in the intact house (%d of them stops with a safari twin) and %d by emptying the opponent's front row", len(sets), inHouse, stopped, cleared)
	if inHouse == 0 || cleared == 0 || stopped == 0 {
		t.Error("the fast form played none of the moves the test is for")
	}
}

// houseDeal is a random Kiswahili deal (randomPosition) with the mover's
// house intact at 0 to 9 seeds and, half the time, one front pit of the
// opponent's left; the seeds moved go to or come from other pits.
func houseDeal(rng *rand.Rand) Position {
	p := randomPosition(rng, Kiswahili)
	me, them := p.ToMove&1, (p.ToMove^1)&1
	moved := int(p.Pits[me][HouseRing]) - rng.IntN(10)
	p.Pits[me][HouseRing] -= uint8(moved) // (wraps below 0; moved puts it back)
	p.House[me] = HouseIntact
	if rng.IntN(2) == 0 {
		keep := rng.IntN(8)
		for i := range 8 {
			if i != keep {
				moved += int(p.Pits[them][i])
				p.Pits[them][i] = 0
			}
		}
	}
	for ; moved > 0; moved-- { // into the back rows
		k := rng.IntN(16)
		p.Pits[k/8][8+k%8]++
	}
	for k := rng.IntN(32); moved < 0; k = (k + 1) % 32 {
		if s, i := k/16, k%16; p.Pits[s][i] > 0 && !(s == int(me) && Ring(i) == HouseRing) {
			p.Pits[s][i]--
			moved++
		}
	}
	return p
}

// fastHouseMoves counts the starts of p that playWords plays itself whose
// sowing ended in the mover's intact house (stopped: those ending in a stop
// with a safari twin, HOUSE-4) or that emptied the opponent's front row.
func fastHouseMoves(r *Rules, p *Position) (inHouse, cleared, stopped int) {
	var cb [maxCandidates]Move
	cands, capture := candidates(r, p, cb[:0])
	if _, oblige := bindingObligation(r, p, cands, capture); oblige {
		return 0, 0, 0
	}
	var s sim
	s.setRules(r)
	var f fastMoves
	if !s.prepareFast(p, capture, &f) || f.houseRing == 0 {
		return 0, 0, 0
	}
	for _, c := range cands {
		w, _, _, how := f.playWords(&c)
		switch {
		case how == gaveUp:
		case how == stoppedInHouse:
			stopped++
			inHouse++
		case w.opp == 0:
			cleared++
		case (w.lo>>(HouseRing*8))&0xff > uint64(p.Pits[p.ToMove][HouseRing]):
			inHouse++ // (the house gained seeds: not exact, enough to see some)
		}
	}
	return inHouse, cleared, stopped
}

// staleBuffer returns buf[:0] with its whole capacity holding staleSuccessor,
// as a search hands Moves the buffer of an earlier position: a field that a
// fast form leaves unwritten shows against the general code's successors.
func staleBuffer(buf []Successor) []Successor {
	buf = buf[:cap(buf)]
	for k := range buf {
		buf[k] = staleSuccessor
	}
	return buf[:0]
}

// staleSuccessor is a successor no move of a test makes: every field holds a
// value other than the zero value and other than what a plain successor
// holds (a Hus position with both houses destroyed, a block, an obligation
// and two lasting blocks; a lap-limit loss; a safari move).
var staleSuccessor = Successor{
	Move: Move{Pit: PitOf(North, 15), Dir: CW, Kichwa: RightKichwa, Safari: true},
	Result: Result{
		Position: Position{
			Variant: Hus, ToMove: North,
			Pits:        [2][RingSize]uint8{{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16}, {16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1}},
			Store:       [2]uint8{7, 9},
			House:       [2]HouseState{HouseDestroyed, HouseDestroyed},
			Blocked:     PitOf(South, 3),
			MustCapture: PitOf(North, 4),
			Lasting:     [2]LastingBlock{{On: true, Ring: 2, Turns: 3}, {On: true, Ring: 5, Turns: 1}},
		},
		Outcome: Outcome{Winner: North, Reason: ReasonLapLimit},
	},
}

// TestPlayWordsNoSeeds: a namua capture start facing an empty pit, which
// candidates never lists, takes no seeds, and the sowing that would follow
// sows none; playWords gives the move up instead of looping for ever (its
// seed budget as unsigned with n-1). Seen hanging without that guard.
func TestPlayWordsNoSeeds(t *testing.T) {
	r, err := Profile("default")
	if err != nil {
		t.Fatal(err)
	}
	p := Start(Kiswahili, SetupStandard)
	p.Pits[North][7] = 0 // the pit facing South's ring 0
	var s sim
	s.setRules(&r)
	var f fastMoves
	if !s.prepareFast(&p, true, &f) || !f.namuaCapture {
		t.Fatal("the start position's capture moves are not played by playWords")
	}
	done := make(chan uint8, 1)
	go func() {
		m := Move{Pit: PitOf(South, 0)}
		_, _, _, how := f.playWords(&m)
		done <- how
	}()
	select {
	case how := <-done:
		if how != gaveUp {
			t.Errorf("how = %d, want gaveUp (%d)", how, gaveUp)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("playWords did not return on a start that sows no seeds")
	}
}
