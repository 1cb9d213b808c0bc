// Package mapping is the mapping check of `bao check` (issue 35): before the
// vectors, and alone with `bao check --mapping`, a dozen asymmetric
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
// of slips, and returns a Finding whose Line is the report's line:
//
//	Mapping: looks right (14 of 14 mapping positions agree)
//	Mapping: looks right (no slip explains the 2 of 14 positions that differ; they are the engine's own, see the failures)
//	Mapping: with South's front row read A8..A1, 14 of 14 mapping positions agree (0 as sent): check your adapter's board mapping
//	Mapping: unexplained (9 of 14 mapping positions differ and no slip explains them): check your adapter's board mapping, or see the failures
//	Mapping: not judged (3 of 14 mapping positions were answered; m01: ...)
//
// This package is pure: it sends nothing. runner.CheckMapping sends the
// probes to an engine and calls Diagnose.
package mapping
