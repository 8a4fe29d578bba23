main :: IO ()
main = interact $ \s -> case map read (words s) :: [Integer] of
  [a, b] -> show (a + b) ++ "\n"
  _ -> error "two numbers expected"
