//go:build !plainrules

package reference

import (
	"encoding/binary"
	"math/rand/v2"
	"slices"
	"testing"
)

// This file holds the fast forms of legal.go, position.go, sow.go and
// verdict.go (fast_legal.go, fast_sow.go, fast_apply.go, fast_verdict.go) to
// their plain forms.

// TestWordTricks checks the word-wide seed tests of Validate against plain
// loops: every count in every pit, beside random others.
func TestWordTricks(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 4))
	for range 2000 {
		var ring [RingSize]uint8
		for i := range ring {
			ring[i] = uint8(rng.IntN(256))
			if rng.IntN(2) == 0 {
				ring[i] %= TotalSeeds + 1
			}
		}
		for i := range ring {
			for v := 0; v < 256; v++ {
				ring[i] = uint8(v)
				over, sum := false, 0
				for _, n := range ring {
					over = over || n > TotalSeeds
					sum += int(n)
				}
				got := byteSum(binary.LittleEndian.Uint64(ring[:8])) + byteSum(binary.LittleEndian.Uint64(ring[8:]))
				if pitsOver(&ring) != over || got != sum {
					t.Fatalf("%v: pitsOver %v, sum %d; want %v, %d", ring, pitsOver(&ring), got, over, sum)
				}
			}
		}
	}
}

// TestMtajiCandidates checks the word-wide mtaji starts and capture targets
// against the plain reading, on random rows of every kind (counts 0 to 64),
// random blocks, under every reading of the options they read.
func TestMtajiCandidates(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	for k := range 300000 {
		var r Rules
		r.Marker = Marker(k % 2)
		r.MtajiFirstKichwa = MtajiFirstKichwa(k / 2 % 2)
		r.BackRowKutakata = BackRowKutakata(k / 4 % 2)
		r.Kutakatia = Kutakatia(k / 8 % 2)
		r.LoneKichwa = LoneKichwa(k / 16 % 3)
		r.KujifunzaBlocking = KujifunzaBlocking(k / 48 % 2) // DISPUTE-26: a stated block binds only under on
		p := Position{Variant: Kujifunza, ToMove: Side(rng.IntN(2)), Blocked: NoPit, MustCapture: NoPit}
		for s := range p.Pits {
			for i := range p.Pits[s] {
				switch rng.IntN(5) {
				case 0: // empty
				case 1:
					p.Pits[s][i] = uint8(rng.IntN(4))
				case 2:
					p.Pits[s][i] = uint8(rng.IntN(20))
				case 3:
					if rng.IntN(3) == 0 {
						p.Pits[s][i] = uint8(rng.IntN(65))
					}
				}
			}
			if rng.IntN(4) == 0 { // sparse front rows: lone kichwas, back-row kutakata
				for i := range 8 {
					if rng.IntN(4) != 0 {
						p.Pits[s][i] = 0
					}
				}
			}
		}
		if rng.IntN(3) == 0 {
			p.Blocked = PitOf(p.ToMove, Ring(rng.IntN(8)))
		}
		var wb, gb [maxCandidates]Move
		want, wcap := plainMtajiCandidates(&r, &p, wb[:0])
		got, gcap := fastMtajiCandidates(&r, &p, gb[:0])
		if !slices.Equal(got, want) || gcap != wcap {
			t.Fatalf("%+v under %+v: mtajiCandidates %v (capture %v), want %v (%v)", p, r, got, gcap, want, wcap)
		}
		var targets uint8
		if wcap {
			for _, c := range want {
				targets |= 1 << firstTarget(&p, c)
			}
		}
		if m := mtajiTargets(&r, &p.Pits[p.ToMove], &p.Pits[p.ToMove.Other()]); m != targets {
			t.Fatalf("%v: mtajiTargets %08b, want %08b", p.Pits, m, targets)
		}
	}
}

// TestHasShortMove checks hasShortMove against playing every legal start, on
// positions of random games and random deals, under Donkers' limit with
// every profile and option reading.
func TestHasShortMove(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	var no, yes int
	for name, r := range ruleSets(t) {
		r.LapLimit = Lap100Illegal
		var pos []Position
		for _, v := range []Variant{Kiswahili, Kujifunza, Hus} {
			pos = append(pos, playedPositions(r, v, 100, 11)...)
			for range 1000 {
				if p := randomPosition(rng, v); p.validateFor(&r) == nil && !turnStartOutcome(&r, &p).Over() {
					pos = append(pos, p)
				}
			}
		}
		for i := range pos {
			p := &pos[i]
			got, want := hasShortMove(&r, p), plainHasMove(&r, p)
			if got != want {
				t.Fatalf("%s: position %s: hasShortMove %v, want %v", name, mustJSON(t, p), got, want)
			}
			if want {
				yes++
			} else {
				no++
			}
		}
	}
	t.Logf("%d positions with a short move, %d without", yes, no)
	if no == 0 {
		t.Error("no position without a short move: the test does not reach that answer")
	}
}

// TestLegalSets holds each fast form of the dispatch files' sets and
// sowing to its plain form, on random rings of every kind (counts 0 to 64,
// sparse rows, lone pits), under both marker readings.
func TestLegalSets(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 27))
	for k := range 200000 {
		var mine, opp [RingSize]uint8
		for _, ring := range []*[RingSize]uint8{&mine, &opp} {
			for i := range ring {
				switch rng.IntN(5) {
				case 0:
				case 1:
					ring[i] = uint8(rng.IntN(3))
				case 2:
					ring[i] = uint8(rng.IntN(20))
				case 3:
					ring[i] = uint8(rng.IntN(65))
				}
			}
			if rng.IntN(4) == 0 {
				for i := range 8 {
					if rng.IntN(3) != 0 {
						ring[i] = 0
					}
				}
			}
		}
		var r Rules
		r.Marker = Marker(k % 2)
		if fastFrontEmpty(&mine) != plainFrontEmpty(&mine) || fastFrontRings(&mine) != plainFrontRings(&mine) ||
			fastFacingRings(&opp) != plainFacingRings(&opp) || fastPairRings(&mine) != plainPairRings(&mine) ||
			fastNoPairs(&mine) != plainNoPairs(&mine) {
			t.Fatalf("mine %v opp %v: a fast set differs from its plain form", mine, opp)
		}
		if fastPitsOver(&mine) != plainPitsOver(&mine) {
			t.Fatalf("%v: fastPitsOver %v", mine, fastPitsOver(&mine))
		}
		if f, p := fastMtajiTargets(&r, &mine, &opp), plainMtajiTargets(&r, &mine, &opp); f != p {
			t.Fatalf("mine %v opp %v marker %v: fastMtajiTargets %08b, plain %08b", mine, opp, r.Marker, f, p)
		}
		fcw, fccw := fastMtajiStarts(&r, &mine, &opp)
		pcw, pccw := plainMtajiStarts(&r, &mine, &opp)
		if fcw != pcw || fccw != pccw {
			t.Fatalf("mine %v opp %v marker %v: fastMtajiStarts %016b %016b, plain %016b %016b", mine, opp, r.Marker, fcw, fccw, pcw, pccw)
		}
		// SOW-1: up to 64 seeds (4 laps) into pits left room for them.
		first, n, d := Ring(rng.IntN(RingSize)), 1+rng.IntN(64), CW
		if rng.IntN(2) == 0 {
			d = CCW
		}
		a := mine
		for i := range a {
			a[i] %= 65 - 4
		}
		b := a
		fastSow(&a, first, n, d)
		if plainSow(&b, first, n, d); a != b {
			t.Fatalf("sow %d from %d dir %d: fast %v, plain %v", n, first, d, a, b)
		}
	}
}

// TestNamuaCandidates holds fastNamuaCandidates to plainNamuaCandidates on
// positions of random games and random deals under every profile and
// option reading.
func TestNamuaCandidates(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 3))
	checked := 0
	for name, r := range ruleSets(t) {
		pos := playedPositions(r, Kiswahili, 100, 5)
		for range 300 {
			pos = append(pos, randomPosition(rng, Kiswahili))
		}
		for i := range pos {
			p := &pos[i]
			if p.Phase() != Namua || p.FrontEmpty(p.ToMove) {
				continue
			}
			var wb, gb [maxCandidates]Move
			want, wcap := plainNamuaCandidates(&r, p, wb[:0])
			got, gcap := fastNamuaCandidates(&r, p, gb[:0])
			if !slices.Equal(got, want) || gcap != wcap {
				t.Fatalf("%s: %s: fastNamuaCandidates %v (capture %v), plainNamuaCandidates %v (%v)", name, mustJSON(t, p), got, gcap, want, wcap)
			}
			checked++
		}
	}
	if checked == 0 {
		t.Fatal("no namua position checked")
	}
}
