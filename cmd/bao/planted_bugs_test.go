package main

// plantedBug is one bug that testdata/indie's -bug flag plants: the kind of
// one-line slip an engine author makes, with the rule of features/RULES.md it
// breaks. TestPlantedBugs checks that `bao check` fails each one and that a
// failing vector names the rule.
type plantedBug struct {
	flag string // the value of indie's -bug flag
	rule string // the rule ID it breaks (features/RULES.md)
	what string // the slip, in one line
}

// plantedBugs is the table of bugs, one per rule area; the engine's own list
// (indie -list-bugs) must name the same flags.
var plantedBugs = []plantedBug{
	// namua
	{"kimbi-outward", "DIR-1", "a namua capture at the right kimbi enters at the left kichwa and is sown clockwise"},
	{"tax-3", "NAMUA-6", "taxation takes 3 seeds out of the house instead of 2"},
	{"hand-seed-counts", "HOUSE-2", "the namua hand seed is counted towards the functional house's 6"},
	// house
	{"house-from-5", "HOUSE-2", "the house is functional from 5 seeds"},
	{"safari-keeps-house", "HOUSE-5", "a safari sows the house on but does not destroy it"},
	// mtaji
	{"capture-optional", "CAP-2", "in mtaji a kutakata is listed beside the captures"},
	{"seed-cap-17", "SEEDCAP-1", "the seed cap lets a pit of up to 17 seeds start a capture"},
	{"back-row-open", "MTAJI-4", "a mtaji kutakata may start in the back row while a front pit holds 2"},
	// sowing and the board
	{"empty-pit-relays", "SOW-7", "in a capture move a last seed in an empty front pit is sown on"},
	{"facing-off-by-one", "BOARD-8", "the pit facing front index i is read at 8-i instead of 7-i"},
	// kutakatia
	{"kutakata-from-blocked", "BLOCK-4", "the blocked pit may start a kutakata"},
	{"block-house", "HOUSE-9", "a functional house can be blocked"},
	{"block-lasts", "BLOCK-4", "a block stands until its pit is captured, not for one move"},
	// end of game and the lap limit
	{"end-no-move", "END-2", "a move that leaves the opponent no legal move does not end the game"},
	{"lap-193", "INF-1", "the lap limit lets a move sow 193 seeds"},
}
