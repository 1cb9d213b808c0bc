package runner

import (
	"os"
	"path/filepath"
	"testing"
)

// TestMain removes the programs the tests built.
func TestMain(m *testing.M) {
	code := m.Run()
	for _, p := range []string{faultyPath} {
		if p != "" {
			os.RemoveAll(filepath.Dir(p))
		}
	}
	os.Exit(code)
}
