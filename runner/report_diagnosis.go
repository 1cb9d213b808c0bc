package runner

import (
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"

	"github.com/baolakiswahili/conformance/mapping"
)

// The first screen's lines of the diagnosis (notes/report.md): the
// mapping, the engine's health and the readings the main run showed.

// writeMapping writes the mapping check's line, when it ran, and for a
// slip the positions that show it.
func (r *Report) writeMapping(w io.Writer) {
	if r.Mapping == nil {
		return
	}
	fmt.Fprintf(w, "%s\n", r.Mapping.Line)
	if r.Mapping.Verdict == mapping.Slipped {
		r.Mapping.WriteDetails(w)
	}
}

// writeHealth writes one line per class of the engine's health.
func (r *Report) writeHealth(w io.Writer) {
	for i, c := range r.Classes {
		switch c.Explanation {
		case ExplHealth:
			fmt.Fprintf(w, "Engine health: %d %s: %s: %s (class %d)\n", len(c.Vectors), plural(len(c.Vectors), "failure", "failures"), c.Health.Kind, c.Health.explainText(len(c.Vectors)), i+1)
		case ExplFlaky:
			fmt.Fprintf(w, "Engine health: nondeterministic: asked again, %d of %d failing requests got another answer (class %d)\n", c.Flaky.Changed, c.Flaky.Asked, i+1)
		}
	}
}

// writeReadings writes what the main run showed of the engine's readings
// beyond the probes: readings inferred again, mixed readings, readings
// played against a declared dialect.
func (r *Report) writeReadings(w io.Writer) {
	var lines []string
	for _, d := range r.Dialect {
		if d.MainRun != "" {
			lines = append(lines, fmt.Sprintf("  %s %s: %s", d.Dispute, d.Option, d.MainRun))
		}
	}
	if len(lines) > 0 {
		fmt.Fprintf(w, "Readings the main run showed (beyond the dialect probes):\n%s\n", strings.Join(lines, "\n"))
	}
}

// writeEvidence writes, above a class's representative, what explains it.
func (c *Class) writeEvidence(w io.Writer) {
	switch {
	case c.Health != nil:
		fmt.Fprintf(w, "  what the engine said: %s\n  what the failing requests share: %s\n", c.Health.Said, c.Health.explainText(len(c.Vectors)))
	case c.Flaky != nil:
		fmt.Fprintf(w, "  each failing request was asked once more: %d of %d got another answer, so no rule is what they show (the representative's first answer below)\n", c.Flaky.Changed, c.Flaky.Asked)
	case len(c.Coincides) > 0:
		var parts []string
		for _, k := range slices.Sorted(maps.Keys(c.Coincides)) {
			parts = append(parts, fmt.Sprintf("%s on %d", k, c.Coincides[k]))
		}
		fmt.Fprintf(w, "  on some of these vectors your engine's answer is also another reading's (%s), a reading it does not play: far more vectors it passes need the one they were judged by\n", strings.Join(parts, ", "))
	case c.Reading != nil:
		rc := c.Reading
		fmt.Fprintf(w, "  the reference under %s gives your engine's answer on each of these %d vectors (they were judged by %s)\n", strings.Join(rc.Readings, " with "), len(c.Vectors), strings.Join(rc.Judged, " with "))
		if rc.Where != "" {
			fmt.Fprintf(w, "  %s\n", rc.Where)
		}
	}
}
