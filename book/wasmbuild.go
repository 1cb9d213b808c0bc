package book

import (
	"context"

	baojs "github.com/baolakiswahili/conformance/js"
)

// WasmPackage is the import path of the interactive board's engine.
const WasmPackage = baojs.WasmPackage

// BuildWasm writes the interactive board's engine into dir: the JavaScript
// library of package baojs (bao.js, bao-wasm.js and wasm_exec.js), built with
// the go command run in moduleDir (a directory of this module's source). It
// returns the size of bao-wasm.js, the engine as shipped.
func BuildWasm(ctx context.Context, moduleDir, dir string) (int64, error) {
	sz, err := baojs.Build(ctx, moduleDir, dir)
	return sz.Shipped, err
}
