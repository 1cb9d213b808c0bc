package runner

import (
	"encoding/json"
	"fmt"
	"maps"

	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/vectors"
	"golang.org/x/sync/errgroup"
)

// A perft vector counts the leaves of the move tree per depth: the runner
// walks the engine's own tree with moves requests, level by level, and
// compares the counts (and, on a difference, the divide under each root move).
type perftKind struct{ single }

func init() { register(vectors.KindPerft, perftKind{}) }

func (perftKind) multi(*vectors.Vector) bool { return true }

func (perftKind) requests(j *job) [][]byte { return nil }

func (perftKind) judge(j *job, reqs [][]byte, replies []*protocol.Reply) {}

func (perftKind) run(eng Engine, j *job) {
	v := j.v
	want := v.Expect.Perft
	maxDepth := want[len(want)-1].Depth
	if j.maxPerft > 0 && j.maxPerft < maxDepth {
		maxDepth = j.maxPerft // --max-perft-depth: the deeper counts are not checked
		want = want[:maxDepth]
	}
	unchecked := ""
	if d := v.PerftDepth(j.perftBudget); d < maxDepth {
		// The budget of requests (--perft-budget): a depth-12 tree is
		// millions of requests.
		unchecked = fmt.Sprintf("depths %d to %d not checked: walking them takes more than the %d requests of --perft-budget", d+1, maxDepth, j.perftBudget)
		maxDepth = d
		want = want[:maxDepth]
		if d == 0 {
			j.res.Status, j.res.Message = Skip, unchecked
			return
		}
	}
	defer func() {
		if unchecked != "" && j.res.Status == Pass {
			j.res.Message = unchecked
		}
	}()
	type node struct {
		pos  json.RawMessage
		root int // index of the root move it descends from, -1 for the root
	}
	level := []node{{pos: v.Position, root: -1}}
	var checks errgroup.Group
	checks.SetLimit(2)
	defer checks.Wait()
	var rootKeys []string
	var divide []uint64
	var got []vectors.PerftCount
	for d := 1; d <= maxDepth; d++ {
		j.prog.tick(-1, fmt.Sprintf("%s: depth %d of %d, %d positions", v.ID, d, maxDepth, len(level)))
		var next []node
		var leaves uint64
		for start := 0; start < len(level); start += batchRequests {
			if j.ctx != nil && j.ctx.Err() != nil {
				j.res.Status, j.res.Message = Error, fmt.Sprintf("depth %d: %s", d, interrupted(j.ctx))
				return
			}
			end := min(start+batchRequests, len(level))
			reqs := make([][]byte, 0, end-start)
			for _, n := range level[start:end] {
				reqs = append(reqs, movesReq(j.rules, n.pos))
			}
			replies := eng.Do(reqs)
			nodes := level[start:end]
			// The replies are checked against the protocol on another
			// goroutine while the walk goes on; a bad reply fails the vector.
			checks.Go(func() error {
				for i, rp := range replies {
					b, err := protocol.DecodeReply(rp.Raw)
					if err == nil && rp.Err == nil {
						if err := protocol.CheckReplyFrom(protocol.OpMoves, b, nil, fromOf(nodes[i].pos)); err != nil {
							return &badReply{req: reqs[i], raw: rp.Raw, depth: d, err: err}
						}
					}
				}
				return nil
			})
			for i, rp := range replies {
				if rp.Err != nil {
					j.engineError(reqs[i], rp)
					j.res.Message = fmt.Sprintf("depth %d: %s", d, j.res.Message)
					return
				}
				b, err := protocol.DecodeReply(rp.Raw)
				if err != nil {
					j.record(reqs[i], rp, nil)
					j.fail(Error, healthBadReply, reqs[i], "depth %d: engine error: %s: %s", d, ErrBadReply, err)
					return
				}
				if b.Error != nil {
					j.record(reqs[i], rp, b)
					j.failRefusal(reqs[i], b, fmt.Sprintf("depth %d: to list the moves", d))
					return
				}
				n := level[start+i]
				for _, s := range b.Moves {
					root := n.root
					if d == 1 {
						k, err := moveKey(s.Move)
						if err != nil {
							j.fail(Fail, diffBadList, reqs[i], "the engine listed an invalid move %s: %v", s.Move, err)
							return
						}
						root = len(rootKeys)
						rootKeys = append(rootKeys, k)
						divide = append(divide, 0)
					}
					leaves++
					if d == maxDepth {
						divide[root]++
					}
					if d < maxDepth && (len(s.Outcome) == 0 || string(s.Outcome) == "null") {
						next = append(next, node{pos: s.Position, root: root})
					}
				}
			}
		}
		got = append(got, vectors.PerftCount{Depth: d, Nodes: leaves})
		level = next
	}
	if err := checks.Wait(); err != nil {
		b := err.(*badReply)
		j.fail(Error, healthBadReply, b.req, "depth %d: engine error: %s: %s", b.depth, ErrBadReply, b.err)
		j.res.Diff = schemaNote(protocol.OpMoves, b.raw) + "\nreply: " + replyText(b.raw)
		return
	}
	if maxDepth == 1 {
		for i := range divide {
			divide[i] = 1
		}
	}
	wantC, gotC := map[int]uint64{}, map[int]uint64{}
	for _, w := range want {
		wantC[w.Depth] = w.Nodes
	}
	for _, g := range got {
		if _, ok := wantC[g.Depth]; ok {
			gotC[g.Depth] = g.Nodes
		}
	}
	j.res.Status = Pass
	if maps.Equal(wantC, gotC) {
		return
	}
	req := movesReq(j.rules, v.Position)
	j.fail(Fail, diffPerft, req, "perft counts differ")
	j.res.fl.perft = gotC
	wantDiv, gotDiv := map[string]uint64{}, map[string]uint64{}
	for _, dc := range want[len(want)-1].Divide {
		k, _ := moveKey(dc.Move)
		wantDiv[k] = dc.Nodes
	}
	for i, k := range rootKeys {
		gotDiv[k] = divide[i]
	}
	j.res.Diff = diffLines(map[string]any{"perft": wantC, "divide": wantDiv}, map[string]any{"perft": gotC, "divide": gotDiv})
}

// badReply is a perft reply that breaks the protocol.
type badReply struct {
	req, raw []byte
	depth    int
	err      error
}

func (b *badReply) Error() string { return b.err.Error() }
