fn main() {
    let numbers: Vec<i64> = Vec::new();
    println!("{}", numbers[0]);
}
