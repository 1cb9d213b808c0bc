#!/usr/bin/env python3
"""my_engine.py: your engine in protocol v1. Fill in moves and apply on the board array
(README.md beside this file), then run  bao check --engine "python3 my_engine.py"."""
import bao_kit
from bao_kit import SOUTH, NORTH, CW, CCW, Board, Move, Outcome, IllegalMove, step, facing


class MyEngine(bao_kit.Engine):
    name = "my-engine"
    version = "0.1"
    variants = ["kiswahili"]  # also "kujifunza", "hus" if you play them
    options = {}  # {"lapLimit": ["192-seeds", "12-passes"]}: the options you can be told

    def moves(self, board, rules):
        """Every legal move once: [(Move, Board after it, Outcome or None)], the opponent to
        move in every board after; [] when the game is over."""
        raise NotImplementedError("moves: not written yet")

    def apply(self, board, rules, move):
        """(Board after the move, Outcome or None); raise IllegalMove("why") if it is not legal."""
        raise NotImplementedError("apply: not written yet")


if __name__ == "__main__":
    bao_kit.serve(MyEngine())
