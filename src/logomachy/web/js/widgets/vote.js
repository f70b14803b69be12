// Thumbs up / thumbs down, and how a vote came out.
import { h } from "../dom.js";
import { t } from "../i18n.js";

// `yes` / `no`: the buttons' words when the vote is not on a word (a claimed device, ...).
export function voteButtons(onvote, { disabled = false, yes = t("vote.accept"), no = t("vote.reject") } = {}) {
  return h("div", { class: "vote", role: "group", "aria-label": t("vote.label") },
    h("button", { type: "button", class: "up", disabled, onclick: () => onvote(true) }, "👍 ", yes),
    h("button", { type: "button", class: "down", disabled, onclick: () => onvote(false) }, "👎 ", no));
}

export function voteOutcome(votes, names) {
  if (!votes) return null;
  return h("ul", { class: "vote-outcome" }, Object.entries(votes).map(([seat, yes]) =>
    h("li", {}, `${names[seat] ?? seat}: ${yes ? "👍" : "👎"}`)));
}
