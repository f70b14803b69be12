// SVeVograma: ten vowels one a region, the consonants in the middle (the country screen). On
// your turn drag a consonant of the middle onto a region with a vowel (or tap one, then the
// other) and type the word its letters then form (in any order); a word of five letters or
// more is offered for improvement in turn, from its maker: lengthen it with one more
// consonant, or decline. The drop-downs say the same for the keyboard.
import { h } from "../../../dom.js";
import { t } from "../../../i18n.js";
import { draggable } from "../../../widgets/country-map.js";
import { scrollTable } from "../../../widgets/scroll-table.js";
import { tile } from "../../../widgets/tiles.js";
import { CountryScreen } from "../coast.js";

export function mount(root, ctx) {
  return new SvevogramaScreen(root, ctx);
}

class SvevogramaScreen extends CountryScreen {
  constructor(root, ctx) {
    super(root, ctx);
    this.letter = h("select", { id: "svevo-letter" });
    this.where = h("select", { id: "svevo-region" });
  }

  get verb() { return "add"; }

  get tracing() { return false; } // a consonant is chosen, the word typed

  adding() { return this.myTurn() && !this.offering() && !this.view.result; }

  // Each region's box says the word its letters form now; on your turn a tap on a region with
  // letters chooses it.
  regionOptions(id) {
    const word = this.view.words[id];
    const extra = word ? h("p", { class: "region-word", text: `= ${word}` }) : null;
    if (!this.adding() || !(this.view.contents[id] || []).length) return { extra };
    return {
      extra, pressed: this.where.value === id, hint: t("svevo.region"),
      onclick: () => this.choose(null, id),
    };
  }

  // The consonant and the region chosen on the map, into the form; then the word.
  choose(letter, region) {
    if (letter) this.letter.value = letter;
    if (region) this.where.value = region;
    this.render();
    if (region) this.word.focus();
  }

  // The middle's consonants, to drag onto a region or tap.
  middle() {
    const v = this.view;
    const mine = this.myTurn() && !v.result;
    return h("div", { class: "region-tiles", id: "svevo-pick", role: "group", "aria-label": t("svevo.letter") },
      Object.entries(v.middle).map(([letter, n]) => {
        const el = tile({ letter, points: n > 1 ? n : undefined, cls: `small${this.letter.value === letter ? " hl" : ""}`,
          label: t("svevo.middle_tile", { letter, n }), pressed: mine ? this.letter.value === letter : undefined,
          onclick: mine ? () => this.choose(letter, null) : undefined, dataset: { letter } });
        return mine && !this.offering() ? draggable(el, (to) => this.choose(letter, to)) : el;
      }));
  }

  offering() { return this.view.stage === "offer" ? this.view.offer : null; }

  stageText() {
    const v = this.view;
    if (v.result) return t("verbalia.over");
    const offer = this.offering();
    if (offer) {
      const who = { word: offer.word, name: this.name(offer.asked), maker: this.name(offer.maker) };
      return this.myTurn() ? t("svevo.improve_yours", who) : t("svevo.improve_theirs", who);
    }
    if (this.myTurn()) return t("svevo.your_turn", { n: v.noted_letters });
    return t("svevo.their_turn", { name: this.name(v.turn) });
  }

  panel() {
    const { box, open } = this.movePanel();
    if (!open) return box;
    const v = this.view;
    const chosen = this.letter.value;
    this.letter.replaceChildren(...Object.entries(v.middle).map(([tile, n]) => h("option",
      { value: tile, selected: tile === chosen ? true : null }, `${tile} (${n})`)));
    const offer = this.offering();
    box.append(this.middle());
    const fields = [h("label", { for: "svevo-letter" }, t("svevo.letter")), this.letter];
    if (!offer) {
      const where = this.where.value;
      const regions = v.country.regions.filter((r) => (v.contents[r.id] || []).length);
      this.where.replaceChildren(...regions.map((r) => h("option", { value: r.id, selected: r.id === where ? true : null },
        `${r.name}: ${v.contents[r.id].join(" ")}${v.words[r.id] ? ` (${v.words[r.id]})` : ""}`)));
      fields.push(h("label", { for: "svevo-region" }, t("svevo.region")), this.where);
    }
    box.append(h("form", { class: "announce", onsubmit: (e) => { e.preventDefault(); this.play(); } },
      ...fields,
      h("label", { for: "country-word" }, t(offer ? "svevo.longer_word" : "svevo.word")), this.word,
      h("p", { class: "actions" },
        h("button", { type: "submit", class: "primary", id: "propose-btn" }, t(offer ? "svevo.lengthen" : "svevo.add")),
        offer
          ? h("button", { type: "button", id: "decline-btn", onclick: () => this.send({ verb: "decline" }) }, t("svevo.decline"))
          : h("button", { type: "button", id: "pass-btn", onclick: () => this.send({ verb: "pass" }) }, t("svevo.pass", { n: v.penalty })))));
    return box;
  }

  move() {
    const word = this.word.value.trim();
    if (this.offering()) return { verb: "lengthen", letter: this.letter.value, word };
    return { verb: "add", letter: this.letter.value, region: this.where.value, word };
  }

  words() {
    const v = this.view;
    return h("section", { class: "card plaza-words" },
      h("h2", { class: "small", text: t("svevo.middle") }),
      h("p", { class: "region-tiles", id: "svevo-middle" }, Object.entries(v.middle).map(([tile, n]) =>
        h("span", { class: "middle-tile" }, h("span", { class: "tile small" }, tile), n > 1 ? h("sub", { text: `×${n}` }) : null))),
      h("h2", { class: "small", text: t("svevo.noted", { n: v.noted_letters }) }),
      v.noted.length ? h("ol", { id: "svevo-noted" }, v.noted.map((w) => h("li", {},
        h("strong", { text: w.word }), ` — ${this.name(w.seat)}, ${this.region(w.region).name}`,
        w.improves ? ` (${t("svevo.improved")})` : "")))
        : h("p", { class: "muted", id: "svevo-noted", text: t("verbalia.no_words") }),
      scrollTable(h("table", { class: "scores", id: "country-scores" },
        h("caption", { text: t("verbalia.scores") }),
        h("thead", {}, h("tr", {}, h("th", { scope: "col" }, h("span", { class: "sr-only" }, t("result.player"))), h("th", { text: t("svevo.kept") }), h("th", { text: t("svevo.penalties") }), h("th", { text: t("svevo.points") }))),
        h("tbody", {}, v.scores.map((s, seat) => h("tr", { class: seat === (this.offering() ? v.offer.asked : v.turn) ? "active" : "" },
          h("th", { scope: "row", text: this.name(seat) }), h("td", { text: String(v.kept[seat]) }),
          h("td", { text: String(v.penalties[seat]) }), h("td", { text: String(s) }))))), t("verbalia.scores")));
  }
}
