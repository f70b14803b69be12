// A countdown for the table's running timer (the server owns the clock; this only displays
// the remaining time it reported, counting down locally between messages).
import { h } from "../dom.js";
import { t } from "../i18n.js";

export function timerWidget() {
  const bar = h("div", { class: "timer-bar" }, h("div", { class: "timer-fill" }));
  const label = h("span", { class: "timer-text" });
  const el = h("div", { class: "timer", role: "timer", "aria-live": "off", hidden: true }, label, bar);
  let deadline = 0, total = 1, tick = 0, key = null, lastAnnounced = -1;
  function draw() {
    const left = Math.max(0, (deadline - performance.now()) / 1000);
    label.textContent = t("timer.left", { s: Math.ceil(left) });
    bar.firstChild.style.width = `${Math.min(100, (100 * left) / total)}%`;
    el.classList.toggle("urgent", left <= 10);
    // Announce to screen readers at a few moments only, not every second.
    const mark = [30, 10, 5].find((m) => left <= m && m < lastAnnounced);
    if (mark !== undefined) { el.setAttribute("aria-live", "polite"); lastAnnounced = mark; }
    if (left <= 0) clearInterval(tick);
  }
  return {
    el,
    update(timer) {
      clearInterval(tick);
      if (!timer) { el.hidden = true; key = null; return; }
      el.hidden = false;
      if (timer.key !== key) { lastAnnounced = Infinity; key = timer.key; }
      total = timer.seconds || 1;
      deadline = performance.now() + timer.remaining * 1000;
      el.dataset.key = timer.key;
      draw();
      tick = setInterval(draw, 250);
    },
  };
}
