// Command slipped is the reference engine behind a mis-mapped adapter: it
// speaks protocol v1 on stdin and stdout as `bao adapter` does, but every
// moves and apply request goes to the reference adapter (package adapter)
// through the slips that -slip names (package mapping: the adapter's
// mistaken translation of positions and moves), and every answer comes
// back through them. The engine itself plays the rules right, unless -bug
// plants a rule bug of the house in it (-list-bugs names them): then the
// engine behind the adapter gets that rule wrong, with or without slips.
// With -profile the engine plays that profile's readings whatever a request
// asks, as an engine with its own dialect does: its hello offers no option
// and no profile to select, and declares the profile as its dialect only
// with -declare. It stands for an outside author's adapter with a mapping
// slip, or for an engine with a rule bug that the mapping check must not
// take for a slip, for the tests of `bao check --mapping`
// (cmd/bao/mapping_test.go).
//
//	go build ./cmd/bao/testdata/slipped
//	slipped -slip south-front-reversed
//	slipped -slip dir-swapped,kichwa-swapped
//	slipped -profile abstractplay -slip south-front-reversed-seeds
//	slipped -profile donkers -declare -slip sides-swapped
//	slipped -bug never-destroys-house
//	slipped -list-slips
//	slipped -list-bugs
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
	"sort"

	"github.com/baolakiswahili/conformance/adapter"
	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/mapping"
	"github.com/baolakiswahili/conformance/reference"
)

func main() {
	list := flag.String("slip", "", "the slips to make, comma-separated, the adapter's outermost first (-list-slips names them); empty: none")
	names := flag.Bool("list-slips", false, "print the slips -slip knows and exit")
	bugName := flag.String("bug", "", "a rule bug of the engine behind the adapter (-list-bugs names them); empty: none")
	bugNames := flag.Bool("list-bugs", false, "print the bugs -bug knows and exit")
	profile := flag.String("profile", "", "the profile the engine plays whatever a request asks (bao rules lists them); empty: the rules each request asks")
	declare := flag.Bool("declare", false, "with -profile: declare it in the hello (hello.dialect)")
	flag.Parse()
	if *names {
		for _, s := range mapping.Known {
			fmt.Printf("%-28s %s\n", s.Name, s.Text)
		}
		return
	}
	if *bugNames {
		for _, name := range bugList() {
			fmt.Printf("%-28s %-8s %s\n", name, bugs[name].rule, bugs[name].text)
		}
		return
	}
	slips, err := mapping.Lookup(*list)
	if err != nil {
		fmt.Fprintf(os.Stderr, "slipped: -slip: %v\n", err)
		os.Exit(2)
	}
	var b *bug
	if *bugName != "" {
		bb, ok := bugs[*bugName]
		if !ok {
			fmt.Fprintf(os.Stderr, "slipped: -bug: unknown bug %q (known: %v)\n", *bugName, bugList())
			os.Exit(2)
		}
		b = &bb
	}
	e := &engine{slips: slips, bug: b}
	if *profile != "" {
		if _, err := reference.Profile(*profile); err != nil {
			fmt.Fprintf(os.Stderr, "slipped: -profile: %v\n", err)
			os.Exit(2)
		}
		e.profile, e.declare = *profile, *declare
	} else if *declare {
		fmt.Fprintln(os.Stderr, "slipped: -declare needs -profile")
		os.Exit(2)
	}
	if err := serve(os.Stdin, os.Stdout, e); err != nil {
		fmt.Fprintf(os.Stderr, "slipped: %v\n", err)
		os.Exit(1)
	}
}

// bug is a rule bug of the engine: edit changes the engine's successor
// of a move from the engine's position p, played under the rules r.
type bug struct {
	rule, text string
	edit       func(r reference.Rules, p reference.Position, su *reference.Successor)
}

// bugs are the rule bugs -bug plants, each of the house: what rule bugs
// change alike with the houses read from the other side (a house's state
// after the move), and what the mapping check must not take for a slip.
var bugs = map[string]bug{
	"never-destroys-house": {"HOUSE-1", "a house is never destroyed: one intact in the position stays intact after every move", neverDestroys},
	"relay-keeps-house":    {"HOUSE-1", "a relay that lifts the intact house empties it but does not destroy it", relayKeeps},
	"never-taxes":          {"NAMUA-6", "the functional house is never taxed: as the only front pit it is sown in full (and destroyed)", neverTaxes},
}

// bugList lists the names of the bugs, sorted.
func bugList() []string {
	var out []string
	for name := range bugs {
		out = append(out, name)
	}
	sort.Strings(out)
	return out
}

// neverDestroys keeps intact every house that is intact in p.
func neverDestroys(_ reference.Rules, p reference.Position, su *reference.Successor) {
	for s := range 2 {
		if p.House[s] == reference.HouseIntact {
			su.Position.House[s] = reference.HouseIntact
		}
	}
}

// relayKeeps keeps intact a house whose destruction follows a relay from
// it in the move's effects.
func relayKeeps(r reference.Rules, p reference.Position, su *reference.Successor) {
	_, trace, err := reference.ApplyTrace(r, p, su.Move)
	events := reference.Effects(trace)
	if err != nil {
		return
	}
	// The effects only: the trace records the rules' decisions between
	// them.
	events = reference.Effects(events)
	for i, e := range events {
		if i > 0 && e.Kind == reference.EvHouseDestroyed && events[i-1].Kind == reference.EvKuendelea && events[i-1].Pit == e.Pit {
			su.Position.House[e.Pit.Side()] = reference.HouseIntact
		}
	}
}

// neverTaxes plays a taxation as the move from an ordinary pit: the mover's
// house read as destroyed, sown in full.
func neverTaxes(r reference.Rules, p reference.Position, su *reference.Successor) {
	_, events, err := reference.ApplyTrace(r, p, su.Move)
	if err != nil {
		return
	}
	for _, e := range events {
		if e.Kind == reference.EvTaxation {
			q := p
			q.House[p.ToMove] = reference.HouseDestroyed
			if res, err := reference.Apply(r, q, su.Move); err == nil {
				su.Result = res
			}
			return
		}
	}
}

// engine is what stands behind the adapter, and the adapter's slips.
type engine struct {
	slips mapping.Slips
	bug   *bug // nil: none
	// profile, when not empty, is the profile the engine plays whatever a
	// request asks; declare says its hello declares it.
	profile string
	declare bool
}

// serve answers one request per line until the input ends.
func serve(in io.Reader, out io.Writer, e *engine) error {
	srv := adapter.NewServer()
	br := bufio.NewReaderSize(in, 1<<16)
	bw := bufio.NewWriter(out)
	for {
		line, err := br.ReadBytes('\n')
		if len(bytes.TrimSpace(line)) > 0 {
			bw.Write(e.translate(srv, bytes.TrimSpace(line)))
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

// translate answers one request line through the slips, the engine's
// answers changed by the bug (if any), played under the profile (if any).
// What the slips cannot read (a malformed request, an invalid position or
// move) goes to the reference adapter as it is (under the profile, if any),
// which answers it.
func (e *engine) translate(srv *adapter.Server, line []byte) []byte {
	slips, b := e.slips, e.bug
	var req protocol.Request
	if json.Unmarshal(line, &req) == nil && req.Op == "hello" && e.profile != "" && len(req.ID) > 0 {
		return e.hello(srv, req.ID, line)
	}
	if e.profile != "" && json.Unmarshal(line, &req) == nil && len(req.ID) > 0 {
		// The engine plays its profile whatever the request asks.
		req.Rules = json.RawMessage(`{"profile":"` + e.profile + `"}`)
		if l, err := json.Marshal(req); err == nil {
			line = l
		}
	}
	if (len(slips) == 0 && b == nil && e.profile == "") || json.Unmarshal(line, &req) != nil || (req.Op != protocol.OpMoves && req.Op != protocol.OpApply) || len(req.ID) == 0 {
		return srv.Reply(nil, line)
	}
	var rules reference.Rules
	if b != nil {
		var rj reference.RulesJSON
		if len(req.Rules) > 0 && json.Unmarshal(req.Rules, &rj) != nil {
			return srv.Reply(nil, line)
		}
		var err error
		if rules, err = rj.Resolve(); err != nil {
			return srv.Reply(nil, line)
		}
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
			if b != nil {
				b.edit(rules, ep, &su)
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
	if b != nil {
		res.Move = em
		b.edit(rules, ep, &res)
	}
	back := slips.FromEngineResult(res.Result)
	out = append(out, `,"position":`...)
	out = protocol.AppendPosition(out, &back.Position)
	out = append(out, `,"outcome":`...)
	out = protocol.AppendOutcome(out, back.Outcome)
	return append(out, '}')
}

// hello answers a hello request as an engine that plays e.profile only:
// the reference's hello with no option and no profile to select, and the
// profile declared as its dialect with -declare. A hello the reference
// refuses (another protocol) is refused.
func (e *engine) hello(srv *adapter.Server, id json.RawMessage, line []byte) []byte {
	reply := srv.Reply(nil, line)
	if r, err := protocol.DecodeReply(reply); err != nil || r.Error != nil {
		return reply
	}
	h := adapter.ReferenceHello()
	h.Options, h.Profiles = map[string][]string{}, nil
	if e.declare {
		h.Dialect = &protocol.Dialect{Profile: e.profile}
	}
	b, err := json.Marshal(h)
	if err != nil {
		return reply
	}
	out := append([]byte(`{"id":`), id...)
	out = append(out, ',')
	return append(out, b[1:]...)
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
