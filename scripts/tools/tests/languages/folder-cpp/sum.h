// The helper of folder-cpp/main.cpp.
inline long long sum(long long a, long long b) { return a + b; }
