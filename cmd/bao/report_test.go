package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestReport(t *testing.T) {
	dir := t.TempDir()
	md, html := filepath.Join(dir, "r.md"), filepath.Join(dir, "r.html")
	fx := "../../compare/testdata/"
	out, errOut, err := runBao(t, "", "report", "--date", "2026-11-24", "--commit", "alpha=abc123", "--known", "alpha="+fx+"known.txt",
		"-o", md, "--html", html, fx+"alpha-default.json", "dialect="+fx+"alpha-dialect.json", fx+"beta.json")
	if err != nil {
		t.Fatalf("report: %v\n%s%s", err, out, errOut)
	}
	b, err := os.ReadFile(md)
	if err != nil {
		t.Fatal(err)
	}
	// Counted by hand from the fixtures (compare/testdata).
	for _, want := range []string{"| alpha | abc123 | profile abstractplay | declared: frontRowEmpty=play-out, loneKichwa=end-of-move |", "### alpha: 2\n", "### beta: 1 (no dialect run"} {
		if !strings.Contains(string(b), want) {
			t.Errorf("markdown lacks %q", want)
		}
	}
	if h, err := os.ReadFile(html); err != nil || !strings.Contains(string(h), "<h1>Bao engines compared</h1>") {
		t.Errorf("html: %v", err)
	}
}

func TestReportBadInput(t *testing.T) {
	fx := "../../compare/testdata/"
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"report"}, "no report given"},
		{[]string{"report", "--date", "24.11.2026", fx + "beta.json"}, "want YYYY-MM-DD"},
		{[]string{"report", "--commit", "alpha", fx + "beta.json"}, "want NAME=COMMIT"},
		{[]string{"report", fx + "nothing.json"}, "no such file"},
		{[]string{"report", fx + "not-a-report.json"}, "not a bao check --json report"},
		{[]string{"report", fx + "alpha-default.json", "default=" + fx + "alpha-dialect.json"}, "two default reports of alpha"},
	}
	for _, tt := range tests {
		_, _, err := runBao(t, "", tt.args...)
		if err == nil || !strings.Contains(err.Error(), tt.want) || exitCode(err) != 2 {
			t.Errorf("%v: error %v (exit %d), want exit 2 and %q", tt.args, err, exitCode(err), tt.want)
		}
	}
}
