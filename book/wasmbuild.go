package book

import (
	"bytes"
	"context"
	"encoding/base64"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// WasmPackage is the import path of the interactive board's engine.
const WasmPackage = "github.com/baolakiswahili/conformance/book/wasm"

// BuildWasm compiles the board's engine with the go command (GOOS=js
// GOARCH=wasm) into dir/bao.wasm, run in moduleDir (a directory of this
// module's source), copies Go's own wasm_exec.js from GOROOT beside it, and
// writes bao-wasm.js, the same bytes in base64 for pages opened from files.
// It returns the size of bao.wasm.
func BuildWasm(ctx context.Context, moduleDir, dir string) (int64, error) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		return 0, fmt.Errorf("book: building the board needs the go command: %w", err)
	}
	var out bytes.Buffer
	cmd := exec.CommandContext(ctx, goTool, "env", "GOROOT")
	cmd.Dir, cmd.Stdout, cmd.Stderr = moduleDir, &out, &out
	if err := cmd.Run(); err != nil {
		return 0, fmt.Errorf("book: go env GOROOT: %w: %s", err, out.String())
	}
	goroot := strings.TrimSpace(out.String())
	execJS, err := os.ReadFile(filepath.Join(goroot, "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		if execJS, err = os.ReadFile(filepath.Join(goroot, "misc", "wasm", "wasm_exec.js")); err != nil {
			return 0, fmt.Errorf("book: Go's wasm_exec.js: %w", err)
		}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return 0, fmt.Errorf("book: %w", err)
	}
	wasm := filepath.Join(dir, "bao.wasm")
	out.Reset()
	cmd = exec.CommandContext(ctx, goTool, "build", "-trimpath", "-ldflags=-s -w", "-o", wasm, WasmPackage)
	cmd.Dir, cmd.Stdout, cmd.Stderr = moduleDir, &out, &out
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if err := cmd.Run(); err != nil {
		return 0, fmt.Errorf("book: go build %s: %w: %s", WasmPackage, err, out.String())
	}
	bin, err := os.ReadFile(wasm)
	if err != nil {
		return 0, fmt.Errorf("book: %w", err)
	}
	js := "window.BAO_WASM_BASE64=\"" + base64.StdEncoding.EncodeToString(bin) + "\";\n"
	if err := os.WriteFile(filepath.Join(dir, "bao-wasm.js"), []byte(js), 0o644); err != nil {
		return 0, fmt.Errorf("book: %w", err)
	}
	if err := os.WriteFile(filepath.Join(dir, "wasm_exec.js"), execJS, 0o644); err != nil {
		return 0, fmt.Errorf("book: %w", err)
	}
	return int64(len(bin)), nil
}
