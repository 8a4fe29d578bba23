// The little output-validator kit of this package: the feedback folder, and the two verdicts
// with their exit codes (42 accepts, 43 rejects, with a message in judgemessage.txt).
#ifndef PLUS_VALIDATE_H
#define PLUS_VALIDATE_H

#include <cstdio>
#include <cstdlib>
#include <string>

static std::string feedback_dir;

[[noreturn]] static void accept() { std::exit(42); }

[[noreturn]] static void wrong_answer(const std::string &why) {
    std::string path = feedback_dir + "judgemessage.txt";
    if (FILE *f = std::fopen(path.c_str(), "w")) {
        std::fprintf(f, "%s\n", why.c_str());
        std::fclose(f);
    }
    std::exit(43);
}

static void init_validator(int argc, char **argv) {
    if (argc < 4) {
        std::fprintf(stderr, "usage: %s input answer feedback_dir < output\n", argv[0]);
        std::exit(1);
    }
    feedback_dir = argv[3];
    if (!feedback_dir.empty() && feedback_dir.back() != '/') feedback_dir += '/';
}

#endif
