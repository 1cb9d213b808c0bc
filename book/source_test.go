package book

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// TestParseSources reads the "Sources:" line of a rule: tag links start a
// group, places without a tag belong to the tag before them, and a place
// with no tag before it, or an empty one, is an error naming the part.
func TestParseSources(t *testing.T) {
	tests := []struct {
		line    string
		want    []Citation
		wantErr string
	}{
		{line: "Sources: [EN](../SOURCES.md#en) p.4 §Game phases (l.69–72); p.6 §Sowing phase (l.125); [FR](../SOURCES.md#fr) 1.7; 3.1.",
			want: []Citation{{"EN", "p.4 §Game phases (l.69–72)"}, {"EN", "p.6 §Sowing phase (l.125)"}, {"FR", "1.7"}, {"FR", "3.1"}}},
		{line: "Sources: [RN](../SOURCES.md#rn) §Kichwa and Kimbi, d.9 (l.140–151); [WP](../SOURCES.md#wp) §The nyumba ¶1 (l.80).",
			want: []Citation{{"RN", "§Kichwa and Kimbi, d.9 (l.140–151)"}, {"WP", "§The nyumba ¶1 (l.80)"}}},
		{line: "Sources: p.4 §Game phases (l.69).", wantErr: `got "p.4 §Game phases (l.69)"`},
		{line: "Sources: `000_022d17ab754c3ee5.txt:129` (EN).", wantErr: "000_022d17ab754c3ee5.txt"},
		{line: "Sources: [EN](../SOURCES.md#en) ; [DE](../SOURCES.md#de) p.3.", wantErr: `got ""`},
	}
	for _, tc := range tests {
		got, err := parseSources(tc.line)
		if tc.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("parseSources(%q) error = %v, want one containing %q", tc.line, err, tc.wantErr)
			}
			continue
		}
		if err != nil {
			t.Errorf("parseSources(%q): %v", tc.line, err)
			continue
		}
		if len(got) != len(tc.want) {
			t.Errorf("parseSources(%q) = %q, want %q", tc.line, got, tc.want)
			continue
		}
		for i := range got {
			if got[i] != tc.want[i] {
				t.Errorf("parseSources(%q)[%d] = %q, want %q", tc.line, i, got[i], tc.want[i])
			}
		}
	}
}

// TestSourceDocsMatchSourcesMD checks that the book's list of sources says
// what SOURCES.md at the repository's root says: the same tags, in order,
// each with the URL SOURCES.md gives it.
func TestSourceDocsMatchSourcesMD(t *testing.T) {
	b, err := os.ReadFile("../SOURCES.md")
	if err != nil {
		t.Fatal(err)
	}
	md := string(b)
	heads := regexp.MustCompile(`(?m)^## (EN|DE|FR|WP|RN)$`).FindAllStringSubmatch(md, -1)
	if len(heads) != len(SourceDocs) {
		t.Fatalf("SOURCES.md has %d source sections, the book %d", len(heads), len(SourceDocs))
	}
	for i, d := range SourceDocs {
		if heads[i][1] != d.Tag {
			t.Errorf("source %d: SOURCES.md has %s, the book %s", i, heads[i][1], d.Tag)
		}
		start := strings.Index(md, "\n## "+d.Tag+"\n")
		end := strings.Index(md[start+1:], "\n## ")
		sec := md[start:]
		if end >= 0 {
			sec = md[start : start+1+end]
		}
		if !strings.Contains(sec, d.URL) {
			t.Errorf("%s: SOURCES.md's section does not give the book's URL %s", d.Tag, d.URL)
		}
		if !strings.Contains(sec, d.Author) && !strings.Contains(md, "| "+d.Author+" |") {
			t.Errorf("%s: SOURCES.md does not name the book's author %q", d.Tag, d.Author)
		}
	}
}

// TestNoPrivateFileNames checks that no page of the book names the private
// text copies of the sources (hash file names) or cites a source by the
// line number alone ("EN:129"), the forms the citations had before they
// gave a page, section, rule or diagram.
func TestNoPrivateFileNames(t *testing.T) {
	s := testSite(t)
	bad := regexp.MustCompile(`\b00[0-4]_[0-9a-f]{16}\b|\b(?:EN|DE|WP|RN):[0-9]`)
	for name, page := range s.Files {
		if !strings.HasSuffix(name, ".html") && !strings.HasSuffix(name, ".js") {
			continue
		}
		if m := bad.Find(page); m != nil {
			t.Errorf("%s cites a source by %q", name, m)
		}
	}
}

// TestSourcesPage checks that the sources page has an anchor per source and
// that every rule's citation table links its tag there.
func TestSourcesPage(t *testing.T) {
	s := testSite(t)
	page := string(s.Files["sources.html"])
	for _, d := range SourceDocs {
		if !strings.Contains(page, `id="`+strings.ToLower(d.Tag)+`"`) || !strings.Contains(page, d.URL) {
			t.Errorf("sources.html: no section for %s with its URL", d.Tag)
		}
	}
	area := string(s.Files["area-capture.html"])
	if !strings.Contains(area, `<a href="sources.html#en">EN</a>`) {
		t.Errorf("area-capture.html: the citation table does not link EN to sources.html#en")
	}
}
