package main

import (
	"context"
	"flag"

	"github.com/baolakiswahili/conformance/adapter"
)

func init() {
	register(command{
		name:    "adapter",
		summary: "serve the adapter protocol v1 over the reference engine on stdin/stdout",
		run:     runAdapter,
	})
}

// runAdapter serves protocol v1 (package adapter) until stdin ends.
func runAdapter(ctx context.Context, e *env, args []string) error {
	fs := flag.NewFlagSet("adapter", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	fs.Usage = func() {
		e.stderr.Write([]byte("usage: bao adapter\n\nServes the adapter protocol v1 (one JSON request per line on stdin,\none JSON reply per line on stdout) with the reference engine.\n"))
	}
	if err := fs.Parse(args); err != nil {
		return usageError("adapter: %v", err)
	}
	if fs.NArg() > 0 {
		return usageError("adapter: unexpected argument %q", fs.Arg(0))
	}
	if err := adapter.Serve(ctx, e.stdin, e.stdout); err != nil {
		return &exitError{code: 2, err: err}
	}
	return nil
}
