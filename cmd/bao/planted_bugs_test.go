package main

// plantedBug is one bug that testdata/indie's -bug flag plants: the kind of
// one-line slip an engine author makes, with the rule of features/RULES.md it
// breaks. TestPlantedBugs checks that `bao check` fails each one and that a
// failing vector names the rule.
type plantedBug struct {
	flag string // the value of indie's -bug flag
	rule string // the rule ID it breaks (features/RULES.md)
	what string // the slip, in one line
	// class, when not rule, is the rule the report's first failure class
	// names instead, and why (the triage names the step of the reference's
	// trace where the answers part: a rule no step records cannot be named).
	class, why string
	// big: the first class's representative is a board of more than 24
	// seeds, and why no smaller one exists.
	big string
}

// plantedBugs is the table of bugs, one per rule area; the engine's own list
// (indie -list-bugs) must name the same flags.
var plantedBugs = []plantedBug{
	// namua
	{flag: "kimbi-outward", rule: "DIR-1", what: "a namua capture at the right kimbi enters at the left kichwa and is sown clockwise"},
	{flag: "tax-3", rule: "NAMUA-6", what: "taxation takes 3 seeds out of the house instead of 2"},
	{flag: "hand-seed-counts", rule: "HOUSE-2", what: "the namua hand seed is counted towards the functional house's 6", class: "NAMUA-8", why: "the first step that differs is NAMUA-8's choice of starts, which asks whether the house is functional: its scenario shows the house of 5 and the reference says \"with the house not functional\" (HOUSE-2 ranks third)"},
	// house
	{flag: "house-from-5", rule: "HOUSE-2", what: "the house is functional from 5 seeds", class: "NAMUA-8", why: "the first step that differs is NAMUA-8's choice of starts, which asks whether the house is functional: its scenario shows the house of 5 and the reference says \"with the house not functional\" (HOUSE-2 ranks second)"},
	{flag: "safari-keeps-house", rule: "HOUSE-5", what: "a safari sows the house on but does not destroy it"},
	// mtaji
	{flag: "capture-optional", rule: "CAP-2", what: "in mtaji a kutakata is listed beside the captures"},
	{flag: "seed-cap-17", rule: "SEEDCAP-1", what: "the seed cap lets a pit of up to 17 seeds start a capture", class: "SEEDCAP-4", why: "the trace states the cap as SEEDCAP-4 (a first sowing of more than 15 seeds is a takata)"},
	{flag: "back-row-open", rule: "MTAJI-4", what: "a mtaji kutakata may start in the back row while a front pit holds 2"},
	// sowing and the board
	{flag: "empty-pit-relays", rule: "SOW-7", what: "in a capture move a last seed in an empty front pit is sown on", class: "CAP-4", why: "the capture's sowing is the first step whose pits differ; SOW-7 ranks second (0.82 against 0.87)"},
	{flag: "facing-off-by-one", rule: "BOARD-8", what: "the pit facing front index i is read at 8-i instead of 7-i", class: "SOW-7", why: "no step of a trace cites BOARD-8: the sowing of the wrongly taken seeds is the first step whose pits differ"},
	// kutakatia
	{flag: "kutakata-from-blocked", rule: "BLOCK-4", what: "the blocked pit may start a kutakata"},
	{flag: "block-house", rule: "HOUSE-9", what: "a functional house can be blocked"},
	{flag: "block-lasts", rule: "BLOCK-4", what: "a block stands until its pit is captured, not for one move"},
	// end of game and the lap limit
	{flag: "end-no-move", rule: "END-2", what: "a move that leaves the opponent no legal move does not end the game"},
	{flag: "lap-193", rule: "INF-1", what: "the lap limit lets a move sow 193 seeds", big: "a move of 193 seeds in mtaji: all 64 seeds are on the board (shrinking concentrates them into fewer pits)"},
}
