#!/usr/bin/env node
// my-engine.mjs: your engine in protocol v1. Fill in moves() and apply() on
// the board array (README.md beside this file), then run
//   bao check --engine "node my-engine.mjs"
import { serve, IllegalMove, SOUTH, NORTH, CW, CCW, step, facing, copyBoard } from './bao-kit.mjs';

serve({
  name: 'my-engine',
  version: '0.1',
  variants: ['kiswahili'], // also 'kujifunza', 'hus' if you play them
  options: {},             // {lapLimit: ['192-seeds', '12-passes']}: the options you can be told

  // Every legal move of board, once, with the board after it (the opponent to
  // move) and the outcome (null, or {winner: SOUTH | NORTH, reason}); [] when
  // the game is over.
  moves(board, rules) {
    throw new Error('moves: not written yet');
  },

  // The board after move, and the outcome. Throw IllegalMove('why') when the
  // move is not legal here.
  apply(board, rules, move) {
    throw new Error('apply: not written yet');
  },
});
