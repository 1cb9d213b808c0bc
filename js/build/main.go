// Command build writes the JavaScript library of the reference engine
// (package baojs): bao.js, bao-wasm.js and wasm_exec.js.
//
//	go run ./js/build -o js/dist
//
// Run it inside the module: it compiles the WebAssembly from this source.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"

	baojs "github.com/baolakiswahili/conformance/js"
)

func main() {
	out := flag.String("o", "js/dist", "write the library into this directory")
	flag.Parse()
	wd, err := os.Getwd()
	if err == nil {
		var sz baojs.Sizes
		if sz, err = baojs.Build(context.Background(), wd, *out); err == nil {
			fmt.Fprintf(os.Stderr, "build: %s: bao.js, bao-wasm.js (%.1f MB; the WebAssembly %.1f MB), wasm_exec.js\n", *out, float64(sz.Shipped)/(1<<20), float64(sz.Wasm)/(1<<20))
			return
		}
	}
	fmt.Fprintln(os.Stderr, "build:", err)
	os.Exit(1)
}
