// What just happened that a player must not miss (a challenge settled, a claim voted, a word
// refused): a short list of lines announced politely to screen readers, newest last.
import { h } from "../dom.js";
import { t } from "../i18n.js";

export function outcomeList(lines, { id = "outcomes" } = {}) {
  if (!lines.length) return null;
  return h("section", { class: "outcomes card", id, "aria-label": t("outcome.label") },
    h("ul", { role: "log", "aria-live": "polite" }, lines.map(({ text, kind }) =>
      h("li", { class: `outcome-${kind}`, text }))));
}
