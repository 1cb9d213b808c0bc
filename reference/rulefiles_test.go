package reference

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestRuleFilesPlain holds the split doc.go describes. The rule files (every
// non-test file of the package but doc.go, dispatch_*.go and fast_*.go)
// carry no fast code: they import neither encoding/binary nor unsafe, use
// math/bits only to count and walk bit sets (OnesCount, TrailingZeros), name
// nothing declared in a fast file (a function, type, variable or constant;
// a method named in a rule file fails the plainrules build), and have no build constraint. Every fast file is built only
// without the plainrules tag, each dispatch file for one build. (go test
// -tags plainrules builds the rule files without the fast files at all.)
func TestRuleFilesPlain(t *testing.T) {
	fset := token.NewFileSet()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	parsed := map[string]*ast.File{}
	fastNames := map[string]string{} // name -> the fast file declaring it
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		af, err := parser.ParseFile(fset, f, nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		parsed[f] = af
		constraint := buildConstraint(af)
		switch {
		case strings.HasPrefix(f, "fast_"):
			if constraint != "!plainrules" {
				t.Errorf("%s: build constraint %q, want !plainrules", f, constraint)
			}
			for _, d := range af.Decls {
				if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv != nil {
					continue // a method: see below
				}
				for _, name := range declNames(d) {
					fastNames[name] = f
				}
			}
		case f == "dispatch_fast.go":
			if constraint != "!plainrules" {
				t.Errorf("%s: build constraint %q, want !plainrules", f, constraint)
			}
		case f == "dispatch_plain.go":
			if constraint != "plainrules" {
				t.Errorf("%s: build constraint %q, want plainrules", f, constraint)
			}
		case constraint != "":
			t.Errorf("%s: a rule file with build constraint %q", f, constraint)
		}
	}
	if len(fastNames) == 0 {
		t.Fatal("no fast file found")
	}
	rules := 0
	for f, af := range parsed {
		if f == "doc.go" || strings.HasPrefix(f, "fast_") || strings.HasPrefix(f, "dispatch_") {
			continue
		}
		rules++
		for _, imp := range af.Imports {
			if path, _ := strconv.Unquote(imp.Path.Value); path == "encoding/binary" || path == "unsafe" {
				t.Errorf("%s imports %s: word arithmetic belongs in a fast file", f, path)
			}
		}
		var inspect func(n ast.Node) bool
		inspect = func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.SelectorExpr:
				if x, ok := n.X.(*ast.Ident); ok && x.Name == "bits" &&
					!strings.HasPrefix(n.Sel.Name, "OnesCount") && !strings.HasPrefix(n.Sel.Name, "TrailingZeros") {
					t.Errorf("%s: bits.%s: word arithmetic belongs in a fast file", fset.Position(n.Pos()), n.Sel.Name)
				}
				// A field or method name (Sel) may be a fast file's too
				// (ringWords.lift, sim.lift): the plainrules build checks
				// those; here only X is walked.
				ast.Inspect(n.X, func(m ast.Node) bool { return inspect(m) })
				return false
			case *ast.Ident:
				if fast, ok := fastNames[n.Name]; ok && n.Obj == nil {
					t.Errorf("%s: %s is declared in %s", fset.Position(n.Pos()), n.Name, fast)
				}
			}
			return true
		}
		ast.Inspect(af, inspect)
	}
	if rules < 10 {
		t.Errorf("%d rule files: the test is not reading the package", rules)
	}
}

// buildConstraint returns the expression of a file's //go:build line, or "".
func buildConstraint(f *ast.File) string {
	for _, g := range f.Comments {
		if g.Pos() > f.Package {
			break
		}
		for _, c := range g.List {
			if expr, ok := strings.CutPrefix(c.Text, "//go:build "); ok {
				return strings.TrimSpace(expr)
			}
		}
	}
	return ""
}

// declNames returns the names a top-level declaration declares (a method by
// its own name).
func declNames(d ast.Decl) []string {
	var out []string
	switch d := d.(type) {
	case *ast.FuncDecl:
		out = append(out, d.Name.Name)
	case *ast.GenDecl:
		for _, s := range d.Specs {
			switch s := s.(type) {
			case *ast.TypeSpec:
				out = append(out, s.Name.Name)
			case *ast.ValueSpec:
				for _, n := range s.Names {
					if n.Name != "_" {
						out = append(out, n.Name)
					}
				}
			}
		}
	}
	return out
}
