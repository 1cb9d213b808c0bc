// Package reference is the reference engine of the Bao la Kiswahili
// conformance suite: every rule of the five sources, and every disputed
// reading as a typed option, written to be read by people settling a dispute.
//
// A tour of the files. First the rules, in the order a move flows through
// them; this is the code to read when settling a dispute, and the code the
// engine runs alone when built with the tag plainrules (go test -tags
// plainrules ./reference ./steps ./vectors/... passes every scenario and every
// vector that way):
//
//	pit.go        sides, directions, kichwa, rings and pit names (A1..b8)
//	position.go   Position, house states, phases, start positions, validation
//	rules.go      Rules: one option per DISPUTE of features/RULINGS.md
//	profile.go    named bundles of readings (default, donkers, abstractplay, bga)
//	meanings.go   one line per reading saying what it means (bao rules OPTION)
//	suggest.go    the closest name to a misspelt profile, option or reading
//	move.go       Move, Outcome and Result: the values a move is and makes
//	legal.go      how a move may start: pits, directions, kichwa choices
//	judge.go      a traced move's start, rule by rule, as decisions (judgeStart)
//	play.go       one move: its start, the captures, the limits on its length
//	sow.go        the sowing loop and the one decision after each sowing
//	house.go      the house: stop or go on, taxation, destruction
//	kutakatia.go  the block and the blocker's obligation
//	moves.go      Apply, Moves, LegalMoves, Status; between two moves
//	verdict.go    has the side to move a legal move at all (END-2)
//	illegal.go    why a move is not legal, in words
//	notation.go   French/Donkers and Nierse move notation, game records
//	text.go       the text form of a position and the board diagram
//	json.go       position, move, outcome and trace JSON (architecture.md v1)
//	trace.go      the events of a traced move, each with its rule ID
//	decide.go     the decisions of the rules in a trace, and taking one the other way
//	decide_text.go  those decisions in words (bao explain, the book)
//	perft.go      move-tree counts and random games
//
// Apply's path through them: Apply (moves.go) asks applyFast, which under
// plainrules never plays, then apply: validateFor (position.go),
// turnStartOutcome, isStart (legal.go), sim.play (play.go: playFresh, the
// start), sowFrom (sow.go: each sowing and its decision; inHouse, safari in
// house.go; captureAt in play.go), then finishInto and passTurn (moves.go:
// the end of the game, setObligation, setBlock and lastingBlocks in
// kutakatia.go, hasMove in verdict.go).
//
// A traced move (ApplyTrace, ApplyFlipped) takes the same path, but judges
// its start by judgeStart (judge.go) instead of isStart, and records each
// decision of the rules where a rule file makes it, one line each:
// s.decide(kind, rule, condition, pit, count) is the condition itself
// without a trace, and with one also an EvDecision event (decide.go, where
// the Decision kinds list what each decides and what taking it the other
// way means). Decisions are made only by the rule files: the fast forms
// below never trace, so Apply, Moves and LegalMoves never decide.
// TestJudgeStart holds judgeStart to isStart and whyIllegal.
//
// Where the rule files call a name with a fast form, a dispatch file
// chooses which form runs, one line each: the plain form (plainX, in the
// rule files) under plainrules, the fast one in the default build.
//
//	dispatch_plain.go  the plain forms (build tag plainrules)
//	dispatch_fast.go   the fast forms (the default build)
//
// Then the fast forms, built only without plainrules: each plays or proves
// exactly what the rule files do, for the common positions of a game, hands
// every rare case to them, and is held to them by the test its line names.
// A reader of the rules can skip them.
//
//	fast_legal.go          legal.go's sets on 64-bit words, its capture starts from
//	                       tables (TestLegalSets, TestMtajiCandidates, TestNamuaCandidates)
//	fast_startmoves.go     the tables those capture starts are copied from
//	fast_landing.go        mtaji capture starts, a row at once (TestLandingOn)
//	fast_sow.go            sow on 64-bit words, the words fast_moves plays on and
//	                       the kichwa table (TestLegalSets)
//	fast_moves.go          Moves' loop, every move of a position in registers
//	                       (Apply's one move too)
//	fast_finish.go         the successor written from fast_moves' words
//	                       (both: TestMovesFastAgrees, TestMovesFastHouse)
//	fast_movesloop.go      Moves', LegalMoves' and Apply's loops over the fast forms
//	                       (TestMovesFastAgrees, TestLegalMovesPlainStarts)
//	fast_apply.go          Apply's path for the common position, and ApplyLegal's
//	                       (TestApplyPlain, TestApplyLegal, TestQuickStart)
//	fast_verdict.go        hasMove by word tests and, under Donkers' limit, proofs
//	                       (TestHasShortMove)
//	fast_shortproof.go     a capture move within Donkers' limit (DISPUTE-13) and
//	                       with no stop in the house, by arithmetic on the
//	                       position (TestCaptureEndsShort)
//	fast_shortmask.go      the same proof for every start at once (TestEndsShortMasks)
//	fast_namuaends.go      the same for LegalMoves' namua starts (TestNamuaEnds)
//
// TestRuleFilesPlain holds the split: no rule file imports encoding/binary,
// uses math/bits but to count and walk bit sets, names a fast file's
// declaration or carries a build constraint (and the plainrules build
// compiles the rule files without the fast files at all).
//
// The decision after each sowing, and where each is written: its plain
// form, and at most one fast form, held to it by the tests named.
//
//	decision                      plain (sow.go, house.go)        fast (fast_moves.go)
//	the mover's intact house      inHouse (HOUSE-3, -4, -5)       playWords, the readings from
//	                                                              captureStopsAt, takataStopsAt
//	a capture                     captures, captureAt (CAP-1, -4) playWords
//	an empty pit: the end         sowFrom (SOW-7)                 playWords
//	the blocked pit: the end      sowFrom (BLOCK-4, KUEN-5)       playWords
//	else a relay                  sowFrom, lift (KUEN-1)          playWords
//
// TestMovesFastAgrees and TestMovesFastHouse hold playWords to sowFrom
// (every start of game positions and random deals, every profile, option
// reading and random rule sets); LegalMoves and the verdict under Donkers'
// limit ask playWords too (wordsPlay), held by TestLegalMovesPlainStarts and
// TestHasShortMove. One proof reads a move's end without a sowing loop:
// captureEndsShort (fast_shortproof.go; its set forms in fast_shortmask.go
// and fast_namuaends.go) follows a capture move's first capture to the
// empty pit where its seeds end (SOW-7), held to the moves played by
// TestCaptureEndsShort, TestEndsShortMasks and TestNamuaEnds.
//
// Every rule in the code names its rule ID (features/RULES.md) in a comment.
// Coordinates are the sources': South's front row A1..A8 and back row
// B1..B8, North's a1..a8 and b1..b8, each numbered from its owner's left;
// A_i faces a_(9-i); the house is pit 5 of the front row. Clockwise runs
// from the left kichwa along the front row towards the house.
//
// The engine does no I/O and keeps no global state. Positions, moves and
// rules are small values. Apply without a trace and Moves into a caller's
// buffer do not allocate.
package reference
