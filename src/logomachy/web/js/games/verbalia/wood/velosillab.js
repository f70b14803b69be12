// Velosíl·laB: everyone at once, each in their own row of the wood (the wood is
// verbalia/wood.js's). Click a syllable of your hand to place it on the next tree of your row;
// below ten tiles, draw from the bag or click a syllable of the pot to take it; tick syllables
// and leave them in the pot to draw up to ten again. The referee judges the words of every row
// when a row reaches the other side: the last round's rows are shown with each incorrect word
// marked.
import { h } from "../../../dom.js";
import { refusalText, t } from "../../../i18n.js";
import { tile } from "../../../widgets/tiles.js";
import { WoodScreen } from "../wood.js";

export function mount(root, ctx) {
  return new VeloScreen(root, ctx);
}

class VeloScreen extends WoodScreen {
  constructor(root, ctx) {
    super(root, ctx);
    this.leaving = new Set(); // hand positions ticked to leave
    this.refused = "";
    this.round = null;
  }

  update(msg) {
    if (msg.view && msg.view.round !== this.round) { this.round = msg.view.round; this.leaving.clear(); }
    super.update(msg);
  }

  isCovered() { return false; }

  canPick() { return false; }

  pick() {}

  mine(i) { return this.view.you ? this.view.rows[this.view.you.seat].trees.includes(i) : false; }

  treeClass(i) {
    const v = this.view;
    const you = v.you;
    const row = you ? v.rows[you.seat] : null;
    const next = row && row.trees[row.syllables.length] === i ? " open" : "";
    return `cell${this.mine(i) ? " traced" : ""}${next}${this.syllableAt(i) ? "" : " free"}`;
  }

  treeLabel(i) {
    const owner = this.view.rows.findIndex((r) => r.trees.includes(i));
    const base = super.treeLabel(i);
    return owner < 0 ? base : `${base} — ${t("velo.row_of", { name: this.name(owner) })}`;
  }

  async act(move) {
    const reply = await this.send(move);
    if (reply && reply.type === "refused") this.refused = reply; // said in the reader's language
    else if (reply && reply.type === "ack") { this.refused = ""; if (move.verb === "leave") this.leaving.clear(); }
    this.render();
  }

  stageText() {
    const v = this.view;
    if (v.result) return t("verbalia.over");
    if (!v.you) return t("velo.playing");
    const prev = v.you.previous;
    return prev ? t("velo.after", { syllable: prev }) : t("velo.first");
  }

  render() {
    super.render();
    const note = this.root.querySelector(".round-head .muted");
    if (note) note.textContent = t("velo.joined", { n: this.view.row_length });
  }

  syllableTile(sides, colours, onclick, label, extra = "") {
    const text = sides.join("/");
    return tile({
      letter: text,
      label: t(label, { syllable: colours ? sides.map((s, i) => `${s} (${t(`races.colour.${colours[i]}`)})`).join(" / ") : text }),
      cls: `syllable${colours ? " two-coloured" : ""}${extra}`,
      onclick,
    });
  }

  panel() {
    const v = this.view;
    const box = h("section", { class: "panel card", "aria-label": t("verbalia.your_move") });
    if (!v.you) { box.append(h("p", { class: "muted", text: t("table.spectating") })); return box; }
    if (v.result) return null;
    const you = v.you;
    const row = v.rows[you.seat];
    box.append(h("p", { id: "velo-row" }, t("velo.row", { n: row.syllables.length, of: v.row_length })));
    box.append(h("h2", { class: "small", text: t("velo.hand", { n: you.hand.length, most: v.most }) }));
    box.append(h("div", { class: "actions", id: "velo-hand", role: "group", "aria-label": t("velo.hand_label") },
      you.hand.map((m, k) => h("span", { class: "velo-tile", dataset: { k: String(k) } },
        m.sides.map((s) => h("button", {
          type: "button", class: "tile place-btn", dataset: { syllable: s },
          "aria-label": t("velo.place", { syllable: s }), onclick: () => this.act({ verb: "place", syllable: s }),
        }, s)),
        h("label", { class: "muted" }, h("input", {
          type: "checkbox", class: "leave-box", checked: this.leaving.has(k),
          onchange: (e) => { if (e.target.checked) this.leaving.add(k); else this.leaving.delete(k); },
        }), t("velo.tick"))))));
    box.append(h("p", { class: "actions" },
      h("button", { type: "button", id: "draw-btn", class: "primary", disabled: !you.can_draw,
        onclick: () => this.act({ verb: "draw" }) }, t("velo.draw", { n: v.bag })),
      h("button", { type: "button", id: "leave-btn",
        onclick: () => {
          const syllables = [...this.leaving].filter((k) => k < you.hand.length).map((k) => you.hand[k].sides[0]);
          if (syllables.length) this.act({ verb: "leave", syllables });
        } }, t("velo.leave"))));
    box.append(h("h2", { class: "small", text: t("velo.pot") }));
    box.append(v.pot.length
      ? h("div", { class: "tile-row", id: "velo-pot", role: "group", "aria-label": t("velo.pot"),
        style: "grid-template-columns: repeat(auto-fill, minmax(92px, 1fr))" },
      v.pot.map((p) => this.syllableTile(p.sides, p.two_coloured ? ["orange", "green"] : null,
        you.can_draw ? () => this.act({ verb: "take", syllable: p.sides[0] }) : undefined, "velo.take")))
      : h("p", { class: "muted", id: "velo-pot" }, t("velo.pot_empty")));
    box.append(h("p", { class: "muted", id: "velo-refused", role: "status" },
      this.refused ? refusalText(this.refused, this.ctx.names()) : ""));
    return box;
  }

  words() {
    const v = this.view;
    const last = v.last_round;
    const section = h("section", { class: "card plaza-words" });
    section.append(h("table", { class: "scores", id: "velo-hands" },
      h("caption", { text: t("velo.hands") }),
      h("tbody", {}, v.hands.map((n, seat) => h("tr", {},
        h("th", { scope: "row", text: this.name(seat) }),
        h("td", { text: t("velo.placed", { n: v.rows[seat].syllables.length }) }),
        h("td", { text: String(n) }))))));
    if (last) {
      section.append(h("h2", { class: "small", text: t("velo.last_round", { n: last.number, name: this.name(last.finisher) }) }),
        h("table", { class: "scores", id: "velo-last" }, h("tbody", {}, last.rows.map((pairs, seat) => h("tr", {},
          h("th", { scope: "row", text: this.name(seat) }),
          // The words apart by spaces, so a row of them wraps on a narrow screen.
          h("td", {}, pairs.length ? pairs.map((p, i) => [i ? " " : "", h("span", {
            class: p.word ? "velo-word" : "velo-word incorrect",
            title: p.word ? p.word : t("velo.incorrect"),
          }, p.word ? p.word.toUpperCase() : `${p.first}${p.second} ✗`)]) : last.syllables[seat].join(" ")),
          h("td", { text: t("velo.markers", { n: last.markers[seat], bonus: last.bonus[seat] }) }))))));
    }
    section.append(this.scores());
    return section;
  }

  scores() {
    const v = this.view;
    return h("table", { class: "scores", id: "wood-scores" },
      h("caption", { text: t("verbalia.scores") }),
      h("tbody", {}, v.scores.map((s, seat) => h("tr", {},
        h("th", { scope: "row", text: this.name(seat) }), h("td", { text: String(s) })))));
  }
}
