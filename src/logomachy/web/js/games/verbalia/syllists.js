// Verbàlia's syllable-board list games (Ruscosíl·laB, Vermisíl·laB: the family's
// screen). The list screen (verbalia/lists.js: your list, the others' counts, the read-out,
// the scores) with the board drawn from the view:
// the rusc (a beehive of 7, 19 or 37 cells, rows offset by half a cell) or the wood (strips of
// trees). Clicking touching cells traces a word; typing it works as well.
import { h } from "../../dom.js";
import { t } from "../../i18n.js";
import { ListsScreen } from "./lists.js";

export function mount(root, ctx) {
  return new SyllableListsScreen(root, ctx);
}

export class SyllableListsScreen extends ListsScreen {
  constructor(root, ctx) {
    super(root, ctx);
    this.trace = [];
    this.traceRound = null;
  }

  update(msg) {
    if (msg.view && msg.view.round !== this.traceRound) { this.trace = []; this.traceRound = msg.view.round; }
    super.update(msg);
  }

  pick(i) {
    const at = this.trace.indexOf(i);
    if (at >= 0) this.trace = this.trace.slice(0, at);
    else this.trace.push(i);
    this.word.value = this.trace.map((c) => this.view.syllables[c]).join("");
    this.render();
  }

  async write() {
    await super.write();
    if (!this.word.value) { this.trace = []; this.render(); }
  }

  stageText() {
    const v = this.view;
    if (v.result) return t("lists.over");
    if (!v.you) return t("lists.writing");
    if (v.you.done) return t("lists.done_wait");
    const table = Object.entries(v.points_table).map(([n, p]) => t("syllists.points", { n, p })).join(", ");
    return t(`syllists.rule.${v.board}`, { table });
  }

  cell(i) {
    const syllable = this.view.syllables[i];
    const step = this.trace.indexOf(i) + 1;
    return h("button", {
      type: "button", class: `cell tile${step ? " traced" : ""}`, dataset: { cell: String(i) },
      "aria-label": step ? `${syllable} — ${t("syllists.step", { n: step })}` : syllable,
      "aria-pressed": step ? "true" : "false",
      onclick: () => this.pick(i),
    },
    h("span", { class: "letter", "aria-hidden": "true" }, syllable),
    step ? h("span", { class: "step", "aria-hidden": "true" }, String(step)) : null);
  }

  prompt() {
    const v = this.view;
    const box = h("section", { class: "card", id: "lists-prompt", "aria-label": t(`syllists.board.${v.board}`) });
    if (v.board === "rusc") {
      let next = 0;
      box.append(h("div", { class: "rusc", id: "syllists-rusc", role: "group", "aria-label": t("syllists.board.rusc") },
        v.rows.map((n) => {
          const row = [];
          for (let k = 0; k < n; k++) row.push(this.cell(next++));
          return h("div", { class: "tile-row", style: "justify-content: center" }, row);
        })));
    } else {
      const w = v.wood;
      const perStrip = w.rows_per_strip * w.columns;
      const strips = [];
      for (let s = 0; s < w.strips; s++) {
        const cells = [];
        for (let i = s * perStrip; i < (s + 1) * perStrip; i++) cells.push(this.cell(i));
        strips.push(h("div", { class: "strip", dataset: { strip: String(s) },
          style: "background: #eef6ea; padding: 4px 8px; border-radius: 6px; margin: 4px 0" },
        h("div", { class: "plaza", style: `grid-template-columns: repeat(${w.columns}, minmax(30px, 48px)); margin: 4px 0` }, cells)));
      }
      box.append(h("div", { class: "wood", id: "syllists-wood", role: "group", "aria-label": t("syllists.board.wood") }, strips));
    }
    if (this.trace.length) {
      box.append(h("p", { class: "actions" },
        h("span", { id: "syllists-traced", "aria-live": "polite", text: t("syllists.traced", { n: this.trace.length }) }),
        " ",
        h("button", { type: "button", id: "clear-btn", onclick: () => { this.trace = []; this.word.value = ""; this.render(); } },
          t("syllists.clear"))));
    }
    return box;
  }
}
