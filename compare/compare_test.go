package compare

import (
	"bytes"
	"reflect"
	"strings"
	"testing"
)

// The fixtures in testdata are small hand-made reports; every expected value below is
// counted by hand from them.

func build(t *testing.T, specs ...string) *Comparison {
	t.Helper()
	var runs []*Run
	for _, s := range specs {
		r, err := Load(s)
		if err != nil {
			t.Fatal(err)
		}
		runs = append(runs, r)
	}
	known := map[string]string{}
	if err := ReadKnown("testdata/known.txt", known); err != nil {
		t.Fatal(err)
	}
	c, err := Build(runs, Options{Title: "T", Date: "2026-11-24", Suite: "abc", Commits: map[string]string{"alpha": "abc123"}, Known: map[string]map[string]string{"alpha": known}})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestLoadMode(t *testing.T) {
	tests := []struct {
		spec string
		want Mode
	}{
		{"testdata/alpha-default.json", Default},
		{"testdata/alpha-dialect.json", Dialect}, // it has a dialectRun
		{"dialect=testdata/beta.json", Dialect},
		{"default=testdata/alpha-dialect.json", Default},
	}
	for _, tt := range tests {
		r, err := Load(tt.spec)
		if err != nil {
			t.Fatalf("%s: %v", tt.spec, err)
		}
		if r.Mode != tt.want {
			t.Errorf("%s: mode %s, want %s", tt.spec, r.Mode, tt.want)
		}
	}
}

func TestLoadBadInput(t *testing.T) {
	tests := []struct{ spec, want string }{
		{"testdata/missing.json", "no such file"},
		{"testdata/not-a-report.json", `no "engine"`},
		{"testdata/known.txt", "not a bao check --json report"},
	}
	for _, tt := range tests {
		if _, err := Load(tt.spec); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: error %v, want one containing %q", tt.spec, err, tt.want)
		}
	}
}

func TestBuild(t *testing.T) {
	c := build(t, "testdata/alpha-default.json", "testdata/alpha-dialect.json", "testdata/beta.json")
	if len(c.Engines) != 2 || c.Engines[0].Name != "alpha" || c.Engines[1].Name != "beta" {
		t.Fatalf("engines %+v, want alpha and beta", c.Engines)
	}
	if want := []string{"moves", "apply", "game", "perft"}; !reflect.DeepEqual(c.Kinds, want) {
		t.Errorf("kinds %v, want %v", c.Kinds, want)
	}
	alpha, beta := c.Engines[0], c.Engines[1]
	counts := []struct {
		e    *Entry
		m    Mode
		kind string
		want Counts
	}{
		{alpha, Default, "moves", Counts{Pass: 1, Fail: 2, NA: 1}},
		{alpha, Default, "perft", Counts{Error: 1}},
		{alpha, Dialect, "moves", Counts{Pass: 2, Fail: 2, NA: 1}},
		{beta, Default, "game", Counts{Skip: 1}},
	}
	for _, tt := range counts {
		if got := tt.e.Kinds[tt.m][tt.kind]; got != tt.want {
			t.Errorf("%s %s %s: %+v, want %+v", tt.e.Name, tt.m, tt.kind, got, tt.want)
		}
	}
	if got, want := alpha.Totals[Dialect], (Counts{Pass: 3, Fail: 2, Error: 1, NA: 1}); got != want {
		t.Errorf("alpha dialect total %+v, want %+v", got, want)
	}
	if alpha.Commit != "abc123" || alpha.Profile != "abstractplay" || beta.Profile != "" {
		t.Errorf("alpha commit %q profile %q, beta profile %q", alpha.Commit, alpha.Profile, beta.Profile)
	}
}

func TestDisputes(t *testing.T) {
	c := build(t, "testdata/alpha-default.json", "testdata/alpha-dialect.json", "testdata/beta.json")
	rows := map[string]Dispute{}
	for _, d := range c.Disputes {
		rows[d.Option] = d
	}
	tests := []struct {
		option          string
		ruling          string
		alpha, beta     string
		alphaAgrees     bool
		alphaProfileRdg string
	}{
		// The profile abstractplay relays in mtaji (reference/profile.go): alpha agrees.
		{"mtajiHouseTakata", "stops", "relays", "stops", true, "relays"},
		// The profile plays play-out; the verdict names two other readings.
		{"frontRowEmpty", "sow-then-end", "sow-then-end|end-in-hand", "", false, "play-out"},
		{"lapLimit", "192-seeds", "none", "", false, "192-at-pickup"},
		// n/a (the engine does not play the rule) and undetermined contradict no reading.
		{"houseCount", "at-decision", "n/a", "", true, "at-decision"},
		{"husOpening", "free", "undetermined", "", true, "free"},
		// No row in any report: no verdict, nothing marked.
		{"taxation", "only-pit", "", "", true, "only-pit"},
		// An option this build does not know still gets its row.
		{"newThing", "", "", "x|y", true, ""},
	}
	for _, tt := range tests {
		d, ok := rows[tt.option]
		if !ok {
			t.Errorf("%s: no row", tt.option)
			continue
		}
		a, b := d.Cells[0], d.Cells[1]
		if d.Ruling != tt.ruling || a.Followed != tt.alpha || b.Followed != tt.beta || a.Agrees() != tt.alphaAgrees || a.Profile != tt.alphaProfileRdg {
			t.Errorf("%s: ruling %q, alpha %+v (agrees %v), beta %+v", tt.option, d.Ruling, a, a.Agrees(), b)
		}
	}
}

func TestFailures(t *testing.T) {
	c := build(t, "testdata/alpha-default.json", "testdata/alpha-dialect.json", "testdata/beta.json")
	want := []Failures{
		{Engine: "alpha", Mode: Dialect, Total: 2, Groups: []Group{
			{Class: "Lasting blocks: a reading the suite lacks.", IDs: []string{"moves.kiswahili.default.ccc"}},
			{Class: "error: the engine hangs on deep trees", IDs: []string{"perft.kiswahili.default.fff"}},
		}},
		{Engine: "beta", Mode: Default, Total: 1, Groups: []Group{
			{Class: "not classified", IDs: []string{"moves.kiswahili.default.aaa"}},
		}},
	}
	if !reflect.DeepEqual(c.Failures, want) {
		t.Errorf("failures\n got %+v\nwant %+v", c.Failures, want)
	}
}

func TestTwoReportsOfOneMode(t *testing.T) {
	a, _ := Load("testdata/alpha-default.json")
	b, _ := Load("default=testdata/alpha-dialect.json")
	if _, err := Build([]*Run{a, b}, Options{}); err == nil || !strings.Contains(err.Error(), "two default reports of alpha") {
		t.Errorf("error %v, want one naming two default reports of alpha", err)
	}
}

func TestReadKnown(t *testing.T) {
	got := map[string]string{}
	if err := ReadKnown("testdata/known.txt", got); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"moves.kiswahili.default.ccc": "Lasting blocks: a reading the suite lacks.",
		"moves.kiswahili.default.zzz": "Lasting blocks: a reading the suite lacks.",
		"perft.kiswahili.default.fff": "the engine hangs on deep trees",
		"moves.kiswahili.default.yyy": "Two lines of one explanation.",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %v\nwant %v", got, want)
	}
}

func TestReadKnownBadLine(t *testing.T) {
	if err := ReadKnown("testdata/alpha-default.json", map[string]string{}); err == nil || !strings.Contains(err.Error(), "is not one vector ID") {
		t.Errorf("error %v, want a line that is not one vector ID", err)
	}
}

func TestWriteMarkdown(t *testing.T) {
	c := build(t, "testdata/alpha-default.json", "testdata/alpha-dialect.json", "testdata/beta.json")
	var b bytes.Buffer
	if err := c.WriteMarkdown(&b); err != nil {
		t.Fatal(err)
	}
	md := b.String()
	for _, want := range []string{
		"# T\n",
		"Runs of 2026-11-24.",
		"(`vectors/data`) at abc.",
		"| alpha | abc123 | profile abstractplay | declared: frontRowEmpty=play-out, loneKichwa=end-of-move | default: 6 vectors; dialect: 7 vectors |",
		"| beta | version 0.1 | none declared | – | default: 3 vectors |",
		"| DISPUTE-3 | mtajiHouseTakata | stops | relays | stops |",
		`| DISPUTE-12 | frontRowEmpty | sow-then-end | **sow-then-end\|end-in-hand (profile: play-out)** | – |`,
		"| moves | 1 / 2 / 1 | 1 / 1 / 0 |",               // default rules
		"| perft | 0 / 0 / 0, 1 errors | – |",             // default rules
		"| **total** | **3 / 2 / 1, 1 errors** | **–** |", // dialect
		"### alpha: 2\n",
		"### beta: 1 (no dialect run",
		"- **error: the engine hangs on deep trees** (1): `perft.kiswahili.default.fff`",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("markdown lacks %q", want)
		}
	}
	if t.Failed() {
		t.Log(md)
	}
}

func TestWriteHTML(t *testing.T) {
	c := build(t, "testdata/alpha-default.json", "testdata/alpha-dialect.json", "testdata/beta.json")
	var b bytes.Buffer
	if err := c.WriteHTML(&b); err != nil {
		t.Fatal(err)
	}
	h := b.String()
	for _, want := range []string{
		"<title>T</title>",
		`<td class="differs">sow-then-end|end-in-hand (profile: play-out)</td>`,
		"<td>1 / 2 / 1</td>",
		"<code>moves.kiswahili.default.ccc</code>",
	} {
		if !strings.Contains(h, want) {
			t.Errorf("html lacks %q", want)
		}
	}
}

// TestHostileReport (issue 26): the strings of a report (an engine's name
// and version, vector IDs, kinds, dialect rows) cannot add headings, links,
// images, table cells or HTML to the page.
func TestHostileReport(t *testing.T) {
	r, err := Load("testdata/hostile.json")
	if err != nil {
		t.Fatal(err)
	}
	c, err := Build([]*Run{r}, Options{Title: "T", Date: "2026-11-24"})
	if err != nil {
		t.Fatal(err)
	}
	var md, html bytes.Buffer
	if err := c.WriteMarkdown(&md); err != nil {
		t.Fatal(err)
	}
	if err := c.WriteHTML(&html); err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(md.String(), "\n") {
		for _, bad := range []string{"# Pwned", "## v", "# Heading", "# D", "](http", "<b>", "\x1b"} {
			if strings.Contains(line, bad) && !strings.Contains(line, `\`) {
				t.Errorf("markdown line %q carries %q unescaped", line, bad)
			}
		}
		if strings.HasPrefix(line, "#") && line != "# T" && !strings.HasPrefix(line, "## ") && !strings.HasPrefix(line, "### ") {
			t.Errorf("an injected heading: %q", line)
		}
	}
	for _, want := range []string{`moves\|x`, `mtaji\|House`, `evil # Pwned \[click\]`} {
		if !strings.Contains(md.String(), want) {
			t.Errorf("markdown lacks %q", want)
		}
	}
	for _, bad := range []string{"<b>x</b>", `href="http://e.vil"`, "<img", "\x1b"} {
		if strings.Contains(html.String(), bad) {
			t.Errorf("the HTML page carries %q", bad)
		}
	}
	if t.Failed() {
		t.Log(md.String())
	}
}

// TestBeforeAfter: two labelled dialect runs of alpha are two columns, and
// the changes between them are the ones made by hand in
// alpha-dialect-after.json: ccc and fff now pass, aaa no longer does, ggg
// went from fail to error (another change), ddd stayed n/a.
func TestBeforeAfter(t *testing.T) {
	a, err := Load("before@testdata/alpha-dialect.json")
	if err != nil {
		t.Fatal(err)
	}
	b, err := Load("after@dialect=testdata/alpha-dialect-after.json")
	if err != nil {
		t.Fatal(err)
	}
	if a.Label != "before" || b.Label != "after" || b.Mode != Dialect {
		t.Fatalf("labels %q %q, mode %q", a.Label, b.Label, b.Mode)
	}
	c, err := Build([]*Run{a, b}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Engines) != 2 || c.Engines[0].Name != "alpha (before)" || c.Engines[1].Name != "alpha (after)" {
		t.Fatalf("engines %v", c.Engines)
	}
	want := []Change{{Engine: "alpha", From: "before", To: "after", Mode: Dialect,
		Fixed:  []string{"moves.kiswahili.default.ccc", "perft.kiswahili.default.fff"},
		Broken: []string{"moves.kiswahili.default.aaa"}, Other: 1}}
	if !reflect.DeepEqual(c.Changes, want) {
		t.Errorf("changes\n got %+v\nwant %+v", c.Changes, want)
	}
	var md strings.Builder
	if err := c.WriteMarkdown(&md); err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"## Changes between runs", "### alpha: before → after (dialect rules)", "- now pass (2): `moves.kiswahili.default.ccc`, `perft.kiswahili.default.fff`", "- no longer pass (1): `moves.kiswahili.default.aaa`", "| alpha (before) |"} {
		if !strings.Contains(md.String(), s) {
			t.Errorf("markdown lacks %q:\n%s", s, md.String())
		}
	}
}

// TestSpoiled: gamma.json's probes, counted by hand. namuaHouseStop's three failing probes
// (two failures, one error, all of the known class) are listed against its verdict "none"
// (its declared profile, default, reads functional); capScope's failing probe, of no known
// class, against a verdict the reports do not give; lapLimit's probe passes, and the failing
// moves vector is no probe.
func TestSpoiled(t *testing.T) {
	r, err := Load("dialect=testdata/gamma.json")
	if err != nil {
		t.Fatal(err)
	}
	known := map[string]string{}
	if err := ReadKnown("testdata/gamma-known.txt", known); err != nil {
		t.Fatal(err)
	}
	c, err := Build([]*Run{r}, Options{Known: map[string]map[string]string{"gamma": known}})
	if err != nil {
		t.Fatal(err)
	}
	const bug = "bug 4: a relay from the house leaves it intact"
	want := []Spoiled{
		{Engine: "gamma", Dispute: "DISPUTE-2", Option: "capScope", Verdict: "–",
			Classes: []Group{{Class: "not classified", IDs: []string{"probe.capScope.eee.first-sowing"}}}},
		{Engine: "gamma", Dispute: "DISPUTE-9", Option: "namuaHouseStop", Verdict: "none (profile: functional)",
			Classes: []Group{
				{Class: bug, IDs: []string{"probe.namuaHouseStop.aaa.functional", "probe.namuaHouseStop.bbb.functional"}},
				{Class: "error: " + bug, IDs: []string{"probe.namuaHouseStop.ccc.any-count"}},
			}},
	}
	if !reflect.DeepEqual(c.Spoiled, want) {
		t.Errorf("spoiled:\n got %+v\nwant %+v", c.Spoiled, want)
	}
	var md, page bytes.Buffer
	if err := c.WriteMarkdown(&md); err != nil {
		t.Fatal(err)
	}
	if line := "- **gamma**, DISPUTE-9 `namuaHouseStop`, verdict none (profile: functional): 2 probes in **" + bug +
		"**; 1 probe in **error: " + bug + "**\n"; !strings.Contains(md.String(), line) {
		t.Errorf("markdown lacks %q:\n%s", line, md.String())
	}
	if err := c.WriteHTML(&page); err != nil {
		t.Fatal(err)
	}
	if frag := "<li><b>gamma</b>, DISPUTE-9 <code>namuaHouseStop</code>, verdict none (profile: functional): 2 probes in <b>" + bug + "</b>; 1 probe in <b>error: " + bug + "</b></li>"; !strings.Contains(page.String(), frag) {
		t.Errorf("HTML lacks %q", frag)
	}
}
