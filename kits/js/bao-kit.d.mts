// Types of bao-kit.mjs (TypeScript finds them beside it): protocol v1 of the Bao la Kiswahili conformance suite
// around an engine that works on a board array. README.md beside this file
// documents the board array and the two functions an engine writes.

/** 0: South, 1: North. */
export type Side = 0 | 1;
export const SOUTH: 0;
export const NORTH: 1;
/** Clockwise: ring + 1 on the mover's own 16 pits. */
export const CW: 1;
/** Counter-clockwise: ring - 1. */
export const CCW: -1;
/** The ring of the house (front pit 5): pits[HOUSE] is A5, pits[16 + HOUSE] is a5. */
export const HOUSE: 4;
export const PROTOCOL: 1;

export type Variant = 'kiswahili' | 'kujifunza' | 'hus';
export type House = 'intact' | 'destroyed' | 'none';
export type Reason = 'front-row-empty' | 'no-legal-move' | 'lap-limit';

/** A lasting block (DISPUTE-20): a front pit and how many moves it still stands (null: until lifted or captured). */
export interface Block {
  pit: number;
  turns: number | null;
}

/**
 * A position as a board array. pits[i], i = side*16 + ring: ring 0..7 are
 * front pits 1..8, ring 8..15 back pits 8..1 (0..7 A1..A8, 8..15 B8..B1,
 * 16..23 a1..a8, 24..31 b8..b1).
 */
export interface Board {
  variant: Variant;
  /** 32 seed counts. */
  pits: number[];
  /** [South, North]. */
  stores: [number, number];
  /** [South, North]; 'none' in kujifunza and hus. */
  houses: [House, House];
  toMove: Side;
  /** A front pit of the side to move it may not empty by a kutakata this move, or null. */
  blocked: number | null;
  /** A front pit of the opponent the side to move must capture (kutakatia), or null. */
  mustCapture: number | null;
  /** Lasting blocks, at most one a side; [] when there are none. */
  blocks: Block[];
}

/** A move: its pit (an index), its direction (CW, CCW, or 0 where none is given), its kichwa and safari choices. */
export interface Move {
  pit: number;
  dir: 1 | -1 | 0;
  kichwa: 'left' | 'right' | null;
  safari: boolean;
}

/** The game's end; null while it goes on. */
export type Outcome = { winner: Side; reason: Reason } | null;

/** The rules of a request: profile 'default' unless another declared one; options by name. */
export interface Rules {
  profile: string;
  options: Record<string, string>;
}

export interface Successor {
  move: Move;
  board: Board;
  outcome: Outcome;
}

/** What an engine gives serve: its hello and its two functions. */
export interface Engine {
  name: string;
  version: string;
  /** Default ['kiswahili']. */
  variants?: Variant[];
  /** The options it can be told, each with its readings: {lapLimit: ['192-seeds', '12-passes']}. */
  options?: Record<string, string[]>;
  profiles?: string[];
  /** The readings it always plays. */
  dialect?: { profile?: string; options?: Record<string, string> };
  /** Every legal move once, with the board after it (the opponent to move) and the outcome; [] when the game is over. */
  moves(board: Board, rules: Rules): Successor[] | Promise<Successor[]>;
  /** The board after the move and the outcome; throw IllegalMove when the move is not legal. */
  apply(board: Board, rules: Rules, move: Move): { board: Board; outcome: Outcome } | Promise<{ board: Board; outcome: Outcome }>;
}

export class IllegalMove extends Error { kind: 'illegal-move'; constructor(message: string); }
export class BadPosition extends Error { kind: 'bad-position'; constructor(message: string); }
export class Unsupported extends Error { kind: 'unsupported'; constructor(message: string); }
export class BadRequest extends Error { kind: 'bad-request'; constructor(message: string); }

export function sideOf(i: number): Side;
export function ringOf(i: number): number;
export function isFront(i: number): boolean;
export function step(i: number, dir: 1 | -1): number;
export function facing(i: number): number;
/** -1 when name is not a pit name. */
export function pitIndex(name: string): number;
export function pitName(i: number): string;
export function copyBoard(b: Board): Board;

/** Strict JSON: RFC 8259, a key once an object; throws BadRequest naming the path. */
export function parseStrict(text: string): unknown;
export function boardFromPosition(position: unknown, path?: string): Board;
export function positionFromBoard(board: Board): object;
export function moveFromJSON(move: unknown, path?: string): Move;
export function moveToJSON(move: Move): object;
export function outcomeToJSON(outcome: Outcome): object | null;
export function rulesFromJSON(rules: unknown, engine: Engine, path?: string): Rules;
export function helloReply(engine: Engine, id: number | null): object;
/** The reply to one request line (a Promise when the engine's functions are async); never throws. */
export function answer(engine: Engine, line: string): object | Promise<object>;
/** Serves protocol v1 on stdin/stdout (or a readable stream and a writable one) until the input ends. */
export function serve(engine: Engine, input?: unknown, output?: { write(chunk: string): unknown }): Promise<void>;
