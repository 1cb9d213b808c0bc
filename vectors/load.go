package vectors

import (
	"bytes"
	"context"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
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

// LoadPaths decodes vector files and directories of them.
func LoadPaths(paths []string) ([]*File, error) {
	var out []*File
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil {
			return nil, err
		}
		if st.IsDir() {
			fs, err := LoadFS(os.DirFS(p))
			if err != nil {
				return nil, fmt.Errorf("%s: %w", p, err)
			}
			out = append(out, fs...)
			continue
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return nil, err
		}
		f, err := decodeBytes(b, false)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", p, err)
		}
		out = append(out, f)
	}
	return out, nil
}

// Encoded renders every exported file: file name -> bytes.
func Encoded(ctx context.Context) (map[string][]byte, error) {
	files, err := Export(ctx)
	if err != nil {
		return nil, err
	}
	return EncodeAll(files)
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

// WriteDir writes the encoded files into dir and removes stale *.json files.
func WriteDir(dir string, files map[string][]byte) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	have, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	for _, p := range have {
		if _, ok := files[filepath.Base(p)]; !ok {
			if err := os.Remove(p); err != nil {
				return err
			}
		}
	}
	for _, n := range sortedKeys(files) {
		if err := os.WriteFile(filepath.Join(dir, n), files[n], 0o644); err != nil {
			return err
		}
	}
	return nil
}
