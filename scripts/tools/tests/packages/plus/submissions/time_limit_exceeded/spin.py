a, b = map(int, input().split())
total = 0
while True:
    total += 1
