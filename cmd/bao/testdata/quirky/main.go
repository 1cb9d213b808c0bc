// Command quirky is a protocol v1 test engine built on the reference engine,
// whose flags each reproduce one behaviour real engines were seen to have
// (README.md), so that bao check's report can be tested against them.
//
// Without flags it plays like the reference adapter under the default rules,
// with a hello that declares no options: name "quirky", variants
// ["kiswahili"], and a request whose rules ask for another profile or any
// option answered "unsupported". It never exits on bad input (only
// -exit-every makes it exit).
//
//	go build -o /tmp/quirky ./cmd/bao/testdata/quirky
//	go run ./cmd/bao check --engine "/tmp/quirky -lasting-short" --quiet
package main

import (
	"bufio"
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"time"
)

// maxLine is the longest request line quirky reads, in bytes.
const maxLine = 16 << 20

// config holds the quirks the flags chose.
type config struct {
	strictPositions bool          // -strict-positions
	exitEvery       int           // -exit-every (0: never)
	flaky           float64       // -flaky: the fraction of replies with positions to spoil
	seed            uint64        // -seed
	lastingShort    bool          // -lasting-short
	mixedLoneKichwa bool          // -mixed-lone-kichwa
	houseNamuaStart bool          // -house-namua-start
	lapPerSowing    bool          // -lap-per-sowing
	delay           time.Duration // -delay: a slow engine
}

func main() {
	cfg, err := parseFlags(os.Args[1:], os.Stderr)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return
		}
		fmt.Fprintln(os.Stderr, "quirky:", err)
		os.Exit(2)
	}
	if err := serve(cfg, os.Stdin, os.Stdout, func() { os.Exit(0) }); err != nil {
		fmt.Fprintln(os.Stderr, "quirky:", err)
		os.Exit(1)
	}
}

// parseFlags reads the command line into a config.
func parseFlags(args []string, stderr io.Writer) (config, error) {
	var cfg config
	fs := flag.NewFlagSet("quirky", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.BoolVar(&cfg.strictPositions, "strict-positions", false,
		`decode positions strictly without knowing the optional "blocks" field: refuse a position that carries it (bad-position)`)
	fs.IntVar(&cfg.exitEvery, "exit-every", 0,
		"exit (status 0) after answering `N` requests since the start, the hello included (0: never)")
	fs.Float64Var(&cfg.flaky, "flaky", 0,
		"in a fraction `P` of the replies that carry positions, move one seed of one position from one pit to another")
	fs.Uint64Var(&cfg.seed, "seed", 1, "the random seed of -flaky")
	fs.BoolVar(&cfg.lastingShort, "lasting-short", false,
		`play blockDuration=until-lifted and leave out of "blocks" a lasting block that "blocked" or "mustCapture" names`)
	fs.BoolVar(&cfg.mixedLoneKichwa, "mixed-lone-kichwa", false,
		"play loneKichwa=forbidden in mtaji and loneKichwa=end-of-move in namua")
	fs.BoolVar(&cfg.houseNamuaStart, "house-namua-start", false,
		"keep the house intact when a namua move starting from it empties it (houseDestroyedBy=capture-or-safari for that move only)")
	fs.BoolVar(&cfg.lapPerSowing, "lap-per-sowing", false,
		"count the lap limit's 192 seeds from the last capture, not over the whole move")
	fs.DurationVar(&cfg.delay, "delay", 0, "wait this long before each reply: a slow engine (for bao check --jobs)")
	if err := fs.Parse(args); err != nil {
		return cfg, err
	}
	if fs.NArg() > 0 {
		return cfg, fmt.Errorf("unexpected argument %q (quirky takes flags only)", fs.Arg(0))
	}
	if cfg.exitEvery < 0 {
		return cfg, fmt.Errorf("-exit-every %d: want 0 (never) or more", cfg.exitEvery)
	}
	if cfg.flaky < 0 || cfg.flaky > 1 {
		return cfg, fmt.Errorf("-flaky %g: want a fraction from 0 to 1", cfg.flaky)
	}
	return cfg, nil
}

// serve answers one request per non-blank line of in until in ends. Under
// -exit-every it calls exit after writing and flushing the Nth reply.
func serve(cfg config, in io.Reader, out io.Writer, exit func()) error {
	e := newEngine(cfg)
	br := bufio.NewReaderSize(in, 64<<10)
	bw := bufio.NewWriter(out)
	answered := 0
	for {
		line, tooLong, rerr := readLine(br)
		if len(bytes.TrimSpace(line)) > 0 || tooLong {
			var reply []byte
			if tooLong {
				reply = errorReply(nil, kindBadRequest, fmt.Sprintf("request line longer than %d bytes", maxLine))
			} else {
				reply = e.answer(line)
			}
			time.Sleep(cfg.delay)
			reply = append(reply, '\n')
			if _, err := bw.Write(reply); err != nil {
				return fmt.Errorf("writing reply: %w", err)
			}
			if err := bw.Flush(); err != nil {
				return fmt.Errorf("writing reply: %w", err)
			}
			answered++
			if cfg.exitEvery > 0 && answered >= cfg.exitEvery {
				exit()
				return nil
			}
		}
		if rerr != nil {
			if errors.Is(rerr, io.EOF) {
				return nil
			}
			return fmt.Errorf("reading request: %w", rerr)
		}
	}
}

// readLine reads one line without its newline. A line longer than maxLine is
// read to its end and reported as tooLong.
func readLine(br *bufio.Reader) (line []byte, tooLong bool, err error) {
	var buf []byte
	for {
		chunk, err := br.ReadSlice('\n')
		if !tooLong {
			if len(buf)+len(chunk) > maxLine+1 {
				tooLong, buf = true, nil
			} else {
				buf = append(buf, chunk...)
			}
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if tooLong {
			return nil, true, err
		}
		return bytes.TrimSuffix(buf, []byte{'\n'}), false, err
	}
}

// newRand returns the random source of -flaky.
func newRand(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, 0x5155_4952_4b59)) // "QUIRKY"
}
