// Statues (Codeforces 128A), as a contestant would paste it: Maria's positions after t
// rounds, t = 0..8; a statue that starts in row r stands in row r + t after t rounds.
#include <iostream>
#include <string>
using namespace std;

string board[8];

bool statue(int row, int col, int t) {
    return row - t >= 0 && board[row - t][col] == 'S';
}

int main() {
    for (int i = 0; i < 8; i++) cin >> board[i];
    bool here[8][8] = {};
    here[7][0] = true;
    for (int t = 0; t < 8; t++) {
        bool next[8][8] = {};
        for (int r = 0; r < 8; r++)
            for (int c = 0; c < 8; c++) {
                if (!here[r][c]) continue;
                for (int dr = -1; dr <= 1; dr++)
                    for (int dc = -1; dc <= 1; dc++) {
                        int nr = r + dr, nc = c + dc;
                        if (nr < 0 || nr > 7 || nc < 0 || nc > 7) continue;
                        if (statue(nr, nc, t) || statue(nr, nc, t + 1)) continue;
                        next[nr][nc] = true;
                    }
            }
        bool alive = false;
        for (int r = 0; r < 8; r++)
            for (int c = 0; c < 8; c++) {
                here[r][c] = next[r][c];
                alive = alive || next[r][c];
            }
        if (!alive) {
            cout << "LOSE" << endl;
            return 0;
        }
    }
    cout << "WIN" << endl;
    return 0;
}
