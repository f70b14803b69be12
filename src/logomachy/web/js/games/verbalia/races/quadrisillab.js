// Quadrisíl·laB: your hand of syllables (only you see it) and the middle, where anyone leaves the
// syllables that do not suit them and takes others. A tile of your hand is left with a click,
// one in the middle taken with a click; the words are typed in their boxes and linked (a refused
// claim comes back with the referee's reason); "Wait" leaves the race until something changes.
// Extends the syllable races' screen (verbalia/races.js).
import { append, clear, h } from "../../../dom.js";
import { t } from "../../../i18n.js";
import { tile } from "../../../widgets/tiles.js";
import { RaceScreen } from "../races.js";

export function mount(root, ctx) {
  return new QuadriScreen(root, ctx);
}

export class QuadriScreen extends RaceScreen {
  constructor(root, ctx) {
    super(root, ctx);
    this.boxes = [];
  }

  update(msg) {
    this.view = msg.view;
    const n = this.view.words;
    while (this.boxes.length < n) {
      const i = this.boxes.length;
      this.boxes.push(h("input", { id: `quadri-word-${i}`, class: "word-input", autocomplete: "off",
        autocapitalize: "characters", spellcheck: "false", maxlength: 30,
        "aria-label": t("quadri.word_n", { n: i + 1 }) }));
    }
    const typing = this.boxes.find((b) => document.activeElement === b);
    this.render();
    if (typing) typing.focus();
  }

  async link() {
    const words = this.boxes.slice(0, this.view.words).map((b) => b.value.trim()).filter(Boolean);
    const reply = await this.send({ verb: "link", words });
    if (reply && reply.type === "refused") { this.refused = reply; this.render(); }
    else if (reply && reply.type === "ack") this.refused = null;
  }

  async move(verb, syllable) {
    const reply = await this.send({ verb, syllable });
    if (reply && reply.type === "refused") { this.refused = reply; this.render(); }
    else if (reply && reply.type === "ack") this.refused = null;
  }

  stageText() {
    const v = this.view;
    if (v.result) {
      if (v.winner === null) return t("quadri.drawn");
      return t("quadri.won", { name: this.name(v.winner), words: v.linked.join(", ") });
    }
    if (!v.you) return t("quadri.playing", { n: v.words });
    if (!v.you.to_act) return t("quadri.waiting");
    return t("quadri.goal", { n: v.words, most: v.most });
  }

  syllableTile(sides, colours, onclick, label) {
    const text = sides.join("/");
    return tile({
      letter: text,
      label: t(label, { syllable: colours ? sides.map((s, i) => `${s} (${t(`races.colour.${colours[i]}`)})`).join(" / ") : text }),
      cls: `syllable${colours ? " two-coloured" : ""}`,
      onclick,
    });
  }

  render() {
    const v = this.view;
    if (!v) return;
    const active = Boolean(v.you && v.you.to_act && !v.result);
    append(clear(this.root), [
      h("div", { class: "round-head" },
        h("span", { class: "round", id: "race-number" }, t("quadri.target", { n: v.words })),
        h("span", { class: "tag", id: "quadri-most" }, t(v.drawn ? "quadri.most_drawn" : "quadri.most", { n: v.most }))),
      h("p", { class: "stage", id: "stage", "aria-live": "polite" }, this.stageText()),
      h("h2", { class: "small", text: t("races.middle") }),
      h("div", { class: "tile-row race-middle", id: "race-middle", role: "group", "aria-label": t("races.middle"),
        style: "grid-template-columns: repeat(auto-fill, minmax(92px, 1fr))" },
        v.middle.map((m) => this.syllableTile(m.sides, m.two_coloured ? ["orange", "green"] : null,
          active ? () => this.move("take", m.sides[0]) : undefined, "quadri.take_tile"))),
      v.you ? h("h2", { class: "small", text: t("quadri.your_hand", { n: v.you.hand.length, most: v.most }) }) : null,
      v.you ? h("div", { class: "tile-row", id: "quadri-hand", role: "group", "aria-label": t("quadri.hand"),
        style: "grid-template-columns: repeat(auto-fill, minmax(92px, 1fr))" },
        v.you.hand.map((m) => this.syllableTile(m.sides, m.colours,
          active ? () => this.move("leave", m.sides[0]) : undefined, "quadri.leave_tile"))) : null,
      this.panel(),
      this.hands()]);
  }

  panel() {
    const v = this.view;
    if (!v.you) return h("p", { class: "muted", text: t("table.spectating") });
    if (v.result || !this.myTurn()) return null;
    const submit = (e) => { e.preventDefault(); this.link(); };
    return h("section", { class: "panel card", "aria-label": t("verbalia.your_move") },
      h("form", { class: "announce", onsubmit: submit },
        h("p", { class: "muted", text: t("quadri.help") }),
        h("div", { class: "quadri-words" }, this.boxes.slice(0, v.words)),
        h("p", { class: "muted", id: "race-refused", role: "status" }, this.refusedText()),
        h("p", { class: "actions" },
          h("button", { type: "submit", class: "primary", id: "link-btn" }, t("quadri.link")),
          h("button", { type: "button", id: "pass-btn", onclick: () => this.send({ verb: "pass" }) }, t("quadri.wait")))));
  }

  hands() {
    const v = this.view;
    return h("section", { class: "card" },
      h("table", { class: "scores", id: "race-markers" },
        h("caption", { text: t("quadri.hands") }),
        // ABC F, face up by agreement: the server sends every hand, shown beside its count.
        v.shown_hands ? h("thead", {}, h("tr", {}, h("th", { scope: "col", text: "" }),
          h("th", { scope: "col", text: t("quadri.count") }), h("th", { scope: "col", text: t("quadri.face_up") }))) : null,
        h("tbody", {}, v.hands.map((n, seat) => h("tr", { class: v.passed.includes(seat) ? "muted" : "" },
          h("th", { scope: "row", text: this.name(seat) }), h("td", { text: String(n) }),
          v.shown_hands ? h("td", { class: "quadri-shown-hand", text: v.shown_hands[seat].join(" · ") }) : null)))),
      h("p", { class: "muted", text: t("quadri.bag", { n: v.bag }) }));
  }
}
