// Package reference is the reference engine of the Bao la Kiswahili
// conformance suite: every rule of the five sources, and every disputed
// reading as a typed option, written to be read by people settling a dispute.
//
// A tour of the files. First the rules, in the order a move flows through
// them; this is the code to read when settling a dispute:
//
//	pit.go        sides, directions, kichwa, rings and pit names (A1..b8)
//	position.go   Position, house states, phases, start positions, validation
//	rules.go      Rules: one option per DISPUTE of features/RULINGS.md
//	profile.go    named bundles of readings (default, donkers, abstractplay, bga)
//	meanings.go   one line per reading saying what it means (bao rules OPTION)
//	suggest.go    the closest name to a misspelt profile, option or reading
//	move.go       Move, Outcome and Result: the values a move is and makes
//	legal.go      how a move may start: pits, directions, kichwa choices
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
//	perft.go      move-tree counts and random games
//
// Then the fast forms: each plays or proves exactly what the code above
// does, for the common positions of a game, hands every rare case to it,
// and is held to it by the test its header names. A reader of the rules
// can skip them.
//
//	sowfast.go      sow.go's loop on three 64-bit words (TestPlayAgreesWithTrace)
//	movesfast.go    Moves' loop, every move of a position in registers
//	                (Apply's one move too)
//	finishwords.go  the successor written from movesfast's words
//	                (both: TestMovesFastAgrees, TestMovesFastHouse)
//	applylegal.go   Apply's path for the common position, and ApplyLegal
//	                (TestApplyPlain, TestApplyLegal, TestQuickStart)
//	startmoves.go   the capture starts candidates copy from tables
//	landing.go      mtaji capture starts, a row at once (TestLandingOn)
//	shortproof.go   a capture move within Donkers' limit (DISPUTE-13) and
//	                with no stop in the house, without playing it
//	                (TestCaptureEndsShort, TestBareShort)
//	shortmask.go    the same proof for every start at once (TestEndsShortMasks)
//	namuaends.go    the same for legalMoves' namua starts (TestNamuaEnds)
//	kutakatawalk.go a kutakata move within the limit (TestKutakataShort)
//
// TestLegalMovesPlainStarts and TestFastPathsAgreeWithMoves hold LegalMoves'
// proofs to the moves played out; the vectors and the fuzz properties check
// all of it again.
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
