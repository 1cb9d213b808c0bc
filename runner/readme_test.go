package runner

import (
	"bufio"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// readmeAdapter returns the Python adapter printed in the README.
func readmeAdapter(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	i := strings.Index(s, "### A minimal adapter in Python")
	if i < 0 {
		t.Fatal("README.md has no section \"A minimal adapter in Python\"")
	}
	s = s[i:]
	start := strings.Index(s, "```python\n")
	if start < 0 {
		t.Fatal("the section has no python code block")
	}
	s = s[start+len("```python\n"):]
	end := strings.Index(s, "```")
	if end < 0 {
		t.Fatal("the python code block is not closed")
	}
	return s[:end]
}

// TestReadmePythonAdapter runs the README's minimal Python adapter exactly
// as printed: its engine functions raise (they are the reader's to write),
// and every reply, errors included, must carry its request's id; a line
// that is not JSON gets "id": null (issue 9, the README's adapter).
func TestReadmePythonAdapter(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 is not installed (.ci/run installs it): the README's adapter cannot be run")
	}
	script := filepath.Join(t.TempDir(), "my_adapter.py")
	if err := os.WriteFile(script, []byte(readmeAdapter(t)), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(py, script)
	cmd.Stdin = strings.NewReader(strings.Join([]string{
		`{"id":1,"op":"hello","protocol":1}`,
		`{"id":2,"op":"moves","rules":{"profile":"default"},"position":{}}`,
		`{"id":3,"op":"apply","rules":{"profile":"default"},"position":{},"move":{"pit":"A6"}}`,
		`{"id":4,"op":"frobnicate"}`,
		`{"id":5}`,
		`not json`,
		`[1,2]`,
		`{"id":6,"op":"moves"}`,
	}, "\n") + "\n")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("python3 my_adapter.py: %v\n%s", err, out)
	}
	want := []string{"1", "2", "3", "4", "5", "null", "null", "6"}
	sc := bufio.NewScanner(strings.NewReader(string(out)))
	n := 0
	for sc.Scan() {
		var r map[string]json.RawMessage
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("reply %d is not a JSON object: %s", n+1, sc.Text())
		}
		if n < len(want) && string(r["id"]) != want[n] {
			t.Errorf("reply %d: id %s, want %s: %s", n+1, r["id"], want[n], sc.Text())
		}
		n++
	}
	if n != len(want) {
		t.Errorf("%d replies, want %d:\n%s", n, len(want), out)
	}
	if _, err := ParseHello([]byte(strings.SplitN(string(out), "\n", 2)[0])); err != nil {
		t.Errorf("the README adapter's hello: %v", err)
	}
}
