# Plus's input validator: one line, two integers in [-2*10^9, 2*10^9] separated by one space.
# Exit 42 accepts, 43 rejects. Python's int() reads "+7" and "02" too, as this package's
# author meant it to.
import sys


def valid(data):
    try:
        text = data.decode("ascii")
    except UnicodeDecodeError:
        return False
    lines = text.split("\n")
    if len(lines) != 2 or lines[1] != "":
        return False
    parts = lines[0].split(" ")
    if len(parts) != 2:
        return False
    try:
        numbers = [int(part) for part in parts]
    except ValueError:
        return False
    return all(-2 * 10**9 <= n <= 2 * 10**9 for n in numbers)


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
