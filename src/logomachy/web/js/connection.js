// One WebSocket per seat. Messages from the server are numbered per table (`seq`); after a
// dropped connection the client reconnects with backoff and says which number it last saw, so
// the server sends only the log lines it missed.
export class Connection {
  constructor(tableId, key, { onupdate, onstatus, onchat }) {
    this.tableId = tableId;
    this.key = key;
    this.onupdate = onupdate;
    this.onstatus = onstatus;
    this.onchat = onchat;
    this.lastSeq = null;
    this.nextId = 1;
    this.pending = new Map();
    this.retry = 0;
    this.closed = false;
    this.open();
  }

  open() {
    const proto = location.protocol === "https:" ? "wss" : "ws";
    const ws = new WebSocket(`${proto}://${location.host}/ws/tables/${this.tableId}`);
    this.ws = ws;
    this.onstatus("connecting");
    ws.onopen = () => {
      ws.send(JSON.stringify({ type: "hello", key: this.key, since: this.lastSeq }));
      this.onstatus("online");
    };
    ws.onmessage = (e) => this.receive(JSON.parse(e.data));
    ws.onclose = (e) => {
      for (const [, p] of this.pending) p.resolve({ type: "refused", reason: "connection lost", rule: "" });
      this.pending.clear();
      if (this.closed || [4403, 4404, 4400].includes(e.code)) {
        this.onstatus(e.code === 4403 ? "forbidden" : e.code === 4404 ? "missing" : "offline");
        return;
      }
      // Anything else -- a lost network, a server restarting, the table moving to another
      // server (4421) -- reconnects here, backing off with jitter until an update arrives
      // (a socket that opens and closes at once does not reset the backoff: no storms).
      this.onstatus("offline");
      const wait = Math.min(10000, 250 * 2 ** this.retry++) * (0.5 + Math.random());
      setTimeout(() => !this.closed && this.open(), wait);
    };
  }

  receive(msg) {
    if (msg.type === "update") {
      this.retry = 0;
      const resumed = this.lastSeq !== null;
      this.lastSeq = msg.seq;
      this.onupdate(msg, resumed);
    } else if (msg.type === "ack" || msg.type === "refused" || msg.type === "pong") {
      const p = this.pending.get(msg.id);
      if (p) { this.pending.delete(msg.id); p.resolve(msg); }
    } else if (msg.type === "chat" && this.onchat) {
      this.onchat(msg);
    }
  }

  // Sends a move; resolves with {type: "ack"} or {type: "refused", reason, rule}.
  move(move) { return this.request({ type: "move", move }); }

  // Says a line ({text}) or a quick phrase ({phrase}) in the table chat; resolves as `move`.
  chat(body) { return this.request({ type: "chat", ...body }); }

  request(message) {
    const id = this.nextId++;
    return new Promise((resolve) => {
      if (!this.ws || this.ws.readyState !== WebSocket.OPEN) {
        resolve({ type: "refused", reason: "not connected", rule: "" });
        return;
      }
      this.pending.set(id, { resolve });
      this.ws.send(JSON.stringify({ ...message, id }));
    });
  }

  // For tests and the "simulate a drop" path: close the socket as a lost network would.
  drop() { this.ws && this.ws.close(); }

  close() { this.closed = true; this.ws && this.ws.close(); }
}
