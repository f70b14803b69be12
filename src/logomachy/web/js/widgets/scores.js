// Final scores with their breakdown (each column as the game names it), winners marked.
import { h } from "../dom.js";
import { t, tc, has } from "../i18n.js";
import { scrollTable } from "./scroll-table.js";

export function scoreTable(result, names, game) {
  if (!result) return null;
  const columns = Object.keys(result.breakdown[0] || {});
  // A column as the game names it; "round N" columns all alike.
  const col = (c) => {
    if (has(`score.${game}.${c}`)) return t(`score.${game}.${c}`);
    const round = /^round (\d+)$/.exec(c);
    return round ? t("result.round", { n: Number(round[1]) }) : c;
  };
  return scrollTable(h("table", { class: "scores" },
    h("caption", { text: t("result.title") }),
    h("thead", {}, h("tr", {}, h("th", { scope: "col", text: t("result.player") }),
      columns.map((c) => h("th", { scope: "col", text: col(c) })), h("th", { scope: "col", text: t("result.total") }))),
    h("tbody", {}, result.scores.map((score, seat) => h("tr", { class: result.winners.includes(seat) ? "winner" : "" },
      h("th", { scope: "row" }, names[seat] ?? `#${seat + 1}`, result.winners.includes(seat) ? ` 🏆 ${t("result.winner")}` : ""),
      columns.map((c) => h("td", { text: String(result.breakdown[seat][c]) })),
      h("td", { class: "total", text: String(score) })))),
    result.tiebreak ? h("tfoot", {}, h("tr", {}, h("td", { colspan: columns.length + 2, text: t("result.tiebreak", { rule: tc("tiebreak", result.tiebreak) }) }))) : null),
  t("result.title"), { ends: !result.tiebreak });
}
