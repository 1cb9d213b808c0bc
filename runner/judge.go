package runner

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/reference"
)

// Helpers shared by the kinds' judges.

// boardOf draws the position a failing request was about, after the
// vector's setup moves when it has some.
func boardOf(j *job, req []byte) string {
	pos := requestPosition(req)
	if pos == nil {
		pos = j.v.Position
	}
	var p reference.Position
	if err := json.Unmarshal(pos, &p); err != nil {
		return ""
	}
	board := reference.FormatDiagram(p)
	if len(j.v.Setup) > 0 && !bytes.Equal(pos, j.v.Position) {
		var moves []string
		for _, m := range j.v.Setup {
			moves = append(moves, keyText(string(m)))
		}
		board = "after the setup moves " + strings.Join(moves, ", ") + " (the position the engine returned):\n" + board
	}
	return board
}

// requestPosition returns the position a request was about.
func requestPosition(req []byte) json.RawMessage { return requestMember(req, "position") }

// requestMember returns a member of a request.
func requestMember(req []byte, key string) json.RawMessage {
	var buf [6]protocol.Member
	ms, ok := protocol.SplitObject(append(append([]byte{'{'}, req...), '}'), buf[:0])
	if !ok {
		return nil
	}
	for _, m := range ms {
		if m.Key == key {
			return m.Value
		}
	}
	return nil
}

func (j *job) engineError(req []byte, rp Reply) {
	e := rp.Err
	j.fail(Error, healthEngine, req, "engine error: %s", e.Error())
	j.res.Stderr = e.Stderr
	j.res.fl.engine, j.res.fl.seq = e, rp.Seq
}

// compareResult compares an expected position and outcome with the engine's
// by what they mean under the rules r (nil: as they are written): two forms
// of one position (reference.Position.Canonical) are equal.
func compareResult(r *reference.Rules, wantPos, wantOut, gotPos, gotOut json.RawMessage) (msg, diff string) {
	if gotOut == nil {
		gotOut = json.RawMessage("null")
	}
	if bytes.Equal(wantPos, gotPos) && bytes.Equal(wantOut, gotOut) {
		return "", ""
	}
	if gotPos == nil {
		return "the reply has no position", ""
	}
	wp, err := protocol.DecodePosition(wantPos)
	if err != nil {
		return "the vector's position is invalid: " + err.Error(), ""
	}
	gp, err := protocol.DecodePosition(gotPos)
	if err != nil {
		return "the engine's position is invalid: " + err.Error(), ""
	}
	var wo, gout reference.Outcome
	if err := json.Unmarshal(wantOut, &wo); err != nil {
		return "the vector's outcome is invalid: " + err.Error(), ""
	}
	if err := json.Unmarshal(gotOut, &gout); err != nil {
		return "the engine's outcome is invalid: " + err.Error(), ""
	}
	if r != nil {
		wp, gp = wp.Canonical(*r), gp.Canonical(*r)
	}
	if wp == gp && wo == gout {
		return "", ""
	}
	return "wrong result", diffLines(posLinesP(&wp, wo), posLinesP(&gp, gout))
}

// meaning returns the rules the job's expectation is computed under, which
// say what its positions mean (nil when they cannot be read).
func (j *job) meaning() *reference.Rules {
	if j.meant == nil {
		r := j.refRules()
		if r == nil {
			if rr, ok := resolveRules(j.rules); ok {
				r = &rr
			}
		}
		j.meant = &meantRules{r: r}
	}
	return j.meant.r
}

// meantRules caches job.meaning.
type meantRules struct{ r *reference.Rules }

// posLines renders a position and outcome as text lines for diffs.
func posLines(pos, out json.RawMessage) []string {
	p, err := protocol.DecodePosition(pos)
	if err != nil {
		return []string{"invalid position: " + err.Error(), string(pos)}
	}
	var o reference.Outcome
	if out != nil {
		json.Unmarshal(out, &o)
	}
	return posLinesP(&p, o)
}

func posLinesP(p *reference.Position, o reference.Outcome) []string {
	t, _ := p.MarshalText()
	lines := strings.Split(strings.TrimRight(string(t), "\n"), "\n")
	return append(lines, "outcome: "+outcomeText(o))
}

func outcomeText(o reference.Outcome) string {
	if !o.Over() {
		return "the game goes on"
	}
	return fmt.Sprintf("%s wins by %s", o.Winner, o.Reason)
}

// diffLines renders the expected and the engine's answer as lines and
// marks each: "-" the expected only, "+" the engine's only, " " both. The
// text is the same on every run (go-cmp's differs from run to run on
// purpose), so that two runs' reports compare.
func diffLines(want, got any) string {
	return "-expected +actual\n" + lineDiff(renderLines(want), renderLines(got))
}

// renderLines renders a value of the judges as lines: a list as its items,
// a map as its keys in order, each with its value.
func renderLines(v any) []string {
	switch t := v.(type) {
	case []string:
		return t
	case map[string][]string:
		var out []string
		for _, k := range slices.Sorted(maps.Keys(t)) {
			out = append(out, k+":")
			for _, l := range t[k] {
				out = append(out, "  "+l)
			}
		}
		return out
	case map[string]any:
		var out []string
		for _, k := range slices.Sorted(maps.Keys(t)) {
			out = append(out, fmt.Sprintf("%s: %v", k, t[k])) // fmt prints maps in key order
		}
		return out
	}
	return []string{fmt.Sprint(v)}
}

// lineDiff marks the lines of a and b by a longest common subsequence.
func lineDiff(a, b []string) string {
	n, m := len(a), len(b)
	lcs := make([][]int, n+1)
	for i := range lcs {
		lcs[i] = make([]int, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if a[i] == b[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	var sb strings.Builder
	i, j := 0, 0
	for i < n || j < m {
		switch {
		case i < n && j < m && a[i] == b[j]:
			sb.WriteString("  " + a[i] + "\n")
			i, j = i+1, j+1
		case j < m && (i == n || lcs[i][j+1] >= lcs[i+1][j]):
			sb.WriteString("+ " + b[j] + "\n")
			j++
		default:
			sb.WriteString("- " + a[i] + "\n")
			i++
		}
	}
	return sb.String()
}

// moveKey decodes a move and returns its canonical text.
func moveKey(raw json.RawMessage) (string, error) {
	var m reference.Move
	if err := json.Unmarshal(raw, &m); err != nil {
		return "", err
	}
	return m.String(), nil
}

// canonKey returns the canonical JSON of a move; known holds canonical keys
// that are taken as they are.
func canonKey[S any](raw json.RawMessage, known map[string]S) (string, error) {
	if _, ok := known[string(raw)]; ok {
		return string(raw), nil
	}
	var m reference.Move
	if err := json.Unmarshal(raw, &m); err != nil {
		return "", err
	}
	return string(protocol.AppendMove(nil, m)), nil
}

// keyText turns a canonical move JSON key into its text.
func keyText(k string) string {
	t, err := moveKey(json.RawMessage(k))
	if err != nil {
		return k
	}
	return t
}

// compareMoveSet judges a set of legal moves stated by a scenario. Moves are
// compared as values (pit, dir, kichwa, safari in the canonical form), not
// as their notation: a move the engine writes in another form than the
// canonical one fails, with both forms shown.
func (j *job) compareMoveSet(req []byte, set []json.RawMessage, texts []string, got map[string]protocol.Successor, what string) {
	want := map[string]bool{}
	for _, m := range set {
		k, _ := canonKey[bool](m, nil)
		want[k] = true
	}
	missing, extra, spelled := moveSetDiff(want, got)
	if len(missing)+len(extra)+len(spelled) == 0 {
		return
	}
	wantT, haveT := map[string]bool{}, map[string]bool{}
	for k := range want {
		wantT[keyText(k)] = true
	}
	for k := range got {
		haveT[keyText(k)] = true
	}
	if len(missing)+len(extra) == 0 {
		j.fail(Fail, diffSpelling, req, "%s%s", what, spellingMessage(spelled))
		j.divergeSet(req, set, got)
		return
	}
	// One notation in the message and the diff: the canonical move texts.
	msg := fmt.Sprintf("%swrong set of legal moves (expected %s)", what, strings.Join(slices.Sorted(maps.Keys(wantT)), ", "))
	if len(spelled) > 0 {
		msg += "; " + spellingMessage(spelled)
	}
	j.fail(Fail, diffOf(missing, extra), req, "%s", msg)
	j.res.Diff = diffLines(slices.Sorted(maps.Keys(wantT)), slices.Sorted(maps.Keys(haveT)))
	j.divergeSet(req, set, got)
}

// moveSetDiff compares the expected moves with the engine's, both keyed by
// their canonical JSON: the texts of the moves missing and extra, and the
// moves the engine writes in a non-canonical form (the same text, another
// value), each as "text: the engine's JSON; canonical JSON".
func moveSetDiff[S any](want map[string]S, got map[string]protocol.Successor) (missing, extra, spelled []string) {
	var miss, ext []string
	for k := range want {
		if _, ok := got[k]; !ok {
			miss = append(miss, k)
		}
	}
	for k := range got {
		if _, ok := want[k]; !ok {
			ext = append(ext, k)
		}
	}
	slices.Sort(miss)
	slices.Sort(ext)
	used := map[string]bool{}
	for _, m := range miss {
		t := keyText(m)
		pair := ""
		for _, e := range ext {
			if !used[e] && keyText(e) == t {
				pair = e
				break
			}
		}
		if pair == "" {
			missing = append(missing, t)
			continue
		}
		used[pair] = true
		spelled = append(spelled, fmt.Sprintf("%s: the engine writes %s, the canonical form is %s", t, engineMoveJSON(got[pair].Move, pair), m))
	}
	for _, e := range ext {
		if !used[e] {
			extra = append(extra, keyText(e))
		}
	}
	return missing, extra, spelled
}

// engineMoveJSON is the move as the engine wrote it, compacted (its key
// when the raw form is not at hand).
func engineMoveJSON(raw json.RawMessage, key string) string {
	var b bytes.Buffer
	if len(raw) == 0 || json.Compact(&b, raw) != nil {
		return key
	}
	return b.String()
}

// spellingMessage says which moves the engine writes in a non-canonical form.
func spellingMessage(spelled []string) string {
	return "moves not in the canonical form (forced choices left out, the player's choices written; README, \"The protocol\"): " + strings.Join(spelled, "; ")
}

// diffOf is the difference of a wrong move list: a missing move first.
func diffOf(missing, extra []string) difference {
	if len(missing) > 0 {
		return diffMissing
	}
	return diffExtra
}
