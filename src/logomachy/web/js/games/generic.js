// The screen for a game whose own screen has not been written yet: its view as data, and a move
// typed as JSON (`{"verb": ..., ...}`). Enough to play and to test any registered game.
import { clear, h } from "../dom.js";
import { t } from "../i18n.js";

export function mount(root, ctx) {
  const input = h("textarea", { id: "move-json", rows: 3, spellcheck: "false" });
  const pre = h("pre", { class: "view-json" });
  const form = h("form", { class: "card", onsubmit: async (e) => {
    e.preventDefault();
    let move;
    try { move = JSON.parse(input.value); } catch { return ctx.send({ verb: "" }); }
    ctx.send(move);
  } },
  h("label", { for: "move-json" }, t("generic.move")), input, h("button", { type: "submit", class: "primary" }, t("generic.send")));
  clear(root).append(pre, form);
  return { update(msg) { pre.textContent = JSON.stringify(msg.view, null, 1); } };
}
