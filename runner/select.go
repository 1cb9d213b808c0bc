package runner

import (
	"path"
	"slices"
	"strings"

	"github.com/baolakiswahili/conformance/vectors"
)

// Select reports whether a vector matches a --run filter: a comma-separated
// list of patterns, each an ID prefix, an ID glob (path.Match syntax), or a
// tag written "@tag". A vector matches when any pattern matches. An empty
// filter matches all.
func Select(v *vectors.Vector, filter string) bool {
	if strings.TrimSpace(filter) == "" {
		return true
	}
	for _, pat := range strings.Split(filter, ",") {
		pat = strings.TrimSpace(pat)
		switch {
		case pat == "":
		case strings.HasPrefix(pat, "@"):
			t := pat[1:]
			if v.HasTag(t) || slices.Contains(v.RuleIDs, t) || v.Kind == t {
				return true
			}
		case strings.ContainsAny(pat, "*?["):
			if ok, _ := path.Match(pat, v.ID); ok {
				return true
			}
		case strings.HasPrefix(v.ID, pat):
			return true
		}
	}
	return false
}
