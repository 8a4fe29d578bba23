main :-
    read_line_to_string(user_input, Line),
    split_string(Line, " ", " ", [A, B|_]),
    number_string(X, A),
    number_string(Y, B),
    Z is X + Y,
    format("~d~n", [Z]).
