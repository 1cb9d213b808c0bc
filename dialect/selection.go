package dialect

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"slices"
	"strings"

	"github.com/baolakiswahili/conformance/reference"
)

// Probe is one isolated probe of an option: a position and the one move
// judged there.
type Probe struct {
	Option   string             `json:"option"`
	Position reference.Position `json:"position"`
	Move     reference.Move     `json:"move"`
	// Origin says where the position was found: "random <variant> <rules>"
	// for seeded random play, or the vector file of a hand-built position.
	Origin string `json:"origin"`
	// MootUnder lists the other readings (and profiles) under which every
	// reading of the option gives one same answer here (see Check); empty
	// for a strictly isolated probe.
	MootUnder []string `json:"mootUnder,omitempty"`
	// DependsOn lists the other options whose readings change the answers
	// (see Check); empty for an isolated probe.
	DependsOn []string `json:"dependsOn,omitempty"`
}

// Recheck runs Check on the probe with the relaxations it was chosen with,
// and fails unless the moot readings and dependencies are still the ones
// recorded.
func (pr Probe) Recheck() error {
	o, err := pr.OptionOf()
	if err != nil {
		return err
	}
	moot, deps, err := Check(o, pr.Position, pr.Move, len(pr.MootUnder) > 0, len(pr.DependsOn))
	if err != nil {
		return err
	}
	if !slices.Equal(moot, pr.MootUnder) || !slices.Equal(deps, pr.DependsOn) {
		return fmt.Errorf("probes: %s: moot under %v and depends on %v, the selection says %v and %v", pr.ID(), moot, deps, pr.MootUnder, pr.DependsOn)
	}
	return nil
}

// ID returns the probe's stable ID: "probe.<option>.<hash of position and move>".
func (pr Probe) ID() string {
	h := fnv.New64a()
	pj, _ := json.Marshal(pr.Position)
	mj, _ := json.Marshal(pr.Move)
	h.Write([]byte(pr.Option))
	h.Write([]byte{0})
	h.Write(pj)
	h.Write([]byte{0})
	h.Write(mj)
	return fmt.Sprintf("probe.%s.%012x", pr.Option, h.Sum64()&0xffffffffffff)
}

// ProbeOption returns the option a probe's ID (ID, or a probe vector's ID,
// which adds ".<reading>") is about, and false for an ID that is no probe's.
func ProbeOption(id string) (string, bool) {
	parts := strings.SplitN(id, ".", 3)
	if len(parts) != 3 || parts[0] != "probe" || parts[1] == "" {
		return "", false
	}
	return parts[1], true
}

// OptionOf returns the probe's option.
func (pr Probe) OptionOf() (reference.Option, error) {
	o, ok := reference.LookupOption(pr.Option)
	if !ok {
		return o, fmt.Errorf("probes: %s: unknown option %q", pr.ID(), pr.Option)
	}
	return o, nil
}

// Answers returns the probe's answer under each of its option's readings,
// every other option at the default.
func (pr Probe) Answers() ([]Answer, error) {
	o, err := pr.OptionOf()
	if err != nil {
		return nil, err
	}
	return Under(reference.Rules{}, o, pr.Position, pr.Move), nil
}

// SelectionFile is the name of the committed probe selection.
const SelectionFile = "selection.json"

//go:embed selection.json
var selectionJSON []byte

type selectionDoc struct {
	Comment string `json:"comment"`
	// Short lists the pairs of readings the search left short (Short):
	// the game allows fewer probes there. The incremental search does not
	// look for them again unless asked.
	Short  []string `json:"short,omitempty"`
	Probes []Probe  `json:"probes"`
}

// Selection returns the committed probes, in the file's order (by option,
// in the order of reference.Options, then as found).
func Selection() ([]Probe, error) { return DecodeSelection(selectionJSON) }

// SelectionShort returns the pairs of readings the committed selection
// leaves short, as the search recorded them ("option a|b", see Short).
func SelectionShort() ([]string, error) {
	doc, err := decodeDoc(selectionJSON)
	return doc.Short, err
}

// DecodeSelection decodes a selection file.
func DecodeSelection(b []byte) ([]Probe, error) {
	doc, err := decodeDoc(b)
	return doc.Probes, err
}

func decodeDoc(b []byte) (selectionDoc, error) {
	var doc selectionDoc
	d := json.NewDecoder(bytes.NewReader(b))
	d.DisallowUnknownFields()
	if err := d.Decode(&doc); err != nil {
		return doc, fmt.Errorf("probes: %s: %w", SelectionFile, err)
	}
	for i, pr := range doc.Probes {
		if _, err := pr.OptionOf(); err != nil {
			return doc, fmt.Errorf("probes: %s: probes[%d]: %w", SelectionFile, i, err)
		}
	}
	return doc, nil
}

// EncodeSelection writes a selection file: the short pairs (see Short),
// then one probe per line.
func EncodeSelection(ps []Probe, short []string) ([]byte, error) {
	var b bytes.Buffer
	b.WriteString("{\"comment\":\"Isolated dialect probes, chosen by `go test ./dialect -run TestProbeSearch -search-probes` (see notes/dialect.md); do not edit by hand.\",\n")
	sj, err := json.Marshal(short)
	if err != nil {
		return nil, fmt.Errorf("probes: encoding the short pairs: %w", err)
	}
	if len(short) > 0 {
		fmt.Fprintf(&b, "\"short\":%s,\n", sj)
	}
	b.WriteString("\"probes\":[\n")
	for i, pr := range ps {
		line, err := json.Marshal(pr)
		if err != nil {
			return nil, fmt.Errorf("probes: encoding %s: %w", pr.ID(), err)
		}
		b.Write(line)
		if i < len(ps)-1 {
			b.WriteByte(',')
		}
		b.WriteByte('\n')
	}
	b.WriteString("]}\n")
	return b.Bytes(), nil
}
