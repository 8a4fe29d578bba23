//! The adversarial file data/moveable-maze/adversarial.in: boards of the families in
//! `gen/families/`, at seeds picked once by measurement (the boards the exponential search
//! of the first solver took longest on, or could not finish in 1 s, and the ones the
//! current solver takes longest on), 15 to 20 rows and columns. Each answer comes from
//! code apart from the solver: the oracle in `oracle/once.rs` (the least price over walks
//! that enter no turnable square twice; exact, see its header); for the corridors with
//! pockets it is checked against a second argument, the price of the one simple path (every
//! pocket a dead end), enumerated by `oracle::paths::simple_paths`.

use crate::gen::families::FAMILIES;
use crate::gen::Grid;
use crate::oracle::once;
use crate::oracle::paths::{path_cost, simple_paths};
use std::fmt::Write as _;
use tools::problem::Rng;

/// Per family, the seeds of its big generator that make the file.
const SEEDS: [(&str, &[u64]); 7] = [
    (
        "door-field-tail",
        &[
            10, 290, 295, 561, 577, 720, 752, 902, 912, 935, 1080, 1099, 1104, 1138, 1245,
        ],
    ),
    (
        "trap-corner",
        &[
            159, 203, 205, 223, 662, 719, 977, 1052, 1258, 1393, 1431, 1532, 1544, 1687, 1958,
        ],
    ),
    (
        "snake",
        &[
            65, 108, 111, 226, 253, 383, 385, 390, 396, 738, 1049, 1859, 1860, 1934,
        ],
    ),
    (
        "lollipop",
        &[
            172, 186, 207, 314, 360, 497, 522, 752, 871, 1128, 1341, 1760, 1838, 1955,
        ],
    ),
    (
        "ring",
        &[
            95, 211, 225, 243, 463, 663, 865, 988, 1021, 1033, 1250, 1390, 1542, 1938,
        ],
    ),
    (
        "bricks",
        &[
            4, 87, 277, 392, 603, 852, 1023, 1068, 1377, 1476, 1507, 1531, 1550, 1873,
        ],
    ),
    (
        "rooms",
        &[
            87, 353, 728, 765, 902, 939, 1488, 1502, 1507, 1717, 1740, 1777, 1927, 1952,
        ],
    ),
];

/// Labels the oracle may pop on one board (each of these needs far fewer).
const ORACLE_BUDGET: usize = 1_000_000;

/// The families whose boards are one corridor with dead-end pockets beside it.
const CORRIDORS: [&str; 3] = ["snake", "lollipop", "ring"];

/// One board's answer, from the oracle; for a corridor also from the price of its one simple
/// path, and the two must agree. Panics naming the board otherwise.
fn answer(family: &str, seed: u64, b: &Grid) -> u32 {
    let exact = once::turnable_once(b, ORACLE_BUDGET)
        .unwrap_or_else(|| panic!("{} seed {}: the oracle gave up", family, seed));
    assert!(once::walk_model(b) <= exact, "{} seed {}", family, seed);
    if CORRIDORS.contains(&family) {
        let paths = simple_paths(b, 1).expect("a corridor has one simple path");
        let priced = path_cost(b, &paths[0], (0, 0), 0);
        assert_eq!(priced, exact, "{} seed {}: its one path", family, seed);
    }
    exact
}

/// The file and its expected output, `0 0` at the end.
pub fn adversarial_file() -> (String, String) {
    let (mut input, mut output) = (String::new(), String::new());
    for (name, seeds) in SEEDS {
        let family = FAMILIES
            .iter()
            .find(|f| f.name == name)
            .expect("a family of that name");
        for &seed in seeds {
            let b = (family.big)(&mut Rng::new(seed));
            input.push_str(&b.text());
            writeln!(output, "{}", answer(name, seed, &b)).unwrap();
        }
    }
    input.push_str("0 0\n");
    (input, output)
}
