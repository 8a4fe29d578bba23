//! The part of YAML a legacy `problem.yaml` is written in: `key: value` lines, a key whose
//! value is a block of indented `key: value` lines one level deep (`limits:`), scalars bare or
//! quoted ('...' with '' for a quote, "..." with \" and \\), `#` comments. Each value is read
//! as a dotted key (`limits.time_multiplier`) and its text; a line in any other form (a list,
//! a block two levels deep, a value over several lines) is kept as a line not read, for the
//! import to say it could not carry.

/// What a `problem.yaml` holds, as far as this reader reads it.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Yaml {
    /// (dotted key, its text), in file order.
    pub values: Vec<(String, String)>,
    /// The lines not read, trimmed, each with its number.
    pub unread: Vec<(usize, String)>,
}

impl Yaml {
    /// The text of `key` (dotted), if written.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.values
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }
}

/// Reads `text`, the contents of a problem.yaml. Cost: one pass.
pub fn read(text: &str) -> Yaml {
    let mut yaml = Yaml::default();
    // the key whose indented block the next lines are in, and that block's indent
    let mut block: Option<(String, Option<usize>)> = None;
    for (index, raw) in text.lines().enumerate() {
        let line = without_comment(raw);
        if line.trim().is_empty() || line.trim() == "---" {
            continue;
        }
        let indent = line.len() - line.trim_start().len();
        let pair = key_value(line.trim());
        match (&mut block, indent, pair) {
            (_, 0, Some((key, value))) if value.is_empty() => block = Some((key, None)),
            (_, 0, Some((key, value))) => {
                block = None;
                yaml.values.push((key, value));
            }
            (Some((parent, inner)), _, Some((key, value)))
                if indent > 0 && !value.is_empty() && inner.map_or(true, |i| i == indent) =>
            {
                *inner = Some(indent);
                yaml.values.push((format!("{}.{}", parent, key), value));
            }
            _ => yaml.unread.push((index + 1, raw.trim().to_string())),
        }
    }
    yaml
}

/// `line` less a `#` comment that starts it or follows a blank (outside quotes).
fn without_comment(line: &str) -> &str {
    let mut quote: Option<char> = None;
    let mut before = ' ';
    for (at, c) in line.char_indices() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => {}
            None if c == '\'' || c == '"' => quote = Some(c),
            None if c == '#' && before.is_whitespace() => return &line[..at],
            None => {}
        }
        before = c;
    }
    line
}

/// `key: value` with the value unquoted; None for a line of another form (a list item, a
/// key that is not plain).
fn key_value(line: &str) -> Option<(String, String)> {
    let (key, value) = line.split_once(':')?;
    let key = key.trim();
    let plain = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '-';
    if key.is_empty() || !key.chars().all(plain) {
        return None;
    }
    let value = value.trim();
    if value.starts_with(['[', '{', '|', '>', '&', '*', '!']) {
        return None;
    }
    Some((key.to_string(), scalar(value)?))
}

/// A scalar's text: quoted ones unquoted, bare ones as they are.
fn scalar(value: &str) -> Option<String> {
    if let Some(inner) = value.strip_prefix('\'') {
        return Some(inner.strip_suffix('\'')?.replace("''", "'"));
    }
    if let Some(inner) = value.strip_prefix('"') {
        let inner = inner.strip_suffix('"')?;
        return Some(inner.replace("\\\"", "\"").replace("\\\\", "\\"));
    }
    Some(value.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_blocks_quotes_and_comments_are_read_and_the_rest_is_named() {
        let text = "# made by hand\nname: 'Sum of Two' # the title\nsource: \"NCPC \\\"22\\\"\"\n\
            license: cc by-sa\nlimits:\n  time_multiplier: 3\n  memory: 512\nvalidation: custom\n\
            keywords:\n  - sums\nuuid: 1234\n";
        let yaml = read(text);
        assert_eq!(yaml.get("name"), Some("Sum of Two"));
        assert_eq!(yaml.get("source"), Some("NCPC \"22\""));
        assert_eq!(yaml.get("license"), Some("cc by-sa"));
        assert_eq!(yaml.get("limits.time_multiplier"), Some("3"));
        assert_eq!(yaml.get("limits.memory"), Some("512"));
        assert_eq!(yaml.get("validation"), Some("custom"));
        assert_eq!(yaml.get("uuid"), Some("1234"));
        assert_eq!(yaml.unread, vec![(10, "- sums".to_string())]);
    }
}
