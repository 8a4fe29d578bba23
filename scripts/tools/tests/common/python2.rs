//! A machine without Python 2, as the tests that judge a Python 2 file make one
//! (`submit.rs`, `languages.rs`): the PATH's folders that hold none.

/// Directories of the PATH with no Python 2 in them (python2, python2.7, pypy): a machine
/// without one, as far as the judge can find.
pub fn path_without_python2() -> String {
    let path = std::env::var("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .filter(|dir| {
            ["python2", "python2.7", "pypy"]
                .iter()
                .all(|p| !dir.join(p).exists())
        })
        .map(|dir| dir.display().to_string())
        .collect::<Vec<_>>()
        .join(":")
}
