//! The replayer rejects each kind of illegal play and false count; the drawing's reader reads
//! each kind of drawing, with or without colour, and rejects a misshapen one.

use super::drawing::{parse_path, parse_rounds, LOSE_LEGEND, WIN_LEGEND};
use super::{replay, Played};

fn slash_board(rows: &str) -> String {
    rows.split('/').map(|row| format!("{}\n", row)).collect()
}

#[test]
fn the_replayer_rejects_illegal_plays() {
    let board =
        slash_board(".......A/......../......../......../......../......../S......./M.......");
    let win = |moves: &[&str]| {
        let mut text = String::from("WIN\n");
        for (i, m) in moves.iter().enumerate() {
            text.push_str(&format!("  round {}: Maria {}.\n", i + 1, m));
        }
        replay(&board, &text).map(|replayed| match replayed.played {
            Played::Win(path) => path.len(),
            Played::Lose(_) => 0,
        })
    };
    let diagonal = [
        "moves to (6,1)",
        "moves to (5,2)",
        "moves to (4,3)",
        "moves to (3,4)",
        "moves to (2,5)",
        "moves to (1,6)",
        "moves to (0,7), Anna's cell",
    ];
    assert_eq!(win(&diagonal), Ok(7));
    assert!(win(&diagonal[..6]).is_err(), "never reaches Anna");
    assert!(win(&["stays at (7,0)"]).is_err(), "the statue falls on her");
    assert!(win(&["moves to (6,0)"]).is_err(), "onto a statue");
    assert!(win(&["moves to (5,2)"]).is_err(), "two rows at once");
    assert!(win(&["moves to (7,0)"]).is_err(), "a stay called a move");
    assert!(replay(&board, "LOSE\n  round 1: Maria can be alive on 0 cells.\n").is_err());
    let trapped =
        slash_board(".......A/......../......../......../......../......../SS....../MS......");
    let lost = replay(
        &trapped,
        "LOSE\n  round 1: Maria can be alive on 0 cells.\n  a drawing\n",
    );
    match lost.map(|replayed| (replayed.played, replayed.drawing)) {
        Ok((Played::Lose(alive), drawing)) => {
            assert_eq!(alive.len(), 1);
            assert!(alive[0].is_empty());
            assert_eq!(drawing, ["  a drawing"]);
        }
        _ => panic!("the trapped LOSE is not replayed"),
    }
    assert!(replay(&trapped, "LOSE\n  round 1: Maria can be alive on 1 cell.\n").is_err());
    assert!(replay(&trapped, "WIN\n").is_err());
}

fn lines(text: &[&str]) -> Vec<String> {
    text.iter().map(|line| line.to_string()).collect()
}

const PATH_ROWS: [&str; 8] = [
    "  0 .......A",
    "  1 ......7.",
    "  2 .....6..",
    "  3 ....5...",
    "  4 ...4....",
    "  5 S.3.....",
    "  6 .2......",
    "  7 M.......",
];

#[test]
fn the_path_drawing_reads_back_with_or_without_colour() {
    let mut drawing = lines(&[WIN_LEGEND, "    01234567"]);
    drawing.extend(lines(&PATH_ROWS));
    let grid = parse_path(&drawing).expect("a well-formed drawing");
    assert_eq!(grid[1], b"......7.");
    assert_eq!(grid[7], b"M.......");
    drawing[3] = "  1 ......\x1b[1;32m7\x1b[0m.".to_string();
    assert_eq!(parse_path(&drawing), Ok(grid));
    assert!(parse_path(&drawing[..9]).is_err(), "a row short");
    drawing[4] = "  3 .....6..".to_string();
    assert!(parse_path(&drawing).is_err(), "misnumbered row");
    drawing[4] = "  2 .....6...".to_string();
    assert!(parse_path(&drawing).is_err(), "9 cells");
}

#[test]
fn the_round_drawing_reads_back_board_by_board() {
    let mut drawing = lines(&[LOSE_LEGEND, "  round 1   round 2"]);
    for row in 0..8 {
        let first = if row == 7 { "oo......" } else { "........" };
        drawing.push(format!("  {}  ........", first));
    }
    let grids = parse_rounds(&drawing).expect("a well-formed drawing");
    assert_eq!(grids.len(), 2);
    assert_eq!(grids[0][7], b"oo......");
    assert_eq!(grids[1][7], b"........");
    drawing[1] = "  round 1   round 3".to_string();
    assert!(parse_rounds(&drawing).is_err(), "misnumbered round");
    drawing[1] = "  round 1".to_string();
    assert!(
        parse_rounds(&drawing).is_err(),
        "two boards under one label"
    );
}
