#!/usr/bin/env python3
"""standin.py: the Python kit's end-to-end test engine (kits/kits_test.go).

It plays through the kit's board array: the kit turns each request's position into a
bao_kit.Board, this engine turns the board back into position JSON with its own table of pit
names (written from README.md, not with the kit's converters), asks the reference engine
(`bao adapter`, protocol v1, a subprocess) for the moves or the result, and turns each answer
into a Board again, which the kit writes as JSON. bao check then judges the replies.

    python3 tests/standin.py /path/to/bao
"""
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import bao_kit  # noqa: E402

# The README's board array, index by index.
NAMES = ("A1 A2 A3 A4 A5 A6 A7 A8 B8 B7 B6 B5 B4 B3 B2 B1 "
         "a1 a2 a3 a4 a5 a6 a7 a8 b8 b7 b6 b5 b4 b3 b2 b1").split()
INDEX = {name: i for i, name in enumerate(NAMES)}
ROWS = {"south": ("A", "B"), "north": ("a", "b")}
SIDE = ("south", "north")


def to_position(b):
    p = {"variant": b.variant, "toMove": SIDE[b.to_move]}
    for s, side in enumerate(SIDE):
        front, back = ROWS[side]
        p[side] = {"front": [b.pits[INDEX[front + str(n)]] for n in range(1, 9)],
                   "back": [b.pits[INDEX[back + str(n)]] for n in range(1, 9)],
                   "store": b.stores[s], "house": b.houses[s]}
    p["blocked"] = None if b.blocked is None else NAMES[b.blocked]
    p["mustCapture"] = None if b.must_capture is None else NAMES[b.must_capture]
    if b.blocks:
        p["blocks"] = [{"pit": NAMES[x.pit]} if x.turns is None else {"pit": NAMES[x.pit], "turns": x.turns}
                       for x in b.blocks]
    return p


def to_board(p):
    pits = [-1] * 32
    for side in SIDE:
        front, back = ROWS[side]
        for n in range(1, 9):
            pits[INDEX[front + str(n)]] = p[side]["front"][n - 1]
            pits[INDEX[back + str(n)]] = p[side]["back"][n - 1]
    return bao_kit.Board(
        variant=p["variant"], pits=pits, stores=[p["south"]["store"], p["north"]["store"]],
        houses=[p["south"]["house"], p["north"]["house"]], to_move=SIDE.index(p["toMove"]),
        blocked=None if p["blocked"] is None else INDEX[p["blocked"]],
        must_capture=None if p["mustCapture"] is None else INDEX[p["mustCapture"]],
        blocks=[bao_kit.Block(INDEX[x["pit"]], x.get("turns")) for x in p.get("blocks", [])])


def to_move(m):
    d = {"cw": 1, "ccw": -1}.get(m.get("dir"), 0)
    return bao_kit.Move(INDEX[m["pit"]], d, m.get("kichwa"), m.get("safari", False))


def from_move(mv):
    m = {"pit": NAMES[mv.pit]}
    if mv.dir:
        m["dir"] = "cw" if mv.dir == 1 else "ccw"
    if mv.kichwa:
        m["kichwa"] = mv.kichwa
    if mv.safari:
        m["safari"] = True
    return m


def to_outcome(o):
    return None if o is None else bao_kit.Outcome(SIDE.index(o["winner"]), o["reason"])


class Reference:
    """The reference engine as a subprocess, one request at a time."""

    def __init__(self, bao):
        self.proc = subprocess.Popen([bao, "adapter"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     universal_newlines=True, bufsize=1)
        self.n = 0

    def ask(self, req):
        self.n += 1
        req["id"] = self.n
        self.proc.stdin.write(json.dumps(req) + "\n")
        self.proc.stdin.flush()
        reply = json.loads(self.proc.stdout.readline())
        err = reply.get("error")
        if err:
            kinds = {"illegal-move": bao_kit.IllegalMove, "bad-position": bao_kit.BadPosition,
                     "unsupported": bao_kit.Unsupported}
            raise kinds.get(err["kind"], bao_kit.BadRequest)(err["message"])
        return reply


class StandIn(bao_kit.Engine):
    def __init__(self, ref):
        self.ref = ref
        hello = ref.ask({"op": "hello", "protocol": 1})
        self.name = "kit-python-standin"
        self.version = hello["version"]
        self.variants = hello["variants"]
        self.options = hello["options"]
        self.profiles = hello.get("profiles")

    def moves(self, board, rules):
        r = self.ref.ask({"op": "moves", "rules": {"profile": rules.profile, "options": rules.options},
                          "position": to_position(board)})
        return [(to_move(s["move"]), to_board(s["position"]), to_outcome(s["outcome"])) for s in r["moves"]]

    def apply(self, board, rules, move):
        r = self.ref.ask({"op": "apply", "rules": {"profile": rules.profile, "options": rules.options},
                          "position": to_position(board), "move": from_move(move)})
        return to_board(r["position"]), to_outcome(r["outcome"])


if __name__ == "__main__":
    bao_kit.serve(StandIn(Reference(sys.argv[1])))
