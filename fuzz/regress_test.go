package fuzz

import (
	"encoding/json"
	"testing"

	bao "github.com/baolakiswahili/conformance/reference"
)

// regressions are the failures the properties and fuzz targets found
// (notes/fuzz.md); each runs every invariant check on its position, all its
// legal moves and all 576 syntactic moves, for good.
var regressions = []struct {
	name     string
	options  map[string]string
	position string
	slow     bool // long run only (BAO_LONG=1)
}{
	{"BUG-1 free mtaji kichwa ignored", map[string]string{"mtajiFirstKichwa": "free"},
		`{"variant":"kujifunza","toMove":"south","south":{"front":[2,2,2,2,2,2,2,2],"back":[2,2,2,2,2,2,2,2],"store":0,"house":"none"},"north":{"front":[2,2,2,2,2,2,2,2],"back":[2,2,2,2,2,2,2,2],"store":0,"house":"none"},"blocked":null,"mustCapture":null}`, false},
	{"BUG-2 successor of a one-empty-store position", nil,
		`{"variant":"kiswahili","toMove":"south","south":{"front":[41,0,0,0,0,0,0,0],"back":[0,0,0,0,0,0,0,0],"store":22,"house":"destroyed"},"north":{"front":[1,0,0,0,0,0,0,0],"back":[0,0,0,0,0,0,0,0],"store":0,"house":"destroyed"},"blocked":null,"mustCapture":null}`, false},
	{"BUG-3 Nierse text of a forced-kichwa safari", nil,
		`{"variant":"kiswahili","toMove":"south","south":{"front":[0,1,0,1,10,0,0,0],"back":[0,0,0,0,0,0,0,0],"store":18,"house":"intact"},"north":{"front":[0,1,1,0,9,3,2,0],"back":[0,0,0,0,0,0,0,0],"store":18,"house":"intact"},"blocked":null,"mustCapture":null}`, false},
	{"sow-then-end past 192 seeds (Hus)", nil,
		`{"variant":"hus","toMove":"south","south":{"front":[0,1,2,4,3,5,6,0],"back":[2,6,2,1,0,2,6,2],"store":0,"house":"none"},"north":{"front":[0,1,1,1,2,1,1,1],"back":[2,0,1,8,1,1,0,1],"store":0,"house":"none"},"blocked":null,"mustCapture":null}`, false},
	{"end-in-hand after a house capture", map[string]string{"frontRowEmpty": "end-in-hand"},
		`{"variant":"kiswahili","toMove":"south","south":{"front":[0,0,0,0,8,0,0,2],"back":[0,0,0,0,0,1,1,2],"store":18,"house":"intact"},"north":{"front":[0,0,1,1,9,0,0,1],"back":[0,0,0,0,0,0,1,1],"store":18,"house":"intact"},"blocked":null,"mustCapture":null}`, false},
	{"BUG-6 namua position without a move that Status says goes on", map[string]string{"taxation": "any-count"},
		`{"variant":"kiswahili","toMove":"south","south":{"front":[0,0,0,0,5,1,1,0],"back":[0,0,0,1,1,0,2,3],"store":18,"house":"intact"},"north":{"front":[0,0,0,0,6,0,0,0],"back":[0,0,0,0,1,2,3,2],"store":18,"house":"intact"},"blocked":null,"mustCapture":null}`, false},
	{"house lost at the end of a move that ends the game (lost-when-namua-ends)", map[string]string{"houseLostAtCapture": "lost-when-namua-ends"},
		`{"variant":"kiswahili","toMove":"south","south":{"front":[0,60,2,0,1,0,0,0],"back":[0,0,0,0,0,0,0,0],"store":0,"house":"intact"},"north":{"front":[0,0,0,1,0,0,0,0],"back":[0,0,0,0,0,0,0,0],"store":0,"house":"destroyed"},"blocked":null,"mustCapture":null}`, false},
	{"kutakata check on a game already over (the opponent immobile, DISPUTE-32 during-move)", map[string]string{"immobility": "during-move"},
		`{"variant":"kiswahili","toMove":"south","south":{"front":[31,0,7,8,0,4,0,0],"back":[0,1,2,0,2,2,0,2],"store":0,"house":"destroyed"},"north":{"front":[0,0,0,1,0,1,0,0],"back":[1,0,1,0,0,0,1,0],"store":0,"house":"destroyed"},"blocked":null,"mustCapture":null}`, false},
	{"any-target threat of a capture move over Donkers' limit (DISPUTE-13 x DISPUTE-16)", map[string]string{"blockCount": "any-target", "blockObligation": "none", "houseLostAtCapture": "lost-when-namua-ends", "immobility": "during-move", "kujifunzaBlocking": "on", "kutakatiaPhase": "stores-empty", "lapLimit": "100-seeds-illegal", "mtajiHouseCapture": "stops", "namuaSingletons": "only-destroyed", "taxation": "any-count"},
		`{"variant":"kujifunza","toMove":"south","south":{"front":[32,3,0,10,0,0,0,3],"back":[0,0,2,0,8,2,0,0],"store":0,"house":"none"},"north":{"front":[1,0,1,0,0,0,0,0],"back":[2,0,0,0,0,0,0,0],"store":0,"house":"none"},"blocked":null,"mustCapture":null}`, false},
	{"any-target threat: captures after the 100th seed do not count (DISPUTE-13 x DISPUTE-16)", map[string]string{"blockCount": "any-target", "lapLimit": "100-seeds-illegal", "kujifunzaBlocking": "on"},
		`{"variant":"kujifunza","toMove":"south","south":{"front":[0,0,21,0,0,0,0,6],"back":[0,5,15,0,0,0,0,0],"store":0,"house":"none"},"north":{"front":[4,0,0,0,2,0,0,0],"back":[3,0,0,5,0,0,0,3],"store":0,"house":"none"},"blocked":null,"mustCapture":null}`, false},
	{"OBS-1 cycle reading cut at 2^20 seeds", map[string]string{"lapLimit": "cycle"},
		`{"variant":"kiswahili","toMove":"north","south":{"front":[0,0,0,0,0,1,0,1],"back":[4,0,1,0,2,1,0,1],"store":0,"house":"destroyed"},"north":{"front":[3,0,7,8,5,9,1,2],"back":[0,3,2,1,4,7,0,1],"store":0,"house":"destroyed"},"blocked":null,"mustCapture":null}`, true},
}

// overAtStart is, for the regressions whose game is over at their position
// (so no legal move is checked), the outcome Status must give.
var overAtStart = map[string]bao.Outcome{
	// No legal move (A5 is barred by taxation=any-count, the singletons by
	// NAMUA-8): South has lost (END-2).
	"BUG-6 namua position without a move that Status says goes on": {Winner: bao.North, Reason: bao.ReasonNoLegalMove},
	// North, in mtaji, has no pit with 2 or more seeds: under DISPUTE-32's
	// during-move reading he has already lost (END-2).
	"kutakata check on a game already over (the opponent immobile, DISPUTE-32 during-move)": {Winner: bao.South, Reason: bao.ReasonNoLegalMove},
}

// TestRegressions runs every check on the positions of past failures.
func TestRegressions(t *testing.T) {
	names := map[string]bool{}
	for _, tc := range regressions {
		names[tc.name] = true
	}
	for name := range overAtStart {
		if !names[name] {
			t.Errorf("overAtStart names %q, which is no regression", name)
		}
	}
	for _, tc := range regressions {
		t.Run(tc.name, func(t *testing.T) {
			if tc.slow && !long() {
				t.Skip("moves of 2^20 seeds: long run only")
			}
			r, err := bao.RulesJSON{Options: tc.options}.Resolve()
			if err != nil {
				t.Fatal(err)
			}
			var p bao.Position
			if err := json.Unmarshal([]byte(tc.position), &p); err != nil {
				t.Fatalf("position: %v", err)
			}
			var st stats
			checkAll(t, r, p, true, &st)
			if want, ok := overAtStart[tc.name]; ok {
				if o, err := bao.Status(r, p); err != nil || o != want {
					t.Fatalf("Status = %+v, %v; want %+v", o, err, want)
				}
				return
			}
			if st.moves == 0 {
				t.Fatalf("no legal move checked")
			}
		})
	}
}
