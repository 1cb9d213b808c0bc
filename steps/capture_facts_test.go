package steps

import (
	"strings"
	"testing"
)

// captureFactsFeature holds the new facts of issue 12 item 5(b), each once
// true and once false, on positions read by hand (and RN d.5-7's boards):
//   - the start position: no front pit faces a seed, so no move captures
//     (NAMUA-4);
//   - EN:138's position: A2, A5 (two kichwa), A6 (two kichwa) and A7 capture;
//   - RN d.17 A4<: 7 seeds from a5 reach A7 (5 -> 6), a2 is empty: a relay
//     of 6 seeds from A7.
const captureFactsFeature = `Feature: capture moves and relays

  @SOW-1
  Scenario: no capture at the start
    Given the start position
    Then the side to move cannot capture

  @SOW-1
  Scenario: a capture at the start is wrong
    Given the start position
    Then the capture moves are "A6>*"

  @CAP-1
  Scenario: four pits capture
    Given the board:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | a | 0 | 1 | 1 | 6 | 1 | 1 | 1 | 0 |
      | A | 0 | 1 | 0 | 0 | 6 | 2 | 2 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South has 21 seeds in store and North has 21
    Then the capture moves are "A7, A6>, A6<, A5>, A5<, A2"

  @CAP-1
  Scenario: four pits capture, one left out
    Given the board:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | a | 0 | 1 | 1 | 6 | 1 | 1 | 1 | 0 |
      | A | 0 | 1 | 0 | 0 | 6 | 2 | 2 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South has 21 seeds in store and North has 21
    Then the side to move cannot capture

  @KUEN-1
  Scenario: a relay of six
    Given the board:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | a | 1 | 0 | 0 | 7 | 0 | 0 | 0 | 2 |
      | A | 0 | 2 | 3 | 2 | 0 | 2 | 5 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South has 20 seeds in store and North has 20
    When the move "A4<" is played
    Then the trace has a relay of 6 seeds from A7
    And the trace has a relay of 5 seeds from A7

  @CAP-1
  Scenario: an empty capture list
    Given the start position
    Then the capture moves are ""

  @CAP-4
  Scenario: the board right after the capture, the seeds in hand (RN d.6)
    Given the board:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | a | 1 | 0 | 1 | 8 | 3 | 2 | 0 | 0 |
      | A | 0 | 0 | 0 | 0 | 7 | 0 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South has 21 seeds in store and North has 21
    When the move "A5<" is played
    Then the board right after the capture from a4 is:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | a | 1 | 0 | 1 | 8 | 0 | 2 | 0 | 0 |
      | A | 0 | 0 | 0 | 0 | 8 | 0 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And the board right after the capture from a4 is:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | a | 1 | 0 | 1 | 8 | 0 | 2 | 0 | 0 |
      | A | 1 | 1 | 1 | 0 | 8 | 0 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And the board right after the capture from a3 is:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | a | 1 | 0 | 1 | 8 | 0 | 2 | 0 | 0 |
      | A | 0 | 0 | 0 | 0 | 8 | 0 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
`

func TestCaptureMovesAndRelayFacts(t *testing.T) {
	f, err := InterpretFeature("capture.feature", []byte(captureFactsFeature))
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Scenarios) != 7 {
		t.Fatalf("%d scenarios", len(f.Scenarios))
	}
	fact := func(i, j int) Fact {
		t.Helper()
		fs := f.Scenarios[i].Facts()
		if f.Scenarios[i].Err != nil || j >= len(fs) {
			t.Fatalf("scenario %d: err %v, %d facts", i, f.Scenarios[i].Err, len(fs))
		}
		return fs[j]
	}
	if ff := fact(0, 0); ff.Kind != FactCaptureMoves || ff.Err != nil || ff.LegalMoves != nil || ff.Kind.Trace() {
		t.Errorf("cannot capture at the start: %+v", ff)
	}
	if ff := fact(1, 0); ff.Err == nil || !strings.Contains(ff.Err.Error(), "missing: A6>*") {
		t.Errorf("a kutakata listed as a capture: err %v", ff.Err)
	}
	if ff := fact(2, 0); ff.Err != nil || len(ff.LegalMoves) != 6 {
		t.Errorf("six capture moves, all the legal moves: err %v, legal %v", ff.Err, ff.LegalMoves)
	}
	if ff := fact(3, 0); ff.Err == nil || !strings.Contains(ff.Err.Error(), "got the capture moves A2, A5<, A5>, A6<, A6>, A7") {
		t.Errorf("captures denied: err %v", ff.Err)
	}
	if ff := fact(4, 0); ff.Kind != FactRelay || ff.Err != nil || !ff.Kind.Trace() {
		t.Errorf("relay of 6: %+v", ff)
	}
	if ff := fact(4, 1); ff.Err == nil || !strings.Contains(ff.Err.Error(), "want a relay (kuendelea) of 5 seeds from A7") {
		t.Errorf("relay of 5: err %v", ff.Err)
	}
	if sc := f.Scenarios[5]; sc.Err == nil || !strings.Contains(sc.Err.Error(), "cannot capture") {
		t.Errorf("empty list: err %v", sc.Err)
	}
	// d.6: after the hand seed (A5 8) and the capture (a4 0), before the
	// sowing; the board after the sowing (d.7) is not the board of the
	// capture; a3 was not captured.
	if ff := fact(6, 0); ff.Kind != FactCaptureBoard || ff.Err != nil || !ff.Kind.Trace() {
		t.Errorf("d.6: %+v", ff)
	}
	if ff := fact(6, 1); ff.Err == nil || !strings.Contains(ff.Err.Error(), "the board right after the capture from a4 differs") {
		t.Errorf("d.7 as d.6: err %v", ff.Err)
	}
	if ff := fact(6, 2); ff.Err == nil || !strings.Contains(ff.Err.Error(), "want a capture from a3") {
		t.Errorf("no capture from a3: err %v", ff.Err)
	}
}
