// typecheck.ts: the kit as a TypeScript engine uses it; kits_test.go
// type-checks it with tsc --strict where tsc is on PATH (it is not run).
import { serve, IllegalMove, Board, Move, Rules, Successor, Outcome, CW, CCW, step, facing, copyBoard, SOUTH, NORTH } from '../bao-kit.mjs';

function sow(board: Board, move: Move): Board {
  const b = copyBoard(board);
  let i = move.pit;
  let hand = b.pits[i];
  b.pits[i] = 0;
  const dir: 1 | -1 = move.dir === CCW ? CCW : CW;
  while (hand-- > 0) {
    i = step(i, dir);
    b.pits[i]++;
  }
  b.toMove = b.toMove === SOUTH ? NORTH : SOUTH;
  return b;
}

serve({
  name: 'ts-engine',
  version: '0.1',
  variants: ['kiswahili'],
  options: { lapLimit: ['192-seeds'] },
  moves(board: Board, rules: Rules): Successor[] {
    const out: Successor[] = [];
    for (let i = board.toMove * 16; i < board.toMove * 16 + 16; i++) {
      if (board.pits[i] < 2 || rules.profile !== 'default') continue;
      const move: Move = { pit: i, dir: CW, kichwa: null, safari: false };
      const outcome: Outcome = board.pits[facing(i)] > 60 ? { winner: board.toMove, reason: 'front-row-empty' } : null;
      out.push({ move, board: sow(board, move), outcome });
    }
    return out;
  },
  apply(board: Board, rules: Rules, move: Move) {
    if (board.pits[move.pit] < 2) throw new IllegalMove(`pit ${move.pit} has fewer than 2 seeds`);
    return { board: sow(board, move), outcome: null };
  },
});
