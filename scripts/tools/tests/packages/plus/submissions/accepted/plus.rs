use std::io::{self, Read, Write};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("the input");
    let sum: i64 = input
        .split_whitespace()
        .map(|word| word.parse::<i64>().expect("an integer"))
        .sum();
    let out = io::stdout();
    let mut out = out.lock();
    writeln!(out, "{}", sum).expect("the output");
}
