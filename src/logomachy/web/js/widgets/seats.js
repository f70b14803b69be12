// Who sits where: names, connection, bots and stand-ins, whose turn, who has finished.
import { h } from "../dom.js";
import { t } from "../i18n.js";

export function seatList(table, you, extra = () => null) {
  return h("ul", { class: "seats", "aria-label": t("table.players") }, table.seats.map((s) => {
    const state = s.kind === "bot" ? t("table.bot", { strength: s.strength })
      : !s.claimed ? t("table.open_seat")
      : s.standin ? t("table.standin")
      : s.connected ? t("table.online") : t("table.away");
    return h("li", { class: `seat${s.seat === you ? " you" : ""}${s.connected || s.kind === "bot" ? " on" : ""}`,
      dataset: { seat: s.seat } },
      h("span", { class: "dot", "aria-hidden": "true" }),
      h("strong", { class: "name", text: s.claimed ? s.name : t("table.open_seat") }),
      s.seat === you ? h("span", { class: "badge" }, t("table.you")) : null,
      h("span", { class: "muted" }, state),
      extra(s));
  }));
}
