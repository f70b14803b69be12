// The replay viewer: a finished game step by step, read as the game — the game's own screen as a
// spectator saw it after each move, the move in the game's notation, the log so far — stepped,
// dragged on a slider or played on its own at a chosen speed; then the analysis, each of its
// rows a way to the move it judges. Steps come from the server in parts (GET .../steps), fetched
// ahead of an auto-play.
import { api } from "./api.js";
import { analysisPanel } from "./analysis.js";
import { clear, h } from "./dom.js";
import { gameTitle, seatName, t } from "./i18n.js";
import { describe } from "./widgets/log.js";

const PART = 25; // steps asked for at once
const AHEAD = 8; // an auto-play fetches the next part this many steps before it needs it
const SPEEDS = [0.5, 1, 2, 4, 8]; // steps a second
const LOG_SHOWN = 60;

export async function showReplay(main, tableId) {
  let info;
  try { info = await api("GET", `/api/tables/${tableId}`); } catch {
    main.append(h("p", { class: "error", text: t("table.missing") }));
    return;
  }
  if (info.status !== "over") {
    main.append(h("h1", {}, t("replay.title", { game: gameTitle(info.title) })),
      h("p", { class: "error", text: t("replay.not_over") }),
      h("p", {}, h("a", { class: "button", href: `/t/${tableId}` }, t("replay.watch"))));
    return;
  }
  const names = info.seats.map(seatName);
  let mod;
  const screenRef = info.screen || { module: "generic", mount: "mount" }; // the server finds it
  try { mod = await import(`./games/${screenRef.module}.js`); } catch { mod = await import("./games/generic.js"); }
  const mount = mod[screenRef.mount] || mod.mount;

  // -- the steps, as the server sends them ------------------------------------------------------
  const steps = new Map(); // n -> step (with `upto`: the last log line's index at that step)
  const lines = new Map(); // log line index -> line
  const parts = new Map(); // first step of a part -> its request
  let total = 0;
  const fetchPart = (start) => {
    const first = Math.floor(start / PART) * PART;
    if (!parts.has(first)) {
      const p = api("GET", `/api/tables/${tableId}/steps?start=${first}&count=${PART}`).then((data) => {
        total = data.total;
        let upto = -1;
        for (const e of data.log) { lines.set(e.i, e); upto = Math.max(upto, e.i); }
        for (const s of data.steps) {
          for (const e of s.events) { lines.set(e.i, e); upto = Math.max(upto, e.i); }
          steps.set(s.n, { ...s, upto });
        }
      });
      p.catch(() => parts.delete(first));
      parts.set(first, p);
    }
    return parts.get(first);
  };
  const stepAt = async (n) => {
    if (!steps.has(n)) await fetchPart(n);
    return steps.get(n);
  };

  // -- the page ---------------------------------------------------------------------------------
  const counter = h("span", { class: "counter", id: "replay-counter", "aria-live": "polite" });
  const moveText = h("p", { class: "move-text", id: "replay-move" });
  const box = h("section", { class: "game replay-screen", "aria-label": gameTitle(info.title) });
  const logList = h("ol", { class: "log-list", id: "replay-log" });
  const slider = h("input", { type: "range", id: "replay-slider", min: 0, max: 0, value: 0, step: 1,
    "aria-label": t("replay.slider"), oninput: (e) => { pause(); go(Number(e.target.value)); } });
  const playButton = h("button", { type: "button", id: "replay-play", class: "primary", onclick: () => (timer ? pause() : play()) });
  const speed = h("select", { id: "replay-speed", "aria-label": t("replay.speed") },
    SPEEDS.map((s) => h("option", { value: String(s), selected: s === 2, text: t("replay.per_second", { n: s }) })));
  const buttons = h("div", { class: "row replay-controls", role: "group", "aria-label": t("replay.controls") },
    h("button", { type: "button", id: "replay-first", onclick: () => { pause(); go(0); } }, "⏮ ", t("replay.first")),
    h("button", { type: "button", id: "replay-prev", onclick: () => { pause(); go(n - 1); } }, "◀ ", t("replay.prev")),
    playButton,
    h("button", { type: "button", id: "replay-next", onclick: () => { pause(); go(n + 1); } }, t("replay.next"), " ▶"),
    h("button", { type: "button", id: "replay-last", onclick: () => { pause(); go(total); } }, t("replay.last"), " ⏭"),
    counter);
  const analysis = analysisPanel(tableId, { names: () => names, jump: (m) => {
    pause();
    go(m);
    box.scrollIntoView({ block: "start" });
  } });
  clear(main).append(
    h("h1", {}, t("replay.title", { game: gameTitle(info.title) })),
    buttons, h("div", { class: "row replay-track" }, slider, speed), moveText, box,
    h("section", { class: "log" }, h("h2", { class: "small", text: t("table.log") }), logList),
    analysis.el,
    h("p", { class: "actions" }, h("a", { class: "button", href: `/api/tables/${tableId}/record`, download: `${info.game}-${tableId}.json` }, t("table.record")),
      h("a", { class: "button", href: "/" }, t("table.back_to_lobby"))));
  const screen = mount(box, { send: async () => ({ type: "refused" }), names: () => names, readonly: true });

  // -- moving through the game ------------------------------------------------------------------
  let n = 0;
  let shown = -1;
  let timer = 0;
  let wanted = 0; // the last step asked for: a slow answer for an older one is not shown
  const describeMove = (step) => {
    if (!step.move) return t("replay.start");
    const who = step.move.seat === null ? t("replay.clock") : names[step.move.seat] ?? `#${step.move.seat + 1}`;
    return `${who}: ${step.notation}`;
  };
  async function go(to) {
    wanted = Math.max(0, total ? Math.min(to, total) : to);
    const step = await stepAt(wanted);
    if (!step || step.n !== wanted) return;
    n = step.n;
    slider.max = String(total);
    slider.value = String(n);
    slider.setAttribute("aria-valuetext", t("replay.step", { n, total }));
    counter.textContent = t("replay.step", { n, total });
    moveText.textContent = describeMove(step);
    const table = { ...info, status: n === total ? "over" : "playing" };
    try {
      screen.update({ type: "update", view: step.view, table, you: null, events: step.events, to_act: [], timer: null });
    } catch (err) {
      console.error(err); // a screen that cannot draw this step: the view stays readable below
    }
    const upto = [...lines.keys()].filter((i) => i <= step.upto).sort((a, b) => a - b).slice(-LOG_SHOWN);
    clear(logList).append(...upto.map((i) => h("li", { class: `log-${lines.get(i).kind}` }, describe(info.game, lines.get(i), names))));
    logList.scrollTop = logList.scrollHeight;
    analysis.highlight(n);
    shown = n;
    history.replaceState(null, "", `#step=${n}`);
    if (n + AHEAD <= total && !steps.has(n + AHEAD)) fetchPart(n + AHEAD).catch(() => {});
  }
  function play() {
    if (n >= total) go(0);
    playButton.textContent = `⏸ ${t("replay.pause")}`;
    const tick = async () => {
      if (wanted >= total) { pause(); return; }
      await go(wanted + 1);
      timer = timer && setTimeout(tick, 1000 / Number(speed.value));
    };
    timer = setTimeout(tick, 1000 / Number(speed.value));
  }
  function pause() {
    clearTimeout(timer);
    timer = 0;
    playButton.textContent = `▶ ${t("replay.play")}`;
  }
  document.addEventListener("keydown", (e) => {
    if (!document.body.contains(box) || e.target.closest("input, textarea, select")) return;
    if (e.key === "ArrowRight") { pause(); go(n + 1); }
    if (e.key === "ArrowLeft") { pause(); go(n - 1); }
  });
  window.__rerender = () => { pause(); showReplay(main, tableId); }; // the page in the new language
  window.__replay = { get n() { return shown; }, get total() { return total; }, get playing() { return Boolean(timer); } };
  pause();
  const start = Number(new URLSearchParams(location.hash.slice(1)).get("step"));
  await fetchPart(0);
  await go(Number.isInteger(start) && start > 0 ? start : 0);
}
