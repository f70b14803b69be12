// The table chat: lines and quick phrases over the table's socket, for players (who write)
// and spectators (who read). Every line is set as text (never markup), so a name or a line
// with markup in it shows as typed. A seat can be muted: its lines are hidden, and the choice
// is remembered in this browser for the table. Its fixed labels carry their key (data-i18n),
// so a change of language relabels them (i18n.js); the rest is redrawn by update().
import { h, clear, toast } from "./dom.js";
import { refusalText, t } from "./i18n.js";

const PHRASES = ["hello", "good_luck", "well_played", "thanks", "oops", "one_moment", "rematch", "bye"];

export class ChatPanel {
  constructor(tableId) {
    this.tableId = tableId;
    this.lines = new Map();  // n -> line (a reconnected socket sends the recent ones again)
    this.muted = new Set(JSON.parse(localStorage.getItem(this.muteKey()) || "[]"));
    this.table = null;
    this.you = null;
    this.conn = null;
    this.list = h("ol", { class: "chat-lines", id: "chat-lines", "aria-live": "polite", tabindex: 0, "aria-label": t("chat.lines"), dataset: { i18nLabel: "chat.lines" } });
    this.mutes = h("div", { class: "chat-mutes", id: "chat-mutes" });
    this.input = h("input", { id: "chat-input", maxlength: 200, autocomplete: "off", enterkeyhint: "send" });
    this.form = h("form", { class: "chat-form row", onsubmit: (e) => { e.preventDefault(); this.say({ text: this.input.value }, true); } },
      h("label", { class: "sr-only", for: "chat-input", text: t("chat.message"), dataset: { i18n: "chat.message" } }), this.input,
      h("button", { type: "submit", id: "chat-send", dataset: { i18n: "chat.send" } }, t("chat.send")));
    this.phrases = h("div", { class: "chat-phrases row", role: "group", "aria-label": t("chat.quick"), dataset: { i18nLabel: "chat.quick" } },
      PHRASES.map((p) => h("button", { type: "button", class: "chip phrase", dataset: { phrase: p, i18n: `chat.phrase.${p}` },
        onclick: () => this.say({ phrase: p }, false) }, t(`chat.phrase.${p}`))));
    this.note = h("p", { class: "muted small" });
    this.el = h("section", { class: "chat card", id: "chat", "aria-labelledby": "chat-h" },
      h("h2", { class: "small", id: "chat-h", text: t("chat.title"), dataset: { i18n: "chat.title" } }), this.list, this.mutes, this.phrases, this.form, this.note);
  }

  muteKey() { return `mute:${this.tableId}`; }

  async say(body, clearInput) {
    if (!this.conn) return;
    const reply = await this.conn.chat(body);
    if (reply.type === "refused") toast(refusalText(reply), "error");
    else if (clearInput) this.input.value = "";
  }

  // A `{type: "chat", lines}` message from the socket.
  receive(msg) {
    for (const line of msg.lines) this.lines.set(line.n, line);
    this.drawLines();
  }

  // The seats (for names and mute buttons) and whether this page writes (a seat) or reads.
  update(table, you) {
    this.table = table;
    this.you = you;
    const writer = you !== null && you !== undefined;
    this.form.hidden = this.phrases.hidden = !writer;
    this.note.textContent = writer ? "" : t("chat.spectating");
    clear(this.mutes).append(...table.seats.filter((s) => s.seat !== you && s.kind === "human" && s.claimed).map((s) => {
      const muted = this.muted.has(s.seat);
      return h("button", { type: "button", class: "link mute", "aria-pressed": muted ? "true" : "false", dataset: { seat: s.seat },
        onclick: () => this.toggle(s.seat) }, t(muted ? "chat.unmute" : "chat.mute", { name: s.name }));
    }));
    this.drawLines();
  }

  toggle(seat) {
    if (this.muted.has(seat)) this.muted.delete(seat); else this.muted.add(seat);
    localStorage.setItem(this.muteKey(), JSON.stringify([...this.muted]));
    if (this.table) this.update(this.table, this.you);
  }

  drawLines() {
    const shown = [...this.lines.values()].sort((a, b) => a.n - b.n).filter((l) => !this.muted.has(l.seat));
    const hidden = this.lines.size - shown.length;
    clear(this.list).append(...shown.map((l) => h("li", { class: l.seat === this.you ? "mine" : "", dataset: { seat: l.seat, n: l.n } },
      h("strong", { class: "who", text: `${l.name}: ` }),
      h("span", { class: "said", text: l.phrase ? t(`chat.phrase.${l.phrase}`) : l.text }))));
    if (hidden) this.list.append(h("li", { class: "muted small", text: t("chat.hidden", { n: hidden }) }));
    this.list.scrollTop = this.list.scrollHeight;
  }
}
