//go:build !plainrules

package reference

import (
	"maps"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestEndsShortMasks holds the fast forms of fast_shortmask.go to
// captureEndsShort, start by start and for the whole set of a position's
// capture starts, on the positions of TestCaptureEndsShort (random games,
// random deals, fronts of 16) under every profile, every option reading and
// random rule sets, and the same with a front pit of the side not to move
// filled to 17..24 seeds (more than the proofs' bound of 16: withBigFronts);
// both answers must be reached.
func TestEndsShortMasks(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 15))
	var proven, unproven int
	sets := proofRuleSets(t, rng)
	for _, name := range slices.Sorted(maps.Keys(sets)) {
		r := sets[name]
		r.LapLimit = Lap100Illegal
		for _, p := range withBigFronts(&r, proofPositions(&r, rng), rng) {
			if p.Variant == Hus || frontEmpty(&p.Pits[p.ToMove]) {
				continue
			}
			if p.Phase() == Mtaji {
				cw, ccw, _ := mtajiCaptureStarts(&r, &p.Pits[p.ToMove], &p.Pits[p.ToMove.Other()])
				for _, c := range captureStartsOf(&r, &p) {
					if c.kc == RightKichwa {
						continue // the same start as the left one: NoKichwa below tries both
					}
					one := uint16(1) << c.i
					scw, sccw := one, uint16(0)
					if c.d == CCW {
						scw, sccw = 0, one
					}
					want := captureEndsShort(&r, &p, c.i, c.d, NoKichwa, false)
					if got := mtajiEndsShort(&r, &p, scw, sccw); got != want {
						t.Fatalf("%s: position %s, mtaji start %v %v: mtajiEndsShort %v, captureEndsShort %v", name, mustJSON(t, &p), c.i, c.d, got, want)
					}
					if want {
						proven++
					} else {
						unproven++
					}
				}
				if got, want := mtajiEndsShort(&r, &p, cw, ccw), mtajiProvenShort(&r, &p, cw, ccw); got != want {
					t.Fatalf("%s: position %s: mtajiEndsShort %v, mtajiProvenShort %v", name, mustJSON(t, &p), got, want)
				}
			}
			if p.Phase() == Namua {
				set := namuaCaptures(&r, &p, p.ToMove)
				for s := set; s != 0; s &= s - 1 {
					i := Ring(bits.TrailingZeros8(s))
					want := captureEndsShort(&r, &p, i, NoDir, NoKichwa, true)
					if got := namuaEndsShort(&r, &p, 1<<i); got != want {
						t.Fatalf("%s: position %s, namua start %v: namuaEndsShort %v, captureEndsShort %v", name, mustJSON(t, &p), i, got, want)
					}
					if want {
						proven++
					} else {
						unproven++
					}
				}
				if got, want := namuaEndsShort(&r, &p, set), namuaProvenShort(&r, &p, set); got != want {
					t.Fatalf("%s: position %s: namuaEndsShort %v, namuaProvenShort %v", name, mustJSON(t, &p), got, want)
				}
			}
		}
	}
	t.Logf("%d starts proven, %d not", proven, unproven)
	if proven == 0 || unproven == 0 {
		t.Error("both answers must be reached")
	}
}

// mtajiProvenShort, the form of mtajiEndsShort start by start, reports whether captureEndsShort proves one of the mtaji
// capture starts cw, ccw (mtajiCaptureStarts) short.
func mtajiProvenShort(r *Rules, p *Position, cw, ccw uint16) bool {
	for starts := cw; starts != 0; starts &= starts - 1 {
		i := Ring(bits.TrailingZeros16(starts))
		if captureEndsShort(r, p, i, CW, NoKichwa, false) {
			return true
		}
	}
	for starts := ccw; starts != 0; starts &= starts - 1 {
		i := Ring(bits.TrailingZeros16(starts))
		if captureEndsShort(r, p, i, CCW, NoKichwa, false) {
			return true
		}
	}
	return false
}

// namuaProvenShort, the form of namuaEndsShort start by start, reports whether captureEndsShort proves one of the namua
// capture starts set (namuaCaptures) short.
func namuaProvenShort(r *Rules, p *Position, set uint8) bool {
	for ; set != 0; set &= set - 1 {
		i := Ring(bits.TrailingZeros8(set))
		if captureEndsShort(r, p, i, NoDir, NoKichwa, true) {
			return true
		}
	}
	return false
}

// withBigFronts returns pos and, for each position, the same with one front
// pit of the side not to move filled to 17..24 seeds from its other pits
// (where the game still goes on): captures of more than a lap, which the
// proofs must leave unproven.
func withBigFronts(r *Rules, pos []Position, rng *rand.Rand) []Position {
	out := slices.Clone(pos)
	for _, p := range pos {
		opp := &p.Pits[p.ToMove.Other()]
		j, want := rng.IntN(8), uint8(17+rng.IntN(8))
		for k := 0; k < RingSize && opp[j] < want; k++ {
			if k != j {
				move := min(opp[k], want-opp[j])
				opp[k] -= move
				opp[j] += move
			}
		}
		if opp[j] == want && p.validateFor(r) == nil && !turnStartOutcome(r, &p).Over() {
			out = append(out, p)
		}
	}
	return out
}
