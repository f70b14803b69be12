// The replay viewer: steps through a finished game's moves, showing the public view after each
// (the game's own screen, as a spectator sees it) and the log so far.
import { api } from "./api.js";
import { clear, h } from "./dom.js";
import { t } from "./i18n.js";
import { describe } from "./widgets/log.js";

export async function showReplay(main, tableId) {
  let info;
  try { info = await api("GET", `/api/tables/${tableId}`); } catch {
    main.append(h("p", { class: "error", text: t("table.missing") }));
    return;
  }
  const names = info.seats.map((s) => s.name);
  let mod;
  try { mod = await import(`./games/${info.game}.js`); } catch { mod = await import("./games/generic.js"); }
  const counter = h("span", { class: "counter", "aria-live": "polite" });
  const moveText = h("p", { class: "move-text" });
  const box = h("section", { class: "game" });
  const logList = h("ol", { class: "log-list" });
  let n = 0, total = 0;
  const go = async (to) => {
    const step = await api("GET", `/api/tables/${tableId}/replay/${Math.max(0, to)}`);
    n = step.n; total = step.total;
    counter.textContent = t("replay.step", { n, total });
    moveText.textContent = step.move ? `${step.move.seat === null ? t("replay.clock") : names[step.move.seat]}: ${JSON.stringify(step.move.move)}` : t("replay.start");
    screen.update({ view: step.view, table: info, you: null });
    clear(logList).append(...step.events.slice(-30).map((e, i) => h("li", {}, describe(info.game, { ...e, i }, names))));
  };
  const buttons = h("div", { class: "row replay-controls", role: "group", "aria-label": t("replay.controls") },
    h("button", { type: "button", onclick: () => go(0) }, "⏮ ", t("replay.first")),
    h("button", { type: "button", id: "replay-prev", onclick: () => go(n - 1) }, "◀ ", t("replay.prev")),
    counter,
    h("button", { type: "button", id: "replay-next", onclick: () => go(n + 1) }, t("replay.next"), " ▶"),
    h("button", { type: "button", onclick: () => go(total) }, t("replay.last"), " ⏭"));
  clear(main).append(
    h("h1", {}, t("replay.title", { game: info.title })), buttons, moveText, box,
    h("section", { class: "log" }, h("h2", { class: "small", text: t("table.log") }), logList),
    h("p", {}, h("a", { class: "button", href: `/api/tables/${tableId}/record` }, t("table.record")), " ",
      h("a", { class: "button", href: "/" }, t("table.back_to_lobby"))));
  const screen = mod.mount(box, { send: async () => ({ type: "refused" }), names: () => names });
  document.addEventListener("keydown", (e) => {
    if (e.target.closest("input, textarea")) return;
    if (e.key === "ArrowRight") go(n + 1);
    if (e.key === "ArrowLeft") go(n - 1);
  });
  window.__rerender = () => go(n);
  await go(0);
}
