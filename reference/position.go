package reference

import (
	"errors"
	"fmt"
)

// HouseState is the state of a player's nyumba (HOUSE-1, HOUSE-2, DISPUTE-4).
// An intact house is functional while it holds 6 or more seeds.
type HouseState uint8

// House states.
const (
	HouseNone      HouseState = iota // the variant has no house (Kujifunza, Hus)
	HouseIntact                      // never emptied; functional while it holds 6 or more
	HouseDestroyed                   // emptied once: an ordinary pit for the rest of the game
)

var houseNames = [...]string{"none", "intact", "destroyed"}

// String returns the JSON name of h.
func (h HouseState) String() string {
	if int(h) < len(houseNames) {
		return houseNames[h]
	}
	return fmt.Sprintf("house(%d)", uint8(h))
}

// ParseHouseState parses "none", "intact" or "destroyed".
func ParseHouseState(s string) (HouseState, error) {
	for i, n := range houseNames {
		if n == s {
			return HouseState(i), nil
		}
	}
	return 0, fmt.Errorf("bao: unknown house state %q (want intact, destroyed or none)", s)
}

// Phase is the phase of the game for the side to move (PHASE-1).
type Phase uint8

// Phases.
const (
	Namua Phase = iota // seeds still in the mover's store
	Mtaji              // all seeds on the board
)

// String returns "namua" or "mtaji".
func (ph Phase) String() string {
	if ph == Namua {
		return "namua"
	}
	return "mtaji"
}

// TotalSeeds is the number of seeds in every variant (BOARD-2).
const TotalSeeds = 64

// Position is a complete game state: everything needed to list and play the
// next move. Pits are indexed by side and ring (see Ring). It is a small value:
// copy it freely.
type Position struct {
	Variant Variant
	ToMove  Side
	Pits    [2][RingSize]uint8
	Store   [2]uint8
	House   [2]HouseState
	// Blocked is a pit of the side to move that it may not empty by a
	// kutakata this move (kutakatia, BLOCK-4), or NoPit.
	Blocked Pit
	// MustCapture is an opponent pit that the side to move must capture in
	// this move (BLOCK-6), or NoPit.
	MustCapture Pit
	// Lasting holds, per side, a block on one of that side's front pits that
	// outlasts a single move (DISPUTE-20, option blockDuration). The zero
	// value is none: under the default reading a block lasts one move and
	// only Blocked holds it. A lasting block on the side to move's pit is
	// also its Blocked pit; one on the other side's pit stands while the
	// blocker moves.
	Lasting [2]LastingBlock
}

// LastingBlock is a block that outlasts one move (DISPUTE-20). Its zero value
// is "no block".
type LastingBlock struct {
	On    bool  // a lasting block stands on this side
	Ring  Ring  // the blocked front pit of this side (0..7)
	Turns uint8 // moves it still stands, the current one included; 0: until its pit is lifted or captured
}

// LastingPit returns the blocked pit of side s's lasting block, or NoPit.
func (p *Position) LastingPit(s Side) Pit {
	if !p.Lasting[s].On {
		return NoPit
	}
	return PitOf(s, p.Lasting[s].Ring)
}

// Phase returns the phase of the side to move: namua while it still has seeds
// in its store (PHASE-1). In a game the stores empty in turn, South's first;
// a position whose side to move has an empty store while the other side's is
// not (no game reaches it) is played by the mover under the mtaji rules.
func (p *Position) Phase() Phase {
	if p.Variant == Kiswahili && p.Store[p.ToMove] > 0 {
		return Namua
	}
	return Mtaji
}

// Seeds returns the number of seeds in pit q.
func (p *Position) Seeds(q Pit) int { return int(p.Pits[q.Side()][q.Ring()]) }

// SetSeeds sets the number of seeds in pit q.
func (p *Position) SetSeeds(q Pit, n int) { p.Pits[q.Side()][q.Ring()] = uint8(n) }

// Total returns the number of seeds on the board and in both stores.
func (p *Position) Total() int { return total(p) }

// plainTotal is Total: every pit and both stores added.
func plainTotal(p *Position) int {
	n := int(p.Store[0]) + int(p.Store[1])
	for s := range p.Pits {
		for _, k := range p.Pits[s] {
			n += int(k)
		}
	}
	return n
}

// plainPitsOver reports whether some pit of the ring holds more than
// TotalSeeds.
func plainPitsOver(pits *[RingSize]uint8) bool {
	for _, n := range pits {
		if n > TotalSeeds {
			return true
		}
	}
	return false
}

// FrontEmpty reports whether side s has no seed in its front row (END-1).
func (p *Position) FrontEmpty(s Side) bool {
	return frontEmpty(&p.Pits[s])
}

// plainFrontEmpty reports whether a side's front row holds no seed.
func plainFrontEmpty(pits *[RingSize]uint8) bool {
	for _, n := range pits[:8] {
		if n != 0 {
			return false
		}
	}
	return true
}

// Functional reports whether side s has a functional house: intact and holding
// 6 or more seeds (HOUSE-2).
func (p *Position) Functional(s Side) bool {
	return p.House[s] == HouseIntact && p.Pits[s][HouseRing] >= 6
}

// Setup names a start position.
type Setup uint8

// Setups.
const (
	SetupStandard Setup = iota // 6 in the house, 2 in each of the two pits to its right, 22 in store (SETUP-1)
	SetupMalawi                // 8 in the house, 2 and 2, 20 in store (SETUP-4, VAR-MAL-1)
)

// Start returns the start position of variant v with the given setup; the
// setup only matters for Kiswahili. South moves first (SETUP-2).
func Start(v Variant, setup Setup) Position {
	p := Position{Variant: v, Blocked: NoPit, MustCapture: NoPit}
	switch v {
	case Kujifunza, Hus:
		// VAR-KUJ-1, VAR-HUS-1: 2 seeds in every pit, no store, no house.
		for s := 0; s < 2; s++ {
			for r := range p.Pits[s] {
				p.Pits[s][r] = 2
			}
		}
	default:
		house, store := uint8(6), uint8(22)
		if setup == SetupMalawi {
			house, store = 8, 20
		}
		for s := 0; s < 2; s++ {
			p.Pits[s][HouseRing] = house
			p.Pits[s][HouseRing+1] = 2
			p.Pits[s][HouseRing+2] = 2
			p.Store[s] = store
			p.House[s] = HouseIntact
		}
	}
	return p
}

// ErrBadPosition is wrapped by every error about an invalid position.
var ErrBadPosition = errors.New("bad position")

// FieldError reports a problem with one field of a position or move.
type FieldError struct {
	Field string // JSON path of the field, such as "south.front[3]"
	Msg   string
}

func (e *FieldError) Error() string { return "bao: " + e.Field + ": " + e.Msg }

// Unwrap lets errors.Is(err, ErrBadPosition) match.
func (e *FieldError) Unwrap() error { return ErrBadPosition }

func fieldErr(field, format string, args ...any) error {
	return &FieldError{Field: field, Msg: fmt.Sprintf(format, args...)}
}

// Validate checks that p is a position the rules can be applied to. It names
// the offending field in its error.
func (p *Position) Validate() error {
	if p.Variant > Hus {
		return fieldErr("variant", "unknown variant %d", p.Variant)
	}
	if p.ToMove > North {
		return fieldErr("toMove", "unknown side %d", p.ToMove)
	}
	for s := Side(0); s < 2; s++ {
		if pitsOver(&p.Pits[s]) {
			for r, n := range p.Pits[s] {
				if n > TotalSeeds {
					row, i := "front", r
					if r >= 8 {
						row, i = "back", 15-r
					}
					return fieldErr(fmt.Sprintf("%s.%s[%d]", s, row, i), "%d seeds is more than the %d in the game", n, TotalSeeds)
				}
			}
		}
		switch p.Variant {
		case Kiswahili:
			if p.House[s] != HouseIntact && p.House[s] != HouseDestroyed {
				return fieldErr(s.String()+".house", "kiswahili needs \"intact\" or \"destroyed\", got %q", p.House[s])
			}
		default:
			if p.House[s] != HouseNone {
				return fieldErr(s.String()+".house", "%s has no house: want \"none\", got %q", p.Variant, p.House[s])
			}
			// The successor contract (RULINGS.md): seeds left in hand when
			// the game ends mid-move (frontRowEmpty=end-in-hand) are counted
			// in the mover's store, so a finished game may hold some there.
			if p.Store[s] != 0 && !p.FrontEmpty(s.Other()) {
				return fieldErr(s.String()+".store", "%s has no namua phase: the store must be 0 (it holds seeds only at the end of a game, the seeds left in hand), got %d", p.Variant, p.Store[s])
			}
		}
	}
	if t := p.Total(); t != TotalSeeds {
		return fieldErr("position", "holds %d seeds (board and stores), want %d", t, TotalSeeds)
	}
	if p.Blocked != NoPit {
		if !p.Blocked.Valid() || p.Blocked.Side() != p.ToMove || !p.Blocked.Ring().Front() {
			return fieldErr("blocked", "%s is not a front pit of the side to move (%s)", p.Blocked, p.ToMove)
		}
		if p.Seeds(p.Blocked) == 0 {
			return fieldErr("blocked", "%s is empty: only a threatened pit with seeds can be blocked", p.Blocked)
		}
		if p.Variant == Hus {
			return fieldErr("blocked", "hus has no kutakatia")
		}
	}
	if p.MustCapture != NoPit {
		if !p.MustCapture.Valid() || p.MustCapture.Side() == p.ToMove || !p.MustCapture.Ring().Front() {
			return fieldErr("mustCapture", "%s is not a front pit of the opponent of the side to move", p.MustCapture)
		}
		if p.Seeds(p.MustCapture) == 0 {
			return fieldErr("mustCapture", "%s is empty: there is nothing to capture", p.MustCapture)
		}
		if p.Variant == Hus {
			return fieldErr("mustCapture", "hus has no kutakatia")
		}
	}
	return p.validateLasting()
}

// validateLasting checks the lasting blocks (DISPUTE-20): each on a non-empty
// front pit of its side, outside Hus, and one on the side to move's pit is
// also its Blocked pit. The errors name the JSON field (blocks) and the pit.
func (p *Position) validateLasting() error {
	for s := Side(0); s < 2; s++ {
		b := p.Lasting[s]
		if !b.On {
			continue
		}
		if !b.Ring.Front() {
			return fieldErr("blocks", "%s ring %d is not a front pit: only front pits can be blocked", s, b.Ring)
		}
		q := PitOf(s, b.Ring)
		if p.Variant == Hus {
			return fieldErr("blocks", "%s: hus has no kutakatia", q)
		}
		if p.Seeds(q) == 0 {
			return fieldErr("blocks", "%s is empty: a block stands only on a pit with seeds (it ends when the pit is lifted or captured)", q)
		}
		if s == p.ToMove && p.Blocked != q {
			return fieldErr("blocks", "%s is a pit of the side to move, so it is blocked this move: \"blocked\" must name it too", q)
		}
	}
	return nil
}

// validateFor is Validate plus what depends on the rules r: under the
// reading any-emptying of DISPUTE-4 (HOUSE-1) an emptied house is destroyed,
// so an intact house holds seeds. (Under capture-or-safari, lifting the house
// leaves it intact and empty.) It also reads the blocks p states as the
// rules read them (statedBlocksLast).
func (p *Position) validateFor(r *Rules) error {
	if p.plainValid(r) {
		return nil
	}
	return p.checkFor(r)
}

// checkFor is validateFor without the quick test.
func (p *Position) checkFor(r *Rules) error {
	if err := p.Validate(); err != nil {
		return err
	}
	p.statedBlocksLast(r)
	if p.Variant != Kiswahili || r.HouseDestroyedBy != DestroyedByAnyEmptying {
		return nil
	}
	for s := Side(0); s < 2; s++ {
		if p.House[s] == HouseIntact && p.Pits[s][HouseRing] == 0 {
			return fieldErr(s.String()+".house", "\"intact\" but the house pit %s is empty: an emptied house is destroyed (HOUSE-1; houseDestroyedBy=any-emptying)", PitOf(s, HouseRing))
		}
	}
	return nil
}

// Mirror returns p with South and North exchanged: every pit, store and house
// moves to the same place on the other side, and the side to move changes.
func (p Position) Mirror() Position {
	q := p
	q.Pits[0], q.Pits[1] = p.Pits[1], p.Pits[0]
	q.Store[0], q.Store[1] = p.Store[1], p.Store[0]
	q.House[0], q.House[1] = p.House[1], p.House[0]
	q.ToMove = p.ToMove.Other()
	if p.Blocked != NoPit {
		q.Blocked = p.Blocked ^ 16
	}
	if p.MustCapture != NoPit {
		q.MustCapture = p.MustCapture ^ 16
	}
	q.Lasting[0], q.Lasting[1] = p.Lasting[1], p.Lasting[0]
	return q
}

// plainValid is validateFor's quick test for the common position of a game:
// no block, no obligation, no lasting block (Validate reads none that is
// off), houses and stores as the variant has them, and 64 seeds in all. It
// reports true only where validateFor finds nothing wrong (TestPlainValid);
// false means validateFor must look.
func (p *Position) plainValid(r *Rules) bool {
	if p.ToMove > North || p.Blocked != NoPit || p.MustCapture != NoPit || p.Lasting[0].On || p.Lasting[1].On {
		return false
	}
	switch p.Variant {
	case Kiswahili:
		h0, h1 := p.House[0], p.House[1]
		if (h0 != HouseIntact && h0 != HouseDestroyed) || (h1 != HouseIntact && h1 != HouseDestroyed) {
			return false
		}
		if r.HouseDestroyedBy == DestroyedByAnyEmptying &&
			((h0 == HouseIntact && p.Pits[0][HouseRing] == 0) || (h1 == HouseIntact && p.Pits[1][HouseRing] == 0)) {
			return false // HOUSE-1: an emptied house is destroyed
		}
	case Kujifunza, Hus:
		if p.House[0] != HouseNone || p.House[1] != HouseNone || p.Store[0] != 0 || p.Store[1] != 0 {
			return false
		}
	default:
		return false
	}
	return p.Total() == TotalSeeds // so no pit holds more than the total
}
