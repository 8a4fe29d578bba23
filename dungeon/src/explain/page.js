// dungeon's drawing for the replay player: the dungeon (walls, the exit, the start), each
// monster with the way it faces and the cells it sees this turn, and you with your path so far
// (or, in a run that ends trapped, every cell you could be on, crossed where a monster sees it).
// The frames come from src/explain/page.rs: "at" your cell or "cells" one hexadecimal number a
// row, and "monsters" one number a monster, its row, column, facing and view as digits RRCCFVV.

const LEGEND = [
  ["#3d4451", "wall"],
  ["#2e9d57", "exit"],
  ["#2f6fdb", "you and your path (the start dashed)"],
  ["#a8c8ff", "where you could be"],
  ["#c0392b", "monster, pointing the way it faces"],
  ["#f6b73c", "what the monsters see"],
];

const CELL = 20;
const STEPS = [[-1, 0], [0, 1], [1, 0], [0, -1]]; // N E S W as (row, column) steps

// Draws frame k of `kase` into `svg`: the dungeon is drawn once per case, the rest each frame.
function drawFrame(svg, kase, k) {
  if (svg.replayCase !== kase) {
    svg.replayCase = kase;
    svg.textContent = "";
    drawDungeon(svg, kase.setup);
    svg.replayLayer = svgNode(svg, "g", {});
  }
  const layer = svg.replayLayer;
  layer.textContent = "";
  const state = kase.frames[k].state;
  const monsters = state.monsters.map(unpackMonster);
  const seen = new Set();
  for (const m of monsters) drawView(layer, m, seen);
  if (state.cells) drawCells(layer, state.cells, seen);
  else drawPath(layer, kase, k);
  for (const m of monsters) drawMonster(layer, m);
  if (state.at) {
    const [r, c] = state.at;
    svgNode(layer, "circle", { cx: (c + 0.5) * CELL, cy: (r + 0.5) * CELL, r: CELL * 0.36,
                               fill: "#2f6fdb", stroke: "#fff", "stroke-width": 2 });
  }
}

// The walls, the start and the exit, which no frame changes.
function drawDungeon(svg, setup) {
  const rows = setup.floor.length, cols = setup.floor[0].length;
  svg.setAttribute("viewBox", `-2 -2 ${cols * CELL + 4} ${rows * CELL + 4}`);
  svgNode(svg, "rect", { x: 0, y: 0, width: cols * CELL, height: rows * CELL, fill: "#fbfaf6" });
  // every wall cell in one path (rectangles apart would leave hairline seams between them),
  // a run of wall cells along a row as one rectangle
  let walls = "";
  setup.floor.forEach((row, r) => {
    for (let c = 0; c < cols; c++) {
      if (row[c] !== "#") continue;
      let end = c;
      while (end + 1 < cols && row[end + 1] === "#") end++;
      walls += `M${c * CELL} ${r * CELL}h${(end - c + 1) * CELL}v${CELL}h${-(end - c + 1) * CELL}z`;
      c = end;
    }
  });
  svgNode(svg, "path", { d: walls, fill: "#3d4451", "shape-rendering": "crispEdges" });
  const [er, ec] = setup.exit, [sr, sc] = setup.start;
  svgNode(svg, "rect", { x: ec * CELL + 1, y: er * CELL + 1, width: CELL - 2, height: CELL - 2,
                         rx: 3, fill: "#2e9d57" });
  label(svg, er, ec, "X", "#fff");
  svgNode(svg, "rect", { x: sc * CELL + 2, y: sr * CELL + 2, width: CELL - 4, height: CELL - 4, rx: 3,
                         fill: "none", stroke: "#2f6fdb", "stroke-width": 1.5, "stroke-dasharray": "3 2" });
}

function label(parent, r, c, text, colour) {
  svgNode(parent, "text", { x: (c + 0.5) * CELL, y: (r + 0.5) * CELL + 5, "text-anchor": "middle",
                            "font-size": 14, "font-weight": 700, fill: colour }, text);
}

function unpackMonster(n) {
  return { view: n % 100, facing: Math.floor(n / 100) % 10, c: Math.floor(n / 1000) % 100,
           r: Math.floor(n / 100000) };
}

// A monster's view: the cells beside it in the way it faces, as one strip; `seen` gets them.
function drawView(layer, m, seen) {
  if (m.view === 0) return;
  const [dr, dc] = STEPS[m.facing];
  const far = [m.r + dr * m.view, m.c + dc * m.view];
  const near = [m.r + dr, m.c + dc];
  const top = Math.min(near[0], far[0]), left = Math.min(near[1], far[1]);
  const inset = CELL * 0.18;
  svgNode(layer, "rect", { x: left * CELL + inset, y: top * CELL + inset,
                           width: (Math.abs(far[1] - near[1]) + 1) * CELL - 2 * inset,
                           height: (Math.abs(far[0] - near[0]) + 1) * CELL - 2 * inset,
                           rx: 4, fill: "#f6b73c", "fill-opacity": 0.55 });
  for (let i = 1; i <= m.view; i++) seen.add((m.r + dr * i) * 1000 + m.c + dc * i);
}

// Every cell you could be on (one hexadecimal number a row, bit c for column c), a cross on
// those a monster sees.
function drawCells(layer, hexRows, seen) {
  hexRows.forEach((hex, r) => {
    for (let i = 0; i < hex.length; i++) {
      const digit = parseInt(hex[hex.length - 1 - i], 16);
      for (let b = 0; b < 4; b++) {
        if (!(digit >> b & 1)) continue;
        const c = 4 * i + b, x = c * CELL, y = r * CELL;
        svgNode(layer, "rect", { x: x + 2, y: y + 2, width: CELL - 4, height: CELL - 4, rx: 3,
                                 fill: "#a8c8ff", "fill-opacity": 0.85 });
        if (seen.has(r * 1000 + c)) {
          svgNode(layer, "path", { d: `M${x + 5} ${y + 5}L${x + CELL - 5} ${y + CELL - 5}M${x + CELL - 5} ${y + 5}L${x + 5} ${y + CELL - 5}`,
                                   stroke: "#c0392b", "stroke-width": 2.5, "stroke-linecap": "round" });
        }
      }
    }
  });
}

// Your path up to frame k: a line through the cells you stood on.
function drawPath(layer, kase, k) {
  if (!kase.pathPoints) {
    kase.pathPoints = kase.frames.map((f) => `${(f.state.at[1] + 0.5) * CELL},${(f.state.at[0] + 0.5) * CELL}`);
  }
  if (k === 0) return;
  svgNode(layer, "polyline", { points: kase.pathPoints.slice(0, k + 1).join(" "), fill: "none",
                               stroke: "#2f6fdb", "stroke-opacity": 0.45, "stroke-width": CELL * 0.3,
                               "stroke-linejoin": "round", "stroke-linecap": "round" });
}

// A monster: a red disc with a white arrowhead pointing the way it faces.
function drawMonster(layer, m) {
  const cx = (m.c + 0.5) * CELL, cy = (m.r + 0.5) * CELL;
  svgNode(layer, "circle", { cx, cy, r: CELL * 0.38, fill: "#c0392b" });
  const [dr, dc] = STEPS[m.facing];
  const tip = [cx + dc * CELL * 0.3, cy + dr * CELL * 0.3];
  const back = [cx - dc * CELL * 0.12, cy - dr * CELL * 0.12];
  const side = [dr * CELL * 0.2, -dc * CELL * 0.2];
  svgNode(layer, "polygon", { points: `${tip} ${back[0] + side[0]},${back[1] + side[1]} ${back[0] - side[0]},${back[1] - side[1]}`,
                              fill: "#fff" });
}
