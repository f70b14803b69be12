// The rules in the page, from the table and the lobby: a dialog with "how to play this screen"
// (what to tap and type, per family of screens) and the game's section of its rulebook. The
// server sends the section as plain nodes (GET /api/games/{id}/rules): each becomes an element
// from a short list of tags, its text set as text, so nothing in it is ever read as markup.
import { api } from "./api.js";
import { h, toast } from "./dom.js";
import { has, language, t } from "./i18n.js";

const TAGS = new Set(["h3", "h4", "h5", "h6", "p", "ul", "ol", "li", "table", "thead", "tbody",
  "tr", "th", "td", "em", "strong"]);

// `title`, where given, is said to screen readers after the visible "Rules" (one per game
// card in the lobby).
export function rulesButton(gameId, title) {
  return h("button", { type: "button", class: "rules-open", dataset: { game: gameId },
    "aria-haspopup": "dialog", onclick: () => showRules(gameId) }, t("rules.open"),
    title ? h("span", { class: "sr-only", text: ` — ${title}` }) : null);
}

export async function showRules(gameId) {
  let rules;
  try {
    rules = await api("GET", `/api/games/${encodeURIComponent(gameId)}/rules?lang=${language()}`);
  } catch (err) {
    toast(err.message, "error");
    return;
  }
  const opener = document.activeElement;
  const dialog = h("dialog", { class: "rules", id: "rules", "aria-labelledby": "rules-h" });
  const close = () => dialog.close();
  dialog.addEventListener("close", () => {
    dialog.remove();
    if (opener && opener.focus) opener.focus();
  });
  const howto = has(`howto.${rules.family}`) ? t(`howto.${rules.family}`) : t("howto.generic");
  dialog.append(
    h("div", { class: "rules-head" },
      h("h2", { id: "rules-h", text: t("rules.title", { game: rules.title }) }),
      h("button", { type: "button", class: "rules-close", onclick: close }, t("rules.close"))),
    h("section", { class: "howto", "aria-labelledby": "howto-h" },
      h("h3", { id: "howto-h", text: t("rules.howto") }),
      h("ul", {}, howto.split("\n").map((line) => h("li", { text: line })))),
    h("section", { class: "rulebook", "aria-labelledby": "rulebook-h", lang: rules.lang },
      h("h3", { id: "rulebook-h", lang: language(), text: t("rules.rulebook") }),
      rules.lang !== language() ? h("p", { class: "muted", lang: language(),
        text: t("rules.in_language", { lang: t(`lang.${rules.lang}`) }) }) : null,
      h("div", { class: "rulebook-text" }, rules.content.map(build))),
  );
  document.querySelector(".rules")?.remove();
  document.body.append(dialog);
  dialog.showModal();
  dialog.querySelector(".rules-close").focus();
}

function build(node) {
  if (typeof node === "string") return document.createTextNode(node);
  if (!TAGS.has(node.tag)) return document.createTextNode("");
  // The section's own heading repeats the dialog's: it goes one level down under "rulebook".
  const tag = /^h[3-5]$/.test(node.tag) ? `h${Number(node.tag[1]) + 1}` : node.tag;
  // A table wider than a phone scrolls on its own, and so takes the keyboard's focus.
  const el = h(tag, node.tag === "ol" && node.attrs ? { start: node.attrs.start }
    : node.tag === "table" ? { tabindex: 0 } : {});
  for (const child of node.children || []) el.append(build(child));
  return el;
}
