package protocol

import (
	"fmt"

	"github.com/baolakiswahili/conformance/reference"
)

// CheckContract checks one successor (the position and outcome after a
// move) against the successor contract (features/RULINGS.md, "The successor
// contract"; the README's protocol section) given from, the position the
// move was played in. The position must already be valid (CheckReply): the
// 64 seeds, no negative count, houses the variant has and blocks on pits
// that can be blocked (rule 3 and the position's own invariants). A breach
// names the rule it breaks.
func CheckContract(from *reference.Position, pos, outcome []byte) error {
	p, err := DecodePosition(pos)
	if err != nil {
		return fmt.Errorf("invalid position: %s", Clean(err))
	}
	return contract(from, &p, outcome)
}

func contract(from, p *reference.Position, outcome []byte) error {
	if p.Variant != from.Variant {
		return fmt.Errorf("the successor contract: a move does not change the variant (%s, the position was %s)", p.Variant, from.Variant)
	}
	if p.ToMove != from.ToMove.Other() {
		return fmt.Errorf("the successor contract, rule 1: the opponent is to move after every move, the last one and a lap-limit loss included (%s moved, and the position has %s to move)", from.ToMove, p.ToMove)
	}
	for s := reference.Side(0); s < 2; s++ {
		if from.House[s] == reference.HouseDestroyed && p.House[s] == reference.HouseIntact {
			return fmt.Errorf("the successor contract: %s's house was destroyed and is intact after the move (a house, once destroyed, is never intact again)", s)
		}
	}
	var o reference.Outcome
	if len(outcome) > 0 && string(outcome) != "null" {
		if err := o.UnmarshalJSON(outcome); err != nil {
			return fmt.Errorf("invalid outcome: %s", Clean(err))
		}
	}
	// A game that ends during the move sets nothing for a next move; one
	// that ends at the opponent's turn (no legal move) keeps what it set.
	if o.Over() && o.Reason != reference.ReasonNoLegalMove {
		if p.Blocked != reference.NoPit || p.MustCapture != reference.NoPit || p.Lasting[0].On || p.Lasting[1].On {
			return fmt.Errorf("the successor contract, rule 2: when the game ends during the move (%s), blocked and mustCapture are null and there are no blocks", o.Reason)
		}
	}
	return nil
}
