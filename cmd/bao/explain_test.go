package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/baolakiswahili/conformance/reference"
)

// d21Chain is the move A1+ in Nierse's diagram 21 (testdata/nierse-d21.json:
// South to move in namua, stores 12 and 12; North's front row a8..a1 is
// 1 2 2 16 0 0 2 0, South's A1..A8 is 2 0 0 0 14 0 0 1), worked by hand:
//
//	the hand seed makes A1 3; A1 faces a8 = 1: capture (the only one);
//	at a kichwa the seed enters at the left kichwa (DIR-1): A1 = 4; a8 is
//	now empty, so A1's 4 seeds relay clockwise to A2, A3, A4, A5 (15);
//	the house faces the empty a4: stop or safari, and + chooses safari:
//	15 seeds from A6 around the back row to A4 (A1..A4 = 1 2 2 2,
//	A6..A8 = 1 1 2, B = 1 each); A4 faces a5 = 16: capture, clockwise from
//	the left kichwa (DIR-3), A1 round to B1; B1's 2 seeds relay to A1, A2;
//	A2 (4) faces a7 = 2: capture, left kichwa: A1 = 4, A2 = 5; a7 is now
//	empty: A2's 5 relay to A3..A7; A7 faces a2 = 2: capture, right kichwa,
//	counter-clockwise: A8 = 4, A7 = 4; A7's 4 relay to A6..A3; A3 faces
//	a6 = 2: capture, right kichwa (DIR-3 keeps the direction). North's front
//	row is now empty: the 2 seeds are sown into A8, A7 and then the game
//	ends (DISPUTE-12, sow-then-end: the trace says so in that order).
var d21Chain = []string{
	"[NAMUA-1] hand-seed A1",
	"capture 1 from a8, entered at the left kichwa",
	"sow 1 from A1 cw, last seed in A1",
	"kuendelea A1 (4)",
	"sow 4 from A2 cw, last seed in A5",
	"safari A5 (15)",
	"house-destroyed A5",
	"      (15 seeds in hand)",
	"sow 15 from A6 cw, last seed in A4",
	" A   1   2   2   2   0   1   1   2\n       B   1   1   1   1   1   1   1   1\n",
	"capture 16 from a5, entered at the left kichwa",
	"house-destroyed a5",
	"sow 16 from A1 cw, last seed in B1",
	"kuendelea B1 (2)",
	"sow 2 from A1 cw, last seed in A2",
	"capture 2 from a7, entered at the left kichwa",
	"sow 2 from A1 cw, last seed in A2",
	"kuendelea A2 (5)",
	"sow 5 from A3 cw, last seed in A7",
	"capture 2 from a2, entered at the right kichwa",
	"sow 2 from A8 ccw, last seed in A7",
	"kuendelea A7 (4)",
	"sow 4 from A6 ccw, last seed in A3",
	"capture 2 from a6, entered at the right kichwa",
	"sow 2 from A8 ccw, last seed in A7",
	"game-end",
	"Result:\nNorth  store 12  house destroyed\n",
	" a   0   0   0   0   0   0   0   0\n   --------------------------------\n A   4   0   5   5   3   4   1   5\n B   0   2   2   2   2   2   2   2\n",
	"South  store 11  house destroyed\nGame over: South wins (front-row-empty)\n",
}

// d21Final is the position after A1+ (see d21Chain).
const d21Final = `{"variant":"kiswahili","toMove":"north",
 "south":{"front":[4,0,5,5,3,4,1,5],"back":[0,2,2,2,2,2,2,2],"store":11,"house":"destroyed"},
 "north":{"front":[0,0,0,0,0,0,0,0],"back":[0,0,0,0,0,0,0,0],"store":12,"house":"destroyed"},
 "blocked":null,"mustCapture":null}`

// inOrder fails unless every fragment appears in s after the previous one.
func inOrder(t *testing.T, s string, fragments []string) {
	t.Helper()
	at := 0
	for _, f := range fragments {
		i := strings.Index(s[at:], f)
		if i < 0 {
			t.Errorf("missing (or out of order) after offset %d: %q\n%s", at, f, s)
			return
		}
		at += i + len(f)
	}
}

func TestExplainNierseD21(t *testing.T) {
	out, _, err := runBao(t, "", "explain", "testdata/nierse-d21.json", "A1+")
	if err != nil {
		t.Fatal(err)
	}
	inOrder(t, out, append([]string{
		"Position (profile default):\n",
		" a   1   2   2 [16]  0   0   2   0\n",
		" A   2   0   0   0 [14]  0   0   1\n",
		"Move A1+ by South (capture move, namua):\n",
	}, d21Chain...))
	// Every event line carries a rule ID.
	for _, line := range strings.Split(out, "\n") {
		if len(line) > 4 && line[2] == '.' && !strings.HasPrefix(line[4:], "[") {
			t.Errorf("event without a rule ID: %q", line)
		}
	}
	// --no-boards: the events without the diagrams.
	short, _, err := runBao(t, "", "explain", "--no-boards", "testdata/nierse-d21.json", "A1+")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(short, "seeds in hand") || strings.Count(short, "  --------------------------------\n") != 2 {
		t.Errorf("--no-boards still prints step boards:\n%s", short)
	}
}

func TestExplainNierseD21JSON(t *testing.T) {
	out, _, err := runBao(t, "", "explain", "--json", "testdata/nierse-d21.json", "A1+")
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		Text   string
		Events []struct {
			Kind, Rule, Pit string
			Seeds           int
		}
		Position reference.Position
		Outcome  reference.Outcome
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	var want reference.Position
	if err := json.Unmarshal([]byte(d21Final), &want); err != nil {
		t.Fatal(err)
	}
	if got.Position != want {
		t.Errorf("final position %+v, want %+v", got.Position, want)
	}
	if got.Outcome != (reference.Outcome{Winner: reference.South, Reason: reference.ReasonFrontRowEmpty}) {
		t.Errorf("outcome %+v", got.Outcome)
	}
	var captures []string
	for _, ev := range got.Events {
		if ev.Kind == "capture" {
			captures = append(captures, fmt.Sprintf("%s:%d", ev.Pit, ev.Seeds))
		}
		if ev.Rule == "" {
			t.Errorf("event %+v has no rule", ev)
		}
	}
	// The whole of North's front row, in the order the chain takes it.
	if c := strings.Join(captures, " "); c != "a8:1 a5:16 a7:2 a2:2 a6:2" {
		t.Errorf("captures %s", c)
	}
	if got.Text != "A1+" {
		t.Errorf("text %q", got.Text)
	}
}

func otherReadings() int {
	n := 0
	for _, o := range reference.Options {
		n += len(o.Readings) - 1
	}
	return n
}

func TestExplainReadingsD21(t *testing.T) {
	// One option changes this move: DISPUTE-12. Under end-in-hand the game
	// ends as a6 is captured and its 2 seeds are never sown (they stay in
	// hand, which the engine books to South's store): A8 4 instead of 5, A7 0
	// instead of 1, store 13. Under play-out the 2 seeds are sown into A8 and
	// A7, which was empty, so the move ends the same as the default. Nothing
	// else in the move is disputed: the seed cap (DISPUTE-2) meets only the
	// 16-seed sowing, which ends in the back row; the house stop is the
	// namua one with an empty facing pit (DISPUTE-8); no block in namua.
	out, _, err := runBao(t, "", "explain", "--readings", "--no-boards", "testdata/nierse-d21.json", "A1+")
	if err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf("Readings that change the result of A1+ (each option changed alone; %d other readings tried):\n"+
		"  --option frontRowEmpty=end-in-hand (DISPUTE-12; selected: sow-then-end)\n"+
		"      pits: A7 1→0, A8 5→4\n"+
		"      south store: 11→13\n"+
		"The other %d readings give the same result.\n", otherReadings(), otherReadings()-1)
	if !strings.HasSuffix(out, want) {
		t.Errorf("bao explain --readings:\n%s\nwant the ending:\n%s", out, want)
	}
}

func TestExplainIllegalWithReadings(t *testing.T) {
	// At the start the functional house may not take the hand seed for a
	// kutakata while other front pits hold seeds (NAMUA-5). Under WP's
	// reading of DISPUTE-6 (taxation=free) it may, and is taxed: A5 6+1 = 7,
	// two seeds go on clockwise into A6 (3) and A7 (3); A7 was not empty, so
	// its 3 relay into A8, B8, B7 (empty: end). A5 keeps 5.
	out, _, err := runBao(t, "", "explain", "--readings", "start", "A5>*")
	wantExit(t, err, 2, "NAMUA-5")
	inOrder(t, out, []string{
		"Move A5>* by South is not legal: ",
		"the house may take the hand seed for a kutakata only when it is the only non-empty front pit (NAMUA-5)\n",
		"Readings that make legal A5>* ",
		"  --option taxation=free (DISPUTE-6; selected: only-pit)\n",
		"      the move is legal: the game goes on\n",
		"      pits: A5 6→5, A6 2→3, A7 2→0, A8 0→1, B7 0→1, B8 0→1\n",
		"      south store: 22→21\n",
		"      to move: south→north\n",
		fmt.Sprintf("The other %d readings give the same result.\n", otherReadings()-1),
	})
}

func TestExplainKutakata(t *testing.T) {
	// A7<* at the start: A7 2+1 = 3 sown counter-clockwise into A6 (3), A5
	// (7), A4 (empty: the move ends, SOW-7).
	out, _, err := runBao(t, "", "explain", "A7<*")
	if err != nil {
		t.Fatal(err)
	}
	inOrder(t, out, []string{
		"Move A7<* by South (kutakata, namua):\n",
		"[NAMUA-1] hand-seed A7",
		"pick-up A7 (3)",
		"sow 3 from A6 ccw, last seed in A4",
		"[SOW-7] move-end A4",
		" A   0   0   0   1 [ 7]  3   0   0\n",
		"Outcome: the game goes on\n",
	})
}

func TestExplainErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"explain"}, "no move given"},
		{[]string{"explain", "start", "A6>*", "a6<*"}, "want [POS] MOVE"},
		{[]string{"explain", "nowhere.json", "A6>*"}, `position "nowhere.json"`},
		{[]string{"explain", "Q7"}, "cannot read move"},
		{[]string{"explain", `{"pit":"A9"}`}, "move.pit"},
		{[]string{"explain", "A4>*"}, "A4 is empty"},
		{[]string{"explain", northLost, "a1>"}, "game over"},
	} {
		_, _, err := runBao(t, "", tc.args...)
		wantExit(t, err, 2, tc.want)
	}
	// The kutakata mark may be left out.
	if _, _, err := runBao(t, "", "explain", "A6>"); err != nil {
		t.Errorf("explain A6>: %v", err)
	}
}

func TestExplainReadingsKichwaChoice(t *testing.T) {
	// testdata/mtaji-central-capture.json, mtaji, South to move: A1 = 2, A3 =
	// 1, back row 4 each; North's only front seeds are a6 = 3. A1> sows A2 (1)
	// and A3 (2); A3 faces a6: capture, at a central pit. Kept direction
	// (DISPUTE-14 default, DIR-4): clockwise from the left kichwa, A1 1, A2 2,
	// A3 3; North's front row is empty, South wins. Under the free reading the
	// text A1> is incomplete; A1>L is the same move, A1>R enters at A8 and
	// sows A8, A7, A6 instead.
	const pos = "testdata/mtaji-central-capture.json"
	l, _, errL := runBao(t, "", "play", "--json", "--option", "mtajiFirstKichwa=free", pos, "A1>L")
	r, _, errR := runBao(t, "", "play", "--json", "--option", "mtajiFirstKichwa=free", pos, "A1>R")
	if errL == nil && errR == nil && l == r {
		t.Fatal("the engine ignores the free kichwa of DISPUTE-14 (fuzz BUG-1, fixed in 9aaa415): A1>L and A1>R give the same result")
	}
	out, _, err := runBao(t, "", "explain", "--readings", "--no-boards", pos, "A1>")
	if err != nil {
		t.Fatal(err)
	}
	inOrder(t, out, []string{
		" A   1   2   3   0   0   0   0   0\n",
		"  --option mtajiFirstKichwa=free (DISPUTE-14; selected: kept)\n",
		"      as written the move is illegal: ",
		"choose the left or the right kichwa (DIR-2)\n",
		"      A1>L: the same result\n",
		"      A1>R: pits: A1 1→0, A2 2→1, A3 3→2, A6 0→1, A7 0→1, A8 0→1\n",
	})
}

func TestDiffResults(t *testing.T) {
	a := reference.Result{Position: reference.Start(reference.Kiswahili, reference.SetupStandard)}
	b := a
	a3, _ := reference.ParsePit("a3")
	A4, _ := reference.ParsePit("A4")
	B1, _ := reference.ParsePit("B1")
	b.Position.SetSeeds(A4, 3)
	b.Position.SetSeeds(B1, 1)
	b.Position.Store[reference.South] = 18
	b.Position.House[reference.North] = reference.HouseDestroyed
	b.Position.ToMove = reference.North
	b.Position.Blocked = a3
	b.Outcome = reference.Outcome{Winner: reference.North, Reason: reference.ReasonNoLegalMove}
	got := strings.Join(diffResults(a, b, false), "\n")
	want := "outcome: North wins (no-legal-move) instead of the game goes on\n" +
		"pits: A4 0→3, B1 0→1\n" +
		"south store: 22→18\n" +
		"north house: intact→destroyed\n" +
		"to move: south→north\n" +
		"blocked: none→a3"
	if got != want {
		t.Errorf("diffResults:\n%s\nwant:\n%s", got, want)
	}
	if d := diffResults(a, a, false); len(d) != 0 {
		t.Errorf("equal results differ: %q", d)
	}
}

func TestExplainReadingsBlock(t *testing.T) {
	// testdata/kutakatia.json, mtaji, houses destroyed, 28-seed piles in B5
	// and b5 (more than 15: they start no capture). South: A1 1, A2 2, A3 1;
	// North: a2 2, a6 2. South has no capture (A2 clockwise ends in the empty
	// A4, counter-clockwise in the back row), so A2< is a kutakata: A1 2, B1 1
	// (empty: end). Now South's only capture is A1 clockwise, ending in A3
	// (1) facing a6: exactly one target (BLOCK-1). North cannot capture (a2
	// ends in the empty a4 or the back row, a6 in the empty a8 or a4), a6 is
	// not North's only non-empty front pit nor its only front pit with 2+
	// (BLOCK-2): a6 is blocked, and the move is written A2<**.
	// Under marker=facing-only (DISPUTE-22) a6 clockwise ends in the empty a8
	// facing A1 = 2: North can capture, so no block (BLOCK-5), and the move
	// is a plain kutakata. No other reading changes the move.
	const pos = "testdata/kutakatia.json"
	out, _, err := runBao(t, "", "explain", "--readings", "--no-boards", pos, "A2<")
	if err != nil {
		t.Fatal(err)
	}
	inOrder(t, out, []string{
		"Move A2<** by South (kutakata, mtaji):\n",
		"[BLOCK-1] block-set a6",
		" A   2   0   1   0   0   0   0   0\n B   1   0   0   0  28   0   0   0\n",
		"North to move (mtaji); a6 is blocked (kutakatia)\n",
		// DISPUTE-20: the block lasts (AbstractPlay, BGA's three player changes).
		"  --option blockDuration=until-lifted (DISPUTE-20; selected: one-move)\n",
		"      lasting blocks: none→a6\n",
		"  --option blockDuration=player-changes (DISPUTE-20; selected: one-move)\n",
		"      lasting blocks: none→a6:2\n",
		"  --option marker=facing-only (DISPUTE-22; selected: own-non-empty) as A2<*\n",
		"      blocked: a6→none\n",
		// DISPUTE-31: no blocking at all.
		"  --option kutakatia=off (DISPUTE-31; selected: on) as A2<*\n",
		"      blocked: a6→none\n",
		fmt.Sprintf("The other %d readings give the same result.\n", otherReadings()-4),
	})
	// North may not start a kutakata from the blocked a6 (BLOCK-4), and the
	// back row is closed while a front pit holds 2 or more (MTAJI-4): a2 only.
	res, _, err := runBao(t, "", "play", "--json", pos, "A2<")
	if err != nil {
		t.Fatal(err)
	}
	var r struct{ Position json.RawMessage }
	json.Unmarshal([]byte(res), &r)
	moves, _, err := runBao(t, string(r.Position), "moves", "-")
	if err != nil {
		t.Fatal(err)
	}
	got := strings.ReplaceAll(strings.Join(sortedLines(moves), " "), "*", "")
	if got != "a2< a2>" {
		t.Errorf("North's moves after A2<: %q", moves)
	}
}

// TestExplainReadingsProgress: --readings says on stderr which reading it is
// trying once it has worked for a while (issue 9: nothing for 207 s on a long
// position). progressAfter 0 makes every reading "a while".
func TestExplainReadingsProgress(t *testing.T) {
	old := progressAfter
	progressAfter = 0
	defer func() { progressAfter = old }()
	_, errOut, err := runBao(t, "", "explain", "--readings", "start", "A6>*")
	if err != nil {
		t.Fatal(err)
	}
	n := otherReadings()
	if !strings.Contains(errOut, "bao explain: reading 1 of "+fmt.Sprint(n)+": ") || !strings.Contains(errOut, fmt.Sprintf("reading %d of %d: ", n, n)) {
		t.Errorf("stderr:\n%s", errOut)
	}
	// Quick runs stay quiet.
	progressAfter = old
	if _, errOut, _ := runBao(t, "", "explain", "--readings", "start", "A6>*"); errOut != "" {
		t.Errorf("a quick run printed progress:\n%s", errOut)
	}
}

// TestExplainIllegalSaidOnce: bao explain of an illegal move says why on
// stdout and exits 2, and main prints nothing more on stderr (it once
// printed the same message twice).
func TestExplainIllegalSaidOnce(t *testing.T) {
	for _, args := range [][]string{{"explain", "start", "A1>"}, {"explain", "--json", "start", "A1>"}} {
		out, _, err := runBao(t, "", args...)
		wantExit(t, err, 2, "A1 is empty")
		if !strings.Contains(out, "A1 is empty") {
			t.Errorf("%v: stdout does not say why: %s", args, out)
		}
		var stderr strings.Builder
		printError(&stderr, err)
		if stderr.Len() != 0 {
			t.Errorf("%v: said twice; stderr %q", args, stderr.String())
		}
	}
	// Any other error is printed.
	_, _, err := runBao(t, "", "explain")
	var stderr strings.Builder
	printError(&stderr, err)
	if !strings.Contains(stderr.String(), "bao explain: no move given") {
		t.Errorf("stderr %q", stderr.String())
	}
}

// TestExplainDecisions checks that bao explain shows the decisions of the
// rules among the effects (issue 34), each with its rule: A7<* at the start
// is a namua move (South's store holds 22), the hand seed may go into the
// front pit A7, which faces a2 (empty): no capture, and none elsewhere
// (CAP-2); its 3 seeds end in empty A4 (SOW-7); the move is within its lap
// limit, and in namua no block follows (BLOCK-7).
func TestExplainDecisions(t *testing.T) {
	out, _, err := runBao(t, "", "explain", "--no-boards", "A7<*")
	if err != nil {
		t.Fatal(err)
	}
	inOrder(t, out, []string{
		"[PHASE-1] decision: a namua move: South's store holds 22\n",
		"[NAMUA-1] decision: the hand seed may go into A7",
		"[BOARD-8] decision: A7 faces a2 (0 seeds)",
		"[NAMUA-2] decision: the start does not capture",
		"[CAP-2] decision: the start may be played: no other start captures\n",
		"[NAMUA-1] hand-seed A7",
		"sow 3 from A6 ccw, last seed in A4",
		"[SOW-7] decision: the move ends (kulala): A4 was empty\n",
		"[SOW-7] move-end A4",
		"[INF-1] decision: the move is within its limit: 3 seeds sown\n",
		"[BLOCK-7] decision: no block follows",
	})
	js, _, err := runBao(t, "", "explain", "--json", "A7<*")
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		Events []struct {
			Kind, Rule, Decision string
			Held                 *bool
		}
	}
	if err := json.Unmarshal([]byte(js), &got); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, e := range got.Events {
		if e.Kind != "decision" {
			continue
		}
		n++
		if e.Decision == "" || e.Held == nil || e.Rule == "" {
			t.Errorf("a decision without its name, answer or rule: %+v", e)
		}
	}
	if n != 8 {
		t.Errorf("%d decisions in the JSON, want 8", n)
	}
}
