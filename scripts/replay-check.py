#!/usr/bin/env python3
"""Checks the replay pages (`PROBLEM --html`) in a real browser: headless Chromium
(/usr/bin/chromium, Debian's) driven by Playwright from PyPI, installed into a virtual
environment under target/ when missing.

  scripts/replay-check.py [--shots] [PROBLEM[=CASE]...]   (no PROBLEM: every crate whose
                                                           release binary takes --html)
  scripts/replay-check.py --install                 only make sure the tools are here

For each problem, the page of data/PROBLEM/sample.in (or its first sample*.in) must open at
`1 / n` with n >= 2; Right gives `2 / n` and a different drawing, Left `1 / n`, End `n / n`,
Home `1 / n`; no console error or page error, and no request but the page itself. The page of
data/PROBLEM/worst.in, where there is one, must be under 20 MB and show `1 / n` within 5 s.
--shots writes a screenshot, the longest case at its middle frame, to PROBLEM/replay.png, of the page of
data/PROBLEM/CASE.in when PROBLEM=CASE is given, else of the sample page.
Builds nothing: run `cargo build --release` first. Exit status 0 when all pass, 1 when any
fails, 77 when Chromium or Playwright cannot be had (the reason on stdout): a skip.
"""
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET = os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target"))
VENV = os.path.join(TARGET, "replay-venv")
CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
MAX_BYTES = 20 * 1024 * 1024
MAX_OPEN_SECONDS = 5.0
SKIP = 77


def skip(why):
    print(why)
    sys.exit(SKIP)


def ensure_tools():
    """Re-runs this script under the venv's Python, installing Playwright there first when
    needed; exits with SKIP when Chromium or Playwright cannot be had."""
    if not os.access(CHROMIUM, os.X_OK):
        skip(f"no Chromium at {CHROMIUM} (apt-get install chromium)")
    try:
        import playwright.sync_api  # noqa: F401
        return
    except ImportError:
        pass
    python = os.path.join(VENV, "bin", "python")
    if os.path.abspath(sys.executable) == os.path.abspath(python):
        skip(f"Playwright could not be installed from PyPI into {VENV}")
    try:
        if not os.access(python, os.X_OK):
            subprocess.run([sys.executable, "-m", "venv", VENV], check=True, capture_output=True, timeout=120)
        probe = subprocess.run([python, "-c", "import playwright"], capture_output=True)
        if probe.returncode != 0:
            subprocess.run([python, "-m", "pip", "install", "-q", "playwright"], check=True,
                           capture_output=True, timeout=600)
    except (subprocess.SubprocessError, OSError):
        skip(f"Playwright could not be installed from PyPI into {VENV}")
    os.execv(python, [python] + sys.argv)


def takes_html(name):
    """Whether the crate's release binary takes --html: it prints a page for its sample (a
    solver imported from a package, as it came, reads no option and prints its answer)."""
    binary = os.path.join(TARGET, "release", name)
    if not (os.path.isfile(os.path.join(ROOT, name, "src", "main.rs")) and os.access(binary, os.X_OK)):
        return False
    with open(sample_of(name), "rb") as sample:
        run = subprocess.run([binary, "--html"], stdin=sample, capture_output=True, timeout=120)
    return run.stdout.startswith(b"<!DOCTYPE html>")


def problems_with_pages():
    """Every crate at the top level whose release binary takes --html."""
    return [name for name in sorted(os.listdir(ROOT)) if takes_html(name)]


def sample_of(problem):
    folder = os.path.join(ROOT, "data", problem)
    names = sorted(n for n in os.listdir(folder) if n.startswith("sample") and n.endswith(".in"))
    return os.path.join(folder, "sample.in" if "sample.in" in names else names[0])


def make_page(problem, input_path, name):
    """Writes the page of `input_path` under target/replay/ and returns its path."""
    os.makedirs(os.path.join(TARGET, "replay"), exist_ok=True)
    page = os.path.join(TARGET, "replay", f"{problem}-{name}.html")
    with open(input_path, "rb") as given, open(page, "wb") as out:
        subprocess.run([os.path.join(TARGET, "release", problem), "--html"], stdin=given,
                       stdout=out, check=True, timeout=120)
    return page


class Tab:
    """One browser page, recording console errors, page errors and requests."""

    def __init__(self, browser, path):
        self.url = "file://" + path
        self.page = browser.new_page(viewport={"width": 1280, "height": 860})
        self.errors, self.requests = [], []
        self.page.on("console", lambda m: m.type == "error" and self.errors.append(m.text))
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.on("request", lambda r: r.url != self.url and self.requests.append(r.url))
        self.page.goto(self.url)
        self.page.wait_for_function("document.getElementById('counter').textContent.startsWith('1 / ')")

    def counter(self):
        return self.page.inner_text("#counter").strip()

    def board(self):
        return self.page.inner_html("#board")


def check_sample(browser, problem):
    """The failures of the sample page, or [] when all is well, and its number of frames."""
    tab = Tab(browser, make_page(problem, sample_of(problem), "sample"))
    failures = []
    first = tab.counter()
    n = int(first.split("/")[1])
    if first != f"1 / {n}" or n < 2:
        failures.append(f"opens at {first!r}, not '1 / n' with n >= 2")
    drawn = tab.board()
    for key, want in [("ArrowRight", 2), ("ArrowLeft", 1), ("End", n), ("Home", 1)]:
        tab.page.keyboard.press(key)
        got = tab.counter()
        if got != f"{want} / {n}":
            failures.append(f"{key} gives {got!r}, not '{want} / {n}'")
        if key == "ArrowRight" and tab.board() == drawn:
            failures.append("the drawing of frame 2 is that of frame 1")
    failures += [f"browser error: {e}" for e in tab.errors]
    failures += [f"fetched {url}" for url in tab.requests]
    tab.page.close()
    return failures, n


def take_shot(browser, problem, case):
    """Writes PROBLEM/replay.png: the page of `case` (a path), its longest case at its middle
    frame."""
    tab = Tab(browser, make_page(problem, case, "shot"))
    tab.page.evaluate("""() => {
        const cases = JSON.parse(document.getElementById('replay-data').textContent).cases;
        const sizes = cases.map((kase) => kase.frames.length), picker = document.getElementById('case');
        picker.value = sizes.indexOf(Math.max(...sizes));
        picker.dispatchEvent(new Event('change'));
        const slider = document.getElementById('slider');
        slider.value = Math.floor(slider.max / 2);
        slider.dispatchEvent(new Event('input')); }""")
    tab.page.screenshot(path=os.path.join(ROOT, problem, "replay.png"))
    tab.page.close()


def check_worst(browser, problem):
    """The failures of the worst.in page and what it measured (size, seconds to open)."""
    worst = os.path.join(ROOT, "data", problem, "worst.in")
    if not os.path.isfile(worst):
        return [], ""
    page = make_page(problem, worst, "worst")
    size = os.path.getsize(page)
    began = time.monotonic()
    tab = Tab(browser, page)
    seconds = time.monotonic() - began
    failures = [f"worst.in: browser error: {e}" for e in tab.errors]
    if size >= MAX_BYTES:
        failures.append(f"worst.in: the page is {size / 1e6:.1f} MB, not under 20 MB")
    if seconds > MAX_OPEN_SECONDS:
        failures.append(f"worst.in: the page took {seconds:.1f} s to open, not 5 s")
    shown = tab.counter()
    tab.page.close()
    return failures, f"; worst.in {size / 1e6:.2f} MB, {shown} shown in {seconds:.2f} s"


def main():
    args = sys.argv[1:]
    ensure_tools()
    if args == ["--install"]:
        return 0
    shots = "--shots" in args
    named = dict((a.split("=") + [""])[:2] for a in args if a != "--shots")
    problems = list(named) or problems_with_pages()
    for problem in [p for p in problems if not takes_html(p)]:
        print(f"{problem}: skipped: its binary takes no --html (a solver as a package brought it)")
        problems.remove(problem)
    from playwright.sync_api import sync_playwright
    failed = 0
    with sync_playwright() as tools:
        browser = tools.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        for problem in problems:
            try:
                failures, n = check_sample(browser, problem)
                if shots:
                    case = named.get(problem)
                    take_shot(browser, problem, os.path.join(ROOT, "data", problem, case + ".in") if case else sample_of(problem))
                more, measured = check_worst(browser, problem)
                failures += more
            except Exception as e:  # a page that never shows its counter, a binary that fails
                failures, n, measured = [f"{type(e).__name__}: {str(e).splitlines()[0]}"], "?", ""
            print(f"{problem}: {'ok' if not failures else 'FAILED'}: sample {n} frames{measured}")
            for failure in failures:
                print(f"  {failure}")
            failed += bool(failures)
        browser.close()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
