//! What a verdict on a user's file rests on where this machine is not the judge: a build that
//! needed a header or a declaration the judge's own library gave (`super::submit`), and a
//! runtime at rest (a JVM, an interpreter) that alone passes a limit at which the judge still
//! takes the language, so that only what the program adds above it is counted. `--submit`
//! and versus judge through the same `Grounds`: the same counting and the same words.

use crate::judge::run::{run, Limits, Program, Run, RunError};
use crate::judge::verdict::Verdict;
use std::path::Path;

/// How a user's runs are counted and labelled beyond the judge's own rules.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Grounds {
    /// The runtime at rest, in KB, not counted: 0 unless it alone passes the memory limit.
    pub at_rest_kb: u64,
    /// Said under every case that is not accepted: how this build differs from the judge's
    /// ("judged as built with <climits> supplied ...").
    pub built: Option<String>,
    /// Said under a memory verdict: how memory is counted here, where the judge does not
    /// publish how it counts.
    pub memory: Option<String>,
}

impl Grounds {
    /// Runs `program` on `input` under `limits`, the runtime at rest not counted: the run may
    /// hold that much more, and its peak is given less it.
    pub fn run(&self, program: &Program, input: &Path, limits: &Limits) -> Result<Run, RunError> {
        if self.at_rest_kb == 0 {
            return run(program, input, limits);
        }
        let raised = Limits {
            memory_kb: limits.memory_kb + self.at_rest_kb,
            ..*limits
        };
        let mut ran = run(program, input, &raised)?;
        ran.peak_kb = ran.peak_kb.saturating_sub(self.at_rest_kb);
        Ok(ran)
    }

    /// The lines said under a case judged `verdict`: none under AC.
    pub fn said(&self, verdict: Verdict) -> Vec<String> {
        if verdict == Verdict::Accepted {
            return Vec::new();
        }
        let mut lines: Vec<String> = self.built.iter().cloned().collect();
        if verdict == Verdict::MemoryLimit {
            lines.extend(self.memory.iter().cloned());
        }
        lines
    }

    /// One line for a program to pass on (versus's generator to its copy in the session's
    /// sandbox, `crate::versus`): the fields tab-separated.
    pub fn line(&self) -> String {
        format!(
            "{}\t{}\t{}",
            self.at_rest_kb,
            self.built.as_deref().unwrap_or(""),
            self.memory.as_deref().unwrap_or("")
        )
    }

    /// The grounds `line` wrote.
    pub fn parse(line: &str) -> Result<Grounds, String> {
        let mut fields = line.split('\t');
        let at_rest_kb = fields
            .next()
            .and_then(|kb| kb.trim().parse().ok())
            .ok_or_else(|| format!("grounds need KB first, found {:?}", line))?;
        let text = |field: Option<&str>| field.filter(|t| !t.is_empty()).map(String::from);
        Ok(Grounds {
            at_rest_kb,
            built: text(fields.next()),
            memory: text(fields.next()),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grounds_pass_through_one_line_unchanged() {
        let grounds = Grounds {
            at_rest_kb: 15_360,
            built: Some("judged as built with <climits> supplied".into()),
            memory: None,
        };
        assert_eq!(Grounds::parse(&grounds.line()), Ok(grounds));
        assert_eq!(Grounds::parse("0\t\t"), Ok(Grounds::default()));
        assert!(Grounds::parse("many").is_err());
    }

    #[test]
    fn the_build_is_said_under_every_failure_and_the_count_under_memory_ones() {
        let grounds = Grounds {
            at_rest_kb: 0,
            built: Some("built".into()),
            memory: Some("counted".into()),
        };
        assert!(grounds.said(Verdict::Accepted).is_empty());
        assert_eq!(grounds.said(Verdict::WrongAnswer), vec!["built"]);
        assert_eq!(grounds.said(Verdict::MemoryLimit), vec!["built", "counted"]);
    }
}
