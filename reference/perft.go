package reference

import (
	"math/rand/v2"
	"runtime"
	"sync"
	"sync/atomic"
)

// Perft counts the move sequences of exactly depth plies from p: the leaves
// of the legal-move tree. A move that ends the game is a leaf: it counts at
// the last ply and has no children before it. Perft(p, 0) is 1.
func Perft(r Rules, p Position, depth int) (uint64, error) {
	if err := p.Validate(); err != nil {
		return 0, err
	}
	p.statedBlocksLast(&r)
	return perft(&r, &p, depth, newPerftBufs(depth)), nil
}

// perftBufs are the buffers of one perft walk: the successors at each ply,
// and the moves at the last, which are counted and never played out.
type perftBufs struct {
	succ [][]Successor
	last []Move
}

func newPerftBufs(depth int) perftBufs {
	b := perftBufs{succ: make([][]Successor, depth), last: make([]Move, 0, maxSuccessors)}
	for i := range b.succ {
		b.succ[i] = make([]Successor, 0, maxSuccessors)
	}
	return b
}

func perft(r *Rules, p *Position, depth int, b perftBufs) uint64 {
	switch depth {
	case 0:
		return 1
	case 1:
		// The leaves: every legal move counts, none needs its successor.
		return uint64(len(legalMoves(r, p, b.last[:0])))
	}
	succ := moves(r, p, b.succ[0][:0])
	var n uint64
	for i := range succ {
		if succ[i].Outcome.Over() {
			continue
		}
		n += perft(r, &succ[i].Position, depth-1, perftBufs{b.succ[1:], b.last})
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
	p.statedBlocksLast(&r)
	if depth < 1 {
		return nil, nil
	}
	bufs := newPerftBufs(depth)
	succ := moves(&r, &p, bufs.succ[0][:0])
	out := make([]DivideEntry, len(succ))
	for i := range succ {
		out[i].Move = succ[i].Move
		switch {
		case depth == 1:
			out[i].Nodes = 1
		case succ[i].Outcome.Over():
		default:
			out[i].Nodes = perft(&r, &succ[i].Position, depth-1, perftBufs{bufs.succ[1:], bufs.last})
		}
	}
	return out, nil
}

// PerftDivideN is PerftDivide counted by workers goroutines (fewer than 1:
// one per CPU): the tree is cut a few plies down into subtrees, at least 16
// per worker where the tree allows, and the workers take them in turn. The
// counts are those of PerftDivide.
func PerftDivideN(r Rules, p Position, depth, workers int) ([]DivideEntry, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	p.statedBlocksLast(&r)
	if depth < 1 {
		return nil, nil
	}
	if workers < 1 {
		workers = runtime.GOMAXPROCS(0)
	}
	// A subtree: perft(p, depth) counted for the root move root.
	type subtree struct {
		root  int
		p     Position
		depth int
	}
	succ := moves(&r, &p, nil)
	out := make([]DivideEntry, len(succ))
	var subtrees []subtree
	for i := range succ {
		out[i].Move = succ[i].Move
		switch {
		case depth == 1:
			out[i].Nodes = 1
		case !succ[i].Outcome.Over():
			subtrees = append(subtrees, subtree{i, succ[i].Position, depth - 1})
		}
	}
	// Cut deeper until there are enough subtrees to share. A subtree of
	// depth 1 is a leaf count and is not cut.
	for len(subtrees) < 16*workers {
		var next []subtree
		cut := false
		for _, st := range subtrees {
			if st.depth < 2 {
				next = append(next, st)
				continue
			}
			cut = true
			for _, sc := range moves(&r, &st.p, nil) {
				if !sc.Outcome.Over() {
					next = append(next, subtree{st.root, sc.Position, st.depth - 1})
				}
			}
		}
		subtrees = next
		if !cut {
			break
		}
	}
	var (
		nextJob atomic.Int64
		mu      sync.Mutex
		wg      sync.WaitGroup
	)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			bufs := newPerftBufs(depth)
			counts := make([]uint64, len(out))
			for {
				j := int(nextJob.Add(1) - 1)
				if j >= len(subtrees) {
					break
				}
				st := &subtrees[j]
				counts[st.root] += perft(&r, &st.p, st.depth, bufs)
			}
			mu.Lock()
			for i, n := range counts {
				out[i].Nodes += n
			}
			mu.Unlock()
		}()
	}
	wg.Wait()
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
	p.statedBlocksLast(&r)
	g := Game{Final: p}
	if o := status(&r, &p); o.Over() {
		g.Outcome = o
		return g, nil
	}
	var cb startList
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
			cands, capture := candidates(&r, pos, cb.m[:0])
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
