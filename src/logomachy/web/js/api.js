// JSON over HTTP for lobby actions, and where a seat's key is kept in this browser.
import { refusalText, t } from "./i18n.js";

export async function api(method, path, body, key) {
  const headers = { "Accept": "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (key) headers["X-Seat-Key"] = key;
  const r = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const data = await r.json().catch(() => ({}));
  if (!r.ok) {
    const detail = Array.isArray(data.detail) ? data.detail.map((d) => d.msg).join("; ") : data.detail;
    // A refusal says itself in the reader's language; any other reason is an English-source id.
    const err = new Error(data.message ? refusalText(data) : t(detail || r.statusText));
    err.rule = data.rule;
    err.status = r.status;
    throw err;
  }
  return data;
}

// The seat link is /t/ID#seat=N&key=K. The key is remembered per table so the same browser comes
// back to its seat (and per tab, so two tabs holding two seats keep theirs on a reload); the
// fragment never reaches the server's logs, and once remembered it leaves the address bar too.
export function seatFromLink(tableId) {
  const params = new URLSearchParams(location.hash.slice(1));
  const key = params.get("key");
  const saved = sessionStorage.getItem(`seat:${tableId}`) || localStorage.getItem(`seat:${tableId}`);
  if (key) return { key, fromLink: true, saved };
  return saved ? { key: saved, fromLink: false, saved } : { key: null, fromLink: false, saved };
}

export function rememberSeat(tableId, key) {
  for (const store of [localStorage, sessionStorage]) {
    if (key) store.setItem(`seat:${tableId}`, key);
    else store.removeItem(`seat:${tableId}`);
  }
}

// The seat this browser holds at the table, if any (the lobby's "return to your seat").
export function heldSeat(tableId) { return localStorage.getItem(`seat:${tableId}`); }

// With the key kept in this browser, the address bar shows the spectators' link: pasting it
// gives nobody the seat. (Where storage refuses to keep it, the key stays in the address.)
export function keyOutOfAddress(tableId, key) {
  if (!location.hash || sessionStorage.getItem(`seat:${tableId}`) !== key) return;
  history.replaceState(null, "", `/t/${tableId}`);
}

// The private link that opens this seat on another device.
export function seatLink(tableId, seat, key) { return `${location.origin}/t/${tableId}#seat=${seat}&key=${key}`; }

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
