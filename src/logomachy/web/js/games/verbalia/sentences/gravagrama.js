// Verbàlia's GraVagrama: in pairs, one partner underlines thirty words of the page (clicking
// them), the other sees them for thirty seconds; then one clue a word, one answer a clue. A
// memory game: the page and its underlines are the giver's; the guesser sees them during the
// show only (the view carries them then and never again that half, nor the page to anyone
// else), and answers from memory. Each pair's clues and answers are public.
import { append, clear, h } from "../../../dom.js";
import { refusalText, t } from "../../../i18n.js";
import { VerbaliaScreen } from "../pieces/screen.js";

const UNDERLINED = 30;

export function mount(root, ctx) {
  return new GraVagramaScreen(root, ctx);
}

// Verbàlia folds accents and case (ABC N): two places hold the same word when these agree.
const fold = (w) => w.normalize("NFD").replace(/[\u0300-\u0326\u0328-\u036f·]/g, "").normalize("NFC").toUpperCase();

class GraVagramaScreen extends VerbaliaScreen {
  constructor(root, ctx) {
    super(root, ctx);
    this.picked = [];  // places chosen while underlining
    this.phase = null;
    this.item = null;  // the giver's word chosen for the next clue
    this.refused = "";
    this.input = h("input", { id: "gv-word", class: "word-input", autocomplete: "off", spellcheck: "false",
      maxlength: 40, "aria-describedby": "gv-refused" });
  }

  update(msg) {
    this.msg = msg;
    const v = msg.view;
    const phase = `${v.round}:${v.half}:${v.stage}`;
    if (phase !== this.phase) { this.phase = phase; this.picked = []; this.item = null; this.refused = ""; }
    this.view = v;
    const typing = document.activeElement === this.input;
    this.render();
    if (typing || (v.you && v.you.to_act && v.stage === "clues")) this.input.focus();
  }

  async send(move) {
    const reply = await super.send(move);
    if (reply && reply.type === "refused") { this.refused = refusalText(reply, this.ctx.names()); this.render(); }
    else if (reply && reply.type === "ack") { this.refused = ""; this.input.value = ""; }
    return reply;
  }

  // The page's word spans come as one string, "start:end start:end ...".
  spans() {
    if (this.spansOf !== this.view.page.spans) {
      this.spansOf = this.view.page.spans;
      this.spanList = this.spansOf ? this.spansOf.split(" ").map((s) => s.split(":").map(Number)) : [];
    }
    return this.spanList;
  }

  word(place) {
    const [a, b] = this.spans()[place];
    return this.view.page.text.slice(a, b);
  }

  // The page as text with its words in spans; `marked` places highlighted, `onpick` makes
  // words clickable (underlining).
  page(marked, onpick, avoid = new Set()) {
    if (!this.view.page) {
      const you = this.view.you;
      const key = you && you.role === "guesser" ? "gravagrama.page_hidden" : "gravagrama.page_givers";
      return h("article", { class: "card gv-page gv-hidden", id: "gv-page-hidden" }, h("p", { class: "muted", text: t(key) }));
    }
    const { text } = this.view.page;
    const spans = this.spans();
    const nodes = [];
    let at = 0;
    spans.forEach(([a, b], place) => {
      if (a > at) nodes.push(text.slice(at, a));
      const w = text.slice(a, b);
      const attrs = { class: `gv-word${marked.has(place) ? " gv-marked" : ""}`, dataset: { place } };
      if (onpick && !avoid.has(fold(w))) {
        Object.assign(attrs, { role: "button", tabindex: "0", "aria-pressed": String(marked.has(place)),
          onclick: () => onpick(place),
          onkeydown: (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); onpick(place); } } });
      } else if (onpick) attrs.class += " gv-avoid";
      nodes.push(marked.has(place) ? h("mark", attrs, w) : h("span", attrs, w));
      at = b;
    });
    nodes.push(text.slice(at));
    return h("article", { class: "card gv-page", id: "gv-page", style: "white-space: pre-wrap; line-height: 1.7" },
      this.view.page.title ? h("h2", { class: "small", text: this.view.page.title }) : null, h("p", {}, nodes));
  }

  pick(place) {
    const at = this.picked.indexOf(place);
    if (at >= 0) this.picked.splice(at, 1);
    else {
      const w = fold(this.word(place));
      if (this.picked.some((p) => fold(this.word(p)) === w)) {
        this.refused = t("gravagrama.twice", { word: this.word(place) });
      } else if (this.picked.length < UNDERLINED) { this.picked.push(place); this.refused = ""; }
    }
    this.render();
  }

  stageText() {
    const v = this.view;
    const you = v.you;
    if (v.result) return t("gravagrama.over", { names: v.result.winners.map((s) => this.name(s)).join(", ") });
    if (you && you.role === "out") return t("gravagrama.sitting_out");
    if (v.stage === "underline") {
      return you && you.role === "giver" && you.to_act ? t("gravagrama.underline_help", { n: UNDERLINED })
        : t("gravagrama.they_underline");
    }
    if (v.stage === "show") {
      return you && you.role === "guesser" ? t("gravagrama.look", { n: UNDERLINED }) : t("gravagrama.showing");
    }
    if (!you || !you.role) return t("gravagrama.clues");
    if (you.role === "giver") {
      return you.pending ? t("gravagrama.wait_answer", { name: this.name(you.partner) }) : t("gravagrama.give_clue");
    }
    return you.pending ? t("gravagrama.answer") : t("gravagrama.wait_clue", { name: this.name(you.partner) });
  }

  panel() {
    const v = this.view;
    const you = v.you;
    const box = h("section", { class: "panel card", id: "gv-panel", "aria-label": t("gravagrama.your_move") });
    if (!you) return append(box, [h("p", { class: "muted", text: t("table.spectating") })]);
    if (v.result || !you.role || you.role === "out") return null;
    if (v.stage === "underline" && you.role === "giver" && you.to_act) {
      append(box, [
        h("p", { id: "gv-count" }, t("gravagrama.count", { n: this.picked.length, of: UNDERLINED })),
        h("p", { class: "actions" },
          h("button", { type: "button", class: "primary", id: "gv-underline", disabled: this.picked.length !== UNDERLINED,
            onclick: () => this.send({ verb: "underline", words: [...this.picked].sort((a, b) => a - b) }) },
          t("gravagrama.underline")),
          h("button", { type: "button", id: "gv-clear", onclick: () => { this.picked = []; this.render(); } },
            t("gravagrama.clear")))]);
    } else if (v.stage === "show" && you.role === "guesser" && you.words) {
      append(box, [h("ol", { id: "gv-shown", class: "gv-list", style: "columns: 12rem; font-size: 1.2em" }, you.words.map((w) => h("li", { text: w.word })))]);
    } else if (v.stage === "clues" && you.role === "giver" && you.words) {
      const open = you.words.filter((w) => !w.clued);
      if (this.item === null || !open.some((w) => w.item === this.item)) this.item = open.length ? open[0].item : null;
      const submit = (e) => {
        e.preventDefault();
        const word = this.input.value.trim();
        if (word && this.item !== null) this.send({ verb: "clue", item: this.item, word });
      };
      append(box, [
        h("ul", { id: "gv-words", class: "gv-list", role: "radiogroup", "aria-label": t("gravagrama.your_words"),
          style: "display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; list-style: none; padding: 0" },
          you.words.map((w) => h("li", {},
            w.clued ? h("span", { class: w.correct ? "gv-right" : "muted" },
              `${w.word} — ${w.clue}${w.guess === null ? " …" : ` → ${w.guess || "—"} ${w.correct ? "✓" : "✗"}`}`)
              : h("label", {}, h("input", { type: "radio", name: "gv-item", value: w.item, checked: w.item === this.item,
                disabled: you.pending, onchange: () => { this.item = w.item; } }), ` ${w.word}`)))),
        you.pending || this.item === null ? null : h("form", { class: "announce", onsubmit: submit },
          h("label", { for: "gv-word" }, t("gravagrama.clue_label", { word: you.words[this.item].word })), this.input,
          h("p", { class: "actions" },
            h("button", { type: "submit", class: "primary", id: "gv-send" }, t("gravagrama.say_clue")),
            h("button", { type: "button", id: "gv-pass", onclick: () => this.send({ verb: "pass" }) },
              t("gravagrama.stop"))))]);
    } else if (v.stage === "clues" && you.role === "guesser" && you.pending) {
      const mine = v.plays.find((p) => p.guesser === you.seat);
      const clue = mine.clues[mine.clues.length - 1].clue;
      const submit = (e) => {
        e.preventDefault();
        const word = this.input.value.trim();
        if (word) this.send({ verb: "guess", word });
      };
      append(box, [h("form", { class: "announce", onsubmit: submit },
        h("p", { class: "stage", id: "gv-clue" }, t("gravagrama.clue_is", { clue })),
        h("label", { for: "gv-word" }, t("gravagrama.guess_label")), this.input,
        h("p", { class: "actions" },
          h("button", { type: "submit", class: "primary", id: "gv-send" }, t("gravagrama.guess")),
          h("button", { type: "button", id: "gv-pass", onclick: () => this.send({ verb: "pass" }) },
            t("gravagrama.dont_know"))))]);
    }
    if (this.refused) box.append(h("p", { class: "error", id: "gv-refused", role: "alert", text: this.refused }));
    return box.childNodes.length ? box : null;
  }

  plays() {
    const v = this.view;
    if (!v.plays.length) return null;
    return h("section", { class: "card", id: "gv-plays" }, v.plays.map((p) => h("div", { class: "gv-play" },
      h("h2", { class: "small" }, t("gravagrama.pair", { giver: this.name(p.giver), guesser: this.name(p.guesser),
        n: p.points })),
      p.clues.length ? h("ol", {}, p.clues.map((c) => h("li", {},
        h("strong", { text: c.clue }), c.guess === null ? " …" : ` → ${c.guess || "—"} ${c.correct ? "✓" : "✗"}`))) : null)));
  }

  last() {
    const v = this.view;
    if (!v.last.length) return null;
    return h("section", { class: "card", id: "gv-last" },
      h("h2", { class: "small", text: t("gravagrama.last") }),
      v.last.map((p) => h("details", { open: true },
        h("summary", {}, t("gravagrama.pair", { giver: this.name(p.giver), guesser: this.name(p.guesser), n: p.points })),
        h("p", {}, p.items.map((it, i) => [i ? " · " : "", h("span", { class: it.correct ? "gv-right" : "" },
          it.clue ? `${it.word} (${it.clue}${it.correct ? " ✓" : ""})` : it.word)]).flat()))));
  }

  scores() {
    const v = this.view;
    return h("table", { class: "scores", id: "gv-scores" },
      h("caption", { text: t("gravagrama.points") }),
      h("tbody", {}, v.scores.map((s, seat) => h("tr", {},
        h("th", { scope: "row", text: this.name(seat) }), h("td", { text: String(s) })))));
  }

  render() {
    const v = this.view;
    if (!v) return;
    const you = v.you;
    let marked = new Set();
    let onpick = null;
    let avoid = new Set();
    if (you && you.role === "giver" && v.stage === "underline" && you.to_act) {
      marked = new Set(this.picked);
      onpick = (p) => this.pick(p);
      avoid = new Set(you.avoid || []);
    } else if (you && you.words) marked = new Set(you.words.filter((w) => w.place !== undefined).map((w) => w.place));
    append(clear(this.root), [
      h("div", { class: "round-head" },
        h("span", { class: "round", id: "gv-round" }, t("gravagrama.round", { n: v.round, of: v.rounds, half: v.half })),
        h("span", { class: "tag" }, t(v.words_mode === "same" ? "gravagrama.same_words" : "gravagrama.new_words"))),
      h("p", { class: "stage", id: "stage", "aria-live": "polite" }, this.stageText()),
      this.panel(), this.plays(), this.page(marked, onpick, avoid), this.last(), this.scores()]);
  }
}
