// ArBredasíl·laB: place a syllable of your hand on a free tree of the wood next to an occupied
// one. The wood is verbalia/wood.js's; here you pick a tile and its side, then click a tree
// (or type the tree's name), see the last play's words, show your tiles when you cannot place
// them, and vote on another player's shown tiles.
import { h } from "../../../dom.js";
import { t } from "../../../i18n.js";
import { treeName, PlacingScreen } from "../wood.js";

export function mount(root, ctx) {
  return new ArbredaScreen(root, ctx);
}

class ArbredaScreen extends PlacingScreen {
  changed() { this.choice = null; }

  placing() { return this.myTurn() && !this.view.exchange; }

  canPick(i) { return this.placing() && Boolean(this.choice) && (this.view.you.free || []).includes(i); }

  treeClass(i) {
    const last = this.view.last && this.view.last.tree === i ? " traced" : "";
    const open = this.canPick(i) ? " open" : "";
    const marked = this.view.wood.marked.includes(i) ? " marked" : "";
    return `cell${last}${open}${marked}${this.syllableAt(i) ? "" : " free"}`;
  }

  stageText() {
    const v = this.view;
    if (v.result) return t("verbalia.over");
    if (v.exchange) {
      const who = this.name(v.exchange.seat);
      return v.you && v.you.to_act ? t("wood.vote_now", { name: who }) : t("wood.voting", { name: who });
    }
    if (this.myTurn()) return t("wood.place_now");
    return t("wood.their_place", { name: this.name(v.turn) });
  }

  panel() {
    const { box, open } = this.movePanel(null);
    if (!open) return box;
    const v = this.view;
    if (v.exchange) {
      box.append(h("p", { id: "wood-shown" }, t("wood.shown", { name: this.name(v.exchange.seat),
        tiles: v.exchange.tiles.map((x) => x.sides.join("/")).join(", ") })));
      if (v.you.to_act) {
        box.append(h("p", { class: "actions" },
          h("button", { type: "button", class: "primary", id: "agree-yes", onclick: () => this.send({ verb: "agree", yes: true }) }, t("wood.agree")),
          h("button", { type: "button", id: "agree-no", onclick: () => this.send({ verb: "agree", yes: false }) }, t("wood.disagree"))));
      }
      return box;
    }
    box.append(h("p", {}, t("wood.your_tiles")), this.hand(this.placing()));
    if (!this.placing()) { box.append(h("p", { class: "muted", text: t("verbalia.wait") })); return box; }
    box.append(h("p", { class: "muted", id: "wood-help" }, this.choice ? t("wood.click_tree", { syllable: this.choice.syllable })
      : t("wood.pick_tile")));
    box.append(h("p", { class: "actions" },
      h("button", { type: "button", id: "show-btn", onclick: () => this.send({ verb: "show" }) }, t("wood.show"))));
    return box;
  }

  words() {
    const v = this.view;
    const last = v.last;
    const cols = this.columns();
    return h("section", { class: "card plaza-words" },
      h("p", { class: "muted", id: "wood-strips" }, t("wood.occupied", {
        counts: v.occupied.map((n, s) => `${s + 1}: ${n}`).join(" · "), n: v.trees_per_strip })),
      last ? h("p", { id: "wood-last" }, h("strong", { text: `${this.name(last.seat)}: ${last.syllable} ${treeName(last.tree, cols)} — ` }),
        last.words.map((w) => w.word).join(", "), ` (×${last.multiplier}) `, t("verbalia.points", { n: last.points }))
        : h("p", { class: "muted", text: t("verbalia.no_words") }),
      this.scores());
  }
}
