# Right, but it writes each sum with its sign: +3 for 3, which only the checker accepts.
a, b = map(int, input().split())
print("%+d" % (a + b))
