package main

// plantedBug is one bug that testdata/indie's -bug flag plants: the kind of
// one-line slip an engine author makes, with the rule of features/RULES.md it
// breaks. TestPlantedBugs checks that `bao check` fails each one and that a
// failing vector names the rule.
type plantedBug struct {
	flag string // the value of indie's -bug flag
	rule string // the rule ID it breaks (features/RULES.md)
	what string // the slip, in one line
	// big: the first class's representative is a board of more than 24
	// seeds, and why no smaller one exists.
	big string
	// gap: no vector catches the bug yet, and why (the check passes it).
	gap string
}

// plantedBugs is the table of bugs, one per rule area; the engine's own list
// (indie -list-bugs) must name the same flags.
var plantedBugs = []plantedBug{
	// namua
	{flag: "kimbi-outward", rule: "DIR-1", what: "a namua capture at the right kimbi enters at the left kichwa and is sown clockwise"},
	{flag: "tax-3", rule: "NAMUA-6", what: "taxation takes 3 seeds out of the house instead of 2"},
	{flag: "hand-seed-counts", rule: "HOUSE-2", what: "the namua hand seed is counted towards the functional house's 6"},
	// house
	{flag: "house-from-5", rule: "HOUSE-2", what: "the house is functional from 5 seeds"},
	{flag: "safari-keeps-house", rule: "HOUSE-5", what: "a safari sows the house on but does not destroy it"},
	// mtaji
	{flag: "capture-optional", rule: "CAP-2", what: "in mtaji a kutakata is listed beside the captures"},
	{flag: "seed-cap-17", rule: "SEEDCAP-1", what: "the seed cap lets a pit of up to 17 seeds start a capture"},
	{flag: "back-row-open", rule: "MTAJI-4", what: "a mtaji kutakata may start in the back row while a front pit holds 2"},
	// sowing and the board
	{flag: "empty-pit-relays", rule: "SOW-7", what: "in a capture move a last seed in an empty front pit is sown on"},
	{flag: "facing-off-by-one", rule: "BOARD-8", what: "the pit facing front index i is read at 8-i instead of 7-i"},
	// kutakatia
	{flag: "kutakata-from-blocked", rule: "BLOCK-4", what: "the blocked pit may start a kutakata"},
	{flag: "block-house", rule: "HOUSE-9", what: "a functional house can be blocked"},
	{flag: "block-lasts", rule: "BLOCK-4", what: "a block stands until its pit is captured, not for one move"},
	// end of game and the lap limit
	{flag: "end-no-move", rule: "END-2", what: "a move that leaves the opponent no legal move does not end the game"},
	{flag: "lap-193", rule: "INF-1", what: "the lap limit lets a move sow 193 seeds", big: "a move of 193 seeds in mtaji: all 64 seeds are on the board (shrinking concentrates them into fewer pits)"},
	// issue 34: decisions the reference's trace does not state
	{flag: "last-store-seed-mtaji", rule: "PHASE-1", what: "a player with one seed left in store is already in mtaji: his last store seed is never played", big: "a namua position whose mover has one store seed: every position holds 64 seeds, and the stores hold only that seed and the opponent's one or two, so the board holds 62 (shrinking ends there, in 16 pits)"},
	{flag: "back-row-captures", rule: "CAP-7", what: "in a capture move a sowing ending in an occupied back pit captures the opponent pit facing its column"},
	{flag: "block-own-index", rule: "BLOCK-1", what: "the blocked pit is the opponent's pit at the index of the blocker's marker, not the pit facing it"},
	{flag: "facing-same-index", rule: "BOARD-8", what: "a mtaji start is judged a capture by the opponent pit with the same index as its last pit, not the facing one"},
	{flag: "north-kichwa-mirrored", rule: "DIR-2", what: "North's namua kichwa choice is mirrored: kichwa left enters at his right kichwa"},
	{flag: "tax-beside-singletons", rule: "NAMUA-6", what: "the functional house is taxed when it is the only front pit of 2 or more, singletons beside it"},
	{flag: "marker-needs-2", rule: "CAP-1", what: "a pit that held one seed before the last seed is not a marker"},
	{flag: "lap-191", rule: "INF-1", what: "the lap limit stops a move at 191 seeds: a move of exactly 192 seeds loses", big: "a move of 192 seeds in mtaji: all 64 seeds are on the board"},
	// issue 34: the effect, not the cause
	{flag: "central-kichwa-swapped", rule: "DIR-3", what: "a central capture that keeps the direction enters at the kichwa ahead of it (the right kichwa when sowing clockwise)"},
	{flag: "kutakata-captures", rule: "CAP-5", what: "a kutakata's sowing that ends on a marker captures"},
	{flag: "lone-kichwa-mirrored", rule: "NAMUA-9", what: "the lone-kichwa ban is mirrored: a lone kichwa may be sown only towards the back row"},
	{flag: "namua-capture-empty", rule: "NAMUA-2", what: "a store seed into an occupied pit facing an empty pit captures it (nothing) and the move goes on from the kichwa"},
	{flag: "relay-keeps-house", rule: "HOUSE-1", what: "a relay that lifts the house empties it but does not destroy it", big: "a mtaji relay from the intact house: in mtaji the stores are empty and all 64 seeds are on the board (shrinking puts them in 5 pits)"},
	// issue 34: slips in the code of a disputed rule (they may move a verdict)
	{flag: "cap-counts-move", rule: "CAP-6", what: "in a capture move nothing is captured once more than 15 seeds have been sown in the move (the cap counts the whole move)"},
	{flag: "safari-offer-before-seed", rule: "HOUSE-4", what: "the stop-or-safari choice counts the house's 6 without the last seed"},
	{flag: "block-test-blocker", rule: "BLOCK-1", what: "the block's no-defence test asks whether the blocker, not the blocked player, can capture: no block is ever set"},
	{flag: "namua-block-stops", rule: "BLOCK-7", what: "a namua kutakata stops in a blocked pit that the position states"},
	{flag: "house-before-marker", rule: "HOUSE-4", what: "in namua the stop-or-safari choice in the house comes before the capture from it"},
	{flag: "takata-stop-before-seed", rule: "HOUSE-3", what: "a kutakata stops in the house only if it held 6 before the last seed"},
	{flag: "block-not-cleared", rule: "BLOCK-1", what: "a block is not cleared after the blocked player's kutakata: the successor blocks the blocker's pit of the same index"},
}
