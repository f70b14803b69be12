// Verbàlia's games on the wood (l'arbreda): five strips of rows of trees, each strip with its
// value (x1, x2, x3), the central strip's marked trees ringed. This module draws the wood and
// plays Buguisíl·laB (trace a word over adjacent syllables by click or keyboard, or type it for
// the referee to find; covered trees hatched); the other wood games extend `WoodScreen`.
import { fill, h } from "../../dom.js";
import { t } from "../../i18n.js";
import { TracingScreen } from "./pieces/tracing.js";

// A tree's name as the referee writes it: column letter, row number ("a1" top left).
export function treeName(i, columns) {
  return `${String.fromCharCode(97 + (i % columns))}${Math.floor(i / columns) + 1}`;
}

// Whether trees a and b touch (orthogonally or diagonally: the referee's `Wood.adjacent`).
export function touching(a, b, columns) {
  const dr = Math.abs(Math.floor(b / columns) - Math.floor(a / columns));
  const dc = Math.abs((b % columns) - (a % columns));
  return a !== b && dr <= 1 && dc <= 1;
}

export function mount(root, ctx) {
  return new WoodScreen(root, ctx);
}

export class WoodScreen extends TracingScreen {
  get place() { return "wood"; }

  get field() { return "trees"; }

  get dataKey() { return "tree"; }

  get texts() { return { traced: "wood.traced", help: "wood.trace_help", label: "wood.type_label" }; }

  columns() { return this.view.wood.columns; }

  count() { return this.view.syllables.length; }

  joins(a, b) { return touching(a, b, this.columns()); }

  // -- what a tree shows and does (Buguisíl·laB: tracing; subclasses override) ---------------
  syllableAt(i) { return this.view.syllables[i] || ""; }

  shown(i) { return this.syllableAt(i); }

  // -- drawing -------------------------------------------------------------------------------
  render() {
    const v = this.view;
    if (!v) return;
    fill(this.root, 
      h("div", { class: "round-head" },
        v.round === undefined ? null
          : h("span", { class: "round", id: "wood-round" }, t("verbalia.round", { n: v.round, of: v.rounds })),
        v.markers === undefined ? null
          : h("span", { class: "tag", id: "wood-markers" }, t("verbalia.markers", { n: v.markers })),
        h("span", { class: "muted" }, t("wood.joined"))),
      h("p", { class: "stage", id: "stage" }, this.stageText()),
      this.wood(),
      this.panel(),
      this.words(),
    );
  }

  stageText() {
    const v = this.view;
    if (v.result) return t("verbalia.over");
    if (this.myTurn()) return t("wood.your_turn", { n: v.min_syllables });
    return t("verbalia.their_turn", { name: this.name(v.turn) });
  }

  treeLabel(i) {
    const name = treeName(i, this.columns());
    if (this.isCovered(i)) return t("wood.tree_covered", { name });
    const syllable = this.syllableAt(i);
    return syllable ? t("wood.tree", { name, syllable }) : t("wood.tree_free", { name });
  }

  treeClass(i) {
    const marked = this.view.wood.marked.includes(i) ? " marked" : "";
    const step = this.trace.includes(i) ? " traced" : "";
    const open = this.isOpen(i) ? " open" : "";
    return `cell${this.isCovered(i) ? " covered" : ""}${step}${open}${marked}${this.syllableAt(i) ? "" : " free"}`;
  }

  wood() {
    const w = this.view.wood;
    const perStrip = w.rows_per_strip * w.columns;
    const order = new Map(this.trace.map((c, i) => [c, i + 1]));
    const strips = [];
    for (let s = 0; s < w.strips; s++) {
      const cells = [];
      for (let i = s * perStrip; i < (s + 1) * perStrip; i++) {
        const step = order.get(i);
        cells.push(h("button", {
          type: "button", class: this.treeClass(i),
          "aria-label": this.treeLabel(i) + (step ? ` — ${t("wood.step", { n: step })}` : ""),
          "aria-pressed": step ? "true" : "false", "aria-disabled": this.isCovered(i) ? "true" : null,
          tabindex: i === this.focus ? "0" : "-1", dataset: { tree: String(i) },
          style: w.marked.includes(i) ? "box-shadow: inset 0 0 0 3px #2e7d32" : null,
          onclick: () => this.pick(i), onkeydown: (e) => this.key(e, i),
        },
        h("span", { class: "letter", "aria-hidden": "true" }, this.isCovered(i) ? "" : this.syllableAt(i)),
        step ? h("span", { class: "step", "aria-hidden": "true" }, String(step)) : null));
      }
      const shade = ["#eef6ea", "#dcecd3", "#c8e1bb"][w.multipliers[s] - 1] || "#eef6ea";
      strips.push(h("div", { class: "strip", dataset: { strip: String(s) },
        style: `background: ${shade}; padding: 4px 8px; border-radius: 6px; margin: 4px 0` },
      h("span", { class: "tag strip-value", "aria-label": t("wood.strip", { n: s + 1, x: w.multipliers[s] }) },
        `×${w.multipliers[s]}`),
      h("div", { class: "plaza", style: `grid-template-columns: repeat(${w.columns}, minmax(30px, 48px)); margin: 4px 0` }, cells)));
    }
    return h("div", { class: "wood", role: "group", "aria-label": t("wood.board") }, strips);
  }
}

// The wood games where a syllable of your hand goes on a tree (ArBredasíl·laB, Baulasíl·laB):
// choose a tile's side from your hand, then click one of the trees the referee offers.
export class PlacingScreen extends WoodScreen {
  constructor(root, ctx) {
    super(root, ctx);
    this.choice = null; // {tile, syllable}
  }

  isCovered() { return false; }

  async pick(i) {
    if (!this.canPick(i)) return;
    this.focus = i;
    const reply = await this.send({ verb: "place", tile: this.choice.tile, syllable: this.choice.syllable, tree: i });
    if (reply && reply.type === "ack") this.choice = null;
  }

  // The hand: each side of each tile a button, the one chosen pressed.
  hand(enabled) {
    return h("p", { class: "actions", id: "wood-hand" }, this.view.you.hand.map((tile) => tile.sides.map((syllable) => {
      const chosen = Boolean(this.choice && this.choice.tile === tile.tile && this.choice.syllable === syllable);
      return h("button", {
        type: "button", class: `tile${chosen ? " primary" : ""}`, dataset: { tile: String(tile.tile), syllable },
        "aria-pressed": chosen ? "true" : "false", disabled: !enabled,
        onclick: () => { this.choice = { tile: tile.tile, syllable }; this.render(); },
      }, syllable);
    })));
  }
}
