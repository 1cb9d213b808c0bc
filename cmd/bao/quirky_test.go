package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/reference"
)

// The positions of TestQuirky. Each was built or picked by hand (the
// vectors named), and its expected answers come from bao moves under the
// readings named beside them, not from quirky.
const (
	// South in namua, its front row only A1 (1 seed), no capture: A1< sows
	// the lone kichwa towards the back row. bao moves: loneKichwa=forbidden
	// lists A1> only; loneKichwa=end-of-move lists A1> and A1< (North wins,
	// front-row-empty).
	quirkyLoneNamua = `{"variant":"kiswahili","toMove":"south","south":{"front":[1,0,0,0,0,0,0,0],"back":[0,0,0,0,1,1,2,3],"store":10,"house":"destroyed"},"north":{"front":[0,0,0,3,3,3,3,0],"back":[3,3,3,3,3,3,3,3],"store":10,"house":"destroyed"},"blocked":null,"mustCapture":null}`
	// The same in mtaji (A1 holds 3): the same two lists.
	quirkyLoneMtaji = `{"variant":"kiswahili","toMove":"south","south":{"front":[3,0,0,0,0,0,0,0],"back":[0,0,0,0,0,2,2,3],"store":0,"house":"destroyed"},"north":{"front":[0,0,0,4,4,4,4,0],"back":[5,5,5,5,5,5,4,4],"store":0,"house":"destroyed"},"blocked":null,"mustCapture":null}`

	// South in namua, its house A5 intact with 2 seeds, A2 with 2, no
	// capture. bao moves --results: A5> (3 seeds to A6..A8) empties the
	// house: destroyed under houseDestroyedBy=any-emptying, intact and empty
	// under capture-or-safari. A2> sows A3, A4, A5 and relays from the house
	// (3 seeds to A6..A8): destroyed under any-emptying.
	quirkyHouse = `{"variant":"kiswahili","toMove":"south","south":{"front":[0,2,0,0,2,0,0,0],"back":[1,1,1,1,1,1,1,1],"store":10,"house":"intact"},"north":{"front":[2,2,2,0,2,2,0,2],"back":[2,2,2,2,2,2,3,5],"store":10,"house":"intact"},"blocked":null,"mustCapture":null}`
	// A namua kutakata from the house that relays from the house again (bao
	// explain --option houseDestroyedBy=capture-or-safari POS 'A5<': the
	// pick-up at step 2, a relay from A5 later). bao moves --json: A5< ends
	// with South front [2,1,0,5,0,1,2,1] under both readings, the house
	// destroyed under any-emptying, intact under capture-or-safari.
	quirkyHouseAgain = `{"variant":"kiswahili","toMove":"south","south":{"front":[4,1,1,2,3,3,0,1],"back":[2,3,1,0,3,2,3,1],"store":2,"house":"intact"},"north":{"front":[0,1,0,0,0,0,0,0],"back":[2,2,5,6,2,6,3,3],"store":2,"house":"destroyed"},"blocked":null,"mustCapture":null}`

	// moves.kiswahili.default.6234f08409c0: A6< (kichwa left) sows 226 seeds
	// in all, 149 at most between two captures (bao explain --option
	// lapLimit=cycle). bao moves: North wins on the lap limit; bao moves
	// --option lapLimit=cycle: South wins, front-row-empty, with this board.
	quirkyLapLong     = `{"variant":"kiswahili","toMove":"south","south":{"front":[1,4,10,0,6,2,3,0],"back":[5,1,1,6,4,0,3,1],"store":2,"house":"destroyed"},"north":{"front":[3,1,1,0,5,0,0,0],"back":[1,0,0,0,0,0,1,1],"store":2,"house":"destroyed"},"blocked":null,"mustCapture":null}`
	quirkyLapLongWins = `{"variant":"kiswahili","toMove":"north","south":{"front":[9,0,2,16,4,1,7,1],"back":[4,1,2,3,0,5,0,3],"store":1,"house":"destroyed"},"north":{"front":[0,0,0,0,0,0,0,0],"back":[1,0,0,0,0,0,1,1],"store":2,"house":"destroyed"},"blocked":null,"mustCapture":null}`
	// probe.lapLimit.c85b36bafa26: A2< sows 193 seeds with no capture
	// between: lost under 192-seeds (bao moves: North wins on the lap
	// limit, the board unchanged, North to move).
	quirkyLapLost = `{"variant":"kiswahili","toMove":"south","south":{"front":[1,2,10,8,1,2,1,2],"back":[4,3,4,3,4,1,2,3],"store":0,"house":"destroyed"},"north":{"front":[0,0,0,1,0,1,0,0],"back":[4,2,0,0,2,1,1,1],"store":0,"house":"destroyed"},"blocked":null,"mustCapture":null}`

	// dialect.blockCount.6216056707da: North's a2> blocks South's A5. bao
	// moves --json --option blockDuration=until-lifted: "blocked":"A5",
	// "blocks":[{"pit":"A5"}] (the long form).
	quirkyBlock = `{"variant":"kiswahili","toMove":"north","south":{"front":[0,1,4,0,13,1,9,1],"back":[2,2,2,2,2,3,1,1],"store":0,"house":"destroyed"},"north":{"front":[0,2,0,0,0,0,0,0],"back":[4,0,3,4,2,4,0,1],"store":0,"house":"destroyed"},"blocked":null,"mustCapture":null}`
	// dialect.blockTrigger.d9f1551bdc12: North, blocked at a5, plays a
	// kutakata: until-lifted gives "mustCapture":"a5","blocks":[{"pit":"a5"}].
	quirkyMust = `{"variant":"kiswahili","toMove":"north","south":{"front":[3,1,10,4,2,0,5,1],"back":[2,0,6,2,5,3,2,3],"store":0,"house":"destroyed"},"north":{"front":[0,0,0,2,1,0,0,0],"back":[1,3,3,0,2,1,2,0],"store":0,"house":"destroyed"},"blocked":"a5","mustCapture":null}`
	// dialect.blockDuration.4c8e59009cac without its "blocks": North must
	// capture A4, which under until-lifted is a lasting block anyway. bao
	// moves --json: b8< leaves "blocked":"A4","blocks":[{"pit":"A4"}] under
	// until-lifted, "blocked":null under the default one-move.
	quirkyStanding = `{"variant":"kiswahili","toMove":"north","south":{"front":[2,1,2,6,4,3,1,4],"back":[9,0,1,0,1,3,8,6],"store":0,"house":"destroyed"},"north":{"front":[0,0,0,0,1,1,0,1],"back":[2,1,3,0,0,1,0,3],"store":0,"house":"destroyed"},"blocked":null,"mustCapture":"A4"}`
)

// quirkyRun starts quirky with flags, writes lines to it, closes its input
// and returns its reply lines and how it ended (nil: exit status 0).
func quirkyRun(t *testing.T, bin string, flags []string, lines ...string) ([]string, error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, flags...)
	cmd.Stdin = strings.NewReader(strings.Join(lines, "\n") + "\n")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if ctx.Err() != nil {
		t.Fatalf("quirky %v: no end in 20 s (stderr: %s)", flags, stderr.String())
	}
	var replies []string
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for sc.Scan() {
		replies = append(replies, sc.Text())
	}
	return replies, err
}

// quirkyReply is a decoded reply.
type quirkyReply struct {
	ID    json.RawMessage
	Error *protocol.ErrorBody
	Moves []struct {
		Move     json.RawMessage
		Position json.RawMessage
		Outcome  json.RawMessage
	}
	Position json.RawMessage
	Outcome  json.RawMessage
}

// quirkyAsk runs quirky on requests and decodes the replies, one per
// request, checking the ids.
func quirkyAsk(t *testing.T, bin string, flags []string, requests ...string) []quirkyReply {
	t.Helper()
	lines, err := quirkyRun(t, bin, flags, requests...)
	if err != nil {
		t.Fatalf("quirky %v: %v", flags, err)
	}
	if len(lines) != len(requests) {
		t.Fatalf("quirky %v: %d replies to %d requests:\n%s", flags, len(lines), len(requests), strings.Join(lines, "\n"))
	}
	out := make([]quirkyReply, len(lines))
	for i, l := range lines {
		if err := json.Unmarshal([]byte(l), &out[i]); err != nil {
			t.Fatalf("reply %d %q: %v", i, l, err)
		}
		if want := fmt.Sprint(i + 1); string(out[i].ID) != want {
			t.Fatalf("reply %d has id %s, want %s", i, out[i].ID, want)
		}
	}
	return out
}

func movesReq(id int, pos string) string {
	return fmt.Sprintf(`{"id":%d,"op":"moves","rules":{"profile":"default"},"position":%s}`, id, pos)
}

func applyReq(id int, pos, move string) string {
	return fmt.Sprintf(`{"id":%d,"op":"apply","rules":{"profile":"default"},"position":%s,"move":%s}`, id, pos, move)
}

// moveTexts lists a moves reply's moves as compact JSON.
func moveTexts(r quirkyReply) []string {
	var out []string
	for _, m := range r.Moves {
		out = append(out, string(m.Move))
	}
	return out
}

// successor returns the position and outcome a moves reply gives for move.
func successor(t *testing.T, r quirkyReply, move string) (string, string) {
	t.Helper()
	for _, m := range r.Moves {
		if string(m.Move) == move {
			return string(m.Position), string(m.Outcome)
		}
	}
	t.Fatalf("move %s not listed: %v", move, moveTexts(r))
	return "", ""
}

// sideField returns one member of one side of a position JSON.
func sideField(t *testing.T, pos, side, field string) string {
	t.Helper()
	var top, sd map[string]json.RawMessage
	if err := json.Unmarshal([]byte(pos), &top); err != nil {
		t.Fatalf("position %s: %v", pos, err)
	}
	if err := json.Unmarshal(top[side], &sd); err != nil {
		t.Fatalf("position %s: %s: %v", pos, side, err)
	}
	return string(sd[field])
}

// TestQuirky builds the test engine testdata/quirky once and checks each
// flag's behaviour on hand-built requests, against answers derived by hand
// or with bao moves under the readings named at the positions above.
func TestQuirky(t *testing.T) {
	if testing.Short() {
		t.Skip("builds testdata/quirky")
	}
	bin := filepath.Join(t.TempDir(), "quirky")
	if out, err := exec.Command("go", "build", "-o", bin, "./testdata/quirky").CombinedOutput(); err != nil {
		t.Fatalf("go build ./testdata/quirky: %v\n%s", err, out)
	}

	t.Run("default", func(t *testing.T) {
		lines, err := quirkyRun(t, bin, nil,
			`{"id":1,"op":"hello","protocol":1}`,
			`not json`,
			`{"id":3,"op":"moves","rules":{"profile":"bga"},"position":`+quirkyHouse+`}`,
			`{"id":4,"op":"moves","rules":{"options":{"lapLimit":"cycle"}},"position":`+quirkyHouse+`}`,
			`{"id":5,"op":"moves","position":{"variant":"hus"}}`,
			`{"id":6,"op":"apply","position":`+quirkyHouse+`,"move":{"pit":"A1","dir":"cw"}}`,
			`{"id":7,"op":"moves","position":`+strings.Replace(quirkyHouse, `"kiswahili"`, `"kujifunza"`, 1)+`}`,
			`{"id":8,"op":"dance"}`,
			movesReq(9, quirkyLoneMtaji))
		if err != nil {
			t.Fatalf("quirky exited on bad input: %v", err)
		}
		want := []string{
			`{"id":1,"name":"quirky","version":"1.0","protocol":1,"variants":["kiswahili"],"options":{}}`,
			`{"id":null,"error":{"kind":"bad-request"`,
			`{"id":3,"error":{"kind":"unsupported"`,
			`{"id":4,"error":{"kind":"unsupported"`,
			`{"id":5,"error":{"kind":"bad-position"`,
			`{"id":6,"error":{"kind":"illegal-move"`,
			`{"id":7,"error":{"kind":"bad-position"`, // a kujifunza position with stores is no position
			`{"id":8,"error":{"kind":"unsupported"`,
			`{"id":9,"moves":[{"move":{"pit":"A1","dir":"cw"}`,
		}
		if len(lines) != len(want) {
			t.Fatalf("%d replies, want %d:\n%s", len(lines), len(want), strings.Join(lines, "\n"))
		}
		for i, w := range want {
			if !strings.HasPrefix(lines[i], w) {
				t.Errorf("reply %d = %s\nwant it to start %s", i+1, lines[i], w)
			}
		}
	})

	t.Run("strict-positions", func(t *testing.T) {
		withBlocks := strings.Replace(quirkyBlock, `"mustCapture":null}`, `"mustCapture":null,"blocks":[]}`, 1)
		withBlock := strings.Replace(quirkyStanding, `"mustCapture":"A4"}`, `"mustCapture":"A4","blocks":[{"pit":"A4"}]}`, 1)
		r := quirkyAsk(t, bin, []string{"-strict-positions"},
			movesReq(1, withBlocks), applyReq(2, withBlock, `{"pit":"b8","dir":"ccw"}`), movesReq(3, quirkyBlock))
		for _, i := range []int{0, 1} {
			if r[i].Error == nil || r[i].Error.Kind != "bad-position" || r[i].Error.Message != `json: unknown field "blocks"` {
				t.Errorf("reply %d: %+v, want bad-position json: unknown field \"blocks\"", i+1, r[i].Error)
			}
		}
		// Without "blocks": the default rules (bao moves: a2> and a2<).
		if got := strings.Join(moveTexts(r[2]), " "); got != `{"pit":"a2","dir":"cw"} {"pit":"a2","dir":"ccw"}` {
			t.Errorf("moves without blocks: %s", got)
		}
	})

	t.Run("exit-every", func(t *testing.T) {
		lines, err := quirkyRun(t, bin, []string{"-exit-every", "3"},
			`{"id":1,"op":"hello","protocol":1}`, movesReq(2, quirkyBlock), `not json`, movesReq(4, quirkyBlock), movesReq(5, quirkyBlock))
		if err != nil {
			t.Fatalf("exit status: %v, want 0", err)
		}
		if len(lines) != 3 || !strings.HasPrefix(lines[2], `{"id":null,"error"`) {
			t.Fatalf("replies %q: want 3, the hello and a bad line counted", lines)
		}
	})

	t.Run("flaky", func(t *testing.T) {
		var reqs []string
		positions := []string{quirkyBlock, quirkyHouse, quirkyLoneNamua, quirkyLoneMtaji, quirkyMust, quirkyLapLost}
		for i := 0; i < 60; i++ {
			reqs = append(reqs, movesReq(i+1, positions[i%len(positions)]))
		}
		flags := []string{"-flaky", "0.5", "-seed", "7"}
		a := quirkyAsk(t, bin, flags, reqs...)
		b := quirkyAsk(t, bin, flags, reqs...)
		spoiled := 0
		for i := range a {
			p, err := protocol.DecodePosition([]byte(positions[i%len(positions)]))
			if err != nil {
				t.Fatal(err)
			}
			want, err := reference.Moves(reference.Rules{}, p, nil)
			if err != nil {
				t.Fatal(err)
			}
			if len(a[i].Moves) != len(want) {
				t.Fatalf("request %d: %d moves, the reference %d", i+1, len(a[i].Moves), len(want))
			}
			changed := 0
			for j, m := range a[i].Moves {
				if string(m.Position) != string(b[i].Moves[j].Position) {
					t.Fatalf("request %d: the same seed gave two answers", i+1)
				}
				got, err := protocol.DecodePosition(m.Position)
				if err != nil {
					t.Fatalf("request %d: an invalid position: %v", i+1, err)
				}
				if got == want[j].Position {
					continue
				}
				changed++
				// One seed moved: one pit one less, another one more.
				var less, more int
				for s := 0; s < 2; s++ {
					for k := 0; k < reference.RingSize; k++ {
						switch int(got.Pits[s][k]) - int(want[j].Position.Pits[s][k]) {
						case 0:
						case -1:
							less++
						case 1:
							more++
						default:
							t.Fatalf("request %d: pit changed by more than a seed", i+1)
						}
					}
				}
				g, w := got, want[j].Position
				g.Pits, w.Pits = [2][reference.RingSize]uint8{}, [2][reference.RingSize]uint8{}
				if less != 1 || more != 1 || g != w {
					t.Fatalf("request %d: not one seed moved: %s", i+1, m.Position)
				}
			}
			if changed > 1 {
				t.Fatalf("request %d: %d positions spoiled, want at most 1", i+1, changed)
			}
			spoiled += changed
		}
		if spoiled < 15 || spoiled > 45 {
			t.Errorf("%d of 60 replies spoiled under -flaky 0.5", spoiled)
		}
	})

	t.Run("lasting-short", func(t *testing.T) {
		r := quirkyAsk(t, bin, []string{"-lasting-short"},
			movesReq(1, quirkyBlock), movesReq(2, quirkyMust), movesReq(3, quirkyStanding))
		// The long forms, from bao moves --json --option blockDuration=until-lifted.
		long := []struct {
			req       int
			move, pos string
		}{
			{0, `{"pit":"a2","dir":"cw"}`, `{"variant":"kiswahili","toMove":"south","south":{"front":[0,1,4,0,13,1,9,1],"back":[2,2,2,2,2,3,1,1],"store":0,"house":"destroyed"},"north":{"front":[0,0,1,1,0,0,0,0],"back":[4,0,3,4,2,4,0,1],"store":0,"house":"destroyed"},"blocked":"A5","mustCapture":null,"blocks":[{"pit":"A5"}]}`},
			{1, `{"pit":"a4","dir":"cw"}`, `{"variant":"kiswahili","toMove":"south","south":{"front":[3,1,10,4,2,0,5,1],"back":[2,0,6,2,5,3,2,3],"store":0,"house":"destroyed"},"north":{"front":[0,0,0,0,2,1,0,0],"back":[1,3,3,0,2,1,2,0],"store":0,"house":"destroyed"},"blocked":null,"mustCapture":"a5","blocks":[{"pit":"a5"}]}`},
			{2, `{"pit":"b8","dir":"ccw"}`, `{"variant":"kiswahili","toMove":"south","south":{"front":[0,0,0,6,4,3,1,4],"back":[9,0,1,0,1,3,8,6],"store":0,"house":"destroyed"},"north":{"front":[0,0,0,1,2,3,0,5],"back":[2,1,3,0,0,1,0,0],"store":0,"house":"destroyed"},"blocked":"A4","mustCapture":null,"blocks":[{"pit":"A4"}]}`},
		}
		var ul reference.Rules
		ul.BlockDuration = reference.BlockUntilLifted
		for _, c := range long {
			got, _ := successor(t, r[c.req], c.move)
			short := strings.NewReplacer(`,"blocks":[{"pit":"A5"}]`, "", `,"blocks":[{"pit":"a5"}]`, "", `,"blocks":[{"pit":"A4"}]`, "").Replace(c.pos)
			if got != short {
				t.Errorf("after %s:\n got %s\nwant %s", c.move, got, short)
			}
			// The short form means the long one under until-lifted: the
			// reference lists the same moves and results from both.
			var lists [2][]reference.Successor
			for i, form := range []string{short, c.pos} {
				p, err := protocol.DecodePosition([]byte(form))
				if err != nil {
					t.Fatal(err)
				}
				if lists[i], err = reference.Moves(ul, p, nil); err != nil {
					t.Fatal(err)
				}
			}
			if fmt.Sprint(lists[0]) != fmt.Sprint(lists[1]) {
				t.Errorf("after %s: the short form's moves differ from the long form's under until-lifted", c.move)
			}
		}
		// No successor anywhere carries "blocks".
		for i, rr := range r {
			for _, m := range rr.Moves {
				if bytes.Contains(m.Position, []byte(`"blocks"`)) {
					t.Errorf("request %d: %s carries blocks", i+1, m.Position)
				}
			}
		}
	})

	t.Run("mixed-lone-kichwa", func(t *testing.T) {
		r := quirkyAsk(t, bin, []string{"-mixed-lone-kichwa"}, movesReq(1, quirkyLoneNamua), movesReq(2, quirkyLoneMtaji))
		if got := strings.Join(moveTexts(r[0]), " "); got != `{"pit":"A1","dir":"cw"} {"pit":"A1","dir":"ccw"}` {
			t.Errorf("namua: %s, want A1> and A1< (end-of-move)", got)
		}
		if _, o := successor(t, r[0], `{"pit":"A1","dir":"ccw"}`); o != `{"winner":"north","reason":"front-row-empty"}` {
			t.Errorf("namua A1<: outcome %s", o)
		}
		if got := strings.Join(moveTexts(r[1]), " "); got != `{"pit":"A1","dir":"cw"}` {
			t.Errorf("mtaji: %s, want A1> only (forbidden)", got)
		}
	})

	t.Run("house-namua-start", func(t *testing.T) {
		// The successor of A5>, North to move: refused by bao moves under
		// the default rules (an intact house with an empty pit); bao moves
		// --option houseDestroyedBy=capture-or-safari lists a1 a2 a3< a3>.
		emptyHouse := `{"variant":"kiswahili","toMove":"north","south":{"front":[0,2,0,0,0,1,1,1],"back":[1,1,1,1,1,1,1,1],"store":9,"house":"intact"},"north":{"front":[2,2,2,0,2,2,0,2],"back":[2,2,2,2,2,2,3,5],"store":10,"house":"intact"},"blocked":null,"mustCapture":null}`
		r := quirkyAsk(t, bin, []string{"-house-namua-start"},
			movesReq(1, quirkyHouse),
			applyReq(2, quirkyHouse, `{"pit":"A5","dir":"cw"}`),
			applyReq(3, quirkyHouseAgain, `{"pit":"A5","dir":"ccw"}`),
			movesReq(4, emptyHouse))
		// bao moves --results under capture-or-safari: A5> leaves South
		// front [0,2,0,0,0,1,1,1], the house intact and empty.
		pos, _ := successor(t, r[0], `{"pit":"A5","dir":"cw"}`)
		if h, f := sideField(t, pos, "south", "house"), sideField(t, pos, "south", "front"); h != `"intact"` || f != "[0,2,0,0,0,1,1,1]" {
			t.Errorf("A5> (start from the house): house %s, front %s; want intact, [0,2,0,0,0,1,1,1]", h, f)
		}
		if h := sideField(t, string(r[1].Position), "south", "house"); h != `"intact"` {
			t.Errorf("apply A5>: house %s, want intact", h)
		}
		// A2> relays from the house: destroyed (any-emptying).
		pos, _ = successor(t, r[0], `{"pit":"A2","dir":"cw"}`)
		if h, f := sideField(t, pos, "south", "house"), sideField(t, pos, "south", "front"); h != `"destroyed"` || f != "[0,0,1,1,0,1,1,1]" {
			t.Errorf("A2> (a relay lifts the house): house %s, front %s; want destroyed, [0,0,1,1,0,1,1,1]", h, f)
		}
		// A kutakata from the house that relays from it again: destroyed at
		// that relay, so the default reading's result.
		if h, f := sideField(t, string(r[2].Position), "south", "house"), sideField(t, string(r[2].Position), "south", "front"); h != `"destroyed"` || f != "[2,1,0,5,0,1,2,1]" {
			t.Errorf("A5< relaying from the house again: house %s, front %s; want destroyed, [2,1,0,5,0,1,2,1]", h, f)
		}
		// quirky reads its own successors.
		if got := strings.Join(moveTexts(r[3]), " "); got != `{"pit":"a1"} {"pit":"a2"} {"pit":"a3","kichwa":"left"} {"pit":"a3","kichwa":"right"}` {
			t.Errorf("moves after A5>: %s (error %+v)", got, r[3].Error)
		}
	})

	t.Run("lap-per-sowing", func(t *testing.T) {
		left := `{"pit":"A6","kichwa":"left"}`
		r := quirkyAsk(t, bin, []string{"-lap-per-sowing"},
			movesReq(1, quirkyLapLong), applyReq(2, quirkyLapLong, left), applyReq(3, quirkyLapLost, `{"pit":"A2","dir":"ccw"}`))
		pos, o := successor(t, r[0], left)
		if pos != quirkyLapLongWins || o != `{"winner":"south","reason":"front-row-empty"}` {
			t.Errorf("moves, A6<: %s %s\nwant the cycle reading's %s (South wins)", pos, o, quirkyLapLongWins)
		}
		if string(r[1].Position) != quirkyLapLongWins || string(r[1].Outcome) != `{"winner":"south","reason":"front-row-empty"}` {
			t.Errorf("apply A6<: %s %s", r[1].Position, r[1].Outcome)
		}
		// 193 seeds without a capture: lost, as under 192-seeds (the board
		// unchanged, North to move).
		lost := strings.Replace(quirkyLapLost, `"toMove":"south"`, `"toMove":"north"`, 1)
		if string(r[2].Position) != lost || string(r[2].Outcome) != `{"winner":"north","reason":"lap-limit"}` {
			t.Errorf("apply A2<: %s %s\nwant %s, North wins on the lap limit", r[2].Position, r[2].Outcome, lost)
		}
	})
}
