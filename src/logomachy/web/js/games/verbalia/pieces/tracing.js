// A word traced over a grid, the same on la plaça (letters) and on the wood (syllables): click a
// cell, then one joined to the last (clicking the last undoes it), or move with the arrow keys
// and Backspace; Ctrl+Enter or the button announces it; or type the word for the referee to
// find a way. A screen that extends `TracingScreen` says where it draws (`place`: the grid's
// class and the ids' prefix), what a move calls its cells (`field`), the grid's size
// (`columns()`, `count()`), what a cell shows (`shown(i)`), whether it is covered and whether
// two cells join; and its texts (`texts`: the keys of the traced line, its help, the label and,
// if not "Announce", the button's).
import { h } from "../../../dom.js";
import { t } from "../../../i18n.js";
import { VerbaliaScreen } from "./screen.js";

export class TracingScreen extends VerbaliaScreen {
  constructor(root, ctx) {
    super(root, ctx);
    this.trace = []; // cells of the word being traced
    this.traceKey = null; // the turn the trace belongs to
    this.focus = 0; // the cell with keyboard focus
    this.word = h("input", { id: `${this.place}-word`, class: "word-input", autocomplete: "off",
      autocapitalize: "characters", spellcheck: "false", maxlength: 40 });
  }

  update(msg) {
    this.msg = msg;
    this.view = msg.view;
    const key = this.view.timer ? this.view.timer.key : null;
    if (key !== this.traceKey) { this.trace = []; this.traceKey = key; this.changed(); }
    const typing = document.activeElement === this.word;
    const onGrid = document.activeElement && document.activeElement.classList.contains("cell");
    this.render();
    if (typing) this.word.focus();
    else if (onGrid) this.cellButton(this.focus)?.focus();
  }

  changed() {} // a new turn or phase: subclasses reset their choices

  isCovered(i) { return Boolean(this.view.covered && this.view.covered[i]); }

  canPick(i) {
    if (!this.myTurn() || !this.shown(i) || this.isCovered(i) || this.trace.includes(i)) return false;
    const last = this.trace[this.trace.length - 1];
    return last === undefined || this.joins(last, i);
  }

  // Whether cell i is open to a click: it may come next, or it is the last (to undo it).
  isOpen(i) { return this.myTurn() && (this.canPick(i) || this.trace[this.trace.length - 1] === i); }

  pick(i) {
    if (this.trace[this.trace.length - 1] === i) this.trace.pop();
    else if (this.canPick(i)) this.trace.push(i);
    else return;
    this.focus = i;
    this.render();
    this.cellButton(i)?.focus();
  }

  traced() { return this.trace.map((i) => this.shown(i)).join(""); }

  async announce() {
    const typed = this.word.value.trim();
    const move = this.trace.length
      ? { verb: "announce", word: this.traced(), [this.field]: this.trace }
      : { verb: "announce", word: typed, [this.field]: [] };
    if (!move.word) return;
    const reply = await this.send(move);
    if (reply && reply.type === "ack") { this.trace = []; this.word.value = ""; }
  }

  cellButton(i) { return this.root.querySelector(`.${this.place} .cell[data-${this.dataKey}="${i}"]`); }

  key(e, i) {
    const cols = this.columns();
    const moves = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -cols, ArrowDown: cols };
    if (e.key in moves) {
      e.preventDefault();
      const next = i + moves[e.key];
      const sameRow = Math.floor(next / cols) === Math.floor(i / cols);
      if (next < 0 || next >= this.count() || (Math.abs(moves[e.key]) === 1 && !sameRow)) return;
      this.focus = next;
      this.render();
      this.cellButton(next)?.focus();
    } else if (e.key === "Backspace") {
      e.preventDefault();
      this.trace.pop();
      this.render();
      this.cellButton(i)?.focus();
    } else if (e.key === "Enter" && e.ctrlKey) {
      e.preventDefault();
      this.announce();
    }
  }

  // What the panel says while another seat is to act ("": nothing).
  waiting() { return t("verbalia.wait"); }

  // The panel's last button: pass the turn.
  lastButton() {
    return h("button", { type: "button", id: "pass-btn", onclick: () => this.send({ verb: "pass" }) }, t("verbalia.pass"));
  }

  panel() {
    const { box, open } = this.movePanel(this.waiting());
    if (!open) return box;
    const traced = this.traced();
    const submit = (e) => { e.preventDefault(); this.announce(); };
    box.append(h("form", { class: "announce", onsubmit: submit },
      h("p", { class: "traced", id: `${this.place}-traced`, "aria-live": "polite" },
        traced ? t(this.texts.traced, { word: traced, n: this.trace.length }) : t(this.texts.help)),
      this.trace.length ? null : h("label", { for: `${this.place}-word` }, t(this.texts.label)),
      this.trace.length ? null : this.word,
      h("p", { class: "actions" },
        h("button", { type: "submit", class: "primary", id: "announce-btn" }, t(this.texts.announce || "verbalia.announce")),
        h("button", { type: "button", id: "clear-btn", disabled: !this.trace.length,
          onclick: () => { this.trace = []; this.render(); } }, t("verbalia.clear")),
        this.lastButton())));
    return box;
  }

  // The words of this round, who said them and their points; then the scores.
  words() {
    const v = this.view;
    const mine = v.claims.filter((c) => c.round === v.round);
    return h("section", { class: "card plaza-words" },
      h("h2", { class: "small", text: t("verbalia.words", { n: v.round }) }),
      mine.length ? h("ol", { id: `${this.place}-claims` }, mine.map((c) => h("li", {},
        h("strong", { text: c.word }), ` — ${this.name(c.seat)}, `, t("verbalia.points", { n: c.points }))))
        : h("p", { class: "muted", text: t("verbalia.no_words") }),
      this.scores());
  }

  scores() { return this.scoresTable(`${this.place}-scores`); }
}
