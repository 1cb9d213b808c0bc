#!/usr/bin/env node
// example.js: the reference engine of Bao la Kiswahili from Node, through the
// JavaScript library (README.md). Build the library, then run this:
//
//   go run ./js/build -o js/dist
//   node js/example.js js/dist
//
// It checks what it prints with node:assert, as an engine author's test
// would: the four opening moves, the seeds in hand while A6<* is played
// (NAMUA-1, NAMUA-3), a move the rules forbid, and the reading of a
// disputed rule (DISPUTE-3) that changes a move. It exits 1 if one fails.
'use strict';
const assert = require('node:assert/strict');
const path = require('node:path');

const dir = path.resolve(process.argv[2] || path.join(__dirname, 'dist'));
const Bao = require(path.join(dir, 'bao.js'));

async function main() {
  const bao = await Bao.load({ dir });
  const v = bao.version();
  console.log(`engine: API ${v.api}, suite ${v.suite}, module ${v.module}`);
  assert.equal(v.api, Bao.API);

  // The start position and its legal moves, each with the position after it.
  const rules = { profile: 'default' };
  const start = bao.start('kiswahili');
  const { moves } = bao.moves(start, rules);
  console.log(`start: ${start.toMove} to move, ${moves.length} legal moves: ${moves.map(m => m.text).join(', ')}`);
  assert.deepEqual(moves.map(m => m.text).sort(), ['A6<*', 'A6>*', 'A7<*', 'A7>*']);

  // Apply one: South's store gives a seed to A6, the three are lifted and
  // sown A5, A4, A3 (NAMUA-1, NAMUA-3, SOW-7).
  const after = bao.apply(start, rules, 'A6<*');
  console.log(`after ${after.text}: South front row ${after.position.south.front.join(' ')}, store ${after.position.south.store}, ${after.position.toMove} to move, outcome ${JSON.stringify(after.outcome)}`);
  assert.deepEqual(after.position, moves.find(m => m.text === 'A6<*').position);

  // Explain it step by step, with the seeds in hand after each step.
  const ex = bao.explain(start, rules, { pit: 'A6', dir: 'ccw' });
  for (const s of ex.steps) console.log(`  [${s.rule}] ${s.text}   (in hand: ${s.hand})`);
  const lift = ex.steps.find(s => s.kind === 'pick-up');
  assert.ok(lift, 'a pick-up step');
  assert.equal(lift.hand, 3);

  // A move the rules forbid throws a BaoError with a kind.
  try {
    bao.apply(start, rules, 'A1>');
    assert.fail('A1> was accepted');
  } catch (e) {
    console.log(`A1>: ${e.name} ${e.kind}: ${e.message}`);
    assert.equal(e.kind, 'illegal-move');
  }

  // The readings of the disputed rules that would change a move: DISPUTE-3,
  // a sowing that ends in the intact house in mtaji (the text form of a position).
  const pos = bao.parse([
    'kiswahili south to move',
    'north store 0 house destroyed',
    'b 6 6 6 6 6 7 7 7',
    'a 0 0 0 0 0 0 0 2',
    'A 0 3 0 0 8 0 0 0',
    'B 0 0 0 0 0 0 0 0',
    'south store 0 house intact',
  ].join('\n'));
  const rd = bao.readings(pos, rules, { pit: 'A2', dir: 'cw' });
  console.log(`A2> under the other readings (${rd.tried} tried):`);
  for (const c of rd.changed) console.log(`  ${c.option}=${c.reading} (${c.dispute}): ${c.changes.join('; ')}`);
  assert.ok(rd.changed.some(c => c.option === 'mtajiHouseTakata' && c.reading === 'relays'));
  console.log('ok');
}

main().catch(e => { console.error(e); process.exit(1); });
