package strictjson

import (
	"encoding/json"
	"strings"
	"testing"
)

type side struct {
	Front []int `json:"front"`
	Store *int  `json:"store"`
}

type pos struct {
	ToMove string            `json:"toMove"`
	South  *side             `json:"south"`
	Opts   map[string]string `json:"options,omitempty"`
	Raw    json.RawMessage   `json:"raw,omitempty"`
	Moves  []struct {
		Position side `json:"position"`
	} `json:"moves,omitempty"`
}

// TestUnmarshal: every case encoding/json accepts and the schemas refuse is
// refused with the path of the key or value; integral numbers written with a
// fraction or an exponent are the integers they are (the cases of issue 26).
func TestUnmarshal(t *testing.T) {
	tests := []struct {
		name, in string
		want     string // error text; "" for success
		front    []int  // the decoded south.front, on success
	}{
		{"plain", `{"toMove":"south","south":{"front":[1,2],"store":3}}`, "", []int{1, 2}},
		{"key in another case", `{"toMove":"south","South":{"front":[1],"store":3}}`, `South: unknown key (did you mean "south"?)`, nil},
		{"nested key in another case", `{"south":{"Front":[1],"store":3}}`, `south.Front: unknown key (did you mean "front"?)`, nil},
		{"key in a list element", `{"moves":[{"position":{"store":1}},{"position":{"STORE":1}}]}`, `moves[1].position.STORE: unknown key (did you mean "store"?)`, nil},
		{"duplicate key", `{"toMove":"north","south":{"front":[1],"store":3},"toMove":"south"}`, "toMove: duplicate key", nil},
		{"duplicate key inside raw JSON", `{"raw":{"a":1,"a":2}}`, "raw.a: duplicate key", nil},
		{"duplicate map key", `{"options":{"x":"a","x":"b"}}`, "options.x: duplicate key", nil},
		{"unknown key", `{"colour":"red"}`, "colour: unknown key (want", nil},
		{"map keys are free", `{"options":{"Whatever":"x"}}`, "", nil},
		{"3.0 is 3", `{"south":{"front":[3.0,0.0,-0.0],"store":1}}`, "", []int{3, 0, 0}},
		{"27e0 is 27", `{"south":{"front":[27e0,2.7E1,270e-1],"store":1e0}}`, "", []int{27, 27, 27}},
		{"3.5 is not an integer", `{"south":{"front":[1,3.5]}}`, "south.front[1]: want an integer, got 3.5", nil},
		{"a huge exponent", `{"south":{"front":[1e999999999]}}`, "south.front[0]: want an integer, got 1e999999999", nil},
		{"a string for a number", `{"south":{"front":["1"]}}`, "south.front: want an integer, got JSON string", nil},
		{"trailing data", `{"toMove":"south"} {}`, "trailing data", nil},
		{"not JSON", `{"toMove":`, "not valid JSON", nil},
		{"an escaped key is the key", `{"to\u004dove":"south"}`, "", nil},
		{"an escaped key in another case", `{"\u0053outh":{}}`, `South: unknown key (did you mean "south"?)`, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var p pos
			err := Unmarshal([]byte(tc.in), &p)
			if tc.want == "" {
				if err != nil {
					t.Fatalf("error %v, want none", err)
				}
				if tc.front != nil && (p.South == nil || len(p.South.Front) != len(tc.front)) {
					t.Fatalf("decoded %+v, want front %v", p.South, tc.front)
				}
				for i, n := range tc.front {
					if p.South.Front[i] != n {
						t.Errorf("front %v, want %v", p.South.Front, tc.front)
					}
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want it to contain %q", err, tc.want)
			}
		})
	}
}

func TestUnmarshalOpen(t *testing.T) {
	var h struct {
		Name string `json:"name"`
	}
	if err := UnmarshalOpen([]byte(`{"name":"x","build":"2026-01-01"}`), &h); err != nil || h.Name != "x" {
		t.Errorf("an extra member: %v %+v", err, h)
	}
	if err := UnmarshalOpen([]byte(`{"Name":"x"}`), &h); err == nil || !strings.Contains(err.Error(), `did you mean "name"`) {
		t.Errorf("a member in another case: %v", err)
	}
	if err := UnmarshalOpen([]byte(`{"name":"x","name":"y"}`), &h); err == nil || !strings.Contains(err.Error(), "duplicate") {
		t.Errorf("a duplicate member: %v", err)
	}
}

func TestUnder(t *testing.T) {
	err := Under("moves[3].position", &Error{Path: "South", Msg: "unknown key"})
	if err.Error() != "moves[3].position.South: unknown key" {
		t.Errorf("got %q", err)
	}
}

func TestIntegral(t *testing.T) {
	for in, want := range map[string]string{"3.0": "3", "27e0": "27", "-0.0": "0", "1.5e1": "15", "100e-2": "1"} {
		if got, ok := Integral(in); !ok || got != want {
			t.Errorf("Integral(%s) = %q, %v; want %q", in, got, ok, want)
		}
	}
	for _, in := range []string{"3.5", "1e-1", "1e1000"} {
		if got, ok := Integral(in); ok {
			t.Errorf("Integral(%s) = %q, want not an integer", in, got)
		}
	}
}
