// Package steps is the one interpreter of the Gherkin step vocabulary of the
// specification in package features (the vocabulary is listed in
// features/STEPS.md and defined in vocabulary.go).
//
// A feature file is read into interpreted scenarios:
//
//	feats, err := steps.InterpretFS(features.FS) // or InterpretFeature(name, src)
//	for _, f := range feats {
//		for _, sc := range f.Scenarios {
//			// sc.File, sc.Line, sc.Name, sc.Tags, sc.RuleIDs, sc.Text, sc.Example
//			// sc.Rules, sc.Profile, sc.Options, sc.Given: what the Givens set up
//			// sc.GivenFacts: the Thens about the given position
//			// sc.Moves[i]: Text, Move, Before, After, Outcome, Trace, Err, Facts
//			// sc.Err: the step that could not be interpreted, with file and line
//		}
//	}
//
// Each Then becomes a Fact: its kind (board, stores, house, to-move,
// blocked, must-capture, illegal, legal moves, notation, outcome, trace
// facts), its values, and Err when the reference engine disagrees. The godog
// step definitions (InitializeScenario, in the package's tests) run the same
// interpreter and report each step's result, the vector export (package
// vectors/generate) turns an interpreted scenario into vectors, and the book
// renders it.
//
// Boards are read with the engine's diagram layout (reference.DiagramRowPits)
// and moves with its notation codec (reference.ParseMove); a move the codec
// refuses is still read literally (ReadLiteralMove) so that it can be sent to
// an engine as an illegal move. There are no package-level variables that
// change.
package steps
