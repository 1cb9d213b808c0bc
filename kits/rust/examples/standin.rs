//! standin: the Rust kit's end-to-end test engine (kits/kits_test.go).
//!
//! It plays through the kit's board array: the kit turns each request's
//! position into a bao_kit::Board, this engine turns the board back into
//! position JSON with its own table of pit names (written from README.md, not
//! with the kit's converters), asks the reference engine (`bao adapter`,
//! protocol v1, a subprocess) for the moves or the result, and turns each
//! answer into a Board again, which the kit writes as JSON.
//!
//!   standin /path/to/bao
use bao_kit::{
    Block, Board, Dir, Engine, Hello, House, Kichwa, Move, Outcome, Reason, Refusal, Rules, Side, Successor, Variant,
};
use serde_json::{json, Map, Value};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// The README's board array, index by index.
const NAMES: [&str; 32] = [
    "A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8", "B8", "B7", "B6", "B5", "B4", "B3", "B2", "B1", //
    "a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8", "b8", "b7", "b6", "b5", "b4", "b3", "b2", "b1",
];

fn index(name: &str) -> usize {
    NAMES
        .iter()
        .position(|n| *n == name)
        .unwrap_or_else(|| panic!("standin: no pit {}", name))
}

fn side_name(s: Side) -> &'static str {
    if s == Side::South {
        "south"
    } else {
        "north"
    }
}

fn house_name(h: House) -> &'static str {
    match h {
        House::Intact => "intact",
        House::Destroyed => "destroyed",
        House::None => "none",
    }
}

fn to_position(b: &Board) -> Value {
    let mut p = Map::new();
    let variant = match b.variant {
        Variant::Kiswahili => "kiswahili",
        Variant::Kujifunza => "kujifunza",
        Variant::Hus => "hus",
    };
    p.insert("variant".into(), json!(variant));
    p.insert("toMove".into(), json!(side_name(b.to_move)));
    for (k, side, front, back) in [(0, "south", "A", "B"), (1, "north", "a", "b")] {
        let row = |l: &str| -> Vec<u8> { (1..=8).map(|n| b.pits[index(&format!("{}{}", l, n))]).collect() };
        p.insert(
            side.into(),
            json!({"front": row(front), "back": row(back), "store": b.stores[k], "house": house_name(b.houses[k])}),
        );
    }
    p.insert("blocked".into(), b.blocked.map_or(Value::Null, |i| json!(NAMES[i])));
    p.insert(
        "mustCapture".into(),
        b.must_capture.map_or(Value::Null, |i| json!(NAMES[i])),
    );
    if !b.blocks.is_empty() {
        let blocks: Vec<Value> = b
            .blocks
            .iter()
            .map(|x| match x.turns {
                None => json!({"pit": NAMES[x.pit]}),
                Some(t) => json!({"pit": NAMES[x.pit], "turns": t}),
            })
            .collect();
        p.insert("blocks".into(), Value::Array(blocks));
    }
    Value::Object(p)
}

fn house(v: &Value) -> House {
    match v.as_str() {
        Some("intact") => House::Intact,
        Some("destroyed") => House::Destroyed,
        _ => House::None,
    }
}

fn to_board(p: &Value) -> Board {
    let mut pits = [0u8; 32];
    for (side, front, back) in [("south", "A", "B"), ("north", "a", "b")] {
        for n in 1..=8 {
            pits[index(&format!("{}{}", front, n))] = p[side]["front"][n - 1].as_u64().unwrap() as u8;
            pits[index(&format!("{}{}", back, n))] = p[side]["back"][n - 1].as_u64().unwrap() as u8;
        }
    }
    let variant = match p["variant"].as_str() {
        Some("kiswahili") => Variant::Kiswahili,
        Some("kujifunza") => Variant::Kujifunza,
        _ => Variant::Hus,
    };
    let pit = |v: &Value| v.as_str().map(index);
    let blocks = match p.get("blocks").and_then(|b| b.as_array()) {
        None => Vec::new(),
        Some(xs) => xs
            .iter()
            .map(|x| Block {
                pit: index(x["pit"].as_str().unwrap()),
                turns: x.get("turns").and_then(|t| t.as_u64()).map(|t| t as u8),
            })
            .collect(),
    };
    Board {
        variant,
        pits,
        stores: [
            p["south"]["store"].as_u64().unwrap() as u8,
            p["north"]["store"].as_u64().unwrap() as u8,
        ],
        houses: [house(&p["south"]["house"]), house(&p["north"]["house"])],
        to_move: if p["toMove"] == "south" {
            Side::South
        } else {
            Side::North
        },
        blocked: pit(&p["blocked"]),
        must_capture: pit(&p["mustCapture"]),
        blocks,
    }
}

fn to_move(m: &Value) -> Move {
    Move {
        pit: index(m["pit"].as_str().unwrap()),
        dir: match m.get("dir").and_then(|d| d.as_str()) {
            Some("cw") => Some(Dir::Cw),
            Some("ccw") => Some(Dir::Ccw),
            _ => None,
        },
        kichwa: match m.get("kichwa").and_then(|d| d.as_str()) {
            Some("left") => Some(Kichwa::Left),
            Some("right") => Some(Kichwa::Right),
            _ => None,
        },
        safari: m.get("safari").and_then(|s| s.as_bool()).unwrap_or(false),
    }
}

fn from_move(mv: &Move) -> Value {
    let mut m = Map::new();
    m.insert("pit".into(), json!(NAMES[mv.pit]));
    match mv.dir {
        Some(Dir::Cw) => {
            m.insert("dir".into(), json!("cw"));
        }
        Some(Dir::Ccw) => {
            m.insert("dir".into(), json!("ccw"));
        }
        None => {}
    }
    match mv.kichwa {
        Some(Kichwa::Left) => {
            m.insert("kichwa".into(), json!("left"));
        }
        Some(Kichwa::Right) => {
            m.insert("kichwa".into(), json!("right"));
        }
        None => {}
    }
    if mv.safari {
        m.insert("safari".into(), json!(true));
    }
    Value::Object(m)
}

fn to_outcome(o: &Value) -> Option<Outcome> {
    if o.is_null() {
        return None;
    }
    let winner = if o["winner"] == "south" {
        Side::South
    } else {
        Side::North
    };
    let reason = match o["reason"].as_str() {
        Some("front-row-empty") => Reason::FrontRowEmpty,
        Some("no-legal-move") => Reason::NoLegalMove,
        _ => Reason::LapLimit,
    };
    Some(Outcome { winner, reason })
}

/// The reference engine as a subprocess, one request at a time.
struct Reference {
    _child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
    n: u64,
}

impl Reference {
    fn start(bao: &str) -> Reference {
        let mut child = Command::new(bao)
            .arg("adapter")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("standin: starting bao adapter");
        let stdin = child.stdin.take().unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        Reference {
            _child: child,
            stdin,
            stdout,
            n: 0,
        }
    }

    fn ask(&mut self, mut req: Value) -> Result<Value, Refusal> {
        self.n += 1;
        req["id"] = json!(self.n);
        let mut text = req.to_string();
        text.push('\n');
        self.stdin
            .write_all(text.as_bytes())
            .expect("standin: writing to bao adapter");
        let mut line = String::new();
        self.stdout.read_line(&mut line).expect("standin: reading bao adapter");
        let reply: Value = serde_json::from_str(&line).expect("standin: bao adapter's reply");
        if let Some(e) = reply.get("error") {
            let msg = e["message"].as_str().unwrap_or("").to_string();
            return Err(match e["kind"].as_str() {
                Some("illegal-move") => Refusal::IllegalMove(msg),
                Some("bad-position") => Refusal::BadPosition(msg),
                Some("unsupported") => Refusal::Unsupported(msg),
                _ => Refusal::BadRequest(msg),
            });
        }
        Ok(reply)
    }
}

struct StandIn {
    reference: Reference,
    hello: Hello,
}

fn rules_json(r: &Rules) -> Value {
    json!({"profile": r.profile, "options": r.options})
}

impl Engine for StandIn {
    fn hello(&self) -> Hello {
        self.hello.clone()
    }

    fn moves(&mut self, board: &Board, rules: &Rules) -> Result<Vec<Successor>, Refusal> {
        let r = self
            .reference
            .ask(json!({"op": "moves", "rules": rules_json(rules), "position": to_position(board)}))?;
        Ok(r["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| Successor {
                mv: to_move(&s["move"]),
                board: to_board(&s["position"]),
                outcome: to_outcome(&s["outcome"]),
            })
            .collect())
    }

    fn apply(&mut self, board: &Board, rules: &Rules, mv: &Move) -> Result<(Board, Option<Outcome>), Refusal> {
        let r = self.reference.ask(
            json!({"op": "apply", "rules": rules_json(rules), "position": to_position(board), "move": from_move(mv)}),
        )?;
        Ok((to_board(&r["position"]), to_outcome(&r["outcome"])))
    }
}

fn main() -> std::io::Result<()> {
    let bao = std::env::args().nth(1).expect("usage: standin /path/to/bao");
    let mut reference = Reference::start(&bao);
    let h = reference
        .ask(json!({"op": "hello", "protocol": 1}))
        .expect("standin: hello");
    let strings = |v: &Value| -> Vec<String> {
        v.as_array().map_or(Vec::new(), |xs| {
            xs.iter().filter_map(|x| x.as_str().map(String::from)).collect()
        })
    };
    let mut hello = Hello::new("kit-rust-standin", h["version"].as_str().unwrap_or("?"));
    hello.variants = vec![Variant::Kiswahili, Variant::Kujifunza, Variant::Hus];
    hello.profiles = strings(&h["profiles"]);
    if let Some(opts) = h["options"].as_object() {
        for (name, readings) in opts {
            hello.options.insert(name.clone(), strings(readings));
        }
    }
    bao_kit::serve(StandIn { reference, hello })
}
