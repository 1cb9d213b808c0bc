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
// profile (TestProbesReadingFree), and no two sides of which look alike
// (TestProbesAsymmetric).
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
// row A1..A8, back row B1..B8, as seen from South's seat).
var probeSpecs = []probeSpec{
	{"namua-kichwa-S", `
kiswahili south to move
north store 13 house intact
b 0 0 0 1 1 1 0 0
a 0 0 0 9 6 0 1 0
A 0 0 0 1 3 0 0 5
B 0 0 0 4 1 2 3 0
south store 13 house destroyed
`},
	{"namua-kichwa-N", `
kiswahili north to move
north store 18 house destroyed
b 0 0 0 1 1 0 0 0
a 0 0 0 1 1 0 5 3
A 0 0 0 3 9 0 0 0
B 0 0 0 2 1 2 0 0
south store 17 house intact
`},
	{"namua-kichwa-N", `
kiswahili north to move
north store 22 house destroyed
b 0 0 0 1 1 0 0 0
a 0 0 0 1 1 2 0 0
A 0 0 0 10 1 0 0 0
B 0 2 0 1 1 0 0 0
south store 21 house intact
`},
	{"mtaji-back-capture-S", `
kiswahili south to move
north store 0 house destroyed
b 6 0 0 0 0 0 0 11
a 0 6 0 2 0 0 6 4
A 0 1 0 7 6 4 4 1
B 3 0 0 0 0 0 3 0
south store 0 house destroyed
`},
	{"mtaji-back-capture-N", `
kiswahili north to move
north store 0 house destroyed
b 1 1 4 1 0 0 4 10
a 0 1 7 0 5 3 5 3
A 1 3 0 6 0 0 2 2
B 0 0 0 2 0 0 0 3
south store 0 house destroyed
`},
	{"namua-takata-S", `
kiswahili south to move
north store 19 house destroyed
b 0 0 0 0 0 0 0 0
a 0 0 0 9 2 0 0 0
A 0 0 0 0 0 0 12 0
B 3 0 0 0 0 0 0 0
south store 19 house destroyed
`},
	{"mtaji-back-capture-S", `
kiswahili south to move
north store 0 house destroyed
b 0 0 0 0 0 0 0 0
a 0 8 0 0 23 0 0 0
A 0 10 0 0 14 4 0 0
B 0 0 0 5 0 0 0 0
south store 0 house destroyed
`},
	{"namua-takata-N", `
kiswahili north to move
north store 21 house destroyed
b 0 0 0 0 0 0 0 0
a 0 0 0 0 3 0 0 0
A 8 0 11 0 0 0 0 0
B 0 0 0 0 0 1 0 0
south store 20 house destroyed
`},
	{"mtaji-back-capture-N", `
kiswahili north to move
north store 0 house destroyed
b 0 3 0 5 0 0 0 0
a 0 1 1 0 0 1 0 1
A 0 12 0 0 0 0 7 0
B 10 0 0 0 1 10 6 6
south store 0 house destroyed
`},
	{"namua-takata-S", `
kiswahili south to move
north store 21 house destroyed
b 0 6 0 0 0 0 0 0
a 4 0 0 0 8 0 0 0
A 0 0 0 0 0 0 4 0
B 0 0 0 0 0 0 0 0
south store 21 house destroyed
`},
	{"namua-takata-N", `
kiswahili north to move
north store 17 house destroyed
b 1 0 12 0 5 0 0 0
a 0 0 0 6 0 0 0 0
A 0 0 0 0 1 0 0 0
B 0 0 0 0 6 0 0 0
south store 16 house destroyed
`},
	{"namua-takata-S", `
kiswahili south to move
north store 17 house destroyed
b 0 0 0 0 0 0 0 0
a 7 6 7 0 0 0 0 0
A 0 0 0 0 2 0 0 0
B 2 0 6 0 0 0 0 0
south store 17 house destroyed
`},
	{"mtaji-front-takata-N", `
kiswahili north to move
north store 0 house destroyed
b 0 0 0 0 9 0 0 0
a 0 5 0 0 0 3 0 0
A 17 0 0 14 0 6 0 0
B 0 0 0 0 0 0 5 5
south store 0 house destroyed
`},
	{"mtaji-front-takata-S", `
kiswahili south to move
north store 0 house destroyed
b 15 0 5 0 0 0 0 0
a 0 0 0 16 0 0 0 0
A 0 0 16 0 0 0 0 0
B 0 0 0 0 0 0 0 12
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
				panic(fmt.Sprintf("mapping: probe %d: %v", i+1, err)) // static data, held by TestProbes
			}
			probes = append(probes, Probe{ID: fmt.Sprintf("m%02d", i+1), About: ps.about, Position: p})
		}
	})
	return probes
}
