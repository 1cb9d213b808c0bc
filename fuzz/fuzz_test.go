package fuzz

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/baolakiswahili/conformance/adapter"
	bao "github.com/baolakiswahili/conformance/reference"
	"pgregory.net/rapid"
)

// The native fuzz targets. Each has seeds in code (f.Add) and a committed
// corpus under testdata/fuzz/<target>/ (TestWriteCorpus regenerates the
// generated part; crashers found by `go test -fuzz` land there too and stay
// as regression cases). Under plain `go test` every seed runs once.

// profileAt returns the rules of profile number i (mod the profile count).
func profileAt(i int) bao.Rules {
	names := bao.ProfileNames()
	r, _ := bao.Profile(names[i%len(names)])
	return r
}

// checkBaoError checks that an error from our own decoders is a readable
// "bao: " message (syntax errors of encoding/json come before our decoder
// runs and keep their own text).
func checkBaoError(t *testing.T, err error) {
	t.Helper()
	if err.Error() == "" {
		t.Fatalf("empty error message")
	}
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return
	}
	if !strings.HasPrefix(err.Error(), "bao: ") && !strings.Contains(err.Error(), "json: ") && !strings.Contains(err.Error(), "unexpected end of JSON input") {
		t.Fatalf("error %q does not start with \"bao: \"", err)
	}
}

// FuzzPositionJSON decodes arbitrary bytes as position JSON v1: never a panic;
// either an error naming the problem, or a valid position that round-trips
// and satisfies every move invariant under one of the profiles.
func FuzzPositionJSON(f *testing.F) {
	for _, v := range variants {
		b, _ := json.Marshal(bao.Start(v, bao.SetupStandard))
		f.Add(b)
	}
	f.Add([]byte(`{"variant":"kiswahili","toMove":"south","south":{"front":[0,0,0,0,6,2,2,0],"back":[0,0,0,0,0,0,0,0],"store":22,"house":"intact"},"north":{"front":[0,0,0,0,6,2,2,0],"back":[0,0,0,0,0,0,0,0],"store":22,"house":"intact"},"blocked":"A6","mustCapture":null}`))
	f.Add([]byte(`{"variant":"kiswahili","toMove":"south","south":{"front":[0,0,0,0,6,2,2,0],"back":[0,0,0,0,0,0,0,0],"store":-1,"house":"intact"}}`))
	f.Add([]byte(`{"variant":"hus","toMove":"north","south":{"front":[2,2,2,2,2,2,2,2],"back":[2,2,2,2,2,2,2,2],"store":0,"house":"none"},"north":{"front":[2,2,2,2,2,2,2,2],"back":[2,2,2,2,2,2,2,2],"store":0,"house":"none"},"blocked":null,"mustCapture":null,"extra":1}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var p bao.Position
		if err := json.Unmarshal(data, &p); err != nil {
			checkBaoError(t, err)
			return
		}
		if err := p.Validate(); err != nil {
			t.Fatalf("decoded an invalid position %s: %v", data, err)
		}
		checkPositionJSON(t, p)
		var st stats
		checkAll(t, profileAt(len(data)), p, true, &st)
	})
}

// FuzzMoveJSON decodes arbitrary bytes as move JSON v1: never a panic; a
// decoded move with a pit round-trips.
func FuzzMoveJSON(f *testing.F) {
	for _, s := range []string{`{"pit":"A6","dir":"cw"}`, `{"pit":"A5","kichwa":"right"}`, `{"pit":"a5","kichwa":"left","safari":true}`,
		`{"pit":"B9"}`, `{"dir":"cw"}`, `{"pit":"A1","dir":"up"}`, `{"pit":"A1","x":1}`, `[]`, `null`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var m bao.Move
		if err := json.Unmarshal(data, &m); err != nil {
			checkBaoError(t, err)
			return
		}
		if m.Pit.Valid() {
			checkMoveJSON(t, m)
		}
	})
}

// reachedPosition plays a random game of the given length and returns the
// position reached and the rules (for the notation targets).
func reachedPosition(t *testing.T, seed uint64, plies, profile uint8) (bao.Rules, bao.Position) {
	r := profileAt(int(profile))
	v := variants[int(seed%3)]
	rng := rand.New(rand.NewPCG(seed, 7))
	return r, playRandom(t, r, bao.Start(v, bao.SetupStandard), rng, int(plies), nil)
}

// FuzzParseMove parses arbitrary text as a move in a reachable position, in
// every notation ParseMove reads: never a panic; a parsed move is legal, and
// its canonical text parses back to it.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"A6>*", "A5<", "A5>+", "a6", "6>", "A5R>", "A3R*", "A6L", "A6 cw", "B3 ccw +", "A6>**", "A9", "", "Z1>", "A6<LR+**"} {
		f.Add(s, uint64(0), uint8(0), uint8(0))
		f.Add(s, uint64(1), uint8(9), uint8(1))
		f.Add(s, uint64(5), uint8(40), uint8(2))
	}
	f.Fuzz(func(t *testing.T, s string, seed uint64, plies, profile uint8) {
		r, p := reachedPosition(t, seed, plies, profile)
		m, err := bao.ParseMove(r, p, s)
		if err != nil {
			checkBaoError(t, err)
			return
		}
		res, err := bao.Apply(r, p, m)
		if err != nil {
			t.Fatalf("ParseMove(%q) = %s, which Apply rejects: %v\nposition %s", s, mj(m), err, js(p))
		}
		fr, err := bao.FormatMove(r, p, m)
		if err != nil {
			t.Fatalf("FormatMove(%s): %v", mj(m), err)
		}
		back, err := bao.ParseMove(r, p, fr)
		if err != nil || back != m {
			t.Fatalf("ParseMove(%q) = %s, %v; want %s (from %q)", fr, mj(back), err, mj(m), s)
		}
		_ = res
	})
}

// FuzzPositionText parses arbitrary text as a position: never a panic; a
// parsed position is valid and its text round-trips.
func FuzzPositionText(f *testing.F) {
	for _, v := range variants {
		b, _ := bao.Start(v, bao.SetupStandard).MarshalText()
		f.Add(string(b))
	}
	f.Add("kiswahili south to move\nnorth store 22 house intact\nb 0 0 0 0 0 0 0 0\na 0 0 0 6 2 2 0 0\n| A | 0 | 0 | 0 | 0 | 6 | 2 | 2 | 0 |\nB 0 0 0 0 0 0 0 0\nsouth store 22 house intact\nblocked A6\n")
	f.Add("# comment\nhus north to move\n")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := bao.ParsePositionText(s)
		if err != nil {
			checkBaoError(t, err)
			return
		}
		if err := p.Validate(); err != nil {
			t.Fatalf("ParsePositionText(%q) gave an invalid position: %v", s, err)
		}
		b, err := p.MarshalText()
		if err != nil {
			t.Fatalf("MarshalText: %v", err)
		}
		q, err := bao.ParsePositionText(string(b))
		if err != nil || q != p {
			t.Fatalf("text round trip of %q: %s, %v", b, js(q), err)
		}
	})
}

// FuzzParseRecord parses arbitrary text as a game record: never a panic.
func FuzzParseRecord(f *testing.F) {
	f.Add("Event: test\n\n1: A5< a5<\n2: A6>* a6>*: comment\n")
	f.Add("1: A6>*")
	f.Add("")
	f.Fuzz(func(t *testing.T, s string) {
		if _, err := bao.ParseRecord(s); err != nil {
			checkBaoError(t, err)
		}
	})
}

// FuzzApply draws arbitrary well-formed positions and rules from the fuzzer's
// bytes (rapid.MakeFuzz over propArbitrary): Apply and Moves never panic and
// every result satisfies the invariants, with exact legality.
func FuzzApply(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16})
	f.Add(bytes.Repeat([]byte{0xff, 0, 0x80}, 100))
	f.Fuzz(rapid.MakeFuzz(propArbitrary(&counters{})))
}

// FuzzGame draws random games (rapid.MakeFuzz over propGame).
func FuzzGame(f *testing.F) {
	f.Add([]byte{})
	f.Add(bytes.Repeat([]byte{7, 0x40, 3}, 80))
	f.Fuzz(rapid.MakeFuzz(propGame(120, &counters{})))
}

// FuzzAdapter feeds arbitrary bytes to the adapter protocol server: never a
// panic, exactly one reply line per non-blank request line, every reply a
// JSON object; a well-formed request gets the engine's answer.
func FuzzAdapter(f *testing.F) {
	start, _ := json.Marshal(bao.Start(bao.Kiswahili, bao.SetupStandard))
	kuj, _ := json.Marshal(bao.Start(bao.Kujifunza, bao.SetupStandard))
	for _, s := range []string{
		`{"id":1,"op":"hello","protocol":1}`,
		`{"id":2,"op":"moves","rules":{"profile":"default"},"position":` + string(start) + `}`,
		`{"id":3,"op":"apply","rules":{"profile":"bga"},"position":` + string(start) + `,"move":{"pit":"A6","dir":"cw"}}`,
		`{"id":"x","op":"apply","rules":{"profile":"donkers","options":{"lapLimit":"cycle"}},"position":` + string(kuj) + `,"move":{"pit":"A1","dir":"cw"}}`,
		`{"id":4,"op":"apply","rules":{},"position":` + string(start) + `,"move":{"pit":"A4","dir":"cw"}}`,
		`{"id":5,"op":"moves","rules":{"profile":"nope"},"position":{}}`,
		"{\"id\":6,\"op\":\"hello\"}\n\n  \nnot json\n{\"op\":\"dance\"}",
		`{"id":[1,2],"op":"moves"}`,
		`{"id":7,"op":"hello","protocol":2}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var out bytes.Buffer
		if err := adapter.Serve(context.Background(), bytes.NewReader(data), &out); err != nil {
			t.Fatalf("Serve: %v", err)
		}
		want := 0
		for _, line := range bytes.Split(data, []byte{'\n'}) {
			if len(bytes.TrimSpace(line)) > 0 {
				want++
			}
		}
		sc := bufio.NewScanner(&out)
		sc.Buffer(make([]byte, 0, 1<<16), 1<<26)
		got := 0
		for sc.Scan() {
			got++
			var reply map[string]json.RawMessage
			if err := json.Unmarshal(sc.Bytes(), &reply); err != nil {
				t.Fatalf("reply %q is not a JSON object: %v", sc.Bytes(), err)
			}
			if _, ok := reply["id"]; !ok {
				t.Fatalf("reply %q has no id", sc.Bytes())
			}
		}
		if got != want {
			t.Fatalf("%d replies to %d request lines", got, want)
		}
	})
}
