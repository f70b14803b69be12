// A sentence said on one's turn and judged by the others' vote (ABocagrama; BaBalagrama builds
// on it): the tiles face up, the player whose turn it is types the sentence (or gives up), the
// others vote thumbs up or down; markers (or the letters of ADÉU) and who is out.
import { append, clear, h } from "../../../dom.js";
import { t } from "../../../i18n.js";
import { SentenceScreen } from "../sentences.js";

export function mount(root, ctx) {
  return new SaidScreen(root, ctx);
}

export class SaidScreen extends SentenceScreen {
  render() {
    const v = this.view;
    if (!v) return;
    append(clear(this.root), [
      h("p", { class: "stage", id: "stage" }, this.stageText()),
      v.stage === "over" ? null : this.tiles(this.shownTiles(), t(this.tilesLabel())),
      v.stage === "say" && this.myTurn() ? this.sayPanel() : null,
      v.stage === "vote" ? this.votePanel() : null,
      this.lastVerdict(),
      this.standing()]);
  }

  shownTiles() { return this.view.letters; }

  tilesLabel() { return "sentences.tiles.letter"; }

  stageText() {
    const v = this.view;
    if (v.result) return t("sentences.over");
    if (v.stage === "vote") {
      if (v.you && v.you.to_act) return t("sentences.judge", { name: this.name(v.turn) });
      return t("sentences.judging");
    }
    if (this.myTurn()) return t("sentences.say_now");
    return t("sentences.their_turn", { name: this.name(v.turn) });
  }

  sayPanel() {
    const submit = (e) => {
      e.preventDefault();
      const text = this.input.value.trim();
      if (text) this.send({ verb: "say", sentence: text }).then((r) => { if (r && r.type === "ack") this.input.value = ""; });
    };
    return h("section", { class: "panel card", "aria-label": t("sentences.your_turn") },
      h("form", { class: "announce", onsubmit: submit },
        h("label", { for: "sentence-input" }, t("sentences.your_sentence")),
        this.input,
        h("p", { class: "actions" },
          h("button", { type: "submit", class: "primary", id: "say-btn" }, t("sentences.say")),
          h("button", { type: "button", id: "giveup-btn", onclick: () => this.send({ verb: "give-up" }) },
            t("sentences.give_up")))));
  }

  votePanel() {
    const v = this.view;
    const open = Boolean(v.you && v.you.to_act);
    const vote = (accept) => this.send({ verb: "vote", accept });
    return h("section", { class: "panel card", "aria-label": t("sentences.the_vote") },
      h("p", { id: "said" }, h("strong", { text: `${this.name(v.turn)}: ` }), v.said),
      open ? h("div", { class: "vote", role: "group", "aria-label": t("sentences.well_built") },
        h("button", { type: "button", class: "up", id: "vote-yes", onclick: () => vote(true) }, "👍 ", t("sentences.yes_built")),
        h("button", { type: "button", class: "down", id: "vote-no", onclick: () => vote(false) }, "👎 ", t("sentences.no_built")))
        : null,
      h("p", { class: "muted", id: "voters" }, v.voting.voters
        .map((s) => t(v.voting.voted.includes(s) ? "sentences.other_voted" : "sentences.other_voting", { name: this.name(s) }))
        .join(" · ")));
  }

  lastVerdict() {
    const last = this.view.last;
    if (!last) return null;
    const who = this.name(last.seat);
    const text = last.sentence
      ? t(last.accepted ? "sentences.accepted" : "sentences.rejected", { name: who, sentence: last.sentence, yes: last.yes, no: last.no })
      : t("sentences.no_sentence", { name: who });
    return h("p", { class: `card ${last.accepted ? "" : "bad"}`, id: "last-verdict" }, text);
  }

  standing() {
    const v = this.view;
    return h("table", { class: "scores", id: "sentence-standing" },
      h("caption", { text: t("sentences.standing") }),
      h("tbody", {}, v.markers.map((m, seat) => h("tr", { class: seat === v.turn && !v.result ? "active" : "" },
        h("th", { scope: "row", text: this.name(seat) }),
        h("td", { text: this.penalty(seat, m) })))));
  }

  penalty(seat, m) {
    const v = this.view;
    const marks = "●".repeat(m) + "○".repeat(Math.max(0, v.eliminated_at - m));
    return v.eliminated.includes(seat) ? `${marks} ${t("sentences.out")}` : marks;
  }
}
