package dialect

import (
	"fmt"
	"strings"

	"github.com/baolakiswahili/conformance/reference"
)

// Answer is what one move does under one set of rules: illegal, or a result.
type Answer struct {
	Illegal bool
	// Why is the reason a move is illegal (for people; never compared).
	Why    string
	Result reference.Result
}

// Same reports whether two answers are the same observable result.
func (a Answer) Same(b Answer) bool {
	if a.Illegal || b.Illegal {
		return a.Illegal == b.Illegal
	}
	return a.Result == b.Result
}

// SameUnder reports whether two answers mean the same result under the
// rules r: their positions compared in the form r reads
// (reference.Position.Canonical), so that an engine writing the short form
// of a lasting block (blocked alone, under until-lifted) gives the same
// answer as the reference's long one.
func (a Answer) SameUnder(b Answer, r reference.Rules) bool {
	if a.Illegal || b.Illegal {
		return a.Illegal == b.Illegal
	}
	return a.Result.Outcome == b.Result.Outcome && a.Result.Position.Canonical(r) == b.Result.Position.Canonical(r)
}

// AnswerOf plays m in p under r.
func AnswerOf(r reference.Rules, p reference.Position, m reference.Move) Answer {
	res, err := reference.Apply(r, p, m)
	if err != nil {
		return Answer{Illegal: true, Why: strings.TrimPrefix(err.Error(), "bao: ")}
	}
	return Answer{Result: res}
}

// Under returns the answer of m in p under each reading of o, in the order of
// o.Readings, with every other option as in base.
func Under(base reference.Rules, o reference.Option, p reference.Position, m reference.Move) []Answer {
	out := make([]Answer, len(o.Readings))
	for i, reading := range o.Readings {
		r := base
		if err := o.Set(&r, reading); err != nil {
			panic(err) // o.Readings are o's own readings
		}
		out[i] = AnswerOf(r, p, m)
	}
	return out
}

// AllSame reports whether every answer is the same.
func AllSame(ans []Answer) bool {
	for _, a := range ans[1:] {
		if !a.Same(ans[0]) {
			return false
		}
	}
	return true
}

func sameAll(a, b []Answer) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !a[i].Same(b[i]) {
			return false
		}
	}
	return true
}

// Off reports whether a reading switches a whole rule off (a reading named
// "off", such as kutakatia=off). A probe of another option may lose its
// meaning under such a reading (every reading then gives the same result):
// that is not a breach of isolation, and the option is then "n/a" for an
// engine that plays the reading.
func Off(reading string) bool { return reading == "off" }

// Moot reports whether o makes no difference to any of the given probes
// under the rules base (the rule is not played, or plays no part there).
func Moot(base reference.Rules, o reference.Option, ps []Probe) bool {
	for _, pr := range ps {
		if !AllSame(Under(base, o, pr.Position, pr.Move)) {
			return false
		}
	}
	return len(ps) > 0
}

// Isolation checks that m in p is a strictly isolated probe of o: its result
// differs between o's readings, and the answers under o's readings stay the
// same when any one other option takes any other reading, and under every
// profile. Under a reading that switches a rule off (Off) the answers may
// all become one. It returns nil or an error saying what breaks isolation.
func Isolation(o reference.Option, p reference.Position, m reference.Move) error {
	_, _, err := Check(o, p, m, false, 0)
	return err
}

// Check is Isolation with two relaxations, for options the game allows no
// (or too few) strictly isolated probes:
//   - allowMoot accepts a probe that another reading (or a profile) makes
//     moot: under it every reading of o gives one same answer, so the probe
//     says nothing about o for an engine playing it, and the dialect pass
//     leaves it unjudged there. Check returns those readings in moot
//     ("option=reading", or "profile name").
//   - maxDepend accepts a probe whose answers change under the readings of
//     up to maxDepend other options, returned in depends: the dialect pass
//     judges it only once those options' readings are known, with the
//     answers the reference engine gives under them. A profile must then
//     change nothing but what its readings of those options explain.
func Check(o reference.Option, p reference.Position, m reference.Move, allowMoot bool, maxDepend int) (moot, depends []string, err error) {
	base := Under(reference.Rules{}, o, p, m)
	if AllSame(base) {
		return nil, nil, fmt.Errorf("probes: %s %s: every reading of %s gives the same result", p.Variant, m, o.Name)
	}
	for _, o2 := range reference.Options {
		if o2.Name == o.Name {
			continue
		}
		var mootHere []string
		dep := false
		for _, r2 := range o2.Readings[1:] {
			var rules reference.Rules
			if err := o2.Set(&rules, r2); err != nil {
				return nil, nil, err
			}
			got := Under(rules, o, p, m)
			switch {
			case sameAll(got, base):
			case (allowMoot || Off(r2)) && AllSame(got):
				mootHere = append(mootHere, o2.Name+"="+r2)
			case len(depends) < maxDepend:
				dep = true
			default:
				return nil, nil, fmt.Errorf("probes: %s: the result changes under %s=%s", m, o2.Name, r2)
			}
		}
		if dep {
			depends = append(depends, o2.Name)
		} else {
			moot = append(moot, mootHere...)
		}
	}
	for _, name := range reference.ProfileNames()[1:] {
		rules, err := reference.Profile(name)
		if err != nil {
			return nil, nil, err
		}
		var want reference.Rules
		for _, d := range depends {
			o2, _ := reference.LookupOption(d)
			if err := o2.Set(&want, o2.Get(&rules)); err != nil {
				return nil, nil, err
			}
		}
		got := Under(rules, o, p, m)
		switch {
		case sameAll(got, Under(want, o, p, m)):
		case (allowMoot || hasOff(rules)) && AllSame(got):
			moot = append(moot, "profile "+name)
		default:
			return nil, nil, fmt.Errorf("probes: %s: the result changes under the profile %s", m, name)
		}
	}
	return moot, depends, nil
}

func hasOff(r reference.Rules) bool {
	for _, o := range reference.Options {
		if Off(o.Get(&r)) {
			return true
		}
	}
	return false
}

// Discriminating returns the moves of p whose result differs between o's
// readings (other options at their default), each once, in a fixed order:
// the moves legal under some reading, by reading then by the engine's order.
func Discriminating(o reference.Option, p reference.Position) []reference.Move {
	seen := map[reference.Move]bool{}
	var out []reference.Move
	for _, reading := range o.Readings {
		var r reference.Rules
		if err := o.Set(&r, reading); err != nil {
			panic(err)
		}
		ms, err := reference.LegalMoves(r, p, nil)
		if err != nil {
			return nil
		}
		for _, m := range ms {
			if seen[m] {
				continue
			}
			seen[m] = true
			if !AllSame(Under(reference.Rules{}, o, p, m)) {
				out = append(out, m)
			}
		}
	}
	return out
}

// Separates returns, for answers under each reading, the pairs of reading
// indexes (i<j) whose answers differ.
func Separates(ans []Answer) [][2]int {
	var out [][2]int
	for i := range ans {
		for j := i + 1; j < len(ans); j++ {
			if !ans[i].Same(ans[j]) {
				out = append(out, [2]int{i, j})
			}
		}
	}
	return out
}
