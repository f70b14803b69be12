// EsBartigrama: the chain screen (verbalia/chains.js) for a team. Every member of a team sees
// the team's one paper (its chain's letters, the chain's words, the chains set aside, its
// pile or the letter drawn) and may write the team's next word: click a letter of the pile,
// type a word holding it and every letter of the chain. The move carries the team's `step`,
// so a teammate's word arriving first makes the referee refuse ours with the chain as it now
// is. The other team shows only its counts until the round's read-out.
import { append, clear, h } from "../../../dom.js";
import { t } from "../../../i18n.js";
import { tile as tileButton } from "../../../widgets/tiles.js";
import { ChainScreen } from "../chains.js";

export function mount(root, ctx) {
  return new EsBartigramaScreen(root, ctx);
}

class EsBartigramaScreen extends ChainScreen {
  submit() {
    if (!this.actions().includes("write")) return null;
    const move = { verb: "write", word: this.input.value.trim(), step: this.view.you.step };
    move.letter = this.view.choose_letter ? this.letter || "" : "";
    return this.send(move);
  }

  pickLetter(tile) {
    if (!this.actions().includes("write") || !this.view.choose_letter) return;
    this.letter = this.letter === tile ? null : tile;
    this.render();
  }

  teamName(i) { return t("esbartigrama.team", { n: i + 1 }); }

  render() {
    const v = this.view;
    if (!v) return;
    append(clear(this.root), [
      h("div", { class: "round-head" },
        h("span", { class: "round", id: "chain-round" }, t("chains.round", { n: v.round, of: v.rounds })),
        h("span", { class: "muted" }, t("esbartigrama.rule"))),
      h("p", { class: "stage", id: "stage" }, this.stageText()),
      v.team === null ? null : this.paper(),
      this.panel(),
      v.team === null ? null : this.letters(),
      this.teams(),
      this.readOut()]);
  }

  stageText() {
    const v = this.view;
    if (v.result) return t("chains.over");
    if (v.stage === "readout") return t("esbartigrama.readout", { n: v.round });
    if (v.team === null) return t("esbartigrama.watching");
    if (v.teams[v.team].finished) return t("esbartigrama.finished");
    if (v.drawn) return t("esbartigrama.drawn", { letter: v.drawn });
    return t(v.chosen.length ? "esbartigrama.next" : "esbartigrama.first");
  }

  paper() {
    const v = this.view;
    return h("section", { class: "card chain-table", "aria-label": t("esbartigrama.paper") },
      h("p", { id: "chain-chosen" }, t("chains.chosen"), " ",
        v.chosen.length ? v.chosen.join(" · ") : t("chains.none"),
        v.chosen.length ? ` (${t("esbartigrama.worth", { n: v.chosen.length, points: this.points(v.chosen.length) })})` : ""),
      v.drawn ? h("p", { id: "chain-drawn" }, t("chains.drawn", { letter: v.drawn })) : null,
      h("ol", { id: "chain-list" }, v.chain.map((k) => h("li", {},
        h("strong", { text: k.word }), ` — ${this.name(k.seat)}`))),
      v.set_aside.length ? h("div", { id: "esb-set-aside-list" },
        h("h2", { class: "small", text: t("esbartigrama.set_aside") }),
        h("ul", {}, v.set_aside.map((c) => h("li", {},
          h("strong", { text: c.word }), ` — ${c.letters.join(" ")} · ${t("chains.points", { n: c.points })}`)))) : null);
  }

  points(letters) {
    const table = this.view.scores_table;
    const top = Math.max(...Object.keys(table).map(Number));
    return letters < 4 ? 0 : table[String(Math.min(letters, top))];
  }

  panel() {
    const v = this.view;
    const box = h("section", { class: "panel card", "aria-label": t("chains.your_move") });
    if (!v.you) { box.append(h("p", { class: "muted", text: t("table.spectating") })); return box; }
    if (v.result) return null;
    const mine = this.actions();
    if (!mine.length) {
      box.append(h("p", { class: "muted", text: t("chains.wait") }));
      return box;
    }
    const submit = (e) => { e.preventDefault(); this.submit(); };
    const writing = mine.includes("write");
    box.append(h("form", { class: "announce", onsubmit: submit },
      writing && v.choose_letter ? h("p", { id: "chain-letter", "aria-live": "polite" },
        this.letter ? t("chains.letter_chosen", { letter: this.letter }) : t("esbartigrama.choose_letter")) : null,
      writing ? h("label", { for: "chain-input" }, t("chains.type_label")) : null,
      writing ? this.input : null,
      h("p", { class: "actions" },
        writing ? h("button", { type: "submit", class: "primary", id: "form-btn" }, t("esbartigrama.write")) : null,
        mine.includes("set-aside") ? h("button", { type: "button", id: "esb-set-aside",
          onclick: () => this.send({ verb: "set-aside", step: v.you.step }) }, t("esbartigrama.set_aside_btn")) : null,
        mine.includes("finish") ? h("button", { type: "button", id: "esb-finish",
          onclick: () => { if (window.confirm(t("esbartigrama.finish_confirm"))) this.send({ verb: "finish", step: v.you.step }); } },
        t("esbartigrama.finish")) : null)));
    return box;
  }

  letters() {
    const v = this.view;
    if (!v.pool) return h("section", { class: "card chain-letters" },
      h("p", { class: "muted", id: "chain-bag" }, t("chains.bag", { n: v.bag })));
    return h("section", { class: "card chain-letters" },
      h("h2", { class: "small", text: t("esbartigrama.pile") }),
      h("div", { class: "tile-row", id: "chain-pool" }, Object.entries(v.pool).map(([tile, n]) =>
        tileButton({ letter: tile, points: n, cls: this.letter === tile ? "hl" : "", pressed: this.letter === tile,
          label: t("chains.pool_tile", { letter: tile, n }), dataset: { tile }, onclick: () => this.pickLetter(tile) }))));
  }

  teams() {
    const v = this.view;
    return h("table", { class: "scores", id: "esb-teams" },
      h("caption", { text: t("chains.scores") }),
      h("tbody", {}, v.teams.map((team, i) => h("tr", { class: i === v.team ? "active" : "" },
        h("th", { scope: "row" }, this.teamName(i), h("br"),
          h("span", { class: "muted", text: team.seats.map((s) => this.name(s)).join(", ") })),
        h("td", { text: String(team.score) }),
        h("td", { class: "muted", text: t("esbartigrama.counts", { words: team.words, chains: team.chains, letters: team.letters }) }),
        h("td", {}, team.finished ? h("span", { class: "tag", text: t("esbartigrama.done") }) : "")))));
  }

  readOut() {
    const v = this.view;
    if (!v.read_out.length) return null;
    const rounds = [...new Set(v.read_out.map((c) => c.round))].reverse();
    const line = (r, team) => v.read_out.filter((c) => c.round === r && c.team === team)
      .map((c) => `${c.word} (${c.letters.length}: ${t("chains.points", { n: c.points })})`).join(" · ");
    return h("section", { class: "card", id: "esb-readout" },
      h("h2", { class: "small", text: t("esbartigrama.read_out") }),
      rounds.map((r) => h("div", {},
        h("h3", { class: "small", text: t("chains.round", { n: r, of: v.rounds }) }),
        [0, 1].map((team) => h("p", {}, h("strong", { text: `${this.teamName(team)}: ` }),
          line(r, team) || t("chains.none"))))));
  }
}
