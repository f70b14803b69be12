// Verbàlia's sentence games. The contest (Brodagrama, Bananasíl·laB): the tiles drawn in
// order; everyone writes a sentence at once (only you see yours until the read-out); the
// papers read out numbered, without authors; you award 3, 2 and 1 points by clicking
// sentences in order; then the authors, points and winners of the round, and the scores.
import { append, clear, h } from "../dom.js";
import { refusalText, t } from "../i18n.js";

export function mount(root, ctx) {
  return new ContestScreen(root, ctx);
}

export class SentenceScreen {
  constructor(root, ctx) {
    this.root = root;
    this.ctx = ctx;
    this.msg = null;
    this.view = null;
    this.busy = false;
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

  name(seat) { return this.ctx.names()[seat] ?? `#${seat + 1}`; }

  // Why a mistake is one, in the reader's language: its message id and parameters.
  why(last) { return last.message ? refusalText({ message: last.message, params: last.params }, this.ctx.names()) : ""; }

  myTurn() { return Boolean(this.view.you && this.view.you.to_act); }

  async send(move) {
    if (this.busy) return null;
    this.busy = true;
    try { return await this.ctx.send(move); } finally { this.busy = false; }
  }

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

// A sentence said on one's turn and judged by the others' vote (ABocagrama; BaBalagrama builds
// on it): the tiles face up, the player whose turn it is types the sentence (or gives up), the
// others vote thumbs up or down; markers (or the letters of ADÉU) and who is out.
export function mountSaid(root, ctx) {
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

// BaBalagrama: the round's letters face up; the sentence says itself again each turn, whole,
// with a new word (on screen only while it is voted on, unless the table shows it); the
// letters of ADÉU in front of each player; with two bags, the player chooses the bag.
export function mountChain(root, ctx) {
  return new ChainScreen(root, ctx);
}

export class ChainScreen extends SaidScreen {
  render() {
    const v = this.view;
    if (!v) return;
    append(clear(this.root), [
      h("div", { class: "round-head" },
        h("span", { class: "round", id: "sentence-round" }, t("sentences.chain_round", { n: v.round })),
        h("span", { class: "tag", id: "sentence-words" }, t("sentences.words_said", { n: v.words }))),
      h("p", { class: "stage", id: "stage" }, this.stageText()),
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

// Enfilasíl·laB and Malasíl·laB: a syllable chosen from the table (or drawn: one tile, the
// side chosen), the words said so far typed again from memory with a new one; the chain's
// syllables in view in Enfilasíl·laB only, each new word shown once, as heard; ADÉU.
export function mountSyllableChain(root, ctx) {
  return new SyllableChainScreen(root, ctx);
}

export class SyllableChainScreen extends ChainScreen {
  constructor(root, ctx) {
    super(root, ctx);
    this.syllable = null;
    this.input = h("input", { id: "words-input", class: "word-input", autocomplete: "off",
      spellcheck: "false", maxlength: 400 });
  }

  update(msg) {
    const choices = msg.view.choices || [];
    if (!choices.includes(this.syllable)) this.syllable = choices.length === 1 ? choices[0] : null;
    super.update(msg);
  }

  render() {
    const v = this.view;
    if (!v) return;
    append(clear(this.root), [
      h("div", { class: "round-head" },
        h("span", { class: "round", id: "sentence-round" }, t("sentences.chain_round", { n: v.round })),
        h("span", { class: "tag", id: "sentence-words" }, t("sentences.words_said", { n: v.words }))),
      h("p", { class: "stage", id: "stage" }, this.stageText()),
      v.syllables && v.syllables.length ? this.tiles(v.syllables, t("sentences.tiles.chain")) : null,
      v.heard ? h("p", { class: "card", id: "heard" }, t("sentences.heard", { word: v.heard })) : null,
      !v.result && this.myTurn() ? this.speakPanel() : null,
      this.lastVerdict(),
      this.standing()]);
  }

  stageText() {
    const v = this.view;
    if (v.result) return t("sentences.over");
    if (!this.myTurn()) return t("sentences.their_words", { name: this.name(v.turn) });
    if (v.syllables) return t("sentences.chain_choose", { n: v.words });
    return t("sentences.chain_drawn", { n: v.words, syllables: v.choices.join(" / ") });
  }

  speakPanel() {
    const v = this.view;
    const submit = (e) => {
      e.preventDefault();
      const words = this.input.value.trim();
      if (!this.syllable) return;
      if (words) this.send({ verb: "say", syllable: this.syllable, words }).then((r) => { if (r && r.type === "ack") this.input.value = ""; });
    };
    const pick = (s) => { this.syllable = s; this.render(); this.input.focus(); };
    return h("section", { class: "panel card", "aria-label": t("sentences.your_turn") },
      h("div", { class: "tile-row", id: "choices", role: "group", "aria-label": t("sentences.choose_syllable") },
        v.choices.map((s) => h("button", { type: "button", class: `tile${s === this.syllable ? " hl" : ""}`,
          "aria-pressed": s === this.syllable ? "true" : "false", dataset: { syllable: s }, onclick: () => pick(s) },
        h("span", { class: "letter" }, s)))),
      h("form", { class: "announce", onsubmit: submit },
        h("label", { for: "words-input" }, t("sentences.your_words", { syllable: this.syllable || "…" })),
        this.input,
        h("p", { class: "actions" },
          h("button", { type: "submit", class: "primary", id: "say-btn", disabled: !this.syllable }, t("sentences.say")),
          h("button", { type: "button", id: "giveup-btn", onclick: () => this.send({ verb: "give-up" }) },
            t("sentences.give_up_chain")))));
  }

  lastVerdict() {
    const last = this.view.last;
    if (!last || last.accepted) return null;
    return h("p", { class: "card bad", id: "last-verdict" },
      t("sentences.chain_mistake", { name: this.name(last.seat), why: this.why(last) }));
  }
}
