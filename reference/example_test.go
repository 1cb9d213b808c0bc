package reference_test

import (
	"fmt"

	"github.com/baolakiswahili/conformance/reference"
)

// The first moves of a game: the legal moves of the start position, and one
// of them played.
func Example() {
	r, _ := reference.Profile("default")
	p := reference.Start(reference.Kiswahili, reference.SetupStandard)
	moves, _ := reference.FormatMoves(r, p)
	fmt.Println(moves)
	m, _ := reference.ParseMove(r, p, "A6<*")
	res, _ := reference.Apply(r, p, m)
	fmt.Print(reference.FormatDiagram(res.Position))
	// Output:
	// [A6>* A6<* A7>* A7<*]
	// North  store 22  house intact
	//      8   7   6   5   4   3   2   1
	//  b   0   0   0   0   0   0   0   0
	//  a   0   2   2 [ 6]  0   0   0   0
	//    --------------------------------
	//  A   0   0   1   1 [ 7]  0   2   0
	//  B   0   0   0   0   0   0   0   0
	//      1   2   3   4   5   6   7   8
	// South  store 21  house intact
	// North to move (namua)
}

// A traced move names the rule behind every step: its effects, and the
// decisions of the rules that chose how it went.
func ExampleApplyTrace() {
	r, _ := reference.Profile("default")
	p := reference.Start(reference.Kiswahili, reference.SetupStandard)
	m, _ := reference.ParseMove(r, p, "A7>*")
	_, events, _ := reference.ApplyTrace(r, p, m)
	for _, e := range events {
		fmt.Println(e)
	}
	// Output:
	// [PHASE-1] decision: a namua move: South's store holds 22
	// [NAMUA-1] decision: the hand seed may go into A7: it is a front pit
	// [BOARD-8] decision: A7 faces a2 (0 seeds): A_i faces a_(9-i)
	// [NAMUA-2] decision: the start does not capture: A7 holds 2 seeds and faces a2 with 0 seeds
	// [CAP-2] decision: the start may be played: no other start captures
	// [NAMUA-1] hand-seed A7 (1)
	// [NAMUA-3] pick-up A7 (3)
	// [NAMUA-3] sow 3 from A8 cw, last seed in B7
	// [SOW-7] decision: the move ends (kulala): B7 was empty
	// [SOW-7] move-end B7: the last seed fell into an empty pit (kulala)
	// [INF-1] decision: the move is within its limit: 3 seeds sown
	// [BLOCK-7] decision: no block follows: blocking belongs to the mtaji phase
}

// A decision of the rules taken the other way: the trace of A7>* above,
// with its kulala (decision 5, SOW-7) taken as a relay, as an engine that
// relays from an empty pit would play it: the last seed is lifted from B7
// and sown into B6, empty too, where that engine's move ends.
func ExampleApplyFlipped() {
	r, _ := reference.Profile("default")
	p := reference.Start(reference.Kiswahili, reference.SetupStandard)
	m, _ := reference.ParseMove(r, p, "A7>*")
	_, events, _ := reference.ApplyTrace(r, p, m)
	fmt.Println(reference.Decisions(events)[5])
	res, flipped, err := reference.ApplyFlipped(r, p, m, 5)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, e := range reference.Effects(flipped)[3:] {
		fmt.Println(e)
	}
	fmt.Println(res.Position.Seeds(reference.PitOf(reference.South, 9)), res.Position.Seeds(reference.PitOf(reference.South, 10)))
	// Output:
	// [SOW-7] decision: the move ends (kulala): B7 was empty
	// [KUEN-1] kuendelea B7 (1)
	// [KUEN-1] sow 1 from B6 cw, last seed in B6
	// [SOW-7] move-end B6: the last seed fell into an empty pit (kulala)
	// 0 1
}
