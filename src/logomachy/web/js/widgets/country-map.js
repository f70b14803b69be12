// The board of Verbàlia as a surface to play on: every region a box of its colour, holding
// its letters as buttons, laid out in bands from the mountains down to the sea as the map
// picture reads (each band the regions that begin on one row, each region as wide as its
// cells, the bands narrowing to the coast). Boxes grow with what they hold, so names and
// letters keep a readable size on a phone however many letters a region gathers.
//
// A screen says what each region holds and what a tap does: tap a letter (to trace a word, to
// pick it up), tap a region (to put down what was picked, to route a word), or drag a letter
// (a region's, or one of the screen's own: easel, bag, syllables) onto a region. Everything
// is a button, so the keyboard plays the same moves.
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { tile } from "./tiles.js";

// By category, lighter for low multipliers; dark text keeps 4.5:1 on every one of them.
export const COLOURS = {
  noun: ["#b7dfa5", "#8ccc73", "#6cb653", "#4f9a3c"],
  adjective: ["#f6d9a0", "#f0bd62", "#e39b2d", "#c98420"],
  verb: ["#c9ddf5", "#9dc1ec", "#7aa8e3", "#5a8fd6"],
};
export const SEA = "#d6ecf5";

// Each region's cells in the map picture (one character a cell): rows, columns, count.
export function extents(country) {
  const keys = Object.fromEntries(country.regions.map((r) => [r.key, r.id]));
  const ext = {};
  country.map.forEach((line, y) => [...line].forEach((ch, x) => {
    const id = keys[ch];
    if (!id) return;
    const e = ext[id] || (ext[id] = { top: y, bottom: y, left: x, right: x, cells: 0 });
    e.top = Math.min(e.top, y); e.bottom = Math.max(e.bottom, y);
    e.left = Math.min(e.left, x); e.right = Math.max(e.right, x);
    e.cells += 1;
  }));
  return ext;
}

// Regions whose rows overlap share a band; bands top to bottom, regions left to right.
export function bands(country) {
  const ext = extents(country);
  const ids = country.regions.map((r) => r.id).sort((a, b) => ext[a].top - ext[b].top || ext[a].left - ext[b].left);
  const out = [];
  for (const id of ids) {
    const band = out[out.length - 1];
    if (band && ext[id].top <= band.bottom) {
      band.ids.push(id);
      band.bottom = Math.max(band.bottom, ext[id].bottom);
    } else {
      out.push({ ids: [id], bottom: ext[id].bottom });
    }
  }
  const width = country.map[0].length;
  return out.map((b) => {
    b.ids.sort((a, c) => ext[a].left - ext[c].left);
    const left = Math.min(...b.ids.map((id) => ext[id].left));
    const right = Math.max(...b.ids.map((id) => ext[id].right));
    const rows = (id) => ext[id].bottom - ext[id].top + 1;
    // Each region's share: its mean width in cells; the sea on either side keeps its share.
    const widths = b.ids.map((id) => ext[id].cells / rows(id));
    const scale = (right - left + 1) / widths.reduce((s, w) => s + w, 0);
    return { ids: b.ids, columns: [left, ...widths.map((w) => w * scale), width - right - 1] };
  });
}

/**
 * The playable map. `opts`:
 * - `label`: the map's name for screen readers;
 * - `pieces(id)`: the region's letters, each {letter, label, cls, pressed, onclick, drop} (a
 *   `drop(regionId)` makes the letter draggable onto a region);
 * - `region(id)`: {cls, pressed, hint, onclick, extra} — `onclick` makes the name a button
 *   (`hint`: what the tap does, spoken after the name), `extra`: more nodes in the box.
 */
export function countryMap(country, { label, pieces = () => [], region = () => ({}) } = {}) {
  const byId = Object.fromEntries(country.regions.map((r) => [r.id, r]));
  return h("div", { class: "country-map", role: "group", "aria-label": label || t("regions.map") },
    bands(country).map((band) => h("div", { class: "cm-band",
      style: `grid-template-columns: ${band.columns.map((w) => `minmax(0, ${Math.max(w, 0).toFixed(2)}fr)`).join(" ")}` },
    h("span", { class: "cm-sea", "aria-hidden": "true" }),
    band.ids.map((id) => regionBox(byId[id], id === country.maritime, pieces(id), region(id))),
    h("span", { class: "cm-sea", "aria-hidden": "true" }))));
}

function regionBox(r, maritime, pieces, opts) {
  const category = t(`regions.category.${r.category}`);
  const name = [h("strong", { text: r.name }), " ", h("span", { class: "cm-mult", text: `×${r.multiplier}` })];
  const head = opts.onclick
    ? h("button", { type: "button", class: "cm-name", "aria-pressed": opts.pressed === undefined ? null : String(Boolean(opts.pressed)),
      dataset: { region: r.id }, onclick: opts.onclick }, name, opts.hint ? h("span", { class: "sr-only" }, ` — ${opts.hint}`) : null)
    : h("span", { class: "cm-name" }, name);
  const box = h("div", {
    class: `region-card cm-region cat-${r.category} m${r.multiplier}${maritime ? " maritime" : ""} ${opts.cls || ""}`,
    role: "group", "aria-label": `${r.name}: ${category} ×${r.multiplier}${maritime ? `, ${t("regions.sea")}` : ""}`,
    dataset: { region: r.id, drop: r.id },
    style: `background: ${COLOURS[r.category][r.multiplier - 1] || COLOURS[r.category][0]}`,
  },
  head,
  h("span", { class: "cm-cat", "aria-hidden": "true" }, category, maritime ? ` · ${t("regions.sea")}` : ""),
  pieces.length ? h("p", { class: "region-tiles" }, pieces.map((p, i) => {
    const el = tile({ letter: p.letter, label: p.label, pressed: p.pressed, onclick: p.onclick,
      cls: `small ${p.cls || ""}`, dataset: { region: r.id, index: String(i) } });
    if (p.drop) draggable(el, p.drop);
    return el;
  })) : null,
  opts.extra || null);
  return box;
}

// -- dragging ---------------------------------------------------------------------------------
// A press that moves more than a few pixels drags a copy of the element; released over a
// region of a map it calls `drop(regionId)`, and the click that would follow is swallowed. A
// press that does not move stays a tap (a click), so every drag has a tap-and-tap twin.
const SLOP = 8;

export function draggable(el, drop) {
  el.classList.add("draggable");
  el.addEventListener("pointerdown", (down) => {
    if (down.button !== 0 || el.disabled) return;
    let ghost = null;
    let over = null;
    const target = (e) => {
      const found = document.elementFromPoint(e.clientX, e.clientY);
      return found ? found.closest(".country-map [data-drop]") : null;
    };
    const move = (e) => {
      if (!ghost && Math.hypot(e.clientX - down.clientX, e.clientY - down.clientY) < SLOP) return;
      if (!ghost) {
        ghost = h("span", { class: "drag-ghost", "aria-hidden": "true" }, el.querySelector(".letter")?.textContent || "");
        document.body.append(ghost);
        el.classList.add("dragging");
      }
      ghost.style.left = `${e.clientX}px`;
      ghost.style.top = `${e.clientY}px`;
      const now = target(e);
      if (now !== over) { over?.classList.remove("drop-over"); now?.classList.add("drop-over"); over = now; }
      e.preventDefault();
    };
    const up = (e) => {
      document.removeEventListener("pointermove", move);
      document.removeEventListener("pointerup", up);
      document.removeEventListener("pointercancel", up);
      if (!ghost) return;
      ghost.remove();
      el.classList.remove("dragging");
      over?.classList.remove("drop-over");
      // The click that follows a drag (dispatched in the same task) is not a tap.
      const swallow = (c) => { c.stopImmediatePropagation(); c.preventDefault(); };
      el.addEventListener("click", swallow, { capture: true, once: true });
      setTimeout(() => el.removeEventListener("click", swallow, { capture: true }), 0);
      const where = e.type === "pointerup" ? target(e) : null;
      if (where) drop(where.dataset.drop);
    };
    document.addEventListener("pointermove", move);
    document.addEventListener("pointerup", up);
    document.addEventListener("pointercancel", up);
  });
  return el;
}

// -- the picture ------------------------------------------------------------------------------
// The map drawn to scale (one square a cell), for a game where where a thing lies matters to
// the cell (SuBBugrama's thrown letters): region names large enough to read at a phone's
// width (a cell is ~11 px there); `onregion(id)` makes a tap on a region choose it.
export const CELL = 18; // picture units a cell
const SVG = "http://www.w3.org/2000/svg";

export function countryPicture(country, { label, onregion, selected } = {}) {
  const rows = country.map;
  const keys = Object.fromEntries(country.regions.map((r) => [r.key, r]));
  const svg = document.createElementNS(SVG, "svg");
  const width = rows[0].length * CELL;
  const height = rows.length * CELL;
  svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
  svg.setAttribute("class", "country-map country-picture");
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", label || t("regions.map"));
  const add = (tag, attrs, text) => svgAdd(svg, tag, attrs, text);
  add("rect", { x: 0, y: 0, width, height, fill: SEA });
  rows.forEach((line, y) => [...line].forEach((ch, x) => {
    const r = keys[ch];
    if (!r) return;
    add("rect", { x: x * CELL, y: y * CELL, width: CELL, height: CELL, fill: COLOURS[r.category][r.multiplier - 1],
      "data-region": r.id, class: r.id === selected ? "picked" : "" });
  }));
  // Borders: wherever two cells of different characters meet.
  rows.forEach((line, y) => [...line].forEach((ch, x) => {
    const right = line[x + 1];
    const below = rows[y + 1] ? rows[y + 1][x] : undefined;
    const stroke = { stroke: "#333", "stroke-width": 1.5 };
    if (right !== undefined && right !== ch) add("line", { x1: (x + 1) * CELL, y1: y * CELL, x2: (x + 1) * CELL, y2: (y + 1) * CELL, ...stroke });
    if (below !== undefined && below !== ch) add("line", { x1: x * CELL, y1: (y + 1) * CELL, x2: (x + 1) * CELL, y2: (y + 1) * CELL, ...stroke });
  }));
  const ext = extents(country);
  for (const r of country.regions) {
    const e = ext[r.id];
    const cx = ((e.left + e.right + 1) / 2) * CELL;
    const cy = ((e.top + e.bottom + 1) / 2) * CELL;
    // The name without its article, and the multiplier: it fits the narrowest region.
    add("text", { x: cx, y: cy + 7, "text-anchor": "middle", class: "region-name" },
      `${r.name.replace(/^(la|el|les|els|l')\s*/i, "")} ×${r.multiplier}`);
  }
  if (onregion) {
    svg.addEventListener("click", (e) => {
      const id = e.target.closest("[data-region]")?.dataset.region;
      if (id) onregion(id);
    });
    svg.classList.add("tappable");
  }
  return svg;
}

export function svgAdd(svg, tag, attrs, text) {
  const el = document.createElementNS(SVG, tag);
  for (const [k, val] of Object.entries(attrs)) el.setAttribute(k, String(val));
  if (text !== undefined) el.textContent = text;
  svg.append(el);
  return el;
}
