// standin.mjs: the kit's end-to-end test engine (kits/kits_test.go). It plays
// through the kit's board array: the kit turns each request's position into a
// board, this engine turns the board back into position JSON with its own
// table of pit names (written from README.md, not with the kit's
// converters), asks the reference engine (the JavaScript library of js/, built
// into the directory named by the first argument) for the moves or the
// result, and turns each answer into a board again, which the kit writes as
// JSON. bao check then judges the replies against every vector.
//
//   node test/standin.mjs DIST_DIR
import { createRequire } from 'node:module';
import path from 'node:path';
import { serve, IllegalMove, BadPosition } from '../bao-kit.mjs';

const dist = path.resolve(process.argv[2] || '');
const Bao = createRequire(import.meta.url)(path.join(dist, 'bao.js'));
const bao = await Bao.load({ dir: dist });

// The README's board array, index by index.
const NAMES = [
  'A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'B8', 'B7', 'B6', 'B5', 'B4', 'B3', 'B2', 'B1',
  'a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'b8', 'b7', 'b6', 'b5', 'b4', 'b3', 'b2', 'b1',
];
const index = (name) => {
  const i = NAMES.indexOf(name);
  if (i < 0) throw new Error(`standin: no pit ${name}`);
  return i;
};
const SIDE = ['south', 'north'];

function toPosition(b) {
  const side = (s) => {
    const letters = s === 0 ? ['A', 'B'] : ['a', 'b'];
    const row = (l) => [1, 2, 3, 4, 5, 6, 7, 8].map((n) => b.pits[index(l + n)]);
    return { front: row(letters[0]), back: row(letters[1]), store: b.stores[s], house: b.houses[s] };
  };
  const p = {
    variant: b.variant, toMove: SIDE[b.toMove], south: side(0), north: side(1),
    blocked: b.blocked === null ? null : NAMES[b.blocked],
    mustCapture: b.mustCapture === null ? null : NAMES[b.mustCapture],
  };
  if (b.blocks.length > 0) {
    p.blocks = b.blocks.map((x) => (x.turns === null ? { pit: NAMES[x.pit] } : { pit: NAMES[x.pit], turns: x.turns }));
  }
  return p;
}

function toBoard(p) {
  const pits = new Array(32).fill(-1);
  SIDE.forEach((s, k) => {
    const letters = k === 0 ? ['A', 'B'] : ['a', 'b'];
    p[s].front.forEach((n, j) => { pits[index(letters[0] + (j + 1))] = n; });
    p[s].back.forEach((n, j) => { pits[index(letters[1] + (j + 1))] = n; });
  });
  return {
    variant: p.variant, pits, stores: [p.south.store, p.north.store], houses: [p.south.house, p.north.house],
    toMove: SIDE.indexOf(p.toMove),
    blocked: p.blocked == null ? null : index(p.blocked),
    mustCapture: p.mustCapture == null ? null : index(p.mustCapture),
    blocks: (p.blocks || []).map((x) => ({ pit: index(x.pit), turns: x.turns === undefined ? null : x.turns })),
  };
}

const toMove = (m) => ({
  pit: index(m.pit), dir: m.dir === 'cw' ? 1 : m.dir === 'ccw' ? -1 : 0,
  kichwa: m.kichwa || null, safari: m.safari === true,
});
const fromMove = (m) => {
  const j = { pit: NAMES[m.pit] };
  if (m.dir !== 0) j.dir = m.dir === 1 ? 'cw' : 'ccw';
  if (m.kichwa !== null) j.kichwa = m.kichwa;
  if (m.safari) j.safari = true;
  return j;
};
const toOutcome = (o) => (o === null ? null : { winner: SIDE.indexOf(o.winner), reason: o.reason });

function call(f) {
  try {
    return f();
  } catch (e) {
    if (e.name === 'BaoError' && e.kind === 'illegal-move') throw new IllegalMove(e.message);
    if (e.name === 'BaoError' && e.kind === 'bad-position') throw new BadPosition(e.message);
    throw e;
  }
}

const info = bao.options();
const options = {};
for (const o of info.options) options[o.name] = o.readings;

serve({
  name: 'kit-js-standin',
  version: bao.version().suite,
  variants: ['kiswahili', 'kujifunza', 'hus'],
  options,
  profiles: Object.keys(info.profiles),
  moves(board, rules) {
    const r = call(() => bao.moves(toPosition(board), rules));
    return r.moves.map((s) => ({ move: toMove(s.move), board: toBoard(s.position), outcome: toOutcome(s.outcome) }));
  },
  apply(board, rules, move) {
    const r = call(() => bao.apply(toPosition(board), rules, fromMove(move)));
    return { board: toBoard(r.position), outcome: toOutcome(r.outcome) };
  },
});
