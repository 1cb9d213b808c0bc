// Package fuzz holds the property tests and the fuzz targets of the reference
// engine (issue 4). It has no code of its own beyond this comment: everything
// lives in _test.go files.
//
// The properties (rapid) play random games of every variant under every
// profile, with random option overrides, and random well-formed positions that
// no game needs to reach, and check after every move:
//   - conservation: board plus stores hold 64 seeds, also at every event of a
//     traced move once the seeds in hand are counted;
//   - exact legality: Moves lists exactly the moves Apply accepts, among every
//     syntactically possible pit, direction, kichwa and safari choice;
//   - determinism, an untouched input, and South/North mirror symmetry;
//   - monotonic facts (stores, phase, houses, kutakata and captures);
//   - the lap limit, and a replay of the trace by an independent model;
//   - JSON (and text notation) round trips.
//
// A short run is the default (go test ./fuzz/). The long run is
// fuzz/long.sh; it sets BAO_LONG=1 and runs every Fuzz target for a while.
package fuzz
