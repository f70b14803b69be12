// Vermigrama: everyone writes words on la plaça at once. The square and the tracing are the
// covering games' (verbalia/cover.js); here a traced or typed word goes on your list, which
// only you see until the lists are read out; then cancelled words (written by two players)
// are struck through.
import { h } from "../../../dom.js";
import { t } from "../../../i18n.js";
import { PlazaScreen } from "../cover.js";

export function mount(root, ctx) {
  return new VermigramaScreen(root, ctx);
}

class VermigramaScreen extends PlazaScreen {
  async announce() {
    const word = this.trace.length ? this.traced() : this.word.value.trim();
    if (!word) return;
    const reply = await this.send({ verb: "write", words: [word] });
    if (reply && reply.type === "ack") { this.trace = []; this.word.value = ""; this.render(); }
  }

  stageText() {
    const v = this.view;
    if (v.result) return t("verbalia.over");
    if (!v.you) return t("vermigrama.writing");
    if (v.you.done) return t("vermigrama.done_wait");
    return t("vermigrama.write", { n: v.min_letters });
  }

  get texts() {
    return { traced: "verbalia.traced", help: "verbalia.trace_help", label: "vermigrama.type_label",
      announce: "vermigrama.write_it" };
  }

  waiting() { return ""; }

  lastButton() {
    return h("button", { type: "button", id: "done-btn", onclick: () => this.send({ verb: "done" }) },
      t("vermigrama.finished"));
  }

  words() {
    const v = this.view;
    const mine = v.you ? v.you.words : [];
    const last = v.read_out;
    return h("section", { class: "card plaza-words" },
      v.result ? null : h("h2", { class: "small", text: t("vermigrama.your_list", { n: mine.length }) }),
      v.result ? null : h("ol", { id: "vermi-list" }, mine.map((w) => h("li", { text: w }))),
      v.result ? null : h("p", { class: "muted", id: "vermi-others" }, v.writing
        .filter((w) => !v.you || w.seat !== v.you.seat)
        .map((w) => t(w.done ? "vermigrama.other_done" : "vermigrama.other", { name: this.name(w.seat), n: w.words }))
        .join(" · ")),
      last ? h("h2", { class: "small", text: t("vermigrama.read_out", { n: v.read_out_round }) }) : null,
      last ? h("div", { id: "vermi-read-out" }, last.map((row, seat) => h("p", {},
        h("strong", { text: `${this.name(seat)}: ` }),
        row.length ? row.map((e, i) => [i ? ", " : "", e.cancelled
          ? h("s", { title: t("vermigrama.cancelled"), text: e.word })
          : `${e.word} (${e.points})`]) : t("verbalia.no_words")))) : null,
      h("table", { class: "scores", id: "plaza-scores" },
        h("caption", { text: t("verbalia.scores") }),
        h("tbody", {}, v.scores.map((s, seat) => h("tr", {},
          h("th", { scope: "row", text: this.name(seat) }), h("td", { text: String(s) }))))));
  }
}
