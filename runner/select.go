package runner

import (
	"path"
	"slices"
	"strings"

	"github.com/baolakiswahili/conformance/vectors"
)

// Select reports whether a vector matches a --run filter: a comma-separated
// list of patterns, each an ID prefix, an ID glob (path.Match syntax), or a
// tag written "@tag" (rule IDs and kinds work as tags; tags match whatever
// their case). A pattern written "!pattern" excludes what it matches. A
// vector is selected when it matches no excluding pattern and, if there
// are other patterns, at least one of them. An empty filter matches all.
func Select(v *vectors.Vector, filter string) bool {
	if strings.TrimSpace(filter) == "" {
		return true
	}
	included, positive := false, false
	for _, pat := range strings.Split(filter, ",") {
		pat = strings.TrimSpace(pat)
		if pat == "" {
			continue
		}
		if neg, ok := strings.CutPrefix(pat, "!"); ok {
			if matches(v, strings.TrimSpace(neg)) {
				return false
			}
			continue
		}
		positive = true
		if !included && matches(v, pat) {
			included = true
		}
	}
	return included || !positive
}

// matches reports whether one pattern matches the vector.
func matches(v *vectors.Vector, pat string) bool {
	switch {
	case pat == "":
		return false
	case strings.HasPrefix(pat, "@"):
		t := pat[1:]
		eq := func(s string) bool { return strings.EqualFold(s, t) }
		return slices.ContainsFunc(v.Tags, eq) || slices.ContainsFunc(v.RuleIDs, eq) || eq(v.Kind)
	case strings.ContainsAny(pat, "*?["):
		ok, _ := path.Match(pat, v.ID)
		return ok
	}
	return strings.HasPrefix(v.ID, pat)
}

// SkipFilter turns --skip patterns into excluding patterns of a --run filter.
func SkipFilter(run string, skip []string) string {
	parts := []string{}
	if strings.TrimSpace(run) != "" {
		parts = append(parts, run)
	}
	for _, s := range skip {
		for _, p := range strings.Split(s, ",") {
			if p = strings.TrimSpace(p); p != "" {
				parts = append(parts, "!"+strings.TrimPrefix(p, "!"))
			}
		}
	}
	return strings.Join(parts, ",")
}
