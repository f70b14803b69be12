// Cleptosíl·laB: the syllables everyone placed in the middle, the face-down piles (counts
// only), the words said at the same moment and who kept what; a word is typed and said, or
// "I see none" (when everyone says so, the next syllables are placed at once).
import { h } from "../../../dom.js";
import { t } from "../../../i18n.js";
import { RaceScreen } from "../races.js";

export function mount(root, ctx) {
  return new CleptoScreen(root, ctx);
}

export class CleptoScreen extends RaceScreen {
  stageText() {
    const v = this.view;
    if (v.result) return t("races.over", { names: v.result.winners.map((s) => this.name(s)).join(", ") });
    if (v.showing && v.last) return this.lastText(v.last);
    if (v.claims.length) return t("races.clepto_moment", { name: this.name(v.claims[0].seat), word: v.claims[0].word });
    if (!v.you) return t("races.racing");
    if (!v.you.to_act) return t("races.clepto_passed");
    return t("races.clepto_say");
  }

  lastText(last) {
    return last.kept.map((k) => t("races.clepto_kept", { name: this.name(k.seat), syllables: k.syllables.join(", ") || "—" }))
      .concat(last.removed.length ? [t("races.clepto_removed", { syllables: last.removed.join(", ") })] : [])
      .join(" ");
  }

  head() {
    const v = this.view;
    return h("div", { class: "round-head" },
      h("span", { class: "round", id: "race-number" }, t("races.clepto_play", { n: v.plays })),
      v.limit ? h("span", { class: "tag" }, t("races.clepto_limit", { n: v.limit })) : null);
  }

  middle() { return super.middle("grid-template-columns: repeat(auto-fill, minmax(92px, 1fr))"); }

  board() { return this.piles(); }

  lastButton() {
    return h("button", { type: "button", id: "pass-btn", onclick: () => this.send({ verb: "pass" }) },
      t("races.clepto_none"));
  }

  piles() {
    const v = this.view;
    return h("section", { class: "card" },
      v.last ? h("p", { id: "race-last" }, v.last.words.map((w) => `${this.name(w.seat)}: ${w.word}`).join(" · "),
        " — ", this.lastText(v.last)) : null,
      h("table", { class: "scores", id: "race-markers" },
        h("caption", { text: t("races.clepto_piles") }),
        h("tbody", {}, v.piles.map((n, seat) => h("tr", { class: v.passed.includes(seat) ? "muted" : "" },
          h("th", { scope: "row", text: this.name(seat) }), h("td", { text: String(n) }))))),
      v.removed ? h("p", { class: "muted", text: t("races.clepto_removed_count", { n: v.removed }) }) : null);
  }
}
