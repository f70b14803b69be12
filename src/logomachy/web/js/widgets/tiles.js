// Letter tiles: a hand or pool is a row of them, a board a grid. Each tile is a button with a
// spoken label ("letter A, 2 points"), usable by click, tap or keyboard.
import { h } from "../dom.js";
import { t } from "../i18n.js";

// The spoken label is the button's content (a visually hidden line, the drawing hidden from
// screen readers), not an aria-label over different visible text: speech input and screen
// readers then agree on one name that holds the letter shown (WCAG 2.5.3, label in name).
export function tile({ letter, points, label, pressed, disabled, onclick, extra = [], cls = "", dataset }) {
  const spoken = label || (points !== undefined ? t("tile.label_points", { letter, points }) : t("tile.label", { letter }));
  return h("button", {
    type: "button", class: `tile ${cls}`, disabled: disabled || !onclick, dataset,
    "aria-pressed": pressed === undefined ? undefined : String(pressed), onclick,
  },
  h("span", { class: "sr-only" }, spoken),
  h("span", { class: "letter", "aria-hidden": "true" }, letter),
  points !== undefined ? h("span", { class: "points", "aria-hidden": "true" }, String(points)) : null,
  [extra].flat().map(hidden));
}

function hidden(node) {
  if (node instanceof Element) node.setAttribute("aria-hidden", "true");
  return node;
}

// A hand or pool: tiles in a row, given as {letter, points} items.
export function tileRow(items, { label, onpick } = {}) {
  return h("div", { class: "tile-row", role: "group", "aria-label": label },
    items.map((it, i) => tile({ ...it, onclick: onpick ? () => onpick(it, i) : undefined })));
}
