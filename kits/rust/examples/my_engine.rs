//! my_engine: your engine in protocol v1. Fill in moves and apply on the
//! board array (README.md), then run
//!   cargo build --release --example my_engine
//!   bao check --engine "target/release/examples/my_engine"
use bao_kit::{Board, Engine, Hello, Move, Outcome, Refusal, Rules, Successor};

struct MyEngine;

impl Engine for MyEngine {
    fn hello(&self) -> Hello {
        // Hello::new plays Kiswahili under the default rules; add variants,
        // options (with their readings) and profiles you can be told.
        Hello::new("my-engine", "0.1")
    }

    /// Every legal move once, with the board after it (the opponent to move)
    /// and the outcome; empty when the game is over.
    fn moves(&mut self, _board: &Board, _rules: &Rules) -> Result<Vec<Successor>, Refusal> {
        unimplemented!("moves: not written yet")
    }

    /// The board after the move and the outcome, or Refusal::IllegalMove("why").
    fn apply(&mut self, _board: &Board, _rules: &Rules, _mv: &Move) -> Result<(Board, Option<Outcome>), Refusal> {
        unimplemented!("apply: not written yet")
    }
}

fn main() -> std::io::Result<()> {
    bao_kit::serve(MyEngine)
}
