#include <iostream>
int main() {
    long long a, b;
    std::cin >> a >> b;
    volatile long long total = 0;
    for (;;) total = total + 1;
}
