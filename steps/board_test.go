package steps

import (
	"strings"
	"testing"

	"github.com/cucumber/godog"
	messages "github.com/cucumber/messages/go/v21"
)

func table(rows ...string) *godog.Table {
	t := &godog.Table{}
	for _, r := range rows {
		var cells []*messages.PickleTableCell
		for _, c := range strings.Split(strings.Trim(r, "|"), "|") {
			cells = append(cells, &messages.PickleTableCell{Value: strings.TrimSpace(c)})
		}
		t.Rows = append(t.Rows, &messages.PickleTableRow{Cells: cells})
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
				if b[0][7] != 1 || b[1][0] != 2 || b[2][0] != 3 || b[3][7] != 4 {
					t.Errorf("parseBoard = %v: want b1=1, a8=2, A1=3, B8=4 in printed order", *b)
				}
			}
		})
	}
	if _, err := parseBoard(nil); err == nil {
		t.Error("parseBoard(nil): want an error")
	}
}

// TestWorldBuild checks the defaults of the Givens and that bad Givens are
// errors, never panics.
func TestWorldBuild(t *testing.T) {
	w := &World{profile: "default", options: map[string]string{}}
	if err := givenBoard(w, table("b|0|0|0|0|0|0|0|0", "a|0|0|0|6|2|2|0|0", "A|0|0|0|0|6|2|2|0", "B|0|0|0|0|0|0|0|0")); err != nil {
		t.Fatal(err)
	}
	if err := givenStores(w, "22", "22"); err != nil {
		t.Fatal(err)
	}
	p, err := w.current()
	if err != nil {
		t.Fatal(err)
	}
	if p.House[0].String() != "intact" || p.House[1].String() != "intact" || p.ToMove.String() != "south" {
		t.Errorf("defaults: houses %v, to move %v; want intact, intact, south", p.House, p.ToMove)
	}
	if err := givenToMove(w, "North"); err == nil || !strings.Contains(err.Error(), "put every Given first") {
		t.Errorf("a Given after use: error = %v", err)
	}
	bad := []struct {
		name string
		run  func(*World) error
	}{
		{"unknown variant", func(w *World) error { return givenVariant(w, "oware") }},
		{"unknown profile", func(w *World) error { return givenProfile(w, "nosuch") }},
		{"unknown option", func(w *World) error { return givenOption(w, "nosuch", "x") }},
		{"unknown reading", func(w *World) error { return givenOption(w, "lapLimit", "x") }},
		{"unknown house state", func(w *World) error { return givenHouse(w, "South", "ruined") }},
		{"seed total", func(w *World) error {
			_ = givenBoard(w, table("b|0|0|0|0|0|0|0|0", "a|0|0|0|0|0|0|0|0", "A|1|0|0|0|0|0|0|0", "B|0|0|0|0|0|0|0|0"))
			_, err := w.current()
			return err
		}},
	}
	for _, tt := range bad {
		t.Run(tt.name, func(t *testing.T) {
			w := &World{profile: "default", options: map[string]string{}}
			if err := tt.run(w); err == nil {
				t.Error("want an error")
			}
		})
	}
}
