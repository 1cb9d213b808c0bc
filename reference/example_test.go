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

// A traced move names the rule behind every step.
func ExampleApplyTrace() {
	r, _ := reference.Profile("default")
	p := reference.Start(reference.Kiswahili, reference.SetupStandard)
	m, _ := reference.ParseMove(r, p, "A7>*")
	_, events, _ := reference.ApplyTrace(r, p, m)
	for _, e := range events {
		fmt.Println(e)
	}
	// Output:
	// [NAMUA-1] hand-seed A7 (1)
	// [NAMUA-3] pick-up A7 (3)
	// [NAMUA-3] sow 3 from A8 cw, last seed in B7
	// [SOW-7] move-end B7: the last seed fell into an empty pit (kulala)
}
