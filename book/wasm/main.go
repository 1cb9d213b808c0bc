//go:build js && wasm

// Command wasm is the reference engine compiled with GOOS=js GOARCH=wasm:
// the JavaScript library of js/ (documented in js/README.md) and the engine
// of the book's interactive board. It sets a global object baoEngine whose
// functions take and return JSON strings.
//
// The library's functions (API version wasmapi.APIVersion) are those of
// wasmapi.Call: version, options, start, parse, moves, apply, explain,
// readings and vector. Their failures are {"error":{"kind":K,"message":M}}.
//
// The board's drawing functions, used by book/static/board.js only and not
// part of the library's API, answer with SVG and {"error":"..."}:
//
//	baoEngine.board(pos, rules, selectedPit)     legal moves and the drawn board
//	baoEngine.boardPlay(pos, rules, move)        the move's steps, each drawn, and the result
//	baoEngine.boardReadings(pos, rules, move)    the readings that change the move, drawn
package main

import (
	"encoding/json"
	"syscall/js"

	"github.com/baolakiswahili/conformance/book/wasmapi"
	"github.com/baolakiswahili/conformance/reference"
)

func reply(v any, err error) any {
	if err != nil {
		b, _ := json.Marshal(map[string]string{"error": err.Error()})
		return string(b)
	}
	b, err := json.Marshal(v)
	if err != nil {
		b, _ = json.Marshal(map[string]string{"error": err.Error()})
	}
	return string(b)
}

func arg(a []js.Value, i int) string {
	if i < len(a) && a[i].Type() == js.TypeString {
		return a[i].String()
	}
	return ""
}

// setup reads a position and a rules object from the first two arguments.
func setup(a []js.Value) (reference.Position, reference.Rules, error) {
	p, err := wasmapi.Parse(arg(a, 0))
	if err != nil {
		return p, reference.Rules{}, err
	}
	var rj reference.RulesJSON
	if s := arg(a, 1); s != "" {
		if err := json.Unmarshal([]byte(s), &rj); err != nil {
			return p, reference.Rules{}, err
		}
	}
	r, err := rj.Resolve()
	return p, r, err
}

func fn(f func(a []js.Value) any) js.Func {
	return js.FuncOf(func(_ js.Value, a []js.Value) any { return f(a) })
}

// library binds name to wasmapi.Call.
func library(name string) js.Func {
	return fn(func(a []js.Value) any {
		s := make([]string, len(a))
		for i := range a {
			s[i] = arg(a, i)
		}
		return wasmapi.Call(name, s...)
	})
}

func main() {
	api := map[string]any{
		"board": fn(func(a []js.Value) any {
			p, invalid, err := wasmapi.ParseLoose(arg(a, 0))
			if err != nil {
				return reply(wasmapi.Legal{Error: err.Error()}, nil)
			}
			var rj reference.RulesJSON
			if s := arg(a, 1); s != "" {
				if err := json.Unmarshal([]byte(s), &rj); err != nil {
					return reply(wasmapi.Legal{Error: err.Error()}, nil)
				}
			}
			r, err := rj.Resolve()
			if err != nil {
				return reply(wasmapi.Legal{Error: err.Error()}, nil)
			}
			l := wasmapi.LegalMoves(r, p, arg(a, 2))
			if invalid != nil && l.Error == "" {
				l.Error = invalid.Error()
			}
			return reply(l, nil)
		}),
		"boardPlay": fn(func(a []js.Value) any {
			p, r, err := setup(a)
			if err != nil {
				return reply(nil, err)
			}
			return reply(wasmapi.Play(r, p, arg(a, 2)), nil)
		}),
		"boardReadings": fn(func(a []js.Value) any {
			p, r, err := setup(a)
			if err != nil {
				return reply(nil, err)
			}
			return reply(wasmapi.CompareReadings(r, p, arg(a, 2)), nil)
		}),
	}
	for _, name := range wasmapi.Functions {
		api[name] = library(name)
	}
	js.Global().Set("baoEngine", js.ValueOf(api))
	if cb := js.Global().Get("baoEngineReady"); cb.Type() == js.TypeFunction {
		cb.Invoke()
	}
	select {}
}
