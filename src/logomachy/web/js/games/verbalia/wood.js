// Verbàlia's games on the wood (l'arbreda): five strips of rows of trees, each strip with its
// value (x1, x2, x3), the central strip's marked trees ringed. This module draws the wood and
// plays Buguisíl·laB (trace a word over adjacent syllables by click or keyboard, or type it for
// the referee to find; covered trees hatched); the other wood games extend `WoodScreen`.
import { fill, h } from "../../dom.js";
import { t } from "../../i18n.js";

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

export class WoodScreen {
  constructor(root, ctx) {
    this.root = root;
    this.ctx = ctx;
    this.msg = null;
    this.view = null;
    this.trace = [];
    this.traceKey = null;
    this.focus = 0;
    this.busy = false;
    this.word = h("input", { id: "wood-word", class: "word-input", autocomplete: "off", autocapitalize: "characters",
      spellcheck: "false", maxlength: 40 });
  }

  update(msg) {
    this.msg = msg;
    this.view = msg.view;
    const key = this.view.timer ? this.view.timer.key : null;
    if (key !== this.traceKey) { this.trace = []; this.traceKey = key; this.changed(); }
    const typing = document.activeElement === this.word;
    const onWood = document.activeElement && document.activeElement.classList.contains("cell");
    this.render();
    if (typing) this.word.focus();
    else if (onWood) this.treeButton(this.focus)?.focus();
  }

  changed() {} // a new turn or phase: subclasses reset their choices

  name(seat) { return this.ctx.names()[seat] ?? `#${seat + 1}`; }

  myTurn() { return Boolean(this.view.you && this.view.you.to_act); }

  columns() { return this.view.wood.columns; }

  async send(move) {
    if (this.busy) return null;
    this.busy = true;
    try { return await this.ctx.send(move); } finally { this.busy = false; }
  }

  // -- what a tree shows and does (Buguisíl·laB: tracing; subclasses override) ---------------
  syllableAt(i) { return this.view.syllables[i] || ""; }

  isCovered(i) { return Boolean(this.view.covered && this.view.covered[i]); }

  canPick(i) {
    if (!this.myTurn() || !this.syllableAt(i) || this.isCovered(i) || this.trace.includes(i)) return false;
    const last = this.trace[this.trace.length - 1];
    return last === undefined || touching(last, i, this.columns());
  }

  pick(i) {
    if (this.trace[this.trace.length - 1] === i) this.trace.pop(); // clicking the last undoes it
    else if (this.canPick(i)) this.trace.push(i);
    else return;
    this.focus = i;
    this.render();
    this.treeButton(i)?.focus();
  }

  traced() { return this.trace.map((i) => this.syllableAt(i)).join(""); }

  async announce() {
    const typed = this.word.value.trim();
    const move = this.trace.length
      ? { verb: "announce", word: this.traced(), trees: this.trace }
      : { verb: "announce", word: typed, trees: [] };
    if (!move.word) return;
    const reply = await this.send(move);
    if (reply && reply.type === "ack") { this.trace = []; this.word.value = ""; }
  }

  treeButton(i) { return this.root.querySelector(`.wood .cell[data-tree="${i}"]`); }

  key(e, i) {
    const cols = this.columns();
    const total = this.view.syllables.length;
    const moves = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -cols, ArrowDown: cols };
    if (e.key in moves) {
      e.preventDefault();
      const next = i + moves[e.key];
      const sameRow = Math.floor(next / cols) === Math.floor(i / cols);
      if (next < 0 || next >= total || (Math.abs(moves[e.key]) === 1 && !sameRow)) return;
      this.focus = next;
      this.render();
      this.treeButton(next)?.focus();
    } else if (e.key === "Backspace") {
      e.preventDefault();
      this.trace.pop();
      this.render();
      this.treeButton(i)?.focus();
    }
  }

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
    const open = this.myTurn() && (this.canPick(i) || this.trace[this.trace.length - 1] === i) ? " open" : "";
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

  panel() {
    const box = h("section", { class: "panel card", "aria-label": t("verbalia.your_move") });
    const v = this.view;
    if (!v.you) { box.append(h("p", { class: "muted", text: t("table.spectating") })); return box; }
    if (v.result) return box;
    if (!this.myTurn()) { box.append(h("p", { class: "muted", text: t("verbalia.wait") })); return box; }
    const traced = this.traced();
    const submit = (e) => { e.preventDefault(); this.announce(); };
    box.append(h("form", { class: "announce", onsubmit: submit },
      h("p", { class: "traced", id: "wood-traced", "aria-live": "polite" },
        traced ? t("wood.traced", { word: traced, n: this.trace.length }) : t("wood.trace_help")),
      this.trace.length ? null : h("label", { for: "wood-word" }, t("wood.type_label")),
      this.trace.length ? null : this.word,
      h("p", { class: "actions" },
        h("button", { type: "submit", class: "primary", id: "announce-btn" }, t("verbalia.announce")),
        h("button", { type: "button", id: "clear-btn", disabled: !this.trace.length,
          onclick: () => { this.trace = []; this.render(); } }, t("verbalia.clear")),
        h("button", { type: "button", id: "pass-btn", onclick: () => this.send({ verb: "pass" }) }, t("verbalia.pass")))));
    return box;
  }

  scores() {
    const v = this.view;
    return h("table", { class: "scores", id: "wood-scores" },
      h("caption", { text: t("verbalia.scores") }),
      h("tbody", {}, v.scores.map((s, seat) => h("tr", { class: seat === v.turn ? "active" : "" },
        h("th", { scope: "row", text: this.name(seat) }), h("td", { text: String(s) })))));
  }

  words() {
    const v = this.view;
    const mine = v.claims.filter((c) => c.round === v.round);
    return h("section", { class: "card plaza-words" },
      h("h2", { class: "small", text: t("verbalia.words", { n: v.round }) }),
      mine.length ? h("ol", { id: "wood-claims" }, mine.map((c) => h("li", {},
        h("strong", { text: c.word }), ` — ${this.name(c.seat)}, `, t("verbalia.points", { n: c.points }))))
        : h("p", { class: "muted", text: t("verbalia.no_words") }),
      this.scores());
  }
}
