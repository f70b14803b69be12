// Verbàlia's memory games (Vailetosíl·laB, Memosíl·laB, Bimemosíl·laB, Mésquememosíl·laB,
// ReBimemosíl·laB; the family's screen): one or two squares of face-down
// syllables. On your turn click a face-down tile to turn it over (one from each square in the
// two-square games); with the syllables up, type the word they form and keep them, or turn
// them face down (in Mésquememosíl·laB choosing which colour stays face up); in
// ReBimemosíl·laB you may risk a repicó. Face-down tiles show only their back: a blank, or the
// syllable of the colour face up. Arrow keys move between tiles, Enter turns one over.
import { fill, h } from "../../dom.js";
import { t } from "../../i18n.js";
import { cellName } from "./pieces/plaza.js";
import { VerbaliaScreen } from "./pieces/screen.js";

export function mount(root, ctx) {
  return new MemoryScreen(root, ctx);
}

// Milliseconds a tile turned face up stays in sight (bots/pace.py SHOW_SECONDS): a player who
// turns the tiles back sooner hides them from the table's state, not from the other screens.
const SHOW_MS = 3000;

export class MemoryScreen extends VerbaliaScreen {
  constructor(root, ctx) {
    super(root, ctx);
    this.focus = [0, 0]; // [square, cell] with keyboard focus
    this.ups = {}; // "square:cell" -> colour to leave face up (Mésquememosíl·laB)
    this.upSince = 0; // when this play's last syllable came face up (this screen's clock)
    this.shown = null; // tiles turned back that stay in sight: { tiles: [{square, cell, syllable}], until }
    this.word = h("input", { id: "memo-word", class: "word-input", autocomplete: "off", autocapitalize: "characters",
      spellcheck: "false", maxlength: 40 });
  }

  update(msg) {
    this.msg = msg;
    const before = this.view ? this.view.turned.length : 0;
    const prev = this.view;
    this.view = msg.view;
    this.keepInSight(prev);
    if (this.view.turned.length < before || this.view.turned.length === 0) { this.ups = {}; this.word.value = ""; }
    const typing = document.activeElement === this.word;
    const onGrid = document.activeElement && document.activeElement.classList.contains("memo-cell");
    this.render();
    if (typing || (this.myTurn() && this.saying())) this.word.focus();
    else if (onGrid) this.cellButton(...this.focus)?.focus();
  }

  // Reading chosen: at a real table everyone sees the tiles before they go back, so a pair
  // turned back within SHOW_MS of coming up stays drawn face up (dimmed) until SHOW_MS have
  // passed; bots already wait that long before turning tiles back (bots/pace.py).
  keepInSight(prev) {
    const v = this.view;
    if (v.turned.length && v.turned.length >= v.needed && (!prev || prev.turned.length < v.turned.length)) {
      this.upSince = Date.now();
    }
    if (!prev || !prev.turned.length || v.turned.length || v.result) return;
    const back = prev.turned.filter((x) => v.squares[x.square].cells[x.cell]?.down);
    const until = this.upSince + SHOW_MS;
    if (!back.length || until <= Date.now()) return;
    this.shown = { tiles: back, until };
    clearTimeout(this.shownTimer);
    this.shownTimer = setTimeout(() => { this.shown = null; this.render(); }, until - Date.now());
  }

  shownSyllable(square, cell) {
    if (!this.shown || this.shown.until <= Date.now()) return null;
    const x = this.shown.tiles.find((y) => y.square === square && y.cell === cell);
    return x ? x.syllable : null;
  }

  saying() { return this.view.turned.length >= this.view.needed; }

  // Whether this face-down tile may be turned over now (the referee's rules, for the screen).
  canTurn(square, cell) {
    const v = this.view;
    const c = v.squares[square].cells[cell];
    if (!this.myTurn() || this.saying() || !c || !c.down) return false;
    if (v.one_each && !v.repico && v.turned.length === 1 && v.turned[0].square === square) return false;
    return true;
  }

  turnOver(square, cell) {
    if (!this.canTurn(square, cell)) return;
    this.focus = [square, cell];
    this.send({ verb: "turn", square, cell });
  }

  async form(verb) {
    const word = this.word.value.trim();
    if (!word) { this.word.focus(); return; }
    const reply = await this.send({ verb, word });
    if (reply && reply.type === "ack") this.word.value = "";
  }

  turnDown() {
    const v = this.view;
    const up = v.choose_up
      ? v.turned.filter((x) => v.squares[x.square].kind === "two")
        .map((x) => this.ups[`${x.square}:${x.cell}`] || v.squares[x.square].cells[x.cell].back_colour)
      : [];
    this.send({ verb: "turn-down", up });
  }

  cellButton(square, cell) { return this.root.querySelector(`.memo-square[data-square="${square}"] .memo-cell[data-cell="${cell}"]`); }

  key(e, square, cell) {
    const size = this.view.squares[square].size;
    const moves = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -size, ArrowDown: size };
    if (e.key in moves) {
      e.preventDefault();
      const next = cell + moves[e.key];
      const sameRow = Math.floor(next / size) === Math.floor(cell / size);
      if (next < 0 || next >= size * size || (Math.abs(moves[e.key]) === 1 && !sameRow)) return;
      this.focus = [square, next];
      this.render();
      this.cellButton(square, next)?.focus();
    }
  }

  // -- drawing -------------------------------------------------------------------------------
  render() {
    const v = this.view;
    if (!v) return;
    fill(this.root, 
      h("div", { class: "round-head" },
        v.colour ? h("span", { class: "tag", id: "memo-colour" }, t("memo.colour", { colour: t(`memo.colour.${v.colour}`) })) : null,
        v.repicos && v.plays > 1 ? h("span", { class: "tag", id: "memo-plays" }, t("memo.plays", { n: v.plays })) : null,
        h("span", { class: "muted" }, t(v.one_each ? "memo.one_each" : "memo.two_of_one"))),
      h("p", { class: "stage", id: "stage" }, this.stageText()),
      h("div", { class: "memo-squares" }, v.squares.map((sq, i) => this.square(sq, i))),
      this.panel(),
      this.words());
  }

  stageText() {
    const v = this.view;
    if (v.result) return t(`memo.over.${v.why}`);
    if (!this.myTurn()) return t("memo.their_turn", { name: this.name(v.turn) });
    if (this.saying()) return t(v.repico ? "memo.say_three" : "memo.say");
    if (v.repico) return t("memo.turn_third");
    if (v.one_each && v.turned.length === 1) return t("memo.turn_other");
    return t("memo.turn", { n: v.needed - v.turned.length });
  }

  square(sq, index) {
    const v = this.view;
    const cells = sq.cells.map((cell, i) => {
      let c = cell;
      const name = cellName(i, sq.size);
      if (!c) return h("span", { class: "cell memo-cell empty", "aria-hidden": "true", dataset: { cell: String(i) } });
      const open = this.canTurn(index, i);
      const shown = c.down ? this.shownSyllable(index, i) : null;
      if (shown) c = { ...c, down: false, syllable: shown, shown: true };
      const label = c.down
        ? (c.back ? t("memo.cell_back", { name, back: c.back }) : t("memo.cell_down", { name }))
        : t("memo.cell_up", { name, syllable: c.syllable });
      const [fs, fc] = this.focus;
      return h("button", {
        type: "button",
        class: `cell memo-cell${c.down ? " down" : " up"}${c.shown ? " shown" : ""}${open ? " open" : ""}${c.back_colour ? ` back-${c.back_colour}` : ""}`,
        "aria-label": label, "aria-disabled": open ? null : "true",
        tabindex: fs === index && fc === i ? "0" : "-1", dataset: { cell: String(i) },
        onclick: () => this.turnOver(index, i), onkeydown: (e) => this.key(e, index, i),
      },
      c.down ? h("span", { class: "back", "aria-hidden": "true" }, c.back ? c.back.toLowerCase() : "")
        : h("span", { class: "syllable", "aria-hidden": "true" }, c.syllable),
      !c.down && c.back ? h("span", { class: "under", "aria-hidden": "true" }, c.back.toLowerCase()) : null);
    });
    return h("div", { class: "memo-square-box" },
      v.squares.length > 1 ? h("h2", { class: "small", text: t(`memo.square.${sq.kind}`, { n: sq.left }) }) : null,
      h("div", { class: "plaza memo-square", role: "group", dataset: { square: String(index) },
        "aria-label": t(`memo.square.${sq.kind}`, { n: sq.left }),
        style: `grid-template-columns: repeat(${sq.size}, minmax(32px, 52px))` }, cells));
  }

  panel() {
    const { box, open } = this.movePanel();
    if (!open) return box;
    const v = this.view;
    if (!this.saying()) {
      if (!v.turned.length) {
        box.append(h("p", { class: "actions" },
          h("button", { type: "button", id: "memo-stop", onclick: () => this.send({ verb: "stop" }) }, t("memo.stop"))));
      }
      return box;
    }
    const submit = (e) => { e.preventDefault(); this.form("form"); };
    const doubles = v.choose_up ? v.turned.filter((x) => v.squares[x.square].kind === "two") : [];
    box.append(h("form", { class: "announce", onsubmit: submit },
      h("p", { class: "traced", id: "memo-turned", "aria-live": "polite" },
        t("memo.turned", { syllables: v.turned.map((x) => x.syllable).join(" + ") })),
      h("label", { for: "memo-word" }, t("memo.type_label")),
      this.word,
      doubles.map((x) => {
        const cell = v.squares[x.square].cells[x.cell];
        const key = `${x.square}:${x.cell}`;
        const chosen = this.ups[key] || cell.back_colour;
        const other = v.colours.find((c) => c !== cell.back_colour);
        return h("fieldset", { class: "memo-up" },
          h("legend", { text: t("memo.leave_up", { syllable: x.syllable, back: cell.back }) }),
          [[cell.back_colour, cell.back], [other, x.syllable]].map(([colour, shown]) => h("label", {},
            h("input", { type: "radio", name: `up-${key}`, value: colour, checked: chosen === colour,
              dataset: { colour }, onchange: () => { this.ups[key] = colour; } }),
            ` ${t("memo.up_option", { syllable: shown, colour: t(`memo.colour.${colour}`) })}`)));
      }),
      h("p", { class: "actions" },
        h("button", { type: "submit", class: "primary", id: "memo-form" }, t("memo.form")),
        v.repicos && !v.repico ? h("button", { type: "button", id: "memo-repico", onclick: () => this.form("repico") }, t("memo.repico")) : null,
        h("button", { type: "button", id: "memo-down", onclick: () => this.turnDown() }, t("memo.turn_down")))));
    return box;
  }

  words() {
    const v = this.view;
    return h("section", { class: "card plaza-words" },
      h("h2", { class: "small", text: t("memo.kept") }),
      v.kept.length ? h("ol", { id: "memo-kept" }, v.kept.map((k) => h("li", {},
        h("strong", { text: k.word }), ` (${k.syllables.join("-")}) — ${this.name(k.seat)}`)))
        : h("p", { class: "muted", text: t("verbalia.no_words") }),
      this.scoresTable("memo-scores", t("memo.scores")));
  }
}
