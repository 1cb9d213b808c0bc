package dialect

import "strings"

// Verdict words besides reading names.
const (
	None         = "none"
	Undetermined = "undetermined"
	NA           = "n/a"
)

// Probe statuses.
const (
	Judged   = "judged"   // the engine answered; Pass and Fail say whose answer it was
	Unjudged = "unjudged" // an error, a timeout or an unsupported variant: no answer to judge
)

// ProbeRow is what an engine did on one probe.
type ProbeRow struct {
	ID      string `json:"id"`
	Variant string `json:"variant"`
	Phase   string `json:"phase"`
	Move    string `json:"move"`
	Status  string `json:"status"`
	// Pass and Fail list the readings whose expected answer the engine did
	// and did not give (empty unless judged).
	Pass []string `json:"pass"`
	Fail []string `json:"fail"`
	// Message says why a probe is unjudged.
	Message string `json:"message,omitempty"`
	// Board, Request, Expected (per reading) and Got show the probe as a
	// failure is shown; filled for a probe that gives no reading's answer
	// or contradicts the verdict, and for every judged probe of a "none"
	// row.
	Board    string            `json:"board,omitempty"`
	Request  string            `json:"request,omitempty"`
	Expected map[string]string `json:"expected,omitempty"`
	Got      string            `json:"got,omitempty"`
}

// Row is the verdict on one option.
type Row struct {
	Dispute string `json:"dispute"`
	Option  string `json:"option"`
	// Followed is the verdict: a reading, readings joined by "|", "none",
	// "undetermined" or "n/a".
	Followed string `json:"followed"`
	// Readings are the readings the verdict names (empty for "none",
	// "undetermined" and "n/a"; blockObligation has a reading named
	// "none", which this field tells from the verdict word).
	Readings []string `json:"readings"`
	// Declared is the reading the engine's hello says it always plays, if any.
	Declared string `json:"declared,omitempty"`
	// Selectable says whether the hello lists the option as selectable.
	Selectable bool `json:"selectable"`
	// Unmatched counts the judged probes whose answer is no reading's: a
	// deviation no known reading explains.
	Unmatched int `json:"unmatched"`
	// Contradicting counts the judged probes that give the answer of a
	// reading the verdict does not name, and none of its.
	Contradicting int `json:"contradicting"`
	// Uncertain, when not empty, says why the verdict may be spoiled:
	// probes that give no reading's answer, or another reading's.
	Uncertain string `json:"uncertain,omitempty"`
	// Run are the readings the main run allows the engine: the verdict's
	// (one, or several the probes left apart), or every reading for none,
	// undetermined and n/a. A vector whose answer differs between them is
	// judged against each (an answer of one of them leaves it n/a).
	Run []string `json:"run"`
	// Reason explains an "n/a" or "undetermined" verdict, or why readings
	// were left apart when probes that tell them apart went unjudged.
	Reason string     `json:"reason,omitempty"`
	Probes []ProbeRow `json:"probes"`
	// MainRun says what the vectors of the main run showed of this option
	// beyond the probes: a reading inferred again from them, or where a
	// mixed engine plays which reading ("mixed: ...").
	MainRun string `json:"mainRun,omitempty"`
}

// Verdict returns the verdict on one option with the given readings from the
// engine's answers to its probes, judged alone (Infer judges every option at
// once): the readings that the most judged probes pass, joined by "|";
// "none" when no judged probe passes any; "undetermined" when none is
// judged; "n/a" when moot says the engine's dialect makes the option moot on
// every probe. A probe that passes no reading says nothing about which
// reading the engine plays.
func Verdict(readings []string, probes []ProbeRow, moot bool) string {
	if moot {
		return NA
	}
	judged, most := 0, 0
	n := map[string]int{}
	for _, p := range probes {
		if p.Status != Judged {
			continue
		}
		judged++
		for _, r := range p.Pass {
			n[r]++
			most = max(most, n[r])
		}
	}
	switch {
	case judged == 0:
		return Undetermined
	case most == 0:
		return None
	}
	var follow []string
	for _, r := range readings {
		if n[r] == most {
			follow = append(follow, r)
		}
	}
	return strings.Join(follow, "|")
}

// Single reports whether the row names exactly one reading.
func (r *Row) Single() bool { return len(r.Readings) == 1 }
