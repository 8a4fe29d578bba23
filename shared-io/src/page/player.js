// The replay player shared by every problem's page: it reads the data block, fills the case
// picker, and keeps the frame on screen, the counter `k / n`, the step's line and the slider in
// step. The problem's own script defines drawFrame(svg, kase, k), which redraws frame k
// (0-based) of case `kase`, and may define LEGEND, a list of [colour, label] pairs.

// Appends an SVG element with the given attributes (and text) to `parent`; returns it.
function svgNode(parent, tag, attrs, text) {
  const node = document.createElementNS("http://www.w3.org/2000/svg", tag);
  for (const name in attrs) node.setAttribute(name, attrs[name]);
  if (text !== undefined) node.textContent = text;
  parent.appendChild(node);
  return node;
}

function startReplay() {
  const data = JSON.parse(document.getElementById("replay-data").textContent);
  const $ = (id) => document.getElementById(id);
  const svg = $("board"), picker = $("case"), slider = $("slider"), play = $("play");
  let c = 0, k = 0, timer = null;
  $("title").textContent = document.title;
  data.cases.forEach((kase, i) => {
    const option = document.createElement("option");
    option.value = i;
    option.textContent = kase.name + " (" + kase.frames.length + " frames)";
    picker.appendChild(option);
  });
  picker.hidden = data.cases.length < 2;
  if (typeof LEGEND !== "undefined") {
    for (const [colour, label] of LEGEND) {
      const item = document.createElement("span"), key = document.createElement("span");
      item.className = "item";
      key.className = "key";
      key.style.background = colour;
      item.append(key, label);
      $("legend").append(item);
    }
  }

  const frames = () => data.cases[c].frames.length;
  // Shows frame `to` (clamped to the case) and everything that names it.
  function show(to) {
    k = Math.max(0, Math.min(frames() - 1, to));
    const kase = data.cases[c];
    $("counter").textContent = k + 1 + " / " + frames();
    $("line").textContent = kase.frames[k].line;
    $("answer").textContent = kase.answer;
    slider.max = frames() - 1;
    slider.value = k;
    drawFrame(svg, kase, k);
    if (k === frames() - 1) pause();
  }
  function pause() {
    clearInterval(timer);
    timer = null;
    play.textContent = "Play";
  }
  // Plays from here (from the start when at the end), the whole case in about 15 s at most.
  function toggle() {
    if (timer !== null) return pause();
    if (k === frames() - 1) show(0);
    const every = Math.max(25, Math.min(600, 15000 / frames()));
    timer = setInterval(() => show(k + 1), every);
    play.textContent = "Pause";
  }

  $("first").onclick = () => show(0);
  $("prev").onclick = () => show(k - 1);
  $("next").onclick = () => show(k + 1);
  $("last").onclick = () => show(frames() - 1);
  play.onclick = toggle;
  // A click must not leave focus on a button, where Space would press it as well as play.
  for (const button of document.querySelectorAll("button")) button.onmousedown = (event) => event.preventDefault();
  slider.oninput = () => show(Number(slider.value));
  picker.onchange = () => {
    pause();
    c = Number(picker.value);
    show(0);
  };
  document.addEventListener("keydown", (event) => {
    if (event.target === picker) return;
    const moves = { ArrowRight: k + 1, ArrowLeft: k - 1, Home: 0, End: frames() - 1 };
    if (event.key in moves) show(moves[event.key]);
    else if (event.key === " ") toggle();
    else return;
    event.preventDefault();
  });
  show(0);
}
