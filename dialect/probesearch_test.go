package dialect_test

import (
	"context"
	"flag"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/baolakiswahili/conformance/dialect"
	"github.com/baolakiswahili/conformance/reference"
	"github.com/baolakiswahili/conformance/vectors"
	"github.com/baolakiswahili/conformance/vectors/generate"
)

var (
	searchProbes = flag.Bool("search-probes", false, "search the probes again and rewrite selection.json: only the options whose probes broke or fall short (slow)")
	probesFull   = flag.Bool("probes-full", false, "with -search-probes: search every option from scratch, keeping only the hand-built probes (very slow)")
	probeOptions = flag.String("probe-options", "", "with -search-probes: options (comma-separated) to search again even if none of their probes broke")
)

// TestProbeSearch chooses the isolated dialect probes and writes the
// selection; it runs only with -search- By default it is incremental:
// every committed probe still isolated is kept (dialect.Refresh), and only the
// options with a broken probe, a newly short pair of readings, or named in
// -probe-options are searched (dialect.SearchMore). With -probes-full every
// option is searched from scratch (hand-built probes are kept).
func TestProbeSearch(t *testing.T) {
	if !*searchProbes {
		t.Skip("the probe search runs only with -search-probes")
	}
	old, err := dialect.Selection()
	if err != nil {
		t.Fatal(err)
	}
	kept, broken := dialect.Refresh(old)
	for _, b := range broken {
		t.Logf("broken: %s (%s): %v", b.Probe.ID(), b.Probe.Origin, b.Err)
	}
	knownShort, err := dialect.SelectionShort()
	if err != nil {
		t.Fatal(err)
	}
	if knownShort == nil {
		// A selection written before the short pairs were recorded: what it
		// leaves short is what its full search could not fill.
		knownShort = dialect.Short(old, dialect.Want)
	}
	var also []string
	if *probeOptions != "" {
		also = strings.Split(*probeOptions, ",")
	}
	targets, err := dialect.Targets(kept, broken, knownShort, dialect.Want, also)
	if err != nil {
		t.Fatal(err)
	}
	if *probesFull {
		targets = nil
		var hand []dialect.Probe
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
		cands, err := dialect.ProbeCandidates(context.Background(), files, randomPlay)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%d candidate positions", len(cands))
		ps = dialect.SearchMore(kept, targets, cands, dialect.Want, func(s string) { t.Log(s) })
	} else {
		ps = dialect.SearchMore(kept, targets, nil, dialect.Want, nil) // the kept probes in option order
	}
	short := dialect.Short(ps, dialect.Want)
	b, err := dialect.EncodeSelection(ps, short)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dialect.SelectionFile, b, 0o644); err != nil {
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

// randomPlay is the vector generator's random play, as dialect.ProbeCandidates takes it.
func randomPlay(ctx context.Context, v reference.Variant, r reference.Rules, seed uint64, yield func(reference.Position) bool) error {
	return generate.Random(ctx, generate.Options{Variant: v, Rules: r, Seed: seed}, func(s generate.Sample) bool { return yield(s.Position) })
}
