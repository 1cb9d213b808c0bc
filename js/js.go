// Package baojs builds the reference engine as a JavaScript library: the
// engine compiled to WebAssembly (package book/wasm, whose functions are
// those of package book/wasmapi) and bao.js, the loader that starts it in
// Node or in a browser. README.md beside this file documents the API;
// example.js is a Node program that uses it.
//
// Build it with
//
//	go run ./js/build -o js/dist
//
// which writes bao.js, bao-wasm.js (the WebAssembly, gzip in base64, so that
// a page opened from a file can load it) and Go's wasm_exec.js. The book
// (bao book) ships the same three files for its interactive board.
package baojs

import (
	"bytes"
	"compress/gzip"
	"context"
	_ "embed"
	"encoding/base64"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// Loader is bao.js.
//
//go:embed bao.js
var Loader []byte

// WasmPackage is the import path of the WebAssembly main.
const WasmPackage = "github.com/baolakiswahili/conformance/book/wasm"

// Files are the library's files.
var Files = []string{"bao.js", "bao-wasm.js", "wasm_exec.js"}

// Sizes are what Build wrote.
type Sizes struct {
	Wasm    int64 // the WebAssembly module
	Shipped int64 // bao-wasm.js, the module as shipped (gzip, base64)
}

// Build compiles the engine with the go command (GOOS=js GOARCH=wasm), run
// in moduleDir (a directory of this module's source), and writes the
// library's files into dir, creating it.
func Build(ctx context.Context, moduleDir, dir string) (Sizes, error) {
	var sz Sizes
	goTool, err := exec.LookPath("go")
	if err != nil {
		return sz, fmt.Errorf("baojs: building the WebAssembly needs the go command: %w", err)
	}
	var out bytes.Buffer
	cmd := exec.CommandContext(ctx, goTool, "env", "GOROOT")
	cmd.Dir, cmd.Stdout, cmd.Stderr = moduleDir, &out, &out
	if err := cmd.Run(); err != nil {
		return sz, fmt.Errorf("baojs: go env GOROOT: %w: %s", err, out.String())
	}
	goroot := strings.TrimSpace(out.String())
	execJS, err := os.ReadFile(filepath.Join(goroot, "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		if execJS, err = os.ReadFile(filepath.Join(goroot, "misc", "wasm", "wasm_exec.js")); err != nil {
			return sz, fmt.Errorf("baojs: Go's wasm_exec.js: %w", err)
		}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return sz, fmt.Errorf("baojs: %w", err)
	}
	tmp, err := os.MkdirTemp("", "bao-wasm-")
	if err != nil {
		return sz, fmt.Errorf("baojs: %w", err)
	}
	defer os.RemoveAll(tmp)
	wasm := filepath.Join(tmp, "bao.wasm")
	out.Reset()
	cmd = exec.CommandContext(ctx, goTool, "build", "-trimpath", "-ldflags=-s -w", "-o", wasm, WasmPackage)
	cmd.Dir, cmd.Stdout, cmd.Stderr = moduleDir, &out, &out
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if err := cmd.Run(); err != nil {
		return sz, fmt.Errorf("baojs: go build %s: %w: %s", WasmPackage, err, out.String())
	}
	bin, err := os.ReadFile(wasm)
	if err != nil {
		return sz, fmt.Errorf("baojs: %w", err)
	}
	sz.Wasm = int64(len(bin))
	shipped := Ship(bin)
	sz.Shipped = int64(len(shipped))
	for name, b := range map[string][]byte{"bao.js": Loader, "bao-wasm.js": shipped, "wasm_exec.js": execJS} {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			return sz, fmt.Errorf("baojs: %w", err)
		}
	}
	return sz, nil
}

// Ship returns bao-wasm.js for the WebAssembly module bin: the module,
// gzip-compressed and base64-encoded, as a script that sets
// globalThis.BAO_WASM_GZ in a browser and is the module's export in Node.
func Ship(bin []byte) []byte {
	var gz bytes.Buffer
	w, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	w.Write(bin)
	w.Close()
	var b bytes.Buffer
	b.WriteString("// bao-wasm.js: the reference engine of Bao la Kiswahili, WebAssembly (gzip, base64), loaded by bao.js.\n")
	b.WriteString("(function (g) { var s = \"")
	b.WriteString(base64.StdEncoding.EncodeToString(gz.Bytes()))
	b.WriteString("\"; if (typeof module === 'object' && module.exports) module.exports = s; else g.BAO_WASM_GZ = s; })(typeof globalThis !== 'undefined' ? globalThis : this);\n")
	return b.Bytes()
}
