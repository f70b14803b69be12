// Buscador: letters in the regions of Verbàlia; each turn two actions (take a letter for the
// easel, leave one from a bag or the easel in a region, move one to a neighbouring region) and
// perhaps a word closed in a region joined to the sea by closed words (the country screen).
// Played on the map: drag (or tap, then tap a region) an easel letter or a bag to a region to
// leave a letter there, a region's letter to a neighbour to move it; tap a region's letters in
// order to spell the word to close there. The forms below do the same from the keyboard.
import { h } from "../../../dom.js";
import { t } from "../../../i18n.js";
import { draggable } from "../../../widgets/country-map.js";
import { tile } from "../../../widgets/tiles.js";
import { CountryScreen } from "../coast.js";

export function mount(root, ctx) {
  return new BuscadorScreen(root, ctx);
}

class BuscadorScreen extends CountryScreen {
  constructor(root, ctx) {
    super(root, ctx);
    this.vowels = h("input", { id: "busca-vowels", type: "number", min: 0, max: 3, value: 1, class: "word-input", size: 2 });
    this.where = h("select", { id: "busca-region" });
    this.from = h("select", { id: "busca-from" });
    this.letter = h("input", { id: "busca-letter", class: "word-input", maxlength: 2, size: 2, autocomplete: "off" });
    this.held = null; // what a tap on a region puts down: {easel: index} or {bag: "vowel" | "consonant"}
  }

  acting() { return this.myTurn() && this.view.stage === "turn" && !this.view.result; }

  get tracing() { return this.acting(); }

  // A word is closed in one region: its letters are traced there, in order.
  canAdd(region, index) {
    if (!this.acting() || this.used(region, index)) return false;
    const last = this.trace[this.trace.length - 1];
    return !last || last.region === region;
  }

  update(msg) {
    const before = this.view;
    super.update(msg);
    // Whatever was picked up goes back once the position changed under it.
    if (before && (before.turn !== this.view.turn || before.actions !== this.view.actions)) {
      this.held = null;
      this.trace = [];
      this.render();
    }
  }

  hold(what) {
    const same = this.held && JSON.stringify(this.held) === JSON.stringify(what);
    this.held = same ? null : what;
    this.trace = [];
    this.render();
  }

  async act(move) {
    const reply = await this.send(move);
    if (reply && reply.type === "ack") { this.held = null; this.trace = []; this.render(); }
    return reply;
  }

  layMove(index, region) { return { verb: "lay", letter: this.view.you.easel[index], region }; }

  leaveMove(bag, region) { return { verb: "leave", bag, region }; }

  shiftMove(from, region) { return { verb: "move", letter: this.letterOf(from), source: from.region, region }; }

  // A region's letters: traced for a word, or dragged to a neighbour to move there.
  regionPieces(id) {
    return super.regionPieces(id).map((p, i) => (this.acting()
      ? { ...p, drop: (to) => { if (to !== id) this.act(this.shiftMove({ region: id, index: i }, to)); } } : p));
  }

  // A tap on a region puts down what is held, moves the one letter traced to it, or makes it
  // the region the typed forms below act on.
  regionOptions(id) {
    const base = super.regionOptions(id);
    if (!this.acting()) return base;
    const one = this.trace.length === 1 && this.trace[0].region !== id
      && this.region(this.trace[0].region).neighbours.includes(id) ? this.trace[0] : null;
    const held = this.held;
    const hint = held && held.easel !== undefined ? t("buscador.lay", { letter: this.view.you.easel[held.easel] })
      : held ? t(`buscador.leave_${held.bag}`)
      : one ? t("buscador.move_here", { letter: this.letterOf(one) })
      : t("buscador.choose_region");
    return {
      cls: `${base.cls}${held || one ? " open" : ""}`,
      pressed: !held && !one ? this.where.value === id : undefined,
      hint,
      onclick: () => {
        if (held && held.easel !== undefined) this.act(this.layMove(held.easel, id));
        else if (held) this.act(this.leaveMove(held.bag, id));
        else if (one) this.act(this.shiftMove(one, id));
        else { this.where.value = id; this.render(); }
      },
    };
  }

  // The easel and the two bags, to drag or tap onto the map.
  hand() {
    const v = this.view;
    const acting = this.acting();
    const easel = v.you.easel.map((l, i) => {
      const el = tile({ letter: l, cls: `small${this.held?.easel === i ? " hl" : ""}`,
        label: t("buscador.easel_letter", { letter: l }), pressed: acting ? this.held?.easel === i : undefined,
        onclick: acting ? () => this.hold({ easel: i }) : undefined, dataset: { index: String(i) } });
      return acting ? draggable(el, (to) => this.act(this.layMove(i, to))) : el;
    });
    const bags = acting ? ["vowel", "consonant"].map((bag) => draggable(h("button", {
      type: "button", class: `tile small bag-tile${this.held?.bag === bag ? " hl" : ""}`, id: `bag-${bag}`,
      "aria-pressed": String(this.held?.bag === bag), disabled: !v.bags[bag], onclick: () => this.hold({ bag }) },
    h("span", { class: "letter" }, t(`buscador.bag_${bag}`)), h("span", { class: "sr-only" }, ` ${t("buscador.bag_count", { n: v.bags[bag] })}`)),
    (to) => this.act(this.leaveMove(bag, to)))) : [];
    const held = this.held;
    return [
      h("div", { class: "region-tiles", id: "busca-easel", role: "group", "aria-label": t("buscador.easel") }, easel),
      bags.length ? h("div", { class: "region-tiles", id: "busca-bags", role: "group", "aria-label": t("buscador.bags_label") }, bags) : null,
      acting ? h("p", { class: "muted", id: "busca-held", "aria-live": "polite" }, held
        ? t("buscador.holding", { what: held.easel !== undefined ? v.you.easel[held.easel] : t(`buscador.bag_${held.bag}`) })
        : this.trace.length ? t("buscador.traced", { word: this.traced(), region: this.region(this.trace[0].region).name })
        : t("buscador.map_help")) : null,
      acting && this.trace.length ? h("p", { class: "actions" },
        h("button", { type: "button", class: "primary", id: "close-traced", onclick: () => this.closeTraced() }, t("buscador.close")),
        h("button", { type: "button", id: "clear-btn", onclick: () => { this.trace = []; this.render(); } }, t("verbalia.clear"))) : null,
    ];
  }

  async closeTraced() {
    await this.act({ verb: "close", word: this.traced(), region: this.trace[0].region });
  }

  progress() {
    const v = this.view;
    return h("span", { class: "tag", id: "country-play" },
      t("buscador.bags", { v: v.bags.vowel, c: v.bags.consonant }));
  }

  stageText() {
    const v = this.view;
    if (v.result) return t("verbalia.over");
    if (v.stage === "start") return t("buscador.start_help");
    if (v.stage === "vote") return t("buscador.vote_help", { word: v.vote.word });
    return t("buscador.turn_help", { name: this.name(v.turn), n: v.actions });
  }

  options(select) {
    const v = this.view;
    const chosen = select.value;
    select.replaceChildren(...v.country.regions.map((r) => h("option", { value: r.id, selected: r.id === chosen ? true : null },
      `${r.name} (${(v.contents[r.id] || []).join("")}) — ${t(`regions.category.${r.category}`)} ×${r.multiplier}`)));
    return select;
  }

  panel() {
    const { box, open } = this.movePanel(null);
    if (!open) return box;
    const v = this.view;
    box.append(...this.hand().filter(Boolean));
    box.append(h("p", { class: "muted", id: "busca-markers" }, t("buscador.markers", { n: v.markers[v.you.seat] })));
    if (!this.myTurn()) { box.append(h("p", { class: "muted", text: t("regions.wait_others") })); return box; }
    if (v.stage === "start") {
      box.append(h("form", { class: "announce", onsubmit: (e) => { e.preventDefault(); this.send({ verb: "start", vowels: Number(this.vowels.value) }); } },
        h("label", { for: "busca-vowels" }, t("buscador.vowels_label")), this.vowels,
        h("p", { class: "actions" }, h("button", { type: "submit", class: "primary", id: "start-btn" }, t("buscador.start")))));
      return box;
    }
    if (v.stage === "vote") {
      box.append(h("p", { class: "vote" }, h("strong", { text: v.vote.word }), ` — ${t("coast.vote_category", { category: t(`regions.category.${v.vote.category}`) })} `,
        h("button", { type: "button", class: "vote-yes", onclick: () => this.send({ verb: "vote", accept: true }) }, t("regions.yes")),
        h("button", { type: "button", class: "vote-no", onclick: () => this.send({ verb: "vote", accept: false }) }, t("regions.no"))));
      return box;
    }
    const region = () => this.where.value;
    const act = (move) => this.act(move);
    box.append(
      h("label", { for: "busca-region" }, t("buscador.region_label")), this.options(this.where),
      h("p", { class: "actions" },
        h("button", { type: "button", id: "take-vowel", onclick: () => act({ verb: "take", bag: "vowel" }) }, t("buscador.take_vowel")),
        h("button", { type: "button", id: "take-consonant", onclick: () => act({ verb: "take", bag: "consonant" }) }, t("buscador.take_consonant")),
        h("button", { type: "button", id: "leave-vowel", onclick: () => act({ verb: "leave", bag: "vowel", region: region() }) }, t("buscador.leave_vowel")),
        h("button", { type: "button", id: "leave-consonant", onclick: () => act({ verb: "leave", bag: "consonant", region: region() }) }, t("buscador.leave_consonant"))),
      h("p", { class: "actions" }, t("buscador.lay_label"), " ",
        v.you.easel.map((l, i) => h("button", { type: "button", class: "tile small", dataset: { index: String(i) },
          "aria-label": t("buscador.lay", { letter: l }), onclick: () => act({ verb: "lay", letter: l, region: region() }) }, l))),
      h("form", { class: "announce", onsubmit: (e) => { e.preventDefault(); act({ verb: "move", letter: this.letter.value.trim().toUpperCase(), source: this.from.value, region: region() }); } },
        h("label", { for: "busca-letter" }, t("buscador.move_letter")), this.letter,
        h("label", { for: "busca-from" }, t("buscador.move_from")), this.options(this.from),
        h("button", { type: "submit", id: "move-btn" }, t("buscador.move"))),
      h("form", { class: "announce", onsubmit: (e) => { e.preventDefault(); this.close(); } },
        h("label", { for: "country-word" }, t("buscador.word_label")), this.word,
        h("p", { class: "actions" },
          h("button", { type: "submit", class: "primary", id: "close-btn" }, t("buscador.close")),
          h("button", { type: "button", id: "finish-btn", onclick: () => act({ verb: "finish" }) }, t("buscador.finish")))));
    return box;
  }

  async close() {
    const word = this.word.value.trim();
    if (!word) return;
    const reply = await this.send({ verb: "close", word, region: this.where.value });
    if (reply && reply.type === "ack") { this.word.value = ""; this.render(); }
  }

  words() {
    const v = this.view;
    return h("section", { class: "card plaza-words" },
      h("ol", { id: "busca-words" }, v.words.map((w) => h("li", {},
        h("strong", { text: w.word }), ` — ${this.name(w.seat)}, ${this.region(w.region).name}: `,
        t("verbalia.points", { n: w.value })))),
      h("table", { class: "scores", id: "country-scores" },
        h("caption", { text: t("verbalia.scores") }),
        h("tbody", {}, v.scores.map((s, seat) => h("tr", { class: seat === v.turn ? "active" : "" },
          h("th", { scope: "row", text: this.name(seat) }), h("td", { text: `${s} (${v.markers[seat]})` }))))));
  }
}
