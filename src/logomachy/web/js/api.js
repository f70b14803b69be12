// JSON over HTTP for lobby actions, and where a seat's key is kept in this browser.
export async function api(method, path, body, key) {
  const headers = { "Accept": "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (key) headers["X-Seat-Key"] = key;
  const r = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const data = await r.json().catch(() => ({}));
  if (!r.ok) {
    const detail = Array.isArray(data.detail) ? data.detail.map((d) => d.msg).join("; ") : data.detail;
    const err = new Error(detail || r.statusText);
    err.rule = data.rule;
    err.status = r.status;
    throw err;
  }
  return data;
}

// The seat link is /t/ID#seat=N&key=K. The key is remembered per table so the same browser comes
// back to its seat; the fragment never reaches the server's logs.
export function seatFromLink(tableId) {
  const params = new URLSearchParams(location.hash.slice(1));
  const key = params.get("key");
  const saved = localStorage.getItem(`seat:${tableId}`);
  if (key) return { key, fromLink: true, saved };
  return saved ? { key: saved, fromLink: false, saved } : { key: null, fromLink: false, saved };
}

export function rememberSeat(tableId, key) {
  if (key) localStorage.setItem(`seat:${tableId}`, key);
  else localStorage.removeItem(`seat:${tableId}`);
}

// An invite opens its seat once; the browser that used it keeps the seat's own key under the
// invite, so only that browser comes back to the seat through the invite (and a link carrying
// some other seat's own key is never swapped for it).
export function rememberInvite(tableId, invite, key) {
  localStorage.setItem(`invite:${tableId}:${invite}`, key);
}

export function seatOfInvite(tableId, invite) {
  return localStorage.getItem(`invite:${tableId}:${invite}`);
}

export function playerName() { return localStorage.getItem("name") || ""; }
export function rememberName(name) { localStorage.setItem("name", name); }
