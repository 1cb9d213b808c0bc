// Package kits holds the adapter kits: small libraries that wrap an engine
// author's Bao engine in protocol v1 (README.md, "Check your engine"), so
// that the author writes only "list my moves" and "play my move" on a board
// array of their own language. Each kit is a directory of its language's
// code with a one-page README:
//
//	js/      JavaScript (an ES module for Node 18+) with TypeScript types
//	python/  Python 3, standard library only
//	rust/    a cargo crate over serde_json
//
// Every kit does the same: the protocol loop (hello, moves, apply; error
// replies of kinds illegal-move, bad-position, unsupported, bad-request;
// never exiting on bad input; one reply a line, flushed, echoing the id),
// strict JSON as the README's "Strict JSON" states it, and one board array
// with its conversions both ways: pits[i], i = side*16 + ring, ring 0..7
// the front pits 1..8 and 8..15 the back pits 8..1, so that clockwise is
// ring+1 on the mover's side, the house ring 4.
//
// The package has no Go code of its own: kits_test.go tests each kit end to
// end. For each kit it copies the kit's files into a temporary directory
// (so that go test notices a changed kit, and nothing is written into the
// source tree), runs the kit's own unit tests (node --test, python3 -m
// unittest, cargo test), and runs `bao check` over a stand-in engine that
// plays through the kit's board array: the kit converts each request's
// position into a board, the stand-in converts the board back into
// position JSON with its own table of pit names (written from the kit's
// README, not with the kit's converters), asks the reference engine for the
// answer (the JavaScript library of js/ for the JavaScript kit, `bao
// adapter` as a subprocess for Python and Rust), and converts the answers
// into boards again, which the kit writes as JSON. Every vector must pass
// (the stand-in declares every variant, option and profile, so none is
// n/a). A negative control then breaks the kit's reading of the back row
// in the copy and requires `bao check --run spec.sowing` to fail, so the
// stand-in is shown not to undo the kit's own mistakes.
//
// Each full run of bao check passes all 15,288 vectors but the 7 the
// protocol cannot observe; no --run subset is needed. Measured on the
// project's 2-core machine, shared with other work (go test -v shows each
// step's time; the ranges are a quiet and a busy machine): the JavaScript
// kit's test 40-70 s (bao check 31-47 s), Python's 30-50 s (bao check
// 26-44 s), Rust's about 56 s (cargo test 22-25 s, most of it building serde
// and serde_json in a fresh target directory; bao check over the debug build
// 26-30 s).
//
// A missing toolchain (node 18+, python3, cargo with serde_json in Debian's
// /usr/share/cargo/registry) skips its kit's test and says why, unless the
// environment variable BAO_KITS_REQUIRED is 1 (every kit) or lists kits
// (js,python,rust): then it fails. .ci/run installs the toolchains and sets
// it to the kits whose toolchains it found. BAO_KITS_CARGO names the cargo
// to use (default: cargo on PATH).
package kits
