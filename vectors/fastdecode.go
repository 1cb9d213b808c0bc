package vectors

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"runtime"
	"sync"

	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/internal/strictjson"
)

// A fast path for decoding vector files: the adapter's scanner splits the
// file and each vector, positions and moves stay raw, and only the small
// members go through encoding/json. Any member it does not know sends the
// file to the strict decoder, which names the problem.

var errSlow = errors.New("use the strict decoder")

func fastFile(b []byte, trusted bool) (*File, error) {
	split := protocol.SplitObject
	if trusted {
		split = protocol.SplitObjectTrusted
	}
	ms, ok := split(b, nil)
	if !ok {
		return nil, errSlow
	}
	var f File
	var vecs []byte
	for i, m := range ms {
		if dupKey(ms, i) {
			return nil, errSlow
		}
		var err error
		switch m.Key {
		case "format":
			err = json.Unmarshal(m.Value, &f.Format)
		case "name":
			err = json.Unmarshal(m.Value, &f.Name)
		case "description":
			err = json.Unmarshal(m.Value, &f.Description)
		case "version":
			err = json.Unmarshal(m.Value, &f.Version)
		case "license":
			err = json.Unmarshal(m.Value, &f.License)
		case "vectors":
			vecs = m.Value
		case "skipped":
			err = strict(m.Value, &f.Skipped)
		default:
			return nil, errSlow
		}
		if err != nil {
			return nil, errSlow
		}
	}
	els, ok := protocol.SplitArrayTrusted(vecs, nil)
	if !ok {
		return nil, errSlow
	}
	f.Vectors = make([]Vector, len(els))
	const chunk = 256
	errs := make([]error, (len(els)+chunk-1)/chunk)
	var wg sync.WaitGroup
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	for c := 0; c*chunk < len(els); c++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			for i := c * chunk; i < min(len(els), (c+1)*chunk); i++ {
				if err := fastVector(els[i], &f.Vectors[i], trusted); err != nil {
					errs[c] = err
					return
				}
			}
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return &f, nil
}

func fastVector(b []byte, v *Vector, trusted bool) error {
	var buf [16]protocol.Member
	ms, ok := protocol.SplitObjectTrusted(b, buf[:0])
	if !ok {
		return errSlow
	}
	for i, m := range ms {
		if dupKey(ms, i) {
			return errSlow
		}
		var err error
		switch m.Key {
		case "id":
			err = json.Unmarshal(m.Value, &v.ID)
		case "kind":
			err = json.Unmarshal(m.Value, &v.Kind)
		case "description":
			err = json.Unmarshal(m.Value, &v.Description)
		case "derived":
			err = json.Unmarshal(m.Value, &v.Derived)
		case "source":
			err = json.Unmarshal(m.Value, &v.Source)
		case "rules":
			err = strict(m.Value, &v.Rules)
		case "ruleIds":
			err = json.Unmarshal(m.Value, &v.RuleIDs)
		case "tags":
			err = json.Unmarshal(m.Value, &v.Tags)
		case "dialect":
			err = strict(m.Value, &v.Dialect)
		case "position":
			v.Position = m.Value
		case "move":
			v.Move = m.Value
		case "moveText":
			err = json.Unmarshal(m.Value, &v.MoveText)
		case "setup":
			err = json.Unmarshal(m.Value, &v.Setup)
		case "expect":
			err = fastExpect(m.Value, &v.Expect, trusted)
		case "unchecked":
			err = json.Unmarshal(m.Value, &v.Unchecked)
		default:
			return errSlow
		}
		if err != nil {
			return errSlow
		}
	}
	return nil
}

func strict(b []byte, v any) error { return strictjson.Unmarshal(b, v) }

// dupKey reports whether a member's key appeared before in ms[:i]: the fast
// path leaves such an object to the strict decoder, which names it.
func dupKey(ms []protocol.Member, i int) bool {
	for _, m := range ms[:i] {
		if m.Key == ms[i].Key {
			return true
		}
	}
	return false
}

func fastExpect(b []byte, e *Expect, trusted bool) error {
	var buf [8]protocol.Member
	ms, ok := protocol.SplitObjectTrusted(b, buf[:0])
	if !ok {
		return errSlow
	}
	for i, m := range ms {
		if dupKey(ms, i) {
			return errSlow
		}
		var err error
		switch m.Key {
		case "position":
			e.Position = m.Value
		case "outcome":
			e.Outcome = m.Value
		case "moves":
			if trusted {
				// Split when the vector is judged, off the loading path.
				e.lazyMoves = m.Value
				continue
			}
			if err := e.splitMoves(m.Value); err != nil {
				return err
			}
		case "facts":
			err = strict(m.Value, &e.Facts)
		case "error":
			err = json.Unmarshal(m.Value, &e.Error)
		case "message":
			err = json.Unmarshal(m.Value, &e.Message)
		case "moveSet":
			err = json.Unmarshal(m.Value, &e.MoveSet)
		case "moveTexts":
			err = json.Unmarshal(m.Value, &e.MoveTexts)
		case "gameOver":
			err = json.Unmarshal(m.Value, &e.GameOver)
		case "steps":
			err = strict(m.Value, &e.Steps)
		case "perft":
			err = strict(m.Value, &e.Perft)
		default:
			return errSlow
		}
		if err != nil {
			return errSlow
		}
	}
	return nil
}

// splitMoves splits a raw successor list into e.Moves.
func (e *Expect) splitMoves(raw []byte) error {
	els, ok := protocol.SplitArrayTrusted(raw, nil)
	if !ok {
		return errSlow
	}
	e.Moves = make([]Successor, len(els))
	var sb [4]protocol.Member
	for i, el := range els {
		sm, ok := protocol.SplitObjectTrusted(el, sb[:0])
		if !ok || len(sm) != 3 || dupKey(sm, 1) || dupKey(sm, 2) {
			return errSlow
		}
		for _, x := range sm {
			switch x.Key {
			case "move":
				e.Moves[i].Move = x.Value
			case "position":
				e.Moves[i].Position = x.Value
			case "outcome":
				e.Moves[i].Outcome = x.Value
			default:
				return errSlow
			}
		}
	}
	return nil
}

// materialize splits a successor list kept raw at loading time.
func (e *Expect) materialize() error {
	if e.lazyMoves == nil {
		return nil
	}
	raw := e.lazyMoves
	e.lazyMoves = nil
	if err := e.splitMoves(raw); err != nil {
		var strictMoves []Successor
		if jerr := strictjson.Unmarshal(raw, &strictMoves); jerr != nil {
			return fmt.Errorf("expect.moves: %w", jerr)
		}
		e.Moves = strictMoves
	}
	return nil
}

// Materialize splits a successor list kept raw at loading time (the
// embedded files keep expect.moves raw until a vector is judged).
func (e *Expect) Materialize() error { return e.materialize() }

// HasMoves reports whether a successor list is expected (possibly still raw).
func (e *Expect) HasMoves() bool { return e.hasMoves() }

// hasMoves reports whether a successor list is expected (possibly still raw).
func (e *Expect) hasMoves() bool { return e.Moves != nil || e.lazyMoves != nil }

// decodeBytes decodes a vector file held in memory: the fast path, or the
// strict decoder when the fast path declines. Untrusted bytes (files given
// by path) are then validated against the JSON Schema too; trusted bytes
// (the embedded files, which the schema and drift tests check) are not.
func decodeBytes(b []byte, trusted bool) (f *File, err error) {
	if !trusted {
		defer func() {
			if err == nil {
				if err = validateSchemaByVector(b); err != nil {
					f = nil
				}
			}
		}()
	}
	f, err = fastFile(b, trusted)
	if err != nil {
		return Decode(bytes.NewReader(b))
	}
	if err := f.check(); err != nil {
		return nil, err
	}
	return f, nil
}

// check validates a decoded file: format, unique IDs, known kinds; it compacts raw values.
func (f *File) check() error {
	if f.Format != Format {
		return fmt.Errorf("vectors: format: %d is not supported (want %d)", f.Format, Format)
	}
	seen := make(map[string]bool, len(f.Vectors))
	rules := map[string]error{}
	for i := range f.Vectors {
		v := &f.Vectors[i]
		if v.ID == "" {
			return fmt.Errorf("vectors: %s: vectors[%d].id: missing", f.Name, i)
		}
		if seen[v.ID] {
			return fmt.Errorf("vectors: %s: vectors[%d].id: duplicate id %q", f.Name, i, v.ID)
		}
		seen[v.ID] = true
		if err := v.compact(); err != nil {
			return fmt.Errorf("vectors: %s: vector %s: %w", f.Name, v.ID, err)
		}
	}
	for i := range f.Vectors {
		v := &f.Vectors[i]
		if err := v.checkMeaning(rules); err != nil {
			return fmt.Errorf("vectors: %s: vector %s: %w", f.Name, v.ID, err)
		}
	}
	return nil
}
