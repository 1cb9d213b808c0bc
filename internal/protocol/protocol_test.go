package protocol

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/baolakiswahili/conformance/reference"
)

// walk returns positions met in short random games of every variant.
func walk(t *testing.T, n int) []reference.Position {
	t.Helper()
	rng := rand.New(rand.NewPCG(1, 2))
	var out []reference.Position
	for _, v := range []reference.Variant{reference.Kiswahili, reference.Kujifunza, reference.Hus} {
		for len(out) < n*(int(v)+1) {
			p := reference.Start(v, reference.SetupStandard)
			for ply := 0; ply < 200; ply++ {
				succ, err := reference.Moves(reference.Rules{}, p, nil)
				if err != nil {
					t.Fatal(err)
				}
				if len(succ) == 0 {
					break
				}
				s := succ[rng.IntN(len(succ))]
				out = append(out, s.Position)
				if s.Outcome.Over() {
					break
				}
				p = s.Position
			}
		}
	}
	return out
}

func TestAppendMatchesMarshalJSON(t *testing.T) {
	for _, p := range walk(t, 300) {
		want, err := json.Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		if got := AppendPosition(nil, &p); !bytes.Equal(got, want) {
			t.Fatalf("AppendPosition:\n got %s\nwant %s", got, want)
		}
		succ, _ := reference.Moves(reference.Rules{}, p, nil)
		for _, s := range succ {
			wm, _ := json.Marshal(s.Move)
			if gm := AppendMove(nil, s.Move); !bytes.Equal(gm, wm) {
				t.Fatalf("AppendMove: got %s want %s", gm, wm)
			}
			wo, _ := json.Marshal(s.Outcome)
			if gout := AppendOutcome(nil, s.Outcome); !bytes.Equal(gout, wo) {
				t.Fatalf("AppendOutcome: got %s want %s", gout, wo)
			}
		}
	}
}

const startJSON = `{"variant":"kiswahili","toMove":"south","south":{"front":[0,0,0,0,6,2,2,0],"back":[0,0,0,0,0,0,0,0],"store":22,"house":"intact"},"north":{"front":[0,0,0,0,6,2,2,0],"back":[0,0,0,0,0,0,0,0],"store":22,"house":"intact"},"blocked":null,"mustCapture":null}`

// TestScanner checks the splitting helpers against encoding/json on valid
// and invalid inputs.
func TestScanner(t *testing.T) {
	valid := []string{`{}`, `{"a":1}`, ` {"a" : [1, {"b":"x\"}y"}], "c":null, "d":true, "e":-1.5e3} `, `{"k":"\\"}`}
	invalid := []string{``, `{`, `{"a"}`, `{"a":}`, `{"a":1,}`, `{"a":1}x`, `[1]`, `{"a":"\q"}`, `{"a":01}`, `{"a":tru}`, `{"a":"x` + "\x01" + `"}`}
	for _, s := range valid {
		ms, ok := SplitObject([]byte(s), nil)
		if !ok {
			t.Errorf("SplitObject(%q) failed", s)
			continue
		}
		var m map[string]json.RawMessage
		json.Unmarshal([]byte(s), &m)
		if len(ms) != len(m) {
			t.Errorf("SplitObject(%q): %d members, want %d", s, len(ms), len(m))
		}
		for _, x := range ms {
			if !bytes.Equal(x.Value, m[x.Key]) {
				t.Errorf("SplitObject(%q): %s = %s, want %s", s, x.Key, x.Value, m[x.Key])
			}
		}
		tms, ok := SplitObjectTrusted([]byte(s), nil)
		if !ok || len(tms) != len(ms) {
			t.Errorf("SplitObjectTrusted(%q) = %v, %v", s, tms, ok)
		}
	}
	for _, s := range invalid {
		if _, ok := SplitObject([]byte(s), nil); ok {
			t.Errorf("SplitObject(%q) accepted invalid JSON", s)
		}
	}
}

// TestDecodePositionMatchesStrict checks the fast position decoder against
// reference's strict decoder, on valid positions and on broken ones.
func TestDecodePositionMatchesStrict(t *testing.T) {
	for _, p := range walk(t, 200) {
		b := AppendPosition(nil, &p)
		got, err := DecodePosition(b)
		if err != nil || got != p {
			t.Fatalf("DecodePosition(%s) = %v, %v", b, got, err)
		}
	}
	broken := []string{
		strings.Replace(startJSON, `"store":22`, `"store":23`, 1),
		strings.Replace(startJSON, `"toMove":"south"`, `"toMove":"west"`, 1),
		strings.Replace(startJSON, `,"mustCapture":null`, ``, 1),
		strings.Replace(startJSON, `"blocked":null`, `"blocked":"a3"`, 1),
		strings.Replace(startJSON, `[0,0,0,0,6,2,2,0]`, `[0,0,0,0,6,2,2]`, 1),
		strings.Replace(startJSON, `"house":"intact"`, `"house":"gone"`, 1),
		strings.Replace(startJSON, `}`, `,"extra":1}`, 1),
	}
	for _, s := range broken {
		var p reference.Position
		want := json.Unmarshal([]byte(s), &p)
		_, got := DecodePosition([]byte(s))
		if (want == nil) != (got == nil) || (got != nil && got.Error() != want.Error()) {
			t.Errorf("DecodePosition(%s) error %v, strict decoder %v", s, got, want)
		}
	}
}
