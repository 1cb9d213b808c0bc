// Package strictjson is the one JSON decoder of the suite for what comes from
// outside: engine replies, vector files and the CLI's input files. It reads
// JSON as the project's schemas do, not as encoding/json does:
//
//   - keys match exactly: encoding/json would take "South" or "TOMOVE" for
//     south and toMove; here a key that differs from a known one only in
//     case is refused, naming the key it resembles;
//   - a key given twice in one object is refused (encoding/json keeps the
//     last one);
//   - a key the target struct does not have is refused, unless the object is
//     open (UnmarshalOpen, for messages the schema lets grow);
//   - a number written with a fraction or an exponent that is an integer
//     (3.0, 27e0, 2.7e1) is read as that integer where an integer is
//     wanted, as JSON Schema's "integer" does; 3.5 there is an error.
//
// Every refusal is an *Error naming the path of the value in the document,
// such as moves[3].position.South.
package strictjson

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"reflect"
	"slices"
	"strings"
	"sync"
)

// Error is a refused document: the path of the offending key or value
// (south.front[2], moves[3].position.South; empty for the whole document)
// and what is wrong with it.
type Error struct {
	Path string
	Msg  string
}

// Error returns "path: message".
func (e *Error) Error() string {
	if e.Path == "" {
		return e.Msg
	}
	return e.Path + ": " + e.Msg
}

// Join returns the path of member key (or an index written "[i]") under parent.
func Join(parent, key string) string {
	switch {
	case parent == "":
		return key
	case strings.HasPrefix(key, "["):
		return parent + key
	}
	return parent + "." + key
}

// Under returns err with its path placed under prefix when it is an *Error
// (found with errors.As); any other error is returned as "prefix: err".
func Under(prefix string, err error) error {
	if err == nil {
		return nil
	}
	var e *Error
	if errors.As(err, &e) {
		return &Error{Path: Join(prefix, e.Path), Msg: e.Msg}
	}
	if prefix == "" {
		return err
	}
	return fmt.Errorf("%s: %w", prefix, err)
}

// Unmarshal decodes b into v (a pointer) strictly: exact-case keys, no
// duplicate or unknown key, integral numbers read as integers, no trailing
// data.
func Unmarshal(b []byte, v any) error { return decode(b, v, false) }

// UnmarshalOpen is Unmarshal for a document whose top-level object may hold
// members v does not have (they are ignored). A member that differs from one
// of v's only in case, or is given twice, is still refused.
func UnmarshalOpen(b []byte, v any) error { return decode(b, v, true) }

func decode(b []byte, v any, open bool) error {
	t := reflect.TypeOf(v)
	if t == nil || t.Kind() != reflect.Pointer {
		return errors.New("strictjson: Unmarshal needs a pointer")
	}
	nb, err := normalize(b, t.Elem(), open)
	if err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(nb))
	if !open {
		dec.DisallowUnknownFields()
	}
	if err := dec.Decode(v); err != nil {
		return rewrite(err)
	}
	return nil
}

// Normalize checks b as a value of Go type t would be decoded and returns it
// with integral numbers rewritten as integers where t wants integers (b itself
// when nothing needed rewriting). Types with their own UnmarshalJSON and
// json.RawMessage are checked for duplicate keys only: their decoders check
// the rest.
func Normalize(b []byte, t reflect.Type) ([]byte, error) { return normalize(b, t, false) }

func normalize(b []byte, t reflect.Type, open bool) ([]byte, error) {
	w := walker{b: b, openTop: open}
	i := w.ws(0)
	i, err := w.value(i, t, nil, 0)
	if err != nil {
		return nil, err
	}
	if i = w.ws(i); i != len(b) {
		if i < len(b) {
			return nil, &Error{Msg: fmt.Sprintf("trailing data after the JSON value (at byte %d)", i)}
		}
	}
	if w.out == nil {
		return b, nil
	}
	return append(w.out, b[w.last:]...), nil
}

// rewrite turns encoding/json's errors into *Error without Go type names.
func rewrite(err error) error {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		return &Error{Path: te.Field, Msg: fmt.Sprintf("want %s, got JSON %s", jsonKind(te.Type), te.Value)}
	}
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return &Error{Msg: fmt.Sprintf("not valid JSON (at byte %d): %s", se.Offset, strings.TrimPrefix(se.Error(), "json: "))}
	}
	return err
}

func jsonKind(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Struct, reflect.Map:
		return "an object"
	case reflect.Slice, reflect.Array:
		return "an array"
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Pointer:
		return jsonKind(t.Elem())
	case reflect.Float32, reflect.Float64:
		return "a number"
	}
	if isInt(t) {
		return "an integer"
	}
	return "another JSON type"
}

func isInt(t reflect.Type) bool {
	return t.Kind() >= reflect.Int && t.Kind() <= reflect.Uintptr
}

var (
	rawType         = reflect.TypeFor[json.RawMessage]()
	unmarshalerType = reflect.TypeFor[json.Unmarshaler]()
)

// fieldsOf maps a struct's JSON keys to their types, embedded structs'
// fields included, as encoding/json names them.
func fieldsOf(t reflect.Type) map[string]reflect.Type {
	if m, ok := fieldCache.Load(t); ok {
		return m.(map[string]reflect.Type)
	}
	m := map[string]reflect.Type{}
	var add func(t reflect.Type, depth int)
	add = func(t reflect.Type, depth int) {
		for i := 0; i < t.NumField(); i++ {
			f := t.Field(i)
			tag := f.Tag.Get("json")
			if tag == "-" {
				continue
			}
			name, _, _ := strings.Cut(tag, ",")
			if f.Anonymous && name == "" {
				ft := f.Type
				if ft.Kind() == reflect.Pointer {
					ft = ft.Elem()
				}
				if ft.Kind() == reflect.Struct && depth < 8 {
					add(ft, depth+1)
					continue
				}
			}
			if !f.IsExported() {
				continue
			}
			if name == "" {
				name = f.Name
			}
			if _, dup := m[name]; !dup || depth == 0 {
				m[name] = f.Type
			}
		}
	}
	add(t, 0)
	fieldCache.Store(t, m)
	return m
}

var fieldCache sync.Map

// path is where a value is in the document, built as the walk descends and
// written out only for an error.
type path struct {
	parent *path
	key    string
	index  int // for an array element (key "")
	elem   bool
}

func (p *path) String() string {
	if p == nil {
		return ""
	}
	if p.elem {
		return p.parent.String() + fmt.Sprintf("[%d]", p.index)
	}
	return Join(p.parent.String(), p.key)
}

// walker checks one document and collects its rewrites.
type walker struct {
	b       []byte
	out     []byte // rewritten text up to last; nil while nothing was rewritten
	last    int
	openTop bool
}

func (w *walker) ws(i int) int {
	for i < len(w.b) && (w.b[i] == ' ' || w.b[i] == '\t' || w.b[i] == '\n' || w.b[i] == '\r') {
		i++
	}
	return i
}

func (w *walker) syntax(i int, what string) error {
	if i >= len(w.b) {
		return &Error{Msg: fmt.Sprintf("not valid JSON: the text ends inside %s", what)}
	}
	return &Error{Msg: fmt.Sprintf("not valid JSON (at byte %d): unexpected %q in %s", i, w.b[i], what)}
}

// value checks the value at b[i] as type t (nil: any) and returns the index
// after it.
func (w *walker) value(i int, t reflect.Type, at *path, depth int) (int, error) {
	if depth > 200 {
		return 0, &Error{Path: at.String(), Msg: "nested too deeply"}
	}
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t != nil && (t == rawType || t.Kind() == reflect.Interface || reflect.PointerTo(t).Implements(unmarshalerType)) {
		t = nil // checked for syntax and duplicate keys only
	}
	if i >= len(w.b) {
		return 0, w.syntax(i, "a value")
	}
	switch c := w.b[i]; {
	case c == '{':
		return w.object(i, t, at, depth)
	case c == '[':
		var elem reflect.Type
		if t != nil && (t.Kind() == reflect.Slice || t.Kind() == reflect.Array) && t != reflect.TypeFor[[]byte]() {
			elem = t.Elem()
		}
		i = w.ws(i + 1)
		if i < len(w.b) && w.b[i] == ']' {
			return i + 1, nil
		}
		for n := 0; ; n++ {
			var err error
			if i, err = w.value(i, elem, &path{parent: at, index: n, elem: true}, depth+1); err != nil {
				return 0, err
			}
			i = w.ws(i)
			if i < len(w.b) && w.b[i] == ']' {
				return i + 1, nil
			}
			if i >= len(w.b) || w.b[i] != ',' {
				return 0, w.syntax(i, "an array")
			}
			i = w.ws(i + 1)
		}
	case c == '"':
		end, _, err := w.str(i)
		return end, err
	case c == '-' || c >= '0' && c <= '9':
		return w.number(i, t, at)
	case c == 't':
		return w.literal(i, "true")
	case c == 'f':
		return w.literal(i, "false")
	case c == 'n':
		return w.literal(i, "null")
	}
	return 0, w.syntax(i, "a value")
}

func (w *walker) literal(i int, lit string) (int, error) {
	if len(w.b)-i >= len(lit) && string(w.b[i:i+len(lit)]) == lit {
		return i + len(lit), nil
	}
	return 0, w.syntax(i, "a value")
}

// str returns the index after the string at b[i] and its contents.
func (w *walker) str(i int) (int, string, error) {
	esc := false
	for j := i + 1; j < len(w.b); j++ {
		switch c := w.b[j]; {
		case c == '"':
			if !esc {
				return j + 1, string(w.b[i+1 : j]), nil
			}
			var s string
			if err := json.Unmarshal(w.b[i:j+1], &s); err != nil {
				return 0, "", &Error{Msg: fmt.Sprintf("not valid JSON (at byte %d): a malformed string", i)}
			}
			return j + 1, s, nil
		case c == '\\':
			esc = true
			j++
		case c < 0x20:
			return 0, "", &Error{Msg: fmt.Sprintf("not valid JSON (at byte %d): a control character in a string", j)}
		}
	}
	return 0, "", w.syntax(len(w.b), "a string")
}

func (w *walker) object(i int, t reflect.Type, at *path, depth int) (int, error) {
	var fields map[string]reflect.Type
	var elem reflect.Type
	open := t == nil || depth == 0 && w.openTop
	switch {
	case t == nil:
	case t.Kind() == reflect.Struct:
		fields = fieldsOf(t)
	case t.Kind() == reflect.Map:
		elem, open = t.Elem(), true
	default:
		open = true // a type error: encoding/json names it
	}
	var seenBuf [16]string
	seen := seenBuf[:0] // the keys so far: objects are small, a scan is cheaper than a map
	i = w.ws(i + 1)
	if i < len(w.b) && w.b[i] == '}' {
		return i + 1, nil
	}
	for {
		if i >= len(w.b) || w.b[i] != '"' {
			return 0, w.syntax(i, "an object")
		}
		end, key, err := w.str(i)
		if err != nil {
			return 0, err
		}
		if slices.Contains(seen, key) {
			return 0, &Error{Path: Join(at.String(), key), Msg: "duplicate key (a key may appear once in an object)"}
		}
		seen = append(seen, key)
		vt := elem
		if fields != nil {
			ft, ok := fields[key]
			if !ok {
				if near := nearKey(key, fields); near != "" {
					return 0, &Error{Path: Join(at.String(), key), Msg: fmt.Sprintf("unknown key (did you mean %q?)", near)}
				}
				if !open {
					return 0, &Error{Path: Join(at.String(), key), Msg: "unknown key (want " + keyList(fields) + ")"}
				}
			}
			vt = ft
		}
		i = w.ws(end)
		if i >= len(w.b) || w.b[i] != ':' {
			return 0, w.syntax(i, "an object")
		}
		if i, err = w.value(w.ws(i+1), vt, &path{parent: at, key: key}, depth+1); err != nil {
			return 0, err
		}
		i = w.ws(i)
		if i < len(w.b) && w.b[i] == '}' {
			return i + 1, nil
		}
		if i >= len(w.b) || w.b[i] != ',' {
			return 0, w.syntax(i, "an object")
		}
		i = w.ws(i + 1)
	}
}

// nearKey returns the known key that key differs from only in case.
func nearKey(key string, fields map[string]reflect.Type) string {
	for k := range fields {
		if strings.EqualFold(k, key) {
			return k
		}
	}
	return ""
}

func keyList(fields map[string]reflect.Type) string {
	ks := make([]string, 0, len(fields))
	for k := range fields {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	if len(ks) > 12 {
		ks = append(ks[:12], "...")
	}
	return strings.Join(ks, ", ")
}

// number checks the number at b[i]; where t wants an integer, one written
// with a fraction or exponent is rewritten as the integer it is.
func (w *walker) number(i int, t reflect.Type, at *path) (int, error) {
	j := i
	if w.b[j] == '-' {
		j++
	}
	start := j
	for j < len(w.b) && w.b[j] >= '0' && w.b[j] <= '9' {
		j++
	}
	if j == start || w.b[start] == '0' && j-start > 1 {
		return 0, w.syntax(i, "a number")
	}
	plain := true
	if j < len(w.b) && w.b[j] == '.' {
		plain = false
		j++
		k := j
		for j < len(w.b) && w.b[j] >= '0' && w.b[j] <= '9' {
			j++
		}
		if j == k {
			return 0, w.syntax(j, "a number")
		}
	}
	if j < len(w.b) && (w.b[j] == 'e' || w.b[j] == 'E') {
		plain = false
		j++
		if j < len(w.b) && (w.b[j] == '+' || w.b[j] == '-') {
			j++
		}
		k := j
		for j < len(w.b) && w.b[j] >= '0' && w.b[j] <= '9' {
			j++
		}
		if j == k {
			return 0, w.syntax(j, "a number")
		}
	}
	if plain || t == nil || !isInt(t) {
		return j, nil
	}
	text := string(w.b[i:j])
	n, ok := Integral(text)
	if !ok {
		return 0, &Error{Path: at.String(), Msg: fmt.Sprintf("want an integer, got %s", text)}
	}
	w.out = append(append(w.out, w.b[w.last:i]...), n...)
	w.last = j
	return j, nil
}

// Integral returns the integer a JSON number stands for, written without
// fraction or exponent ("3.0" and "0.3e1" give "3"), and whether it is one
// (2.7 is not). Exponents beyond ±400 are refused: no count of seeds or
// request number is that large.
func Integral(text string) (string, bool) {
	if i := strings.IndexAny(text, "eE"); i >= 0 {
		exp := strings.TrimLeft(text[i+1:], "+-")
		if len(exp) > 3 {
			return "", false
		}
	}
	r, ok := new(big.Rat).SetString(text)
	if !ok || !r.IsInt() {
		return "", false
	}
	return r.Num().String(), true
}
