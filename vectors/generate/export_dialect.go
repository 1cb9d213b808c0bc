package generate

import (
	"context"
	"fmt"
	"strings"

	"github.com/baolakiswahili/conformance/reference"
	"github.com/baolakiswahili/conformance/vectors"
)

// The dialect file: for every option and reading, positions where the
// reading changes the legal moves or their results.

// dialectFile finds, for every option and non-default reading, positions
// where the reading changes the legal moves or their results, and exports one
// moves vector per reading for each (engine-derived).
func dialectFile(pools []*pool) (*vectors.File, error) {
	const perReading = 4
	const scanBudget = 12000
	f := &vectors.File{Format: vectors.Format, Name: "dialect",
		Description: "Engine-derived dialect vectors: for every disputed point, positions where its readings disagree, with one moves vector per reading (same position, rules naming the reading). The dialect report runs them without the option to see which reading an engine follows."}
	// Candidates: each pool's rare features first, the pools interleaved.
	var lists [][]Sample
	for _, pl := range pools {
		lists = append(lists, rareFirst(pl.scattered()))
	}
	cands := interleave(lists)
	seenGroup := map[string]bool{}
	for _, o := range reference.Options {
		for ri := 1; ri < len(o.Readings); ri++ {
			alt, err := reference.Rules{}.WithOptions(map[string]string{o.Name: o.Readings[ri]})
			if err != nil {
				return nil, err
			}
			found := 0
			scan := func(cands []Sample, budget int) error {
				for i := 0; i < len(cands) && i < budget && found < perReading; i++ {
					p := cands[i].Position
					if sameMoves(reference.Rules{}, alt, p) {
						continue
					}
					gid := hashID(posJSON(&p), []byte(o.Name))
					if seenGroup[gid] {
						continue
					}
					seenGroup[gid] = true
					found++
					for _, reading := range o.Readings {
						rj := reference.RulesJSON{Profile: "default", Options: map[string]string{o.Name: reading}}
						r, _ := rj.Resolve()
						vec, err := movesVector("dialect."+o.Name+"."+gid, rj, r, p)
						if err != nil {
							return err
						}
						vec.ID = "dialect." + o.Name + "." + gid + "." + reading
						vec.Dialect = &vectors.Dialect{Dispute: o.Dispute, Option: o.Name, Reading: reading}
						vec.Tags = append(vec.Tags, strings.ToLower(o.Dispute), "option-"+o.Name, "reading-"+reading)
						vec.Description = fmt.Sprintf("%s %s: under the reading %q.", o.Dispute, o.Question, reading)
						f.Vectors = append(f.Vectors, vec)
					}
				}
				return nil
			}
			if err := scan(cands, scanBudget); err != nil {
				return nil, err
			}
			if found < perReading {
				// Positions the default rules rarely reach may be common
				// under the reading itself: play random games under it.
				v := reference.Kiswahili
				switch o.Name {
				case "kujifunzaBlocking":
					v = reference.Kujifunza
				case "husOpening":
					v = reference.Hus
				}
				var own []Sample
				err := Random(context.Background(), Options{Variant: v, Rules: alt, Seed: seedFor(o.Name+"="+o.Readings[ri], v)}, func(s Sample) bool {
					own = append(own, s)
					return len(own) < 6000
				})
				if err != nil {
					return nil, err
				}
				if err := scan(rareFirst(scatter(own)), len(own)); err != nil {
					return nil, err
				}
			}
		}
	}
	return f, nil
}

// interleave takes one sample from each list in turn.
func interleave(lists [][]Sample) []Sample {
	var out []Sample
	for i := 0; ; i++ {
		added := false
		for _, l := range lists {
			if i < len(l) {
				out = append(out, l[i])
				added = true
			}
		}
		if !added {
			return out
		}
	}
}

// rareFirst moves the samples with rare features to the front, keeping the order otherwise.
func rareFirst(samples []Sample) []Sample {
	var rare, rest []Sample
	for _, s := range samples {
		ft := s.Features
		if ft.Blocked || ft.MustCapture || ft.LapLimit || ft.House == "intact" || ft.MaxSown > 64 || loneFront(&s.Position) {
			rare = append(rare, s)
		} else {
			rest = append(rest, s)
		}
	}
	return append(rare, rest...)
}

// sameMoves reports whether two rule sets give p the same legal moves with the same results.
func sameMoves(a, b reference.Rules, p reference.Position) bool {
	sa, err1 := reference.Moves(a, p, nil)
	sb, err2 := reference.Moves(b, p, nil)
	if err1 != nil || err2 != nil || len(sa) != len(sb) {
		return err1 == nil && err2 == nil && len(sa) == len(sb)
	}
	for i := range sa {
		if sa[i] != sb[i] {
			return false
		}
	}
	return true
}

// loneFront reports whether the side to move has exactly one non-empty front pit.
func loneFront(p *reference.Position) bool {
	n := 0
	for i := 0; i < 8; i++ {
		if p.Pits[p.ToMove][i] > 0 {
			n++
		}
	}
	return n == 1
}
