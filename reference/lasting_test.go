package reference

import (
	"encoding/json"
	"strings"
	"testing"
)

// A mtaji position (both stores empty) with South to move: 64 seeds.
const lastingBase = `{"variant":"kiswahili","toMove":"south","south":{"front":[2,2,3,0,0,0,0,0],"back":[1,1,1,1,1,1,1,1],"store":0,"house":"destroyed"},"north":{"front":[4,4,4,4,4,4,4,4],"back":[2,2,2,2,2,6,1,0],"store":0,"house":"destroyed"},"blocked":%s,"mustCapture":null%s}`

func lastingJSON(blocked, extra string) string {
	return strings.Replace(strings.Replace(lastingBase, "%s", blocked, 1), "%s", extra, 1)
}

// TestLastingBlocksJSON checks the optional "blocks" field: absent keeps the
// v1 meaning and encoding; good blocks round-trip through JSON and text; bad
// ones are errors naming the field.
func TestLastingBlocksJSON(t *testing.T) {
	var p Position
	if err := json.Unmarshal([]byte(lastingJSON("null", "")), &p); err != nil {
		t.Fatalf("v1 position: %v", err)
	}
	if p.Lasting != [2]LastingBlock{} {
		t.Errorf("v1 position has lasting blocks %+v", p.Lasting)
	}
	out, _ := json.Marshal(p)
	if strings.Contains(string(out), "blocks") {
		t.Errorf("v1 position encodes a blocks field: %s", out)
	}
	good := []string{
		lastingJSON(`"A2"`, `,"blocks":[{"pit":"A2"}]`),
		lastingJSON(`"A2"`, `,"blocks":[{"pit":"a3","turns":1},{"pit":"A2","turns":2}]`),
		lastingJSON("null", `,"blocks":[{"pit":"a7"}]`),
		lastingJSON("null", `,"blocks":[]`),
	}
	for _, in := range good {
		var q Position
		if err := json.Unmarshal([]byte(in), &q); err != nil {
			t.Errorf("%s: %v", in, err)
			continue
		}
		b, _ := json.Marshal(q)
		var r Position
		if err := json.Unmarshal(b, &r); err != nil || r != q {
			t.Errorf("JSON round trip of %s: %v, %+v", b, err, r)
		}
		txt, _ := q.MarshalText()
		if back, err := ParsePositionText(string(txt)); err != nil || back != q {
			t.Errorf("text round trip of %s: %v", txt, err)
		}
	}
	bad := []struct{ in, want string }{
		{lastingJSON("null", `,"blocks":[{"pit":"A2"}]`), `blocks: A2 is a pit of the side to move`},
		{lastingJSON("null", `,"blocks":[{"pit":"b3"}]`), `blocks[0].pit: b3 is not a front pit`},
		{lastingJSON("null", `,"blocks":[{"pit":"A5"}]`), `blocks: A5 is empty`},
		{lastingJSON("null", `,"blocks":[{"pit":"a3"},{"pit":"a4"}]`), `blocks[1].pit: a second lasting block on north's side`},
		{lastingJSON("null", `,"blocks":[{"pit":"a3","turns":0}]`), `blocks[0].turns: 0 is not a count`},
		{lastingJSON("null", `,"blocks":[{"pit":"a3","turns":-2}]`), `blocks[0].turns: -2 is not a count`},
		{lastingJSON("null", `,"blocks":[{"turns":2}]`), `blocks[0].pit: missing`},
		{lastingJSON("null", `,"blocks":[{"pit":"x9"}]`), `blocks[0].pit: bad pit`},
		{lastingJSON("null", `,"blocks":[{"pit":"a3","until":1}]`), `unknown key`},
	}
	for _, c := range bad {
		var q Position
		err := json.Unmarshal([]byte(c.in), &q)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want an error containing %q", c.in, err, c.want)
		}
	}
}

// TestLastingMirror checks that mirroring swaps the lasting blocks with the sides.
func TestLastingMirror(t *testing.T) {
	var p Position
	if err := json.Unmarshal([]byte(lastingJSON(`"A2"`, `,"blocks":[{"pit":"a3","turns":1},{"pit":"A2","turns":2}]`)), &p); err != nil {
		t.Fatal(err)
	}
	m := p.Mirror()
	if m.LastingPit(North) != lastingPit("a2") || m.LastingPit(South) != lastingPit("A3") || m.Validate() != nil {
		t.Errorf("mirror: %+v (%v)", m.Lasting, m.Validate())
	}
}

func lastingPit(s string) Pit {
	q, err := ParsePit(s)
	if err != nil {
		panic(err)
	}
	return q
}

// TestPlayerChangesUncountedBlock: under blockDuration=player-changes a
// block the position states without a count stands until its pit is lifted
// or captured (README, "blocks"). South, blocked at A7, plays A1 and leaves
// A7 alone: North must still capture A7, and the block still has no count.
// It once counted down from 0 and wrapped to 255 turns.
func TestPlayerChangesUncountedBlock(t *testing.T) {
	const in = `{"variant":"kiswahili","toMove":"south","south":{"front":[4,0,3,5,2,8,1,5],"back":[3,5,2,0,2,1,3,4],"store":0,"house":"destroyed"},"north":{"front":[0,1,1,2,1,0,0,0],"back":[0,1,3,3,1,2,1,0],"store":0,"house":"destroyed"},"blocked":"A7","mustCapture":null,"blocks":[{"pit":"A7"}]}`
	var p Position
	if err := json.Unmarshal([]byte(in), &p); err != nil {
		t.Fatal(err)
	}
	r, err := Profile("default")
	if err == nil {
		r, err = r.WithOptions(map[string]string{"blockDuration": "player-changes"})
	}
	if err != nil {
		t.Fatal(err)
	}
	res, err := Apply(r, p, Move{Pit: lastingPit("A1"), Dir: CW})
	if err != nil {
		t.Fatal(err)
	}
	next := res.Position
	b := next.Lasting[South]
	if !b.On || b.Ring != lastingPit("A7").Ring() || b.Turns != 0 {
		t.Errorf("South's block after A1>: %+v, want A7 with no count", b)
	}
	if next.MustCapture != lastingPit("A7") {
		t.Errorf("North's obligation: %v, want A7", next.MustCapture)
	}
	out, _ := json.Marshal(next)
	if !strings.Contains(string(out), `"blocks":[{"pit":"A7"}]`) {
		t.Errorf("successor JSON %s, want blocks [{\"pit\":\"A7\"}]", out)
	}
}
