// Vocaligrama: pentavowel words placed one letter a region (the country screen). The map
// shows the last word's letters where they were placed and the consonant it left; a word is
// typed, and the referee finds its way through adjacent regions from where it must begin.
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { CountryScreen } from "./verbalia-country.js";

export function mount(root, ctx) {
  return new VocaligramaScreen(root, ctx);
}

class VocaligramaScreen extends CountryScreen {
  get verb() { return "place"; }

  canAdd() { return false; } // letters are typed, not traced

  pieces(region) {
    const last = this.view.last_word;
    if (!last) return [...(this.view.contents[region] || [])];
    return last.tiles.filter((_, i) => last.regions[i] === region);
  }

  startText() {
    const s = this.view.start;
    const name = this.region(s.region).name;
    return s.consonant ? t("regions.begin_with", { region: name, letter: s.consonant }) : t("regions.begin_in", { region: name });
  }

  stageText() {
    const v = this.view;
    if (v.result) return t("verbalia.over");
    if (this.myTurn()) return `${t("regions.pentavowel")} ${this.startText()}`;
    return `${t("verbalia.their_turn", { name: this.name(v.turn) })} ${this.startText()}`;
  }

  panel() {
    const box = h("section", { class: "panel card", "aria-label": t("verbalia.your_move") });
    const v = this.view;
    if (!v.you) { box.append(h("p", { class: "muted", text: t("table.spectating") })); return box; }
    if (v.result) return box;
    if (!this.myTurn()) { box.append(h("p", { class: "muted", text: t("verbalia.wait") })); return box; }
    const submit = (e) => { e.preventDefault(); this.play(); };
    box.append(h("form", { class: "announce", onsubmit: submit },
      h("label", { for: "country-word" }, t("regions.place_label")),
      this.word,
      h("p", { class: "actions" },
        h("button", { type: "submit", class: "primary", id: "propose-btn" }, t("regions.place")),
        h("button", { type: "button", id: "pass-btn", onclick: () => this.send({ verb: "pass" }) }, t("verbalia.pass")))));
    return box;
  }

  words() {
    const v = this.view;
    return h("section", { class: "card plaza-words" },
      h("h2", { class: "small", text: t("regions.goal", { n: v.goal }) }),
      v.words.length ? h("ol", { id: "country-words" }, v.words.slice(-8).map((w) => h("li", {},
        h("strong", { text: w.word }), ` — ${this.name(w.seat)}, `, t("verbalia.points", { n: w.points }))))
        : h("p", { class: "muted", text: t("verbalia.no_words") }),
      h("table", { class: "scores", id: "country-scores" },
        h("caption", { text: t("verbalia.scores") }),
        h("tbody", {}, v.scores.map((s, seat) => h("tr", { class: seat === v.turn ? "active" : "" },
          h("th", { scope: "row", text: this.name(seat) }), h("td", { text: String(s) }))))));
  }
}
