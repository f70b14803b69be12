// Grafosíl·laB, Bigrafosíl·laB: the same two syllables, and a minute to write words of the
// shape onto your own list (only you see it until the read-out); then the read-out, each word
// with its points (2 when nobody else wrote it, 1 when someone did), and the totals.
import { h } from "../../../dom.js";
import { t } from "../../../i18n.js";
import { RaceScreen } from "../races.js";

export function mount(root, ctx) {
  return new PairListScreen(root, ctx);
}

export class PairListScreen extends RaceScreen {
  update(msg) {
    this.view = msg.view;
    const key = this.view.round;
    if (key !== this.race) { this.race = key; this.refused = null; this.word.value = ""; }
    const typing = document.activeElement === this.word;
    this.render();
    if (typing || this.myTurn()) this.word.focus();
  }

  async say() {
    const word = this.word.value.trim();
    if (!word) return;
    const reply = await this.send({ verb: "write", words: [word] });
    if (reply && reply.type === "refused") { this.refused = reply; this.render(); this.word.select(); }
    else if (reply && reply.type === "ack") { this.refused = null; this.word.value = ""; this.render(); }
  }

  stageText() {
    const v = this.view;
    if (v.result) return t("races.over", { names: v.result.winners.map((s) => this.name(s)).join(", ") });
    if (!v.you) return t("races.list_writing");
    if (v.you.done) return t("races.list_done_wait");
    return this.shapeText();
  }

  head() {
    const v = this.view;
    return h("div", { class: "round-head" },
      h("span", { class: "round", id: "race-number" }, t("races.round", { n: v.round })),
      h("span", { class: "tag" }, t(`races.target_${v.scored}`, { n: v.target })));
  }

  board() { return this.lists(); }

  get sayText() { return "races.write_it"; }

  lastButton() {
    return h("button", { type: "button", id: "done-btn", onclick: () => this.send({ verb: "done" }) },
      t("races.list_finished"));
  }

  lists() {
    const v = this.view;
    const mine = v.you ? v.you.words : [];
    const last = v.read_out;
    return h("section", { class: "card" },
      v.result ? null : h("h2", { class: "small", text: t("races.your_list", { n: mine.length }) }),
      v.result ? null : h("ol", { id: "race-list" }, mine.map((w) => h("li", { text: w }))),
      v.result ? null : h("p", { class: "muted", id: "race-others" }, v.writing
        .filter((w) => !v.you || w.seat !== v.you.seat)
        .map((w) => t(w.done ? "races.other_done" : "races.other", { name: this.name(w.seat), n: w.words }))
        .join(" · ")),
      last ? h("h2", { class: "small", text: t("races.read_out", { n: v.read_out_round }) }) : null,
      last ? h("div", { id: "race-read-out" }, last.map((row, seat) => h("p", {},
        h("strong", { text: `${this.name(seat)}: ` }),
        row.length ? row.map((e, i) => [i ? ", " : "", e.note
          ? h("span", { title: t("races.shared"), class: "shared", text: `${e.word} (${e.points})` })
          : `${e.word} (${e.points})`]) : t("verbalia.no_words")))) : null,
      h("table", { class: "scores", id: "race-markers" },
        h("caption", { text: t(v.scored === "markers" ? "races.markers" : "verbalia.scores") }),
        h("tbody", {}, v.scores.map((s, seat) => h("tr", {},
          h("th", { scope: "row", text: this.name(seat) }), h("td", { text: String(s) }))))));
  }
}
