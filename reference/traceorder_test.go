package reference

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestGameEndAfterSowing holds the trace to DISPUTE-12's ruling
// (sow-then-end): a capture that empties the opponent's front row has its
// seeds sown, and then the game ends, so the game-end event follows their
// sowing. Nierse's diagram 21 (RN d.21), South's A1+ worked by hand
// (cmd/bao/explain_test.go, d21Chain): the last capture takes a6's 2 seeds,
// North's front row is then empty, the 2 seeds enter at the right kichwa
// and are sown into A8 and A7; only then does the game end.
func TestGameEndAfterSowing(t *testing.T) {
	const d21 = `{"variant": "kiswahili", "toMove": "south",
 "south": {"front": [2, 0, 0, 0, 14, 0, 0, 1], "back": [0, 0, 0, 0, 0, 0, 0, 0], "store": 12, "house": "intact"},
 "north": {"front": [0, 2, 0, 0, 16, 2, 2, 1], "back": [0, 0, 0, 0, 0, 0, 0, 0], "store": 12, "house": "intact"},
 "blocked": null, "mustCapture": null}`
	var p Position
	if err := json.Unmarshal([]byte(d21), &p); err != nil {
		t.Fatal(err)
	}
	r, err := Profile("default")
	if err != nil {
		t.Fatal(err)
	}
	m, err := ParseMove(r, p, "A1+")
	if err != nil {
		t.Fatal(err)
	}
	_, ev, err := ApplyTrace(r, p, m)
	if err != nil {
		t.Fatal(err)
	}
	n := len(ev)
	if n < 3 {
		t.Fatalf("%d events", n)
	}
	capture, sow, end := ev[n-3], ev[n-2], ev[n-1]
	if capture.Kind != EvCapture || capture.Pit != mustPit(t, "a6") || capture.Seeds != 2 {
		t.Errorf("third event from the end: %s, want the capture of a6's 2 seeds", capture)
	}
	if sow.Kind != EvSow || sow.Pit != mustPit(t, "A8") || sow.Last != mustPit(t, "A7") || sow.Seeds != 2 {
		t.Errorf("second event from the end: %s, want the sowing of 2 from A8 to A7", sow)
	}
	if end.Kind != EvGameEnd {
		t.Errorf("last event: %s, want game-end", end)
	}
}

// TestGameEndOrder plays random games under every profile and every
// reading of DISPUTE-12 and DISPUTE-32 and checks every trace: a game-end
// whose captured seeds are sown first (sow-then-end, DISPUTE-32's
// during-move readings) comes right after a sowing, the move's last, and
// no sowing follows any game-end.
func TestGameEndOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(12, 28))
	seen := 0
	for name, r := range ruleSets(t) {
		for g := 0; g < 30; g++ {
			p := Start(Kiswahili, SetupStandard)
			if g%3 == 1 {
				p = Start(Hus, SetupStandard)
			}
			for ply := 0; ply < 200; ply++ {
				ms, err := LegalMoves(r, p, nil)
				if err != nil || len(ms) == 0 {
					break
				}
				m := ms[rng.IntN(len(ms))]
				res, ev, err := ApplyTrace(r, p, m)
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				for i, e := range ev {
					if e.Kind == EvSow && i > 0 && ev[i-1].Kind == EvGameEnd {
						t.Fatalf("%s: %s in %v: a sowing after the game ended: %v", name, m, p, ev)
					}
					if e.Kind != EvGameEnd || !sownFirst(e.Detail) {
						continue
					}
					seen++
					if i == 0 || ev[i-1].Kind != EvSow {
						t.Fatalf("%s: %s in %v: game-end (%s) not right after a sowing: %v", name, m, p, e.Detail, ev)
					}
				}
				if res.Outcome.Over() {
					break
				}
				p = res.Position
			}
		}
	}
	if seen == 0 {
		t.Fatal("no game ended by a capture whose seeds are sown: the test checked nothing")
	}
}

// sownFirst reports whether a game-end event's detail says the captured
// seeds are sown before the game ends.
func sownFirst(detail string) bool {
	return len(detail) > 0 && contains(detail, "captured seeds are sown")
}

func contains(s, sub string) bool { return strings.Contains(s, sub) }

// mustPit parses a pit name for a test.
func mustPit(t *testing.T, s string) Pit {
	t.Helper()
	q, err := ParsePit(s)
	if err != nil {
		t.Fatal(err)
	}
	return q
}
