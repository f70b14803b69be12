// Letter tiles: a hand or pool is a row of them, a board a grid. Each tile is a button with a
// spoken label ("letter A, 2 points"), usable by click, tap or keyboard.
import { h } from "../dom.js";
import { t } from "../i18n.js";

export function tile({ letter, points, label, pressed, disabled, onclick, extra = [], cls = "" }) {
  const spoken = label || (points !== undefined ? t("tile.label_points", { letter, points }) : t("tile.label", { letter }));
  return h("button", {
    type: "button", class: `tile ${cls}`, "aria-label": spoken, disabled: disabled || !onclick,
    "aria-pressed": pressed === undefined ? undefined : String(pressed), onclick,
  },
  h("span", { class: "letter", "aria-hidden": "true" }, letter),
  points !== undefined ? h("span", { class: "points", "aria-hidden": "true" }, String(points)) : null,
  extra);
}

// A hand or pool: tiles in a row, given as {letter, points} items.
export function tileRow(items, { label, onpick } = {}) {
  return h("div", { class: "tile-row", role: "group", "aria-label": label },
    items.map((it, i) => tile({ ...it, onclick: onpick ? () => onpick(it, i) : undefined })));
}
