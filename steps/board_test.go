package steps

import (
	"strings"
	"testing"

	"github.com/baolakiswahili/conformance/reference"
)

func table(rows ...string) [][]string {
	var t [][]string
	for _, r := range rows {
		var cells []string
		for _, c := range strings.Split(strings.Trim(r, "|"), "|") {
			cells = append(cells, strings.TrimSpace(c))
		}
		t = append(t, cells)
	}
	return t
}

func TestParseBoard(t *testing.T) {
	good := []string{"b|0|0|0|0|0|0|0|1", "a|2|0|0|0|0|0|0|0", "A|3|0|0|0|0|0|0|0", "B|0|0|0|0|0|0|0|4"}
	tests := []struct {
		name string
		rows []string
		want string // error substring, "" for success
	}{
		{"good", good, ""},
		{"three rows", good[:3], "a board has 4 rows"},
		{"wrong label", []string{good[0], good[2], good[1], good[3]}, "want the label a"},
		{"short row", []string{good[0], "a|1|2", good[2], good[3]}, "want the label a and 8 pits"},
		{"not a number", []string{good[0], good[1], "A|x|0|0|0|0|0|0|0", good[3]}, "is not a seed count"},
		{"negative", []string{good[0], good[1], "A|-1|0|0|0|0|0|0|0", good[3]}, "is not a seed count"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, err := parseBoard(table(tt.rows...))
			switch {
			case tt.want == "" && err != nil:
				t.Fatalf("parseBoard: %v", err)
			case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
				t.Fatalf("parseBoard error = %v, want it to contain %q", err, tt.want)
			case tt.want == "":
				pit := func(s string) int {
					p, err := reference.ParsePit(s)
					if err != nil {
						t.Fatal(err)
					}
					return b[p]
				}
				// Printed order: row b is b8..b1, row a is a8..a1, rows A and B are 1..8.
				if pit("b1") != 1 || pit("a8") != 2 || pit("A1") != 3 || pit("B8") != 4 {
					t.Errorf("parseBoard = %v: want b1=1, a8=2, A1=3, B8=4", b)
				}
			}
		})
	}
	if _, err := parseBoard(nil); err == nil {
		t.Error("parseBoard(nil): want an error")
	}
}
