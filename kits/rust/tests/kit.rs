//! Tests of bao-kit: strict JSON, the board array, the protocol loop's
//! replies. Run: cargo test (kits/kits_test.go runs them).
use bao_kit::*;
use serde_json::Value;

const START: &str = r#"{"variant":"kiswahili","toMove":"south","south":{"front":[0,0,0,0,6,2,2,0],"back":[0,0,0,0,0,0,0,0],"store":22,"house":"intact"},"north":{"front":[0,0,0,0,6,2,2,0],"back":[0,0,0,0,0,0,0,0],"store":22,"house":"intact"},"blocked":null,"mustCapture":null}"#;
// The reference engine's answer to A7 cw from the start (bao adapter).
const AFTER_A7_CW: &str = r#"{"variant":"kiswahili","toMove":"north","south":{"front":[0,0,0,0,6,2,0,1],"back":[0,0,0,0,0,0,1,1],"store":21,"house":"intact"},"north":{"front":[0,0,0,0,6,2,2,0],"back":[0,0,0,0,0,0,0,0],"store":22,"house":"intact"},"blocked":null,"mustCapture":null}"#;

#[derive(Default)]
struct Recorder {
    calls: Vec<(Board, Rules, Option<Move>)>,
}

impl Engine for Recorder {
    fn hello(&self) -> Hello {
        let mut h = Hello::new("t", "1");
        h.options
            .insert("lapLimit".into(), vec!["192-seeds".into(), "12-passes".into()]);
        h.profiles = vec!["donkers".into()];
        h
    }
    fn moves(&mut self, board: &Board, rules: &Rules) -> Result<Vec<Successor>, Refusal> {
        self.calls.push((board.clone(), rules.clone(), None));
        let mut after = board.clone();
        after.to_move = board.to_move.other();
        Ok(vec![Successor {
            mv: Move {
                pit: 5,
                dir: Some(Dir::Ccw),
                kichwa: None,
                safari: false,
            },
            board: after,
            outcome: None,
        }])
    }
    fn apply(&mut self, board: &Board, rules: &Rules, mv: &Move) -> Result<(Board, Option<Outcome>), Refusal> {
        self.calls.push((board.clone(), rules.clone(), Some(*mv)));
        if mv.pit == 0 {
            return Err(Refusal::IllegalMove("A1 is empty".into()));
        }
        if mv.pit == 1 {
            panic!("a bug");
        }
        let mut after = board.clone();
        after.to_move = board.to_move.other();
        Ok((
            after,
            Some(Outcome {
                winner: Side::North,
                reason: Reason::FrontRowEmpty,
            }),
        ))
    }
}

fn ask(s: &mut Server<Recorder>, line: &str) -> Value {
    serde_json::from_str(&s.answer(line)).expect("a reply is JSON")
}

fn error(s: &mut Server<Recorder>, line: &str) -> (String, String) {
    let r = ask(s, line);
    (
        r["error"]["kind"].as_str().unwrap().to_string(),
        r["error"]["message"].as_str().unwrap().to_string(),
    )
}

fn with_pos(f: impl Fn(&mut Value)) -> String {
    let mut p: Value = serde_json::from_str(START).unwrap();
    f(&mut p);
    serde_json::json!({"id": 7, "op": "moves", "rules": {}, "position": p}).to_string()
}

#[test]
fn pit_names_and_the_ring() {
    let names = [
        "A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8", "B8", "B7", "B6", "B5", "B4", "B3", "B2", "B1",
    ];
    for (i, n) in names.iter().enumerate() {
        assert_eq!(pit_index(n), Some(i), "{}", n);
        assert_eq!(pit_name(i), *n);
        assert_eq!(pit_index(&n.to_lowercase()), Some(16 + i));
        assert_eq!(pit_name(16 + i), n.to_lowercase());
    }
    assert_eq!(pit_index("C1"), None);
    assert_eq!(pit_index("A9"), None);
    assert_eq!(step(7, Dir::Cw), 8); // A8 -> B8
    assert_eq!(step(15, Dir::Cw), 0); // B1 -> A1
    assert_eq!(step(0, Dir::Ccw), 15);
    assert_eq!(step(31, Dir::Cw), 16); // b1 -> a1
    assert_eq!(facing(0), 23); // A1 faces a8
    assert_eq!(facing(20), 3); // a5 faces A4
    assert_eq!(side_of(24), Side::North);
    assert!(!is_front(8));
    assert_eq!(HOUSE, 4);
}

#[test]
fn positions_to_boards_and_back() {
    let b = board_from_position(&parse_strict(START).unwrap(), "position").unwrap();
    assert_eq!(&b.pits[..8], &[0, 0, 0, 0, 6, 2, 2, 0]);
    assert_eq!(b.pits[HOUSE], 6);
    assert_eq!(b.pits[16 + HOUSE], 6);
    assert_eq!(b.stores, [22, 22]);
    assert_eq!(b.houses, [House::Intact, House::Intact]);
    assert_eq!((b.to_move, b.blocked, b.blocks.len()), (Side::South, None, 0));
    // A7 clockwise goes A8, B8, B7: indexes 7, 8, 9 (clockwise is ring + 1).
    let a = board_from_position(&parse_strict(AFTER_A7_CW).unwrap(), "position").unwrap();
    assert_eq!(&a.pits[..16], &[0, 0, 0, 0, 6, 2, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0]);
    assert_eq!(a.to_move, Side::North);
    assert_eq!(position_from_board(&a).unwrap(), AFTER_A7_CW);
    let mut p: Value = serde_json::from_str(START).unwrap();
    p["south"]["back"] = serde_json::json!([1, 0, 0, 0, 0, 0, 0, 2]);
    p["south"]["store"] = serde_json::json!(19);
    p["toMove"] = "north".into();
    p["blocked"] = "a5".into();
    p["mustCapture"] = "A6".into();
    p["blocks"] = serde_json::json!([{"pit": "A7", "turns": 2}, {"pit": "a5"}]);
    let q = board_from_position(&parse_strict(&p.to_string()).unwrap(), "position").unwrap();
    assert_eq!(
        (q.pits[15], q.pits[8], q.blocked, q.must_capture),
        (1, 2, Some(20), Some(5))
    );
    assert_eq!(
        q.blocks,
        vec![Block { pit: 6, turns: Some(2) }, Block { pit: 20, turns: None }]
    );
    let back: Value = serde_json::from_str(&position_from_board(&q).unwrap()).unwrap();
    assert_eq!(back, p);
    let m = move_from_json(
        &parse_strict(r#"{"pit":"b2","kichwa":"left","safari":true}"#).unwrap(),
        "move",
    )
    .unwrap();
    assert_eq!(
        m,
        Move {
            pit: 30,
            dir: None,
            kichwa: Some(Kichwa::Left),
            safari: true
        }
    );
    assert_eq!(
        move_to_json(&Move {
            pit: 30,
            dir: None,
            kichwa: None,
            safari: false
        })
        .unwrap(),
        r#"{"pit":"b2"}"#
    );
    let mut bad = q.clone();
    bad.blocked = Some(40);
    assert_eq!(
        position_from_board(&bad).unwrap_err(),
        "board.blocked: 40 is not a pit index 0..31"
    );
}

#[test]
fn strict_json() {
    let mut s = Server::new(Recorder::default());
    let rename = with_pos(|p| {
        let south = p["south"].take();
        let o = p.as_object_mut().unwrap();
        o.remove("south");
        o.insert("South".into(), south);
    });
    assert_eq!(
        error(&mut s, &rename),
        (
            "bad-position".into(),
            r#"position.South: unknown key (did you mean "south"?)"#.into()
        )
    );
    assert_eq!(
        error(&mut s, &with_pos(|p| p["south"]["front"][3] = serde_json::json!(0.5))),
        (
            "bad-position".into(),
            "position.south.front[3]: 0.5 is not an integer".into()
        )
    );
    assert_eq!(
        error(&mut s, &with_pos(|p| p["extra"] = 1.into())),
        ("bad-position".into(), "position.extra: unknown key".into())
    );
    assert_eq!(
        error(
            &mut s,
            &with_pos(|p| {
                p["north"].as_object_mut().unwrap().remove("house");
            })
        ),
        ("bad-position".into(), "position.north.house: missing".into())
    );
    assert_eq!(
        error(&mut s, &with_pos(|p| p["north"]["store"] = 21.into())),
        (
            "bad-position".into(),
            "position: holds 63 seeds (board and stores), want 64".into()
        )
    );
    assert_eq!(
        error(&mut s, &with_pos(|p| p["blocked"] = "a5".into())),
        (
            "bad-position".into(),
            "position.blocked: a5 is not a front pit of the side to move".into()
        )
    );
    let dup = format!(
        r#"{{"id":8,"op":"moves","rules":{{}},"position":{}}}"#,
        START.replacen(r#""store":22,"#, r#""store":22,"store":22,"#, 1)
    );
    let r = ask(&mut s, &dup);
    assert_eq!(r["id"], 8);
    assert_eq!(r["error"]["kind"], "bad-request");
    assert!(
        r["error"]["message"]
            .as_str()
            .unwrap()
            .starts_with("position.south.store: duplicate key"),
        "{}",
        r
    );
    let ok = format!(
        r#"{{"id":9.0,"op":"moves","rules":{{}},"position":{}}}"#,
        START.replacen(r#""store":22,"#, r#""store":2.2e1,"#, 1).replacen(
            "[0,0,0,0,6,2,2,0]",
            "[0,0,0,0,6.0,2,2,0]",
            1
        )
    );
    let reply = s.answer(&ok);
    assert!(
        reply.starts_with(r#"{"id":9,"moves":[{"move":{"pit":"A6","dir":"ccw"}"#),
        "{}",
        reply
    );
    let board = &s.engine().calls.last().unwrap().0;
    assert_eq!((board.stores[0], board.pits[4]), (22, 6));
    assert_eq!(
        error(&mut s, r#"{"id":1.5,"op":"hello"}"#),
        ("bad-request".into(), "id: 1.5 is not an integer".into())
    );
    assert_eq!(error(&mut s, r#"{"id":1,"op":"hello","id":2}"#).0, "bad-request");
    assert_eq!(error(&mut s, r#"{"id":1,"op":"hello"} x"#).0, "bad-request");
    assert_eq!(
        error(&mut s, r#"{"id":1,"op":"hello","protocol":NaN}"#).0,
        "bad-request"
    );
    let deep = format!("{}{}", "[".repeat(100000), "]".repeat(100000));
    assert_eq!(error(&mut s, &deep).0, "bad-request");
    let start: Value = serde_json::from_str(START).unwrap();
    let apply =
        |m: Value| serde_json::json!({"id": 2, "op": "apply", "rules": {}, "position": start, "move": m}).to_string();
    assert_eq!(
        error(&mut s, &apply(serde_json::json!({"pit": "A6", "Dir": "cw"}))),
        (
            "bad-request".into(),
            r#"move.Dir: unknown key (did you mean "dir"?)"#.into()
        )
    );
    assert_eq!(
        error(&mut s, &apply(serde_json::json!({"pit": "A6", "dir": "left"}))),
        (
            "bad-request".into(),
            r#"move.dir: want one of "cw", "ccw", got string "left""#.into()
        )
    );
}

#[test]
fn the_protocol_loop() {
    let mut s = Server::new(Recorder::default());
    let start: Value = serde_json::from_str(START).unwrap();
    let req = |op: &str, rules: Value, m: Option<Value>| {
        let mut r = serde_json::json!({"id": 5, "op": op, "rules": rules, "position": start});
        if let Some(m) = m {
            r["move"] = m;
        }
        r.to_string()
    };
    assert_eq!(
        s.answer(r#"{"id":1,"op":"hello","protocol":1}"#),
        r#"{"id":1,"name":"t","version":"1","protocol":1,"variants":["kiswahili"],"options":{"lapLimit":["192-seeds","12-passes"]},"profiles":["donkers"]}"#
    );
    assert_eq!(error(&mut s, r#"{"id":1,"op":"hello","protocol":2}"#).0, "unsupported");
    assert_eq!(
        s.answer(r#"{"id":3,"op":"dance"}"#),
        r#"{"id":3,"error":{"kind":"unsupported","message":"op: unknown op \"dance\" (want hello, moves or apply)"}}"#
    );
    assert_eq!(ask(&mut s, "[1]")["id"], Value::Null);
    assert_eq!(error(&mut s, r#"{"id":4,"op":"moves","rules":{}}"#).0, "bad-request");
    let m = ask(
        &mut s,
        &req("moves", serde_json::json!({"options": {"lapLimit": "12-passes"}}), None),
    );
    assert_eq!(m["moves"][0]["move"], serde_json::json!({"pit": "A6", "dir": "ccw"}));
    assert_eq!(m["moves"][0]["position"]["toMove"], "north");
    assert_eq!(s.engine().calls.last().unwrap().1.option("lapLimit"), Some("12-passes"));
    assert_eq!(s.engine().calls.last().unwrap().1.profile, "default");
    assert_eq!(
        error(
            &mut s,
            &req("moves", serde_json::json!({"options": {"lapLimit": "cycle"}}), None)
        )
        .0,
        "unsupported"
    );
    assert_eq!(
        error(&mut s, &req("moves", serde_json::json!({"profile": "bga"}), None)).0,
        "unsupported"
    );
    assert_eq!(
        ask(&mut s, &req("moves", serde_json::json!({"profile": "donkers"}), None))["moves"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
    let kuj = START
        .replace("\"intact\"", "\"none\"")
        .replace("\"store\":22", "\"store\":0")
        .replace("[0,0,0,0,6,2,2,0]", "[2,2,2,2,2,2,2,2]")
        .replace("[0,0,0,0,0,0,0,0]", "[2,2,2,2,2,2,2,2]")
        .replace("kiswahili", "kujifunza");
    assert_eq!(
        error(&mut s, &format!(r#"{{"id":6,"op":"moves","position":{}}}"#, kuj)).0,
        "unsupported"
    );
    let a = ask(
        &mut s,
        &req(
            "apply",
            serde_json::json!({}),
            Some(serde_json::json!({"pit": "A6", "dir": "ccw"})),
        ),
    );
    assert_eq!(
        a["outcome"],
        serde_json::json!({"winner": "north", "reason": "front-row-empty"})
    );
    assert_eq!(
        s.engine().calls.last().unwrap().2,
        Some(Move {
            pit: 5,
            dir: Some(Dir::Ccw),
            kichwa: None,
            safari: false
        })
    );
    assert_eq!(
        error(
            &mut s,
            &req("apply", serde_json::json!({}), Some(serde_json::json!({"pit": "A1"})))
        ),
        ("illegal-move".into(), "A1 is empty".into())
    );
    assert_eq!(
        error(
            &mut s,
            &req("apply", serde_json::json!({}), Some(serde_json::json!({"pit": "a6"})))
        ),
        (
            "illegal-move".into(),
            "a6 belongs to north, and south is to move".into()
        )
    );
    let bug = ask(
        &mut s,
        &req("apply", serde_json::json!({}), Some(serde_json::json!({"pit": "A2"}))),
    );
    assert_eq!(bug["id"], 5);
    assert_eq!(bug["error"]["kind"], "bad-position");
    assert!(
        bug["error"]["message"]
            .as_str()
            .unwrap()
            .starts_with("engine error: apply panicked: a bug"),
        "{}",
        bug
    );
}

#[test]
fn serve_on_lines() {
    let mut input = b"{\"id\":1,\"op\":\"hello\"}\n\n\xffgarbage\n".to_vec();
    input.extend_from_slice(format!("{{\"id\":2,\"op\":\"moves\",\"position\":{}}}\n", START).as_bytes());
    let mut out = Vec::new();
    serve_on(Recorder::default(), &input[..], &mut out).unwrap();
    let replies: Vec<Value> = String::from_utf8(out)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let ids: Vec<Value> = replies.iter().map(|r| r["id"].clone()).collect();
    assert_eq!(ids, vec![Value::from(1), Value::Null, Value::from(2)]);
    assert_eq!(replies[1]["error"]["kind"], "bad-request");
    assert_eq!(replies[2]["moves"].as_array().unwrap().len(), 1);
}
