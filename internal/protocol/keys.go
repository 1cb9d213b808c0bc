package protocol

// internKey returns the key as a string, without allocating for the keys
// of the protocol and the vector files.
func internKey(k []byte) string {
	switch string(k) {
	case "id":
		return "id"
	case "op":
		return "op"
	case "rules":
		return "rules"
	case "position":
		return "position"
	case "move":
		return "move"
	case "moves":
		return "moves"
	case "outcome":
		return "outcome"
	case "error":
		return "error"
	case "variant":
		return "variant"
	case "toMove":
		return "toMove"
	case "south":
		return "south"
	case "north":
		return "north"
	case "front":
		return "front"
	case "back":
		return "back"
	case "store":
		return "store"
	case "house":
		return "house"
	case "blocked":
		return "blocked"
	case "mustCapture":
		return "mustCapture"
	case "pit":
		return "pit"
	case "dir":
		return "dir"
	case "kichwa":
		return "kichwa"
	case "safari":
		return "safari"
	case "kind":
		return "kind"
	case "expect":
		return "expect"
	case "derived":
		return "derived"
	case "ruleIds":
		return "ruleIds"
	case "tags":
		return "tags"
	}
	return string(k)
}
