// Buscador: letters in the regions of Verbàlia; each turn two actions (take a letter for the
// easel, leave one from a bag or the easel in a region, move one to a neighbouring region) and
// perhaps a word closed in a region joined to the sea by closed words (the country screen).
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { CountryScreen } from "./verbalia-country.js";

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
  }

  canAdd() { return false; }

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
    const box = h("section", { class: "panel card", "aria-label": t("verbalia.your_move") });
    const v = this.view;
    if (!v.you) { box.append(h("p", { class: "muted", text: t("table.spectating") })); return box; }
    if (v.result) return box;
    box.append(h("p", { class: "region-tiles", id: "busca-easel", "aria-label": t("buscador.easel") },
      v.you.easel.map((l) => h("span", { class: "tile small" }, l))));
    box.append(h("p", { class: "muted", id: "busca-markers" }, t("buscador.markers", { n: v.markers[v.you.seat] })));
    if (!this.myTurn()) { box.append(h("p", { class: "muted", text: t("regions.wait_others") })); return box; }
    if (v.stage === "start") {
      box.append(h("form", { class: "announce", onsubmit: (e) => { e.preventDefault(); this.send({ verb: "start", vowels: Number(this.vowels.value) }); } },
        h("label", { for: "busca-vowels" }, t("buscador.vowels_label")), this.vowels,
        h("p", { class: "actions" }, h("button", { type: "submit", class: "primary", id: "start-btn" }, t("buscador.start")))));
      return box;
    }
    if (v.stage === "vote") {
      box.append(h("p", { class: "vote" }, h("strong", { text: v.vote.word }), ` — ${v.vote.reason} `,
        h("button", { type: "button", class: "vote-yes", onclick: () => this.send({ verb: "vote", accept: true }) }, t("regions.yes")),
        h("button", { type: "button", class: "vote-no", onclick: () => this.send({ verb: "vote", accept: false }) }, t("regions.no"))));
      return box;
    }
    const region = () => this.where.value;
    const act = (move) => this.send(move);
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
