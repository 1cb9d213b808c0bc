package fuzz

import (
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	bao "github.com/baolakiswahili/conformance/reference"
)

// TestWriteCorpus regenerates the generated part of the committed seed
// corpora (testdata/fuzz/<target>/gen-*) from random games: positions as JSON
// and text, and every legal move's texts in each notation. It runs only with
// BAO_WRITE_CORPUS=1. The files are engine-derived inputs, not expectations:
// each target checks its own invariants on them.
func TestWriteCorpus(t *testing.T) {
	if os.Getenv("BAO_WRITE_CORPUS") == "" {
		t.Skip("set BAO_WRITE_CORPUS=1 to regenerate the seed corpora")
	}
	for _, target := range []string{"FuzzPositionJSON", "FuzzPositionText", "FuzzParseMove", "FuzzMoveJSON", "FuzzAdapter"} {
		dir := filepath.Join("testdata", "fuzz", target)
		old, _ := filepath.Glob(filepath.Join(dir, "gen-*"))
		for _, f := range old {
			if err := os.Remove(f); err != nil {
				t.Fatal(err)
			}
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	write := func(target string, values ...string) {
		body := "go test fuzz v1\n" + strings.Join(values, "\n") + "\n"
		sum := sha256.Sum256([]byte(body))
		name := filepath.Join("testdata", "fuzz", target, fmt.Sprintf("gen-%x", sum[:8]))
		if err := os.WriteFile(name, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	bytesLit := func(b []byte) string { return "[]byte(" + strconv.Quote(string(b)) + ")" }
	strLit := func(s string) string { return "string(" + strconv.Quote(s) + ")" }
	for seed := uint64(0); seed < 6; seed++ {
		for _, plies := range []uint8{0, 7, 30, 80} {
			for prof := uint8(0); prof < 4; prof++ {
				if (seed+uint64(plies)+uint64(prof))%3 != 0 {
					continue // a sample is enough
				}
				r, p := reachedPosition(t, seed, plies, prof)
				pj, _ := json.Marshal(p)
				write("FuzzPositionJSON", bytesLit(pj))
				pt, _ := p.MarshalText()
				write("FuzzPositionText", strLit(string(pt)))
				succ, _ := bao.Moves(r, p, nil)
				for i, s := range succ {
					if i%3 != 0 {
						continue
					}
					fr, _ := bao.FormatMove(r, p, s.Move)
					rn, _ := bao.FormatMoveRN(r, p, s.Move)
					for _, text := range []string{fr, rn} {
						write("FuzzParseMove", strLit(text), fmt.Sprintf("uint64(%d)", seed), fmt.Sprintf("byte(%d)", plies), fmt.Sprintf("byte(%d)", prof))
					}
					mj, _ := json.Marshal(s.Move)
					write("FuzzMoveJSON", bytesLit(mj))
					rules := fmt.Sprintf(`{"profile":%q}`, bao.ProfileNames()[int(prof)%len(bao.ProfileNames())])
					write("FuzzAdapter", bytesLit([]byte(fmt.Sprintf(`{"id":%d,"op":"apply","rules":%s,"position":%s,"move":%s}`, i, rules, pj, mj))))
				}
				rules := fmt.Sprintf(`{"profile":%q}`, bao.ProfileNames()[int(prof)%len(bao.ProfileNames())])
				write("FuzzAdapter", bytesLit([]byte(fmt.Sprintf(`{"id":"m","op":"moves","rules":%s,"position":%s}`, rules, pj))))
			}
		}
	}
}
