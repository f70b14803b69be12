// LlaVograma: the chain screen (verbalia/chains.js) plus the syllables face up. The round's
// first player clicks a syllable and a letter and types a word holding both; each next
// player clicks a new letter and types a word holding every letter so far and the syllable.
import { h } from "../../../dom.js";
import { t } from "../../../i18n.js";
import { tile } from "../../../widgets/tiles.js";
import { ChainScreen } from "../chains.js";

export function mount(root, ctx) {
  return new LlavogramaScreen(root, ctx);
}

class LlavogramaScreen extends ChainScreen {
  constructor(root, ctx) {
    super(root, ctx);
    this.syllable = null;
  }

  update(msg) {
    if (!msg.view.choose_syllable) this.syllable = null;
    super.update(msg);
  }

  async send(move) {
    const reply = await super.send(move);
    if (reply && reply.type === "ack") this.syllable = null;
    return reply;
  }

  submit() {
    if (!this.actions().includes("say")) return null;
    const move = { verb: "say", word: this.input.value.trim(), letter: this.letter || "" };
    if (this.view.choose_syllable) move.syllable = this.syllable || "";
    return this.send(move);
  }

  render() {
    super.render();
    const v = this.view;
    if (!v) return;
    const head = h("p", { id: "llavo-syllable" }, v.syllable
      ? t("llavograma.syllable", { syllable: v.syllable })
      : t("llavograma.no_syllable"));
    this.root.insertBefore(head, this.root.querySelector("#stage"));
    if (v.choose_syllable && this.actions().includes("say")) {
      const row = h("section", { class: "card", id: "llavo-syllables" },
        h("h2", { class: "small", text: t("llavograma.syllables_left") }),
        h("div", { class: "tile-row" }, Object.entries(v.syllables).map(([syl, n]) =>
          tile({ letter: syl, points: n, cls: this.syllable === syl ? "hl" : "", pressed: this.syllable === syl,
            label: t("llavograma.syllable_tile", { syllable: syl, n }), dataset: { syllable: syl },
            onclick: () => { this.syllable = this.syllable === syl ? null : syl; this.render(); } }))));
      this.root.append(row);
    }
  }
}
