"""bao_kit: wraps a Bao la Kiswahili engine in protocol v1 of the conformance suite.

You write two methods on a board array, ``moves(board, rules)`` and
``apply(board, rules, move)``; the kit reads each request strictly (the suite's
README, "Strict JSON"), converts positions and moves to and from the board
array, refuses what is malformed with the protocol's error kinds, and writes
one reply per line, flushed. Python 3.7 or later, standard library only.

    import bao_kit

    class MyEngine(bao_kit.Engine):
        name, version, variants = "my-engine", "0.1", ["kiswahili"]
        def moves(self, board, rules): ...      # [(move, board_after, outcome)]
        def apply(self, board, rules, move): ...  # (board_after, outcome) or raise bao_kit.IllegalMove

    bao_kit.serve(MyEngine())

The board array (README.md beside this file): ``pits[i]``, ``i = side*16 + ring``;
side 0 South, 1 North; ring 0..7 front pits 1..8, ring 8..15 back pits 8..1
(0..7 A1..A8, 8..15 B8..B1, 16..23 a1..a8, 24..31 b8..b1). Clockwise is
ring+1, counter-clockwise ring-1, modulo 16 on the pit's own side. The house
is ring 4 (A5 = 4, a5 = 20); front ring r faces the other side's front ring 7-r.
"""

import json
import math
import sys
import traceback
from dataclasses import dataclass, field
from typing import Dict, List, NamedTuple, Optional

__version__ = "0.2.0"

SOUTH, NORTH = 0, 1  # board.to_move, Outcome.winner, side_of(i)
CW, CCW = 1, -1  # Move.dir: the step along a side's ring
HOUSE = 4  # the house's ring: pits[HOUSE] is A5, pits[16 + HOUSE] is a5
PROTOCOL = 1

VARIANTS = ("kiswahili", "kujifunza", "hus")
HOUSES = ("intact", "destroyed", "none")
REASONS = ("front-row-empty", "no-legal-move", "lap-limit")
SIDES = ("south", "north")
TOTAL = 64


class Refusal(Exception):
    """A request the engine or the kit refuses; kind is the protocol's error kind."""

    kind = "bad-request"


class IllegalMove(Refusal):
    """The move is not legal here (or the game is over)."""

    kind = "illegal-move"


class BadPosition(Refusal):
    """The position is not one the engine can play."""

    kind = "bad-position"


class Unsupported(Refusal):
    """A variant, profile, option or reading the engine does not play."""

    kind = "unsupported"


class BadRequest(Refusal):
    """A request the kit cannot read: its JSON, a missing member, a malformed move or rules."""

    kind = "bad-request"


@dataclass
class Block:
    """A lasting block (option blockDuration): a front pit and the moves it still stands (None: until lifted)."""

    pit: int
    turns: Optional[int] = None


@dataclass
class Board:
    """A position as a board array; README.md has the index of every pit."""

    variant: str
    pits: List[int]  # 32 seed counts
    stores: List[int]  # [south, north]
    houses: List[str]  # [south, north]: "intact", "destroyed" or "none"
    to_move: int  # SOUTH or NORTH
    blocked: Optional[int] = None  # a front pit of the side to move it may not empty by a kutakata
    must_capture: Optional[int] = None  # an opponent front pit it must capture (kutakatia)
    blocks: List[Block] = field(default_factory=list)

    def copy(self):
        """A deep copy."""
        return Board(self.variant, list(self.pits), list(self.stores), list(self.houses), self.to_move,
                     self.blocked, self.must_capture, [Block(b.pit, b.turns) for b in self.blocks])


@dataclass(frozen=True)
class Move:
    """A move: pit index, dir CW, CCW or 0 (none given), kichwa "left", "right" or None, safari."""

    pit: int
    dir: int = 0
    kichwa: Optional[str] = None
    safari: bool = False


class Outcome(NamedTuple):
    """The game's end: the winner (SOUTH or NORTH) and the reason. None while the game goes on."""

    winner: int
    reason: str  # "front-row-empty", "no-legal-move" or "lap-limit"


@dataclass
class Rules:
    """The rules of a request: a profile and option readings, only those the hello declares."""

    profile: str = "default"
    options: Dict[str, str] = field(default_factory=dict)


class Engine:
    """Subclass it: set the hello's attributes and write moves and apply."""

    name = "my-engine"
    version = "0.1"
    variants = ["kiswahili"]  # also "kujifunza", "hus"
    options: Dict[str, List[str]] = {}  # the options it can be told, with their readings
    profiles: Optional[List[str]] = None  # the profiles it knows by name
    dialect: Optional[dict] = None  # the readings it always plays: {"profile": ..., "options": {...}}

    def moves(self, board: Board, rules: Rules):
        """Every legal move once: [(Move, Board after it, Outcome or None)]; [] when the game is over."""
        raise NotImplementedError("moves")

    def apply(self, board: Board, rules: Rules, move: Move):
        """(Board after the move, Outcome or None); raise IllegalMove("why") when it is not legal."""
        raise NotImplementedError("apply")


# ---- the board array ----------------------------------------------------------------

def side_of(i):
    """The side (SOUTH or NORTH) that owns pit i."""
    return i >> 4


def ring_of(i):
    """Pit i's index on its owner's ring: 0..7 front pits 1..8, 8..15 back pits 8..1."""
    return i & 15


def is_front(i):
    """Whether pit i is in its owner's front row."""
    return (i & 15) < 8


def step(i, d):
    """The pit one step from i in direction d (CW or CCW) on its owner's ring."""
    return (i & 16) | ((i + d) & 15)


def facing(i):
    """The opponent's front pit facing front pit i."""
    return ((i & 16) ^ 16) | (7 - (i & 15))


def pit_index(name):
    """The index of a pit name (A1..B8, a1..b8), or -1 if it is not one."""
    if not isinstance(name, str) or len(name) != 2 or name[0] not in "ABab" or name[1] not in "12345678":
        return -1
    row, n = "ABab".index(name[0]), int(name[1])
    return (row >> 1) * 16 + (n - 1 if row & 1 == 0 else 16 - n)


def pit_name(i):
    """The name of pit i (0..31)."""
    ring = i & 15
    row, n = ("A", ring + 1) if ring < 8 else ("B", 16 - ring)
    return (row if i < 16 else row.lower()) + str(n)


# ---- strict JSON ----------------------------------------------------------------------

def _join(parent, key):
    if isinstance(key, int):
        return "%s[%d]" % (parent, key)
    return key if parent == "" else parent + "." + key


class _Object(dict):
    """A JSON object; dup names its first duplicate key."""

    __slots__ = ("dup",)


def _pairs(pairs):
    o = _Object()
    o.dup = None
    for k, v in pairs:
        if k in o and o.dup is None:
            o.dup = k
        o[k] = v
    return o


def _no_constant(name):
    raise ValueError("%s is not JSON" % name)


_DECODER = json.JSONDecoder(object_pairs_hook=_pairs, parse_constant=_no_constant)


def _duplicate(v, path):
    if isinstance(v, _Object):
        if v.dup is not None:
            return _join(path, v.dup)
        for k, x in v.items():
            found = _duplicate(x, _join(path, k))
            if found:
                return found
    elif isinstance(v, list):
        for k, x in enumerate(v):
            found = _duplicate(x, _join(path, k))
            if found:
                return found
    return None


def parse_strict(text):
    """Parses one JSON text strictly (RFC 8259, no NaN, a key once an object); raises BadRequest naming the path."""
    try:
        v = _DECODER.decode(text)
        dup = _duplicate(v, "")
    except ValueError as e:
        raise BadRequest("not JSON: %s" % e) from None
    except RecursionError:
        raise BadRequest("not JSON this kit reads: nested too deeply") from None
    if dup:
        raise BadRequest("%s: duplicate key (a key may appear once in an object)" % dup)
    return v


def _type(v):
    if v is None:
        return "null"
    if isinstance(v, dict):
        return "an object"
    if isinstance(v, list):
        return "an array"
    return "%s %s" % (type(v).__name__, json.dumps(v))


def _keys(obj, path, known, required, err):
    for k in obj:
        if k not in known:
            like = [x for x in known if x.lower() == k.lower()]
            raise err("%s: unknown key%s" % (_join(path, k), ' (did you mean "%s"?)' % like[0] if like else ""))
    for k in required:
        if k not in obj:
            raise err("%s: missing" % _join(path, k))


def _int(v, path, lo, hi, err):
    """An integer in lo..hi; 3.0 and 27e0 are integers, 3.5 is not."""
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        raise err("%s: want an integer, got %s" % (path, _type(v)))
    if isinstance(v, float):
        if not math.isfinite(v) or not v.is_integer():
            raise err("%s: %r is not an integer" % (path, v))
        v = int(v)
    if v < lo or v > hi:
        raise err("%s: %d is out of range %d..%d" % (path, v, lo, hi))
    return v


def _enum(v, path, values, err):
    if not isinstance(v, str) or v not in values:
        raise err("%s: want one of %s, got %s" % (path, ", ".join('"%s"' % x for x in values), _type(v)))
    return v


# ---- protocol JSON <-> board array ---------------------------------------------------------

def board_from_position(p, path="position"):
    """The Board of position JSON (as parse_strict returns it), checked: exact keys, 8 pits a
    row, counts 0..64, 64 seeds in all, the houses the variant has, blocked and mustCapture on
    front pits of the right side, at most one lasting block a side. Raises BadPosition."""
    err = BadPosition
    if not isinstance(p, dict):
        raise err("%s: want an object, got %s" % (path, _type(p)))
    _keys(p, path, ("variant", "toMove", "south", "north", "blocked", "mustCapture", "blocks"),
          ("variant", "toMove", "south", "north"), err)
    b = Board(variant=_enum(p["variant"], _join(path, "variant"), VARIANTS, err), pits=[0] * 32,
              stores=[0, 0], houses=["none", "none"],
              to_move=SIDES.index(_enum(p["toMove"], _join(path, "toMove"), SIDES, err)))
    total = 0
    for s, sname in enumerate(SIDES):
        sp = _join(path, sname)
        side = p[sname]
        if not isinstance(side, dict):
            raise err("%s: want an object, got %s" % (sp, _type(side)))
        _keys(side, sp, ("front", "back", "store", "house"), ("front", "back", "store", "house"), err)
        for row in ("front", "back"):
            rp = _join(sp, row)
            vals = side[row]
            if not isinstance(vals, list):
                raise err("%s: want an array of 8 seed counts, got %s" % (rp, _type(vals)))
            if len(vals) != 8:
                raise err("%s: want 8 pits, got %d" % (rp, len(vals)))
            for k, v in enumerate(vals):
                n = _int(v, _join(rp, k), 0, TOTAL, err)
                b.pits[s * 16 + (k if row == "front" else 15 - k)] = n
                total += n
        b.stores[s] = _int(side["store"], _join(sp, "store"), 0, TOTAL, err)
        total += b.stores[s]
        b.houses[s] = _enum(side["house"], _join(sp, "house"), HOUSES, err)
        want = ("intact", "destroyed") if b.variant == "kiswahili" else ("none",)
        if b.houses[s] not in want:
            raise err('%s: %s wants %s, got "%s"' % (_join(sp, "house"), b.variant,
                                                    " or ".join('"%s"' % x for x in want), b.houses[s]))
    if total != TOTAL:
        raise err("%s: holds %d seeds (board and stores), want %d" % (path, total, TOTAL))
    for key, attr, own in (("blocked", "blocked", True), ("mustCapture", "must_capture", False)):
        v = p.get(key)
        if v is None:
            continue
        kp = _join(path, key)
        i = pit_index(v)
        if i < 0:
            raise err('%s: want a pit name such as "A6" or null, got %s' % (kp, _type(v)))
        if not is_front(i) or (side_of(i) == b.to_move) != own:
            raise err("%s: %s is not a front pit of the %s" % (kp, v, "side to move" if own else "side to move's opponent"))
        setattr(b, attr, i)
    if "blocks" in p:
        bp = _join(path, "blocks")
        if not isinstance(p["blocks"], list):
            raise err("%s: want an array, got %s" % (bp, _type(p["blocks"])))
        for k, x in enumerate(p["blocks"]):
            xp = _join(bp, k)
            if not isinstance(x, dict):
                raise err("%s: want an object, got %s" % (xp, _type(x)))
            _keys(x, xp, ("pit", "turns"), ("pit",), err)
            i = pit_index(x["pit"])
            if i < 0 or not is_front(i):
                raise err('%s: want a front pit name such as "a3", got %s' % (_join(xp, "pit"), _type(x["pit"])))
            if any(side_of(y.pit) == side_of(i) for y in b.blocks):
                raise err("%s: a second lasting block on %s's side (at most one a side)" % (_join(xp, "pit"), SIDES[side_of(i)]))
            turns = _int(x["turns"], _join(xp, "turns"), 1, 255, err) if "turns" in x else None
            b.blocks.append(Block(i, turns))
    return b


def _count(v, what, hi=TOTAL):
    if isinstance(v, bool) or not isinstance(v, int) or v < 0 or v > hi:
        raise ValueError("%s: want an integer 0..%d, got %s" % (what, hi, _type(v) if not isinstance(v, (int, float)) else v))
    return v


def _pit(v, what, nullable):
    if v is None and nullable:
        return None
    return _count(v, what + " (a pit index)", 31)


def position_from_board(b):
    """Position JSON (a dict) of a Board; raises ValueError naming the field when the board is
    not one (a bug of the engine's)."""
    if not isinstance(b, Board):
        raise ValueError("want a bao_kit.Board, got %s" % type(b).__name__)
    if b.variant not in VARIANTS:
        raise ValueError("board.variant: want one of %s, got %r" % (", ".join(VARIANTS), b.variant))
    if len(b.pits) != 32:
        raise ValueError("board.pits: want 32 seed counts, got %d" % len(b.pits))
    for i, n in enumerate(b.pits):
        _count(n, "board.pits[%d] (%s)" % (i, pit_name(i)))
    if len(b.stores) != 2 or len(b.houses) != 2:
        raise ValueError("board.stores and board.houses: want [south, north]")
    for s in (0, 1):
        _count(b.stores[s], "board.stores[%d]" % s)
        if b.houses[s] not in HOUSES:
            raise ValueError('board.houses[%d]: want "intact", "destroyed" or "none", got %r' % (s, b.houses[s]))
    if b.to_move not in (SOUTH, NORTH) or isinstance(b.to_move, bool):
        raise ValueError("board.to_move: want SOUTH (0) or NORTH (1), got %r" % (b.to_move,))
    _pit(b.blocked, "board.blocked", True)
    _pit(b.must_capture, "board.must_capture", True)

    def side(s):
        return {"front": list(b.pits[s * 16:s * 16 + 8]), "back": list(reversed(b.pits[s * 16 + 8:s * 16 + 16])),
                "store": b.stores[s], "house": b.houses[s]}

    p = {"variant": b.variant, "toMove": SIDES[b.to_move], "south": side(SOUTH), "north": side(NORTH),
         "blocked": None if b.blocked is None else pit_name(b.blocked),
         "mustCapture": None if b.must_capture is None else pit_name(b.must_capture)}
    if b.blocks:
        blocks = []
        for k, x in enumerate(sorted(b.blocks, key=lambda x: x.pit)):
            o = {"pit": pit_name(_pit(x.pit, "board.blocks[%d].pit" % k, False))}
            if x.turns is not None:
                o["turns"] = _count(x.turns, "board.blocks[%d].turns" % k, 255)
            blocks.append(o)
        p["blocks"] = blocks
    return p


def move_from_json(m, path="move"):
    """The Move of move JSON; raises BadRequest."""
    err = BadRequest
    if not isinstance(m, dict):
        raise err("%s: want an object, got %s" % (path, _type(m)))
    _keys(m, path, ("pit", "dir", "kichwa", "safari"), ("pit",), err)
    pit = pit_index(m["pit"])
    if pit < 0:
        raise err("%s: want a pit name A1..B8 or a1..b8, got %s" % (_join(path, "pit"), _type(m["pit"])))
    d = 0
    if "dir" in m:
        d = CW if _enum(m["dir"], _join(path, "dir"), ("cw", "ccw"), err) == "cw" else CCW
    kichwa = _enum(m["kichwa"], _join(path, "kichwa"), ("left", "right"), err) if "kichwa" in m else None
    safari = m.get("safari", False)
    if not isinstance(safari, bool):
        raise err("%s: want true or false, got %s" % (_join(path, "safari"), _type(safari)))
    return Move(pit, d, kichwa, safari)


def move_to_json(mv):
    """Move JSON of a Move; choices not made (dir 0, kichwa None, safari False) are left out."""
    if not isinstance(mv, Move):
        raise ValueError("want a bao_kit.Move, got %s" % type(mv).__name__)
    m = {"pit": pit_name(_pit(mv.pit, "move.pit", False))}
    if mv.dir in (CW, CCW):
        m["dir"] = "cw" if mv.dir == CW else "ccw"
    elif mv.dir not in (0, None):
        raise ValueError("move.dir: want CW (1), CCW (-1) or 0, got %r" % (mv.dir,))
    if mv.kichwa in ("left", "right"):
        m["kichwa"] = mv.kichwa
    elif mv.kichwa is not None:
        raise ValueError("move.kichwa: want \"left\", \"right\" or None, got %r" % (mv.kichwa,))
    if mv.safari:
        m["safari"] = True
    return m


def outcome_to_json(o):
    """Outcome JSON: None, or {"winner": "south" | "north", "reason": ...}."""
    if o is None:
        return None
    winner, reason = o
    if winner not in (SOUTH, NORTH) or reason not in REASONS:
        raise ValueError("outcome: want Outcome(SOUTH | NORTH, one of %s), got %r" % (", ".join(REASONS), (o,)))
    return {"winner": SIDES[winner], "reason": reason}


def rules_from_json(r, engine, path="rules"):
    """The Rules of a request, checked against the engine's hello: an undeclared profile,
    option or reading is Unsupported, a malformed rules object a BadRequest."""
    rules = Rules()
    if r is None:
        return rules
    if not isinstance(r, dict):
        raise BadRequest("%s: want an object, got %s" % (path, _type(r)))
    _keys(r, path, ("profile", "options"), (), BadRequest)
    dialect = engine.dialect or {}
    if "profile" in r:
        prof = r["profile"]
        if not isinstance(prof, str):
            raise BadRequest("%s: want a string, got %s" % (_join(path, "profile"), _type(prof)))
        if prof != "default" and prof not in (engine.profiles or ()) and dialect.get("profile") != prof:
            raise Unsupported('%s: "%s" is not a profile this engine declares' % (_join(path, "profile"), prof))
        rules.profile = prof
    if "options" in r:
        op = _join(path, "options")
        if not isinstance(r["options"], dict):
            raise BadRequest("%s: want an object, got %s" % (op, _type(r["options"])))
        for name, reading in r["options"].items():
            if not isinstance(reading, str):
                raise BadRequest("%s: want a reading (a string), got %s" % (_join(op, name), _type(reading)))
            declared = (engine.options or {}).get(name) or ()
            if reading not in declared and (dialect.get("options") or {}).get(name) != reading:
                raise Unsupported("%s: %s=%s is not an option reading this engine declares" % (_join(op, name), name, reading))
            rules.options[name] = reading
    return rules


# ---- the protocol loop -------------------------------------------------------------------------

def hello_reply(engine, rid):
    """The reply to a hello, from the engine's attributes."""
    h = {"id": rid, "name": engine.name, "version": engine.version, "protocol": PROTOCOL,
         "variants": list(engine.variants), "options": dict(engine.options or {})}
    if engine.profiles:
        h["profiles"] = list(engine.profiles)
    if engine.dialect:
        h["dialect"] = engine.dialect
    return h


_REQUEST_KEYS = ("id", "op", "protocol", "rules", "position", "move")


def _lenient_id(line):
    try:
        v = json.loads(line)
    except (ValueError, RecursionError):
        return None
    rid = v.get("id") if isinstance(v, dict) else None
    return rid if isinstance(rid, int) and not isinstance(rid, bool) and rid >= 0 else None


def answer(engine, line):
    """The reply (a dict, id first) to one request line. Never raises: a Refusal is its error
    reply; any other exception is printed to stderr and answered as an error of kind
    bad-position whose message starts "engine error"."""
    rid = None
    try:
        try:
            req = parse_strict(line)
        except BadRequest:
            rid = _lenient_id(line)
            raise
        if not isinstance(req, dict):
            raise BadRequest("a request is a JSON object, got %s" % _type(req))
        if req.get("id") is not None:
            rid = _int(req["id"], "id", 0, 2 ** 53, BadRequest)
        for k in req:
            like = [x for x in _REQUEST_KEYS if x != k and x.lower() == k.lower()]
            if like:
                raise BadRequest('%s: unknown key (did you mean "%s"?)' % (k, like[0]))
        op = req.get("op")
        if op is None:
            raise BadRequest("op: missing (want hello, moves or apply)")
        if op == "hello":
            if "protocol" in req and (isinstance(req["protocol"], bool) or req["protocol"] != PROTOCOL):
                raise Unsupported("protocol %s: this engine speaks protocol %d" % (json.dumps(req["protocol"]), PROTOCOL))
            return hello_reply(engine, rid)
        if op not in ("moves", "apply"):
            raise Unsupported("op: unknown op %s (want hello, moves or apply)" % json.dumps(op))
        rules = rules_from_json(req.get("rules"), engine)
        if "position" not in req:
            raise BadRequest("position: missing")
        board = board_from_position(req["position"])
        if board.variant not in engine.variants:
            raise Unsupported("position.variant: %s is not a variant this engine declares" % board.variant)
        if op == "moves":
            out = engine.moves(board, rules)
            moves = []
            for k, succ in enumerate(out):
                try:
                    mv, after, outcome = succ
                    moves.append({"move": move_to_json(mv), "position": position_from_board(after),
                                  "outcome": outcome_to_json(outcome)})
                except (ValueError, TypeError) as e:
                    raise ValueError("moves()[%d]: %s" % (k, e)) from e
            return {"id": rid, "moves": moves}
        if "move" not in req:
            raise BadRequest("move: missing")
        mv = move_from_json(req["move"])
        if side_of(mv.pit) != board.to_move:
            raise IllegalMove("%s belongs to %s, and %s is to move" % (pit_name(mv.pit), SIDES[side_of(mv.pit)], SIDES[board.to_move]))
        after, outcome = engine.apply(board, rules, mv)
        return {"id": rid, "position": position_from_board(after), "outcome": outcome_to_json(outcome)}
    except Refusal as e:
        return {"id": rid, "error": {"kind": e.kind, "message": str(e)}}
    except Exception as e:  # a bug of the engine's: say so, and go on
        traceback.print_exc(file=sys.stderr)
        sys.stderr.flush()
        return {"id": rid, "error": {"kind": "bad-position",
                                     "message": "engine error: %s: %s (the traceback is on stderr)" % (type(e).__name__, e)}}


def serve(engine, stdin=None, stdout=None):
    """Serves protocol v1 until stdin ends: one reply a line, in order, flushed. Blank lines are skipped."""
    stdin = stdin if stdin is not None else sys.stdin.buffer
    stdout = stdout if stdout is not None else sys.stdout
    for raw in stdin:
        line = raw.decode("utf-8", "replace") if isinstance(raw, bytes) else raw
        if not line.strip():
            continue
        reply = answer(engine, line)
        stdout.write(json.dumps(reply, separators=(",", ":")) + "\n")
        stdout.flush()
