package fuzz

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestLongShFailsWhenATestFails runs long.sh with a `go` that fails: the
// script must exit non-zero although it pipes the test output through grep
// and tail (issue 9: it exited 0, no pipefail).
func TestLongShFailsWhenATestFails(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash")
	}
	bin := t.TempDir()
	fake := "#!/bin/sh\necho \"--- FAIL: TestPropGames (0.01s)\"\necho FAIL\nexit 1\n"
	if err := os.WriteFile(filepath.Join(bin, "go"), []byte(fake), 0o755); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bash, "long.sh", "1s", "1")
	cmd.Env = append(os.Environ(), "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	out, err := cmd.CombinedOutput()
	if err == nil {
		t.Fatalf("long.sh exited 0 although go test failed:\n%s", out)
	}
	if !strings.Contains(string(out), "FAIL: TestPropGames") {
		t.Errorf("the failure is not shown:\n%s", out)
	}
}
