package reference

// readingMeanings says in one line what each reading of each option means,
// for a referee reading `bao rules OPTION` (features/RULINGS.md gives the
// evidence for each). The first reading of every option is the ruling.
var readingMeanings = map[string]map[string]string{
	"capScope": {
		"first-sowing": "the 15-seed cap on captures applies to the move's first sowing only",
		"every-sowing": "a relay lifting 16 or more never captures either: it relays on",
	},
	"mtajiHouseTakata": {
		"stops":  "a mtaji kutakata ending in a functional house stops there",
		"relays": "no house privilege in mtaji: the kutakata relays on and destroys the house",
	},
	"mtajiHouseCapture": {
		"relays": "a mtaji capture move ending in a functional house facing an empty pit must relay (safari) and destroys it",
		"choice": "as in namua: the owner may stop in the house or go on with a safari",
		"stops":  "the move ends in the owned house, at any count, with no safari offered (Donkers)",
	},
	"houseLostAtCapture": {
		"kept":                  "the house stays its owner's until it is emptied",
		"lost-at-first-capture": "the house is lost at its owner's first mtaji capture (FR 3.2)",
		"lost-when-namua-ends":  "the house is lost after every move its owner makes with an empty store (Donkers)",
	},
	"houseDestroyedBy": {
		"any-emptying":      "any lift that empties the house destroys it (a kutakata, a relay, a safari, a capture)",
		"capture-or-safari": "only its capture by the opponent or a safari destroys it (EN's letter)",
	},
	"houseCount": {
		"at-decision":   "the house's 6 seeds are counted when the last seed falls into it",
		"at-move-start": "a kutakata stops in the house if it was functional when the move began (BGA)",
	},
	"taxation": {
		"only-pit":  "the house is taxed (2 seeds sown) only when it is the only occupied front pit",
		"any-count": "the last occupied front pit is taxed whatever its count (Donkers)",
		"free":      "a functional house may always be chosen, and is then taxed",
	},
	"houseStart": {
		"ordinary":     "an intact house of fewer than 6 beside other pits: the taxation reading decides",
		"donkers":      "an intact house of fewer than 6 beside other pits is an ordinary start",
		"abstractplay": "an intact house of fewer than 6 beside other pits is no start, nor counted as a pair",
	},
	"namuaHouseCapture": {
		"allowed":   "the namua hand seed may be put into the house for a capture",
		"forbidden": "the house may capture in namua only as the last occupied front pit",
	},
	"houseStop": {
		"only-if-facing-empty": "a capture move may stop in the house only when the pit facing it is empty",
		"always":               "the owner may stop in the house although he could capture there",
	},
	"inactiveHouse": {
		"ordinary":       "a kutakata ending in a never-emptied house of fewer than 6 treats it as an ordinary pit",
		"stops":          "such a kutakata stops in the house, in both phases",
		"stops-in-mtaji": "a mtaji kutakata stops in the owned house whatever it holds (BGA)",
	},
	"namuaHouseStop": {
		"functional": "a namua capture move ending in the house offers stop or safari only when it holds 6 or more",
		"any-count":  "an intact house of any count offers stop or safari (Donkers)",
	},
	"namuaSingletons": {
		"unless-functional": "a namua kutakata must use a pit of 2 or more, unless the house is functional",
		"only-destroyed":    "the pit of 2 or more is required only once the house is destroyed (FR 2.3.3)",
		"never":             "a namua kutakata may always start from a single seed",
	},
	"loneKichwa": {
		"forbidden":   "a kutakata may not sow a lone kichwa towards the back row (it would empty the front row)",
		"loses":       "it is legal, and the mover loses as soon as the sowing is made (BGA)",
		"end-of-move": "it is legal; the mover loses only if his front row is still empty when the move ends",
	},
	"frontRowEmpty": {
		"sow-then-end": "a capture that empties the opponent's front row is sown, and then the game ends",
		"end-in-hand":  "the game ends at once; the captured seeds stay in hand (booked to the mover's store)",
		"play-out":     "the move is played to its end, then judged (AbstractPlay)",
	},
	"lapLimit": {
		"192-seeds":         "a move that sows more than 192 seeds (12 laps) loses and is not made",
		"12-passes":         "a kutakata loses when its 12th seed falls into its start pit (BGA)",
		"cycle":             "only a truly endless move loses (FR 1.5.6)",
		"100-seeds-illegal": "a move sowing more than 100 seeds is illegal; a player with only such moves loses (Donkers)",
		"192-at-pickup":     "a relay lifted after more than 192 seeds have been sown loses (AbstractPlay)",
		"relays-512":        "a move whose 512th sowing after the first ends in an occupied pit loses",
	},
	"mtajiFirstKichwa": {
		"kept": "the first mtaji capture at a central pit keeps the move's direction for its kichwa",
		"free": "the first mtaji capture may choose its kichwa, as in namua",
	},
	"kutakatiaPhase": {
		"mtaji-only":   "blocks are set only in the mtaji phase",
		"both-phases":  "blocks are set in both phases",
		"stores-empty": "a block may follow any move after which both stores are empty (Donkers, AbstractPlay)",
	},
	"blockCount": {
		"first-target": "a block needs exactly one opponent pit that the blocker's first sowing could capture",
		"capture-move": "a block needs exactly one capturing move (EN read literally)",
		"any-target":   "a block needs exactly one distinct pit captured anywhere in the capture chains",
	},
	"blockTrigger": {
		"kutakata-no-defence": "only a kutakata blocks, and only if the blocked side cannot capture",
		"any-move":            "a capture move may block too",
		"no-defence-check":    "only a kutakata blocks, whatever the blocked side can capture (AbstractPlay)",
	},
	"blockExceptions": {
		"inner-row":   "a functional house and a side's only front pair of 2 or more cannot be blocked",
		"whole-side":  "as inner-row, but the only pair is counted over both rows",
		"de":          "only the two exceptions the German text lists",
		"owned-house": "as inner-row, and any never-emptied house is immune (Donkers)",
	},
	"blockObligation": {
		"anywhere":      "the blocker must capture the blocked pit somewhere in his next move",
		"first-capture": "the blocker's first capture must be the blocked pit (BGA)",
		"none":          "the blocker has no duty (Donkers)",
	},
	"blockDuration": {
		"one-move":       "a block binds only the blocked player's next move",
		"until-lifted":   "a block stands until its pit is lifted or captured (AbstractPlay)",
		"player-changes": "a block stands for three player changes (BGA)",
	},
	"backRowKutakata": {
		"no-front-pair": "a mtaji kutakata may start in the back row when no front pit holds 2 or more",
		"front-empty":   "only when the whole front row is empty",
	},
	"marker": {
		"own-non-empty": "a capture needs the mover's last pit to have been non-empty and the facing pit occupied",
		"facing-only":   "a capture needs only the facing pit to be occupied",
	},
	"namuaImmobility": {
		"mtaji-only": "having no pit with 2 or more loses only in mtaji",
		"always":     "it loses in namua too",
	},
	"kujifunzaBlocking": {
		"off": "no blocking in Bao la Kujifunza",
		"on":  "blocking is played in Bao la Kujifunza too",
	},
	"husOpening": {
		"free":       "a Hus move need not start with a capture",
		"compulsory": "a capturing start must be played when one exists",
	},
	"kutakatia": {
		"on":  "blocking (kutakatia) is played",
		"off": "no block is ever set, and stated blocks bind nothing",
	},
	"immobility": {
		"turn-start":               "'no pit with 2 or more' is judged when a player's turn begins",
		"during-move":              "it is judged also after each sowing of captured seeds and right after the move, for both sides (Donkers)",
		"during-move-shared-phase": "as during-move, but a Kiswahili side is judged by namua's rule while either store holds seeds (BGA)",
	},
}

// Meaning is a one-line meaning of reading for a referee, or "" if none is
// written.
func (o Option) Meaning(reading string) string {
	return readingMeanings[o.Name][reading]
}
