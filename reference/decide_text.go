package reference

import "fmt"

// This file says a traced move's decisions in words (decide.go records
// them): the outcome taken and the fact the rule read, as bao explain and
// the book print them.

// decisionText says in words the outcome a decision took and why: the
// outcome (by e.Held, the answer taken) and the fact the rule read (by held,
// the rule's own answer). A decision taken the other way says so.
func (s *sim) decisionText(e *Event, held bool) string {
	out, fact := s.decisionWords(e, held)
	if e.Flipped {
		return out + ", taken the other way: " + fact
	}
	return out + ": " + fact
}

// decisionWords returns the outcome of decision e (as taken, e.Held) and the
// fact its rule read (held), in words.
func (s *sim) decisionWords(e *Event, held bool) (out, fact string) {
	at, n, taken := e.Pit, e.Seeds, e.Held
	me := s.me & 1
	side := sideTitle(me)
	pick := func(b bool, yes, no string) string {
		if b {
			return yes
		}
		return no
	}
	switch e.Decision {
	case DecPhase:
		return pick(taken, "a namua move", "a mtaji move"),
			pick(held, fmt.Sprintf("%s's store holds %d", side, n), fmt.Sprintf("%s's store is empty", side))
	case DecHandSeedRow:
		return pick(taken, "the hand seed may go into "+at.String(), "the hand seed may not go into "+at.String()),
			pick(held, "it is a front pit", "it is in the back row, and the hand seed goes into a front pit")
	case DecStartSeeds:
		return pick(taken, "a move may start from "+at.String(), "no move starts from "+at.String()),
			fmt.Sprintf("it holds %s, and a move starts from a pit of 2 or more", seedsText(n))
	case DecSeedCap:
		return pick(taken, "the start may capture", "the start is a takata, whatever its first sowing meets"),
			fmt.Sprintf("%s holds %s, %s", at, seedsText(n), pick(held, "at most 15", "more than 15"))
	case DecCaptureRow:
		return pick(taken, "the first sowing may capture", "the first sowing does not capture"),
			fmt.Sprintf("it ends in %s, %s", at, pick(held, "a front pit", "in the back row"))
	case DecFacing:
		f := s.mirrorPit(at, !taken)
		out = fmt.Sprintf("%s faces %s (%s)", at, f, seedsText(s.p.Seeds(f)))
		if !taken {
			out = fmt.Sprintf("%s is read as facing %s (%s)", at, f, seedsText(s.p.Seeds(f)))
		}
		return out, "A_i faces a_(9-i)"
	case DecCaptureStart:
		out = pick(taken, "the start captures", "the start does not capture")
		switch e.Rule {
		case "DISPUTE-7":
			return out, pick(held, "the house takes the hand seed for a capture", "the house takes the hand seed for a capture only when it is the only non-empty front pit")
		case "DISPUTE-27":
			return out, pick(held, "its first sowing ends on a marker", "its first sowing ends on no marker")
		}
		f := s.mirrorPit(at, s.flippedMirror() || (s.dec != nil && s.dec.startMirror))
		return out, fmt.Sprintf("%s %s %s and faces %s with %s", at, pick(e.Rule == "NAMUA-2", "holds", "held"), seedsText(n), f, seedsText(s.p.Seeds(f)))
	case DecCaptureCompulsory:
		return pick(taken, "refused: a capture must be played", "the start may be played"),
			pick(held, "a start from "+at.String()+" captures", "no other start captures")
	case DecBlockedStart:
		return pick(taken, "refused", "the start may be played"),
			fmt.Sprintf("%s %s the pit blocked by kutakatia (%s)", e.Pit, pick(held, "is", "is not"), s.p.Blocked)
	case DecLoneKichwa:
		return pick(taken, "refused", "the start may be played"),
			fmt.Sprintf("%s is the only non-empty front pit, sown %s", at, pick(held, "towards the back row", "along the front row"))
	case DecHouseStart:
		return pick(taken, "refused: the house may not take the hand seed for a kutakata", "the house may take the hand seed for a kutakata"),
			fmt.Sprintf("it holds %s%s", seedsText(n), pick(nonEmptyFront(&s.p.Pits[me]) == 1, ", the only non-empty front pit", " beside other non-empty front pits"))
	case DecSingletons:
		return pick(taken, "refused", "the start may be played"),
			fmt.Sprintf("%s holds a single seed, and %s", at, pick(held, "a front pit holds 2 or more", "no front pit holds 2 or more"))
	case DecBackRow:
		if e.Rule == "DISPUTE-21" {
			return pick(taken, "refused", "the start may be played"), pick(held, "the front row is not empty", "the front row is empty")
		}
		return pick(taken, "refused", "the start may be played"), pick(held, "a front pit holds 2 or more", "no front pit holds 2 or more")
	case DecFunctional:
		return pick(taken, "the house is functional", "the house is an ordinary pit"), fmt.Sprintf("%s holds %s", at, seedsText(n))
	case DecHouseOnly:
		return pick(taken, "the house is the only non-empty front pit: the hand seed goes into it, and it is taxed", "the house is not the only non-empty front pit"),
			fmt.Sprintf("the functional house %s holds %s, %s", PitOf(me, HouseRing), seedsText(n), pick(held, "no other front pit holds seeds", "another front pit holds seeds"))
	case DecTaxation:
		return pick(taken, "the house is taxed: two seeds are sown, the rest stay", "the house is sown in full"),
			fmt.Sprintf("it held %s at the start of the move", seedsText(n))
	case DecKichwa:
		out = pick(taken, "the seeds enter at the left kichwa, clockwise", "the seeds enter at the right kichwa, counter-clockwise")
		switch e.Rule {
		case "DIR-1":
			return out, "a capture at " + at.String() + ", a kichwa or kimbi: the kichwa on that side"
		case "DIR-2":
			return out, "a first capture at the central " + at.String() + ": the player's choice"
		case "DIR-4":
			return out, "the first mtaji capture, at the central " + at.String() + ", keeps the first sowing's direction"
		}
		return out, "a later capture at the central " + at.String() + " keeps the direction"
	case DecCapture:
		out = pick(taken, "a capture", "no capture")
		switch e.Rule {
		case "CAP-5":
			return out, at.String() + " is a marker, but a kutakata captures nowhere"
		case "CAP-7":
			return out, at.String() + " is in the back row"
		case "DISPUTE-2":
			return out, "the sowing is too long to capture (DISPUTE-2)"
		case "HOUSE-4":
			f := s.mirrorPit(at, s.flippedMirror())
			return out, fmt.Sprintf("the functional house %s held %s and faces %s with %s: the stop-or-safari choice comes only where it faces an empty pit", at, seedsText(n), f, seedsText(s.p.Seeds(f)))
		}
		f := s.mirrorPit(at, s.flippedMirror())
		return out, fmt.Sprintf("%s held %s and faces %s with %s", at, seedsText(n), f, seedsText(s.p.Seeds(f)))
	case DecChain:
		return pick(taken, "the chain goes on: the captured seeds capture again", "the chain stops: no capture"),
			fmt.Sprintf("a capture move that has captured, %s sown so far", seedsText(n))
	case DecHouseStop:
		count := fmt.Sprintf("%s holds %s", at, seedsText(n))
		switch {
		case !held && n < 6:
			count += ", fewer than 6: not functional"
		case !held:
			count += ", but the reading does not stop the move there"
		}
		switch e.Rule {
		case "HOUSE-3":
			return pick(taken, "the kutakata ends in the house", "the sowing goes on from the house"),
				pick(held, "a kutakata ends in the functional house ("+count+")", count)
		case "HOUSE-4":
			return pick(taken, "the owner may stop in the house", "the house does not stop the move"),
				pick(held, "a namua capture move reaches the functional house ("+count+")", count)
		}
		return pick(taken, "the move stops in the house", "the sowing goes on from the house"),
			pick(held, "the reading lets the capture move stop in the house", "in mtaji a capture move does not stop in the house")
	case DecKulala:
		return pick(taken, "the move ends (kulala)", "relay: the pit's seeds are lifted and sown on"),
			pick(held, at.String()+" was empty", fmt.Sprintf("%s held %s", at, seedsText(n)))
	case DecBlockedEnd:
		if e.Rule == "BLOCK-7" {
			when := "in mtaji"
			if s.r.KutakatiaPhase == KutakatiaStoresEmpty {
				when = "once both stores are empty"
			}
			return pick(taken, "the kutakata ends", "the sowing goes on"),
				fmt.Sprintf("%s is the pit the position blocks, but a block binds only %s", at, when)
		}
		return pick(taken, "the kutakata ends", "the sowing goes on"),
			fmt.Sprintf("%s %s the blocked pit", at, pick(held, "is", "is not"))
	case DecHouseDestroyed:
		return pick(taken, "the house is destroyed", "the house stays intact"),
			fmt.Sprintf("%s is emptied", at)
	case DecLapLimit:
		out = pick(taken, "the move passes its limit", "the move is within its limit")
		if e.Rule == "INF-2" {
			return out, pick(held, "it repeats a state and would never end", "it repeats no state")
		}
		return out, fmt.Sprintf("%s sown", seedsText(n))
	case DecObligation:
		t := s.p.MustCapture
		return pick(taken, "refused", "the move may be played"),
			pick(held, fmt.Sprintf("it does not capture %s, and another move does", t), fmt.Sprintf("it captures %s, or no move does", t))
	case DecBlockFollows:
		out = pick(taken, "a block may follow", "no block follows")
		if e.Rule == "BLOCK-7" {
			if s.r.KutakatiaPhase == KutakatiaStoresEmpty {
				return out, pick(held, "both stores are empty", "a block follows only once both stores are empty (DISPUTE-15)")
			}
			return out, pick(held, "both sides are in mtaji", "blocking belongs to the mtaji phase")
		}
		return out, pick(held, "the move is a kutakata", "the move captured")
	case DecBlockDefence:
		them := sideTitle(me ^ 1)
		return pick(taken, "no block", "a block may follow"), pick(held, them+" can capture", them+" cannot capture")
	case DecBlockTarget:
		return pick(taken, at.String()+" is threatened", "no pit is blocked"),
			pick(held, at.String()+" is the only pit "+side+" could capture next", "not exactly one pit is threatened")
	case DecBlockExempt:
		return pick(taken, at.String()+" is not blocked", at.String()+" is blocked"),
			pick(held, at.String()+" cannot be blocked", at.String()+" can be blocked")
	case DecObligationSet:
		return pick(taken, fmt.Sprintf("%s must capture %s next", sideTitle(me^1), at), "no obligation"),
			pick(held, fmt.Sprintf("the blocked player made a kutakata and %s holds seeds", at), fmt.Sprintf("the blocked player captured, or %s is empty", at))
	}
	return pick(taken, "yes", "no"), e.Decision.String()
}

// mirrorPit returns the opponent's pit the move reads as facing the front
// pit at: a_(9-i) for A_i (BOARD-8), or a_i when mirrored.
func (s *sim) mirrorPit(at Pit, mirrored bool) Pit {
	if !at.Valid() {
		return NoPit
	}
	f := at.Ring().Facing()
	if mirrored {
		f = at.Ring()
	}
	return PitOf(at.Side().Other(), f)
}

// sideTitle is "South" or "North".
func sideTitle(s Side) string {
	if s == North {
		return "North"
	}
	return "South"
}

// seedsText is "1 seed" or "n seeds".
func seedsText(n int) string {
	if n == 1 {
		return "1 seed"
	}
	return fmt.Sprintf("%d seeds", n)
}
