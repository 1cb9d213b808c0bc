package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"github.com/baolakiswahili/conformance/book"
	"github.com/baolakiswahili/conformance/features"
)

func init() {
	register(command{name: "book", summary: "write the illustrated rules book (static site with the interactive board); --serve: serve it", run: runBook})
}

// runBook implements `bao book -o DIR` and `bao book --serve [--addr A]`.
func runBook(ctx context.Context, e *env, args []string) error {
	fs := newFlagSet(e, "book", "[flags] (-o DIR | --serve)",
		"Writes the rules book: a page per rule area, a page per dispute, the errata, the worked\n"+
			"examples and the interactive board (the reference engine in WebAssembly, built with the\n"+
			"go command from this module's source: run it inside the module). The book works offline\n"+
			"from its files; --serve serves it for a quick look.")
	out := fs.StringP("out", "o", "", "write the book into this directory")
	serve := fs.Bool("serve", false, "serve the book over HTTP (from -o DIR, or a temporary directory)")
	addr := fs.String("addr", "127.0.0.1:8080", "address for --serve")
	noWasm := fs.Bool("no-wasm", false, "do not build the WebAssembly board (the rest of the book is written)")
	pos, err := fs.parse(args)
	if err != nil {
		return helpOK(err)
	}
	if len(pos) > 0 {
		return usageError("book: unexpected arguments %q", pos)
	}
	dir := *out
	if dir == "" {
		if !*serve {
			return usageError("book: give -o DIR or --serve")
		}
		if dir, err = os.MkdirTemp("", "bao-book-"); err != nil {
			return fmt.Errorf("book: %w", err)
		}
		defer os.RemoveAll(dir)
	}
	start := time.Now()
	site, err := book.Build(features.FS)
	if err != nil {
		return err
	}
	if err := site.WriteDir(dir); err != nil {
		return err
	}
	st := site.Stats
	fmt.Fprintf(e.stderr, "bao book: %d pages, %d boards, %d scenarios, %d rules, %d dispute pages (%d with a board per reading), %d errata in %s\n",
		st.Pages, st.Boards, st.Scenarios, st.Rules, st.Disputes, st.Drawn, st.Errata, filepath.Clean(dir))
	if !*noWasm {
		wd, _ := os.Getwd()
		n, err := book.BuildWasm(ctx, wd, dir)
		if err != nil {
			fmt.Fprintf(e.stderr, "bao book: the interactive board was not built (the rest of the book is written): %v\n", err)
		} else {
			fmt.Fprintf(e.stderr, "bao book: the engine (bao-wasm.js) %.1f MB\n", float64(n)/(1<<20))
		}
	}
	fmt.Fprintf(e.stderr, "bao book: done in %.1fs\n", time.Since(start).Seconds())
	if !*serve {
		return nil
	}
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return fmt.Errorf("book: %w", err)
	}
	fmt.Fprintf(e.stdout, "serving the book at http://%s/ (Ctrl-C stops)\n", ln.Addr())
	srv := &http.Server{Handler: http.FileServer(http.Dir(dir)), ReadHeaderTimeout: 10 * time.Second}
	go func() {
		<-ctx.Done()
		_ = srv.Close()
	}()
	if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("book: %w", err)
	}
	return nil
}
