// Package mapping is the mapping check of `bao check` (issue 35): before the
// vectors, and alone with `bao check --mapping`, fourteen asymmetric
// positions are sent to the engine, and its answers are compared with what
// the reference engine answers through an adapter that makes one of the
// slips adapters make (a row read backwards, the sides swapped, cw and ccw
// or the kichwa exchanged, the side to move left unchanged, ...), or two
// of them. Every engine reaches `bao check` through an adapter, and one
// slip in its mapping makes thousands of failures; the check names it in
// one line instead.
//
// A slip (Slip, the list Known) is modelled as the adapter's mistaken
// translation: requests reach the engine transformed (Slips.ToEngine), the
// engine plays the rules right, and its answers come back through the same
// mistaken mapping (Slips.FromEngine); a one-way slip changes the answers
// only. So what a slipped adapter answers is computed with package
// reference (Predict). The probes (Probes) are moves requests on Kiswahili
// positions whose answers no disputed reading changes, each of them
// changed by most slips; Diagnose compares an engine's answers (ParseReply
// reads them) with the answers of no slip, of each slip and of each pair
// of slips (in either order), and returns a Finding whose Line is the
// report's line, and whose Evidence holds the probes that show a slip
// (Finding.WriteDetails prints them). The answers as sent are the same
// under every reading, but the positions a slip makes of them need not be:
// DiagnoseUnder predicts them under the readings an engine plays (a
// profile, or any rule set), and DiagnoseAmong keeps the best finding of
// several rule sets, for an engine whose readings are not known; the line
// then names the readings ("(predicted under profile abstractplay)"):
//
//	Mapping: looks right (14 of 14 mapping positions agree)
//	Mapping: looks right (no slip explains the 2 of 14 positions that differ; they are the engine's own, see the failures)
//	Mapping: with South's front row read A8..A1, 14 of 14 mapping positions agree (2 as sent): check your adapter's board mapping
//	Mapping: with cw and ccw swapped and the kichwa left and right swapped, 14 of 14 mapping positions agree (0 as sent): check your adapter's directions and kichwa
//	Mapping: unexplained (9 of 14 mapping positions differ and no slip explains them): check your adapter's board mapping, or see the failures
//	Mapping: not judged (6 of 14 mapping positions were answered; m01: engine error: timeout: ...)
//
// A rule bug of the engine is not a slip: the probes are short moves (few
// relays, four namua captures, kutakata), so a bug changes a few
// answers, and a slip is named only when it explains all answers but one
// at most, two of them in more than the houses' and stores' states after
// the move (a house left intact, a store seed taken from the wrong store:
// what rule bugs change alike). So the houses and stores read from the
// other side change the legal moves on the probes: the mover's destroyed
// house read as intact offers a stop or a safari, North's last store seed
// read as an empty store makes him play mtaji.
//
// Slips and pairs the probes cannot tell apart are named together ("or
// ..."); pairs that amount to one slip (two of the three front-row
// reversals, two of the three direction exchanges) are that slip.
//
// This package is pure: it sends nothing. runner.CheckMapping sends the
// probes to an engine and judges the answers under its declared readings,
// or else under the default rules and each profile; `bao check --mapping`
// runs that alone, and cmd/bao/testdata/slipped is the reference engine
// (playing a profile with -profile) behind a slipped adapter, for its
// tests. In a full run (runner.Run) the probes are sent first and judged
// once the dialect probes have inferred the engine's readings.
package mapping
