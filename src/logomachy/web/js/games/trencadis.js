// Trencadís: the prompt, the mosaic, the word you write, challenges and votes, your placement.
// Only what the server's view for this seat holds is shown (others' words appear when revealed).
import { clear, fill, h } from "../dom.js";
import { t } from "../i18n.js";
import { board } from "../widgets/board.js";
import { voteButtons, voteOutcome } from "../widgets/vote.js";
import { scrollTable } from "../widgets/scroll-table.js";
import { Screen } from "../screen.js";

export function mount(root, ctx) {
  return new TrencadisScreen(root, ctx);
}

class TrencadisScreen extends Screen {
  constructor(root, ctx) {
    super(root, ctx);
    this.plan = { key: null, spots: [] }; // placement or withdrawal being chosen
    this.word = h("input", { id: "word", class: "word-input", autocomplete: "off", autocapitalize: "characters",
      spellcheck: "false", maxlength: 40, "aria-describedby": "write-help" });
    this.reason = h("input", { id: "reason", maxlength: 300 });
    this.ground = h("select", { id: "ground" });
    this.spelling = h("input", { id: "spelling", class: "word-input", autocomplete: "off", autocapitalize: "characters",
      spellcheck: "false", maxlength: 40 });
    this.explanation = h("textarea", { id: "explanation", maxlength: 500, rows: 2 });
    document.addEventListener("keydown", (e) => this.key(e));
  }

  update(msg) {
    this.msg = msg;
    this.view = msg.view;
    this.keepingFocus([this.word, this.reason, this.explanation, this.spelling], () => this.render());
  }

  seatName(seat) { return this.ctx.names()[seat] ?? `#${seat + 1}`; }

  render() {
    const v = this.view;
    if (!v) return;
    const names = this.ctx.names();
    const you = v.you;
    const planning = this.planKey();
    if (this.plan.key !== planning) this.plan = { key: planning, spots: [] };
    fill(this.root, 
      h("div", { class: "round-head" },
        h("span", { class: "round" }, t("trencadis.round", { n: v.round, of: v.rounds })),
        v.claim_rounds.includes(v.round) ? h("span", { class: "tag" }, t("trencadis.claim_round")) : null,
        h("p", { class: "prompt" }, h("span", { class: "muted" }, t("trencadis.prompt")), " ",
          h("strong", { id: "prompt", text: v.prompt }))),
      h("p", { class: "stage", id: "stage", dataset: { stage: v.stage } }, this.stageText()),
      board(v.mosaic, {
        label: t("trencadis.mosaic"), names,
        isPickable: (c, i) => this.pickable(c, i),
        onpick: (c, i) => this.pick(c, i),
        highlight: (c, i) => this.highlighted(c, i),
      }),
      this.panel(you, names),
      this.sheets(names),
    );
  }

  planKey() {
    const v = this.view;
    const you = v.you;
    if (!you) return null;
    if (v.stage === "place" && v.placing === you.seat) return `place:${v.round}`;
    if (v.stage === "withdraw" && you.withdraw_owed) return `withdraw:${v.round}:${v.placing}`;
    return null;
  }

  stageText() {
    const v = this.view;
    const who = v.placing !== null && v.placing !== undefined ? this.seatName(v.placing) : "";
    if (v.stage === "write") {
      const done = v.players.filter((p) => p.finished).map((p) => this.seatName(p.seat));
      return done.length ? t("trencadis.stage.write_done", { names: done.join(", ") }) : t("trencadis.stage.write");
    }
    if (v.stage === "over") return t("trencadis.stage.over");
    return t(`trencadis.stage.${v.stage}`, { name: who });
  }

  // -- the action panel -----------------------------------------------------------------------
  panel(you, names) {
    const v = this.view;
    const box = h("section", { class: "panel card", "aria-label": t("trencadis.your_move") });
    if (!you) { box.append(h("p", { class: "muted", text: t("table.spectating") })); return box; }
    if (v.stage === "write") box.append(this.writePanel(you));
    else if (v.stage === "spell") box.append(this.spellPanel(you));
    else if (v.stage === "reveal") box.append(this.revealPanel(you));
    else if (v.stage === "explain" || v.stage === "vote") box.append(this.challengePanel(you, names));
    else if (v.stage === "withdraw") box.append(this.withdrawPanel(you));
    else if (v.stage === "place") box.append(this.placePanel(you));
    else if (v.stage === "over") box.append(h("p", { text: t("trencadis.stage.over") }));
    return box;
  }

  writePanel(you) {
    if (you.locked) {
      return h("p", { class: "locked" }, t("trencadis.locked", { word: you.word }));
    }
    if (!you.to_act) return h("p", { class: "muted" }, t("trencadis.wait"));
    const submit = async (e) => {
      e.preventDefault();
      const word = this.word.value.trim();
      if (!word) return;
      const reply = await this.send({ verb: "write", word });
      if (reply && reply.type === "ack") this.word.value = "";
    };
    return h("form", { class: "write", onsubmit: submit },
      h("label", { for: "word", class: "big-label" }, t("trencadis.write_label", { prompt: this.view.prompt })),
      h("div", { class: "row" }, this.word,
        h("button", { type: "submit", class: "primary", id: "write-btn" }, t("trencadis.write"))),
      h("p", { id: "write-help", class: "muted" },
        you.word ? t("trencadis.your_word_revisable", { word: you.word }) : t("trencadis.write_help")),
      h("button", { type: "button", class: "link", onclick: () => this.send({ verb: "give-up" }) }, t("trencadis.give_up")));
  }

  revealedLine(seat) {
    const p = this.view.players[seat];
    return (p && p.sheet[this.view.round - 1]) || { word: "", spelled: null };
  }

  // The word as revealed: written, and the word meant when it was misspelt.
  revealedHead(seat) {
    const line = this.revealedLine(seat);
    return h("p", { class: "reveal" }, t("trencadis.reveals", { name: this.seatName(seat) }), " ",
      h("strong", { class: "revealed-word", text: line.word || "" }),
      line.spelled ? h("span", { class: "meant", id: "meant" }, ` (${t("trencadis.meant", { word: line.spelled })})`) : null);
  }

  // A revealed word the dictionary does not know: its writer names the word meant (a
  // suggestion, or typed), or keeps it; the tokens then follow the word meant.
  spellPanel(you) {
    const v = this.view;
    const head = this.revealedHead(v.placing);
    if (v.placing !== you.seat) return h("div", {}, head, h("p", { class: "muted" }, t("trencadis.stage.spell", { name: this.seatName(v.placing) })));
    const word = this.revealedLine(you.seat).word;
    const spell = async (meant) => {
      const reply = await this.send({ verb: "spell", word: meant });
      if (reply && reply.type === "ack") this.spelling.value = "";
    };
    const offered = you.suggestions || [];
    return h("div", { class: "spelling" }, head,
      h("p", {}, t("trencadis.misspelt", { word })),
      offered.length
        ? h("div", { class: "row suggestions", role: "group", "aria-label": t("trencadis.suggestions") },
          h("span", {}, t("trencadis.suggestions")),
          offered.map((w) => h("button", { type: "button", class: "suggestion", onclick: () => spell(w) }, w)))
        : h("p", { class: "muted" }, t("trencadis.no_suggestions")),
      h("form", { class: "row", onsubmit: (e) => { e.preventDefault(); const w = this.spelling.value.trim(); if (w) spell(w); } },
        h("label", { for: "spelling" }, t("trencadis.spelling_label")), this.spelling,
        h("button", { type: "submit", id: "spell-btn" }, t("trencadis.spell"))),
      h("button", { type: "button", id: "keep-btn", onclick: () => spell("") }, t("trencadis.keep")));
  }

  groundSelect() {
    const chosen = this.ground.value;
    clear(this.ground).append(...(this.view.grounds || []).filter((g) => g !== "spelling").map((g) =>
      h("option", { value: g, selected: g === chosen }, t(`trencadis.ground.${g}`))));
    return this.ground;
  }

  revealPanel(you) {
    const v = this.view;
    const head = this.revealedHead(v.placing);
    if (!v.to_act.includes(you.seat)) {
      return h("div", {}, head, h("p", { class: "muted" }, v.placing === you.seat ? t("trencadis.others_judge") : t("trencadis.wait")));
    }
    return h("div", {}, head,
      h("div", { class: "row" },
        h("button", { type: "button", class: "primary", id: "allow-btn", onclick: () => this.send({ verb: "allow" }) }, t("trencadis.allow"))),
      h("form", { class: "row", onsubmit: (e) => { e.preventDefault(); this.send({ verb: "challenge", reason: this.reason.value, ground: this.ground.value }); } },
        h("label", { for: "ground" }, t("trencadis.ground")), this.groundSelect(),
        h("label", { for: "reason", class: "sr-only" }, t("trencadis.reason")),
        this.reason, h("button", { type: "submit", id: "challenge-btn" }, t("trencadis.challenge"))));
  }

  challengePanel(you, names) {
    const c = this.view.challenge;
    if (!c) return h("p", {});
    const parts = [
      h("p", {}, t("trencadis.challenged", { name: names[c.challenger], word: c.word }), " ",
        c.ground ? h("strong", { class: "ground" }, `${t(`trencadis.ground.${c.ground}`)}: `) : null,
        c.reason ? h("q", { text: c.reason }) : null),
    ];
    if (c.explanation !== null && c.explanation !== undefined) {
      parts.push(h("p", {}, t("trencadis.explained", { name: names[c.defendant] }), " ",
        c.explanation ? h("q", { text: c.explanation }) : h("em", { text: t("trencadis.no_explanation") })));
    }
    if (c.stage === "explain" && c.defendant === you.seat) {
      parts.push(h("form", { class: "row", onsubmit: (e) => { e.preventDefault(); this.send({ verb: "explain", text: this.explanation.value }); } },
        h("label", { for: "explanation", class: "sr-only" }, t("trencadis.explain")),
        this.explanation, h("button", { type: "submit", class: "primary" }, t("trencadis.explain"))));
    } else if (c.stage === "vote") {
      if (this.view.to_act.includes(you.seat)) {
        parts.push(h("p", {}, t("trencadis.vote_prompt", { word: c.word })),
          voteButtons((accept) => this.send({ verb: "vote", accept })));
      } else {
        parts.push(h("p", { class: "muted" }, t("trencadis.voted", { n: c.voted.length })));
      }
    }
    parts.push(voteOutcome(c.votes, names));
    return h("div", {}, parts);
  }

  mine(spot) { return (this.view.mosaic[spot]?.tokens || [])[this.view.you.seat] || 0; }

  withdrawPanel(you) {
    if (!you.withdraw_owed) return h("p", { class: "muted" }, t("trencadis.wait"));
    const chosen = this.plan.spots;
    return h("div", {},
      h("p", {}, t("trencadis.withdraw", { n: you.withdraw_owed, chosen: chosen.length })),
      h("div", { class: "row" },
        h("button", { type: "button", onclick: () => { this.plan.spots = []; this.render(); } }, t("trencadis.undo")),
        h("button", { type: "button", onclick: () => { this.plan.spots = this.autoWithdraw(you.withdraw_owed); this.render(); } }, t("trencadis.choose_for_me")),
        h("button", { type: "button", class: "primary", disabled: chosen.length !== you.withdraw_owed,
          onclick: () => this.send({ verb: "withdraw", spots: chosen }) }, t("trencadis.confirm"))));
  }

  autoWithdraw(n) {
    const left = this.view.mosaic.map((c, i) => (c ? this.mine(i) : 0));
    const spots = [];
    for (let k = 0; k < n; k++) {
      let best = -1;
      left.forEach((m, i) => { if (m > 0 && (best < 0 || m > left[best])) best = i; });
      if (best < 0) break;
      spots.push(best);
      left[best]--;
    }
    return spots;
  }

  placePanel(you) {
    const v = this.view;
    if (v.placing !== you.seat) {
      return h("p", { class: "muted" }, t("trencadis.stage.place", { name: this.seatName(v.placing) }));
    }
    const letters = you.letters_on_table;
    const spots = this.plan.spots;
    const next = letters[spots.length];
    return h("div", { class: "placing" },
      h("p", {}, letters.length ? t("trencadis.place_help") : t("trencadis.place_none")),
      h("ol", { class: "letters", "aria-label": t("trencadis.letters") }, letters.map((l, i) =>
        h("li", { class: i < spots.length ? "done" : i === spots.length ? "current" : "" },
          h("span", { class: "letter" }, l), i < spots.length ? h("span", { class: "muted" }, ` → ${spots[i] + 1}`) : null))),
      next ? h("p", { class: "next", "aria-live": "polite" }, t("trencadis.pick_card", { letter: next })) : null,
      you.seat === v.fastest && letters.length ? h("p", { class: "muted" }, t("trencadis.speed_bonus")) : null,
      h("div", { class: "row" },
        h("button", { type: "button", disabled: !spots.length, onclick: () => { spots.pop(); this.render(); } }, t("trencadis.undo")),
        h("button", { type: "button", onclick: () => { this.plan.spots = letters.map((l) => v.mosaic.findIndex((c) => c && c.letter === l)); this.render(); } }, t("trencadis.place_auto")),
        h("button", { type: "button", class: "primary", id: "place-btn", disabled: spots.length !== letters.length,
          onclick: () => this.send({ verb: "place", spots }) }, t("trencadis.place"))));
  }

  // -- picking cards on the mosaic ------------------------------------------------------------
  pickable(c, i) {
    const v = this.view;
    if (!v.you || !this.plan.key) return false;
    if (this.plan.key.startsWith("place")) {
      const next = v.you.letters_on_table[this.plan.spots.length];
      return next !== undefined && c.letter === next;
    }
    const used = this.plan.spots.filter((s) => s === i).length;
    return this.plan.spots.length < v.you.withdraw_owed && this.mine(i) > used;
  }

  highlighted(c, i) { return this.pickable(c, i); }

  pick(c, i) {
    this.plan.spots.push(i);
    this.render();
    // Keep keyboard focus on the mosaic: the next pickable card, else the confirm button.
    const next = this.root.querySelector(".board .tile:not([disabled])") || this.root.querySelector("#place-btn");
    if (next) next.focus();
  }

  // Typing a letter while placing picks the first card with that letter: placement by keyboard.
  key(e) {
    if (!this.plan.key || !this.plan.key.startsWith("place") || e.target.closest("input, textarea, select")) return;
    if (e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey) return;
    const letter = e.key.toUpperCase();
    const spot = this.view.mosaic.findIndex((c, i) => c && c.letter === letter && this.pickable(c, i));
    if (spot >= 0) { e.preventDefault(); this.pick(this.view.mosaic[spot], spot); }
  }

  // -- answer sheets --------------------------------------------------------------------------
  sheets(names) {
    const v = this.view;
    const rounds = Array.from({ length: v.rounds }, (_, r) => r + 1);
    return scrollTable(h("table", { class: "sheets" },
      h("caption", { text: t("trencadis.sheets") }),
      h("thead", {}, h("tr", {}, h("th", { scope: "col", text: t("result.player") }),
        rounds.map((r) => h("th", { scope: "col" }, String(r), v.claim_rounds.includes(r) ? " ★" : "")),
        h("th", { scope: "col", text: t("trencadis.cards") }), h("th", { scope: "col", text: t("result.total") }))),
      h("tbody", {}, v.players.map((p) => h("tr", { class: p.seat === v.you?.seat ? "you" : "" },
        h("th", { scope: "row" }, h("span", { class: `pip seat-${p.seat}`, "aria-hidden": "true" }), " ", names[p.seat] ?? ""),
        rounds.map((r) => {
          const line = p.sheet[r - 1];
          if (!line) return h("td", {});
          const marks = [line.fastest ? "⚡" : "", line.perfect ? "+4" : "", line.claimed ? `♦${line.claimed}` : ""].filter(Boolean).join(" ");
          return h("td", { class: `verdict-${line.verdict || "hidden"}` },
            line.word ? h("span", { class: "w", text: line.word }) : "",
            line.spelled ? h("span", { class: "meant", title: t("trencadis.meant", { word: line.spelled }) }, ` → ${line.spelled}`) : null,
            marks ? h("small", {}, ` ${marks}`) : null);
        }),
        h("td", {}, p.won.map((c) => `${c.letter}${c.points}`).join(" ")),
        h("td", { class: "total", text: String(p.total) }))))), t("trencadis.sheets"));
  }
}
