package generate

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"sort"
	"sync"

	probes "github.com/baolakiswahili/conformance/dialect"
	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/internal/version"
	"github.com/baolakiswahili/conformance/reference"
	"github.com/baolakiswahili/conformance/vectors"
)

// This file builds the engine-derived vectors: moves, dialect, illegal, game
// and perft. Everything is seeded and ordered, so Export returns the same
// bytes on every run. Each kind of file is built in a file of its own:
// export_moves.go (the moves files from random positions),
// export_dialect.go (the dialect file), export_games.go (games and perft),
// illegal.go.

// Profiles whose vectors are exported, "default" first.
var exportProfiles = []string{"default", "donkers", "bga", "abstractplay"}

var variants = []reference.Variant{reference.Kiswahili, reference.Kujifunza, reference.Hus}

func posJSON(p *reference.Position) json.RawMessage { return protocol.AppendPosition(nil, p) }

func moveJSON(m reference.Move) json.RawMessage { return protocol.AppendMove(nil, m) }

func outcomeJSON(o reference.Outcome) json.RawMessage { return protocol.AppendOutcome(nil, o) }

// hashID returns a short stable hash of the given parts.
func hashID(parts ...[]byte) string {
	h := fnv.New64a()
	for _, p := range parts {
		h.Write(p)
		h.Write([]byte{0})
	}
	return fmt.Sprintf("%012x", h.Sum64()&0xffffffffffff)
}

func rulesKey(rj reference.RulesJSON) []byte {
	b, _ := json.Marshal(rj)
	return b
}

func seedFor(profile string, v reference.Variant) uint64 {
	h := fnv.New64a()
	h.Write([]byte(profile))
	return h.Sum64() ^ uint64(v+1)*0x9e3779b97f4a7c15
}

// Export builds every vector file, in a fixed order: the Gherkin
// specification (hand-derived), then the engine-derived files.
func Export(ctx context.Context) ([]*vectors.File, error) {
	spec, err := ExportSpec()
	if err != nil {
		return nil, err
	}
	gen, err := exportEngine(ctx)
	if err != nil {
		return nil, err
	}
	files := append(spec, gen...)
	for _, f := range files {
		f.Version, f.License = version.Suite, version.License
	}
	return files, nil
}

// Encoded renders every exported file: file name -> bytes.
func Encoded(ctx context.Context) (map[string][]byte, error) {
	files, err := Export(ctx)
	if err != nil {
		return nil, err
	}
	return vectors.EncodeAll(files)
}

func exportEngine(ctx context.Context) ([]*vectors.File, error) {
	// Draw the pools in parallel; each is deterministic on its own.
	type key struct {
		profile string
		v       reference.Variant
	}
	pools := map[key]*pool{}
	var mu sync.Mutex
	var wg sync.WaitGroup
	var firstErr error
	sem := make(chan struct{}, 2)
	for _, prof := range exportProfiles {
		for _, v := range variants {
			wg.Add(1)
			go func() {
				defer wg.Done()
				sem <- struct{}{}
				defer func() { <-sem }()
				pl, err := drawPool(ctx, prof, v, planFor(prof, v).budget)
				mu.Lock()
				defer mu.Unlock()
				if err != nil && firstErr == nil {
					firstErr = err
				}
				pools[key{prof, v}] = pl
			}()
		}
	}
	wg.Wait()
	if firstErr != nil {
		return nil, firstErr
	}
	var files []*vectors.File
	// Moves vectors, one file per variant and profile.
	movesFiles := make([]*vectors.File, 0, len(exportProfiles)*len(variants))
	var merr error
	for _, prof := range exportProfiles {
		for _, v := range variants {
			pl := pools[key{prof, v}]
			f := &vectors.File{Format: vectors.Format, Name: fmt.Sprintf("moves-%s-%s", v, prof),
				Description: fmt.Sprintf("Engine-derived: the full legal move set, with each move's position and outcome, of %s positions reached by seeded random play under the %q profile.", v, prof)}
			movesFiles = append(movesFiles, f)
			wg.Add(1)
			go func() {
				defer wg.Done()
				sem <- struct{}{}
				defer func() { <-sem }()
				rj := reference.RulesJSON{Profile: prof}
				for _, s := range pick(pl.scattered(), planFor(prof, v).count) {
					vec, err := movesVector(fmt.Sprintf("moves.%s.%s", v, prof), rj, pl.rules, s.Position)
					if err != nil {
						mu.Lock()
						merr = errors.Join(merr, err)
						mu.Unlock()
						return
					}
					f.Vectors = append(f.Vectors, vec)
				}
				sortVectors(f.Vectors)
			}()
		}
	}
	wg.Wait()
	if merr != nil {
		return nil, merr
	}
	files = append(files, movesFiles...)
	var all []*pool
	for _, prof := range exportProfiles {
		for _, v := range variants {
			all = append(all, pools[key{prof, v}])
		}
	}
	dialect, err := dialectFile(all)
	if err != nil {
		return nil, err
	}
	illegalF, err := illegalFile(all)
	if err != nil {
		return nil, err
	}
	games, err := gamesFile()
	if err != nil {
		return nil, err
	}
	perft, err := perftFile(pools[key{"default", reference.Kiswahili}], pools[key{"default", reference.Kujifunza}], pools[key{"default", reference.Hus}])
	if err != nil {
		return nil, err
	}
	probesF, err := probes.ProbesFile() // the isolated probes: package dialect
	if err != nil {
		return nil, err
	}
	return append(files, dialect, probesF, illegalF, games, perft), nil
}

func sortVectors(vs []vectors.Vector) {
	sort.SliceStable(vs, func(i, j int) bool { return vs[i].ID < vs[j].ID })
}
