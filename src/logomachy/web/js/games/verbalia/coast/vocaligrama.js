// Vocaligrama: pentavowel words placed one letter a region (the country screen). The map
// shows the last word's letters where they were placed and the consonant it left; a word is
// typed, and its way is tapped on the map region by region from where it must begin (each
// next to the last) — or left to the referee, who finds one.
import { h } from "../../../dom.js";
import { t } from "../../../i18n.js";
import { CountryScreen } from "../coast.js";

export function mount(root, ctx) {
  return new VocaligramaScreen(root, ctx);
}

class VocaligramaScreen extends CountryScreen {
  get verb() { return "place"; }

  constructor(root, ctx) {
    super(root, ctx);
    this.route = []; // the regions tapped, one a letter
  }

  get tracing() { return false; } // letters are typed; the regions are tapped

  update(msg) {
    if (this.view && msg.view && msg.view.words.length !== this.view.words.length) this.route = [];
    super.update(msg);
  }

  // A region may come next when it is where the word begins, or next to the last one tapped.
  routable(id) {
    const last = this.route[this.route.length - 1];
    if (!last) return id === this.view.start.region;
    return id !== last && this.region(last).neighbours.includes(id);
  }

  regionOptions(id) {
    const steps = this.route.map((r, i) => (r === id ? i + 1 : null)).filter(Boolean);
    const last = this.route[this.route.length - 1];
    const mine = this.myTurn() && !this.view.result;
    const undo = last === id;
    return {
      cls: `${steps.length ? "routed" : ""}${mine && this.routable(id) ? " open" : ""}`,
      pressed: mine ? steps.length > 0 : undefined,
      hint: undo ? t("regions.route_undo") : t("regions.route_add"),
      onclick: mine && (undo || this.routable(id)) ? () => {
        if (undo) this.route.pop(); else this.route.push(id);
        this.render();
      } : undefined,
      extra: steps.length ? h("span", { class: "cm-steps", text: t("regions.route_steps", { steps: steps.join(", ") }) }) : null,
    };
  }

  move() {
    return { verb: this.verb, word: this.word.value.trim(), regions: [...this.route] };
  }

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
    const { box, open } = this.movePanel();
    if (!open) return box;
    const v = this.view;
    const submit = (e) => { e.preventDefault(); this.play(); };
    box.append(h("form", { class: "announce", onsubmit: submit },
      h("label", { for: "country-word" }, t("regions.place_label")),
      this.word,
      h("p", { class: "traced", id: "country-route", "aria-live": "polite" }, this.route.length
        ? t("regions.route", { regions: this.route.map((r) => this.region(r).name).join(" → "), n: this.route.length })
        : t("regions.route_help")),
      h("p", { class: "actions" },
        h("button", { type: "submit", class: "primary", id: "propose-btn" }, t("regions.place")),
        h("button", { type: "button", id: "clear-btn", disabled: !this.route.length,
          onclick: () => { this.route = []; this.render(); } }, t("verbalia.clear")),
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
      this.scoresTable("country-scores"));
  }
}
