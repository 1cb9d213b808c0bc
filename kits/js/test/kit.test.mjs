// Unit tests of bao-kit.mjs: strict JSON, the board array, the protocol loop's
// replies. Run: node --test test/   (kits/kits_test.go runs them).
import test from 'node:test';
import assert from 'node:assert/strict';
import {
  answer, parseStrict, boardFromPosition, positionFromBoard, moveFromJSON, moveToJSON,
  pitIndex, pitName, step, facing, sideOf, isFront, IllegalMove, CW, CCW, SOUTH, NORTH, HOUSE,
} from '../bao-kit.mjs';

const START = '{"variant":"kiswahili","toMove":"south","south":{"front":[0,0,0,0,6,2,2,0],"back":[0,0,0,0,0,0,0,0],"store":22,"house":"intact"},"north":{"front":[0,0,0,0,6,2,2,0],"back":[0,0,0,0,0,0,0,0],"store":22,"house":"intact"},"blocked":null,"mustCapture":null}';
// The reference engine's answer to A7 cw from the start (bao adapter).
const AFTER_A7_CW = '{"variant":"kiswahili","toMove":"north","south":{"front":[0,0,0,0,6,2,0,1],"back":[0,0,0,0,0,0,1,1],"store":21,"house":"intact"},"north":{"front":[0,0,0,0,6,2,2,0],"back":[0,0,0,0,0,0,0,0],"store":22,"house":"intact"},"blocked":null,"mustCapture":null}';

const engine = {
  name: 't', version: '1', variants: ['kiswahili'], options: { lapLimit: ['192-seeds', '12-passes'] }, profiles: ['donkers'],
  calls: [],
  moves(board, rules) {
    this.calls.push({ board, rules });
    return [{ move: { pit: 5, dir: CCW, kichwa: null, safari: false }, board: { ...board, toMove: 1 - board.toMove }, outcome: null }];
  },
  apply(board, rules, move) {
    this.calls.push({ board, rules, move });
    if (move.pit === 0) throw new IllegalMove('A1 is empty');
    if (move.pit === 1) throw new TypeError('a bug');
    return { board: { ...board, toMove: 1 - board.toMove }, outcome: { winner: NORTH, reason: 'front-row-empty' } };
  },
};
const req = (o) => JSON.stringify(o);
const ask = (line) => answer(engine, line);

test('pit names and the ring', () => {
  const names = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'B8', 'B7', 'B6', 'B5', 'B4', 'B3', 'B2', 'B1'];
  const all = names.concat(names.map((n) => n.toLowerCase()));
  all.forEach((n, i) => { assert.equal(pitIndex(n), i, n); assert.equal(pitName(i), n); });
  assert.equal(pitIndex('C1'), -1);
  assert.equal(pitIndex('A9'), -1);
  assert.equal(step(7, CW), 8);   // A8 -> B8
  assert.equal(step(15, CW), 0);  // B1 -> A1
  assert.equal(step(0, CCW), 15); // A1 -> B1
  assert.equal(step(31, CW), 16); // b1 -> a1
  assert.equal(step(16, CCW), 31);
  assert.equal(facing(0), 23);    // A1 faces a8
  assert.equal(facing(20), 3);    // a5 faces A4
  assert.equal(sideOf(24), NORTH);
  assert.equal(isFront(8), false);
  assert.equal(HOUSE, 4);
});

test('positions to boards and back', () => {
  const b = boardFromPosition(parseStrict(START));
  assert.deepEqual(b.pits.slice(0, 8), [0, 0, 0, 0, 6, 2, 2, 0]);
  assert.equal(b.pits[HOUSE], 6);
  assert.equal(b.pits[16 + HOUSE], 6);
  assert.deepEqual(b.stores, [22, 22]);
  assert.deepEqual(b.houses, ['intact', 'intact']);
  assert.equal(b.toMove, SOUTH);
  assert.equal(b.blocked, null);
  assert.deepEqual(b.blocks, []);
  // A7 clockwise goes A8, B8, B7: indexes 7, 8, 9 (clockwise is ring + 1).
  const a = boardFromPosition(parseStrict(AFTER_A7_CW));
  assert.deepEqual(a.pits.slice(0, 16), [0, 0, 0, 0, 6, 2, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0]);
  assert.equal(a.toMove, NORTH);
  assert.deepEqual(positionFromBoard(a), JSON.parse(AFTER_A7_CW));
  const p = JSON.parse(START);
  p.south.back = [1, 0, 0, 0, 0, 0, 0, 2];
  p.south.store = 19;
  p.toMove = 'north';
  p.blocked = 'a5';
  p.mustCapture = 'A6';
  p.blocks = [{ pit: 'A7', turns: 2 }, { pit: 'a5' }];
  const q = boardFromPosition(parseStrict(JSON.stringify(p)));
  assert.equal(q.pits[15], 1); // B1
  assert.equal(q.pits[8], 2);  // B8
  assert.equal(q.blocked, 20);
  assert.equal(q.mustCapture, 5);
  assert.deepEqual(q.blocks, [{ pit: 6, turns: 2 }, { pit: 20, turns: null }]);
  assert.deepEqual(positionFromBoard(q), p);
});

test('strict JSON', () => {
  const err = (line) => ask(line).error;
  const start = JSON.parse(START);
  const withPos = (f) => { const p = JSON.parse(START); f(p); return req({ id: 7, op: 'moves', rules: {}, position: p }); };
  assert.deepEqual(err(withPos((p) => { p.South = p.south; delete p.south; })),
    { kind: 'bad-position', message: 'position.South: unknown key (did you mean "south"?)' });
  assert.deepEqual(err(withPos((p) => { p.south.front[3] = 0.5; p.south.store = 21.5; })),
    { kind: 'bad-position', message: 'position.south.front[3]: 0.5 is not an integer' });
  assert.deepEqual(err(withPos((p) => { p.extra = 1; })), { kind: 'bad-position', message: 'position.extra: unknown key' });
  assert.deepEqual(err(withPos((p) => { delete p.north.house; })), { kind: 'bad-position', message: 'position.north.house: missing' });
  assert.deepEqual(err(withPos((p) => { p.north.store = 21; })), { kind: 'bad-position', message: 'position: holds 63 seeds (board and stores), want 64' });
  assert.deepEqual(err(withPos((p) => { p.blocked = 'a5'; })), { kind: 'bad-position', message: 'position.blocked: a5 is not a front pit of the side to move' });
  const dup = `{"id":8,"op":"moves","rules":{},"position":${START.replace('"store":22,', '"store":22,"store":22,')}}`;
  const d = ask(dup);
  assert.equal(d.id, 8);
  assert.equal(d.error.kind, 'bad-request');
  assert.match(d.error.message, /^position\.south\.store: duplicate key/);
  // Integers written 3.0 or 22e0 are integers, everywhere.
  const ok = ask(`{"id":9.0,"op":"moves","rules":{},"position":${START.replace('"store":22,', '"store":2.2e1,').replace('[0,0,0,0,6,2,2,0]', '[0,0,0,0,6.0,2,2,0]')}}`);
  assert.equal(ok.id, 9);
  assert.equal(ok.moves.length, 1);
  assert.equal(engine.calls.at(-1).board.stores[0], 22);
  assert.equal(engine.calls.at(-1).board.pits[4], 6);
  assert.deepEqual(err('{"id":1.5,"op":"hello"}'), { kind: 'bad-request', message: 'id: 1.5 is not an integer' });
  assert.equal(ask('{"id":1,"op":"hello","id":2}').error.kind, 'bad-request');
  assert.equal(ask('{"id":1,"op":"hello"} x').error.kind, 'bad-request');
  assert.equal(ask('{"id":1,"op":"hello","protocol":NaN}').error.kind, 'bad-request');
  assert.equal(ask('['.repeat(100000) + ']'.repeat(100000)).error.kind, 'bad-request');
  assert.deepEqual(err(req({ id: 2, op: 'apply', rules: {}, position: start, move: { pit: 'A6', Dir: 'cw' } })),
    { kind: 'bad-request', message: 'move.Dir: unknown key (did you mean "dir"?)' });
  assert.deepEqual(err(req({ id: 2, op: 'apply', rules: {}, position: start, move: { pit: 'A6', dir: 'left' } })),
    { kind: 'bad-request', message: 'move.dir: want one of "cw", "ccw", got string "left"' });
  assert.deepEqual(moveFromJSON({ pit: 'b2', kichwa: 'left', safari: true }), { pit: 30, dir: 0, kichwa: 'left', safari: true });
  assert.deepEqual(moveToJSON({ pit: 30, dir: 0, kichwa: null, safari: false }), { pit: 'b2' });
});

test('the protocol loop', async () => {
  const start = JSON.parse(START);
  const h = ask('{"id":1,"op":"hello","protocol":1}');
  assert.deepEqual(h, { id: 1, name: 't', version: '1', protocol: 1, variants: ['kiswahili'], options: { lapLimit: ['192-seeds', '12-passes'] }, profiles: ['donkers'] });
  assert.equal(ask('{"id":1,"op":"hello","protocol":2}').error.kind, 'unsupported');
  assert.deepEqual(ask('{"id":3,"op":"dance"}'), { id: 3, error: { kind: 'unsupported', message: 'op: unknown op "dance" (want hello, moves or apply)' } });
  assert.equal(ask('[1]').id, null);
  assert.equal(ask('{"id":4,"op":"moves","rules":{}}').error.kind, 'bad-request');
  const m = ask(req({ id: 5, op: 'moves', rules: { options: { lapLimit: '12-passes' } }, position: start }));
  assert.deepEqual(m.moves[0].move, { pit: 'A6', dir: 'ccw' });
  assert.equal(m.moves[0].position.toMove, 'north');
  assert.deepEqual(engine.calls.at(-1).rules, { profile: 'default', options: { lapLimit: '12-passes' } });
  assert.equal(ask(req({ id: 6, op: 'moves', rules: { options: { lapLimit: 'cycle' } }, position: start })).error.kind, 'unsupported');
  assert.equal(ask(req({ id: 6, op: 'moves', rules: { profile: 'bga' }, position: start })).error.kind, 'unsupported');
  assert.equal(ask(req({ id: 6, op: 'moves', rules: { profile: 'donkers' }, position: start })).moves.length, 1);
  const kuj = JSON.parse(START.replaceAll('"intact"', '"none"').replaceAll('"store":22', '"store":0').replaceAll('[0,0,0,0,6,2,2,0]', '[2,2,2,2,2,2,2,2]').replaceAll('[0,0,0,0,0,0,0,0]', '[2,2,2,2,2,2,2,2]'));
  kuj.variant = 'kujifunza';
  assert.equal(ask(req({ id: 6, op: 'moves', rules: {}, position: kuj })).error.kind, 'unsupported');
  const a = ask(req({ id: 7, op: 'apply', rules: {}, position: start, move: { pit: 'A6', dir: 'ccw' } }));
  assert.deepEqual(a.outcome, { winner: 'north', reason: 'front-row-empty' });
  assert.deepEqual(engine.calls.at(-1).move, { pit: 5, dir: CCW, kichwa: null, safari: false });
  assert.deepEqual(ask(req({ id: 8, op: 'apply', rules: {}, position: start, move: { pit: 'A1' } })), { id: 8, error: { kind: 'illegal-move', message: 'A1 is empty' } });
  assert.deepEqual(ask(req({ id: 9, op: 'apply', rules: {}, position: start, move: { pit: 'a6' } })),
    { id: 9, error: { kind: 'illegal-move', message: 'a6 belongs to north, and south is to move' } });
  const bug = ask(req({ id: 10, op: 'apply', rules: {}, position: start, move: { pit: 'A2' } }));
  assert.equal(bug.id, 10);
  assert.equal(bug.error.kind, 'bad-position');
  assert.match(bug.error.message, /^engine error: a bug/);
  // An async engine is awaited.
  const slow = { ...engine, async moves() { return []; } };
  assert.deepEqual(await answer(slow, req({ id: 11, op: 'moves', rules: {}, position: start })), { id: 11, moves: [] });
});
