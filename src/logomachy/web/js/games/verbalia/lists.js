// Verbàlia's letter-list games (Votagrama, ZomBigrama, TaBugrama: the family's screen). The
// prompt (good and bad letters, or three letters and a category), your list
// (or your one word) with a box to write in, how many words the others have written (not
// which), the vote on words the referee could not settle, the last read-out with each word's
// points and notes (cancelled or voted-out words struck through), and the scores.
import { fill, h } from "../../dom.js";
import { refusalText, t } from "../../i18n.js";
import { VerbaliaScreen } from "./pieces/screen.js";

export function mount(root, ctx) {
  return new ListsScreen(root, ctx);
}

export class ListsScreen extends VerbaliaScreen {
  constructor(root, ctx) {
    super(root, ctx);
    this.refusedAll = null; // a write refused whole: each word's own refusal ({word, message, params, rule})
    this.word = h("input", { id: "lists-word", class: "word-input", autocomplete: "off",
      autocapitalize: "characters", spellcheck: "false", maxlength: 400 });
  }

  update(msg) {
    if (!this.msg || msg.view.round !== this.view.round) this.refusedAll = null;
    this.msg = msg;
    this.view = msg.view;
    const typing = document.activeElement === this.word;
    this.render();
    if (typing) this.word.focus();
  }

  async write() {
    // Several words at once (spaces or commas between them): each is judged on its own.
    const words = this.view.one_word ? [this.word.value.trim()]
      : this.word.value.split(/[\s,;]+/).filter(Boolean);
    if (!words.length || !words[0]) return;
    const reply = await this.send({ verb: "write", words });
    this.refusedAll = reply && reply.type === "refused" && reply.params && reply.params.refusals
      ? reply.params.refusals : null;
    if (reply && reply.type === "ack") { this.word.value = ""; this.render(); this.word.focus(); }
    else if (this.refusedAll) this.render();
  }

  voting() { return Boolean(this.view.votes && this.view.votes.some((v) => v.accepted === null)); }

  render() {
    const v = this.view;
    if (!v) return;
    let round = v.rounds ? t("lists.round_of", { n: v.round, of: v.rounds })
      : t("lists.round_target", { n: v.round, target: v.target });
    if (v.play !== undefined) round = t("lists.round_play", { n: v.round, of: v.rounds, play: v.play });
    fill(this.root, 
      h("div", { class: "round-head" },
        h("span", { class: "round", id: "lists-round" }, round),
        v.bag === undefined ? null : h("span", { class: "tag", id: "lists-bag" }, t("lists.bag", { n: v.bag })),
        // ABC I: only a table that chose child seats sends them
        v.child_seats ? h("span", { class: "tag", id: "lists-children" }, t("lists.child_seats", { names: this.childNames() })) : null),
      h("p", { class: "stage", id: "stage" }, this.stageText()),
      this.prompt(),
      this.panel(),
      this.lists(),
    );
  }

  stageText() {
    const v = this.view;
    if (v.result) return t("lists.over");
    if (this.voting()) return v.you && v.you.to_vote.length ? t("lists.vote_now") : t("lists.voting");
    if (v.pick) {
      if (v.you && v.pick.seat === v.you.seat) return t(`lists.${v.pick.verb}_head`);
      return t("lists.picking", { name: this.name(v.pick.seat) });
    }
    if (!v.you) return t("lists.writing");
    if (v.overtime && !v.child_seats.includes(v.you.seat)) return t("lists.overtime_wait", { names: this.childNames() });
    if (v.you.done) return t("lists.done_wait");
    return t(`lists.rule.${v.rule}`);
  }

  childNames() {
    return this.view.child_seats.map((s) => this.name(s)).join(", ");
  }

  prompt() {
    const v = this.view;
    return h("section", { class: "card", id: "lists-prompt", "aria-label": t("lists.prompt") },
      v.prompt.map((group) => h("div", { class: `prompt-${group.kind}` },
        h("h2", { class: "small", text: t(`lists.prompt.${group.kind}`) }),
        h("div", { class: "tile-row", role: "list" }, group.letters.map((letter) => h("span", {
          class: `tile${group.kind === "bad" ? " empty" : ""}`, role: "listitem",
          "aria-label": group.kind === "category" ? t(`lists.category.${letter}`) : letter },
        h("span", { class: "letter", "aria-hidden": "true" }, letter),
        group.kind === "category" ? h("span", { class: "spot", text: t(`lists.category.${letter}`) }) : null))))));
  }

  panel() {
    const box = h("section", { class: "panel card", "aria-label": t("lists.your_move") });
    const v = this.view;
    if (!v.you) { box.append(h("p", { class: "muted", text: t("table.spectating") })); return box; }
    if (v.result) return box;
    if (this.voting()) return this.ballot(box);
    if (v.pick) return this.picker(box);
    if (!v.you.to_act) return box;
    const submit = (e) => { e.preventDefault(); this.write(); };
    box.append(h("form", { class: "announce", onsubmit: submit },
      h("label", { for: "lists-word" }, t(v.one_word ? "lists.type_one" : "lists.type_label")),
      this.word,
      h("p", { class: "actions" },
        h("button", { type: "submit", class: "primary", id: "write-btn" }, t(v.one_word ? "lists.say_it" : "lists.write_it")),
        h("button", { type: "button", id: "done-btn", onclick: () => this.send({ verb: "done" }) },
          t("lists.finished")))));
    // Each refused word with its reason, in the reader's language (the message and its
    // parameters; a rule id names the rulebook's section).
    const names = this.ctx.names();
    const why = (r) => (r.message ? refusalText(r, names) : r.reason);
    const refused = v.you.refused || [];
    if (refused.length) {
      box.append(h("p", { class: "error", id: "lists-refused", role: "status" },
        t(refused.length === 1 ? "lists.refused.one" : "lists.refused.many", { n: refused.length }), " ",
        refused.map((r, i) => [i ? "; " : "", h("strong", { text: r.word }), ` (${why(r)})`])));
    } else if (this.refusedAll) {
      box.append(h("p", { class: "error", id: "lists-refused-all", role: "status" },
        this.refusedAll.map((r, i) => [i ? "; " : "", h("strong", { text: r.word }), ` (${why(r)})`])));
    }
    return box;
  }

  // Choosing a letter (DoBlograma: the round's letter; one more from your word).
  picker(box) {
    const v = this.view;
    const pick = v.pick;
    if (pick.seat !== v.you.seat) { box.append(h("p", { class: "muted", text: t("lists.picking", { name: this.name(pick.seat) }) })); return box; }
    box.append(h("h2", { class: "small", text: t(`lists.${pick.verb}_head`) }));
    box.append(h("div", { class: "tile-row", id: "lists-pick" }, pick.options.map((letter) => h("button", {
      type: "button", class: "tile hl", dataset: { letter }, "aria-label": letter,
      onclick: () => this.send({ verb: pick.verb, letter }) }, h("span", { class: "letter", text: letter })))));
    if (pick.verb === "take" && !pick.options.length) {
      box.append(h("button", { type: "button", class: "primary", id: "take-none",
        onclick: () => this.send({ verb: "take", letter: "" }) }, t("lists.take_none")));
    }
    return box;
  }

  ballot(box) {
    const v = this.view;
    const mine = v.you.to_vote;
    box.append(h("h2", { class: "small", text: t("lists.vote_head") }));
    if (!mine.length) { box.append(h("p", { class: "muted", text: t("lists.vote_wait") })); return box; }
    // What the referee doubts, said from its code (lists.doubt.<code>: the category asked).
    const reasons = new Map(v.votes.map((b) => [b.word, b.doubt ? t(`lists.doubt.${b.doubt}`, { word: b.word }) : ""]));
    box.append(h("ul", { id: "lists-ballot" }, mine.map((word) => h("li", { dataset: { word } },
      h("strong", { text: word }), " ", h("span", { class: "muted", text: reasons.get(word) || "" }), " ",
      h("button", { type: "button", class: "primary vote-keep", onclick: () => this.send({ verb: "vote", word, accept: true }) },
        t("lists.vote_keep")),
      " ",
      h("button", { type: "button", class: "vote-out", onclick: () => this.send({ verb: "vote", word, accept: false }) },
        t("lists.vote_out"))))));
    return box;
  }

  lists() {
    const v = this.view;
    const mine = v.you ? v.you.words : [];
    const doubts = new Set(v.you && v.you.doubts ? v.you.doubts : []);
    const last = v.read_out;
    const writing = !v.result && !this.voting();
    return h("section", { class: "card plaza-words" },
      writing ? h("h2", { class: "small", text: v.one_word ? t("lists.your_word") : t("lists.your_list", { n: mine.length }) }) : null,
      writing ? h("ol", { id: "lists-mine" }, mine.map((w) => h("li", {}, w,
        doubts.has(w) ? h("span", { class: "muted", text: ` (${t("lists.doubt")})` }) : null))) : null,
      writing ? h("p", { class: "muted", id: "lists-others" }, v.writing
        .filter((w) => !v.you || w.seat !== v.you.seat)
        .map((w) => t(w.done ? "lists.other_done" : "lists.other", { name: this.name(w.seat), n: w.words }))
        .join(" · ")) : null,
      this.voting() && v.lists ? h("div", { id: "lists-all" }, v.lists.map((row, seat) => h("p", {},
        h("strong", { text: `${this.name(seat)}: ` }), row.length ? row.join(", ") : t("lists.no_words")))) : null,
      last ? h("h2", { class: "small", text: t(v.play !== undefined ? "lists.read_out_play" : "lists.read_out",
        { n: v.read_out_round }) }) : null,
      last ? h("div", { id: "lists-read-out" }, last.map((row, seat) => h("p", {},
        h("strong", { text: `${this.name(seat)}: ` }),
        row.length ? row.map((e, i) => [i ? ", " : "", e.cancelled || (e.notes || []).includes("voted-out")
          ? h("s", { title: e.cancelled ? t("lists.cancelled") : t("lists.voted_out"), text: e.word })
          : h("span", { title: (e.notes || []).map((n) => t(`lists.note.${n}`)).join(", "), text: `${e.word} (${e.points})` })])
          : t("lists.no_words")))) : null,
      h("table", { class: "scores", id: "lists-scores" },
        h("caption", { text: t("lists.scores") }),
        h("tbody", {}, v.scores.map((s, seat) => h("tr", {},
          h("th", { scope: "row", text: this.name(seat) }), h("td", { text: String(s) }))))));
  }
}
