using System;
class Plus {
    static void Main() {
        var parts = Console.ReadLine().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        Console.WriteLine(long.Parse(parts[0]) + long.Parse(parts[1]));
    }
}
