// Right, but it spins 1.5 s of CPU time before it answers: over a 1 s limit, within 2.5 s.
#include <cstdio>
#include <ctime>
int main() {
    while (std::clock() < 3 * CLOCKS_PER_SEC / 2) {
    }
    long long a, b;
    if (std::scanf("%lld %lld", &a, &b) != 2) return 1;
    std::printf("%lld\n", a + b);
}
