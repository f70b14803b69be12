// BaBalagrama: the round's letters face up; the sentence says itself again each turn, whole,
// with a new word (on screen only while it is voted on, unless the table shows it); the
// letters of ADÉU in front of each player; with two bags, the player chooses the bag.
import { append, clear, h } from "../../../dom.js";
import { t } from "../../../i18n.js";
import { SaidScreen } from "./spoken.js";

export function mount(root, ctx) {
  return new ChainScreen(root, ctx);
}

export class ChainScreen extends SaidScreen {
  // The round, the words said so far in it, and what is happening.
  chainHead() {
    const v = this.view;
    return [
      h("div", { class: "round-head" },
        h("span", { class: "round", id: "sentence-round" }, t("sentences.chain_round", { n: v.round })),
        h("span", { class: "tag", id: "sentence-words" }, t("sentences.words_said", { n: v.words }))),
      h("p", { class: "stage", id: "stage" }, this.stageText())];
  }

  render() {
    const v = this.view;
    if (!v) return;
    append(clear(this.root), [
      ...this.chainHead(),
      v.stage === "over" || !v.letters.length ? null : this.tiles(v.letters, t("sentences.tiles.round")),
      v.sentence ? h("p", { class: "card", id: "chain-sentence" }, v.sentence) : null,
      v.stage === "draw" && this.myTurn() ? this.drawPanel() : null,
      v.stage === "say" && this.myTurn() ? this.sayPanel() : null,
      v.stage === "vote" ? this.votePanel() : null,
      this.lastVerdict(),
      this.standing()]);
  }

  stageText() {
    const v = this.view;
    if (v.result) return t("sentences.over");
    if (v.stage === "draw") {
      return this.myTurn() ? t("sentences.choose_bag") : t("sentences.their_draw", { name: this.name(v.turn) });
    }
    if (v.stage === "say" && this.myTurn()) {
      return t(v.words ? "sentences.say_again" : "sentences.say_first", { letter: v.letters[v.letters.length - 1] });
    }
    return super.stageText();
  }

  drawPanel() {
    const v = this.view;
    return h("section", { class: "panel card", "aria-label": t("sentences.your_turn") },
      h("p", { class: "actions" },
        h("button", { type: "button", class: "primary", id: "draw-vowel", disabled: !v.bags.vowels,
          onclick: () => this.send({ verb: "draw", bag: "vowels" }) }, t("sentences.bag_vowels", { n: v.bags.vowels })),
        h("button", { type: "button", class: "primary", id: "draw-consonant", disabled: !v.bags.consonants,
          onclick: () => this.send({ verb: "draw", bag: "consonants" }) }, t("sentences.bag_consonants", { n: v.bags.consonants }))));
  }

  lastVerdict() {
    const last = this.view.last;
    if (!last) return null;
    const who = this.name(last.seat);
    const text = last.accepted ? t("sentences.chain_accepted", { name: who, yes: last.yes, no: last.no })
      : t("sentences.chain_mistake", { name: who, why: this.why(last) });
    return h("p", { class: `card ${last.accepted ? "" : "bad"}`, id: "last-verdict" }, text);
  }

  standing() {
    const v = this.view;
    return h("table", { class: "scores", id: "sentence-standing" },
      h("caption", { text: t("sentences.adeu") }),
      h("tbody", {}, v.adeu.map((taken, seat) => h("tr", { class: seat === v.turn && !v.result ? "active" : "" },
        h("th", { scope: "row", text: this.name(seat) }),
        h("td", { text: (taken || "—") + (v.out.includes(seat) ? ` ${t("sentences.goodbye")}` : "") })))));
  }
}
