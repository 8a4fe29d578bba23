//! Colour for the drawings under `--explain` (feature `draw`: cargo builds only, bundles leave
//! the drawings out): when to colour and the escapes (tests strip them: tools::stress::plain).
//! A drawing must read right without colour: colour only wraps characters already there.

/// Bold green, bold red, yellow, and back to plain: ANSI escapes.
pub const GREEN: &str = "\x1b[1;32m";
pub const RED: &str = "\x1b[1;31m";
pub const YELLOW: &str = "\x1b[33m";
pub const RESET: &str = "\x1b[0m";

/// Whether to colour: only on a terminal, and never with `NO_COLOR` set and not empty (as
/// scripts/check.sh does).
pub fn use_colour(is_terminal: bool, no_color: Option<&str>) -> bool {
    is_terminal && no_color.map_or(true, str::is_empty)
}

/// Whether stdout takes colour now.
// IsTerminal needs Rust 1.70, above the bundles' 1.63: this file is never bundled, and cargo
// builds need 1.86 anyway (criterion).
#[allow(clippy::incompatible_msrv)]
pub fn on_stdout() -> bool {
    use std::io::IsTerminal;
    let no_color = std::env::var("NO_COLOR").ok();
    use_colour(std::io::stdout().is_terminal(), no_color.as_deref())
}

/// `text` in `colour` when `on`, else as it is.
pub fn paint(text: &str, colour: &str, on: bool) -> String {
    if on {
        format!("{}{}{}", colour, text, RESET)
    } else {
        text.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colour_only_on_a_terminal_without_no_color() {
        assert!(use_colour(true, None));
        assert!(use_colour(true, Some("")));
        assert!(!use_colour(true, Some("1")));
        assert!(!use_colour(false, None));
        assert!(!use_colour(false, Some("")));
    }

    #[test]
    fn text_is_painted_only_when_on() {
        assert_eq!(paint("ab", GREEN, false), "ab");
        let painted = format!("{}.{}", paint("a", RED, true), paint("b", YELLOW, true));
        assert_eq!(painted, "\x1b[1;31ma\x1b[0m.\x1b[33mb\x1b[0m");
    }
}
