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
	// failure is shown; filled when the row's verdict is "none".
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
	// deviation no known reading explains (the first is shown in full).
	Unmatched int `json:"unmatched"`
	// Reason explains an "n/a" or "undetermined" verdict.
	Reason string     `json:"reason,omitempty"`
	Probes []ProbeRow `json:"probes"`
}

// Verdict returns the verdict on an option with the given readings from the
// engine's answers to its probes. moot says the engine's dialect makes the
// option moot on every probe (then "n/a").
func Verdict(readings []string, probes []ProbeRow, moot bool) string {
	v, _ := verdict(readings, probes, moot)
	return v
}

// verdict is Verdict that also returns the readings the judged probes agree
// on (a reading may be named "none", as blockObligation's is). A judged probe
// whose answer is no reading's says nothing about which reading the engine
// plays (it shows a deviation no reading explains, reported as such): the
// verdict is taken over the probes that match some reading, and is "none"
// when there are none or they disagree.
func verdict(readings []string, probes []ProbeRow, moot bool) (string, []string) {
	if moot {
		return NA, nil
	}
	judged, matched := 0, 0
	ok := map[string]bool{}
	for _, r := range readings {
		ok[r] = true
	}
	for _, p := range probes {
		if p.Status != Judged {
			continue
		}
		judged++
		if len(p.Pass) == 0 {
			continue
		}
		matched++
		pass := map[string]bool{}
		for _, r := range p.Pass {
			pass[r] = true
		}
		for _, r := range readings {
			if !pass[r] {
				ok[r] = false
			}
		}
	}
	if judged == 0 {
		return Undetermined, nil
	}
	var follow []string
	for _, r := range readings {
		if ok[r] {
			follow = append(follow, r)
		}
	}
	if matched == 0 || len(follow) == 0 {
		return None, nil
	}
	return strings.Join(follow, "|"), follow
}

// Single reports whether the row names exactly one reading.
func (r *Row) Single() bool { return len(r.Readings) == 1 }
