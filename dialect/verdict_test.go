package dialect

import "testing"

func judgedRow(pass, fail []string) ProbeRow {
	return ProbeRow{Status: Judged, Pass: pass, Fail: fail}
}

var unjudged = ProbeRow{Status: Unjudged, Message: "timeout"}

// TestVerdict: each verdict word, derived by hand from the probes' pass/fail.
func TestVerdict(t *testing.T) {
	abc := []string{"a", "b", "c"}
	tests := []struct {
		name   string
		probes []ProbeRow
		moot   bool
		want   string
	}{
		{"one reading", []ProbeRow{judgedRow([]string{"a"}, []string{"b", "c"}), judgedRow([]string{"a", "b"}, []string{"c"})}, false, "a"},
		{"two readings the probes cannot separate", []ProbeRow{judgedRow([]string{"a", "b"}, []string{"c"}), judgedRow([]string{"a", "b"}, []string{"c"})}, false, "a|b"},
		{"readings in option order", []ProbeRow{judgedRow([]string{"c", "a"}, []string{"b"})}, false, "a|c"},
		{"two probes, two readings: a tie", []ProbeRow{judgedRow([]string{"a"}, []string{"b", "c"}), judgedRow([]string{"b"}, []string{"a", "c"})}, false, "a|b"},
		{"the reading most probes give", []ProbeRow{judgedRow([]string{"a"}, []string{"b", "c"}), judgedRow([]string{"a"}, []string{"b", "c"}), judgedRow([]string{"b"}, []string{"a", "c"})}, false, "a"},
		{"none: no reading's answer", []ProbeRow{judgedRow(nil, abc)}, false, None},
		{"a probe that matches no reading says nothing about which", []ProbeRow{judgedRow([]string{"b"}, []string{"a", "c"}), judgedRow(nil, abc)}, false, "b"},
		{"probes that match readings disagree: a tie", []ProbeRow{judgedRow([]string{"a", "b"}, []string{"c"}), judgedRow([]string{"c"}, []string{"a", "b"}), judgedRow(nil, abc)}, false, "a|b|c"},
		{"unjudged probes do not count", []ProbeRow{unjudged, judgedRow([]string{"b"}, []string{"a", "c"}), unjudged}, false, "b"},
		{"undetermined: nothing judged", []ProbeRow{unjudged, unjudged}, false, Undetermined},
		{"undetermined: no probes", nil, false, Undetermined},
		{"n/a: moot", []ProbeRow{unjudged}, true, NA},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := Verdict(abc, tc.probes, tc.moot); got != tc.want {
				t.Errorf("Verdict = %q, want %q", got, tc.want)
			}
		})
	}
}
