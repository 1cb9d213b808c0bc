package book

// Erratum is one error found in a source: what it printed, what it should
// say, and why. The list is the project's (notes/spec.md "Errata
// found in the sources", and the rules analysis §0.1-0.2);
// Scenario names the scenario that asserts the corrected value, when there
// is one (a substring of its name), and Dispute the dispute it feeds.
type Erratum struct {
	Source   string // the place in the source: page and section, rule, diagram (SOURCES.md)
	Code     string // EN, DE, FR, WP, RN
	Printed  string
	Should   string
	Why      string
	Scenario string
	Dispute  int
	// PrintedPits, for an erratum in a printed diagram, are the pits the
	// source printed otherwise ("A8=6"): the book draws the printed board
	// beside the corrected one.
	PrintedPits string
}

// Errata lists the errata, in the order of the sources' codes.
var Errata = []Erratum{
	{Source: "§Kichwa and Kimbi, d.11 (l.161–162)", Code: "RN",
		Printed:     "after the capture at the right kimbi, South's A8 = 6",
		Should:      "A8 = 5",
		Why:         "A8 held 4 and gets exactly one of the 5 captured seeds. The printed diagram holds 49 seeds on the board where 47 + 1 hand seed = 48 are possible (found by recounting and re-sowing).",
		Scenario:    "erratum: A8 holds 5",
		PrintedPits: "A8=6"},
	{Source: "§To Keep on Sowing (l.233)", Code: "RN",
		Printed:  "\"If you capture the seven seeds and start sowing from the right, you will eventually end up in the back row, the third hole from the left.\"",
		Should:   "the second hole from the left (B2)",
		Why:      "Sowing it: the 7 seeds from A8 reach A2 (2 -> 3), a2 is empty, the relay of 3 from A2 reaches A1, B1, B2. Diagram 18 counts holes the same way (B4 = \"the fourth hole from the left\"), so it is not a numbering convention.",
		Scenario: "ends in B2 (erratum"},
	{Source: "§Mtaji Stage: Takasa, d.24 (l.340)", Code: "RN",
		Printed:  "\"Because you have only one mtaji left (the hole with four seeds), he may not sow his five seeds. So your opponent must sow his six seeds\"",
		Should:   "South has two mitaji on diagram 24, a4 and a3, so nothing is blocked and North may sow either pit, either way",
		Why:      "Besides A2 to the right (A5 4 -> 5, facing a4 = 5), B2's 7 seeds sown to the left reach B1, A1..A6 and end in A6 (1 -> 2), facing a3 = 6: a second capture. A block needs exactly one (BLOCK-1). Diagram 23 has B2 = 9, whose capture of a3 went round the corner to the right; with 7 it comes from the left. No kutakata of South's can even produce diagram 24 (the scenario's comment proves it); a corrected diagram in which the block is set by South's kutakata is the scenario after it.",
		Scenario: "two mitaji, not one (erratum)"},
	{Source: "§Mtaji Stage: Takasa (l.340)", Code: "RN",
		Printed: "\"you have only one mtaji left (the hole with four seeds)\"",
		Should:  "the hole with five seeds (North's a4)",
		Why:     "By the definition of RN §Mtaji Stage: Capture (l.317) itself, the mtaji is the opponent's hole, a4 with five seeds; the hole with four seeds is South's A5, which captures it (wording only)."},
	{Source: "d.3, d.9, d.22", Code: "RN",
		Printed: "South to move with 23, 47 and 23 seeds on the board",
		Should:  "an even number of seeds on the board (the stores are equal when South is to move in a real game)",
		Why:     "The diagrams are composed positions, not positions of a game. The scenarios choose stores 21/20, 9/8 and 21/20 and say so in their comments."},
	{Source: "p.10 §The house (l.199)", Code: "EN",
		Printed: "\"A new seed … may be placed into the house only if it is the last non-empty pit\"",
		Should:  "only for a move without capture (DE p.10 §Das Haus (l.193) \"ohne Ernte\")",
		Why:     "EN contradicts its own EN p.6 §New seed (l.129) and EN p.6 §New seed, ex.2 (l.138), which let the hand seed capture from the house; DE is consistent.",
		Dispute: 7},
	{Source: "p.3 §Game board and terms (l.55)", Code: "EN",
		Printed: "kichwa: \"Sowing new seeds takes place here\"",
		Should:  "sowing captured seeds starts here (DE p.3 §Spielbrett & Begriffe (l.55) \"geernteten Saatkörnern\")",
		Why:     "New seeds from the store are never sown at the kichwa; captured seeds are (SOW-4)."},
	{Source: "p.3 §Game board and terms (l.56)", Code: "EN",
		Printed: "kimbi: \"the 2 rows besides the outer pits\"",
		Should:  "the 2 pits beside the outer pits",
		Why:     "A typo: the kimbi are pits 2 and 7 of the front row (DE p.3 §Spielbrett & Begriffe (l.56))."},
	{Source: "p.15 fn.4 (l.312)", Code: "DE",
		Printed: "\"die 22 … belegten Mulden\"",
		Should:  "the 22 seeds",
		Why:     "The counting aid puts 22 extra seeds out temporarily; they are seeds, not pits."},
	{Source: "1.5.4", Code: "FR",
		Printed: "a reference to rule 4.2.5.3",
		Should:  "rule 4.2.2.3",
		Why:     "There is no rule 4.2.5.3.",
		Dispute: 30},
	{Source: "3.2", Code: "FR",
		Printed: "a reference to rule 5.1.2",
		Should:  "an existing rule (the blocking rules are 5.1.1.x)",
		Why:     "There is no rule 5.1.2.",
		Dispute: 30},
	{Source: "4.2", Code: "FR",
		Printed: "\"The maison\"",
		Should:  "\"La maison\"",
		Why:     "An untranslated word in the title.",
		Dispute: 30},
	{Source: "1.3", Code: "FR",
		Printed: "a sowing needs \"au moins deux graines\" (at least two seeds)",
		Should:  "a pit of at least two seeds for a kutakata; a single captured seed is still sown",
		Why:     "RN diagram 4 sows a single captured seed, and FR's own capture rules sow whatever was captured (SOW-6)."},
}
