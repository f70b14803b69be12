// Verbàlia covering games on la plaça (Buguigrama: king's moves; CaValcagrama: knight's moves):
// the square of letters with covered cells, a word traced by clicking cells (or with the arrow
// keys and Enter), or typed for the referee to find, the turn, markers left, words and scores.
// The turn's thirty seconds are the table's timer (shown beside the game by table.js).
import { fill, h } from "../../dom.js";
import { t } from "../../i18n.js";
import { cellName, joined } from "./pieces/plaza.js";

export function mount(root, ctx) {
  return new PlazaScreen(root, ctx);
}

export class PlazaScreen {
  constructor(root, ctx) {
    this.root = root;
    this.ctx = ctx;
    this.msg = null;
    this.view = null;
    this.trace = []; // cells of the word being traced
    this.traceKey = null; // the turn the trace belongs to
    this.focus = 0; // the cell with keyboard focus
    this.busy = false;
    this.word = h("input", { id: "plaza-word", class: "word-input", autocomplete: "off", autocapitalize: "characters",
      spellcheck: "false", maxlength: 40 });
  }

  update(msg) {
    this.msg = msg;
    this.view = msg.view;
    const key = this.view.timer ? this.view.timer.key : null;
    if (key !== this.traceKey) { this.trace = []; this.traceKey = key; }
    const typing = document.activeElement === this.word;
    const onGrid = document.activeElement && document.activeElement.classList.contains("cell");
    this.render();
    if (typing) this.word.focus();
    else if (onGrid) this.cellButton(this.focus)?.focus();
  }

  name(seat) { return this.ctx.names()[seat] ?? `#${seat + 1}`; }

  myTurn() { return Boolean(this.view.you && this.view.you.to_act); }

  async send(move) {
    if (this.busy) return null;
    this.busy = true;
    try { return await this.ctx.send(move); } finally { this.busy = false; }
  }

  // -- tracing -------------------------------------------------------------------------------
  canAdd(cell) {
    const v = this.view;
    if (!this.myTurn() || (v.covered && v.covered[cell]) || this.trace.includes(cell)) return false;
    const last = this.trace[this.trace.length - 1];
    return last === undefined || joined(last, cell, v.size, v.moves);
  }

  pick(cell) {
    if (this.trace[this.trace.length - 1] === cell) this.trace.pop(); // clicking the last undoes it
    else if (this.canAdd(cell)) this.trace.push(cell);
    else return;
    this.focus = cell;
    this.render();
    this.cellButton(cell)?.focus();
  }

  traced() { return this.trace.map((c) => this.view.letters[c]).join(""); }

  async announce() {
    const typed = this.word.value.trim();
    const move = this.trace.length
      ? { verb: "announce", word: this.traced(), cells: this.trace }
      : { verb: "announce", word: typed, cells: [] };
    if (!move.word) return;
    const reply = await this.send(move);
    if (reply && reply.type === "ack") { this.trace = []; this.word.value = ""; }
  }

  cellButton(cell) { return this.root.querySelector(`.plaza .cell[data-cell="${cell}"]`); }

  key(e, cell) {
    const size = this.view.size;
    const moves = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -size, ArrowDown: size };
    if (e.key in moves) {
      e.preventDefault();
      const next = cell + moves[e.key];
      const sameRow = Math.floor(next / size) === Math.floor(cell / size);
      if (next < 0 || next >= size * size || (Math.abs(moves[e.key]) === 1 && !sameRow)) return;
      this.focus = next;
      this.render();
      this.cellButton(next)?.focus();
    } else if (e.key === "Backspace") {
      e.preventDefault();
      this.trace.pop();
      this.render();
      this.cellButton(cell)?.focus();
    } else if (e.key === "Enter" && e.ctrlKey) {
      e.preventDefault();
      this.announce();
    }
  }

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
      const open = this.myTurn() && (this.canAdd(i) || this.trace[this.trace.length - 1] === i);
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

  panel() {
    const box = h("section", { class: "panel card", "aria-label": t("verbalia.your_move") });
    const v = this.view;
    if (!v.you) { box.append(h("p", { class: "muted", text: t("table.spectating") })); return box; }
    if (v.result) return box;
    if (!this.myTurn()) { box.append(h("p", { class: "muted", text: t("verbalia.wait") })); return box; }
    const traced = this.traced();
    const submit = (e) => { e.preventDefault(); this.announce(); };
    box.append(h("form", { class: "announce", onsubmit: submit },
      h("p", { class: "traced", id: "plaza-traced", "aria-live": "polite" },
        traced ? t("verbalia.traced", { word: traced, n: this.trace.length }) : t("verbalia.trace_help")),
      this.trace.length ? null : h("label", { for: "plaza-word" }, t("verbalia.type_label")),
      this.trace.length ? null : this.word,
      h("p", { class: "actions" },
        h("button", { type: "submit", class: "primary", id: "announce-btn" }, t("verbalia.announce")),
        h("button", { type: "button", id: "clear-btn", disabled: !this.trace.length,
          onclick: () => { this.trace = []; this.render(); } }, t("verbalia.clear")),
        h("button", { type: "button", id: "pass-btn", onclick: () => this.send({ verb: "pass" }) }, t("verbalia.pass")))));
    return box;
  }

  words() {
    const v = this.view;
    const mine = v.claims.filter((c) => c.round === v.round);
    return h("section", { class: "card plaza-words" },
      h("h2", { class: "small", text: t("verbalia.words", { n: v.round }) }),
      mine.length ? h("ol", { id: "plaza-claims" }, mine.map((c) => h("li", {},
        h("strong", { text: c.word }), ` — ${this.name(c.seat)}, `, t("verbalia.points", { n: c.points }))))
        : h("p", { class: "muted", text: t("verbalia.no_words") }),
      h("table", { class: "scores", id: "plaza-scores" },
        h("caption", { text: t("verbalia.scores") }),
        h("tbody", {}, v.scores.map((s, seat) => h("tr", { class: seat === v.turn ? "active" : "" },
          h("th", { scope: "row", text: this.name(seat) }), h("td", { text: String(s) }))))));
  }
}
