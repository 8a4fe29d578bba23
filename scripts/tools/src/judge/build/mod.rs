//! How a source becomes a program: each judge's languages as facts (`languages`), what a
//! submission is made of and which of them its judge builds it in (`detect`), the tools a
//! build needs found here (`toolchain`), a user's file or folder built as its judge builds it
//! (`submit`), what a judge's older library gave that GCC here refuses, supplied for a build
//! again (`library`), our bundles on every edition (`bundles`), and what a verdict on such a
//! build rests on where this machine is not the judge (`grounds`).

pub mod bundles;
pub mod detect;
pub mod grounds;
pub mod languages;
pub mod library;
pub mod submit;
pub mod toolchain;

#[cfg(test)]
mod tests;
