// Letter Tycoon: your hand and the community pool, the word you build (click cards or type it),
// challenges, the 26 patents (buy one of a letter you just played), the end-of-turn discard,
// and everyone's money, stock and patents against the goal. Only the seat's view is shown.
import { append, clear, h } from "../dom.js";
import { language, t } from "../i18n.js";
import { tile } from "../widgets/tiles.js";
import { outcomeList } from "../widgets/outcome.js";
import { scrollTable } from "../widgets/scroll-table.js";
import { Screen } from "../screen.js";

export function mount(root, ctx) {
  return new LetterTycoonScreen(root, ctx);
}

const SOURCE_KEYS = { h: "lt.source.h", p: "lt.source.p", x: "lt.source.x", z: "lt.source.z" };
// Log lines worth keeping in view for a turn after they happen.
const OUTCOME_KINDS = ["challenge-won", "challenge-lost", "challenge-lost-bank", "refused", "refused-last", "penalty", "earn"];

// Money, the one way each language writes it ("$5" in English, "5 $" in Spanish and Catalan):
// CLDR's currency pattern through Intl.NumberFormat, the dollar sign without its country, no
// cents. The log's templates (letter_tycoon.po) write it the same way; a test keeps them so.
export function money(amount, lang = language()) {
  return new Intl.NumberFormat(lang, { style: "currency", currency: "USD", currencyDisplay: "narrowSymbol",
    minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(amount);
}

function counts(letters) {
  const c = new Map();
  for (const l of letters) c.set(l, (c.get(l) || 0) + 1);
  return c;
}

// Where each letter of the typed word(s) comes from: the source the player picked by clicking a
// card (`pins`) where that card is still free, else the hand first, then the pool, then the Z
// patent's S (last letter) or the X patent's copy -- the same preference as the referee's
// notation (games/letter_tycoon/notation.py resolve_sources). A letter with no card is marked
// as from the hand, so the referee refuses it with its own reason; `missing` lists them.
export function resolveSources(words, pins, hand, pool, owned) {
  const inHand = counts(hand);
  const inPool = counts(pool);
  let copyFree = owned.has("X");
  let sFree = owned.has("Z");
  const placed = new Map();
  const take = (cards, ch) => { if (cards.get(ch) > 0) { cards.set(ch, cards.get(ch) - 1); return true; } return false; };
  const sources = [];
  const missing = [];
  words.forEach((word, wi) => {
    const marks = Array(word.length).fill("");
    const wordPins = pins[wi] || [];
    [...word].forEach((ch, i) => {
      if (wordPins[i] === "h" && take(inHand, ch)) marks[i] = "h";
      else if (wordPins[i] === "p" && take(inPool, ch)) marks[i] = "p";
    });
    [...word].forEach((ch, i) => {
      if (marks[i]) return;
      if (take(inHand, ch)) marks[i] = "h";
      else if (take(inPool, ch)) marks[i] = "p";
    });
    [...word].forEach((ch, i) => { if (marks[i]) placed.set(ch, (placed.get(ch) || 0) + 1); });
    [...word].forEach((ch, i) => {
      if (marks[i]) return;
      if (sFree && ch === "S" && i === word.length - 1) { marks[i] = "z"; sFree = false; }
      else if (copyFree && placed.get(ch)) { marks[i] = "x"; copyFree = false; }
      else { marks[i] = "h"; missing.push(ch); }
    });
    sources.push(marks.join(""));
  });
  return { sources, missing };
}

class LetterTycoonScreen extends Screen {
  constructor(root, ctx) {
    super(root, ctx);
    this.text = "";       // the word(s) being built, as typed ("SEA TEN" with the V patent)
    this.pins = [];       // per character of `text`: {ch, src} picked by clicking a card, or null
    this.chosen = [];     // hand indexes picked for the discard
    this.swapping = false;
    this.planKey = null;
    this.recent = new Map(); // log index -> {turn, active, words, event}: challenges, refusals, earnings
    this.lastWords = [];
    this.word = h("input", { id: "lt-word", class: "word-input", autocomplete: "off", autocapitalize: "characters",
      spellcheck: "false", maxlength: 30, "aria-describedby": "lt-word-help lt-sources",
      oninput: () => this.typed() });
    document.addEventListener("keydown", (e) => this.key(e));
  }

  update(msg) {
    this.msg = msg;
    this.view = msg.view;
    for (const e of msg.events || []) {
      if (["play", "play-challengeable", "refused", "refused-last"].includes(e.kind)) this.lastWords = (e.data && e.data.words) || [];
      if (OUTCOME_KINDS.includes(e.kind) && !this.recent.has(e.i)) {
        this.recent.set(e.i, { turn: this.view.turn, active: this.view.active, words: [...this.lastWords], event: e });
      }
    }
    // Keep this turn's and the previous turn's (a bot's turn is over before you can read it).
    for (const [i, r] of this.recent) if (r.turn < this.view.turn - 1) this.recent.delete(i);
    const key = `${this.view.turn}:${this.view.stage}:${this.view.hand || ""}`;
    if (key !== this.planKey) {
      // A new step (or a new hand): what was being chosen no longer applies.
      if (!key.startsWith(`${this.view.turn}:build`)) { this.text = ""; this.pins = []; this.word.value = ""; }
      this.chosen = [];
      this.swapping = false;
      this.planKey = key;
    }
    this.render();
  }

  name(seat) { return this.ctx.names()[seat] ?? `#${seat + 1}`; }
  you() { return this.view.seat === null || this.view.seat === undefined ? null : this.view.seat; }
  mine() { return this.you() !== null && this.view.active === this.you(); }
  owned(seat) { return new Set(Object.entries(this.view.patents).filter(([, o]) => o === seat).map(([l]) => l)); }
  hand() { return [...(this.view.hand || "")]; }
  pool() { return this.view.pool; }

  // -- the word being built -----------------------------------------------------------------
  words() { return this.text.split(" ").filter(Boolean); }

  // Pins split per word (the text's spaces separate words).
  wordPins() {
    const out = [[]];
    [...this.text].forEach((ch, i) => {
      if (ch === " ") { if (out[out.length - 1].length) out.push([]); return; }
      const p = this.pins[i];
      out[out.length - 1].push(p && p.ch === ch ? p.src : null);
    });
    return out.filter((w, i) => w.length || i === 0);
  }

  resolution() {
    const pool = this.pool().filter(Boolean);
    return resolveSources(this.words(), this.wordPins(), this.hand(), pool, this.owned(this.you()));
  }

  typed() {
    const before = this.text;
    const after = this.word.value.toUpperCase().replace(/[^A-Z ]/g, "").replace(/ {2,}/g, " ").replace(/^ /, "");
    // Keep the pins of the unchanged start and end of the text (one edit at a time).
    let start = 0;
    while (start < before.length && start < after.length && before[start] === after[start]) start++;
    let end = 0;
    while (end < before.length - start && end < after.length - start
      && before[before.length - 1 - end] === after[after.length - 1 - end]) end++;
    const pins = [...this.pins.slice(0, start), ...Array(after.length - start - end).fill(null),
      ...this.pins.slice(before.length - end, before.length)];
    this.text = after;
    this.pins = pins;
    if (this.word.value !== after) this.word.value = after;
    this.render();
  }

  addLetter(ch, src) {
    this.text += ch;
    this.pins[this.text.length - 1] = { ch, src };
    this.word.value = this.text;
    this.render();
  }

  // Clicking a card the word already uses takes that letter back out of the word.
  removeLetter(ch, src) {
    const { sources } = this.resolution();
    const flat = sources.join(" ");
    for (let i = this.text.length - 1; i >= 0; i--) {
      if (this.text[i] === ch && flat[i] === src) {
        this.text = this.text.slice(0, i) + this.text.slice(i + 1);
        this.pins.splice(i, 1);
        break;
      }
    }
    this.word.value = this.text;
    this.render();
  }

  // How many cards of each letter the current word takes from the hand and from the pool.
  usedCards() {
    if (!this.mine() || this.view.stage !== "build") return { h: new Map(), p: new Map() };
    const { sources } = this.resolution();
    const words = this.words();
    const used = { h: new Map(), p: new Map() };
    words.forEach((w, wi) => [...w].forEach((ch, i) => {
      const src = sources[wi][i];
      if (used[src]) used[src].set(ch, (used[src].get(ch) || 0) + 1);
    }));
    return used;
  }

  async play(e) {
    if (e) e.preventDefault();
    const words = this.words();
    if (!words.length) { this.word.focus(); return; }
    const { sources } = this.resolution();
    const reply = await this.send({ verb: "play", words, sources });
    if (reply && reply.type === "ack") { this.text = ""; this.pins = []; this.word.value = ""; }
  }

  // -- drawing ------------------------------------------------------------------------------
  render() {
    const v = this.view;
    if (!v) return;
    this.keepingFocus([this.word], () => this.draw());
  }

  draw() {
    const v = this.view;
    append(clear(this.root), [
      this.head(),
      outcomeList([...this.recent.values()].slice(-4).map((r) => ({ text: this.outcomeText(r), kind: r.event.kind.replace(/-(bank|last)$/, "") })), { id: "lt-outcomes" }),
      this.cards(),
      this.panel(),
      this.players(),
      this.patentBoard(),
    ]);
  }

  head() {
    const v = this.view;
    const goal = v.goal.min_patents
      ? t("lt.goal_patents", { value: money(v.goal.patent_value), n: v.goal.min_patents })
      : t("lt.goal_worth", { value: money(v.goal.patent_value) });
    return h("div", { class: "round-head lt-head" },
      h("span", { class: "round" }, t("lt.turn", { n: v.turn + 1 })),
      v.final_round ? h("span", { class: "tag warn" }, t("lt.final_round")) : null,
      h("span", { class: "tag" }, goal),
      h("span", { class: "tag" }, t("lt.factory_cards", { n: v.deck })),
      v.challenges === "automatic" ? h("span", { class: "tag" }, t("lt.auto_retries", { n: v.retries })) : null,
      h("p", { class: "stage", id: "lt-stage", dataset: { stage: v.stage } }, this.stageText()));
  }

  stageText() {
    const v = this.view;
    if (v.stage === "over") return t("lt.stage.over");
    const who = this.mine() ? t("lt.you") : this.name(v.active);
    return t(`lt.stage.${v.stage}`, { name: who });
  }

  outcomeText({ event: e, active, words }) {
    const d = e.data || {};
    const vars = { active: this.name(active), words: words.join(" + ") };
    if (e.kind === "challenge-won") return t("lt.outcome.challenge_won", { ...vars, name: this.name(d.challenger), unknown: (d.unknown || []).join(", ") });
    if (e.kind === "challenge-lost" || e.kind === "challenge-lost-bank") return t("lt.outcome.challenge_paid", { ...vars, name: this.name(d.challenger), cost: money(1) });
    if (e.kind === "refused" || e.kind === "refused-last") return t("lt.outcome.refused", { ...vars, unknown: (d.unknown || []).join(", ") });
    if (e.kind === "penalty") return t("lt.outcome.penalty", vars);
    return t("lt.outcome.earned", { ...vars, money: money(d.money), stock: d.stock });
  }

  // The pool (everyone's) and your hand; in the build step clicking adds a card to the word.
  cards() {
    const v = this.view;
    const building = this.mine() && v.stage === "build";
    const used = this.usedCards();
    const left = { h: new Map(used.h), p: new Map(used.p) };
    const isUsed = (src, ch) => { const n = left[src].get(ch) || 0; if (n > 0) { left[src].set(ch, n - 1); return true; } return false; };
    const cost = (ch) => v.costs[ch];
    const owner = (ch) => v.patents[ch];
    const cardTile = (ch, src, i) => {
      if (!ch) return h("div", { class: "tile empty" }, h("span", { class: "sr-only" }, t("tile.empty")));
      const inWord = building && isUsed(src, ch);
      const o = owner(ch);
      const label = t(src === "p" ? "lt.pool_card" : "lt.hand_card", { letter: ch })
        + (o !== undefined ? ` — ${t("lt.patent_of", { name: this.name(o) })}` : "")
        + (inWord ? ` — ${t("lt.in_word")}` : "");
      let onclick;
      let pressed;
      if (building && this.swapping && src === "h") onclick = () => this.send({ verb: "swap", letter: ch });
      else if (building) onclick = () => (inWord ? this.removeLetter(ch, src) : this.addLetter(ch, src));
      else if (src === "h" && this.discarding()) {
        pressed = this.chosen.includes(i);
        onclick = () => this.toggleDiscard(i);
      }
      if (building && !this.swapping) pressed = inWord;
      return tile({ letter: ch, label, pressed, onclick, cls: `lt-card${inWord ? " used" : ""}${pressed && !building ? " chosen" : ""}`,
        extra: o !== undefined ? [h("span", { class: `pip owner seat-${o}`, "aria-hidden": "true", title: this.name(o) })] : [h("span", { class: "cost", "aria-hidden": "true" }, money(cost(ch)))] });
    };
    const parts = [
      h("h2", { class: "small", id: "lt-pool-h" }, t("lt.pool")),
      h("div", { class: "tile-row lt-pool", role: "group", "aria-labelledby": "lt-pool-h" }, v.pool.map((ch, i) => cardTile(ch, "p", i))),
    ];
    if (this.you() !== null) {
      parts.push(h("h2", { class: "small", id: "lt-hand-h" }, t("lt.hand")),
        h("div", { class: "tile-row lt-hand", role: "group", "aria-labelledby": "lt-hand-h" }, this.hand().map((ch, i) => cardTile(ch, "h", i))));
    }
    return h("section", { class: "lt-cards", "aria-label": t("lt.cards") }, parts);
  }

  // -- the action panel ---------------------------------------------------------------------
  panel() {
    const v = this.view;
    const box = h("section", { class: "panel card", "aria-label": t("lt.your_move") });
    if (this.you() === null) {
      box.append(h("p", { class: "muted", text: t("table.spectating") }), this.wordsOnTable());
      return box;
    }
    if (v.stage === "over") { box.append(h("p", {}, t("lt.stage.over"))); return box; }
    if (v.stage === "build") box.append(this.mine() ? this.buildPanel() : h("p", { class: "muted" }, t("lt.wait_build", { name: this.name(v.active) })));
    else if (v.stage === "challenge") box.append(this.challengePanel());
    else if (v.stage === "buy") box.append(this.buyPanel());
    else if (v.stage === "discard" || v.stage === "penalty") box.append(this.discardPanel());
    return box;
  }

  buildPanel() {
    const v = this.view;
    const owned = this.owned(this.you());
    const words = this.words();
    const { sources, missing } = this.resolution();
    const preview = h("div", { id: "lt-sources", class: "lt-preview", "aria-live": "polite" },
      words.map((w, wi) => h("span", { class: "lt-preview-word" },
        [...w].map((ch, i) => h("span", { class: `lt-src src-${sources[wi][i]}` },
          h("span", { class: "letter" }, ch), h("small", {}, t(SOURCE_KEYS[sources[wi][i]])))))),
      missing.length ? h("p", { class: "warn" }, t("lt.missing", { letters: missing.join(", ") })) : null);
    const help = [t("lt.build_help")];
    if (owned.has("V")) help.push(t("lt.help_v"));
    if (owned.has("X")) help.push(t("lt.help_x"));
    if (owned.has("Z")) help.push(t("lt.help_z"));
    if (v.challenges === "automatic" && v.failed_attempts) help.push(t("lt.attempts", { n: v.failed_attempts, of: v.retries + 1 }));
    return h("form", { class: "write", onsubmit: (e) => this.play(e) },
      h("label", { for: "lt-word", class: "big-label" }, t("lt.build_label")),
      h("div", { class: "row" }, this.word, h("button", { type: "submit", class: "primary", id: "lt-play" }, t("lt.play"))),
      preview,
      h("p", { id: "lt-word-help", class: "muted" }, help.join(" ")),
      h("div", { class: "row" },
        h("button", { type: "button", id: "lt-clear", disabled: !this.text, onclick: () => { this.text = ""; this.pins = []; this.word.value = ""; this.render(); } }, t("lt.clear")),
        owned.has("Q") && !v.swapped ? h("button", { type: "button", id: "lt-swap", "aria-pressed": String(this.swapping),
          onclick: () => { this.swapping = !this.swapping; this.render(); } }, this.swapping ? t("lt.swap_pick") : t("lt.swap")) : null,
        h("button", { type: "button", class: "link", id: "lt-pass", onclick: () => this.send({ verb: "pass" }) },
          v.failed_attempts ? t("lt.give_up") : t("lt.pass_build"))));
  }

  // The word(s) on the table, each card marked with where it came from.
  wordsOnTable() {
    const v = this.view;
    if (!v.words || !v.words.length) return null;
    return h("div", { class: "lt-played", "aria-label": t("lt.played", { words: v.words.join(" + ") }) },
      v.words.map((w, wi) => h("div", { class: "tile-row lt-word" }, [...w].map((ch, i) => {
        const src = (v.sources[wi] || "")[i] || "h";
        return tile({ letter: ch, label: `${ch} (${t(SOURCE_KEYS[src])})`, cls: `src-${src}`,
          extra: [h("small", { class: "src", "aria-hidden": "true" }, t(SOURCE_KEYS[src]))] });
      }))));
  }

  challengePanel() {
    const v = this.view;
    const active = this.name(v.active);
    const parts = [h("p", { class: "reveal" }, t("lt.builds", { name: this.mine() ? t("lt.you") : active }), " ",
      h("strong", { class: "revealed-word", id: "lt-played-word", text: v.words.join(" + ") })), this.wordsOnTable()];
    if (v.to_act.includes(this.you())) {
      parts.push(h("p", {}, t("lt.challenge_cost", { cost: money(1) })),
        h("div", { class: "row" },
          h("button", { type: "button", class: "primary", id: "lt-allow", onclick: () => this.send({ verb: "pass" }) }, t("lt.allow")),
          h("button", { type: "button", id: "lt-challenge", onclick: () => this.send({ verb: "challenge" }) }, t("lt.challenge"))));
    } else {
      parts.push(h("p", { class: "muted" }, this.mine() ? t("lt.others_may_challenge") : t("lt.wait")));
    }
    return h("div", {}, parts);
  }

  buyPanel() {
    const v = this.view;
    if (!this.mine()) return h("div", {}, this.wordsOnTable(), h("p", { class: "muted" }, t("lt.wait_buy", { name: this.name(v.active) })));
    return h("div", {}, this.wordsOnTable(),
      h("p", {}, t("lt.buy_prompt", { money: money(v.money[this.you()]) })),
      h("div", { class: "row lt-buy", role: "group", "aria-label": t("lt.buy_label") },
        v.buyable.map((ch) => h("button", { type: "button", class: "primary", dataset: { letter: ch }, id: `lt-buy-${ch}`,
          onclick: () => this.send({ verb: "buy", letter: ch }) }, t("lt.buy_button", { letter: ch, cost: money(v.costs[ch]) }))),
        h("button", { type: "button", id: "lt-no-buy", onclick: () => this.send({ verb: "pass" }) }, t("lt.no_buy"))));
  }

  discarding() {
    const v = this.view;
    return this.mine() && (v.stage === "discard" || v.stage === "penalty");
  }

  toggleDiscard(i) {
    const at = this.chosen.indexOf(i);
    if (at >= 0) this.chosen.splice(at, 1);
    else if (this.view.stage === "penalty") this.chosen = [i];
    else this.chosen.push(i);
    this.render();
    const again = this.root.querySelectorAll(".lt-hand .tile")[i];
    if (again) again.focus();
  }

  discardPanel() {
    const v = this.view;
    if (!this.mine()) return h("p", { class: "muted" }, t("lt.wait_discard", { name: this.name(v.active) }));
    const hand = this.hand();
    const letters = this.chosen.map((i) => hand[i]).filter(Boolean);
    const penalty = v.stage === "penalty";
    const send = () => this.send({ verb: "discard", letters });
    return h("div", {},
      h("p", {}, penalty ? t("lt.penalty_help") : t("lt.discard_help")),
      h("p", { class: "muted", "aria-live": "polite" }, letters.length ? t("lt.chosen", { letters: letters.join(" ") }) : t("lt.none_chosen")),
      h("div", { class: "row" },
        h("button", { type: "button", class: "primary", id: "lt-discard", disabled: penalty && letters.length !== 1, onclick: send },
          penalty ? t("lt.discard_penalty") : letters.length ? t("lt.discard_n", { n: letters.length }) : t("lt.keep_hand"))));
  }

  // -- everyone's standing ------------------------------------------------------------------
  players() {
    const v = this.view;
    const goal = v.goal;
    const rows = Array.from({ length: v.players }, (_, s) => {
      const letters = Object.entries(v.patents).filter(([, o]) => o === s).map(([l]) => l);
      const near = v.patent_values[s] >= goal.patent_value && letters.length >= goal.min_patents;
      return h("tr", { class: `${s === this.you() ? "you" : ""}${s === v.active ? " active" : ""}`, dataset: { seat: s } },
        h("th", { scope: "row" }, h("span", { class: `pip seat-${s}`, "aria-hidden": "true" }), " ", this.name(s),
          s === v.active && v.stage !== "over" ? h("span", { class: "sr-only" }, ` (${t("lt.active")})`) : null,
          s === v.active && v.stage !== "over" ? h("span", { "aria-hidden": "true" }, " ◀") : null),
        h("td", { class: "money" }, money(v.money[s])),
        h("td", { class: "stock" }, String(v.stock[s])),
        h("td", { class: "patents" }, letters.length ? letters.join(" ") : "—"),
        h("td", {}, money(v.patent_values[s]), near ? " ★" : ""),
        h("td", {}, String(v.hand_sizes[s])),
        h("td", { class: "total" }, String(v.scores[s])));
    });
    return scrollTable(h("table", { class: "lt-players" },
      h("caption", {}, t("lt.standings")),
      h("thead", {}, h("tr", {},
        [t("result.player"), t("lt.money"), t("lt.stock"), t("lt.patents"), t("lt.patent_value"), t("lt.cards_in_hand"), t("result.total")]
          .map((c) => h("th", { scope: "col", text: c })))),
      h("tbody", {}, rows)), t("lt.standings"));
  }

  // The 26 patents: cost, ability, owner; the ones you may buy now are buttons.
  patentBoard() {
    const v = this.view;
    const buying = this.mine() && v.stage === "buy";
    const letters = Object.keys(v.costs).sort();
    return h("section", { class: "lt-patents", "aria-labelledby": "lt-patents-h" },
      h("h2", { class: "small", id: "lt-patents-h" }, t("lt.patent_board")),
      h("div", { class: "board patents" }, letters.map((ch) => {
        const o = v.patents[ch];
        const ability = v.abilities.includes(ch);
        const can = buying && v.buyable.includes(ch);
        const label = [t("lt.patent_card", { letter: ch, cost: money(v.costs[ch]) }),
          ability ? t(`lt.ability.${ch}`) : null,
          o !== undefined ? t("lt.patent_of", { name: this.name(o) }) : t("lt.unowned"),
          can ? t("lt.can_buy") : null].filter(Boolean).join(" — ");
        return tile({ letter: ch, points: money(v.costs[ch]), label, cls: `${ability ? "special" : ""}${can ? " hl" : ""}${o !== undefined ? " owned" : ""}`,
          onclick: can ? () => this.send({ verb: "buy", letter: ch }) : undefined,
          extra: [ability ? h("span", { class: "spot", "aria-hidden": "true", title: t(`lt.ability.${ch}`) }, "✦") : null,
            o !== undefined ? h("span", { class: "pips", "aria-hidden": "true" }, h("span", { class: `pip seat-${o}`, title: this.name(o) })) : null] });
      })),
      h("details", { class: "lt-abilities" }, h("summary", {}, t("lt.abilities")),
        h("dl", {}, v.abilities.map((ch) => [h("dt", {}, ch), h("dd", {}, t(`lt.ability.${ch}`))]),
          h("dt", {}, t("lt.letter_q")), h("dd", {}, t("lt.ability.letter_q")))));
  }

  // Keyboard: while discarding, typing a letter picks (or unpicks) a card of that letter; in the
  // build step any letter typed outside a field goes to the word.
  key(e) {
    const v = this.view;
    if (!v || !this.root.isConnected || e.ctrlKey || e.metaKey || e.altKey || e.key.length !== 1) return;
    if (e.target.closest("input, textarea, select")) return;
    const letter = e.key.toUpperCase();
    if (!/^[A-Z]$/.test(letter)) return;
    if (this.discarding()) {
      const hand = this.hand();
      const i = hand.findIndex((ch, k) => ch === letter && !this.chosen.includes(k));
      const j = i >= 0 ? i : hand.findIndex((ch, k) => ch === letter && this.chosen.includes(k));
      if (j >= 0) { e.preventDefault(); this.toggleDiscard(j); }
    } else if (this.mine() && v.stage === "build" && !this.swapping) {
      e.preventDefault();
      this.word.focus();
      this.addLetter(letter, null);
    }
  }
}
