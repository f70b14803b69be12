// Verbàlia's chain games (a word grows one letter at a time: Vistagrama, ABraçagrama,
// ReVoltagrama; or holds every letter chosen so far: Barrinagrama, EnVoltagrama...): the word
// on the table, the words of the round, the letters face up (click one to choose it or to
// add it to your word), your easel or everyone's letters, who is still in, and the moves the
// referee offers you now (`you.actions`: form, say, call, pass). The turn's time is the
// table's timer (shown beside the game by table.js).
import { fill, h } from "../../dom.js";
import { t } from "../../i18n.js";
import { tile as tileButton } from "../../widgets/tiles.js";
import { VerbaliaScreen } from "./pieces/screen.js";

export function mount(root, ctx) {
  return new ChainScreen(root, ctx);
}

export class ChainScreen extends VerbaliaScreen {
  constructor(root, ctx) {
    super(root, ctx);
    this.letter = null; // the letter chosen (games where you choose one)
    this.turnKey = null;
    this.input = h("input", { id: "chain-input", class: "word-input", autocomplete: "off",
      autocapitalize: "characters", spellcheck: "false", maxlength: 40 });
  }

  update(msg) {
    this.msg = msg;
    this.view = msg.view;
    const key = this.view.timer ? this.view.timer.key : null;
    if (key !== this.turnKey) { this.letter = null; this.turnKey = key; }
    const typing = document.activeElement === this.input;
    this.render();
    if (typing) this.input.focus();
  }

  actions() { return (this.view.you && this.view.you.actions) || []; }

  async send(move) {
    const reply = await super.send(move);
    if (reply && reply.type === "ack") { this.input.value = ""; this.letter = null; }
    return reply;
  }

  submit() {
    const word = this.input.value.trim();
    if (this.actions().includes("say")) {
      const move = { verb: "say", word };
      if (this.view.choose_letter) move.letter = this.letter || "";
      return this.send(move);
    }
    if (word) return this.send({ verb: "form", word });
    return null;
  }

  pickLetter(tile) {
    if (this.actions().includes("say") && this.view.choose_letter) {
      this.letter = this.letter === tile ? null : tile;
      this.render();
    } else if (this.actions().includes("form")) {
      this.input.value += tile;
      this.input.focus();
    }
  }

  // -- drawing -------------------------------------------------------------------------------
  render() {
    const v = this.view;
    if (!v) return;
    fill(this.root, 
      h("div", { class: "round-head" },
        v.rounds ? h("span", { class: "round", id: "chain-round" }, t("chains.round", { n: v.round, of: v.rounds }))
          : h("span", { class: "round", id: "chain-round" }, t("chains.round_to", { n: v.round, goal: v.goal })),
        v.in_order === undefined ? null
          : h("span", { class: "muted" }, t(v.in_order ? "chains.in_order" : "chains.any_order"))),
      h("p", { class: "stage", id: "stage" }, this.stageText()),
      this.table(),
      this.panel(),
      this.letters(),
      this.players());
  }

  stageText() {
    const v = this.view;
    if (v.result) return t("chains.over");
    const mine = this.actions();
    if (mine.includes("call")) return t("chains.you_may_call", { n: v.tiles.length + 1 });
    if (mine.includes("say") && v.drawn) return t("chains.your_say_drawn", { letter: v.drawn });
    if (mine.includes("say")) return t(v.chosen.length ? "chains.your_say" : "chains.your_first_say");
    if (mine.includes("form")) {
      return v.word ? t("chains.your_form", { word: v.word, n: v.tiles.length + 1 })
        : t("chains.your_first", { n: v.first_word });
    }
    if (v.caller !== undefined && v.caller !== null) return t("chains.calling", { name: this.name(v.caller) });
    if (v.turn === null || v.turn === undefined) return t("chains.anyone");
    return t("chains.their_turn", { name: this.name(v.turn) });
  }

  tiles(list, id) {
    return h("div", { class: "tile-row", id }, list.map((tile) =>
      h("span", { class: "tile" }, h("span", { class: "letter", text: tile }))));
  }

  table() {
    const v = this.view;
    return h("section", { class: "card chain-table", "aria-label": t("chains.table") },
      v.chosen ? h("p", { id: "chain-chosen" }, t("chains.chosen"), " ",
        v.chosen.length ? v.chosen.join(" · ") : t("chains.none")) : null,
      v.drawn ? h("p", { id: "chain-drawn" }, t("chains.drawn", { letter: v.drawn })) : null,
      h("h2", { class: "small", text: v.word ? t("chains.word", { word: v.word, n: v.tiles.length }) : t("chains.no_word") }),
      v.word ? this.tiles(v.tiles, "chain-word") : null,
      h("ol", { id: "chain-list" }, v.chain.map((k) => h("li", {},
        h("strong", { text: k.word }), ` — ${this.name(k.seat)}`,
        k.points === undefined ? "" : `, ${t("chains.points", { n: k.points })}`))));
  }

  panel() {
    const box = h("section", { class: "panel card", "aria-label": t("chains.your_move") });
    const v = this.view;
    if (!v.you) { box.append(h("p", { class: "muted", text: t("table.spectating") })); return box; }
    if (v.result) return null;
    const mine = this.actions();
    if (!mine.length) {
      box.append(h("p", { class: "muted", text: v.out && v.out[v.you.seat] ? t("chains.you_are_out") : t("chains.wait") }));
      return box;
    }
    const submit = (e) => { e.preventDefault(); this.submit(); };
    const typing = mine.includes("form") || mine.includes("say");
    box.append(h("form", { class: "announce", onsubmit: submit },
      v.choose_letter && mine.includes("say")
        ? h("p", { id: "chain-letter", "aria-live": "polite" },
          this.letter ? t("chains.letter_chosen", { letter: this.letter }) : t("chains.choose_letter")) : null,
      typing ? h("label", { for: "chain-input" }, t("chains.type_label")) : null,
      typing ? this.input : null,
      h("p", { class: "actions" },
        typing ? h("button", { type: "submit", class: "primary", id: "form-btn" }, t("chains.form")) : null,
        mine.includes("call") ? h("button", { type: "button", class: "primary", id: "call-btn",
          onclick: () => this.send({ verb: "call" }) }, t("chains.call")) : null,
        mine.includes("pass") ? h("button", { type: "button", id: "pass-btn",
          onclick: () => this.send({ verb: "pass" }) }, t("chains.pass")) : null)));
    return box;
  }

  letters() {
    const v = this.view;
    const parts = [];
    if (v.you && v.you.hand) {
      parts.push(h("h2", { class: "small", text: t(v.hands ? "chains.your_letters" : "chains.your_easel") }),
        h("div", { class: "tile-row", id: "chain-hand" }, v.you.hand.map((tile) =>
          h("button", { type: "button", class: "tile", onclick: () => this.pickLetter(tile),
            "aria-label": tile, dataset: { tile } }, h("span", { class: "letter", text: tile })))));
    }
    if (v.easels) {
      parts.push(h("p", { class: "muted", id: "chain-easels" }, t("chains.easels"), ": ",
        v.easels.map((n, seat) => `${this.name(seat)} ${n}`).join(" · ")));
    }
    if (v.shown_easels) {  // ABC F, face up by agreement: the server sends every easel
      parts.push(h("h2", { class: "small", text: t("chains.shown_easels") }),
        h("div", { id: "chain-shown-easels" }, v.shown_easels.map((easel, seat) => h("p", {},
          h("strong", { text: `${this.name(seat)}: ` }), easel.join(" ")))));
    }
    if (v.hands) {
      parts.push(h("h2", { class: "small", text: t("chains.hands") }),
        h("div", { id: "chain-hands" }, v.hands.map((hand, seat) => h("p", {},
          h("strong", { text: `${this.name(seat)}: ` }), hand.join(" ")))));
    }
    if (v.pool) {
      const chosen = this.letter;
      parts.push(h("h2", { class: "small", text: t("chains.letters_left") }),
        h("div", { class: "tile-row", id: "chain-pool" }, Object.entries(v.pool).map(([tile, n]) =>
          tileButton({ letter: tile, points: n, cls: chosen === tile ? "hl" : "", pressed: chosen === tile,
            label: t("chains.pool_tile", { letter: tile, n }), dataset: { tile }, onclick: () => this.pickLetter(tile) }))));
    } else if (v.bag !== undefined) {
      parts.push(h("p", { class: "muted", id: "chain-bag" }, t("chains.bag", { n: v.bag })));
    }
    return parts.length ? h("section", { class: "card chain-letters" }, parts) : null;
  }

  players() {
    const v = this.view;
    return h("table", { class: "scores", id: "chain-scores" },
      h("caption", { text: t(v.markers ? "chains.markers" : "chains.scores") }),
      h("tbody", {}, v.scores.map((s, seat) => h("tr", { class: seat === v.turn ? "active" : "" },
        h("th", { scope: "row", text: this.name(seat) }),
        h("td", { text: String(v.markers ? v.markers[seat] : s) }),
        h("td", {}, v.out && v.out[seat] ? h("span", { class: "tag warn", text: t("chains.out") }) : "")))));
  }
}
