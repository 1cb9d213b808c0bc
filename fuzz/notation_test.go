package fuzz

import (
	"os"
	"strings"

	bao "github.com/baolakiswahili/conformance/reference"
)

// checkNotation checks the text forms of p and its legal moves: position text
// round-trips; every legal move's canonical text (FormatMove) and Nierse text
// (FormatMoveRN) parse back to the same move; canonical texts are distinct.
func checkNotation(t tb, r bao.Rules, p bao.Position, succ []bao.Successor) {
	t.Helper()
	text, err := p.MarshalText()
	if err != nil {
		t.Fatalf("MarshalText(%s): %v", js(p), err)
	}
	q, err := bao.ParsePositionText(string(text))
	if err != nil {
		t.Fatalf("ParsePositionText of its own text %q: %v", text, err)
	}
	if q != p {
		t.Fatalf("position text round trip: %s became %s", js(p), js(q))
	}
	seen := map[string]bao.Move{}
	for _, s := range succ {
		fr, err := bao.FormatMove(r, p, s.Move)
		if err != nil {
			t.Fatalf("FormatMove(%s) of a legal move: %v\nposition %s", mj(s.Move), err, js(p))
		}
		if other, dup := seen[fr]; dup {
			t.Fatalf("FormatMove gives %q to both %s and %s\nposition %s", fr, mj(other), mj(s.Move), js(p))
		}
		seen[fr] = s.Move
		// The kutakata mark: '*' exactly when no capture exists (CAP-2,
		// NOTATION-1), by the independent oracle; Hus has no marks.
		if star := strings.HasSuffix(fr, "*"); p.Variant != bao.Hus && star == captureExists(r, p) {
			t.Fatalf("FormatMove(%s) = %q, but a capture exists: %v\nposition %s", mj(s.Move), fr, captureExists(r, p), js(p))
		}
		back, err := bao.ParseMove(r, p, fr)
		if err != nil || back != s.Move {
			t.Fatalf("ParseMove(FormatMove(%s) = %q) = %s, %v\nrules %v\nposition %s", mj(s.Move), fr, mj(back), err, r.Diff(bao.Rules{}), js(p))
		}
		rn, err := bao.FormatMoveRN(r, p, s.Move)
		if err != nil && s.Move.Dir != bao.NoDir && s.Move.Kichwa != bao.NoKichwa {
			continue // Nierse's notation cannot write a free mtaji kichwa (BUG-4, fixed: an error)
		}
		if err != nil {
			t.Fatalf("FormatMoveRN(%s) of a legal move: %v\nposition %s", mj(s.Move), err, js(p))
		}
		back, err = bao.ParseMove(r, p, rn)
		if err != nil || back != s.Move {
			t.Fatalf("ParseMove(FormatMoveRN(%s) = %q) = %s, %v\nrules %v\nposition %s", mj(s.Move), rn, mj(back), err, r.Diff(bao.Rules{}), js(p))
		}
	}
}

// knownBugsOn reports whether the checks that hit known, unfixed engine bugs
// run (BAO_KNOWN_BUGS=1); see knownBugs.
func knownBugsOn() bool { return os.Getenv("BAO_KNOWN_BUGS") != "" }
