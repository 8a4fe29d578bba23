// Plus's output validator: the team's output must be one integer equal to a + b, written any
// way an integer may be (a sign, leading zeros), with any whitespace around it.
#include <cctype>
#include <fstream>
#include <iostream>
#include <string>

#include "validate.h"

// The value of `word` when it is an integer (an optional sign, then digits), else false.
static bool integer(const std::string &word, long long &value) {
    size_t i = 0;
    bool negative = false;
    if (i < word.size() && (word[i] == '+' || word[i] == '-')) negative = word[i++] == '-';
    if (i == word.size() || word.size() - i > 18) return false;
    value = 0;
    for (; i < word.size(); i++) {
        if (!std::isdigit(static_cast<unsigned char>(word[i]))) return false;
        value = value * 10 + (word[i] - '0');
    }
    if (negative) value = -value;
    return true;
}

int main(int argc, char **argv) {
    init_validator(argc, argv);
    std::ifstream input(argv[1]);
    long long a, b, given;
    input >> a >> b;
    std::string word, extra;
    if (!(std::cin >> word)) wrong_answer("no output");
    if (!integer(word, given)) wrong_answer("not an integer: " + word);
    if (std::cin >> extra) wrong_answer("more than one word in the output");
    if (given != a + b) wrong_answer("wrong sum: " + word);
    accept();
}
