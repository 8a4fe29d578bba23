// Statues' drawing for the replay player: the 8x8 board, the statues after `round` falls (and,
// dashed, where they stood before this round's fall), Anna in her corner, and Maria: her cell
// and her path so far when she wins, every cell she can still be alive on when she loses.
const LEGEND = [["#d64550", "Maria"], ["#2e9b5f", "Anna"], ["#6b7280", "statue"],
                ["#f7c6cc", "where Maria can still be alive"]];
const SIDE = 72, EDGE = 28, ANNA = [0, 7];

function drawFrame(svg, kase, k) {
  const state = kase.frames[k].state, round = state.round;
  const x = (c) => EDGE + c * SIDE, y = (r) => EDGE + r * SIDE;
  const mid = ([r, c]) => [x(c) + SIDE / 2, y(r) + SIDE / 2];
  svg.replaceChildren();
  svg.setAttribute("viewBox", `0 0 ${2 * EDGE + 8 * SIDE} ${2 * EDGE + 8 * SIDE + 30}`);
  for (let i = 0; i < 8; i++) {
    svgNode(svg, "text", { x: x(i) + SIDE / 2, y: EDGE - 8, "text-anchor": "middle", "font-size": 14, fill: "#667085" }, i);
    svgNode(svg, "text", { x: EDGE - 10, y: y(i) + SIDE / 2 + 5, "text-anchor": "middle", "font-size": 14, fill: "#667085" }, i);
    for (let j = 0; j < 8; j++) {
      svgNode(svg, "rect", { x: x(j), y: y(i), width: SIDE, height: SIDE, fill: (i + j) % 2 ? "#e4d5b7" : "#f3ead8" });
    }
  }
  if (!kase.setup.win) {
    for (const [r, c] of state.hers) {
      svgNode(svg, "rect", { x: x(c) + 3, y: y(r) + 3, width: SIDE - 6, height: SIDE - 6, rx: 8, fill: "#f7c6cc", stroke: "#d64550", "stroke-width": 1.5 });
    }
  }
  const fallen = (by) => kase.setup.statues.map(([r, c]) => [r + by, c]).filter(([r]) => r < 8);
  if (round > 0) {
    for (const [r, c] of fallen(round - 1)) {
      svgNode(svg, "rect", { x: x(c) + 8, y: y(r) + 8, width: SIDE - 16, height: SIDE - 16, rx: 6, fill: "none", stroke: "#6b7280", "stroke-dasharray": "5 4" });
    }
  }
  for (const [r, c] of fallen(round)) {
    const [cx, cy] = mid([r, c]);
    svgNode(svg, "rect", { x: cx - 20, y: cy + 8, width: 40, height: 18, rx: 3, fill: "#4b5563" });
    svgNode(svg, "rect", { x: cx - 12, y: cy - 12, width: 24, height: 22, rx: 4, fill: "#6b7280" });
    svgNode(svg, "circle", { cx, cy: cy - 20, r: 10, fill: "#6b7280" });
  }
  // Maria and Anna on one cell share it, each on a half.
  const token = (at, colour, letter, shift) => {
    const [cx, cy] = mid(at), r = shift ? 16 : 22;
    svgNode(svg, "circle", { cx: cx + shift, cy, r, fill: colour, stroke: "#fff", "stroke-width": 3 });
    svgNode(svg, "text", { x: cx + shift, y: cy + r / 3, "text-anchor": "middle", "font-size": r - 2, "font-weight": 700, fill: "#fff" }, letter);
  };
  if (kase.setup.win) {
    const path = kase.frames.slice(0, k + 1).map((frame) => mid(frame.state.hers[0]));
    svgNode(svg, "polyline", { points: path.map((p) => p.join(",")).join(" "), fill: "none", stroke: "#d64550", "stroke-width": 4, "stroke-dasharray": "2 8", "stroke-linecap": "round" });
  }
  const met = kase.setup.win && state.hers[0][0] === ANNA[0] && state.hers[0][1] === ANNA[1];
  token(ANNA, "#2e9b5f", "A", met ? 17 : 0);
  if (kase.setup.win) token(state.hers[0], "#d64550", "M", met ? -17 : 0);
  const caption = round === 0 ? "the board as given" : round >= 8 ? `after round ${round}: every statue has fallen off`
    : `after round ${round}: the statues have fallen ${round} row${round > 1 ? "s" : ""}`;
  const ghosts = round > 0 && round <= 8 ? " (dashed: where they stood)" : "";
  svgNode(svg, "text", { x: EDGE, y: 2 * EDGE + 8 * SIDE + 12, "font-size": 15, fill: "#1d2433" }, caption + (met ? ", Maria reaches Anna" : ghosts));
}
