// Enfilasíl·laB and Malasíl·laB: a syllable chosen from the table (or drawn: one tile, the
// side chosen), the words said so far typed again from memory with a new one; the chain's
// syllables in view in Enfilasíl·laB only, each new word shown once, as heard; ADÉU.
import { append, clear, h } from "../../../dom.js";
import { t } from "../../../i18n.js";
import { ChainScreen } from "./babalagrama.js";

export function mount(root, ctx) {
  return new SyllableChainScreen(root, ctx);
}

export class SyllableChainScreen extends ChainScreen {
  constructor(root, ctx) {
    super(root, ctx);
    this.syllable = null;
    this.input = h("input", { id: "words-input", class: "word-input", autocomplete: "off",
      spellcheck: "false", maxlength: 400 });
  }

  update(msg) {
    const choices = msg.view.choices || [];
    if (!choices.includes(this.syllable)) this.syllable = choices.length === 1 ? choices[0] : null;
    super.update(msg);
  }

  render() {
    const v = this.view;
    if (!v) return;
    append(clear(this.root), [
      ...this.chainHead(),
      v.syllables && v.syllables.length ? this.tiles(v.syllables, t("sentences.tiles.chain")) : null,
      v.heard ? h("p", { class: "card", id: "heard" }, t("sentences.heard", { word: v.heard })) : null,
      !v.result && this.myTurn() ? this.speakPanel() : null,
      this.lastVerdict(),
      this.standing()]);
  }

  stageText() {
    const v = this.view;
    if (v.result) return t("sentences.over");
    if (!this.myTurn()) return t("sentences.their_words", { name: this.name(v.turn) });
    if (v.syllables) return t("sentences.chain_choose", { n: v.words });
    return t("sentences.chain_drawn", { n: v.words, syllables: v.choices.join(" / ") });
  }

  speakPanel() {
    const v = this.view;
    const submit = (e) => {
      e.preventDefault();
      const words = this.input.value.trim();
      if (!this.syllable) return;
      if (words) this.send({ verb: "say", syllable: this.syllable, words }).then((r) => { if (r && r.type === "ack") this.input.value = ""; });
    };
    const pick = (s) => { this.syllable = s; this.render(); this.input.focus(); };
    return h("section", { class: "panel card", "aria-label": t("sentences.your_turn") },
      h("div", { class: "tile-row", id: "choices", role: "group", "aria-label": t("sentences.choose_syllable") },
        v.choices.map((s) => h("button", { type: "button", class: `tile${s === this.syllable ? " hl" : ""}`,
          "aria-pressed": s === this.syllable ? "true" : "false", dataset: { syllable: s }, onclick: () => pick(s) },
        h("span", { class: "letter" }, s)))),
      h("form", { class: "announce", onsubmit: submit },
        h("label", { for: "words-input" }, t("sentences.your_words", { syllable: this.syllable || "…" })),
        this.input,
        h("p", { class: "actions" },
          h("button", { type: "submit", class: "primary", id: "say-btn", disabled: !this.syllable }, t("sentences.say")),
          h("button", { type: "button", id: "giveup-btn", onclick: () => this.send({ verb: "give-up" }) },
            t("sentences.give_up_chain")))));
  }

  lastVerdict() {
    const last = this.view.last;
    if (!last || last.accepted) return null;
    return h("p", { class: "card bad", id: "last-verdict" },
      t("sentences.chain_mistake", { name: this.name(last.seat), why: this.why(last) }));
  }
}
