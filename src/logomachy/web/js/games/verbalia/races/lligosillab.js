// Lligosíl·laB: the dealer places the syllables one by one (a two-syllable tile with the side
// they choose face up: only the dealer sees both), everyone else grabs one a deal from the table
// onto a pile that stays face down — the page shows how many syllables each pile holds, never
// which (the server does not send them: remember what you took). At the round's end every pile
// is turned over: its syllables in the order taken, the words the referee read marked, the
// points, and the dealer's score as the best player's. Extends the syllable races' screen.
import { append, clear, h } from "../../../dom.js";
import { t } from "../../../i18n.js";
import { tile } from "../../../widgets/tiles.js";
import { RaceScreen } from "../races.js";

export function mount(root, ctx) {
  return new LligoScreen(root, ctx);
}

export class LligoScreen extends RaceScreen {
  update(msg) {
    this.view = msg.view;
    const key = `${this.view.round}:${this.view.dealt}`;
    if (key !== this.race) { this.race = key; this.refused = null; }
    this.render();
  }

  async move(move) {
    const reply = await this.send(move);
    if (reply && reply.type === "refused") { this.refused = reply; this.render(); }
    else if (reply && reply.type === "ack") this.refused = null;
  }

  stageText() {
    const v = this.view;
    if (v.result) return t("races.over", { names: v.result.winners.map((s) => this.name(s)).join(", ") });
    const dealer = this.name(v.dealer);
    if (!v.you) return t("lligo.watching", { name: dealer });
    if (v.you.dealer) return v.drawing ? t("lligo.you_deal") : t("lligo.others_grab");
    if (v.you.to_act) return t("lligo.grab");
    return v.drawing ? t("lligo.dealing", { name: dealer }) : t("lligo.grabbed");
  }

  syllable(m, onclick, label) {
    return tile({
      letter: m.syllable,
      label: t(label, {
        syllable: m.colour ? t("races.tile_coloured", { syllable: m.syllable, colour: t(`races.colour.${m.colour}`) })
          : m.syllable,
      }),
      cls: `syllable${m.colour ? ` two-coloured ${m.colour}` : ""}`,
      onclick,
    });
  }

  render() {
    const v = this.view;
    if (!v) return;
    const grabbing = Boolean(v.you && v.you.to_act && !v.you.dealer && !v.result);
    append(clear(this.root), [
      h("div", { class: "round-head" },
        h("span", { class: "round", id: "lligo-round" }, t("lligo.round", { n: v.round, of: v.rounds })),
        v.result ? null : h("span", { class: "tag", id: "lligo-dealt" }, t("lligo.dealt", { n: v.dealt, of: v.syllables })),
        v.result ? null : h("span", { class: "tag" }, t("lligo.dealer", { name: this.name(v.dealer) }))),
      h("p", { class: "stage", id: "stage", "aria-live": "polite" }, this.stageText()),
      this.drawn(),
      h("h2", { class: "small", text: t("lligo.table") }),
      h("div", { class: "tile-row race-middle", id: "lligo-table", role: "group", "aria-label": t("lligo.table"),
        style: "grid-template-columns: repeat(auto-fill, minmax(92px, 1fr))" },
        v.table.map((m) => this.syllable(m, grabbing ? () => this.move({ verb: "take", syllable: m.syllable }) : undefined,
          grabbing ? "lligo.take_tile" : "lligo.tile"))),
      grabbing ? h("p", { class: "actions" },
        h("button", { type: "button", id: "pass-btn", onclick: () => this.move({ verb: "pass" }) }, t("lligo.pass"))) : null,
      h("p", { class: "muted", id: "race-refused", role: "status" }, this.refusedText()),
      this.piles(),
      this.readOut()]);
  }

  drawn() {
    const v = this.view;
    if (!v.you || !v.you.drawn || !v.you.to_act) return null;
    const d = v.you.drawn;
    return h("section", { class: "panel card", "aria-label": t("verbalia.your_move") },
      h("p", { class: "muted", text: d.colours ? t("lligo.choose_side") : t("lligo.one_side") }),
      h("div", { class: "tile-row", id: "lligo-drawn", role: "group", "aria-label": t("lligo.drawn"),
        style: "grid-template-columns: repeat(auto-fill, minmax(92px, 1fr)); max-width: 420px" },
        d.sides.map((s, i) => this.syllable({ syllable: s, colour: d.colours ? d.colours[i] : null },
          () => this.move({ verb: "deal", syllable: s }), "lligo.deal_side"))));
  }

  piles() {
    const v = this.view;
    return h("section", { class: "card" },
      v.you && !v.you.dealer && !v.result
        ? h("p", { id: "lligo-your-pile" }, t("lligo.your_pile", { n: v.you.pile })) : null,
      h("table", { class: "scores", id: "lligo-scores" },
        h("caption", { text: t("lligo.scores") }),
        h("thead", {}, h("tr", {}, h("th", { scope: "col" }, h("span", { class: "sr-only" }, t("result.player"))), h("th", { text: t("lligo.pile") }),
          h("th", { text: t("verbalia.scores") }))),
        h("tbody", {}, v.scores.map((s, seat) => h("tr", { class: v.waiting.includes(seat) ? "" : "muted" },
          h("th", { scope: "row", text: this.name(seat) + (seat === v.dealer ? ` (${t("lligo.dealer_short")})` : "") }),
          h("td", { text: seat === v.dealer ? "—" : String(v.piles[seat]) }),
          h("td", { text: String(s) }))))));
  }

  readOut() {
    const last = this.view.last;
    if (!last) return null;
    return h("section", { class: "card", id: "lligo-read-out" },
      h("h2", { class: "small", text: t("lligo.read_out", { n: last.round }) }),
      last.readings.map((r, seat) => {
        if (seat === last.dealer) {
          return h("p", {}, h("strong", { text: `${this.name(seat)}: ` }),
            t("lligo.dealer_scores", { n: last.points[seat] }));
        }
        const inWord = new Map();
        r.words.forEach((w) => { for (let i = w.start; i < w.start + w.length; i += 1) inWord.set(i, w); });
        return h("p", { class: "lligo-pile" },
          h("strong", { text: `${this.name(seat)}: ` }),
          r.pile.length ? r.pile.map((s, i) => h("span", {
            class: inWord.has(i) ? "in-word" : "muted",
            style: inWord.has(i) ? "font-weight: bold" : "text-decoration: line-through",
            text: `${s} `,
          })) : t("lligo.empty"),
          " — ",
          r.words.length ? r.words.map((w) => `${w.word} (${w.points})`).join(", ") : t("lligo.no_words"),
          " = ", t("lligo.points", { n: r.points }));
      }));
  }
}
