package mapping

import (
	"slices"
	"strings"
	"testing"

	"github.com/baolakiswahili/conformance/internal/protocol"
	"github.com/baolakiswahili/conformance/reference"
)

// predictedUnder returns the answers the slips predict on the probes for
// an engine that plays r.
func predictedUnder(ss Slips, r reference.Rules) []Answer {
	ps := Probes()
	out := make([]Answer, len(ps))
	for i := range ps {
		out[i] = PredictUnder(ss, &ps[i], r)
	}
	return out
}

func mustProfile(t *testing.T, name string) reference.Rules {
	t.Helper()
	r, err := reference.Profile(name)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestMappingPredictUnderAsSent: with no slip, the answers under every
// profile are the default rules' (the probes are reading-free), so the
// reference's answers look right under each.
func TestMappingPredictUnderAsSent(t *testing.T) {
	ref := predicted(nil)
	for _, name := range reference.ProfileNames() {
		r := mustProfile(t, name)
		if got := predictedUnder(nil, r); !answersEqual(got, ref) {
			t.Errorf("%s: the answers as sent differ from the default rules'", name)
		}
		f := DiagnoseUnder(ref, r)
		if f.Verdict != Right || f.Agree != 14 {
			t.Errorf("%s: %s", name, f.Line)
		}
	}
}

// asReplies returns the answers as an engine writes them: each written
// in a reply and read back (ParseReply).
func asReplies(t *testing.T, as []Answer) []Answer {
	t.Helper()
	out := make([]Answer, len(as))
	for i, a := range as {
		if a.Refused || a.Bad != "" {
			out[i] = a
			continue
		}
		var b strings.Builder
		b.WriteString(`{"id":1,"moves":[`)
		for j, s := range a.Successors {
			if j > 0 {
				b.WriteByte(',')
			}
			b.WriteString(`{"move":` + s.Move + `,"position":` + s.Position + `,"outcome":` + s.Outcome + `}`)
		}
		b.WriteString("]}")
		if out[i] = ParseReply([]byte(b.String())); !out[i].Equal(&a) {
			t.Errorf("answer %d does not read back: %s", i, b.String())
		}
	}
	return out
}

// TestMappingDiagnoseUnderProfiles: an engine that plays a profile behind
// each slip is found with that slip under the profile's readings, every
// probe agreeing, and the line says the readings. Its answers are read
// as an engine writes them: through front-back-swapped a block stands in
// a back row (a7 blocked is B7 read back, listed in blocks under bga's and
// AbstractPlay's lasting blocks), which must still read.
func TestMappingDiagnoseUnderProfiles(t *testing.T) {
	for _, name := range reference.ProfileNames()[1:] {
		r := mustProfile(t, name)
		for _, s := range Known {
			f := DiagnoseUnder(asReplies(t, predictedUnder(Slips{s}, r)), r)
			if f.Verdict != Slipped || !slices.Equal(f.Slips, []string{s.Name}) || f.Agree != 14 || f.Readings != "profile "+name {
				t.Errorf("%s, %s: %s", name, s.Name, f.Line)
				continue
			}
			if !strings.HasPrefix(f.Line, "Mapping: with "+s.Text+", 14 of 14 mapping positions agree (") ||
				!strings.HasSuffix(f.Line, " (predicted under profile "+name+")") {
				t.Errorf("%s, %s: line %q", name, s.Name, f.Line)
			}
		}
	}
}

// TestMappingAbstractPlaySlipped is the case of AbstractPlay's engine
// behind its adapter with the seeds of South's front row copied reversed.
// Through that slip four probes reach positions where its readings
// matter, as the reference shows under profile abstractplay and under the
// default rules: in m01 and m04 the capture empties the other's front
// row, which frontRowEmpty=play-out sows to its end, and in m05 and m14 a
// kutakata blocks a pit (a7, a1), a block that lasts under
// blockDuration=until-lifted and so is listed in blocks. Under the default
// rules the slip then explains 10 answers of 14, too few, and the 12 that
// differ from the reference (all but m09 and m13, whose sowings the slip
// leaves alone) are unexplained; under the engine's readings it explains
// all 14.
func TestMappingAbstractPlaySlipped(t *testing.T) {
	ap := mustProfile(t, "abstractplay")
	ss, err := Lookup("south-front-reversed-seeds")
	if err != nil {
		t.Fatal(err)
	}
	answers := predictedUnder(ss, ap)
	def := predicted(ss)
	var differ []string
	for i, p := range Probes() {
		if !answers[i].Equal(&def[i]) {
			differ = append(differ, p.ID)
		}
	}
	if !slices.Equal(differ, []string{"m01", "m04", "m05", "m14"}) {
		t.Fatalf("abstractplay and the default rules differ through the slip on %v", differ)
	}
	for _, c := range []struct {
		probe, move, blocked string
	}{{"m05", `{"pit":"A3","dir":"ccw"}`, "a7"}, {"m14", `{"pit":"A2","dir":"cw"}`, "a1"}} {
		k := probeIndex(t, c.probe)
		a, d := successorOf(t, answers[k], c.move), successorOf(t, def[k], c.move)
		if a.Blocked.String() != c.blocked || a.LastingPit(reference.North).String() != c.blocked {
			t.Errorf("%s %s under abstractplay: blocked %v, lasting %v; want %s both", c.probe, c.move, a.Blocked, a.LastingPit(reference.North), c.blocked)
		}
		if d.Blocked.String() != c.blocked || d.Lasting != [2]reference.LastingBlock{} {
			t.Errorf("%s %s under the default rules: blocked %v, lasting %v; want %s, none", c.probe, c.move, d.Blocked, d.Lasting, c.blocked)
		}
		a.Lasting = d.Lasting
		if a != d {
			t.Errorf("%s %s: the successors differ in more than the lasting block", c.probe, c.move)
		}
	}
	for _, id := range []string{"m01", "m04"} {
		k := probeIndex(t, id)
		emptied := 0
		for _, s := range def[k].Successors {
			if strings.Contains(s.Outcome, "front-row-empty") {
				emptied++
				if slices.Contains(answers[k].Successors, s) {
					t.Errorf("%s %s: the front row emptied, and abstractplay's successor is the default rules'", id, s.Move)
				}
			}
		}
		if emptied == 0 {
			t.Errorf("%s: no move empties a front row", id)
		}
	}
	f := Diagnose(answers)
	if f.Verdict != Unexplained || f.Line != "Mapping: unexplained (12 of 14 mapping positions differ and no slip explains them): check your adapter's board mapping, or see the failures" ||
		strings.Join(f.Differ, " ") != "m01 m02 m03 m04 m05 m06 m07 m08 m10 m11 m12 m14" {
		t.Errorf("under the default rules: %+v", f)
	}
	f = DiagnoseUnder(answers, ap)
	want := "Mapping: with the seeds of South's front row read A8..A1 (the pits of moves read right), 14 of 14 mapping positions agree (2 as sent): check your adapter's board mapping (predicted under profile abstractplay)"
	if f.Verdict != Slipped || f.Line != want || f.Readings != "profile abstractplay" {
		t.Errorf("under abstractplay: %s\nwant %s", f.Line, want)
	}
	all := []reference.Rules{{}, mustProfile(t, "abstractplay"), mustProfile(t, "bga"), mustProfile(t, "donkers")}
	if g := DiagnoseAmong(answers, all); g.Line != want {
		t.Errorf("among the profiles: %s", g.Line)
	}
	// The reference's answers: the first rule set's finding stands.
	if g := DiagnoseAmong(predicted(nil), all); g.Line != "Mapping: looks right (14 of 14 mapping positions agree)" {
		t.Errorf("the reference among the profiles: %s", g.Line)
	}
	if g := DiagnoseAmong(predicted(nil), all[1:]); g.Line != "Mapping: looks right (14 of 14 mapping positions agree; predicted under profile abstractplay)" {
		t.Errorf("the reference among abstractplay and the others: %s", g.Line)
	}
}

// successorOf returns the position of the successor of move in a.
func successorOf(t *testing.T, a Answer, move string) reference.Position {
	t.Helper()
	for _, s := range a.Successors {
		if s.Move == move {
			p, err := protocol.DecodePosition([]byte(s.Position))
			if err != nil {
				t.Fatal(err)
			}
			return p
		}
	}
	t.Fatalf("no successor of %s in %v", move, moveList(&a))
	return reference.Position{}
}

// TestMappingAnswerUnder: under blockDuration=until-lifted a successor that
// states a block (blocked or mustCapture) without listing it in blocks is
// the one that lists it; under the default rules they are two answers. A
// block listed with a count of moves is another answer under both.
func TestMappingAnswerUnder(t *testing.T) {
	south := `{"front":[2,0,0,0,0,0,0,0],"back":[0,0,0,0,0,0,0,0],"store":0,"house":"destroyed"}`
	north := `{"front":[0,0,0,0,0,0,3,0],"back":[0,0,0,0,0,0,0,0],"store":0,"house":"destroyed"}`
	pos := func(rest string) string {
		return `{"variant":"kiswahili","toMove":"north","south":` + south + `,"north":` + north + `,"blocked":"a7","mustCapture":null` + rest + `}`
	}
	reply := func(rest string) Answer {
		return ParseReply([]byte(`{"id":1,"moves":[{"move":{"pit":"A1","dir":"cw"},"position":` + pos(rest) + `,"outcome":null}]}`))
	}
	stated, listed, counted := reply(""), reply(`,"blocks":[{"pit":"a7"}]`), reply(`,"blocks":[{"pit":"a7","turns":2}]`)
	for _, a := range []Answer{stated, listed, counted} {
		if a.Bad != "" || len(a.Successors) != 1 {
			t.Fatalf("reply not read: %+v", a)
		}
	}
	ap := mustProfile(t, "abstractplay")
	var until reference.Rules
	until.BlockDuration = reference.BlockUntilLifted
	for _, tt := range []struct {
		name       string
		r          reference.Rules
		same, both bool // stated equals listed; counted equals listed
	}{
		{"default", reference.Rules{}, false, false},
		{"blockDuration=until-lifted", until, true, false},
		{"abstractplay", ap, true, false},
		{"bga", mustProfile(t, "bga"), false, false},
	} {
		s, l, c := stated.Under(tt.r), listed.Under(tt.r), counted.Under(tt.r)
		if s.Equal(&l) != tt.same || c.Equal(&l) != tt.both {
			t.Errorf("%s: stated = listed %v, counted = listed %v; want %v, %v", tt.name, s.Equal(&l), c.Equal(&l), tt.same, tt.both)
		}
		if !l.Equal(&listed) {
			t.Errorf("%s: the listed block changed", tt.name)
		}
	}
	// Refusals and answers that cannot be compared are as they are.
	for _, a := range []Answer{{Refused: true, Kind: "bad-position"}, {Bad: "no reply"}, ParseReply([]byte(`{"id":1,"moves":[{"move":{"pit":"A1"},"position":{"x":1},"outcome":null}]}`))} {
		if got := a.Under(ap); !slices.EqualFunc([]Answer{got}, []Answer{a}, func(x, y Answer) bool {
			return x.Bad == y.Bad && x.Refused == y.Refused && slices.Equal(x.Successors, y.Successors)
		}) {
			t.Errorf("%+v under abstractplay: %+v", a, got)
		}
	}
}

// TestMappingReadings names rule sets for the line.
func TestMappingReadings(t *testing.T) {
	bga := mustProfile(t, "bga")
	bga100 := bga
	bga100.LapLimit = reference.Lap100Illegal
	var until reference.Rules
	until.BlockDuration = reference.BlockUntilLifted
	far := mustProfile(t, "donkers")
	far.BlockDuration = reference.BlockUntilLifted
	far.LoneKichwa = reference.LoneKichwaLoses
	far.FrontRowEmpty = reference.FrontRowPlayOut
	for _, tt := range []struct {
		r    reference.Rules
		want string
	}{
		{reference.Rules{}, "the default rules"},
		{mustProfile(t, "abstractplay"), "profile abstractplay"},
		{bga, "profile bga"},
		{bga100, "profile bga with lapLimit=100-seeds-illegal"},
		{until, "the default rules with blockDuration=until-lifted"},
		{far, "readings mtajiHouseCapture=stops, houseLostAtCapture=lost-when-namua-ends, taxation=any-count, houseStart=donkers, namuaHouseStop=any-count, namuaSingletons=only-destroyed, loneKichwa=loses, frontRowEmpty=play-out, lapLimit=100-seeds-illegal, kutakatiaPhase=stores-empty, blockExceptions=owned-house, blockObligation=none, blockDuration=until-lifted, kujifunzaBlocking=on, immobility=during-move"},
	} {
		if got := Readings(tt.r); got != tt.want {
			t.Errorf("Readings: %q, want %q", got, tt.want)
		}
	}
}
