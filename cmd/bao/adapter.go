package main

import (
	"context"

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
	fs := newFlagSet(e, "adapter", "",
		"Serves the adapter protocol v1 with the reference engine: one JSON request per line on\n"+
			"stdin, one JSON reply per line on stdout, until stdin ends.")
	pos, err := fs.parse(args)
	if err != nil {
		return helpOK(err)
	}
	if err := fs.noArgs(pos); err != nil {
		return err
	}
	if err := adapter.Serve(ctx, e.stdin, e.stdout); err != nil {
		return &exitError{code: 2, err: err}
	}
	return nil
}
