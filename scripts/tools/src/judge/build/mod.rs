//! How a source becomes a program: each judge's languages as facts (`languages`), a user's
//! file built as its judge builds it (`submit`), and what a verdict on such a build rests on
//! where this machine is not the judge (`grounds`).

pub mod bundles;
pub mod grounds;
pub mod languages;
pub mod submit;

#[cfg(test)]
mod tests;
