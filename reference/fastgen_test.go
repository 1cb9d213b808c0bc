package reference

import (
	"encoding/binary"
	"math/rand/v2"
	"slices"
	"testing"
)

// everyMove lists every move a caller may pass, legal or not: each pit (and
// none), each direction (and a bad one), each kichwa choice.
func everyMove() []Move {
	var out []Move
	for pit := Pit(0); pit <= 32; pit++ {
		p := pit
		if pit == 32 {
			p = NoPit
		}
		for _, d := range []Dir{NoDir, CW, CCW, 2} {
			for _, k := range []Kichwa{NoKichwa, LeftKichwa, RightKichwa} {
				out = append(out, Move{Pit: p, Dir: d, Kichwa: k})
			}
		}
	}
	return out
}

// TestIsStart checks Apply's legality test of one start against the list of
// candidates, for every move on positions of random games in every variant
// under every profile and every option reading.
func TestIsStart(t *testing.T) {
	all := everyMove()
	checked := 0
	for name, r := range ruleSets(t) {
		var pos []Position
		for _, v := range []Variant{Kiswahili, Kujifunza, Hus} {
			pos = append(pos, playedPositions(r, v, 120, 7)...)
		}
		for i := range pos {
			p := &pos[i]
			var buf [maxCandidates]Move
			cands, capture := candidates(&r, p, buf[:0])
			for _, m := range all {
				legal, c := isStart(&r, p, m)
				want := slices.Contains(cands, m)
				if legal != want || (want && c != capture) {
					t.Fatalf("%s: position %s, move %+v: isStart %v, %v; candidates %v, %v", name, mustJSON(t, p), m, legal, c, want, capture)
				}
				checked++
			}
		}
	}
	t.Logf("%d starts checked", checked)
}

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

// plainMtajiCandidates is the plain reading of MTAJI-1, MTAJI-4, CAP-8,
// SEEDCAP, DISPUTE-21 and BLOCK-4 that mtajiCandidates computes with
// word-wide sets: each pit, each direction, one by one.
func plainMtajiCandidates(r *Rules, p *Position, buf []Move) ([]Move, bool) {
	me := p.ToMove
	mine, opp := &p.Pits[me], &p.Pits[me.Other()]
	start := len(buf)
	for i := Ring(0); i < RingSize; i++ {
		n := int(mine[i])
		if n < 2 || n > maxCaptureSeeds { // SEEDCAP-1..4
			continue
		}
		for _, d := range [2]Dir{CW, CCW} {
			land, before := firstLanding(mine, i, n, d)
			if !r.marks(opp, land, before) { // CAP-8, MTAJI-6
				continue
			}
			pit := PitOf(me, i)
			if r.MtajiFirstKichwa == MtajiKichwaFree && centralRing(land) {
				buf = append(buf, Move{Pit: pit, Dir: d, Kichwa: LeftKichwa}, Move{Pit: pit, Dir: d, Kichwa: RightKichwa})
			} else {
				buf = append(buf, Move{Pit: pit, Dir: d})
			}
		}
	}
	if len(buf) > start {
		return buf, true
	}
	// Kutakata (MTAJI-4, DISPUTE-21): the front row if any front pit holds 2+.
	lo, hi := 0, 8
	if pairsIn(mine, 0, 8) == 0 {
		if r.BackRowKutakata == BackRowIfFrontEmpty && !frontEmpty(mine) {
			return buf, false
		}
		lo, hi = 8, RingSize
	}
	occupied := nonEmptyFront(mine)
	blocked := p.Blocked
	if r.Kutakatia == KutakatiaOff {
		blocked = NoPit // DISPUTE-31: a given block binds nothing
	}
	for i := Ring(lo); i < Ring(hi); i++ {
		if mine[i] < 2 || PitOf(me, i) == blocked { // BLOCK-4: a blocked pit cannot start a kutakata
			continue
		}
		for _, d := range [2]Dir{CW, CCW} {
			if i.Front() && loneKichwaBack(r, mine, i, d, occupied) {
				continue
			}
			buf = append(buf, Move{Pit: PitOf(me, i), Dir: d})
		}
	}
	return buf, false
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
		got, gcap := mtajiCandidates(&r, &p, gb[:0])
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

// TestPlainValid checks validateFor's quick test: it passes only positions
// the full checks pass, on positions of random games changed at random (a
// byte or two of any field), under both readings of DISPUTE-4; and it passes
// most positions of games.
func TestPlainValid(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 6))
	var pos []Position
	for _, v := range []Variant{Kiswahili, Kujifunza, Hus} {
		pos = append(pos, playedPositions(Rules{}, v, 300, 9)...)
	}
	plain := 0
	for k := range 400000 {
		p := pos[k%len(pos)]
		if k >= len(pos) {
			fields := []*uint8{(*uint8)(&p.Variant), (*uint8)(&p.ToMove), &p.Store[0], &p.Store[1],
				(*uint8)(&p.House[0]), (*uint8)(&p.House[1]), (*uint8)(&p.Blocked), (*uint8)(&p.MustCapture),
				(*uint8)(&p.Lasting[0].Ring), &p.Lasting[1].Turns}
			for s := range p.Pits {
				for i := range p.Pits[s] {
					fields = append(fields, &p.Pits[s][i], &p.Pits[s][i], &p.Pits[s][i])
				}
			}
			for range 1 + rng.IntN(2) {
				f := fields[rng.IntN(len(fields))]
				switch rng.IntN(3) {
				case 0:
					*f = uint8(rng.IntN(256))
				case 1:
					*f++
				default:
					*f--
				}
			}
			if rng.IntN(20) == 0 {
				p.Lasting[rng.IntN(2)].On = true
			}
		}
		var r Rules
		r.HouseDestroyedBy = HouseDestroyedBy(k % 2)
		if p.plainValid(&r) {
			plain++
			if err := p.checkFor(&r); err != nil {
				t.Fatalf("%+v: plainValid, but %v", p, err)
			}
		}
	}
	if plain < len(pos)/2 {
		t.Errorf("plainValid passed %d positions: want most positions of games", plain)
	}
}
