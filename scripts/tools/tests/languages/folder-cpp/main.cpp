// plus as a folder of two files, one program: the sum is in the header beside it.
#include <cstdio>
#include "sum.h"
int main() {
    long long a, b;
    if (std::scanf("%lld %lld", &a, &b) != 2) return 1;
    std::printf("%lld\n", sum(a, b));
}
