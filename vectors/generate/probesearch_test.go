package generate

import (
	"context"
	"flag"
	"github.com/baolakiswahili/conformance/vectors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/baolakiswahili/conformance/probes"
)

var (
	searchProbes = flag.Bool("search-probes", false, "search the probes again and rewrite ../../probes/selection.json: only the options whose probes broke or fall short (slow)")
	probesFull   = flag.Bool("probes-full", false, "with -search-probes: search every option from scratch, keeping only the hand-built probes (very slow)")
	probeOptions = flag.String("probe-options", "", "with -search-probes: options (comma-separated) to search again even if none of their probes broke")
)

// TestProbeSearch chooses the isolated dialect probes and writes the
// selection; it runs only with -search-probes. By default it is incremental:
// every committed probe still isolated is kept (probes.Refresh), and only the
// options with a broken probe, a newly short pair of readings, or named in
// -probe-options are searched (probes.SearchMore). With -probes-full every
// option is searched from scratch (hand-built probes are kept).
func TestProbeSearch(t *testing.T) {
	if !*searchProbes {
		t.Skip("the probe search runs only with -search-probes")
	}
	old, err := probes.Selection()
	if err != nil {
		t.Fatal(err)
	}
	kept, broken := probes.Refresh(old)
	for _, b := range broken {
		t.Logf("broken: %s (%s): %v", b.Probe.ID(), b.Probe.Origin, b.Err)
	}
	knownShort, err := probes.SelectionShort()
	if err != nil {
		t.Fatal(err)
	}
	if knownShort == nil {
		// A selection written before the short pairs were recorded: what it
		// leaves short is what its full search could not fill.
		knownShort = probes.Short(old, probes.Want)
	}
	var also []string
	if *probeOptions != "" {
		also = strings.Split(*probeOptions, ",")
	}
	targets, err := probes.Targets(kept, broken, knownShort, probes.Want, also)
	if err != nil {
		t.Fatal(err)
	}
	if *probesFull {
		targets = nil
		var hand []probes.Probe
		for _, pr := range kept {
			if strings.HasPrefix(pr.Origin, "hand-built") {
				hand = append(hand, pr)
			}
		}
		kept = hand
	}
	t.Logf("%d probes kept, %d broken; searching %s", len(kept), len(broken), describeTargets(targets))
	ps := kept
	if targets == nil || len(targets) > 0 {
		files, err := vectors.Load()
		if err != nil {
			t.Fatal(err)
		}
		cands, err := ProbeCandidates(context.Background(), files)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%d candidate positions", len(cands))
		ps = probes.SearchMore(kept, targets, cands, probes.Want, func(s string) { t.Log(s) })
	} else {
		ps = probes.SearchMore(kept, targets, nil, probes.Want, nil) // the kept probes in option order
	}
	short := probes.Short(ps, probes.Want)
	b, err := probes.EncodeSelection(ps, short)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join("..", "..", "probes", probes.SelectionFile), b, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d probes written; pairs short: %v", len(ps), short)
}

func describeTargets(targets map[string]bool) string {
	if targets == nil {
		return "every option"
	}
	if len(targets) == 0 {
		return "nothing"
	}
	var names []string
	for n := range targets {
		names = append(names, n)
	}
	slices.Sort(names)
	return strings.Join(names, ", ")
}
