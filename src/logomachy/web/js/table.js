// A table: the waiting room (seats, invite links, bots), then the game's own screen (one module
// per game in ./games/, over the shared widgets), then the result, the record and the replay.
import { analysisPanel } from "./analysis.js";
import { api, keyOutOfAddress, playerName, rememberInvite, rememberName, rememberSeat, seatFromLink, seatLink, seatOfInvite } from "./api.js";
import { TurnAlert } from "./alerts.js";
import { ChatPanel } from "./chat.js";
import { Connection } from "./connection.js";
import { clear, dismissToast, h, toast } from "./dom.js";
import { gameTitle, refusalText, seatName, t } from "./i18n.js";
import { endOfGame } from "./rematch.js";
import { rulesButton } from "./rules.js";
import { logWidget } from "./widgets/log.js";
import { scoreTable } from "./widgets/scores.js";
import { seatList } from "./widgets/seats.js";
import { timerWidget } from "./widgets/timer.js";

export async function showTable(main, tableId) {
  let info;
  try {
    info = await api("GET", `/api/tables/${tableId}`);
  } catch (err) {
    main.append(h("p", { class: "error", text: t("table.missing") }));
    return;
  }
  const seat = seatFromLink(tableId);
  let key = seat.key;
  if (seat.key && seat.fromLink) {
    // An invite link for a seat nobody has taken yet: ask for a name first. The invite opens
    // the seat once: the answer holds the seat's own key, which replaces it in the address.
    const params = new URLSearchParams(location.hash.slice(1));
    const n = Number(params.get("seat"));
    if (info.seats[n] && !info.seats[n].claimed) {
      const joined = await claimForm(main, tableId, seat.key, info);
      clear(main);
      key = joined.key;
      rememberInvite(tableId, seat.key, key);
      history.replaceState(null, "", joined.link);
    } else if (seatOfInvite(tableId, seat.key)) {
      // The invite this browser used once: it comes back to its seat with the seat's own key
      // (anyone else the invite was forwarded to is refused). A link with a seat's own key
      // stays that seat's, even when this browser holds another seat at the table.
      key = seatOfInvite(tableId, seat.key);
      history.replaceState(null, "", `/t/${tableId}#seat=${n}&key=${key}`);
    }
    rememberSeat(tableId, key);
    keyOutOfAddress(tableId, key);
  }
  new TableScreen(main, tableId, key, info.game).start();
}

function claimForm(main, tableId, key, info) {
  return new Promise((resolve) => {
    const input = h("input", { id: "claim-name", maxlength: 40, value: playerName(), autocomplete: "nickname", required: true });
    main.append(h("form", { class: "card claim", onsubmit: async (e) => {
      e.preventDefault();
      try {
        rememberName(input.value);
        resolve(await api("POST", `/api/tables/${tableId}/join`, { name: input.value, key }));
      } catch (err) { toast(err.message, "error"); }
    } },
    h("h1", { text: t("table.invited", { game: info.title }) }),
    h("label", { class: "field", for: "claim-name" }, h("span", { text: t("lobby.your_name") }), input),
    h("button", { type: "submit", class: "primary" }, t("table.take_seat"))));
    input.focus();
  });
}

class TableScreen {
  constructor(main, tableId, key, game) {
    this.main = main;
    this.tableId = tableId;
    this.key = key;
    this.game = game;
    this.alert = new TurnAlert();
    this.msg = null;
    this.screen = null;
    this.screenGame = null;
    this.timer = timerWidget();
    this.log = null;
    this.status = h("span", { class: "conn", role: "status", "aria-live": "polite" });
    this.body = h("div", { class: "table-body" });
    this.invites = null;
  }

  start() {
    const header = h("header", { class: "table-head" },
      h("h1", { id: "table-title" }, "…"), this.status, this.timer.el,
      h("span", { class: "table-tools" }, this.rulesBtn = rulesButton(this.game), this.alert.button));
    this.chat = new ChatPanel(this.tableId);  // outside the body: kept (and typed into) across updates
    clear(this.main).append(header, this.body, this.chat.el);
    // At the table a message is a line of the head: it pushes the board down, never covers it.
    const box = document.getElementById("toast");
    if (box) header.append(box);
    window.__rerender = () => {
      this.ownLinkBox = null;
      this.rulesBtn.textContent = t("rules.open");
      this.alert.drawButton();
      if (this.msg) this.chat.update(this.msg.table, this.msg.you);
      this.render(true);
    };
    this.connect();
  }

  connect() {
    this.conn = new Connection(this.tableId, this.key, {
      onupdate: (msg, resumed) => this.update(msg, resumed),
      onstatus: (s) => {
        this.status.textContent = t(`conn.${s}`);
        this.status.dataset.state = s;
        if (s === "forbidden") this.lostSeat();
      },
      onchat: (msg) => this.chat.receive(msg),
    });
    this.chat.conn = this.conn;
    window.__logomachy = { conn: this.conn, screen: this, alert: this.alert };
  }

  // The key no longer opens a seat (the host gave it away, or an invite was used by someone
  // else): this browser forgets it and watches the table instead of showing a dead page.
  lostSeat() {
    if (!this.key) return;
    toast(t("table.seat_lost"), "error");
    rememberSeat(this.tableId, null);
    this.key = null;
    this.msg = null;
    this.connect();
  }

  names() { return (this.msg?.table.seats || []).map(seatName); }

  async send(move) {
    const reply = await this.conn.move(move);
    if (reply.type === "refused") {
      toast(refusalText(reply, this.names()), "error");
    } else if (reply.type === "ack") {
      dismissToast("error");
    }
    return reply;
  }

  update(msg, resumed) {
    const first = !this.msg;
    if (!resumed && this.log) this.log.reset();
    this.msg = msg;
    if (!this.log || this.log.game !== msg.table.game) {
      this.log = logWidget(msg.table.game);
      this.log.game = msg.table.game;
    }
    this.log.add(msg.events, this.names());
    this.timer.update(msg.table.status === "playing" ? msg.timer : null);
    this.chat.update(msg.table, msg.you);
    this.render(first);
  }

  async render(full) {
    const msg = this.msg;
    if (!msg) return;
    const tb = msg.table;
    document.getElementById("table-title").textContent = gameTitle(tb.title);
    this.alert.update(msg, `${gameTitle(tb.title)} — logomachy`);
    if (tb.status === "waiting") {
      this.screen = null;
      clear(this.body).append(await this.waitingRoom(tb, msg.you));
      return;
    }
    if (!this.screen || this.screenGame !== tb.game) {
      this.screenGame = tb.game;
      let mod;
      const screen = tb.screen || { module: "generic", mount: "mount" }; // the server finds it
      try { mod = await import(`./games/${screen.module}.js`); } catch { mod = await import("./games/generic.js"); }
      const mount = mod[screen.mount] || mod.mount;
      clear(this.body);
      this.side = h("aside", { class: "side" });
      this.gameBox = h("section", { class: "game", "aria-label": gameTitle(tb.title) });
      this.after = h("section", { class: "after" });
      this.body.append(this.gameBox, this.side, this.after);
      this.screen = mount(this.gameBox, { send: (m) => this.send(m), names: () => this.names() });
      full = true;
    }
    clear(this.side).append(seatList(tb, msg.you, (s) => this.freeSeatButton(tb, msg.you, s)),
      this.practiceNote(tb), this.ownLink(tb, msg.you), this.log.el);
    if (full) this.log.redraw();
    this.screen.update(msg);
    clear(this.after);
    if (tb.status === "over") {
      this.after.append(
        scoreTable(tb.result, this.names(), tb.game),
        h("p", { class: "actions" },
          h("a", { class: "button", href: `/api/tables/${tb.id}/record`, download: `${tb.game}-${tb.id}.json` }, t("table.record")),
          h("a", { class: "button", href: `/replay/${tb.id}` }, t("table.replay")),
          h("a", { class: "button", href: "/" }, t("table.back_to_lobby"))),
        endOfGame(tb, msg.you, this.key));
      // Made once (it asks the server once); redrawn when the language changes.
      if (!this.analysis) this.analysis = analysisPanel(tb.id, { names: () => this.names() });
      else if (full) this.analysis.redraw();
      this.after.append(this.analysis.el);
    }
  }

  // The host may take a seat back from whoever holds it (a stranger, a friend who left): it
  // becomes a new invite, and the old holder's key stops working.
  freeSeatButton(tb, you, s) {
    if (you !== 0 || s.seat === 0 || s.kind !== "human" || !s.claimed || tb.status === "over") return null;
    return h("button", { type: "button", class: "free-seat", onclick: async () => {
      try {
        await api("POST", `/api/tables/${tb.id}/seats/${s.seat}/release`, { to: "invite" }, this.key);
        this.invites = null;
      } catch (err) { toast(err.message, "error"); }
    } }, t("table.free_seat", { n: s.seat + 1 }));
  }

  // The seat's own link, for playing it on another device: tucked away and said to be
  // private, since whoever opens it plays the seat. Kept across updates (it stays open).
  ownLink(tb, you) {
    if (you === null || !this.key || tb.status === "over") return null;
    const link = seatLink(tb.id, you, this.key);
    if (this.ownLinkBox?.dataset.link === link) return this.ownLinkBox;
    return this.ownLinkBox = h("details", { class: "own-link", dataset: { link } },
      h("summary", { text: t("table.own_link") }),
      h("p", { class: "warn", text: t("table.own_link_private") }),
      h("span", { class: "seat-actions" },
        h("input", { class: "own-link-input", readonly: true, value: link, "aria-label": t("table.own_link"),
          onfocus: (e) => e.target.select() }),
        h("button", { type: "button", onclick: () => copy(link) }, t("table.copy"))));
  }

  // A deal the host chose is no secret: everyone is told.
  practiceNote(tb) {
    return tb.practice ? h("p", { class: "practice muted", role: "note", text: t("table.practice", { seed: tb.seed }) }) : null;
  }

  async waitingRoom(tb, you) {
    const isHost = you === 0;
    const open = tb.seats.filter((s) => s.kind === "human" && !s.claimed).map((s) => s.seat).join(",");
    if (isHost && (this.invites === null || this.invitesFor !== open)) {
      this.invitesFor = open;
      this.invites = await api("GET", `/api/tables/${tb.id}/invites`, undefined, this.key).catch(() => ({}));
    }
    const invites = this.invites || {};
    const watch = `${location.origin}/t/${tb.id}`;
    const inviting = isHost && Object.keys(invites).length > 0;
    return h("section", { class: "waiting card" },
      h("h2", { text: t("table.waiting") }),
      inviting ? h("p", { class: "share-note", role: "note", text: t("table.share_invite") }) : null,
      this.practiceNote(tb),
      seatList(tb, you, (s) => {
        if (s.claimed) return this.freeSeatButton(tb, you, s);
        if (!isHost || s.kind !== "human") return null;
        const link = invites[String(s.seat)] ? location.origin + invites[String(s.seat)] : null;
        return h("span", { class: "seat-actions" },
          link ? h("input", { class: "invite", readonly: true, value: link, "aria-label": t("table.invite_link", { n: s.seat + 1 }),
            onfocus: (e) => e.target.select() }) : null,
          link ? h("button", { type: "button", onclick: () => copy(link) }, t("table.copy")) : null,
          h("button", { type: "button", class: "add-bot", onclick: async () => {
            try { await api("POST", `/api/tables/${tb.id}/seats/${s.seat}/bot`, {}, this.key); }
            catch (err) { toast(err.message, "error"); }
          } }, t("table.add_bot")));
      }),
      h("p", {}, t("table.watch_link"), " ", h("code", { text: watch })),
      this.ownLink(tb, you),
      you === null ? h("p", { class: "muted", text: t("table.spectating") }) : null);
  }
}

async function copy(text) {
  try { await navigator.clipboard.writeText(text); toast(t("table.copied")); }
  catch { toast(text); }
}
