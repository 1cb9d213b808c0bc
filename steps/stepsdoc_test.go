package steps

import (
	"regexp"
	"strings"
	"testing"

	"github.com/baolakiswahili/conformance/features"
)

// stepExample is a step written on features/STEPS.md: `Given ...`, `When ...`
// or `Then ...` in backquotes.
var stepExample = regexp.MustCompile("`(Given|When|Then) ([^`]+)`")

// TestStepsDocumented checks features/STEPS.md against the vocabulary: every
// step definition has an example there that it reads, and every example
// there is read by a definition of its type. The step errors send users to
// that page, so it must list every step and no other.
func TestStepsDocumented(t *testing.T) {
	doc, err := features.FS.ReadFile("STEPS.md")
	if err != nil {
		t.Fatal(err)
	}
	types := map[string]StepType{"Given": Given, "When": When, "Then": Then}
	examples := stepExample.FindAllStringSubmatch(string(doc), -1)
	if len(examples) < len(vocabulary) {
		t.Fatalf("STEPS.md has %d step examples, the vocabulary %d steps", len(examples), len(vocabulary))
	}
	documented := make([]bool, len(vocabulary))
	for _, ex := range examples {
		typ, text := types[ex[1]], strings.TrimSpace(ex[2])
		read := false
		for i, d := range vocabulary {
			if d.typ == typ && d.re.MatchString(text) {
				documented[i], read = true, true
			}
		}
		if !read {
			t.Errorf("STEPS.md: %q is no step of the vocabulary", ex[0])
		}
	}
	for i, d := range vocabulary {
		if !documented[i] {
			t.Errorf("the %s step %s has no example on STEPS.md", d.typ, d.re)
		}
	}
}
