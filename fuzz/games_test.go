package fuzz

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	bao "github.com/baolakiswahili/conformance/reference"
)

// gameCap is the ply count after which a random game counts as unfinished.
const gameCap = 5000

// gameRecord is one random game: enough to replay it.
type gameRecord struct {
	rules  string
	seed   uint64
	plies  int
	reason string // outcome reason, or "unfinished"
	winner string
}

// playGame plays one random game (uniform over the legal moves) from the
// start of v under rs and returns its record.
func playGame(t *testing.T, rs ruleSet, v bao.Variant, setup bao.Setup, seed uint64) gameRecord {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 0xba0))
	p := bao.Start(v, setup)
	buf := make([]bao.Successor, 0, 128)
	rec := gameRecord{rules: rs.name, seed: seed, reason: "unfinished"}
	for ply := 0; ply < gameCap; ply++ {
		succ, err := bao.Moves(rs.rules, p, buf[:0])
		if err != nil {
			t.Fatalf("Moves(%s) under %s: %v", js(p), rs.name, err)
		}
		if len(succ) == 0 {
			o, err := bao.Status(rs.rules, p)
			if err != nil || !o.Over() {
				t.Fatalf("no legal move but Status %+v, %v in %s", o, err, js(p))
			}
			rec.plies, rec.reason, rec.winner = ply, o.Reason.String(), o.Winner.String()
			return rec
		}
		s := succ[rng.IntN(len(succ))]
		if s.Outcome.Over() {
			rec.plies, rec.reason, rec.winner = ply+1, s.Outcome.Reason.String(), s.Outcome.Winner.String()
			return rec
		}
		p = s.Position
	}
	rec.plies = gameCap
	return rec
}

// TestGamesEnd plays random games of every variant under every profile (half
// of them with random option overrides) and reports the distribution of game
// lengths and end reasons. A game that does not end within gameCap plies
// fails the test. BAO_GAMES sets the games per variant and profile.
func TestGamesEnd(t *testing.T) {
	n := 8
	if long() {
		n = 500
	}
	n = envInt("BAO_GAMES", n)
	var all []gameRecord
	var report strings.Builder
	fmt.Fprintf(&report, "\n| variant | profile | games | plies min / median / mean / max | front-row-empty | no-legal-move | lap-limit | unfinished |\n|---|---|---|---|---|---|---|---|\n")
	for _, v := range variants {
		for _, prof := range bao.ProfileNames() {
			var recs []gameRecord
			for i := range n {
				seed := uint64(i)<<8 | uint64(v)<<4
				rng := rand.New(rand.NewPCG(seed, 1))
				rs := randomRules(rng, prof, i%2 == 1)
				setup := bao.SetupStandard
				if v == bao.Kiswahili && i%4 == 3 {
					setup = bao.SetupMalawi
					rs.name += " (Malawi start)"
				}
				recs = append(recs, playGame(t, rs, v, setup, seed))
			}
			all = append(all, recs...)
			report.WriteString(summarize(v.String(), prof, recs))
		}
	}
	longest := slices.MaxFunc(all, func(a, b gameRecord) int { return a.plies - b.plies })
	t.Logf("%d random games%s\nlongest: %d plies (%s, %s), rules %q, seed %d", len(all), report.String(), longest.plies, longest.reason, longest.winner, longest.rules, longest.seed)
	hist := map[int]int{}
	for _, r := range all {
		hist[bucket(r.plies)]++
	}
	var keys []int
	for k := range hist {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	var h strings.Builder
	for _, k := range keys {
		fmt.Fprintf(&h, " %d-%d:%d", k, 2*k-1, hist[k])
	}
	t.Logf("game lengths (plies, power-of-two buckets):%s", h.String())
	for _, r := range all {
		if r.reason == "unfinished" {
			t.Errorf("a random game did not end within %d plies: rules %q, seed %d", gameCap, r.rules, r.seed)
		}
	}
}

// bucket returns the power of two at or below n (1 for n < 2).
func bucket(n int) int {
	b := 1
	for b*2 <= n {
		b *= 2
	}
	return b
}

// summarize renders one table row.
func summarize(variant, profile string, recs []gameRecord) string {
	lens := make([]int, len(recs))
	reasons := map[string]int{}
	sum := 0
	for i, r := range recs {
		lens[i] = r.plies
		sum += r.plies
		reasons[r.reason]++
	}
	slices.Sort(lens)
	return fmt.Sprintf("| %s | %s | %d | %d / %d / %.1f / %d | %d | %d | %d | %d |\n", variant, profile, len(recs),
		lens[0], lens[len(lens)/2], float64(sum)/float64(len(recs)), lens[len(lens)-1],
		reasons["front-row-empty"], reasons["no-legal-move"], reasons["lap-limit"], reasons["unfinished"])
}
