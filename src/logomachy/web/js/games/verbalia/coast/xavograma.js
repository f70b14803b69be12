// XaVograma: eight letters on your easel, one letter in each region; everyone at once forms
// a word with their letters and a region's letter and places it there (the country screen):
// tap the region on the map, tap (or type) the letters of the word.
import { h } from "../../../dom.js";
import { t } from "../../../i18n.js";
import { tile } from "../../../widgets/tiles.js";
import { CountryScreen } from "../coast.js";

export function mount(root, ctx) {
  return new XavogramaScreen(root, ctx);
}

class XavogramaScreen extends CountryScreen {
  constructor(root, ctx) {
    super(root, ctx);
    this.vowels = h("input", { id: "xavo-vowels", type: "number", min: 0, max: 8, value: 3, class: "word-input", size: 2 });
    this.where = h("select", { id: "xavo-region" });
  }

  get verb() { return "place"; }

  get tracing() { return false; }

  placing() { return this.myTurn() && this.view.stage === "think" && !this.view.result; }

  // A tap on a region chooses where the word goes (the form's region).
  regionOptions(id) {
    if (!this.placing()) return {};
    return {
      pressed: this.where.value === id, hint: t("regions.xavo_where"),
      onclick: () => { this.where.value = id; this.render(); this.word.focus(); },
    };
  }

  // A letter tapped (the easel's, or the region's) is typed into the word.
  typeLetter(letter) {
    this.word.value += letter;
    this.render();
    this.word.focus();
  }

  progress() { return h("span", { class: "tag", id: "country-play" }, t("regions.xavo_play", { n: this.view.play, goal: this.view.goal })); }

  stageText() {
    const v = this.view;
    if (v.result) return t("verbalia.over");
    if (v.stage === "take") return t("regions.take_help");
    if (v.stage === "vote") return t("regions.vote_help");
    if (v.you && v.you.placement) return t("regions.placed", { word: v.you.placement.word, region: this.region(v.you.placement.region).name });
    return t("regions.xavo_help", { n: v.min_letters, bonus: v.bonus });
  }

  panel() {
    const { box, open } = this.movePanel(null);
    if (!open) return box;
    const v = this.view;
    if (v.you.easel.length) {
      const typing = this.placing();
      box.append(h("div", { class: "region-tiles", id: "xavo-easel", role: "group", "aria-label": t("regions.easel") },
        v.you.easel.map((l) => tile({ letter: l, cls: "small", label: t("regions.type_letter", { letter: l }),
          onclick: typing ? () => this.typeLetter(l) : undefined }))));
    }
    if (!this.myTurn()) { box.append(h("p", { class: "muted", text: t("regions.wait_others") })); return box; }
    if (v.stage === "take") {
      box.append(h("form", { class: "announce", onsubmit: (e) => { e.preventDefault(); this.send({ verb: "take", vowels: Number(this.vowels.value) }); } },
        h("label", { for: "xavo-vowels" }, t("regions.vowels_label")), this.vowels,
        h("p", { class: "actions" }, h("button", { type: "submit", class: "primary", id: "take-btn" }, t("regions.take")))));
      return box;
    }
    if (v.stage === "vote") {
      for (const vote of v.votes.filter((x) => x.voters.includes(v.you.seat) && !x.voted.includes(v.you.seat))) {
        box.append(h("p", { class: "vote" }, h("strong", { text: vote.word }), ` — ${this.name(vote.player)}: ${t("coast.vote_category", { category: t(`regions.category.${vote.category}`) })} `,
          h("button", { type: "button", class: "vote-yes", onclick: () => this.send({ verb: "vote", player: vote.player, accept: true }) }, t("regions.yes")),
          h("button", { type: "button", class: "vote-no", onclick: () => this.send({ verb: "vote", player: vote.player, accept: false }) }, t("regions.no"))));
      }
      return box;
    }
    const chosen = this.where.value;
    this.where.replaceChildren(...v.country.regions.map((r) => h("option", { value: r.id, selected: r.id === chosen ? true : null },
      `${r.name} (${(v.contents[r.id] || []).join("")}) — ${t(`regions.category.${r.category}`)} ×${r.multiplier}`)));
    box.append(h("form", { class: "announce", onsubmit: (e) => { e.preventDefault(); this.place(); } },
      h("label", { for: "country-word" }, t("regions.xavo_word")), this.word,
      h("label", { for: "xavo-region" }, t("regions.xavo_where")), this.where,
      h("p", { class: "actions" },
        h("button", { type: "submit", class: "primary", id: "propose-btn" }, t("regions.place")),
        h("button", { type: "button", id: "pass-btn", onclick: () => this.send({ verb: "pass" }) }, t("verbalia.pass")))));
    return box;
  }

  async place() {
    const word = this.word.value.trim();
    if (!word) return;
    const reply = await this.send({ verb: "place", word, region: this.where.value });
    if (reply && reply.type === "ack") { this.word.value = ""; this.render(); }
  }

  words() {
    const v = this.view;
    return h("section", { class: "card plaza-words" },
      !v.result ? h("p", { class: "muted", id: "country-proposing" }, v.ready
        .filter((p) => !v.you || p.seat !== v.you.seat)
        .map((p) => t(p.done ? "regions.ready" : "regions.thinking", { name: this.name(p.seat) })).join(" · ")) : null,
      v.last_play ? h("h2", { class: "small", text: t("regions.xavo_last") }) : null,
      v.last_play ? h("ol", { id: "country-last" }, v.last_play.map((w) => h("li", { class: w.scores ? "won" : "" },
        h("strong", { text: w.word }), ` — ${this.name(w.seat)}, ${this.region(w.region).name}: `,
        w.scores ? t("verbalia.points", { n: w.value }) : t("regions.beaten", { n: w.value })))) : null,
      h("table", { class: "scores", id: "country-scores" },
        h("caption", { text: t("verbalia.scores") }),
        h("tbody", {}, v.scores.map((s, seat) => h("tr", {},
          h("th", { scope: "row", text: this.name(seat) }), h("td", { text: String(s) }))))));
  }
}
