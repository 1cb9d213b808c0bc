package reference

import (
	"fmt"
	"sort"
	"strings"
)

// Variant is the game played (VAR-KUJ-*, VAR-HUS-*).
type Variant uint8

// The variants.
const (
	Kiswahili Variant = iota // Bao la Kiswahili: namua then mtaji, with the nyumba
	Kujifunza                // Bao la Kujifunza: 2 seeds in every pit, mtaji rules only, no house
	Hus                      // Hus Bao: like Kujifunza, captures anywhere in a move, no kichwa
)

var variantNames = [...]string{"kiswahili", "kujifunza", "hus"}

// String returns the JSON name of v.
func (v Variant) String() string {
	if int(v) < len(variantNames) {
		return variantNames[v]
	}
	return fmt.Sprintf("variant(%d)", uint8(v))
}

// ParseVariant parses "kiswahili", "kujifunza" or "hus".
func ParseVariant(s string) (Variant, error) {
	for i, n := range variantNames {
		if n == s {
			return Variant(i), nil
		}
	}
	return 0, fmt.Errorf("bao: unknown variant %q (want kiswahili, kujifunza or hus)", s)
}

// Rules selects one reading for every disputed point of the rules. The zero
// value is the project's default ruling for every dispute (features/RULINGS.md).
// Each field is named after the DISPUTE it settles; its type lists the readings.
type Rules struct {
	CapScope           CapScope           // DISPUTE-2
	MtajiHouseTakata   MtajiHouseTakata   // DISPUTE-3(a)
	MtajiHouseCapture  MtajiHouseCapture  // DISPUTE-3(b)
	HouseLostAtCapture HouseLostAtCapture // DISPUTE-3(d)
	HouseDestroyedBy   HouseDestroyedBy   // DISPUTE-4
	HouseCount         HouseCount         // DISPUTE-5
	Taxation           Taxation           // DISPUTE-6
	HouseStart         HouseStart         // DISPUTE-6(b)
	NamuaHouseCapture  NamuaHouseCapture  // DISPUTE-7
	HouseStop          HouseStop          // DISPUTE-8
	InactiveHouse      InactiveHouse      // DISPUTE-9
	NamuaHouseStop     NamuaHouseStop     // DISPUTE-9(b)
	NamuaSingletons    NamuaSingletons    // DISPUTE-10
	LoneKichwa         LoneKichwa         // DISPUTE-11
	FrontRowEmpty      FrontRowEmpty      // DISPUTE-12
	LapLimit           LapLimit           // DISPUTE-13
	MtajiFirstKichwa   MtajiFirstKichwa   // DISPUTE-14
	KutakatiaPhase     KutakatiaPhase     // DISPUTE-15
	BlockCount         BlockCount         // DISPUTE-16
	BlockTrigger       BlockTrigger       // DISPUTE-17
	BlockExceptions    BlockExceptions    // DISPUTE-18
	BlockObligation    BlockObligation    // DISPUTE-19
	BlockDuration      BlockDuration      // DISPUTE-20
	BackRowKutakata    BackRowKutakata    // DISPUTE-21
	Marker             Marker             // DISPUTE-22
	NamuaImmobility    NamuaImmobility    // DISPUTE-23
	KujifunzaBlocking  KujifunzaBlocking  // DISPUTE-26
	HusOpening         HusOpening         // DISPUTE-27
	Kutakatia          Kutakatia          // DISPUTE-31
	Immobility         Immobility         // DISPUTE-32
}

// CapScope (DISPUTE-2): which sowings of a capture move the seed cap applies to.
type CapScope uint8

// Readings of DISPUTE-2.
const (
	CapFirstSowing CapScope = iota // only the first sowing may not start a capture from 16+ seeds (EN:213 "starting", WP:76, RN d.21)
	CapEverySowing                 // a relay lifting 16+ seeds never captures (FR 3.4.2 read per sowing)
)

// MtajiHouseTakata (DISPUTE-3a): a mtaji kutakata sowing ending in a functional house.
type MtajiHouseTakata uint8

// Readings of DISPUTE-3(a).
const (
	MtajiTakataStops  MtajiHouseTakata = iota // the move ends there (FR 1.6.2, WP:80, BGA)
	MtajiTakataRelays                         // no phase-1 privilege survives (EN:272 read broadly): relay and destroy
)

// MtajiHouseCapture (DISPUTE-3b): a mtaji capture-move sowing ending in a
// functional house whose facing pit is empty.
type MtajiHouseCapture uint8

// Readings of DISPUTE-3(b).
const (
	MtajiCaptureRelays MtajiHouseCapture = iota // no stop choice: relay (safari) is forced and destroys it (EN:272, DE:264)
	MtajiCaptureChoice                          // stop or safari, as in namua (WP:80 main text, FR 4.2.1.2)
	MtajiCaptureStops                           // the move ends there, at any count, with no safari (Donkers' performmove, for a house a given position states in mtaji)
)

// HouseLostAtCapture (DISPUTE-3d): is the house lost at its owner's first mtaji capture?
type HouseLostAtCapture uint8

// Readings of DISPUTE-3(d).
const (
	HouseKeptAtCapture      HouseLostAtCapture = iota // no (EN:270, DE:262)
	HouseLostAtFirstCapture                           // yes, at the owner's first capture in mtaji (FR 3.2, 4.2.1.1)
	HouseLostWhenNamuaEnds                            // earlier still: at the end of every move its owner makes with an empty store, his last namua move first (Donkers' engine)
)

// HouseDestroyedBy (DISPUTE-4): which events destroy the house for good.
type HouseDestroyedBy uint8

// Readings of DISPUTE-4.
const (
	DestroyedByAnyEmptying     HouseDestroyedBy = iota // any emptying: capture, safari, a move or relay lifting it (FR 4.2.1.1, RN:251, WP:82)
	DestroyedByCaptureOrSafari                         // only the opponent's capture or the owner's safari (EN:191 letter)
)

// HouseCount (DISPUTE-5): when "6 or more seeds" is counted for the stop rules.
type HouseCount uint8

// Readings of DISPUTE-5.
const (
	CountAtDecision  HouseCount = iota // after the last seed lands (FR 1.6.2); before the hand seed for selection
	CountAtMoveStart                   // a kutakata stops in the house if it was functional when the move began (BGA)
)

// Taxation (DISPUTE-6): when the namua hand seed in the house is taxed.
type Taxation uint8

// Readings of DISPUTE-6.
const (
	TaxOnlyPit  Taxation = iota // functional house, no capture, the only non-empty front pit (FR 2.3.2, RN:305)
	TaxAnyCount                 // the only non-empty front pit, whatever its count (EN:199 letter)
	TaxFree                     // a functional house may always be chosen for kutakata and is then taxed (WP:80)
)

// HouseStart (DISPUTE-6b): may a namua kutakata start from an intact house of
// fewer than 6 seeds beside other non-empty front pits?
type HouseStart uint8

// Readings of DISPUTE-6(b).
const (
	HouseStartOrdinary     HouseStart = iota // the taxation reading decides (only-pit, free: an ordinary start; any-count: barred)
	HouseStartDonkers                        // an ordinary start beside other pits, whatever the taxation reading (Donkers' generatemoves)
	HouseStartAbstractPlay                   // no start beside other pits, and not counted for "2 or more first" (AbstractPlay's moves)
)

// NamuaHouseCapture (DISPUTE-7): may the namua hand seed go into the house for a capture?
type NamuaHouseCapture uint8

// Readings of DISPUTE-7.
const (
	HouseCaptureAllowed   NamuaHouseCapture = iota // yes (EN:129/138, DE:193, FR 2.2.1, RN d.3)
	HouseCaptureForbidden                          // no, unless it is the last non-empty front pit (EN:199 letter)
)

// HouseStop (DISPUTE-8): may a capture move stop in the house when a capture is possible there?
type HouseStop uint8

// Readings of DISPUTE-8.
const (
	StopOnlyIfFacingEmpty HouseStop = iota // capture takes precedence (FR 4.2.1.2, WP:80, RN:257)
	StopAlways                             // the owner may stop even when he could capture (EN:193 letter)
)

// InactiveHouse (DISPUTE-9): a kutakata sowing ending in a never-emptied house with fewer than 6 seeds.
type InactiveHouse uint8

// Readings of DISPUTE-9.
const (
	InactiveIsOrdinary InactiveHouse = iota // an ordinary pit: relay (FR 1.6.2, RN:253)
	InactiveStops                           // the move ends there, in both phases (EN:193 letter)
	// InactiveStopsInMtaji: a mtaji kutakata ends in the owner's intact house
	// whatever its count (no safari; the house stays intact with its seeds);
	// in namua the house below 6 is an ordinary pit. BGA's executeMove, its
	// mtaji non-capture branch (VARIANT_KISWAHILI_2ND): after each sowing,
	// "check if move stops due to still possessing nyumba"
	// (checkForNyumbaPossession, no count); its namua kutakata stops only in a
	// house functional at the move's start (wasNyumbaFunctional), and its
	// capture sowings test no house in mtaji.
	InactiveStopsInMtaji
)

// NamuaHouseStop (DISPUTE-9b): the stop-or-safari choice of a namua capture
// move whose last seed falls into the intact house, facing an empty pit.
type NamuaHouseStop uint8

// Readings of DISPUTE-9(b).
const (
	NamuaStopFunctional NamuaHouseStop = iota // only a functional house (6 or more) offers the choice (FR 4.2.1.2, RN:253)
	NamuaStopAnyCount                         // an intact house of any count offers it (Donkers' performmove, his rule 2.5b)
)

// NamuaSingletons (DISPUTE-10): when a namua kutakata must use a pit with 2 or more seeds.
type NamuaSingletons uint8

// Readings of DISPUTE-10.
const (
	SingletonsUnlessFunctional NamuaSingletons = iota // restricted while the house is destroyed or inactive (EN:205, DE:199)
	SingletonsOnlyDestroyed                           // restricted only once the house is destroyed (FR 2.3.3 letter, BGA)
	SingletonsNever                                   // any non-empty front pit (RN:245, WP)
)

// LoneKichwa (DISPUTE-11): a kutakata from a kichwa that is the only non-empty front pit, towards the back row.
type LoneKichwa uint8

// Readings of DISPUTE-11.
const (
	LoneKichwaForbidden LoneKichwa = iota // not a legal move (FR 2.3.1, 3.5.2)
	LoneKichwaLoses                       // legal, and the mover loses at once (EN:278, BGA)
	LoneKichwaEndOfMove                   // legal; the mover loses only if his front row is still empty at the end
)

// FrontRowEmpty (DISPUTE-12): what happens when a capture empties the opponent's front row.
type FrontRowEmpty uint8

// Readings of DISPUTE-12.
const (
	FrontRowSowThenEnd FrontRowEmpty = iota // the captured seeds are sown, then the game ends (Donkers, BGA)
	FrontRowEndInHand                       // the game ends at once; the captured seeds stay in hand (nkkmd)
	FrontRowPlayOut                         // the move plays out to its end, then the game ends (AbstractPlay)
)

// LapLimit (DISPUTE-13): the limit on one move's length. Under LapCycle
// (and Lap12Passes' capture and Hus moves) an endless move is told from a
// long one by playing it into its cycle; on some boards that takes seconds
// (a random deal held an endless move whose cycle is 86,461,794 relays).
type LapLimit uint8

// Readings of DISPUTE-13.
const (
	Lap192Seeds    LapLimit = iota // a move sowing more than 192 seeds (12 laps of 16) is not made: the mover loses (EN:121)
	Lap12Passes                    // a Kiswahili or Kujifunza kutakata passing its start pit 12 times loses; capture and Hus moves only when endless (BGA)
	LapCycle                       // only a truly endless move loses; finite moves of any length are legal (FR 1.5.6)
	Lap100Illegal                  // a move sowing more than 100 seeds is illegal (Donkers' default movelimit)
	Lap192AtPickup                 // a relay lifted after more than 192 seeds were sown loses (AbstractPlay)
	LapRelays512                   // a move still going on after 512 sowings beyond its first loses (nkkmd)
)

// MtajiFirstKichwa (DISPUTE-14): the first capture of a mtaji move at a central pit.
type MtajiFirstKichwa uint8

// Readings of DISPUTE-14.
const (
	MtajiKichwaKept MtajiFirstKichwa = iota // the direction of the first sowing is kept (EN:235, FR 3.4.1, WP:70)
	MtajiKichwaFree                         // the player chooses the kichwa, as in namua (Ludii)
)

// KutakatiaPhase (DISPUTE-15): in which phases blocking applies.
type KutakatiaPhase uint8

// Readings of DISPUTE-15.
const (
	KutakatiaMtajiOnly   KutakatiaPhase = iota // both the blocker's and the blocked move in mtaji (EN:246, BGA)
	KutakatiaBothPhases                        // also in namua (FR section 5 read generally)
	KutakatiaStoresEmpty                       // whenever both stores are empty after the blocker's move, so his last namua kutakata may block (Donkers, AbstractPlay)
)

// BlockCount (DISPUTE-16): what "exactly one harvest possible" counts.
type BlockCount uint8

// Readings of DISPUTE-16.
const (
	BlockOneFirstTarget    BlockCount = iota // one distinct opponent pit captured first (FR 5.1, BGA)
	BlockOneCaptureMove                      // exactly one legal capturing move (EN:248 literally)
	BlockOneTargetAnywhere                   // one distinct pit captured anywhere in the capture chains
)

// BlockTrigger (DISPUTE-17): the preconditions of a block.
type BlockTrigger uint8

// Readings of DISPUTE-17.
const (
	BlockAfterKutakataNoDefence BlockTrigger = iota // blocker played a kutakata and the blocked side cannot capture (EN, DE, FR)
	BlockAfterAnyMove                               // any move of the blocker (RN:340)
	BlockWithoutDefenceCheck                        // kutakata; the blocked side's captures are not checked (AbstractPlay)
)

// BlockExceptions (DISPUTE-18): which pits cannot be blocked.
type BlockExceptions uint8

// Readings of DISPUTE-18.
const (
	ExceptInnerRow   BlockExceptions = iota // functional house, only non-empty front pit, only front pit with 2+ (FR 5.1.1)
	ExceptWholeSide                         // as above, but "only pit with 2+" counts both rows (EN:254 letter)
	ExceptDE                                // only the intact house and the only front pit with 2+ (DE:246)
	ExceptOwnedHouse                        // as the default, but any never-emptied house is immune (FR 5.1.1.1 "possédé")
)

// BlockObligation (DISPUTE-19): the blocker's duty in his next move.
type BlockObligation uint8

// Readings of DISPUTE-19.
const (
	ObligationAnywhere     BlockObligation = iota // capture the blocked pit at some point of the move (EN:262)
	ObligationFirstCapture                        // the first capture must be the blocked pit (BGA)
	ObligationNone                                // no duty (Donkers)
)

// BlockDuration (DISPUTE-20): how long a block stands.
type BlockDuration uint8

// Readings of DISPUTE-20.
const (
	BlockOneMove       BlockDuration = iota // the blocked player's next move only (EN:258, FR 5.2, Donkers)
	BlockUntilLifted                        // until the blocked pit is lifted or captured, or its owner captures the pit facing it (AbstractPlay)
	BlockPlayerChanges                      // three player changes: the blocked player's move and the blocker's next (BGA)
)

// BackRowKutakata (DISPUTE-21): when a mtaji kutakata may start in the back row.
type BackRowKutakata uint8

// Readings of DISPUTE-21.
const (
	BackRowIfNoFrontPair BackRowKutakata = iota // no front pit holds 2 or more (EN:219, FR 3.5.1)
	BackRowIfFrontEmpty                         // only when the front row is empty (RN:336 letter)
)

// Marker (DISPUTE-22): must the own pit be non-empty before the last seed for a capture?
type Marker uint8

// Readings of DISPUTE-22.
const (
	MarkerOwnNonEmpty Marker = iota // yes (EN:100, FR 1.4, RN:178)
	MarkerFacingOnly                // no: facing a non-empty pit suffices (WP:49 letter)
)

// NamuaImmobility (DISPUTE-23): does "no pit with more than one seed" lose in namua?
type NamuaImmobility uint8

// Readings of DISPUTE-23.
const (
	ImmobilityMtajiOnly NamuaImmobility = iota // no, only in mtaji (FR 3.3.2)
	ImmobilityAlways                           // yes, in both phases (EN:79 letter)
)

// KujifunzaBlocking (DISPUTE-26): is kutakatia played in Bao la Kujifunza?
type KujifunzaBlocking uint8

// Readings of DISPUTE-26.
const (
	KujifunzaNoBlocking KujifunzaBlocking = iota // no (EN:295)
	KujifunzaBlocks                              // yes
)

// HusOpening (DISPUTE-27): must a Hus Bao move start with a capturing sowing when one exists?
type HusOpening uint8

// Readings of DISPUTE-27.
const (
	HusFreeOpening       HusOpening = iota // no (BGA)
	HusCompulsoryCapture                   // yes (CAP-2 applied to Hus)
)

// Kutakatia (DISPUTE-31): is blocking played at all?
type Kutakatia uint8

// Readings of DISPUTE-31.
const (
	KutakatiaOn  Kutakatia = iota // yes (EN:246, FR 5, RN:340)
	KutakatiaOff                  // no: no block is ever set, a position's block and obligation bind nothing
)

// Immobility (DISPUTE-32): when "no pit with 2 or more seeds" ends the game.
type Immobility uint8

// Readings of DISPUTE-32.
const (
	ImmobileAtTurnStart           Immobility = iota // at the start of the immobile player's turn (END-2: he has no legal move)
	ImmobileDuringMove                              // also after each sowing of captured seeds and right after the move, for both sides (Donkers' checkLoss, checkWinner)
	ImmobileDuringMoveSharedPhase                   // as during-move, but a Kiswahili side is judged by namua's rule while either store holds seeds (BGA: one phase for both players)
)

// OptionNames lists the options' names, in the order of Options.
func OptionNames() []string {
	names := make([]string, len(Options))
	for i, o := range Options {
		names[i] = o.Name
	}
	return names
}

// Option describes one rule option: its JSON name, the dispute it settles and
// its readings, in the order of their constants (reading 0 is the default).
type Option struct {
	Name     string
	Dispute  string
	Question string
	Readings []string
	get      func(*Rules) uint8
	set      func(*Rules, uint8)
}

// Get returns the reading selected in r.
func (o Option) Get(r *Rules) string {
	if i := int(o.get(r)); i < len(o.Readings) {
		return o.Readings[i]
	}
	return fmt.Sprintf("reading(%d)", o.get(r))
}

// Set selects a reading by name in r.
func (o Option) Set(r *Rules, reading string) error {
	for i, n := range o.Readings {
		if n == reading {
			o.set(r, uint8(i))
			return nil
		}
	}
	return fmt.Errorf("bao: option %q has no reading %q%s (want one of %s)", o.Name, reading, didYouMean(reading, o.Readings), strings.Join(o.Readings, ", "))
}

func opt[T ~uint8](name, dispute, question string, readings []string, field func(*Rules) *T) Option {
	return Option{Name: name, Dispute: dispute, Question: question, Readings: readings,
		get: func(r *Rules) uint8 { return uint8(*field(r)) },
		set: func(r *Rules, v uint8) { *field(r) = T(v) }}
}

// Options lists every rule option, in dispute order.
var Options = []Option{
	opt("capScope", "DISPUTE-2", "Does the seed cap apply to relays inside a capture move?", []string{"first-sowing", "every-sowing"}, func(r *Rules) *CapScope { return &r.CapScope }),
	opt("mtajiHouseTakata", "DISPUTE-3", "Mtaji kutakata ending in a functional house: stop or relay?", []string{"stops", "relays"}, func(r *Rules) *MtajiHouseTakata { return &r.MtajiHouseTakata }),
	opt("mtajiHouseCapture", "DISPUTE-3", "Mtaji capture move ending in a functional house: forced relay or stop choice?", []string{"relays", "choice", "stops"}, func(r *Rules) *MtajiHouseCapture { return &r.MtajiHouseCapture }),
	opt("houseLostAtCapture", "DISPUTE-3", "Is the house lost at its owner's first mtaji capture?", []string{"kept", "lost-at-first-capture", "lost-when-namua-ends"}, func(r *Rules) *HouseLostAtCapture { return &r.HouseLostAtCapture }),
	opt("houseDestroyedBy", "DISPUTE-4", "Which events destroy the house?", []string{"any-emptying", "capture-or-safari"}, func(r *Rules) *HouseDestroyedBy { return &r.HouseDestroyedBy }),
	opt("houseCount", "DISPUTE-5", "When are the house's 6 seeds counted for the stop rules?", []string{"at-decision", "at-move-start"}, func(r *Rules) *HouseCount { return &r.HouseCount }),
	opt("taxation", "DISPUTE-6", "When is the house taxed?", []string{"only-pit", "any-count", "free"}, func(r *Rules) *Taxation { return &r.Taxation }),
	opt("houseStart", "DISPUTE-6", "May a namua kutakata start from an intact house with fewer than 6 seeds?", []string{"ordinary", "donkers", "abstractplay"}, func(r *Rules) *HouseStart { return &r.HouseStart }),
	opt("namuaHouseCapture", "DISPUTE-7", "May the namua hand seed go into the house for a capture?", []string{"allowed", "forbidden"}, func(r *Rules) *NamuaHouseCapture { return &r.NamuaHouseCapture }),
	opt("houseStop", "DISPUTE-8", "May a capture move stop in the house when it could capture there?", []string{"only-if-facing-empty", "always"}, func(r *Rules) *HouseStop { return &r.HouseStop }),
	opt("inactiveHouse", "DISPUTE-9", "Kutakata ending in a never-emptied house with fewer than 6 seeds: an ordinary pit, or a stop (in both phases, or in mtaji only)?", []string{"ordinary", "stops", "stops-in-mtaji"}, func(r *Rules) *InactiveHouse { return &r.InactiveHouse }),
	opt("namuaHouseStop", "DISPUTE-9", "Does a namua capture move ending in an intact house of fewer than 6 offer stop or safari?", []string{"functional", "any-count"}, func(r *Rules) *NamuaHouseStop { return &r.NamuaHouseStop }),
	opt("namuaSingletons", "DISPUTE-10", "When must a namua kutakata use a pit with 2 or more seeds?", []string{"unless-functional", "only-destroyed", "never"}, func(r *Rules) *NamuaSingletons { return &r.NamuaSingletons }),
	opt("loneKichwa", "DISPUTE-11", "Kutakata from a lone kichwa towards the back row?", []string{"forbidden", "loses", "end-of-move"}, func(r *Rules) *LoneKichwa { return &r.LoneKichwa }),
	opt("frontRowEmpty", "DISPUTE-12", "A capture empties the opponent's front row: what happens to the move?", []string{"sow-then-end", "end-in-hand", "play-out"}, func(r *Rules) *FrontRowEmpty { return &r.FrontRowEmpty }),
	opt("lapLimit", "DISPUTE-13", "What limits the length of one move?", []string{"192-seeds", "12-passes", "cycle", "100-seeds-illegal", "192-at-pickup", "relays-512"}, func(r *Rules) *LapLimit { return &r.LapLimit }),
	opt("mtajiFirstKichwa", "DISPUTE-14", "First mtaji capture at a central pit: kichwa kept or free?", []string{"kept", "free"}, func(r *Rules) *MtajiFirstKichwa { return &r.MtajiFirstKichwa }),
	opt("kutakatiaPhase", "DISPUTE-15", "Does kutakatia apply in namua?", []string{"mtaji-only", "both-phases", "stores-empty"}, func(r *Rules) *KutakatiaPhase { return &r.KutakatiaPhase }),
	opt("blockCount", "DISPUTE-16", "What does 'exactly one harvest' count?", []string{"first-target", "capture-move", "any-target"}, func(r *Rules) *BlockCount { return &r.BlockCount }),
	opt("blockTrigger", "DISPUTE-17", "Preconditions of a block?", []string{"kutakata-no-defence", "any-move", "no-defence-check"}, func(r *Rules) *BlockTrigger { return &r.BlockTrigger }),
	opt("blockExceptions", "DISPUTE-18", "Which pits cannot be blocked?", []string{"inner-row", "whole-side", "de", "owned-house"}, func(r *Rules) *BlockExceptions { return &r.BlockExceptions }),
	opt("blockObligation", "DISPUTE-19", "What must the blocker capture next?", []string{"anywhere", "first-capture", "none"}, func(r *Rules) *BlockObligation { return &r.BlockObligation }),
	opt("blockDuration", "DISPUTE-20", "How long does a block stand?", []string{"one-move", "until-lifted", "player-changes"}, func(r *Rules) *BlockDuration { return &r.BlockDuration }),
	opt("backRowKutakata", "DISPUTE-21", "When may a mtaji kutakata start in the back row?", []string{"no-front-pair", "front-empty"}, func(r *Rules) *BackRowKutakata { return &r.BackRowKutakata }),
	opt("marker", "DISPUTE-22", "Must the own pit be non-empty for a capture?", []string{"own-non-empty", "facing-only"}, func(r *Rules) *Marker { return &r.Marker }),
	opt("namuaImmobility", "DISPUTE-23", "Does 'no pit with 2 or more seeds' lose in namua?", []string{"mtaji-only", "always"}, func(r *Rules) *NamuaImmobility { return &r.NamuaImmobility }),
	opt("kujifunzaBlocking", "DISPUTE-26", "Is kutakatia played in Bao la Kujifunza?", []string{"off", "on"}, func(r *Rules) *KujifunzaBlocking { return &r.KujifunzaBlocking }),
	opt("husOpening", "DISPUTE-27", "Must a Hus Bao move start with a capture when one exists?", []string{"free", "compulsory"}, func(r *Rules) *HusOpening { return &r.HusOpening }),
	opt("kutakatia", "DISPUTE-31", "Is kutakatia (blocking) played at all?", []string{"on", "off"}, func(r *Rules) *Kutakatia { return &r.Kutakatia }),
	opt("immobility", "DISPUTE-32", "When does 'no pit with 2 or more seeds' end the game?", []string{"turn-start", "during-move", "during-move-shared-phase"}, func(r *Rules) *Immobility { return &r.Immobility }),
}

// LookupOption returns the option with the given JSON name.
func LookupOption(name string) (Option, bool) {
	for _, o := range Options {
		if o.Name == name {
			return o, true
		}
	}
	return Option{}, false
}

// OptionMap returns the readings selected in r, by option name.
func (r Rules) OptionMap() map[string]string {
	m := make(map[string]string, len(Options))
	for _, o := range Options {
		m[o.Name] = o.Get(&r)
	}
	return m
}

// Diff returns the names of the options whose reading differs from base.
func (r Rules) Diff(base Rules) map[string]string {
	m := map[string]string{}
	for _, o := range Options {
		if a := o.Get(&r); a != o.Get(&base) {
			m[o.Name] = a
		}
	}
	return m
}

// WithOptions returns r with the named readings selected; it fails on an unknown
// option or reading, naming it.
func (r Rules) WithOptions(opts map[string]string) (Rules, error) {
	names := make([]string, 0, len(opts))
	for n := range opts {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		o, ok := LookupOption(n)
		if !ok {
			return r, fmt.Errorf("bao: options.%s: unknown option%s (bao rules lists them)", n, didYouMean(n, OptionNames()))
		}
		if err := o.Set(&r, opts[n]); err != nil {
			return r, fmt.Errorf("bao: options.%s: %w", n, err)
		}
	}
	return r, nil
}
