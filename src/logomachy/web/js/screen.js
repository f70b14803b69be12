// What every game's screen does alike, written once: it keeps the table's last message and the
// seat's view, names the seats, knows whether the viewer is to act, and sends one move at a
// time (a second click while the first is on its way is dropped, not sent twice). A game's
// screen extends `Screen` and draws; `update(msg)` stores the message and draws again.

export class Screen {
  constructor(root, ctx) {
    this.root = root;
    this.ctx = ctx;
    this.msg = null;
    this.view = null;
    this.busy = false;
  }

  update(msg) {
    this.msg = msg;
    this.view = msg.view;
    this.render();
  }

  render() {}

  // Draws with `draw` (the screen is rebuilt whole): a field of `fields` being typed in keeps
  // its focus and caret.
  keepingFocus(fields, draw) {
    const active = document.activeElement;
    const keep = fields.includes(active) ? active : null;
    const caret = keep && keep.selectionStart;
    draw();
    if (keep && document.body.contains(keep)) {
      keep.focus();
      try { keep.setSelectionRange(caret, caret); } catch { /* not a text field */ }
    }
  }

  name(seat) { return this.ctx.names()[seat] ?? `#${seat + 1}`; }

  myTurn() { return Boolean(this.view && this.view.you && this.view.you.to_act); }

  async send(move) {
    if (this.busy) return null;
    this.busy = true;
    try { return await this.ctx.send(move); } finally { this.busy = false; }
  }
}
