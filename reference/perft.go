package reference

import "math/rand/v2"

// Perft counts the move sequences of exactly depth plies from p: the leaves
// of the legal-move tree. A move that ends the game is a leaf: it counts at
// the last ply and has no children before it. Perft(p, 0) is 1.
func Perft(r Rules, p Position, depth int) (uint64, error) {
	if err := p.Validate(); err != nil {
		return 0, err
	}
	bufs := make([][]Successor, depth)
	for i := range bufs {
		bufs[i] = make([]Successor, 0, maxSuccessors)
	}
	return perft(&r, &p, depth, bufs), nil
}

func perft(r *Rules, p *Position, depth int, bufs [][]Successor) uint64 {
	if depth == 0 {
		return 1
	}
	succ := moves(r, p, bufs[0][:0])
	if depth == 1 {
		return uint64(len(succ))
	}
	var n uint64
	for i := range succ {
		if succ[i].Outcome.Over() {
			continue
		}
		n += perft(r, &succ[i].Position, depth-1, bufs[1:])
	}
	return n
}

// DivideEntry is the perft count below one legal move.
type DivideEntry struct {
	Move  Move
	Nodes uint64
}

// PerftDivide returns, for each legal move of p in Moves order, the perft
// count of depth-1 below it (depth >= 1).
func PerftDivide(r Rules, p Position, depth int) ([]DivideEntry, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	if depth < 1 {
		return nil, nil
	}
	bufs := make([][]Successor, depth)
	for i := range bufs {
		bufs[i] = make([]Successor, 0, maxSuccessors)
	}
	succ := moves(&r, &p, bufs[0][:0])
	out := make([]DivideEntry, len(succ))
	for i := range succ {
		out[i].Move = succ[i].Move
		switch {
		case depth == 1:
			out[i].Nodes = 1
		case succ[i].Outcome.Over():
		default:
			out[i].Nodes = perft(&r, &succ[i].Position, depth-1, bufs[1:])
		}
	}
	return out, nil
}

// Game is the summary of a random game.
type Game struct {
	Plies   int
	Outcome Outcome // not over when the game hit the ply limit
	Final   Position
}

// RandomGame plays random legal moves from p until the game ends or maxPlies
// plies were played. Each ply picks a start uniformly and, where the move
// reaches a stop in the house, stops or goes on at random: quick, but not
// uniform over the listed moves. It does not allocate.
func RandomGame(r Rules, p Position, rng *rand.Rand, maxPlies int) (Game, error) {
	if err := p.Validate(); err != nil {
		return Game{}, err
	}
	g := Game{Final: p}
	if o := status(&r, &p); o.Over() {
		g.Outcome = o
		return g, nil
	}
	var cb [maxCandidates]Move
	var sb [maxSuccessors]Successor
	var s sim
	s.setRules(&r)
	for g.Plies < maxPlies {
		pos := &g.Final
		var res Result
		if pos.MustCapture != NoPit || r.LapLimit == Lap100Illegal {
			// The obligation and Donkers' limit need whole moves: list them.
			succ := moves(&r, pos, sb[:0])
			res = succ[rng.IntN(len(succ))].Result
		} else {
			cands, capture := candidates(&r, pos, cb[:0])
			m := cands[rng.IntN(len(cands))]
			m.Safari = rng.IntN(2) == 0
			s.play(pos, m, capture, false)
			res = s.finish(pos)
		}
		g.Plies++
		g.Final = res.Position
		if res.Outcome.Over() {
			g.Outcome = res.Outcome
			break
		}
	}
	return g, nil
}
