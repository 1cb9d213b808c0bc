package main

import (
	"strings"
	"testing"
)

// northEmptySouthToMove is a mtaji position where South is to move and
// North's front row is empty: North has lost (END-1). Written by hand: 4 in
// each of South's front pits, 2 in each back pit of both sides, 64 seeds.
const northEmptySouthToMove = `{"variant":"kiswahili","toMove":"south",
 "south":{"front":[4,4,4,4,4,4,4,4],"back":[2,2,2,2,2,2,2,2],"store":0,"house":"destroyed"},
 "north":{"front":[0,0,0,0,0,0,0,0],"back":[2,2,2,2,2,2,2,2],"store":0,"house":"destroyed"},
 "blocked":null,"mustCapture":null}`

// TestOverWhenTheOtherFrontRowIsEmpty: a position whose side NOT to move has
// an empty front row is over (issue 9: moves listed 16 moves, each "South
// wins"); moves lists nothing and says why, show says the game is over.
func TestOverWhenTheOtherFrontRowIsEmpty(t *testing.T) {
	out, errOut, err := runBao(t, "", "moves", northEmptySouthToMove)
	if err != nil || out != "" || !strings.Contains(errOut, "no legal moves: South wins (front-row-empty)") {
		t.Errorf("bao moves: err %v\nstdout %q\nstderr %q", err, out, errOut)
	}
	out, _, err = runBao(t, "", "show", northEmptySouthToMove)
	if err != nil || !strings.Contains(out, "Game over: South wins (front-row-empty)") {
		t.Errorf("bao show: err %v\n%s", err, out)
	}
	_, _, err = runBao(t, "", "play", northEmptySouthToMove, "A1>")
	wantExit(t, err, 2, "north has already lost")
}

// TestIntactEmptyHouseRejected: a house "intact" that holds no seeds is not a
// position of the default rules (HOUSE-1: an emptied house is destroyed).
func TestIntactEmptyHouseRejected(t *testing.T) {
	// The start position with South's 6 house seeds moved from A5 to A4.
	pos := strings.Replace(startJSON, `"front":[0,0,0,0,6,2,2,0]`, `"front":[0,0,0,6,0,2,2,0]`, 1)
	for _, cmd := range []string{"moves", "show"} {
		_, _, err := runBao(t, "", cmd, pos)
		wantExit(t, err, 2, `south.house: "intact" but the house pit A5 is empty`)
	}
	// Under houseDestroyedBy=capture-or-safari (DISPUTE-4) the position is one
	// the rules reach: accepted.
	if _, _, err := runBao(t, "", "moves", pos, "--option", "houseDestroyedBy=capture-or-safari"); err != nil {
		t.Errorf("capture-or-safari: %v", err)
	}
}
