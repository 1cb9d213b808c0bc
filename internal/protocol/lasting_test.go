package protocol

import (
	"encoding/json"
	"testing"

	"github.com/baolakiswahili/conformance/reference"
)

// TestAppendPositionLasting checks that the fast encoder writes the optional
// "blocks" field (DISPUTE-20) exactly as reference's MarshalJSON does, and that
// DecodePosition reads it back.
func TestAppendPositionLasting(t *testing.T) {
	in := `{"variant":"kiswahili","toMove":"south","south":{"front":[2,2,3,0,0,0,0,0],"back":[1,1,1,1,1,1,1,1],"store":0,"house":"destroyed"},"north":{"front":[4,4,4,4,4,4,4,4],"back":[2,2,2,2,2,6,1,0],"store":0,"house":"destroyed"},"blocked":"A2","mustCapture":null,"blocks":[{"pit":"A2","turns":2},{"pit":"a3"}]}`
	p, err := DecodePosition([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	want, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	if got := AppendPosition(nil, &p); string(got) != string(want) {
		t.Errorf("AppendPosition:\n got %s\nwant %s", got, want)
	}
	if p.LastingPit(reference.North).String() != "a3" || p.Lasting[reference.South].Turns != 2 {
		t.Errorf("decoded lasting blocks %+v", p.Lasting)
	}
}
