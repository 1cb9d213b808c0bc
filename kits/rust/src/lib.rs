//! bao-kit: wraps a Bao la Kiswahili engine in protocol v1 of the conformance
//! suite. You implement [`Engine`] (a hello and two methods, `moves` and
//! `apply`, on a [`Board`]); [`serve`] reads each request strictly (the suite's
//! README, "Strict JSON"), converts positions and moves to and from the board
//! array, refuses what is malformed with the protocol's error kinds, and
//! writes one reply per line, flushed.
//!
//! The board array: `pits[i]`, `i = side*16 + ring`; side 0 South, 1 North;
//! ring 0..7 front pits 1..8, ring 8..15 back pits 8..1 (0..7 A1..A8, 8..15
//! B8..B1, 16..23 a1..a8, 24..31 b8..b1). Clockwise is ring+1,
//! counter-clockwise ring-1, modulo 16 on the pit's own side. The house is
//! ring 4 (A5 = 4, a5 = 20); front ring r faces the other side's front ring 7-r.

use std::collections::BTreeMap;
use std::fmt;
use std::io::{self, BufRead, Write};
use std::panic::{self, AssertUnwindSafe};

/// The protocol version the kit speaks.
pub const PROTOCOL: i64 = 1;
/// The ring of the house (front pit 5): `pits[HOUSE]` is A5, `pits[16 + HOUSE]` is a5.
pub const HOUSE: usize = 4;
const TOTAL: i128 = 64;

// ---- the board array -------------------------------------------------------

/// One of the two players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// Moves first; owns pits 0..15 (A1..A8, B8..B1).
    South,
    /// Owns pits 16..31 (a1..a8, b8..b1).
    North,
}

impl Side {
    /// 0 for South, 1 for North: the side's pits are `index()*16 ..`.
    pub fn index(self) -> usize {
        match self {
            Side::South => 0,
            Side::North => 1,
        }
    }
    /// The opponent.
    pub fn other(self) -> Side {
        match self {
            Side::South => Side::North,
            Side::North => Side::South,
        }
    }
    /// "south" or "north".
    pub fn name(self) -> &'static str {
        match self {
            Side::South => "south",
            Side::North => "north",
        }
    }
}

/// The game played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// Bao la Kiswahili: houses, namua and mtaji.
    Kiswahili,
    /// Bao la Kujifunza: no house, no namua.
    Kujifunza,
    /// Hus: no house, no namua, no kutakatia.
    Hus,
}

impl Variant {
    /// The variant's name in the protocol.
    pub fn name(self) -> &'static str {
        match self {
            Variant::Kiswahili => "kiswahili",
            Variant::Kujifunza => "kujifunza",
            Variant::Hus => "hus",
        }
    }
}

/// A side's house.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum House {
    /// The house stands.
    Intact,
    /// The house is gone.
    Destroyed,
    /// The variant has no house (kujifunza, hus).
    None,
}

impl House {
    /// "intact", "destroyed" or "none".
    pub fn name(self) -> &'static str {
        match self {
            House::Intact => "intact",
            House::Destroyed => "destroyed",
            House::None => "none",
        }
    }
}

/// A sowing direction on the mover's ring.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dir {
    /// Clockwise: ring + 1 (A1..A8, B8..B1, A1).
    Cw,
    /// Counter-clockwise: ring - 1.
    Ccw,
}

/// The kichwa a capture's seeds enter at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kichwa {
    /// Front pit 1 (A1, a1).
    Left,
    /// Front pit 8 (A8, a8).
    Right,
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    /// The loser's front row is empty.
    FrontRowEmpty,
    /// The loser has no legal move.
    NoLegalMove,
    /// A move ran past the lap limit.
    LapLimit,
}

impl Reason {
    /// The reason's name in the protocol.
    pub fn name(self) -> &'static str {
        match self {
            Reason::FrontRowEmpty => "front-row-empty",
            Reason::NoLegalMove => "no-legal-move",
            Reason::LapLimit => "lap-limit",
        }
    }
}

/// The end of a game; `Option<Outcome>` is `None` while the game goes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// Who won.
    pub winner: Side,
    /// Why.
    pub reason: Reason,
}

/// A lasting block (rules option blockDuration).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Block {
    /// A front pit (index).
    pub pit: usize,
    /// The moves it still stands, this one included (1..255); `None`: until its pit is lifted or captured.
    pub turns: Option<u8>,
}

/// A position as a board array (README.md has the index of every pit).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    /// The game played.
    pub variant: Variant,
    /// 32 seed counts: `side*16 + ring`.
    pub pits: [u8; 32],
    /// `[south, north]`: the seeds still in hand for the namua.
    pub stores: [u8; 2],
    /// `[south, north]`.
    pub houses: [House; 2],
    /// The side to move.
    pub to_move: Side,
    /// A front pit of the side to move it may not empty by a kutakata this move.
    pub blocked: Option<usize>,
    /// A front pit of the opponent the side to move must capture (kutakatia).
    pub must_capture: Option<usize>,
    /// Lasting blocks, at most one a side; empty if none.
    pub blocks: Vec<Block>,
}

/// A move: its pit, and the choices the player made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// The pit (index) the move starts from.
    pub pit: usize,
    /// The direction, where the player chooses it.
    pub dir: Option<Dir>,
    /// The kichwa, where the player chooses it.
    pub kichwa: Option<Kichwa>,
    /// Whether the move goes on from the house.
    pub safari: bool,
}

/// The rules of a request: only the profile and option readings the hello declares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rules {
    /// "default" unless another declared profile.
    pub profile: String,
    /// Option readings by option name.
    pub options: BTreeMap<String, String>,
}

impl Rules {
    /// The reading of option `name`, if the request names one.
    pub fn option(&self, name: &str) -> Option<&str> {
        self.options.get(name).map(|s| s.as_str())
    }
}

/// One legal move with the board after it (the opponent to move) and the outcome.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Successor {
    /// The move, in the suite's canonical form (forced choices left out).
    pub mv: Move,
    /// The board after it.
    pub board: Board,
    /// `None` while the game goes on.
    pub outcome: Option<Outcome>,
}

/// A refusal: the protocol's error kind and a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The move is not legal here (or the game is over).
    IllegalMove(String),
    /// The position is not one the engine can play.
    BadPosition(String),
    /// A variant, profile, option or reading the engine does not play.
    Unsupported(String),
    /// A request the kit cannot read.
    BadRequest(String),
}

impl Refusal {
    /// The protocol's error kind.
    pub fn kind(&self) -> &'static str {
        match self {
            Refusal::IllegalMove(_) => "illegal-move",
            Refusal::BadPosition(_) => "bad-position",
            Refusal::Unsupported(_) => "unsupported",
            Refusal::BadRequest(_) => "bad-request",
        }
    }
    /// The message.
    pub fn message(&self) -> &str {
        match self {
            Refusal::IllegalMove(m) | Refusal::BadPosition(m) | Refusal::Unsupported(m) | Refusal::BadRequest(m) => m,
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.kind(), self.message())
    }
}

impl std::error::Error for Refusal {}

/// The readings an engine always plays.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Dialect {
    /// A profile it plays.
    pub profile: Option<String>,
    /// Option readings it plays.
    pub options: BTreeMap<String, String>,
}

/// What the engine says of itself in its hello.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hello {
    /// The engine's name.
    pub name: String,
    /// Its version.
    pub version: String,
    /// The variants it plays.
    pub variants: Vec<Variant>,
    /// The options it can be told, each with its readings (`bao rules` lists them).
    pub options: BTreeMap<String, Vec<String>>,
    /// The profiles it knows by name.
    pub profiles: Vec<String>,
    /// The readings it always plays.
    pub dialect: Option<Dialect>,
}

impl Hello {
    /// A hello for an engine that plays Kiswahili under the default rules.
    pub fn new(name: &str, version: &str) -> Hello {
        Hello {
            name: name.to_string(),
            version: version.to_string(),
            variants: vec![Variant::Kiswahili],
            options: BTreeMap::new(),
            profiles: Vec::new(),
            dialect: None,
        }
    }
}

/// Your engine: its hello and the two functions on the board array.
pub trait Engine {
    /// Who the engine is and what it plays.
    fn hello(&self) -> Hello;
    /// Every legal move once, with the board after it (the opponent to move)
    /// and the outcome; empty when the game is over.
    fn moves(&mut self, board: &Board, rules: &Rules) -> Result<Vec<Successor>, Refusal>;
    /// The board after the move and the outcome, or `Refusal::IllegalMove`.
    fn apply(&mut self, board: &Board, rules: &Rules, mv: &Move) -> Result<(Board, Option<Outcome>), Refusal>;
}

/// The side that owns pit `i`.
pub fn side_of(i: usize) -> Side {
    if i < 16 {
        Side::South
    } else {
        Side::North
    }
}

/// Pit `i`'s index on its owner's ring: 0..7 front pits 1..8, 8..15 back pits 8..1.
pub fn ring_of(i: usize) -> usize {
    i & 15
}

/// Whether pit `i` is in its owner's front row.
pub fn is_front(i: usize) -> bool {
    i & 15 < 8
}

/// The pit one step from `i` in direction `d` on its owner's ring.
pub fn step(i: usize, d: Dir) -> usize {
    let r = match d {
        Dir::Cw => (i + 1) & 15,
        Dir::Ccw => (i + 15) & 15,
    };
    (i & 16) | r
}

/// The opponent's front pit facing front pit `i`.
pub fn facing(i: usize) -> usize {
    ((i & 16) ^ 16) | (7 - (i & 15))
}

/// The index of a pit name (A1..B8, a1..b8).
pub fn pit_index(name: &str) -> Option<usize> {
    let b = name.as_bytes();
    if b.len() != 2 || !(b'1'..=b'8').contains(&b[1]) {
        return None;
    }
    let n = (b[1] - b'0') as usize;
    let (side, front) = match b[0] {
        b'A' => (0, true),
        b'B' => (0, false),
        b'a' => (1, true),
        b'b' => (1, false),
        _ => return None,
    };
    Some(side * 16 + if front { n - 1 } else { 16 - n })
}

/// The name of pit `i` (0..31).
pub fn pit_name(i: usize) -> String {
    let ring = i & 15;
    let (row, n) = if ring < 8 { ('A', ring + 1) } else { ('B', 16 - ring) };
    let row = if i < 16 { row } else { row.to_ascii_lowercase() };
    format!("{}{}", row, n)
}

// ---- strict JSON --------------------------------------------------------------

/// A JSON value as the kit reads it: objects keep every member in order
/// (duplicates too, so that they can be refused with their path), numbers
/// keep whether they were written as integers.
#[derive(Clone, Debug, PartialEq)]
pub enum Json {
    /// null
    Null,
    /// true or false
    Bool(bool),
    /// A number written without fraction or exponent.
    Int(i128),
    /// A number written with a fraction or an exponent.
    Float(f64),
    /// A string.
    Str(String),
    /// An array.
    Arr(Vec<Json>),
    /// An object's members, in order.
    Obj(Vec<(String, Json)>),
}

struct JsonVisitor;

impl<'de> serde::de::Visitor<'de> for JsonVisitor {
    type Value = Json;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON value")
    }
    fn visit_unit<E>(self) -> Result<Json, E> {
        Ok(Json::Null)
    }
    fn visit_none<E>(self) -> Result<Json, E> {
        Ok(Json::Null)
    }
    fn visit_bool<E>(self, v: bool) -> Result<Json, E> {
        Ok(Json::Bool(v))
    }
    fn visit_i64<E>(self, v: i64) -> Result<Json, E> {
        Ok(Json::Int(v as i128))
    }
    fn visit_u64<E>(self, v: u64) -> Result<Json, E> {
        Ok(Json::Int(v as i128))
    }
    fn visit_f64<E>(self, v: f64) -> Result<Json, E> {
        Ok(Json::Float(v))
    }
    fn visit_str<E>(self, v: &str) -> Result<Json, E> {
        Ok(Json::Str(v.to_string()))
    }
    fn visit_string<E>(self, v: String) -> Result<Json, E> {
        Ok(Json::Str(v))
    }
    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Json, A::Error> {
        let mut out = Vec::new();
        while let Some(v) = seq.next_element::<Json>()? {
            out.push(v);
        }
        Ok(Json::Arr(out))
    }
    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Json, A::Error> {
        let mut out = Vec::new();
        while let Some((k, v)) = map.next_entry::<String, Json>()? {
            out.push((k, v));
        }
        Ok(Json::Obj(out))
    }
}

impl<'de> serde::Deserialize<'de> for Json {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Json, D::Error> {
        d.deserialize_any(JsonVisitor)
    }
}

impl Json {
    /// The member `key` of an object.
    pub fn get(&self, key: &str) -> Option<&Json> {
        match self {
            Json::Obj(ms) => ms.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }
    fn describe(&self) -> String {
        match self {
            Json::Null => "null".to_string(),
            Json::Bool(b) => format!("bool {}", b),
            Json::Int(n) => format!("number {}", n),
            Json::Float(f) => format!("number {}", f),
            Json::Str(s) => format!("string {}", quote(s)),
            Json::Arr(_) => "an array".to_string(),
            Json::Obj(_) => "an object".to_string(),
        }
    }
}

fn join(parent: &str, key: &str) -> String {
    if parent.is_empty() {
        key.to_string()
    } else {
        format!("{}.{}", parent, key)
    }
}

fn index(parent: &str, i: usize) -> String {
    format!("{}[{}]", parent, i)
}

fn duplicate(v: &Json, path: &str) -> Option<String> {
    match v {
        Json::Obj(ms) => {
            for (i, (k, _)) in ms.iter().enumerate() {
                if ms[..i].iter().any(|(k2, _)| k2 == k) {
                    return Some(join(path, k));
                }
            }
            ms.iter().find_map(|(k, x)| duplicate(x, &join(path, k)))
        }
        Json::Arr(xs) => xs.iter().enumerate().find_map(|(i, x)| duplicate(x, &index(path, i))),
        _ => None,
    }
}

/// Parses one JSON text strictly (RFC 8259, no trailing data, a key once an
/// object); the error names the path of a duplicate key.
pub fn parse_strict(text: &str) -> Result<Json, Refusal> {
    let v: Json = serde_json::from_str(text).map_err(|e| Refusal::BadRequest(format!("not JSON: {}", e)))?;
    if let Some(p) = duplicate(&v, "") {
        return Err(Refusal::BadRequest(format!(
            "{}: duplicate key (a key may appear once in an object)",
            p
        )));
    }
    Ok(v)
}

fn quote(s: &str) -> String {
    serde_json::to_string(s).unwrap_or_else(|_| "\"?\"".to_string())
}

type Mk = fn(String) -> Refusal;

fn object<'a>(v: &'a Json, path: &str, mk: Mk) -> Result<&'a [(String, Json)], Refusal> {
    match v {
        Json::Obj(ms) => Ok(ms),
        _ => Err(mk(format!("{}: want an object, got {}", path, v.describe()))),
    }
}

fn keys(ms: &[(String, Json)], path: &str, known: &[&str], required: &[&str], mk: Mk) -> Result<(), Refusal> {
    for (k, _) in ms {
        if known.contains(&k.as_str()) {
            continue;
        }
        let like = known.iter().find(|x| x.eq_ignore_ascii_case(k));
        return Err(mk(match like {
            Some(x) => format!("{}: unknown key (did you mean \"{}\"?)", join(path, k), x),
            None => format!("{}: unknown key", join(path, k)),
        }));
    }
    for k in required {
        if !ms.iter().any(|(x, _)| x == k) {
            return Err(mk(format!("{}: missing", join(path, k))));
        }
    }
    Ok(())
}

fn member<'a>(ms: &'a [(String, Json)], key: &str) -> Option<&'a Json> {
    ms.iter().find(|(k, _)| k == key).map(|(_, v)| v)
}

/// An integer in lo..=hi; 3.0 and 27e0 are integers, 3.5 is not.
fn int(v: &Json, path: &str, lo: i128, hi: i128, mk: Mk) -> Result<i128, Refusal> {
    let n = match v {
        Json::Int(n) => *n,
        Json::Float(f) => {
            if !f.is_finite() || f.fract() != 0.0 || f.abs() > 1e30 {
                return Err(mk(format!("{}: {} is not an integer", path, f)));
            }
            *f as i128
        }
        _ => return Err(mk(format!("{}: want an integer, got {}", path, v.describe()))),
    };
    if n < lo || n > hi {
        return Err(mk(format!("{}: {} is out of range {}..{}", path, n, lo, hi)));
    }
    Ok(n)
}

fn one_of<'a>(v: &Json, path: &str, values: &[&'a str], mk: Mk) -> Result<&'a str, Refusal> {
    if let Json::Str(s) = v {
        if let Some(x) = values.iter().find(|x| **x == s.as_str()) {
            return Ok(x);
        }
    }
    let want: Vec<String> = values.iter().map(|x| quote(x)).collect();
    Err(mk(format!(
        "{}: want one of {}, got {}",
        path,
        want.join(", "),
        v.describe()
    )))
}

// ---- protocol JSON <-> board array ----------------------------------------------------

/// The board of position JSON, checked: exact keys, 8 pits a row, counts
/// 0..64, 64 seeds in all, the houses the variant has, blocked and
/// mustCapture on front pits of the right side, at most one lasting block a
/// side. The error (`BadPosition`) names the field under `path`.
pub fn board_from_position(p: &Json, path: &str) -> Result<Board, Refusal> {
    let mk: Mk = Refusal::BadPosition;
    let ms = object(p, path, mk)?;
    keys(
        ms,
        path,
        &[
            "variant",
            "toMove",
            "south",
            "north",
            "blocked",
            "mustCapture",
            "blocks",
        ],
        &["variant", "toMove", "south", "north"],
        mk,
    )?;
    let variant = match one_of(
        member(ms, "variant").unwrap(),
        &join(path, "variant"),
        &["kiswahili", "kujifunza", "hus"],
        mk,
    )? {
        "kiswahili" => Variant::Kiswahili,
        "kujifunza" => Variant::Kujifunza,
        _ => Variant::Hus,
    };
    let to_move = if one_of(
        member(ms, "toMove").unwrap(),
        &join(path, "toMove"),
        &["south", "north"],
        mk,
    )? == "south"
    {
        Side::South
    } else {
        Side::North
    };
    let mut b = Board {
        variant,
        pits: [0; 32],
        stores: [0; 2],
        houses: [House::None; 2],
        to_move,
        blocked: None,
        must_capture: None,
        blocks: Vec::new(),
    };
    let mut total: i128 = 0;
    for (s, name) in [(0usize, "south"), (1, "north")] {
        let sp = join(path, name);
        let side = object(member(ms, name).unwrap(), &sp, mk)?;
        keys(
            side,
            &sp,
            &["front", "back", "store", "house"],
            &["front", "back", "store", "house"],
            mk,
        )?;
        for row in ["front", "back"] {
            let rp = join(&sp, row);
            let vals = match member(side, row).unwrap() {
                Json::Arr(xs) => xs,
                v => {
                    return Err(mk(format!(
                        "{}: want an array of 8 seed counts, got {}",
                        rp,
                        v.describe()
                    )))
                }
            };
            if vals.len() != 8 {
                return Err(mk(format!("{}: want 8 pits, got {}", rp, vals.len())));
            }
            for (k, v) in vals.iter().enumerate() {
                let n = int(v, &index(&rp, k), 0, TOTAL, mk)?;
                b.pits[s * 16 + if row == "front" { k } else { 15 - k }] = n as u8;
                total += n;
            }
        }
        let store = int(member(side, "store").unwrap(), &join(&sp, "store"), 0, TOTAL, mk)?;
        b.stores[s] = store as u8;
        total += store;
        let hp = join(&sp, "house");
        b.houses[s] = match one_of(
            member(side, "house").unwrap(),
            &hp,
            &["intact", "destroyed", "none"],
            mk,
        )? {
            "intact" => House::Intact,
            "destroyed" => House::Destroyed,
            _ => House::None,
        };
        let ok = match variant {
            Variant::Kiswahili => b.houses[s] != House::None,
            _ => b.houses[s] == House::None,
        };
        if !ok {
            let want = if variant == Variant::Kiswahili {
                "\"intact\" or \"destroyed\""
            } else {
                "\"none\""
            };
            return Err(mk(format!(
                "{}: {} wants {}, got \"{}\"",
                hp,
                variant.name(),
                want,
                b.houses[s].name()
            )));
        }
    }
    if total != TOTAL {
        return Err(mk(format!(
            "{}: holds {} seeds (board and stores), want {}",
            path, total, TOTAL
        )));
    }
    for (key, own) in [("blocked", true), ("mustCapture", false)] {
        let v = match member(ms, key) {
            None | Some(Json::Null) => continue,
            Some(v) => v,
        };
        let kp = join(path, key);
        let i = match v {
            Json::Str(s) => pit_index(s),
            _ => None,
        };
        let i = match i {
            Some(i) => i,
            None => {
                return Err(mk(format!(
                    "{}: want a pit name such as \"A6\" or null, got {}",
                    kp,
                    v.describe()
                )))
            }
        };
        if !is_front(i) || (side_of(i) == to_move) != own {
            let whose = if own { "side to move" } else { "side to move's opponent" };
            return Err(mk(format!(
                "{}: {} is not a front pit of the {}",
                kp,
                pit_name(i),
                whose
            )));
        }
        if own {
            b.blocked = Some(i);
        } else {
            b.must_capture = Some(i);
        }
    }
    if let Some(v) = member(ms, "blocks") {
        let bp = join(path, "blocks");
        let xs = match v {
            Json::Arr(xs) => xs,
            _ => return Err(mk(format!("{}: want an array, got {}", bp, v.describe()))),
        };
        for (k, x) in xs.iter().enumerate() {
            let xp = index(&bp, k);
            let xm = object(x, &xp, mk)?;
            keys(xm, &xp, &["pit", "turns"], &["pit"], mk)?;
            let pv = member(xm, "pit").unwrap();
            let i = match pv {
                Json::Str(s) => pit_index(s).filter(|i| is_front(*i)),
                _ => None,
            };
            let i = match i {
                Some(i) => i,
                None => {
                    return Err(mk(format!(
                        "{}: want a front pit name such as \"a3\", got {}",
                        join(&xp, "pit"),
                        pv.describe()
                    )))
                }
            };
            if b.blocks.iter().any(|y| side_of(y.pit) == side_of(i)) {
                return Err(mk(format!(
                    "{}: a second lasting block on {}'s side (at most one a side)",
                    join(&xp, "pit"),
                    side_of(i).name()
                )));
            }
            let turns = match member(xm, "turns") {
                None => None,
                Some(t) => Some(int(t, &join(&xp, "turns"), 1, 255, mk)? as u8),
            };
            b.blocks.push(Block { pit: i, turns });
        }
    }
    Ok(b)
}

fn check_pit(i: usize, what: &str) -> Result<String, String> {
    if i < 32 {
        Ok(pit_name(i))
    } else {
        Err(format!("{}: {} is not a pit index 0..31", what, i))
    }
}

fn row_json(out: &mut String, pits: &[u8]) {
    out.push('[');
    for (k, n) in pits.iter().enumerate() {
        if k > 0 {
            out.push(',');
        }
        out.push_str(&n.to_string());
    }
    out.push(']');
}

/// Position JSON (compact, in the schema's member order) of a board. The
/// error names the field when the board is not one (a bug of the engine's):
/// a pit index past 31, a block of 0 turns.
pub fn position_from_board(b: &Board) -> Result<String, String> {
    let mut out = String::with_capacity(320);
    out.push_str("{\"variant\":\"");
    out.push_str(b.variant.name());
    out.push_str("\",\"toMove\":\"");
    out.push_str(b.to_move.name());
    out.push('"');
    for s in [Side::South, Side::North] {
        let base = s.index() * 16;
        let mut back: Vec<u8> = b.pits[base + 8..base + 16].to_vec();
        back.reverse();
        out.push_str(",\"");
        out.push_str(s.name());
        out.push_str("\":{\"front\":");
        row_json(&mut out, &b.pits[base..base + 8]);
        out.push_str(",\"back\":");
        row_json(&mut out, &back);
        out.push_str(&format!(
            ",\"store\":{},\"house\":\"{}\"}}",
            b.stores[s.index()],
            b.houses[s.index()].name()
        ));
    }
    for (key, v) in [("blocked", b.blocked), ("mustCapture", b.must_capture)] {
        match v {
            None => out.push_str(&format!(",\"{}\":null", key)),
            Some(i) => out.push_str(&format!(
                ",\"{}\":\"{}\"",
                key,
                check_pit(i, &format!("board.{}", key))?
            )),
        }
    }
    if !b.blocks.is_empty() {
        let mut blocks = b.blocks.clone();
        blocks.sort_by_key(|x| x.pit);
        out.push_str(",\"blocks\":[");
        for (k, x) in blocks.iter().enumerate() {
            if k > 0 {
                out.push(',');
            }
            out.push_str(&format!(
                "{{\"pit\":\"{}\"",
                check_pit(x.pit, &format!("board.blocks[{}].pit", k))?
            ));
            match x.turns {
                None => {}
                Some(0) => {
                    return Err(format!(
                        "board.blocks[{}].turns: 0 is not a count of moves 1..255 (None: until lifted)",
                        k
                    ))
                }
                Some(t) => out.push_str(&format!(",\"turns\":{}", t)),
            }
            out.push('}');
        }
        out.push(']');
    }
    out.push('}');
    Ok(out)
}

/// The move of move JSON; the error (`BadRequest`) names the field under `path`.
pub fn move_from_json(m: &Json, path: &str) -> Result<Move, Refusal> {
    let mk: Mk = Refusal::BadRequest;
    let ms = object(m, path, mk)?;
    keys(ms, path, &["pit", "dir", "kichwa", "safari"], &["pit"], mk)?;
    let pv = member(ms, "pit").unwrap();
    let pit = match pv {
        Json::Str(s) => pit_index(s),
        _ => None,
    };
    let pit = match pit {
        Some(p) => p,
        None => {
            return Err(mk(format!(
                "{}: want a pit name A1..B8 or a1..b8, got {}",
                join(path, "pit"),
                pv.describe()
            )))
        }
    };
    let dir = match member(ms, "dir") {
        None => None,
        Some(v) => Some(if one_of(v, &join(path, "dir"), &["cw", "ccw"], mk)? == "cw" {
            Dir::Cw
        } else {
            Dir::Ccw
        }),
    };
    let kichwa = match member(ms, "kichwa") {
        None => None,
        Some(v) => Some(if one_of(v, &join(path, "kichwa"), &["left", "right"], mk)? == "left" {
            Kichwa::Left
        } else {
            Kichwa::Right
        }),
    };
    let safari = match member(ms, "safari") {
        None => false,
        Some(Json::Bool(b)) => *b,
        Some(v) => {
            return Err(mk(format!(
                "{}: want true or false, got {}",
                join(path, "safari"),
                v.describe()
            )))
        }
    };
    Ok(Move {
        pit,
        dir,
        kichwa,
        safari,
    })
}

/// Move JSON of a move; choices not made are left out.
pub fn move_to_json(mv: &Move) -> Result<String, String> {
    let mut out = format!("{{\"pit\":\"{}\"", check_pit(mv.pit, "move.pit")?);
    match mv.dir {
        Some(Dir::Cw) => out.push_str(",\"dir\":\"cw\""),
        Some(Dir::Ccw) => out.push_str(",\"dir\":\"ccw\""),
        None => {}
    }
    match mv.kichwa {
        Some(Kichwa::Left) => out.push_str(",\"kichwa\":\"left\""),
        Some(Kichwa::Right) => out.push_str(",\"kichwa\":\"right\""),
        None => {}
    }
    if mv.safari {
        out.push_str(",\"safari\":true");
    }
    out.push('}');
    Ok(out)
}

/// Outcome JSON: `null`, or `{"winner":"south","reason":"front-row-empty"}`.
pub fn outcome_to_json(o: &Option<Outcome>) -> String {
    match o {
        None => "null".to_string(),
        Some(o) => format!(
            "{{\"winner\":\"{}\",\"reason\":\"{}\"}}",
            o.winner.name(),
            o.reason.name()
        ),
    }
}

/// The rules of a request, checked against the hello: an undeclared profile,
/// option or reading is `Unsupported`, a malformed rules object a `BadRequest`.
pub fn rules_from_json(r: Option<&Json>, hello: &Hello, path: &str) -> Result<Rules, Refusal> {
    let mut rules = Rules {
        profile: "default".to_string(),
        options: BTreeMap::new(),
    };
    let r = match r {
        None | Some(Json::Null) => return Ok(rules),
        Some(r) => r,
    };
    let mk: Mk = Refusal::BadRequest;
    let ms = object(r, path, mk)?;
    keys(ms, path, &["profile", "options"], &[], mk)?;
    let empty = Dialect::default();
    let dialect = hello.dialect.as_ref().unwrap_or(&empty);
    if let Some(v) = member(ms, "profile") {
        let pp = join(path, "profile");
        let prof = match v {
            Json::Str(s) => s.clone(),
            _ => return Err(mk(format!("{}: want a string, got {}", pp, v.describe()))),
        };
        if prof != "default" && !hello.profiles.contains(&prof) && dialect.profile.as_ref() != Some(&prof) {
            return Err(Refusal::Unsupported(format!(
                "{}: \"{}\" is not a profile this engine declares",
                pp, prof
            )));
        }
        rules.profile = prof;
    }
    if let Some(v) = member(ms, "options") {
        let op = join(path, "options");
        for (name, reading) in object(v, &op, mk)? {
            let reading = match reading {
                Json::Str(s) => s,
                _ => {
                    return Err(mk(format!(
                        "{}: want a reading (a string), got {}",
                        join(&op, name),
                        reading.describe()
                    )))
                }
            };
            let declared = hello.options.get(name).map_or(false, |rs| rs.contains(reading));
            if !declared && dialect.options.get(name) != Some(reading) {
                return Err(Refusal::Unsupported(format!(
                    "{}: {}={} is not an option reading this engine declares",
                    join(&op, name),
                    name,
                    reading
                )));
            }
            rules.options.insert(name.clone(), reading.clone());
        }
    }
    Ok(rules)
}

// ---- the protocol loop ----------------------------------------------------------------------

/// The hello reply's members after the id, as JSON text.
pub fn hello_json(h: &Hello) -> String {
    let strings =
        |xs: &[String]| -> String { format!("[{}]", xs.iter().map(|x| quote(x)).collect::<Vec<_>>().join(",")) };
    let variants: Vec<String> = h.variants.iter().map(|v| v.name().to_string()).collect();
    let options: Vec<String> = h
        .options
        .iter()
        .map(|(k, rs)| format!("{}:{}", quote(k), strings(rs)))
        .collect();
    let mut out = format!(
        "\"name\":{},\"version\":{},\"protocol\":{},\"variants\":{},\"options\":{{{}}}",
        quote(&h.name),
        quote(&h.version),
        PROTOCOL,
        strings(&variants),
        options.join(",")
    );
    if !h.profiles.is_empty() {
        out.push_str(&format!(",\"profiles\":{}", strings(&h.profiles)));
    }
    if let Some(d) = &h.dialect {
        let mut parts = Vec::new();
        if let Some(p) = &d.profile {
            parts.push(format!("\"profile\":{}", quote(p)));
        }
        let opts: Vec<String> = d
            .options
            .iter()
            .map(|(k, v)| format!("{}:{}", quote(k), quote(v)))
            .collect();
        parts.push(format!("\"options\":{{{}}}", opts.join(",")));
        out.push_str(&format!(",\"dialect\":{{{}}}", parts.join(",")));
    }
    out
}

const REQUEST_KEYS: [&str; 6] = ["id", "op", "protocol", "rules", "position", "move"];

/// A protocol server over an engine: [`Server::answer`] replies to one line.
pub struct Server<E: Engine> {
    engine: E,
    hello: Hello,
}

enum Failure {
    Refused(Refusal),
    Bug(String),
}

impl From<Refusal> for Failure {
    fn from(r: Refusal) -> Failure {
        Failure::Refused(r)
    }
}

fn panic_message(p: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = p.downcast_ref::<&str>() {
        s.to_string()
    } else if let Some(s) = p.downcast_ref::<String>() {
        s.clone()
    } else {
        "a panic".to_string()
    }
}

impl<E: Engine> Server<E> {
    /// A server over `engine` (its hello is asked once, here).
    pub fn new(engine: E) -> Server<E> {
        let hello = engine.hello();
        Server { engine, hello }
    }

    /// The engine served.
    pub fn engine(&mut self) -> &mut E {
        &mut self.engine
    }

    /// The reply (one line of JSON, without its newline) to one request
    /// line. It never fails: a refusal is its error reply, and a panic or
    /// an unwritable board of the engine's is answered as an error of kind
    /// bad-position whose message starts "engine error" (a panic's message
    /// is also on stderr).
    pub fn answer(&mut self, line: &str) -> String {
        let mut id: Option<i128> = None;
        let body = match self.reply(line, &mut id) {
            Ok(body) => body,
            Err(Failure::Refused(r)) => format!(
                "\"error\":{{\"kind\":\"{}\",\"message\":{}}}",
                r.kind(),
                quote(r.message())
            ),
            Err(Failure::Bug(m)) => format!(
                "\"error\":{{\"kind\":\"bad-position\",\"message\":{}}}",
                quote(&format!("engine error: {}", m))
            ),
        };
        let id = id.map_or("null".to_string(), |n| n.to_string());
        format!("{{\"id\":{},{}}}", id, body)
    }

    fn reply(&mut self, line: &str, id: &mut Option<i128>) -> Result<String, Failure> {
        let req = match parse_strict(line) {
            Ok(req) => req,
            Err(e) => {
                *id = lenient_id(line);
                return Err(e.into());
            }
        };
        let bad: Mk = Refusal::BadRequest;
        let ms = match &req {
            Json::Obj(ms) => ms,
            v => return Err(bad(format!("a request is a JSON object, got {}", v.describe())).into()),
        };
        match member(ms, "id") {
            None | Some(Json::Null) => {}
            Some(v) => *id = Some(int(v, "id", 0, 1 << 53, bad)?),
        }
        for (k, _) in ms {
            if let Some(like) = REQUEST_KEYS
                .iter()
                .find(|x| **x != k.as_str() && x.eq_ignore_ascii_case(k))
            {
                return Err(bad(format!("{}: unknown key (did you mean \"{}\"?)", k, like)).into());
            }
        }
        let op = match member(ms, "op") {
            None => return Err(bad("op: missing (want hello, moves or apply)".to_string()).into()),
            Some(Json::Str(s)) => s.as_str(),
            Some(v) => {
                return Err(Refusal::Unsupported(format!(
                    "op: unknown op {} (want hello, moves or apply)",
                    v.describe()
                ))
                .into())
            }
        };
        if op == "hello" {
            if let Some(v) = member(ms, "protocol") {
                let ok = match v {
                    Json::Int(n) => *n == PROTOCOL as i128,
                    Json::Float(f) => *f == PROTOCOL as f64,
                    _ => false,
                };
                if !ok {
                    return Err(Refusal::Unsupported(format!(
                        "protocol {}: this engine speaks protocol {}",
                        v.describe(),
                        PROTOCOL
                    ))
                    .into());
                }
            }
            return Ok(hello_json(&self.hello));
        }
        if op != "moves" && op != "apply" {
            return Err(
                Refusal::Unsupported(format!("op: unknown op {} (want hello, moves or apply)", quote(op))).into(),
            );
        }
        let rules = rules_from_json(member(ms, "rules"), &self.hello, "rules")?;
        let pos = match member(ms, "position") {
            None => return Err(bad("position: missing".to_string()).into()),
            Some(p) => p,
        };
        let board = board_from_position(pos, "position")?;
        if !self.hello.variants.contains(&board.variant) {
            return Err(Refusal::Unsupported(format!(
                "position.variant: {} is not a variant this engine declares",
                board.variant.name()
            ))
            .into());
        }
        if op == "moves" {
            let engine = &mut self.engine;
            let list = panic::catch_unwind(AssertUnwindSafe(|| engine.moves(&board, &rules)))
                .map_err(|p| Failure::Bug(format!("moves panicked: {}", panic_message(&*p))))??;
            let mut out = String::from("\"moves\":[");
            for (k, s) in list.iter().enumerate() {
                if k > 0 {
                    out.push(',');
                }
                let mv = move_to_json(&s.mv).map_err(|e| Failure::Bug(format!("moves()[{}]: {}", k, e)))?;
                let pos = position_from_board(&s.board).map_err(|e| Failure::Bug(format!("moves()[{}]: {}", k, e)))?;
                out.push_str(&format!(
                    "{{\"move\":{},\"position\":{},\"outcome\":{}}}",
                    mv,
                    pos,
                    outcome_to_json(&s.outcome)
                ));
            }
            out.push(']');
            return Ok(out);
        }
        let mv = match member(ms, "move") {
            None => return Err(bad("move: missing".to_string()).into()),
            Some(m) => move_from_json(m, "move")?,
        };
        if side_of(mv.pit) != board.to_move {
            return Err(Refusal::IllegalMove(format!(
                "{} belongs to {}, and {} is to move",
                pit_name(mv.pit),
                side_of(mv.pit).name(),
                board.to_move.name()
            ))
            .into());
        }
        let engine = &mut self.engine;
        let (after, outcome) = panic::catch_unwind(AssertUnwindSafe(|| engine.apply(&board, &rules, &mv)))
            .map_err(|p| Failure::Bug(format!("apply panicked: {}", panic_message(&*p))))??;
        let pos = position_from_board(&after).map_err(|e| Failure::Bug(format!("apply(): {}", e)))?;
        Ok(format!(
            "\"position\":{},\"outcome\":{}",
            pos,
            outcome_to_json(&outcome)
        ))
    }
}

/// The id of a line the strict reader refused (a duplicate key, say), read
/// leniently so that the error reply still carries it.
fn lenient_id(line: &str) -> Option<i128> {
    let v: serde_json::Value = serde_json::from_str(line).ok()?;
    v.get("id")?.as_u64().map(|n| n as i128)
}

/// Serves protocol v1 on stdin and stdout until stdin ends: one reply a
/// line, in order, flushed. Blank lines are skipped; a line that is not
/// UTF-8 is read with replacement characters (and then refused as JSON).
pub fn serve<E: Engine>(engine: E) -> io::Result<()> {
    let stdin = io::stdin();
    let stdout = io::stdout();
    serve_on(engine, stdin.lock(), stdout.lock())
}

/// [`serve`] on any input and output.
pub fn serve_on<E: Engine, R: BufRead, W: Write>(engine: E, mut input: R, mut output: W) -> io::Result<()> {
    let mut server = Server::new(engine);
    let mut buf = Vec::new();
    loop {
        buf.clear();
        if input.read_until(b'\n', &mut buf)? == 0 {
            return Ok(());
        }
        let line = String::from_utf8_lossy(&buf);
        if line.trim().is_empty() {
            continue;
        }
        let reply = server.answer(&line);
        output.write_all(reply.as_bytes())?;
        output.write_all(b"\n")?;
        output.flush()?;
    }
}
