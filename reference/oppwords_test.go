package reference

import (
	"maps"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestOppWords holds what hasShortMoveAfter reads from oppWords to what
// hasShortMove works out on the successor itself, for every move the fast
// form of Moves plays (playWords) of positions of random games and random
// deals under every profile, every option reading and random rule sets
// (proofRuleSets): the mtaji capture starts, the empty pits, the namua
// capture starts and their 2-sowing proof, and the verdict. A weaker proof
// would leave the verdicts equal (bareShort proves the start instead), so
// each part is compared, not only the verdict. It was seen to fail with
// the captured pits left out of each part (the mtaji starts, the namua
// front rings, either kichwa's set of ends) and with the facing-only
// markers left in the namua ends.
func TestOppWords(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 21))
	sets := proofRuleSets(t, rng)
	var mtaji, namua, proven int
	for _, name := range slices.Sorted(maps.Keys(sets)) { // in order: the same positions every run
		r := sets[name]
		r.LapLimit = Lap100Illegal
		var pos []Position
		for _, v := range []Variant{Kiswahili, Kujifunza} {
			pos = append(pos, playedPositions(r, v, 60, 7)...)
			for range 150 {
				if p := randomPosition(rng, v); p.validateFor(&r) == nil && !cycleSearched(&r, &p) {
					pos = append(pos, p)
				}
			}
		}
		for i := range pos {
			p := &pos[i]
			if turnStartOutcome(&r, p).Over() {
				continue
			}
			var cb [maxCandidates]Move
			cands, capture := candidates(&r, p, cb[:0])
			var s sim
			s.setRules(&r)
			var f fastMoves
			if !s.prepareFast(p, capture, &f) {
				continue
			}
			var o oppWords
			o.prepare(p, p.ToMove.Other())
			for _, c := range cands {
				w, captured, _, ok := f.playWords(c)
				if !ok || w.opp == 0 {
					continue
				}
				var res Result
				s.captured, s.firstTarget, s.liftedRings = captured, noTarget, 0
				s.finishWords(p, &res, w, &f)
				q := &res.Position
				me := q.ToMove
				mine, opp := &q.Pits[me], &q.Pits[me.Other()]
				if got, want := o.emptyRings(mine, captured), emptyRings(mine); got != want {
					t.Fatalf("%s: %s, move %v: empty pits %016b, want %016b", name, mustJSON(t, p), c, got, want)
				}
				if q.Phase() == Mtaji {
					mtaji++
					gcw, gccw := o.mtajiStarts(&r, mine, opp, captured)
					wcw, wccw := mtajiStarts(&r, mine, opp)
					if gcw != wcw || gccw != wccw {
						t.Fatalf("%s: %s, move %v: mtaji starts %016b %016b, want %016b %016b", name, mustJSON(t, p), c, gcw, gccw, wcw, wccw)
					}
				} else {
					namua++
					set, ok := o.namuaEndsShort(&r, q, captured)
					wset := namuaCaptures(&r, q, me)
					wok := wset != 0 && namuaEndsShort(&r, q, wset, emptyRings(mine))
					if set != wset || ok != wok {
						t.Fatalf("%s: %s, move %v: namua starts %08b proven %v, want %08b %v", name, mustJSON(t, p), c, set, ok, wset, wok)
					}
					if ok {
						proven++
					}
				}
				if got, want := hasShortMoveAfter(&r, q, &o, captured), hasShortMove(&r, q); got != want {
					t.Fatalf("%s: %s, move %v: verdict %v, want %v", name, mustJSON(t, p), c, got, want)
				}
			}
		}
	}
	t.Logf("%d mtaji successors, %d namua (%d proven)", mtaji, namua, proven)
	if mtaji < 1000 || proven < 1000 || namua-proven < 100 {
		t.Errorf("too few successors reached: %d mtaji, %d namua (%d proven)", mtaji, namua, proven)
	}
}

// BenchmarkShortVerdictAfter measures the verdict as passWords asks it under
// profile donkers (hasMoveAfter: oppWords worked out at a position's first
// successor, then read by each), on W1's successors that the fast form of
// Moves plays, in W1's order ("oppWords"), and hasShortMove on the same
// successors ("each").
func BenchmarkShortVerdictAfter(b *testing.B) {
	r, err := Profile("donkers")
	if err != nil {
		b.Fatal(err)
	}
	type after struct {
		q        Position
		parent   int // index into pos
		captured uint8
	}
	pos := benchPositions(b)
	var qs []after
	for k := range pos {
		p := &pos[k]
		if turnStartOutcome(&r, p).Over() {
			continue
		}
		var cb [maxCandidates]Move
		cands, capture := candidates(&r, p, cb[:0])
		var s sim
		s.setRules(&r)
		var f fastMoves
		if _, oblige := bindingObligation(&r, p, cands, capture); oblige || !s.prepareFast(p, capture, &f) {
			continue
		}
		for _, c := range cands {
			w, captured, _, ok := f.playWords(c)
			if !ok {
				continue
			}
			var res Result
			s.captured, s.firstTarget, s.liftedRings = captured, noTarget, 0
			s.finishWords(p, &res, w, &f)
			if !res.Outcome.Over() || res.Outcome.Reason == ReasonNoLegalMove {
				qs = append(qs, after{res.Position, k, captured})
			}
		}
	}
	b.Run("oppWords", func(b *testing.B) {
		b.ReportAllocs()
		var o oppWords
		last := -1
		clk := startCPU(b)
		for i := 0; i < b.N; i++ {
			a := &qs[i%len(qs)]
			if a.parent != last {
				o, last = oppWords{}, a.parent // a new position: worked out again
			}
			hasMoveAfter(&r, &a.q, &o, &pos[a.parent], a.captured)
		}
		clk.report(b, 0, "")
	})
	b.Run("each", func(b *testing.B) { // hasShortMove on each successor
		b.ReportAllocs()
		clk := startCPU(b)
		for i := 0; i < b.N; i++ {
			hasShortMove(&r, &qs[i%len(qs)].q)
		}
		clk.report(b, 0, "")
	})
}
