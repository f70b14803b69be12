// ByeByegrama: five two-letter syllables each, a vowel and a consonant in every region of the
// country (the country screen draws the map). Each play everyone at once chooses a syllable
// and a region (first one of the four furthest from the sea, then one step nearer) and types
// the longest word of the pile, the syllable and the letters (first those of the four furthest
// regions together, then the region's). Sealing a word stacks its letters on your pile, for
// everyone to see: each letter serves one word a play.
import { h } from "../../../dom.js";
import { t } from "../../../i18n.js";
import { draggable } from "../../../widgets/country-map.js";
import { scrollTable } from "../../../widgets/scroll-table.js";
import { tile } from "../../../widgets/tiles.js";
import { CountryScreen } from "../coast.js";

export function mount(root, ctx) {
  return new ByeByegramaScreen(root, ctx);
}

class ByeByegramaScreen extends CountryScreen {
  constructor(root, ctx) {
    super(root, ctx);
    this.syllable = h("select", { id: "bye-syllable" });
    this.where = h("select", { id: "bye-region" });
  }

  get verb() { return "form"; }

  get tracing() { return false; }

  choosing() {
    const v = this.view;
    if (!v.you || v.result || v.you.passed) return false;
    return this.myTurn() || (Boolean(v.you.sealed) && v.you.syllables.length > 0);
  }

  // Each region's box names the players whose pile stands there; while you choose, a tap on
  // a region you may play chooses it.
  regionOptions(id) {
    const here = this.view.players.filter((p) => p.pile.region === id);
    const extra = here.length ? h("p", { class: "bye-piles" },
      t("regions.bye_piles_here", { names: here.map((p) => this.name(p.seat)).join(", ") })) : null;
    if (!this.choosing() || !this.view.you.regions.includes(id)) return { extra };
    return { extra, cls: "open", pressed: this.where.value === id, hint: t("regions.bye_region"), onclick: () => this.choose(null, id) };
  }

  choose(syllable, region) {
    if (syllable) this.syllable.value = syllable;
    if (region) this.where.value = region;
    this.render();
    if (region) this.word.focus();
  }

  // Your syllables, to drag onto a region you may play or tap.
  syllables() {
    const v = this.view;
    const allowed = new Set(v.you.regions);
    return h("div", { class: "region-tiles", id: "bye-hand", role: "group", "aria-label": t("regions.bye_syllable") },
      v.you.syllables.map((syl) => draggable(tile({ letter: syl, cls: `small wide${this.syllable.value === syl ? " hl" : ""}`,
        label: t("regions.bye_syllable_tile", { syllable: syl }), pressed: this.syllable.value === syl,
        onclick: () => this.choose(syl, null), dataset: { syllable: syl } }),
      (to) => { if (allowed.has(to)) this.choose(syl, to); })));
  }

  me() { return this.view.you ? this.view.players[this.view.you.seat] : null; }

  stageText() {
    const v = this.view;
    if (v.result) return t("verbalia.over");
    if (!v.you) return t("regions.bye_watching");
    const s = v.you.sealed;
    if (v.you.passed) return t("regions.passed");
    if (s) return t("regions.bye_sealed", { word: s.word, syllable: s.syllable, region: this.region(s.region).name });
    return t(v.play === 1 ? "regions.bye_first" : "regions.bye_next", { n: v.plays - v.play });
  }

  panel() {
    const { box, open } = this.movePanel(null);
    if (!open) return box;
    const v = this.view;
    const me = this.me();
    box.append(h("p", { id: "bye-pile" }, me.pile.region
      ? t("regions.bye_pile", { pieces: [...me.pile.syllables, ...me.pile.letters].join(" ") || "—", region: this.region(me.pile.region).name })
      : t("regions.bye_no_pile")));
    // A sealed play may still change until the play is shown.
    const revising = Boolean(v.you.sealed) && !v.you.passed && v.you.syllables.length > 0;
    if (!this.myTurn() && !revising) { box.append(h("p", { class: "muted", text: t("regions.wait_others") })); return box; }
    const keep = (select, values, label) => {
      const chosen = select.value;
      select.replaceChildren(...values.map((x) => h("option", { value: x, selected: x === chosen ? true : null }, label(x))));
    };
    keep(this.syllable, v.you.syllables, (s) => s);
    const first = Boolean(v.sources);
    keep(this.where, v.you.regions, (r) => first ? this.region(r).name : `${this.region(r).name} (${(v.contents[r] || []).join(" ")})`);
    if (first) {
      const letters = v.sources.flatMap((r) => v.contents[r] || []);
      box.append(h("p", { id: "bye-letters" }, t("regions.bye_letters_first", { letters: letters.join(" ") || "—" })));
    }
    box.append(this.syllables());
    box.append(h("form", { class: "announce", onsubmit: (e) => { e.preventDefault(); this.play(); } },
      h("label", { for: "bye-syllable" }, t("regions.bye_syllable")), this.syllable,
      h("label", { for: "bye-region" }, t("regions.bye_region")), this.where,
      h("label", { for: "country-word" }, t("regions.bye_word")), this.word,
      h("p", { class: "actions" },
        h("button", { type: "submit", class: "primary", id: "propose-btn" }, t("regions.bye_seal")),
        h("button", { type: "button", id: "pass-btn",
          onclick: () => this.send({ verb: "pass", syllable: this.syllable.value, region: this.where.value }) }, t("verbalia.pass")))));
    return box;
  }

  async play() {
    const word = this.word.value.trim();
    if (!word) return;
    const reply = await this.send({ verb: "form", syllable: this.syllable.value, region: this.where.value, word });
    if (reply && reply.type === "ack") { this.word.value = ""; this.render(); }
  }

  words() {
    const v = this.view;
    const status = (p) => (p.sealed ? "regions.bye_ready" : p.passed ? "regions.bye_passed" : "regions.bye_thinking");
    return h("section", { class: "card plaza-words" },
      v.last_play.length ? h("h2", { class: "small", text: t("regions.bye_last") }) : null,
      v.last_play.length ? h("ol", { id: "country-last" }, v.last_play.map((w) => h("li", { class: w.markers ? "won" : "" },
        h("strong", { text: w.word || "—" }), ` — ${this.name(w.seat)}, ${this.region(w.region).name} (${w.syllable})`,
        w.repeated ? ` · ${t("regions.bye_repeated")}` : "",
        w.markers ? ` · ${t("regions.bye_markers", { n: w.markers })}` : ""))) : null,
      scrollTable(h("table", { class: "scores", id: "country-scores" },
        h("caption", { text: t("regions.bye_players") }),
        h("tbody", {}, v.players.map((p) => h("tr", {},
          h("th", { scope: "row", text: this.name(p.seat) }),
          h("td", { class: "bye-hand" }, p.hand.map((sides) => sides.join("/")).join(" ")),
          h("td", { class: "bye-pile" }, p.pile.region
            ? `${this.region(p.pile.region).name}: ${[...p.pile.syllables, ...p.pile.letters].join(" ")}` : "—"),
          h("td", { class: "bye-stacked", dataset: { seat: String(p.seat) } }, p.stacked && p.stacked.length
            ? t("regions.bye_stacked", { letters: p.stacked.map((x) => x.letter).join(" ") }) : ""),
          h("td", { class: "muted" }, v.result ? "" : t(status(p))),
          h("td", { text: String(p.markers) }))))), t("regions.bye_players")));
  }
}
