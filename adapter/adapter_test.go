package adapter

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/baolakiswahili/conformance/internal/protocol"
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

const startJSON = `{"variant":"kiswahili","toMove":"south","south":{"front":[0,0,0,0,6,2,2,0],"back":[0,0,0,0,0,0,0,0],"store":22,"house":"intact"},"north":{"front":[0,0,0,0,6,2,2,0],"back":[0,0,0,0,0,0,0,0],"store":22,"house":"intact"},"blocked":null,"mustCapture":null}`

// TestReplies checks one reply per request, derived by hand from the rules.
// In the start position South's non-empty front pits A5, A6, A7 face a4, a3,
// a2, all empty, so there is no capture; the functional house is not the only
// non-empty pit, so the kutakata moves are A6 and A7 in both directions
// (NAMUA-3, NAMUA-5), A6 cw first.
func TestReplies(t *testing.T) {
	tests := []struct {
		name, req string
		want      string // substring of the reply
	}{
		{"hello", `{"id":1,"op":"hello","protocol":1}`, `{"id":1,"name":"bao-reference"`},
		{"hello wrong protocol", `{"id":1,"op":"hello","protocol":2}`, `"kind":"unsupported"`},
		{"not json", `garbage`, `{"id":null,"error":{"kind":"bad-request"`},
		{"array", `[1,2]`, `"kind":"bad-request"`},
		{"no op", `{"id":7}`, `{"id":7,"error":{"kind":"bad-request","message":"op: missing`},
		{"unknown op", `{"id":7,"op":"perft"}`, `"kind":"unsupported"`},
		{"string id", `{"id":"abc","op":"moves","position":` + startJSON + `}`, `{"id":"abc","moves":[{"move":{"pit":"A6","dir":"cw"}`},
		{"missing position", `{"id":2,"op":"moves"}`, `"kind":"bad-request","message":"position: missing"`},
		{"bad position", `{"id":2,"op":"moves","position":{"variant":"chess"}}`, `"kind":"bad-position","message":"bao: variant: unknown variant`},
		{"bad seed total", `{"id":2,"op":"moves","position":` + strings.Replace(startJSON, `"store":22`, `"store":21`, 1) + `}`, `"kind":"bad-position"`},
		{"unknown profile", `{"id":2,"op":"moves","rules":{"profile":"x"},"position":` + startJSON + `}`, `"kind":"unsupported"`},
		{"unknown reading", `{"id":2,"op":"moves","rules":{"options":{"lapLimit":"7"}},"position":` + startJSON + `}`, `"kind":"unsupported"`},
		{"unknown rules field", `{"id":2,"op":"moves","rules":{"profil":"x"},"position":` + startJSON + `}`, `"kind":"bad-request"`},
		{"missing move", `{"id":3,"op":"apply","position":` + startJSON + `}`, `"message":"move: missing"`},
		{"bad move", `{"id":3,"op":"apply","position":` + startJSON + `,"move":{"pit":"Z9"}}`, `"kind":"bad-request"`},
		{"empty pit", `{"id":3,"op":"apply","position":` + startJSON + `,"move":{"pit":"A1","dir":"cw"}}`, `"kind":"illegal-move","message":"bao: illegal move A1>: A1 is empty"`},
		// A6 holds 2, gets the hand seed (3) and sows cw into A7, A8, B8 (NAMUA-3, SOW-1).
		{"apply", `{"id":3,"op":"apply","rules":{"profile":"default"},"position":` + startJSON + `,"move":{"pit":"A6","dir":"cw"}}`,
			`{"id":3,"position":{"variant":"kiswahili","toMove":"north","south":{"front":[0,0,0,0,6,0,3,1],"back":[0,0,0,0,0,0,0,1],"store":21,"house":"intact"}`},
	}
	s := NewServer()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := string(s.Reply(nil, []byte(tc.req)))
			if !strings.Contains(got, tc.want) {
				t.Errorf("reply %s\nwant it to contain %s", got, tc.want)
			}
			if !json.Valid([]byte(got)) {
				t.Errorf("reply is not valid JSON: %s", got)
			}
		})
	}
}

func TestServeOneReplyPerLine(t *testing.T) {
	long := `{"id":9,"op":"hello","pad":"` + strings.Repeat("x", MaxLine) + `"}`
	in := strings.Join([]string{`{"id":1,"op":"hello","protocol":1}`, ``, `nonsense`, long, `{"id":2,"op":"moves","position":` + startJSON + `}`, `{"id":3`}, "\n")
	var out bytes.Buffer
	if err := Serve(context.Background(), strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(&out)
	sc.Buffer(nil, 1<<20)
	var lines []string
	for sc.Scan() {
		lines = append(lines, sc.Text())
	}
	wantPrefix := []string{`{"id":1,"name"`, `{"id":null,"error":{"kind":"bad-request"`, `{"id":null,"error":{"kind":"bad-request","message":"request line longer`, `{"id":2,"moves":[`, `{"id":null,"error":{"kind":"bad-request"`}
	if len(lines) != len(wantPrefix) {
		t.Fatalf("got %d reply lines, want %d:\n%s", len(lines), len(wantPrefix), strings.Join(lines, "\n"))
	}
	for i, w := range wantPrefix {
		if !strings.HasPrefix(lines[i], w) {
			t.Errorf("line %d = %.120s, want prefix %s", i, lines[i], w)
		}
	}
}

func TestHelloListsEveryOption(t *testing.T) {
	h := ReferenceHello()
	for _, o := range reference.Options {
		if len(h.Options[o.Name]) != len(o.Readings) {
			t.Errorf("option %s: hello lists %v, want %v", o.Name, h.Options[o.Name], o.Readings)
		}
	}
	if len(h.Variants) != 3 {
		t.Errorf("variants = %v", h.Variants)
	}
}

// BenchmarkReplyMoves measures one moves request on positions from random games.
func BenchmarkReplyMoves(b *testing.B) {
	var t testing.T
	ps := walk(&t, 100)
	reqs := make([][]byte, len(ps))
	for i := range ps {
		reqs[i] = []byte(`{"id":1,"op":"moves","rules":{"profile":"default"},"position":` + string(protocol.AppendPosition(nil, &ps[i])) + `}`)
	}
	s := NewServer()
	var dst []byte
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		dst = s.Reply(dst[:0], reqs[i%len(reqs)])
	}
}

// FuzzReply checks that no request line makes the server panic or answer
// with anything but one JSON object carrying an id or an error.
func FuzzReply(f *testing.F) {
	for _, s := range []string{`{"id":1,"op":"hello","protocol":1}`, `{"id":2,"op":"moves","position":` + startJSON + `}`,
		`{"id":3,"op":"apply","rules":{"profile":"bga"},"position":` + startJSON + `,"move":{"pit":"A6","dir":"cw","safari":true}}`,
		`{"id":4,"op":"apply","position":` + strings.Replace(startJSON, `"blocked":null`, `"blocked":"A6"`, 1) + `,"move":{"pit":"A6","dir":"ccw"}}`,
		`nonsense`, `{}`, `{"id":[1,{"x":2}],"op":"moves","position":null}`, `{"op":"apply","move":{"pit":"a9"}}`} {
		f.Add([]byte(s))
	}
	s := NewServer()
	f.Fuzz(func(t *testing.T, line []byte) {
		got := s.Reply(nil, line)
		if bytes.IndexByte(got, '\n') >= 0 {
			t.Fatalf("reply contains a newline: %s", got)
		}
		if !json.Valid(got) {
			t.Fatalf("reply is not JSON: %s", got)
		}
		var m map[string]json.RawMessage
		if err := json.Unmarshal(got, &m); err != nil {
			t.Fatalf("reply is not an object: %s", got)
		}
		if _, ok := m["id"]; !ok {
			t.Fatalf("reply has no id: %s", got)
		}
	})
}
