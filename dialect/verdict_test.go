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
		{"none: two probes, two readings", []ProbeRow{judgedRow([]string{"a"}, []string{"b", "c"}), judgedRow([]string{"b"}, []string{"a", "c"})}, false, None},
		{"none: no reading's answer", []ProbeRow{judgedRow(nil, abc)}, false, None},
		{"a probe that matches no reading says nothing about which", []ProbeRow{judgedRow([]string{"b"}, []string{"a", "c"}), judgedRow(nil, abc)}, false, "b"},
		{"none: probes that match readings disagree", []ProbeRow{judgedRow([]string{"a", "b"}, []string{"c"}), judgedRow([]string{"c"}, []string{"a", "b"}), judgedRow(nil, abc)}, false, None},
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

func TestPick(t *testing.T) {
	for _, tc := range []struct {
		readings []string
		current  string
		pick     string
	}{
		{[]string{"a"}, "b", "a"},
		{[]string{"a", "b"}, "b", "b"},
		{[]string{"a", "b"}, "c", "a"},
		{nil, "a", ""},
		{[]string{"none"}, "anywhere", "none"}, // blockObligation's reading "none"
	} {
		if got := pick(tc.readings, tc.current); got != tc.pick {
			t.Errorf("pick(%q, %q) = %q, want %q", tc.readings, tc.current, got, tc.pick)
		}
	}
}
