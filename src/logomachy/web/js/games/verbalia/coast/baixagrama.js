// Baixagrama: in turn, one word to the sea each (the country screen, turn by turn).
import { h } from "../../../dom.js";
import { t } from "../../../i18n.js";
import { CountryScreen } from "../coast.js";

export function mount(root, ctx) {
  return new BaixagramaScreen(root, ctx);
}

class BaixagramaScreen extends CountryScreen {
  get verb() { return "form"; }

  stageText() {
    const v = this.view;
    if (v.result) return t("verbalia.over");
    if (this.myTurn()) return t("regions.your_turn", { n: v.min_letters });
    return t("verbalia.their_turn", { name: this.name(v.turn) });
  }

  waitText() { return t("verbalia.wait"); }

  words() {
    const v = this.view;
    return h("section", { class: "card plaza-words" },
      h("h2", { class: "small", text: t("verbalia.words", { n: v.round }) }),
      v.words.length ? h("ol", { id: "country-words" }, v.words.map((w) => h("li", {},
        h("strong", { text: w.word }), ` — ${this.name(w.seat)}, `, t("verbalia.points", { n: w.points }))))
        : h("p", { class: "muted", text: t("verbalia.no_words") }),
      h("p", { class: "muted", id: "country-formed" }, v.formed
        .map((done, seat) => t(done ? "regions.formed" : "regions.to_form", { name: this.name(seat) })).join(" · ")),
      this.scoresTable("country-scores"));
  }
}
