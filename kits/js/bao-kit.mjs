// bao-kit.mjs: wraps a Bao la Kiswahili engine in protocol v1 of the
// conformance suite (README.md beside this file). You write two functions on
// a board array, moves(board, rules) and apply(board, rules, move); the kit
// reads the requests strictly, converts positions and moves to and from the
// board array, checks them, and writes one reply per line.
//
//   import { serve, IllegalMove } from './bao-kit.mjs';
//   serve({ name: 'my-engine', version: '0.1', variants: ['kiswahili'], options: {},
//           moves(board, rules) { ... }, apply(board, rules, move) { ... } });
//
// The board array (pits[i], i = 0..31):
//
//   i = side*16 + ring; side 0 South, 1 North; ring 0..7 front pits 1..8,
//   ring 8..15 back pits 8..1:  0..7 A1..A8, 8..15 B8..B1, 16..23 a1..a8,
//   24..31 b8..b1. Clockwise (cw) is ring+1, counter-clockwise ring-1, modulo
//   16 on the mover's own side. The house is ring 4 (A5 = 4, a5 = 20); front
//   ring r faces the other side's front ring 7-r (A1 = 0 faces a8 = 23).

/** Side indexes: board.toMove, outcome.winner, sideOf(i). */
export const SOUTH = 0;
export const NORTH = 1;
/** Directions: move.dir, the step along a side's ring. */
export const CW = 1;
export const CCW = -1;
/** Ring of the house (front pit 5): pits[HOUSE] is A5, pits[16 + HOUSE] is a5. */
export const HOUSE = 4;
/** The protocol version the kit speaks. */
export const PROTOCOL = 1;

const VARIANTS = ['kiswahili', 'kujifunza', 'hus'];
const HOUSES = ['intact', 'destroyed', 'none'];
const REASONS = ['front-row-empty', 'no-legal-move', 'lap-limit'];
const SIDES = ['south', 'north'];
const TOTAL = 64;

/** A refusal: the move is not legal here (or the game is over). Reply kind illegal-move. */
export class IllegalMove extends Error {
  constructor(message) { super(message); this.name = 'IllegalMove'; this.kind = 'illegal-move'; }
}

/** A refusal: the position is not one the engine can play. Reply kind bad-position. */
export class BadPosition extends Error {
  constructor(message) { super(message); this.name = 'BadPosition'; this.kind = 'bad-position'; }
}

/** A refusal: a variant, profile, option or reading the engine does not play. Reply kind unsupported. */
export class Unsupported extends Error {
  constructor(message) { super(message); this.name = 'Unsupported'; this.kind = 'unsupported'; }
}

/** A request the kit cannot read (its JSON, a missing member, a malformed move or rules). Reply kind bad-request. */
export class BadRequest extends Error {
  constructor(message) { super(message); this.name = 'BadRequest'; this.kind = 'bad-request'; }
}

// ---- the board array -------------------------------------------------------

/** The side (SOUTH or NORTH) that owns pit i. */
export function sideOf(i) { return i >> 4; }

/** The ring index of pit i on its owner's ring (0..7 front pits 1..8, 8..15 back pits 8..1). */
export function ringOf(i) { return i & 15; }

/** Whether pit i is in its owner's front row. */
export function isFront(i) { return (i & 15) < 8; }

/** The pit one step from i in direction dir (CW or CCW) on its owner's ring. */
export function step(i, dir) { return (i & 16) | ((i + dir) & 15); }

/** The opponent's front pit facing front pit i. */
export function facing(i) { return ((i & 16) ^ 16) | (7 - (i & 15)); }

/** The index of a pit name: A1..A8, B1..B8 (South), a1..a8, b1..b8 (North); -1 if it is not one. */
export function pitIndex(name) {
  if (typeof name !== 'string' || name.length !== 2) return -1;
  const row = 'ABab'.indexOf(name[0]);
  const n = name.charCodeAt(1) - 48;
  if (row < 0 || n < 1 || n > 8) return -1;
  const side = row >> 1, front = (row & 1) === 0;
  return side * 16 + (front ? n - 1 : 16 - n);
}

/** The name of pit i (0..31): A1..A8, B8..B1, a1..a8, b8..b1 in index order. */
export function pitName(i) {
  const side = i >> 4, ring = i & 15;
  const row = ring < 8 ? 'A' : 'B';
  const n = ring < 8 ? ring + 1 : 16 - ring;
  return (side === SOUTH ? row : row.toLowerCase()) + n;
}

/** A deep copy of a board. */
export function copyBoard(b) {
  return {
    variant: b.variant, pits: b.pits.slice(), stores: b.stores.slice(), houses: b.houses.slice(),
    toMove: b.toMove, blocked: b.blocked, mustCapture: b.mustCapture,
    blocks: b.blocks.map((x) => ({ pit: x.pit, turns: x.turns })),
  };
}

// ---- strict JSON -------------------------------------------------------------

/** The path of member key (or index) under parent, as the errors name it: position.south.front[3]. */
function join(parent, key) {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return parent === '' ? key : `${parent}.${key}`;
}

/**
 * Parses one JSON text strictly: RFC 8259 only (no NaN, no comments, no
 * trailing data), and a key may appear once in an object. Objects come back
 * without a prototype. Throws BadRequest naming the path of the error.
 */
export function parseStrict(text) {
  let i = 0;
  const path = [];
  const where = () => path.reduce((p, k) => join(p, k), '');
  const fail = (msg) => {
    const at = where();
    throw new BadRequest(`${at === '' ? '' : at + ': '}${msg} (at byte ${i})`);
  };
  const ws = () => {
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === 32 || c === 9 || c === 10 || c === 13) i++;
      else return;
    }
  };
  const str = () => {
    i++; // the opening quote
    let out = '', start = i;
    for (;;) {
      if (i >= text.length) fail('unterminated string');
      const c = text.charCodeAt(i);
      if (c === 34) { out += text.slice(start, i); i++; return out; }
      if (c < 32) fail('control character in a string');
      if (c !== 92) { i++; continue; }
      out += text.slice(start, i);
      const e = text[i + 1];
      const simple = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' }[e];
      if (simple !== undefined) { out += simple; i += 2; } else if (e === 'u') {
        const hex = text.slice(i + 2, i + 6);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail('bad \\u escape');
        out += String.fromCharCode(parseInt(hex, 16));
        i += 6;
      } else fail('bad escape in a string');
      start = i;
    }
  };
  const NUM = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
  const value = (depth) => {
    if (depth > 64) fail('nested too deeply');
    ws();
    const c = text[i];
    if (c === '{') {
      i++;
      const obj = Object.create(null);
      ws();
      if (text[i] === '}') { i++; return obj; }
      for (;;) {
        ws();
        if (text[i] !== '"') fail('want a key (a string)');
        const key = str();
        ws();
        if (text[i] !== ':') fail(`want ':' after key ${JSON.stringify(key)}`);
        i++;
        path.push(key);
        if (Object.prototype.hasOwnProperty.call(obj, key)) fail('duplicate key (a key may appear once in an object)');
        obj[key] = value(depth + 1);
        path.pop();
        ws();
        if (text[i] === ',') { i++; continue; }
        if (text[i] === '}') { i++; return obj; }
        fail("want ',' or '}' in an object");
      }
    }
    if (c === '[') {
      i++;
      const arr = [];
      ws();
      if (text[i] === ']') { i++; return arr; }
      for (;;) {
        path.push(arr.length);
        arr.push(value(depth + 1));
        path.pop();
        ws();
        if (text[i] === ',') { i++; continue; }
        if (text[i] === ']') { i++; return arr; }
        fail("want ',' or ']' in an array");
      }
    }
    if (c === '"') return str();
    if (text.startsWith('true', i)) { i += 4; return true; }
    if (text.startsWith('false', i)) { i += 5; return false; }
    if (text.startsWith('null', i)) { i += 4; return null; }
    NUM.lastIndex = i;
    const m = NUM.exec(text);
    if (m === null) fail(i >= text.length ? 'unexpected end of the JSON text' : `unexpected ${JSON.stringify(text[i])}`);
    i += m[0].length;
    return Number(m[0]);
  };
  const v = value(0);
  ws();
  if (i < text.length) fail('data after the JSON value');
  return v;
}

function isObject(v) { return v !== null && typeof v === 'object' && !Array.isArray(v); }

function typeName(v) {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'object') return 'an object';
  return `${typeof v} ${JSON.stringify(v)}`;
}

/** Checks obj's keys: each known, written exactly; the required ones present. */
function checkKeys(obj, path, known, required, Err) {
  for (const k of Object.keys(obj)) {
    if (known.includes(k)) continue;
    const like = known.find((x) => x.toLowerCase() === k.toLowerCase());
    throw new Err(`${join(path, k)}: unknown key${like ? ` (did you mean "${like}"?)` : ''}`);
  }
  for (const k of required) {
    if (!(k in obj)) throw new Err(`${join(path, k)}: missing`);
  }
}

/** An integer in min..max; 3.0 and 27e0 are integers, 3.5 is not. */
function readInt(v, path, min, max, Err) {
  if (typeof v !== 'number') throw new Err(`${path}: want an integer, got ${typeName(v)}`);
  if (!Number.isInteger(v)) throw new Err(`${path}: ${v} is not an integer`);
  if (v < min || v > max) throw new Err(`${path}: ${v} is out of range ${min}..${max}`);
  return v;
}

function readEnum(v, path, values, Err) {
  if (typeof v !== 'string' || !values.includes(v)) {
    throw new Err(`${path}: want one of ${values.map((x) => JSON.stringify(x)).join(', ')}, got ${typeName(v)}`);
  }
  return v;
}

// ---- protocol JSON <-> board array ---------------------------------------------

/**
 * The board of a position (protocol JSON, an object as parseStrict returns
 * it), checked: exact keys, 8 pits a row, counts 0..64, 64 seeds in all, the
 * houses the variant has, blocked and mustCapture front pits of the right
 * side, at most one lasting block a side. Throws BadPosition naming the field
 * (path is the position's own path in the request).
 */
export function boardFromPosition(p, path = 'position') {
  const E = BadPosition;
  if (!isObject(p)) throw new E(`${path}: want an object, got ${typeName(p)}`);
  checkKeys(p, path, ['variant', 'toMove', 'south', 'north', 'blocked', 'mustCapture', 'blocks'], ['variant', 'toMove', 'south', 'north'], E);
  const b = {
    variant: readEnum(p.variant, join(path, 'variant'), VARIANTS, E),
    pits: new Array(32).fill(0), stores: [0, 0], houses: ['none', 'none'],
    toMove: SIDES.indexOf(readEnum(p.toMove, join(path, 'toMove'), SIDES, E)),
    blocked: null, mustCapture: null, blocks: [],
  };
  let total = 0;
  for (let s = 0; s < 2; s++) {
    const sp = join(path, SIDES[s]);
    const side = p[SIDES[s]];
    if (!isObject(side)) throw new E(`${sp}: want an object, got ${typeName(side)}`);
    checkKeys(side, sp, ['front', 'back', 'store', 'house'], ['front', 'back', 'store', 'house'], E);
    for (const row of ['front', 'back']) {
      const rp = join(sp, row);
      const vals = side[row];
      if (!Array.isArray(vals)) throw new E(`${rp}: want an array of 8 seed counts, got ${typeName(vals)}`);
      if (vals.length !== 8) throw new E(`${rp}: want 8 pits, got ${vals.length}`);
      for (let k = 0; k < 8; k++) {
        const n = readInt(vals[k], join(rp, k), 0, TOTAL, E);
        b.pits[s * 16 + (row === 'front' ? k : 15 - k)] = n;
        total += n;
      }
    }
    b.stores[s] = readInt(side.store, join(sp, 'store'), 0, TOTAL, E);
    total += b.stores[s];
    b.houses[s] = readEnum(side.house, join(sp, 'house'), HOUSES, E);
    const want = b.variant === 'kiswahili' ? ['intact', 'destroyed'] : ['none'];
    if (!want.includes(b.houses[s])) {
      throw new E(`${join(sp, 'house')}: ${b.variant} wants ${want.map((x) => JSON.stringify(x)).join(' or ')}, got "${b.houses[s]}"`);
    }
  }
  if (total !== TOTAL) throw new E(`${path}: holds ${total} seeds (board and stores), want ${TOTAL}`);
  for (const [key, own] of [['blocked', true], ['mustCapture', false]]) {
    const v = p[key];
    if (v === undefined || v === null) continue;
    const i = pitIndex(v);
    const kp = join(path, key);
    if (i < 0) throw new E(`${kp}: want a pit name such as "A6" or null, got ${typeName(v)}`);
    if (!isFront(i) || (sideOf(i) === b.toMove) !== own) {
      throw new E(`${kp}: ${v} is not a front pit of the ${own ? 'side to move' : "side to move's opponent"}`);
    }
    b[key] = i;
  }
  if (p.blocks !== undefined) {
    const bp = join(path, 'blocks');
    if (!Array.isArray(p.blocks)) throw new E(`${bp}: want an array, got ${typeName(p.blocks)}`);
    p.blocks.forEach((x, k) => {
      const xp = join(bp, k);
      if (!isObject(x)) throw new E(`${xp}: want an object, got ${typeName(x)}`);
      checkKeys(x, xp, ['pit', 'turns'], ['pit'], E);
      const i = pitIndex(x.pit);
      if (i < 0 || !isFront(i)) throw new E(`${join(xp, 'pit')}: want a front pit name such as "a3", got ${typeName(x.pit)}`);
      if (b.blocks.some((y) => sideOf(y.pit) === sideOf(i))) throw new E(`${join(xp, 'pit')}: a second lasting block on ${SIDES[sideOf(i)]}'s side (at most one a side)`);
      const turns = x.turns === undefined ? null : readInt(x.turns, join(xp, 'turns'), 1, 255, E);
      b.blocks.push({ pit: i, turns });
    });
  }
  return b;
}

function checkPit(v, what, nullable) {
  if (nullable && v === null) return;
  if (!Number.isInteger(v) || v < 0 || v > 31) throw new Error(`${what}: want a pit index 0..31${nullable ? ' or null' : ''}, got ${typeName(v)}`);
}

/**
 * The position (protocol JSON, a plain object) of a board. Throws an Error
 * naming the field when the board is not one (a bug of the engine's).
 */
export function positionFromBoard(b) {
  if (!isObject(b)) throw new Error(`board: want an object, got ${typeName(b)}`);
  if (!VARIANTS.includes(b.variant)) throw new Error(`board.variant: want one of ${VARIANTS.join(', ')}, got ${typeName(b.variant)}`);
  if (!Array.isArray(b.pits) || b.pits.length !== 32) throw new Error('board.pits: want an array of 32 seed counts');
  b.pits.forEach((n, i) => { if (!Number.isInteger(n) || n < 0 || n > TOTAL) throw new Error(`board.pits[${i}] (${pitName(i)}): want a seed count 0..64, got ${typeName(n)}`); });
  for (const key of ['stores', 'houses']) {
    if (!Array.isArray(b[key]) || b[key].length !== 2) throw new Error(`board.${key}: want [south, north]`);
  }
  b.stores.forEach((n, s) => { if (!Number.isInteger(n) || n < 0 || n > TOTAL) throw new Error(`board.stores[${s}]: want a seed count 0..64, got ${typeName(n)}`); });
  b.houses.forEach((h, s) => { if (!HOUSES.includes(h)) throw new Error(`board.houses[${s}]: want "intact", "destroyed" or "none", got ${typeName(h)}`); });
  if (b.toMove !== SOUTH && b.toMove !== NORTH) throw new Error(`board.toMove: want 0 (SOUTH) or 1 (NORTH), got ${typeName(b.toMove)}`);
  checkPit(b.blocked, 'board.blocked', true);
  checkPit(b.mustCapture, 'board.mustCapture', true);
  const side = (s) => ({
    front: b.pits.slice(s * 16, s * 16 + 8),
    back: b.pits.slice(s * 16 + 8, s * 16 + 16).reverse(),
    store: b.stores[s],
    house: b.houses[s],
  });
  const p = {
    variant: b.variant, toMove: SIDES[b.toMove], south: side(SOUTH), north: side(NORTH),
    blocked: b.blocked === null ? null : pitName(b.blocked),
    mustCapture: b.mustCapture === null ? null : pitName(b.mustCapture),
  };
  const blocks = b.blocks === undefined || b.blocks === null ? [] : b.blocks;
  if (!Array.isArray(blocks)) throw new Error('board.blocks: want an array');
  if (blocks.length > 0) {
    p.blocks = blocks.slice().sort((x, y) => x.pit - y.pit).map((x, k) => {
      checkPit(x.pit, `board.blocks[${k}].pit`, false);
      const o = { pit: pitName(x.pit) };
      if (x.turns !== null && x.turns !== undefined) {
        if (!Number.isInteger(x.turns) || x.turns < 1 || x.turns > 255) throw new Error(`board.blocks[${k}].turns: want 1..255 or null, got ${typeName(x.turns)}`);
        o.turns = x.turns;
      }
      return o;
    });
  }
  return p;
}

/**
 * The move of protocol move JSON: {pit: index, dir: CW | CCW | 0,
 * kichwa: 'left' | 'right' | null, safari: boolean}. Throws BadRequest.
 */
export function moveFromJSON(m, path = 'move') {
  const E = BadRequest;
  if (!isObject(m)) throw new E(`${path}: want an object, got ${typeName(m)}`);
  checkKeys(m, path, ['pit', 'dir', 'kichwa', 'safari'], ['pit'], E);
  const pit = pitIndex(m.pit);
  if (pit < 0) throw new E(`${join(path, 'pit')}: want a pit name A1..B8 or a1..b8, got ${typeName(m.pit)}`);
  const mv = { pit, dir: 0, kichwa: null, safari: false };
  if (m.dir !== undefined) mv.dir = readEnum(m.dir, join(path, 'dir'), ['cw', 'ccw'], E) === 'cw' ? CW : CCW;
  if (m.kichwa !== undefined) mv.kichwa = readEnum(m.kichwa, join(path, 'kichwa'), ['left', 'right'], E);
  if (m.safari !== undefined) {
    if (typeof m.safari !== 'boolean') throw new E(`${join(path, 'safari')}: want true or false, got ${typeName(m.safari)}`);
    mv.safari = m.safari;
  }
  return mv;
}

/** Protocol move JSON of a move; choices not made (dir 0, kichwa null, safari false) are left out. */
export function moveToJSON(mv) {
  if (!isObject(mv)) throw new Error(`move: want an object, got ${typeName(mv)}`);
  checkPit(mv.pit, 'move.pit', false);
  const m = { pit: pitName(mv.pit) };
  if (mv.dir === CW) m.dir = 'cw';
  else if (mv.dir === CCW) m.dir = 'ccw';
  else if (mv.dir !== 0 && mv.dir !== undefined && mv.dir !== null) throw new Error(`move.dir: want CW (1), CCW (-1) or 0, got ${typeName(mv.dir)}`);
  if (mv.kichwa === 'left' || mv.kichwa === 'right') m.kichwa = mv.kichwa;
  else if (mv.kichwa !== null && mv.kichwa !== undefined) throw new Error(`move.kichwa: want 'left', 'right' or null, got ${typeName(mv.kichwa)}`);
  if (mv.safari === true) m.safari = true;
  return m;
}

/** Protocol outcome JSON: null, or {winner: SOUTH | NORTH, reason} as {"winner":"south","reason":...}. */
export function outcomeToJSON(o) {
  if (o === null || o === undefined) return null;
  if (o.winner !== SOUTH && o.winner !== NORTH) throw new Error(`outcome.winner: want 0 (SOUTH) or 1 (NORTH), got ${typeName(o.winner)}`);
  if (!REASONS.includes(o.reason)) throw new Error(`outcome.reason: want one of ${REASONS.join(', ')}, got ${typeName(o.reason)}`);
  return { winner: SIDES[o.winner], reason: o.reason };
}

/**
 * The rules of a request, checked against the engine's hello: {profile,
 * options} with profile 'default' when absent. An option, reading or
 * profile the hello did not declare is Unsupported; a malformed rules
 * object is a BadRequest.
 */
export function rulesFromJSON(r, engine, path = 'rules') {
  const rules = { profile: 'default', options: {} };
  if (r === undefined || r === null) return rules;
  if (!isObject(r)) throw new BadRequest(`${path}: want an object, got ${typeName(r)}`);
  checkKeys(r, path, ['profile', 'options'], [], BadRequest);
  const dialect = engine.dialect || {};
  if (r.profile !== undefined) {
    if (typeof r.profile !== 'string') throw new BadRequest(`${join(path, 'profile')}: want a string, got ${typeName(r.profile)}`);
    if (r.profile !== 'default' && !(engine.profiles || []).includes(r.profile) && dialect.profile !== r.profile) {
      throw new Unsupported(`${join(path, 'profile')}: "${r.profile}" is not a profile this engine declares`);
    }
    rules.profile = r.profile;
  }
  if (r.options !== undefined) {
    const op = join(path, 'options');
    if (!isObject(r.options)) throw new BadRequest(`${op}: want an object, got ${typeName(r.options)}`);
    for (const [name, reading] of Object.entries(r.options)) {
      if (typeof reading !== 'string') throw new BadRequest(`${join(op, name)}: want a reading (a string), got ${typeName(reading)}`);
      const declared = (engine.options || {})[name];
      const fixed = (dialect.options || {})[name];
      if (!(Array.isArray(declared) && declared.includes(reading)) && fixed !== reading) {
        throw new Unsupported(`${join(op, name)}: ${name}=${reading} is not an option reading this engine declares`);
      }
      rules.options[name] = reading;
    }
  }
  return rules;
}

// ---- the protocol loop -------------------------------------------------------------

function errorReply(id, kind, message) { return { id, error: { kind, message } }; }

/** The reply to a hello, from the engine's name, version, variants, options, profiles and dialect. */
export function helloReply(engine, id) {
  const h = {
    id, name: engine.name || 'my-engine', version: engine.version || '0', protocol: PROTOCOL,
    variants: engine.variants || ['kiswahili'], options: engine.options || {},
  };
  if (engine.profiles) h.profiles = engine.profiles;
  if (engine.dialect) h.dialect = engine.dialect;
  return h;
}

const REQUEST_KEYS = ['id', 'op', 'protocol', 'rules', 'position', 'move'];

/**
 * The reply (a plain object, id first) to one request line. Never throws:
 * a refusal of the engine's (IllegalMove, BadPosition, Unsupported) is its
 * error reply, and any other exception of the engine's is reported on
 * stderr and answered with an error of kind bad-position whose message
 * starts "engine error". May return a Promise when the engine's functions
 * are async.
 */
export function answer(engine, line) {
  let id = null;
  try {
    let req;
    try {
      req = parseStrict(line);
    } catch (e) {
      id = lenientId(line);
      throw e;
    }
    if (!isObject(req)) throw new BadRequest(`a request is a JSON object, got ${typeName(req)}`);
    if (req.id !== undefined && req.id !== null) id = readInt(req.id, 'id', 0, Number.MAX_SAFE_INTEGER, BadRequest);
    for (const k of Object.keys(req)) {
      const like = REQUEST_KEYS.find((x) => x !== k && x.toLowerCase() === k.toLowerCase());
      if (like) throw new BadRequest(`${k}: unknown key (did you mean "${like}"?)`);
    }
    const op = req.op;
    if (op === undefined) throw new BadRequest('op: missing (want hello, moves or apply)');
    if (op === 'hello') {
      if (req.protocol !== undefined && !(typeof req.protocol === 'number' && req.protocol === PROTOCOL)) {
        throw new Unsupported(`protocol ${JSON.stringify(req.protocol)}: this engine speaks protocol ${PROTOCOL}`);
      }
      return helloReply(engine, id);
    }
    if (op !== 'moves' && op !== 'apply') throw new Unsupported(`op: unknown op ${JSON.stringify(op)} (want hello, moves or apply)`);
    const rules = rulesFromJSON(req.rules, engine);
    if (req.position === undefined) throw new BadRequest('position: missing');
    const board = boardFromPosition(req.position);
    if (!(engine.variants || ['kiswahili']).includes(board.variant)) {
      throw new Unsupported(`position.variant: ${board.variant} is not a variant this engine declares`);
    }
    if (op === 'moves') return finish(id, () => engine.moves(board, rules), (list) => movesReply(id, list));
    if (req.move === undefined) throw new BadRequest('move: missing');
    const move = moveFromJSON(req.move);
    if (sideOf(move.pit) !== board.toMove) {
      throw new IllegalMove(`${pitName(move.pit)} belongs to ${SIDES[sideOf(move.pit)]}, and ${SIDES[board.toMove]} is to move`);
    }
    return finish(id, () => engine.apply(board, rules, move), (res) => applyReply(id, res));
  } catch (e) {
    return refusal(id, e);
  }
}

// The id of a line the strict reader refused (a duplicate key, say), read
// leniently so that the error reply still carries it; null if there is none.
function lenientId(line) {
  try {
    const v = JSON.parse(line);
    return isObject(v) && Number.isSafeInteger(v.id) && v.id >= 0 ? v.id : null;
  } catch (e) {
    return null;
  }
}

function finish(id, call, reply) {
  let out;
  try {
    out = call();
  } catch (e) {
    return refusal(id, e);
  }
  if (out && typeof out.then === 'function') {
    return out.then((v) => { try { return reply(v); } catch (e) { return refusal(id, e); } }, (e) => refusal(id, e));
  }
  try {
    return reply(out);
  } catch (e) {
    return refusal(id, e);
  }
}

function movesReply(id, list) {
  if (!Array.isArray(list)) throw new Error(`moves() returned ${typeName(list)}, want an array of {move, board, outcome}`);
  return {
    id,
    moves: list.map((s, k) => {
      try {
        return { move: moveToJSON(s.move), position: positionFromBoard(s.board), outcome: outcomeToJSON(s.outcome) };
      } catch (e) {
        e.message = `moves()[${k}]: ${e.message}`;
        throw e;
      }
    }),
  };
}

function applyReply(id, res) {
  if (!isObject(res)) throw new Error(`apply() returned ${typeName(res)}, want {board, outcome}`);
  return { id, position: positionFromBoard(res.board), outcome: outcomeToJSON(res.outcome) };
}

function refusal(id, e) {
  if (e instanceof IllegalMove || e instanceof BadPosition || e instanceof Unsupported || e instanceof BadRequest) {
    return errorReply(id, e.kind, e.message);
  }
  process.stderr.write(`bao-kit: engine error: ${e && e.stack ? e.stack : e}\n`);
  return errorReply(id, 'bad-position', `engine error: ${e && e.message ? e.message : String(e)} (the stack is on stderr)`);
}

/**
 * Serves protocol v1 on stdin and stdout until stdin ends: one reply a
 * line, in order, written at once. Blank lines are skipped. The engine
 * object holds name, version, variants, options (and optionally profiles,
 * dialect) and the two functions moves(board, rules) and apply(board, rules,
 * move), which may be async.
 */
export async function serve(engine, input = process.stdin, output = process.stdout) {
  const { createInterface } = await import('node:readline');
  const rl = createInterface({ input, crlfDelay: Infinity });
  for await (const line of rl) {
    if (line.trim() === '') continue;
    const reply = await answer(engine, line);
    output.write(JSON.stringify(reply) + '\n');
  }
}
