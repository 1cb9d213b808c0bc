// Package reference is the reference engine of the Bao la Kiswahili
// conformance suite: every rule of the five sources, and every disputed
// reading as a typed option, written to be read by people settling a dispute.
//
// A tour of the files, in the order a move flows through them:
//
//	pit.go       sides, directions, kichwa, rings and pit names (A1..b8)
//	position.go  Position, house states, phases, start positions, validation
//	rules.go     Rules: one option per DISPUTE of features/RULINGS.md
//	profile.go   named bundles of readings (default, donkers, abstractplay, bga)
//	legal.go     how a move may start: pits, directions, kichwa choices
//	play.go      the sowing and capture state machine of one move
//	moves.go     Apply, Moves, Status; kutakatia and the blocker's obligation
//	illegal.go   why a move is not legal, in words
//	notation.go  French/Donkers and Nierse move notation, game records
//	text.go      the text form of a position and the board diagram
//	json.go      position, move, outcome and trace JSON (architecture.md v1)
//	trace.go     the events of a traced move, each with its rule ID
//	perft.go     move-tree counts and random games
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
