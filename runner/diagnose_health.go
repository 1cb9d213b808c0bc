package runner

import (
	"cmp"
	"encoding/json"
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"

	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/reference"
	"github.com/baolakiswahili/conformance/vectors"
)

// The engine's health: a failure where the engine did not answer the
// question asked (it crashed, timed out, wrote garbage or a reply that breaks
// the protocol, or refused the request as bad-position, unsupported or
// bad-request) says something about the process or the adapter, not about a
// rule. Such failures form classes keyed by what the engine said, and each
// class says what its requests share that the answered requests do not: a
// field of the position, a variant, an op, the rules sent, or the place
// since the engine's start at which each failed.

// HealthClass is a class of failures of the engine's health.
type HealthClass struct {
	// Kind is the engine error's kind (crash, timeout, garbage, ...),
	// "refusal" for an error reply, or "bad-reply" for a reply that breaks
	// the protocol.
	Kind string `json:"kind"`
	// Said is what the engine said (or what happened), with numbers and
	// pit names blanked so that one cause is one class.
	Said string `json:"said"`
	// Shared says, in words, what the failing requests share that the
	// answered ones do not.
	Shared []string `json:"shared,omitempty"`
	// Seq, when not 0, is the place since the engine's start (the
	// requests it had been sent, hello left out) at which AtSeq failures of
	// the class came, nine in ten of them or more.
	Seq   int `json:"seq,omitempty"`
	AtSeq int `json:"atSeq,omitempty"`
	// AskedAgain failing requests were sent once more after the run;
	// AnsweredAgain of them got an answer.
	AskedAgain    int `json:"askedAgain,omitempty"`
	AnsweredAgain int `json:"answeredAgain,omitempty"`
}

// healthQuestion explains failures of the engine's health.
type healthQuestion struct{}

// maxHealthReplays bounds the crashes asked again per class (a request
// asked again after a crash costs a restart; a timeout is never asked
// again: it would cost the timeout).
const maxHealthReplays = 10

func (healthQuestion) explain(d *diagnosis) {
	byKey := map[string][]*job{}
	classes := map[string]*HealthClass{}
	for _, j := range d.failures() {
		fl := j.res.fl
		if !fl.diff.health() {
			continue
		}
		hc := healthOf(j)
		key := hc.Kind + "\x00" + hc.Said
		if classes[key] == nil {
			classes[key] = hc
		}
		byKey[key] = append(byKey[key], j)
	}
	if len(byKey) == 0 {
		return
	}
	// The features of the answered requests, once.
	okFeat := map[string]int{}
	nOK := 0
	for _, j := range d.jobs {
		if j.res.Status == Pass || failing(j.res) && j.res.fl != nil && !j.res.fl.diff.health() {
			nOK++
			for _, f := range features(j, nil) {
				okFeat[f]++
			}
		}
	}
	for _, key := range slices.Sorted(maps.Keys(byKey)) {
		js, hc := byKey[key], classes[key]
		if len(js) >= 3 {
			hc.Shared = shared(js, okFeat, nOK) // of one or two, anything is shared
		}
		hc.Seq, hc.AtSeq = commonSeq(js)
		if hc.Kind == ErrCrash || hc.Kind == ErrGarbage || hc.Kind == ErrOversized {
			hc.AskedAgain, hc.AnsweredAgain = askAgain(d.eng, js)
		}
		e := &explanation{kind: ExplHealth, key: key, title: hc.title(), health: hc}
		for _, j := range js {
			j.res.fl.expl = e
		}
	}
}

// healthOf returns the class of a health failure (its Kind and Said).
func healthOf(j *job) *HealthClass {
	fl := j.res.fl
	switch {
	case fl.diff == healthRefusal && fl.refusal != nil:
		return &HealthClass{Kind: "refusal", Said: blank(fl.refusal.Kind + ": " + fl.refusal.Message)}
	case fl.diff == healthBadReply:
		msg := strings.TrimPrefix(j.res.Message, "engine error: "+ErrBadReply+": ")
		return &HealthClass{Kind: ErrBadReply, Said: blank(msg)}
	case fl.engine != nil && (fl.engine.Kind == ErrCrash || fl.engine.Kind == ErrTimeout):
		// Its numbers mean something: an exit status, the timeout.
		return &HealthClass{Kind: fl.engine.Kind, Said: clip(oneLine(fl.engine.Message), 160)}
	case fl.engine != nil:
		return &HealthClass{Kind: fl.engine.Kind, Said: blank(fl.engine.Message)}
	}
	return &HealthClass{Kind: "error", Said: blank(j.res.Message)}
}

// title names a health class.
func (hc *HealthClass) title() string {
	switch hc.Kind {
	case "refusal":
		return "engine health: refused the request: " + hc.Said
	case ErrBadReply:
		return "engine health: a reply that breaks the protocol: " + hc.Said
	}
	return "engine health: " + hc.Kind + ": " + hc.Said
}

// Blanked parts of what an engine says: numbers, pit names, quoted moves.
var (
	blankNumber = regexp.MustCompile(`\b\d+(\.\d+)?\b`)
	blankPit    = regexp.MustCompile(`\b[ABab][1-8]\b`)
	blankIndex  = regexp.MustCompile(`\[\d+\]`)
)

// blank turns what an engine said into a class key: numbers and pit names
// blanked (N, P), clipped to one short line.
func blank(s string) string {
	s = oneLine(s)
	s = blankIndex.ReplaceAllString(s, "[i]")
	s = blankPit.ReplaceAllString(s, "P")
	s = blankNumber.ReplaceAllString(s, "N")
	return clip(s, 160)
}

// features lists what a job's request carries, as short phrases: its op,
// variant, phase, the optional fields of its position, the rules sent and
// the vector's kind. req is the request to read (nil: the vector's first).
func features(j *job, req []byte) []string {
	op, pos := "", j.v.Position
	if req != nil {
		op = opOf(req)
		if p := requestPosition(req); p != nil {
			pos = p
		}
	} else {
		switch j.v.Kind {
		case vectors.KindMoves, vectors.KindPerft:
			op = protocol.OpMoves
		default:
			op = protocol.OpApply
		}
	}
	out := []string{"op " + op, "variant " + j.v.Variant(), "kind " + j.v.Kind}
	if p, err := protocol.DecodePosition(pos); err == nil {
		out = append(out, "phase "+p.Phase().String())
		if p.Lasting != ([2]reference.LastingBlock{}) {
			out = append(out, "field blocks")
		}
		if p.Blocked != reference.NoPit {
			out = append(out, "field blocked")
		}
		if p.MustCapture != reference.NoPit {
			out = append(out, "field mustCapture")
		}
	}
	if len(j.v.Setup) > 0 {
		out = append(out, "setup moves")
	}
	var rj reference.RulesJSON
	if err := json.Unmarshal(j.rules, &rj); err == nil {
		if rj.Profile != "" && rj.Profile != "default" {
			out = append(out, "profile "+rj.Profile)
		}
		for _, o := range slices.Sorted(maps.Keys(rj.Options)) {
			out = append(out, "option "+o+"="+rj.Options[o])
		}
	}
	return out
}

// featureWords says a feature in words, for "all N ...".
func featureWords(f string) string {
	kind, val, _ := strings.Cut(f, " ")
	switch kind {
	case "field":
		return fmt.Sprintf("carry %q in their position", val)
	case "op":
		return "are " + val + " requests"
	case "variant":
		return "are " + val + " positions"
	case "phase":
		return "are " + val + " positions"
	case "kind":
		return "come from " + val + " vectors"
	case "profile":
		return "ask for profile " + val
	case "option":
		return "ask for " + val
	case "setup":
		return "follow setup moves"
	}
	return f
}

// shared returns what every failing job's request carries and at most a
// few of the answered ones do (features), in words, the rarest first.
func shared(js []*job, okFeat map[string]int, nOK int) []string {
	count := map[string]int{}
	for _, j := range js {
		for _, f := range features(j, j.res.fl.req) {
			count[f]++
		}
	}
	var fs []string
	for f, n := range count {
		if n == len(js) && (nOK == 0 || 2*okFeat[f] < nOK) {
			fs = append(fs, f)
		}
	}
	slices.SortFunc(fs, func(a, b string) int { return cmp.Or(okFeat[a]-okFeat[b], strings.Compare(a, b)) })
	var out []string
	for _, f := range fs[:min(2, len(fs))] {
		out = append(out, fmt.Sprintf("all %d %s; of the %d answered requests, %d %s", len(js), featureWords(f), nOK, okFeat[f], plural(okFeat[f], "does", "do")))
	}
	return out
}

// commonSeq returns the place since the engine's start at which most
// failures of js came, and how many came there, when that is nine in ten
// of them or more (two at least); else 0, 0. (A crash seen while the
// requests of a batch are sent again may land elsewhere.)
func commonSeq(js []*job) (seq, n int) {
	count := map[int]int{}
	for _, j := range js {
		if s := j.res.fl.seq; s > 0 {
			count[s]++
			if count[s] > n || count[s] == n && s < seq {
				seq, n = s, count[s]
			}
		}
	}
	if n < 2 || 10*n < 9*len(js) {
		return 0, 0
	}
	return seq, n
}

// askAgain sends up to maxHealthReplays of the failing requests once more
// and counts those answered.
func askAgain(eng Engine, js []*job) (asked, answered int) {
	var reqs [][]byte
	for _, j := range js {
		if len(reqs) == maxHealthReplays {
			break
		}
		if r := j.res.fl.req; r != nil {
			reqs = append(reqs, r)
		}
	}
	if len(reqs) == 0 {
		return 0, 0
	}
	for _, rp := range eng.Do(reqs) {
		if rp.Err == nil {
			answered++
		}
	}
	return len(reqs), answered
}

// explainText says what a health class's evidence shows, in one line.
func (hc *HealthClass) explainText(n int) string {
	var parts []string
	some := fmt.Sprintf("all %d", n)
	if hc.AtSeq < n {
		some = fmt.Sprintf("%d of %d", hc.AtSeq, n)
	}
	if hc.Seq > 0 && len(hc.Shared) == 0 {
		parts = append(parts, fmt.Sprintf("%s came at request %d after the engine's start, whatever the position: the engine stops after %d requests", some, hc.Seq, hc.Seq-1))
	} else if hc.Seq > 0 {
		parts = append(parts, fmt.Sprintf("%s came at request %d after the engine's start", some, hc.Seq))
	}
	parts = append(parts, hc.Shared...)
	if hc.AskedAgain > 0 {
		parts = append(parts, fmt.Sprintf("asked again, %d of %d %s answered", hc.AnsweredAgain, hc.AskedAgain, plural(hc.AskedAgain, "was", "were")))
	}
	if len(parts) == 0 {
		return "nothing the requests share tells why"
	}
	return strings.Join(parts, "; ")
}
