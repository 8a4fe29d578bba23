//! `new-problem.sh --self-test` (`tools new-problem-self-test`): adding a problem works in a
//! checkout whose target/ was built elsewhere, as a CI cache or an earlier clone's target/
//! is. What `check.sh NAME` builds of shared-io and the tools is built here, in this checkout
//! (as check.sh's tests did, when it runs this); then a copy of it, its files keeping their
//! times, adds problems and check.sh passes on them there. cargo takes the builds made here
//! as fresh in the copy (it keys a path crate by its path in the workspace, and the files are
//! older than the builds), so this fails unless the tests find their data at run time
//! (`crate::stress::data`, `Data::of`): a path fixed at build time points here, where the new
//! problem has no data (measured: a `Data::of` reading only CARGO_MANIFEST_DIR at build time
//! fails 3 of sample-sums' tests).
//!
//! In that copy: `sample-sums` is made from the template and `plus` from the Kattis package
//! `scripts/tools/tests/packages/plus` (its Python validator, C++ checker and submissions in
//! several languages); package.sh refuses the untouched `sample-sums`, naming its
//! placeholders; check.sh names them and passes on both (their packages made anyway:
//! PACKAGE_WITH_PLACEHOLDERS), one step at a time; and the mistakes `tools plant-mistakes`
//! plants (`crate::mistakes`) each fail the checks check.sh runs, named as it says.
//!
//! The copy is under target/ (open to every user: the tools' tests run a program as nobody
//! from it, which a private folder under /tmp, hidden by the runs' own /tmp, would refuse),
//! and is removed however the self-test ends.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

/// The problems the self-test adds: one from the template, one from a package (the fixture
/// of the import's tests).
const FROM_TEMPLATE: &str = "sample-sums";
const FROM_PACKAGE: &str = "plus";
const PACKAGE: &str = "scripts/tools/tests/packages/plus";

/// Runs the self-test on the workspace at `root`, a line for each stage on stdout (check.sh's
/// own output in the copy included); Err says which stage failed.
pub fn run(root: &Path) -> Result<(), String> {
    let started = Instant::now();
    let target = crate::facts::target_dir(root);
    let copy = Copy::under(&target)?;
    // every cargo below shares this target/, the copy's included
    let cargo = |args: &[&str], dir: &Path| -> bool {
        Command::new("cargo")
            .args(args)
            .current_dir(dir)
            .env("CARGO_TARGET_DIR", &target)
            .status()
            .map_or(false, |s| s.success())
    };
    let built = ["test", "--release", "--quiet", "--no-run"];
    let packages = ["-p", "shared-io", "-p", "tools", "-p", "template-problem"];
    if !cargo(&[&built[..], &packages[..]].concat(), root) {
        return Err("the tools do not build".into());
    }
    copy_workspace(root, &copy.0)?;
    let script = |name: &str| copy.0.join("scripts").join(name);
    let bash = |name: &str, args: &[&str]| {
        let mut command = Command::new("bash");
        command
            .arg(script(name))
            .args(args)
            .current_dir(&copy.0)
            .env("CARGO_TARGET_DIR", &target);
        command
    };
    succeeds(bash("new-problem.sh", &[FROM_TEMPLATE]).stdout(Stdio::null()))
        .map_err(|why| format!("new-problem.sh {}: {}", FROM_TEMPLATE, why))?;
    let package = copy.0.join(PACKAGE).display().to_string();
    succeeds(&mut bash(
        "new-problem.sh",
        &[FROM_PACKAGE, "--from", &package],
    ))
    .map_err(|why| format!("new-problem.sh {} --from: {}", FROM_PACKAGE, why))?;
    expect_refused(bash("package.sh", &[FROM_TEMPLATE]))?;
    // its steps one at a time: the full check.sh runs this beside another of its steps
    let mut check = bash("check.sh", &[FROM_TEMPLATE, FROM_PACKAGE]);
    check
        .env("CHECK_LANES", "1")
        .env("PACKAGE_WITH_PLACEHOLDERS", "1");
    let printed = shown_and_kept(&mut check)
        .map_err(|why| format!("check.sh {} {}: {}", FROM_TEMPLATE, FROM_PACKAGE, why))?;
    if !printed.contains("placeholders left") {
        return Err("check.sh named no placeholder".into());
    }
    let tools = target.join("release/tools");
    let mut planted = Command::new(&tools);
    planted
        .arg("--root")
        .arg(&copy.0)
        .args(["plant-mistakes", FROM_TEMPLATE])
        .env("CARGO_TARGET_DIR", &target);
    succeeds(&mut planted).map_err(|_| "a planted mistake was not named".to_string())?;
    println!(
        "new-problem.sh --self-test: {} s",
        started.elapsed().as_secs()
    );
    Ok(())
}

/// A folder of the self-test's own under target/, removed when dropped.
struct Copy(PathBuf);

impl Copy {
    /// `target/new-problem-self-test-PID`, made afresh and open to every user.
    fn under(target: &Path) -> Result<Copy, String> {
        let dir = target.join(format!("new-problem-self-test-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).map_err(|e| format!("{}: {}", dir.display(), e))?;
        let open = std::os::unix::fs::PermissionsExt::from_mode(0o755);
        fs::set_permissions(&dir, open).map_err(|e| format!("{}: {}", dir.display(), e))?;
        Ok(Copy(dir))
    }
}

impl Drop for Copy {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

/// The files git knows in `root` (as they are now, its untracked files not ignored included)
/// copied into `dir`, each keeping its modification time (cargo then takes the builds made in
/// `root` as fresh in the copy): `cp --parents --preserve=timestamps`.
fn copy_workspace(root: &Path, dir: &Path) -> Result<(), String> {
    let listed = Command::new("git")
        .args([
            "ls-files",
            "-z",
            "--cached",
            "--others",
            "--exclude-standard",
        ])
        .current_dir(root)
        .output()
        .map_err(|e| format!("git: {}", e))?;
    if !listed.status.success() {
        return Err("git ls-files failed: the workspace is not a git checkout".into());
    }
    let files: Vec<&str> = std::str::from_utf8(&listed.stdout)
        .map_err(|_| "a file name that is not UTF-8".to_string())?
        .split('\0')
        .filter(|name| !name.is_empty() && root.join(name).is_file())
        .collect();
    for chunk in files.chunks(500) {
        let mut cp = Command::new("cp");
        cp.args(["--parents", "--preserve=timestamps", "-t"])
            .arg(dir)
            .args(chunk)
            .current_dir(root);
        succeeds(&mut cp).map_err(|why| format!("copying the workspace: {}", why))?;
    }
    Ok(())
}

/// package.sh on the untouched problem: it must make no package and name its placeholders
/// (the fact name among them).
fn expect_refused(mut package: Command) -> Result<(), String> {
    let ran = package.output().map_err(|e| format!("package.sh: {}", e))?;
    let said =
        String::from_utf8_lossy(&ran.stdout).into_owned() + &String::from_utf8_lossy(&ran.stderr);
    if ran.status.success() {
        return Err("package.sh packaged a problem full of placeholders".into());
    }
    if !said.contains("the fact name") {
        return Err(format!(
            "package.sh did not name the placeholders:\n{}",
            said
        ));
    }
    println!("new-problem.sh --self-test: package.sh refuses the untouched problem, naming its placeholders");
    Ok(())
}

/// Runs `command`: Ok when it succeeds, else its exit status in words.
fn succeeds(command: &mut Command) -> Result<(), String> {
    let status = command.status().map_err(|e| e.to_string())?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("{}", status))
    }
}

/// Runs `command` with its stdout printed as it comes and kept: what it printed, when it
/// succeeds.
fn shown_and_kept(command: &mut Command) -> Result<String, String> {
    use std::io::{BufRead, BufReader};
    let mut child = command
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    let mut kept = String::new();
    if let Some(out) = child.stdout.take() {
        for line in BufReader::new(out).lines().map_while(Result::ok) {
            println!("{}", line);
            kept.push_str(&line);
            kept.push('\n');
        }
    }
    let status = child.wait().map_err(|e| e.to_string())?;
    if status.success() {
        Ok(kept)
    } else {
        Err(format!("{}", status))
    }
}
