package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/mapping"
	"github.com/baolakiswahili/conformance/reference"
)

// buildTestdata builds the engine of testdata/NAME into a temporary
// directory and returns its path.
func buildTestdata(t *testing.T, name string) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds testdata/" + name)
	}
	bin := filepath.Join(t.TempDir(), name)
	if out, err := exec.Command("go", "build", "-o", bin, "./testdata/"+name).CombinedOutput(); err != nil {
		t.Fatalf("go build ./testdata/%s: %v\n%s", name, err, out)
	}
	return bin
}

// checkMapping runs `bao check --mapping --engine ENGINE` in-process and
// returns its exit code, its stdout's first line and all of it.
func checkMapping(t *testing.T, engine string, flags ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	args := append([]string{"check", "--mapping", "--engine", engine}, flags...)
	err := run(context.Background(), &env{stdin: strings.NewReader(""), stdout: &out, stderr: &errb}, args)
	first, _, _ := strings.Cut(out.String(), "\n")
	return exitCode(err), first, out.String()
}

// TestCheckMappingSlips: `bao check --mapping` on the reference adapter
// behind each slip of the mapping check (testdata/slipped) names that slip
// in its line, with every mapping position agreeing, shows a position that
// shows it, and exits 1; on two slips at once it names both; with no slip
// the mapping looks right (exit 0).
func TestCheckMappingSlips(t *testing.T) {
	slipped := buildTestdata(t, "slipped")
	code, line, _ := checkMapping(t, slipped)
	if code != 0 || line != "Mapping: looks right (14 of 14 mapping positions agree)" {
		t.Fatalf("no slip: exit %d, %q", code, line)
	}
	// The lines of some slips in full, their counts as sent worked out by
	// hand in mapping's TestMappingDiagnoseSingleSlips.
	full := map[string]string{
		"dir-swapped":  "Mapping: with cw and ccw swapped, 14 of 14 mapping positions agree (4 as sent): check your adapter's directions",
		"to-move-kept": "Mapping: with the side to move not changed in successors, 14 of 14 mapping positions agree (0 as sent): check your adapter's successors' side to move",
	}
	for _, s := range mapping.Known {
		t.Run(s.Name, func(t *testing.T) {
			t.Parallel()
			code, line, out := checkMapping(t, slipped+" -slip "+s.Name)
			if code != 1 || !strings.HasPrefix(line, "Mapping: with "+s.Text+", 14 of 14 mapping positions agree (") {
				t.Fatalf("exit %d, %q\nwant exit 1 naming %q", code, line, s.Text)
			}
			if w, ok := full[s.Name]; ok && line != w {
				t.Errorf("line %q\nwant %q", line, w)
			}
			if !strings.Contains(out, "\nMapping position m") || !strings.Contains(out, `we sent: {"op":"moves"`) {
				t.Errorf("no position shown:\n%s", out)
			}
		})
	}
	for _, pair := range []struct{ slips, line string }{
		{"south-front-reversed,dir-swapped", "Mapping: with South's front row read A8..A1 and cw and ccw swapped, 14 of 14 mapping positions agree ("},
		{"stores-swapped,houses-swapped", "Mapping: with the stores read from the other side and the houses read from the other side, 14 of 14 mapping positions agree ("},
		{"sides-swapped,south-front-reversed", "Mapping: with South and North swapped (pits, stores and houses) and South's front row read A8..A1, 14 of 14 mapping positions agree ("},
		{"to-move-kept,kichwa-as-dir", "Mapping: with the side to move not changed in successors and a namua capture's kichwa written as a direction, 14 of 14 mapping positions agree ("},
	} {
		t.Run(pair.slips, func(t *testing.T) {
			t.Parallel()
			code, line, _ := checkMapping(t, slipped+" -slip "+pair.slips)
			if code != 1 || !strings.HasPrefix(line, pair.line) {
				t.Errorf("exit %d, %q\nwant exit 1, %q...", code, line, pair.line)
			}
		})
	}
}

// TestCheckMappingProfiles: behind an engine that plays a profile of its
// own (testdata/slipped -profile), `bao check --mapping` names the slip
// under the readings the engine plays. Undeclared, the default rules and
// each profile are tried: the slip is named with every mapping position
// agreeing, under the profile when the default rules do not explain all
// answers; declared (-declare), under the profile alone, and the line
// says so. The first case is AbstractPlay's adapter with the seeds of
// South's front row copied reversed, which the default rules leave
// unexplained (mapping's TestMappingAbstractPlaySlipped): the slipped
// engine's answer to m05 through that slip lists the block of a7 as lasting
// (blockDuration=until-lifted), as AbstractPlay does. With no slip the
// mapping looks right.
func TestCheckMappingProfiles(t *testing.T) {
	slipped := buildTestdata(t, "slipped")
	const apLine = "Mapping: with the seeds of South's front row read A8..A1 (the pits of moves read right), 14 of 14 mapping positions agree (2 as sent): check your adapter's board mapping (predicted under profile abstractplay)"
	for _, declare := range []string{"", " -declare"} {
		code, line, _ := checkMapping(t, slipped+" -profile abstractplay"+declare+" -slip south-front-reversed-seeds")
		if code != 1 || line != apLine {
			t.Errorf("abstractplay%s: exit %d, %q\nwant exit 1, %q", declare, code, line, apLine)
		}
	}
	// m05 through the slip: the engine's A3 holds the 4 seeds of A6, and A3
	// sown ccw blocks a7 (the reference, under both readings).
	m05 := mapping.Probes()[4]
	req := `{"id":1,"op":"moves","rules":{"profile":"default"},"position":` + string(protocol.AppendPosition(nil, &m05.Position)) + "}\n"
	for _, tt := range []struct {
		profile, want string
	}{{"abstractplay", `"blocked":"a7","mustCapture":null,"blocks":[{"pit":"a7"}]}`}, {"default", `"blocked":"a7","mustCapture":null}`}} {
		cmd := exec.Command(slipped, "-profile", tt.profile, "-slip", "south-front-reversed-seeds")
		cmd.Stdin = strings.NewReader(req)
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("slipped -profile %s: %v", tt.profile, err)
		}
		r, err := protocol.DecodeReply(bytes.TrimSpace(out))
		if err != nil || r.Error != nil {
			t.Fatalf("slipped -profile %s: %s: %v", tt.profile, out, err)
		}
		found := false
		for _, s := range r.Moves {
			if string(s.Move) == `{"pit":"A3","dir":"ccw"}` {
				found = true
				if !strings.HasSuffix(string(s.Position), tt.want) {
					t.Errorf("slipped -profile %s, m05 A3 ccw: %s, want it to end %s", tt.profile, s.Position, tt.want)
				}
			}
		}
		if !found {
			t.Errorf("slipped -profile %s, m05: no A3 ccw in %s", tt.profile, out)
		}
	}
	slips := []string{"south-front-reversed", "north-back-reversed-seeds", "front-back-swapped", "sides-swapped", "to-move-flipped", "houses-swapped", "dir-swapped", "kichwa-as-dir"}
	for _, prof := range []string{"abstractplay", "bga", "donkers"} {
		for _, declare := range []string{"", " -declare"} {
			t.Run(prof+declare, func(t *testing.T) {
				t.Parallel()
				engine := slipped + " -profile " + prof + declare
				code, line, _ := checkMapping(t, engine)
				want := "Mapping: looks right (14 of 14 mapping positions agree)"
				if declare != "" {
					want = "Mapping: looks right (14 of 14 mapping positions agree; predicted under profile " + prof + ")"
				}
				if code != 0 || line != want {
					t.Errorf("no slip: exit %d, %q\nwant exit 0, %q", code, line, want)
				}
				for _, name := range slips {
					s, err := mapping.Lookup(name)
					if err != nil {
						t.Fatal(err)
					}
					code, line, _ := checkMapping(t, engine+" -slip "+name)
					under := " (predicted under profile " + prof + ")"
					if code != 1 || !strings.HasPrefix(line, "Mapping: with "+s.Text()+", 14 of 14 mapping positions agree (") ||
						(declare != "" && !strings.HasSuffix(line, under)) {
						t.Errorf("%s: exit %d, %q\nwant exit 1 naming %q", name, code, line, s.Text())
					}
				}
			})
		}
	}
}

// TestCheckMappingIndieBugs: the planted bugs of testdata/indie (an
// independent engine; every bug its -list-bugs names, so that bugs added
// later are covered) are rule bugs, not mapping slips: `bao check
// --mapping` names no slip for any of them, and without a bug the mapping
// looks right.
func TestCheckMappingIndieBugs(t *testing.T) {
	indie := buildTestdata(t, "indie")
	out, err := exec.Command(indie, "-list-bugs").Output()
	if err != nil {
		t.Fatalf("indie -list-bugs: %v", err)
	}
	code, line, _ := checkMapping(t, indie)
	if code != 0 || line != "Mapping: looks right (14 of 14 mapping positions agree)" {
		t.Fatalf("no bug: exit %d, %q", code, line)
	}
	for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		bug := strings.Fields(l)[0]
		t.Run(bug, func(t *testing.T) {
			t.Parallel()
			_, line, _ := checkMapping(t, indie+" -bug "+bug)
			if !strings.HasPrefix(line, "Mapping: ") || strings.HasPrefix(line, "Mapping: with ") {
				t.Errorf("%q: a rule bug taken for a slip", line)
			}
		})
	}
}

// TestCheckMappingHouseBugs: rule bugs of the house, planted in the engine
// behind a right adapter (testdata/slipped -bug), are not taken for slips,
// though houses-swapped changes a house's state after the move too. First
// each bug is seen acting, on two hand-built namua positions with South to
// move: in T his intact house A5 (8) is his only front pit and faces an
// empty pit, so A5 cw is a taxation (the hand seed, then A6 and A7 sown:
// A5 keeps 7 and stays intact), which never-taxes sows in full (A5's 9
// seeds from A6 to B3: A5 empty, the house destroyed); in R his intact
// house A5 holds 3 (an ordinary pit) and A2 cw (2 and the hand seed) ends
// in it, which is lifted and sown on from A6 to B8: A5 empty and destroyed,
// left intact by never-destroys-house and relay-keeps-house. Then on the
// mapping positions: an engine that never destroys a house differs where
// an intact house is captured (the A4 and a4 captures of m01-m04) and
// houses-swapped changes the moves there (a stop or a safari in the
// mover's house), so no slip explains the four; the other two bugs change
// nothing, since no mapping position gives the mover an intact house
// (none is taxed, no relay lifts one).
func TestCheckMappingHouseBugs(t *testing.T) {
	slipped := buildTestdata(t, "slipped")
	const taxed = `
kiswahili south to move
north store 10 house destroyed
b 0 0 0 0 0 0 0 0
a 0 0 0 0 0 0 0 6
A 0 0 0 0 8 0 0 0
B 0 0 0 0 0 0 0 30
south store 10 house intact
`
	const relay = `
kiswahili south to move
north store 10 house destroyed
b 0 0 0 0 0 0 0 0
a 0 0 0 0 0 0 0 6
A 0 2 0 0 3 0 0 0
B 33 0 0 0 0 0 0 0
south store 10 house intact
`
	type result struct {
		a5    int
		house reference.HouseState
	}
	kept, taxedOK, gone := result{0, reference.HouseIntact}, result{7, reference.HouseIntact}, result{0, reference.HouseDestroyed}
	for _, tt := range []struct {
		bug          string
		taxed, relay result
	}{
		{"", taxedOK, gone},
		{"never-destroys-house", taxedOK, kept},
		{"relay-keeps-house", taxedOK, kept},
		{"never-taxes", gone, gone},
	} {
		engine := []string{}
		if tt.bug != "" {
			engine = []string{"-bug", tt.bug}
		}
		var in bytes.Buffer
		for i, c := range []struct{ op, pos, move string }{
			{"moves", taxed, `{"pit":"A5","dir":"cw"}`},
			{"moves", relay, `{"pit":"A2","dir":"cw"}`},
			{"apply", taxed, `{"pit":"A5","dir":"cw"}`},
		} {
			p, err := reference.ParsePositionText(strings.TrimSpace(c.pos))
			if err != nil {
				t.Fatal(err)
			}
			req := fmt.Sprintf(`{"id":%d,"op":"%s","rules":{"profile":"default"},"position":%s`, i+1, c.op, protocol.AppendPosition(nil, &p))
			if c.op == "apply" {
				req += `,"move":` + c.move
			}
			in.WriteString(req + "}\n")
		}
		cmd := exec.Command(slipped, engine...)
		cmd.Stdin = &in
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("slipped %v: %v", engine, err)
		}
		lines := strings.Split(strings.TrimSpace(string(out)), "\n")
		if len(lines) != 3 {
			t.Fatalf("slipped %v: %d replies, want 3:\n%s", engine, len(lines), out)
		}
		got := func(line int, move string) result {
			r, err := protocol.DecodeReply([]byte(lines[line]))
			if err != nil || r.Error != nil {
				t.Fatalf("slipped %v: reply %s: %v", engine, lines[line], err)
			}
			pos := r.Position
			for _, s := range r.Moves {
				if string(s.Move) == move {
					pos = s.Position
				}
			}
			p, err := protocol.DecodePosition(pos)
			if err != nil {
				t.Fatalf("slipped %v: no successor of %s in %s", engine, move, lines[line])
			}
			return result{p.Seeds(reference.PitOf(reference.South, reference.HouseRing)), p.House[reference.South]}
		}
		if g := got(0, `{"pit":"A5","dir":"cw"}`); g != tt.taxed {
			t.Errorf("slipped %v, T, A5 cw: A5 and South's house %v, want %v", engine, g, tt.taxed)
		}
		if g := got(1, `{"pit":"A2","dir":"cw"}`); g != tt.relay {
			t.Errorf("slipped %v, R, A2 cw: A5 and South's house %v, want %v", engine, g, tt.relay)
		}
		if g := got(2, ""); g != tt.taxed {
			t.Errorf("slipped %v, T, apply A5 cw: A5 and South's house %v, want %v", engine, g, tt.taxed)
		}
	}
	out, err := exec.Command(slipped, "-list-bugs").Output()
	if err != nil {
		t.Fatalf("slipped -list-bugs: %v", err)
	}
	lines := map[string]string{
		"never-destroys-house": "Mapping: looks right (no slip explains the 4 of 14 positions that differ; they are the engine's own, see the failures)",
		"relay-keeps-house":    "Mapping: looks right (14 of 14 mapping positions agree)",
		"never-taxes":          "Mapping: looks right (14 of 14 mapping positions agree)",
	}
	listed := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(listed) != len(lines) {
		t.Errorf("slipped -list-bugs lists %d bugs, the test knows %d:\n%s", len(listed), len(lines), out)
	}
	for _, l := range listed {
		bug := strings.Fields(l)[0]
		t.Run(bug, func(t *testing.T) {
			t.Parallel()
			code, line, _ := checkMapping(t, slipped+" -bug "+bug)
			if code != 0 || line != lines[bug] {
				t.Errorf("exit %d, %q\nwant exit 0, %q", code, line, lines[bug])
			}
		})
	}
}

// TestCheckMappingCommand: `bao check --mapping` of the built command, on
// its own reference adapter (no --engine), looks right and exits 0; --json
// writes the finding; the flags that choose vectors are refused (exit 2).
func TestCheckMappingCommand(t *testing.T) {
	bao := buildBao(t)
	js := filepath.Join(t.TempDir(), "mapping.json")
	cmd := exec.Command(bao, "check", "--mapping", "--json", js)
	out, err := cmd.Output()
	if err != nil || string(out) != "Mapping: looks right (14 of 14 mapping positions agree)\n" {
		t.Fatalf("bao check --mapping: %v, %q", err, out)
	}
	var rep struct {
		Engine  string
		Mapping mapping.Finding
	}
	b, err := os.ReadFile(js)
	if err != nil || json.Unmarshal(b, &rep) != nil || rep.Mapping.Verdict != mapping.Right || rep.Mapping.Agree != 14 || !strings.Contains(rep.Engine, "reference") {
		t.Errorf("--json: %v %s", err, b)
	}
	for _, flag := range [][]string{{"--list"}, {"--run", "perft"}, {"--vectors", "x.json"}, {"--junit", filepath.Join(t.TempDir(), "r.xml")}} {
		var stdout, stderr bytes.Buffer
		err := run(context.Background(), &env{stdin: strings.NewReader(""), stdout: &stdout, stderr: &stderr}, append([]string{"check", "--mapping", "--engine", bao + " adapter"}, flag...))
		var ee *exitError
		if !errors.As(err, &ee) || ee.code != 2 || !strings.Contains(err.Error(), "--mapping and "+flag[0]) {
			t.Errorf("--mapping %v: %v", flag, err)
		}
	}
	// An engine that is none: exit 2, naming it.
	code, _, _ := checkMapping(t, "echo hello")
	if code != 2 {
		t.Errorf("echo hello: exit %d, want 2", code)
	}
}
