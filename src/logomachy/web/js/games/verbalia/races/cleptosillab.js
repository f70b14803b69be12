// Cleptosíl·laB: the syllables everyone placed in the middle, the face-down piles (counts
// only), the words said at the same moment and who kept what; a word is typed and said, or
// "I see none" (when everyone says so, the next syllables are placed at once).
import { append, clear, h } from "../../../dom.js";
import { t } from "../../../i18n.js";
import { tile } from "../../../widgets/tiles.js";
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

  render() {
    const v = this.view;
    if (!v) return;
    append(clear(this.root), [
      h("div", { class: "round-head" },
        h("span", { class: "round", id: "race-number" }, t("races.clepto_play", { n: v.plays })),
        v.limit ? h("span", { class: "tag" }, t("races.clepto_limit", { n: v.limit })) : null),
      h("p", { class: "stage", id: "stage", "aria-live": "polite" }, this.stageText()),
      h("div", { class: "tile-row race-middle", id: "race-middle", role: "group", "aria-label": t("races.middle"),
        style: "grid-template-columns: repeat(auto-fill, minmax(92px, 1fr))" },
        v.middle.map((m) => tile({
          letter: m.syllable,
          label: m.colour ? t("races.tile_coloured", { syllable: m.syllable, colour: t(`races.colour.${m.colour}`) })
            : t("races.tile", { syllable: m.syllable }),
          cls: `syllable${m.colour ? ` two-coloured ${m.colour}` : ""}`,
        }))),
      this.panel(),
      this.piles()]);
  }

  panel() {
    const v = this.view;
    if (!v.you) return h("p", { class: "muted", text: t("table.spectating") });
    if (v.result || !this.myTurn()) return null;
    const submit = (e) => { e.preventDefault(); this.say(); };
    return h("section", { class: "panel card", "aria-label": t("verbalia.your_move") },
      h("form", { class: "announce", onsubmit: submit },
        h("label", { for: "race-word" }, t("races.type_label")),
        this.word,
        h("p", { class: "muted", id: "race-refused", role: "status" }, this.refusedText()),
        h("p", { class: "actions" },
          h("button", { type: "submit", class: "primary", id: "say-btn" }, t("races.say")),
          h("button", { type: "button", id: "pass-btn", onclick: () => this.send({ verb: "pass" }) },
            t("races.clepto_none")))));
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
