// A second source file of the same program (problemtools compiles every .cpp at once).
long long unused_helper() { return 0; }
