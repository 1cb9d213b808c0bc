package reference

import (
	"fmt"
	"sort"
	"strings"
)

// Profiles bundle one reading of every disputed point. "default" is the
// project's rulings (features/RULINGS.md); the others reproduce the readings
// of public programs, read from their source (reference/PROFILES.md).
// Where a program's behaviour is a plain bug, the profile follows the
// program's evident intent and the comment says so.
var profiles = map[string]Rules{
	"default": {},

	// Jeroen Donkers' engine (Engine.pas, global.pas), after de Voogt;
	// checked against it through harnesses/donkers (pinned a2155fb). His
	// engine's own bugs, not reproduced (harnesses/donkers/README.md): (1) a
	// destroyed house is taxed when it is the only occupied front pit
	// (performmove's onlynyumba; the whole difference of perft from the
	// start at 12, 13, 14: 5, 102, 702 leaves); (2) a house emptied by the tax
	// stays owned; (4) after a capture move the old block (intakasia) stays
	// and blocks the opponent's pit of that index; (5) North wins when both
	// sides have lost; (6) legal_moves lists long moves unless the mover
	// owns his house.
	"donkers": {
		// Ownership of the house ends with the owner's namua (performmove:
		// after every move of a player whose store is empty; a deliberate
		// shortcut for his rule 3.2), so his own games have no house in
		// mtaji. A given position that states one keeps its privileges
		// during the owner's move (a mtaji kutakata stops in it with 6 or
		// more: mtajiHouseTakata stops) and loses it at the move's end. A
		// side effect, that a mtaji house can be blocked, contradicts his
		// rules.
		HouseLostAtCapture: HouseLostWhenNamuaEnds,
		// ... and a mtaji capture move whose last seed falls into it, facing
		// an empty pit, ends there (his namua rule 2.5b, no playnyumba twin
		// in mtaji), at any count.
		MtajiHouseCapture: MtajiCaptureStops,
		// He taxes A5 whenever it is the only occupied front pit, whatever its
		// count (and even when destroyed: a bug, not reproduced), and lets an
		// owned house below 6 start beside other pits (generatemoves, his
		// rule 2.4b).
		Taxation:       TaxAnyCount,
		HouseStart:     HouseStartDonkers,
		NamuaHouseStop: NamuaStopAnyCount, // performmove, rule 2.5b: an owned house of any count
		// checkLoss after every sowing of captured seeds, checkWinner for
		// both sides after the move (North winning when both lose is a quirk
		// not reproduced).
		Immobility:      ImmobileDuringMove,
		NamuaSingletons: SingletonsOnlyDestroyed, // his rule 2.4c: even with fewer than 6
		LapLimit:        Lap100Illegal,           // movelimit = 100
		BlockExceptions: ExceptOwnedHouse,
		BlockObligation: ObligationNone,
		KutakatiaPhase:  KutakatiaStoresEmpty, // North's last namua kutakata may block South
		// His "novice" opening keeps takasia.
		KujifunzaBlocking: KujifunzaBlocks,
	},

	// AbstractPlay gameslib, src/games/bao.ts (classic version).
	"abstractplay": {
		MtajiHouseTakata: MtajiTakataRelays, // "no safari or stopping in mtaji phase"
		LoneKichwa:       LoneKichwaEndOfMove,
		FrontRowEmpty:    FrontRowPlayOut,
		// Blocks are set without checking the blocked side's captures; the
		// obligation then binds whatever the blocked side played.
		BlockTrigger:      BlockWithoutDefenceCheck,
		KujifunzaBlocking: KujifunzaBlocks,
		KutakatiaPhase:    KutakatiaStoresEmpty, // the test runs once both hands are empty
		// processMove tests distance > 192 at each relay pickup. Its loss
		// leaves the board mid-move with the lifted seeds gone (bug 2); here
		// the move is not made.
		LapLimit: Lap192AtPickup,
		// moves: an owned house that is not working starts only when nothing
		// else is occupied, and "2 or more first" leaves it out.
		HouseStart: HouseStartAbstractPlay,
		// The stored block stands until its pit is lifted or captured, or
		// its owner captures the pit facing it; every block is stored, BLOCK-2
		// is tested only when one is set, and getBlocked counts only the
		// captures moves() leaves the blocker (those that take his standing
		// block). Its own bugs, not reproduced
		// (harnesses/abstractplay/README.md): a blocker whose captures cannot
		// clear the block gets no move at all, and then no new block either
		// (here the normal rules apply); a kutakata started from the stored
		// pit does nothing in processMove (here the lasting block bars it);
		// its lap-limit loss loses the seeds in hand.
		BlockDuration: BlockUntilLifted,
	},

	// A. Rühl's Board Game Arena implementation (baolakiswahili.game.php).
	"bga": {
		// executeMove keeps wasNyumbaFunctional for its kutakata; its capture
		// moves count the house when the choice comes.
		HouseCount: CountAtMoveStart,
		// Its mtaji kutakata stops in the possessed house whatever its count
		// (executeMove: "check if move stops due to still possessing nyumba").
		InactiveHouse:   InactiveStopsInMtaji,
		NamuaSingletons: SingletonsOnlyDestroyed,
		LoneKichwa:      LoneKichwaLoses,
		// rounds are counted in its Kiswahili and Kujifunza kutakata only.
		LapLimit:        Lap12Passes,
		BlockObligation: ObligationFirstCapture, // "must be harvested directly"
		BlockDuration:   BlockPlayerChanges,     // kutakatiaMoves = 3
		// executeMove stops a capture move once getScore(opponent) is 0;
		// updateScores tests both players after the move; getScore uses the
		// one phase of both players (namua until both stores are empty).
		Immobility: ImmobileDuringMoveSharedPhase,
		// Its own bugs, not reproduced (harnesses/bga/README.md): its block
		// test counts only the first direction listed per pit; a relay from
		// the house inside a capture move does not destroy it; in Hus the
		// captured seeds of a winning capture vanish; a kichwa sown outwards
		// whose lifting leaves the mover lost (getScore 0) is shown as a loss
		// by a sowing of its own (all seeds into one pit, or in namua one
		// seed and the rest gone); the 12-pass limit leaves the half-made move
		// on the board; an obligation it cannot fulfil allows no capture at
		// all; while a block stands the blocked player may not capture.
	},
}

// Profile returns the named profile.
func Profile(name string) (Rules, error) {
	r, ok := profiles[name]
	if !ok {
		return Rules{}, fmt.Errorf("bao: unknown profile %q%s; the profiles are %s", name, didYouMean(name, ProfileNames()), strings.Join(ProfileNames(), ", "))
	}
	return r, nil
}

// ProfileNames lists the profiles, "default" first.
func ProfileNames() []string {
	names := make([]string, 0, len(profiles))
	for n := range profiles {
		if n != "default" {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	return append([]string{"default"}, names...)
}
