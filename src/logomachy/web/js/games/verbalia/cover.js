// Verbàlia covering games on la plaça (Buguigrama: king's moves; CaValcagrama: knight's moves):
// the square of letters with covered cells, a word traced by clicking cells (or with the arrow
// keys and Enter), or typed for the referee to find, the turn, markers left, words and scores.
// The turn's thirty seconds are the table's timer (shown beside the game by table.js).
import { fill, h } from "../../dom.js";
import { t } from "../../i18n.js";
import { cellName, joined } from "./pieces/plaza.js";
import { TracingScreen } from "./pieces/tracing.js";

export function mount(root, ctx) {
  return new PlazaScreen(root, ctx);
}

export class PlazaScreen extends TracingScreen {
  get place() { return "plaza"; }

  get field() { return "cells"; }

  get dataKey() { return "cell"; }

  get texts() { return { traced: "verbalia.traced", help: "verbalia.trace_help", label: "verbalia.type_label" }; }

  columns() { return this.view.size; }

  count() { return this.view.size * this.view.size; }

  joins(a, b) { return joined(a, b, this.view.size, this.view.moves); }

  shown(i) { return this.view.letters[i]; }

  // -- drawing -------------------------------------------------------------------------------
  render() {
    const v = this.view;
    if (!v) return;
    fill(this.root, 
      h("div", { class: "round-head" },
        h("span", { class: "round", id: "plaza-round" }, t("verbalia.round", { n: v.round, of: v.rounds })),
        v.markers === undefined ? null // Vermigrama uses no markers
          : h("span", { class: "tag", id: "plaza-markers" }, t("verbalia.markers", { n: v.markers })),
        h("span", { class: "muted" }, t(`verbalia.joined.${v.moves}`))),
      h("p", { class: "stage", id: "stage" }, this.stageText()),
      this.grid(),
      this.panel(),
      this.words(),
    );
  }

  stageText() {
    const v = this.view;
    if (v.result) return t("verbalia.over");
    if (this.myTurn()) return t("verbalia.your_turn", { n: v.min_letters });
    return t("verbalia.their_turn", { name: this.name(v.turn) });
  }

  grid() {
    const v = this.view;
    const order = new Map(this.trace.map((c, i) => [c, i + 1]));
    const cells = v.letters.map((letter, i) => {
      const covered = Boolean(v.covered && v.covered[i]); // Vermigrama covers nothing
      const step = order.get(i);
      const open = this.isOpen(i);
      const label = covered ? t("verbalia.cell_covered", { name: cellName(i, v.size) })
        : t("verbalia.cell", { name: cellName(i, v.size), letter }) + (step ? ` — ${t("verbalia.step", { n: step })}` : "");
      return h("button", {
        type: "button", class: `cell${covered ? " covered" : ""}${step ? " traced" : ""}${open ? " open" : ""}`,
        "aria-label": label, "aria-pressed": step ? "true" : "false", "aria-disabled": covered ? "true" : null,
        tabindex: i === this.focus ? "0" : "-1", dataset: { cell: String(i) },
        onclick: () => this.pick(i), onkeydown: (e) => this.key(e, i),
      },
      h("span", { class: "letter", "aria-hidden": "true" }, covered ? "" : letter),
      step ? h("span", { class: "step", "aria-hidden": "true" }, String(step)) : null);
    });
    return h("div", { class: "plaza", role: "group", "aria-label": t("verbalia.square"),
      style: `grid-template-columns: repeat(${v.size}, minmax(32px, 52px))` }, cells);
  }
}
