use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("the input");
    let numbers: Vec<i64> = input.split_whitespace().map(|w| w.parse().expect("an integer")).collect();
    println!("{}", numbers[0] - numbers[1]);
}
