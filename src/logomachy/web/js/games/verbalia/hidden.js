// Verbàlia's hidden-word games: one player knows something the others must find. The family's
// screen (every hidden game draws with it): `mount` picks the screen by the game id in the
// view. Shared: the letters as tiles, the markers, a word form.
import { append, clear, h } from "../../dom.js";
import { t } from "../../i18n.js";
import { VerbaliaScreen } from "./pieces/screen.js";

export function mount(root, ctx) {
  return new SecretScreen(root, ctx);
}

// Letter tiles in a row: a letter, or a face-down tile (null).
export function tiles(letters, id) {
  return h("div", { class: "tile-row", id, role: "list" }, letters.map((l) => h("div", {
    class: `tile${l === null ? " special" : ""}`, role: "listitem",
    "aria-label": l === null ? t("secret.face_down") : l,
  }, h("span", { class: "letter", "aria-hidden": "true" }, l === null ? "?" : l))));
}

class SecretScreen extends VerbaliaScreen {
  constructor(root, ctx) {
    super(root, ctx);
    this.word = h("input", { id: "secret-word", class: "word-input", autocomplete: "off",
      autocapitalize: "characters", spellcheck: "false", maxlength: 40 });
  }

  update(msg) {
    this.msg = msg;
    this.view = msg.view;
    const typing = document.activeElement === this.word;
    this.render();
    if (typing) this.word.focus();
  }

  async sendWord(verb, extra = {}) {
    const word = this.word.value.trim();
    if (!word) return;
    const reply = await this.send({ verb, word, ...extra });
    if (reply && reply.type === "ack") this.word.value = "";
  }

  wordForm(verb, label, button, extra = []) {
    const submit = (e) => { e.preventDefault(); this.sendWord(verb); };
    return h("form", { class: "announce", onsubmit: submit },
      h("label", { for: "secret-word" }, label), this.word,
      h("p", { class: "actions" },
        h("button", { type: "submit", class: "primary", id: "secret-send" }, button), extra));
  }

  render() {
    const v = this.view;
    if (!v) return;
    const game = v.game.replace("verbalia-", "");
    const screen = SCREENS[game];
    append(clear(this.root), screen.call(this, v));
  }

  scores(v, label = "secret.markers") {
    return h("table", { class: "scores", id: "secret-scores" },
      h("caption", { text: t(label) }),
      h("tbody", {}, v.scores.map((s, seat) => h("tr", { class: seat === v.setter ? "active" : "" },
        h("th", { scope: "row", text: this.name(seat) }), h("td", { text: String(s) })))));
  }
}

// -- Barrejagrama ---------------------------------------------------------------------------------
function barrejagrama(v) {
  const you = v.you;
  const head = h("div", { class: "round-head" },
    h("span", { class: "round", id: "secret-round" }, t("secret.play", { n: v.play, of: v.plays })),
    h("span", { class: "tag", id: "secret-pot" }, t("secret.pot", { n: v.pot })),
    v.words === "beginners" ? h("span", { class: "muted" }, t("secret.barreja.beginners")) : null);
  let stage;
  if (v.result) stage = t("secret.over");
  else if (v.stage === "set") {
    stage = you && you.setter ? t("secret.barreja.you_set") : t("secret.barreja.they_set", { name: this.name(v.setter) });
  } else if (you && you.setter) stage = t("secret.barreja.your_word", { word: you.word });
  else if (you && you.sitting_out) stage = t("secret.barreja.sitting_out");
  else stage = t("secret.barreja.find", { name: this.name(v.setter), n: v.letters.length });
  const panel = h("section", { class: "panel card", "aria-label": t("secret.your_move") });
  if (!you) panel.append(h("p", { class: "muted", text: t("table.spectating") }));
  else if (!v.result && this.myTurn() && v.stage === "set") {
    panel.append(this.wordForm("lay", t("secret.barreja.lay_label"), t("secret.barreja.lay")));
  } else if (!v.result && v.stage === "write" && !you.setter && !you.sitting_out && !you.passed) {
    append(panel, [
      you.written ? h("p", { id: "barreja-written" }, t("secret.barreja.written", { word: you.written })) : null,
      this.wordForm("write", t("secret.barreja.write_label"), t("secret.barreja.write"),
        h("button", { type: "button", id: "secret-pass", onclick: () => this.send({ verb: "pass" }) },
          t("secret.barreja.give_up")))]);
  } else if (!v.result) panel.append(h("p", { class: "muted", text: t("secret.wait") }));
  const others = v.writing ? h("p", { class: "muted", id: "barreja-others" }, v.writing
    .map((w) => t(w.passed ? "secret.barreja.other_passed" : w.written ? "secret.barreja.other_written" : "secret.barreja.other_thinking",
      { name: this.name(w.seat) })).join(" · ")) : null;
  const last = v.last ? h("section", { class: "card", id: "barreja-last" },
    h("h2", { class: "small", text: t("secret.barreja.last", { name: this.name(v.last.setter), word: v.last.word }) }),
    h("ul", {}, v.last.answers.map((a) => h("li", {},
      h("strong", { text: `${this.name(a.seat)}: ` }), a.word, a.found ? " ✓" : " ✗"))),
    h("p", {}, v.last.shares.length
      ? `${v.last.shares.map((s) => t("secret.barreja.takes", { name: this.name(s.seat), n: s.markers })).join(" · ")}.`
      : t("secret.barreja.nobody", { name: this.name(v.last.setter) }),
    " ", t("secret.barreja.left", { n: v.last.left }))) : null;
  return [head, h("p", { class: "stage", id: "stage" }, stage),
    v.letters.length ? tiles(v.letters, "secret-letters") : null, panel, others, last,
    h("p", { class: "muted" }, t("secret.barreja.sharing", { n: v.finders_with_setter })),
    this.scores(v)];
}

// -- EndeVinagrama -------------------------------------------------------------------------------
const LETTERS = ["A", "B", "C", "Ç", "D", "E", "F", "G", "H", "I", "J", "L", "M", "N", "NY", "O", "P",
  "QU", "R", "S", "T", "U", "V", "X", "Z"];

function endevinagrama(v) {
  const you = v.you;
  const head = h("div", { class: "round-head" },
    h("span", { class: "round", id: "secret-round" }, t("secret.round", { n: v.round, of: v.rounds })),
    h("span", { class: "tag", id: "endevi-middle" }, t("secret.endevi.middle", { n: v.middle })),
    you ? h("span", { class: "tag", id: "endevi-mine" }, t("secret.endevi.yours", { n: v.markers[you.seat] })) : null);
  let stage;
  if (v.result) stage = t("secret.over");
  else if (v.stage === "set") {
    stage = you && you.setter ? t("secret.endevi.you_set") : t("secret.barreja.they_set", { name: this.name(v.setter) });
  } else if (you && you.setter) stage = t("secret.barreja.your_word", { word: you.word });
  else if (this.myTurn()) stage = t("secret.endevi.your_turn");
  else stage = t("secret.endevi.their_turn", { name: this.name(v.asker) });
  const panel = h("section", { class: "panel card", "aria-label": t("secret.your_move") });
  if (!you) panel.append(h("p", { class: "muted", text: t("table.spectating") }));
  else if (!v.result && v.stage === "set" && you.setter) {
    panel.append(this.wordForm("lay", t("secret.barreja.lay_label"), t("secret.endevi.lay")));
  } else if (!v.result && v.stage === "ask" && !you.setter) {
    const mine = this.myTurn();
    append(panel, [
      h("p", { class: "muted" }, t(mine ? "secret.endevi.ask_help" : "secret.endevi.wait_turn")),
      h("div", { class: "tile-row", id: "endevi-letters", role: "group", "aria-label": t("secret.endevi.ask") },
        LETTERS.map((l) => h("button", { type: "button", class: "tile", dataset: { letter: l },
          disabled: !mine || v.misses.includes(l), "aria-label": t("secret.endevi.ask_letter", { letter: l }),
          onclick: () => this.send({ verb: "ask", letter: l }) }, h("span", { class: "letter" }, l)))),
      mine && v.markers[you.seat] < 1 ? h("p", { class: "actions" }, h("button", { type: "button", id: "endevi-pass",
        onclick: () => this.send({ verb: "pass" }) }, t("secret.endevi.pass"))) : null,
      you.may_guess ? this.wordForm("guess", t("secret.endevi.guess_label"), t("secret.endevi.guess")) : null]);
  } else if (!v.result) panel.append(h("p", { class: "muted", text: t("secret.wait") }));
  const last = v.last ? h("section", { class: "card", id: "endevi-last" },
    h("h2", { class: "small", text: t("secret.barreja.last", { name: this.name(v.last.setter), word: v.last.word }) }),
    h("p", {}, v.last.guessed_by === null ? t("secret.endevi.nobody")
      : t("secret.endevi.guessed", { name: this.name(v.last.guessed_by) }),
    " ", t("secret.endevi.setter_scores", { name: this.name(v.last.setter), n: v.last.points[v.last.setter] }))) : null;
  return [head, h("p", { class: "stage", id: "stage" }, stage),
    v.stage === "ask" ? tiles(v.pattern, "secret-pattern") : null,
    v.misses.length ? h("p", { class: "muted" }, t("secret.endevi.misses")) : null,
    v.misses.length ? tiles(v.misses, "endevi-misses") : null,
    v.wrong_guesses.length ? h("p", { id: "endevi-wrong" }, t("secret.endevi.wrong", { words: v.wrong_guesses.join(", ") })) : null,
    panel, last,
    h("table", { class: "scores", id: "endevi-markers" },
      h("caption", { text: t("secret.endevi.markers_points") }),
      h("tbody", {}, v.markers.map((m, seat) => h("tr", { class: seat === v.asker && v.stage === "ask" ? "active" : "" },
        h("th", { scope: "row", text: this.name(seat) + (seat === v.setter ? ` (${t("secret.endevi.setter")})` : "") }),
        h("td", { text: String(m) }), h("td", { text: String(v.points[seat]) })))))];
}

// -- Blufigrama ----------------------------------------------------------------------------------
function blufigrama(v) {
  const you = v.you;
  const head = h("div", { class: "round-head" },
    h("span", { class: "round", id: "secret-round" }, t("secret.play", { n: v.play, of: v.plays })),
    h("span", { class: "tag", id: "blufi-middle" }, t("secret.endevi.middle", { n: v.middle })),
    v.piles.length > 1 ? h("span", { class: "muted" }, t("secret.blufi.piles", { n: v.piles.length })) : null);
  let stage;
  if (v.result) stage = t("secret.over");
  else if (v.stage === "word") stage = you && you.in_play ? t("secret.blufi.find_word") : t("secret.blufi.they_write");
  else if (this.myTurn()) stage = t("secret.blufi.your_bid", { level: v.level, mine: v.round_bids[you.seat] });
  else stage = t("secret.blufi.their_bid", { name: this.name(v.bidder) });
  const panel = h("section", { class: "panel card", "aria-label": t("secret.your_move") });
  if (!you) panel.append(h("p", { class: "muted", text: t("table.spectating") }));
  else if (!v.result && v.stage === "bid" && this.myTurn()) {
    const mine = v.round_bids[you.seat];
    const have = v.markers[you.seat];
    const least = Math.min(Math.max(0, v.level - mine), have);
    const most = Math.min(v.most_bid - mine, have);
    const bids = [];
    for (let n = least; n <= most; n += 1) bids.push(n);
    panel.append(h("p", { class: "actions", id: "blufi-bids" },
      bids.map((n) => h("button", { type: "button", class: n === least ? "primary" : "", id: `blufi-bid-${n}`,
        onclick: () => this.send({ verb: "bid", markers: n }) },
      n === 0 ? t("secret.blufi.bid_nothing") : t("secret.blufi.bid", { n }))),
      h("button", { type: "button", id: "blufi-withdraw", onclick: () => this.send({ verb: "withdraw" }) },
        t("secret.blufi.withdraw"))));
  } else if (!v.result && v.stage === "word" && you.in_play && you.to_act !== false && v.writing
    && v.writing.some((w) => w.seat === you.seat && !w.passed)) {
    append(panel, [
      you.word ? h("p", { id: "blufi-written" }, t("secret.barreja.written", { word: you.word })) : null,
      this.wordForm("announce", t("secret.blufi.word_label"), t("secret.blufi.announce"),
        h("button", { type: "button", id: "secret-pass", onclick: () => this.send({ verb: "pass" }) },
          t("secret.blufi.no_word")))]);
  } else if (!v.result) panel.append(h("p", { class: "muted", text: t("secret.wait") }));
  const last = v.last ? h("section", { class: "card", id: "blufi-last" },
    h("h2", { class: "small", text: t("secret.blufi.last", { letters: v.last.common.join(" ") }) }),
    h("ul", {}, v.last.easels.map((e) => {
      const claim = v.last.claims.find((c) => c.seat === e.seat);
      return h("li", {}, h("strong", { text: `${this.name(e.seat)}: ` }), e.letters.join(" "), " — ",
        claim ? t("secret.blufi.claim", { word: claim.word, n: claim.letters, own: claim.own }) : t("secret.blufi.no_claim"));
    })),
    h("p", {}, v.last.taken.length
      ? `${v.last.taken.map((s) => t("secret.barreja.takes", { name: this.name(s.seat), n: s.markers })).join(" · ")}.`
      : t("secret.blufi.nobody"), " ", t("secret.barreja.left", { n: v.last.left }))) : null;
  return [head, h("p", { class: "stage", id: "stage" }, stage),
    v.common.length ? h("p", { class: "muted" }, t("secret.blufi.common")) : null,
    v.common.length ? tiles(v.common, "secret-common") : null,
    you && you.easel.length ? h("p", { class: "muted" }, t("secret.blufi.easel")) : null,
    you && you.easel.length ? tiles(you.easel, "blufi-easel") : null,
    panel, last,
    h("table", { class: "scores", id: "blufi-players" },
      h("caption", { text: t("secret.blufi.players") }),
      h("tbody", {}, v.markers.map((m, seat) => h("tr", { class: seat === v.bidder ? "active" : "" },
        h("th", { scope: "row", text: this.name(seat) + (seat === v.turn_player ? " ★" : "") }),
        h("td", { text: String(m) }),
        h("td", { text: !v.playing.includes(seat) ? t("secret.blufi.out")
          : v.active.includes(seat) ? t("secret.blufi.bid_round", { n: v.round_bids[seat] }) : t("secret.blufi.withdrawn") })))))];
}

const SCREENS = { barrejagrama, endevinagrama, blufigrama };
