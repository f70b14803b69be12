// SuBBugrama: ten letters each (vowels for one, consonants for the other). The thrower writes
// ten words beginning with their letters, each with its category, then throws the letters
// from the bottom-left corner at regions of the map (a target region and a strength; the
// referee scatters the landing); the opponent throws theirs to knock them out. The country
// is drawn by the country screen; the letters lying on it are drawn over it.
import { h } from "../../../dom.js";
import { t } from "../../../i18n.js";
import { CELL, countryPicture, svgAdd } from "../../../widgets/country-map.js";
import { CountryScreen } from "../coast.js";

const SEAT_COLOURS = ["#c0392b", "#2c3e50"];
const CATS = ["noun", "adjective", "verb"];

function named(el, label) {
  el.setAttribute("aria-label", label);
  return el;
}

export function mount(root, ctx) {
  return new SubbugramaScreen(root, ctx);
}

class SubbugramaScreen extends CountryScreen {
  constructor(root, ctx) {
    super(root, ctx);
    this.inputs = [];
    this.cats = [];
    for (let i = 0; i < 10; i += 1) {
      this.inputs.push(h("input", { id: `throw-word-${i}`, class: "word-input", autocomplete: "off",
        autocapitalize: "characters", spellcheck: "false", maxlength: 30 }));
      this.cats.push(h("select", { id: `throw-cat-${i}` },
        CATS.map((c) => h("option", { value: c }, t(`throw.category.${c}`)))));
    }
    this.where = h("select", { id: "throw-region" });
    this.strength = h("input", { id: "throw-strength", type: "number", min: 1, max: 10, value: 5, class: "word-input", size: 3 });
    this.handKey = null;
  }

  canAdd() { return false; }

  pieces() { return []; }

  update(msg) {
    const key = msg.view ? `${msg.view.round}:${msg.view.thrower}` : null;
    if (key !== this.handKey) { this.inputs.forEach((i) => { i.value = ""; }); this.handKey = key; }
    super.update(msg);
  }

  render() {
    const v = this.view;
    if (!v) return;
    this.root.replaceChildren(
      h("div", { class: "round-head" },
        h("span", { class: "round", id: "country-round" }, t("verbalia.round", { n: v.round, of: v.rounds })),
        h("span", { class: "tag", id: "throw-stage" }, t(`throw.stage.${v.stage}`, { name: this.name(v.thrower) }))),
      h("p", { class: "stage", id: "stage" }, this.stageText()),
      h("div", { class: "country-board" }, this.map(), this.sheet()),
      this.panel(),
      this.words(),
    );
  }

  stageText() {
    const v = this.view;
    if (v.result) return t("verbalia.over");
    const me = v.you ? v.you.seat : null;
    if (v.stage === "write") return me === v.thrower ? t("throw.write_help") : t("throw.wait_write", { name: this.name(v.thrower) });
    if (v.stage === "vote") return t("throw.vote_help");
    if (v.stage === "throw") return t("throw.throw_help", { letter: v.next_letter, n: v.thrown + 1 });
    return t("throw.knock_help", { letter: v.next_letter, n: v.thrown + 1, points: v.provisional });
  }

  // The map to scale (a throw lands on cells), the thrown letters over it; on a throw, a tap
  // on a region aims at it (the form below says the same for the keyboard).
  map() {
    const v = this.view;
    const aiming = this.myTurn() && (v.stage === "throw" || v.stage === "knock");
    const svg = countryPicture(v.country, {
      selected: aiming ? this.where.value : null,
      onregion: aiming ? (id) => { this.where.value = id; this.render(); this.strength.focus(); } : null,
    });
    const add = (tag, attrs, text) => svgAdd(svg, tag, attrs, text);
    const [ox, oy] = v.model.origin;
    add("circle", { cx: ox * CELL, cy: oy * CELL, r: 6, fill: "#000", id: "throw-origin" });
    v.lying.forEach((p, i) => {
      const x = (p.x - 0.5) * CELL; const y = (p.y - 0.5) * CELL;
      add("rect", { x, y, width: CELL, height: CELL, rx: 3, fill: SEAT_COLOURS[p.seat], class: "thrown-letter",
        "data-index": i, "data-seat": p.seat, opacity: p.regions.length ? 1 : 0.5 });
      add("text", { x: p.x * CELL, y: p.y * CELL + 5, "text-anchor": "middle", fill: "#fff", "font-size": 14, "font-weight": 700 }, p.letter);
    });
    return svg;
  }

  sheet() {
    const v = this.view;
    return h("section", { class: "card", id: "throw-words", "aria-label": t("throw.words") },
      h("h2", { class: "small", text: t("throw.words") }),
      h("p", { class: "muted", id: "throw-hands" }, v.hands.map((hand, s) =>
        `${this.name(s)}: ${hand.join(" ")}`).join(" · ")),
      v.words.length ? h("ol", { id: "throw-word-list" }, v.words.map((w) => h("li", { class: w.counts ? "" : "muted" },
        h("strong", { text: w.letter }), " ", w.word ? `${w.word} (${t(`throw.category.${w.category}`)})` : "—"))) : null);
  }

  panel() {
    const { box, open } = this.movePanel(t("regions.wait_others"));
    if (!open) return box;
    const v = this.view;
    if (v.stage === "write") {
      const hand = v.hands[v.you.seat];
      box.append(h("form", { class: "announce", id: "throw-write", onsubmit: (e) => { e.preventDefault(); this.write(); } },
        hand.map((letter, i) => h("p", { class: "throw-row" },
          h("label", { for: `throw-word-${i}` }, t("throw.word_for", { letter })), this.inputs[i],
          named(this.cats[i], t("throw.category_for", { letter })))),
        h("p", { class: "actions" }, h("button", { type: "submit", class: "primary", id: "write-btn" }, t("throw.write")))));
      return box;
    }
    if (v.stage === "vote") {
      for (const vote of v.votes.filter((x) => x.voters.includes(v.you.seat))) {
        box.append(h("p", { class: "vote" }, h("strong", { text: vote.word }), ` — ${t(`coast.vote_citation.${vote.category}`)} `,
          h("button", { type: "button", class: "vote-yes", id: `vote-yes-${vote.index}`, onclick: () => this.send({ verb: "vote", index: vote.index, accept: true }) }, t("regions.yes")),
          h("button", { type: "button", class: "vote-no", id: `vote-no-${vote.index}`, onclick: () => this.send({ verb: "vote", index: vote.index, accept: false }) }, t("regions.no"))));
      }
      return box;
    }
    const chosen = this.where.value;
    this.where.replaceChildren(...v.country.regions.map((r) => h("option", { value: r.id, selected: r.id === chosen ? true : null },
      `${r.name} — ${t(`regions.category.${r.category}`)} ×${r.multiplier} (${t("throw.suggested", { n: v.model.right_strength[r.id] })})`)));
    box.append(h("form", { class: "announce", onsubmit: (e) => { e.preventDefault(); this.throwLetter(); } },
      h("label", { for: "throw-region" }, t("throw.target")), this.where,
      h("label", { for: "throw-strength" }, t("throw.strength")), this.strength,
      h("p", { class: "actions" }, h("button", { type: "submit", class: "primary", id: "throw-btn" },
        t("throw.throw", { letter: v.next_letter })))));
    return box;
  }

  async write() {
    const v = this.view;
    const words = []; const categories = [];
    v.hands[v.you.seat].forEach((_, i) => {
      const w = this.inputs[i].value.trim();
      if (w) { words.push(w); categories.push(this.cats[i].value); }
    });
    await this.send({ verb: "write", words, categories });
  }

  async throwLetter() {
    await this.send({ verb: "throw", region: this.where.value, strength: Number(this.strength.value) });
  }

  words() {
    const v = this.view;
    return h("section", { class: "card plaza-words" },
      v.halves.length ? h("ol", { id: "throw-halves" }, v.halves.map((x) => h("li", {},
        t("throw.half", { name: this.name(x.thrower), round: x.round, provisional: x.provisional,
          mine: x.left[0], theirs: x.left[1], points: x.points })))) : null,
      h("table", { class: "scores", id: "country-scores" },
        h("caption", { text: t("verbalia.scores") }),
        h("tbody", {}, v.scores.map((s, seat) => h("tr", { class: seat === v.thrower ? "active" : "" },
          h("th", { scope: "row", text: this.name(seat) }), h("td", { text: String(s) }))))));
  }
}
