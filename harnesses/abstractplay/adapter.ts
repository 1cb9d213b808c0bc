// adapter.ts: protocol v1 (README "Check your engine") over AbstractPlay's Bao engine,
// the BaoGame class of AbstractPlay/gameslib src/games/bao.ts. This file is our own code;
// the engine is not part of this repository (see README.md here for what it declares and
// how positions and moves map).
//
// The engine plays one fixed rule set, so the adapter ignores the request's rules: the
// runner only sends what the hello declares, and judges the rest under the engine's dialect.
import * as readline from "node:readline";
import { BaoGame } from "@abstractplay/gameslib/src/games/bao";

/** The gameslib commit this adapter was checked against (README.md). */
const PINNED = "b8c3115648a7614570229683d1c3115345e19b89";

/** With BAO_ABSTRACTPLAY_DEBUG=1 each successor carries the engine's own view ("debug"). */
const DEBUG = process.env.BAO_ABSTRACTPLAY_DEBUG === "1";

/**
 * With the argument --no-dialect the hello declares no dialect, so that the runner judges
 * every vector under its own rules (the "default rules" run of harnesses/REPORT.md).
 */
const NO_DIALECT = process.argv.includes("--no-dialect");

/**
 * Successors carry the engine's lasting blocks in position JSON v1's optional "blocks";
 * the argument --no-blocks leaves the field out (for a runner older than the field).
 */
const LASTING = !process.argv.includes("--no-blocks");

type Side = "south" | "north";
type Player = 1 | 2;

interface SideJSON { front: number[]; back: number[]; store: number; house: string }
interface PositionJSON {
    variant: string; toMove: Side; south: SideJSON; north: SideJSON;
    blocked?: string | null; mustCapture?: string | null;
    blocks?: Array<{ pit: string; turns?: number }>;
}
interface MoveJSON { pit: string; dir?: string; kichwa?: string; safari?: boolean }
interface Outcome { winner: Side; reason: string }

/** A reply error: kind is a protocol v1 error kind. */
class ReplyError extends Error {
    constructor(public kind: string, message: string) { super(message); }
}

// ---- coordinates --------------------------------------------------------------------------
// The engine's board is 4 rows x 8 columns: row 0 North's back row, 1 North's front row,
// 2 South's front row, 3 South's back row; a cell is named column letter + (4 - row).
// South's pits run left to right from South's seat (A1 = a2, B1 = a1); North's from North's
// seat, which is right to left on the engine's board (a1 = h3, b1 = h4).

const COLS = "abcdefgh";

/** cellOf names the engine's cell for one of our pits ("A5" -> "e2"). */
function cellOf(pit: string, field: string): string {
    const m = /^([ABab])([1-8])$/.exec(pit);
    if (m === null) {
        throw new ReplyError("bad-position", `${field}: ${JSON.stringify(pit)} is not a pit (want A1..A8, B1..B8, a1..a8, b1..b8)`);
    }
    const i = Number(m[2]);
    switch (m[1]) {
        case "A": return COLS[i - 1] + "2";
        case "B": return COLS[i - 1] + "1";
        case "a": return COLS[8 - i] + "3";
        default: return COLS[8 - i] + "4";
    }
}

/** pitOf names our pit for one of the engine's cells ("e2" -> "A5"). */
function pitOf(cell: string): string {
    const x = COLS.indexOf(cell[0]);
    switch (cell[1]) {
        case "2": return `A${x + 1}`;
        case "1": return `B${x + 1}`;
        case "3": return `a${8 - x}`;
        default: return `b${8 - x}`;
    }
}

const otherPlayer = (p: Player): Player => (p === 1 ? 2 : 1);
const sideOf = (p: Player): Side => (p === 1 ? "south" : "north");

// ---- positions -----------------------------------------------------------------------------

function checkRow(v: unknown, field: string): number[] {
    if (!Array.isArray(v) || v.length !== 8 || !v.every((n) => Number.isInteger(n) && n >= 0 && n <= 64)) {
        throw new ReplyError("bad-position", `${field}: want 8 whole numbers from 0 to 64`);
    }
    return v as number[];
}

function checkSide(v: unknown, field: string, variant: string): SideJSON {
    if (typeof v !== "object" || v === null) {
        throw new ReplyError("bad-position", `${field}: want an object`);
    }
    const s = v as SideJSON;
    checkRow(s.front, `${field}.front`);
    checkRow(s.back, `${field}.back`);
    if (!Number.isInteger(s.store) || s.store < 0 || s.store > 64) {
        throw new ReplyError("bad-position", `${field}.store: want a whole number from 0 to 64`);
    }
    const houses = variant === "kiswahili" ? ["intact", "destroyed"] : ["none"];
    if (!houses.includes(s.house)) {
        throw new ReplyError("bad-position", `${field}.house: ${JSON.stringify(s.house)} (want ${houses.join(" or ")} in ${variant})`);
    }
    return s;
}

/** fromPosition builds the engine's game from a protocol position. */
function fromPosition(v: unknown): BaoGame {
    if (typeof v !== "object" || v === null) {
        throw new ReplyError("bad-position", "position: want an object");
    }
    const p = v as PositionJSON;
    if (p.variant !== "kiswahili" && p.variant !== "kujifunza") {
        throw new ReplyError("unsupported", `position.variant: ${JSON.stringify(p.variant)} (the engine plays kiswahili and kujifunza)`);
    }
    if (p.toMove !== "south" && p.toMove !== "north") {
        throw new ReplyError("bad-position", `position.toMove: ${JSON.stringify(p.toMove)} (want south or north)`);
    }
    const south = checkSide(p.south, "position.south", p.variant);
    const north = checkSide(p.north, "position.north", p.variant);
    const board = [
        [...north.back].reverse(),
        [...north.front].reverse(),
        [...south.front],
        [...south.back],
    ];
    const player: Player = p.toMove === "south" ? 1 : 2;
    const isSouth = (cell: string): boolean => cell[1] === "2" || cell[1] === "1";
    const front = (cell: string): boolean => cell[1] === "2" || cell[1] === "3";
    // The engine stores one block per side (blocked[0] South's pit, blocked[1] North's).
    const blocked: [string | undefined, string | undefined] = [undefined, undefined];
    let live: string | undefined;
    if (p.blocked !== undefined && p.blocked !== null) {
        const cell = cellOf(p.blocked, "position.blocked");
        if ((player === 1) !== isSouth(cell)) {
            throw new ReplyError("bad-position", `position.blocked: ${p.blocked} is not a pit of the side to move`);
        }
        blocked[player - 1] = cell;
        live = cell;
    }
    if (p.mustCapture !== undefined && p.mustCapture !== null) {
        const cell = cellOf(p.mustCapture, "position.mustCapture");
        if ((player === 1) === isSouth(cell)) {
            throw new ReplyError("bad-position", `position.mustCapture: ${p.mustCapture} is not a pit of the opponent`);
        }
        blocked[otherPlayer(player) - 1] = cell;
    }
    // Lasting blocks (position JSON v1's optional "blocks"): the engine's blocks stand until
    // lifted or captured, so a block with a count of moves is not the engine's.
    if (p.blocks !== undefined && p.blocks !== null) {
        if (!Array.isArray(p.blocks)) {
            throw new ReplyError("bad-position", "position.blocks: want a list");
        }
        const seen = [false, false];
        p.blocks.forEach((b, i) => {
            const field = `position.blocks[${i}]`;
            if (typeof b !== "object" || b === null || typeof b.pit !== "string") {
                throw new ReplyError("bad-position", `${field}.pit: want a pit name`);
            }
            const cell = cellOf(b.pit, `${field}.pit`);
            if (!front(cell)) {
                throw new ReplyError("bad-position", `${field}.pit: ${b.pit} is not a front pit`);
            }
            if (b.turns !== undefined) {
                throw new ReplyError("unsupported", `${field}.turns: the engine's blocks stand until lifted or captured, never for a count of moves`);
            }
            const side = isSouth(cell) ? 0 : 1;
            if (seen[side]) {
                throw new ReplyError("bad-position", `${field}.pit: a second block on one side`);
            }
            seen[side] = true;
            if (side === player - 1 && live !== cell) {
                throw new ReplyError("bad-position", `${field}.pit: ${b.pit} stands on the side to move, so "blocked" must name it too`);
            }
            blocked[side] = cell;
        });
    }
    // The engine sets a block only once both hands are empty (getBlocked: "must be in mtaji
    // phase"), so it can hold none while a hand still holds seeds: such a position's blocks
    // are not the engine's, and bind nothing in it (as kutakatiaPhase=stores-empty says).
    if (south.store + north.store > 0) {
        blocked[0] = blocked[1] = undefined;
        live = undefined;
    }
    const g = new BaoGame(undefined, p.variant === "kujifunza" ? ["kujifunza"] : []);
    g.stack = [{
        _version: BaoGame.gameinfo.version,
        _results: [],
        _timestamp: new Date(),
        currplayer: player,
        // A block in the position is a block set by the opponent's last move, a kutakata.
        lastmove: live === undefined ? undefined : "**",
        board,
        inhand: [south.store, north.store],
        houses: [
            p.variant === "kiswahili" && south.house === "intact" ? "e2" : undefined,
            p.variant === "kiswahili" && north.house === "intact" ? "d3" : undefined,
        ],
        blocked,
        deltas: [[0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0]],
    }];
    g.load();
    forceBlock(g, player, live);
    // The engine judges the end of the game after each move (checkEOG); a position read
    // from the protocol gets the same judgement before it is played from.
    (g as unknown as { checkEOG(): void }).checkEOG();
    return g;
}

// The engine recomputes the block that limits a player's starts (getBlocked) from the board
// and its last move. A protocol position states that block instead, so for the position
// read from the request (and only that object, never its clones) getBlocked answers it.
const forced = new WeakMap<object, { player: Player; cell: string | undefined }>();
const engineGetBlocked = BaoGame.prototype.getBlocked;
BaoGame.prototype.getBlocked = function (this: BaoGame, player?: Player): string | undefined {
    const f = forced.get(this);
    if (f !== undefined && (player ?? this.currplayer) === f.player) {
        return f.cell;
    }
    return engineGetBlocked.call(this, player);
};

function forceBlock(g: BaoGame, player: Player, cell: string | undefined): void {
    forced.set(g, { player, cell });
}

/** toPosition writes the engine's game as a protocol position. */
function toPosition(g: BaoGame, variant: string, mover: Player): PositionJSON {
    const house = (i: 0 | 1): string => {
        if (variant !== "kiswahili") {
            return "none";
        }
        return g.houses[i] === undefined || g.houses[i] === null ? "destroyed" : "intact";
    };
    const next = g.currplayer as Player;
    const pos: PositionJSON = {
        variant,
        toMove: sideOf(next),
        south: { front: [...g.board[2]], back: [...g.board[3]], store: g.inhand[0], house: house(0) },
        north: { front: [...g.board[1]].reverse(), back: [...g.board[0]].reverse(), store: g.inhand[1], house: house(1) },
        blocked: null,
        mustCapture: null,
    };
    // The successor contract (README): when the game ends during the move (a front row
    // emptied, the lap limit) no block stands; when it ends at the opponent's turn (he has no
    // legal move) the successor keeps the blocks the engine holds, as any other successor.
    const outcome = outcomeOf(g);
    if (outcome !== null && outcome.reason !== "no-legal-move") {
        return pos;
    }
    // The engine's stored blocks, one per side, stand until lifted or captured: each is a
    // lasting block; the one on the side now to move is also its blocked pit, and the one on
    // the mover's side is what the side now to move must capture.
    const stored = (p: Player): string | undefined => g.blocked[p - 1] ?? undefined;
    const mine = stored(next);
    const theirs = stored(mover);
    pos.blocked = mine === undefined ? null : pitOf(mine);
    pos.mustCapture = theirs === undefined ? null : pitOf(theirs);
    const blocks = [stored(1), stored(2)].filter((b): b is string => b !== undefined).map((b) => ({ pit: pitOf(b) }));
    if (LASTING && blocks.length > 0) {
        pos.blocks = blocks;
    }
    return pos;
}

function outcomeOf(g: BaoGame): Outcome | null {
    if (!g.gameover) {
        return null;
    }
    const winner = sideOf(g.winner[0] as Player);
    const results = g.results as Array<{ type: string }>;
    if (results.some((r) => r.type === "infinite")) {
        return { winner, reason: "lap-limit" };
    }
    const loserFront = g.winner[0] === 1 ? g.board[1] : g.board[2];
    if (loserFront.every((n) => n === 0)) {
        return { winner, reason: "front-row-empty" };
    }
    return { winner, reason: "no-legal-move" };
}

// ---- moves ---------------------------------------------------------------------------------
// The engine writes a move as cell + marker ("<" or ">") + "*" for a kutakata or "+" for a
// safari. In the front rows ">" sows clockwise (our cw: A1 -> A8 -> B8, a1 -> a8 -> b8) and
// "<" anticlockwise; in the back rows the reverse. A namua capture's marker is the kichwa the
// captured seeds enter: "<" the left, ">" the right.

/** toMove writes one of the engine's move strings in protocol v1's canonical form. */
function toMove(g: BaoGame, m: string): MoveJSON {
    const cell = m.slice(0, 2);
    const marker = m[2];
    const player: Player = cell[1] === "2" || cell[1] === "1" ? 1 : 2;
    const kutakata = m.endsWith("*");
    const out: MoveJSON = { pit: pitOf(cell) };
    if (g.inhand[player - 1] > 0 && !kutakata) {
        // A namua capture: the kichwa is chosen only from a central pit (not a kichwa or kimbi).
        if (!/^[abgh]$/.test(cell[0])) {
            out.kichwa = marker === "<" ? "left" : "right";
        }
        if (m.endsWith("+")) {
            out.safari = true;
        }
        return out;
    }
    const front = cell[1] === "2" || cell[1] === "3";
    const cw = front ? marker === ">" : marker === "<";
    out.dir = cw ? "cw" : "ccw";
    if (m.endsWith("+")) {
        out.safari = true;
    }
    return out;
}

const moveKey = (m: MoveJSON): string =>
    `${m.pit}|${m.dir ?? ""}|${m.kichwa ?? ""}|${m.safari === true ? "+" : ""}`;

function checkMove(v: unknown): MoveJSON {
    if (typeof v !== "object" || v === null) {
        throw new ReplyError("bad-request", "move: want an object");
    }
    const m = v as MoveJSON;
    if (typeof m.pit !== "string") {
        throw new ReplyError("bad-request", "move.pit: want a pit name");
    }
    cellOf(m.pit, "move.pit");
    if (m.dir !== undefined && m.dir !== "cw" && m.dir !== "ccw") {
        throw new ReplyError("bad-request", `move.dir: ${JSON.stringify(m.dir)} (want cw or ccw)`);
    }
    if (m.kichwa !== undefined && m.kichwa !== "left" && m.kichwa !== "right") {
        throw new ReplyError("bad-request", `move.kichwa: ${JSON.stringify(m.kichwa)} (want left or right)`);
    }
    if (m.safari !== undefined && typeof m.safari !== "boolean") {
        throw new ReplyError("bad-request", "move.safari: want true or false");
    }
    return m;
}

/** play makes one of the engine's moves on a copy of g, as the engine's move() does. */
function play(g: BaoGame, variant: string, m: string): { position: PositionJSON; outcome: Outcome | null } {
    const c = BaoGame.clone(g);
    const mover = c.currplayer as Player;
    // skipEconomy: the engine's seed count check (64 in all) would reject the hand-made
    // positions of the spec; on its own lap-limit loss it throws (README.md).
    c.move(m, { trusted: true, skipEconomy: true });
    const out: { position: PositionJSON; outcome: Outcome | null; debug?: object } =
        { position: toPosition(c, variant, mover), outcome: outcomeOf(c) };
    if (DEBUG) {
        // The engine's own view of the move, for reading failures: not part of protocol v1.
        out.debug = {
            move: m,
            blocks: c.blocked.map((b) => (b === undefined || b === null ? null : pitOf(b))),
            results: (c.results as Array<{ type: string }>).map((r) => r.type),
        };
    }
    return out;
}

// ---- requests -------------------------------------------------------------------------------

function hello(): object {
    const h: Record<string, unknown> = {
        name: "abstractplay-bao",
        version: PINNED.slice(0, 7),
        variants: ["kiswahili", "kujifunza"],
        options: {},
        profiles: ["abstractplay"],
    };
    if (!NO_DIALECT) {
        h.dialect = { profile: "abstractplay", options: {} };
    }
    return h;
}

function answer(req: Record<string, unknown>): object {
    switch (req.op) {
        case "hello":
            return hello();
        case "moves": {
            const pos = req.position as PositionJSON;
            const g = fromPosition(pos);
            if (g.gameover) {
                return { moves: [] };
            }
            return {
                moves: g.moves().map((m) => ({ move: toMove(g, m), ...play(g, pos.variant, m) })),
            };
        }
        case "apply": {
            const pos = req.position as PositionJSON;
            const g = fromPosition(pos);
            const want = checkMove(req.move);
            if (g.gameover) {
                throw new ReplyError("illegal-move", "the game is over");
            }
            const found = g.moves().find((m) => moveKey(toMove(g, m)) === moveKey(want));
            if (found === undefined) {
                throw new ReplyError("illegal-move", `${JSON.stringify(want)} is not among the engine's moves (${g.moves().join(", ")})`);
            }
            return play(g, pos.variant, found);
        }
        default:
            throw new ReplyError("unsupported", `unknown op ${JSON.stringify(req.op)}`);
    }
}

const rl = readline.createInterface({ input: process.stdin, terminal: false });
rl.on("line", (line) => {
    if (line.trim() === "") {
        return;
    }
    let id: unknown = null;
    let reply: Record<string, unknown>;
    try {
        const req = JSON.parse(line) as Record<string, unknown>;
        id = req.id ?? null;
        reply = answer(req) as Record<string, unknown>;
    } catch (e) {
        const kind = e instanceof ReplyError ? e.kind : (e instanceof SyntaxError ? "bad-request" : "engine-error");
        const message = e instanceof Error ? e.message : String(e);
        if (!(e instanceof ReplyError)) {
            process.stderr.write(`${e instanceof Error ? e.stack : message}\n`);
        }
        reply = { error: { kind, message } };
    }
    process.stdout.write(JSON.stringify({ id, ...reply }) + "\n");
});
