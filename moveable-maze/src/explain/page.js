// moveable-maze's drawing for the replay player: the board with every square's lines as they
// stand after the frame's turn, heavy blue where the piece has stood, orange where a square is
// turned from the board as given (ahead of the piece, a banked rotation); the square rotated in
// this turn turns before your eyes, an arrow telling which way; the start, the target and the
// piece; under the board, how many rotations are banked. The frames come from
// src/explain/page.rs: "at" the piece's square, "turned" [square, its lines after the turn,
// 1 clockwise or 0], "banked"; squares are numbered row-major, lines are bits N 1 E 2 S 4 W 8.

const LEGEND = [
  ["#8d96a7", "a square's lines"],
  ["#e8890c", "turned from the board as given"],
  ["#2f6fdb", "the piece and where it has stood"],
  ["#ffe2a8", "rotated in this turn"],
  ["#d0d5dd", "an x square"],
  ["#2e9d57", "start"],
  ["#d92d20", "target"],
];

// a square's side, the room for the row and column numbers and for the caption under the
// board, and the least width of the drawing (for the caption), in SVG units
const SQ = 40, MARGIN = 26, FOOT = 34, LEAST_WIDTH = 260;

// Draws frame k of `kase` into `svg`: the board's frame once per case, the rest each frame; a
// step forward animates the turn of the rotated square.
function drawFrame(svg, kase, k) {
  const setup = kase.setup;
  const forward = svg.replayCase === kase && svg.replayFrame === k - 1;
  if (svg.replayCase !== kase) {
    svg.replayCase = kase;
    svg.textContent = "";
    drawGrid(svg, setup);
    svg.replayLayer = svgNode(svg, "g", {});
  }
  svg.replayFrame = k;
  const layer = svg.replayLayer;
  layer.textContent = "";
  const lines = linesAt(kase, k), walked = walkedTo(kase, k);
  const state = kase.frames[k].state;
  const turned = state.turned ? state.turned[0] : -1;
  if (turned >= 0) {
    const [x, y] = corner(setup, turned);
    svgNode(layer, "rect", { x: x + 1, y: y + 1, width: SQ - 2, height: SQ - 2, fill: "#ffe2a8" });
  }
  // the lines of every square but the rotated one, one path per colour
  const paths = { light: "", turned: "", walked: "" };
  for (let s = 0; s < lines.length; s++) {
    if (s === turned || lines[s] === 0) continue;
    const kind = walked[s] ? "walked" : lines[s] !== setup.lines[s] ? "turned" : "light";
    paths[kind] += squarePath(setup, s, lines[s]);
  }
  const styles = { light: ["#8d96a7", 5], turned: ["#e8890c", 6], walked: ["#2f6fdb", 8] };
  for (const kind in paths) {
    const [colour, width] = styles[kind];
    svgNode(layer, "path", { d: paths[kind], stroke: colour, "stroke-width": width, fill: "none",
                             "stroke-linecap": "round" });
  }
  if (turned >= 0) drawTurned(layer, setup, state.turned, walked[turned], forward);
  const [px, py] = corner(setup, state.at);
  svgNode(layer, "circle", { cx: px + SQ / 2, cy: py + SQ / 2, r: SQ * 0.24, fill: "#2f6fdb",
                             stroke: "#fff", "stroke-width": 3 });
  const turns = kase.frames.length - 1;
  const banked = state.banked === 1 ? "1 rotation" : state.banked + " rotations";
  const caption = (k === 0 ? `${turns} turns to go` : `turn ${k} of ${turns}`) +
    ` \u00b7 banked ahead of the piece: ${banked}`;
  // the caption fits the drawing's width, at most 15 units high
  const size = Math.min(15, Math.max(MARGIN + setup.cols * SQ + 4, LEAST_WIDTH) / 34);
  svgNode(layer, "text", { x: MARGIN + setup.cols * SQ / 2, y: MARGIN + setup.rows * SQ + 24,
                           "text-anchor": "middle", "font-size": size, fill: "#1d2433" }, caption);
}

// The top-left corner of square s.
function corner(setup, s) {
  return [MARGIN + (s % setup.cols) * SQ, MARGIN + Math.floor(s / setup.cols) * SQ];
}

// The squares (x squares shaded), their row and column numbers, the start and the target.
function drawGrid(svg, setup) {
  // a narrow board is centred in the caption's width
  const board = MARGIN + setup.cols * SQ + 4, height = MARGIN + setup.rows * SQ + FOOT;
  const width = Math.max(board, LEAST_WIDTH);
  svg.setAttribute("viewBox", `${(board - width) / 2} 0 ${width} ${height}`);
  for (let s = 0; s < setup.lines.length; s++) {
    const [x, y] = corner(setup, s);
    svgNode(svg, "rect", { x: x + 1, y: y + 1, width: SQ - 2, height: SQ - 2, rx: 3,
                           fill: setup.lines[s] === 0 ? "#d0d5dd" : "#fff", stroke: "#e4e7ec" });
  }
  for (let r = 0; r < setup.rows; r++) {
    svgNode(svg, "text", { x: MARGIN - 6, y: MARGIN + r * SQ + SQ / 2 + 5, "text-anchor": "end",
                           "font-size": 13, fill: "#667085" }, r + 1);
  }
  for (let c = 0; c < setup.cols; c++) {
    svgNode(svg, "text", { x: MARGIN + c * SQ + SQ / 2, y: MARGIN - 8, "text-anchor": "middle",
                           "font-size": 13, fill: "#667085" }, c + 1);
  }
  for (const [s, colour] of [[setup.start, "#2e9d57"], [setup.target, "#d92d20"]]) {
    const [x, y] = corner(setup, s);
    svgNode(svg, "rect", { x: x + 2.5, y: y + 2.5, width: SQ - 5, height: SQ - 5, rx: 4, fill: "none",
                           stroke: colour, "stroke-width": 4 });
  }
}

// Square s's lines as path data: a stroke from its centre to the middle of each side it has
// a line toward, and a dot in the centre.
function squarePath(setup, s, lines) {
  const [x, y] = corner(setup, s);
  const cx = x + SQ / 2, cy = y + SQ / 2, half = SQ / 2 - 1;
  let d = `M${cx} ${cy}l0 0`;
  if (lines & 1) d += `M${cx} ${cy}v${-half}`;
  if (lines & 2) d += `M${cx} ${cy}h${half}`;
  if (lines & 4) d += `M${cx} ${cy}v${half}`;
  if (lines & 8) d += `M${cx} ${cy}h${-half}`;
  return d;
}

// The square rotated in this turn, with an arrow the way it turned; coming from the frame
// before, it turns from where it was.
function drawTurned(layer, setup, [s, lines, clockwise], walked, animate) {
  const [x, y] = corner(setup, s);
  const cx = x + SQ / 2, cy = y + SQ / 2;
  const group = svgNode(layer, "g", {});
  svgNode(group, "path", { d: squarePath(setup, s, lines), stroke: walked ? "#2f6fdb" : "#e8890c",
                           "stroke-width": walked ? 8 : 6, fill: "none", "stroke-linecap": "round" });
  // three quarters of a circle round the square's centre, its head the way the square turned
  const r = SQ * 0.43, at = (angle) => [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
  const [from, to] = clockwise ? [at(-2.1), at(2.1)] : [at(2.1), at(-2.1)];
  svgNode(layer, "path", { d: `M${from}A${r} ${r} 0 1 ${clockwise}${to}`, fill: "none", stroke: "#b54708",
                           "stroke-width": 2, "marker-end": "url(#turn-head)" });
  arrowHead(layer);
  if (animate) {
    group.style.transformOrigin = `${cx}px ${cy}px`;
    group.animate([{ transform: `rotate(${clockwise ? -90 : 90}deg)` }, { transform: "rotate(0deg)" }],
                  { duration: 220, easing: "ease-out" });
  }
}

// The arrowhead marker of the rotation arrow, defined in the frame's layer.
function arrowHead(layer) {
  const marker = svgNode(svgNode(layer, "defs", {}), "marker", { id: "turn-head", viewBox: "0 0 10 10", refX: 5,
                                                                 refY: 5, markerWidth: 5, markerHeight: 5,
                                                                 orient: "auto-start-reverse" });
  svgNode(marker, "path", { d: "M0 0L10 5L0 10z", fill: "#b54708" });
}

// Every square's lines after turn k, worked out frame by frame from the board as given and
// kept per case (each frame's copy is made once).
function linesAt(kase, k) {
  if (!kase.linesAt) kase.linesAt = [kase.setup.lines];
  for (let j = kase.linesAt.length; j <= k; j++) {
    const lines = kase.linesAt[j - 1].slice(), turned = kase.frames[j].state.turned;
    if (turned) lines[turned[0]] = turned[1];
    kase.linesAt.push(lines);
  }
  return kase.linesAt[k];
}

// Whether the piece has stood on each square by frame k.
function walkedTo(kase, k) {
  const walked = new Array(kase.setup.lines.length).fill(false);
  for (let j = 0; j <= k; j++) walked[kase.frames[j].state.at] = true;
  return walked;
}
