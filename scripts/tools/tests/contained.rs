//! Hostile programs against the judge's sandbox (`tools::judge::run::sandbox`), each run as
//! check.sh's `--cmd` and `--submit` run a user's program (the judge binary, `theirs`, on one
//! case of statues, from a copy of its data under target/), each held to its verdict, to
//! nothing of it left running (`pgrep`) and to the data unchanged: a process that leaves the
//! run's session with an empty environment, a daemon's double fork that closes its
//! descriptors, a reader of the `.out` beside its stdin, a writer into the data folder, a
//! connection to a port listening on 127.0.0.1, a storm of 2,000 forks, `PYTHONPATH` and
//! `_JAVA_OPTIONS` in the user's shell. Each runs twice: with bubblewrap where it works here,
//! and with a PATH that has no `bwrap`, where the run goes on as before and the header says
//! so in one line. Contained only: a program that unmounts what covers the data and
//! remounts `/` read-write. Either way: a file named with a space and a `;` builds and runs
//! as one word.

mod common;

use common::{fresh_dir, left_in, root, script, sleeper};
use std::fs;
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::Command;

const PROBLEM: &str = "statues";

/// The tests run one at a time: a fork storm beside them would slow them, and what one
/// leaves (a process, a cgroup) must be told from what another still holds.
fn one_at_a_time() -> std::sync::MutexGuard<'static, ()> {
    static ONE: std::sync::Mutex<()> = std::sync::Mutex::new(());
    ONE.lock().unwrap_or_else(|e| e.into_inner())
}
const CASE: &str = "all-statues";

/// Whether a run here is contained: bwrap on the PATH and able to start.
fn sandboxed() -> bool {
    tools::judge::run::sandbox::Sandbox::missing_line().is_none()
}

/// One test's folder: a copy of the problem's data (`data/statues`, which the judge hides
/// from the program), the case's expected output outside it (`answer.out`, for a program to
/// relay), and a PATH without bwrap.
struct Setup {
    dir: PathBuf,
    data: PathBuf,
    answer: PathBuf,
}

impl Setup {
    fn new(name: &str) -> Setup {
        let dir = fresh_dir("contained", name);
        let data = dir.join("data").join(PROBLEM);
        fs::create_dir_all(&data).expect("a data folder");
        let ours = root().join("data").join(PROBLEM);
        for entry in fs::read_dir(&ours).expect("our data").flatten() {
            fs::copy(entry.path(), data.join(entry.file_name())).expect("a case copied");
        }
        let answer = dir.join("answer.out");
        fs::copy(data.join(format!("{}.out", CASE)), &answer).expect("the answer copied");
        Setup { dir, data, answer }
    }

    /// What the data folder holds, each file with its bytes: unchanged by any run.
    fn snapshot(&self) -> Vec<(String, Vec<u8>)> {
        let mut files: Vec<(String, Vec<u8>)> = fs::read_dir(&self.data)
            .expect("the data folder")
            .flatten()
            .map(|e| {
                let name = e.file_name().to_string_lossy().into_owned();
                (name, fs::read(e.path()).unwrap_or_default())
            })
            .collect();
        files.sort();
        files
    }

    /// `program` (a --cmd line) judged in bwrap: AC (the relay still answers), and the data
    /// folder as it was, byte for byte, whatever the program tried on it.
    fn contained_leaves_the_data_alone(&self, program: &str) {
        let before = self.snapshot();
        let judged = self.judge(program, false, true, &[]);
        assert_eq!(judged.verdict(), "AC", "{}", judged.output);
        assert!(
            self.snapshot() == before,
            "the data changed:\n{}",
            judged.output
        );
    }

    /// A folder holding every program on the PATH but bwrap, as links: the PATH of a machine
    /// without bubblewrap.
    fn path_without_bwrap(&self) -> PathBuf {
        tools::judge::run::sandbox::path_without("bwrap", &self.dir.join("no-bwrap"))
            .expect("a PATH without bwrap")
    }

    /// The judge on the case, `program` a `--cmd` command line (or, with `submit`, a file),
    /// with `env` added; bwrap on the PATH or not. Its output, and its exit status.
    fn judge(&self, program: &str, submit: bool, bwrap: bool, env: &[(&str, &str)]) -> Judged {
        let mut judge = Command::new(env!("CARGO_BIN_EXE_judge"));
        judge.arg("theirs");
        if submit {
            judge.args(["--submit", program]);
        }
        judge
            .arg("--data")
            .arg(&self.data)
            .args(["--problem", PROBLEM, "--only", CASE, "--from"])
            .arg(&self.dir)
            .arg("--facts")
            .arg(root().join(PROBLEM).join("Cargo.toml"))
            .envs(env.iter().copied())
            .current_dir(root());
        if !submit {
            judge.arg(program);
        }
        if !bwrap {
            judge.env("PATH", self.path_without_bwrap());
        }
        let output = judge.output().expect("the judge runs");
        Judged {
            status: output.status.code().unwrap_or(-1),
            output: String::from_utf8_lossy(&output.stdout).into_owned()
                + &String::from_utf8_lossy(&output.stderr),
        }
    }

    /// `cat` of the case's answer: the right output, relayed.
    fn relay(&self) -> String {
        format!("cat '{}'", self.answer.display())
    }
}

struct Judged {
    status: i32,
    output: String,
}

impl Judged {
    /// The verdict on the case, as its line shows it (`AC`, `RE`, ...), or CE when the
    /// build failed.
    fn verdict(&self) -> &str {
        let line = self.output.lines().find(|line| {
            line.contains(&format!(" {}.in", CASE)) || line.starts_with("  CE    compilation")
        });
        line.and_then(|line| line.split_whitespace().next())
            .unwrap_or("none")
    }

    /// Whether the header said, once, that runs are not contained, with what to install.
    fn says_uncontained_once(&self) -> bool {
        self.output.matches("not contained:").count() == 1
            && self.output.contains("apt-get install bubblewrap")
    }
}

/// The pids of the processes whose command line holds `pattern`, then each killed (a test's
/// own sleeper, left behind where the run is not contained).
fn left_running(pattern: &str) -> Vec<String> {
    let found = Command::new("pgrep")
        .args(["-f", pattern])
        .output()
        .expect("pgrep runs");
    let pids: Vec<String> = String::from_utf8_lossy(&found.stdout)
        .split_whitespace()
        .map(String::from)
        .collect();
    for pid in &pids {
        let _ = Command::new("kill").args(["-9", pid]).status();
    }
    pids
}

/// `program` (a --cmd line; RELAY the relay of the expected answer, SLEEP `sleeper(seconds)`)
/// judged with bwrap and without: each time `verdict` (with bwrap, then without), the data
/// unchanged, and where the run is contained no SLEEP left running. Without bwrap, the
/// header's one line.
fn hostile(name: &str, program: &str, verdicts: (&str, &str), seconds: u32) {
    let setup = Setup::new(name);
    let sleep = sleeper(seconds);
    let program = program
        .replace("RELAY", &setup.relay())
        .replace("SLEEP", &sleep);
    let before = setup.snapshot();
    for bwrap in [true, false] {
        if bwrap && !sandboxed() {
            eprintln!(
                "{}: bwrap cannot start here; only the run without it is tried",
                name
            );
            continue;
        }
        let judged = setup.judge(&program, false, bwrap, &[]);
        let wanted = if bwrap { verdicts.0 } else { verdicts.1 };
        assert_eq!(
            judged.verdict(),
            wanted,
            "{} (bwrap: {}):\n{}",
            name,
            bwrap,
            judged.output
        );
        assert_eq!(
            judged.status,
            i32::from(wanted != "AC"),
            "{}",
            judged.output
        );
        assert_eq!(bwrap, !judged.says_uncontained_once(), "{}", judged.output);
        let left = left_running(&sleep);
        assert!(
            !bwrap || left.is_empty(),
            "{}: left running: {:?}",
            name,
            left
        );
        assert!(setup.snapshot() == before, "{}: the data changed", name);
    }
}

#[test]
fn a_file_the_command_names_under_tmp_is_seen_through_the_private_tmp() {
    let _one = one_at_a_time();
    // a program built in /tmp (g++ -o /tmp/a.out) lies outside the user's folder and the
    // workspace: the private /tmp would hide it, but for the words that name it
    let elsewhere = PathBuf::from(format!("/tmp/contained-named-{}", std::process::id()));
    fs::create_dir_all(&elsewhere).expect("a folder in /tmp");
    let setup = Setup::new("named-under-tmp");
    let answer = elsewhere.join("answer.out");
    fs::copy(&setup.answer, &answer).expect("the answer copied into /tmp");
    let judged = setup.judge(&format!("cat {}", answer.display()), false, true, &[]);
    let (dir, file) = (elsewhere.display(), answer.display());
    let named = tools::judge::run::sandbox::named_under_tmp(&format!(
        "cd /tmp && ./a.out <{file};java -cp '{dir}/' M \"{dir}/none-such\" /tmp/../etc '/tmp'"
    ));
    let _ = fs::remove_dir_all(&elsewhere);
    assert_eq!(judged.verdict(), "AC", "{}", judged.output);
    assert_eq!(named, [file.to_string(), dir.to_string()]);
}

/// `source` submitted (`--submit`) from a user's shell that holds `env`: `verdicts.0` where
/// the run is contained (tried where bwrap starts here), `verdicts.1` where it is not.
fn submitted_from_a_shell_with(
    setup: &Setup,
    source: &Path,
    env: &[(&str, &str)],
    verdicts: (&str, &str),
) {
    let file = source.display().to_string();
    for (bwrap, wanted) in [(true, verdicts.0), (false, verdicts.1)] {
        if bwrap && !sandboxed() {
            continue;
        }
        let judged = setup.judge(&file, true, bwrap, env);
        assert_eq!(
            judged.verdict(),
            wanted,
            "bwrap: {}\n{}",
            bwrap,
            judged.output
        );
    }
}

#[test]
fn a_process_that_leaves_the_session_with_an_empty_environment_ends_with_the_run() {
    let _one = one_at_a_time();
    // without bwrap it may outlive the run (nothing marks it): today's known gap, which the
    // header's line names
    hostile("setsid", "env -i setsid SLEEP & RELAY", ("AC", "AC"), 7771);
}

#[test]
fn a_double_fork_that_closes_its_descriptors_ends_with_the_run() {
    let _one = one_at_a_time();
    hostile(
        "double-fork",
        "(setsid sh -c 'exec </dev/null >/dev/null 2>&1; SLEEP' &); RELAY",
        ("AC", "AC"),
        7772,
    );
}

#[test]
fn a_reader_of_the_expected_output_beside_its_stdin_finds_none() {
    let _one = one_at_a_time();
    // stdin is a private copy in memory (`/memfd:...`), with or without bwrap: no `.out`
    // beside it, so `cat` fails
    hostile(
        "neighbour",
        r#"cat "$(readlink /proc/self/fd/0 | sed 's/\.in$/.out/')""#,
        ("RE", "RE"),
        7773,
    );
}

#[test]
fn a_writer_into_the_data_folder_cannot_write_there() {
    let _one = one_at_a_time();
    let setup = Setup::new("writer");
    let data = setup.data.display().to_string();
    let program = format!(
        "echo planted > '{}/{}.out'; echo planted > '{}/planted.out'; {}",
        data,
        CASE,
        data,
        setup.relay()
    );
    if sandboxed() {
        setup.contained_leaves_the_data_alone(&program);
    }
    // uncontained, the write goes through, as before: into this test's copy of the data
    let judged = setup.judge(&program, false, false, &[]);
    assert!(judged.says_uncontained_once(), "{}", judged.output);
    assert!(setup.data.join("planted.out").exists(), "{}", judged.output);
}

#[test]
fn a_program_cannot_uncover_the_data_or_remount_the_filesystem() {
    let _one = one_at_a_time();
    // only contained: uncontained, as root, these would reach the machine's own mounts
    if !sandboxed() {
        return;
    }
    let setup = Setup::new("remount");
    let data = setup.data.display().to_string();
    let program = format!(
        "umount '{}' 2>/dev/null; mount -o remount,rw,bind / 2>/dev/null; echo planted > '{}/{}.out'; {}",
        data,
        data,
        CASE,
        setup.relay()
    );
    setup.contained_leaves_the_data_alone(&program);
}

#[test]
fn a_connection_to_a_port_on_the_loopback_fails_inside() {
    let _one = one_at_a_time();
    let listener = TcpListener::bind("127.0.0.1:0").expect("a port on the loopback");
    listener.set_nonblocking(true).expect("non-blocking");
    let port = listener.local_addr().expect("its address").port();
    let program = format!(
        "bash -c 'echo hello >/dev/tcp/127.0.0.1/{}' 2>/dev/null || exit 7; RELAY",
        port
    );
    hostile("network", &program, ("RE", "AC"), 7774);
    // the run without bwrap connected once; with bwrap, nothing more
    let mut accepted = 0;
    while listener.accept().is_ok() {
        accepted += 1;
    }
    assert_eq!(accepted, 1, "connections from the runs");
}

/// A shell command line that starts 2,000 sleepers (`SLEEP`) in the background, then relays
/// the answer (`RELAY`): dash gives up at the first fork the kernel refuses.
const FORK_STORM: &str = "i=0; while [ $i -lt 2000 ]; do SLEEP & i=$((i+1)); done; RELAY";

#[test]
fn a_storm_of_2000_forks_stops_at_the_process_limit() {
    let _one = one_at_a_time();
    // without bwrap nothing limits the processes: their memory together passes the limit
    let limited = if process_limit() { "RE" } else { "MLE" };
    hostile("fork-storm", FORK_STORM, (limited, "MLE"), 7775);
}

/// Whether a contained run's processes are held to the limit here: a pids cgroup (as root),
/// or RLIMIT_NPROC in its user namespace (a user who is not root).
fn process_limit() -> bool {
    use tools::judge::run::limit::{Pids, ProcessLimit};
    let limit = ProcessLimit::make(false);
    let held = !matches!(limit, ProcessLimit::None);
    drop(limit);
    // the probe's cgroup, back in this process's pool, goes
    Pids::release();
    held
}

/// `setpriv`'s words that run a command as `nobody`, a user who is not root, where this test
/// runs as root and `nobody` can reach `paths`; None (with the reason) where it cannot.
fn as_nobody(paths: &[&Path]) -> Result<Vec<String>, String> {
    // Safety: geteuid only reads the process's credentials.
    if unsafe { geteuid() } != 0 {
        return Err("not run as root: this user is the one who is not".into());
    }
    let drop_to = [
        "setpriv",
        "--reuid=65534",
        "--regid=65534",
        "--clear-groups",
        "--",
    ];
    let words: Vec<String> = drop_to.iter().map(|w| w.to_string()).collect();
    for path in paths {
        let reached = Command::new(&words[0])
            .args(&words[1..])
            .args(["test", "-r"])
            .arg(path)
            .status();
        if !reached.map_or(false, |s| s.success()) {
            return Err(format!(
                "nobody cannot read {} (or setpriv is missing)",
                path.display()
            ));
        }
    }
    Ok(words)
}

extern "C" {
    fn geteuid() -> u32;
}

/// For a user who is not root, where no pids cgroup can be made, a run is held to the same
/// process limit by RLIMIT_NPROC in its user namespace, with the same report: the fork storm
/// dropped to `nobody` is refused past the limit, says so, and leaves nothing running. CI
/// runs as root: the test drops to `nobody` where it can, and says so where it cannot.
#[test]
fn the_process_limit_holds_for_a_user_who_is_not_root() {
    let _one = one_at_a_time();
    if !sandboxed() {
        eprintln!("skipped: bwrap cannot start here");
        return;
    }
    let setup = Setup::new("not-root");
    for open in [&setup.dir, &setup.data] {
        let readable = std::os::unix::fs::PermissionsExt::from_mode(0o755);
        fs::set_permissions(open, readable).expect("made readable");
    }
    let judge = PathBuf::from(env!("CARGO_BIN_EXE_judge"));
    let facts = root().join(PROBLEM).join("Cargo.toml");
    let nobody = match as_nobody(&[&judge, &setup.answer, &facts]) {
        Ok(words) => words,
        Err(why) => {
            eprintln!("skipped: {}", why);
            return;
        }
    };
    let sleep = sleeper(7777);
    let program = FORK_STORM
        .replace("RELAY", &setup.relay())
        .replace("SLEEP", &sleep);
    let output = Command::new(&nobody[0])
        .args(&nobody[1..])
        .arg(&judge)
        .args(["theirs", "--data"])
        .arg(&setup.data)
        .args(["--problem", PROBLEM, "--only", CASE, "--from"])
        .arg(&setup.dir)
        .arg("--facts")
        .arg(&facts)
        .arg(&program)
        .current_dir(root())
        .env("HOME", "/nonexistent")
        .output()
        .expect("the judge runs");
    let judged = Judged {
        status: output.status.code().unwrap_or(-1),
        output: String::from_utf8_lossy(&output.stdout).into_owned()
            + &String::from_utf8_lossy(&output.stderr),
    };
    assert_eq!(judged.verdict(), "RE", "{}", judged.output);
    assert!(
        judged
            .output
            .contains("a fork was refused: a run holds at most 64 processes"),
        "{}",
        judged.output
    );
    let left = left_running(&sleep);
    assert!(left.is_empty(), "left running: {:?}", left);
}

#[test]
fn pythonpath_in_the_users_shell_does_not_reach_the_interpreter() {
    let _one = one_at_a_time();
    let setup = Setup::new("pythonpath");
    let planted = setup.dir.join("planted");
    fs::create_dir_all(&planted).expect("a folder");
    fs::write(planted.join("sitecustomize.py"), "raise SystemExit(9)\n").expect("written");
    let source = setup.dir.join("relay.py");
    fs::write(
        &source,
        format!(
            "import sys\nsys.stdout.write(open('{}').read())\n",
            setup.answer.display()
        ),
    )
    .expect("written");
    let env = [("PYTHONPATH", planted.to_str().expect("a UTF-8 path"))];
    // uncontained, the planted module stops the compile step (py_compile) already: CE
    submitted_from_a_shell_with(&setup, &source, &env, ("AC", "CE"));
}

/// A file's name is one word in the judge's command lines: a space or a `;` in it neither
/// breaks the build nor runs a command.
#[test]
fn a_file_named_with_a_space_and_a_semicolon_builds_and_runs() {
    let _one = one_at_a_time();
    let setup = Setup::new("file-name");
    let source = setup.dir.join("a b;touch planted.py");
    let text = format!(
        "import sys\nsys.stdout.write(open('{}').read())\n",
        setup.answer.display()
    );
    fs::write(&source, text).expect("written");
    let judged = setup.judge(&source.display().to_string(), true, sandboxed(), &[]);
    assert_eq!(judged.verdict(), "AC", "{}", judged.output);
    assert!(
        judged.output.contains("python3 'a b;touch planted.py'"),
        "{}",
        judged.output
    );
}

#[test]
fn java_options_in_the_users_shell_do_not_reach_the_jvm() {
    let _one = one_at_a_time();
    if !tools::judge::build::submit::installed("javac") {
        eprintln!("skipped: javac is not installed here");
        return;
    }
    let setup = Setup::new("java-options");
    let source = setup.dir.join("Main.java");
    let text = format!(
        "import java.nio.file.*;\npublic class Main {{\n    public static void main(String[] a) throws Exception {{\n        byte[] block = new byte[8 << 20];\n        System.out.write(Files.readAllBytes(Paths.get(\"{}\")));\n        System.out.flush();\n        System.exit(block.length > 0 ? 0 : 1);\n    }}\n}}\n",
        setup.answer.display()
    );
    fs::write(&source, text).expect("written");
    let env = [("_JAVA_OPTIONS", "-Xmx3m")];
    // uncontained, javac takes the 3 MB heap as well: CE
    submitted_from_a_shell_with(&setup, &source, &env, ("AC", "CE"));
}

/// check.sh --cmd as the issue ran it: 20 `sleep 7776` outlived their runs before the
/// sandbox; none now, and no run's pids cgroup is left behind.
#[test]
fn check_sh_leaves_nothing_of_a_run_behind() {
    let _one = one_at_a_time();
    let setup = Setup::new("check-sh");
    let sleep = sleeper(7776);
    let command = format!("env -i setsid {} & {}", sleep, setup.relay());
    let ran = script(&root(), "check.sh", &["--cmd", &command, PROBLEM, CASE]);
    assert_eq!(ran.status, 0, "{}", ran.output);
    let left = left_running(&sleep);
    assert!(!sandboxed() || left.is_empty(), "left running: {:?}", left);
    // a cgroup whose judge still runs (`judge-PID-N`) is another judge's at work: check.sh's
    // steps and other tests run beside this one; this run's judge has ended, so a cgroup it
    // left names a process that is gone
    let owner_ended = |name: &String| {
        let pid = name.trim_start_matches("judge-").split('-').next();
        !Path::new("/proc").join(pid.unwrap_or("")).exists()
    };
    let cgroups: Vec<String> = left_in(Path::new("/sys/fs/cgroup/pids"))
        .into_iter()
        .filter(|name| name.starts_with("judge-"))
        .filter(owner_ended)
        .collect();
    assert!(cgroups.is_empty(), "cgroups left: {:?}", cgroups);
}

/// The copy under target/ stays the test's own: no run reaches our own data either.
#[test]
fn our_data_is_where_the_tests_copy_it_from() {
    let _one = one_at_a_time();
    let ours: &Path = &root().join("data").join(PROBLEM);
    assert!(ours.join(format!("{}.out", CASE)).is_file());
    assert!(!ours.join("planted.out").exists());
}
