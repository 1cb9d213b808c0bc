package runner

import (
	"github.com/baolakiswahili/conformance/internal/protocol"
)

// Diagnosis: every failure of a finished run is put down to one
// explanation, the first of these questions that can tell
// (notes/report.md). Each question is one type in a file of its own:
//
//	health          diagnose_health.go   the engine failed as a process, or refused the request
//	nondeterminism  diagnose_flaky.go    the same request, asked again, gets another answer
//	reading         diagnose_reading.go  another reading (one option, or two) gives the answer
//	decision        diagnose_decision.go a bug: the first decision whose other way gives the answer
//	bug             triage.go            the class: at that decision, else the step where the answers part
//
// (The mapping check, before the vectors, explains no single failure:
// runner/mapping.go.) The classes group failures by their explanation;
// the report only renders them.
var questions = []question{healthQuestion{}, flakyQuestion{}, readingQuestion{}, decisionQuestion{}}

// question is one question of the diagnosis.
type question interface {
	// explain sets the explanation of the failures of d it can tell
	// about, among those not explained yet.
	explain(d *diagnosis)
}

// Kinds of explanation (Class.Explanation).
const (
	ExplHealth  = "health"
	ExplFlaky   = "nondeterminism"
	ExplReading = "reading"
	ExplBug     = "bug"
	ExplBroken  = "broken vector"
)

// explanation is what one failure is put down to.
type explanation struct {
	kind string
	// key groups the failures of one class within the kind; title names
	// the class for people.
	key, title string
	health     *HealthClass
	flaky      *FlakyClass
	reading    *ReadingClass
}

// diagnosis is the state of one run's diagnosis.
type diagnosis struct {
	rep   *Report
	eng   Engine
	hello *protocol.Hello
	ds    *dialectState
	jobs  []*job // every job of the main run
	// reinferred are the readings the reading question inferred again.
	reinferred []alt
}

// failures returns the failing jobs not explained yet.
func (d *diagnosis) failures() []*job {
	var out []*job
	for _, j := range d.jobs {
		if failing(j.res) && j.res.fl != nil && j.res.fl.expl == nil {
			out = append(out, j)
		}
	}
	return out
}

// diagnose explains the failures of a finished run.
func (rep *Report) diagnose(eng Engine, hello *protocol.Hello, jobs []*job, ds *dialectState) *diagnosis {
	d := &diagnosis{rep: rep, eng: eng, hello: hello, ds: ds, jobs: jobs}
	for _, j := range jobs {
		if failing(j.res) && j.res.fl == nil {
			// A failure no judge typed (a run cut short, a vector the
			// runner does not know) is the engine's health or the run's.
			j.res.fl = &failure{diff: healthEngine}
		}
		if fl := j.res.fl; fl != nil && fl.diff == diffBroken {
			fl.expl = &explanation{kind: ExplBroken, key: "broken", title: "broken vector: the runner cannot judge it"}
		}
	}
	for _, q := range questions {
		q.explain(d)
	}
	return d
}
