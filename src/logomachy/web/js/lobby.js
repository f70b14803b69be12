// The lobby: games (filter by tag), open a table with options and seats, join or watch tables.
import { api, heldSeat, playerName, rememberName, rememberSeat } from "./api.js";
import { clear, h, toast } from "./dom.js";
import { gameTitle, t, tc, has, language, seatName } from "./i18n.js";
import { rulesButton } from "./rules.js";

let games = [];
let tables = [];
const filters = new Set();
let search = "";
let openFormFor = null;
// The tag filters: shown at first on a wide screen, folded behind a toggle on a phone (44
// chips would come before the first game); then as the player left them.
let filtersOpen = null;
let refresh = 0;

export async function showLobby(main) {
  [games, tables] = await Promise.all([api("GET", "/api/games"), api("GET", "/api/tables")]);
  const render = () => draw(main);
  window.__rerender = render;
  render();
  clearInterval(refresh);
  refresh = setInterval(async () => {
    if (!document.body.contains(main) || location.pathname !== "/") return clearInterval(refresh);
    tables = await api("GET", "/api/tables").catch(() => tables);
    const list = document.getElementById("tables");
    if (list) list.replaceWith(tableList());
  }, 4000);
}

// Lower case without accents: "vermi" finds Vermigrama, "sillab" finds the Síl·laB games.
function fold(text) {
  return text.normalize("NFD").replace(/[\u0300-\u036f·]/g, "").toLowerCase();
}

function tagLabel(tag) { return tc("tag", tag); }

function draw(main) {
  clear(main);
  const allTags = [...new Set(games.flatMap((g) => g.tags))].sort();
  const words = fold(search).split(/\s+/).filter(Boolean);
  const shown = games.filter((g) => [...filters].every((f) => g.tags.includes(f))
    && words.every((w) => fold(`${gameTitle(g.title)} ${t(g.summary)} ${g.tags.map(tagLabel).join(" ")}`).includes(w)));
  main.append(
    h("section", { class: "lobby-intro" },
      h("h1", { text: t("lobby.title") }),
      h("label", { class: "field" }, h("span", { text: t("lobby.your_name") }),
        h("input", {
          id: "player-name", autocomplete: "nickname", maxlength: 40, value: playerName(),
          oninput: (e) => rememberName(e.target.value),
        })),
    ),
    h("section", { "aria-labelledby": "games-h" },
      h("h2", { id: "games-h", text: t("lobby.games") }),
      h("label", { class: "field search" }, h("span", { text: t("lobby.search") }),
        h("input", {
          id: "game-search", type: "search", value: search, autocomplete: "off",
          oninput: (e) => {
            search = e.target.value;
            const at = e.target.selectionStart;
            draw(main);
            const again = document.getElementById("game-search");
            again.focus();
            again.setSelectionRange(at, at);
          },
        })),
      filterBox(allTags, main),
      h("ul", { class: "games" }, shown.map((g) => gameCard(g, main))),
    ),
    tableList(),
  );
}

function filterBox(allTags, main) {
  const open = filtersOpen ?? (filters.size > 0 || window.matchMedia("(min-width: 700px)").matches);
  const box = h("details", { class: "filters", open },
    h("summary", { text: filters.size ? t("lobby.filters_on", { n: filters.size }) : t("lobby.filters") }),
    h("div", { class: "chips", role: "group", "aria-label": t("lobby.filter") },
      allTags.map((tag) => h("button", {
        type: "button", class: "chip", "aria-pressed": filters.has(tag) ? "true" : "false",
        onclick: () => { filters.has(tag) ? filters.delete(tag) : filters.add(tag); draw(main); },
      }, tagLabel(tag)))));
  box.addEventListener("toggle", () => { filtersOpen = box.open; });
  return box;
}

function gameCard(g, main) {
  const players = g.min_players === g.max_players ? `${g.min_players}` : `${g.min_players}–${g.max_players}`;
  return h("li", { class: "card game", dataset: { game: g.id } },
    h("h3", { text: gameTitle(g.title) }),
    h("p", { class: "meta" },
      t("lobby.players", { n: players }), " · ", t("lobby.minutes", { n: g.minutes }), " · ",
      g.languages.map((l) => t(`lang.${l}`)).join(", ")),
    h("p", { class: "tags" }, g.tags.map((tag) => h("span", { class: "tag" }, tagLabel(tag)))),
    h("p", { class: "summary", text: t(g.summary) }),
    openFormFor === g.id
      ? tableForm(g, main)
      : h("div", { class: "actions" },
          h("button", { type: "button", class: "primary", onclick: () => { openFormFor = g.id; draw(main); } },
            t("lobby.open_table")),
          rulesButton(g.id, gameTitle(g.title))),
  );
}

function optionField(spec) {
  const id = `opt-${spec.name}`;
  // A short label where the page has one; the option's help (an English-source id) otherwise.
  const label = has(`option.${spec.name}`) ? t(`option.${spec.name}`) : t(spec.help);
  let input;
  if (spec.choices && spec.choices.length) {
    // A game played in several languages is played in the reader's, when it has it.
    const chosen = spec.name.startsWith("lang") && spec.choices.includes(language()) ? language() : spec.default;
    input = h("select", { id, name: spec.name },
      spec.choices.map((c) => h("option", { value: JSON.stringify(c), selected: c === chosen },
        has(`lang.${c}`) && spec.name.startsWith("lang") ? t(`lang.${c}`) : tc("choice", String(c)))));
  } else if (typeof spec.default === "boolean") {
    input = h("input", { id, name: spec.name, type: "checkbox", checked: spec.default });
  } else if (typeof spec.default === "number") {
    input = h("input", { id, name: spec.name, type: "number", value: spec.default, step: "any",
      min: spec.minimum ?? undefined, max: spec.maximum ?? undefined });
  } else if (spec.multiline) {
    input = h("textarea", { id, name: spec.name, rows: 6, text: spec.default });
  } else {
    input = h("input", { id, name: spec.name, value: spec.default });
  }
  return h("label", { class: "field", for: id }, h("span", { text: label }), input);
}

function readOption(spec, form) {
  const el = form.querySelector(`[name="${spec.name}"]`);
  if (spec.choices && spec.choices.length) return JSON.parse(el.value);
  if (typeof spec.default === "boolean") return el.checked;
  if (typeof spec.default === "number") return Number(el.value);
  return el.value;
}

function seatChoice(i, g) {
  return h("label", { class: "field" }, h("span", { text: t("lobby.seat", { n: i + 1 }) }),
    h("select", { name: `seat-${i}`, class: "seat-kind" },
      h("option", { value: "human" }, t("lobby.invite_person")),
      g.bots.map((s) => h("option", { value: `bot:${s}` }, t("lobby.bot", { strength: botLabel(s) })))));
}

function botLabel(s) { return has(`bot.${s}`) ? t(`bot.${s}`) : s; }

// How fast the table's bots play (server: bots/pace.py), for games that have bots.
function paceField(g) {
  if (!g.bots.length || !g.paces) return null;
  return h("select", { name: "pace", id: `pace-${g.id}`, "aria-describedby": `pace-help-${g.id}` },
    g.paces.map((p) => h("option", { value: p, selected: p === g.pace }, t(`pace.${p}`))));
}

function tableForm(g, main) {
  const seatsBox = h("div", { class: "seats-choice" });
  const count = h("select", { name: "players", id: `players-${g.id}` });
  for (let n = g.min_players; n <= g.max_players; n++) count.append(h("option", { value: n }, String(n)));
  const drawSeats = () => {
    clear(seatsBox);
    for (let i = 1; i < Number(count.value); i++) seatsBox.append(seatChoice(i, g));
  };
  count.addEventListener("change", drawSeats);
  drawSeats();
  const paceChoice = paceField(g);
  const form = h("form", { class: "table-form", onsubmit: async (e) => {
    e.preventDefault();
    const seats = [{ kind: "human" }];
    for (let i = 1; i < Number(count.value); i++) {
      const v = form.querySelector(`[name="seat-${i}"]`).value;
      seats.push(v === "human" ? { kind: "human" } : { kind: "bot", strength: v.slice(4) });
    }
    const options = Object.fromEntries(g.options.map((o) => [o.name, readOption(o, form)]));
    const grace = Number(form.querySelector("[name=grace]").value);
    try {
      const made = await api("POST", "/api/tables", {
        game: g.id, name: playerName() || document.getElementById("player-name").value, seats, options,
        grace_seconds: grace, private: form.querySelector("[name=private]").checked,
        pace: paceChoice ? paceChoice.value : undefined,
      });
      rememberSeat(made.table.id, made.key);
      sessionStorage.setItem(`invites:${made.table.id}`, JSON.stringify(made.invites));
      location.href = made.link;
    } catch (err) { toast(err.message, "error"); }
  } },
    h("label", { class: "field", for: `players-${g.id}` }, h("span", { text: t("lobby.how_many") }), count),
    seatsBox,
    h("fieldset", {}, h("legend", { text: t("lobby.options") }), g.options.map(optionField),
      paceChoice ? h("label", { class: "field", for: `pace-${g.id}` },
        h("span", { text: t("lobby.pace") }), paceChoice,
        h("small", { class: "muted", id: `pace-help-${g.id}`, text: t("lobby.pace_help") })) : null,
      h("label", { class: "field" }, h("span", { text: t("lobby.grace") }),
        h("input", { name: "grace", type: "number", min: 0, max: 3600, value: 60 })),
      h("label", { class: "field check" },
        h("input", { name: "private", type: "checkbox" }), h("span", { text: t("lobby.private") }))),
    h("div", { class: "actions" },
      h("button", { type: "submit", class: "primary" }, t("lobby.create")),
      h("button", { type: "button", onclick: () => { openFormFor = null; draw(main); } }, t("common.cancel"))),
  );
  return form;
}

function tableList() {
  return h("section", { id: "tables", "aria-labelledby": "tables-h" },
    h("h2", { id: "tables-h", text: t("lobby.tables") }),
    tables.length === 0 ? h("p", { class: "muted", text: t("lobby.no_tables") }) :
    h("ul", { class: "tables" }, tables.map((tb) => {
      const open = tb.seats.filter((s) => s.kind === "human" && !s.claimed).length;
      // A table where this browser holds a seat: back to it, not to watch it or join again.
      const mine = tb.status !== "over" && heldSeat(tb.id);
      return h("li", { class: "card table-row", dataset: { table: tb.id } },
        h("strong", { text: gameTitle(tb.title) }), " ",
        h("span", { class: `status ${tb.status}` }, t(`status.${tb.status}`)),
        h("p", { class: "meta" }, tb.seats.map((s, i) => s.claimed ? seatName(s, i) : t("table.open_seat")).join(" · ")),
        mine ? h("div", { class: "actions" },
          h("a", { class: "button primary return", href: `/t/${tb.id}` }, t("lobby.return"))) :
        h("div", { class: "actions" },
          tb.status === "waiting" && open > 0
            ? h("button", { type: "button", class: "primary", onclick: () => join(tb.id) }, t("lobby.join"))
            : null,
          h("a", { class: "button", href: tb.status === "over" ? `/replay/${tb.id}` : `/t/${tb.id}` },
            tb.status === "over" ? t("table.replay") : t("lobby.watch"))));
    })));
}

async function join(tableId) {
  const name = playerName() || document.getElementById("player-name").value;
  try {
    const joined = await api("POST", `/api/tables/${tableId}/join`, { name });
    rememberSeat(tableId, joined.key);
    location.href = joined.link;
  } catch (err) { toast(err.message, "error"); }
}
