// Package book generates the illustrated rules book of Bao la Kiswahili: a
// static website built from package features (RULES.md, RULINGS.md and the
// scenarios, run by the one interpreter of package steps), with a page per
// rule area, a page per dispute with the same position drawn under each
// reading, the errata of the sources, and an interactive board that runs the
// reference engine compiled to WebAssembly.
package book
