package baojs_test

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/baolakiswahili/conformance/internal/version"
	baojs "github.com/baolakiswahili/conformance/js"
)

// TestNodeExample builds the library and runs the README's Node example,
// which asserts the opening moves, the seeds in hand mid-move, an illegal
// move's error kind and a reading of DISPUTE-3 (example.js exits 1 if one
// fails). Without node on PATH it skips and says so (.ci/run installs it).
func TestNodeExample(t *testing.T) {
	nodeBin, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not on PATH (apt-get install -y nodejs): the JavaScript library's Node example cannot run")
	}
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	sz, err := baojs.Build(ctx, "..", dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("bao-wasm.js %d bytes (the WebAssembly %d)", sz.Shipped, sz.Wasm)
	if sz.Shipped > 3<<20 {
		t.Errorf("bao-wasm.js is %d bytes: the library ships over 3 MB", sz.Shipped)
	}
	for _, f := range baojs.Files {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Errorf("the build did not write %s: %v", f, err)
		}
	}
	cmd := exec.CommandContext(ctx, nodeBin, "example.js", dir)
	out, err := cmd.CombinedOutput()
	t.Logf("node example.js:\n%s", out)
	if err != nil {
		t.Fatalf("node example.js: %v", err)
	}
	for _, want := range []string{"engine: API 1, suite " + version.Suite + ",", "4 legal moves: A6>*, A6<*, A7>*, A7<*", "[NAMUA-3] pick-up A6 (3)   (in hand: 3)", "BaoError illegal-move", "mtajiHouseTakata=relays (DISPUTE-3)", "\nok\n"} {
		if !strings.Contains(string(out), want) {
			t.Errorf("the example's output lacks %q", want)
		}
	}
}
