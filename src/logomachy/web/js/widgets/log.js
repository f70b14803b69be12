// The game log: lines as the server sent them (each numbered, each shown once), described in
// the interface language where a template exists ("event.<game>.<kind>"), else as sent. A
// template may use the event's data, `{seat_name}`/`{defendant_name}`/`{seats_names}`/
// `{winners_names}` for seats, and `{X_label}` for a coded value X shown through
// "event.<game>.value.<code>" (src/logomachy/i18n/render.py `derived` is the same).
import { clear, h } from "../dom.js";
import { t, has, showParam } from "../i18n.js";

export function describe(game, event, names) {
  const key = `event.${game}.${event.kind}`;
  // Without a template, the server's English line, with seat numbers turned into names.
  if (!has(key)) return event.text.replace(/\bSeat (\d+)\b/gi, (m, n) => names[Number(n) - 1] ?? m);
  // Each value as render.py's `show` says it: lists joined the language's way, yes/no words.
  const vars = Object.fromEntries(Object.entries(event.data || {}).map(([k, v]) => [k, showParam(k, v)]));
  const label = (v) => (has(`event.${game}.value.${v}`) ? t(`event.${game}.value.${v}`) : String(v));
  for (const [k, v] of Object.entries(event.data || {})) {
    if ((k === "seat" || k === "defendant") && Number.isInteger(v)) vars[`${k}_name`] = names[v] ?? `#${v + 1}`;
    // Lists of seats ({seats_names}, {winners_names}) joined the language's way: "Ada, Bea i Nil".
    if ((k === "seats" || k === "winners") && Array.isArray(v)) {
      vars[`${k}_names`] = showParam(k, v.filter(Number.isInteger).map((s) => names[s] ?? `#${s + 1}`));
    }
    // A game's coded values ("noun") are shown in the interface language: {category_label}.
    if (typeof v === "string") vars[`${k}_label`] = label(v);
    if (Array.isArray(v) && v.every((x) => typeof x === "string")) vars[`${k}_label`] = v.map(label).join(", ");
  }
  return t(key, vars);
}

export function logWidget(game) {
  // It scrolls on its own: focusable, so the keyboard can scroll it too.
  const list = h("ol", { class: "log-list", tabindex: 0, "aria-labelledby": "log-h" });
  const el = h("section", { class: "log", "aria-labelledby": "log-h" },
    h("h2", { id: "log-h", class: "small", text: t("table.log"), dataset: { i18n: "table.log" } }), list);
  let events = [];
  let names = [];
  function draw() {
    clear(list);
    for (const e of events.slice(-200)) {
      list.append(h("li", { class: `log-${e.kind}`, dataset: { i: e.i } }, describe(game, e, names)));
    }
    requestAnimationFrame(() => { list.scrollTop = list.scrollHeight; });
  }
  return {
    el,
    reset() { events = []; },
    add(newEvents, seatNames) {
      names = seatNames;
      const known = new Set(events.map((e) => e.i));
      for (const e of newEvents) if (!known.has(e.i)) events.push(e);
      events.sort((a, b) => a.i - b.i);
      draw();
    },
    redraw: draw,
  };
}
