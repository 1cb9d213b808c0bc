"""Unit tests of bao_kit: strict JSON, the board array, the protocol loop's replies.
Run: python3 -m unittest discover -s tests   (from kits/python; kits/kits_test.go runs them)."""
import io
import json
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import bao_kit  # noqa: E402
from bao_kit import (CCW, CW, HOUSE, NORTH, SOUTH, Block, Board, IllegalMove, Move, Outcome,  # noqa: E402
                     answer, board_from_position, facing, is_front, move_from_json, move_to_json,
                     parse_strict, pit_index, pit_name, position_from_board, side_of, step)

START = ('{"variant":"kiswahili","toMove":"south","south":{"front":[0,0,0,0,6,2,2,0],"back":[0,0,0,0,0,0,0,0],'
         '"store":22,"house":"intact"},"north":{"front":[0,0,0,0,6,2,2,0],"back":[0,0,0,0,0,0,0,0],"store":22,'
         '"house":"intact"},"blocked":null,"mustCapture":null}')
# The reference engine's answer to A7 cw from the start (bao adapter).
AFTER_A7_CW = ('{"variant":"kiswahili","toMove":"north","south":{"front":[0,0,0,0,6,2,0,1],"back":[0,0,0,0,0,0,1,1],'
               '"store":21,"house":"intact"},"north":{"front":[0,0,0,0,6,2,2,0],"back":[0,0,0,0,0,0,0,0],"store":22,'
               '"house":"intact"},"blocked":null,"mustCapture":null}')


class Recorder(bao_kit.Engine):
    name, version, variants = "t", "1", ["kiswahili"]
    options = {"lapLimit": ["192-seeds", "12-passes"]}
    profiles = ["donkers"]

    def __init__(self):
        self.calls = []

    def moves(self, board, rules):
        self.calls.append((board, rules, None))
        after = board.copy()
        after.to_move = 1 - board.to_move
        return [(Move(5, CCW), after, None)]

    def apply(self, board, rules, move):
        self.calls.append((board, rules, move))
        if move.pit == 0:
            raise IllegalMove("A1 is empty")
        if move.pit == 1:
            raise TypeError("a bug")
        after = board.copy()
        after.to_move = 1 - board.to_move
        return after, Outcome(NORTH, "front-row-empty")


def req(**kw):
    return json.dumps(kw)


class TestBoardArray(unittest.TestCase):
    def test_pit_names_and_the_ring(self):
        names = "A1 A2 A3 A4 A5 A6 A7 A8 B8 B7 B6 B5 B4 B3 B2 B1".split()
        for i, n in enumerate(names + [x.lower() for x in names]):
            self.assertEqual(pit_index(n), i, n)
            self.assertEqual(pit_name(i), n)
        self.assertEqual(pit_index("C1"), -1)
        self.assertEqual(pit_index("A9"), -1)
        self.assertEqual(step(7, CW), 8)  # A8 -> B8
        self.assertEqual(step(15, CW), 0)  # B1 -> A1
        self.assertEqual(step(0, CCW), 15)
        self.assertEqual(step(31, CW), 16)  # b1 -> a1
        self.assertEqual(facing(0), 23)  # A1 faces a8
        self.assertEqual(facing(20), 3)  # a5 faces A4
        self.assertEqual(side_of(24), NORTH)
        self.assertFalse(is_front(8))

    def test_positions_to_boards_and_back(self):
        b = board_from_position(parse_strict(START))
        self.assertEqual(b.pits[:8], [0, 0, 0, 0, 6, 2, 2, 0])
        self.assertEqual(b.pits[HOUSE], 6)
        self.assertEqual(b.pits[16 + HOUSE], 6)
        self.assertEqual((b.stores, b.houses, b.to_move, b.blocked, b.blocks), ([22, 22], ["intact", "intact"], SOUTH, None, []))
        # A7 clockwise goes A8, B8, B7: indexes 7, 8, 9 (clockwise is ring + 1).
        a = board_from_position(parse_strict(AFTER_A7_CW))
        self.assertEqual(a.pits[:16], [0, 0, 0, 0, 6, 2, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0])
        self.assertEqual(a.to_move, NORTH)
        self.assertEqual(position_from_board(a), json.loads(AFTER_A7_CW))
        p = json.loads(START)
        p["south"]["back"] = [1, 0, 0, 0, 0, 0, 0, 2]
        p["south"]["store"] = 19
        p["toMove"], p["blocked"], p["mustCapture"] = "north", "a5", "A6"
        p["blocks"] = [{"pit": "A7", "turns": 2}, {"pit": "a5"}]
        q = board_from_position(parse_strict(json.dumps(p)))
        self.assertEqual((q.pits[15], q.pits[8], q.blocked, q.must_capture), (1, 2, 20, 5))
        self.assertEqual(q.blocks, [Block(6, 2), Block(20, None)])
        self.assertEqual(position_from_board(q), p)
        self.assertEqual(move_from_json({"pit": "b2", "kichwa": "left", "safari": True}), Move(30, 0, "left", True))
        self.assertEqual(move_to_json(Move(30)), {"pit": "b2"})
        with self.assertRaisesRegex(ValueError, r"board.pits\[3\] \(A4\)"):
            bad = b.copy()
            bad.pits[3] = -1
            position_from_board(bad)


class TestStrictJSON(unittest.TestCase):
    def setUp(self):
        self.e = Recorder()

    def err(self, line):
        return answer(self.e, line)["error"]

    def with_pos(self, f):
        p = json.loads(START)
        f(p)
        return req(id=7, op="moves", rules={}, position=p)

    def test_positions(self):
        def rename(p):
            p["South"] = p.pop("south")
        self.assertEqual(self.err(self.with_pos(rename)),
                         {"kind": "bad-position", "message": 'position.South: unknown key (did you mean "south"?)'})

        def half(p):
            p["south"]["front"][3] = 0.5
        self.assertEqual(self.err(self.with_pos(half)),
                         {"kind": "bad-position", "message": "position.south.front[3]: 0.5 is not an integer"})
        self.assertEqual(self.err(self.with_pos(lambda p: p.update(extra=1))),
                         {"kind": "bad-position", "message": "position.extra: unknown key"})
        self.assertEqual(self.err(self.with_pos(lambda p: p["north"].pop("house"))),
                         {"kind": "bad-position", "message": "position.north.house: missing"})
        self.assertEqual(self.err(self.with_pos(lambda p: p["north"].update(store=21))),
                         {"kind": "bad-position", "message": "position: holds 63 seeds (board and stores), want 64"})
        self.assertEqual(self.err(self.with_pos(lambda p: p["north"].update(store=True))),
                         {"kind": "bad-position", "message": "position.north.store: want an integer, got bool true"})
        self.assertEqual(self.err(self.with_pos(lambda p: p.update(blocked="a5"))),
                         {"kind": "bad-position", "message": "position.blocked: a5 is not a front pit of the side to move"})

    def test_duplicates_numbers_syntax(self):
        dup = '{"id":8,"op":"moves","rules":{},"position":%s}' % START.replace('"store":22,', '"store":22,"store":22,', 1)
        r = answer(self.e, dup)
        self.assertEqual(r["id"], 8)
        self.assertEqual(r["error"]["kind"], "bad-request")
        self.assertTrue(r["error"]["message"].startswith("position.south.store: duplicate key"), r)
        ok = answer(self.e, '{"id":9.0,"op":"moves","rules":{},"position":%s}' % START.replace(
            '"store":22,', '"store":2.2e1,', 1).replace("[0,0,0,0,6,2,2,0]", "[0,0,0,0,6.0,2,2,0]", 1))
        self.assertEqual(ok["id"], 9)
        self.assertIsInstance(ok["id"], int)
        self.assertEqual(len(ok["moves"]), 1)
        board = self.e.calls[-1][0]
        self.assertEqual((board.stores[0], board.pits[4]), (22, 6))
        self.assertIsInstance(board.pits[4], int)
        self.assertEqual(self.err('{"id":1.5,"op":"hello"}'), {"kind": "bad-request", "message": "id: 1.5 is not an integer"})
        self.assertEqual(self.err('{"id":1,"op":"hello","id":2}')["kind"], "bad-request")
        self.assertEqual(self.err('{"id":1,"op":"hello"} x')["kind"], "bad-request")
        self.assertEqual(self.err('{"id":1,"op":"hello","protocol":NaN}')["kind"], "bad-request")
        self.assertEqual(self.err("[" * 100000 + "]" * 100000)["kind"], "bad-request")
        start = json.loads(START)
        self.assertEqual(self.err(req(id=2, op="apply", rules={}, position=start, move={"pit": "A6", "Dir": "cw"})),
                         {"kind": "bad-request", "message": 'move.Dir: unknown key (did you mean "dir"?)'})
        self.assertEqual(self.err(req(id=2, op="apply", rules={}, position=start, move={"pit": "A6", "dir": "left"})),
                         {"kind": "bad-request", "message": 'move.dir: want one of "cw", "ccw", got str "left"'})


class TestLoop(unittest.TestCase):
    def test_replies(self):
        e = Recorder()
        start = json.loads(START)
        self.assertEqual(answer(e, '{"id":1,"op":"hello","protocol":1}'),
                         {"id": 1, "name": "t", "version": "1", "protocol": 1, "variants": ["kiswahili"],
                          "options": {"lapLimit": ["192-seeds", "12-passes"]}, "profiles": ["donkers"]})
        self.assertEqual(answer(e, '{"id":1,"op":"hello","protocol":2}')["error"]["kind"], "unsupported")
        self.assertEqual(answer(e, '{"id":3,"op":"dance"}'),
                         {"id": 3, "error": {"kind": "unsupported", "message": 'op: unknown op "dance" (want hello, moves or apply)'}})
        self.assertIsNone(answer(e, "[1]")["id"])
        self.assertEqual(answer(e, '{"id":4,"op":"moves","rules":{}}')["error"]["kind"], "bad-request")
        m = answer(e, req(id=5, op="moves", rules={"options": {"lapLimit": "12-passes"}}, position=start))
        self.assertEqual(m["moves"][0]["move"], {"pit": "A6", "dir": "ccw"})
        self.assertEqual(m["moves"][0]["position"]["toMove"], "north")
        self.assertEqual(e.calls[-1][1], bao_kit.Rules("default", {"lapLimit": "12-passes"}))
        for rules in ({"options": {"lapLimit": "cycle"}}, {"profile": "bga"}):
            self.assertEqual(answer(e, req(id=6, op="moves", rules=rules, position=start))["error"]["kind"], "unsupported")
        self.assertEqual(len(answer(e, req(id=6, op="moves", rules={"profile": "donkers"}, position=start))["moves"]), 1)
        kuj = json.loads(START.replace('"intact"', '"none"').replace('"store":22', '"store":0')
                         .replace("[0,0,0,0,6,2,2,0]", "[2,2,2,2,2,2,2,2]").replace("[0,0,0,0,0,0,0,0]", "[2,2,2,2,2,2,2,2]"))
        kuj["variant"] = "kujifunza"
        self.assertEqual(answer(e, req(id=6, op="moves", rules={}, position=kuj))["error"]["kind"], "unsupported")
        a = answer(e, req(id=7, op="apply", rules={}, position=start, move={"pit": "A6", "dir": "ccw"}))
        self.assertEqual(a["outcome"], {"winner": "north", "reason": "front-row-empty"})
        self.assertEqual(e.calls[-1][2], Move(5, CCW))
        self.assertEqual(answer(e, req(id=8, op="apply", rules={}, position=start, move={"pit": "A1"})),
                         {"id": 8, "error": {"kind": "illegal-move", "message": "A1 is empty"}})
        self.assertEqual(answer(e, req(id=9, op="apply", rules={}, position=start, move={"pit": "a6"})),
                         {"id": 9, "error": {"kind": "illegal-move", "message": "a6 belongs to north, and south is to move"}})
        stderr, sys.stderr = sys.stderr, io.StringIO()
        try:
            bug = answer(e, req(id=10, op="apply", rules={}, position=start, move={"pit": "A2"}))
            trace = sys.stderr.getvalue()
        finally:
            sys.stderr = stderr
        self.assertEqual(bug["id"], 10)
        self.assertEqual(bug["error"]["kind"], "bad-position")
        self.assertTrue(bug["error"]["message"].startswith("engine error: TypeError: a bug"), bug)
        self.assertIn("Traceback", trace)

    def test_serve(self):
        out = io.StringIO()
        lines = [b'{"id":1,"op":"hello"}\n', b"\n", b"garbage\n", ('{"id":2,"op":"moves","position":%s}\n' % START).encode()]
        bao_kit.serve(Recorder(), lines, out)
        replies = [json.loads(x) for x in out.getvalue().splitlines()]
        self.assertEqual([r["id"] for r in replies], [1, None, 2])
        self.assertEqual(replies[1]["error"]["kind"], "bad-request")
        self.assertEqual(len(replies[2]["moves"]), 1)


if __name__ == "__main__":
    unittest.main()
