package runner

import (
	"strings"
	"testing"

	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/mapping"
)

// TestCheckMapping sends the mapping probes through the Engine interface:
// the reference adapter looks right; one whose listed moves come back with
// cw and ccw exchanged (what an adapter with the directions swapped
// answers to a moves request) is found with that slip; one that does not
// play Kiswahili, or answers garbage, is not judged.
func TestCheckMapping(t *testing.T) {
	kiswahili := &protocol.Hello{Name: "x", Variants: []string{"kiswahili"}}
	swapDirs := func(_ int, _ []byte, reply []byte) []byte {
		return editJSON(reply, func(m map[string]any) {
			moves, _ := m["moves"].([]any)
			for _, s := range moves {
				mv := s.(map[string]any)["move"].(map[string]any)
				switch mv["dir"] {
				case "cw":
					mv["dir"] = "ccw"
				case "ccw":
					mv["dir"] = "cw"
				}
			}
		})
	}
	garbage := func(int, []byte, []byte) []byte { return []byte("not json") }
	tests := []struct {
		name    string
		eng     Engine
		hello   *protocol.Hello
		verdict string
		line    string
	}{
		{"reference", NewLocal(), kiswahili, mapping.Right, "Mapping: looks right (14 of 14 mapping positions agree)"},
		{"directions swapped", &fake{Local: NewLocal(), edit: swapDirs}, kiswahili, mapping.Slipped,
			"Mapping: with cw and ccw swapped, 14 of 14 mapping positions agree (4 as sent): check your adapter's directions"},
		{"no kiswahili", NewLocal(), &protocol.Hello{Name: "x", Variants: []string{"hus"}}, mapping.NotJudged,
			"Mapping: not judged (the engine does not play kiswahili, the variant of the mapping positions)"},
		{"garbage", &fake{Local: NewLocal(), edit: garbage}, kiswahili, mapping.NotJudged,
			"Mapping: not judged (0 of 14 mapping positions were answered; m01: unreadable reply: the reply is not a JSON object: not json)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := CheckMapping(tt.eng, tt.hello)
			if err != nil {
				t.Fatal(err)
			}
			if f.Verdict != tt.verdict || f.Line != tt.line {
				t.Errorf("%s: %s\nwant %s: %s", f.Verdict, f.Line, tt.verdict, tt.line)
			}
		})
	}
	if _, err := CheckMapping(nil, kiswahili); err == nil || !strings.Contains(err.Error(), "mapping check") {
		t.Errorf("no engine: %v", err)
	}
}
