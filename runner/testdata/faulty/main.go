// Command faulty is a deliberately broken engine for the runner's tests: it
// serves protocol v1 with the reference adapter and breaks it as -fault says.
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"time"

	"github.com/baolakiswahili/conformance/adapter"
)

// intsAsFloats finds the integers of a reply (after a bracket, comma or colon).
var intsAsFloats = regexp.MustCompile(`([\[,:])(-?[0-9]+)\b`)

var kichwaAsDir = strings.NewReplacer(`,"kichwa":"left"}`, `,"dir":"ccw"}`, `,"kichwa":"right"}`, `,"dir":"cw"}`)

func main() {
	fault := flag.String("fault", "", "hang, hang-always, crash, pascalcase, dupkey, floats, slowstart, bom, banner, noflush, kichwadir, noflip, hangclass, garbage, oversized, wrongpos, extramove, missingmove, dialect, twice, wrongid, swapid, noid, nullid, stringid, closeout, forkhold, startfail")
	after := flag.Int("after", 10, "requests (hello included) before the fault, or the period of a repeated fault")
	option := flag.String("option", "taxation=any-count", "dialect: the option=reading always followed")
	delay := flag.Duration("delay", 1500*time.Millisecond, "slowstart: how long the engine takes to start")
	flag.Parse()
	srv := adapter.NewServer()
	in := bufio.NewReaderSize(os.Stdin, 1<<20)
	out := bufio.NewWriterSize(os.Stdout, 1<<20)
	switch *fault {
	case "slowstart":
		time.Sleep(*delay) // a JVM
	case "bom":
		out.WriteString("\xef\xbb\xbf") // .NET's and PowerShell's UTF-8
	case "banner":
		out.WriteString("Engine 1.0 ready\n")
	}
	n := 0
	for {
		line, err := in.ReadBytes('\n')
		if len(strings.TrimSpace(string(line))) == 0 {
			if err != nil {
				out.Flush()
				return
			}
			continue
		}
		n++
		reply := srv.Reply(nil, line)
		isHello := strings.Contains(string(line), `"op":"hello"`)
		switch *fault {
		case "hang":
			if n > *after {
				out.Flush()
				time.Sleep(time.Hour)
			}
		case "hang-always":
			if !isHello {
				out.Flush()
				time.Sleep(time.Hour)
			}
		case "crash":
			if n == *after {
				out.Flush()
				fmt.Fprintln(os.Stderr, "panic: boom: the faulty engine crashed on purpose")
				os.Exit(3)
			}
		case "garbage":
			if !isHello && n%*after == 0 {
				reply = []byte("this is not JSON")
			}
		case "oversized":
			if n == *after {
				reply = []byte(`{"id":0,"pad":"` + strings.Repeat("x", 9<<20) + `"}`)
			}
		case "wrongpos":
			// A wrong position that keeps the successor contract.
			reply = edit(reply, func(m map[string]any) {
				if mv, ok := m["moves"].([]any); ok && len(mv) > 0 {
					shiftSeed(mv[0].(map[string]any)["position"])
				}
				if p, ok := m["position"]; ok {
					shiftSeed(p)
				}
			})
		case "extramove":
			reply = edit(reply, func(m map[string]any) {
				if mv, ok := m["moves"].([]any); ok && len(mv) > 0 {
					first := mv[0].(map[string]any)
					m["moves"] = append(mv, map[string]any{"move": map[string]any{"pit": "B2", "dir": "ccw", "kichwa": "left"}, "position": first["position"], "outcome": nil})
				}
			})
		case "missingmove":
			reply = edit(reply, func(m map[string]any) {
				if mv, ok := m["moves"].([]any); ok && len(mv) > 0 {
					m["moves"] = mv[:len(mv)-1]
				}
			})
		case "twice":
			if n == *after {
				out.Write(reply)
				out.WriteByte('\n')
				reply = edit(reply, func(m map[string]any) {
					if p, ok := m["position"]; ok {
						flipToMove(p)
					}
					if mv, ok := m["moves"].([]any); ok && len(mv) > 0 {
						m["moves"] = mv[1:]
					}
				})
			}
		case "wrongid":
			if n == *after {
				reply = setID(reply, "99999")
			}
		case "swapid":
			if n == *after {
				var id int
				fmt.Sscan(idOf(line), &id)
				reply = setID(reply, fmt.Sprint(id+2))
			}
		case "noid":
			if n == *after {
				reply = deleteID(reply)
			}
		case "nullid":
			if n == *after {
				reply = setID(reply, "null")
			}
		case "stringid":
			if n == *after {
				reply = setID(reply, `"`+idOf(line)+`"`)
			}
		case "closeout":
			if n == *after {
				out.Flush()
				os.Stdout.Close()
				time.Sleep(time.Hour)
			}
		case "forkhold":
			if n == *after {
				out.Flush()
				child := exec.Command("sleep", "60")
				child.Stdout = os.Stdout
				child.Start()
				os.Exit(0)
			}
		case "startfail":
			fmt.Fprintln(os.Stderr, "Traceback (most recent call last):\nSyntaxError: invalid syntax (faulty, line 1)")
			os.Exit(1)
		case "pascalcase":
			// Keys as .NET's System.Text.Json writes them by default.
			if !isHello {
				for _, k := range []string{"toMove", "south", "north", "front", "back", "store", "house"} {
					reply = []byte(strings.ReplaceAll(string(reply), `"`+k+`":`, `"`+strings.ToUpper(k[:1])+k[1:]+`":`))
				}
			}
		case "dupkey":
			// A wrong side to move, then the right one under the same key.
			if !isHello {
				reply = []byte(strings.NewReplacer(`"toMove":"south"`, `"toMove":"north","toMove":"south"`, `"toMove":"north"`, `"toMove":"south","toMove":"north"`).Replace(string(reply)))
			}
		case "floats":
			// Every integer but the id written as a float, as many JSON writers do.
			if !isHello {
				id, rest, _ := strings.Cut(string(reply), ",")
				reply = []byte(id + "," + intsAsFloats.ReplaceAllString(rest, "$1$2.0"))
			}
		case "kichwadir":
			// A namua capture's kichwa written as a direction: {"pit":"A5","dir":"ccw"}
			// prints A5< as {"pit":"A5","kichwa":"left"} does.
			if !isHello {
				reply = []byte(kichwaAsDir.Replace(string(reply)))
			}
		case "noflip":
			// Every successor keeps the mover to move.
			if !isHello {
				var req struct{ Position struct{ ToMove string } }
				json.Unmarshal(line, &req)
				reply = edit(reply, func(m map[string]any) {
					if mv, ok := m["moves"].([]any); ok {
						for _, s := range mv {
							s.(map[string]any)["position"].(map[string]any)["toMove"] = req.Position.ToMove
						}
					}
				})
			}
		case "hangclass":
			// Hangs on one class of positions: where a lap limit decides.
			if !isHello && (strings.Contains(string(line), `"lapLimit"`) || strings.Contains(string(reply), `"reason":"lap-limit"`)) {
				out.Flush()
				time.Sleep(time.Hour)
			}
		case "dialect":
			if isHello {
				reply = []byte(`{"id":` + idOf(line) + `,"name":"faulty-dialect","version":"1","variants":["kiswahili","kujifunza","hus"],"options":{}}`)
			} else {
				opt, reading, _ := strings.Cut(*option, "=")
				var req map[string]any
				json.Unmarshal(line, &req)
				req["rules"] = map[string]any{"profile": "default", "options": map[string]any{opt: reading}}
				b, _ := json.Marshal(req)
				reply = srv.Reply(nil, b)
			}
		}
		out.Write(reply)
		out.WriteByte('\n')
		if in.Buffered() == 0 && *fault != "noflush" { // noflush: C stdio on a pipe
			out.Flush()
		}
		if err != nil {
			out.Flush()
			return
		}
	}
}

// setID replaces the reply's id with raw JSON.
func setID(reply []byte, raw string) []byte {
	var m map[string]json.RawMessage
	if json.Unmarshal(reply, &m) != nil {
		return reply
	}
	delete(m, "id")
	b, _ := json.Marshal(m)
	return append([]byte(`{"id":`+raw+`,`), b[1:]...)
}

func deleteID(reply []byte) []byte {
	var m map[string]json.RawMessage
	if json.Unmarshal(reply, &m) != nil {
		return reply
	}
	delete(m, "id")
	b, _ := json.Marshal(m)
	return b
}

func idOf(line []byte) string {
	var m struct{ ID json.RawMessage }
	json.Unmarshal(line, &m)
	return string(m.ID)
}

func edit(reply []byte, f func(map[string]any)) []byte {
	var m map[string]any
	if json.Unmarshal(reply, &m) != nil || m["error"] != nil || m["name"] != nil {
		return reply
	}
	f(m)
	b, _ := json.Marshal(m)
	return b
}

// shiftSeed moves one seed of a position from a pit holding two or more to
// another pit of the same side (South's first, else North's): a wrong board
// that keeps the seed count and every invariant.
func shiftSeed(p any) {
	pm, ok := p.(map[string]any)
	if !ok {
		return
	}
	for _, name := range []string{"south", "north"} {
		side := pm[name].(map[string]any)
		front, back := side["front"].([]any), side["back"].([]any)
		for i, x := range append(append([]any{}, front...), back...) {
			if x.(float64) < 2 {
				continue
			}
			if i < 8 {
				front[i], back[0] = x.(float64)-1, back[0].(float64)+1
			} else {
				back[i-8], front[0] = x.(float64)-1, front[0].(float64)+1
			}
			return
		}
	}
}

func flipToMove(p any) {
	pm, ok := p.(map[string]any)
	if !ok {
		return
	}
	if pm["toMove"] == "south" {
		pm["toMove"] = "north"
	} else {
		pm["toMove"] = "south"
	}
}
