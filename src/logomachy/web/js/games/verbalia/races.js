// Verbàlia's syllable races (Oscíl·laB, Aparellasíl·laB): two syllables in the middle, and the
// first player who says a word of the game's shape made of them wins a marker. A word is typed
// and said (Enter); a refused one comes back with the referee's reason (a toast, and kept under
// the box); "I give up" leaves the race. Between races the winning word stays in view.
import { append, clear, h } from "../../dom.js";
import { refusalText, t } from "../../i18n.js";
import { tile } from "../../widgets/tiles.js";
import { VerbaliaScreen } from "./pieces/screen.js";

export function mount(root, ctx) {
  return new RaceScreen(root, ctx);
}

export class RaceScreen extends VerbaliaScreen {
  constructor(root, ctx) {
    super(root, ctx);
    this.race = null;
    this.refused = null;
    this.word = h("input", { id: "race-word", class: "word-input", autocomplete: "off", autocapitalize: "characters",
      spellcheck: "false", maxlength: 40, "aria-describedby": "race-refused" });
  }

  update(msg) {
    this.view = msg.view;
    if (this.view.race !== this.race) { this.race = this.view.race; this.refused = null; this.word.value = ""; }
    const typing = document.activeElement === this.word;
    this.render();
    if (typing || this.myTurn()) this.word.focus();
  }

  // The last refusal, said in the reader's language at each drawing (a switch of language
  // re-draws it): the server's message id, parameters and rule.
  refusedText() { return this.refused ? refusalText(this.refused, this.ctx.names()) : ""; }

  async say() {
    const word = this.word.value.trim();
    if (!word) return;
    const reply = await this.send({ verb: "say", word });
    if (reply && reply.type === "refused") { this.refused = reply; this.render(); this.word.select(); }
    else if (reply && reply.type === "ack") { this.refused = null; this.word.value = ""; }
  }

  shapeText() {
    const [a, b] = this.view.middle.map((m) => m.syllable);
    if (this.view.shape === "letter") return t("races.shape_letter", { a, b });
    return t(this.view.syllabic_division ? "races.shape_two" : "races.shape_two_free", { a, b });
  }

  stageText() {
    const v = this.view;
    if (v.result) return t("races.over", { names: v.result.winners.map((s) => this.name(s)).join(", ") });
    if (v.decided && v.last) {
      return v.last.winner === null ? t("races.nobody", { word: v.last.word })
        : t("races.won", { name: this.name(v.last.winner), word: v.last.word });
    }
    if (!v.you) return t("races.racing");
    if (!v.you.to_act) return t("races.gave_up");
    return this.shapeText();
  }

  // The race's number and what wins (subclasses: their own round and goal).
  head() {
    const v = this.view;
    return h("div", { class: "round-head" },
      h("span", { class: "round", id: "race-number" }, t("races.race", { n: v.race })),
      h("span", { class: "tag" }, t("races.target", { n: v.markers_to_win })));
  }

  // The syllables in the middle, a two-coloured one with its colour in words.
  middle(style = "grid-template-columns: repeat(auto-fill, minmax(92px, 1fr)); max-width: 420px") {
    return h("div", { class: "tile-row race-middle", id: "race-middle", role: "group", "aria-label": t("races.middle"), style },
      this.view.middle.map((m) => tile({
        letter: m.syllable,
        label: m.colour ? t("races.tile_coloured", { syllable: m.syllable, colour: t(`races.colour.${m.colour}`) })
          : t("races.tile", { syllable: m.syllable }),
        cls: `syllable${m.colour ? ` two-coloured ${m.colour}` : ""}`,
      })));
  }

  board() { return this.markers(); }

  render() {
    if (!this.view) return;
    append(clear(this.root), [
      this.head(),
      h("p", { class: "stage", id: "stage", "aria-live": "polite" }, this.stageText()),
      this.middle(),
      this.panel(),
      this.board()]);
  }

  get sayText() { return "races.say"; }

  // The box's last button: leave the race.
  lastButton() {
    return h("button", { type: "button", id: "pass-btn", onclick: () => this.send({ verb: "pass" }) }, t("races.give_up"));
  }

  panel() {
    const { box, open } = this.movePanel(null);
    if (!this.view.you) return box; // the spectator's note
    if (!open || !this.myTurn()) return null; // no box once over or out of the race
    const submit = (e) => { e.preventDefault(); this.say(); };
    box.append(h("form", { class: "announce", onsubmit: submit },
      h("label", { for: "race-word" }, t("races.type_label")),
      this.word,
      h("p", { class: "muted", id: "race-refused", role: "status" }, this.refusedText()),
      h("p", { class: "actions" },
        h("button", { type: "submit", class: "primary", id: "say-btn" }, t(this.sayText)),
        this.lastButton())));
    return box;
  }

  markers() {
    const v = this.view;
    return h("section", { class: "card" },
      v.last ? h("p", { id: "race-last" }, v.last.winner === null
        ? t("races.last_nobody", { n: v.last.race, a: v.last.syllables[0], b: v.last.syllables[1], word: v.last.word })
        : t("races.last_won", { n: v.last.race, a: v.last.syllables[0], b: v.last.syllables[1], word: v.last.word,
          name: this.name(v.last.winner) })) : null,
      h("table", { class: "scores", id: "race-markers" },
        h("caption", { text: t("races.markers") }),
        h("tbody", {}, v.markers.map((n, seat) => h("tr", { class: v.passed.includes(seat) ? "muted" : "" },
          h("th", { scope: "row", text: this.name(seat) }), h("td", { text: String(n) }))))));
  }
}
