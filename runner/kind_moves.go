package runner

import (
	"maps"
	"slices"
	"sort"
	"strings"

	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/vectors"
)

// A moves vector lists the legal moves of a position: one moves request;
// the expectation is the full successor set (engine-derived), the set of
// moves (hand-derived), or whether the game is over.
type movesKind struct{ single }

func init() { register(vectors.KindMoves, movesKind{}) }

func (movesKind) skip(v *vectors.Vector) string {
	e := &v.Expect
	if !e.HasMoves() && e.MoveSet == nil && e.GameOver == nil && len(v.Unchecked) > 0 {
		return "nothing the protocol can observe: " + strings.Join(v.Unchecked, "; ")
	}
	return ""
}

func (movesKind) requests(j *job) [][]byte {
	return [][]byte{movesReq(j.rules, j.v.Position)}
}

func (movesKind) judge(j *job, reqs [][]byte, replies []*protocol.Reply) {
	req, b := reqs[0], replies[0]
	v := j.v
	if b.Error != nil {
		j.failRefusal(req, b, "to list the moves")
		return
	}
	if !b.HasMoves {
		j.fail(Error, healthBadReply, req, "engine error: %s: the reply has no moves field", ErrBadReply)
		return
	}
	if err := v.Expect.Materialize(); err != nil {
		j.fail(Error, diffBroken, req, "the vector is broken: %v", err)
		return
	}
	want := make(map[string]vectors.Successor, len(v.Expect.Moves))
	for _, s := range v.Expect.Moves {
		want[string(s.Move)] = s
	}
	got := make(map[string]protocol.Successor, len(b.Moves))
	for _, s := range b.Moves {
		k, err := canonKey(s.Move, want)
		if err != nil {
			j.fail(Fail, diffBadList, req, "the engine listed an invalid move %s: %v", s.Move, err)
			return
		}
		if _, dup := got[k]; dup {
			j.fail(Fail, diffBadList, req, "the engine listed the move %s twice", keyText(k))
			return
		}
		got[k] = s
	}
	if g := v.Expect.GameOver; g != nil && *g != (len(got) == 0) {
		if *g {
			j.fail(Fail, diffGameEnd, req, "the game is over for the side to move, but the engine lists %d moves", len(got))
		} else {
			j.fail(Fail, diffGameEnd, req, "the game goes on, but the engine lists no move")
		}
		return
	}
	if v.Expect.MoveSet != nil {
		j.compareMoveSet(req, v.Expect.MoveSet, v.Expect.MoveTexts, got, "")
		return
	}
	if v.Expect.Moves == nil {
		return
	}
	wantD, gotD := map[string][]string{}, map[string][]string{}
	var missing, extra, wrong []string
	var missingK, extraK, wrongK []string // the same, as canonical move keys
	for k, w := range want {
		g, ok := got[k]
		if !ok {
			missing, missingK = append(missing, keyText(k)), append(missingK, k)
			wantD[keyText(k)] = posLines(w.Position, w.Outcome)
			continue
		}
		if msg, _ := compareResult(j.meaning(), w.Position, w.Outcome, g.Position, g.Outcome); msg != "" {
			wrong, wrongK = append(wrong, keyText(k)), append(wrongK, k)
			wantD[keyText(k)] = posLines(w.Position, w.Outcome)
			gotD[keyText(k)] = posLines(g.Position, g.Outcome)
		}
	}
	for k, g := range got {
		if _, ok := want[k]; !ok {
			extra, extraK = append(extra, keyText(k)), append(extraK, k)
			gotD[keyText(k)] = posLines(g.Position, g.Outcome)
		}
	}
	if len(missing)+len(extra)+len(wrong) == 0 {
		return
	}
	// Moves are compared as values (their canonical JSON), never as their
	// text: one written in a non-canonical form is named with both forms,
	// not as a missing and an extra move of the same text.
	var spelled []string
	missing, extra, spelled = moveSetDiff(want, got)
	sort.Strings(missing)
	sort.Strings(extra)
	sort.Strings(wrong)
	var parts []string
	if len(missing) > 0 {
		parts = append(parts, "missing moves "+strings.Join(missing, " "))
	}
	if len(extra) > 0 {
		parts = append(parts, "extra moves "+strings.Join(extra, " "))
	}
	if len(wrong) > 0 {
		parts = append(parts, "wrong results for "+strings.Join(wrong, " "))
	}
	if len(spelled) > 0 {
		parts = append(parts, spellingMessage(spelled))
	}
	j.fail(Fail, movesDiff(missing, extra, wrong), req, "%s", strings.Join(parts, "; "))
	if !maps.EqualFunc(wantD, gotD, slices.Equal) {
		// (Moves only written in another form have the same results: no diff.)
		j.res.Diff = diffLines(wantD, gotD)
	}
	j.divergeMoves(req, wrongK, missingK, extraK, got)
}

// movesDiff is the difference of a wrong successor list, as divergeMoves
// records it: a wrong result first, then a missing move, then an extra one.
func movesDiff(missing, extra, wrong []string) difference {
	switch {
	case len(wrong) > 0:
		return diffWrong
	case len(missing) > 0:
		return diffMissing
	case len(extra) > 0:
		return diffExtra
	}
	return diffSpelling
}
