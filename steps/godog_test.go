package steps

import (
	"context"
	"errors"

	"github.com/cucumber/godog"
)

// InitializeScenario registers the step vocabulary of features/STEPS.md with
// godog. The steps are not run one by one: before each scenario, the hook
// interprets the whole scenario with InterpretPickle (the one interpreter
// the vector export and the book use too), and each step then reports its
// own result: an interpretation error, or the disagreement of the reference
// engine with a Then's fact.
func InitializeScenario(sc *godog.ScenarioContext) {
	sc.Before(func(ctx context.Context, pk *godog.Scenario) (context.Context, error) {
		return context.WithValue(ctx, scenarioKey{}, &running{sc: InterpretPickle(pk)}), nil
	})
	sc.StepContext().Before(func(ctx context.Context, st *godog.Step) (context.Context, error) {
		if r, ok := ctx.Value(scenarioKey{}).(*running); ok {
			r.step = st.Id
		}
		return ctx, nil
	})
	for _, d := range vocabulary {
		switch d.typ {
		case Given:
			sc.Given(d.re.String(), stepResult)
		case When:
			sc.When(d.re.String(), stepResult)
		default:
			sc.Then(d.re.String(), stepResult)
		}
	}
}

type scenarioKey struct{}

// running is the interpreted scenario godog is stepping through.
type running struct {
	sc   *Scenario
	step string // the id of the pickle step running
}

// FromContext returns the interpreted scenario godog is running in ctx, or
// nil.
func FromContext(ctx context.Context) *Scenario {
	if r, ok := ctx.Value(scenarioKey{}).(*running); ok {
		return r.sc
	}
	return nil
}

// stepResult is the handler of every step: the result the interpreter
// recorded for the step running.
func stepResult(ctx context.Context) error {
	r, ok := ctx.Value(scenarioKey{}).(*running)
	if !ok {
		return errors.New("steps: no interpreted scenario in the context (the Before hook did not run)")
	}
	return r.sc.stepErr[r.step]
}
