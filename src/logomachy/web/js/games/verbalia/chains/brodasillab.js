// Brodasíl·laB: the letters face up on the table (how many of each), your six syllables and the
// words they have become, everyone's words beside them. Everyone plays at once: choose one of
// your words (click it), type the word one letter longer (or click letters on the table to add
// them) and form it; the letter leaves the table the moment the referee accepts the word, so a
// refusal ("no L left on the table") comes back with its reason. "I am done" ends your play.
// Extends the chain games' screen (verbalia/chains.js): its input, sending and letter table.
import { append, clear, h } from "../../../dom.js";
import { refusalText, t } from "../../../i18n.js";
import { ChainScreen } from "../chains.js";

export function mount(root, ctx) {
  return new BrodaScreen(root, ctx);
}

export class BrodaScreen extends ChainScreen {
  constructor(root, ctx) {
    super(root, ctx);
    this.slot = 0; // the word chosen to grow (1-6; 0: the referee finds it)
    this.refused = "";
  }

  update(msg) {
    const key = msg.view.timer ? msg.view.timer.key : null;
    if (key !== this.turnKey) { this.slot = 0; this.refused = ""; }
    super.update(msg);
  }

  mine() { return this.view.you ? this.view.players[this.view.you.seat].words : []; }

  async submit() {
    const word = this.input.value.trim();
    if (!word) return null;
    const move = { verb: "form", word };
    if (this.slot) move.slot = this.slot;
    const reply = await this.send(move);
    if (reply && reply.type === "refused") { this.refused = reply; this.render(); this.input.select(); }
    else if (reply && reply.type === "ack") { this.refused = ""; this.slot = 0; }
    return reply;
  }

  choose(slot) {
    this.slot = this.slot === slot ? 0 : slot;
    const chosen = this.mine().find((w) => w.slot === this.slot);
    if (chosen && !this.input.value) this.input.value = chosen.word || chosen.syllable || "";
    this.render();
    this.input.focus();
  }

  stageText() {
    const v = this.view;
    if (v.result) return t("broda.over", { names: v.result.winners.map((s) => this.name(s)).join(", ") });
    if (!v.you) return t(v.play === 1 ? "broda.first" : "broda.grow");
    if (v.you.to_act) return t(v.play === 1 ? "broda.first" : "broda.grow");
    return t(v.you.done ? "broda.done_wait" : "broda.nothing");
  }

  syllableOf(w) {
    return w.syllable || w.sides.join("/");
  }

  wordItem(w, seat, clickable) {
    const state = w.aside ? "aside" : w.grown ? "grown" : "";
    const label = w.word ? `${w.word} (${this.syllableOf(w)})` : t("broda.syllable_only", { syllable: this.syllableOf(w) });
    const body = [
      h("strong", { text: w.word || this.syllableOf(w) }),
      w.word ? h("span", { class: "muted", text: ` ${this.syllableOf(w)}` }) : null,
      w.markers ? h("span", { class: "points", text: ` ·${w.markers}` }) : null,
      state ? h("span", { class: `tag${w.aside ? " warn" : ""}`, text: t(`broda.${state}`) }) : null,
    ];
    if (!clickable || w.aside || w.grown) {
      return h("li", { class: w.aside ? "muted" : "", style: w.aside ? "text-decoration: line-through" : "",
        dataset: { slot: String(w.slot), seat: String(seat) } }, body);
    }
    return h("li", { dataset: { slot: String(w.slot), seat: String(seat) } },
      h("button", { type: "button", class: `tile-button${this.slot === w.slot ? " hl" : ""}`,
        "aria-pressed": this.slot === w.slot ? "true" : "false",
        "aria-label": t("broda.choose_word", { word: label }), onclick: () => this.choose(w.slot) }, body));
  }

  render() {
    const v = this.view;
    if (!v) return;
    append(clear(this.root), [
      h("div", { class: "round-head" },
        h("span", { class: "round", id: "broda-round" }, t("broda.round", { n: v.round, of: v.rounds, play: v.play })),
        h("span", { class: "tag", id: "broda-left" }, t("broda.letters_left", { n: v.letters_left, aside: v.set_aside }))),
      h("p", { class: "stage", id: "stage", "aria-live": "polite" }, this.stageText()),
      this.yours(),
      this.panel(),
      this.letters(),
      this.everyone()]);
  }

  yours() {
    const v = this.view;
    if (!v.you) return null;
    const active = Boolean(v.you.to_act && !v.result);
    return h("section", { class: "card" },
      h("h2", { class: "small", text: t(active ? "broda.your_words_choose" : "broda.your_words") }),
      h("ol", { id: "broda-mine" }, this.mine().map((w) => this.wordItem(w, v.you.seat, active))));
  }

  panel() {
    const v = this.view;
    if (!v.you) return h("p", { class: "muted", text: t("table.spectating") });
    if (v.result || !v.you.to_act) return null;
    const chosen = this.mine().find((w) => w.slot === this.slot);
    const submit = (e) => { e.preventDefault(); this.submit(); };
    return h("section", { class: "panel card", "aria-label": t("verbalia.your_move") },
      h("form", { class: "announce", onsubmit: submit },
        h("p", { id: "broda-chosen", class: "muted" }, chosen
          ? t("broda.chosen", { word: chosen.word || this.syllableOf(chosen) }) : t("broda.any")),
        h("label", { for: "chain-input" }, t("broda.type_label")),
        this.input,
        h("p", { class: "muted", id: "broda-refused", role: "status" },
          this.refused ? refusalText(this.refused, this.ctx.names()) : ""),
        h("p", { class: "actions" },
          h("button", { type: "submit", class: "primary", id: "form-btn" }, t("broda.form")),
          h("button", { type: "button", id: "done-btn", onclick: () => this.send({ verb: "done" }) }, t("broda.done")))));
  }

  everyone() {
    const v = this.view;
    return h("section", { class: "card" },
      h("h2", { class: "small", text: t("broda.everyone") }),
      h("table", { class: "scores", id: "broda-players" },
        h("tbody", {}, v.players.map((p) => h("tr", { class: p.waiting ? "active" : "muted" },
          h("th", { scope: "row" }, this.name(p.seat), h("br"),
            h("span", { class: "muted", text: t("broda.markers", { n: v.scores[p.seat], round: p.markers }) })),
          h("td", {}, h("ol", { class: "broda-words" }, p.words.map((w) => this.wordItem(w, p.seat, false)))))))));
  }
}
