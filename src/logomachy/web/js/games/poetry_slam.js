// Poetry Slam: the prompt, your Player Board, the word and Speed Tile you take, the couplet (or
// free verse, if you chose the Freeform variant) you recite, your guess of the others' words,
// the poet's call on a guess and the appeal to the table, votes, lost letters and Snaps. Only what the server's
// view for this seat holds is shown (others' words appear when revealed after their poem).
import { fill, h } from "../dom.js";
import { t } from "../i18n.js";
import { voteButtons, voteOutcome } from "../widgets/vote.js";
import { scrollTable } from "../widgets/scroll-table.js";
import { Screen } from "../screen.js";

export function mount(root, ctx) {
  return new PoetrySlamScreen(root, ctx);
}

const field = (id, attrs = {}) => h("input", { id, autocomplete: "off", spellcheck: "false", ...attrs });

class PoetrySlamScreen extends Screen {
  constructor(root, ctx) {
    super(root, ctx);
    this.speed = null; // the Speed Tile value chosen to take with the word
    this.cover = []; // letters chosen for the chips owed
    this.inputs = {
      word: field("word", { class: "word-input", maxlength: 40, autocapitalize: "characters" }),
      line1: field("line1", { maxlength: 200, class: "poem-line" }),
      line2: field("line2", { maxlength: 200, class: "poem-line" }),
      verse: h("textarea", { id: "verse", maxlength: 400, rows: 3, class: "poem-line" }),
      appeal: field("appeal-reason", { maxlength: 300 }),
      guess: field("guess", { class: "word-input", maxlength: 40 }),
      reason: field("reason", { maxlength: 300 }),
      explanation: h("textarea", { id: "explanation", maxlength: 500, rows: 2 }),
    };
  }

  update(msg) {
    this.view = msg.view;
    this.keepingFocus(Object.values(this.inputs), () => this.render());
  }

  render() {
    const v = this.view;
    if (!v) return;
    fill(this.root, 
      h("div", { class: "round-head" },
        h("span", { class: "round" }, t("poetry.round", { n: v.round, of: v.rounds })),
        h("span", { class: "tag" }, t("poetry.wordsmith", { name: this.name(v.wordsmith) })),
        v.prompt ? h("p", { class: "prompt" }, h("span", { class: "muted" }, t("poetry.prompt")), " ",
          h("strong", { id: "prompt", text: this.promptText() })) : null),
      h("p", { class: "stage", id: "stage", dataset: { stage: v.stage } }, this.stageText()),
      this.panel(),
      v.you ? this.board(v.players[v.you.seat]) : null,
      v.you ? this.snaps() : null,
      this.sheets(),
    );
  }

  // The Word Prompt Card in the reader's language, with the letters drawn.
  promptText() {
    const v = this.view;
    if (!v.prompt_code) return v.prompt;
    return t(`poetry-slam.prompt.${v.prompt_code}`, { a: v.letters[0] ?? "", b: v.letters[1] ?? "" });
  }

  stageText() {
    const v = this.view;
    const poet = v.poet !== null && v.poet !== undefined ? this.name(v.poet) : "";
    if (v.stage === "write") {
      const done = v.players.filter((p) => p.finished).map((p) => this.name(p.seat));
      return done.length ? t("poetry.stage.write_done", { names: done.join(", ") }) : t("poetry.stage.write");
    }
    return t(`poetry.stage.${v.stage}`, { name: poet });
  }

  // -- the action panel -----------------------------------------------------------------------
  panel() {
    const v = this.view;
    const you = v.you;
    const box = h("section", { class: "panel card", "aria-label": t("poetry.your_move") });
    if (!you) { box.append(h("p", { class: "muted", text: t("table.spectating") })); return box; }
    const panels = {
      freeform: () => this.freeformPanel(you), call: () => this.callPanel(you), appeal: () => this.appealPanel(you),
      cover: () => this.coverPanel(you), prompt: () => this.promptPanel(you), write: () => this.writePanel(you),
      perform: () => this.performPanel(you), recite: () => this.poemPanel(you), guess: () => this.poemPanel(you),
      challenge: () => this.challengeWindow(you), explain: () => this.votePanel(you), vote: () => this.votePanel(you),
    };
    box.append(panels[v.stage] ? panels[v.stage]() : h("p", { text: t("poetry.stage.over") }));
    return box;
  }

  wait() { return h("p", { class: "muted" }, t("poetry.wait")); }

  freeformPanel(you) {
    if (!you.may_choose_freeform) return this.wait();
    return h("div", {},
      h("p", {}, t("poetry.freeform_help")),
      h("div", { class: "row" },
        h("button", { type: "button", class: "primary", id: "freeform-yes", onclick: () => this.send({ verb: "freeform", verse: true }) },
          t("poetry.freeform_yes")),
        h("button", { type: "button", id: "freeform-no", onclick: () => this.send({ verb: "freeform", verse: false }) },
          t("poetry.freeform_no"))));
  }

  callPanel(you) {
    const v = this.view;
    const guess = v.guesses[v.guesses.length - 1];
    const parts = [h("p", {}, t("poetry.reciting", { name: this.name(v.poet) })), this.poem(), this.guesses()];
    if (you.seat !== v.poet) {
      parts.push(h("p", { class: "muted", id: "call-wait" }, t("poetry.call_wait", { name: this.name(v.poet), guess: v.calling })));
      return h("div", {}, parts);
    }
    parts.push(h("p", { id: "call-question" }, t("poetry.call_question", { name: this.name(guess.seat), guess: v.calling, word: you.word })),
      h("div", { class: "row" },
        h("button", { type: "button", class: "primary", id: "call-right", onclick: () => this.send({ verb: "call", right: true }) }, t("poetry.call_right")),
        h("button", { type: "button", id: "call-wrong", onclick: () => this.send({ verb: "call", right: false }) }, t("poetry.call_wrong"))));
    return h("div", {}, parts);
  }

  appealPanel(you) {
    const v = this.view;
    const word = v.players[v.poet]?.sheet[v.round - 1]?.word || "";
    const parts = [h("p", {}, t("poetry.revealed", { name: this.name(v.poet), word })), this.guesses()];
    if (!v.to_act.includes(you.seat)) return h("div", {}, parts, this.wait());
    const calls = v.guesses.filter((g) => v.appealable.includes(g.seat));
    parts.push(h("p", {}, t("poetry.appeal_help")),
      h("label", { for: "appeal-reason", class: "sr-only" }, t("poetry.reason")), this.inputs.appeal,
      h("div", { class: "row" }, calls.map((g) => h("button", { type: "button", id: `appeal-${g.seat}`,
        onclick: () => this.send({ verb: "appeal", guesser: g.seat, reason: this.inputs.appeal.value }) },
      t(g.called ? "poetry.appeal_right" : "poetry.appeal_wrong", { name: this.name(g.seat), guess: g.word }))),
      h("button", { type: "button", class: "primary", id: "allow-btn", onclick: () => this.send({ verb: "allow" }) }, t("poetry.calls_stand"))));
    return h("div", {}, parts);
  }

  coverPanel(you) {
    const choices = you.cover_choices;
    if (!choices.length) return this.wait();
    if (this.cover.length > choices.length) this.cover = [];
    return h("div", {},
      h("p", {}, t("poetry.cover_help", { n: choices.length })),
      choices.map((letters, i) => h("div", { class: "row", role: "group", "aria-label": t("poetry.chip", { n: i + 1 }) },
        [...letters].map((l) => h("button", { type: "button", class: `tile ${this.cover[i] === l ? "chosen" : ""}`,
          "aria-pressed": String(this.cover[i] === l), onclick: () => { this.cover[i] = l; this.render(); } }, l)))),
      h("button", { type: "button", class: "primary", id: "cover-btn",
        disabled: this.cover.filter(Boolean).length !== choices.length,
        onclick: async () => { await this.send({ verb: "cover", letters: this.cover }); this.cover = []; } }, t("poetry.cover")));
  }

  promptPanel(you) {
    const v = this.view;
    if (!you.wordsmith) return h("p", { class: "muted" }, t("poetry.wordsmith_decides"));
    return h("div", {},
      h("p", {}, t("poetry.may_discard")),
      h("div", { class: "row" },
        v.letters.map((l) => h("button", { type: "button", onclick: () => this.send({ verb: "discard", letters: [l] }) },
          t("poetry.discard", { letter: l }))),
        h("button", { type: "button", onclick: () => this.send({ verb: "discard", letters: v.letters }) }, t("poetry.discard_both")),
        h("button", { type: "button", class: "primary", id: "keep-btn", onclick: () => this.send({ verb: "discard", letters: [] }) }, t("poetry.keep"))));
  }

  writePanel(you) {
    const v = this.view;
    if (!you.to_act) return h("p", { class: "muted" }, you.word ? t("poetry.your_word", { word: you.word }) : t("poetry.wait"));
    if (!v.middle.includes(this.speed)) this.speed = v.middle[0];
    const submit = async (e) => {
      e.preventDefault();
      const word = this.inputs.word.value.trim();
      if (!word) return;
      const reply = await this.send({ verb: "write", word, speed: this.speed });
      if (reply && reply.type === "ack") this.inputs.word.value = "";
    };
    return h("form", { class: "write", onsubmit: submit },
      h("label", { for: "word", class: "big-label" }, t("poetry.write_label", { prompt: this.promptText() })),
      h("div", { class: "row" }, this.inputs.word,
        h("button", { type: "submit", class: "primary", id: "write-btn" }, t("poetry.write"))),
      h("p", { class: "muted" }, t("poetry.speed_help")),
      h("div", { class: "row speed-tiles", role: "group", "aria-label": t("poetry.speed_tiles") },
        v.middle.map((value, i) => h("button", { type: "button", class: `speed ${value === this.speed ? "chosen" : ""}`,
          id: `speed-${i}`, "aria-pressed": String(value === this.speed),
          onclick: () => { this.speed = value; this.render(); } }, "●".repeat(value), ` ${value}`))),
      h("button", { type: "button", class: "link", id: "pass-btn", onclick: () => this.send({ verb: "pass", speed: v.middle[v.middle.length - 1] }) },
        t("poetry.pass_word")));
  }

  performPanel(you) {
    const v = this.view;
    if (!v.waiting_poets.includes(you.seat)) return h("p", { class: "muted" }, t("poetry.wait_poet"));
    if (you.freeform) return this.versePanel(you);
    return h("form", { class: "poem-form", onsubmit: async (e) => {
      e.preventDefault();
      const reply = await this.send({ verb: "recite", line1: this.inputs.line1.value, line2: this.inputs.line2.value });
      if (reply && reply.type === "ack") { this.inputs.line1.value = ""; this.inputs.line2.value = ""; }
    } },
    h("p", {}, t("poetry.your_word", { word: you.word || "" })),
    h("label", { for: "line1" }, t("poetry.line1")), this.inputs.line1,
    h("label", { for: "line2" }, t("poetry.line2")), this.inputs.line2,
    h("p", { class: "muted" }, t("poetry.poem_help")),
    h("div", { class: "row" },
      h("button", { type: "submit", class: "primary", id: "recite-btn" }, t("poetry.recite")),
      h("button", { type: "button", class: "link", onclick: () => this.send({ verb: "pass" }) }, t("poetry.pass_poem"))));
  }

  // Free verse: one or more lines, one a line of the text area (the rulebook's variant).
  versePanel(you) {
    return h("form", { class: "poem-form", onsubmit: async (e) => {
      e.preventDefault();
      const lines = this.inputs.verse.value.split("\n").map((l) => l.trim()).filter(Boolean);
      const reply = await this.send({ verb: "recite", line1: lines[0] || "", line2: lines[1] || "", more: lines.slice(2) });
      if (reply && reply.type === "ack") this.inputs.verse.value = "";
    } },
    h("p", {}, t("poetry.your_word", { word: you.word || "" })),
    h("label", { for: "verse" }, t("poetry.verse")), this.inputs.verse,
    h("p", { class: "muted" }, t("poetry.poem_help_freeform")),
    h("div", { class: "row" },
      h("button", { type: "submit", class: "primary", id: "recite-btn" }, t("poetry.recite")),
      h("button", { type: "button", class: "link", onclick: () => this.send({ verb: "pass" }) }, t("poetry.pass_poem"))));
  }

  poem() {
    const v = this.view;
    const line = v.players[v.poet]?.sheet[v.round - 1];
    const lines = (line && line.poem) || ["", ""];
    return h("blockquote", { class: `poem ${v.players[v.poet]?.freeform ? "free-verse" : ""}`, id: "poem" },
      lines.map((text) => text ? h("p", { text }) : h("p", { class: "muted", text: "…" })));
  }

  guesses() {
    return h("ul", { class: "guesses", id: "guesses" }, this.view.guesses.map((g) => {
      const ruled = g.called === null || g.called === undefined ? ""
        : ` (${t(g.overruled ? "poetry.ruled_table" : "poetry.ruled_poet")})`;
      return h("li", { class: g.correct ? "right" : "wrong" }, `${this.name(g.seat)}: `, g.word || t("poetry.passed"),
        g.correct ? " ✓" : " ✗", ruled ? h("small", { class: "muted" }, ruled) : null);
    }));
  }

  poemPanel(you) {
    const v = this.view;
    const parts = [h("p", {}, t("poetry.reciting", { name: this.name(v.poet) })), this.poem(), this.guesses()];
    if (you.may_guess) {
      parts.push(h("form", { class: "row", onsubmit: async (e) => {
        e.preventDefault();
        const word = this.inputs.guess.value.trim();
        if (!word) return;
        const reply = await this.send({ verb: "guess", word });
        if (reply && reply.type === "ack") this.inputs.guess.value = "";
      } },
      h("label", { for: "guess", class: "sr-only" }, t("poetry.guess")), this.inputs.guess,
      h("button", { type: "submit", class: "primary", id: "guess-btn" }, t("poetry.guess")),
      h("button", { type: "button", class: "link", onclick: () => this.send({ verb: "pass" }) }, t("poetry.pass_guess"))));
    } else if (you.seat === v.poet) {
      parts.push(h("p", { class: "muted" }, t("poetry.listen")));
    }
    return h("div", {}, parts);
  }

  challengeWindow(you) {
    const v = this.view;
    const word = v.players[v.poet]?.sheet[v.round - 1]?.word || "";
    const parts = [h("p", {}, t("poetry.revealed", { name: this.name(v.poet), word })), this.poem()];
    if (v.rhyme === false) parts.push(h("p", { class: "muted" }, t("poetry.no_rhyme_heard")));
    if (!v.to_act.includes(you.seat)) return h("div", {}, parts, this.wait());
    parts.push(h("div", { class: "row" },
      h("button", { type: "button", class: "primary", id: "allow-btn", onclick: () => this.send({ verb: "allow" }) }, t("poetry.allow"))),
    h("form", { class: "row", onsubmit: (e) => { e.preventDefault(); this.send({ verb: "challenge", reason: this.inputs.reason.value }); } },
      h("label", { for: "reason", class: "sr-only" }, t("poetry.reason")),
      this.inputs.reason, h("button", { type: "submit", id: "challenge-btn" }, t("poetry.challenge"))));
    return h("div", {}, parts);
  }

  votePanel(you) {
    const c = this.view.challenge;
    if (!c) return this.wait();
    const names = this.ctx.names();
    const parts = [h("p", {}, t(`poetry.question_${c.about}`, { name: this.name(c.defendant), subject: c.subject,
      guesser: this.name(c.guesser), call: t(`poetry.call_was_${c.call || "wrong"}`) }), " ",
      c.reason ? h("q", { text: c.reason }) : null,
      c.doubt ? h("span", { class: "doubt" }, t(`event.poetry-slam.value.${c.doubt}`)) : null)];
    if (c.explanation !== null && c.explanation !== undefined) {
      parts.push(h("p", {}, t("poetry.explained", { name: this.name(c.defendant) }), " ",
        c.explanation ? h("q", { text: c.explanation }) : h("em", { text: t("poetry.no_explanation") })));
    }
    if (c.stage === "explain" && c.defendant === you.seat) {
      parts.push(h("form", { class: "row", onsubmit: (e) => { e.preventDefault(); this.send({ verb: "explain", text: this.inputs.explanation.value }); } },
        h("label", { for: "explanation", class: "sr-only" }, t("poetry.explain")),
        this.inputs.explanation, h("button", { type: "submit", class: "primary", id: "explain-btn" }, t("poetry.explain"))));
    } else if (c.stage === "vote" && this.view.to_act.includes(you.seat)) {
      const labels = c.about === "call" ? { yes: t("poetry.call_stands"), no: t("poetry.overrule") } : {};
      parts.push(voteButtons((accept) => this.send({ verb: "vote", accept }), labels));
    } else if (c.stage === "vote") {
      parts.push(h("p", { class: "muted" }, t("poetry.voted", { n: c.voted.length })));
    }
    parts.push(voteOutcome(c.votes, names));
    return h("div", {}, parts);
  }

  // -- your Player Board and Snaps ------------------------------------------------------------
  board(p) {
    const tiers = this.view.tiers;
    return h("section", { class: "player-board card", "aria-label": t("poetry.board") },
      h("h2", { class: "small", text: t("poetry.board") }),
      ["5", "4", "3", "2", "1"].map((tier) => h("div", { class: "row tier" },
        h("span", { class: "muted" }, t("poetry.tier", { n: tier })),
        [...tiers[tier]].map((l) => {
          const lost = p.covered.includes(l);
          return h("span", { class: `tile small ${lost ? "lost" : ""}`, "aria-label": lost ? t("poetry.lost_letter", { letter: l }) : l }, l);
        }))));
  }

  snaps() {
    const v = this.view;
    const you = v.you;
    const mine = v.players[you.seat];
    return h("section", { class: "snaps card", "aria-label": t("poetry.snaps") },
      h("p", {}, t("poetry.snaps_left", { n: mine.snaps_left, got: mine.snaps_received })),
      you.may_snap && v.stage !== "over" ? h("div", { class: "row" }, v.players.filter((p) => p.seat !== you.seat).map((p) =>
        h("button", { type: "button", class: "snap", onclick: () => this.send({ verb: "snap", to: p.seat }) },
          t("poetry.snap_for", { name: this.name(p.seat) })))) : null);
  }

  // -- score sheets ---------------------------------------------------------------------------
  sheets() {
    const v = this.view;
    const rounds = Array.from({ length: v.rounds }, (_, r) => r + 1);
    return scrollTable(h("table", { class: "sheets" },
      h("caption", { text: t("poetry.sheets") }),
      h("thead", {}, h("tr", {}, h("th", { scope: "col", text: t("result.player") }),
        rounds.map((r) => h("th", { scope: "col" }, String(r))),
        h("th", { scope: "col", text: t("poetry.lost") }), h("th", { scope: "col", text: t("result.total") }))),
      h("tbody", {}, v.players.map((p) => h("tr", { class: p.seat === v.you?.seat ? "you" : "" },
        h("th", { scope: "row" }, h("span", { class: `pip seat-${p.seat}`, "aria-hidden": "true" }), " ", this.name(p.seat),
          p.freeform ? h("small", { class: "tag free-verse", title: t("poetry.freeform_yes") }, ` ${t("poetry.free_verse")}`) : null),
        rounds.map((r) => {
          const line = p.sheet[r - 1];
          if (!line) return h("td", {});
          const marks = [line.tile ? `●${line.tile}` : "", line.poetry ? `♪${line.poetry}` : "",
            line.guesses ? `?${line.guesses}` : "", line.slams ? `✗${line.slams}` : ""].filter(Boolean).join(" ");
          return h("td", {}, line.word ? h("span", { class: "w", text: line.word }) : "", marks ? h("small", {}, ` ${marks}`) : null);
        }),
        h("td", { text: p.covered.join(" ") }),
        h("td", { class: "total", text: String(p.total) }))))), t("poetry.sheets"));
  }
}
