// Interface strings: one JSON file per language in /static/i18n/. The language is the browser's
// (first of en/es/ca it prefers), switchable, remembered in localStorage.
const LANGS = ["en", "es", "ca"];
let strings = {};
let fallback = {};
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
  const r = await fetch(`/static/i18n/${lang}.json`);
  return r.ok ? r.json() : {};
}

export async function setLanguage(lang) {
  current = LANGS.includes(lang) ? lang : "en";
  localStorage.setItem("lang", current);
  if (!Object.keys(fallback).length) fallback = await load("en");
  strings = current === "en" ? fallback : await load(current);
  document.documentElement.lang = current;
  for (const el of document.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
}

export function language() { return current; }

// t(KEY, {name: "Ada"}) fills in "{name}" placeholders; a missing key shows itself.
export function t(key, vars = {}) {
  const text = strings[key] ?? fallback[key];
  if (text === undefined) return key;
  return text.replace(/\{(\w+)\}/g, (m, name) => (name in vars ? String(vars[name]) : m));
}

export function has(key) { return key in strings || key in fallback; }
