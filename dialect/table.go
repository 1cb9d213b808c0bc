package dialect

import (
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/baolakiswahili/conformance/reference"
)

// WriteTable writes the dialect table for people: one line per option, then
// one line per uncertain verdict and per option the probes did not settle.
// details also lists every probe, and shows in full the probes that give no
// reading's answer or contradict the verdict (every judged probe of a "none"
// row): without it they are counted only (the JSON report has them all).
func WriteTable(w io.Writer, rows []Row, details bool) {
	if len(rows) == 0 {
		return
	}
	fmt.Fprintf(w, "\nDialect (isolated probes sent without their option; which reading the engine plays):\n")
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", "dispute", "option", "follows", "probes (judged: passed per reading)")
	for _, d := range rows {
		follows := d.Followed
		if d.Followed == None && len(d.Readings) == 0 {
			follows = "none (no known reading)"
		}
		if d.Uncertain != "" {
			follows += " (uncertain)"
		}
		if d.Declared != "" {
			follows += " (declared " + d.Declared + ")"
		}
		if d.Selectable {
			follows += " (selectable)"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", d.Dispute, d.Option, follows, probeSummary(d))
	}
	tw.Flush()
	var uncertain, open []string
	for _, d := range rows {
		if d.Uncertain != "" {
			uncertain = append(uncertain, fmt.Sprintf("  %s %s: %s", d.Option, d.Followed, d.Uncertain))
		}
		if d.Declared != "" || d.Selectable || len(d.Run) < 2 {
			continue
		}
		var why string
		switch {
		case d.Followed == NA:
			continue // a rule the engine does not play: its vectors say so
		case len(d.Readings) == 0:
			why = d.Followed + ": any reading"
		case d.Reason != "":
			why = "left apart: " + d.Reason
		default:
			why = "the probes cannot tell " + strings.Join(d.Run, ", ") + " apart under your other readings"
		}
		open = append(open, fmt.Sprintf("  %s (%s)", d.Option, why))
	}
	if len(uncertain) > 0 {
		fmt.Fprintf(w, "Uncertain verdicts: probes that give no reading's answer (a deviation no known reading explains, often a bug shown among the failures), or another reading's, may have spoiled them (--details shows those probes):\n%s\n", strings.Join(uncertain, "\n"))
	}
	if len(open) > 0 {
		fmt.Fprintf(w, "Not settled by the probes: a vector whose answer depends on which reading you play is n/a (declare your reading in hello.dialect to have it judged):\n%s\n", strings.Join(open, "\n"))
	}
	if !details {
		return
	}
	for _, d := range rows {
		if d.Reason != "" {
			fmt.Fprintf(w, "  %s: %s\n", d.Option, d.Reason)
		}
		for _, p := range d.Probes {
			state := p.Status
			if p.Status == Judged {
				state = "pass " + orDash(p.Pass) + "; fail " + orDash(p.Fail)
			} else if p.Message != "" {
				state += ": " + p.Message
			}
			fmt.Fprintf(w, "  %s %s %s %s: %s\n", d.Option, p.ID, p.Phase, p.Move, state)
		}
	}
	for _, d := range rows {
		for _, p := range d.Probes {
			if p.Status != Judged || p.Board == "" {
				continue
			}
			what := "gives no reading's answer"
			label := "NO READING"
			switch {
			case d.Followed == None:
				label = "NONE"
			case len(p.Pass) > 0:
				what = "gives the answer of " + strings.Join(p.Pass, ", ") + ", not of " + d.Followed
				label = "CONTRADICTS"
			}
			fmt.Fprintf(w, "\n%s %s: probe %s (%s %s), move %s %s\n", label, d.Option, p.ID, p.Variant, p.Phase, p.Move, what)
			fmt.Fprintf(w, "  board:\n%s", indent(p.Board, "    "))
			fmt.Fprintf(w, "  request: %s\n", clip(p.Request, 1500))
			for _, reading := range slices.Sorted(maps.Keys(p.Expected)) {
				fmt.Fprintf(w, "  under %s:\n%s", reading, indent(p.Expected[reading], "    "))
			}
			fmt.Fprintf(w, "  your engine:\n%s", indent(p.Got, "    "))
		}
	}
}

func probeSummary(d Row) string {
	judged := 0
	pass := map[string]int{}
	for _, p := range d.Probes {
		if p.Status != Judged {
			continue
		}
		judged++
		for _, r := range p.Pass {
			pass[r]++
		}
	}
	o, _ := reference.LookupOption(d.Option)
	var parts []string
	for _, r := range o.Readings {
		parts = append(parts, fmt.Sprintf("%s %d/%d", r, pass[r], judged))
	}
	return fmt.Sprintf("%d of %d judged: %s", judged, len(d.Probes), strings.Join(parts, ", "))
}

func orDash(s []string) string {
	if len(s) == 0 {
		return "-"
	}
	return strings.Join(s, ",")
}

func indent(s, pre string) string {
	var b strings.Builder
	for _, line := range strings.Split(strings.TrimRight(s, "\n"), "\n") {
		b.WriteString(pre + line + "\n")
	}
	return b.String()
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
}
