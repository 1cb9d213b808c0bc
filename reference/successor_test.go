package reference

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// checkSuccessor checks the successor contract (features/RULINGS.md): the
// opponent to move, 64 seeds, a valid position; after a move that ends the
// game during the move no block, obligation or lasting block; after one that
// ends it at the opponent's turn a successor whose status is that outcome;
// after a lap-limit loss the board as it was.
func checkSuccessor(r *Rules, p *Position, sc *Successor) error {
	q := &sc.Result.Position
	if q.ToMove != p.ToMove.Other() {
		return fmt.Errorf("%s to move after %s's move", q.ToMove, p.ToMove)
	}
	if t := q.Total(); t != TotalSeeds {
		return fmt.Errorf("the successor holds %d seeds", t)
	}
	if err := q.Validate(); err != nil {
		return fmt.Errorf("invalid successor: %v", err)
	}
	o := sc.Result.Outcome
	if !o.Over() {
		return nil
	}
	if o.Winner == p.ToMove && o.Reason == ReasonNoLegalMove {
		// Ended at the opponent's turn, or by his immobility during the
		// move: the successor shows it.
		if got := status(r, q); got != o {
			return fmt.Errorf("outcome %+v, but the successor's status is %+v", o, got)
		}
		return nil
	}
	if q.Blocked != NoPit || q.MustCapture != NoPit || q.Lasting != [2]LastingBlock{} {
		return fmt.Errorf("the game is over, but blocked %s, mustCapture %s, lasting %+v", q.Blocked, q.MustCapture, q.Lasting)
	}
	if sc.Result.Outcome.Reason == ReasonLapLimit && (q.Pits != p.Pits || q.Store != p.Store || q.House != p.House) {
		return fmt.Errorf("a lap-limit loss changed the board")
	}
	return nil
}

// contractRules lists the rules the contract is checked under: every profile,
// and every reading of every option with the others at the default.
func contractRules(t *testing.T) map[string]Rules {
	t.Helper()
	out := map[string]Rules{}
	for _, n := range ProfileNames() {
		r, err := Profile(n)
		if err != nil {
			t.Fatal(err)
		}
		out["profile "+n] = r
	}
	for _, o := range Options {
		for _, rd := range o.Readings[1:] {
			r, err := Rules{}.WithOptions(map[string]string{o.Name: rd})
			if err != nil {
				t.Fatal(err)
			}
			out[o.Name+"="+rd] = r
		}
	}
	return out
}

// TestSuccessorContract plays seeded random games in every variant under every
// profile and every reading, and checks every successor of every position
// reached, plus the endless kutakata of features/infinite-moves.feature under
// every lap-limit reading.
func TestSuccessorContract(t *testing.T) {
	var buf [maxSuccessors]Successor
	for name, r := range contractRules(t) {
		for v := Kiswahili; v <= Hus; v++ {
			rng := rand.New(rand.NewPCG(7, uint64(v)))
			for game := 0; game < 3; game++ {
				p := Start(v, SetupStandard)
				for ply := 0; ply < 150; ply++ {
					succ, err := Moves(r, p, buf[:0])
					if err != nil {
						t.Fatalf("%s %s: %v", name, v, err)
					}
					if len(succ) == 0 {
						break
					}
					for i := range succ {
						if err := checkSuccessor(&r, &p, &succ[i]); err != nil {
							t.Fatalf("%s %s: %s in\n%s: %v", name, v, succ[i].Move, FormatDiagram(p), err)
						}
					}
					next := succ[rng.IntN(len(succ))]
					if next.Outcome.Over() {
						break
					}
					p = next.Position
				}
			}
		}
	}
	endless, err := ParsePositionText(`kiswahili south to move
north store 0 house destroyed
b 6 6 6 6 6 6 6 6
a 1 0 0 0 0 0 0 2
A 0 1 0 1 0 1 2 0
B 1 0 3 0 1 0 1 2
south store 0 house destroyed`)
	if err != nil {
		t.Fatal(err)
	}
	o, _ := LookupOption("lapLimit")
	for _, rd := range o.Readings {
		r, _ := Rules{}.WithOptions(map[string]string{"lapLimit": rd})
		res, err := Apply(r, endless, Move{Pit: lastingPit("A7"), Dir: CW})
		if rd == "100-seeds-illegal" {
			if err == nil {
				t.Errorf("lapLimit=%s: the endless move is legal", rd)
			}
			continue
		}
		if err != nil {
			t.Fatalf("lapLimit=%s: %v", rd, err)
		}
		if res.Outcome != (Outcome{Winner: North, Reason: ReasonLapLimit}) {
			t.Errorf("lapLimit=%s: outcome %+v", rd, res.Outcome)
		}
		if err := checkSuccessor(&r, &endless, &Successor{Result: res}); err != nil {
			t.Errorf("lapLimit=%s: %v", rd, err)
		}
	}
}
