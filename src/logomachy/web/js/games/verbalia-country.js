// The board of Verbàlia (the country of eleven regions) and the games of words to the sea
// (Vestengrama: everyone at once; Baixagrama: in turn). The map is drawn from the view's
// picture (one character a cell); each region lists its letters as buttons. A word is traced
// by clicking letters of adjacent regions (the same region again is allowed) and then the
// sea's wildcard, whose letter you type — or typed whole for the referee to find its route.
import { clear, h } from "../dom.js";
import { t } from "../i18n.js";

const CELL = 18; // pixels per map cell
const COLOURS = { // by category, lighter for low multipliers
  noun: ["#b7dfa5", "#8ccc73", "#5fae47", "#3d8a2c"],
  adjective: ["#f6d9a0", "#f0bd62", "#e39b2d", "#b8740f"],
  verb: ["#b9d3f2", "#86b2e6", "#5189d2", "#2c62a8"],
};
const SEA = "#d6ecf5";
const WILD = "?";

export function mount(root, ctx) {
  return new CountryScreen(root, ctx);
}

export class CountryScreen {
  constructor(root, ctx) {
    this.root = root;
    this.ctx = ctx;
    this.msg = null;
    this.view = null;
    this.trace = []; // [{region, index}] of the word being traced
    this.traceKey = null;
    this.busy = false;
    this.word = h("input", { id: "country-word", class: "word-input", autocomplete: "off",
      autocapitalize: "characters", spellcheck: "false", maxlength: 40 });
    this.wild = h("input", { id: "sea-letter", class: "word-input", autocomplete: "off",
      autocapitalize: "characters", spellcheck: "false", maxlength: 2, size: 2 });
  }

  // Which verb a word is played with; Baixagrama says "form".
  get verb() { return "propose"; }

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

  name(seat) { return this.ctx.names()[seat] ?? `#${seat + 1}`; }

  myTurn() { return Boolean(this.view.you && this.view.you.to_act); }

  region(id) { return this.view.country.regions.find((r) => r.id === id); }

  async send(move) {
    if (this.busy) return null;
    this.busy = true;
    try { return await this.ctx.send(move); } finally { this.busy = false; }
  }

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
    clear(this.root).append(
      h("div", { class: "round-head" },
        v.round ? h("span", { class: "round", id: "country-round" }, t("verbalia.round", { n: v.round, of: v.rounds })) : null,
        this.progress()),
      h("p", { class: "stage", id: "stage" }, this.stageText()),
      h("div", { class: "country-board" }, this.map(), this.regionList()),
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

  map() {
    const v = this.view;
    const c = v.country;
    const keys = Object.fromEntries(c.regions.map((r) => [r.key, r]));
    const rows = c.map;
    const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    const width = rows[0].length * CELL;
    const height = rows.length * CELL;
    svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
    svg.setAttribute("class", "country-map");
    svg.setAttribute("role", "img");
    svg.setAttribute("aria-label", t("regions.map"));
    const add = (tag, attrs, text) => {
      const el = document.createElementNS("http://www.w3.org/2000/svg", tag);
      for (const [k, val] of Object.entries(attrs)) el.setAttribute(k, String(val));
      if (text !== undefined) el.textContent = text;
      svg.append(el);
      return el;
    };
    add("rect", { x: 0, y: 0, width, height, fill: SEA });
    const onTrace = new Set(this.trace.map((p) => p.region));
    rows.forEach((line, y) => [...line].forEach((ch, x) => {
      const r = keys[ch];
      if (!r) return;
      const fill = COLOURS[r.category][r.multiplier - 1];
      add("rect", { x: x * CELL, y: y * CELL, width: CELL, height: CELL, fill,
        "data-region": r.id, opacity: onTrace.size && !onTrace.has(r.id) ? 0.6 : 1 });
    }));
    // Borders: wherever two cells of different characters meet.
    rows.forEach((line, y) => [...line].forEach((ch, x) => {
      const right = line[x + 1];
      const below = rows[y + 1] ? rows[y + 1][x] : undefined;
      if (right !== undefined && right !== ch) {
        add("line", { x1: (x + 1) * CELL, y1: y * CELL, x2: (x + 1) * CELL, y2: (y + 1) * CELL, stroke: "#333", "stroke-width": 1.5 });
      }
      if (below !== undefined && below !== ch) {
        add("line", { x1: x * CELL, y1: (y + 1) * CELL, x2: (x + 1) * CELL, y2: (y + 1) * CELL, stroke: "#333", "stroke-width": 1.5 });
      }
    }));
    for (const r of c.regions) {
      let sx = 0; let sy = 0; let n = 0;
      rows.forEach((line, y) => [...line].forEach((ch, x) => { if (ch === r.key) { sx += x; sy += y; n += 1; } }));
      const cx = (sx / n + 0.5) * CELL;
      const cy = (sy / n + 0.5) * CELL;
      add("text", { x: cx, y: cy - 6, "text-anchor": "middle", class: "region-name" }, `${r.name} ×${r.multiplier}`);
      add("text", { x: cx, y: cy + 10, "text-anchor": "middle", class: "region-letters" }, this.pieces(r.id).join(" "));
    }
    return svg;
  }

  regionList() {
    const v = this.view;
    const order = new Map(this.trace.map((p, i) => [`${p.region}:${p.index}`, i + 1]));
    return h("div", { class: "country-regions", role: "group", "aria-label": t("regions.regions") },
      v.country.regions.map((r) => h("div", { class: "region-card", dataset: { region: r.id } },
        h("p", { class: "region-head" },
          h("strong", { text: r.name }), " ",
          h("span", { class: `tag cat-${r.category}` }, `${t(`regions.category.${r.category}`)} ×${r.multiplier}`),
          r.id === v.country.maritime ? h("span", { class: "tag" }, t("regions.sea")) : null),
        h("p", { class: "region-tiles" }, this.pieces(r.id).map((tile, i) => {
          const step = order.get(`${r.id}:${i}`);
          const open = this.myTurn() && (this.canAdd(r.id, i) || step === this.trace.length);
          return h("button", {
            type: "button", class: `tile small${step ? " traced" : ""}${open ? " open" : ""}`,
            dataset: { region: r.id, index: String(i) },
            "aria-label": tile === WILD ? t("regions.wildcard", { region: r.name })
              : t("regions.tile", { letter: tile, region: r.name }) + (step ? ` — ${t("verbalia.step", { n: step })}` : ""),
            "aria-pressed": step ? "true" : "false",
            onclick: () => this.pick(r.id, i),
          }, tile);
        })))));
  }

  panel() {
    const box = h("section", { class: "panel card", "aria-label": t("verbalia.your_move") });
    const v = this.view;
    if (!v.you) { box.append(h("p", { class: "muted", text: t("table.spectating") })); return box; }
    if (v.result) return box;
    if (!this.myTurn()) { box.append(h("p", { class: "muted", text: this.waitText() })); return box; }
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
      h("table", { class: "scores", id: "country-scores" },
        h("caption", { text: t("verbalia.scores") }),
        h("tbody", {}, v.scores.map((s, seat) => h("tr", { class: seat === v.turn ? "active" : "" },
          h("th", { scope: "row", text: this.name(seat) }), h("td", { text: String(s) }))))));
  }
}
