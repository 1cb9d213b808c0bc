//go:build !plainrules

package reference

import (
	"math/bits"
	"math/rand/v2"
	"testing"
)

// captureStartsByPit is mtajiCaptureStarts pit by pit, as the rules say it
// (MTAJI-1, CAP-8, SEEDCAP): each pit of 2..15 seeds whose first sowing,
// either way, ends on a marker. The reference for TestLandingOn.
func captureStartsByPit(markers uint16, mine *[RingSize]uint8) (cw, ccw, landed uint16) {
	for i := range RingSize {
		n := int(mine[i])
		if n < 2 || n > maxCaptureSeeds {
			continue
		}
		for _, d := range [2]Dir{CW, CCW} {
			land := Ring(i).Step(Dir(n) * d)
			if markers&(1<<land) == 0 {
				continue
			}
			landed |= 1 << land
			if d == CW {
				cw |= 1 << i
			} else {
				ccw |= 1 << i
			}
		}
	}
	return cw, ccw, landed
}

// TestLandingOn holds mtajiCaptureStarts (landingOn's byte-wise arithmetic)
// to captureStartsByPit on random rows, pits of any count up to 255 among
// them, under both readings of what a marker is (DISPUTE-22); it was seen to
// fail with each shift stage of landingOn broken, the back-ring test
// dropped, and the seed range 2..15 widened either way.
func TestLandingOn(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 16))
	var found int
	for k := range 400000 {
		var r Rules
		if k%2 == 1 {
			r.Marker = MarkerFacingOnly
		}
		var mine, opp [RingSize]uint8
		for i := range mine {
			mine[i] = uint8(rng.IntN(18))
			if rng.IntN(8) == 0 {
				mine[i] = uint8(rng.IntN(256))
			}
			opp[i] = uint8(rng.IntN(3))
		}
		cw, ccw, landed := mtajiCaptureStarts(&r, &mine, &opp)
		wcw, wccw, wlanded := captureStartsByPit(r.markerRings(&mine, &opp), &mine)
		if cw != wcw || ccw != wccw || landed != wlanded {
			t.Fatalf("marker %v: mine %v opp %v: mtajiCaptureStarts %016b %016b %016b, want %016b %016b %016b",
				r.Marker, mine, opp, cw, ccw, landed, wcw, wccw, wlanded)
		}
		found += bits.OnesCount16(cw | ccw)
	}
	if found == 0 {
		t.Error("no capture start: the test reaches nothing")
	}
}

// TestLandedOn holds landedOn (every start's landing as one bit a byte) to
// landings(mine, landingOn(mine, markers)) on random rows, pits of any count
// up to 255 among them, and random marker sets.
func TestLandedOn(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 17))
	var found int
	for range 400000 {
		var mine [RingSize]uint8
		for i := range mine {
			mine[i] = uint8(rng.IntN(18))
			if rng.IntN(8) == 0 {
				mine[i] = uint8(rng.IntN(256))
			}
		}
		markers := uint8(rng.Uint32())
		cw, ccw := landingOn(&mine, markers)
		want := uint8(landings(&mine, cw, ccw))
		if got := landedOn(&mine, markers); got != want {
			t.Fatalf("mine %v markers %08b: landedOn %08b, want %08b", mine, markers, got, want)
		}
		found += bits.OnesCount8(want)
	}
	if found == 0 {
		t.Error("no landing: the test reaches nothing")
	}
}
