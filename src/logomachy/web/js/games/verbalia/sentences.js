// Verbàlia's sentence games. The contest (Brodagrama, Bananasíl·laB): the tiles drawn in
// order; everyone writes a sentence at once (only you see yours until the read-out); the
// papers read out numbered, without authors; you award 3, 2 and 1 points by clicking
// sentences in order; then the authors, points and winners of the round, and the scores.
import { append, clear, h } from "../../dom.js";
import { refusalText, t } from "../../i18n.js";
import { VerbaliaScreen } from "./pieces/screen.js";

export function mount(root, ctx) {
  return new ContestScreen(root, ctx);
}

export class SentenceScreen extends VerbaliaScreen {
  constructor(root, ctx) {
    super(root, ctx);
    this.input = h("textarea", { id: "sentence-input", class: "word-input", rows: 2, maxlength: 400,
      autocomplete: "off", spellcheck: "false" });
  }

  update(msg) {
    this.msg = msg;
    this.view = msg.view;
    const typing = document.activeElement === this.input;
    this.render();
    if (typing) this.input.focus();
  }

  // Why a mistake is one, in the reader's language: its message id and parameters.
  why(last) { return last.message ? refusalText({ message: last.message, params: last.params }, this.ctx.names()) : ""; }

  tiles(tiles, label) {
    return h("div", { class: "tile-row", id: "sentence-tiles", role: "list", "aria-label": label },
      tiles.map((tile, i) => h("span", { class: "tile", role: "listitem",
        "aria-label": t("sentences.tile", { n: i + 1, tile }) },
      h("span", { class: "letter", "aria-hidden": "true" }, tile))));
  }

  scores() {
    const v = this.view;
    return h("table", { class: "scores", id: "sentence-scores" },
      h("caption", { text: t("sentences.scores") }),
      h("tbody", {}, v.scores.map((s, seat) => h("tr", {},
        h("th", { scope: "row", text: this.name(seat) }), h("td", { text: String(s) })))));
  }
}

export class ContestScreen extends SentenceScreen {
  constructor(root, ctx) {
    super(root, ctx);
    this.picked = []; // paper numbers, 3 points first
    this.pickKey = null;
  }

  update(msg) {
    const key = msg.view.timer ? msg.view.timer.key : null;
    if (key !== this.pickKey) { this.picked = []; this.pickKey = key; }
    super.update(msg);
  }

  render() {
    const v = this.view;
    if (!v) return;
    append(clear(this.root), [
      h("div", { class: "round-head" },
        h("span", { class: "round", id: "sentence-round" }, t("sentences.round", { n: v.round, of: v.rounds })),
        v.target ? h("span", { class: "tag" }, t("sentences.target", { n: v.target })) : null),
      h("p", { class: "stage", id: "stage" }, this.stageText()),
      v.stage === "over" ? null : this.tiles(v.tiles, t(`sentences.tiles.${v.tile_word}`)),
      v.stage === "write" ? this.writePanel() : null,
      v.stage === "award" ? this.awardPanel() : null,
      this.lastRound(),
      this.scores()]);
  }

  stageText() {
    const v = this.view;
    if (v.result) return t("sentences.over");
    if (v.stage === "write") {
      if (!v.you) return t("sentences.writing");
      if (v.you.sentence) return t("sentences.handed_in");
      return t(`sentences.write.${v.tile_word}`);
    }
    if (!v.you || !v.you.to_act) return t("sentences.awarding");
    return t(v.own_points ? "sentences.award_own" : "sentences.award");
  }

  writePanel() {
    const v = this.view;
    const box = h("section", { class: "panel card", "aria-label": t("sentences.your_paper") });
    if (v.you) {
      const submit = (e) => {
        e.preventDefault();
        const text = this.input.value.trim();
        if (text) this.send({ verb: "write", sentence: text });
      };
      box.append(h("form", { class: "announce", onsubmit: submit },
        h("label", { for: "sentence-input" }, t("sentences.your_sentence")),
        this.input,
        h("p", { class: "actions" },
          h("button", { type: "submit", class: "primary", id: "write-btn" },
            t(v.you.sentence ? "sentences.write_again" : "sentences.hand_in")),
          v.you.sentence ? null : h("button", { type: "button", id: "pass-btn",
            onclick: () => this.send({ verb: "pass" }) }, t("sentences.nothing")))),
      v.you.sentence ? h("p", { id: "my-sentence" }, t("sentences.yours", { sentence: v.you.sentence })) : null);
    }
    box.append(h("p", { class: "muted", id: "writers" }, v.writing
      .filter((w) => !v.you || w.seat !== v.you.seat)
      .map((w) => t(w.written ? "sentences.other_written" : w.passed ? "sentences.other_passed"
        : "sentences.other_writing", { name: this.name(w.seat) }))
      .join(" · ")));
    return box;
  }

  awardPanel() {
    const v = this.view;
    const mine = v.you ? v.you.paper : null;
    const open = this.myTurn();
    const due = open ? v.you.awards_due : 0;
    const points = (n) => { const i = this.picked.indexOf(n); return i < 0 ? null : v.awards[i]; };
    const pick = (n) => {
      const i = this.picked.indexOf(n);
      if (i >= 0) this.picked.splice(i, 1);
      else if (this.picked.length < due) this.picked.push(n);
      this.render();
      this.root.querySelector(`#paper-${n}`)?.focus();
    };
    const items = v.papers.map((p) => {
      const own = p.n === mine;
      const got = points(p.n);
      const disabled = !open || (own && !v.own_points);
      return h("li", {},
        h("button", { type: "button", class: `paper${got ? " chosen" : ""}`, id: `paper-${p.n}`,
          style: "text-align: left; width: 100%; margin: 3px 0",
          disabled, "aria-pressed": got ? "true" : "false", onclick: () => pick(p.n),
          "aria-label": t("sentences.paper_label", { n: p.n, sentence: p.sentence })
            + (got ? ` — ${t("sentences.points", { n: got })}` : "") },
        h("strong", { text: `${p.n}. ` }), p.sentence,
        own ? h("em", { class: "muted" }, ` (${t("sentences.your_own")})`) : null,
        got ? h("span", { class: "tag" }, ` ${t("sentences.points", { n: got })}`) : null));
    });
    const box = h("section", { class: "panel card", "aria-label": t("sentences.read_out") },
      h("h2", { class: "small", text: t("sentences.read_out") }),
      h("ol", { id: "papers", class: "papers", style: "list-style: none; padding-left: 0" }, items));
    if (open) {
      box.append(h("p", { class: "muted", id: "award-help" }, t("sentences.award_help", { n: due })),
        h("p", { class: "actions" },
          h("button", { type: "button", class: "primary", id: "award-btn", disabled: this.picked.length !== due,
            onclick: () => this.send({ verb: "award", sentences: this.picked }) }, t("sentences.award_it")),
          h("button", { type: "button", id: "clear-btn", disabled: !this.picked.length,
            onclick: () => { this.picked = []; this.render(); } }, t("sentences.clear"))));
    }
    box.append(h("p", { class: "muted", id: "awarders" }, v.awarding
      .map((a) => t(a.done ? "sentences.other_awarded" : "sentences.other_awarding", { name: this.name(a.seat) }))
      .join(" · ")));
    return box;
  }

  lastRound() {
    const last = this.view.last;
    if (!last) return null;
    return h("section", { class: "card", id: "last-round" },
      h("h2", { class: "small", text: t("sentences.last", { n: last.round, tiles: last.tiles.join(" ") }) }),
      last.papers.length ? h("table", { class: "scores", id: "last-papers" },
        h("tbody", {}, last.papers.map((p) => h("tr", { class: p.winner ? "active" : "" },
          h("td", { text: `${p.n}. ${p.sentence}` }),
          h("th", { scope: "row", text: this.name(p.seat) }),
          h("td", { text: t("sentences.points", { n: p.points }) + (p.winner ? ` — ${t("sentences.winner")}` : "") })))))
        : h("p", { class: "muted", text: t("sentences.no_papers") }),
      Object.keys(last.collected).length ? h("p", { id: "collected" }, Object.entries(last.collected)
        .map(([seat, n]) => t("sentences.collects", { name: this.name(Number(seat)), n })).join(" · ")) : null);
  }
}
