// Interface strings: the catalogue of one language, from /i18n/<lang>.json. The language is the browser's
// (first of en/es/ca it prefers), switchable, remembered in localStorage.
const LANGS = ["en", "es", "ca"];
let strings = {};
let current = "en";

export function pickLanguage() {
  const saved = localStorage.getItem("lang");
  if (LANGS.includes(saved)) return saved;
  for (const l of navigator.languages || [navigator.language || "en"]) {
    const base = String(l).slice(0, 2).toLowerCase();
    if (LANGS.includes(base)) return base;
  }
  return "en";
}

async function load(lang) {
  const r = await fetch(`/i18n/${lang}.json`);
  return r.ok ? r.json() : { messages: {}, plural: {} };
}

// The words are the server's gettext catalogues (src/logomachy/i18n/locale), sent whole for
// one language, English filling what it lacks. A plural entry ({n, forms}) picks its form by
// the count parameter `n`: the browser's Intl.PluralRules names the category, the catalogue's
// `plural` map gives that category's form.
let plural = {};
let rules = new Intl.PluralRules("en");

export async function setLanguage(lang) {
  current = LANGS.includes(lang) ? lang : "en";
  localStorage.setItem("lang", current);
  const data = await load(current);
  strings = data.messages || {};
  plural = data.plural || {};
  rules = new Intl.PluralRules(current);
  document.documentElement.lang = current;
  for (const el of document.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
  for (const el of document.querySelectorAll("[data-i18n-label]")) el.setAttribute("aria-label", t(el.dataset.i18nLabel));
  window.dispatchEvent(new CustomEvent("languagechange", { detail: current }));
}

export function language() { return current; }

function pick(entry, vars) {
  if (typeof entry === "string") return entry;
  const n = Number(vars[entry.n] ?? 0);
  const form = plural[rules.select(n)] ?? entry.forms.length - 1;
  return entry.forms[Math.min(form, entry.forms.length - 1)];
}

// t(KEY, {name: "Ada"}) fills in "{name}" placeholders. A key the catalogue lacks shows
// itself: an English-source id (a refusal's template, a summary) is its own English text.
export function t(key, vars = {}) {
  const entry = strings[key];
  const text = entry === undefined ? key : pick(entry, vars);
  return text.replace(/\{(\w+)\}/g, (m, name) => (name in vars ? String(vars[name]) : m));
}

// tc("rule", "turns"): an id within a context (gettext's msgctxt), for short ids such as a
// rule's or a tag's name that could mean something else elsewhere.
export function tc(context, key, vars = {}) {
  const k = `${context}\u0004${key}`;
  return k in strings ? t(k, vars) : t(key, vars);
}

export function has(key) { return key in strings; }

// A refusal from the server ({message, params, rule}) in the reader's language: "Refused
// (turns): it is Ada's turn". A parameter named seat is shown as the seat's name.
// Parameters that are interface words (said in the context of their name) and lists read as
// alternatives: the same as WORD_PARAMS (src/logomachy/i18n/render.py) and ALTERNATIVES
// (src/logomachy/kernel/errors.py).
const WORD_PARAMS = { action: "verb", actions: "verb", stage: "stage" };
const ALTERNATIVES = new Set(["verbs", "actions", "choices"]);

export function showParam(name, value) {
  if (Array.isArray(value)) {
    const type = ALTERNATIVES.has(name) ? "disjunction" : "conjunction";
    return new Intl.ListFormat(current, { type }).format(value.map((v) => showParam(name, v)));
  }
  if (typeof value === "boolean") return tc("choice", value ? "yes" : "no");
  if (name in WORD_PARAMS && typeof value === "string") return tc(WORD_PARAMS[name], value);
  return String(value);
}

export function refusalText(reply, names = []) {
  const params = {};
  for (const [k, v] of Object.entries(reply.params || {})) {
    if (/^(seat|player)$/.test(k) && Number.isInteger(v)) params[`${k}_name`] = names[v] ?? `#${v + 1}`;
    params[k] = showParam(k, v);
  }
  const reason = reply.message ? t(reply.message, params) : reply.reason;
  return reply.rule ? t("refused.with_rule", { rule: tc("rule", reply.rule), reason }) : reason;
}

// A seat's name as this reader says it: a bot by its number and strength ("Bot 2 (fácil)"),
// a person by the name they gave, an empty seat as such.
export function seatName(seat, index) {
  if (seat.kind === "bot") {
    const strength = has(`bot.${seat.strength}`) ? t(`bot.${seat.strength}`) : seat.strength;
    return t("table.bot_name", { n: index + 1, strength });
  }
  return seat.name || t("table.open_seat");
}

// A game's title: a name, kept as the game gives it, unless an edition has a local title
// (a "title" entry of the catalogue, e.g. Trencadís' subtitle).
export function gameTitle(title) { return tc("title", title); }
