// A board of tiles (Trencadís' mosaic; any game's grid): tiles in a wrapping grid, each with the
// tokens on it drawn as coloured pips, one colour per seat.
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { tile } from "./tiles.js";

export function tokenPips(counts, names) {
  const pips = [];
  counts.forEach((n, seat) => {
    for (let k = 0; k < n; k++) pips.push(h("span", { class: `pip seat-${seat}`, title: names[seat] }));
  });
  return h("span", { class: "pips", "aria-hidden": "true" }, pips);
}

export function board(cells, { label, names = [], isPickable = () => false, onpick, highlight = () => false } = {}) {
  return h("div", { class: "board", role: "group", "aria-label": label }, cells.map((c, i) => {
    if (!c) return h("div", { class: "tile empty" }, h("span", { class: "sr-only" }, t("tile.empty")));
    const tokens = c.tokens || [];
    const spokenTokens = tokens.map((n, s) => (n ? `${names[s] ?? s + 1}: ${n}` : null)).filter(Boolean).join(", ");
    const label = t("tile.card", { n: i + 1, letter: c.letter, points: c.points })
      + (spokenTokens ? ` — ${t("tile.tokens")}: ${spokenTokens}` : "");
    return tile({
      letter: c.letter, points: c.points, label,
      cls: `${c.special ? "special" : ""} ${highlight(c, i) ? "hl" : ""}`,
      onclick: isPickable(c, i) ? () => onpick(c, i) : undefined,
      extra: [h("span", { class: "spot", "aria-hidden": "true" }, String(i + 1)), tokenPips(tokens, names)],
    });
  }));
}
