package mapping

import (
	"fmt"
	"strings"
	"sync"

	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/reference"
)

// Probe is one mapping position: a moves request whose answer changes
// under the slips. Every probe is a Kiswahili position with no block, whose
// answer is the same under every reading of every disputed point and every
// profile (TestMappingProbesReadingFree), and no two sides of which look alike
// (TestMappingProbesAsymmetric).
type Probe struct {
	// ID names the probe in the report: m01, m02, ...
	ID string `json:"id"`
	// About says what the position shows.
	About string `json:"about"`
	// Position is the position sent.
	Position reference.Position `json:"position"`
}

// Request returns the probe's request as the runner sends it: the members
// after the id.
func (p *Probe) Request() []byte {
	b := []byte(`"op":"moves","rules":` + rulesJSON + `,"position":`)
	return protocol.AppendPosition(b, &p.Position)
}

// probeSpec is a probe as written below: its position in the text form.
type probeSpec struct {
	about, text string
}

// probeSpecs are the mapping positions, in the text form (reference's
// MarshalText: North's back row b8..b1, front row a8..a1, South's front
// row A1..A8, back row B1..B8, as seen from South's seat). They were picked
// from random sparse positions by a greedy search for a set on which every
// slip changes several answers and any two slips differ on two or more,
// with few moves each, short sowings and few captures, in quotas: four
// namua captures with a kichwa choice (the kichwa slips), four namua
// kutakata, two mtaji kutakata, and four mtaji captures that may start
// from the back row (the only back-row starts no reading of DISPUTE-21
// changes: back-dir-swapped and the back rows' two forms); seven with
// South to move, seven with North.
//
// The houses and stores read from the other side change the legal moves,
// not only a house's or a store's state after the move, which rule bugs
// change too (an engine that never destroys a house): m01-m04 and m09
// were picked again for that. No probe can give the mover an intact
// house: every slip and pair must map an intact house to a pit with
// seeds (so A4, A5, a4 and a5 hold seeds), and a namua house facing seeds
// beside another front pit is a capture under one reading of DISPUTE-7
// and not the other. So the namua captures m01-m04 have the mover's house
// destroyed, holding 6 or more seeds when a sowing relays through it, and
// the other side's intact (captured by one of the moves): read from the
// other side, the mover's house is intact and functional and offers a
// stop or a safari there. In m03, m04 and m09 North plays his last store
// seed and South's store is empty, with North's house destroyed (an intact
// one is lost at the end of that move under one reading of DISPUTE-3d):
// read from the other side, North's store is empty and he plays mtaji.
// The tests hold the properties (mapping_test.go); the About texts were
// written by hand from the boards.
var probeSpecs = []probeSpec{
	{"namua, South to move: A4 captures North's intact house a5 (1), A5 captures a4 (2), each at the kichwa South chooses; from the right kichwa the sowing relays through South's destroyed house A5 (8 seeds then)", `
kiswahili south to move
north store 15 house intact
b 0 0 0 5 8 0 0 0
a 0 0 0 1 2 0 0 0
A 0 0 0 1 6 0 1 0
B 0 0 0 2 8 0 0 0
south store 15 house destroyed
`},
	{"namua, South to move: A4 captures North's intact house a5 (2), A5 captures a4 (1), each at the kichwa South chooses; from the right kichwa the sowing relays through South's destroyed house A5 (10 seeds then)", `
kiswahili south to move
north store 16 house intact
b 0 0 0 1 4 0 0 0
a 0 0 7 2 1 0 0 0
A 0 0 0 2 8 0 0 2
B 0 3 0 1 1 0 0 0
south store 16 house destroyed
`},
	{"namua, North's last store seed: a4 captures South's intact house A5 (1), a5 captures A4 (2), each at the kichwa North chooses; from the left kichwa the sowing relays through North's destroyed house a5 (9 seeds then)", `
kiswahili north to move
north store 1 house destroyed
b 0 0 9 2 2 0 0 0
a 0 0 0 7 4 0 2 0
A 0 0 0 2 1 19 0 0
B 12 0 0 1 2 0 0 0
south store 0 house intact
`},
	{"namua, North's last store seed: a4 captures South's intact house A5 (3), a5 captures A4 (1), each at the kichwa North chooses; from the left kichwa the sowing relays through North's destroyed house a5 (6 seeds then)", `
kiswahili north to move
north store 1 house destroyed
b 0 7 0 9 10 2 0 0
a 0 0 0 4 13 0 0 3
A 0 0 0 1 3 0 0 0
B 0 0 0 3 8 0 0 0
south store 0 house intact
`},
	{"mtaji, South to move: A6 sown ccw, and B4 sown cw from the back row, end in A2 and capture a7 (8) at the left kichwa", `
kiswahili south to move
north store 0 house destroyed
b 0 0 0 0 0 0 0 0
a 0 8 0 0 23 0 0 0
A 0 10 0 0 14 4 0 0
B 0 0 0 5 0 0 0 0
south store 0 house destroyed
`},
	{"mtaji, South to move: A6 sown ccw ends in A2 and captures a7 (6) at the left kichwa; B7 sown ccw from the back row ends in A7 and captures a2 (6) at the right kichwa", `
kiswahili south to move
north store 0 house destroyed
b 6 0 0 0 0 0 0 11
a 0 6 0 2 0 0 6 4
A 0 1 0 7 6 4 4 1
B 3 0 0 0 0 0 3 0
south store 0 house destroyed
`},
	{"mtaji, North to move: a2 sown cw, and b6 sown ccw from the back row, end in a7 and capture A2 (3) at the right kichwa, then relay once from a6", `
kiswahili north to move
north store 0 house destroyed
b 1 1 4 1 0 0 4 10
a 0 1 7 0 5 3 5 3
A 1 3 0 6 0 0 2 2
B 0 0 0 2 0 0 0 3
south store 0 house destroyed
`},
	{"mtaji, North to move: a5 and a6 sown ccw, and b1 sown cw from the back row, end in a2 and capture A7 (2) at the left kichwa, then relay once from a2", `
kiswahili north to move
north store 0 house destroyed
b 1 3 0 4 0 2 1 2
a 0 7 4 3 4 0 9 0
A 0 0 3 0 1 1 2 0
B 3 2 4 1 3 0 3 1
south store 0 house destroyed
`},
	{"namua, North's last store seed, no capture: a5 (1, North's destroyed house and his only front pit) takes it and its 2 seeds are sown either way", `
kiswahili north to move
north store 1 house destroyed
b 0 0 15 0 9 0 0 7
a 0 0 0 1 0 0 0 0
A 0 12 10 0 0 0 0 0
B 0 0 0 0 9 0 0 0
south store 0 house destroyed
`},
	{"namua, North to move, no capture: a5 (6, North's destroyed house) takes the hand seed and its 7 seeds are sown either way", `
kiswahili north to move
north store 17 house destroyed
b 1 0 12 0 5 0 0 0
a 0 0 0 6 0 0 0 0
A 0 0 0 0 1 0 0 0
B 0 0 0 0 6 0 0 0
south store 16 house destroyed
`},
	{"namua, South to move, no capture: A7 (4) takes the hand seed and its 5 seeds are sown either way", `
kiswahili south to move
north store 21 house destroyed
b 0 6 0 0 0 0 0 0
a 4 0 0 0 8 0 0 0
A 0 0 0 0 0 0 4 0
B 0 0 0 0 0 0 0 0
south store 21 house destroyed
`},
	{"namua, South to move, no capture: A7 (4) takes the hand seed and its 5 seeds are sown either way, beside North's piles a5 (20) and b3 (16)", `
kiswahili south to move
north store 10 house destroyed
b 0 0 0 0 0 16 1 0
a 0 0 0 20 3 0 0 0
A 0 0 0 0 0 0 4 0
B 0 0 0 0 0 0 0 0
south store 10 house destroyed
`},
	{"mtaji, North to move, no capture: a3 (3) and a7 (5) sown either way", `
kiswahili north to move
north store 0 house destroyed
b 0 0 0 0 9 0 0 0
a 0 5 0 0 0 3 0 0
A 17 0 0 14 0 6 0 0
B 0 0 0 0 0 0 5 5
south store 0 house destroyed
`},
	{"mtaji, South to move, no capture: A5 (8, South's destroyed house) and A7 (9) sown either way, each ending in the back row", `
kiswahili south to move
north store 0 house destroyed
b 0 0 0 7 0 0 0 0
a 0 0 2 0 16 0 0 15
A 0 0 0 0 8 0 9 0
B 0 0 0 0 0 7 0 0
south store 0 house destroyed
`},
}

var (
	probesOnce sync.Once
	probes     []Probe
)

// Probes returns the mapping positions, in the order Diagnose reads the
// answers. The caller must not change them.
func Probes() []Probe {
	probesOnce.Do(func() {
		for i, ps := range probeSpecs {
			p, err := reference.ParsePositionText(strings.TrimSpace(ps.text))
			if err != nil {
				panic(fmt.Sprintf("mapping: probe %d: %v", i+1, err)) // static data, held by TestMappingProbes
			}
			probes = append(probes, Probe{ID: fmt.Sprintf("m%02d", i+1), About: ps.about, Position: p})
		}
	})
	return probes
}
