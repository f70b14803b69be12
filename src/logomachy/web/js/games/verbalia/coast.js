// The board of Verbàlia (the country of eleven regions) and the games of words to the sea
// (Vestengrama: everyone at once; Baixagrama: in turn), played on the map (widgets/
// country-map.js): each region holds its letters as buttons. A word is traced by tapping
// letters of adjacent regions (the same region again is allowed) and then the sea's wildcard,
// whose letter you type — or typed whole for the referee to find its route.
import { fill, h } from "../../dom.js";
import { t } from "../../i18n.js";
import { countryMap } from "../../widgets/country-map.js";
import { VerbaliaScreen } from "./pieces/screen.js";

const WILD = "?";

export function mount(root, ctx) {
  return new CountryScreen(root, ctx);
}

export class CountryScreen extends VerbaliaScreen {
  constructor(root, ctx) {
    super(root, ctx);
    this.trace = []; // [{region, index}] of the word being traced
    this.traceKey = null;
    this.word = h("input", { id: "country-word", class: "word-input", autocomplete: "off",
      autocapitalize: "characters", spellcheck: "false", maxlength: 40 });
    this.wild = h("input", { id: "sea-letter", class: "word-input", autocomplete: "off",
      autocapitalize: "characters", spellcheck: "false", maxlength: 2, size: 2 });
  }

  // Which verb a word is played with; Baixagrama says "form".
  get verb() { return "propose"; }

  // Whether tapping a region's letters traces a word (games that type their words say no).
  get tracing() { return this.myTurn(); }

  update(msg) {
    this.msg = msg;
    this.view = msg.view;
    const key = this.view.timer ? this.view.timer.key : null;
    if (key !== this.traceKey) { this.trace = []; this.traceKey = key; }
    const typing = document.activeElement === this.word || document.activeElement === this.wild;
    const focused = document.activeElement && document.activeElement.id;
    this.render();
    if (typing && focused) document.getElementById(focused)?.focus();
  }

  region(id) { return this.view.country.regions.find((r) => r.id === id); }

  // -- tracing -------------------------------------------------------------------------------
  used(region, index) { return this.trace.some((p) => p.region === region && p.index === index); }

  canAdd(region, index) {
    if (!this.myTurn() || this.used(region, index)) return false;
    const last = this.trace[this.trace.length - 1];
    if (last && this.letterOf(last) === WILD) return false; // the sea ends the word
    return !last || last.region === region || this.region(last.region).neighbours.includes(region);
  }

  letterOf(p) { return this.pieces(p.region)[p.index]; }

  pieces(region) {
    const v = this.view;
    const tiles = [...(v.contents[region] || [])];
    if (region === v.country.maritime && v.wildcard) tiles.push(WILD);
    return tiles;
  }

  pick(region, index) {
    const last = this.trace[this.trace.length - 1];
    if (last && last.region === region && last.index === index) this.trace.pop();
    else if (this.canAdd(region, index)) this.trace.push({ region, index });
    else return;
    this.render();
    if (this.letterOf({ region, index }) === WILD) this.wild.focus();
  }

  traced() {
    return this.trace.map((p) => {
      const l = this.letterOf(p);
      return l === WILD ? (this.wild.value.trim().toUpperCase() || WILD) : l;
    }).join("");
  }

  move() {
    if (this.trace.length) {
      return { verb: this.verb, word: this.traced(), regions: this.trace.map((p) => p.region) };
    }
    return { verb: this.verb, word: this.word.value.trim(), regions: [] };
  }

  async play() {
    const move = this.move();
    if (!move.word || move.word.includes(WILD)) return;
    const reply = await this.send(move);
    if (reply && reply.type === "ack") { this.trace = []; this.word.value = ""; this.wild.value = ""; this.render(); }
  }

  // -- drawing -------------------------------------------------------------------------------
  render() {
    const v = this.view;
    if (!v) return;
    fill(this.root, 
      h("div", { class: "round-head" },
        v.round ? h("span", { class: "round", id: "country-round" }, t("verbalia.round", { n: v.round, of: v.rounds })) : null,
        this.progress()),
      h("p", { class: "stage", id: "stage" }, this.stageText()),
      this.map(),
      this.panel(),
      this.words(),
    );
  }

  progress() {
    const v = this.view;
    return v.plays ? h("span", { class: "tag", id: "country-play" }, t("regions.play", { n: v.play, of: v.plays })) : null;
  }

  stageText() {
    const v = this.view;
    if (v.result) return t("verbalia.over");
    if (!v.you) return t("regions.watching");
    if (v.you.proposal) return t("regions.proposed", { word: v.you.proposal.word });
    if (v.you.passed) return t("regions.passed");
    return t("regions.find", { n: v.min_letters });
  }

  // The map the word is traced on: each region's letters are buttons (the sea's wildcard last).
  map() {
    return countryMap(this.view.country, {
      pieces: (id) => this.regionPieces(id),
      region: (id) => this.regionOptions(id),
    });
  }

  regionPieces(id) {
    const r = this.region(id);
    const order = new Map(this.trace.map((p, i) => [`${p.region}:${p.index}`, i + 1]));
    return this.pieces(id).map((letter, i) => {
      const step = order.get(`${id}:${i}`);
      const open = this.tracing && (this.canAdd(id, i) || step === this.trace.length);
      return {
        letter,
        label: (letter === WILD ? t("regions.wildcard", { region: r.name }) : t("regions.tile", { letter, region: r.name }))
          + (step ? ` — ${t("verbalia.step", { n: step })}` : ""),
        cls: `${step ? "traced" : ""}${open ? " open" : ""}`,
        pressed: this.tracing ? Boolean(step) : undefined,
        onclick: this.tracing ? () => this.pick(id, i) : undefined,
      };
    });
  }

  // What a region's box says and does besides its letters (a subclass adds taps and notes).
  regionOptions(id) {
    const onTrace = this.trace.some((p) => p.region === id);
    return { cls: this.trace.length && !onTrace ? "dimmed" : "" };
  }

  panel() {
    const { box, open } = this.movePanel(this.waitText());
    if (!open) return box;
    const v = this.view;
    const last = this.trace[this.trace.length - 1];
    const atSea = last && this.letterOf(last) === WILD;
    const submit = (e) => { e.preventDefault(); this.play(); };
    box.append(h("form", { class: "announce", onsubmit: submit },
      h("p", { class: "traced", id: "country-traced", "aria-live": "polite" },
        this.trace.length ? t("verbalia.traced", { word: this.traced(), n: this.trace.length }) : t("regions.trace_help")),
      atSea ? h("label", { for: "sea-letter" }, t("regions.wild_label")) : null,
      atSea ? this.wild : null,
      this.trace.length ? null : h("label", { for: "country-word" }, t("regions.type_label")),
      this.trace.length ? null : this.word,
      h("p", { class: "actions" },
        h("button", { type: "submit", class: "primary", id: "propose-btn" }, t(`regions.${this.verb}`)),
        h("button", { type: "button", id: "clear-btn", disabled: !this.trace.length,
          onclick: () => { this.trace = []; this.render(); } }, t("verbalia.clear")),
        h("button", { type: "button", id: "pass-btn", onclick: () => this.send({ verb: "pass" }) }, t("verbalia.pass")))));
    return box;
  }

  waitText() { return t("regions.wait_others"); }

  words() {
    const v = this.view;
    const last = v.last_play;
    return h("section", { class: "card plaza-words" },
      v.proposing && !v.result ? h("p", { class: "muted", id: "country-proposing" }, v.proposing
        .filter((p) => !v.you || p.seat !== v.you.seat)
        .map((p) => t(p.proposed ? "regions.has_word" : p.passed ? "regions.has_passed" : "regions.thinking", { name: this.name(p.seat) }))
        .join(" · ")) : null,
      last ? h("h2", { class: "small", text: t("regions.last_play", { n: last.play, round: last.round }) }) : null,
      last ? h("ol", { id: "country-last" }, last.words.map((w) => h("li", { class: w.seat === last.winner ? "won" : "" },
        h("strong", { text: w.word }), ` — ${this.name(w.seat)}`,
        w.seat === last.winner ? ` · ${t("verbalia.points", { n: last.points })}` : ""))) : null,
      this.scoresTable("country-scores"));
  }
}
