package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// Perft of the start position, derived by hand (default profile):
//   - depth 1: A6>*, A6<*, A7>*, A7<* (see TestMovesStart).
//   - depth 2: after A6>* (A7 3, A8 1, B8 1) and after A7>* (A8, B8, B7 1
//     each) North has no capture (a5, a6, a7 face A4, A3, A2, empty) and 4
//     kutakata from a6, a7; after A6<* (A5 7, A4 1, A3 1) North captures A3
//     with a6 or A4 with a5, both central, kichwa left or right: 4; after A7<*
//     (A6 3, A5 7, A4 1) only a5 captures A4: 2. Each single captured seed
//     falls into an empty kichwa, so no move reaches the house and none has a
//     safari variant. Total 4+4+4+2 = 14.
func TestPerft(t *testing.T) {
	for _, tc := range []struct {
		depth, nodes string
	}{{"0", "1"}, {"1", "4"}, {"2", "14"}} {
		out, _, err := runBao(t, "", "perft", tc.depth)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(out, "perft("+tc.depth+") = "+tc.nodes+"\n") || !strings.Contains(out, "nodes/s") {
			t.Errorf("bao perft %s:\n%s", tc.depth, out)
		}
	}
}

func TestPerftDivide(t *testing.T) {
	out, _, err := runBao(t, "", "perft", "start", "2", "--divide")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"A6>*\t4\n", "A6<*\t4\n", "A7>*\t4\n", "A7<*\t2\n", "moves 4\n", "perft(2) = 14\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("bao perft --divide 2 lacks %q:\n%s", want, out)
		}
	}
	out, _, err = runBao(t, "", "perft", "--json", "--divide", "2")
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		Depth  int
		Nodes  uint64
		Divide []struct {
			Text  string
			Nodes uint64
		}
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	if got.Depth != 2 || got.Nodes != 14 || len(got.Divide) != 4 {
		t.Errorf("bao perft --json --divide 2: %s", out)
	}
}

func TestPerftDividesSum(t *testing.T) {
	// Not hand-derived: the divide lines must add up to the plain count.
	plain, _, err := runBao(t, "", "perft", "kujifunza-start", "3")
	if err != nil {
		t.Fatal(err)
	}
	div, _, err := runBao(t, "", "perft", "kujifunza-start", "3", "--divide", "--json")
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		Nodes  uint64
		Divide []struct{ Nodes uint64 }
	}
	json.Unmarshal([]byte(div), &got)
	var sum uint64
	for _, d := range got.Divide {
		sum += d.Nodes
	}
	if sum != got.Nodes || !strings.Contains(plain, "= ") || len(got.Divide) != 16 {
		t.Errorf("divide sum %d, nodes %d, %d moves; plain: %s", sum, got.Nodes, len(got.Divide), plain)
	}
}

func TestPerftErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"perft"}, "no depth"},
		{[]string{"perft", "deep"}, `DEPTH "deep"`},
		{[]string{"perft", "start", "-1"}, "unknown shorthand flag: '1' in -1"},
		{[]string{"perft", "start", "--", "-1"}, `DEPTH "-1"`},
		{[]string{"perft", "start", "99"}, `DEPTH "99"`},
		{[]string{"perft", "start", "1", "2"}, "want [POS] DEPTH"},
		{[]string{"perft", "nowhere", "1"}, `position "nowhere"`},
		{[]string{"perft", "-j", "-2", "2"}, "--jobs -2"},
	} {
		_, _, err := runBao(t, "", tc.args...)
		wantExit(t, err, 2, tc.want)
	}
}

// TestPerftJobs checks that subtrees counted on several workers add up to
// the hand-derived count of TestPerft, with and without --divide.
func TestPerftJobs(t *testing.T) {
	out, _, err := runBao(t, "", "perft", "-j", "2", "2")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "perft(2) = 14\n") || !strings.Contains(out, "2 workers") {
		t.Errorf("bao perft -j 2 2:\n%s", out)
	}
	out, _, err = runBao(t, "", "perft", "--jobs", "3", "--divide", "2")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"A6>*\t4\n", "A6<*\t4\n", "A7>*\t4\n", "A7<*\t2\n", "perft(2) = 14\n", "3 workers"} {
		if !strings.Contains(out, want) {
			t.Errorf("bao perft --jobs 3 --divide 2 lacks %q:\n%s", want, out)
		}
	}
}
