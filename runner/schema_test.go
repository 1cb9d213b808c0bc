package runner

import (
	"strings"
	"testing"

	"github.com/baolakiswahili/conformance/internal/protocol"
)

// TestProtocolSchema: the published protocol schema compiles (with the
// vector schema it refers to), accepts what the reference adapter says, and
// rejects the broken replies the runner's checks reject (issue 9, must
// never pass 6).
func TestProtocolSchema(t *testing.T) {
	l := NewLocal()
	hello, _ := l.Start()
	pos := `{"variant":"kujifunza","toMove":"south","south":{"front":[2,2,2,2,2,2,2,2],"back":[2,2,2,2,2,2,2,2],"store":0,"house":"none"},"north":{"front":[2,2,2,2,2,2,2,2],"back":[2,2,2,2,2,2,2,2],"store":0,"house":"none"},"blocked":null,"mustCapture":null}`
	moves := l.Do([][]byte{[]byte(`"op":"moves","rules":{"profile":"default"},"position":` + pos)})[0].Raw
	apply := l.Do([][]byte{[]byte(`"op":"apply","rules":{"profile":"default"},"position":` + pos + `,"move":{"pit":"A6","dir":"cw"}`)})[0].Raw
	illegal := l.Do([][]byte{[]byte(`"op":"apply","rules":{"profile":"default"},"position":` + pos + `,"move":{"pit":"a6","dir":"cw"}`)})[0].Raw
	for _, ok := range []struct{ def, raw string }{
		{"helloReply", string(hello)}, {"movesReply", string(moves)}, {"applyReply", string(apply)}, {"errorReply", string(illegal)},
		{"request", `{"id":3,"op":"apply","rules":{"profile":"default"},"position":` + pos + `,"move":{"pit":"A6","dir":"cw"}}`},
	} {
		if err := schemaCheck(ok.def, []byte(ok.raw)); err != nil {
			t.Errorf("%s rejects the reference's %.80s: %v", ok.def, ok.raw, err)
		}
	}
	bad := []struct{ name, op, raw string }{
		{"string store", "moves", strings.Replace(string(moves), `"store":0`, `"store":"0"`, 1)},
		{"outcome none", "apply", strings.Replace(string(apply), `"outcome":null`, `"outcome":"none"`, 1)},
		{"negative count", "moves", strings.Replace(string(moves), `"front":[3`, `"front":[-3`, 1)},
		{"huge count", "apply", strings.Replace(string(apply), `"store":0`, `"store":1000`, 1)},
		{"string id", "apply", strings.Replace(string(apply), `{"id":2`, `{"id":"2"`, 1)},
		{"unknown member", "apply", strings.Replace(string(apply), `"outcome":null`, `"outcome":null,"debug":1`, 1)},
		{"unknown error kind", "apply", strings.Replace(string(illegal), `illegal-move`, `oops`, 1)},
		{"no outcome", "apply", strings.Replace(string(apply), `,"outcome":null`, ``, 1)},
	}
	for _, b := range bad {
		if err := schemaCheck(replySchemaDef(b.op, []byte(b.raw)), []byte(b.raw)); err == nil {
			t.Errorf("%s: the schema accepts %.120s", b.name, b.raw)
		}
		if b.name == "string id" {
			continue // the client refuses it before decoding
		}
		r, err := protocol.DecodeReply([]byte(b.raw))
		if err == nil {
			err = protocol.CheckReply(b.op, r, nil)
		}
		if err == nil {
			t.Errorf("%s: the runner's checks accept %.120s", b.name, b.raw)
		}
	}
}
