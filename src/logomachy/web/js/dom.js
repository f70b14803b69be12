// Building DOM nodes. Text is only ever set as text (never as markup), so anything a player
// typed (names, words, reasons) is shown escaped by construction.
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") el.className = v;
    else if (k === "text") el.textContent = v;
    else if (k.startsWith("on") && typeof v === "function") el.addEventListener(k.slice(2), v);
    else if (k === "dataset") Object.assign(el.dataset, v);
    // Through the CSSOM: the page's Content-Security-Policy refuses style attributes.
    else if (k === "style") el.style.cssText = String(v);
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  append(el, children);
  return el;
}

export function append(el, children) {
  for (const c of children.flat(Infinity)) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

export function clear(el) {
  while (el.firstChild) el.removeChild(el.firstChild);
  return el;
}

// Replaces an element's children, skipping the empty ones (the DOM's own append would write
// a null as the text "null").
export function fill(el, ...children) {
  return append(clear(el), children);
}

let toastTimer = 0;
export function toast(message, kind = "info") {
  const box = document.getElementById("toast");
  if (!box) return;
  box.textContent = message;
  box.className = `show ${kind}`;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => dismissToast(), 6000);
}

// Takes the message away (of `kind` only, if given): a refusal goes once the next move is
// accepted, rather than standing over the board for its six seconds.
export function dismissToast(kind) {
  const box = document.getElementById("toast");
  if (!box || (kind && !box.classList.contains(kind))) return;
  clearTimeout(toastTimer);
  box.className = "";
  box.textContent = "";
}
