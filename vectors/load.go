package vectors

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"syscall"
)

// Data holds the committed vector files (data/*.json), so that `bao check`
// needs nothing but its binary.
//
//go:embed data/*.json
var Data embed.FS

// DataDir is the directory of the committed vector files, relative to this package.
const DataDir = "data"

// Load decodes the embedded vector files, in name order.
func Load() ([]*File, error) {
	sub, err := fs.Sub(Data, DataDir)
	if err != nil {
		return nil, err
	}
	return loadFS(sub, true)
}

// LoadFS decodes every *.json file at the top of fsys, in name order.
func LoadFS(fsys fs.FS) ([]*File, error) { return loadFS(fsys, false) }

func loadFS(fsys fs.FS, trusted bool) ([]*File, error) {
	names, err := fs.Glob(fsys, "*.json")
	if err != nil {
		return nil, err
	}
	slices.Sort(names)
	out := make([]*File, len(names))
	errs := make([]error, len(names))
	var wg sync.WaitGroup
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	for i, n := range names {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			b, err := fs.ReadFile(fsys, n)
			if err == nil {
				out[i], err = decodeBytes(b, trusted)
			}
			if err != nil {
				errs[i] = fmt.Errorf("%s: %w", n, err)
			}
		}()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	return out, nil
}

// DefaultMaxFileBytes caps the size of one vector file given by path: the
// largest committed file is under 10 MB.
const DefaultMaxFileBytes = 16 << 20

// LoadOptions configure LoadPathsWith.
type LoadOptions struct {
	// MaxFileBytes caps each file's size (0: DefaultMaxFileBytes).
	MaxFileBytes int64
	// PerftBudget caps the perft depths verified (see PerftDepth); 0: every
	// depth.
	PerftBudget uint64
}

// LoadPaths is LoadPathsWith under the default options.
func LoadPaths(paths []string) ([]*File, error) {
	return LoadPathsWith(paths, LoadOptions{PerftBudget: DefaultPerftBudget})
}

// LoadPathsWith decodes vector files and directories of them (the *.json
// files at their top), checks them against the schema, and verifies every
// expectation with the reference engine (Verify). Only regular files are
// read (a device, a FIFO or a socket is refused, also behind a link), each
// through a reader that stops at the size cap; an ID may appear once in
// everything loaded.
func LoadPathsWith(paths []string, o LoadOptions) ([]*File, error) {
	if o.MaxFileBytes <= 0 {
		o.MaxFileBytes = DefaultMaxFileBytes
	}
	var out []*File
	var names []string // the path of each file of out
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil {
			return nil, err
		}
		files := []string{p}
		if st.IsDir() {
			files, err = filepath.Glob(filepath.Join(p, "*.json"))
			if err != nil {
				return nil, err
			}
			slices.Sort(files)
		}
		for _, fp := range files {
			b, err := readCapped(fp, o.MaxFileBytes)
			if err != nil {
				return nil, err
			}
			f, err := decodeBytes(b, false)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", fp, err)
			}
			out = append(out, f)
			names = append(names, fp)
		}
	}
	seen := map[string]string{}
	for i, f := range out {
		for _, v := range f.Vectors {
			if first, dup := seen[v.ID]; dup {
				return nil, fmt.Errorf("%s: vector %s: the ID is already used in %s (an ID names one vector in everything loaded)", names[i], v.ID, first)
			}
			seen[v.ID] = names[i]
		}
	}
	if err := Verify(out, VerifyOptions{PerftBudget: o.PerftBudget}); err != nil {
		return nil, fmt.Errorf("the reference engine contradicts the vector files (a vector file must hold what the rules say; fix the file):\n%w", err)
	}
	return out, nil
}

// readCapped reads a regular file of at most max bytes.
func readCapped(path string, max int64) ([]byte, error) {
	// Stat first: opening a FIFO would wait for a writer.
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a regular file (%s): vector files are read from regular files only", path, st.Mode().Type())
	}
	if st.Size() > max {
		return nil, fmt.Errorf("%s: %d bytes, over the %d-byte limit of a vector file (split it into several files)", path, st.Size(), max)
	}
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, max+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if int64(len(b)) > max {
		return nil, fmt.Errorf("%s: over the %d-byte limit of a vector file (split it into several files)", path, max)
	}
	return b, nil
}

// EncodeAll renders files: file name -> bytes.
func EncodeAll(files []*File) (map[string][]byte, error) {
	out := map[string][]byte{}
	for _, f := range files {
		var b bytes.Buffer
		if err := Encode(&b, f); err != nil {
			return nil, err
		}
		out[f.Name+".json"] = b.Bytes()
	}
	return out, nil
}

// Drift compares the encoded files with the *.json files of dir and returns
// a line per difference (changed, missing or stale file).
func Drift(dir string, want map[string][]byte) ([]string, error) {
	var diffs []string
	have, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil {
		return nil, err
	}
	for _, p := range have {
		if _, ok := want[filepath.Base(p)]; !ok {
			diffs = append(diffs, "stale file "+p)
		}
	}
	for _, n := range sortedKeys(want) {
		b, err := os.ReadFile(filepath.Join(dir, n))
		switch {
		case os.IsNotExist(err):
			diffs = append(diffs, "missing file "+filepath.Join(dir, n))
		case err != nil:
			return nil, err
		case !bytes.Equal(b, want[n]):
			diffs = append(diffs, "changed file "+filepath.Join(dir, n)+": "+firstDiff(b, want[n]))
		}
	}
	if b, err := os.ReadFile(filepath.Join(dir, Manifest)); err == nil && !bytes.Equal(b, manifest(want)) {
		diffs = append(diffs, "changed file "+filepath.Join(dir, Manifest)+": "+firstDiff(b, manifest(want)))
	}
	return diffs, nil
}

func firstDiff(a, b []byte) string {
	al, bl := strings.Split(string(a), "\n"), strings.Split(string(b), "\n")
	for i := 0; i < len(al) || i < len(bl); i++ {
		var x, y string
		if i < len(al) {
			x = al[i]
		}
		if i < len(bl) {
			y = bl[i]
		}
		if x != y {
			return fmt.Sprintf("line %d: committed %q, exported %q", i+1, clip(x, 100), clip(y, 100))
		}
	}
	return "same lines"
}

func sortedKeys(m map[string][]byte) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// Manifest is the file WriteDir keeps in a directory it writes: the names of
// the vector files it wrote there, one per line. A later WriteDir removes
// only files the manifest lists and the new export no longer has; any other
// file in the directory is left alone.
const Manifest = "MANIFEST"

// manifest renders the manifest of files.
func manifest(files map[string][]byte) []byte {
	var b bytes.Buffer
	b.WriteString("# The vector files `bao vectors` wrote here (it removes only these).\n")
	for _, n := range sortedKeys(files) {
		b.WriteString(n + "\n")
	}
	return b.Bytes()
}

// readManifest lists the files of dir's manifest; none when it has none.
func readManifest(dir string) ([]string, error) {
	b, err := os.ReadFile(filepath.Join(dir, Manifest))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var names []string
	for _, line := range strings.Split(string(b), "\n") {
		line = strings.TrimSpace(line)
		// Only plain names of vector files: never a path out of dir.
		if line == "" || strings.HasPrefix(line, "#") || !strings.HasSuffix(line, ".json") || strings.ContainsAny(line, `/\`) || line != filepath.Base(line) {
			continue
		}
		names = append(names, line)
	}
	return names, nil
}

// WriteDir writes the encoded files into dir with their manifest, and removes
// the files of the previous manifest that the export no longer has. It
// removes nothing else.
func WriteDir(dir string, files map[string][]byte) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	old, err := readManifest(dir)
	if err != nil {
		return err
	}
	for _, n := range old {
		if _, ok := files[n]; !ok {
			if err := os.Remove(filepath.Join(dir, n)); err != nil && !errors.Is(err, fs.ErrNotExist) {
				return err
			}
		}
	}
	for _, n := range sortedKeys(files) {
		if err := os.WriteFile(filepath.Join(dir, n), files[n], 0o644); err != nil {
			return err
		}
	}
	return os.WriteFile(filepath.Join(dir, Manifest), manifest(files), 0o644)
}
