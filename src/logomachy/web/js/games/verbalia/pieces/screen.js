// What the Verbàlia screens draw alike: the "your move" panel's openings (a spectator's note,
// nothing once the game is over, "wait" while another seat is to act) and the scores table,
// the seat to act highlighted.
import { h } from "../../../dom.js";
import { t } from "../../../i18n.js";
import { Screen } from "../../../screen.js";

export class VerbaliaScreen extends Screen {
  // The panel for the viewer's move and whether it is open: closed for a spectator, once the
  // game is over, and (unless `waiting` is null) while another seat is to act, saying
  // `waiting` (nothing if it is "").
  movePanel(waiting = t("verbalia.wait")) {
    const box = h("section", { class: "panel card", "aria-label": t("verbalia.your_move") });
    const v = this.view;
    if (!v.you) { box.append(h("p", { class: "muted", text: t("table.spectating") })); return { box, open: false }; }
    if (v.result) return { box, open: false };
    if (waiting !== null && !this.myTurn()) {
      if (waiting) box.append(h("p", { class: "muted", text: waiting }));
      return { box, open: false };
    }
    return { box, open: true };
  }

  scoresTable(id, caption = t("verbalia.scores")) {
    const v = this.view;
    return h("table", { class: "scores", id },
      h("caption", { text: caption }),
      h("tbody", {}, v.scores.map((s, seat) => h("tr", { class: seat === v.turn ? "active" : "" },
        h("th", { scope: "row", text: this.name(seat) }), h("td", { text: String(s) })))));
  }
}
