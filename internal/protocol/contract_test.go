package protocol

import (
	"strings"
	"testing"

	"github.com/baolakiswahili/conformance/reference"
)

// TestCheckContract: each rule of the successor contract, on positions
// built by hand from the start position (RULINGS.md, "The successor
// contract").
func TestCheckContract(t *testing.T) {
	from := reference.Start(reference.Kiswahili, reference.SetupStandard) // South to move
	next := func(edit func(p *reference.Position)) []byte {
		p := from
		p.ToMove = reference.North
		edit(&p)
		return AppendPosition(nil, &p)
	}
	a5, _ := reference.ParsePit("a5")
	destroyedFrom := from
	destroyedFrom.House[reference.South] = reference.HouseDestroyed
	for _, tc := range []struct {
		name    string
		from    reference.Position
		pos     []byte
		outcome string
		want    string // "" when the successor keeps the contract
	}{
		{"the opponent to move", from, next(func(*reference.Position) {}), "null", ""},
		{"the mover still to move", from, next(func(p *reference.Position) { p.ToMove = reference.South }), "null", "rule 1: the opponent is to move"},
		{"a block after a move that ends the game", from, next(func(p *reference.Position) { p.Blocked = a5 }), `{"winner":"south","reason":"front-row-empty"}`, "rule 2"},
		{"a block when the opponent cannot move", from, next(func(p *reference.Position) { p.Blocked = a5 }), `{"winner":"south","reason":"no-legal-move"}`, ""},
		{"a destroyed house rebuilt", destroyedFrom, next(func(p *reference.Position) { p.House[reference.South] = reference.HouseIntact }), "null", "never intact again"},
		{"another variant", from, AppendPosition(nil, &reference.Position{}), "null", "invalid position"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := CheckContract(&tc.from, tc.pos, []byte(tc.outcome))
			if tc.want == "" {
				if err != nil {
					t.Fatalf("error %v, want none", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want it to contain %q", err, tc.want)
			}
		})
	}
}
