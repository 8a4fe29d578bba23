let parts = System.Console.ReadLine().Split(' ')
printfn "%d" (int64 parts.[0] + int64 parts.[1])
