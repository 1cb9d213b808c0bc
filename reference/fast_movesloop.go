//go:build !plainrules

package reference

import "slices"

// This file holds the fast forms of moves.go's loops: Apply's path for the
// common position (fastApply), Moves' loop by the fast form of one move
// (fast_moves.go: prepareFast, playWords, finishWords) and LegalMoves',
// which plays a start only where it cannot prove what it is (provenStart:
// fast_shortproof.go, fast_namuaends.go, and playWords). Tests:
// TestMovesFastAgrees, TestLegalMovesPlainStarts, TestApplyPlain.

// fastApply is Apply's fast path (dispatch_fast.go): a position quickStart
// or plainValid accepts, played by playLegal or applyPlain. It reports
// whether it wrote Apply's result into res; else apply decides.
func fastApply(r *Rules, p *Position, m Move, res *Result) bool {
	switch v, capture := quickStart(r, p, m); v {
	case quickLegal:
		return playLegal(r, p, m, capture, res)
	case quickValid:
		return applyPlain(r, p, m, res)
	}
	return p.plainValid(r) && applyPlain(r, p, m, res)
}

// fastMovesOn is plainMovesOn (moves.go) by the fast form
// (fast_moves.go) where prepareFast allows it.
func fastMovesOn(r *Rules, p *Position, buf []Successor) []Successor {
	var cb startList
	cands, capture := candidates(r, p, cb.m[:0])
	var t Ring
	oblige := false
	if p.MustCapture != NoPit { // else no obligation binds (obligation): no call
		t, oblige = bindingObligation(r, p, cands, capture)
	}
	var s sim
	s.setRules(r)
	var f fastMoves
	if oblige || !s.prepareFast(p, capture, &f) {
		return s.movesGeneral(r, p, cands, capture, t, oblige, buf)
	}
	// The fast form (fast_moves.go); a move it gives up is played again by
	// playGeneral, which also finds its safari twin; a stop in the house it
	// played has its twin played by playSafari.
	buf = slices.Grow(buf, len(cands))
	for i := range cands {
		c := &cands[i]
		if w, captured, first, how := f.playWords(c); how != gaveUp {
			buf = buf[:len(buf)+1] // room for every candidate (Grow); playGeneral grows it itself
			out := &buf[len(buf)-1]
			out.Move = *c
			s.captured, s.firstTarget, s.liftedRings = captured, first, 0
			s.finishWords(p, &out.Result, w, &f)
			if how == stoppedInHouse { // HOUSE-4: the stop; HOUSE-5: its safari twin
				buf = s.playSafari(p, *c, capture, buf)
				buf = slices.Grow(buf, len(cands)-i-1)
			}
			continue
		}
		buf = s.playGeneral(p, *c, capture, buf)
		buf = slices.Grow(buf, len(cands)-i-1)
	}
	return buf
}

// playGeneral appends start c of p to buf, as legalPlays plays it: the move
// and, when it reached a stop in the house (HOUSE-4), its safari twin
// (HOUSE-5), each unless it is over Donkers' limit (DISPUTE-13).
func (s *sim) playGeneral(p *Position, c Move, capture bool, buf []Successor) []Successor {
	s.play(p, c, capture, false)
	safari := s.decision
	if !s.tooLong {
		buf = slices.Grow(buf, 1)[:len(buf)+1]
		out := &buf[len(buf)-1]
		out.Move = c
		s.finishInto(p, &out.Result)
	}
	if safari {
		buf = s.playSafari(p, c, capture, buf)
	}
	return buf
}

// playSafari appends the safari twin (HOUSE-5) of start c of p to buf, as
// legalPlays plays it, unless it is over Donkers' limit (DISPUTE-13): c
// reached a stop in the house with the choice to go on (HOUSE-4).
func (s *sim) playSafari(p *Position, c Move, capture bool, buf []Successor) []Successor {
	c.Safari = true
	if s.play(p, c, capture, false); !s.tooLong {
		buf = slices.Grow(buf, 1)[:len(buf)+1]
		out := &buf[len(buf)-1]
		out.Move = c
		s.finishInto(p, &out.Result)
	}
	return buf
}

// fastLegalMovesOn is plainLegalMovesOn (moves.go) playing a move only
// where its legality depends on how it goes (LegalMoves' doc), and proving
// what it can without sim.play (provenStart).
func fastLegalMovesOn(r *Rules, p *Position, buf []Move) []Move {
	// The candidates are listed into buf itself where they surely fit: in
	// the common case they are the answer, neither copied nor in an array
	// zeroed first. Elsewhere buf is written below, so they are copied out.
	n := len(buf)
	var cands []Move
	var capture bool
	if cap(buf)-n >= maxCandidates {
		cands, capture = candidates(r, p, buf)
	} else {
		var cb startList
		listed, c := candidates(r, p, cb.m[:0])
		cands, capture = append(buf, listed...), c // in buf too, so that both cases go on alike
	}
	buf, cands = cands[:n], cands[n:]
	var t Ring
	oblige := false
	if p.MustCapture != NoPit { // else no obligation (obligation): no call
		t, oblige = bindingObligation(r, p, cands, capture)
	}
	if !oblige && !safariPossible(r, p, capture) && r.LapLimit != Lap100Illegal {
		return buf[:n+len(cands)] // every start is a move, and the only one
	}
	if oblige {
		var cb startList
		starts := cb.m[:copy(cb.m[:], cands)]
		var s sim
		s.setRules(r)
		for it := (legalPlays{p: p, cands: starts, capture: capture}); s.next(&it); {
			if !s.fulfils(r, t) {
				continue // BLOCK-6: only moves that capture the blocked pit
			}
			buf = append(buf, it.move)
		}
		return buf
	}
	// The starts whose move may be over Donkers' limit (DISPUTE-13) or may
	// reach a stop in the house (HOUSE-4: its safari is a second move) are
	// played, as legalPlays plays them, unless provenStart proves what they
	// are.
	var ne *namuaEnds // captureEndsShort for every namua capture start at once
	if capture && p.Phase() == Namua && p.Variant != Hus {
		ne = &namuaEnds{}
		ne.prepare(r, p)
	}
	var wp wordsPlay
	// The starts provenStart proves moves without a twin (bareEnds) stay
	// where candidates listed them: where it proves them all, the common
	// case, the list is the answer, with nothing copied.
	j, end := 0, bareEnds
	for ; j < len(cands); j++ {
		if end = provenStart(r, p, cands[j], capture, ne, &wp); end != bareEnds {
			break
		}
	}
	if j == len(cands) {
		return buf[:n+j]
	}
	// From start j on buf is written over the list (a twin, or a start not
	// made), so the rest of it is copied out first; end is start j's.
	buf = buf[:n+j]
	var cb startList
	rest := cb.m[:copy(cb.m[:], cands[j:])]
	s := &wp.s // set up by wordsPlay, or here (prepareFast sets only what play sets again)
	s.setRules(r)
	for k, c := range rest {
		if k > 0 {
			end = provenStart(r, p, c, capture, ne, &wp)
		}
		switch end {
		case bareEnds:
			buf = append(buf, c)
			continue
		case bareHouseStop:
			// HOUSE-4: the stop, within the limit, and its safari.
			buf = s.appendSafari(r, p, c, capture, append(buf, c))
			continue
		}
		if s.play(p, c, capture, false); !s.tooLong {
			buf = append(buf, c)
		}
		if s.decision { // HOUSE-5: the same start going on with a safari
			buf = s.appendSafari(r, p, c, capture, buf)
		}
	}
	return buf
}

// appendSafari appends the safari twin of start c (HOUSE-5), whose move
// reaches a stop in the house, to buf. Only Donkers' limit (DISPUTE-13)
// makes a move no move (tooLong), so only under it is the safari played.
func (s *sim) appendSafari(r *Rules, p *Position, c Move, capture bool, buf []Move) []Move {
	c.Safari = true
	if r.LapLimit == Lap100Illegal {
		if s.play(p, c, capture, false); s.tooLong {
			return buf
		}
	}
	return append(buf, c)
}

// bareEnd is what provenStart finds a start to be.
type bareEnd uint8

const (
	bareUnsure    bareEnd = iota // the move must be played
	bareEnds                     // a move within the limit, with no stop in the house: no safari twin
	bareHouseStop                // a move that stops in the house with a choice: a safari twin
)

// provenStart reports, without sim.play, what start c of p is: bareEnds, a
// move within the seed limit (DISPUTE-13) that reaches no stop in the house
// (so has no safari twin), where a capture's move ends once its first
// capture is sown (captureEndsShort; for namua, ne: namuaEnds, for all
// starts at once) or the fast form plays it to its end (wordsPlay);
// bareHouseStop, a capture move the fast form plays to a stop in the house
// with a choice (HOUSE-4), so a move with a safari twin (HOUSE-5);
// bareUnsure, unsure (the fast form gave up).
func provenStart(r *Rules, p *Position, c Move, capture bool, ne *namuaEnds, wp *wordsPlay) bareEnd {
	if capture && p.Variant != Hus {
		if ne != nil {
			if ne.proves(c) { // captureEndsShort, read from the position's sets
				return bareEnds
			}
		} else if captureEndsShort(r, p, c.Pit.Ring(), c.Dir, c.Kichwa, p.Phase() == Namua) {
			return bareEnds
		}
	}
	switch wp.play(r, p, c, capture) {
	case ended:
		return bareEnds
	case stoppedInHouse:
		return bareHouseStop
	}
	return bareUnsure
}

// wordsPlay plays starts of one position by playWords (fast_moves.go),
// its fastMoves prepared at the first start asked: what a start's move is,
// without sim.play, wherever the fast form plays it (TestMovesFastAgrees
// holds it to sim.play). Its sim is free for sim.play afterwards.
type wordsPlay struct {
	s     sim
	f     fastMoves
	ready int8 // 0: not prepared; 1: prepared; -1: preparePlay refused the position
}

// play plays start c of p (capture: whether the starts are capture moves)
// and returns how playWords ended it: gaveUp, ended or stoppedInHouse.
func (w *wordsPlay) play(r *Rules, p *Position, c Move, capture bool) uint8 {
	if w.ready == 0 {
		w.ready = -1
		w.s.setRules(r)
		if w.s.preparePlay(p, capture, &w.f) {
			w.ready = 1
		}
	}
	if w.ready < 0 {
		return gaveUp
	}
	_, _, _, how := w.f.playWords(&c)
	return how
}

// short reports whether start m of p, played by playWords, is a move within
// the seed limit (DISPUTE-13): with the left kichwa and then the right one
// when either (DIR-2), else as given. false means unsure.
func (w *wordsPlay) short(r *Rules, p *Position, m Move, capture, either bool) bool {
	if either {
		m.Kichwa = LeftKichwa
		if w.play(r, p, m, capture) != gaveUp {
			return true
		}
		m.Kichwa = RightKichwa
	}
	return w.play(r, p, m, capture) != gaveUp
}

// safariPossible reports whether a move of p may reach a stop in the house,
// where going on (a safari) is a second legal move (HOUSE-4, HOUSE-5, the
// decisions of inHouse): only a capture move of a player whose house is
// intact, in namua or under DISPUTE-3b's reading that lets a mtaji capture
// stop there.
func safariPossible(r *Rules, p *Position, capture bool) bool {
	return capture && p.Variant == Kiswahili && p.House[p.ToMove] == HouseIntact &&
		(p.Phase() == Namua || r.MtajiHouseCapture == MtajiCaptureChoice)
}
