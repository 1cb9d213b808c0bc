//go:build js && wasm

// Command wasm is the reference engine for the book's interactive board,
// compiled with GOOS=js GOARCH=wasm. It sets a global object baoEngine whose
// functions take and return JSON strings (see package book/engine):
//
//	baoEngine.options()                       the profiles and options
//	baoEngine.start(variant, setup)           a start position (JSON)
//	baoEngine.parse(text)                     a position from JSON or the text form
//	baoEngine.legal(pos, rules, selectedPit)  legal moves and the drawn board
//	baoEngine.play(pos, rules, move)          the move's steps, each drawn, and the result
//	baoEngine.readings(pos, rules, move)      the readings that change the move
//	baoEngine.vector(pos, rules, move)        the move as a shared-format vector
//
// Errors come back as {"error": "..."}.
package main

import (
	"encoding/json"
	"syscall/js"

	"github.com/baolakiswahili/conformance/book/engine"
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
	p, err := engine.Parse(arg(a, 0))
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

func main() {
	api := map[string]any{
		"options": fn(func([]js.Value) any { return reply(engine.Options(), nil) }),
		"start": fn(func(a []js.Value) any {
			p, err := engine.Start(arg(a, 0), arg(a, 1))
			return reply(p, err)
		}),
		"parse": fn(func(a []js.Value) any {
			p, err := engine.Parse(arg(a, 0))
			return reply(p, err)
		}),
		"legal": fn(func(a []js.Value) any {
			p, invalid, err := engine.ParseLoose(arg(a, 0))
			if err != nil {
				return reply(engine.Legal{Error: err.Error()}, nil)
			}
			var rj reference.RulesJSON
			if s := arg(a, 1); s != "" {
				if err := json.Unmarshal([]byte(s), &rj); err != nil {
					return reply(engine.Legal{Error: err.Error()}, nil)
				}
			}
			r, err := rj.Resolve()
			if err != nil {
				return reply(engine.Legal{Error: err.Error()}, nil)
			}
			l := engine.LegalMoves(r, p, arg(a, 2))
			if invalid != nil && l.Error == "" {
				l.Error = invalid.Error()
			}
			return reply(l, nil)
		}),
		"play": fn(func(a []js.Value) any {
			p, r, err := setup(a)
			if err != nil {
				return reply(nil, err)
			}
			return reply(engine.Play(r, p, arg(a, 2)), nil)
		}),
		"readings": fn(func(a []js.Value) any {
			p, r, err := setup(a)
			if err != nil {
				return reply(nil, err)
			}
			return reply(engine.CompareReadings(r, p, arg(a, 2)), nil)
		}),
		"vector": fn(func(a []js.Value) any {
			p, err := engine.Parse(arg(a, 0))
			if err != nil {
				return reply(nil, err)
			}
			var rj reference.RulesJSON
			if s := arg(a, 1); s != "" {
				if err := json.Unmarshal([]byte(s), &rj); err != nil {
					return reply(nil, err)
				}
			}
			v, err := engine.Vector(rj, p, arg(a, 2))
			if err != nil {
				return reply(nil, err)
			}
			return reply(map[string]any{"vector": string(v)}, nil)
		}),
	}
	js.Global().Set("baoEngine", js.ValueOf(api))
	if cb := js.Global().Get("baoEngineReady"); cb.Type() == js.TypeFunction {
		cb.Invoke()
	}
	select {}
}
