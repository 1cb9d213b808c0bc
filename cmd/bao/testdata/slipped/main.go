// Command slipped is the reference engine behind a mis-mapped adapter: it
// speaks protocol v1 on stdin and stdout as `bao adapter` does, but every
// moves and apply request goes to the reference adapter (package adapter)
// through the slips that -slip names (package mapping: the adapter's
// mistaken translation of positions and moves), and every answer comes
// back through them. The engine itself plays the rules right. It stands
// for an outside author's adapter with a mapping slip, for the tests of
// `bao check --mapping` (cmd/bao/mapping_test.go).
//
//	go build ./cmd/bao/testdata/slipped
//	slipped -slip south-front-reversed
//	slipped -slip dir-swapped,kichwa-swapped
//	slipped -list-slips
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/baolakiswahili/conformance/adapter"
	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/mapping"
	"github.com/baolakiswahili/conformance/reference"
)

func main() {
	list := flag.String("slip", "", "the slips to make, comma-separated, the adapter's outermost first (-list-slips names them); empty: none")
	names := flag.Bool("list-slips", false, "print the slips -slip knows and exit")
	flag.Parse()
	if *names {
		for _, s := range mapping.Known {
			fmt.Printf("%-28s %s\n", s.Name, s.Text)
		}
		return
	}
	slips, err := mapping.Lookup(*list)
	if err != nil {
		fmt.Fprintf(os.Stderr, "slipped: -slip: %v\n", err)
		os.Exit(2)
	}
	if err := serve(os.Stdin, os.Stdout, slips); err != nil {
		fmt.Fprintf(os.Stderr, "slipped: %v\n", err)
		os.Exit(1)
	}
}

// serve answers one request per line until the input ends.
func serve(in io.Reader, out io.Writer, slips mapping.Slips) error {
	srv := adapter.NewServer()
	br := bufio.NewReaderSize(in, 1<<16)
	bw := bufio.NewWriter(out)
	for {
		line, err := br.ReadBytes('\n')
		if len(bytes.TrimSpace(line)) > 0 {
			bw.Write(translate(srv, slips, bytes.TrimSpace(line)))
			bw.WriteByte('\n')
			if ferr := bw.Flush(); ferr != nil {
				return fmt.Errorf("writing reply: %w", ferr)
			}
		}
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("reading request: %w", err)
		}
	}
}

// translate answers one request line through the slips. What the slips
// cannot read (a hello, a malformed request, an invalid position or move)
// goes to the reference adapter as it is, which answers it.
func translate(srv *adapter.Server, slips mapping.Slips, line []byte) []byte {
	var req protocol.Request
	if len(slips) == 0 || json.Unmarshal(line, &req) != nil || (req.Op != protocol.OpMoves && req.Op != protocol.OpApply) || len(req.ID) == 0 {
		return srv.Reply(nil, line)
	}
	p, err := protocol.DecodePosition(req.Position)
	if err != nil {
		return srv.Reply(nil, line)
	}
	m := reference.Move{Pit: reference.NoPit}
	if req.Op == protocol.OpApply {
		if err := json.Unmarshal(req.Move, &m); err != nil {
			return srv.Reply(nil, line)
		}
	}
	ep, em := slips.ToEngine(p, m)
	sent := append([]byte(`{"id":`), req.ID...)
	sent = append(sent, `,"op":"`+req.Op+`"`...)
	if len(req.Rules) > 0 {
		sent = append(sent, `,"rules":`...)
		sent = append(sent, req.Rules...)
	}
	sent = append(sent, `,"position":`...)
	sent = protocol.AppendPosition(sent, &ep)
	if req.Op == protocol.OpApply {
		sent = append(sent, `,"move":`...)
		sent = protocol.AppendMove(sent, em)
	}
	sent = append(sent, '}')
	reply := srv.Reply(nil, sent)
	r, err := protocol.DecodeReply(reply)
	if err != nil || r.Error != nil {
		return reply
	}
	out := append([]byte(`{"id":`), req.ID...)
	if req.Op == protocol.OpMoves {
		out = append(out, `,"moves":[`...)
		for i, s := range r.Moves {
			su, err := decodeSuccessor(s)
			if err != nil {
				return reply // the reference's own reply: cannot happen
			}
			su = slips.FromEngine(su)
			if i > 0 {
				out = append(out, ',')
			}
			out = protocol.AppendSuccessor(out, &su)
		}
		return append(out, "]}"...)
	}
	res, err := decodeSuccessor(protocol.Successor{Move: []byte(`{"pit":"A1"}`), Position: r.Position, Outcome: r.Outcome})
	if err != nil {
		return reply
	}
	back := slips.FromEngineResult(res.Result)
	out = append(out, `,"position":`...)
	out = protocol.AppendPosition(out, &back.Position)
	out = append(out, `,"outcome":`...)
	out = protocol.AppendOutcome(out, back.Outcome)
	return append(out, '}')
}

// decodeSuccessor reads one successor of the reference adapter's reply.
func decodeSuccessor(s protocol.Successor) (reference.Successor, error) {
	var su reference.Successor
	if err := json.Unmarshal(s.Move, &su.Move); err != nil {
		return su, err
	}
	p, err := protocol.DecodePosition(s.Position)
	if err != nil {
		return su, err
	}
	su.Position = p
	if err := json.Unmarshal(s.Outcome, &su.Outcome); err != nil {
		return su, err
	}
	return su, nil
}
