package vectors

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"
)

// pickVector returns a copy of the first committed vector that keep accepts.
func pickVector(t *testing.T, keep func(v *Vector) bool) Vector {
	t.Helper()
	files, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		for i := range f.Vectors {
			v := f.Vectors[i]
			v.Expect.materialize()
			if keep(&v) {
				return v
			}
		}
	}
	t.Fatal("no vector picked")
	return Vector{}
}

// writeFile writes the vectors as one file and returns its path.
func writeFile(t *testing.T, dir, name string, vs ...Vector) string {
	t.Helper()
	var b bytes.Buffer
	if err := Encode(&b, &File{Format: Format, Name: name, Vectors: vs}); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, name+".json")
	if err := os.WriteFile(p, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestLoadVerifiesExpectations (issue 26): a vector file is held to the
// reference engine when it is loaded: an expectation the reference
// contradicts is a load error naming the vector and the difference, never
// a verdict on an engine.
func TestLoadVerifiesExpectations(t *testing.T) {
	apply := pickVector(t, func(v *Vector) bool { return v.Kind == KindApply && v.Expect.Position != nil && len(v.Setup) == 0 })
	illegal := pickVector(t, func(v *Vector) bool { return v.Kind == KindIllegal && len(v.Setup) == 0 })
	moves := pickVector(t, func(v *Vector) bool { return v.Kind == KindMoves && len(v.Expect.Moves) > 1 })
	perft := pickVector(t, func(v *Vector) bool { return v.Kind == KindPerft && len(v.Expect.Perft) > 2 })
	spec := pickVector(t, func(v *Vector) bool { return v.Kind == KindMoves && len(v.Expect.MoveSet) > 1 })
	for _, tc := range []struct {
		name string
		v    Vector
		edit func(v *Vector)
		want string
	}{
		{"a wrong next position", apply, func(v *Vector) {
			v.Expect.Position = bytes.Replace(v.Expect.Position, []byte(`"toMove":"north"`), []byte(`"toMove":"south"`), 1)
			v.Expect.Position = bytes.Replace(v.Expect.Position, []byte(`"toMove":"south"`), []byte(`"toMove":"north"`), 1)
			v.Expect.Outcome = []byte(`{"winner":"south","reason":"lap-limit"}`)
		}, "expect.position: the file says"},
		{"a legal move said illegal", illegal, func(v *Vector) {
			v.Kind, v.Move = KindIllegal, apply.Move
			v.Position = apply.Position
		}, "expects"},
		{"a move too few", moves, func(v *Vector) { v.Expect.Moves = v.Expect.Moves[1:] }, "expect.moves: it lacks"},
		{"a spec move set with a move too many", spec, func(v *Vector) {
			v.Expect.MoveSet = append(v.Expect.MoveSet, []byte(`{"pit":"B8","dir":"cw"}`))
		}, "which the reference does not"},
		{"a wrong perft count", perft, func(v *Vector) {
			c := append([]PerftCount(nil), v.Expect.Perft...)
			c[1].Nodes++
			v.Expect.Perft = c
		}, "expect.perft[1].nodes (depth 2): the file says"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v := tc.v
			tc.edit(&v)
			p := writeFile(t, t.TempDir(), "bad", v)
			_, err := LoadPaths([]string{p})
			if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "vector "+v.ID) {
				t.Fatalf("error %v, want it to name vector %s and contain %q", err, v.ID, tc.want)
			}
		})
	}
	t.Run("integers written as floats are read as integers and sent canonical", func(t *testing.T) {
		v := apply
		v.Position = regexp.MustCompile(`"store":([0-9]+)`).ReplaceAll(v.Position, []byte(`"store":${1}.0`))
		v.Position = bytes.Replace(v.Position, []byte(`"front":[`), []byte(`"front":[ `), 1)
		files, err := LoadPaths([]string{writeFile(t, t.TempDir(), "floats", v)})
		if err != nil {
			t.Fatal(err)
		}
		if got := files[0].Vectors[0].Position; !bytes.Equal(got, apply.Position) {
			t.Errorf("position %s, want the canonical %s", got, apply.Position)
		}
	})
	t.Run("a control character in a tag", func(t *testing.T) {
		v := apply
		v.Tags = append([]string{"\x1b[2JPASS"}, v.Tags...)
		_, err := LoadPaths([]string{writeFile(t, t.TempDir(), "tag", v)})
		if err == nil || !strings.Contains(err.Error(), "holds a control character") {
			t.Fatalf("error %v", err)
		}
	})
	t.Run("a key in another case in a position", func(t *testing.T) {
		v := apply
		v.Position = bytes.Replace(v.Position, []byte(`"south":`), []byte(`"South":`), 1)
		_, err := LoadPaths([]string{writeFile(t, t.TempDir(), "case", v)})
		if err == nil || !strings.Contains(err.Error(), `/vectors/0/position: additional properties 'South' not allowed`) {
			t.Fatalf("error %v", err)
		}
	})
}

// TestLoadRefusesHostileFiles (issue 26): loading is bounded: only regular
// files are read (not a device or a FIFO behind a *.json name), each up to
// a size cap, and an ID names one vector in everything loaded.
func TestLoadRefusesHostileFiles(t *testing.T) {
	v := pickVector(t, func(v *Vector) bool { return v.Kind == KindIllegal && len(v.Setup) == 0 })
	done := func(name string, f func() error, want string) {
		t.Run(name, func(t *testing.T) {
			errc := make(chan error, 1)
			go func() { errc <- f() }()
			select {
			case err := <-errc:
				if err == nil || !strings.Contains(err.Error(), want) {
					t.Fatalf("error %v, want it to contain %q", err, want)
				}
			case <-time.After(10 * time.Second):
				t.Fatal("the loader hangs")
			}
		})
	}
	load := func(paths ...string) func() error {
		return func() error { _, err := LoadPaths(paths); return err }
	}
	dir := t.TempDir()
	os.Symlink("/dev/zero", filepath.Join(dir, "z.json"))
	done("a link to /dev/zero", load(dir), "not a regular file")
	fifo := t.TempDir()
	if err := syscall.Mkfifo(filepath.Join(fifo, "z.json"), 0o644); err != nil {
		t.Fatal(err)
	}
	done("a FIFO", load(fifo), "not a regular file")
	big := writeFile(t, t.TempDir(), "big", v)
	done("a file over the cap", func() error { _, err := LoadPathsWith([]string{big}, LoadOptions{MaxFileBytes: 100}); return err }, "over the 100-byte limit")
	two := t.TempDir()
	writeFile(t, two, "a", v)
	writeFile(t, two, "b", v)
	done("one ID in two files", load(two), "the ID is already used in "+filepath.Join(two, "a.json"))
	done("one ID in two paths", load(filepath.Join(two, "a.json"), filepath.Join(two, "a.json")), "already used")
}

// TestPerftBudget: a perft vector's depths are checked (and verified) only
// as far as a walk within the budget of requests reaches.
func TestPerftBudget(t *testing.T) {
	v := pickVector(t, func(v *Vector) bool { return v.Kind == KindPerft && len(v.Expect.Perft) >= 4 })
	c := v.Expect.Perft
	for _, tc := range []struct {
		budget uint64
		want   int
	}{
		{0, len(c)},
		{1, 1},
		{1 + c[0].Nodes, 2},
		{1 + c[0].Nodes + c[1].Nodes - 1, 2},
		{1 << 62, len(c)},
	} {
		if got := v.PerftDepth(tc.budget); got != tc.want {
			t.Errorf("budget %d: depth %d, want %d (counts %v)", tc.budget, got, tc.want, c)
		}
	}
	// A wrong count beyond the budget is not verified; within it, it is.
	bad := v
	bad.Expect.Perft = append([]PerftCount(nil), c...)
	bad.Expect.Perft[3].Nodes++
	p := writeFile(t, t.TempDir(), "perft", bad)
	if _, err := LoadPathsWith([]string{p}, LoadOptions{PerftBudget: 1 + c[0].Nodes + c[1].Nodes}); err != nil {
		t.Errorf("depth 4 is over the budget, yet: %v", err)
	}
	if _, err := LoadPathsWith([]string{p}, LoadOptions{}); err == nil {
		t.Error("a wrong count at depth 4 loads with no budget")
	}
}
