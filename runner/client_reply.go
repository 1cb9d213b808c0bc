package runner

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"time"

	"github.com/baolakiswahili/conformance/internal/strictjson"
)

// Reading a reply's id, and the protocol errors found after a request had
// its answer (a second reply).

// Violation is a reply that broke the protocol after its request had been
// answered: a second reply to the same request.
type Violation struct {
	ID      int64  // the request's id
	Message string // what happened, with an excerpt of the reply
}

// idStatus says what replyID found.
type idStatus int

const (
	idOK      idStatus = iota
	idMissing          // a JSON object without an id, or with "id":null
	idBad              // an id that is not a request number (a string, a fraction)
	idGarbage          // not a JSON object
)

// replyID reads the id of a reply line.
func replyID(b []byte) (int64, idStatus) {
	if bytes.HasPrefix(b, []byte(`{"id":`)) {
		i := len(`{"id":`)
		j := i
		for j < len(b) && b[j] >= '0' && b[j] <= '9' {
			j++
		}
		if j > i && j < len(b) && (b[j] == ',' || b[j] == '}') && json.Valid(b) {
			n, err := strconv.ParseInt(string(b[i:j]), 10, 64)
			if err == nil {
				return n, idOK
			}
		}
	}
	var env map[string]json.RawMessage
	if err := json.Unmarshal(b, &env); err != nil {
		return 0, idGarbage
	}
	raw, ok := env["id"]
	if !ok || string(raw) == "null" {
		return 0, idMissing
	}
	n, err := strconv.ParseInt(string(raw), 10, 64)
	if err != nil {
		// 7.0 or 7e0 is the integer 7 (strictjson.Integral), as everywhere.
		s, ok := strictjson.Integral(string(raw))
		if n, err = strconv.ParseInt(s, 10, 64); !ok || err != nil {
			return 0, idBad
		}
	}
	return n, idOK
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
}

// Violations returns the protocol errors found after their request had
// been answered (a second reply), reading what the engine has already sent.
func (c *Client) Violations() []Violation {
	if p := c.proc; p != nil {
		deadline := time.After(20 * time.Millisecond)
	drain:
		for {
			select {
			case ln, ok := <-p.lines:
				if !ok || ln.err != nil {
					break drain
				}
				if id, st := replyID(ln.b); st == idOK && c.answered[id] {
					c.violations = append(c.violations, Violation{ID: id, Message: fmt.Sprintf("the engine answered request %d twice; the second reply: %s", id, clip(string(ln.b), 200))})
				}
			case <-deadline:
				break drain
			}
		}
	}
	return c.violations
}
