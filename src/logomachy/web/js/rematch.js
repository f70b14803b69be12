// At the end of a game: what it did to the seats' ratings ("rating 1500 → 1523"), and the
// rematch in one click (the first seat opens it; the others are offered to follow; a spectator
// may watch it).
import { api, rememberSeat } from "./api.js";
import { h, toast } from "./dom.js";
import { t } from "./i18n.js";
import { ratingText } from "./mygames.js";

const ratings = new Map();  // table id -> promise of its changes (asked once per page)

export function endOfGame(tb, you, key) {
  const box = h("div", { class: "end-of-game" }, rematchButton(tb, you, key));
  const list = h("ul", { class: "ratings", id: "rating-changes", "aria-label": t("rating.title") });
  box.append(list);
  if (!ratings.has(tb.id)) ratings.set(tb.id, api("GET", `/api/tables/${tb.id}/ratings`).catch(() => ({ seats: [] })));
  ratings.get(tb.id).then((r) => list.append(...r.seats.map((c) => h("li", { class: c.seat === you ? "you" : "", dataset: { seat: c.seat } },
    h("strong", { text: `${tb.seats[c.seat]?.name ?? `#${c.seat + 1}`}: ` }), ratingText(c)))));
  return box;
}

function rematchButton(tb, you, key) {
  if (you === null || you === undefined) {
    return tb.rematch ? h("p", {}, h("a", { class: "button", href: `/t/${tb.rematch}`, id: "watch-rematch" }, t("rematch.watch"))) : null;
  }
  const go = async () => {
    try {
      const seat = await api("POST", `/api/tables/${tb.id}/rematch`, {}, key);
      rememberSeat(seat.table, seat.key);
      location.href = seat.link;
    } catch (err) { toast(err.message, "error"); }
  };
  return h("p", { class: "rematch" },
    tb.rematch ? h("span", { class: "offer", text: t("rematch.offered") }) : null, " ",
    h("button", { type: "button", class: "primary", id: "rematch-btn", onclick: go },
      tb.rematch ? t("rematch.follow") : t("rematch.ask")));
}
