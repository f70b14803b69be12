// After the game: each decision beside the best the position allowed and what the choice cost
// (GET /api/tables/ID/analysis, computed once by the server from the finished record), in the
// reader's language. A game whose points the players' votes decide says so instead.
import { api } from "./api.js";
import { append, clear, h } from "./dom.js";
import { has, language, t } from "./i18n.js";

// One request per table and page: the table screen redraws on every update.
const loaded = new Map();
function load(tableId) {
  if (!loaded.has(tableId)) {
    const p = api("GET", `/api/tables/${tableId}/analysis`);
    p.catch(() => loaded.delete(tableId)); // a failure may be asked again
    loaded.set(tableId, p);
  }
  return loaded.get(tableId);
}

function number(x) {
  return new Intl.NumberFormat(language(), { maximumFractionDigits: 1 }).format(x);
}

function when(item) {
  if (item.round !== null && item.round !== undefined) return t("analysis.round", { n: item.round });
  if (item.turn !== null && item.turn !== undefined) return t("analysis.turn", { n: item.turn });
  return t("analysis.move", { n: item.move });
}

// `jump(n)`: the replay's step after move n (the replay page); without it each row links there.
export function analysisPanel(tableId, { names, jump = null } = {}) {
  const body = h("div", { class: "analysis-body", "aria-live": "polite" },
    h("p", { class: "muted", text: t("analysis.loading") }));
  const heading = h("h2", { id: "analysis-h", text: t("analysis.title") });
  const el = h("section", { class: "analysis card", "aria-labelledby": "analysis-h", id: "analysis" }, heading, body);
  let data = null;
  let onlyCostly = false;
  let seat = "";
  const draw = () => {
    clear(body);
    if (!data.available) {
      body.append(h("p", { class: "analysis-none", text: t(`analysis.reason.${data.reason}`) }));
      return;
    }
    const measure = `analysis.measure.${data.measure}`;
    const unit = `analysis.lost.${data.unit}`;
    const nameOf = (s) => names()[s] ?? `#${s + 1}`;
    append(body, [
      h("p", { class: "muted", text: has(measure) ? t(measure) : t("analysis.by") }),
      data.not_analysed ? h("p", { class: "muted", text: t(`analysis.not_analysed.${data.not_analysed}`) }) : null,
      h("p", { class: "analysis-totals" }, h("strong", { text: `${t(unit)}: ` }),
        data.totals.map((c, s) => `${nameOf(s)} ${number(c)}`).join(" · "))]);
    const filters = h("div", { class: "row" },
      h("label", { class: "field check" },
        h("input", { type: "checkbox", id: "analysis-costly", checked: onlyCostly,
          onchange: (e) => { onlyCostly = e.target.checked; draw(); } }),
        h("span", { text: t("analysis.only_costly") })),
      h("label", { class: "field" }, h("span", { text: t("analysis.player") }),
        h("select", { id: "analysis-seat", onchange: (e) => { seat = e.target.value; draw(); } },
          h("option", { value: "", selected: seat === "", text: t("analysis.everyone") }),
          data.totals.map((_, s) => h("option", { value: String(s), selected: seat === String(s), text: nameOf(s) })))));
    const rows = data.items.filter((it) => (!onlyCostly || it.cost > 0) && (seat === "" || String(it.seat) === seat));
    const nothing = t("analysis.nothing");
    const table = h("table", { class: "analysis-table" },
      h("caption", { class: "sr-only", text: t("analysis.title") }),
      h("thead", {}, h("tr", {},
        ["when", "player", "played", "best"].map((c) => h("th", { scope: "col", text: t(`analysis.col.${c}`) })),
        h("th", { scope: "col", text: t(unit) }))),
      h("tbody", {}, rows.map((it) => h("tr", { class: it.cost > 0 ? "costly" : "best", dataset: { move: it.move } },
        h("td", {}, jump
          ? h("button", { type: "button", class: "link", onclick: () => jump(it.move), "aria-label": t("analysis.go_to", { n: it.move }) }, when(it))
          : h("a", { href: `/replay/${tableId}#step=${it.move}`, "aria-label": t("analysis.go_to", { n: it.move }) }, when(it))),
        h("td", { text: nameOf(it.seat) }),
        h("td", {}, h("span", { class: "w", text: it.played || nothing }), " ", h("small", { class: "muted", text: `(${number(it.value)})` })),
        h("td", {}, it.cost > 0
          ? [h("span", { class: "w", text: it.best || nothing }), " ", h("small", { class: "muted", text: `(${number(it.best_value)})` })]
          : h("span", { class: "ok", text: t("analysis.was_best") })),
        h("td", { class: "cost", text: it.cost > 0 ? number(it.cost) : "—" })))));
    body.append(filters, rows.length ? h("div", { class: "analysis-scroll", tabindex: "0", role: "region", "aria-label": t("analysis.title") }, table)
      : h("p", { class: "muted", text: t("analysis.no_rows") }));
  };
  load(tableId).then((d) => { data = d; draw(); }).catch((err) => {
    clear(body).append(h("p", { class: "error", text: `${t("analysis.failed")} ${err.message || ""}` }));
  });
  return { el, redraw: () => { heading.textContent = t("analysis.title"); if (data) draw(); }, highlight(n) {
    for (const tr of el.querySelectorAll("tr[data-move]")) tr.classList.toggle("current", Number(tr.dataset.move) === n);
  } };
}
