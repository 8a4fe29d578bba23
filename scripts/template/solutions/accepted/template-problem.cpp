// template-problem in C++: a coach's solution, judged by check.sh as the problem's first judge
// builds and runs it (check.sh --submit); its folder, solutions/accepted/, names the verdict it
// must get. Replace it with a solution of the real problem, in any language a judge takes.
#include <cstdio>

int main() {
    long long a, b;
    while (std::scanf("%lld %lld", &a, &b) == 2 && (a != 0 || b != 0)) {
        std::printf("%lld\n", a + b);
    }
    return 0;
}
