package protocol

import (
	"encoding/json"
	"testing"

	"github.com/baolakiswahili/conformance/reference"
)

// The scanner is kept because these benchmarks show it pays: run
// `go test ./internal/protocol -bench . -benchmem` and compare each
// Scanner benchmark with its EncodingJSON twin (numbers in notes/runner.md).

func benchPositions(b *testing.B) [][]byte {
	var t testing.T
	ps := walk(&t, 50)
	out := make([][]byte, len(ps))
	for i := range ps {
		out[i] = AppendPosition(nil, &ps[i])
	}
	return out
}

func BenchmarkDecodePositionScanner(b *testing.B) {
	ps := benchPositions(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := DecodePosition(ps[i%len(ps)]); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDecodePositionEncodingJSON(b *testing.B) {
	ps := benchPositions(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		var p reference.Position
		if err := json.Unmarshal(ps[i%len(ps)], &p); err != nil {
			b.Fatal(err)
		}
	}
}

func benchMovesRequests(b *testing.B) [][]byte {
	ps := benchPositions(b)
	out := make([][]byte, len(ps))
	for i, p := range ps {
		out[i] = []byte(`{"id":1,"op":"moves","rules":{"profile":"default"},"position":` + string(p) + `}`)
	}
	return out
}

// BenchmarkSplitRequestScanner splits a moves request into its members and
// decodes the position, as the adapter does for every request.
func BenchmarkSplitRequestScanner(b *testing.B) {
	reqs := benchMovesRequests(b)
	var ms []Member
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		var ok bool
		ms, ok = SplitObject(reqs[i%len(reqs)], ms[:0])
		if !ok {
			b.Fatal("split")
		}
		for _, m := range ms {
			if m.Key == "position" {
				if _, err := DecodePosition(m.Value); err != nil {
					b.Fatal(err)
				}
			}
		}
	}
}

func BenchmarkSplitRequestEncodingJSON(b *testing.B) {
	reqs := benchMovesRequests(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		var r Request
		if err := json.Unmarshal(reqs[i%len(reqs)], &r); err != nil {
			b.Fatal(err)
		}
		var p reference.Position
		if err := json.Unmarshal(r.Position, &p); err != nil {
			b.Fatal(err)
		}
	}
}

func benchMovesReplies(b *testing.B) [][]byte {
	var t testing.T
	ps := walk(&t, 20)
	var out [][]byte
	for _, p := range ps {
		succ, _ := reference.Moves(reference.Rules{}, p, nil)
		r := []byte(`{"id":1,"moves":[`)
		for i := range succ {
			if i > 0 {
				r = append(r, ',')
			}
			r = AppendSuccessor(r, &succ[i])
		}
		out = append(out, append(r, "]}"...))
	}
	return out
}

// BenchmarkDecodeReplyScanner decodes a moves reply as the runner does.
func BenchmarkDecodeReplyScanner(b *testing.B) {
	rs := benchMovesReplies(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := DecodeReply(rs[i%len(rs)]); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDecodeReplyEncodingJSON(b *testing.B) {
	rs := benchMovesReplies(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		var r struct {
			Moves []Successor `json:"moves"`
		}
		if err := json.Unmarshal(rs[i%len(rs)], &r); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCheckReply checks a moves reply as the runner does for replies
// it cannot compare byte for byte (perft): every position decoded.
func BenchmarkCheckReply(b *testing.B) {
	rs := benchMovesReplies(b)
	ds := make([]*Reply, len(rs))
	for i, r := range rs {
		ds[i], _ = DecodeReply(r)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := CheckReply(OpMoves, ds[i%len(ds)], nil); err != nil {
			b.Fatal(err)
		}
	}
}
