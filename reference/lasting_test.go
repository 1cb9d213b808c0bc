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
		{lastingJSON("null", `,"blocks":[{"pit":"a3","until":1}]`), `unknown field`},
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
