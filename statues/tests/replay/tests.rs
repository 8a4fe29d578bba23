//! The replayer rejects each kind of illegal play and false count.

use super::replay;

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
        replay(&board, &text)
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
    assert_eq!(win(&diagonal), Ok(()));
    assert!(win(&diagonal[..6]).is_err(), "never reaches Anna");
    assert!(win(&["stays at (7,0)"]).is_err(), "the statue falls on her");
    assert!(win(&["moves to (6,0)"]).is_err(), "onto a statue");
    assert!(win(&["moves to (5,2)"]).is_err(), "two rows at once");
    assert!(win(&["moves to (7,0)"]).is_err(), "a stay called a move");
    assert!(replay(&board, "LOSE\n  round 1: Maria can be alive on 0 cells.\n").is_err());
    let trapped =
        slash_board(".......A/......../......../......../......../......../SS....../MS......");
    assert_eq!(
        replay(
            &trapped,
            "LOSE\n  round 1: Maria can be alive on 0 cells.\n"
        ),
        Ok(())
    );
    assert!(replay(&trapped, "LOSE\n  round 1: Maria can be alive on 1 cell.\n").is_err());
    assert!(replay(&trapped, "WIN\n").is_err());
}
