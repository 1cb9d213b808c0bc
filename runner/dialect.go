package runner

import (
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"

	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/reference"
	"github.com/baolakiswahili/conformance/vectors"
)

// The dialect pass: after the main run, the dialect vectors of each disputed
// point are sent again without their option, to see which reading the
// engine follows when it is not told. Its inputs are the typed hello and
// the vector files; its output is the report's dialect table.

// DialectRow says which reading of one disputed point the engine follows
// when it is not told: the dialect vectors of each reading were sent without
// the option.
type DialectRow struct {
	Dispute  string         `json:"dispute"`
	Option   string         `json:"option"`
	Readings []ReadingScore `json:"readings"`
	// Followed is the reading whose vectors all passed, "none", or several
	// joined by "|" when the vectors cannot tell them apart.
	Followed string `json:"followed"`
	// Declared says whether the engine's hello lists the option.
	Declared bool `json:"declared"`
}

// ReadingScore counts the dialect vectors of one reading that passed.
type ReadingScore struct {
	Reading string `json:"reading"`
	Passed  int    `json:"passed"`
	Total   int    `json:"total"`
}

// runDialect runs the dialect vectors without their option and scores each reading.
func runDialect(eng Engine, hello *protocol.Hello, files []*vectors.File, filter string) []DialectRow {
	type key struct{ dispute, option string }
	scores := map[key]map[string]*ReadingScore{}
	var order []key
	var jobs []*job
	var keys []key
	var readings []string
	for _, f := range files {
		for i := range f.Vectors {
			v := &f.Vectors[i]
			if v.Dialect == nil || !Select(v, filter) {
				continue
			}
			k, ok := kinds[v.Kind]
			if !ok {
				continue
			}
			stripped := *v
			stripped.Rules = reference.RulesJSON{Profile: v.Rules.Profile}
			for k, r := range v.Rules.Options {
				if k != v.Dialect.Option {
					if stripped.Rules.Options == nil {
						stripped.Rules.Options = map[string]string{}
					}
					stripped.Rules.Options[k] = r
				}
			}
			rules, ok, _ := wireRules(&stripped, hello)
			if !ok {
				continue
			}
			dk := key{v.Dialect.Dispute, v.Dialect.Option}
			if scores[dk] == nil {
				scores[dk] = map[string]*ReadingScore{}
				order = append(order, dk)
			}
			if scores[dk][v.Dialect.Reading] == nil {
				scores[dk][v.Dialect.Reading] = &ReadingScore{Reading: v.Dialect.Reading}
			}
			jobs = append(jobs, &job{file: f.Name, v: &stripped, res: &Result{}, rules: rules, kind: k})
			keys = append(keys, dk)
			readings = append(readings, v.Dialect.Reading)
		}
	}
	var batch []*job
	for _, j := range jobs {
		if j.kind.multi(j.v) {
			j.kind.run(eng, j)
			continue
		}
		batch = append(batch, j)
		if len(batch) >= 64 {
			runBatch(eng, batch)
			batch = batch[:0]
		}
	}
	runBatch(eng, batch)
	for i, j := range jobs {
		s := scores[keys[i]][readings[i]]
		s.Total++
		if j.res.Status == Pass {
			s.Passed++
		}
	}
	var rows []DialectRow
	for _, k := range order {
		row := DialectRow{Dispute: k.dispute, Option: k.option}
		_, row.Declared = hello.Options[k.option]
		var followed []string
		o, _ := reference.LookupOption(k.option)
		names := slices.Clone(o.Readings)
		for _, n := range slices.Sorted(maps.Keys(scores[k])) {
			if !slices.Contains(names, n) {
				names = append(names, n)
			}
		}
		for _, n := range names {
			s := scores[k][n]
			if s == nil {
				continue
			}
			row.Readings = append(row.Readings, *s)
			if s.Passed == s.Total && s.Total > 0 {
				followed = append(followed, n)
			}
		}
		row.Followed = "none"
		if len(followed) > 0 {
			row.Followed = strings.Join(followed, "|")
		}
		rows = append(rows, row)
	}
	sort.SliceStable(rows, func(a, b int) bool { return disputeNum(rows[a].Dispute) < disputeNum(rows[b].Dispute) })
	return rows
}

func disputeNum(d string) int {
	var n int
	fmt.Sscanf(strings.TrimPrefix(strings.ToUpper(d), "DISPUTE-"), "%d", &n)
	return n
}
