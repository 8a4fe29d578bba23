// Dice maze's drawing for the replay player: the maze's squares with their numbers (a die may
// roll onto a square only with that number on top; * wild takes any, a dark square none), the
// start square framed, the walk so far, and the die on its square seen from above and in
// front, its top and front faces with their pips, drawn large again beside the maze.
const LEGEND = [["#ffffff", "a number: the top face it takes"], ["#dcfce7", "* wild: any top"],
                ["#4b5563", "0: no die may enter"], ["#2563eb", "the walk so far"]];
const SIDE = 64, EDGE = 30, PANEL = 200;
// Where the pips of each face sit, in a unit square.
const PIPS = { 1: [[.5, .5]], 2: [[.25, .25], [.75, .75]], 3: [[.25, .25], [.5, .5], [.75, .75]],
  4: [[.25, .25], [.75, .25], [.25, .75], [.75, .75]], 5: [[.25, .25], [.75, .25], [.5, .5], [.25, .75], [.75, .75]],
  6: [[.25, .25], [.75, .25], [.25, .5], [.75, .5], [.25, .75], [.75, .75]] };

// One face of the die: a rectangle with `face` pips, rounded and shaded as `colour`.
function face(svg, x, y, width, height, face, colour) {
  svgNode(svg, "rect", { x, y, width, height, rx: Math.min(width, height) * 0.16, fill: colour, stroke: "#1f2937", "stroke-width": 1.5 });
  for (const [px, py] of PIPS[face]) {
    svgNode(svg, "ellipse", { cx: x + px * width, cy: y + py * height, rx: width * 0.085, ry: height * 0.085, fill: "#111827" });
  }
}

function drawFrame(svg, kase, k) {
  const squares = kase.setup.squares, rows = squares.length, cols = squares[0].length;
  const state = kase.frames[k].state;
  const mid = ([r, c]) => [EDGE + (c - 0.5) * SIDE, EDGE + (r - 0.5) * SIDE];
  svg.replaceChildren();
  const width = 2 * EDGE + cols * SIDE + PANEL, height = Math.max(2 * EDGE + rows * SIDE, 330);
  svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
  squares.forEach((line, r) => line.forEach((value, c) => {
    const x = EDGE + c * SIDE, y = EDGE + r * SIDE;
    const fill = value === 0 ? "#4b5563" : value === -1 ? "#dcfce7" : "#ffffff";
    svgNode(svg, "rect", { x, y, width: SIDE, height: SIDE, fill, stroke: "#cbd2dc" });
    if (value !== 0) {
      svgNode(svg, "text", { x: x + 7, y: y + 19, "font-size": 17, "font-weight": 600, fill: value === -1 ? "#15803d" : "#475569" }, value === -1 ? "*" : value);
    }
  }));
  for (let i = 1; i <= Math.max(rows, cols); i++) {
    if (i <= cols) svgNode(svg, "text", { x: EDGE + (i - 0.5) * SIDE, y: EDGE - 9, "text-anchor": "middle", "font-size": 13, fill: "#667085" }, i);
    if (i <= rows) svgNode(svg, "text", { x: EDGE - 9, y: EDGE + (i - 0.5) * SIDE + 5, "text-anchor": "end", "font-size": 13, fill: "#667085" }, i);
  }
  const [sr, sc] = kase.setup.start;
  svgNode(svg, "rect", { x: EDGE + (sc - 1) * SIDE + 2, y: EDGE + (sr - 1) * SIDE + 2, width: SIDE - 4, height: SIDE - 4, fill: "none", stroke: "#d97706", "stroke-width": 4 });
  svgNode(svg, "text", { x: EDGE + sc * SIDE - 6, y: EDGE + sr * SIDE - 6, "text-anchor": "end", "font-size": 11, fill: "#b45309" }, "start");
  const walk = kase.frames.slice(0, k + 1).map((frame) => mid(frame.state.at));
  svgNode(svg, "polyline", { points: walk.map((p) => p.join(",")).join(" "), fill: "none", stroke: "#2563eb", "stroke-width": 5, opacity: 0.45, "stroke-linejoin": "round", "stroke-linecap": "round" });
  const [x, y] = mid(state.at);
  face(svg, x - 19, y - 22, 38, 32, state.top, "#fefce8");
  face(svg, x - 19, y + 10, 38, 15, state.front, "#e7e5e4");
  const px = EDGE + cols * SIDE + 40, size = 120;
  svgNode(svg, "text", { x: px, y: EDGE + 12, "font-size": 15, fill: "#1d2433" }, `top ${state.top}`);
  face(svg, px, EDGE + 22, size, size * 0.85, state.top, "#fefce8");
  face(svg, px, EDGE + 22 + size * 0.85, size, size * 0.42, state.front, "#e7e5e4");
  svgNode(svg, "text", { x: px, y: EDGE + 22 + size * 1.27 + 24, "font-size": 15, fill: "#1d2433" }, `front ${state.front}`);
  if (k + 1 < kase.frames.length) {
    const [nr, nc] = kase.frames[k + 1].state.at;
    const needs = squares[nr - 1][nc - 1] === -1 ? "any top" : "top " + squares[nr - 1][nc - 1];
    svgNode(svg, "text", { x: px, y: EDGE + 22 + size * 1.27 + 50, "font-size": 14, fill: "#667085" }, `next: (${nr},${nc}),`);
    svgNode(svg, "text", { x: px, y: EDGE + 22 + size * 1.27 + 68, "font-size": 14, fill: "#667085" }, `which takes ${needs}`);
  }
}
