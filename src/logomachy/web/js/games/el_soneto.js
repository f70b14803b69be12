// El Soneto: the genre in force, the face-up letters of the mentideros, the valedores of the
// Corral del Príncipe, the poetic devices and their literatos, the Soneto (rhyme) track; your
// hand of letter cards and literatos, the word you write (typed; the cards it uses picked by
// clicking, or left to the referee), your choices when your word is evaluated, the votes on
// claimed devices; every poemario. Only what the seat's view holds is shown.
import { append, clear, h } from "../dom.js";
import { has, t } from "../i18n.js";
import { describe } from "../widgets/log.js";
import { outcomeList } from "../widgets/outcome.js";
import { tile } from "../widgets/tiles.js";
import { voteButtons } from "../widgets/vote.js";
import { Screen } from "../screen.js";

export function mount(root, ctx) {
  return new SonetoScreen(root, ctx);
}

const SEALS = { bronze: 0, silver: 1, gold: 2 }; // rulebook: silver 1 seal, gold 2
const CARD_POINTS = { 2: 1, 3: 4, 4: 7, 5: 10, 6: 15 }; // rulebook: points by cards used
const MAX_CARDS = 6;
const DECKS = ["gold", "silver", "bronze"];
const OUTCOME_KINDS = ["reveal", "invalid", "device", "device-empty", "rhyme", "valedor", "claim", "vote", "vote-refused", "time"];
const STAGES = { "create a word": "create", "evaluate a word": "collect", "vote on a claim": "vote", "end of the game": "over" };

// A word's letters as the cards spell them: accents folded, Ñ kept (lexicon.letters.card_letters).
export function cardLetters(word) {
  const out = [];
  for (const ch of word.toUpperCase()) {
    if (ch === "Ñ") { out.push(ch); continue; }
    const base = ch.normalize("NFD")[0];
    if (base >= "A" && base <= "Z") out.push(base);
  }
  return out;
}

// Why a box is crossed out or a device refused (games/el_soneto/why.py): a message id (its
// English template) and parameters, said in the interface language; a coded parameter ("noun")
// shown through its value label, as the log does ({categories_label}).
export function whyText(why, fallback = "") {
  if (!why || !why.message) return fallback;
  const label = (v) => (has(`event.el-soneto.value.${v}`) ? t(`event.el-soneto.value.${v}`) : String(v));
  const vars = { ...(why.params || {}) };
  for (const [k, v] of Object.entries(why.params || {})) {
    if (typeof v === "string") vars[`${k}_label`] = label(v);
    else if (Array.isArray(v)) vars[`${k}_label`] = v.map(label).join(", ");
  }
  return t(why.message, vars);
}

function tally(items) {
  const c = new Map();
  for (const x of items) c.set(x, (c.get(x) || 0) + 1);
  return c;
}

// The cards the referee lays down when the player picks none (games/el_soneto/cards.py
// best_usage): letter cards with more seals first, then literato vowels, then Lope de Vega on a
// letter the word repeats; at most 6. Returns indexes into `hand` and `literatos`.
export function bestUsage(word, hand, literatos) {
  const room = tally(cardLetters(word));
  const take = (l) => { if (room.get(l) > 0) { room.set(l, room.get(l) - 1); return true; } return false; };
  const cards = [];
  const order = hand.map((c, i) => i).sort((a, b) => (SEALS[hand[b].deck] - SEALS[hand[a].deck]) || hand[a].letter.localeCompare(hand[b].letter) || a - b);
  for (const i of order) if (cards.length < MAX_CARDS && take(hand[i].letter)) cards.push(i);
  const lits = [];
  literatos.forEach((c, i) => { if (c.vowel !== "*" && cards.length + lits.length < MAX_CARDS && take(c.vowel)) lits.push(i); });
  const lopes = new Map();
  literatos.forEach((c, i) => {
    if (c.vowel !== "*" || cards.length + lits.length + lopes.size >= MAX_CARDS) return;
    const spare = cards.map((k) => hand[k].letter).find((l) => room.get(l) > 0);
    if (spare) { take(spare); lopes.set(i, spare); }
  });
  return { cards, lits, lopes };
}

class SonetoScreen extends Screen {
  constructor(root, ctx) {
    super(root, ctx);
    this.sel = { cards: new Set(), lits: new Set(), lopes: new Map() }; // picked by hand
    this.takeWith = null;   // a face-up position to take by discarding a valedor
    this.choices = null;    // the collect form's state
    this.recent = new Map();
    this.planKey = null;
    this.word = h("input", { id: "es-word", class: "word-input", autocomplete: "off", autocapitalize: "characters",
      spellcheck: "false", maxlength: 30, lang: "es", "aria-describedby": "es-word-help es-usage", oninput: () => this.render() });
    this.category = h("select", { id: "es-category" });
  }

  update(msg) {
    this.msg = msg;
    this.view = msg.view;
    const v = this.view;
    for (const e of msg.events || []) {
      if (OUTCOME_KINDS.includes(e.kind) && !this.recent.has(e.i)) this.recent.set(e.i, { turn: v.turn, event: e });
    }
    for (const [i, r] of this.recent) if (r.turn < v.turn - 1) this.recent.delete(i);
    const you = v.you;
    const key = `${v.turn}:${v.stage}:${you ? you.hand.map((c) => c.letter).join("") : ""}:${you && you.choices ? v.evaluating : ""}`;
    if (key !== this.planKey) {
      this.sel = { cards: new Set(), lits: new Set(), lopes: new Map() };
      this.takeWith = null;
      this.choices = null;
      if (!key.startsWith(`${v.turn}:create a word`)) this.word.value = "";
      this.planKey = key;
    }
    this.render();
  }

  name(seat) { return this.ctx.names()[seat] ?? `#${seat + 1}`; }
  stage() { return STAGES[this.view.stage] || this.view.stage; }
  me() { return this.view.you ? this.view.players[this.view.you.seat] : null; }
  cat(c) { return t(`es.cat.${c}`); }
  device(d) { return t(`es.device.${d}`); }
  // Poemario boxes name devices in Spanish (the view's `name`); shown in the interface language.
  deviceNamed(name) {
    const d = this.view.devices.find((x) => x.name === name);
    return d ? this.device(d.device) : name;
  }
  deckName(d) { return t(`es.deck.${d}`); }

  render() {
    const v = this.view;
    if (!v) return;
    this.keepingFocus([this.word, this.category], () => this.draw());
  }

  draw() {
    const v = this.view;
    append(clear(this.root), [
      this.head(),
      outcomeList([...this.recent.values()].slice(-6).map((r) => ({ text: this.outcomeText(r.event), kind: this.outcomeKind(r.event) })), { id: "es-outcomes" }),
      this.faceUp(),
      this.panel(),
      this.hand(),
      this.tableArea(),
      this.poemarios(),
    ]);
  }

  head() {
    const v = this.view;
    const g = v.genre;
    return h("div", { class: "round-head es-head" },
      h("span", { class: "round" }, t("es.turn", { round: v.round, turn: v.turn })),
      h("div", { class: "es-genre card", id: "es-genre" },
        h("strong", { lang: "es" }, g.name), g.feathers > 1 ? h("span", { "aria-label": t("es.feathers", { n: g.feathers }) }, " ✒✒") : null, " — ",
        t("es.genre", { categories: g.categories.map((c) => this.cat(c)).join(", "), seal: this.cat(g.seal) })),
      h("p", { class: "stage", id: "es-stage", dataset: { stage: this.stage() } }, this.stageText()));
  }

  stageText() {
    const v = this.view;
    const s = this.stage();
    if (s === "create") {
      const done = v.players.filter((p) => p.finished).map((p) => this.name(p.seat));
      return done.length ? t("es.stage.create_done", { names: done.join(", ") }) : t("es.stage.create");
    }
    if (s === "collect" || s === "vote") return t(`es.stage.${s}`, { name: v.evaluating !== null ? this.name(v.evaluating) : "" });
    return t("es.stage.over");
  }

  outcomeKind(e) {
    if (e.kind === "vote") return "vote-yes";
    if (e.kind === "vote-refused") return "vote-no";
    return e.kind === "device-empty" ? "device" : e.kind;
  }

  outcomeText(e) {
    const d = e.data || {};
    const name = d.seat !== undefined ? this.name(d.seat) : "";
    const word = (d.word || "").toUpperCase();
    if (e.kind === "reveal") return t("es.outcome.reveal", { name, word, category: this.cat(d.category), points: d.points });
    if (e.kind === "invalid") return t("es.outcome.invalid", { name, word, reason: whyText(d.why, d.reason) });
    if (e.kind === "device" || e.kind === "device-empty") return t("es.outcome.device", { name, device: this.device(d.device), other: String(d.other).toUpperCase() });
    if (e.kind === "rhyme") return t("es.outcome.rhyme", { name, other: String(d.other).toUpperCase(), steps: d.steps });
    if (e.kind === "claim") return t("es.outcome.claim", { name, device: this.device(d.device), other: String(d.other).toUpperCase() });
    if (e.kind === "valedor") {
      const mine = d.seat !== undefined ? this.view.players[d.seat].valedores.find((x) => x.id === d.valedor) : null;
      return t("es.outcome.valedor", { name, valedor: mine ? mine.name : `#${d.valedor}` });
    }
    // Votes and the sand timer: the log's line, in the interface language.
    return describe("el-soneto", e, this.ctx.names());
  }

  // -- the face-up letters ------------------------------------------------------------------
  canCreate() {
    const you = this.view.you;
    return this.stage() === "create" && you && you.to_act && !you.word;
  }

  faceUp() {
    const v = this.view;
    const you = v.you;
    const me = this.me();
    const creating = this.canCreate();
    const mayTake = creating && !you.took;
    const mayDiscard = creating && you.took && !you.discarded_valedor && me.valedores.length > 0;
    const cells = v.face_up.map((c, i) => {
      if (!c) return h("div", { class: "tile empty" }, h("span", { class: "sr-only" }, t("tile.empty")));
      const label = t("es.face_up_card", { n: i + 1, letter: c.letter, deck: this.deckName(c.deck), seals: SEALS[c.deck] })
        + (mayTake ? ` — ${t("es.take_it")}` : mayDiscard ? ` — ${t("es.take_with_valedor")}` : "");
      return tile({ letter: c.letter, label, cls: `deck-${c.deck}${mayTake || mayDiscard ? " hl" : ""}${this.takeWith === c.position ? " chosen-take" : ""}`,
        onclick: mayTake ? () => this.send({ verb: "take", position: c.position })
          : mayDiscard ? () => { this.takeWith = c.position; this.render(); this.root.querySelector(".es-discard-valedor button")?.focus(); } : undefined,
        extra: [h("span", { class: "spot", "aria-hidden": "true" }, String(i + 1)), this.sealMarks(c.deck)] });
    });
    const parts = [h("h2", { class: "small", id: "es-face-up-h" }, t("es.face_up")),
      h("div", { class: "board es-face-up", role: "group", "aria-labelledby": "es-face-up-h" }, cells)];
    if (creating) {
      parts.push(h("p", { class: "muted" }, mayTake ? t("es.take_help") : mayDiscard ? t("es.discard_help") : t("es.took")));
    }
    if (this.takeWith && mayDiscard) {
      const card = v.face_up[this.takeWith - 1];
      parts.push(h("div", { class: "row es-discard-valedor", role: "group", "aria-label": t("es.which_valedor") },
        me.valedores.map((x) => h("button", { type: "button", onclick: () => this.send({ verb: "discard", valedor: x.id, position: this.takeWith }) },
          t("es.discard_valedor", { valedor: x.name, letter: card ? card.letter : "" }))),
        h("button", { type: "button", class: "link", onclick: () => { this.takeWith = null; this.render(); } }, t("common.cancel"))));
    }
    return h("section", { class: "es-face-up-box" }, parts);
  }

  sealMarks(deck) {
    const n = SEALS[deck] || 0;
    return h("span", { class: "points seals", "aria-hidden": "true" }, n ? "●".repeat(n) : "");
  }

  // -- your cards ----------------------------------------------------------------------------
  hand() {
    const v = this.view;
    const you = v.you;
    if (!you) return null;
    const me = this.me();
    const creating = this.canCreate();
    const auto = this.autoMode();
    const use = creating ? this.usage() : null;
    const handTiles = you.hand.map((c, i) => {
      const picked = creating && (auto ? use.cards.includes(i) : this.sel.cards.has(i));
      const label = t("es.hand_card", { letter: c.letter, deck: this.deckName(c.deck), seals: SEALS[c.deck] })
        + (picked ? ` — ${t("es.in_word")}` : "");
      return tile({ letter: c.letter, label, pressed: creating ? picked : undefined,
        cls: `deck-${c.deck}${picked ? " picked" : ""}${picked && auto ? " auto" : ""}`,
        onclick: creating ? () => this.toggle("cards", i) : undefined,
        extra: [this.sealMarks(c.deck)] });
    });
    const litTiles = me.literatos.map((c, i) => {
      const picked = creating && (auto ? use.lits.includes(i) || use.lopes.has(i) : this.sel.lits.has(i) || this.sel.lopes.has(i));
      const lope = c.vowel === "*";
      const label = (lope ? t("es.lope_card") : t("es.literato_card", { literato: c.literato, vowel: c.vowel }))
        + (picked ? ` — ${t("es.in_word")}` : "");
      return tile({ letter: c.vowel, label, pressed: creating ? picked : undefined,
        cls: `special literato${picked ? " picked" : ""}${picked && auto ? " auto" : ""}`,
        onclick: creating ? () => this.toggle(lope ? "lopes" : "lits", i) : undefined,
        extra: [h("small", { class: "deck", "aria-hidden": "true" }, lope ? "Lope" : c.literato.split(" ")[0])] });
    });
    return h("section", { class: "es-hand-box" },
      h("h2", { class: "small", id: "es-hand-h" }, t("es.your_cards", { n: you.hand.length })),
      h("div", { class: "tile-row es-hand", role: "group", "aria-labelledby": "es-hand-h" }, handTiles, litTiles),
      me.spent.length ? h("p", { class: "muted" }, t("es.spent", { list: me.spent.map((c) => `${c.literato} ${c.vowel}`).join(", ") })) : null);
  }

  autoMode() { return !this.sel.cards.size && !this.sel.lits.size && !this.sel.lopes.size; }

  // The first click starts from the cards shown (the referee's pick), so a click on a shown card
  // leaves it out and a click on another adds it.
  toggle(kind, i) {
    if (this.autoMode()) {
      const use = this.usage();
      this.sel = { cards: new Set(use.cards), lits: new Set(use.lits), lopes: new Map(use.lopes) };
    }
    if (kind === "lopes") {
      if (this.sel.lopes.has(i)) this.sel.lopes.delete(i); else this.sel.lopes.set(i, "");
    } else if (this.sel[kind].has(i)) this.sel[kind].delete(i); else this.sel[kind].add(i);
    this.render();
    const again = this.root.querySelectorAll(".es-hand .tile")[kind === "cards" ? i : this.view.you.hand.length + i];
    if (again) again.focus();
  }

  // The cards the write move will lay down: picked by hand, else the referee's best use.
  usage() {
    const you = this.view.you;
    const me = this.me();
    if (this.autoMode()) return bestUsage(this.word.value, you.hand, me.literatos);
    const cards = [...this.sel.cards];
    const lopes = new Map();
    const letters = cardLetters(this.word.value);
    const chosen = cards.map((i) => you.hand[i].letter);
    for (const [i, l] of this.sel.lopes) {
      // Lope doubles a letter card used that the word holds twice: the one picked, else the first.
      const fits = (x) => chosen.includes(x) && letters.filter((y) => y === x).length >= 2;
      lopes.set(i, fits(l) ? l : chosen.find(fits) || l || chosen[0] || "");
    }
    return { cards, lits: [...this.sel.lits], lopes };
  }

  // -- the action panel ----------------------------------------------------------------------
  panel() {
    const v = this.view;
    const you = v.you;
    const box = h("section", { class: "panel card", "aria-label": t("es.your_move") });
    if (!you) { box.append(h("p", { class: "muted", text: t("table.spectating") })); return box; }
    const s = this.stage();
    if (s === "create") box.append(this.createPanel());
    else if (s === "collect") box.append(you.choices ? this.collectPanel() : h("p", { class: "muted" }, t("es.stage.collect", { name: this.name(v.evaluating) })));
    else if (s === "vote") box.append(this.votePanel());
    else box.append(h("p", {}, t("es.stage.over")));
    return box;
  }

  createPanel() {
    const v = this.view;
    const you = v.you;
    if (you.word) return h("p", { class: "locked", id: "es-written" }, t("es.written", { word: you.word.word, n: you.word.cards, order: v.players[you.seat].order || "" }));
    if (!you.to_act) return h("p", { class: "muted" }, t("es.no_word"));
    const me = this.me();
    const word = this.word.value.trim();
    const use = this.usage();
    const n = use.cards.length + use.lits.length + use.lopes.size;
    const seals = use.cards.reduce((s, i) => s + SEALS[you.hand[i].deck], 0);
    const laid = [...use.cards.map((i) => you.hand[i].letter), ...use.lits.map((i) => me.literatos[i].vowel),
      ...[...use.lopes.values()].map((l) => `*${l}`)];
    const usageText = !word ? t("es.usage_empty")
      : t(this.autoMode() ? "es.usage_auto" : "es.usage_picked", { cards: laid.join(" ") || "—", n, points: CARD_POINTS[n] ?? 0, seals });
    const categories = ["", ...v.genre.categories];
    if (this.category.options.length !== categories.length || [...this.category.options].some((o, i) => o.value !== categories[i])) {
      const was = this.category.value;
      clear(this.category).append(...categories.map((c) => h("option", { value: c }, c ? this.cat(c) : t("es.category_auto"))));
      this.category.value = categories.includes(was) ? was : "";
    }
    const submit = async (e) => {
      e.preventDefault();
      if (!word) { this.word.focus(); return; }
      const move = { verb: "write", word, category: this.category.value };
      if (!this.autoMode()) {
        Object.assign(move, {
          cards: use.cards.map((i) => you.hand[i].letter).join(""),
          vowels: use.lits.map((i) => me.literatos[i].vowel).join(""),
          doubled: [...use.lopes.values()].join(""),
        });
      }
      const reply = await this.send(move);
      if (reply && reply.type === "ack") this.word.value = "";
    };
    return h("form", { class: "write", onsubmit: submit },
      h("label", { for: "es-word", class: "big-label" }, t("es.write_label")),
      h("div", { class: "row" }, this.word, h("button", { type: "submit", class: "primary", id: "es-write" }, t("es.write"))),
      h("p", { id: "es-usage", "aria-live": "polite", class: n < 2 || n > MAX_CARDS ? (word ? "warn" : "muted") : "" }, usageText),
      h("div", { class: "row" },
        h("label", { for: "es-category" }, t("es.category")), this.category,
        this.autoMode() ? null : h("button", { type: "button", onclick: () => { this.sel = { cards: new Set(), lits: new Set(), lopes: new Map() }; this.render(); } }, t("es.auto_cards"))),
      h("p", { id: "es-word-help", class: "muted" }, t("es.write_help")),
      h("button", { type: "button", class: "link", id: "es-pass", onclick: () => this.send({ verb: "pass" }) }, t("es.pass")));
  }

  collectPanel() {
    const v = this.view;
    const ch = v.you.choices;
    const box = v.players[v.you.seat].poemario.at(-1);
    if (!this.choices) {
      this.choices = {
        draws: Array.from({ length: ch.draws }, () => "gold"),
        valedor: ch.valedores.length ? ch.valedores[0].id : 0,
        claims: Object.fromEntries(Object.keys(ch.claimable).map((d) => [d, ""])),
      };
    }
    const c = this.choices;
    const parts = [h("p", {}, t("es.collect_intro", { word: box ? box.word : "", points: box ? box.points : 0 }))];
    if (ch.draws) {
      parts.push(h("fieldset", {}, h("legend", {}, t("es.draws", { n: ch.draws })),
        c.draws.map((d, k) => h("label", { class: "field" }, h("span", {}, t("es.draw_n", { n: k + 1 })),
          h("select", { id: `es-draw-${k}`, onchange: (e) => { c.draws[k] = e.target.value; } },
            h("option", { value: "", selected: d === "" }, t("es.draw_none")),
            DECKS.map((deck) => h("option", { value: deck, selected: d === deck },
              t("es.draw_from", { deck: this.deckName(deck), n: v.mentideros[deck].cards + v.mentideros[deck].discards }))))))));
    }
    if (ch.valedores.length) {
      parts.push(h("fieldset", { class: "es-valedor-choice" }, h("legend", {}, t("es.valedor_choice")),
        [{ id: 0, name: t("es.no_valedor") }, ...ch.valedores].map((x) => h("label", { class: "field check" },
          h("input", { type: "radio", name: "es-valedor", value: x.id, checked: c.valedor === x.id, onchange: () => { c.valedor = x.id; } }),
          x.id ? this.valedorText(x) : x.name))));
    }
    const devices = Object.keys(ch.claimable);
    if (devices.length) {
      parts.push(h("fieldset", {}, h("legend", {}, t("es.claims")),
        h("p", { class: "muted" }, t("es.claims_help")),
        devices.map((d) => h("label", { class: "field" }, h("span", {}, this.device(d)),
          h("select", { id: `es-claim-${d}`, onchange: (e) => { c.claims[d] = e.target.value; } },
            h("option", { value: "" }, t("es.no_claim")),
            ch.claimable[d].map((w) => h("option", { value: w, selected: c.claims[d] === w }, w)))))));
    }
    parts.push(h("button", { type: "button", class: "primary", id: "es-collect", onclick: () => this.send({
      verb: "collect",
      draws: c.draws.filter(Boolean),
      valedor: c.valedor,
      claims: Object.entries(c.claims).filter(([, w]) => w).map(([d, w]) => `${d}:${w}`),
    }) }, t("es.collect")));
    return h("div", { class: "es-collect" }, parts);
  }

  votePanel() {
    const v = this.view;
    const c = v.claim;
    if (!c) return h("p", {});
    const mine = v.you.seat === c.seat;
    const parts = [h("p", { id: "es-claim" }, t("es.claim", { name: this.name(c.seat), device: this.device(c.device), other: c.other }),
      c.word ? ` ${c.word} — ${c.other}` : "")];
    if (v.to_act.includes(v.you.seat)) {
      parts.push(h("p", {}, t("es.vote_prompt")), voteButtons((accept) => this.send({ verb: "vote", accept }), { yes: t("es.vote_yes"), no: t("es.vote_no") }));
    } else {
      parts.push(h("p", { class: "muted" }, mine ? t("es.others_vote", { n: c.voted.length }) : t("es.voted", { n: c.voted.length })));
    }
    return h("div", {}, parts);
  }

  valedorText(x) {
    return t("es.valedor", { name: x.name, letters: x.letters.split("").join(", "), shield: t(`es.shield.${x.shield}`), number: x.number });
  }

  // -- the table -----------------------------------------------------------------------------
  tableArea() {
    const v = this.view;
    const corral = h("section", { class: "es-corral", "aria-labelledby": "es-corral-h" },
      h("h2", { class: "small", id: "es-corral-h" }, t("es.corral", { n: v.corral_deck })),
      h("ul", { class: "es-valedores" }, v.corral.map((x) => h("li", { class: `valedor shield-${x.shield}` },
        h("strong", { class: "initials", "aria-hidden": "true" }, x.letters), " ", this.valedorText(x)))));
    const devices = h("section", { "aria-labelledby": "es-devices-h" },
      h("h2", { class: "small", id: "es-devices-h" }, t("es.devices")),
      h("ul", { class: "es-devices" }, v.devices.map((d) => h("li", {},
        h("strong", {}, this.device(d.device)), " — ", t("es.device_literato", { literato: d.literato, n: d.cards })))));
    const mentideros = h("p", { class: "muted es-mentideros" }, t("es.mentideros"), " ",
      DECKS.map((d) => t("es.mentidero", { deck: this.deckName(d), n: v.mentideros[d].cards })).join(" · "));
    return h("section", { class: "es-table" }, corral, devices, this.track(), mentideros);
  }

  track() {
    const v = this.view;
    const levels = Array.from({ length: v.soneto_top + 1 }, (_, i) => i);
    return h("section", { "aria-labelledby": "es-track-h" },
      h("h2", { class: "small", id: "es-track-h" }, t("es.track")),
      h("ol", { class: "es-track", start: 0 }, levels.map((lvl) => {
        const here = v.players.filter((p) => p.rhyme === lvl);
        const lope = v.lope[String(lvl)];
        const label = [t("es.level", { n: lvl }), lope !== undefined ? t("es.lope_left", { n: lope }) : null,
          ...here.map((p) => this.name(p.seat))].filter(Boolean).join(", ");
        return h("li", { class: `lvl${lope !== undefined ? " lope" : ""}`, "aria-label": label },
          h("span", { class: "n", "aria-hidden": "true" }, String(lvl)),
          lope !== undefined ? h("span", { class: "lope-mark", "aria-hidden": "true" }, `*${lope}`) : null,
          h("span", { class: "pips", "aria-hidden": "true" }, here.map((p) => h("span", { class: `pip seat-${p.seat}`, title: this.name(p.seat) }))));
      })));
  }

  poemarios() {
    const v = this.view;
    return h("section", { class: "es-players", "aria-label": t("es.poemarios") }, v.players.map((p) => {
      const you = v.you && v.you.seat === p.seat;
      const boxes = Array.from({ length: 9 }, (_, k) => p.poemario.find((b) => b.turn === k + 1) || null);
      return h("article", { class: `card es-player${you ? " you" : ""}`, dataset: { seat: p.seat } },
        h("h3", {}, h("span", { class: `pip seat-${p.seat}`, "aria-hidden": "true" }), " ", this.name(p.seat),
          " — ", t("es.points", { n: p.total }),
          this.stage() === "create" && p.finished ? h("span", { class: "tag" }, p.order ? t("es.order", { n: p.order }) : t("es.passed")) : null),
        h("p", { class: "muted" }, t("es.player_line", { hand: p.hand, rhyme: p.rhyme }),
          p.known_cards.length ? ` ${t("es.known", { letters: p.known_cards.join(" ") })}` : ""),
        p.valedores.length ? h("p", {}, t("es.their_valedores"), " ", p.valedores.map((x) => this.valedorText(x)).join("; ")) : null,
        p.literatos.length || p.spent.length ? h("p", {}, t("es.their_literatos", {
          usable: p.literatos.map((c) => `${c.literato} ${c.vowel}`).join(", ") || "—",
          spent: p.spent.length })) : null,
        h("ol", { class: "poemario", "aria-label": t("es.poemario") }, boxes.map((b, k) => this.boxItem(b, k + 1))),
        h("p", { class: "muted small" }, Object.entries(p.score).map(([k, n]) => `${t(`score.el-soneto.${k}`)} ${n}`).join(" · ")));
    }));
  }

  boxItem(b, turn) {
    if (!b) return h("li", { class: "box empty" }, h("span", { class: "n" }, `${turn}.`), " ", h("span", { class: "muted" }, "…"));
    if (b.crossed) {
      return h("li", { class: "box crossed" }, h("span", { class: "n" }, `${turn}.`), " ",
        b.word ? h("s", { lang: "es", text: b.word }) : null, " ", h("span", { class: "muted" }, t("es.crossed", { reason: whyText(b.why, b.crossed) })));
    }
    const marks = [
      t("es.box_points", { points: b.points, cards: b.cards }),
      b.seals ? t("es.box_seals", { n: b.seals }) : null,
      ...Object.entries(b.devices).map(([d, w]) => `${this.deviceNamed(d)} ${w}`),
      b.rhyme ? t("es.box_rhyme", { word: b.rhyme, steps: b.steps }) : null,
      // The reasons as messages (refused_why, by device code); a record made before them has
      // only the English text (refused, by the device's Spanish name).
      ...(b.refused_why && Object.keys(b.refused_why).length
        ? Object.entries(b.refused_why).map(([d, why]) => t("es.box_refused", { device: this.device(d), reason: whyText(why) }))
        : Object.entries(b.refused).map(([d, why]) => t("es.box_refused", { device: this.deviceNamed(d), reason: why }))),
    ].filter(Boolean);
    return h("li", { class: "box" }, h("span", { class: "n" }, `${turn}.`), " ", h("strong", { lang: "es", text: b.word }),
      b.category ? h("span", { class: "muted" }, ` (${this.cat(b.category)})`) : null, " ", h("small", {}, marks.join(" · ")));
  }
}
