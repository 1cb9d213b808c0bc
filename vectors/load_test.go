package vectors

import (
	"io/fs"
	"testing"
)

func BenchmarkLoad(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if _, err := Load(); err != nil {
			b.Fatal(err)
		}
	}
}

func TestFastDecodeMatchesStrict(t *testing.T) {
	sub, _ := fs.Sub(Data, DataDir)
	names, _ := fs.Glob(sub, "*.json")
	for _, n := range names {
		b, _ := fs.ReadFile(sub, n)
		if _, err := fastFile(b, false); err != nil {
			t.Errorf("%s: fast path declined: %v", n, err)
		}
	}
}
