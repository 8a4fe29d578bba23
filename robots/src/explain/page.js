// Robots' drawing for the replay player: the 31x31 board, the teleport entries (a ring each,
// greyed once used, numbered in list order), debris, the robots (faint dots where they stood
// a move ago), you with your last steps, and your teleports so far as dashed jumps.
// A cell is the number 32 * row + column; a frame without "debris" keeps the frame before's.
const LEGEND = [["#2563eb", "you"], ["#374151", "robot"], ["#a16207", "debris"],
                ["#9333ea", "teleport entry (grey once used)"], ["#dc2626", "caught"]];
const SIDE = 22, EDGE = 30, CELLS = 31;

// Per case, once: each frame's debris, and the teleports taken up to it (from, to, entry).
function resolve(kase) {
  if (kase.resolved) return kase.resolved;
  let debris = [], jumps = [];
  const used = kase.setup.teleports.map(() => false);
  const frames = kase.frames.map((frame, k) => {
    if (frame.state.debris) debris = frame.state.debris;
    if (frame.state.how === "teleport") {
      const entry = kase.setup.teleports.findIndex((cell, i) => !used[i] && cell === frame.state.you);
      if (entry >= 0) used[entry] = true;
      jumps = jumps.concat([[kase.frames[k - 1].state.you, frame.state.you]]);
    }
    return { debris, jumps, used: used.slice() };
  });
  kase.resolved = frames;
  return frames;
}

function drawFrame(svg, kase, k) {
  const state = kase.frames[k].state, seen = resolve(kase)[k];
  const at = (cell) => [EDGE + ((cell & 31) - 0.5) * SIDE, EDGE + ((cell >> 5) - 0.5) * SIDE];
  svg.replaceChildren();
  const size = 2 * EDGE + CELLS * SIDE;
  svg.setAttribute("viewBox", `0 0 ${size} ${size}`);
  svgNode(svg, "rect", { x: EDGE, y: EDGE, width: CELLS * SIDE, height: CELLS * SIDE, fill: "#fbfaf7" });
  for (let i = 0; i <= CELLS; i++) {
    const p = EDGE + i * SIDE, strong = i % 5 === 0;
    const style = { stroke: strong ? "#cbd2dc" : "#e8ebef", "stroke-width": 1 };
    svgNode(svg, "line", { x1: EDGE, y1: p, x2: EDGE + CELLS * SIDE, y2: p, ...style });
    svgNode(svg, "line", { x1: p, y1: EDGE, x2: p, y2: EDGE + CELLS * SIDE, ...style });
  }
  for (const n of [1, 5, 10, 15, 20, 25, 30]) {
    const mid = EDGE + (n - 0.5) * SIDE;
    svgNode(svg, "text", { x: mid, y: EDGE - 9, "text-anchor": "middle", "font-size": 12, fill: "#667085" }, n);
    svgNode(svg, "text", { x: EDGE - 8, y: mid + 4, "text-anchor": "end", "font-size": 12, fill: "#667085" }, n);
  }
  kase.setup.teleports.forEach((cell, i) => {
    const [x, y] = at(cell), colour = seen.used[i] ? "#b8bec8" : "#9333ea";
    svgNode(svg, "circle", { cx: x, cy: y, r: SIDE * 0.42, fill: "none", stroke: colour, "stroke-width": 2 });
    svgNode(svg, "text", { x, y: y + 3.5, "text-anchor": "middle", "font-size": 9, fill: colour }, i + 1);
  });
  const arrow = svgNode(svgNode(svg, "defs", {}), "marker", { id: "jump", viewBox: "0 0 10 10", refX: 10, refY: 5, markerWidth: 7, markerHeight: 7, orient: "auto" });
  svgNode(arrow, "path", { d: "M0,0 L10,5 L0,10 z", fill: "#9333ea" });
  for (const [from, to] of seen.jumps) {
    const [x1, y1] = at(from), [x2, y2] = at(to);
    svgNode(svg, "circle", { cx: x1, cy: y1, r: 3, fill: "#9333ea" });
    svgNode(svg, "line", { x1, y1, x2, y2, stroke: "#9333ea", "stroke-width": 2, "stroke-dasharray": "6 5", opacity: 0.75, "marker-end": "url(#jump)" });
  }
  const trail = [];
  for (let j = k; j >= Math.max(0, k - 12); j--) {
    trail.push(at(kase.frames[j].state.you));
    if (kase.frames[j].state.how === "teleport") break;
  }
  svgNode(svg, "polyline", { points: trail.map((p) => p.join(",")).join(" "), fill: "none", stroke: "#2563eb", "stroke-width": 3, opacity: 0.35, "stroke-linejoin": "round" });
  for (const cell of seen.debris) {
    const [x, y] = at(cell);
    svgNode(svg, "rect", { x: x - 8, y: y - 8, width: 16, height: 16, rx: 3, fill: "#a16207", transform: `rotate(12 ${x} ${y})` });
    svgNode(svg, "rect", { x: x - 4, y: y - 5, width: 7, height: 6, fill: "#713f12" });
  }
  if (k > 0) {
    for (const cell of kase.frames[k - 1].state.robots) {
      const [x, y] = at(cell);
      svgNode(svg, "circle", { cx: x, cy: y, r: 3, fill: "#9ca3af" });
    }
  }
  for (const cell of state.robots) {
    const [x, y] = at(cell);
    svgNode(svg, "line", { x1: x, y1: y - 9, x2: x, y2: y - 4, stroke: "#374151", "stroke-width": 2 });
    svgNode(svg, "rect", { x: x - 8, y: y - 6, width: 16, height: 14, rx: 3, fill: "#374151" });
    svgNode(svg, "circle", { cx: x - 3.5, cy: y, r: 2, fill: "#fde047" });
    svgNode(svg, "circle", { cx: x + 3.5, cy: y, r: 2, fill: "#fde047" });
  }
  const [x, y] = at(state.you);
  svgNode(svg, "circle", { cx: x, cy: y, r: 8.5, fill: state.caught ? "#dc2626" : "#2563eb", stroke: "#fff", "stroke-width": 2 });
  if (state.caught) svgNode(svg, "circle", { cx: x, cy: y, r: 13, fill: "none", stroke: "#dc2626", "stroke-width": 2.5 });
}
