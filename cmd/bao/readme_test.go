package main

import (
	"os"
	"strings"
	"testing"
)

// TestREADMEExamples runs every "$ bao ..." example of the README (a line in
// a fenced block, followed by its output up to the fence) and compares the
// output (issue 9: the README's `moves start` showed moves in another order
// on one line).
func TestREADMEExamples(t *testing.T) {
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(b), "\n")
	found := 0
	for i, l := range lines {
		cmd, ok := strings.CutPrefix(l, "$ bao ")
		if !ok {
			continue
		}
		var want strings.Builder
		for _, o := range lines[i+1:] {
			if strings.HasPrefix(o, "```") || strings.HasPrefix(o, "$ ") {
				break
			}
			want.WriteString(o + "\n")
		}
		found++
		out, _, err := runBao(t, "", strings.Fields(cmd)...)
		if err != nil || out != want.String() {
			t.Errorf("README line %d: bao %s: err %v\ngot:\n%s\nthe README shows:\n%s", i+1, cmd, err, out, want.String())
		}
	}
	if found == 0 {
		t.Error("no \"$ bao\" example found in the README")
	}
}
