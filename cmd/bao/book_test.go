package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/baolakiswahili/conformance/book"
	"github.com/baolakiswahili/conformance/book/wasmapi"
	"github.com/baolakiswahili/conformance/features"
	"github.com/baolakiswahili/conformance/reference"
)

// TestBookWrites runs `bao book -o DIR --no-wasm` and checks the pages.
func TestBookWrites(t *testing.T) {
	dir := t.TempDir()
	var out, errb strings.Builder
	err := run(context.Background(), &env{stdin: strings.NewReader(""), stdout: &out, stderr: &errb}, []string{"book", "-o", dir, "--no-wasm"})
	if err != nil {
		t.Fatalf("bao book: %v\n%s", err, errb.String())
	}
	for _, f := range []string{"index.html", "area-capture.html", "dispute-3.html", "errata.html", "board.html", "style.css", "board.js", "search-index.js"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Errorf("%s not written: %v", f, err)
		}
	}
	if !strings.Contains(errb.String(), "pages") || !strings.Contains(errb.String(), "boards") {
		t.Errorf("no summary on stderr: %q", errb.String())
	}
	if err := run(context.Background(), &env{stdin: strings.NewReader(""), stdout: &out, stderr: &errb}, []string{"book"}); err == nil {
		t.Error("bao book without -o or --serve succeeded")
	}
}

// TestBoardReadingsMatchExplain checks that the interactive board's
// "which readings change this move" (package book/engine, compiled to
// WebAssembly) names the same readings as `bao explain --readings`, for the
// move of every dispute scenario.
func TestBoardReadingsMatchExplain(t *testing.T) {
	sc, err := book.LoadScenarios(features.FS)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, s := range sc {
		if s.Dispute == 0 || !s.Played || len(s.Moves) != 1 {
			continue
		}
		move := s.Moves[0]
		m, perr := parseMoveArg(s.Rules, s.Before, move)
		var res reference.Result
		if perr == nil {
			res, perr = reference.Apply(s.Rules, s.Before, m)
		}
		want, _ := compareReadings(s.Rules, s.Before, move, m, perr == nil, res)
		got := wasmapi.CompareReadings(s.Rules, s.Before, move)
		var w, g []string
		for _, c := range want {
			w = append(w, c.Option+"="+c.Reading)
		}
		for _, c := range got.Changed {
			g = append(g, c.Option+"="+c.Reading)
		}
		if strings.Join(w, ",") != strings.Join(g, ",") {
			t.Errorf("%s (%s): explain --readings: %v; the board: %v", s.Name, move, w, g)
		}
		n++
	}
	if n < 20 {
		t.Errorf("only %d dispute moves compared", n)
	}
}
