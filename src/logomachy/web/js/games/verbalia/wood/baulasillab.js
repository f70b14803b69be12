// Baulasíl·laB: add one of your three open syllables at the right end of a run of the wood so
// that it ends a word, and put your marker on it. The wood is verbalia/wood.js's; each
// placed syllable shows its player's number (the marker), each strip says whether its run is
// open or closed; you pick a tile (and its side), then one of the trees at a run's end. When
// none of your syllables fits, swap them (or pass, when the bag cannot help): the referee
// checks.
import { h } from "../../../dom.js";
import { t } from "../../../i18n.js";
import { PlacingScreen } from "../wood.js";

export function mount(root, ctx) {
  return new BaulaScreen(root, ctx);
}

class BaulaScreen extends PlacingScreen {
  constructor(root, ctx) {
    super(root, ctx);
    this.seen = -1; // the turn count the choice was made in
  }

  update(msg) {
    const turns = msg.view.runs.reduce((n, r) => n + r.trees.length, 0);
    if (turns !== this.seen) { this.choice = null; this.seen = turns; }
    super.update(msg);
  }

  canPick(i) { return this.myTurn() && Boolean(this.choice) && (this.view.you.free || []).includes(i); }

  treeClass(i) {
    const open = this.canPick(i) ? " open" : "";
    const ends = (this.view.you && this.view.you.free || []).includes(i) ? " traced" : "";
    return `cell${open}${this.choice ? ends : ""}${this.syllableAt(i) ? "" : " free"}`;
  }

  treeLabel(i) {
    const owner = this.view.owners[i];
    const base = super.treeLabel(i);
    return owner === null || owner === undefined ? base : `${base} — ${t("baula.marker", { name: this.name(owner) })}`;
  }

  stageText() {
    const v = this.view;
    if (v.result) return t("verbalia.over");
    if (this.myTurn()) return t("baula.place_now");
    return t("wood.their_place", { name: this.name(v.turn) });
  }

  render() {
    super.render();
    const joined = this.root.querySelector(".round-head .muted");
    if (joined) joined.textContent = t("baula.joined"); // runs never leave their strip
  }

  wood() {
    const box = super.wood();
    const v = this.view;
    // No marked trees, and the strips' values do not count in this game: one shade, closed
    // runs greyed.
    box.querySelectorAll(".cell").forEach((cell) => { cell.style.boxShadow = ""; });
    box.querySelectorAll(".strip").forEach((strip, s) => {
      strip.style.background = v.runs[s].closed ? "#e4e4e4" : "#eef6ea";
    });
    // Markers: the player's number on each placed syllable.
    for (const cell of box.querySelectorAll(".cell")) {
      const owner = v.owners[Number(cell.dataset.tree)];
      if (owner !== null && owner !== undefined) {
        cell.append(h("span", { class: "step marker", "aria-hidden": "true", dataset: { seat: String(owner) } }, String(owner + 1)));
      }
    }
    // Each strip's tag: its run, open or closed (the strips' values do not count here).
    box.querySelectorAll(".strip-value").forEach((tag, s) => {
      const run = v.runs[s];
      tag.textContent = run.closed ? t("baula.closed_tag") : t("baula.open_tag");
      tag.setAttribute("aria-label", t(run.closed ? "baula.strip_closed" : "baula.strip_open", { n: s + 1 }));
    });
    return box;
  }

  panel() {
    const { box, open } = this.movePanel(null);
    if (!open) return box;
    const v = this.view;
    box.append(h("p", {}, t("baula.your_syllables", { n: v.markers_left[v.you.seat] })), this.hand(this.myTurn()));
    if (!this.myTurn()) { box.append(h("p", { class: "muted", text: t("verbalia.wait") })); return box; }
    box.append(h("p", { class: "muted", id: "wood-help" }, this.choice
      ? t("baula.click_tree", { syllable: this.choice.syllable }) : t("wood.pick_tile")));
    box.append(h("p", { class: "actions" },
      h("button", { type: "button", id: "swap-btn", onclick: () => this.send({ verb: "swap" }) }, t("baula.swap")),
      h("button", { type: "button", id: "pass-btn", onclick: () => this.send({ verb: "pass" }) }, t("verbalia.pass"))));
    return box;
  }

  words() {
    const v = this.view;
    return h("section", { class: "card plaza-words" },
      h("p", { class: "muted", id: "baula-closed" }, t("baula.closed", { n: v.closed, of: v.runs_to_end })),
      h("ol", { id: "baula-runs" }, v.runs.map((run) => h("li", { dataset: { strip: String(run.strip) } },
        h("strong", { text: run.run }), " — ",
        run.closed ? t("baula.run_closed", { points: run.points.map((p, s) => `${this.name(s)} ${p}`).join(", ") })
          : t("baula.run_open"),
        ` (${t("baula.markers", { counts: run.markers.map((m, s) => `${this.name(s)} ${m}`).join(", ") })})`))),
      h("table", { class: "scores", id: "baula-hands" },
        h("caption", { text: t("baula.hands") }),
        h("tbody", {}, v.hands.map((hand, seat) => h("tr", { class: seat === v.turn ? "active" : "" },
          h("th", { scope: "row", text: this.name(seat) }),
          h("td", { text: hand.map((x) => x.sides.join("/")).join(" · ") }))))),
      this.scores());
  }
}
