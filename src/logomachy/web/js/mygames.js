// "My games": this browser's player's ratings per game and tables, newest first, each with its
// result, what it did to the rating, and its replay (or the table, while it is played).
import { api } from "./api.js";
import { ensureIdentity } from "./account.js";
import { clear, h } from "./dom.js";
import { gameTitle, seatName, t } from "./i18n.js";

export async function showMyGames(main) {
  await ensureIdentity();
  let data;
  try { data = await api("GET", "/api/me/games"); } catch (err) {
    clear(main).append(h("p", { class: "error", text: err.message }));
    return;
  }
  const draw = () => clear(main).append(
    h("h1", { text: t("mygames.title") }),
    h("p", { class: "muted", text: data.me.registered ? t("account.signed_in", { name: data.me.name }) : t("mygames.guest") }),
    h("section", { "aria-labelledby": "ratings-h" },
      h("h2", { id: "ratings-h", text: t("mygames.ratings") }),
      data.ratings.length === 0 ? h("p", { class: "muted", text: t("mygames.no_ratings") }) :
      h("table", { class: "scores", id: "my-ratings" },
        h("thead", {}, h("tr", {},
          h("th", { scope: "col", text: t("mygames.game") }), h("th", { scope: "col", text: t("mygames.rating") }),
          h("th", { scope: "col", text: t("mygames.games") }))),
        h("tbody", {}, data.ratings.map((r) => h("tr", { dataset: { game: r.game } },
          h("th", { scope: "row", text: gameTitle(r.title) }),
          h("td", { text: `${r.rating} ± ${2 * r.rd}` }),
          h("td", { text: String(r.games) })))))),
    h("section", { "aria-labelledby": "games-h" },
      h("h2", { id: "games-h", text: t("mygames.tables") }),
      data.games.length === 0 ? h("p", { class: "muted", text: t("mygames.none") }) :
      h("ul", { class: "tables", id: "my-games" }, data.games.map(gameRow))));
  window.__rerender = draw;
  draw();
}

function gameRow(g) {
  const when = new Date(g.created * 1000).toLocaleString(document.documentElement.lang);
  const others = g.seats.map(seatName).filter((_, i) => i !== g.seat).join(" · ");
  const result = g.status !== "over" ? t(`status.${g.status}`)
    : g.won ? t("mygames.won") : t("mygames.place", { n: g.place, of: g.seats.length });
  const change = g.rating ? ratingText(g.rating) : null;
  return h("li", { class: "card table-row", dataset: { table: g.table } },
    h("strong", { text: gameTitle(g.title) }), " ", h("span", { class: "muted", text: when }),
    h("p", { class: "meta", text: t("mygames.against", { names: others }) }),
    h("p", {}, h("span", { class: "result", text: result }),
      g.result ? ` · ${g.result.scores[g.seat]} ${t("mygames.points")}` : "",
      change ? h("span", { class: "rating-change", text: ` · ${change}` }) : null),
    h("div", { class: "actions" }, g.status === "over"
      ? h("a", { class: "button", href: `/replay/${g.table}` }, t("table.replay"))
      : h("a", { class: "button", href: `/t/${g.table}` }, t("mygames.open"))));
}

export function ratingText(c) {
  const d = c.after - c.before;
  return t("rating.change", { before: c.before, after: c.after, delta: d >= 0 ? `+${d}` : String(d) });
}
