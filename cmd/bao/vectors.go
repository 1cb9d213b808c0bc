package main

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/baolakiswahili/conformance/vectors"
	"github.com/baolakiswahili/conformance/vectors/generate"
)

func init() {
	register(command{
		name:    "vectors",
		summary: "export the shared vectors deterministically (--check: compare with the committed files)",
		run:     runVectors,
	})
}

func runVectors(ctx context.Context, e *env, args []string) error {
	fs := newFlagSet(e, "vectors", "[-o DIR] [--check] [--stats]",
		"Exports every vector: the Gherkin scenarios (hand-derived) and the engine-derived moves,\n"+
			"dialect, illegal, game and perft files. The output is the same on every run.")
	out := fs.StringP("out", "o", "vectors/data", "write the vector files into `DIR`, with their MANIFEST; only files an earlier MANIFEST lists are removed")
	check := fs.Bool("check", false, "do not write: compare a fresh export with the files in the -o directory; exit 1 on any difference")
	stats := fs.Bool("stats", false, "print the number of vectors per file, kind and variant; write nothing")
	pos, err := fs.parse(args)
	if err != nil {
		return helpOK(err)
	}
	if err := fs.noArgs(pos); err != nil {
		return err
	}
	if *out == "" {
		return usageError("vectors: --out: want a directory, got \"\"")
	}
	files, err := exportVectors(ctx)
	if err != nil {
		return &exitError{code: 2, err: fmt.Errorf("vectors: export: %w", err)}
	}
	if *stats {
		writeStats(e, files)
		if !*check {
			return nil // --stats only counts: it writes nothing
		}
	}
	encoded, err := vectors.EncodeAll(files)
	if err != nil {
		return &exitError{code: 2, err: fmt.Errorf("vectors: %w", err)}
	}
	if *check {
		diffs, err := vectors.Drift(*out, encoded)
		if err != nil {
			return usageError("vectors: %v", err)
		}
		if len(diffs) > 0 {
			fmt.Fprintln(e.stdout, strings.Join(diffs, "\n"))
			return &exitError{code: 1, err: fmt.Errorf("vectors: %d files differ from a fresh export (run bao vectors -o %s)", len(diffs), *out)}
		}
		fmt.Fprintf(e.stdout, "%d vector files in %s are up to date\n", len(encoded), *out)
		return nil
	}
	if err := vectors.WriteDir(*out, encoded); err != nil {
		return &exitError{code: 2, err: fmt.Errorf("vectors: writing %s: %w", *out, err)}
	}
	n := 0
	for _, f := range files {
		n += len(f.Vectors)
	}
	fmt.Fprintf(e.stdout, "wrote %d vectors in %d files to %s\n", n, len(files), *out)
	return nil
}

// exportVectors builds every vector file; tests replace it with a small export.
var exportVectors = generate.Export

func writeStats(e *env, files []*vectors.File) {
	type key struct{ kind, variant string }
	counts := map[key]int{}
	derived := map[string]int{}
	for _, f := range files {
		byKind := map[string]int{}
		for i := range f.Vectors {
			v := &f.Vectors[i]
			counts[key{v.Kind, v.Variant()}]++
			byKind[v.Kind]++
			derived[v.Derived]++
		}
		var parts []string
		for _, k := range slices.Sorted(maps.Keys(byKind)) {
			parts = append(parts, fmt.Sprintf("%s %d", k, byKind[k]))
		}
		fmt.Fprintf(e.stdout, "%-44s %6d  %s", f.Name, len(f.Vectors), strings.Join(parts, ", "))
		if len(f.Skipped) > 0 {
			fmt.Fprintf(e.stdout, "  (%d scenarios skipped)", len(f.Skipped))
		}
		fmt.Fprintln(e.stdout)
	}
	fmt.Fprintf(e.stdout, "\n%-10s %10s %10s %10s\n", "kind", "kiswahili", "kujifunza", "hus")
	for _, k := range []string{vectors.KindApply, vectors.KindIllegal, vectors.KindMoves, vectors.KindGame, vectors.KindPerft} {
		fmt.Fprintf(e.stdout, "%-10s %10d %10d %10d\n", k, counts[key{k, "kiswahili"}], counts[key{k, "kujifunza"}], counts[key{k, "hus"}])
	}
	fmt.Fprintf(e.stdout, "\nhand-derived %d, engine-derived %d\n\n", derived[vectors.DerivedHand], derived[vectors.DerivedEngine])
}
