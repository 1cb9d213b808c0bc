package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

func TestAdapterCommand(t *testing.T) {
	var out, errb bytes.Buffer
	e := &env{stdin: strings.NewReader("{\"id\":1,\"op\":\"hello\",\"protocol\":1}\nnot json\n"), stdout: &out, stderr: &errb}
	if err := run(context.Background(), e, []string{"adapter"}); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 2 || !strings.HasPrefix(lines[0], `{"id":1,"name":"bao-reference"`) || !strings.Contains(lines[1], `"bad-request"`) {
		t.Errorf("replies:\n%s", out.String())
	}
	if err := run(context.Background(), e, []string{"adapter", "extra"}); err == nil {
		t.Error("an extra argument was accepted")
	}
}
