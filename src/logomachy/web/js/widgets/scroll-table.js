// A table that may be wider than a phone (a sheet of rounds, a row of money and patents): it
// scrolls sideways inside its own region, never the page, and that region takes the keyboard's
// focus so it can be scrolled without a pointer. Who (the first column) and the total (the
// last, with `ends`) stay in view while the columns between scroll.
import { h } from "../dom.js";

export function scrollTable(table, label, { ends = true } = {}) {
  if (!table) return null;
  if (ends) table.classList.add("sticky-ends");
  return h("div", { class: "table-scroll", role: "region", tabindex: 0, "aria-label": label }, table);
}
